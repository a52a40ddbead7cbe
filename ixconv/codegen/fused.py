"""Fused element-wise kernels: a small expression program over broadcast float32 tensors, one generated loop.

A ``FusedSpec`` holds the program (what to compute) and the loop's shape class (how the operands are laid
out); the arrays' sizes, strides and addresses come at run time in ``args``:

* The program is a tuple of instructions ``(op, operands, params)``; value ``i < inputs`` is input ``i``, value
  ``inputs + j`` is instruction ``j``'s result; ``outputs`` lists the values stored. Ops: ``epilogue.UNARY``,
  ``epilogue.BINARY`` and ``const`` (a splat of ``params[0]``), each with the NumPy rounding of the operator it comes
  from (``ixconv.graph.ops``): products and sums never contracted into one fused multiply-add, maxima that
  keep NaN; exp, sigmoid, tanh and erf as in ``ixconv.codegen.vmath``.
* The loop: the output's dimensions, merged where every operand is contiguous across them, are up to
  ``OUTER_MAX`` outer dimensions and one inner one. Each input is read along the inner dimension either as
  a vector (stride 1) or as one value broadcast (stride 0: a per-channel scale of NCHW, a squeeze-excitation
  scale of NHWC over its pixels); outer strides are arbitrary (0 for broadcast). Work items are runs of
  ``units`` -- (outer row, chunk of the inner dimension) -- so a long row is split between threads and
  short rows are grouped; each output element is computed by one item, the same way whatever the thread
  count. The inner tail is masked: nothing past the arrays is read or written.

Driver: ``void f(const int64_t *args, int64_t *schedule, int64_t part)``, args as ``FusedArg`` then per array
(inputs, then outputs) its address and ``OUTER_MAX`` byte strides.
"""

from __future__ import annotations

import enum
import functools
import hashlib
from dataclasses import dataclass

import numpy as np
from llvmlite import ir

from ixconv.codegen import vmath
from ixconv.codegen.epilogue import program_problems
from ixconv.codegen.irutil import DRIVER, F32, I1, I8, I16, I32, I64, PTR, VOID, Emitter

OUTER_MAX = 4


class FusedArg(enum.IntEnum):
    UNITS = 0  # outer rows x chunks per row
    UNITS_PER_ITEM = 1
    CHUNK = 2  # inner elements per unit (the last unit of a row may have fewer)
    CHUNKS_PER_ROW = 3
    INNER = 4  # inner length
    OUTER0 = 5  # OUTER_MAX outer sizes, outermost first (1 where unused)
    ARRAYS = OUTER0 + OUTER_MAX  # then per array: address, OUTER_MAX byte strides


ARRAY_STRIDE = 1 + OUTER_MAX


def arg_count(arrays: int) -> int:
    """Per array its address and outer strides, then per array its inner stride in bytes (read for strided
    inputs only: a stride-2 Slice of the model's input, as YOLOv5's and YOLOX's Focus layers take)."""
    return FusedArg.ARRAYS + ARRAY_STRIDE * arrays + arrays


