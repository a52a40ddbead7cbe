"""Recurrent layers: LSTM, GRU and RNN with ONNX's full semantics (directions, sequence_lens, initial states,
peepholes, clip, input_forget, linear_before_reset, layout, activations with their alpha/beta).

The input projection of every step is one matrix product up front; each step then adds one product with the
recurrence weights, for the whole batch and all gates at once. Computed in float32 for float32 models, as ONNX
Runtime does (the recurrence weights are read once per step, so float64 copies of them doubled the memory
traffic that bounds this loop), and in float64 for float64 models.
"""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import bad_attr, choose, fail, optional_input, register

# name -> (function of (x, alpha, beta), default alpha, default beta)
_ACTIVATIONS = {
    "Sigmoid": (lambda x, a, b: 0.5 * (1 + np.tanh(0.5 * x)), None, None),
    "Tanh": (lambda x, a, b: np.tanh(x), None, None),
    "Relu": (lambda x, a, b: np.maximum(x, 0), None, None),
    "Affine": (lambda x, a, b: a * x + b, 1.0, 0.0),
    "LeakyRelu": (lambda x, a, b: np.where(x >= 0, x, a * x), 0.01, None),
    "ThresholdedRelu": (lambda x, a, b: np.where(x > a, x, 0), 1.0, None),
    "ScaledTanh": (lambda x, a, b: a * np.tanh(b * x), 1.0, 1.0),
    "HardSigmoid": (lambda x, a, b: np.clip(a * x + b, 0, 1), 0.2, 0.5),
    "Elu": (lambda x, a, b: np.where(x > 0, x, a * np.expm1(np.minimum(x, 0))), 1.0, None),
    "Softsign": (lambda x, a, b: x / (1 + np.abs(x)), None, None),
    "Softplus": (lambda x, a, b: np.logaddexp(0, x), None, None),
}
_GATES = {"LSTM": 4, "GRU": 3, "RNN": 1}
_DEFAULTS = {"LSTM": ("Sigmoid", "Tanh", "Tanh"), "GRU": ("Sigmoid", "Tanh"), "RNN": ("Tanh",)}
_ATTRS = ("activation_alpha", "activation_beta", "activations", "clip", "direction", "hidden_size", "layout")


def _directions(node: Node) -> int:
    return 2 if choose(node, "direction", "forward", ("forward", "reverse", "bidirectional")) == "bidirectional" else 1


def _activations(node: Node) -> list[list]:
    """Per direction, the activation functions with their alpha and beta bound."""
    per = len(_DEFAULTS[node.op])
    names = list(node.attrs.get("activations", []))
    directions = _directions(node)
    if not names:
        names = list(_DEFAULTS[node.op]) * directions
    if len(names) != per * directions:
        raise bad_attr(node, "activations", f"expected {per * directions} functions ({per} per direction)")
    alphas, betas = list(node.attrs.get("activation_alpha", [])), list(node.attrs.get("activation_beta", []))
    bound = []
    for name in names:
        name = name.decode() if isinstance(name, bytes) else name
        key = next((k for k in _ACTIVATIONS if k.lower() == str(name).lower()), None)
        if key is None:
            raise bad_attr(node, "activations", f"{name!r} is not an activation ONNX defines")
        fn, alpha, beta = _ACTIVATIONS[key]
        a = alphas.pop(0) if alpha is not None and alphas else alpha
        b = betas.pop(0) if beta is not None and betas else beta
        bound.append(lambda x, fn=fn, a=a, b=b: fn(x, a, b))
    return [bound[d * per : (d + 1) * per] for d in range(directions)]


def _check(node: Node, opset: int) -> None:
    if "hidden_size" not in node.attrs:
        raise fail(node, "attribute 'hidden_size' is required")
    if node.attrs.get("layout", 0) not in (0, 1):
        raise bad_attr(node, "layout", "expected 0 or 1")
    if node.op == "LSTM" and node.attrs.get("input_forget", 0) not in (0, 1):
        raise bad_attr(node, "input_forget", "expected 0 or 1")
    _activations(node)


