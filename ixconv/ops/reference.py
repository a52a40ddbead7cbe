"""The float64 direct convolution: the oracle every kernel is tested against.

Vectorized over pixels and channels (one matrix product per tap and group), with every parameter:
stride, dilation, asymmetric padding, groups, output clamp. Deliberately simple; never fast.
"""

from __future__ import annotations

import numpy as np

from ixconv.ops.params import ConvParams


def conv2d_reference(
    x: np.ndarray,
    weight_oihw: np.ndarray,
    bias: np.ndarray | None,
    params: ConvParams,
    residual: np.ndarray | None = None,
) -> np.ndarray:
    """NHWC float64 output of the convolution of NHWC ``x`` with OIHW ``weight_oihw`` (+ ``residual``,
    added before the output clamp)."""
    n, h, w, c = x.shape
    pad = params.resolve_padding(h, w)
    oh, ow = params.output_size(h, w)
    (r, s), (sh, sw), (dh, dw) = params.kernel, params.stride, params.dilation
    g, cg, kg = params.groups, params.group_in, params.group_out
    xp = np.zeros((n, h + pad.top + pad.bottom, w + pad.left + pad.right, c), np.float64)
    xp[:, pad.top : pad.top + h, pad.left : pad.left + w, :] = x
    wt = np.asarray(weight_oihw, np.float64)
    out = np.zeros((n, oh, ow, params.out_channels), np.float64)
    for i in range(r):
        for j in range(s):
            window = xp[:, i * dh : i * dh + sh * (oh - 1) + 1 : sh, j * dw : j * dw + sw * (ow - 1) + 1 : sw, :]
            for grp in range(g):
                xs = window[..., grp * cg : (grp + 1) * cg]
                ws = wt[grp * kg : (grp + 1) * kg, :, i, j]  # (kg, cg)
                out[..., grp * kg : (grp + 1) * kg] += xs @ ws.T
    if bias is not None:
        out += np.asarray(bias, np.float64)
    if residual is not None:
        out += np.asarray(residual, np.float64)
    return np.clip(out, params.out_min, params.out_max)


def qconv_accumulate(
    x: np.ndarray,
    weight_oihw: np.ndarray,
    x_zero_point: int,
    w_zero_point: np.ndarray,
    bias: np.ndarray | None,
    params: ConvParams,
) -> np.ndarray:
    """The int32 accumulators of a quantized convolution (ONNX ConvInteger, + an int32 bias):
    ``sum (x - zx)(w - zw[k]) + bias[k]``, padding counted as ``x = zx``, wrapped modulo 2^32 like any
    int32 accumulation. Computed in float64, which is exact for integer sums below 2^53."""
    from dataclasses import replace

    k = weight_oihw.shape[0]
    xs = np.asarray(x, np.float64) - float(x_zero_point)
    ws = np.asarray(weight_oihw, np.float64) - np.asarray(w_zero_point, np.float64).reshape(-1)[:, None, None, None]
    unclamped = replace(params, out_min=-np.inf, out_max=np.inf)
    acc = conv2d_reference(xs, np.broadcast_to(ws, (k, *ws.shape[1:])), None, unclamped).astype(np.int64)
    if bias is not None:
        acc += np.asarray(bias, np.int64)
    return ((acc + (1 << 31)) % (1 << 32) - (1 << 31)).astype(np.int32)


def requantize(acc: np.ndarray, scale: np.ndarray, y_zero_point: int, qmin: int, qmax: int, dtype) -> np.ndarray:
    """The kernels' requantization, with exactly their arithmetic: ``float32(acc) * scale`` (float32),
    clamped to ``[qmin - zp, qmax - zp]``, rounded half to even, plus the zero point."""
    f = acc.astype(np.float32) * np.asarray(scale, np.float32)
    f = np.clip(f, np.float32(qmin - y_zero_point), np.float32(qmax - y_zero_point))
    return (np.rint(f).astype(np.int32) + y_zero_point).astype(dtype)


def run_program(program: tuple, x: np.ndarray) -> np.ndarray:
    """An element-wise program (``ixconv.codegen.fused``'s instructions over value 0 = ``x``) in NumPy, float32:
    the reference the generated epilogues are tested against."""
    import math

    f32 = np.float32
    erf = np.vectorize(math.erf, otypes=[np.float64])  # (a reference: exact, not fast)

    def sigmoid(a):
        return (f32(1) / (f32(1) + np.exp(-a))).astype(np.float32)

    unary = {
        "relu": lambda a: np.where(a < 0, f32(0), a), "neg": np.negative, "abs": np.abs, "sqrt": np.sqrt,
        "reciprocal": lambda a: f32(1) / a, "exp": np.exp, "round": np.rint, "sigmoid": sigmoid, "tanh": np.tanh,
        "erf": lambda a: erf(a).astype(np.float32), "floor": np.floor, "ceil": np.ceil, "identity": lambda a: a,
        "silu": lambda a: a * sigmoid(a), "softsign": lambda a: a / (f32(1) + np.abs(a)),
        "hardswish": lambda a: a * np.clip(a * f32(1 / 6) + f32(0.5), 0, 1),
        "gelu": lambda a: f32(0.5) * a + f32(0.5) * a * erf(a * f32(0.7071067811865476)).astype(np.float32),
        "gelu_tanh": lambda a: f32(0.5) * a * (f32(1) + np.tanh(f32(0.7978845608028654) * (a + f32(0.044715) * a**3))),
    }  # fmt: skip
    unary["gelu_coarse"] = unary["gelu"]  # GELU within 2e-6 (``codegen.fused._gelu_coarse``): exact here
    unary["silu_coarse"] = unary["silu"]  # SiLU within 2e-6 (``codegen.fused._silu_coarse``): exact here
    binary = {
        "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide, "max": np.maximum,
        "min": np.minimum, "prelu": lambda a, b: np.where(a >= 0, a, a * b),
    }  # fmt: skip
    values = [np.asarray(x, np.float32)]
    for op, operands, params in program:
        args = [values[v] for v in operands]
        if op == "const":
            out = np.float32(params[0])
        elif op == "hardsigmoid":
            out = np.clip(args[0] * f32(params[0]) + f32(params[1]), 0, 1)
        elif op == "leakyrelu":
            out = np.where(args[0] >= 0, args[0], args[0] * f32(params[0]))
        elif op in unary:
            out = unary[op](args[0])
        else:
            out = binary[op](*args)
        values.append(np.asarray(out, np.float32))
    return values[-1]
