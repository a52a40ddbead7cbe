"""Separable resampling of NHWC images (ONNX Resize / Upsample over H and W): nearest, linear, cubic.

Every output pixel mixes ``row_taps x col_taps`` input pixels: ``y[oy, ox, :] = sum over a, b of
wy[oy, a] * wx[ox, b] * x[iy[oy, a], ix[ox, b], :]``. The tables (which rows and columns, with what
weights) are built in Python from ONNX's coordinate rules (``ixconv.graph.ops.resize.axis_taps``) and hold
byte offsets, so the kernel only streams channels: for each output pixel, vectors of channels (the last
one masked), no per-element index arithmetic. Nearest (1 x 1 tap of weight 1) is a pure copy.
``ResampleSpec.bf16_output``: the outputs rounded to bf16, into a bf16 plan's tensor (``ops.amx_store``'s Concat
stored as bf16 by the calls that write its slices).

Driver: ``void f(args, schedule, part)``, ``args`` laid out as ``ResampleArg``; a work item is one output
row of one image. Offsets come from the tables only (validated in Python against the input's extent), so
nothing outside the arrays is read.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass

from llvmlite import ir

from ixconv.codegen.irutil import DRIVER, F32, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS


class ResampleArg(enum.IntEnum):
    SRC = 0
    DST = 1
    CHANNELS = 2
    OUT_HEIGHT = 3
    OUT_WIDTH = 4
    BATCH = 5
    SRC_IMAGE = 6  # bytes between images
    DST_IMAGE = 7
    ROW_OFFSETS = 8  # int64 [OUT_HEIGHT][row_taps]: byte offset of the source row
    ROW_WEIGHTS = 9  # float32 [OUT_HEIGHT][row_taps]
    COL_OFFSETS = 10  # int64 [OUT_WIDTH][col_taps]: byte offset of the source pixel within its row
    COL_WEIGHTS = 11  # float32 [OUT_WIDTH][col_taps]
    DST_PIXEL = 12  # bytes between output pixels (0: CHANNELS * 4, or 2 for bf16; more: a Concat's channel slice)


RESAMPLE_ARG_COUNT = len(ResampleArg)


@dataclass(frozen=True)
class ResampleSpec:
    isa: str
    row_taps: int
    col_taps: int
    bf16_output: bool = False  # outputs rounded to bf16 (to nearest even), 2 bytes each: a bf16 plan's tensor

    def __post_init__(self) -> None:
        if self.isa not in VECTOR_FLOATS:
            raise ValueError(f"ResampleSpec isa must be one of {sorted(VECTOR_FLOATS)}, got {self.isa!r}")
        if self.bf16_output is not False and (self.bf16_output is not True or self.isa != "avx512"):
            raise ValueError(f"ResampleSpec bf16_output needs isa avx512, got {self.isa!r} / {self.bf16_output!r}")
        for name in ("row_taps", "col_taps"):
            if not 1 <= getattr(self, name) <= 8:
                raise ValueError(f"ResampleSpec {name} must be in 1..8, got {getattr(self, name)}")

    @property
    def copy_only(self) -> bool:
        return self.row_taps == self.col_taps == 1

    @property
    def name(self) -> str:
        return f"f32_resample_{self.row_taps}x{self.col_taps}_{self.isa}" + ("_o16" if self.bf16_output else "")


def emit_resample_module(spec: ResampleSpec) -> str:
    module = ir.Module(name=spec.name)
    e = Emitter.driver(module, spec.isa, spec.name)
    _, schedule, own_part = e.fn.args
    b, vl = e.b, e.vl
    arg = e.arg
    src, dst = b.inttoptr(arg(ResampleArg.SRC), PTR), b.inttoptr(arg(ResampleArg.DST), PTR)
    rows_at, row_w = b.inttoptr(arg(ResampleArg.ROW_OFFSETS), PTR), b.inttoptr(arg(ResampleArg.ROW_WEIGHTS), PTR)
    cols_at, col_w = b.inttoptr(arg(ResampleArg.COL_OFFSETS), PTR), b.inttoptr(arg(ResampleArg.COL_WEIGHTS), PTR)
    channels, oh, ow = arg(ResampleArg.CHANNELS), arg(ResampleArg.OUT_HEIGHT), arg(ResampleArg.OUT_WIDTH)
    ty, tx = spec.row_taps, spec.col_taps
    total = b.mul(arg(ResampleArg.BATCH), oh, name="total")
    item, head = e.claim_loop(schedule, own_part, total)
    row, image = b.srem(item, oh, name="row"), b.sdiv(item, oh, name="image")
    src_image = e.byte_gep(src, b.mul(image, arg(ResampleArg.SRC_IMAGE)))
    out_size = 2 if spec.bf16_output else 4  # bytes per output value
    ldc = b.mul(channels, ir.Constant(I64, out_size))
    dst_pixel = arg(ResampleArg.DST_PIXEL)
    dst_pixel = b.select(b.icmp_signed(">", dst_pixel, ir.Constant(I64, 0)), dst_pixel, ldc)
    dst_row = e.byte_gep(dst, b.add(b.mul(image, arg(ResampleArg.DST_IMAGE)), b.mul(b.mul(row, ow), dst_pixel)))

    def entry(table, index, typ):
        return b.load(b.gep(table, [index], source_etype=typ), typ=typ)

    src_rows = [e.byte_gep(src_image, entry(rows_at, b.add(b.mul(row, ir.Constant(I64, ty)), ir.Constant(I64, a)), I64))
                for a in range(ty)]  # fmt: skip
    wy = [entry(row_w, b.add(b.mul(row, ir.Constant(I64, ty)), ir.Constant(I64, a)), F32) for a in range(ty)]
    mask_t = ir.VectorType(ir.IntType(1), vl)
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    full_vectors = b.sdiv(channels, ir.Constant(I64, vl))
    tail = b.srem(channels, ir.Constant(I64, vl))

    def pixel(ox: ir.Value) -> None:
        sources, weights = [], []
        for bb in range(tx):
            k = b.add(b.mul(ox, ir.Constant(I64, tx)), ir.Constant(I64, bb))
            col, w = entry(cols_at, k, I64), entry(col_w, k, F32)
            for a in range(ty):
                sources.append(e.byte_gep(src_rows[a], col))
                weights.append(e.splat(b.fmul(wy[a], w)))
        out = e.byte_gep(dst_row, b.mul(ox, dst_pixel))

        def mix(at: ir.Value, mask) -> ir.Value:
            acc = None
            for s, w in zip(sources, weights):
                p = e.byte_gep(s, at)
                x = (
                    b.load(p, typ=e.vec, align=4)
                    if mask is None
                    else b.call(masked_load, [p, ir.Constant(I32, 4), mask, ir.Constant(e.vec, None)])
                )
                if spec.copy_only:
                    return x
                acc = b.fmul(x, w) if acc is None else e.fma(x, w, acc)
            return acc

        def store(value: ir.Value, v: ir.Value, mask) -> None:
            at = e.byte_gep(out, b.mul(v, ir.Constant(I64, out_size * vl)))
            if spec.bf16_output:
                e.store_bf16(value, at, mask)
            elif mask is None:
                b.store(value, at, align=4)
            else:
                b.call(masked_store, [value, at, ir.Constant(I32, 4), mask])

        def vector(v: ir.Value) -> None:
            store(mix(b.mul(v, ir.Constant(I64, 4 * vl)), None), v, None)

        e.counted_loop(full_vectors, "vectors", vector)
        with b.if_then(b.icmp_signed(">", tail, ir.Constant(I64, 0))):
            (mask,) = e.lane_masks(tail, 1)
            store(mix(b.mul(full_vectors, ir.Constant(I64, 4 * vl)), mask), full_vectors, mask)

    e.counted_loop(ow, "pixels", pixel)
    b.branch(head)
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


class ResampleKernel:
    def __init__(self, spec: ResampleSpec):
        from ixconv.codegen import jit

        self.spec = spec
        self.module = jit.compile_ir(spec.name, jit.deferred(emit_resample_module, spec), [spec.name])
        self.run = DRIVER(self.module.address(spec.name))


@functools.cache
def resample_kernel(spec: ResampleSpec) -> ResampleKernel:
    return ResampleKernel(spec)
