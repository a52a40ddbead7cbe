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
