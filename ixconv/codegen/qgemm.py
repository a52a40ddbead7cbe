"""The 8-bit GEMM and Indirect GEMM micro-kernel and its two drivers, emitted as LLVM IR from a QGemmSpec.

Same structure and ABI as the fp32 module (``ixconv.codegen.gemm``): two entry points ``<name>_igemm`` and
``<name>_gemm`` with the signature ``void f(const int64_t *args, int64_t *schedule, int64_t part)``, work
items of MR x NR output tiles claimed with ``Emitter.claim_loop``, the indirection buffer of byte offsets
(-1: the zero vector, which holds the input zero point), ``args`` laid out as ``QArg`` below.

Arithmetic (exact, modulo 2^32 like every int32 accumulation): the accumulators start from the panel's
packed int32 bias, into which every input-independent zero-point term was folded at prepare time (see
``ixconv.ops.packing.pack_qweights``), and accumulate

* avx512vnni: ``vpdpbusd(acc, a, b)`` with a = x (uint8 input) or x ^ 0x80 (int8 input, flipped here),
  b = the s8 packed weights; plus, when ``rowsum``, ``rs = vpdpbusd(rs, a, ones)`` and at the end
  ``acc -= zb[n] * rs``;
* ``s16``: ``vpdpwssd(acc, a, b)`` (avx512vnni) or ``vpmaddwd`` then ``vpaddd`` (avx2), a and b int16 pairs as
  given (KC counts int16 channels, even);
* avx2: ``vpmaddwd(x as s16 pairs, (w - zw) as s16 pairs)``, then ``vpaddd``;
* generic: ``acc += sext(x) * sext(w - zw)`` on 4 x i32 vectors.

Groups of KR input channels are loaded from each row pointer as one 4- or 2-byte word; the last group of a
row whose channel count is not a multiple of KR is loaded with a masked load of the remaining bytes (the
lanes past the end read as "zero" and meet zero weights), so the kernel never reads past ``kc`` bytes of a
row: an input that ends right before an unmapped page is safe.

Epilogue (``output="q8"``): ``f = float(acc) * scale[n]`` (float32), clamped to ``[min, max]`` (the output
range or the fused activation's, minus the output zero point), rounded to nearest even with the
1.5 * 2^23 magic number, plus the output zero point, stored as bytes. ``output="i32"`` stores ``acc``.
With ``lookup`` the 8-bit value is then looked up in a table; with ``residual`` it (or the looked-up value) is
dequantized, added to the
dequantized residual byte at the same pixel and channel, clipped and quantized again (``ixconv.codegen.qepilogue``)
before it is stored: the residual is read with the output's masks, at rows clamped as the stores are.
A partial panel uses masked stores; rows past the last pixel store to the last valid row (same values).

A tap whose MR rows all read the zero vector (a tile on the image's top or bottom border) is not
multiplied: the tile adds the tap's share of the zero-point terms, precomputed at packing time.

Packed weights (``pack_qweights``), per group, per NR panel: NR int32 bias, NR float32 scales, NR int32
weight zero points (rowsum only), then for each tap, for each group of KR channels, NR x KR weights,
then for each tap NR int32: the terms a tap of padding contributes.
"""

from __future__ import annotations

import enum

from llvmlite import ir

from ixconv.codegen import qepilogue
from ixconv.codegen.gemm import GemmKernel, prefetch_weights
from ixconv.codegen.irutil import F32, I1, I8, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.qepilogue import MAGIC, MAGIC_BITS, look_up
from ixconv.codegen.qspec import BASE_ISA, QGemmSpec

I16 = ir.IntType(16)


