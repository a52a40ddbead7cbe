"""Global average / max pooling over the pixels of an NHWC tensor, as a generated kernel.

A work item is (image, tile of ``VECTORS`` channel vectors): the pixels are summed (or maxed) in
registers, then scaled by 1/pixels. The last tile is masked. Sums run in blocks of ``BLOCK_PIXELS`` pixels,
each from zero, added to the running total: a 160x160 map summed in one chain rounds every addition at the
total's magnitude, and its error grows with the pixel count (PP-OCRv4 det's squeeze-excitation layers lost
an order of magnitude of accuracy to it against ONNX Runtime). Driver:
``void f(const int64_t *args, int64_t *schedule, int64_t part)``, args laid out as ``GlobalPoolArg``.
``bf16_input``: the source holds 2-byte bf16 values (a bf16 plan's tensor), widened to float32 exactly.
"""

from __future__ import annotations

import enum
import functools

from llvmlite import ir

from ixconv.codegen.irutil import DRIVER, DRIVER_TYPE, F32, I1, I32, I64, PTR, VOID, Emitter

VECTORS = 4
BLOCK_PIXELS = 64


class GlobalPoolArg(enum.IntEnum):
    SRC = 0
    DST = 1
    CHANNELS = 2
    PIXELS = 3
    BATCH = 4


GLOBAL_POOL_ARG_COUNT = len(GlobalPoolArg)


def _name(isa: str, reduction: str, bf16_input: bool) -> str:
    return f"f32_global_{reduction}pool_{isa}" + ("_i16" if bf16_input else "")


def emit_global_pool_module(isa: str, reduction: str, bf16_input: bool = False) -> str:
    if reduction not in ("avg", "max"):
        raise ValueError(f"reduction must be 'avg' or 'max', got {reduction!r}")
    if bf16_input and isa != "avx512":
        raise ValueError(f"bf16_input needs isa avx512, got {isa!r}")
    name = _name(isa, reduction, bf16_input)
    module = ir.Module(name=name)
    fn = ir.Function(module, DRIVER_TYPE, name=name)
    _, schedule, own_part = fn.args
    e = Emitter(module, isa, fn)
    b, vl = e.b, e.vl
    ct = VECTORS * vl

    arg = e.arg  # args[field] as an int64

    src, dst = b.inttoptr(arg(GlobalPoolArg.SRC), PTR), b.inttoptr(arg(GlobalPoolArg.DST), PTR)
    channels, pixels, batch = arg(GlobalPoolArg.CHANNELS), arg(GlobalPoolArg.PIXELS), arg(GlobalPoolArg.BATCH)
    tiles = b.sdiv(b.add(channels, ir.Constant(I64, ct - 1)), ir.Constant(I64, ct), name="tiles")
    total = b.mul(batch, tiles, name="total")
    mask_t = ir.VectorType(I1, vl)
    load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    scale = b.fdiv(ir.Constant(F32, 1.0), b.sitofp(pixels, F32))

    item, head = e.claim_loop(schedule, own_part, total)
    tile, image = b.srem(item, tiles), b.sdiv(item, tiles, name="image")
    c0 = b.mul(tile, ir.Constant(I64, ct), name="c0")
    cols = e.smin(b.sub(channels, c0), ir.Constant(I64, ct))
    masks = e.lane_masks(cols, VECTORS)
    size = 2 if bf16_input else 4  # bytes per source value
    ldc = b.mul(channels, ir.Constant(I64, size))
    base = e.byte_gep(src, b.add(b.mul(b.mul(image, pixels), ldc), b.mul(c0, ir.Constant(I64, size))), "base")
    start = 0.0 if reduction == "avg" else float("-inf")
    accs = [e.alloca(e.vec, ir.Constant(e.vec, [start] * vl), f"acc{v}") for v in range(VECTORS)]

    def pixel(p: ir.Value) -> None:
        row = e.byte_gep(base, b.mul(p, ldc))
        for v in range(VECTORS):
            at = e.byte_gep(row, ir.Constant(I64, size * v * vl))
            if bf16_input:  # (the masked lanes read 0: never stored)
                x = e.load_bf16(at, masks[v])
            else:
                x = b.call(load, [at, ir.Constant(I32, 4), masks[v], ir.Constant(e.vec, [start] * vl)])
            acc = b.load(accs[v], typ=e.vec)
            if reduction == "avg":
                acc = b.fadd(acc, x)
            else:
                take = b.or_(b.fcmp_ordered(">", x, acc), b.fcmp_unordered("uno", x, x))  # NaN sticks, as in NumPy
                acc = b.select(take, x, acc)
            b.store(acc, accs[v])

    if reduction == "max":  # exact in any order
        e.counted_loop(pixels, "pixels", pixel)
        totals = accs
    else:
        totals = [e.alloca(e.vec, ir.Constant(e.vec, [0.0] * vl), f"total{v}") for v in range(VECTORS)]
        c_block = ir.Constant(I64, BLOCK_PIXELS)

        def block(k: ir.Value) -> None:
            p0 = b.mul(k, c_block)
            for v in range(VECTORS):
                b.store(ir.Constant(e.vec, [0.0] * vl), accs[v])
            e.counted_loop(e.smin(b.sub(pixels, p0), c_block), "pixels", lambda p: pixel(b.add(p0, p)))
            for v in range(VECTORS):
                b.store(b.fadd(b.load(totals[v], typ=e.vec), b.load(accs[v], typ=e.vec)), totals[v])

        e.counted_loop(b.sdiv(b.add(pixels, ir.Constant(I64, BLOCK_PIXELS - 1)), c_block), "blocks", block)
    out = e.byte_gep(dst, b.mul(b.add(b.mul(image, channels), c0), ir.Constant(I64, 4)))
    for v in range(VECTORS):
        y = b.load(totals[v], typ=e.vec)
        if reduction == "avg":
            y = b.fmul(y, e.splat(scale))
        b.call(store, [y, e.byte_gep(out, ir.Constant(I64, 4 * v * vl)), ir.Constant(I32, 4), masks[v]])
    b.branch(head)
    return f"; ixconv kernel module: global {reduction} pooling, {isa}\n" + str(module)


@functools.cache
def global_pool_kernel(isa: str, reduction: str, bf16_input: bool = False):
    """(module, driver) of the global pooling kernel."""
    from ixconv.codegen import jit

    name = _name(isa, reduction, bf16_input)
    module = jit.compile_ir(name, jit.deferred(emit_global_pool_module, isa, reduction, bf16_input), [name])
    return module, DRIVER(module.address(name))
