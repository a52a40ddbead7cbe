"""Data movement as a generated kernel: plain copies, copies into a channel slice of a wider NHWC tensor
(Concat), and NCHW -> NHWC of images with few channels (the interleave kernel). Wide layout transposes run
on ``codegen.transpose`` (blocked, in registers).

One gather loop covers copies. The output of one image is ``rows`` rows of ``length`` floats; a work item
is (image, row, block of ``period`` vectors). Element ``j`` of block ``b`` of row ``r`` comes from input
element ``pattern[j] + r * row_step + b * block_step`` (``pattern``: ``period * VL`` int32 built once in
Python); a copy is the identity pattern (plain vector loads, ``CONTIGUOUS``). The last block of a row is
masked: nothing past the arrays is touched.

Driver: ``void f(const int64_t *args, int64_t *schedule, int64_t part)``, args laid out as ``MoveArg``.
"""

from __future__ import annotations

import enum
import functools

import numpy as np
from llvmlite import ir

from ixconv.codegen.irutil import DRIVER, F32, I1, I8, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS


class MoveArg(enum.IntEnum):
    SRC = 0
    DST = 1
    PATTERN = 2  # int32 [period * VL]
    PERIOD = 3  # vectors per block
    ROWS = 4
    LENGTH = 5  # floats per output row
    ROW_STEP = 6  # input elements between rows
    BLOCK_STEP = 7  # input elements between blocks
    BATCH = 8
    SRC_IMAGE = 9  # bytes between images
    DST_IMAGE = 10
    CONTIGUOUS = 11  # 1: the pattern is 0, 1, 2, ... (a copy): plain vector loads instead of gathers
    DST_ROW = 12  # bytes between output rows (LENGTH * 4, or more: a channel slice of a wider tensor)
    ROWS_PER_ITEM = 13  # rows per work item (0 or 1: one); short rows (a Concat's channel slices) go together
    SCALE = 14  # the interleave kernel quantizing to 8 bits: float32 bit pattern of the QuantizeLinear's scale
    ZERO = 15  # its zero point


MOVE_ARG_COUNT = len(MoveArg)