class QArg(enum.IntEnum):
    A = 0  # input base pointer (uint8 / int8)
    ZERO = 1  # zero vector (kc bytes of the input zero point), for padding taps
    INDIRECTION = 2  # int64 byte offsets [tile][tap][row] (igemm only)
    W = 3  # packed weights
    C = 4  # output
    M = 5  # output pixels per image (rows of the GEMM)
    K = 6  # output channels per group
    KC = 7  # input channels per group (the reduction per tap)
    KS = 8  # taps (igemm) / 1 (gemm)
    LDA = 9  # bytes between rows of A (gemm only)
    LDC = 10  # bytes between output pixels
    BATCH = 11
    GROUPS = 12
    A_BATCH_STRIDE = 13  # bytes
    A_GROUP_STRIDE = 14  # bytes
    C_BATCH_STRIDE = 15  # bytes
    C_GROUP_STRIDE = 16  # bytes
    W_GROUP_STRIDE = 17  # bytes
    W_PANEL_STRIDE = 18  # bytes
    MIN = 19  # float32 bit pattern: lowest output - output zero point
    MAX = 20  # float32 bit pattern: highest output - output zero point
    OUT_ZERO_POINT = 21  # int
    TABLE = 22  # lookup: 256 int32, the requantized value's replacement (``ixconv.codegen.qepilogue``)
    GROUPS_SHARE_PIXELS = 23  # as ``ixconv.codegen.gemm.Arg.GROUPS_SHARE_PIXELS``
    RESIDUAL = 24  # residual: the 8-bit tensor the quantized Add reads, at the output's pixels and channels
    RESIDUAL_LD = 25  # bytes between its pixels
    RESIDUAL_BATCH_STRIDE = 26  # bytes (its groups are C_GROUP_STRIDE apart, as the 8-bit output's)
    ADD_SCALE = 27  # float32 bit pattern: the output's DequantizeLinear (then its zero point, an int)
    ADD_ZERO = 28
    RESIDUAL_SCALE = 29  # float32 bit pattern: the residual's DequantizeLinear (then its zero point)
    RESIDUAL_ZERO = 30
    SUM_SCALE = 31  # float32 bit pattern: the sum's QuantizeLinear (then its zero point, an int)
    SUM_ZERO = 32
    SUM_MIN = 33  # float32 bit patterns: the rounded quotient's bounds (the type's range and the clip's, quantized,
    SUM_MAX = 34  # minus the zero point: ``QuantizedAdd.quotient_bounds``)


QARG_COUNT = len(QArg)


def entry_points(spec: QGemmSpec) -> list[str]:
    return [f"{spec.name}_igemm", f"{spec.name}_gemm"]


def _vec(elem: ir.Type, n: int) -> ir.VectorType:
    return ir.VectorType(elem, n)


