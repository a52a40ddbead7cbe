"""A float activation between two quantizations, in an 8-bit kernel's epilogue.

A quantized model keeps the activations ONNX has no 8-bit operator for in float: QLinearConv -> DequantizeLinear
-> SiLU (or HardSwish, GELU...) -> QuantizeLinear. The 8-bit kernels (``qgemm``, ``qdwconv``, ``amx``) can run the
three glue steps on the tile before it is stored, with the arithmetic of the steps they replace:

* the convolution's own requantization: ``f = float(acc) * scale`` clamped to ``[MID_MIN, MID_MAX]`` (its output
  range minus its zero point, and a fused Relu's) and rounded half to even: the 8-bit value minus its zero point;
* DequantizeLinear: ``x = (f + MID_OFFSET) * MID_SCALE`` (``MID_OFFSET``: the convolution's output zero point
  minus the DequantizeLinear's; both exact small integers in float32, so ``float(q - zero) * scale`` as ONNX);
* the program (``ixconv.codegen.fused``'s instructions, on value 0 = ``x``);
* QuantizeLinear: ``y / OUT_SCALE`` (a division, as ONNX Runtime's), then the kernel's usual clamp to
  ``[MIN, MAX]``, rounding and output zero point -- those of the QuantizeLinear.

The kernels take the five values as float32 bit patterns in their argument arrays (``FLOAT_TAIL_ARGS`` slots
after their own) and call ``FloatTail(e, program, values).apply(f)`` where they would clamp ``f``.
"""

from __future__ import annotations

from llvmlite import ir

from ixconv.codegen.fused import apply_epilogue
from ixconv.codegen.irutil import F32, I32, Emitter
from ixconv.codegen.qgemm import MAGIC

FLOAT_TAIL_ARGS = ("MID_MIN", "MID_MAX", "MID_OFFSET", "MID_SCALE", "OUT_SCALE")


class FloatTail:
    """The dequantize -> program -> divide part of an epilogue, its constants splatted once."""

    def __init__(self, e: Emitter, program: tuple, values: list[ir.Value]) -> None:
        """``values``: the five ``FLOAT_TAIL_ARGS`` as int64 argument values holding float32 bits."""
        self.e, self.program = e, program
        b = e.b
        splats = [e.splat(b.bitcast(b.trunc(v, I32), F32)) for v in values]
        self.lo, self.hi, self.offset, self.scale, self.out_scale = splats
        self.magic = ir.Constant(e.vec, [MAGIC] * e.vl)

    def apply(self, f: ir.Value) -> ir.Value:
        """``f`` (float(acc) times the convolution's scale) -> the value to clamp, round and store."""
        b = self.e.b
        f = b.select(b.fcmp_ordered("<", f, self.lo), self.lo, f)
        f = b.select(b.fcmp_ordered(">", f, self.hi), self.hi, f)
        rounded = b.fsub(b.fadd(f, self.magic), self.magic)  # round half to even: |f| < 2^22
        x = b.fmul(b.fadd(rounded, self.offset), self.scale)
        return b.fdiv(apply_epilogue(self.e, self.program, x), self.out_scale)
