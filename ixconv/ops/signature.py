"""The identity of a convolution for tuning records: everything that can change which schedule is fastest.

Two convolutions with the same signature are the same tuning problem, whatever model they come from
(so a second model with the same layer shapes is tuned instantly). The fused epilogue (activation,
residual) and the batch are left out: they cost the same for every schedule, and records are measured
at batch 1. Lives in ``ops`` so the graph runtime and the tuner compute it identically.
"""

from __future__ import annotations

from ixconv.ops.params import ConvParams


def conv_signature(params: ConvParams, height: int, width: int) -> str:
    pad = params.resolve_padding(height, width)
    (r, s), (sh, sw), (dh, dw) = params.kernel, params.stride, params.dilation
    return (
        f"conv2d_f32 in={height}x{width}x{params.in_channels} out={params.out_channels} k={r}x{s} "
        f"s={sh}x{sw} d={dh}x{dw} p={pad.top},{pad.left},{pad.bottom},{pad.right} g={params.groups}"
    )
