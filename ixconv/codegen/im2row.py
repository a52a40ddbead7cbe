"""im2row as a generated, threaded kernel: the im2col+GEMM baseline's lowering step at its best.

For each output pixel, group and tap, the group's input channels of the pixel the tap reads are copied into
one row of the im2row matrix (``[pixel][group][tap][C/groups]`` elements per image), or the "zero" vector's
where the tap falls in the padding (0.0 for float32; the input zero point for 8-bit inputs, whose real value
is 0). Where to read comes from an indirection buffer with one entry per (pixel, tap) (byte offsets of the
pixel's first channel from the image's base, -1 for padding: ``ops.indirection``), so any stride, dilation
and padding is handled without a zero-bordered copy of the image. A work item is a block of
``PIXELS_PER_ITEM`` pixels of one image; rows are copied in vectors, the last one masked: nothing outside the
arrays is touched. Elements are float32 or bytes (uint8 / int8: the kernel only moves them), copied in
vectors of the ISA's width (16 floats or 64 bytes on AVX-512). Driver: ``void f(args, schedule, part)``, args
laid out as ``Im2RowArg``.
"""

from __future__ import annotations

import enum
import functools

from llvmlite import ir

from ixconv.codegen.irutil import DRIVER, I1, I8, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS


class Im2RowArg(enum.IntEnum):
    SRC = 0  # the input image base
    DST = 1  # the im2row matrix
    OFFSETS = 2  # int64 [pixel][tap]: byte offset of the tap's input pixel from SRC, or -1 (padding)
    ZERO = 3  # at least LENGTH elements of the padding value (0.0, or the input zero point)
    PIXELS = 4  # output pixels per image
    TAPS = 5
    GROUPS = 6
    LENGTH = 7  # elements per row: input channels per group
    GROUP_BYTES = 8  # bytes from one group's channels to the next's in an input pixel
    BATCH = 9
    SRC_IMAGE = 10  # bytes between input images
    DST_IMAGE = 11  # bytes between im2row matrices
    PIXELS_PER_ITEM = 12


IM2ROW_ARG_COUNT = len(Im2RowArg)
ELEMENTS = {4: "f32", 1: "q8"}  # bytes per element -> the kernel's name prefix (q8: uint8 or int8)


def im2row_name(isa: str, itemsize: int = 4) -> str:
    if itemsize not in ELEMENTS:
        raise ValueError(f"itemsize must be one of {list(ELEMENTS)}, got {itemsize!r}")
    return f"{ELEMENTS[itemsize]}_im2row_{isa}"


def emit_im2row_module(isa: str, itemsize: int = 4) -> str:
    """The module of the im2row driver for elements of ``itemsize`` bytes (4: float32, 1: 8-bit)."""
    name = im2row_name(isa, itemsize)
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b = e.b
    vl = e.vl * 4 // itemsize  # elements per vector: the fp32 vector's bytes
    vec = e.vec if itemsize == 4 else ir.VectorType(I8, vl)
    suffix = f"v{vl}f32" if itemsize == 4 else f"v{vl}i8"
    arg = e.arg
    src, dst, offsets, zero = (b.inttoptr(arg(f), PTR) for f in (Im2RowArg.SRC, Im2RowArg.DST, Im2RowArg.OFFSETS,
                                                                 Im2RowArg.ZERO))  # fmt: skip
    pixels, taps, groups = arg(Im2RowArg.PIXELS), arg(Im2RowArg.TAPS), arg(Im2RowArg.GROUPS)
    length, group_bytes, batch = arg(Im2RowArg.LENGTH), arg(Im2RowArg.GROUP_BYTES), arg(Im2RowArg.BATCH)
    per_item = arg(Im2RowArg.PIXELS_PER_ITEM)
    blocks = b.sdiv(b.add(pixels, b.sub(per_item, ir.Constant(I64, 1))), per_item, name="blocks")
    mask_t = ir.VectorType(I1, vl)
    load = e.intrinsic(f"llvm.masked.load.{suffix}.p0", vec, [PTR, I32, mask_t, vec])
    store = e.intrinsic(f"llvm.masked.store.{suffix}.p0", VOID, [vec, PTR, I32, mask_t])
    row_bytes = b.mul(length, ir.Constant(I64, itemsize), name="row_bytes")
    vectors = b.sdiv(length, ir.Constant(I64, vl), name="vectors")
    tail = b.sub(length, b.mul(vectors, ir.Constant(I64, vl)), name="tail")
    (tail_mask,) = e.lane_masks(tail, 1, vl)

    item, head = e.claim_loop(schedule, own_part, b.mul(batch, blocks, name="total"))
    block, image = b.srem(item, blocks), b.sdiv(item, blocks)
    first = b.mul(block, per_item, name="first")
    count = e.smin(b.sub(pixels, first), per_item)
    src_image = e.byte_gep(src, b.mul(image, arg(Im2RowArg.SRC_IMAGE)), "src_image")
    dst_image = e.byte_gep(dst, b.mul(image, arg(Im2RowArg.DST_IMAGE)), "dst_image")

    def copy_row(source: ir.Value, target: ir.Value) -> None:
        def vector(v: ir.Value) -> None:
            at = b.mul(v, ir.Constant(I64, itemsize * vl))
            b.store(b.load(e.byte_gep(source, at), typ=vec, align=itemsize), e.byte_gep(target, at), align=itemsize)

        e.counted_loop(vectors, "vectors", vector)
        with b.if_then(b.icmp_signed(">", tail, ir.Constant(I64, 0))):
            at = b.mul(vectors, ir.Constant(I64, itemsize * vl))
            align = ir.Constant(I32, itemsize)
            x = b.call(load, [e.byte_gep(source, at), align, tail_mask, ir.Constant(vec, None)])
            b.call(store, [x, e.byte_gep(target, at), align, tail_mask])

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
    kind = "" if itemsize == 4 else ", 8-bit"
    return f"; ixconv kernel module: im2row{kind}, {isa}\n" + str(module)


class Im2RowKernel:
    def __init__(self, isa: str, itemsize: int = 4):
        from ixconv.codegen import jit

        self.isa, self.itemsize, self.vl = isa, itemsize, VECTOR_FLOATS[isa] * 4 // itemsize
        name = im2row_name(isa, itemsize)
        self.module = jit.compile_ir(name, jit.deferred(emit_im2row_module, isa, itemsize), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def im2row_kernel(isa: str, itemsize: int = 4) -> Im2RowKernel:
    """The compiled im2row driver for ``isa`` and elements of ``itemsize`` bytes (4 or 1), once per process."""
    return Im2RowKernel(isa, itemsize)
