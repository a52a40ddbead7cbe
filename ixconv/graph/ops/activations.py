"""Activation functions, Softmax and LogSoftmax."""

from __future__ import annotations

import math

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.elementwise import same_shape_float32
from ixconv.graph.ops.registry import (
    axis_index,
    bad_attr,
    moved_to_input,
    optional_input,
    register,
    scalar_of,
    set_lowering,
)


@register(keeps_layout=True)
def Relu(node, inputs, opset):
    x = inputs[0]
    return [np.maximum(x, x.dtype.type(0))]


@register("alpha", keeps_layout=True)
def LeakyRelu(node, inputs, opset):
    x = inputs[0]
    alpha = x.dtype.type(node.attrs.get("alpha", 0.01))
    return [np.where(x >= 0, x, x * alpha)]


@register("alpha", keeps_layout=True)
def Elu(node, inputs, opset):
    x = inputs[0]
    alpha = x.dtype.type(node.attrs.get("alpha", 1.0))
    return [np.where(x > 0, x, alpha * np.expm1(np.minimum(x, x.dtype.type(0))))]


@register(keeps_layout=True)
def Sigmoid(node, inputs, opset):
    x = inputs[0]
    e = np.exp(-np.abs(x))  # never overflows
    one = x.dtype.type(1)
    return [np.where(x >= 0, one / (one + e), e / (one + e))]


@register("alpha", "beta", keeps_layout=True)
def HardSigmoid(node, inputs, opset):
    x = inputs[0]
    t = x.dtype.type
    alpha, beta = t(node.attrs.get("alpha", 0.2)), t(node.attrs.get("beta", 0.5))
    return [np.clip(x * alpha + beta, t(0), t(1))]


@register(keeps_layout=True)
def HardSwish(node, inputs, opset):
    x = inputs[0]
    t = x.dtype.type
    return [x * np.clip(x * t(1 / 6) + t(0.5), t(0), t(1))]


@register(keeps_layout=True)
def Tanh(node, inputs, opset):
    return [np.tanh(inputs[0])]


def _clip_check(node: Node, opset: int) -> None:
    moved_to_input(node, opset, ("min", "max"), 11)


@register("min", "max", check=_clip_check, keeps_layout=True)
def Clip(node, inputs, opset):
    x = inputs[0]
    if opset < 11:
        with np.errstate(over="ignore"):  # the float32 defaults are +-inf in float16
            lo = np.asarray(node.attrs.get("min", -3.4028234663852886e38)).astype(x.dtype)
            hi = np.asarray(node.attrs.get("max", 3.4028234663852886e38)).astype(x.dtype)
    else:
        lo, hi = scalar_of(optional_input(inputs, 1), x.dtype), scalar_of(optional_input(inputs, 2), x.dtype)
    if lo is None and hi is None:
        return [x]
    if lo is None:
        return [np.minimum(x, hi)]
    if hi is None:
        return [np.maximum(x, lo)]
    return [np.minimum(np.maximum(x, lo), hi)]  # min > max gives max everywhere, as ONNX specifies


def _softmax_axis_check(node: Node, opset: int) -> None:
    if "axis" in node.attrs and not isinstance(node.attrs["axis"], int):
        raise bad_attr(node, "axis", "expected an integer")


def _softmax_frame(node: Node, x: np.ndarray, opset: int):
    """(view, axis to normalize): before opset 13 the input is coerced to 2-D at `axis`."""
    if opset < 13:
        axis = axis_index(node, node.attrs.get("axis", 1), max(x.ndim, 1))
        rows = math.prod(x.shape[:axis])
        return x.reshape(rows, math.prod(x.shape[axis:])), 1
    return x, axis_index(node, node.attrs.get("axis", -1), max(x.ndim, 1))


@register("axis", check=_softmax_axis_check)
def Softmax(node, inputs, opset):
    # Opset < 13: the reference evaluator normalizes over the single axis (opset-13 semantics) instead of
    # coercing to 2-D; the spec and ONNX Runtime coerce, and so does this.
    x = inputs[0]
    v, axis = _softmax_frame(node, x, opset)
    e = np.exp(v - np.max(v, axis=axis, keepdims=True))
    return [(e / np.sum(e, axis=axis, keepdims=True)).reshape(x.shape)]


@register("axis", check=_softmax_axis_check)
def LogSoftmax(node, inputs, opset):
    x = inputs[0]
    v, axis = _softmax_frame(node, x, opset)
    shifted = v - np.max(v, axis=axis, keepdims=True)
    return [(shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))).reshape(x.shape)]


@set_lowering("Relu")
def lower_relu(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None):
    """A float32 Relu: the generated ``relu`` kernel."""
    from ixconv.ops.elementwise import elementwise_call

    if len(inputs) != 1 or not same_shape_float32(y, inputs[0]):
        return None
    return elementwise_call("relu", inputs[0], y, None, num_threads=threads)


@set_lowering("Clip")
def lower_clip(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None):
    """A float32 Clip with constant bounds: the generated ``clip`` kernel."""
    from ixconv.ops.elementwise import elementwise_call

    x = inputs[0]
    if x.dtype != np.float32 or y.dtype != np.float32:
        return None
    bounds = []
    for index, name, default in ((1, "min", -np.inf), (2, "max", np.inf)):
        if name in node.attrs:  # opset < 11
            bounds.append(np.float32(node.attrs[name]))
        elif index < len(inputs) and inputs[index] is not None:
            if not (index < len(constant) and constant[index]) or inputs[index].size != 1:
                return None  # a bound computed at run time
            bounds.append(np.float32(inputs[index].reshape(())))
        else:
            bounds.append(np.float32(default))
    return elementwise_call("clip", x, y, low=bounds[0], high=bounds[1], num_threads=threads)
