"""The fp32 GEMM and Indirect GEMM micro-kernel and its two drivers, emitted as LLVM IR from a GemmSpec.

One module per spec holds two entry points with the same signature ``void f(const int64_t *args,
int64_t *schedule, int64_t part)``:

* ``<name>_igemm`` -- Indirect GEMM. Row ``i`` of tap ``t`` of pixel tile ``mt`` reads the input at the
  byte offset ``indirection[mt][t][i]`` from the input base (or the zero vector when the offset is -1),
  so the buffer stays valid when the input array moves or the batch grows.
* ``<name>_gemm``  -- plain GEMM: row ``i`` of the tile is ``a + (m0 + i) * lda``.

Work items are MR x NR output tiles. ``schedule`` splits them into contiguous parts, one per thread
(see ``ixconv.ops.threads.Schedule``): a thread claims items of its own part first, with an atomic add
on that part's counter, then steals from the other parts in turn until every part is drained. So a
thread keeps touching the same outputs from call to call (cache affinity), yet the work still flows to
whichever threads are running when another process holds a core. Every output element is computed by
exactly one item in a fixed order, so results do not depend on the thread count. ``args`` is laid out
as ``Arg`` below.

The tile: accumulators start from the panel's bias; for each tap, for each input channel ``c``, the NR weights
of (tap, c) are loaded as vectors, each row's input value is broadcast, and MR x NR/VL FMAs accumulate; every
``PARTIAL_SUM_LENGTH`` channels or more (taps x channels) the accumulators are added to the tile's running
total and restart from zero, so that a long reduction rounds at the magnitude of a block's sum rather than of
the whole (error down ~sqrt(K / length), as MLAS's K blocking); a tile whose taps x channels fit one block runs
the plain loop (the same sums), so short reductions pay nothing. A tap
whose MR rows all read the zero vector (a tile on the image's top or bottom border) adds nothing and is
skipped. Output pixels are rows of C ``LDC`` bytes apart, or, on a strided grid (``OUT_ROW_PIXELS``: a
deconvolution's phase writes every s-th pixel of every s-th row), rows of a grid ``OUT_ROW_STRIDE`` bytes apart.
Then add the residual tensor if one is given (a fused residual Add), clamp to [min, max], apply
``spec.epilogue`` (a fused activation: SiLU, HardSwish, GELU...) and store; a partial panel (nc < NR) uses
masked loads and stores, and rows past the last pixel (mr < MR) store to the last valid row (they hold the
same values), so the kernel never writes outside the output. It reads exactly kc floats from every row
pointer.

With ``spec.k_block`` the input channels run in blocks, each block over every tile of a group of
``TILE_GROUP`` tiles: the first block starts from the bias plus the residual, later blocks from the
partial sums stored in the output, and only the last one clamps (see ``GemmSpec``).

Packed weights, per group, per NR panel: NR bias floats, then for each tap, for each channel, NR
weights (zero past K). See ``ixconv.ops.packing``.
"""

from __future__ import annotations

import enum
import functools

from llvmlite import ir

from ixconv.codegen.fused import apply_epilogue
from ixconv.codegen.irutil import BF16, DRIVER, F32, I1, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import PARTIAL_SUM_LENGTH, TILE_GROUP, GemmSpec, check_host


class Arg(enum.IntEnum):
    A = 0  # input base pointer
    ZERO = 1  # zero vector (kc floats), for padding taps
    INDIRECTION = 2  # int64 byte offsets [tile][tap][row] (igemm only)
    W = 3  # packed weights
    C = 4  # output
    M = 5  # output pixels per image (rows of the GEMM)
    K = 6  # output channels per group
    KC = 7  # input channels per group (igemm) / reduction length (gemm)
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
    MIN = 19  # float32 bit pattern, low 32 bits
    MAX = 20
    RESIDUAL = 21  # 0, or a tensor laid out like the output, added before the clamp (fused residual Add; bf16 at
    # half its byte offsets with ``spec.bf16_residual``)
    OUT_ROW_PIXELS = 22  # 0, or output pixels per row of a strided output grid (a deconvolution's phase)
    OUT_ROW_STRIDE = 23  # bytes between those rows (pixel p at (p // OUT_ROW_PIXELS, p % OUT_ROW_PIXELS))
    # the direct convolution's geometry (``emit_direct_module``): rows are found from it, not from a buffer
    IN_HEIGHT = 24
    IN_WIDTH = 25
    OUT_WIDTH = 26
    STRIDE_H = 27
    STRIDE_W = 28
    DILATION_H = 29
    DILATION_W = 30
    PAD_TOP = 31
    PAD_LEFT = 32
    KERNEL_W = 33
    IN_PIXEL = 34  # bytes between input pixels (all channels of every group)
    # 1: the groups' inputs share pixels (a grouped convolution's channels): ``panel_inner`` then varies the group
    # between the panels and the tiles, so a tile's input lines are read once for every group. 0: separate
    # matrices per group (Winograd's transform points, batched products): each group's tiles run together.
    GROUPS_SHARE_PIXELS = 35
    # ``spec.bf16_output`` kernels store each output as bf16 at C_BF16 + image * C_BF16_BATCH_STRIDE +
    # pixel * C_BF16_PIXEL + 2 * channel (the bf16 NHWC input of the convolutions that read it), and nothing at C;
    # linear outputs only (OUT_ROW_PIXELS = 0)
    C_BF16 = 36
    C_BF16_PIXEL = 37  # bytes
    C_BF16_BATCH_STRIDE = 38  # bytes
    # 0, or int64 output pixels [tile][row] (igemm): tile t computes pixels TILE_PIXELS[t * MR + i] of an image
    # instead of t * MR + i, a short tile repeating its last one -- tiles of pixels that leave the same taps in the
    # padding, which every row of a tile then skips (``ops.indirection.tile_pixels``); the indirection buffer
    # lists the same pixels
    TILE_PIXELS = 39
    TILES = 40  # the tile count when TILE_PIXELS is set


