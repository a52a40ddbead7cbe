"""Indexing and selection: TopK, NonZero, GatherElements, GatherND, ScatterElements, ScatterND, Tile, CumSum,
Trilu, OneHot, Compress, EyeLike, DepthToSpace, SpaceToDepth -- the pre- and post-processing that detectors
and OCR models export (NMS-free heads, CTC decoding, pixel shuffles).

Indices are checked against the data's bounds before use: an index out of range is an error naming the
node, never a read outside the array.
"""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import axis_index, bad_attr, choose, fail, flag, ints_of, optional_input, register


def _indices(node: Node, indices: np.ndarray, dim: int, what: str = "indices") -> np.ndarray:
    """``indices`` into an axis of length ``dim`` (negative ones count from the end), range-checked."""
    if indices.dtype.kind not in "iu":
        raise fail(node, f"{what} must be integers, got {indices.dtype}")
    if indices.size and (indices.min() < -dim or indices.max() >= dim):
        raise fail(node, f"{what} out of range [{-dim}, {dim - 1}]")
    return np.where(indices < 0, indices + dim, indices).astype(np.intp)


def _topk_check(node: Node, opset: int) -> None:
    flag(node, "largest", 1)
    flag(node, "sorted", 1)
    if opset < 10 and "k" not in node.attrs:
        raise fail(node, "attribute 'k' is required before opset 10")


@register("axis", "k", "largest", "sorted", check=_topk_check, max_outputs=2)
def TopK(node, inputs, opset):
    """Values and int64 indices of the k largest (or smallest) along ``axis``; equal values keep the lower
    index first (a stable sort), as ONNX Runtime orders them."""
    x = inputs[0]
    k = int(node.attrs["k"]) if opset < 10 else int(np.asarray(inputs[1]).reshape(-1)[0])
    axis = axis_index(node, int(node.attrs.get("axis", -1)), max(x.ndim, 1))
    if not 0 <= k <= x.shape[axis]:
        raise fail(node, f"k={k} is outside [0, {x.shape[axis]}] for axis {axis} of {x.shape}")
    largest = node.attrs.get("largest", 1)
    if largest and x.dtype.kind == "f":  # descending, NaN first as the largest, ties by index
        order = np.argsort(np.where(np.isnan(x), -np.inf, -x.astype(np.float64)), axis=axis, kind="stable")
        order = np.take_along_axis(order, np.argsort(~np.isnan(np.take_along_axis(x, order, axis)), axis=axis,
                                                     kind="stable"), axis)  # fmt: skip
    elif largest:
        order = np.argsort(-x.astype(np.int64) if x.dtype.kind in "iub" else -x, axis=axis, kind="stable")
    else:
        order = np.argsort(x, axis=axis, kind="stable")
    index = np.take(order, np.arange(k), axis=axis)
    return [np.take_along_axis(x, index, axis), index.astype(np.int64)]


@register()
def NonZero(node, inputs, opset):
    x = inputs[0]
    return [np.array(np.nonzero(x if x.ndim else x.reshape(1)), dtype=np.int64).reshape(max(x.ndim, 1), -1)]


@register("axis")
def GatherElements(node, inputs, opset):
    data, indices = inputs
    axis = axis_index(node, int(node.attrs.get("axis", 0)), data.ndim)
    if indices.ndim != data.ndim:
        raise fail(node, f"indices of rank {indices.ndim} for data of rank {data.ndim}")
    return [np.take_along_axis(data, _indices(node, indices, data.shape[axis]), axis)]


def _nd_positions(node: Node, data: np.ndarray, indices: np.ndarray, batch_dims: int) -> tuple:
    """The index tuples of GatherND / ScatterND: batch axes broadcast, the last axis of ``indices`` picks."""
    depth = indices.shape[-1]
    if depth > data.ndim - batch_dims:
        raise fail(node, f"indices pick {depth} axes of a rank-{data.ndim} tensor after {batch_dims} batch axes")
    picked = [_indices(node, indices[..., i], data.shape[batch_dims + i]) for i in range(depth)]
    batch = [
        np.arange(data.shape[b]).reshape((1,) * b + (-1,) + (1,) * (indices.ndim - 2 - b)) for b in range(batch_dims)
    ]
    return tuple(np.broadcast_arrays(*batch, *picked)) if batch else tuple(picked)


@register("batch_dims")
def GatherND(node, inputs, opset):
    data, indices = inputs
    batch_dims = int(node.attrs.get("batch_dims", 0))
    if indices.shape[:batch_dims] != data.shape[:batch_dims]:
        raise bad_attr(node, "batch_dims", f"data {data.shape} and indices {indices.shape} differ in batch axes")
    return [data[_nd_positions(node, data, indices, batch_dims)]]


_REDUCTIONS = {"none": None, "add": np.add, "mul": np.multiply, "max": np.maximum, "min": np.minimum}


def _scatter_check(node: Node, opset: int) -> None:
    choose(node, "reduction", "none", tuple(_REDUCTIONS))


def _scatter(node: Node, out: np.ndarray, positions: tuple, updates: np.ndarray) -> np.ndarray:
    reduce = _REDUCTIONS[node.attrs.get("reduction", "none")]
    if reduce is None:
        out[positions] = updates  # repeated positions: the last update wins (ONNX leaves it undefined)
    else:
        reduce.at(out, positions, updates)  # repeated positions accumulate
    return out


