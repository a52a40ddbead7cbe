"""Blocked 2-D transpose in vector registers: NCHW <-> NHWC layout conversions of wide tensors.

Per image, ``dst[j][i] = src[i][j]`` for an R x L matrix (NCHW -> NHWC: R = C channels, L = H*W pixels;
NHWC -> NCHW: R = H*W, L = C). A tile is VL x VL floats: VL vector loads of VL consecutive floats from VL
rows, a butterfly of ``log2(VL)`` two-source shuffles (stage ``s`` swaps the off-diagonal s x s blocks of
every 2s x 2s block), VL vector stores. Every cache line read or written is used whole by one tile.

Why not the gather kernel (``codegen.movement``): a gather that interleaves C planes touches C lines per
output vector and needs all of them cached for the next VL outputs. When the plane size is a multiple of
4 KiB (160 x 160 pixels: 100 KiB) the C lines fall in one L1 set, and an 8-way L1 cannot hold 96 of them:
PP-OCR's 96-channel 160 x 160 conversions ran at 2.7 GB/s (7.4 ms each).

A work item is (image, row tile, TILES_PER_ITEM column tiles). Tiles past the matrix's edge use masked
loads and stores: nothing outside the arrays is touched. Driver: ``void f(args, schedule, part)`` with
``args`` laid out as ``TransposeArg``.
"""

from __future__ import annotations

import enum
import functools

from llvmlite import ir

from ixconv.codegen.irutil import DRIVER, I1, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS

TILES_PER_ITEM = 4


class TransposeArg(enum.IntEnum):
    SRC = 0
    DST = 1
    ROWS = 2  # R: rows of the source matrix
    COLS = 3  # L: columns of the source matrix
    SRC_ROW = 4  # bytes between source rows
    DST_ROW = 5  # bytes between destination rows
    BATCH = 6
    SRC_IMAGE = 7  # bytes between images
    DST_IMAGE = 8


TRANSPOSE_ARG_COUNT = len(TransposeArg)


def butterfly(e: Emitter, rows: list[ir.Value]) -> list[ir.Value]:
    """The transpose of a VL x VL block held as VL row vectors (VL a power of two)."""
    b, vl = e.b, e.vl
    m = list(rows)
    s = 1
    while s < vl:
        low = ir.Constant(ir.VectorType(I32, vl), [j if j & s == 0 else vl + j - s for j in range(vl)])
        high = ir.Constant(ir.VectorType(I32, vl), [j + s if j & s == 0 else vl + j for j in range(vl)])
        for i in range(vl):
            if i & s == 0:
                m[i], m[i + s] = b.shuffle_vector(m[i], m[i + s], low), b.shuffle_vector(m[i], m[i + s], high)
        s *= 2
    return m


def emit_transpose_module(isa: str) -> str:
    name = f"f32_transpose_{isa}"
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b, vl = e.b, e.vl
    arg = e.arg
    src, dst = (b.inttoptr(arg(f), PTR) for f in (TransposeArg.SRC, TransposeArg.DST))
    rows, cols, batch = arg(TransposeArg.ROWS), arg(TransposeArg.COLS), arg(TransposeArg.BATCH)
    src_row, dst_row = arg(TransposeArg.SRC_ROW), arg(TransposeArg.DST_ROW)
    c_vl = ir.Constant(I64, vl)
    group = ir.Constant(I64, vl * TILES_PER_ITEM)
    row_tiles = b.sdiv(b.add(rows, ir.Constant(I64, vl - 1)), c_vl, name="row_tiles")
    col_groups = b.sdiv(b.add(cols, ir.Constant(I64, vl * TILES_PER_ITEM - 1)), group, name="col_groups")
    total = b.mul(b.mul(batch, row_tiles), col_groups, name="total")

    mask_t = ir.VectorType(I1, vl)
    load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])

    item, head = e.claim_loop(schedule, own_part, total)
    col_group, rest = b.srem(item, col_groups), b.sdiv(item, col_groups)
    row_tile, image = b.srem(rest, row_tiles), b.sdiv(rest, row_tiles)
    r0 = b.mul(row_tile, c_vl, name="r0")
    src_image = e.byte_gep(src, b.mul(image, arg(TransposeArg.SRC_IMAGE)))
    dst_image = e.byte_gep(dst, b.mul(image, arg(TransposeArg.DST_IMAGE)))
    rows_left = b.sub(rows, r0, name="rows_left")

    def tile(t: ir.Value) -> None:
        c0 = b.add(b.mul(col_group, group), b.mul(t, c_vl), name="c0")
        cols_left = b.sub(cols, c0, name="cols_left")
        src_tile = e.byte_gep(src_image, b.add(b.mul(r0, src_row), b.mul(c0, ir.Constant(I64, 4))))
        dst_tile = e.byte_gep(dst_image, b.add(b.mul(c0, dst_row), b.mul(r0, ir.Constant(I64, 4))))
        inside = b.and_(b.icmp_signed(">=", rows_left, c_vl), b.icmp_signed(">=", cols_left, c_vl))
        with b.if_else(inside) as (full, edge):
            with full:
                loaded = [
                    b.load(e.byte_gep(src_tile, b.mul(ir.Constant(I64, i), src_row)), typ=e.vec, align=4)
                    for i in range(vl)
                ]
                for j, v in enumerate(butterfly(e, loaded)):
                    b.store(v, e.byte_gep(dst_tile, b.mul(ir.Constant(I64, j), dst_row)), align=4)
            with edge:  # rows past the matrix are not loaded, columns past it not stored (branches, not masks:
                # a per-row select of the lane mask made every masked access slow, 21 channels 10x slower than 16)
                (col_mask,) = e.lane_masks(cols_left, 1)
                (row_mask,) = e.lane_masks(rows_left, 1)
                slots = []
                for i in range(vl):
                    slot = e.alloca(e.vec, ir.Constant(e.vec, None), f"row{i}")
                    with b.if_then(b.icmp_signed("<", ir.Constant(I64, i), rows_left)):
                        at = e.byte_gep(src_tile, b.mul(ir.Constant(I64, i), src_row))
                        b.store(b.call(load, [at, ir.Constant(I32, 4), col_mask, ir.Constant(e.vec, None)]), slot)
                    slots.append(slot)
                loaded = [b.load(slot, typ=e.vec) for slot in slots]
                for j, v in enumerate(butterfly(e, loaded)):
                    with b.if_then(b.icmp_signed("<", ir.Constant(I64, j), cols_left)):
                        at = e.byte_gep(dst_tile, b.mul(ir.Constant(I64, j), dst_row))
                        b.call(store, [v, at, ir.Constant(I32, 4), row_mask])

    tiles_here = e.smin(
        ir.Constant(I64, TILES_PER_ITEM),
        b.sdiv(b.add(b.sub(cols, b.mul(col_group, group)), ir.Constant(I64, vl - 1)), c_vl),
    )
    e.counted_loop(tiles_here, "tiles", tile)
    b.branch(head)
    return f"; ixconv kernel module: f32 blocked transpose, {isa}\n" + str(module)


class TransposeKernel:
    def __init__(self, isa: str):
        from ixconv.codegen import jit

        self.isa, self.vl = isa, VECTOR_FLOATS[isa]
        name = f"f32_transpose_{isa}"
        self.module = jit.compile_ir(name, jit.deferred(emit_transpose_module, isa), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def transpose_kernel(isa: str) -> TransposeKernel:
    return TransposeKernel(isa)