def emit_move_module(isa: str) -> str:
    name = f"f32_move_{isa}"
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b, vl = e.b, e.vl

    arg = e.arg  # args[field] as an int64

    src, dst, pattern = (b.inttoptr(arg(f), PTR) for f in (MoveArg.SRC, MoveArg.DST, MoveArg.PATTERN))
    period, rows, length = arg(MoveArg.PERIOD), arg(MoveArg.ROWS), arg(MoveArg.LENGTH)
    row_step, block_step, batch = arg(MoveArg.ROW_STEP), arg(MoveArg.BLOCK_STEP), arg(MoveArg.BATCH)
    src_image, dst_image = arg(MoveArg.SRC_IMAGE), arg(MoveArg.DST_IMAGE)
    block_len = b.mul(period, ir.Constant(I64, vl), name="block_len")
    blocks = b.sdiv(b.add(length, b.sub(block_len, ir.Constant(I64, 1))), block_len, name="blocks")
    per_item = arg(MoveArg.ROWS_PER_ITEM)
    per_item = b.select(b.icmp_signed("<", per_item, ir.Constant(I64, 1)), ir.Constant(I64, 1), per_item)
    groups = b.sdiv(b.add(rows, b.sub(per_item, ir.Constant(I64, 1))), per_item, name="row_groups")
    total = b.mul(b.mul(batch, groups), blocks, name="total")

    i32v = ir.VectorType(I32, vl)
    i64v = ir.VectorType(I64, vl)
    mask_t = ir.VectorType(I1, vl)
    ptrv = ir.VectorType(PTR, vl)
    load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    gather = e.intrinsic(f"llvm.masked.gather.v{vl}f32.v{vl}p0", e.vec, [ptrv, I32, mask_t, e.vec])
    store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    iota = ir.Constant(i64v, list(range(vl)))

    def splat64(value: ir.Value) -> ir.Value:
        one = b.insert_element(ir.Constant(i64v, ir.Undefined), value, ir.Constant(I32, 0))
        return b.shuffle_vector(one, ir.Constant(i64v, ir.Undefined), ir.Constant(i32v, [0] * vl))

    item, head = e.claim_loop(schedule, own_part, total)
    block, rest = b.srem(item, blocks), b.sdiv(item, blocks)
    group, image = b.srem(rest, groups, name="group"), b.sdiv(rest, groups, name="image")
    src_base = e.byte_gep(src, b.mul(image, src_image), "src_base")
    contiguous = b.icmp_signed("!=", arg(MoveArg.CONTIGUOUS), ir.Constant(I64, 0))
    out_first = b.mul(block, block_len)  # output element within the row
    left = b.sub(length, out_first, name="left")  # floats of this row from the block on
    first_row = b.mul(group, per_item)

    def one_row(r: ir.Value) -> None:
        row = b.add(first_row, r, name="row")
        first = b.add(b.mul(row, row_step), b.mul(block, block_step), name="first")  # input element of pattern 0
        dst_row = e.byte_gep(dst, b.add(b.mul(image, dst_image), b.mul(row, arg(MoveArg.DST_ROW))))

        def vector(v: ir.Value) -> None:
            at = b.mul(v, ir.Constant(I64, vl))
            lanes = b.sub(left, at)
            mask = b.icmp_signed("<", iota, splat64(lanes))
            blocks_of = {}
            with b.if_else(contiguous) as (then, otherwise):
                with then:
                    at_src = e.byte_gep(src_base, b.mul(b.add(first, at), ir.Constant(I64, 4)))
                    loaded = b.call(load, [at_src, ir.Constant(I32, 4), mask, ir.Constant(e.vec, None)])
                    blocks_of["plain"] = (b.block, loaded)
                with otherwise:
                    idx32 = b.load(b.gep(pattern, [at], source_etype=I32), typ=i32v, align=4)
                    idx = b.add(b.sext(idx32, i64v), splat64(first))
                    byte_addresses = b.add(splat64(b.ptrtoint(src_base, I64)), b.mul(idx, ir.Constant(i64v, [4] * vl)))
                    pointers = b.inttoptr(byte_addresses, ptrv)
                    gathered = b.call(gather, [pointers, ir.Constant(I32, 4), mask, ir.Constant(e.vec, None)])
                    blocks_of["gather"] = (b.block, gathered)
            values = b.phi(e.vec)
            for block_, value in blocks_of.values():
                values.add_incoming(value, block_)
            target = e.byte_gep(dst_row, b.mul(b.add(out_first, at), ir.Constant(I64, 4)))
            b.call(store, [values, target, ir.Constant(I32, 4), mask])

        vectors_here = e.smin(period, b.sdiv(b.add(left, ir.Constant(I64, vl - 1)), ir.Constant(I64, vl)))
        e.counted_loop(vectors_here, "vectors", vector)

    e.counted_loop(e.smin(per_item, b.sub(rows, first_row)), "rows", one_row)
    b.branch(head)
    return f"; ixconv kernel module: f32 data movement, {isa}\n" + str(module)


INTERLEAVE_MAX_CHANNELS = 4  # NCHW -> NHWC with up to this many channels: shuffles instead of gathers
INTERLEAVE_BLOCK = 2048  # pixels per work item


def interleave_name(isa: str, channels: int, quantize: str = "") -> str:
    return f"f32_interleave{channels}{'_q' + quantize if quantize else ''}_{isa}"