@register("axis", "reduction", check=_scatter_check)
def ScatterElements(node, inputs, opset):
    data, indices, updates = inputs
    axis = axis_index(node, int(node.attrs.get("axis", 0)), data.ndim)
    if indices.shape != updates.shape or indices.ndim != data.ndim:
        raise fail(node, f"indices {indices.shape} and updates {updates.shape} must match, of rank {data.ndim}")
    index = _indices(node, indices, data.shape[axis])
    positions = list(np.indices(indices.shape, sparse=True))
    positions[axis] = index
    return [_scatter(node, data.copy(), tuple(np.broadcast_arrays(*positions)), updates)]


@register("reduction", check=_scatter_check)
def ScatterND(node, inputs, opset):
    data, indices, updates = inputs
    depth = indices.shape[-1]
    if updates.shape != indices.shape[:-1] + data.shape[depth:]:
        raise fail(node, f"updates {updates.shape} do not match indices {indices.shape} into data {data.shape}")
    return [_scatter(node, data.copy(), _nd_positions(node, data, indices, 0), updates)]


@register()
def Tile(node, inputs, opset):
    x, repeats = inputs[0], ints_of(inputs[1])
    if len(repeats) != x.ndim or min(repeats, default=0) < 0:
        raise fail(node, f"repeats {repeats} must be {x.ndim} non-negative integers")
    return [np.tile(x, repeats)]


@register("exclusive", "reverse")
def CumSum(node, inputs, opset):
    x = inputs[0]
    axis = axis_index(node, int(np.asarray(inputs[1]).reshape(())), max(x.ndim, 1))
    exclusive, reverse = flag(node, "exclusive"), flag(node, "reverse")
    v = np.flip(x, axis) if reverse else x
    total = np.cumsum(v, axis=axis, dtype=x.dtype)
    if exclusive:
        total = np.concatenate([np.zeros_like(np.take(total, [0], axis)), np.delete(total, -1, axis)], axis)
    return [np.flip(total, axis) if reverse else total]


@register("upper")
def Trilu(node, inputs, opset):
    x = inputs[0]
    k = int(np.asarray(optional_input(inputs, 1) if optional_input(inputs, 1) is not None else 0).reshape(()))
    if x.ndim < 2:
        raise fail(node, f"input of rank {x.ndim}: Trilu needs a matrix")
    return [np.triu(x, k) if flag(node, "upper", 1) else np.tril(x, k)]


@register("axis")
def OneHot(node, inputs, opset):
    indices, depth, values = inputs
    depth = int(np.asarray(depth).reshape(-1)[0])
    if depth < 1:
        raise fail(node, f"depth {depth} must be positive")
    index = np.asarray(indices).astype(np.int64)
    index = np.where(index < 0, index + depth, index)
    rank = index.ndim + 1
    axis = axis_index(node, int(node.attrs.get("axis", -1)), rank)
    hot = np.expand_dims(index, axis) == np.arange(depth).reshape((-1,) + (1,) * (rank - 1 - axis))
    return [np.where(hot, values[1], values[0]).astype(values.dtype)]


@register("axis")
def Compress(node, inputs, opset):
    x, condition = inputs
    axis = node.attrs.get("axis")
    if axis is not None:
        axis = axis_index(node, int(axis), x.ndim)
    return [np.compress(condition.astype(bool), x, axis=axis)]


@register("dtype", "k")
def EyeLike(node, inputs, opset):
    from ixconv.graph.ops.shape import _CAST_TYPES

    x = inputs[0]
    if x.ndim != 2:
        raise fail(node, f"input of rank {x.ndim}: EyeLike needs a matrix")
    dtype = _CAST_TYPES.get(node.attrs["dtype"]) if "dtype" in node.attrs else x.dtype
    if dtype is None:
        raise bad_attr(node, "dtype", "not a supported type")
    return [np.eye(*x.shape, k=int(node.attrs.get("k", 0)), dtype=dtype)]


def _blocks(node: Node, x: np.ndarray) -> int:
    if x.ndim != 4:
        raise fail(node, f"input of shape {x.shape}: expected (N, C, H, W)")
    if "blocksize" not in node.attrs or int(node.attrs["blocksize"]) < 1:
        raise bad_attr(node, "blocksize", "a positive block size is required")
    return int(node.attrs["blocksize"])


@register("blocksize", "mode")
def DepthToSpace(node, inputs, opset):
    x = inputs[0]
    b = _blocks(node, x)
    n, c, h, w = x.shape
    if c % (b * b):
        raise fail(node, f"{c} channels do not divide into {b}x{b} blocks")
    if choose(node, "mode", "DCR", ("DCR", "CRD")) == "DCR":
        y = x.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    else:
        y = x.reshape(n, c // (b * b), b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return [np.ascontiguousarray(y).reshape(n, c // (b * b), h * b, w * b)]


@register("blocksize", "mode")
def SpaceToDepth(node, inputs, opset):
    x = inputs[0]
    b = _blocks(node, x)
    n, c, h, w = x.shape
    if h % b or w % b:
        raise fail(node, f"spatial size {h}x{w} is not a multiple of the block size {b}")
    blocks = x.reshape(n, c, h // b, b, w // b, b)
    if choose(node, "mode", "DCR", ("DCR", "CRD")) == "DCR":
        y = blocks.transpose(0, 3, 5, 1, 2, 4)  # channel = (row in block, column in block, c)
    else:
        y = blocks.transpose(0, 1, 3, 5, 2, 4)  # channel = (c, row in block, column in block)
    return [np.ascontiguousarray(y).reshape(n, c * b * b, h // b, w // b)]
