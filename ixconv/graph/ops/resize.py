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
    mode = choose(node, "mode", "constant", ("constant", "reflect", "edge", "wrap"))
    if mode == "wrap" and opset < 19:
        raise bad_attr(node, "mode", f"'wrap' exists from opset 19 (this is {opset})")
    if opset < 11 and "pads" not in node.attrs:
        raise fail(node, "attribute 'pads' is required before opset 11")


@register("mode", "pads", "value", check=_pad_check)
def Pad(node, inputs, opset):
    """Negative pads crop first, then the rest pads (as ONNX Runtime; the reference evaluator cannot crop)."""
    x = inputs[0]
    mode = choose(node, "mode", "constant", ("constant", "reflect", "edge", "wrap"))
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
        if (b or e) and mode in ("edge", "wrap") and x.shape[a] == 0:
            raise fail(node, f"{mode} padding of the empty axis {a}")
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
    "tf_crop_and_resize",
)
_NEAREST_MODES = ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil")


def _resize_check(node: Node, opset: int) -> None:
    mode = choose(node, "mode", "nearest", ("nearest", "linear", "cubic"))
    if node.op == "Upsample" or opset < 11:
        if mode == "cubic":
            raise bad_attr(node, "mode", f"cubic interpolation exists from opset 11 (this is {opset})")
        for name in node.attrs:
            if name not in ("mode", "scales"):
                raise bad_attr(node, name, f"Resize has it from opset 11 (this is {opset})")
        return
    coord = choose(node, "coordinate_transformation_mode", "half_pixel", _COORDINATE_MODES)
    if coord == "half_pixel_symmetric" and opset < 19:
        raise bad_attr(node, "coordinate_transformation_mode", f"it exists from opset 19 (this is {opset})")
    choose(node, "nearest_mode", "round_prefer_floor", _NEAREST_MODES)
    if flag(node, "antialias") and mode == "nearest":
        raise bad_attr(node, "antialias", "antialiasing applies to linear and cubic interpolation")
    flag(node, "exclude_outside")
    choose(node, "keep_aspect_ratio_policy", "stretch", ("stretch", "not_larger", "not_smaller"))


def _source_coordinates(coord: str, n_out: int, n_in: int, scale: float, roi=None) -> np.ndarray:
    """Where each output index samples the input along one axis (float64). ``scale`` is the axis's scale
    factor (for sizes: n_out / n_in); ``roi`` its (start, end) for tf_crop_and_resize."""
    y = np.arange(n_out, dtype=np.float64)
    if coord == "half_pixel":
        return (y + 0.5) / scale - 0.5
    if coord == "half_pixel_symmetric":
        offset = n_in / 2 * (1 - n_out / (scale * n_in))
        return offset + (y + 0.5) / scale - 0.5
    if coord == "pytorch_half_pixel":
        return (y + 0.5) / scale - 0.5 if n_out > 1 else np.zeros(n_out)  # the spec and ONNX Runtime: 0
    if coord == "align_corners":
        return y * (n_in - 1) / (n_out - 1) if n_out > 1 else np.zeros(n_out)
    if coord == "asymmetric":
        return y / scale
    if coord == "tf_half_pixel_for_nn":
        return (y + 0.5) / scale
    if coord == "tf_crop_and_resize":
        start, end = roi
        if n_out > 1:
            return start * (n_in - 1) + y * (end - start) * (n_in - 1) / (n_out - 1)
        return np.full(n_out, start * (n_in - 1) + (end - start) * (n_in - 1) / 2)
    raise AssertionError(coord)


def _cubic(d: np.ndarray, a: float) -> np.ndarray:
    """Keys' cubic convolution kernel with coefficient ``a`` at distances ``d``."""
    d = np.abs(d)
    near = ((a + 2) * d - (a + 3)) * d * d + 1
    far = ((a * d - 5 * a) * d + 8 * a) * d - 4 * a
    return np.where(d <= 1, near, np.where(d < 2, far, 0.0))


