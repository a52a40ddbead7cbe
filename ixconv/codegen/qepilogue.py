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

from ixconv.codegen.irutil import F32, I1, I8, I32, I64, PTR, Emitter
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


# The arguments the residual Add's arithmetic reads (``residual_sum``), by name: the 8-bit GEMM's and the 8-bit
# Winograd's argument enums both have them.
ADD_FIELDS = ("OUT_ZERO_POINT", "ADD_SCALE", "ADD_ZERO", "RESIDUAL_SCALE", "RESIDUAL_ZERO", "SUM_SCALE", "SUM_ZERO",
              "SUM_MIN", "SUM_MAX")  # fmt: skip
MAGIC = 12582912.0  # 1.5 * 2^23: f + MAGIC has ulp 1, so its low mantissa bits are round-half-even(f)
MAGIC_BITS = 0x4B400000


def residual_sum(e: Emitter, lanes: int, signed: bool, fields: dict):
    """The quantized residual Add of an 8-bit kernel's epilogue: a function of (``f + MAGIC``, f the clamped float
    requantized value; the residual's bytes as an 8-bit vector) -> the quantized sum as an int32 vector; with
    ``looked_up``, of the int32 value a table gave instead (its bytes unsigned: ``_QuantConv._set_add`` shifts a
    signed table). ``fields``: ``ADD_FIELDS`` -> their int64 argument values (float32 bit patterns for scales and
    bounds).

    The four ONNX steps, with two exact shortcuts: the output's DequantizeLinear takes its rounded value as the
    float ``(f + MAGIC) - (MAGIC - zero + dequantize zero)`` (integers below 2^24: no rounding), and the sum's
    clip and QuantizeLinear's saturation become one clamp of the rounded quotient (rounding is monotonic:
    ``ixconv.ops.quant.QuantizedAdd.quotient_bounds``), rounded half to even with MAGIC too. No NaN can arise:
    both operands are finite (``QuantizedAdd`` checks that their ranges are)."""
    b = e.b
    vf32, vi32 = ir.VectorType(F32, lanes), ir.VectorType(I32, lanes)

    def float_splat(name: str) -> ir.Value:
        return e.splat_to(b.bitcast(b.trunc(fields[name], I32), F32), lanes)

    def int_splat(name: str) -> ir.Value:
        return e.splat_to(b.trunc(fields[name], I32), lanes)

    zero_shift = b.sub(b.trunc(fields["OUT_ZERO_POINT"], I32), b.trunc(fields["ADD_ZERO"], I32))
    unmagic_f = e.splat_to(b.fsub(ir.Constant(F32, MAGIC), b.sitofp(zero_shift, F32)), lanes)  # exact: |shift| <= 510
    scale, add_zero = float_splat("ADD_SCALE"), int_splat("ADD_ZERO")
    r_scale, r_zero = float_splat("RESIDUAL_SCALE"), int_splat("RESIDUAL_ZERO")
    sum_scale, sum_min, sum_max = float_splat("SUM_SCALE"), float_splat("SUM_MIN"), float_splat("SUM_MAX")
    sum_unmagic = e.splat_to(b.sub(ir.Constant(I32, MAGIC_BITS), b.trunc(fields["SUM_ZERO"], I32)), lanes)
    magic = ir.Constant(vf32, [MAGIC] * lanes)

    def add(rounded: ir.Value, r_bytes: ir.Value, looked_up: bool = False) -> ir.Value:
        r = b.sext(r_bytes, vi32) if signed else b.zext(r_bytes, vi32)
        if looked_up:  # ``rounded``: the int32 value of a table's byte (zero point and all)
            own = dequantize(e, rounded, add_zero, scale)
        else:
            own = b.fmul(b.fsub(rounded, unmagic_f), scale)  # DequantizeLinear of the 8-bit output
        total = b.fadd(own, dequantize(e, r, r_zero, r_scale))  # (no fast-math: never an FMA)
        quotient = clip(e, b.fdiv(total, sum_scale), sum_min, sum_max)
        return b.sub(b.bitcast(b.fadd(quotient, magic), vi32), sum_unmagic)

    return add
