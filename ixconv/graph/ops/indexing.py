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


def _corners(boxes: np.ndarray, center_point_box: int) -> np.ndarray:
    """(N, 4) boxes as [x1, y1, x2, y2] with x1 <= x2 and y1 <= y2 (float64)."""
    b = boxes.astype(np.float64)
    if center_point_box:
        half_w, half_h = b[:, 2] / 2, b[:, 3] / 2
        return np.stack([b[:, 0] - half_w, b[:, 1] - half_h, b[:, 0] + half_w, b[:, 1] + half_h], axis=1)
    y1, x1, y2, x2 = b[:, 0], b[:, 1], b[:, 2], b[:, 3]  # [y1, x1, y2, x2], either corner first
    return np.stack([np.minimum(x1, x2), np.minimum(y1, y2), np.maximum(x1, x2), np.maximum(y1, y2)], axis=1)


def _suppressed_by(box: np.ndarray, others: np.ndarray, threshold: float) -> np.ndarray:
    """Whether IoU(box, other) > threshold for each of ``others``; empty or disjoint boxes never suppress."""
    iw = np.minimum(box[2], others[:, 2]) - np.maximum(box[0], others[:, 0])
    ih = np.minimum(box[3], others[:, 3]) - np.maximum(box[1], others[:, 1])
    inter = np.where((iw > 0) & (ih > 0), iw * ih, 0.0)
    area = (box[2] - box[0]) * (box[3] - box[1])
    areas = (others[:, 2] - others[:, 0]) * (others[:, 3] - others[:, 1])
    union = area + areas - inter
    valid = (inter > 0) & (area > 0) & (areas > 0) & (union > 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        return valid & (inter / np.where(union > 0, union, 1.0) > threshold)


@register("center_point_box")
def NonMaxSuppression(node, inputs, opset):
    """Greedy per batch and class: highest score first (ties: lower box index), a box is kept unless its IoU
    with a kept box exceeds iou_threshold; boxes at or below score_threshold never compete."""
    boxes, scores = inputs[0], inputs[1]
    limit, iou, threshold = (optional_input(inputs, i) for i in (2, 3, 4))
    if boxes.ndim != 3 or boxes.shape[2] != 4 or scores.ndim != 3 or scores.shape[0] != boxes.shape[0] \
            or scores.shape[2] != boxes.shape[1]:  # fmt: skip
        raise fail(node, f"boxes {boxes.shape} and scores {scores.shape}: expected (B, N, 4) and (B, C, N)")
    limit = 0 if limit is None or limit.size == 0 else max(int(np.asarray(limit).reshape(-1)[0]), 0)
    iou = 0.0 if iou is None or iou.size == 0 else float(np.asarray(iou).reshape(-1)[0])
    center = int(node.attrs.get("center_point_box", 0))
    if center not in (0, 1):
        raise bad_attr(node, "center_point_box", "expected 0 or 1")
    selected = []
    for b in range(boxes.shape[0]):
        corners = _corners(boxes[b], center)
        for c in range(scores.shape[1]):
            s = scores[b, c].astype(np.float64)
            candidates = np.arange(s.size) if threshold is None or threshold.size == 0 else \
                np.flatnonzero(s > float(np.asarray(threshold).reshape(-1)[0]))  # fmt: skip
            order = candidates[np.argsort(-s[candidates], kind="stable")]
            alive = np.ones(order.size, bool)
            kept = 0
            for i in range(order.size):
                if kept >= limit:
                    break
                if not alive[i]:
                    continue
                selected.append((b, c, int(order[i])))
                kept += 1
                rest = order[i + 1 :]
                alive[i + 1 :] &= ~_suppressed_by(corners[order[i]], corners[rest], iou)
    return [np.array(selected, dtype=np.int64).reshape(-1, 3)]


@register("axis", "sorted", max_outputs=4)
def Unique(node, inputs, opset):
    """Unique values (or slices along ``axis``), their first indices, the inverse map and the counts; with
    sorted=0 in order of first occurrence."""
    x = inputs[0]
    axis = node.attrs.get("axis")
    if axis is not None:
        axis = axis_index(node, int(axis), x.ndim)
    values, first, inverse, counts = np.unique(x, return_index=True, return_inverse=True, return_counts=True,
                                               axis=axis)  # fmt: skip
    inverse = inverse.reshape(-1)
    if not flag(node, "sorted", 1):
        order = np.argsort(first, kind="stable")
        rank = np.empty_like(order)
        rank[order] = np.arange(order.size)
        values = np.take(values, order, axis=0 if axis is None else axis)
        first, counts, inverse = first[order], counts[order], rank[inverse]
    return [values, first.astype(np.int64), inverse.astype(np.int64), counts.astype(np.int64)]


@register("batch_axis", "time_axis")
def ReverseSequence(node, inputs, opset):
    x, lengths = inputs
    batch_axis, time_axis = int(node.attrs.get("batch_axis", 1)), int(node.attrs.get("time_axis", 0))
    if {batch_axis, time_axis} != {0, 1}:
        raise bad_attr(node, "batch_axis", "batch_axis and time_axis must be 0 and 1")
    steps = x.shape[time_axis]
    lengths = np.asarray(lengths, np.int64).reshape(-1)
    if lengths.size != x.shape[batch_axis] or (lengths.size and (lengths.min() < 0 or lengths.max() > steps)):
        raise fail(node, f"sequence_lens {lengths.tolist()} do not fit {x.shape[batch_axis]} sequences of {steps}")
    t = np.arange(steps)[:, None]
    source = np.where(t < lengths[None, :], lengths[None, :] - 1 - t, t)  # (time, batch)
    if batch_axis == 0:
        source = source.T
    index = source.reshape(source.shape + (1,) * (x.ndim - 2))
    return [np.take_along_axis(x, np.broadcast_to(index, x.shape), axis=time_axis)]