def _taps(src: np.ndarray, n_in: int, scale: float, mode: str, antialias: bool, a: float, exclude_outside: bool):
    """(indices, weights), each (n_out, taps): the input samples each output mixes. Taps sit at integer
    offsets around floor(src); antialiasing (downsampling only) stretches the kernel by 1 / scale and
    renormalizes it; indices outside the axis repeat its edge unless ``exclude_outside`` drops them."""
    base = np.floor(src)
    ratio = src - base
    support = 1.0 if mode == "linear" else 2.0
    stretch = min(scale, 1.0) if antialias else 1.0
    first = int(np.floor(-support / stretch)) + 1
    offsets = np.arange(first, 1 - first + 1 if mode == "linear" else 2 - first)
    distance = (offsets[None, :] - ratio[:, None]) * stretch
    weights = np.clip(1 - np.abs(distance), 0, None) if mode == "linear" else _cubic(distance, a)
    index = base.astype(np.int64)[:, None] + offsets[None, :]
    if exclude_outside:
        weights = np.where((index < 0) | (index >= n_in), 0.0, weights)
    if antialias or exclude_outside:
        total = weights.sum(axis=1, keepdims=True)
        weights = weights / np.where(total == 0, 1.0, total)
    return np.clip(index, 0, n_in - 1).astype(np.intp), weights


def _nearest(src: np.ndarray, rounding: str, scale: float) -> np.ndarray:
    if rounding == "round_prefer_floor":
        return np.ceil(src - 0.5)
    if rounding == "round_prefer_ceil":
        return np.floor(src + 0.5)
    if rounding == "floor" or (rounding == "simple" and scale >= 1):
        return np.floor(src)
    return np.ceil(src)  # "ceil", or opset-10 "simple" downsampling


def _resample_axis(x: np.ndarray, axis: int, n_out: int, scale: float, mode: str, coord: str, rounding: str,
                   node: Node | None = None, roi=None):  # fmt: skip
    n_in = x.shape[axis]
    src = _source_coordinates(coord, n_out, n_in, scale, roi)
    shape = [1] * x.ndim
    shape[axis] = n_out
    if mode == "nearest":
        y = np.take(x, np.clip(_nearest(src, rounding, scale), 0, n_in - 1).astype(np.intp), axis=axis)
    elif mode == "linear" and not (node is not None and node.attrs.get("antialias", 0) and scale < 1):
        clamped = np.clip(src, 0, n_in - 1)
        lo = np.floor(clamped).astype(np.intp)
        hi = np.minimum(lo + 1, n_in - 1)
        frac = (clamped - lo).astype(x.dtype).reshape(shape)
        a, b = np.take(x, lo, axis=axis), np.take(x, hi, axis=axis)
        y = a + (b - a) * frac
    else:  # cubic, or antialiased linear: a weighted sum of taps, in float64
        attrs = node.attrs if node is not None else {}
        index, weights = _taps(
            src, n_in, scale, mode, bool(attrs.get("antialias", 0)) and scale < 1,
            float(attrs.get("cubic_coeff_a", -0.75)), bool(attrs.get("exclude_outside", 0)),
        )  # fmt: skip
        y = np.zeros(x.shape[:axis] + (n_out,) + x.shape[axis + 1 :])
        for k in range(index.shape[1]):
            y += np.take(x, index[:, k], axis=axis) * weights[:, k].reshape(shape)
        y = y.astype(x.dtype)
    if coord == "tf_crop_and_resize":
        outside = ((src < 0) | (src > n_in - 1)).reshape(shape)
        fill = float(node.attrs.get("extrapolation_value", 0.0)) if node is not None else 0.0
        y = np.where(outside, np.asarray(fill, x.dtype), y)
    return y


