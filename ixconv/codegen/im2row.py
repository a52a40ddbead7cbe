"""im2row as a generated, threaded kernel: the im2col+GEMM baseline's lowering step at its best.

For each output pixel, group and tap, the group's input channels of the pixel the tap reads are copied into
one row of the im2row matrix (``[pixel][group][tap][C/groups]`` floats per image), or zeros where the tap
falls in the padding. Where to read comes from an indirection buffer with one entry per (pixel, tap) (byte
offsets of the pixel's first channel from the image's base, -1 for padding: ``ops.indirection``), so any
stride, dilation and padding is handled without a zero-bordered copy of the image. A work item is a block of
``PIXELS_PER_ITEM`` pixels of one image; rows are copied in vectors, the last one masked: nothing outside the
arrays is touched. Driver: ``void f(args, schedule, part)``, args laid out as ``Im2RowArg``.
"""

from __future__ import annotations

import enum
import functools

from llvmlite import ir

from ixconv.codegen.irutil import DRIVER, I1, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS


class Im2RowArg(enum.IntEnum):
    SRC = 0  # the input image base
    DST = 1  # the im2row matrix
    OFFSETS = 2  # int64 [pixel][tap]: byte offset of the tap's input pixel from SRC, or -1 (padding)
    ZERO = 3  # at least LENGTH zero floats
    PIXELS = 4  # output pixels per image
    TAPS = 5
    GROUPS = 6
    LENGTH = 7  # floats per row: input channels per group
    GROUP_BYTES = 8  # bytes from one group's channels to the next's in an input pixel
    BATCH = 9
    SRC_IMAGE = 10  # bytes between input images
    DST_IMAGE = 11  # bytes between im2row matrices
    PIXELS_PER_ITEM = 12


IM2ROW_ARG_COUNT = len(Im2RowArg)


def emit_im2row_module(isa: str) -> str:
    name = f"f32_im2row_{isa}"
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b, vl = e.b, e.vl
    arg = e.arg
    src, dst, offsets, zero = (b.inttoptr(arg(f), PTR) for f in (Im2RowArg.SRC, Im2RowArg.DST, Im2RowArg.OFFSETS,
                                                                 Im2RowArg.ZERO))  # fmt: skip
    pixels, taps, groups = arg(Im2RowArg.PIXELS), arg(Im2RowArg.TAPS), arg(Im2RowArg.GROUPS)
    length, group_bytes, batch = arg(Im2RowArg.LENGTH), arg(Im2RowArg.GROUP_BYTES), arg(Im2RowArg.BATCH)
    per_item = arg(Im2RowArg.PIXELS_PER_ITEM)
    blocks = b.sdiv(b.add(pixels, b.sub(per_item, ir.Constant(I64, 1))), per_item, name="blocks")
    mask_t = ir.VectorType(I1, vl)
    load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    row_bytes = b.mul(length, ir.Constant(I64, 4), name="row_bytes")
    vectors = b.sdiv(length, ir.Constant(I64, vl), name="vectors")
    tail = b.sub(length, b.mul(vectors, ir.Constant(I64, vl)), name="tail")
    (tail_mask,) = e.lane_masks(tail, 1)

    item, head = e.claim_loop(schedule, own_part, b.mul(batch, blocks, name="total"))
    block, image = b.srem(item, blocks), b.sdiv(item, blocks)
    first = b.mul(block, per_item, name="first")
    count = e.smin(b.sub(pixels, first), per_item)
    src_image = e.byte_gep(src, b.mul(image, arg(Im2RowArg.SRC_IMAGE)), "src_image")
    dst_image = e.byte_gep(dst, b.mul(image, arg(Im2RowArg.DST_IMAGE)), "dst_image")

    def copy_row(source: ir.Value, target: ir.Value) -> None:
        def vector(v: ir.Value) -> None:
            at = b.mul(v, ir.Constant(I64, 4 * vl))
            b.store(b.load(e.byte_gep(source, at), typ=e.vec, align=4), e.byte_gep(target, at), align=4)

        e.counted_loop(vectors, "vectors", vector)
        with b.if_then(b.icmp_signed(">", tail, ir.Constant(I64, 0))):
            at = b.mul(vectors, ir.Constant(I64, 4 * vl))
            x = b.call(load, [e.byte_gep(source, at), ir.Constant(I32, 4), tail_mask, ir.Constant(e.vec, None)])
            b.call(store, [x, e.byte_gep(target, at), ir.Constant(I32, 4), tail_mask])

    def one_pixel(i: ir.Value) -> None:
        pixel = b.add(first, i, name="pixel")

        def one_group(g: ir.Value) -> None:
            def one_tap(t: ir.Value) -> None:
                offset = b.load(b.gep(offsets, [b.add(b.mul(pixel, taps), t)], source_etype=I64), typ=I64)
                inside = e.byte_gep(src_image, b.add(offset, b.mul(g, group_bytes)))
                source = b.select(b.icmp_signed("<", offset, ir.Constant(I64, 0)), zero, inside)
                row = b.add(b.mul(b.add(b.mul(pixel, groups), g), taps), t)
                copy_row(source, e.byte_gep(dst_image, b.mul(row, row_bytes)))

            e.counted_loop(taps, "taps", one_tap)

        e.counted_loop(groups, "groups", one_group)

    e.counted_loop(count, "pixels", one_pixel)
    b.branch(head)
    return f"; ixconv kernel module: im2row, {isa}\n" + str(module)


class Im2RowKernel:
    def __init__(self, isa: str):
        from ixconv.codegen import jit

        self.isa, self.vl = isa, VECTOR_FLOATS[isa]
        name = f"f32_im2row_{isa}"
        self.module = jit.compile_ir(name, emit_im2row_module(isa), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def im2row_kernel(isa: str) -> Im2RowKernel:
    return Im2RowKernel(isa)