@dataclass(frozen=True)
class FusedSpec:
    program: tuple  # ((op, operands, params), ...)
    inputs: int
    outputs: tuple[int, ...]  # values stored, one output array each
    vector_inputs: tuple[bool, ...]  # per input: read as a vector along the inner dimension (else broadcast)
    isa: str
    strided_inputs: tuple[bool, ...] = ()  # per input (if any): its inner stride is not one float: gathered
    # per array, inputs then outputs (empty: all float32): "f32", or "u8" / "s8" -- 8-bit values read as their
    # integer value, written from an integral one in range (the program rounds and clamps: a QuantizeLinear) --
    # or "bf16": an output rounded to bf16 (to nearest even) and stored in 2 bytes, an input of 2-byte bf16 values
    # widened to float32 exactly (a bf16 plan's tensor; not gathered)
    dtypes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if len(self.vector_inputs) != self.inputs:
            raise ValueError(f"vector_inputs: {len(self.vector_inputs)} flags for {self.inputs} inputs")
        if self.dtypes and (len(self.dtypes) != self.inputs + len(self.outputs) or
                            set(self.dtypes) - {"f32", "u8", "s8", "bf16"}):  # fmt: skip
            raise ValueError(f"dtypes: one of f32, u8, s8, bf16 per array expected, got {self.dtypes}")
        if any(s and self.dtype(a) != "f32" for a, s in enumerate(self.strided_inputs)):
            raise ValueError("strided inputs must be float32")
        problems = program_problems(self.program, self.inputs)
        if problems:
            raise ValueError("; ".join(problems))
        values = self.inputs + len(self.program)
        if not self.outputs or not all(self.inputs <= v < values for v in self.outputs):
            raise ValueError(f"outputs {self.outputs}: instruction results expected")

    def dtype(self, array: int) -> str:
        return self.dtypes[array] if self.dtypes else "f32"

    @property
    def name(self) -> str:
        fields = (self.program, self.inputs, self.outputs, self.vector_inputs)
        if any(self.strided_inputs):
            fields += (self.strided_inputs,)
        if any(d != "f32" for d in self.dtypes):
            fields += (self.dtypes,)
        return f"fused_{hashlib.sha1(repr(fields).encode()).hexdigest()[:12]}_{self.isa}"


# Below this input, 1 + erf(x / sqrt 2) cancels: the few-ulp error of ``vmath.erf_fused`` becomes a large relative
# one (x = -3.7: 5e-5; -0 or NaN where the reference's erf rounds to -1; from -2.5 to -2: 2.3e-5, above -2: at most
# 5.6e-6), so a vector with such a lane takes the float32 reference's own roundings
GELU_TAIL = -2.0


def _gelu(e: Emitter, a: ir.Value) -> ir.Value:
    """GELU, ``x (1/2 + erf(x / sqrt 2) / 2)`` with ``vmath.erf_fused`` (no overflow near the float range, -0
    stays -0); in a vector with a lane below ``GELU_TAIL`` (or NaN), those lanes are computed as the float32
    reference computes them, ``x / 2 + x / 2 * erf(x / sqrt 2)`` with ``vmath.erf``: the same bits."""
    b, c = e.b, (lambda v: vmath.const(e, v))
    z = b.fmul(a, c(vmath.SQRT_HALF))
    fast = b.fmul(a, e.fma(c(0.5), vmath.erf_fused(e, z), c(0.5)))
    tail = b.fcmp_unordered("<", a, c(GELU_TAIL))
    lanes = ir.IntType(e.vl)
    fast_block = b.block
    with b.if_then(b.icmp_unsigned("!=", b.bitcast(tail, lanes), ir.Constant(lanes, 0)), likely=False):
        half = b.fmul(c(0.5), a)
        mixed = b.select(tail, b.fadd(half, b.fmul(half, vmath.erf(e, z))), fast)
        tail_block = b.block
    result = b.phi(e.vec)
    result.add_incoming(fast, fast_block)
    result.add_incoming(mixed, tail_block)
    return result


def _gelu_coarse(e: Emitter, a: ir.Value) -> ir.Value:
    """GELU within 2e-6 * max(1, |x|) by ``vmath.gelu_pieces`` (AVX-512), about half the vector work of
    ``_gelu``'s erf form, for plans whose products carry 8 bits (``precision="bf16"``). Elsewhere (AVX2, generic,
    vectors of fewer than 16 lanes) the erf form without ``_gelu``'s bit-exact left tail (within 2.4e-7 |x| there,
    inside the bound), given the tails of ``gelu_pieces``: x at and above 8, 0 below -8 (so -inf -> 0, not
    -inf * 0 = NaN)."""
    if vmath._avx512(e):
        return vmath.gelu_pieces(e, a)
    b, c = e.b, (lambda v: vmath.const(e, v))
    y = b.fmul(a, e.fma(c(0.5), vmath.erf_fused(e, b.fmul(a, c(vmath.SQRT_HALF))), c(0.5)))
    return vmath._beyond(e, a, y, vmath.GELU_LOW)


