"""A float activation between two quantizations, in an 8-bit kernel's epilogue, as a table.

A quantized model keeps the activations ONNX has no 8-bit operator for in float: QLinearConv -> DequantizeLinear
-> SiLU (or HardSwish, GELU...) -> QuantizeLinear. Those three steps map each of the 256 values of the
convolution's 8-bit output to one value of the second quantization: a table of 256 int32 entries, computed once
per layer in NumPy (``ixconv.ops.quant.RequantizedActivation.table``) with the arithmetic of the ONNX steps.
The 8-bit kernels (``qgemm``, ``qdwconv``, ``amx``; a spec with ``lookup=True``) requantize as usual, then look
their int32 value (the 8-bit output, zero point included) up in the table: one gather per vector, whatever the
activation -- no exponential, no division, the same result as the table's NumPy computation bit for bit. (An
epilogue that computed SiLU in float measured +0.5 ns per output on the VNNI kernels and +0.9-1.4 on AMX, where
the vector work contends with the tiles; the separate passes cost ~0.9.)

The kernels take the table's address in their argument array (``TABLE``).
"""

from __future__ import annotations

from llvmlite import ir

from ixconv.codegen.irutil import I1, I32, I64, PTR, Emitter

TABLE_ENTRIES = 256


def look_up(e: Emitter, table: ir.Value, q: ir.Value) -> ir.Value:
    """``table[q & 255]`` per lane of the int32 vector ``q`` (the 8-bit output as an int32, any lane count)."""
    b = e.b
    lanes = q.type.count
    i64v = ir.VectorType(I64, lanes)
    index = b.zext(b.and_(q, ir.Constant(q.type, [TABLE_ENTRIES - 1] * lanes)), i64v)
    undef = ir.Constant(i64v, ir.Undefined)
    base = b.insert_element(undef, b.ptrtoint(table, I64), ir.Constant(I32, 0))
    base = b.shuffle_vector(base, undef, ir.Constant(ir.VectorType(I32, lanes), [0] * lanes))
    pointers = b.inttoptr(b.add(base, b.shl(index, ir.Constant(i64v, [2] * lanes))), ir.VectorType(PTR, lanes))
    mask_t = ir.VectorType(I1, lanes)
    gather = e.intrinsic(f"llvm.masked.gather.v{lanes}i32.v{lanes}p0", q.type, [pointers.type, I32, mask_t, q.type])
    return b.call(gather, [pointers, ir.Constant(I32, 4), ir.Constant(mask_t, [1] * lanes), ir.Constant(q.type, None)])
