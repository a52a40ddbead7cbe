"""Padding and resampling: Pad, Resize, Upsample."""

from __future__ import annotations

import math

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import (
    axes_indices,
    bad_attr,
    choose,
    fail,
    flag,
    ints_of,
    moved_to_input,
    optional_input,
    register,
    scalar_of,
)


def _pad_check(node: Node, opset: int) -> None:
    moved_to_input(node, opset, ("pads", "value"), 11)
    choose(node, "mode", "constant", ("constant", "reflect", "edge"))
    if opset < 11 and "pads" not in node.attrs:
        raise fail(node, "attribute 'pads' is required before opset 11")


@register("mode", "pads", "value", check=_pad_check)
def Pad(node, inputs, opset):
    """Negative pads crop first, then the rest pads (as ONNX Runtime; the reference evaluator cannot crop)."""
    x = inputs[0]
    mode = choose(node, "mode", "constant", ("constant", "reflect", "edge"))
    if opset < 11:
        pads, value, axes = list(node.attrs["pads"]), node.attrs.get("value", 0.0), None
    else:
        pads, value, axes = ints_of(inputs[1]), optional_input(inputs, 2), ints_of(optional_input(inputs, 3))
    axes = list(range(x.ndim)) if axes is None else axes_indices(node, axes, x.ndim)
    if len(pads) != 2 * len(axes):
        raise fail(node, f"pads {pads} does not hold a begin and an end for each of {len(axes)} axes")
    width = [[0, 0] for _ in range(x.ndim)]
    for i, a in enumerate(axes):
        width[a] = [pads[i], pads[i + len(axes)]]
    crop = tuple(slice(max(0, -b), max(0, x.shape[a] - max(0, -e))) for a, (b, e) in enumerate(width))
    x = x[crop]
    width = [(max(0, b), max(0, e)) for b, e in width]
    if not any(b or e for b, e in width):
        return [x]
    for a, (b, e) in enumerate(width):
        if (b or e) and mode == "reflect" and max(b, e) >= x.shape[a]:
            raise fail(node, f"reflect padding {max(b, e)} needs an axis longer than {x.shape[a]} (axis {a})")
        if (b or e) and mode == "edge" and x.shape[a] == 0:
            raise fail(node, f"edge padding of the empty axis {a}")
    if mode == "constant":
        fill = 0 if value is None else scalar_of(value, x.dtype)
        return [np.pad(x, width, mode="constant", constant_values=np.asarray(fill, x.dtype))]
    return [np.pad(x, width, mode=mode)]


_COORDINATE_MODES = (
    "half_pixel",
    "half_pixel_symmetric",
    "pytorch_half_pixel",
    "align_corners",
    "asymmetric",
    "tf_half_pixel_for_nn",
)
_NEAREST_MODES = ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil")


def _resize_check(node: Node, opset: int) -> None:
    choose(node, "mode", "nearest", ("nearest", "linear"), "cubic is not implemented")
    if node.op == "Upsample":
        return
    if opset < 11:
        for name in node.attrs:
            if name != "mode":
                raise bad_attr(node, name, f"Resize has it from opset 11 (this is {opset})")
        return
    coord = choose(
        node, "coordinate_transformation_mode", "half_pixel", _COORDINATE_MODES, "tf_crop_and_resize is not implemented"
    )
    if coord == "half_pixel_symmetric" and opset < 19:
        raise bad_attr(node, "coordinate_transformation_mode", f"it exists from opset 19 (this is {opset})")
    choose(node, "nearest_mode", "round_prefer_floor", _NEAREST_MODES)
    if flag(node, "antialias"):
        raise bad_attr(node, "antialias", "antialiasing is not implemented")
    if flag(node, "exclude_outside"):
        raise bad_attr(node, "exclude_outside", "it is defined for cubic interpolation only")
    choose(node, "keep_aspect_ratio_policy", "stretch", ("stretch",), "only 'stretch' is implemented")


def _source_coordinates(coord: str, n_out: int, n_in: int, scale: float) -> np.ndarray:
    """Where each output index samples the input along one axis (float64)."""
    y = np.arange(n_out, dtype=np.float64)
    if coord == "half_pixel":
        return (y + 0.5) / scale - 0.5
    if coord == "half_pixel_symmetric":
        offset = n_in / 2 * (1 - n_out / (scale * n_in))
        return offset + (y + 0.5) / scale - 0.5
    if coord == "pytorch_half_pixel":
        return (y + 0.5) / scale - 0.5 if n_out > 1 else np.zeros(n_out)
    if coord == "align_corners":
        return y * (n_in - 1) / (n_out - 1) if n_out > 1 else np.zeros(n_out)
    if coord == "asymmetric":
        return y / scale
    if coord == "tf_half_pixel_for_nn":
        return (y + 0.5) / scale
    raise AssertionError(coord)


