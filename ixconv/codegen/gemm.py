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

The tile: accumulators start from the panel's bias; for each tap, for each input channel ``c``, the
NR weights of (tap, c) are loaded as vectors, each row's input value is broadcast, and MR x NR/VL
FMAs accumulate. Then clamp to [min, max] and store; a partial panel (nc < NR) uses masked stores, and
rows past the last pixel (mr < MR) store to the last valid row (they hold the same values), so the
kernel never writes outside the output. It reads exactly kc floats from every row pointer.

Packed weights, per group, per NR panel: NR bias floats, then for each tap, for each channel, NR
weights (zero past K). See ``ixconv.ops.packing``.
"""

from __future__ import annotations

import ctypes
import enum

from llvmlite import ir

from ixconv.codegen.spec import GemmSpec


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


ARG_COUNT = len(Arg)
# schedule: int64 [parts, pad..., then per part at SCHEDULE_HEADER + part * SCHEDULE_STRIDE: next, end]
SCHEDULE_HEADER = 8
SCHEDULE_STRIDE = 8  # one 64-byte cache line per part: no false sharing between the counters

F32 = ir.FloatType()
I1 = ir.IntType(1)
I8 = ir.IntType(8)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
PTR = ir.PointerType()
VOID = ir.VoidType()


def entry_points(spec: GemmSpec) -> list[str]:
    return [f"{spec.name}_igemm", f"{spec.name}_gemm"]


class _Emitter:
    """Helpers around an IRBuilder for one function."""

    def __init__(self, module: ir.Module, spec: GemmSpec, fn: ir.Function):
        self.module = module
        self.spec = spec
        self.fn = fn
        self.vl = spec.vector_floats
        self.vec = ir.VectorType(F32, self.vl)
        self.entry = fn.append_basic_block("entry")
        self.b = ir.IRBuilder(self.entry)

    # -- small utilities -------------------------------------------------------------------------
    def intrinsic(self, name: str, ret: ir.Type, args: list[ir.Type]) -> ir.Function:
        existing = self.module.globals.get(name)
        if existing is not None:
            return existing
        return ir.Function(self.module, ir.FunctionType(ret, args), name=name)

    def alloca(self, typ: ir.Type, init: ir.Value, name: str) -> ir.Value:
        with self.b.goto_block(self.entry):
            self.b.position_at_start(self.entry)
            slot = self.b.alloca(typ, name=name)
        self.b.store(init, slot)
        return slot

    def byte_gep(self, base: ir.Value, offset: ir.Value, name: str = "") -> ir.Value:
        return self.b.gep(base, [offset], source_etype=I8, name=name)

    def splat(self, scalar: ir.Value) -> ir.Value:
        undef = ir.Constant(self.vec, ir.Undefined)
        one = self.b.insert_element(undef, scalar, ir.Constant(I32, 0))
        return self.b.shuffle_vector(one, undef, ir.Constant(ir.VectorType(I32, self.vl), [0] * self.vl))

    def fma(self, a: ir.Value, b: ir.Value, c: ir.Value) -> ir.Value:
        kind = "fma" if self.spec.isa != "generic" else "fmuladd"
        fn = self.intrinsic(f"llvm.{kind}.v{self.vl}f32", self.vec, [self.vec, self.vec, self.vec])
        return self.b.call(fn, [a, b, c])

    def counted_loop(self, count: ir.Value, name: str, body) -> None:
        """for (i = 0; i < count; ++i) body(i)  -- count may be zero."""
        index = self.alloca(I64, ir.Constant(I64, 0), f"{name}.i")
        head = self.fn.append_basic_block(f"{name}.head")
        loop = self.fn.append_basic_block(f"{name}.body")
        done = self.fn.append_basic_block(f"{name}.done")
        self.b.branch(head)
        self.b.position_at_end(head)
        i = self.b.load(index, typ=I64)
        self.b.cbranch(self.b.icmp_signed("<", i, count), loop, done)
        self.b.position_at_end(loop)
        body(i)
        self.b.store(self.b.add(self.b.load(index, typ=I64), ir.Constant(I64, 1)), index)
        self.b.branch(head)
        self.b.position_at_end(done)

    def smin(self, x: ir.Value, y: ir.Value) -> ir.Value:
        return self.b.select(self.b.icmp_signed("<", x, y), x, y)


def _emit_driver(module: ir.Module, spec: GemmSpec, indirect: bool) -> None:
    mr, nv, vl, nr = spec.mr, spec.vectors_per_row, spec.vector_floats, spec.nr
    name = f"{spec.name}_{'igemm' if indirect else 'gemm'}"
    fn = ir.Function(module, ir.FunctionType(VOID, [PTR, PTR, I64]), name=name)
    for a, a_name in zip(fn.args, ("args", "schedule", "part")):
        a.name = a_name
    fn.args[0].add_attribute("noalias")
    e = _Emitter(module, spec, fn)
    b = e.b
    args, schedule, own_part = fn.args

    def arg(field: Arg, name: str) -> ir.Value:
        return b.load(b.gep(args, [ir.Constant(I64, int(field))], source_etype=I64), typ=I64, name=name)

    def arg_ptr(field: Arg, name: str) -> ir.Value:
        return b.inttoptr(arg(field, name + ".int"), PTR, name=name)

    a_ptr, zero, indirection = arg_ptr(Arg.A, "a"), arg_ptr(Arg.ZERO, "zero"), arg_ptr(Arg.INDIRECTION, "ind")
    w_ptr, c_ptr = arg_ptr(Arg.W, "w"), arg_ptr(Arg.C, "c")
    m, k, kc, ks = arg(Arg.M, "m"), arg(Arg.K, "k"), arg(Arg.KC, "kc"), arg(Arg.KS, "ks")
    lda, ldc = arg(Arg.LDA, "lda"), arg(Arg.LDC, "ldc")
    batch, groups = arg(Arg.BATCH, "batch"), arg(Arg.GROUPS, "groups")
    a_bs, a_gs = arg(Arg.A_BATCH_STRIDE, "a_bs"), arg(Arg.A_GROUP_STRIDE, "a_gs")
    c_bs, c_gs = arg(Arg.C_BATCH_STRIDE, "c_bs"), arg(Arg.C_GROUP_STRIDE, "c_gs")
    w_gs, w_ps = arg(Arg.W_GROUP_STRIDE, "w_gs"), arg(Arg.W_PANEL_STRIDE, "w_ps")

    def as_float(field: Arg, name: str) -> ir.Value:
        return b.bitcast(b.trunc(arg(field, name + ".bits"), I32), F32, name=name)

    vmin, vmax = e.splat(as_float(Arg.MIN, "min")), e.splat(as_float(Arg.MAX, "max"))

    c_mr, c_nr = ir.Constant(I64, mr), ir.Constant(I64, nr)
    m_tiles = b.sdiv(b.add(m, ir.Constant(I64, mr - 1)), c_mr, name="m_tiles")
    n_panels = b.sdiv(b.add(k, ir.Constant(I64, nr - 1)), c_nr, name="n_panels")
    total = b.mul(b.mul(b.mul(batch, groups), m_tiles), n_panels, name="total")

    # claim: parts own_part, own_part+1, ... (mod parts), each until its counter passes its end
    parts = b.load(schedule, typ=I64, name="parts")
    visited = e.alloca(I64, ir.Constant(I64, 0), "visited")
    head = fn.append_basic_block("claim")
    try_part = fn.append_basic_block("claim_part")
    next_part = fn.append_basic_block("next_part")
    work = fn.append_basic_block("work")
    exit_ = fn.append_basic_block("exit")
    b.branch(head)
    b.position_at_end(head)
    k_visited = b.load(visited, typ=I64)
    b.cbranch(b.icmp_signed("<", k_visited, parts), try_part, exit_)
    b.position_at_end(try_part)
    part = b.srem(b.add(own_part, k_visited), parts, name="part")
    slot = b.add(ir.Constant(I64, SCHEDULE_HEADER), b.mul(part, ir.Constant(I64, SCHEDULE_STRIDE)))
    next_slot = b.gep(schedule, [slot], source_etype=I64)
    end_slot = b.gep(schedule, [b.add(slot, ir.Constant(I64, 1))], source_etype=I64)
    item = b.atomic_rmw("add", next_slot, ir.Constant(I64, 1), "monotonic", name="item")
    end = e.smin(b.load(end_slot, typ=I64, name="end"), total)
    b.cbranch(b.icmp_signed("<", item, end), work, next_part)
    b.position_at_end(next_part)
    b.store(b.add(k_visited, ir.Constant(I64, 1)), visited)
    b.branch(head)
    b.position_at_end(exit_)
    b.ret_void()

    b.position_at_end(work)
    if spec.order == "panel_inner":
        panel, rest = b.srem(item, n_panels), b.sdiv(item, n_panels)
        tile, rest = b.srem(rest, m_tiles), b.sdiv(rest, m_tiles)
    else:
        tile, rest = b.srem(item, m_tiles), b.sdiv(item, m_tiles)
        panel, rest = b.srem(rest, n_panels), b.sdiv(rest, n_panels)
    group, image = b.srem(rest, groups, name="group"), b.sdiv(rest, groups, name="image")

    m0 = b.mul(tile, c_mr, name="m0")
    n0 = b.mul(panel, c_nr, name="n0")
    rows = e.smin(b.sub(m, m0), c_mr)  # mr of this tile, >= 1
    cols = e.smin(b.sub(k, n0), c_nr)  # nc of this panel, >= 1
    a_base = e.byte_gep(a_ptr, b.add(b.mul(image, a_bs), b.mul(group, a_gs)), "a_base")
    w_panel = e.byte_gep(w_ptr, b.add(b.mul(group, w_gs), b.mul(panel, w_ps)), "w_panel")
    c_off = b.add(b.add(b.mul(image, c_bs), b.mul(group, c_gs)), b.mul(m0, ldc))
    c_tile = e.byte_gep(c_ptr, b.add(c_off, b.mul(n0, ir.Constant(I64, 4))), "c_tile")

    # accumulators start from the bias
    acc = []
    for i in range(mr):
        row = []
        for v in range(nv):
            bias = b.load(e.byte_gep(w_panel, ir.Constant(I64, 4 * v * vl)), typ=e.vec, align=4 * vl)
            row.append(e.alloca(e.vec, bias, f"acc{i}_{v}"))
        acc.append(row)
    w_cursor = e.alloca(PTR, e.byte_gep(w_panel, ir.Constant(I64, 4 * nr)), "w_cursor")

    def row_pointers(tap: ir.Value) -> list[ir.Value]:
        if indirect:
            tile_entries = b.mul(tile, b.mul(ks, c_mr))
            first = b.add(tile_entries, b.mul(tap, c_mr))
            pointers = []
            for i in range(mr):
                slot = b.gep(indirection, [b.add(first, ir.Constant(I64, i))], source_etype=I64)
                offset = b.load(slot, typ=I64, name=f"off{i}")
                is_pad = b.icmp_signed("<", offset, ir.Constant(I64, 0))
                pointers.append(b.select(is_pad, zero, e.byte_gep(a_base, offset), name=f"a{i}"))
            return pointers
        last = b.sub(rows, ir.Constant(I64, 1))
        return [
            e.byte_gep(a_base, b.mul(b.add(m0, e.smin(ir.Constant(I64, i), last)), lda), name=f"a{i}")
            for i in range(mr)
        ]

    def step(pointers: list[ir.Value], channel: ir.Value, w_at: ir.Value, values: list[list[ir.Value]]):
        """One input channel: NR weights x MR broadcasts."""
        weights = [b.load(e.byte_gep(w_at, ir.Constant(I64, 4 * v * vl)), typ=e.vec, align=4 * vl) for v in range(nv)]
        byte = b.mul(channel, ir.Constant(I64, 4))
        for i in range(mr):
            x = e.splat(b.load(e.byte_gep(pointers[i], byte), typ=F32, align=4))
            for v in range(nv):
                values[i][v] = e.fma(x, weights[v], values[i][v])

    def tap_body(tap: ir.Value) -> None:
        pointers = row_pointers(tap)
        unroll = spec.unroll
        main_iters = b.sdiv(kc, ir.Constant(I64, unroll)) if unroll > 1 else kc

        def main_body(it: ir.Value) -> None:
            values = [[b.load(acc[i][v], typ=e.vec) for v in range(nv)] for i in range(mr)]
            w_at = b.load(w_cursor, typ=PTR)
            for u in range(unroll):
                channel = b.add(b.mul(it, ir.Constant(I64, unroll)), ir.Constant(I64, u))
                step(pointers, channel, e.byte_gep(w_at, ir.Constant(I64, 4 * nr * u)), values)
            for i in range(mr):
                for v in range(nv):
                    b.store(values[i][v], acc[i][v])
            b.store(e.byte_gep(w_at, ir.Constant(I64, 4 * nr * unroll)), w_cursor)

        e.counted_loop(main_iters, "channels", main_body)
        if unroll > 1:
            done = b.mul(main_iters, ir.Constant(I64, unroll))

            def rest_body(it: ir.Value) -> None:
                values = [[b.load(acc[i][v], typ=e.vec) for v in range(nv)] for i in range(mr)]
                w_at = b.load(w_cursor, typ=PTR)
                step(pointers, b.add(done, it), w_at, values)
                for i in range(mr):
                    for v in range(nv):
                        b.store(values[i][v], acc[i][v])
                b.store(e.byte_gep(w_at, ir.Constant(I64, 4 * nr)), w_cursor)

            e.counted_loop(b.sub(kc, done), "channels_rest", rest_body)

    e.counted_loop(ks, "taps", tap_body)

    # epilogue: clamp, then store (full panel: plain stores; partial: masked)
    results = []
    for i in range(mr):
        row = []
        for v in range(nv):
            x = b.load(acc[i][v], typ=e.vec)
            x = b.select(b.fcmp_ordered("<", x, vmin), vmin, x)
            x = b.select(b.fcmp_ordered(">", x, vmax), vmax, x)
            row.append(x)
        results.append(row)
    last = b.sub(rows, ir.Constant(I64, 1))
    c_rows = [e.byte_gep(c_tile, b.mul(e.smin(ir.Constant(I64, i), last), ldc)) for i in range(mr)]

    full = fn.append_basic_block("store_full")
    partial = fn.append_basic_block("store_partial")
    b.cbranch(b.icmp_signed("==", cols, c_nr), full, partial)

    b.position_at_end(full)
    for i in range(mr):
        for v in range(nv):
            b.store(results[i][v], e.byte_gep(c_rows[i], ir.Constant(I64, 4 * v * vl)), align=4)
    b.branch(head)

    b.position_at_end(partial)
    mask_t = ir.VectorType(I1, vl)
    lanes_t = ir.VectorType(I64, vl)
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    cols_splat = b.shuffle_vector(
        b.insert_element(ir.Constant(lanes_t, ir.Undefined), cols, ir.Constant(I32, 0)),
        ir.Constant(lanes_t, ir.Undefined),
        ir.Constant(ir.VectorType(I32, vl), [0] * vl),
    )
    for v in range(nv):
        mask = b.icmp_signed("<", ir.Constant(lanes_t, [v * vl + j for j in range(vl)]), cols_splat)
        for i in range(mr):
            dst = e.byte_gep(c_rows[i], ir.Constant(I64, 4 * v * vl))
            b.call(masked_store, [results[i][v], dst, ir.Constant(I32, 4), mask])
    b.branch(head)


def emit_module(spec: GemmSpec) -> str:
    """The LLVM IR text of a spec's module (deterministic: the golden-IR test compares it)."""
    module = ir.Module(name=spec.name)
    module.triple = ""  # filled in by the JIT's target machine
    _emit_driver(module, spec, indirect=True)
    _emit_driver(module, spec, indirect=False)
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


# ctypes releases the GIL for the whole native call, so Python threads run drivers in parallel
DRIVER = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)


class GemmKernel:
    """The compiled module of a spec: callable drivers (keeps the machine code alive)."""

    def __init__(self, spec: GemmSpec):
        from ixconv.codegen import jit

        self.spec = spec
        igemm, gemm = entry_points(spec)
        self.module = jit.compile_ir(spec.name, emit_module(spec), [igemm, gemm])
        self.igemm = DRIVER(self.module.address(igemm))
        self.gemm = DRIVER(self.module.address(gemm))


_kernels: dict[GemmSpec, GemmKernel] = {}


def gemm_kernel(spec: GemmSpec) -> GemmKernel:
    kernel = _kernels.get(spec)
    if kernel is None:
        kernel = _kernels[spec] = GemmKernel(spec)
    return kernel