def emit_interleave_module(isa: str, channels: int, quantize: str = "") -> str:
    """NCHW -> NHWC for an image of few channels (a network's RGB input): for every VL pixels one vector load
    from each channel plane, then constant shuffles interleave them into ``channels`` output vectors.
    Gathers (the general kernel above) move about one element per cycle; this moves a vector per few.
    ``quantize`` ("u8" / "s8"): each value quantized on the way (QuantizeLinear's arithmetic,
    ``qepilogue.quantize``: scale SCALE, zero point ZERO) and stored as a byte -- a quantized model's input in
    one pass instead of a transpose and a quantization.

    Arguments as ``MoveArg``: SRC, DST, LENGTH (pixels per image), BATCH, SRC_IMAGE / DST_IMAGE (bytes), SCALE,
    ZERO. The last vector of a block is masked: nothing past the arrays is read or written."""
    from ixconv.codegen import qepilogue

    name = interleave_name(isa, channels, quantize)
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b, vl, c = e.b, e.vl, channels
    arg = e.arg
    src, dst = (b.inttoptr(arg(f), PTR) for f in (MoveArg.SRC, MoveArg.DST))
    pixels, batch = arg(MoveArg.LENGTH), arg(MoveArg.BATCH)
    c_block = ir.Constant(I64, INTERLEAVE_BLOCK)
    blocks = b.sdiv(b.add(pixels, ir.Constant(I64, INTERLEAVE_BLOCK - 1)), c_block, name="blocks")
    i32v, i64v, mask_t = ir.VectorType(I32, vl), ir.VectorType(I64, vl), ir.VectorType(I1, vl)
    load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    out_t, out_bytes = (ir.VectorType(I8, vl), 1) if quantize else (e.vec, 4)
    store = e.intrinsic(f"llvm.masked.store.v{vl}i{8 * out_bytes}.p0" if quantize else f"llvm.masked.store.v{vl}f32.p0",
                        VOID, [out_t, PTR, I32, mask_t])  # fmt: skip
    iota = ir.Constant(i64v, list(range(vl)))
    if quantize:
        scale = e.splat(b.bitcast(b.trunc(arg(MoveArg.SCALE), I32), F32))
        zero = e.splat(b.sitofp(arg(MoveArg.ZERO), F32))
        low, high = qepilogue.type_range(e.vec, quantize == "s8")

    def lanes_below(limit: ir.Value) -> ir.Value:
        one = b.insert_element(ir.Constant(i64v, ir.Undefined), limit, ir.Constant(I32, 0))
        return b.icmp_signed(
            "<", iota, b.shuffle_vector(one, ir.Constant(i64v, ir.Undefined), ir.Constant(i32v, [0] * vl))
        )

    def interleave(planes: list[ir.Value]) -> list[ir.Value]:
        """Output vector j holds floats j*VL .. j*VL+VL-1 of the pixels' NHWC run: pixel f // C, channel f % C."""
        wide = list(planes)
        while len(wide) & (len(wide) - 1):  # a power of two of operands for the concatenating shuffles
            wide.append(ir.Constant(wide[0].type, ir.Undefined))
        while len(wide) > 1:
            width = wide[0].type.count
            joined = []
            for x, y in zip(wide[0::2], wide[1::2]):
                joined.append(
                    b.shuffle_vector(x, y, ir.Constant(ir.VectorType(I32, 2 * width), list(range(2 * width))))
                )
            wide = joined
        out = []
        for j in range(c):
            mask = [((j * vl + lane) % c) * vl + (j * vl + lane) // c for lane in range(vl)]
            out.append(b.shuffle_vector(wide[0], ir.Constant(wide[0].type, ir.Undefined), ir.Constant(i32v, mask)))
        return out

    item, head = e.claim_loop(schedule, own_part, b.mul(batch, blocks, name="total"))
    block, image = b.srem(item, blocks), b.sdiv(item, blocks)
    start = b.mul(block, c_block, name="start")
    count = e.smin(b.sub(pixels, start), c_block)
    src_base = e.byte_gep(src, b.add(b.mul(image, arg(MoveArg.SRC_IMAGE)), b.mul(start, ir.Constant(I64, 4))))
    dst_base = e.byte_gep(
        dst, b.add(b.mul(image, arg(MoveArg.DST_IMAGE)), b.mul(start, ir.Constant(I64, out_bytes * c)))
    )
    plane_bytes = b.mul(pixels, ir.Constant(I64, 4), name="plane_bytes")

    def chunk(first: ir.Value, valid: ir.Value | None) -> None:
        """VL pixels from ``first`` (``valid`` of them: the masked tail) of this block."""
        mask = ir.Constant(mask_t, [1] * vl) if valid is None else lanes_below(valid)
        planes = []
        for ch in range(c):
            at = e.byte_gep(
                src_base, b.add(b.mul(ir.Constant(I64, ch), plane_bytes), b.mul(first, ir.Constant(I64, 4)))
            )
            plane = b.call(load, [at, ir.Constant(I32, 4), mask, ir.Constant(e.vec, None)])
            planes.append(qepilogue.quantize(e, plane, scale, zero, low, high) if quantize else plane)
        for j, vector in enumerate(interleave(planes)):
            at = e.byte_gep(
                dst_base,
                b.mul(b.add(b.mul(first, ir.Constant(I64, c)), ir.Constant(I64, j * vl)), ir.Constant(I64, out_bytes)),
            )
            floats = None if valid is None else b.sub(b.mul(valid, ir.Constant(I64, c)), ir.Constant(I64, j * vl))
            value = b.trunc(vector, out_t) if quantize else vector
            b.call(store, [value, at, ir.Constant(I32, out_bytes), mask if valid is None else lanes_below(floats)])

    full = b.sdiv(count, ir.Constant(I64, vl), name="full")
    e.counted_loop(full, "vectors", lambda v: chunk(b.mul(v, ir.Constant(I64, vl)), None))
    done = b.mul(full, ir.Constant(I64, vl))
    left = b.sub(count, done)
    with b.if_then(b.icmp_signed(">", left, ir.Constant(I64, 0))):
        chunk(done, left)
    b.branch(head)
    what = f"quantized to {quantize}, " if quantize else ""
    return f"; ixconv kernel module: NCHW -> NHWC of {c} channels, {what}{isa}\n" + str(module)


class InterleaveKernel:
    def __init__(self, isa: str, channels: int, quantize: str = ""):
        from ixconv.codegen import jit

        self.isa, self.channels, self.quantize, self.vl = isa, channels, quantize, VECTOR_FLOATS[isa]
        name = interleave_name(isa, channels, quantize)
        self.module = jit.compile_ir(name, jit.deferred(emit_interleave_module, isa, channels, quantize), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def interleave_kernel(isa: str, channels: int, quantize: str = "") -> InterleaveKernel:
    if not 1 <= channels <= INTERLEAVE_MAX_CHANNELS:
        raise ValueError(f"channels must be 1..{INTERLEAVE_MAX_CHANNELS}, got {channels}")
    if quantize not in ("", "u8", "s8"):
        raise ValueError(f"quantize must be '', 'u8' or 's8', got {quantize!r}")
    return InterleaveKernel(isa, channels, quantize)


class MoveKernel:
    def __init__(self, isa: str):
        from ixconv.codegen import jit

        self.isa = isa
        self.vl = VECTOR_FLOATS[isa]
        name = f"f32_move_{isa}"
        self.module = jit.compile_ir(name, jit.deferred(emit_move_module, isa), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def move_kernel(isa: str) -> MoveKernel:
    return MoveKernel(isa)


BLOCK_FLOATS = 1024  # output floats per work item (about): fewer, larger items than one vector each


def move_plan(kind: str, shape: tuple[int, ...], vl: int) -> tuple[np.ndarray, dict[MoveArg, int]]:
    """(pattern, arguments) that copy one image of ``shape`` (without the batch axis) element for element
    (``kind="copy"``; layout transposes run on ``codegen.transpose``)."""
    size = int(np.prod(shape, dtype=np.int64))
    if size >= 2**31:
        raise ValueError(f"shape {shape}: images of 2**31 elements or more are not supported by the gather kernel")
    if kind != "copy":
        raise ValueError(f"kind must be 'copy', got {kind!r}")
    k = max(1, BLOCK_FLOATS // vl)
    pattern = np.arange(vl * k, dtype=np.int32)
    rows, length, row_step, block_step = 1, size, 0, vl * k
    fields = {
        MoveArg.PERIOD: pattern.size // vl, MoveArg.ROWS: rows, MoveArg.LENGTH: length,
        MoveArg.ROW_STEP: row_step, MoveArg.BLOCK_STEP: block_step,
    }  # fmt: skip
    fields[MoveArg.CONTIGUOUS] = 1
    fields[MoveArg.DST_ROW] = length * 4
    return pattern, fields


class ByteRowsArg(enum.IntEnum):
    SRC = 0
    DST = 1
    ROWS = 2
    LENGTH = 3  # bytes per row
    SRC_ROW = 4  # bytes between source rows
    DST_ROW = 5  # bytes between destination rows
    ROWS_PER_ITEM = 6


BYTE_ROWS_ARG_COUNT = len(ByteRowsArg)


def emit_byte_rows_module(isa: str) -> str:
    """Rows of any number of bytes, any strides: each row copied in vectors of 4 * VL bytes, the last one masked
    (nothing past a row is read or written). Work items are ``ROWS_PER_ITEM`` rows. An 8-bit first layer's input
    copied between the padding columns of its padded copy (``QConv2d``'s ``"rows"``), whatever its width."""
    name = f"byte_rows_{isa}"
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b = e.b
    lanes = 4 * e.vl  # bytes per vector
    arg = e.arg
    src, dst = (b.inttoptr(arg(f), PTR) for f in (ByteRowsArg.SRC, ByteRowsArg.DST))
    rows, length = arg(ByteRowsArg.ROWS), arg(ByteRowsArg.LENGTH)
    per_item = arg(ByteRowsArg.ROWS_PER_ITEM)
    total = b.sdiv(b.add(rows, b.sub(per_item, ir.Constant(I64, 1))), per_item, name="items")
    vbytes = ir.VectorType(I8, lanes)
    mask_t = ir.VectorType(I1, lanes)
    load = e.intrinsic(f"llvm.masked.load.v{lanes}i8.p0", vbytes, [PTR, I32, mask_t, vbytes])
    store = e.intrinsic(f"llvm.masked.store.v{lanes}i8.p0", VOID, [vbytes, PTR, I32, mask_t])
    full = b.sdiv(length, ir.Constant(I64, lanes), name="full")
    left = b.sub(length, b.mul(full, ir.Constant(I64, lanes)), name="left")
    (tail_mask,) = e.lane_masks(left, 1, lanes)

    item, head = e.claim_loop(schedule, own_part, total)
    first = b.mul(item, per_item)

    def one_row(r: ir.Value) -> None:
        row = b.add(first, r)
        src_row = e.byte_gep(src, b.mul(row, arg(ByteRowsArg.SRC_ROW)))
        dst_row = e.byte_gep(dst, b.mul(row, arg(ByteRowsArg.DST_ROW)))

        def vector(v: ir.Value) -> None:
            at = b.mul(v, ir.Constant(I64, lanes))
            b.store(b.load(e.byte_gep(src_row, at), typ=vbytes, align=1), e.byte_gep(dst_row, at), align=1)

        e.counted_loop(full, "vectors", vector)
        at = b.mul(full, ir.Constant(I64, lanes))
        with b.if_then(b.icmp_signed(">", left, ir.Constant(I64, 0))):
            loaded = b.call(load, [e.byte_gep(src_row, at), ir.Constant(I32, 1), tail_mask, ir.Constant(vbytes, None)])
            b.call(store, [loaded, e.byte_gep(dst_row, at), ir.Constant(I32, 1), tail_mask])

    e.counted_loop(e.smin(per_item, b.sub(rows, first)), "rows", one_row)
    b.branch(head)
    return f"; ixconv kernel module: rows of bytes, {isa}\n" + str(module)


class ByteRowsKernel:
    def __init__(self, isa: str):
        from ixconv.codegen import jit

        self.isa = isa
        name = f"byte_rows_{isa}"
        self.module = jit.compile_ir(name, jit.deferred(emit_byte_rows_module, isa), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def byte_rows_kernel(isa: str) -> ByteRowsKernel:
    return ByteRowsKernel(isa)
