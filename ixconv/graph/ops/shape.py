"""Identity-like and shape-manipulating operators (outputs may share memory with inputs: treat them as read-only)."""

from __future__ import annotations

import math

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import (
    axes_attr_or_input,
    axes_indices,
    axis_index,
    bad_attr,
    fail,
    flag,
    ints_of,
    moved_to_input,
    optional_input,
    register,
    set_lowering,
)


@register(keeps_layout=True)
def Identity(node, inputs, opset):
    return [inputs[0]]


def _dropout_check(node: Node, opset: int) -> None:
    moved_to_input(node, opset, ("ratio",), 12)


@register("ratio", "seed", check=_dropout_check, max_outputs=2, keeps_layout=True)
def Dropout(node, inputs, opset):
    """Inference: output = input. Training mode (opset >= 12, input 3 true) with a nonzero ratio is refused."""
    x = inputs[0]
    training = optional_input(inputs, 2)
    if training is not None and bool(np.asarray(training).reshape(())):
        ratio = optional_input(inputs, 1)
        if ratio is None or float(np.asarray(ratio).reshape(())) != 0.0:
            raise fail(node, "training_mode=True is not supported (inference only)")
    outputs = [x]
    if len(node.outputs) > 1 and node.outputs[1]:
        outputs.append(np.ones(x.shape, dtype=bool if opset >= 10 else x.dtype))  # the mask is T before opset 10
    return outputs


@register("axis")
def Flatten(node, inputs, opset):
    x = inputs[0]
    axis = node.attrs.get("axis", 1)
    if not -x.ndim <= axis <= x.ndim:
        raise fail(node, f"axis {axis} is out of range for a tensor of rank {x.ndim}")
    axis = axis + x.ndim if axis < 0 else axis
    return [x.reshape(math.prod(x.shape[:axis]), math.prod(x.shape[axis:]))]


def _reshape_check(node: Node, opset: int) -> None:
    flag(node, "allowzero")


@register("allowzero", check=_reshape_check)
def Reshape(node, inputs, opset):
    x, shape = inputs[0], ints_of(inputs[1])
    allowzero = flag(node, "allowzero")
    if not allowzero:
        for i, d in enumerate(shape):
            if d == 0:
                if i >= x.ndim:
                    raise fail(node, f"shape {shape}: dimension {i} copies an input dimension that does not exist")
                shape[i] = x.shape[i]
    if shape.count(-1) > 1 or any(d < -1 for d in shape):
        raise fail(node, f"shape {shape} is invalid")
    if -1 in shape:
        known = math.prod(d for d in shape if d != -1)
        if known == 0 or x.size % known:
            raise fail(node, f"cannot infer the -1 in shape {shape} from an input of shape {x.shape}")
        shape[shape.index(-1)] = x.size // known
    if math.prod(shape) != x.size:
        raise fail(node, f"cannot reshape an input of shape {x.shape} to {shape}")
    return [x.reshape(shape)]


@register("perm")
def Transpose(node, inputs, opset):
    x = inputs[0]
    perm = node.attrs.get("perm")
    if perm is None:
        return [x.transpose()]
    if sorted(perm) != list(range(x.ndim)):
        raise fail(node, f"perm {perm} is not a permutation of the {x.ndim} axes")
    return [x.transpose(perm)]


def _squeeze_check(node: Node, opset: int) -> None:
    moved_to_input(node, opset, ("axes",), 13)
    if node.op == "Unsqueeze" and opset < 13 and "axes" not in node.attrs:
        raise fail(node, "attribute 'axes' is required before opset 13")


@register("axes", check=_squeeze_check)
def Squeeze(node, inputs, opset):
    x = inputs[0]
    axes = axes_attr_or_input(node, inputs, opset, 13)
    if axes is None:
        return [x.reshape([d for d in x.shape if d != 1])]
    axes = axes_indices(node, axes, x.ndim)
    for a in axes:
        if x.shape[a] != 1:
            raise fail(node, f"cannot squeeze axis {a} of size {x.shape[a]} (input shape {x.shape})")
    return [x.reshape([d for i, d in enumerate(x.shape) if i not in axes])]


