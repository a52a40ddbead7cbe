"""fp32 -> bf16 conversion of NHWC activations, for the bf16 GEMM (``GemmSpec(dot="bf16")``), as LLVM IR.

``void f(args, schedule, part)``, ``args`` as ``Bf16Arg``; a work item is ``PIXELS_PER_ITEM`` pixels, in rows
of ``ROW_PIXELS`` (one row: a plain copy; rows of an image into the interior of a zero-padded one). Each
pixel's C float32 channels become ``DST_CHANNELS`` bf16 values (round to nearest even, ``vcvtneps2bf16``):
C rounded up to even, the padding channel zero, so the kernel reads whole 32-bit pairs. Loads stop at C
and stores at ``DST_CHANNELS`` (masked), so nothing outside either array is touched.
"""

from __future__ import annotations

import enum
import functools

from llvmlite import ir

from ixconv.codegen.irutil import DRIVER, I1, I8, I32, I64, PTR, VOID, Emitter

PIXELS_PER_ITEM = 64


class Bf16Arg(enum.IntEnum):
    SRC = 0  # float32 pixels
    DST = 1  # bf16 pixels
    PIXELS = 2  # pixels of the whole batch
    CHANNELS = 3  # float32 channels per pixel (read)
    DST_CHANNELS = 4  # bf16 channels per pixel (written): CHANNELS, or one more (a zero) to make it even
    SRC_PIXEL = 5  # bytes between source pixels
    DST_PIXEL = 6  # bytes between destination pixels
    ROW_PIXELS = 7  # pixels per row: pixel p is column p % ROW_PIXELS of row p // ROW_PIXELS
    SRC_ROW = 8  # bytes between source rows
    DST_ROW = 9  # bytes between destination rows (a zero-padded image's rows are wider than the source's)


BF16_ARG_COUNT = len(Bf16Arg)


def emit_to_bf16_module(isa: str, kind: str = "bf16") -> str:
    """``kind``: "bf16" (float32 pixels converted) or "bytes" (8-bit pixels copied)."""
    name = f"to_bf16_{isa}" if kind == "bf16" else f"copy_pixel_bytes_{isa}"
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    b, vl, arg = e.b, e.vl, e.arg
    _, schedule, own_part = e.fn.args
    src, dst = b.inttoptr(arg(Bf16Arg.SRC), PTR), b.inttoptr(arg(Bf16Arg.DST), PTR)
    pixels, channels, dst_channels = arg(Bf16Arg.PIXELS), arg(Bf16Arg.CHANNELS), arg(Bf16Arg.DST_CHANNELS)
    src_pixel, dst_pixel = arg(Bf16Arg.SRC_PIXEL), arg(Bf16Arg.DST_PIXEL)
    row_pixels, src_row, dst_row = arg(Bf16Arg.ROW_PIXELS), arg(Bf16Arg.SRC_ROW), arg(Bf16Arg.DST_ROW)
    per_item = ir.Constant(I64, PIXELS_PER_ITEM)
    items = b.sdiv(b.add(pixels, ir.Constant(I64, PIXELS_PER_ITEM - 1)), per_item)
    item, head = e.claim_loop(schedule, own_part, items)
    first = b.mul(item, per_item)
    count = e.smin(b.sub(pixels, first), per_item)
    mask_t = ir.VectorType(I1, vl)
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    full = b.sdiv(channels, ir.Constant(I64, vl))
    tail_in = b.sub(channels, b.mul(full, ir.Constant(I64, vl)))
    tail_out = b.sub(dst_channels, b.mul(full, ir.Constant(I64, vl)))

    bytes_t = ir.VectorType(I8, 64)
    byte_mask_t = ir.VectorType(I1, 64)
    load_bytes = e.intrinsic("llvm.masked.load.v64i8.p0", bytes_t, [PTR, I32, byte_mask_t, bytes_t])
    store_bytes = e.intrinsic("llvm.masked.store.v64i8.p0", VOID, [bytes_t, PTR, I32, byte_mask_t])
    whole_vectors = b.sdiv(channels, ir.Constant(I64, 64))
    tail_bytes = b.sub(channels, b.mul(whole_vectors, ir.Constant(I64, 64)))

    def copy_pixel(s: ir.Value, d: ir.Value) -> None:
        def vector(v: ir.Value) -> None:
            at = b.mul(v, ir.Constant(I64, 64))
            b.store(b.load(e.byte_gep(s, at), typ=bytes_t, align=1), e.byte_gep(d, at), align=1)

        e.counted_loop(whole_vectors, "vectors", vector)
        with b.if_then(b.icmp_signed(">", tail_bytes, ir.Constant(I64, 0))):
            (mask,) = e.lane_masks(tail_bytes, 1, 64)
            at = b.mul(whole_vectors, ir.Constant(I64, 64))
            x = b.call(load_bytes, [e.byte_gep(s, at), ir.Constant(I32, 1), mask, ir.Constant(bytes_t, None)])
            b.call(store_bytes, [x, e.byte_gep(d, at), ir.Constant(I32, 1), mask])

    def pixel(i: ir.Value) -> None:
        p = b.add(first, i)
        y, x = b.sdiv(p, row_pixels), b.srem(p, row_pixels)
        s = e.byte_gep(src, b.add(b.mul(y, src_row), b.mul(x, src_pixel)))
        d = e.byte_gep(dst, b.add(b.mul(y, dst_row), b.mul(x, dst_pixel)))
        if kind == "bytes":
            copy_pixel(s, d)
            return

        def vector(v: ir.Value) -> None:
            x = b.load(e.byte_gep(s, b.mul(v, ir.Constant(I64, 4 * vl))), typ=e.vec, align=4)
            e.store_bf16(x, e.byte_gep(d, b.mul(v, ir.Constant(I64, 2 * vl))))

        e.counted_loop(full, "vectors", vector)
        with b.if_then(b.icmp_signed(">", tail_out, ir.Constant(I64, 0))):
            (load_mask,) = e.lane_masks(tail_in, 1)
            (store_mask,) = e.lane_masks(tail_out, 1)
            at = e.byte_gep(s, b.mul(full, ir.Constant(I64, 4 * vl)))
            x = b.call(masked_load, [at, ir.Constant(I32, 4), load_mask, ir.Constant(e.vec, None)])
            e.store_bf16(x, e.byte_gep(d, b.mul(full, ir.Constant(I64, 2 * vl))), store_mask)

    e.counted_loop(count, "pixels", pixel)
    b.branch(head)
    what = "fp32 -> bf16 activations" if kind == "bf16" else "8-bit pixels copied"
    return f"; ixconv kernel module: {what}, {isa}\n" + str(module)


class Bf16Converter:
    def __init__(self, isa: str, kind: str = "bf16"):
        from ixconv.codegen import jit

        name = f"to_bf16_{isa}" if kind == "bf16" else f"copy_pixel_bytes_{isa}"
        self.module = jit.compile_ir(name, jit.deferred(emit_to_bf16_module, isa, kind), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def bf16_converter(isa: str) -> Bf16Converter:
    return Bf16Converter(isa)


@functools.cache
def pixel_copier(isa: str) -> Bf16Converter:
    """The 8-bit pixel copy (``Bf16Arg`` arguments, ``DST_CHANNELS`` = ``CHANNELS`` bytes)."""
    return Bf16Converter(isa, "bytes")