ARG_COUNT = len(Arg)


CACHE_LINE = 64
# Weight-heavy layers (pixel tiles innermost) stream each panel from memory in their first tile: every channel
# step prefetches the panel's bytes this far ahead into L2. Eight chained 7x7x512 3x3 layers (weights cold, as
# in a model), one thread, Intel Xeon: 2043 -> 1653 us per layer (ONNX Runtime 1688); 16-64 KiB within 3%.
# ResNet-50 whole, paired against ONNX Runtime: ORT/ixconv 0.89-0.92 -> 0.94.
WEIGHT_PREFETCH_BYTES = 16384


def prefetch_weights(e: Emitter, w_at: ir.Value, step_bytes: int) -> None:
    """Prefetch into L2 the ``step_bytes`` of packed weights one reduction step reads, ``WEIGHT_PREFETCH_BYTES``
    ahead of ``w_at`` (pixel tiles innermost: the first tile streams its panel). A hint, never a fault: past the
    panel's end it fetches nothing the kernel reads."""
    prefetch = e.intrinsic("llvm.prefetch.p0", VOID, [PTR, I32, I32, I32])
    for line in range(0, step_bytes, CACHE_LINE):
        at = e.byte_gep(w_at, ir.Constant(I64, WEIGHT_PREFETCH_BYTES + line))
        e.b.call(prefetch, [at, ir.Constant(I32, 0), ir.Constant(I32, 2), ir.Constant(I32, 1)])  # read, L2


def entry_points(spec: GemmSpec) -> list[str]:
    return [f"{spec.name}_igemm", f"{spec.name}_gemm"]


MODES = ("igemm", "gemm", "direct")