@register("axes", check=_squeeze_check)
def Unsqueeze(node, inputs, opset):
    x = inputs[0]
    axes = axes_attr_or_input(node, inputs, opset, 13)
    if axes is None:
        raise fail(node, "the axes input is required")
    rank = x.ndim + len(axes)
    axes = set(axes_indices(node, axes, rank))
    dims = iter(x.shape)
    return [x.reshape([1 if i in axes else next(dims) for i in range(rank)])]


@register("axis")
def Concat(node, inputs, opset):
    if "axis" not in node.attrs:
        raise fail(node, "attribute 'axis' is required")
    axis = axis_index(node, node.attrs["axis"], inputs[0].ndim)
    return [np.concatenate(inputs, axis=axis)]


@set_lowering("Concat")
def lower_concat(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 Concat along any axis: one row copy per input (``ops.movement.concat_rows_calls``)."""
    from ixconv.ops.movement import concat_rows_calls

    if y.ndim == 0 or any(not isinstance(x, np.ndarray) or x.ndim != y.ndim for x in inputs):
        return None
    axis = axis_index(node, node.attrs["axis"], y.ndim)
    if sum(x.shape[axis] for x in inputs) != y.shape[axis]:
        return None
    return concat_rows_calls(inputs, y, axis, threads)


@set_lowering("Transpose")
def lower_transpose(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 Transpose that is a batched matrix transpose (``[0, 2, 1]``, ``[0, 1, 3, 2]``, NCHW <-> NHWC):
    the blocked register transpose."""
    from ixconv.ops.movement import transpose_call

    x = inputs[0]
    perm = node.attrs.get("perm", list(range(x.ndim))[::-1])
    return transpose_call(x, y, list(perm), threads)


def _split_check(node: Node, opset: int) -> None:
    moved_to_input(node, opset, ("split",), 13)
    if "num_outputs" in node.attrs:
        if opset < 18:
            raise bad_attr(node, "num_outputs", f"it exists from opset 18 (this is {opset})")
        if node.attrs["num_outputs"] != len(node.outputs):
            raise bad_attr(node, "num_outputs", f"the node has {len(node.outputs)} outputs")


@register("axis", "split", "num_outputs", check=_split_check, max_outputs=1 << 30)
def Split(node, inputs, opset):
    x = inputs[0]
    axis = axis_index(node, node.attrs.get("axis", 0), x.ndim)
    n, dim = len(node.outputs), x.shape[axis]
    sizes = ints_of(optional_input(inputs, 1)) if opset >= 13 else node.attrs.get("split")
    if sizes is None:
        if "num_outputs" in node.attrs or dim % n == 0:  # opset 18: the last chunk may be smaller
            chunk = -(-dim // n)
            sizes = [min(chunk, max(dim - i * chunk, 0)) for i in range(n)]
        else:
            raise fail(node, f"axis {axis} of size {dim} does not split evenly into {n} outputs")
    if len(sizes) != n or sum(sizes) != dim or min(sizes) < 0:
        raise fail(node, f"split {sizes} does not divide axis {axis} of size {dim} into {n} outputs")
    return np.split(x, np.cumsum(sizes)[:-1].tolist(), axis=axis)


def _slice_check(node: Node, opset: int) -> None:
    moved_to_input(node, opset, ("starts", "ends", "axes"), 10)
    if opset < 10 and ("starts" not in node.attrs or "ends" not in node.attrs):
        raise fail(node, "attributes 'starts' and 'ends' are required before opset 10")


@register("starts", "ends", "axes", check=_slice_check)
def Slice(node, inputs, opset):
    # Python's slice clamping is ONNX's: start/end += dim if negative, then clamp to [0, dim] (step > 0)
    # or [-1, dim - 1] (step < 0).
    x = inputs[0]
    if opset < 10:
        starts, ends, axes, steps = node.attrs["starts"], node.attrs["ends"], node.attrs.get("axes"), None
    else:
        starts, ends = ints_of(inputs[1]), ints_of(inputs[2])
        axes, steps = ints_of(optional_input(inputs, 3)), ints_of(optional_input(inputs, 4))
    axes = list(range(len(starts))) if axes is None else axes_indices(node, axes, x.ndim)
    steps = [1] * len(starts) if steps is None else steps
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise fail(node, "starts, ends, axes and steps differ in length")
    index = [slice(None)] * x.ndim
    for start, end, axis, step in zip(starts, ends, axes, steps):
        if step == 0:
            raise fail(node, "a step of 0 is invalid")
        index[axis] = slice(int(start), int(end), int(step))
    return [x[tuple(index)]]


@register("axis")
def Gather(node, inputs, opset):
    data, indices = inputs
    axis = axis_index(node, node.attrs.get("axis", 0), data.ndim)
    dim = data.shape[axis]
    if indices.size and (indices.min() < -dim or indices.max() >= dim):
        raise fail(node, f"indices out of range [{-dim}, {dim - 1}] for axis {axis}")
    return [np.take(data, indices.astype(np.intp, copy=False), axis=axis)]


@register("start", "end")
def Shape(node, inputs, opset):
    shape = inputs[0].shape
    start, end = node.attrs.get("start", 0), node.attrs.get("end")
    return [np.array(shape[start:end], dtype=np.int64)]


@register()
def Size(node, inputs, opset):
    return [np.array(inputs[0].size, dtype=np.int64)]


# TensorProto.DataType -> NumPy: the numeric types. STRING, complex, bfloat16, float8/4 are refused.
_CAST_TYPES = {
    1: np.float32,
    2: np.uint8,
    3: np.int8,
    4: np.uint16,
    5: np.int16,
    6: np.int32,
    7: np.int64,
    9: np.bool_,
    10: np.float16,
    11: np.float64,
    12: np.uint32,
    13: np.uint64,
}


def _cast_check(node: Node, opset: int) -> None:
    if "to" not in node.attrs:
        raise fail(node, "attribute 'to' is required")
    if node.attrs["to"] not in _CAST_TYPES:
        raise bad_attr(node, "to", "only numeric and bool types are implemented (no string, bfloat16, float8)")
    flag(node, "saturate", 1)  # only affects float8 targets


@register("to", "saturate", check=_cast_check, keeps_layout=True)
def Cast(node, inputs, opset):
    x = inputs[0]
    if x.dtype.kind not in "biuf":
        raise fail(node, f"casting from {x.dtype} is not supported")
    with np.errstate(invalid="ignore", over="ignore"):  # out-of-range float -> int is undefined in ONNX too
        return [x.astype(_CAST_TYPES[node.attrs["to"]])]


@register("saturate", keeps_layout=True)
def CastLike(node, inputs, opset):
    x, like = inputs[0], inputs[1]
    if like.dtype not in set(map(np.dtype, _CAST_TYPES.values())) or x.dtype.kind not in "biuf":
        raise fail(node, f"casting {x.dtype} like {like.dtype} is not supported")
    with np.errstate(invalid="ignore", over="ignore"):
        return [x.astype(like.dtype)]


@register("value")
def ConstantOfShape(node, inputs, opset):
    value = node.attrs.get("value")
    value = np.zeros(1, np.float32) if value is None else np.asarray(value)
    if value.size != 1:
        raise bad_attr(node, "value", "expected a one-element tensor")
    shape = ints_of(inputs[0])
    if min(shape, default=0) < 0:
        raise fail(node, f"shape {shape} has a negative dimension")
    return [np.full(shape, value.reshape(()), dtype=value.dtype)]


@register()
def Expand(node, inputs, opset):
    x, shape = inputs[0], ints_of(inputs[1])
    out = np.broadcast_shapes(x.shape, tuple(shape))
    return [np.broadcast_to(x, out).copy()]


@register()
def Range(node, inputs, opset):
    start, limit, delta = (np.asarray(v).reshape(()) for v in inputs)
    dtype = start.dtype
    if dtype.kind in "iu":
        s, lim, d = int(start), int(limit), int(delta)
        if d == 0:
            raise fail(node, "delta is 0")
        n = max(-((s - lim) // d), 0)  # ceil((limit - start) / delta)
        return [(s + np.arange(n, dtype=np.int64) * d).astype(dtype)]
    s, lim, d = float(start), float(limit), float(delta)
    if d == 0:
        raise fail(node, "delta is 0")
    n = max(math.ceil((lim - s) / d), 0)
    return [(s + np.arange(n, dtype=np.float64) * d).astype(dtype)]
