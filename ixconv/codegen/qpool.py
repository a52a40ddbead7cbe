"""8-bit max pooling (uint8 / int8 NHWC), emitted as LLVM IR from a QPoolSpec.

A quantized network max-pools its 8-bit activations directly: DequantizeLinear is monotonic, so the largest
dequantized value is the dequantized largest byte (``passes.quantized_max_pool`` rewrites the float glue).
The loop nest is the depthwise kernel's (``ixconv.codegen.dwconv``): a work item is (image, output row,
channel tile), the indirection buffer has one int64 entry per (output pixel, tap) -- the byte offset of the
tap's input pixel from the image base, or -1 for padding, which then reads the fill vector (the type's lowest
value: it never wins) -- and the last channel tile uses masked loads and stores, so nothing outside the arrays
is touched. A vector holds 4 x the fp32 vector's lanes (64 bytes with AVX-512).

Driver: ``void <name>(const int64_t *args, int64_t *schedule, int64_t part)``, ``args`` laid out as the depthwise
kernel's ``DwArg`` (``ZERO``: the fill vector, >= C bytes; ``W``, ``MIN``, ``MAX``, ``INTERIOR`` unused).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from llvmlite import ir

from ixconv.codegen.dwconv import DwArg
from ixconv.codegen.irutil import DRIVER, DRIVER_TYPE, I1, I8, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS


@dataclass(frozen=True)
class QPoolSpec:
    """An 8-bit max pooling kernel: ``taps`` unrolled, ``vectors`` vectors of channels per tile."""

    isa: str
    taps: int
    signed: bool
    vectors: int = 1

    def __post_init__(self) -> None:
        if self.isa not in VECTOR_FLOATS:
            raise ValueError(f"QPoolSpec isa must be one of {sorted(VECTOR_FLOATS)}, got {self.isa!r}")
        if not 1 <= self.taps <= 1024:
            raise ValueError(f"QPoolSpec taps must be in 1..1024, got {self.taps}")
        if not 1 <= self.vectors <= 4:
            raise ValueError(f"QPoolSpec vectors must be in 1..4, got {self.vectors}")

    @property
    def lanes(self) -> int:
        return 4 * VECTOR_FLOATS[self.isa]

    @property
    def channel_tile(self) -> int:
        return self.vectors * self.lanes

    @property
    def name(self) -> str:
        return f"{'s8' if self.signed else 'u8'}_maxpool_{self.taps}t_{self.channel_tile}c_{self.isa}"


def emit_qpool_module(spec: QPoolSpec) -> str:
    module = ir.Module(name=spec.name)
    fn = ir.Function(module, DRIVER_TYPE, name=spec.name)
    for a, a_name in zip(fn.args, ("args", "schedule", "part")):
        a.name = a_name
    fn.args[0].add_attribute("noalias")
    e = Emitter(module, spec.isa, fn)
    b = e.b
    lanes, nv, taps, ct = spec.lanes, spec.vectors, spec.taps, spec.channel_tile
    vec = ir.VectorType(I8, lanes)
    _, schedule, own_part = fn.args
    arg = e.arg

    a_ptr, fill, ind, c_ptr = (b.inttoptr(arg(f), PTR) for f in (DwArg.A, DwArg.ZERO, DwArg.INDIRECTION,
                                                                   DwArg.C))  # fmt: skip
    channels, oh, ow, batch = (arg(f) for f in (DwArg.CHANNELS, DwArg.OUT_HEIGHT, DwArg.OUT_WIDTH,
                                                 DwArg.BATCH))  # fmt: skip
    a_bs, c_bs = arg(DwArg.A_BATCH_STRIDE), arg(DwArg.C_BATCH_STRIDE)
    c_ct = ir.Constant(I64, ct)
    head, image, row, _, c0, cols = e.claim_row_tile(schedule, own_part, batch, oh, channels, ct)
    a_base = e.byte_gep(a_ptr, b.add(b.mul(image, a_bs), c0), "a_base")
    fill_tile = e.byte_gep(fill, c0)
    c_row = e.byte_gep(c_ptr, b.add(b.add(b.mul(image, c_bs), b.mul(b.mul(row, ow), channels)), c0), "c_row")
    first_pixel = b.mul(row, ow)

    mask_t = ir.VectorType(I1, lanes)
    masked_load = e.intrinsic(f"llvm.masked.load.v{lanes}i8.p0", vec, [PTR, I32, mask_t, vec])
    masked_store = e.intrinsic(f"llvm.masked.store.v{lanes}i8.p0", VOID, [vec, PTR, I32, mask_t])
    larger = b.icmp_signed if spec.signed else b.icmp_unsigned

    def pixel_loop(masks: list[ir.Value] | None, label: str) -> None:
        def body(ox: ir.Value) -> None:
            entry = b.mul(b.add(first_pixel, ox), ir.Constant(I64, taps))
            acc: list[ir.Value | None] = [None] * nv
            for t in range(taps):
                off = b.load(b.gep(ind, [b.add(entry, ir.Constant(I64, t))], source_etype=I64), typ=I64)
                src = b.select(b.icmp_signed("<", off, ir.Constant(I64, 0)), fill_tile, e.byte_gep(a_base, off))
                for v in range(nv):
                    at = e.byte_gep(src, ir.Constant(I64, v * lanes))
                    if masks is None:
                        x = b.load(at, typ=vec, align=1)
                    else:
                        x = b.call(masked_load, [at, ir.Constant(I32, 1), masks[v], ir.Constant(vec, None)])
                    acc[v] = x if acc[v] is None else b.select(larger(">", x, acc[v]), x, acc[v])
            dst = e.byte_gep(c_row, b.mul(ox, channels))
            for v in range(nv):
                at = e.byte_gep(dst, ir.Constant(I64, v * lanes))
                if masks is None:
                    b.store(acc[v], at, align=1)
                else:
                    b.call(masked_store, [acc[v], at, ir.Constant(I32, 1), masks[v]])

        e.counted_loop(ow, label, body)
        b.branch(head)

    full = fn.append_basic_block("tile_full")
    partial = fn.append_basic_block("tile_partial")
    b.cbranch(b.icmp_signed("==", cols, c_ct), full, partial)
    b.position_at_end(full)
    pixel_loop(None, "pixels")
    b.position_at_end(partial)
    pixel_loop(e.lane_masks(cols, nv, lanes), "pixels_tail")
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


class QPoolKernel:
    def __init__(self, spec: QPoolSpec):
        from ixconv.codegen import jit

        self.spec = spec
        self.module = jit.compile_ir(spec.name, jit.deferred(emit_qpool_module, spec), [spec.name])
        self.run = DRIVER(self.module.address(spec.name))


@functools.cache
def qpool_kernel(spec: QPoolSpec) -> QPoolKernel:
    return QPoolKernel(spec)