def _silu_coarse(e: Emitter, a: ir.Value) -> ir.Value:
    """SiLU within 2e-6 * max(1, |x|) by ``vmath.silu_pieces`` (AVX-512; elsewhere x * sigmoid(x)), for plans
    whose products carry 8 bits (``precision="bf16"``); either way with ``silu_pieces``' tails: x at and above 16,
    0 below -16 (so -inf -> 0, not -inf * 0 = NaN)."""
    if vmath._avx512(e):
        return vmath.silu_pieces(e, a)
    return vmath._beyond(e, a, e.b.fmul(a, vmath.sigmoid(e, a)), vmath.SILU_LOW)


def _splat_number(y: ir.Value) -> bool:
    """Whether ``y`` is a constant vector with no NaN lane."""
    if not isinstance(y, ir.Constant) or not isinstance(y.constant, list) or not y.constant:
        return False
    return all(not np.isnan(float(v.constant)) for v in y.constant)


def constant_divisor(y: ir.Value) -> tuple[float, float] | None:
    """(c, RN(1/c)) for a splat constant vector c that is a normal float32 with a normal float32 reciprocal, else
    None: ``x / c`` then runs without a division (``vdivps`` on 16 lanes issues about once per 10-16 cycles on
    Intel cores), as a multiply when c is a power of two (exact) and otherwise corrected to the correctly rounded
    quotient (``vmath.divide_by_constant``): ONNX's Div and QuantizeLinear divide, and a fused 8-bit glue's
    ``round(x / scale)`` must land on the same side of every half-way point as theirs."""
    if not isinstance(y, ir.Constant) or not isinstance(y.constant, list) or not y.constant:
        return None
    values = {float(v.constant) for v in y.constant}
    if len(values) != 1:
        return None
    c = np.float32(values.pop())
    if not np.isfinite(c) or abs(c) < np.finfo(np.float32).tiny:
        return None
    r = np.float32(1.0 / np.float64(c))
    return (float(c), float(r)) if np.isfinite(r) and abs(r) >= np.finfo(np.float32).tiny else None


