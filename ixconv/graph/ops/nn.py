"""Pooling, normalization, dense layers and (transposed) convolution, as float64-faithful NumPy references."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import bad_attr, fail, flag, optional_input, register, set_lowering
from ixconv.graph.ops.window import Window, check_window_attrs, ints_attr, pad_spatial, window_of


def _pool_check(node: Node, opset: int) -> None:
    if "kernel_shape" not in node.attrs:
        raise fail(node, "attribute 'kernel_shape' is required")
    check_window_attrs(node)
    flag(node, "count_include_pad")
    flag(node, "storage_order")
    kernel, n = node.attrs["kernel_shape"], len(node.attrs["kernel_shape"])
    pads = node.attrs.get("pads", [0] * 2 * n)
    dilations = node.attrs.get("dilations", [1] * n)
    if node.attrs.get("auto_pad", "NOTSET").startswith("SAME") and max(dilations, default=1) > 1:
        # The spec says out = ceil(in / stride); ONNX Runtime pools to a smaller output and the reference
        # evaluator ignores the dilations: ambiguous, so refused.
        raise bad_attr(node, "dilations", "dilated pooling with auto_pad SAME_UPPER/SAME_LOWER is ambiguous")
    if any(p >= (k - 1) * d + 1 for p, k, d in zip(pads, kernel * 2, dilations * 2)):
        # A window made only of padding has no defined value (ONNX Runtime refuses such pads too).
        raise bad_attr(node, "pads", "each pad must be smaller than the (dilated) kernel")


def _pool_window(node: Node, x: np.ndarray) -> Window:
    kernel = node.attrs["kernel_shape"]
    if x.ndim != len(kernel) + 2:
        raise fail(node, f"input of shape {x.shape} does not match kernel_shape {list(kernel)}")
    return window_of(node, x.shape[2:], kernel, bool(node.attrs.get("ceil_mode", 0)))


def _lowest(dtype: np.dtype):
    return -np.inf if dtype.kind == "f" else np.iinfo(dtype).min


@register(
    "auto_pad",
    "ceil_mode",
    "dilations",
    "kernel_shape",
    "pads",
    "storage_order",
    "strides",
    check=_pool_check,
    max_outputs=2,
)
def MaxPool(node, inputs, opset):
    x = inputs[0]
    w = _pool_window(node, x)
    xp = pad_spatial(x, w.padded_extent(x.shape[2:]), _lowest(x.dtype))
    want_indices = len(node.outputs) > 1 and bool(node.outputs[1])
    if not want_indices:
        y = None
        for tap in w.taps():
            view = xp[(..., *w.tap_slices(tap))]
            y = view.copy() if y is None else np.maximum(y, view, out=y)
        return [y]
    return list(_max_pool_with_indices(node, x, xp, w))


def _max_pool_with_indices(node: Node, x: np.ndarray, xp: np.ndarray, w: Window):
    """Values and flat indices into x (row-major over N, C, spatial; storage_order=1: spatial column-major)."""
    spatial = x.shape[2:]
    if node.attrs.get("storage_order", 0):
        strides = [math.prod(spatial[:i]) for i in range(len(spatial))]
    else:
        strides = [math.prod(spatial[i + 1 :]) for i in range(len(spatial))]
    best = np.full(x.shape[:2] + w.out, _lowest(x.dtype), dtype=x.dtype)
    index = np.full(best.shape, -1, dtype=np.int64)
    for tap in w.taps():
        valid, flat = np.ones((), bool), np.zeros((), np.int64)
        for i, (t, o) in enumerate(zip(tap, w.out)):
            pos = np.arange(o) * w.strides[i] - w.begin[i] + t * w.dilations[i]
            shape = [1] * len(spatial)
            shape[i] = o
            valid = valid & ((pos >= 0) & (pos < spatial[i])).reshape(shape)
            flat = flat + (pos * strides[i]).reshape(shape)
        view = xp[(..., *w.tap_slices(tap))]
        better = valid & ((view > best) | (index < 0))  # strict: the first maximum wins
        np.copyto(best, view, where=better)
        np.copyto(index, np.broadcast_to(flat, best.shape), where=better)
    plane = math.prod(spatial)
    index += (np.arange(x.shape[0] * x.shape[1], dtype=np.int64) * plane).reshape(x.shape[:2] + (1,) * len(spatial))
    return best, index


def _window_counts(w: Window, spatial: Sequence[int], include_pad: bool) -> np.ndarray:
    """Per output position, how many window elements the average divides by."""
    counts = np.ones((), np.int64)
    for i, n in enumerate(spatial):
        pos = np.arange(w.out[i])[:, None] * w.strides[i] - w.begin[i] + np.arange(w.kernel[i]) * w.dilations[i]
        lo, hi = (-w.begin[i], n + w.end[i]) if include_pad else (0, n)
        counts = np.multiply.outer(counts, ((pos >= lo) & (pos < hi)).sum(axis=1))
    return counts


@register(
    "auto_pad", "ceil_mode", "count_include_pad", "dilations", "kernel_shape", "pads", "strides", check=_pool_check
)
def AveragePool(node, inputs, opset):
    # With ceil_mode the reference evaluator shifts windows by half the overhang (e.g. length 7, kernel 3,
    # stride 3 gives [0.5, 3, 5] instead of [1, 4, 6]); this follows the spec and ONNX Runtime: windows start
    # at i * stride - pad_begin, and the overhang past the end padding is never counted.
    x = inputs[0]
    if x.dtype.kind != "f":
        raise fail(node, f"input dtype {x.dtype} is not a float type")
    w = _pool_window(node, x)
    xp = pad_spatial(x, w.padded_extent(x.shape[2:]), 0)
    total = None
    for tap in w.taps():
        view = xp[(..., *w.tap_slices(tap))]
        total = view.copy() if total is None else np.add(total, view, out=total)
    counts = _window_counts(w, x.shape[2:], bool(node.attrs.get("count_include_pad", 0)))
    return [total / counts.astype(x.dtype)]


def _batchnorm_check(node: Node, opset: int) -> None:
    if flag(node, "training_mode"):
        raise bad_attr(node, "training_mode", "inference only")
    if "spatial" in node.attrs and node.attrs["spatial"] != 1:
        raise bad_attr(node, "spatial", "only spatial=1 is implemented")


@register("epsilon", "momentum", "training_mode", "spatial", check=_batchnorm_check)
def BatchNormalization(node, inputs, opset):
    x, scale, bias, mean, var = inputs[:5]
    t = x.dtype.type
    shape = (1, -1) + (1,) * (x.ndim - 2)
    factor = scale.astype(x.dtype) / np.sqrt(var.astype(x.dtype) + t(node.attrs.get("epsilon", 1e-5)))
    shift = bias.astype(x.dtype) - mean.astype(x.dtype) * factor
    return [x * factor.reshape(shape) + shift.reshape(shape)]


def batchnorm_affine(scale, shift, mean, var, epsilon: float) -> tuple[np.ndarray, np.ndarray]:
    """Inference BatchNormalization as ``x * factor + offset`` per channel, computed in float64 (the NHWC
    step and the layout pass's Mul/Add rewrite round these once to float32)."""
    factor = np.asarray(scale, np.float64) / np.sqrt(np.asarray(var, np.float64) + float(epsilon))
    return factor, np.asarray(shift, np.float64) - np.asarray(mean, np.float64) * factor


def _gemm_check(node: Node, opset: int) -> None:
    flag(node, "transA")
    flag(node, "transB")


@register("alpha", "beta", "transA", "transB", check=_gemm_check)
def Gemm(node, inputs, opset):
    a, b, c = inputs[0], inputs[1], optional_input(inputs, 2)
    if node.attrs.get("transA", 0):
        a = a.T
    if node.attrs.get("transB", 0):
        b = b.T
    y = _times(np.matmul(a, b), node.attrs.get("alpha", 1.0))
    beta = node.attrs.get("beta", 1.0)
    if c is not None and beta != 0.0:
        y = y + np.broadcast_to(_times(c, beta), y.shape)  # C broadcasts to (M, N), not the other way
    return [y]


def _times(v: np.ndarray, factor: float) -> np.ndarray:
    """v * factor in v's dtype (a float32 tensor stays float32)."""
    if factor == 1.0:
        return v
    if v.dtype.kind == "f":
        return v * np.asarray(factor, v.dtype)
    return (v * factor).astype(v.dtype)


@register()
def MatMul(node, inputs, opset):
    return [np.matmul(inputs[0], inputs[1])]


@set_lowering("MatMul")
def lower_matmul(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 MatMul of two activations with equal batch axes (attention's products): B packed at run time,
    then the generated GEMM over every batch entry (``ops.matmul``). Constant B: ``GemmStep``."""
    from ixconv.ops.matmul import matmul_calls

    if len(inputs) != 2:
        return None
    return matmul_calls(inputs[0], inputs[1], y, threads)


def check_conv(node: Node, opset: int) -> None:
    check_window_attrs(node)
    group = node.attrs.get("group", 1)
    if not isinstance(group, int) or group < 1:
        raise bad_attr(node, "group", "expected a positive integer")
    if node.op == "ConvTranspose":
        kernel = node.attrs.get("kernel_shape")
        n = None if kernel is None else len(kernel)
        for name in ("output_padding", "output_shape"):
            value = node.attrs.get(name)
            if value is not None and (min(value, default=0) < 0 or n is not None and len(value) not in (n, n + 2)):
                raise bad_attr(node, name, "expected one non-negative integer per spatial axis")


def _conv_operands(node: Node, x: np.ndarray, w: np.ndarray, transposed: bool):
    group = node.attrs.get("group", 1)
    n = x.ndim - 2
    if n < 1 or w.ndim != x.ndim:
        raise fail(node, f"input {x.shape} and weights {w.shape} do not make an N-D convolution")
    kernel = w.shape[2:]
    if tuple(node.attrs.get("kernel_shape", kernel)) != kernel:
        raise bad_attr(node, "kernel_shape", f"the weights have kernel {kernel}")
    channels = w.shape[0] if transposed else w.shape[1] * group
    if x.shape[1] != channels or w.shape[0] % group:
        raise fail(node, f"input {x.shape}, weights {w.shape} and group={group} do not agree")
    return group, kernel


def _tap_product(weights: np.ndarray, cols: np.ndarray, out: np.ndarray) -> np.ndarray:
    """out (N, G, Mg, P) = weights (G, Mg, Cg) @ cols (N, G, Cg, P); a broadcast product when Cg == 1."""
    if weights.shape[2] == 1:  # depthwise: no tiny matmuls
        return np.multiply(weights[None], cols, out=out)
    return np.matmul(weights, cols, out=out)


@register("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides", check=check_conv)
def Conv(node, inputs, opset):
    x, w, bias = inputs[0], inputs[1], optional_input(inputs, 2)
    group, kernel = _conv_operands(node, x, w, transposed=False)
    win = window_of(node, x.shape[2:], kernel)
    xp = pad_spatial(x, win.padded_extent(x.shape[2:]), 0)
    n, cg, m = x.shape[0], w.shape[1], w.shape[0]
    xg = xp.reshape((n, group, cg) + xp.shape[2:])
    wg = w.reshape((group, m // group, cg) + kernel)
    pixels = math.prod(win.out)
    y = np.zeros((n, group, m // group, pixels), dtype=np.result_type(x, w))
    product = np.empty_like(y)
    for tap in win.taps():
        cols = xg[(..., *win.tap_slices(tap))].reshape(n, group, cg, pixels)
        y += _tap_product(wg[(..., *tap)], cols, product)
    y = y.reshape((n, m) + win.out)
    if bias is not None:
        y += bias.reshape((1, m) + (1,) * len(kernel))
    return [y]


def transposed_geometry(node: Node, spatial, kernel):
    """(pads before, output size, strides, dilations) per spatial axis of a ConvTranspose.

    output_shape (or SAME_*: in * stride) sets the output; the padding it implies is split as the spec says,
    the odd element at the end for SAME_UPPER and at the start otherwise (ONNX Runtime agrees).
    """
    n = len(spatial)
    strides = ints_attr(node, "strides", n, 1, 1)
    dilations = ints_attr(node, "dilations", n, 1, 1)
    output_padding = ints_attr(node, "output_padding", n, 0, 0)
    natural = [(spatial[i] - 1) * strides[i] + output_padding[i] + (kernel[i] - 1) * dilations[i] + 1 for i in range(n)]
    auto_pad = node.attrs.get("auto_pad", "NOTSET")
    output_shape = node.attrs.get("output_shape")
    if output_shape is not None or auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        if output_shape is not None:
            out = [int(v) for v in output_shape[-n:]]
        else:
            out = [spatial[i] * strides[i] for i in range(n)]
        for i in range(n):
            if out[i] - natural[i] >= strides[i]:  # more than output_padding could add (ONNX Runtime refuses too)
                raise bad_attr(node, "output_shape", f"axis {i}: {out[i]} is more than {natural[i]} + stride - 1")
        total = [max(0, natural[i] - out[i]) for i in range(n)]  # a slightly larger output extends the tail
        begin = [t // 2 if auto_pad == "SAME_UPPER" else t - t // 2 for t in total]
        return begin, out, strides, dilations
    if auto_pad == "VALID":
        return [0] * n, natural, strides, dilations
    pads = ints_attr(node, "pads", 2 * n, 0, 0)
    out = [natural[i] - pads[i] - pads[n + i] for i in range(n)]
    return list(pads[:n]), out, strides, dilations


@register(
    "auto_pad",
    "dilations",
    "group",
    "kernel_shape",
    "output_padding",
    "output_shape",
    "pads",
    "strides",
    check=check_conv,
)
def ConvTranspose(node, inputs, opset):
    """One matmul per kernel tap, scattered into a strided view of the (uncropped) output, then cropped."""
    # With group > 1 the reference evaluator slices the weights by output channel and writes one channel per
    # group; this follows the spec (and ONNX Runtime). The reference also cannot take output_shape without pads.
    x, w, bias = inputs[0], inputs[1], optional_input(inputs, 2)
    group, kernel = _conv_operands(node, x, w, transposed=True)
    spatial = x.shape[2:]
    begin, out, strides, dilations = transposed_geometry(node, spatial, kernel)
    if min(out) < 1:
        raise fail(node, f"the output spatial shape {out} is empty")
    n, c, mg = x.shape[0], x.shape[1], w.shape[1]
    cg = c // group
    extent = [
        max((spatial[i] - 1) * strides[i] + (kernel[i] - 1) * dilations[i] + 1, begin[i] + out[i])
        for i in range(len(spatial))
    ]
    buf = np.zeros((n, group, mg) + tuple(extent), dtype=np.result_type(x, w))
    cols = x.reshape(n, group, cg, math.prod(spatial))
    wg = np.moveaxis(w.reshape((group, cg, mg) + kernel), 1, 2)  # (G, Mg, Cg, *kernel)
    contribution = np.empty((n, group, mg, math.prod(spatial)), dtype=buf.dtype)
    for tap in itertools.product(*(range(k) for k in kernel)):
        _tap_product(wg[(..., *tap)], cols, contribution)
        view = tuple(slice(t * d, t * d + (i - 1) * s + 1, s) for t, d, i, s in zip(tap, dilations, spatial, strides))
        buf[(..., *view)] += contribution.reshape((n, group, mg) + spatial)
    crop = tuple(slice(b, b + o) for b, o in zip(begin, out))
    y = buf[(..., *crop)].reshape((n, group * mg) + tuple(out))
    if bias is not None:
        y += bias.reshape((1, -1) + (1,) * len(kernel))
    return [y]


def _einsum_check(node: Node, opset: int) -> None:
    equation = node.attrs.get("equation")
    if not isinstance(equation, str) or not equation.replace(" ", ""):
        raise bad_attr(node, "equation", "a non-empty equation is required")
    allowed = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ,.->")
    if set(equation.replace(" ", "")) - allowed:
        raise bad_attr(node, "equation", "letters, ',', '...' and '->' only")


@register("equation", check=_einsum_check)
def Einsum(node, inputs, opset):
    """NumPy's einsum implements ONNX's equation language (implicit and explicit output, ellipsis); float
    operands are contracted in float64."""
    equation = node.attrs["equation"].replace(" ", "")
    dtype = np.result_type(*inputs)
    operands = [v.astype(np.float64) if dtype.kind == "f" else v for v in inputs]
    return [np.asarray(np.einsum(equation, *operands, optimize=len(operands) > 2)).astype(dtype)]


def _lp_pool_check(node: Node, opset: int) -> None:
    _pool_check(node, opset)
    if int(node.attrs.get("p", 2)) < 1:
        raise bad_attr(node, "p", "expected a positive integer")


@register("auto_pad", "ceil_mode", "dilations", "kernel_shape", "p", "pads", "strides", check=_lp_pool_check)
def LpPool(node, inputs, opset):
    """(sum over the window of |x|^p)^(1/p); padding contributes zeros."""
    x = inputs[0]
    p = int(node.attrs.get("p", 2))
    w = _pool_window(node, x)
    xp = pad_spatial(np.abs(x.astype(np.float64)) ** p, w.padded_extent(x.shape[2:]), 0)
    total = None
    for tap in w.taps():
        view = xp[(..., *w.tap_slices(tap))]
        total = view.copy() if total is None else np.add(total, view, out=total)
    return [(total ** (1.0 / p)).astype(x.dtype)]


@register("p")
def GlobalLpPool(node, inputs, opset):
    x = inputs[0]
    p = int(node.attrs.get("p", 2))
    total = np.sum(np.abs(x.astype(np.float64)) ** p, axis=tuple(range(2, x.ndim)), keepdims=True)
    return [(total ** (1.0 / p)).astype(x.dtype)]


def _lrn_check(node: Node, opset: int) -> None:
    if "size" not in node.attrs or int(node.attrs["size"]) < 1:
        raise bad_attr(node, "size", "a positive size is required")


@register("alpha", "beta", "bias", "size", check=_lrn_check)
def LRN(node, inputs, opset):
    """Local response normalization across channels: x / (bias + alpha / size * sum of squares)^beta, the
    sum over channels [c - floor((size - 1) / 2), c + ceil((size - 1) / 2)] (AlexNet, GoogLeNet)."""
    x = inputs[0]
    size = int(node.attrs["size"])
    alpha, beta = float(node.attrs.get("alpha", 1e-4)), float(node.attrs.get("beta", 0.75))
    bias = float(node.attrs.get("bias", 1.0))
    squares = np.square(x.astype(np.float64))
    before, after = (size - 1) // 2, size - 1 - (size - 1) // 2
    padded = np.pad(squares, [(0, 0), (before, after)] + [(0, 0)] * (x.ndim - 2))
    window = np.cumsum(padded, axis=1)
    window = np.concatenate([window[:, size - 1 : size], window[:, size:] - window[:, :-size]], axis=1)
    return [(x / (bias + alpha / size * window) ** beta).astype(x.dtype)]


@register("kernel_shape", "pads", "strides")
def MaxUnpool(node, inputs, opset):
    """Scatter X to the flat positions I (MaxPool's indices) of a zero tensor of the pooled input's shape."""
    x, indices = inputs[0], inputs[1]
    shape = optional_input(inputs, 2)
    kernel = node.attrs.get("kernel_shape")
    if kernel is None:
        raise fail(node, "attribute 'kernel_shape' is required")
    n = len(kernel)
    strides = node.attrs.get("strides", [1] * n)
    pads = node.attrs.get("pads", [0] * 2 * n)
    pooled = list(x.shape[:2]) + [(x.shape[2 + i] - 1) * strides[i] - pads[i] - pads[i + n] + kernel[i]
                                  for i in range(n)]  # fmt: skip
    out = np.zeros(math.prod(pooled), x.dtype)
    flat = indices.reshape(-1).astype(np.int64)
    if flat.size and (flat.min() < 0 or flat.max() >= out.size):
        raise fail(node, f"indices out of range [0, {out.size - 1}]")
    out[flat] = x.reshape(-1)
    out = out.reshape(pooled)
    if shape is None:
        return [out]
    shape = [int(v) for v in np.asarray(shape).reshape(-1)]  # the indices address the pooled input's shape;
    if len(shape) != out.ndim or any(s < p for s, p in zip(shape, pooled)):  # a larger output pads it at the end
        raise fail(node, f"output_shape {shape} is smaller than the unpooled shape {pooled}")
    padded = np.zeros(shape, x.dtype)
    padded[tuple(slice(0, p) for p in pooled)] = out
    return [padded]