def _emit_driver(module: ir.Module, spec: GemmSpec, mode: str) -> None:
    """One driver of the micro-kernel. ``igemm``: each tile's input rows per tap from the indirection buffer;
    ``gemm``: rows ``LDA`` bytes apart; ``direct``: rows computed from the convolution's geometry (the output
    pixel's position, stride, dilation, padding), padding taps reading the zero vector, with no buffer."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    indirect = mode == "igemm"
    mr, nv, vl, nr = spec.mr, spec.vectors_per_row, spec.vector_floats, spec.nr
    name = f"{spec.name}_{mode}"
    fn = ir.Function(module, ir.FunctionType(VOID, [PTR, PTR, I64]), name=name)
    for a, a_name in zip(fn.args, ("args", "schedule", "part")):
        a.name = a_name
    fn.args[0].add_attribute("noalias")
    e = Emitter(module, spec.isa, fn)
    b = e.b
    _, schedule, own_part = fn.args

    arg = e.arg  # args[field] as an int64

    def arg_ptr(field: Arg, name: str) -> ir.Value:
        return b.inttoptr(arg(field, name + ".int"), PTR, name=name)

    a_ptr, zero, indirection = arg_ptr(Arg.A, "a"), arg_ptr(Arg.ZERO, "zero"), arg_ptr(Arg.INDIRECTION, "ind")
    w_ptr, c_ptr, r_ptr = arg_ptr(Arg.W, "w"), arg_ptr(Arg.C, "c"), arg_ptr(Arg.RESIDUAL, "r")
    m, k, kc, ks = arg(Arg.M, "m"), arg(Arg.K, "k"), arg(Arg.KC, "kc"), arg(Arg.KS, "ks")
    lda, ldc = arg(Arg.LDA, "lda"), arg(Arg.LDC, "ldc")
    batch, groups = arg(Arg.BATCH, "batch"), arg(Arg.GROUPS, "groups")
    a_bs, a_gs = arg(Arg.A_BATCH_STRIDE, "a_bs"), arg(Arg.A_GROUP_STRIDE, "a_gs")
    c_bs, c_gs = arg(Arg.C_BATCH_STRIDE, "c_bs"), arg(Arg.C_GROUP_STRIDE, "c_gs")
    w_gs, w_ps = arg(Arg.W_GROUP_STRIDE, "w_gs"), arg(Arg.W_PANEL_STRIDE, "w_ps")
    row_pixels, row_stride = arg(Arg.OUT_ROW_PIXELS, "row_pixels"), arg(Arg.OUT_ROW_STRIDE, "row_stride")
    grid = b.icmp_signed(">", row_pixels, ir.Constant(I64, 0), name="grid")
    if mode == "direct":
        geometry = {f: arg(f, f.name.lower()) for f in Arg if f >= Arg.IN_HEIGHT}

    def as_float(field: Arg, name: str) -> ir.Value:
        return b.bitcast(b.trunc(arg(field, name + ".bits"), I32), F32, name=name)

    vmin, vmax = e.splat(as_float(Arg.MIN, "min")), e.splat(as_float(Arg.MAX, "max"))

    c_mr, c_nr = ir.Constant(I64, mr), ir.Constant(I64, nr)
    tile_table = arg(Arg.TILE_PIXELS, "tile_pixels.int")
    tabled = b.icmp_signed("!=", tile_table, ir.Constant(I64, 0), name="tabled")
    linear_tiles = b.sdiv(b.add(m, ir.Constant(I64, mr - 1)), c_mr)
    m_tiles = b.select(tabled, arg(Arg.TILES, "tiles"), linear_tiles, name="m_tiles")
    n_panels = b.sdiv(b.add(k, ir.Constant(I64, nr - 1)), c_nr, name="n_panels")
    blocked = spec.k_block > 0
    m_items = m_tiles
    if blocked:  # an item is a group of up to TILE_GROUP tiles
        group_size = ir.Constant(I64, TILE_GROUP)
        m_items = b.sdiv(b.add(m_tiles, ir.Constant(I64, TILE_GROUP - 1)), group_size, name="m_groups")
    tile_panels = spec.order == "tile_panels"  # an item is a tile with all its panels
    item_panels = ir.Constant(I64, 1) if tile_panels else n_panels
    total = b.mul(b.mul(b.mul(batch, groups), m_items), item_panels, name="total")

    item, head = e.claim_loop(schedule, own_part, total)
    shared = b.icmp_signed("!=", arg(Arg.GROUPS_SHARE_PIXELS, "groups_share_pixels"), ir.Constant(I64, 0))
    # m_item: the pixel tile (blocked: the group of tiles)
    item_panel, m_item, group, image = e.grid_item(item, item_panels, m_items, groups, spec.order, shared)

    a_base = e.byte_gep(a_ptr, b.add(b.mul(image, a_bs), b.mul(group, a_gs)), "a_base")

    def panel_values(panel: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
        """A panel's packed weights, its first output channel and its channel count (nc, >= 1)."""
        w_panel = e.byte_gep(w_ptr, b.add(b.mul(group, w_gs), b.mul(panel, w_ps)), "w_panel")
        n0 = b.mul(panel, c_nr, name="n0")
        return w_panel, n0, e.smin(b.sub(k, n0), c_nr)

    has_residual = b.icmp_signed("!=", arg(Arg.RESIDUAL, "residual.int"), ir.Constant(I64, 0))
    mask_t = ir.VectorType(I1, vl)
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    zeros = ir.Constant(e.vec, None)

    def load_row(src: ir.Value, v: int, masks: list[ir.Value] | None) -> ir.Value:
        at = e.byte_gep(src, ir.Constant(I64, 4 * v * vl))
        if masks is None:
            return b.load(at, typ=e.vec, align=4)
        return b.call(masked_load, [at, ir.Constant(I32, 4), masks[v], zeros])

    # broadcast="memory": inline assembly, because LLVM shares one broadcast register between a row's FMAs
    # (it would need the 33rd register of a 7x64 tile) instead of folding the load into each FMA
    fma_from_memory = ir.FunctionType(e.vec, [e.vec, PTR, e.vec])
    fma_asm = f"vfmadd231ps ($2){{1to{vl}}}, $1, $0"  # acc ($0, tied) += w ($1) * broadcast(*a) ($2)

    if spec.dot == "bf16":  # a "channel" is a 32-bit pair of bf16 channels: two products per lane
        fma_asm = f"vdpbf16ps ($2){{1to{vl}}}, $1, $0"
        pairs = ir.VectorType(BF16, 2 * vl)
        dpbf16 = e.intrinsic(f"llvm.x86.avx512bf16.dpbf16ps.{32 * vl}", e.vec, [e.vec, pairs, pairs])

        def mac(x: ir.Value, w: ir.Value, acc: ir.Value) -> ir.Value:
            return b.call(dpbf16, [acc, b.bitcast(x, pairs), b.bitcast(w, pairs)])
    else:
        mac = e.fma

    weight_prefetch = spec.order == "tile_inner"

    def step(pointers: list[ir.Value], channel: ir.Value, w_at: ir.Value, values: list[list[ir.Value]]):
        """One input channel: NR weights x MR broadcasts."""
        if weight_prefetch:
            prefetch_weights(e, w_at, 4 * nr)
        weights = [b.load(e.byte_gep(w_at, ir.Constant(I64, 4 * v * vl)), typ=e.vec, align=4 * vl) for v in range(nv)]
        byte = b.mul(channel, ir.Constant(I64, 4))
        for i in range(mr):
            at = e.byte_gep(pointers[i], byte)
            if spec.broadcast == "memory":
                for v in range(nv):
                    values[i][v] = b.asm(fma_from_memory, fma_asm, "=v,v,r,0", [weights[v], at, values[i][v]], False)
                continue
            x = e.splat(b.load(at, typ=F32, align=4))
            for v in range(nv):
                values[i][v] = mac(x, weights[v], values[i][v])

    def either(condition: ir.Value, when_true, when_false) -> list[ir.Value]:
        """Per row, the i64 ``when_true()`` computes where ``condition`` holds, else ``when_false()``'s (each
        computed in its own branch, joined by phis)."""
        with b.if_else(condition) as (then, otherwise):
            with then:
                yes, yes_block = when_true(), b.block
            with otherwise:
                no, no_block = when_false(), b.block
        joined = []
        for y, n in zip(yes, no):
            phi = b.phi(I64)
            phi.add_incoming(y, yes_block)
            phi.add_incoming(n, no_block)
            joined.append(phi)
        return joined

    def tile_body(
        panel: ir.Value, tile: ir.Value, c_lo: ir.Value | None, c_len: ir.Value, first, last, done: ir.Block
    ) -> None:
        """One MR x NR tile of ``panel`` over input channels [c_lo, c_lo + c_len) of every tap, then its epilogue,
        which branches to ``done``. Unblocked (c_lo None): all channels, from the bias to the clamped output.
        Blocked: the first block starts from the bias (+ residual), later ones from the partial sums in
        the output; only the last block clamps."""
        w_panel, n0, cols = panel_values(panel)
        m0 = b.mul(tile, c_mr, name="m0")
        rows = e.smin(b.sub(m, m0), c_mr)  # mr of this tile, >= 1 (linear tiles)
        if mode == "direct":  # each row's top-left input tap (it may lie in the padding)
            g = geometry
            pixels = [b.add(m0, e.smin(ir.Constant(I64, i), b.sub(rows, ir.Constant(I64, 1)))) for i in range(mr)]
            tops = [b.sub(b.mul(b.sdiv(p, g[Arg.OUT_WIDTH]), g[Arg.STRIDE_H]), g[Arg.PAD_TOP]) for p in pixels]
            lefts = [b.sub(b.mul(b.srem(p, g[Arg.OUT_WIDTH]), g[Arg.STRIDE_W]), g[Arg.PAD_LEFT]) for p in pixels]
        c_off = b.add(b.mul(image, c_bs), b.mul(group, c_gs))
        c_tile = e.byte_gep(c_ptr, b.add(c_off, b.mul(n0, ir.Constant(I64, 4))), "c_tile")
        last_row = b.sub(rows, ir.Constant(I64, 1))

        def row_pixels_of_tile() -> list[ir.Value]:
            """Each row's output pixel: m0 + i (rows past the last pixel repeat the last one), or the tile
            table's (TILE_PIXELS)."""

            def linear() -> list[ir.Value]:
                return [b.add(m0, e.smin(ir.Constant(I64, i), last_row)) for i in range(mr)]

            if not indirect:
                return linear()

            def listed() -> list[ir.Value]:
                table = b.inttoptr(tile_table, PTR)
                return [b.load(b.gep(table, [b.add(m0, ir.Constant(I64, i))], source_etype=I64), typ=I64)
                        for i in range(mr)]  # fmt: skip

            return either(tabled, listed, linear)

        def output_rows(pixels: list[ir.Value]) -> tuple[list[ir.Value], list[ir.Value]]:
            """Each row's output and residual pointer, from its pixel. On a strided output grid
            (OUT_ROW_PIXELS > 0), pixel p sits at row p // OUT_ROW_PIXELS, column p % OUT_ROW_PIXELS (the
            divisions only run for such grids)."""
            row_offsets = either(
                grid,
                lambda: [
                    b.add(b.mul(b.sdiv(p, row_pixels), row_stride), b.mul(b.srem(p, row_pixels), ldc)) for p in pixels
                ],  # fmt: skip
                lambda: [b.mul(p, ldc) for p in pixels],
            )
            c_rows = [e.byte_gep(c_tile, off) for off in row_offsets]
            r_offset = b.sub(b.ptrtoint(c_tile, I64), b.ptrtoint(c_ptr, I64))
            if spec.bf16_residual:  # 2-byte values laid out like the output: every byte offset halved
                two = ir.Constant(I64, 2)
                r_tile = e.byte_gep(r_ptr, b.sdiv(r_offset, two), "r_tile")
                return c_rows, [e.byte_gep(r_tile, b.sdiv(off, two)) for off in row_offsets]
            r_tile = e.byte_gep(r_ptr, r_offset, "r_tile")
            return c_rows, [e.byte_gep(r_tile, off) for off in row_offsets]

        def load_residual(src: ir.Value, v: int, masks: list[ir.Value] | None) -> ir.Value:
            if not spec.bf16_residual:
                return load_row(src, v, masks)
            return e.load_bf16(e.byte_gep(src, ir.Constant(I64, 2 * v * vl)), None if masks is None else masks[v])

        # accumulators start from the bias (unblocked, or the first block, + the residual); every
        # PARTIAL_SUM_LENGTH channels or more they are added to the tile's running total and restart from zero,
        # so a long reduction is summed in blocks. A blocked tile's later blocks resume from the partial sums
        # in the output, which become its total. Short reductions never flush and cost nothing extra.
        row_pixel = row_pixels_of_tile()
        acc = []
        for i in range(mr):
            row = []
            for v in range(nv):
                bias = b.load(e.byte_gep(w_panel, ir.Constant(I64, 4 * v * vl)), typ=e.vec, align=4 * vl)
                row.append(e.alloca(e.vec, bias, f"acc{i}_{v}"))
            acc.append(row)
        total = [[e.alloca(e.vec, zeros, f"total{i}_{v}") for v in range(nv)] for i in range(mr)]
        flushed = e.alloca(I1, ir.Constant(I1, 0), "flushed")
        if blocked:
            first_block = fn.append_basic_block("first_block")
            add_residual = fn.append_basic_block("first_block_residual")
            resume = fn.append_basic_block("resume_partial_sums")
            start = fn.append_basic_block("tile_start")
            b.cbranch(first, first_block, resume)
            b.position_at_end(first_block)
            b.cbranch(has_residual, add_residual, start)
            b.position_at_end(add_residual)  # before this tile stores anything: the residual may be the output
            c_rows, r_rows = output_rows(row_pixel)
            masks = e.lane_masks(cols, nv)
            for i in range(mr):
                for v in range(nv):
                    b.store(b.fadd(b.load(acc[i][v], typ=e.vec), load_residual(r_rows[i], v, masks)), acc[i][v])
            b.branch(start)
            b.position_at_end(resume)
            c_rows, r_rows = output_rows(row_pixel)
            masks = e.lane_masks(cols, nv)
            for i in range(mr):
                for v in range(nv):
                    b.store(load_row(c_rows[i], v, masks), total[i][v])
                    b.store(zeros, acc[i][v])
            b.store(ir.Constant(I1, 1), flushed)
            b.branch(start)
            b.position_at_end(start)
        since_flush = e.alloca(I64, ir.Constant(I64, 0), "since_flush")

        def add_to_total() -> None:
            for i in range(mr):
                for v in range(nv):
                    summed = b.fadd(b.load(total[i][v], typ=e.vec), b.load(acc[i][v], typ=e.vec))
                    b.store(summed, total[i][v])

        def count_and_flush(channels: ir.Value) -> None:
            since = b.add(b.load(since_flush, typ=I64), channels)
            b.store(since, since_flush)
            with b.if_then(b.icmp_signed(">=", since, ir.Constant(I64, PARTIAL_SUM_LENGTH))):
                add_to_total()
                for i in range(mr):
                    for v in range(nv):
                        b.store(zeros, acc[i][v])
                b.store(ir.Constant(I64, 0), since_flush)
                b.store(ir.Constant(I1, 1), flushed)

        # a long reduction runs each tap's channels in chunks of PARTIAL_SUM_LENGTH (the last one shorter)
        n_chunks = b.sdiv(b.add(c_len, ir.Constant(I64, PARTIAL_SUM_LENGTH - 1)), c_chunk, name="chunks")

        def chunk_span(chunk: ir.Value) -> tuple[ir.Value, ir.Value]:
            """(first channel, channel count) of a tap's chunk."""
            chunk_lo = b.mul(chunk, c_chunk, name="chunk_lo")
            return chunk_lo, e.smin(b.sub(c_len, chunk_lo), c_chunk)

        w_first = e.byte_gep(w_panel, ir.Constant(I64, 4 * nr))
        w_cursor = e.alloca(PTR, w_first, "w_cursor")

        def row_pointers(tap: ir.Value) -> tuple[list[ir.Value], ir.Value | None]:
            """The tile's MR input rows for a tap, and (indirect) whether every one of them is padding."""
            all_pad = None
            if indirect:
                pointers, all_pad = e.indirect_rows(indirection, zero, a_base, tile, ks, tap, mr)
            elif mode == "direct":
                g = geometry
                dy = b.mul(b.sdiv(tap, g[Arg.KERNEL_W]), g[Arg.DILATION_H])
                dx = b.mul(b.srem(tap, g[Arg.KERNEL_W]), g[Arg.DILATION_W])
                pointers = []
                for i in range(mr):
                    y, x = b.add(tops[i], dy), b.add(lefts[i], dx)
                    # 0 <= y < H and 0 <= x < W in one unsigned compare each
                    inside = b.and_(b.icmp_unsigned("<", y, g[Arg.IN_HEIGHT]), b.icmp_unsigned("<", x, g[Arg.IN_WIDTH]))
                    offset = b.mul(b.add(b.mul(y, g[Arg.IN_WIDTH]), x), g[Arg.IN_PIXEL])
                    pointers.append(b.select(inside, e.byte_gep(a_base, offset), zero, name=f"a{i}"))
                    outside = b.not_(inside)
                    all_pad = outside if all_pad is None else b.and_(all_pad, outside)
            else:
                pointers = e.strided_rows(a_base, m0, last_row, lda, mr)
            if c_lo is not None:
                skip = b.mul(c_lo, ir.Constant(I64, 4))
                pointers = [e.byte_gep(p, skip) for p in pointers]
            return pointers, all_pad

        def tap_body(tap: ir.Value, in_blocks: bool) -> None:
            """One tap's channels; ``in_blocks``: in chunks of PARTIAL_SUM_LENGTH, the sums flushed between."""
            pointers, all_pad = row_pointers(tap)
            # this tap's weights: (tap * kc + c_lo) channels in
            first_channel = b.mul(tap, kc) if c_lo is None else b.add(b.mul(tap, kc), c_lo)
            b.store(e.byte_gep(w_first, b.mul(first_channel, c_nr4)), w_cursor)
            tap_done = None
            if all_pad is not None:
                # every row reads the zero vector (a tile on the image's border): nothing to add. A 7x7 map with
                # 3x3 taps skips 2 of its 7 rows' top or bottom taps (~10% of the work); grouped tiles
                # (TILE_PIXELS) the columns' too. The channels still count towards the partial sums' blocks:
                # the sums are those of the tap computed, whichever taps a tiling skips
                tap_work, tap_done = fn.append_basic_block("tap_work"), fn.append_basic_block("tap_done")
                tap_skip = fn.append_basic_block("tap_skip") if in_blocks else tap_done
                b.cbranch(all_pad, tap_skip, tap_work)
                if in_blocks:
                    b.position_at_end(tap_skip)
                    e.counted_loop(n_chunks, "skipped_chunks", lambda chunk: count_and_flush(chunk_span(chunk)[1]))
                    b.branch(tap_done)
                b.position_at_end(tap_work)
            unroll = spec.unroll

            def channels(chunk_lo: ir.Value, length: ir.Value) -> None:
                """Channels [chunk_lo, chunk_lo + length) of this tap."""
                main_iters = b.sdiv(length, ir.Constant(I64, unroll)) if unroll > 1 else length

                def main_body(it: ir.Value) -> None:
                    values = [[b.load(acc[i][v], typ=e.vec) for v in range(nv)] for i in range(mr)]
                    w_at = b.load(w_cursor, typ=PTR)
                    for u in range(unroll):
                        channel = b.add(chunk_lo, b.add(b.mul(it, ir.Constant(I64, unroll)), ir.Constant(I64, u)))
                        step(pointers, channel, e.byte_gep(w_at, ir.Constant(I64, 4 * nr * u)), values)
                    for i in range(mr):
                        for v in range(nv):
                            b.store(values[i][v], acc[i][v])
                    b.store(e.byte_gep(w_at, ir.Constant(I64, 4 * nr * unroll)), w_cursor)

                e.counted_loop(main_iters, "channels", main_body)
                if unroll > 1:
                    done_channels = b.add(chunk_lo, b.mul(main_iters, ir.Constant(I64, unroll)))

                    def rest_body(it: ir.Value) -> None:
                        values = [[b.load(acc[i][v], typ=e.vec) for v in range(nv)] for i in range(mr)]
                        w_at = b.load(w_cursor, typ=PTR)
                        step(pointers, b.add(done_channels, it), w_at, values)
                        for i in range(mr):
                            for v in range(nv):
                                b.store(values[i][v], acc[i][v])
                        b.store(e.byte_gep(w_at, ir.Constant(I64, 4 * nr)), w_cursor)

                    e.counted_loop(b.sub(b.add(chunk_lo, length), done_channels), "channels_rest", rest_body)

            def chunk_body(chunk: ir.Value) -> None:
                chunk_lo, length = chunk_span(chunk)
                channels(chunk_lo, length)
                count_and_flush(length)

            if in_blocks:
                e.counted_loop(n_chunks, "channel_chunks", chunk_body)
            else:
                channels(ir.Constant(I64, 0), c_len)
            if tap_done is not None:
                b.branch(tap_done)
                b.position_at_end(tap_done)

        # a reduction that fits one block (ks x channels <= PARTIAL_SUM_LENGTH) runs the plain loop: same sums
        long_reduction = b.icmp_signed(">", b.mul(ks, c_len), ir.Constant(I64, PARTIAL_SUM_LENGTH))
        with b.if_else(long_reduction) as (in_blocks, plain):
            with in_blocks:
                e.counted_loop(ks, "taps", lambda tap: tap_body(tap, True))
            with plain:
                e.counted_loop(ks, "taps_short", lambda tap: tap_body(tap, False))
        with b.if_then(b.load(flushed, typ=I1)):  # the epilogue reads acc: the total, when there is one
            add_to_total()
            for i in range(mr):
                for v in range(nv):
                    b.store(b.load(total[i][v], typ=e.vec), acc[i][v])

        # epilogue: (+ residual), clamp, store. Unblocked, four paths: full or partial panel (masked), with
        # or without a residual tensor (same layout as the output) added before the clamp. Blocked, the
        # residual was added by the first block, and the clamp is an identity until the last block.
        c_rows, r_rows = output_rows(row_pixel)
        is_full = b.icmp_signed("==", cols, c_nr)
        lo, hi = vmin, vmax
        if blocked:
            lo = b.select(last, vmin, ir.Constant(e.vec, [float("-inf")] * vl))
            hi = b.select(last, vmax, ir.Constant(e.vec, [float("inf")] * vl))

        def store_tile(partial: bool, residual: bool, epilogue: bool) -> None:
            masks = e.lane_masks(cols, nv) if partial else None
            values = {}
            for i in range(mr):  # every load before any store: the residual may be the output itself
                for v in range(nv):
                    x = b.load(acc[i][v], typ=e.vec)
                    if residual:
                        x = b.fadd(x, load_residual(r_rows[i], v, masks))
                    x = b.select(b.fcmp_ordered("<", x, lo), lo, x)
                    x = b.select(b.fcmp_ordered(">", x, hi), hi, x)
                    values[i, v] = apply_epilogue(e, spec.epilogue, x) if epilogue else x
            if spec.bf16_output:
                store_bf16(values, masks)
                b.branch(done)
                return
            for i in range(mr):
                for v in range(nv):
                    dst = e.byte_gep(c_rows[i], ir.Constant(I64, 4 * v * vl))
                    if masks is None:
                        b.store(values[i, v], dst, align=4)
                    else:
                        b.call(masked_store, [values[i, v], dst, ir.Constant(I32, 4), masks[v]])
            b.branch(done)

        def store_bf16(values: dict, masks: list[ir.Value] | None) -> None:
            """The tile's outputs rounded to bf16 (to nearest even), at their place in the bf16 tensor."""
            group_bytes = b.sdiv(c_gs, ir.Constant(I64, 2))  # the fp32 output's group stride, halved
            first = b.add(b.mul(image, arg(Arg.C_BF16_BATCH_STRIDE)), b.mul(group, group_bytes))
            tile = e.byte_gep(b.inttoptr(arg(Arg.C_BF16), PTR), b.add(first, b.mul(n0, ir.Constant(I64, 2))))
            pixel_bytes = arg(Arg.C_BF16_PIXEL)
            for i in range(mr):
                row = e.byte_gep(tile, b.mul(row_pixel[i], pixel_bytes))
                for v in range(nv):
                    at = e.byte_gep(row, ir.Constant(I64, 2 * v * vl))
                    e.store_bf16(values[i, v], at, None if masks is None else masks[v])

        # the store paths: full or partial panel; unblocked, with or without a residual; blocked, with the
        # epilogue program (the last block) or without (partial sums)
        blocks = {}
        for partial in (False, True):
            kind = "partial" if partial else "full"
            for extra in (False, True) if not blocked or spec.epilogue else (False,):
                suffix = ("_epilogue" if blocked else "_residual") if extra else ""
                blocks[partial, extra] = fn.append_basic_block(f"store_{kind}{suffix}")
        full_choice = fn.append_basic_block("store_full_choice")
        partial_choice = fn.append_basic_block("store_partial_choice")
        b.cbranch(is_full, full_choice, partial_choice)
        for partial, choice in ((False, full_choice), (True, partial_choice)):
            b.position_at_end(choice)
            if not blocked:
                b.cbranch(has_residual, blocks[partial, True], blocks[partial, False])
            elif spec.epilogue:
                b.cbranch(last, blocks[partial, True], blocks[partial, False])
            else:
                b.branch(blocks[partial, False])
        for (partial, extra), block in blocks.items():
            b.position_at_end(block)
            if blocked:
                store_tile(partial, False, extra)
            else:
                store_tile(partial, extra, bool(spec.epilogue))

    c_nr4 = ir.Constant(I64, 4 * nr)
    c_chunk = ir.Constant(I64, PARTIAL_SUM_LENGTH)
    if tile_panels:  # the tile's panels in turn: one claim, one grid position for all of them

        def one_panel(panel: ir.Value) -> None:
            done = fn.append_basic_block("panel_done")
            tile_body(panel, m_item, None, kc, None, None, done)
            b.position_at_end(done)

        e.counted_loop(n_panels, "panels", one_panel)
        b.branch(head)
        return
    if not blocked:
        tile_body(item_panel, m_item, None, kc, None, None, head)
        return
    # blocked: for each block of k_block channels, every tile of the group
    tile_lo = b.mul(m_item, ir.Constant(I64, TILE_GROUP), name="tile_lo")
    tile_count = e.smin(b.sub(m_tiles, tile_lo), ir.Constant(I64, TILE_GROUP))
    c_kb = ir.Constant(I64, spec.k_block)
    n_blocks = b.sdiv(b.add(kc, ir.Constant(I64, spec.k_block - 1)), c_kb, name="k_blocks")

    def block_body(block: ir.Value) -> None:
        c_lo = b.mul(block, c_kb, name="c_lo")
        c_len = e.smin(b.sub(kc, c_lo), c_kb)
        first = b.icmp_signed("==", block, ir.Constant(I64, 0))
        last = b.icmp_signed("==", block, b.sub(n_blocks, ir.Constant(I64, 1)))

        def one_tile(t: ir.Value) -> None:
            done = fn.append_basic_block("tile_done")
            tile_body(item_panel, b.add(tile_lo, t), c_lo, c_len, first, last, done)
            b.position_at_end(done)

        e.counted_loop(tile_count, "tiles", one_tile)

    e.counted_loop(n_blocks, "k_blocks", block_body)
    b.branch(head)