def instruction(e: Emitter, op: str, x: list[ir.Value], params: tuple) -> ir.Value:
    b, c = e.b, (lambda v: vmath.const(e, v))
    if op == "const":
        return c(params[0])
    a = x[0]
    if op == "identity":  # a copy: strided views (channel slices) into contiguous outputs
        return a
    if op == "relu":  # a < 0 ? 0 : a  (np.maximum(a, 0): NaN stays)
        return b.select(b.fcmp_ordered("<", a, c(0.0)), c(0.0), a)
    if op == "neg":
        return b.fneg(a)
    if op == "abs":
        return vmath.fabs(e, a)
    if op in ("sqrt", "floor", "ceil"):
        return b.call(e.intrinsic(f"llvm.{op}.v{e.vl}f32", e.vec, [e.vec]), [a])
    if op == "round":  # half to even (np.rint, QuantizeLinear's rounding)
        return b.call(e.intrinsic(f"llvm.roundeven.v{e.vl}f32", e.vec, [e.vec]), [a])
    if op == "reciprocal":
        return b.fdiv(c(1.0), a)
    if op in ("exp", "sigmoid", "tanh", "erf"):
        return getattr(vmath, op)(e, a)
    if op == "silu":  # x * sigmoid(x), as the two ONNX operators round
        return b.fmul(a, vmath.sigmoid(e, a))
    if op == "hardsigmoid":  # np.clip(x * alpha + beta, 0, 1)
        return vmath.clamp(e, b.fadd(b.fmul(a, c(params[0])), c(params[1])), 0.0, 1.0)
    if op == "hardswish":  # x * np.clip(x * (1/6) + 0.5, 0, 1)
        return b.fmul(a, vmath.clamp(e, b.fadd(b.fmul(a, c(1 / 6)), c(0.5)), 0.0, 1.0))
    if op == "leakyrelu":  # x >= 0 ? x : x * alpha
        return b.select(b.fcmp_ordered(">=", a, c(0.0)), a, b.fmul(a, c(params[0])))
    if op == "gelu":
        return _gelu(e, a)
    if op == "gelu_coarse":
        return _gelu_coarse(e, a)
    if op == "silu_coarse":
        return _silu_coarse(e, a)
    if op == "gelu_tanh":  # x / 2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
        inner = b.fmul(c(vmath.GELU_TANH_SCALE), b.fadd(a, b.fmul(c(0.044715), b.fmul(a, b.fmul(a, a)))))
        return b.fmul(b.fmul(c(0.5), a), b.fadd(c(1.0), vmath.tanh(e, inner)))
    if op == "softsign":
        return b.fdiv(a, b.fadd(c(1.0), vmath.fabs(e, a)))
    y = x[1]
    divisor = constant_divisor(y) if op == "div" else None
    if divisor is not None:
        return vmath.divide_by_constant(e, a, *divisor)
    if op in ("add", "sub", "mul", "div"):
        return {"add": b.fadd, "sub": b.fsub, "mul": b.fmul, "div": b.fdiv}[op](a, y)
    if op in ("max", "min"):  # np.maximum / np.minimum: a NaN on either side wins
        if _splat_number(y):  # against a constant (a clamp's bound): a NaN can only be a's, one compare
            return b.select(b.fcmp_unordered(">" if op == "max" else "<", a, y), a, y)
        pick = b.select(b.fcmp_ordered(">" if op == "max" else "<", a, y), a, y)
        return b.select(vmath.is_nan(e, a), a, pick)
    if op == "prelu":
        return b.select(b.fcmp_ordered(">=", a, c(0.0)), a, b.fmul(a, y))
    raise ValueError(f"unknown op {op!r}")


def apply_epilogue(e: Emitter, program: tuple, x: ir.Value) -> ir.Value:
    """The epilogue program's last value, computed from the vector ``x``."""
    values = [x]
    for op, operands, params in program:
        values.append(instruction(e, op, [values[v] for v in operands], params))
    return values[-1]


