"""Element-wise kernels: the float glue of quantized models (Add, Relu, QuantizeLinear, DequantizeLinear).

A quantized network between its convolutions dequantizes, adds the residual, applies Relu and quantizes
again. As NumPy steps these break the model's native program into pieces with Python in between; as
generated kernels the whole model stays one native program. Each kernel reproduces the NumPy operator
of ``ixconv.graph.ops`` bit for bit:

* ``add``:             c = a + b (float32, same shapes)
* ``relu``:            c = a < 0 ? 0 : a (NaN stays NaN, as ``np.maximum``)
* ``clip``:            c = min(max(a, low), high) (``np.minimum(np.maximum(a, low), high)``: high wins)
* ``dequantize_u8`` / ``dequantize_s8``: c = float(int(a) - zero) * scale
* ``quantize_u8`` / ``quantize_s8``: c = clamp(roundeven(a / scale) + zero) as 8 bits (NaN -> 0)
* ``dequantize_add_u8`` / ``dequantize_add_s8``: c = clip(float(int(a) - zero) * scale + b, low, high), the
  three NumPy steps DequantizeLinear, Add, Relu (low 0) or Clip in one pass, rounded as they round (a
  product, then a sum: never contracted into one fused multiply-add)
* ``dequantize_add_{u8,s8}_q{u8,s8}``: the same, then QuantizeLinear of the result (``SCALE2``, ``ZERO2``)
  into ``D``; the float result is stored too unless ``C`` is 0 (when nothing else reads it)
* ``dequantize_add_{u8,s8}_b{u8,s8}[_q{u8,s8}]``: B is 8-bit too, dequantized with ``SCALE3``, ``ZERO3``
  first (a quantized residual Add: both operands' DequantizeLinear, the Add, Relu / Clip and QuantizeLinear
  in one pass)

Work items are blocks of ``BLOCK`` elements; the last one ends with a masked vector, so nothing past the
arrays is read or written. Driver: ``void f(const int64_t *args, int64_t *schedule, int64_t part)``,
args laid out as ``EwArg``.
"""

from __future__ import annotations

import enum
import functools

from llvmlite import ir

from ixconv.codegen import qepilogue
from ixconv.codegen.irutil import DRIVER, F32, I1, I8, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS

KINDS = (
    "add", "relu", "clip", "dequantize_u8", "dequantize_s8", "quantize_u8", "quantize_s8",
    "dequantize_add_u8", "dequantize_add_s8",
)  # fmt: skip
_CODES = ("u8", "s8")
QUANTIZED_B = tuple(f"dequantize_add_{i}_b{j}{q}" for i in _CODES for j in _CODES for q in ("", "_qu8", "_qs8"))
QUANTIZING_ADDS = tuple(f"dequantize_add_{i}_q{o}" for i in _CODES for o in _CODES) + tuple(
    k for k in QUANTIZED_B if "_q" in k
)
KINDS += tuple(dict.fromkeys(QUANTIZING_ADDS + QUANTIZED_B))
TWO_INPUTS = ("add", "dequantize_add_u8", "dequantize_add_s8", *QUANTIZING_ADDS, *QUANTIZED_B)  # read B too
BLOCK = 4096  # elements per work item


class EwArg(enum.IntEnum):
    A = 0
    B = 1  # the second input (TWO_INPUTS)
    C = 2
    COUNT = 3  # elements
    SCALE = 4  # float32 bit pattern (quantize, dequantize)
    ZERO = 5  # the zero point, an integer (quantize, dequantize)
    LOW = 6  # float32 bit patterns (clip, dequantize_add)
    HIGH = 7
    D = 8  # the quantized output (QUANTIZING_ADDS)
    SCALE2 = 9  # its scale (float32 bit pattern) and zero point
    ZERO2 = 10
    SCALE3 = 11  # B's scale and zero point (QUANTIZED_B)
    ZERO3 = 12


EW_ARG_COUNT = len(EwArg)


def _function_name(kind: str, isa: str) -> str:
    return f"ew_{kind}_{isa}"