def _axis_plans(node: Node, shape: tuple, sizes, scales, opset: int, roi=None, sizes_override=None) -> list[tuple]:
    """The axes a Resize/Upsample changes, each as (axis, n_out, scale, mode, coord, rounding, roi)."""
    mode = node.attrs.get("mode", "nearest")
    if node.op == "Upsample" or opset < 11:  # ONNX Runtime's opset-10 semantics (the reference has none)
        coord, rounding = "asymmetric", "simple"
    else:
        coord = node.attrs.get("coordinate_transformation_mode", "half_pixel")
        rounding = node.attrs.get("nearest_mode", "round_prefer_floor")
    rank, plans = len(shape), []
    for axis in range(rank):
        n_in = shape[axis]
        if sizes is not None:
            n_out = sizes[axis]
            scale = n_out / n_in if n_in else 1.0
        else:
            scale = scales[axis]
            n_out = math.floor(n_in * scale) if sizes_override is None else sizes_override[axis]
        axis_roi = None if roi is None else (float(roi[axis]), float(roi[axis + rank]))
        if scale == 1.0 and n_out == n_in and (coord != "tf_crop_and_resize" or axis_roi == (0.0, 1.0)):
            continue  # no coordinate transformation on unscaled axes (ONNX Runtime, reference)
        if n_in == 0:
            raise fail(node, f"cannot resize the empty axis {axis}")
        plans.append((axis, n_out, scale, mode, coord, rounding, axis_roi))
    return plans


def _resample(node: Node, x: np.ndarray, plans: list[tuple]) -> np.ndarray:
    """Resize/Upsample on every axis whose size or scale changes (separable: one axis at a time)."""
    mode = node.attrs.get("mode", "nearest")
    if mode != "nearest" and x.dtype.kind != "f":
        raise fail(node, f"{mode} interpolation of {x.dtype} data is not supported")
    for axis, n_out, scale, mode, coord, rounding, axis_roi in plans:
        x = _resample_axis(x, axis, n_out, scale, mode, coord, rounding, node, axis_roi)
    return x


def axis_taps(node: Node, n_in: int, plan: tuple) -> tuple[np.ndarray, np.ndarray] | None:
    """One axis's resampling as (index, weights), each (n_out, taps), the way ``_resample_axis`` computes it;
    None for tf_crop_and_resize (its samples outside the region are a fill value, not a mix)."""
    _axis, n_out, scale, mode, coord, rounding, axis_roi = plan
    if coord == "tf_crop_and_resize":
        return None
    src = _source_coordinates(coord, n_out, n_in, scale, axis_roi)
    if mode == "nearest":
        index = np.clip(_nearest(src, rounding, scale), 0, n_in - 1).astype(np.int64)[:, None]
        return index, np.ones_like(index, np.float64)
    if mode == "linear" and not (node.attrs.get("antialias", 0) and scale < 1):
        clamped = np.clip(src, 0, n_in - 1)
        lo = np.floor(clamped).astype(np.int64)
        frac = clamped - lo
        return np.stack([lo, np.minimum(lo + 1, n_in - 1)], 1), np.stack([1 - frac, frac], 1)
    return _taps(
        src, n_in, scale, mode, bool(node.attrs.get("antialias", 0)) and scale < 1,
        float(node.attrs.get("cubic_coeff_a", -0.75)), bool(node.attrs.get("exclude_outside", 0)),
    )  # fmt: skip