def _resample_axis(x: np.ndarray, axis: int, n_out: int, scale: float, mode: str, coord: str, rounding: str):
    n_in = x.shape[axis]
    src = _source_coordinates(coord, n_out, n_in, scale)
    if mode == "nearest":
        if rounding == "round_prefer_floor":
            idx = np.ceil(src - 0.5)
        elif rounding == "round_prefer_ceil":
            idx = np.floor(src + 0.5)
        elif rounding == "floor" or (rounding == "simple" and scale >= 1):
            idx = np.floor(src)
        else:  # "ceil", or opset-10 "simple" downsampling
            idx = np.ceil(src)
        return np.take(x, np.clip(idx, 0, n_in - 1).astype(np.intp), axis=axis)
    src = np.clip(src, 0, n_in - 1)
    lo = np.floor(src).astype(np.intp)
    hi = np.minimum(lo + 1, n_in - 1)
    shape = [1] * x.ndim
    shape[axis] = n_out
    frac = (src - lo).astype(x.dtype).reshape(shape)
    a, b = np.take(x, lo, axis=axis), np.take(x, hi, axis=axis)
    return a + (b - a) * frac


def _resample(node: Node, x: np.ndarray, sizes, scales, opset: int) -> np.ndarray:
    """Resize/Upsample on every axis whose size or scale changes (separable: one axis at a time)."""
    mode = node.attrs.get("mode", "nearest")
    if mode == "linear" and x.dtype.kind != "f":
        raise fail(node, f"linear interpolation of {x.dtype} data is not supported")
    if node.op == "Upsample" or opset < 11:  # ONNX Runtime's opset-10 semantics (the reference has none)
        coord, rounding = "asymmetric", "simple"
    else:
        coord = node.attrs.get("coordinate_transformation_mode", "half_pixel")
        rounding = node.attrs.get("nearest_mode", "round_prefer_floor")
    for axis in range(x.ndim):
        n_in = x.shape[axis]
        if sizes is not None:
            n_out = sizes[axis]
            scale = n_out / n_in if n_in else 1.0
        else:
            scale = scales[axis]
            n_out = math.floor(n_in * scale)
        if scale == 1.0 and n_out == n_in:
            continue  # no coordinate transformation on unscaled axes (ONNX Runtime, reference)
        if n_in == 0:
            raise fail(node, f"cannot resize the empty axis {axis}")
        x = _resample_axis(x, axis, n_out, scale, mode, coord, rounding)
    return x


@register(
    "mode",
    "antialias",
    "axes",
    "coordinate_transformation_mode",
    "cubic_coeff_a",
    "exclude_outside",
    "extrapolation_value",
    "keep_aspect_ratio_policy",
    "nearest_mode",
    check=_resize_check,
)
def Resize(node, inputs, opset):
    # Sizes from scales are floor(in * scale) in float64 (spec, shape inference, reference; ONNX Runtime
    # multiplies in float32, e.g. 10 * 0.7f -> 7 instead of 6). align_corners and pytorch_half_pixel use the
    # integer output length as the spec says (the reference uses in * scale).
    x = inputs[0]
    if opset < 11:
        scales, sizes = inputs[1], None
    else:
        scales, sizes = optional_input(inputs, 2), optional_input(inputs, 3)
    scales = None if scales is None or scales.size == 0 else [float(s) for s in scales.ravel()]
    sizes = ints_of(None if sizes is None or sizes.size == 0 else sizes)
    if (scales is None) == (sizes is None):
        raise fail(node, "exactly one of scales and sizes must be given")
    what, given = ("scales", scales) if sizes is None else ("sizes", sizes)
    axes = node.attrs.get("axes")
    if axes is not None:
        axes = axes_indices(node, axes, x.ndim)
        if len(given) != len(axes):
            raise fail(node, f"{what} {given} does not match axes {axes}")
        full = [1.0] * x.ndim if sizes is None else list(x.shape)
        for a, v in zip(axes, given):
            full[a] = v
        given = full
    if len(given) != x.ndim:
        raise fail(node, f"{what} {given} does not match the input rank {x.ndim}")
    if min(given, default=1) <= (0 if sizes is None else -1):
        raise fail(node, f"invalid {what} {given}")
    if sizes is None:
        return [_resample(node, x, None, given, opset)]
    return [_resample(node, x, given, None, opset)]


@register("mode", "scales", check=_resize_check)
def Upsample(node, inputs, opset):
    x = inputs[0]
    scales = node.attrs.get("scales") if len(inputs) < 2 else [float(s) for s in inputs[1].ravel()]
    if scales is None or len(scales) != x.ndim or min(scales) < 1:
        raise fail(node, f"scales {scales} must hold one value >= 1 per input axis")
    return [_resample(node, x, None, list(scales), opset)]