def emit_fused_module(spec: FusedSpec) -> str:
    module = ir.Module(name=spec.name)
    e = Emitter.driver(module, spec.isa, spec.name)
    b, vl = e.b, e.vl
    arrays = spec.inputs + len(spec.outputs)
    _, schedule, own_part = e.fn.args

    def arg_at(index: int) -> ir.Value:
        return e.arg(index, f"arg{index}")

    units, per_item = arg_at(FusedArg.UNITS), arg_at(FusedArg.UNITS_PER_ITEM)
    chunk, chunks_per_row, inner = arg_at(FusedArg.CHUNK), arg_at(FusedArg.CHUNKS_PER_ROW), arg_at(FusedArg.INNER)
    sizes = [arg_at(FusedArg.OUTER0 + d) for d in range(OUTER_MAX)]
    bases = [b.inttoptr(arg_at(FusedArg.ARRAYS + ARRAY_STRIDE * a), PTR) for a in range(arrays)]
    strides = [[arg_at(FusedArg.ARRAYS + ARRAY_STRIDE * a + 1 + d) for d in range(OUTER_MAX)] for a in range(arrays)]
    items = b.sdiv(b.add(units, b.sub(per_item, ir.Constant(I64, 1))), per_item, name="items")
    mask_t = ir.VectorType(I1, vl)
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    zeros = ir.Constant(e.vec, None)
    strided = {a for a, flag in enumerate(spec.strided_inputs) if flag}
    itemsize = {"f32": 4, "bf16": 2, "u8": 1, "s8": 1}
    size = [ir.Constant(I64, itemsize[spec.dtype(a)]) for a in range(arrays)]  # bytes per element
    inner_step = [
        arg_at(FusedArg.ARRAYS + ARRAY_STRIDE * arrays + a) if a in strided else size[a] for a in range(arrays)
    ]  # bytes between consecutive inner elements
    bytes_t, words_t = ir.VectorType(I8, vl), ir.VectorType(I32, vl)
    load_bytes = e.intrinsic(f"llvm.masked.load.v{vl}i8.p0", bytes_t, [PTR, I32, mask_t, bytes_t])
    store_bytes = e.intrinsic(f"llvm.masked.store.v{vl}i8.p0", VOID, [bytes_t, PTR, I32, mask_t])

    def widen(value: ir.Value, a: int, typ: ir.Type) -> ir.Value:
        """8-bit values as float32 (their integer values)."""
        return b.sitofp((b.sext if spec.dtype(a) == "s8" else b.zext)(value, typ), F32 if typ is I32 else e.vec)

    def scalar(a: int, at: ir.Value) -> ir.Value:
        """Input ``a``'s element at ``at`` as a float32 (a broadcast operand)."""
        if spec.dtype(a) == "f32":
            return b.load(at, typ=F32, align=4)
        if spec.dtype(a) == "bf16":  # exact: a bf16 is a float32's upper half
            return b.bitcast(b.shl(b.zext(b.load(at, typ=I16, align=2), I32), ir.Constant(I32, 16)), F32)
        return widen(b.load(at, typ=I8, align=1), a, I32)

    iota = ir.Constant(ir.VectorType(I64, vl), list(range(vl)))
    gather = e.intrinsic(f"llvm.masked.gather.v{vl}f32.v{vl}p0", e.vec, [ir.VectorType(PTR, vl), I32, mask_t, e.vec])

    item, head = e.claim_loop(schedule, own_part, items)
    first = b.mul(item, per_item, name="first_unit")
    count = e.smin(per_item, b.sub(units, first))

    def unravel(row: ir.Value) -> tuple[ir.Value, list[ir.Value]]:
        """The innermost outer index of ``row`` and each array's byte offset of it (divisions: once per item
        and per wrap of the innermost outer dimension, not per unit)."""
        offsets, rest, innermost = [ir.Constant(I64, 0)] * arrays, row, None
        for d in reversed(range(OUTER_MAX)):  # innermost outer dimension first
            index = b.srem(rest, sizes[d])
            rest = b.sdiv(rest, sizes[d])
            innermost = index if innermost is None else innermost
            offsets = [b.add(offsets[a], b.mul(index, strides[a][d])) for a in range(arrays)]
        return innermost, offsets

    row0 = b.sdiv(first, chunks_per_row)
    innermost0, offsets0 = unravel(row0)
    row_slot = e.alloca(I64, row0, "row")
    piece_slot = e.alloca(I64, b.srem(first, chunks_per_row), "piece")
    innermost_slot = e.alloca(I64, innermost0, "innermost")
    offset_slots = [e.alloca(I64, offsets0[a], f"offset{a}") for a in range(arrays)]

    def advance() -> None:
        """The next unit: the next chunk of the row, or the next row (its offsets by adding the innermost outer
        dimension's strides, or by unravelling it when that dimension wraps)."""
        piece = b.add(b.load(piece_slot, typ=I64), ir.Constant(I64, 1))
        b.store(piece, piece_slot)
        with b.if_then(b.icmp_signed(">=", piece, chunks_per_row)):
            b.store(ir.Constant(I64, 0), piece_slot)
            row = b.add(b.load(row_slot, typ=I64), ir.Constant(I64, 1))
            b.store(row, row_slot)
            innermost = b.add(b.load(innermost_slot, typ=I64), ir.Constant(I64, 1))
            with b.if_else(b.icmp_signed("<", innermost, sizes[OUTER_MAX - 1])) as (step, wrap):
                with step:
                    b.store(innermost, innermost_slot)
                    for a in range(arrays):
                        moved = b.add(b.load(offset_slots[a], typ=I64), strides[a][OUTER_MAX - 1])
                        b.store(moved, offset_slots[a])
                with wrap:
                    index, offsets = unravel(row)
                    b.store(index, innermost_slot)
                    for a in range(arrays):
                        b.store(offsets[a], offset_slots[a])

    def unit_body(k: ir.Value) -> None:
        piece = b.load(piece_slot, typ=I64)
        offsets = [b.load(offset_slots[a], typ=I64) for a in range(arrays)]
        lo = b.mul(piece, chunk)
        length = e.smin(chunk, b.sub(inner, lo))
        rows = []
        for a in range(arrays):
            at = e.byte_gep(bases[a], offsets[a])
            vector = a >= spec.inputs or spec.vector_inputs[a]
            rows.append(e.byte_gep(at, b.mul(lo, inner_step[a])) if vector else at)
        scalars = {a: e.splat(scalar(a, rows[a])) for a in range(spec.inputs) if not spec.vector_inputs[a]}

        def compute(at: ir.Value, masks: ir.Value | None) -> None:
            values = []
            for a in range(spec.inputs):
                if a in scalars:
                    values.append(scalars[a])
                    continue
                if a in strided:  # element i at row + (at + i) * stride
                    lanes = b.add(e.splat64(at), iota)
                    addresses = b.add(e.splat64(b.ptrtoint(rows[a], I64)), b.mul(lanes, e.splat64(inner_step[a])))
                    pointers = b.inttoptr(addresses, ir.VectorType(PTR, vl))
                    mask = masks if masks is not None else ir.Constant(mask_t, [1] * vl)
                    values.append(b.call(gather, [pointers, ir.Constant(I32, 4), mask, zeros]))
                    continue
                where = e.byte_gep(rows[a], b.mul(at, size[a]))
                if spec.dtype(a) == "bf16":
                    values.append(e.load_bf16(where, masks))
                elif spec.dtype(a) != "f32":
                    if masks is None:
                        raw = b.load(where, typ=bytes_t, align=1)
                    else:
                        raw = b.call(load_bytes, [where, ir.Constant(I32, 1), masks, ir.Constant(bytes_t, None)])
                    values.append(widen(raw, a, words_t))
                elif masks is None:
                    values.append(b.load(where, typ=e.vec, align=4))
                else:
                    values.append(b.call(masked_load, [where, ir.Constant(I32, 4), masks, zeros]))
            for op, operands, params in spec.program:
                values.append(instruction(e, op, [values[v] for v in operands], params))
            for o, v in enumerate(spec.outputs):
                a = spec.inputs + o
                where = e.byte_gep(rows[a], b.mul(at, size[a]))
                value = values[v]
                if spec.dtype(a) == "bf16":
                    e.store_bf16(value, where, masks)
                elif spec.dtype(a) != "f32":  # integral and in range (the program's rounding and clamp)
                    value = b.trunc(b.fptosi(value, words_t), bytes_t)
                    if masks is None:
                        b.store(value, where, align=1)
                    else:
                        b.call(store_bytes, [value, where, ir.Constant(I32, 1), masks])
                elif masks is None:
                    b.store(value, where, align=4)
                else:
                    b.call(masked_store, [value, where, ir.Constant(I32, 4), masks])

        full = b.sdiv(length, ir.Constant(I64, vl))
        e.counted_loop(full, "vectors", lambda i: compute(b.mul(i, ir.Constant(I64, vl)), None))
        done = b.mul(full, ir.Constant(I64, vl))
        tail = b.sub(length, done)
        with b.if_then(b.icmp_signed(">", tail, ir.Constant(I64, 0))):
            compute(done, e.lane_masks(tail, 1)[0])
        advance()

    e.counted_loop(count, "units", unit_body)
    b.branch(head)
    return f"; ixconv kernel module: fused element-wise, spec: {spec!r}\n" + str(module)


@functools.lru_cache(maxsize=512)
def fused_kernel(spec: FusedSpec):
    """(module, driver) of a spec's kernel."""
    from ixconv.codegen import jit

    module = jit.compile_ir(spec.name, jit.deferred(emit_fused_module, spec), [spec.name])
    return module, DRIVER(module.address(spec.name))