def resize_plans(node: Node, inputs: list, opset: int, shape: tuple | None = None) -> list[tuple]:
    """The per-axis plans of a Resize or Upsample of ``inputs`` (its own inputs; ``shape``: the data's shape
    when ``inputs[0]`` is laid out otherwise, an NHWC tensor say)."""
    shape = tuple(inputs[0].shape) if shape is None else tuple(shape)
    if node.op == "Upsample":
        scales = node.attrs.get("scales") if len(inputs) < 2 else [float(s) for s in inputs[1].ravel()]
        if scales is None or len(scales) != len(shape) or min(scales) < 1:
            raise fail(node, f"scales {scales} must hold one value >= 1 per input axis")
        return _axis_plans(node, shape, None, list(scales), opset)
    # Sizes from scales are floor(in * scale) in float64 (spec, shape inference, reference; ONNX Runtime
    # multiplies in float32, e.g. 10 * 0.7f -> 7 instead of 6). align_corners and pytorch_half_pixel use the
    # integer output length as the spec says (the reference uses in * scale).
    rank = len(shape)
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
        axes = axes_indices(node, axes, rank)
        if len(given) != len(axes):
            raise fail(node, f"{what} {given} does not match axes {axes}")
        full = [1.0] * rank if sizes is None else list(shape)
        for a, v in zip(axes, given):
            full[a] = v
        given = full
    if len(given) != rank:
        raise fail(node, f"{what} {given} does not match the input rank {rank}")
    if min(given, default=1) <= (0 if sizes is None else -1):
        raise fail(node, f"invalid {what} {given}")
    roi = None
    if node.attrs.get("coordinate_transformation_mode") == "tf_crop_and_resize":
        roi = _full_roi(node, optional_input(inputs, 1), axes, rank)
    if sizes is None:
        return _axis_plans(node, shape, None, given, opset, roi)
    policy = node.attrs.get("keep_aspect_ratio_policy", "stretch")
    if policy != "stretch":  # one scale for the given axes, the sizes rounded half up from it
        scaled = axes if axes is not None else list(range(rank))
        ratios = [given[a] / shape[a] for a in scaled]
        scale = min(ratios) if policy == "not_larger" else max(ratios)
        given = [int(scale * shape[a] + 0.5) if a in scaled else shape[a] for a in range(rank)]
        return _axis_plans(node, shape, None, [scale if a in scaled else 1.0 for a in range(rank)], opset, roi,
                           sizes_override=given)  # fmt: skip
    return _axis_plans(node, shape, given, None, opset, roi)


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
    return [_resample(node, inputs[0], resize_plans(node, inputs, opset))]


def _full_roi(node: Node, roi, axes, rank: int) -> list[float]:
    """tf_crop_and_resize's region, [starts..., ends...] over every axis (normalized coordinates)."""
    if roi is None or roi.size == 0:
        raise fail(node, "tf_crop_and_resize needs the roi input")
    values = [float(v) for v in roi.ravel()]
    if axes is None:
        if len(values) != 2 * rank:
            raise fail(node, f"roi {values} must hold a start and an end for each of {rank} axes")
        return values
    if len(values) != 2 * len(axes):
        raise fail(node, f"roi {values} must hold a start and an end for each of the axes {axes}")
    full = [0.0] * rank + [1.0] * rank
    for i, a in enumerate(axes):
        full[a], full[a + rank] = values[i], values[i + len(axes)]
    return full


@register("mode", "scales", check=_resize_check)
def Upsample(node, inputs, opset):
    return [_resample(node, inputs[0], resize_plans(node, inputs, opset))]


def _grid_sample_check(node: Node, opset: int) -> None:
    modes = ("bilinear", "nearest", "bicubic") if opset < 20 else ("linear", "nearest", "cubic")
    choose(node, "mode", modes[0], modes)
    choose(node, "padding_mode", "zeros", ("zeros", "border", "reflection"))
    flag(node, "align_corners")


def _reflect(coord: np.ndarray, low: float, high: float) -> np.ndarray:
    """Reflect coordinates into [low, high] (mirror at the borders, repeatedly)."""
    span = high - low
    if span <= 0:
        return np.zeros_like(coord)
    c = np.abs(coord - low)
    flips = np.floor(c / span)
    rest = c - flips * span
    return np.where(flips % 2 == 0, low + rest, high - rest)


