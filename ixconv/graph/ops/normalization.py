"""Normalization over axes: LayerNormalization, InstanceNormalization, GroupNormalization, LpNormalization,
MeanVarianceNormalization. Statistics are computed in float64 and the result cast back to the input's type
(ONNX Runtime computes them in float32; the float64 result is the exact one it approximates)."""

from __future__ import annotations

import math

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import axes_indices, axis_index, bad_attr, fail, register, set_lowering

_STASH_TYPES = {1: np.float32, 11: np.float64}


def _normalize(x64: np.ndarray, axes: tuple[int, ...], epsilon: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(normalized, mean, 1 / sqrt(variance + epsilon)) over ``axes``, statistics kept as size-1 axes."""
    mean = np.mean(x64, axis=axes, keepdims=True)
    centered = x64 - mean
    inv_std = 1.0 / np.sqrt(np.mean(centered * centered, axis=axes, keepdims=True) + epsilon)
    return centered * inv_std, mean, inv_std


def _float_input(node: Node, x: np.ndarray) -> np.ndarray:
    if x.dtype.kind != "f":
        raise fail(node, f"input of dtype {x.dtype} is not supported (float types only)")
    return x.astype(np.float64)


def _layer_norm_check(node: Node, opset: int) -> None:
    if node.attrs.get("stash_type", 1) not in _STASH_TYPES:
        raise bad_attr(node, "stash_type", "expected 1 (float) or 11 (double)")


@register("axis", "epsilon", "stash_type", check=_layer_norm_check, max_outputs=3)
def LayerNormalization(node, inputs, opset):
    x, scale = inputs[0], inputs[1]
    bias = inputs[2] if len(inputs) > 2 else None
    axis = axis_index(node, int(node.attrs.get("axis", -1)), max(x.ndim, 1))
    axes = tuple(range(axis, x.ndim))
    y, mean, inv_std = _normalize(_float_input(node, x), axes, float(node.attrs.get("epsilon", 1e-5)))
    y = y * scale.astype(np.float64)
    if bias is not None:
        y = y + bias.astype(np.float64)
    stash = _STASH_TYPES[node.attrs.get("stash_type", 1)]
    return [y.astype(x.dtype), mean.astype(stash), inv_std.astype(stash)]


@set_lowering("LayerNormalization")
def lower_layer_norm(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 LayerNormalization whose statistics outputs nobody reads, scale and bias of the normalized
    size (or absent): the generated row kernel, in float32 as ONNX Runtime computes it."""
    from ixconv.ops.rows import rows_call

    x, scale = inputs[0], inputs[1]
    bias = inputs[2] if len(inputs) > 2 else None
    if any(node.outputs[1:]) or x.ndim == 0 or x.shape != y.shape:
        return None
    axis = axis_index(node, int(node.attrs.get("axis", -1)), max(x.ndim, 1))
    length = math.prod(x.shape[axis:])
    if not isinstance(scale, np.ndarray) or scale.size != length or (bias is not None and bias.size != length):
        return None
    scale = np.ascontiguousarray(scale, np.float32).reshape(length)
    bias = None if bias is None else np.ascontiguousarray(bias, np.float32).reshape(length)
    epsilon = float(node.attrs.get("epsilon", 1e-5))
    return rows_call("layernorm", x, y, length, scale, bias, epsilon, threads)


def _channel_params(node: Node, value: np.ndarray, channels: int, name: str) -> np.ndarray:
    if value.size != channels:
        raise fail(node, f"{name} has {value.size} values for {channels} channels")
    return value.astype(np.float64).reshape(channels)


@register("epsilon")
def InstanceNormalization(node, inputs, opset):
    x, scale, bias = inputs
    if x.ndim < 3:
        raise fail(node, f"input of shape {x.shape}: expected (N, C, D1, ...)")
    c = x.shape[1]
    y, _, _ = _normalize(_float_input(node, x), tuple(range(2, x.ndim)), float(node.attrs.get("epsilon", 1e-5)))
    per_channel = (1, c) + (1,) * (x.ndim - 2)
    y = y * _channel_params(node, scale, c, "scale").reshape(per_channel)
    y = y + _channel_params(node, bias, c, "B").reshape(per_channel)
    return [y.astype(x.dtype)]


@register("epsilon", "num_groups", "stash_type", check=_layer_norm_check)
def GroupNormalization(node, inputs, opset):
    """Opset 18: scale and bias per group; opset 21: per channel."""
    x, scale, bias = inputs
    if "num_groups" not in node.attrs:
        raise fail(node, "attribute 'num_groups' is required")
    groups = int(node.attrs["num_groups"])
    n, c = x.shape[0], x.shape[1]
    if groups < 1 or c % groups:
        raise bad_attr(node, "num_groups", f"must divide the {c} channels")
    grouped = _float_input(node, x).reshape(n, groups, -1)
    y, _, _ = _normalize(grouped, (2,), float(node.attrs.get("epsilon", 1e-5)))
    affine = groups if opset < 21 else c
    shape = (1, groups, 1) if opset < 21 else (1, c) + (1,) * (x.ndim - 2)
    y = y if opset < 21 else y.reshape(x.shape)
    y = y * _channel_params(node, scale, affine, "scale").reshape(shape)
    y = y + _channel_params(node, bias, affine, "bias").reshape(shape)
    return [y.reshape(x.shape).astype(x.dtype)]


@register("axis", "p")
def LpNormalization(node, inputs, opset):
    x = inputs[0]
    p = int(node.attrs.get("p", 2))
    if p not in (1, 2):
        raise bad_attr(node, "p", "expected 1 or 2")
    axis = axis_index(node, int(node.attrs.get("axis", -1)), max(x.ndim, 1))
    v = _float_input(node, x)
    norm = np.sum(np.abs(v), axis, keepdims=True) if p == 1 else np.sqrt(np.sum(v * v, axis, keepdims=True))
    with np.errstate(invalid="ignore", divide="ignore"):
        return [np.where(norm == 0, 0.0, v / norm).astype(x.dtype)]


@register("axes")
def MeanVarianceNormalization(node, inputs, opset):
    x = inputs[0]
    axes = tuple(axes_indices(node, node.attrs.get("axes", [0, 2, 3]), x.ndim))
    v = _float_input(node, x)
    mean = np.mean(v, axes, keepdims=True)
    variance = np.mean(v * v, axes, keepdims=True) - mean * mean
    return [((v - mean) / np.sqrt(variance + 1e-9)).astype(x.dtype)]
