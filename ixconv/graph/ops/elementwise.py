"""Element-wise arithmetic, comparison and selection (broadcasting as NumPy, ONNX dtype rules)."""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import register, set_lowering


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


def same_shape_float32(y: np.ndarray, *operands) -> bool:
    """Whether ``y`` and every operand are C-contiguous float32 arrays of one shape (no broadcasting)."""
    return y.dtype == np.float32 and all(
        isinstance(v, np.ndarray) and v.dtype == np.float32 and v.shape == y.shape and v.flags.c_contiguous
        for v in operands
    )


@set_lowering("Add")
def lower_add(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None):
    """A float32 Add of two tensors of the output's shape: the generated ``add`` kernel."""
    from ixconv.ops.elementwise import elementwise_call

    if len(inputs) != 2 or not same_shape_float32(y, *inputs):
        return None
    return elementwise_call("add", inputs[0], y, inputs[1], num_threads=threads)
