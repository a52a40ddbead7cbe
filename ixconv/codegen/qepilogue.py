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

How the lookup is done depends on the CPU's features, not on the table: with AVX512_VBMI the 256 entries are
four 64-byte registers' worth and two ``vpermi2b`` (one per 128-entry half) and a select on the index's top bit
look up to 64 lanes at once; without it, one ``vpgatherdd`` of int32 entries per vector. The gather measured
~1 cycle per output on Zen 5 (a SiLU tail made a 160x160 32->32 1x1 layer 2.7x slower); the permutes, a few
instructions per vector. The table therefore holds both forms (``TABLE_INTS`` int32 entries, then the same
values' low bytes: ``table_values``).

The kernels take the table's address in their argument array (``TABLE``).

A quantized residual block ends the same way: QLinearConv -> DequantizeLinear -> Add (the DequantizeLinear of
another 8-bit tensor) [-> Relu] -> QuantizeLinear. That one is a function of two bytes, no table: the GEMM
kernel (a spec with ``residual``) dequantizes its own output and the residual's bytes, adds, clips and
quantizes in its epilogue (``dequantize``, ``quantize``: the element-wise kernels' arithmetic, shared with
``ixconv.codegen.elementwise``), instead of a separate pass over both tensors.
"""

from __future__ import annotations

import numpy as np
from llvmlite import ir

from ixconv.codegen.irutil import I1, I8, I32, I64, PTR, Emitter
from ixconv.cpu import host

TABLE_ENTRIES = 256
TABLE_INTS = TABLE_ENTRIES + TABLE_ENTRIES // 4  # int32 entries, then the same entries' low bytes
BYTES_OFFSET = 4 * TABLE_ENTRIES  # where the bytes start


def dequantize(e: Emitter, q: ir.Value, zero: ir.Value, scale: ir.Value) -> ir.Value:
    """DequantizeLinear of the int32 vector ``q``: ``float(q - zero) * scale`` (``zero`` an int32 vector,
    ``scale`` a float32 vector): a subtraction, an exact conversion, one float32 product."""
    b = e.b
    return b.fmul(b.sitofp(b.sub(q, zero), scale.type), scale)


def quantize(e: Emitter, y: ir.Value, scale: ir.Value, zero: ir.Value, low: ir.Value, high: ir.Value) -> ir.Value:
    """QuantizeLinear of the float32 vector ``y`` as an int32 vector: ``roundeven(y / scale) + zero`` clamped to
    [``low``, ``high``] (the 8-bit type's range) in float32 (``zero``, ``low``, ``high`` float32 vectors), NaN -> 0
    (ONNX Runtime's arithmetic: a correctly rounded division, not a product by the reciprocal)."""
    b = e.b
    vf = y.type
    roundeven = e.intrinsic(f"llvm.roundeven.v{vf.count}f32", vf, [vf])
    q = clip(e, b.fadd(b.call(roundeven, [b.fdiv(y, scale)]), zero), low, high)
    q = b.select(b.fcmp_unordered("uno", q, q), ir.Constant(vf, None), q)  # NaN: 0, never poison
    return b.fptosi(q, ir.VectorType(I32, vf.count))


def type_range(vf: ir.VectorType, signed: bool) -> tuple[ir.Constant, ir.Constant]:
    """The float32 vectors of an 8-bit type's lowest and highest value."""
    lo, hi = (-128.0, 127.0) if signed else (0.0, 255.0)
    return ir.Constant(vf, [lo] * vf.count), ir.Constant(vf, [hi] * vf.count)


def clip(e: Emitter, y: ir.Value, low: ir.Value, high: ir.Value) -> ir.Value:
    """``min(max(y, low), high)`` as ``np.maximum`` then ``np.minimum`` (NaN stays NaN; high wins)."""
    b = e.b
    y = b.select(b.fcmp_ordered("<", y, low), low, y)
    return b.select(b.fcmp_ordered(">", y, high), high, y)


def table_values(values: np.ndarray, out: np.ndarray) -> np.ndarray:
    """Fill ``out`` (``TABLE_INTS`` int32) with the 256 int32 ``values`` and, after them, their low bytes."""
    values = np.asarray(values, np.int32).reshape(TABLE_ENTRIES)
    out[:TABLE_ENTRIES] = values
    out[TABLE_ENTRIES:].view(np.uint8)[...] = (values & 255).astype(np.uint8)
    return out


def byte_permutes(e: Emitter) -> bool:
    """Whether this kernel's target has AVX512_VBMI's ``vpermi2b`` (an AVX-512 kernel on a host that has it)."""
    return e.isa == "avx512" and "avx512vbmi" in host().features


def look_up(e: Emitter, table: ir.Value, q: ir.Value) -> ir.Value:
    """``table[q & 255]`` per lane of the int32 vector ``q`` (the 8-bit output as an int32, any lane count), as an
    int32 vector whose low bytes are the table's entries (the kernels store those)."""
    if byte_permutes(e) and q.type.count <= 64:
        return _permute_bytes(e, table, q)
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


def _permute_bytes(e: Emitter, table: ir.Value, q: ir.Value) -> ir.Value:
    """The lookup with ``vpermi2b``: the low byte of each lane indexes the 256 table bytes (the low 128 from the
    first permute, the high 128 from the second, chosen by the index's top bit)."""
    b = e.b
    lanes = q.type.count
    bytes64 = ir.VectorType(I8, 64)
    index = b.trunc(q, ir.VectorType(I8, lanes))
    if lanes < 64:  # widen to one register; the extra lanes look up entry 0 and are dropped
        index = b.shuffle_vector(
            index,
            ir.Constant(index.type, None),
            ir.Constant(ir.VectorType(I32, 64), [*range(lanes)] + [lanes] * (64 - lanes)),
        )
    base = b.gep(table, [ir.Constant(I64, BYTES_OFFSET)], source_etype=I8)
    quarters = []
    for k in range(4):
        pointer = b.gep(base, [ir.Constant(I64, 64 * k)], source_etype=I8)
        quarters.append(b.load(pointer, typ=bytes64, align=1))
    permute = e.intrinsic("llvm.x86.avx512.vpermi2var.qi.512", bytes64, [bytes64] * 3)
    low = b.call(permute, [quarters[0], index, quarters[1]])
    high = b.call(permute, [quarters[2], index, quarters[3]])
    picked = b.select(b.icmp_signed("<", index, ir.Constant(bytes64, None)), high, low)
    if lanes < 64:
        picked = b.shuffle_vector(
            picked, ir.Constant(bytes64, None), ir.Constant(ir.VectorType(I32, lanes), list(range(lanes)))
        )
    return b.zext(picked, q.type)
