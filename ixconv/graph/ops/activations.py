"""Activation functions, Softmax and LogSoftmax."""

from __future__ import annotations

import math

import numpy as np

from ixconv.codegen.vmath import ERF32_P as _ERF32_P
from ixconv.codegen.vmath import ERF32_Q as _ERF32_Q
from ixconv.graph.ir import Node
from ixconv.graph.ops.elementwise import same_shape_float32
from ixconv.graph.ops.registry import (
    axis_index,
    bad_attr,
    choose,
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


@set_lowering("Softmax")
def lower_softmax(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 Softmax: over the last axis (or, before opset 13, the trailing axes from ``axis``) the generated
    row kernel, over another axis the columns kernel."""
    from ixconv.ops.rows import axis_call, rows_call

    x = inputs[0]
    if not same_shape_float32(y, x) or x.ndim == 0:
        return None
    if opset < 13:
        first = axis_index(node, node.attrs.get("axis", 1), max(x.ndim, 1))
        return rows_call("softmax", x, y, math.prod(x.shape[first:]), num_threads=threads)
    axis = axis_index(node, node.attrs.get("axis", -1), max(x.ndim, 1))
    return axis_call("softmax", x, y, axis, axis + 1, threads)  # a middle axis: the columns kernel


@register("axis", check=_softmax_axis_check)
def LogSoftmax(node, inputs, opset):
    x = inputs[0]
    v, axis = _softmax_frame(node, x, opset)
    shifted = v - np.max(v, axis=axis, keepdims=True)
    return [(shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))).reshape(x.shape)]


@set_lowering("Relu")
def lower_relu(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 Relu: the generated ``relu`` kernel."""
    from ixconv.ops.elementwise import elementwise_call

    if len(inputs) != 1 or not same_shape_float32(y, inputs[0]):
        return None
    return elementwise_call("relu", inputs[0], y, None, num_threads=threads)


@set_lowering("Clip")
def lower_clip(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """A float32 Clip with constant bounds: the generated ``clip`` kernel."""
    from ixconv.ops.elementwise import elementwise_call

    x = inputs[0]
    if x.dtype != np.float32 or y.dtype != np.float32 or x.shape != y.shape:
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


# -- the activations of modern CNNs (GELU, Mish, Softplus, ...): computed in float64, cast back ---------------


def _float64(x: np.ndarray) -> np.ndarray:
    return x.astype(np.float64, copy=False)


def _chebyshev_fit(f, lo: float, hi: float, degree: int) -> np.polynomial.Chebyshev:
    """A Chebyshev series of ``f`` on [lo, hi], interpolated at Chebyshev nodes (near-minimax)."""
    k = np.arange(degree + 1)
    t = np.cos(np.pi * (k + 0.5) / (degree + 1))
    x = (t + 1) / 2 * (hi - lo) + lo
    values = np.array([f(float(v)) for v in x])
    return np.polynomial.Chebyshev.fit(x, values, degree, domain=[lo, hi])


def _erf_over_x(u: float) -> float:
    return math.erf(math.sqrt(u)) / math.sqrt(u) if u else 2 / math.sqrt(math.pi)


def _scaled_erfc(v: float) -> float:
    x = 1 / v
    return x * math.exp(x * x) * math.erfc(x)


class _Erf:
    """erf in float64 to about 1e-15, vectorized: erf(x) = x g(x^2) on |x| < 3 and 1 - exp(-x^2) h(1/x) / x
    beyond (g and h smooth, fitted once to ``math.erf`` / ``math.erfc``); +-1 past 6 (erfc(6) = 2e-17)."""

    def __init__(self):
        self.inner = _chebyshev_fit(_erf_over_x, 0.0, 9.0, 40)  # g(x^2) = erf(x) / x
        self.outer = _chebyshev_fit(_scaled_erfc, 1 / 6, 1 / 3, 30)  # h(1/x) = x exp(x^2) erfc(x)

    def __call__(self, x: np.ndarray) -> np.ndarray:
        x = _float64(x)
        a = np.abs(x)
        out = np.sign(x)  # |x| >= 6
        inner = a < 3
        out[inner] = x[inner] * self.inner(x[inner] ** 2)
        mid = (a >= 3) & (a < 6)
        if mid.any():
            m = a[mid]
            out[mid] = np.sign(x[mid]) * (1 - np.exp(-(m**2)) * self.outer(1 / m) / m)
        return out


_erf: _Erf | None = None


def erf(x: np.ndarray) -> np.ndarray:
    """The error function of ``x`` in float64 (the fit is made on first use)."""
    global _erf
    if _erf is None:
        _erf = _Erf()
    return _erf(x)


# erf(x) = x P(x^2) / Q(x^2) on [-4, 4] (+-1 beyond, where erf is 1 to 1e-8): the float32 rational
# approximation Eigen and XLA use, within 4.2e-7 of math.erf (3.5 ulp); 25 float32 operations per element
def erf32(x: np.ndarray) -> np.ndarray:
    """The error function of float32 ``x`` in float32 (a ConvNeXt's GELUs: 10x faster than float64)."""
    x = np.clip(x, np.float32(-4), np.float32(4), dtype=np.float32)
    x2 = x * x
    p = np.full_like(x2, _ERF32_P[0])
    for c in _ERF32_P[1:]:
        p *= x2
        p += np.float32(c)
    q = np.full_like(x2, _ERF32_Q[0])
    for c in _ERF32_Q[1:]:
        q *= x2
        q += np.float32(c)
    p *= x
    return np.divide(p, q, out=p)


@register(keeps_layout=True)
def Erf(node, inputs, opset):
    x = inputs[0]
    if x.dtype.kind != "f":
        raise bad_attr(node, "input", f"Erf of {x.dtype} is not supported (float types only)")
    return [erf32(x) if x.dtype == np.float32 else erf(x).astype(x.dtype)]


def _gelu_check(node: Node, opset: int) -> None:
    choose(node, "approximate", "none", ("none", "tanh"))


@register("approximate", check=_gelu_check, keeps_layout=True)
def Gelu(node, inputs, opset):
    x = inputs[0]
    if node.attrs.get("approximate", "none") == "tanh":
        v = _float64(x)
        return [(0.5 * v * (1 + np.tanh(math.sqrt(2 / math.pi) * (v + 0.044715 * v**3)))).astype(x.dtype)]
    if x.dtype == np.float32:
        half = np.float32(0.5) * x
        y = half + half * erf32(x * np.float32(1 / math.sqrt(2)))
        return [np.where(x == 0, x, y)]  # -0 stays -0, as 0.5 x (1 + erf) keeps it (half + half * 0 would not)
    v = _float64(x)
    return [(0.5 * v * (1 + erf(v / math.sqrt(2)))).astype(x.dtype)]


def _softplus64(v: np.ndarray) -> np.ndarray:
    return np.logaddexp(0.0, v)  # log(1 + exp(v)) without overflow


@register(keeps_layout=True)
def Softplus(node, inputs, opset):
    x = inputs[0]
    return [_softplus64(_float64(x)).astype(x.dtype)]


@register(keeps_layout=True)
def Mish(node, inputs, opset):
    x = inputs[0]
    v = _float64(x)
    return [(v * np.tanh(_softplus64(v))).astype(x.dtype)]


@register(keeps_layout=True)
def Softsign(node, inputs, opset):
    x = inputs[0]
    return [x / (x.dtype.type(1) + np.abs(x))]


@register("alpha", "gamma", keeps_layout=True)
def Selu(node, inputs, opset):
    x = inputs[0]
    alpha = node.attrs.get("alpha", 1.67326319217681884765625)
    gamma = node.attrs.get("gamma", 1.05070102214813232421875)
    v = _float64(x)
    return [(gamma * np.where(v > 0, v, alpha * np.expm1(np.minimum(v, 0)))).astype(x.dtype)]


@register("alpha", keeps_layout=True)
def Celu(node, inputs, opset):
    x = inputs[0]
    alpha = float(node.attrs.get("alpha", 1.0))
    v = _float64(x)
    return [(np.maximum(v, 0) + np.minimum(0, alpha * np.expm1(np.minimum(v, 0) / alpha))).astype(x.dtype)]


@register("alpha", keeps_layout=True)
def ThresholdedRelu(node, inputs, opset):
    x = inputs[0]
    alpha = x.dtype.type(node.attrs.get("alpha", 1.0))
    return [np.where(x > alpha, x, x.dtype.type(0))]


@register("bias", "lambd", keeps_layout=True)
def Shrink(node, inputs, opset):
    x = inputs[0]
    bias, lambd = float(node.attrs.get("bias", 0.0)), float(node.attrs.get("lambd", 0.5))
    v = _float64(x)
    return [np.where(v < -lambd, v + bias, np.where(v > lambd, v - bias, 0)).astype(x.dtype)]


@register(keeps_layout=True)
def PRelu(node, inputs, opset):
    """``slope`` broadcasts to ``x`` (unidirectionally): per channel as (C, 1, 1) or (1, C, 1, 1), or one."""
    x, slope = inputs[0], inputs[1]
    if np.broadcast_shapes(x.shape, slope.shape) != x.shape:
        raise bad_attr(node, "slope", f"slope of shape {slope.shape} does not broadcast to the input {x.shape}")
    return [np.where(x >= 0, x, x * slope.astype(x.dtype))]


def _unary_float(name: str, fn) -> None:
    """Register a float element-wise function computed in float64 (trigonometric and hyperbolic)."""

    def op(node, inputs, opset):
        x = inputs[0]
        if x.dtype.kind != "f":
            raise bad_attr(node, "input", f"{name} of {x.dtype} is not supported (float types only)")
        with np.errstate(invalid="ignore", divide="ignore"):  # NaN / inf outside the domain, as in C
            return [fn(_float64(x)).astype(x.dtype)]

    op.__name__ = name
    register(keeps_layout=True)(op)


for _name, _fn in (("Sin", np.sin), ("Cos", np.cos), ("Tan", np.tan), ("Asin", np.arcsin), ("Acos", np.arccos),
                   ("Atan", np.arctan), ("Sinh", np.sinh), ("Cosh", np.cosh), ("Asinh", np.arcsinh),
                   ("Acosh", np.arccosh), ("Atanh", np.arctanh)):  # fmt: skip
    _unary_float(_name, _fn)


@register("axis")
def Hardmax(node, inputs, opset):
    """1 at the first largest value along ``axis`` (opset 13; before it, of the input coerced to 2-D)."""
    x = inputs[0]
    v, axis = _softmax_frame(node, x, opset)
    index = np.expand_dims(np.argmax(v, axis=axis), axis)
    out = np.zeros_like(v)
    np.put_along_axis(out, index, 1, axis=axis)
    return [out.reshape(x.shape)]
