"""Element-wise arithmetic, comparison and selection (broadcasting as NumPy, ONNX dtype rules)."""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import choose, fail, flag, register, set_lowering


@register(keeps_layout=True)
def Add(node, inputs, opset):
    return [np.add(inputs[0], inputs[1])]


@register(keeps_layout=True)
def Sub(node, inputs, opset):
    return [np.subtract(inputs[0], inputs[1])]


@register(keeps_layout=True)
def Mul(node, inputs, opset):
    return [np.multiply(inputs[0], inputs[1])]


@register(keeps_layout=True)
def Div(node, inputs, opset):
    a, b = inputs
    if a.dtype.kind in "fc":
        return [np.divide(a, b)]
    with np.errstate(divide="ignore"):
        q = np.floor_divide(a, b)
        if a.dtype.kind == "i":  # C semantics: truncate toward zero
            q = q + ((q < 0) & (q * b != a)).astype(q.dtype)
    return [q]


@register(keeps_layout=True)
def Pow(node, inputs, opset):
    base, exponent = inputs
    return [np.power(base, exponent).astype(base.dtype, copy=False)]


def _variadic(fn, inputs):
    out = inputs[0]
    for x in inputs[1:]:
        out = fn(out, x)
    return out


@register(keeps_layout=True)
def Max(node, inputs, opset):
    return [_variadic(np.maximum, inputs)]


@register(keeps_layout=True)
def Min(node, inputs, opset):
    return [_variadic(np.minimum, inputs)]


@register(keeps_layout=True)
def Sum(node, inputs, opset):
    return [_variadic(np.add, inputs)]


@register(keeps_layout=True)
def Mean(node, inputs, opset):
    total = _variadic(np.add, inputs)
    return [total / total.dtype.type(len(inputs))]


@register(keeps_layout=True)
def Neg(node, inputs, opset):
    return [np.negative(inputs[0])]


@register(keeps_layout=True)
def Abs(node, inputs, opset):
    return [np.abs(inputs[0])]


@register(keeps_layout=True)
def Sqrt(node, inputs, opset):
    return [np.sqrt(inputs[0])]


@register(keeps_layout=True)
def Exp(node, inputs, opset):
    return [np.exp(inputs[0])]


@register(keeps_layout=True)
def Log(node, inputs, opset):
    return [np.log(inputs[0])]


@register(keeps_layout=True)
def Reciprocal(node, inputs, opset):
    x = inputs[0]
    return [np.divide(x.dtype.type(1), x)]


@register(keeps_layout=True)
def Floor(node, inputs, opset):
    return [np.floor(inputs[0])]


@register(keeps_layout=True)
def Ceil(node, inputs, opset):
    return [np.ceil(inputs[0])]


@register(keeps_layout=True)
def Equal(node, inputs, opset):
    return [np.equal(inputs[0], inputs[1])]


@register(keeps_layout=True)
def Where(node, inputs, opset):
    condition, x, y = inputs
    return [np.where(condition.astype(bool, copy=False), x, y)]


@register(keeps_layout=True)
def Greater(node, inputs, opset):
    return [np.greater(inputs[0], inputs[1])]


@register(keeps_layout=True)
def Less(node, inputs, opset):
    return [np.less(inputs[0], inputs[1])]


@register(keeps_layout=True)
def GreaterOrEqual(node, inputs, opset):
    return [np.greater_equal(inputs[0], inputs[1])]


@register(keeps_layout=True)
def LessOrEqual(node, inputs, opset):
    return [np.less_equal(inputs[0], inputs[1])]


def _bools(node: Node, inputs) -> list[np.ndarray]:
    for i, v in enumerate(inputs):
        if v.dtype != np.bool_:
            raise fail(node, f"input #{i} must be bool, got {v.dtype}")
    return inputs


@register(keeps_layout=True)
def Not(node, inputs, opset):
    return [np.logical_not(*_bools(node, inputs[:1]))]


@register(keeps_layout=True)
def And(node, inputs, opset):
    return [np.logical_and(*_bools(node, inputs[:2]))]


@register(keeps_layout=True)
def Or(node, inputs, opset):
    return [np.logical_or(*_bools(node, inputs[:2]))]


@register(keeps_layout=True)
def Xor(node, inputs, opset):
    return [np.logical_xor(*_bools(node, inputs[:2]))]


@register(keeps_layout=True)
def Sign(node, inputs, opset):
    return [np.sign(inputs[0])]


@register(keeps_layout=True)
def Round(node, inputs, opset):
    return [np.round(inputs[0])]  # half to even, as ONNX specifies


@register(keeps_layout=True)
def IsNaN(node, inputs, opset):
    return [np.isnan(inputs[0])]


@register("detect_negative", "detect_positive", keeps_layout=True)
def IsInf(node, inputs, opset):
    x = inputs[0]
    negative, positive = flag(node, "detect_negative", 1), flag(node, "detect_positive", 1)
    return [np.isinf(x) & ((x < 0) & negative | (x > 0) & positive)]


@register("fmod", keeps_layout=True)
def Mod(node, inputs, opset):
    """fmod=0: the result takes the sign of the divisor (Python's %); fmod=1: of the dividend (C's fmod)."""
    a, b = inputs[0], inputs[1]
    if a.dtype.kind in "iu" and np.any(b == 0):
        raise fail(node, "integer Mod by zero")
    with np.errstate(divide="ignore", invalid="ignore"):
        return [np.fmod(a, b) if flag(node, "fmod") else np.mod(a, b)]


@register("direction", keeps_layout=True)
def BitShift(node, inputs, opset):
    """A shift by a negative amount or by the width or more gives 0 (LEFT) or the sign fill (RIGHT); a signed
    left shift wraps as its unsigned bits do."""
    a, b = np.broadcast_arrays(inputs[0], inputs[1])
    if a.dtype.kind not in "iu":
        raise fail(node, f"BitShift needs integers, got {a.dtype}")
    right = choose(node, "direction", "", ("LEFT", "RIGHT")) == "RIGHT"
    bits = a.dtype.itemsize * 8
    inside = (b >= 0) & (b < bits)
    shift = np.where(inside, b, 0).astype(np.uint8)
    if right:
        fill = np.where(a < 0, -1, 0).astype(a.dtype) if a.dtype.kind == "i" else np.zeros_like(a)
        return [np.where(inside, np.right_shift(a, shift.astype(a.dtype)), fill)]
    unsigned = np.dtype(f"u{a.dtype.itemsize}")
    shifted = np.left_shift(a.view(unsigned), shift.astype(unsigned)).view(a.dtype)
    return [np.where(inside, shifted, a.dtype.type(0))]


def same_shape_float32(y: np.ndarray, *operands) -> bool:
    """Whether ``y`` and every operand are C-contiguous float32 arrays of one shape (no broadcasting)."""
    return y.dtype == np.float32 and all(
        isinstance(v, np.ndarray) and v.dtype == np.float32 and v.shape == y.shape and v.flags.c_contiguous
        for v in operands
    )


@set_lowering("Add")
def lower_add(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 Add of two tensors of the output's shape: the generated ``add`` kernel."""
    from ixconv.ops.elementwise import elementwise_call

    if len(inputs) != 2 or not same_shape_float32(y, *inputs):
        return None
    return elementwise_call("add", inputs[0], y, inputs[1], num_threads=threads)
