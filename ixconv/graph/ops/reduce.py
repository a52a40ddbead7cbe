"""Reductions over axes."""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import axes_attr_or_input, axes_indices, flag, moved_to_input, register


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


@register()
def GlobalAveragePool(node, inputs, opset):
    x = inputs[0]
    return [np.mean(x, axis=tuple(range(2, x.ndim)), keepdims=True)]


@register()
def GlobalMaxPool(node, inputs, opset):
    x = inputs[0]
    return [np.max(x, axis=tuple(range(2, x.ndim)), keepdims=True)]