def _emit_driver(module: ir.Module, spec: QGemmSpec, indirect: bool) -> None:
    mr, nv, lanes, nr, kr = spec.mr, spec.vectors_per_row, spec.lanes, spec.nr, spec.kr
    isa = spec.isa
    name = f"{spec.name}_{'igemm' if indirect else 'gemm'}"
    fn = ir.Function(module, ir.FunctionType(VOID, [PTR, PTR, I64]), name=name)
    for a, a_name in zip(fn.args, ("args", "schedule", "part")):
        a.name = a_name
    fn.args[0].add_attribute("noalias")
    e = Emitter(module, BASE_ISA[isa], fn)
    b = e.b
    _, schedule, own_part = fn.args
    vi32 = _vec(I32, lanes)
    vf32 = _vec(F32, lanes)

    def c64(v: int) -> ir.Constant:
        return ir.Constant(I64, v)

    arg = e.arg  # args[field] as an int64

    def arg_ptr(field: QArg, name: str) -> ir.Value:
        return b.inttoptr(arg(field, name + ".int"), PTR, name=name)

    def splat(scalar: ir.Value, vtype: ir.VectorType) -> ir.Value:
        return e.splat_to(scalar, vtype.count)

    a_ptr, zero, indirection = arg_ptr(QArg.A, "a"), arg_ptr(QArg.ZERO, "zero"), arg_ptr(QArg.INDIRECTION, "ind")
    w_ptr, c_ptr = arg_ptr(QArg.W, "w"), arg_ptr(QArg.C, "c")
    m, k, kc, ks = arg(QArg.M, "m"), arg(QArg.K, "k"), arg(QArg.KC, "kc"), arg(QArg.KS, "ks")
    lda, ldc = arg(QArg.LDA, "lda"), arg(QArg.LDC, "ldc")
    batch, groups = arg(QArg.BATCH, "batch"), arg(QArg.GROUPS, "groups")
    a_bs, a_gs = arg(QArg.A_BATCH_STRIDE, "a_bs"), arg(QArg.A_GROUP_STRIDE, "a_gs")
    c_bs, c_gs = arg(QArg.C_BATCH_STRIDE, "c_bs"), arg(QArg.C_GROUP_STRIDE, "c_gs")
    w_gs, w_ps = arg(QArg.W_GROUP_STRIDE, "w_gs"), arg(QArg.W_PANEL_STRIDE, "w_ps")

    c_mr, c_nr = c64(mr), c64(nr)
    m_tiles = b.sdiv(b.add(m, c64(mr - 1)), c_mr, name="m_tiles")
    n_panels = b.sdiv(b.add(k, c64(nr - 1)), c_nr, name="n_panels")
    total = b.mul(b.mul(b.mul(batch, groups), m_tiles), n_panels, name="total")
    full_groups = b.sdiv(kc, c64(kr), name="full_groups")
    tail = b.srem(kc, c64(kr), name="tail")  # channels of the last, partial group (0: none)
    group_bytes = nr * kr * spec.weight_bytes

    # constants of the inner loop
    flip = ir.Constant(I32, 0x80808080 - (1 << 32)) if (isa == "avx512vnni" and spec.x_signed) else None
    ones = ir.Constant(vi32, [0x01010101] * lanes) if spec.rowsum else None
    dpbusd = pmaddwd = masked_load_bytes = None
    if isa == "avx512vnni":
        dot = "vpdpwssd" if spec.s16 else "vpdpbusd"
        dpbusd = e.intrinsic(f"llvm.x86.avx512.{dot}.512", vi32, [vi32, vi32, vi32])
    elif isa == "avx2":
        pmaddwd = e.intrinsic("llvm.x86.avx2.pmadd.wd", vi32, [_vec(I16, 16), _vec(I16, 16)])
    if kr > 1 and not spec.s16:
        masked_load_bytes = e.intrinsic(
            f"llvm.masked.load.v{kr}i8.p0", _vec(I8, kr), [PTR, I32, _vec(I1, kr), _vec(I8, kr)]
        )

    item, head = e.claim_loop(schedule, own_part, total)
    shared = b.icmp_signed("!=", arg(QArg.GROUPS_SHARE_PIXELS, "groups_share_pixels"), c64(0))
    panel, tile, group, image = e.grid_item(item, n_panels, m_tiles, groups, spec.order, shared)

    m0 = b.mul(tile, c_mr, name="m0")
    n0 = b.mul(panel, c_nr, name="n0")
    rows = e.smin(b.sub(m, m0), c_mr)
    cols = e.smin(b.sub(k, n0), c_nr)
    a_base = e.byte_gep(a_ptr, b.add(b.mul(image, a_bs), b.mul(group, a_gs)), "a_base")
    w_panel = e.byte_gep(w_ptr, b.add(b.mul(group, w_gs), b.mul(panel, w_ps)), "w_panel")
    out_bytes = 1 if spec.output == "q8" else 4
    c_off = b.add(b.add(b.mul(image, c_bs), b.mul(group, c_gs)), b.mul(m0, ldc))
    c_tile = e.byte_gep(c_ptr, b.add(c_off, b.mul(n0, c64(out_bytes))), "c_tile")

    acc = []
    for i in range(mr):
        row = []
        for v in range(nv):
            bias = b.load(e.byte_gep(w_panel, c64(4 * v * lanes)), typ=vi32, align=4)
            row.append(e.alloca(vi32, bias, f"acc{i}_{v}"))
        acc.append(row)
    rsum = [e.alloca(vi32, ir.Constant(vi32, None), f"rs{i}") for i in range(mr)] if spec.rowsum else []
    w_cursor = e.alloca(PTR, e.byte_gep(w_panel, c64(12 * nr)), "w_cursor")  # set per tap

    w_first = e.byte_gep(w_panel, c64(12 * nr))
    tap_bytes = b.mul(b.sdiv(b.add(kc, c64(kr - 1)), c64(kr)), c64(group_bytes), name="tap_bytes")
    pad_terms = e.byte_gep(w_first, b.mul(ks, tap_bytes), "pad_terms")  # per tap, NR int32 (pack_qweights)

    def row_pointers(tap: ir.Value) -> tuple[list[ir.Value], ir.Value | None]:
        """The tile's MR input rows for a tap, and (indirect) whether every one of them is padding."""
        if indirect:
            return e.indirect_rows(indirection, zero, a_base, tile, ks, tap, mr)
        return e.strided_rows(a_base, m0, b.sub(rows, c64(1)), lda, mr), None

    def load_weights(w_at: ir.Value) -> list[ir.Value]:
        if isa == "avx512vnni":
            return [b.load(e.byte_gep(w_at, c64(64 * v)), typ=vi32, align=64) for v in range(nv)]
        if isa == "avx2":
            return [b.load(e.byte_gep(w_at, c64(32 * v)), typ=_vec(I16, 16), align=32) for v in range(nv)]
        return [b.sext(b.load(e.byte_gep(w_at, c64(8 * v)), typ=_vec(I16, 4), align=8), vi32) for v in range(nv)]

    def extend(value: ir.Value, typ: ir.Type) -> ir.Value:
        return b.sext(value, typ) if spec.x_signed else b.zext(value, typ)

    def load_group(pointer: ir.Value, q: ir.Value, tail_mask) -> ir.Value:
        """Group q of one row, broadcast to the vector operand of the multiply."""
        at = e.byte_gep(pointer, b.mul(q, c64(kr * (2 if spec.s16 else 1))))
        if spec.s16:  # one int16 pair
            pair = splat(b.load(at, typ=I32, align=4), vi32)
            return pair if isa == "avx512vnni" else b.bitcast(pair, _vec(I16, 16))
        if isa == "avx512vnni":
            if tail_mask is None:
                word = b.load(at, typ=I32, align=1)
            else:
                fill = ir.Constant(_vec(I8, 4), [0x80 if spec.x_signed else 0] * 4)  # flips to 0 below
                word = b.bitcast(b.call(masked_load_bytes, [at, ir.Constant(I32, 1), tail_mask, fill]), I32)
            if flip is not None:
                word = b.xor(word, flip)
            return splat(word, vi32)
        if isa == "avx2":
            if tail_mask is None:
                pair = b.bitcast(extend(b.load(at, typ=_vec(I8, 2), align=1), _vec(I16, 2)), I32)
            else:  # kr=2: the tail is exactly one channel; the weight of the missing one is 0
                pair = b.zext(extend(b.load(at, typ=I8, align=1), I16), I32)
            return b.bitcast(splat(pair, vi32), _vec(I16, 16))
        return splat(extend(b.load(at, typ=I8, align=1), I32), vi32)

    def step(pointers, q, w_at, values, sums, tail_mask=None) -> None:
        if spec.order == "tile_inner":  # weight-heavy layers stream each panel once, as the fp32 kernel
            prefetch_weights(e, w_at, group_bytes)
        weights = load_weights(w_at)
        for i in range(mr):
            x = load_group(pointers[i], q, tail_mask)
            for v in range(nv):
                if isa == "avx512vnni":
                    values[i][v] = b.call(dpbusd, [values[i][v], x, weights[v]])
                elif isa == "avx2":
                    values[i][v] = b.add(values[i][v], b.call(pmaddwd, [x, weights[v]]))
                else:
                    values[i][v] = b.add(values[i][v], b.mul(x, weights[v]))
            if sums:
                sums[i] = b.call(dpbusd, [sums[i], x, ones])

    def run_groups(pointers, first: ir.Value, count: int, tail_mask=None) -> None:
        values = [[b.load(acc[i][v], typ=vi32) for v in range(nv)] for i in range(mr)]
        sums = [b.load(rsum[i], typ=vi32) for i in range(mr)] if spec.rowsum else []
        w_at = b.load(w_cursor, typ=PTR)
        for u in range(count):
            step(pointers, b.add(first, c64(u)), e.byte_gep(w_at, c64(group_bytes * u)), values, sums, tail_mask)
        for i in range(mr):
            for v in range(nv):
                b.store(values[i][v], acc[i][v])
            if sums:
                b.store(sums[i], rsum[i])
        b.store(e.byte_gep(w_at, c64(group_bytes * count)), w_cursor)

    def tap_body(tap: ir.Value) -> None:
        pointers, all_pad = row_pointers(tap)
        b.store(e.byte_gep(w_first, b.mul(tap, tap_bytes)), w_cursor)
        tap_done = None
        if all_pad is not None:
            # every row reads the zero vector (a tile on the image's top or bottom border): instead of
            # multiplying zero points, add the tap's precomputed share of the zero-point terms
            tap_work, skip = fn.append_basic_block("tap_work"), fn.append_basic_block("tap_skip")
            tap_done = fn.append_basic_block("tap_done")
            b.cbranch(all_pad, skip, tap_work)
            b.position_at_end(skip)
            terms = e.byte_gep(pad_terms, b.mul(tap, c64(4 * nr)))
            shares = [b.load(e.byte_gep(terms, c64(4 * v * lanes)), typ=vi32, align=4) for v in range(nv)]
            for i in range(mr):
                for v in range(nv):
                    b.store(b.add(b.load(acc[i][v], typ=vi32), shares[v]), acc[i][v])
            b.branch(tap_done)
            b.position_at_end(tap_work)
        unroll = spec.unroll
        main_iters = b.sdiv(full_groups, c64(unroll)) if unroll > 1 else full_groups
        e.counted_loop(main_iters, "groups", lambda it: run_groups(pointers, b.mul(it, c64(unroll)), unroll))
        if unroll > 1:
            done = b.mul(main_iters, c64(unroll))
            e.counted_loop(b.sub(full_groups, done), "groups_rest", lambda it: run_groups(pointers, b.add(done, it), 1))
        if kr > 1 and not spec.s16:  # (s16: the reduction is whole pairs)
            has_tail = b.icmp_signed(">", tail, c64(0))
            with b.if_then(has_tail):
                mask = None
                if isa == "avx512vnni":
                    lane_ids = ir.Constant(_vec(I64, 4), [0, 1, 2, 3])
                    mask = b.icmp_signed("<", lane_ids, splat(tail, _vec(I64, 4)))
                run_groups(pointers, full_groups, 1, tail_mask=mask if mask is not None else True)
        if tap_done is not None:
            b.branch(tap_done)
            b.position_at_end(tap_done)

    e.counted_loop(ks, "taps", tap_body)

    # epilogue
    last = b.sub(rows, c64(1))
    c_rows = [e.byte_gep(c_tile, b.mul(e.smin(c64(i), last), ldc)) for i in range(mr)]
    out_elem = I8 if spec.output == "q8" else I32
    out_vec = _vec(out_elem, lanes)
    mask_t = _vec(I1, lanes)
    masked_store = e.intrinsic(f"llvm.masked.store.v{lanes}i{out_elem.width}.p0", VOID, [out_vec, PTR, I32, mask_t])
    lo = splat(b.bitcast(b.trunc(arg(QArg.MIN, "min.bits"), I32), F32), vf32)
    hi = splat(b.bitcast(b.trunc(arg(QArg.MAX, "max.bits"), I32), F32), vf32)
    zp = b.trunc(arg(QArg.OUT_ZERO_POINT, "out_zp"), I32)
    unmagic = splat(b.sub(ir.Constant(I32, MAGIC_BITS), zp), vi32)
    magic = ir.Constant(vf32, [MAGIC] * lanes)
    table = b.inttoptr(arg(QArg.TABLE, "table.int"), PTR, name="table") if spec.lookup else None
    residual = _residual_reader(e, spec, image, group, m0, n0, rows, c_gs) if spec.residual else None

    def final_value(i: int, v: int, rs, masks) -> ir.Value:
        x = b.load(acc[i][v], typ=vi32)
        if rs is not None:
            zb = b.load(e.byte_gep(w_panel, c64(8 * nr + 4 * v * lanes)), typ=vi32, align=4)
            x = b.sub(x, b.mul(zb, rs))
        if spec.output != "q8":
            return x
        scale = b.load(e.byte_gep(w_panel, c64(4 * nr + 4 * v * lanes)), typ=vf32, align=4)
        f = b.fmul(b.sitofp(x, vf32), scale)
        f = qepilogue.clip(e, f, lo, hi)
        mask = None if masks is None else masks[v]
        if residual is not None and table is None:
            x = residual(b.fadd(f, magic), i, v, mask)
        else:
            x = b.sub(b.bitcast(b.fadd(f, magic), vi32), unmagic)
            if table is not None:
                x = look_up(e, table, x)
            if residual is not None:  # the Add reads the looked-up value (its table holds unsigned bytes)
                x = residual(x, i, v, mask, looked_up=True)
        return b.trunc(x, out_vec)

    def store_tile(partial: bool) -> None:
        """Each row's values computed and stored in turn (its accumulators then die: fewer registers live)."""
        masks = e.lane_masks(cols, nv, lanes) if partial else None
        for i in range(mr):
            rs = b.load(rsum[i], typ=vi32) if spec.rowsum else None
            for v in range(nv):
                value = final_value(i, v, rs, masks)
                dst = e.byte_gep(c_rows[i], c64(out_bytes * v * lanes))
                if masks is None:
                    b.store(value, dst, align=1)
                else:
                    b.call(masked_store, [value, dst, ir.Constant(I32, 1), masks[v]])
        b.branch(head)

    full_block = fn.append_basic_block("store_full")
    partial_block = fn.append_basic_block("store_partial")
    b.cbranch(b.icmp_signed("==", cols, c_nr), full_block, partial_block)
    b.position_at_end(full_block)
    store_tile(False)
    b.position_at_end(partial_block)
    store_tile(True)


