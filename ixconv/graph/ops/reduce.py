"""Reductions over axes."""

from __future__ import annotations

import math

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import (
    axes_attr_or_input,
    axes_indices,
    axis_index,
    fail,
    flag,
    moved_to_input,
    register,
    set_lowering,
)


def _reduce_check(since: int):
    def check(node: Node, opset: int) -> None:
        moved_to_input(node, opset, ("axes",), since)
        flag(node, "keepdims", 1)
        flag(node, "noop_with_empty_axes", 0)

    return check


def _reduce(node: Node, inputs, opset: int, since: int, fn) -> list[np.ndarray]:
    x = inputs[0]
    keepdims = bool(node.attrs.get("keepdims", 1))
    axes = axes_attr_or_input(node, inputs, opset, since)
    if not axes:  # omitted or empty: all axes, unless noop_with_empty_axes
        if node.attrs.get("noop_with_empty_axes", 0):
            return [x]
        axes = list(range(x.ndim))
    axes = tuple(axes_indices(node, axes, x.ndim))
    return [np.asarray(fn(x, axis=axes, keepdims=keepdims)).astype(x.dtype, copy=False)]


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(13))
def ReduceSum(node, inputs, opset):
    return _reduce(node, inputs, opset, 13, np.sum)


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceMean(node, inputs, opset):
    return _reduce(node, inputs, opset, 18, np.mean)


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceMax(node, inputs, opset):
    x = inputs[0]
    # the maximum of an empty set is the identity of max: -inf (the lowest value for integers)
    lowest = -np.inf if x.dtype.kind == "f" else (np.iinfo(x.dtype).min if x.dtype.kind in "iu" else False)
    return _reduce(
        node, inputs, opset, 18, lambda a, axis, keepdims: np.max(a, axis=axis, keepdims=keepdims, initial=lowest)
    )


@set_lowering("ReduceMean", "ReduceSum", "ReduceMax")
def lower_reduce(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 ReduceMean / ReduceSum / ReduceMax over one group of adjacent axes: over the trailing ones (a
    LayerNorm's statistics written out as ops) the row kernel, over middle ones (a mean over NCHW channels) the
    columns kernel."""
    from ixconv.ops.rows import axis_call

    x = inputs[0]
    since = 13 if node.op == "ReduceSum" else 18
    if len(inputs) > 1 and inputs[1] is not None and not (len(constant) > 1 and constant[1]):
        return None  # axes computed at run time
    axes = axes_attr_or_input(node, inputs, opset, since)
    if not axes or x.ndim == 0 or x.size == 0:
        return None
    axes = sorted(axes_indices(node, axes, x.ndim))
    if axes != list(range(axes[0], axes[-1] + 1)) or y.size * math.prod(x.shape[a] for a in axes) != x.size:
        return None  # not one contiguous group of axes
    kind = {"ReduceMean": "mean", "ReduceSum": "sum", "ReduceMax": "max"}[node.op]
    return axis_call(kind, x, y, axes[0], axes[-1] + 1, threads)


@register()
def GlobalAveragePool(node, inputs, opset):
    x = inputs[0]
    return [np.mean(x, axis=tuple(range(2, x.ndim)), keepdims=True)]


@register()
def GlobalMaxPool(node, inputs, opset):
    x = inputs[0]
    return [np.max(x, axis=tuple(range(2, x.ndim)), keepdims=True)]


def _reduce64(fn):
    """A reduction computed in float64 for float inputs (sums of many terms), in the input's type otherwise."""

    def reduce(a, axis, keepdims):
        if a.dtype.kind == "f":
            return fn(a.astype(np.float64), axis=axis, keepdims=keepdims)
        return fn(a, axis=axis, keepdims=keepdims)

    return reduce


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceMin(node, inputs, opset):
    x = inputs[0]
    highest = np.inf if x.dtype.kind == "f" else (np.iinfo(x.dtype).max if x.dtype.kind in "iu" else True)
    return _reduce(
        node, inputs, opset, 18, lambda a, axis, keepdims: np.min(a, axis=axis, keepdims=keepdims, initial=highest)
    )


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceProd(node, inputs, opset):
    return _reduce(node, inputs, opset, 18, _reduce64(np.prod))


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceSumSquare(node, inputs, opset):
    return _reduce(node, inputs, opset, 18, _reduce64(lambda a, axis, keepdims: np.sum(a * a, axis, keepdims=keepdims)))


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceL1(node, inputs, opset):
    return _reduce(
        node, inputs, opset, 18, _reduce64(lambda a, axis, keepdims: np.sum(np.abs(a), axis, keepdims=keepdims))
    )


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceL2(node, inputs, opset):
    def l2(a, axis, keepdims):
        return np.sqrt(np.sum(np.square(a.astype(np.float64)), axis, keepdims=keepdims))

    return _reduce(node, inputs, opset, 18, l2)


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceLogSum(node, inputs, opset):
    def log_sum(a, axis, keepdims):
        with np.errstate(divide="ignore"):
            return np.log(np.sum(a.astype(np.float64), axis, keepdims=keepdims))

    return _reduce(node, inputs, opset, 18, log_sum)


@register("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceLogSumExp(node, inputs, opset):
    def log_sum_exp(a, axis, keepdims):
        a = a.astype(np.float64)
        if a.size == 0:
            with np.errstate(divide="ignore"):
                return np.log(np.sum(np.exp(a), axis, keepdims=keepdims))
        top = np.max(a, axis, keepdims=True)
        top = np.where(np.isfinite(top), top, 0)
        out = np.log(np.sum(np.exp(a - top), axis, keepdims=True)) + top
        return out if keepdims else np.squeeze(out, axis)

    return _reduce(node, inputs, opset, 18, log_sum_exp)


def _arg_check(node: Node, opset: int) -> None:
    flag(node, "keepdims", 1)
    flag(node, "select_last_index", 0)


def _arg(node: Node, x: np.ndarray, fn) -> list[np.ndarray]:
    axis = axis_index(node, int(node.attrs.get("axis", 0)), max(x.ndim, 1))
    if x.shape[axis] == 0:
        raise fail(node, f"axis {axis} of the input {x.shape} is empty")
    if node.attrs.get("select_last_index", 0):  # the last of equal extremes: search the reversed axis
        index = x.shape[axis] - 1 - fn(np.flip(x, axis), axis=axis)
    else:
        index = fn(x, axis=axis)  # NumPy returns the first of equal extremes, as ONNX does by default
    index = index.astype(np.int64)
    return [np.expand_dims(index, axis) if node.attrs.get("keepdims", 1) else index]


@register("axis", "keepdims", "select_last_index", check=_arg_check)
def ArgMax(node, inputs, opset):
    return _arg(node, inputs[0], np.argmax)


@register("axis", "keepdims", "select_last_index", check=_arg_check)
def ArgMin(node, inputs, opset):
    return _arg(node, inputs[0], np.argmin)