@register("align_corners", "mode", "padding_mode", check=_grid_sample_check)
def GridSample(node, inputs, opset):
    """Samples x (N, C, H, W) at grid (N, Ho, Wo, 2) of normalized (x, y) in [-1, 1] (2-D; as torch's
    grid_sample): nearest, bilinear or bicubic (a = -0.75), zeros / border / reflection padding."""
    x, grid = inputs
    if x.ndim != 4 or grid.ndim != 4 or grid.shape[-1] != 2 or grid.shape[0] != x.shape[0]:
        raise fail(node, f"input {x.shape} and grid {grid.shape}: only 2-D sampling (N, C, H, W) is supported")
    mode = {"linear": "bilinear", "cubic": "bicubic"}.get(node.attrs.get("mode", "bilinear"), node.attrs.get("mode"))
    mode = mode or "bilinear"
    padding, align = node.attrs.get("padding_mode", "zeros"), bool(node.attrs.get("align_corners", 0))
    n, c, h, w = x.shape
    g = grid.astype(np.float64)

    def unnormalize(v, size):
        return (v + 1) / 2 * (size - 1) if align else ((v + 1) * size - 1) / 2

    fx, fy = unnormalize(g[..., 0], w), unnormalize(g[..., 1], h)  # (N, Ho, Wo)
    if mode == "bicubic":
        pass  # the padding applies to each of the 16 taps (below), not to the sampling point
    elif padding == "border":
        fx, fy = np.clip(fx, 0, w - 1), np.clip(fy, 0, h - 1)
    elif padding == "reflection":
        if align:
            fx, fy = _reflect(fx, 0, w - 1), _reflect(fy, 0, h - 1)
        else:
            fx, fy = _reflect(fx, -0.5, w - 0.5), _reflect(fy, -0.5, h - 0.5)
        fx, fy = np.clip(fx, 0, w - 1), np.clip(fy, 0, h - 1)
    batch = np.arange(n)[:, None, None]
    values = x.astype(np.float64)

    def tap(iy, ix):  # (N, C, Ho, Wo): x at integer positions, zero outside (zeros padding)
        inside = (iy >= 0) & (iy < h) & (ix >= 0) & (ix < w)
        sample = values[batch, :, np.clip(iy, 0, h - 1), np.clip(ix, 0, w - 1)]  # (N, Ho, Wo, C)
        return np.moveaxis(np.where(inside[..., None], sample, 0.0), -1, 1)

    if mode == "nearest":
        y = tap(np.rint(fy).astype(np.int64), np.rint(fx).astype(np.int64))  # round half to even, as ORT
    elif mode == "bilinear":
        x0, y0 = np.floor(fx).astype(np.int64), np.floor(fy).astype(np.int64)
        ax, ay = (fx - x0)[:, None], (fy - y0)[:, None]
        y = ((1 - ay) * ((1 - ax) * tap(y0, x0) + ax * tap(y0, x0 + 1))
             + ay * ((1 - ax) * tap(y0 + 1, x0) + ax * tap(y0 + 1, x0 + 1)))  # fmt: skip
    else:  # bicubic: 4x4 taps; outside taps follow the padding mode
        x0, y0 = np.floor(fx).astype(np.int64), np.floor(fy).astype(np.int64)
        wx = _cubic(np.arange(-1, 3)[None, None, None, :] - (fx - x0)[..., None], -0.75)
        wy = _cubic(np.arange(-1, 3)[None, None, None, :] - (fy - y0)[..., None], -0.75)

        def at(iy, ix):
            if padding == "border":
                iy, ix = np.clip(iy, 0, h - 1), np.clip(ix, 0, w - 1)
            elif padding == "reflection":
                lo_x, hi_x, lo_y, hi_y = (0, w - 1, 0, h - 1) if align else (-0.5, w - 0.5, -0.5, h - 0.5)
                ix = np.clip(np.rint(_reflect(ix.astype(np.float64), lo_x, hi_x)), 0, w - 1).astype(np.int64)
                iy = np.clip(np.rint(_reflect(iy.astype(np.float64), lo_y, hi_y)), 0, h - 1).astype(np.int64)
            return tap(iy, ix)

        y = 0.0
        for j in range(4):
            row = 0.0
            for i in range(4):
                row = row + wx[..., i][:, None] * at(y0 - 1 + j, x0 - 1 + i)
            y = y + wy[..., j][:, None] * row
    return [np.asarray(y).astype(x.dtype)]