def emit_module(spec: GemmSpec) -> str:
    """The LLVM IR text of a spec's module (deterministic: the golden-IR test compares it)."""
    module = ir.Module(name=spec.name)
    module.triple = ""  # filled in by the JIT's target machine
    _emit_driver(module, spec, "igemm")
    _emit_driver(module, spec, "gemm")
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


def emit_direct_module(spec: GemmSpec) -> str:
    """The direct convolution's module: the micro-kernel of ``spec`` with the ``direct`` driver alone."""
    module = ir.Module(name=f"{spec.name}_directmod")
    module.triple = ""
    _emit_driver(module, spec, "direct")
    return f"; ixconv kernel module, direct convolution, spec: {spec!r}\n" + str(module)


class GemmKernel:
    """The compiled module of a spec: callable drivers (keeps the machine code alive)."""

    def __init__(self, spec, emit=None, entries=None):
        """``emit`` / ``entries``: the module emitter and entry-point names (default: this module's fp32
        ones; ``ixconv.codegen.qgemm`` passes the 8-bit ones: same driver pair, same ABI)."""
        from ixconv.codegen import jit

        if isinstance(spec, GemmSpec):
            check_host(spec)
        self.spec = spec
        igemm, gemm = (entries or entry_points)(spec)
        self.module = jit.compile_ir(spec.name, jit.deferred(emit or emit_module, spec), [igemm, gemm])
        self.igemm = DRIVER(self.module.address(igemm))
        self.gemm = DRIVER(self.module.address(gemm))


_kernels: dict[GemmSpec, GemmKernel] = {}


class DirectKernel:
    """The compiled direct-convolution driver of a spec (``Arg`` ABI, the geometry fields filled in)."""

    def __init__(self, spec: GemmSpec):
        from ixconv.codegen import jit

        check_host(spec)
        self.spec = spec
        name = f"{spec.name}_direct"
        self.module = jit.compile_ir(f"{spec.name}_directmod", jit.deferred(emit_direct_module, spec), [name])
        self.direct = DRIVER(self.module.address(name))


@functools.cache
def direct_kernel(spec: GemmSpec) -> DirectKernel:
    return DirectKernel(spec)


def gemm_kernel(spec: GemmSpec) -> GemmKernel:
    kernel = _kernels.get(spec)
    if kernel is None:
        kernel = _kernels[spec] = GemmKernel(spec)
    return kernel