def _run(node: Node, inputs: list, opset: int) -> list:
    """Shared driver: shapes, direction loop, sequence lengths; the cell is per op."""
    op, gates = node.op, _GATES[node.op]
    x, w, r = inputs[0], inputs[1], inputs[2]
    b, lens = optional_input(inputs, 3), optional_input(inputs, 4)
    h0 = optional_input(inputs, 5)
    c0, peep = (optional_input(inputs, 6), optional_input(inputs, 7)) if op == "LSTM" else (None, None)
    hidden, layout = int(node.attrs["hidden_size"]), int(node.attrs.get("layout", 0))
    directions = _directions(node)
    reverse_only = node.attrs.get("direction", "forward") == "reverse"
    if x.ndim != 3:
        raise fail(node, f"X of shape {x.shape}: expected rank 3")
    compute = np.float64 if x.dtype == np.float64 else np.float32
    xs = (x.transpose(1, 0, 2) if layout else x).astype(compute, copy=False)  # (seq, batch, input)
    steps, batch, width = xs.shape
    if w.shape != (directions, gates * hidden, width) or r.shape != (directions, gates * hidden, hidden):
        raise fail(
            node, f"W {w.shape} / R {r.shape} do not match {directions} direction(s), hidden {hidden}, input {width}"
        )
    bias = np.zeros((directions, 2 * gates * hidden), compute) if b is None else b.astype(compute, copy=False)
    lengths = np.full(batch, steps, np.int64) if lens is None else np.asarray(lens, np.int64).reshape(batch)
    if lengths.size and (lengths.min() < 0 or lengths.max() > steps):
        raise fail(node, f"sequence_lens {lengths.tolist()} outside [0, {steps}]")

    def state(v):
        if v is None:
            return np.zeros((directions, batch, hidden), compute)
        return (v.transpose(1, 0, 2) if layout else v).astype(compute)

    h_init, c_init = state(h0), state(c0)
    clip = node.attrs.get("clip")
    y = np.zeros((steps, directions, batch, hidden), compute)
    h_last, c_last = np.zeros((directions, batch, hidden), compute), np.zeros((directions, batch, hidden), compute)
    rows = np.arange(batch)
    for d, functions in enumerate(_activations(node)):
        backward = reverse_only or d == 1
        projected = xs @ w[d].astype(compute, copy=False).T + bias[d, : gates * hidden]  # (seq, batch, gates*hidden)
        recurrent_bias = bias[d, gates * hidden :]
        rd = r[d].astype(compute, copy=False)
        h, c = h_init[d].copy(), c_init[d].copy()
        full = bool((lengths == steps).all())  # every sequence runs every step: plain indexing, no masks
        for s in range(steps):
            if full:
                t = steps - 1 - s if backward else s
                pre = projected[t]
            else:
                active = s < lengths  # batch entries whose sequence still runs
                t = np.where(backward, lengths - 1 - s, s).clip(0, steps - 1)  # each sequence reversed in its length
                pre = projected[t, rows]
            if op == "LSTM":
                new_h, new_c = _lstm_cell(node, pre, h, c, rd, recurrent_bias, peep, d, functions, clip, hidden)
            elif op == "GRU":
                new_h, new_c = _gru_cell(node, pre, h, rd, recurrent_bias, functions, clip, hidden), c
            else:
                new_h, new_c = functions[0](_clipped(pre + h @ rd.T + recurrent_bias, clip)), c
            if full:
                h, c = new_h, new_c
                y[t, d] = new_h
                continue
            h = np.where(active[:, None], new_h, h)
            c = np.where(active[:, None], new_c, c)
            y[t[active], d, rows[active]] = new_h[active]
        empty = (lengths == 0)[:, None]  # a sequence of length 0 ends in zero states (as ONNX Runtime gives)
        h_last[d], c_last[d] = np.where(empty, 0, h), np.where(empty, 0, c)
    dtype = x.dtype
    if layout:
        outputs = [y.transpose(2, 0, 1, 3), h_last.transpose(1, 0, 2), c_last.transpose(1, 0, 2)]
    else:
        outputs = [y, h_last, c_last]
    return [o.astype(dtype) for o in outputs[: 3 if op == "LSTM" else 2]]


def _clipped(v: np.ndarray, clip) -> np.ndarray:
    return v if clip is None else np.clip(v, -clip, clip)


def _lstm_cell(node, pre, h, c, rd, rb, peep, d, functions, clip, hidden):
    f, g, act_h = functions
    gates = _clipped(pre + h @ rd.T + rb, clip)
    i_pre, o_pre, f_pre, c_pre = (gates[:, k * hidden : (k + 1) * hidden] for k in range(4))
    if peep is None:
        i = f(i_pre)
        forget = 1 - i if node.attrs.get("input_forget", 0) else f(f_pre)
        new_c = forget * c + i * g(c_pre)
        o = f(o_pre)
        return o * act_h(new_c), new_c
    p_i, p_o, p_f = np.split(peep[d].astype(c.dtype), 3)
    i = f(i_pre + p_i * c)
    forget = 1 - i if node.attrs.get("input_forget", 0) else f(f_pre + p_f * c)
    new_c = forget * c + i * g(c_pre)
    o = f(o_pre + p_o * new_c)
    return o * act_h(new_c), new_c


def _gru_cell(node, pre, h, rd, rb, functions, clip, hidden):
    f, g = functions
    w_z, w_r, w_h = (pre[:, k * hidden : (k + 1) * hidden] for k in range(3))
    r_z, r_r, r_h = (rd[k * hidden : (k + 1) * hidden] for k in range(3))
    b_z, b_r, b_h = (rb[k * hidden : (k + 1) * hidden] for k in range(3))
    z = f(_clipped(w_z + h @ r_z.T + b_z, clip))
    reset = f(_clipped(w_r + h @ r_r.T + b_r, clip))
    if node.attrs.get("linear_before_reset", 0):
        candidate = g(_clipped(w_h + reset * (h @ r_h.T + b_h), clip))
    else:
        candidate = g(_clipped(w_h + (reset * h) @ r_h.T + b_h, clip))
    return (1 - z) * candidate + z * h


@register(*_ATTRS, "input_forget", check=_check, max_outputs=3)
def LSTM(node, inputs, opset):
    return _run(node, inputs, opset)


@register(*_ATTRS, "linear_before_reset", check=_check, max_outputs=2)
def GRU(node, inputs, opset):
    return _run(node, inputs, opset)


@register(*_ATTRS, check=_check, max_outputs=2)
def RNN(node, inputs, opset):
    return _run(node, inputs, opset)