def _residual_reader(e: Emitter, spec: QGemmSpec, image, group, m0, n0, rows, c_gs):
    """The residual Add of the epilogue (``spec.residual``): a function of (``f + MAGIC``, f the clamped float
    requantized value of row i, vector v; the store mask or None) -> the quantized sum as an int32 vector; with
    ``looked_up``, of the int32 value a table gave instead (``spec.lookup``: ``qepilogue.residual_sum``). The
    residual is read at the output's rows (clamped as the stores are) and channels, with the output's masks."""
    b, lanes = e.b, spec.lanes
    vi8 = _vec(I8, lanes)

    def c64(v: int) -> ir.Constant:
        return ir.Constant(I64, v)

    base = b.inttoptr(e.arg(QArg.RESIDUAL, "residual.int"), PTR, name="residual")
    ld = e.arg(QArg.RESIDUAL_LD, "residual_ld")
    offset = b.add(b.mul(image, e.arg(QArg.RESIDUAL_BATCH_STRIDE, "residual_bs")), b.mul(group, c_gs))
    tile = e.byte_gep(base, b.add(b.add(offset, b.mul(m0, ld)), n0), "residual_tile")
    last = b.sub(rows, c64(1))
    row_at = [e.byte_gep(tile, b.mul(e.smin(c64(i), last), ld)) for i in range(spec.mr)]
    masked_load = e.intrinsic(f"llvm.masked.load.v{lanes}i8.p0", vi8, [PTR, I32, _vec(I1, lanes), vi8])
    total = qepilogue.residual_sum(e, lanes, spec.residual == "s8", {f: e.arg(QArg[f]) for f in qepilogue.ADD_FIELDS})

    def add(rounded: ir.Value, i: int, v: int, mask, looked_up: bool = False) -> ir.Value:
        at = e.byte_gep(row_at[i], c64(v * lanes))
        if mask is None:
            r = b.load(at, typ=vi8, align=1)
        else:
            r = b.call(masked_load, [at, ir.Constant(I32, 1), mask, ir.Constant(vi8, None)])
        return total(rounded, r, looked_up)

    return add


def emit_module(spec: QGemmSpec) -> str:
    """The LLVM IR text of a spec's module (deterministic)."""
    module = ir.Module(name=spec.name)
    module.triple = ""
    _emit_driver(module, spec, indirect=True)
    _emit_driver(module, spec, indirect=False)
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


_kernels: dict[QGemmSpec, GemmKernel] = {}


def qgemm_kernel(spec: QGemmSpec) -> GemmKernel:
    """The compiled drivers (``igemm``, ``gemm``) of an 8-bit spec, compiled once per process."""
    kernel = _kernels.get(spec)
    if kernel is None:
        kernel = _kernels[spec] = GemmKernel(spec, emit_module, entry_points)
    return kernel