def emit_module(kind: str, isa: str) -> str:
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    name = _function_name(kind, isa)
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b, vl = e.b, e.vl

    arg = e.arg  # args[field] as an int64

    a_ptr, b_ptr, c_ptr = (b.inttoptr(arg(f), PTR) for f in (EwArg.A, EwArg.B, EwArg.C))
    count = arg(EwArg.COUNT)

    def float_arg(field: EwArg) -> ir.Value:
        return e.splat(b.bitcast(b.trunc(arg(field), I32), F32))

    scale = float_arg(EwArg.SCALE)
    clamps = kind == "clip" or kind.startswith("dequantize_add")
    low, high = (float_arg(EwArg.LOW), float_arg(EwArg.HIGH)) if clamps else (None, None)
    zero_i32 = b.trunc(arg(EwArg.ZERO), I32)
    vi32, vi8, mask_t = ir.VectorType(I32, vl), ir.VectorType(I8, vl), ir.VectorType(I1, vl)
    c_block = ir.Constant(I64, BLOCK)
    total = b.sdiv(b.add(count, ir.Constant(I64, BLOCK - 1)), c_block, name="blocks")
    codes = [part for part in kind.split("_") if part in ("u8", "s8")]  # the 8-bit type read or written
    quantizing = kind in QUANTIZING_ADDS
    b_code = next((part[1:] for part in kind.split("_") if part in ("bu8", "bs8")), None)  # QUANTIZED_B
    if b_code is not None:
        scale3, zero3 = float_arg(EwArg.SCALE3), b.trunc(arg(EwArg.ZERO3), I32)
    in_bytes = 1 if kind.startswith("dequantize") else 4
    out_bytes = 1 if kind.startswith("quantize") else 4
    in_type = vi8 if in_bytes == 1 else e.vec

    def masked(op: str, typ: ir.VectorType) -> ir.Function:
        elem = "i8" if typ.element == I8 else "f32"
        if op == "load":
            return e.intrinsic(f"llvm.masked.load.v{vl}{elem}.p0", typ, [PTR, I32, mask_t, typ])
        return e.intrinsic(f"llvm.masked.store.v{vl}{elem}.p0", VOID, [typ, PTR, I32, mask_t])

    def dequantize(x: ir.Value, code: str, scale: ir.Value, zero: ir.Value) -> ir.Value:
        wide = b.sext(x, vi32) if code == "s8" else b.zext(x, vi32)
        return qepilogue.dequantize(e, wide, e.splat_to(zero, vl), scale)

    def compute(x: ir.Value, y: ir.Value | None) -> ir.Value:
        if kind == "add":
            return b.fadd(x, y)
        if kind == "relu":
            zeros = ir.Constant(e.vec, None)
            return b.select(b.fcmp_ordered("<", x, zeros), zeros, x)
        if kind == "clip":
            return qepilogue.clip(e, x, low, high)
        if kind.startswith("dequantize"):
            value = dequantize(x, codes[0], scale, zero_i32)
            if not kind.startswith("dequantize_add"):
                return value
            if b_code is not None:
                y = dequantize(y, b_code, scale3, zero3)
            value = b.fadd(value, y)  # no fast-math flags: LLVM does not contract the two into an FMA
            return qepilogue.clip(e, value, low, high)
        return quantize(x, scale, zero_i32, kind.endswith("s8"))

    def quantize(x: ir.Value, scale: ir.Value, zero: ir.Value, signed: bool) -> ir.Value:
        bounds = qepilogue.type_range(e.vec, signed)
        return b.trunc(qepilogue.quantize(e, x, scale, b.sitofp(e.splat_to(zero, vl), e.vec), *bounds), vi8)

    item, head = e.claim_loop(schedule, own_part, total)
    start = b.mul(item, c_block, name="start")
    length = e.smin(b.sub(count, start), c_block)
    full = b.sdiv(length, ir.Constant(I64, vl), name="full")

    def at(base: ir.Value, index: ir.Value, size: int) -> ir.Value:
        return e.byte_gep(base, b.mul(b.add(start, index), ir.Constant(I64, size)))

    if quantizing:
        d_ptr, scale2, zero2 = b.inttoptr(arg(EwArg.D), PTR), float_arg(EwArg.SCALE2), b.trunc(arg(EwArg.ZERO2), I32)
        keeps_float = b.icmp_signed("!=", arg(EwArg.C), ir.Constant(I64, 0))

    def store(value: ir.Value, index: ir.Value, mask: ir.Value | None) -> None:
        """The result (and, quantizing, its 8 bits) at element ``index`` of the block, masked or not."""

        def put(v: ir.Value, base: ir.Value, size: int) -> None:
            if mask is None:
                b.store(v, at(base, index, size), align=1)
            else:
                b.call(masked("store", v.type), [v, at(base, index, size), ir.Constant(I32, 1), mask])

        if not quantizing:
            put(value, c_ptr, out_bytes)
            return
        with b.if_then(keeps_float):
            put(value, c_ptr, 4)
        put(quantize(value, scale2, zero2, kind.endswith("qs8")), d_ptr, 1)

    b_bytes, b_type = (1, vi8) if b_code is not None else (4, e.vec)

    def vector(v: ir.Value) -> None:
        index = b.mul(v, ir.Constant(I64, vl))
        x = b.load(at(a_ptr, index, in_bytes), typ=in_type, align=1)
        y = b.load(at(b_ptr, index, b_bytes), typ=b_type, align=1) if kind in TWO_INPUTS else None
        store(compute(x, y), index, None)

    e.counted_loop(full, "vectors", vector)
    done = b.mul(full, ir.Constant(I64, vl))
    left = b.sub(length, done)
    with b.if_then(b.icmp_signed(">", left, ir.Constant(I64, 0))):
        iota = ir.Constant(ir.VectorType(I64, vl), list(range(vl)))
        one = b.insert_element(ir.Constant(ir.VectorType(I64, vl), ir.Undefined), left, ir.Constant(I32, 0))
        lanes = b.shuffle_vector(one, ir.Constant(ir.VectorType(I64, vl), ir.Undefined), ir.Constant(vi32, [0] * vl))
        mask = b.icmp_signed("<", iota, lanes)
        x = b.call(
            masked("load", in_type), [at(a_ptr, done, in_bytes), ir.Constant(I32, 1), mask, ir.Constant(in_type, None)]
        )
        y = None
        if kind in TWO_INPUTS:
            y = b.call(
                masked("load", b_type), [at(b_ptr, done, b_bytes), ir.Constant(I32, 1), mask, ir.Constant(b_type, None)]
            )
        store(compute(x, y), done, mask)
    b.branch(head)
    return f"; ixconv kernel module: element-wise {kind}, {isa}\n" + str(module)


class ElementwiseKernel:
    def __init__(self, kind: str, isa: str):
        from ixconv.codegen import jit

        self.kind, self.isa, self.vl = kind, isa, VECTOR_FLOATS[isa]
        name = _function_name(kind, isa)
        self.module = jit.compile_ir(name, jit.deferred(emit_module, kind, isa), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def elementwise_kernel(kind: str, isa: str) -> ElementwiseKernel:
    return ElementwiseKernel(kind, isa)
