"""The identity of a convolution for tuning records: everything that can change which schedule is fastest.

Two convolutions with the same signature are the same tuning problem, whatever model they come from
(so a second model with the same layer shapes is tuned instantly). The fused epilogue (activation,
residual) and the batch are left out: they cost the same for every schedule, and records are measured
at batch 1. Lives in ``ops`` so the graph runtime and the tuner compute it identically.
"""

from __future__ import annotations

from ixconv.ops.params import ConvParams


def conv_signature(params: ConvParams, height: int, width: int, quant: str = "") -> str:
    """``quant``: "" for float32, else the 8-bit variant (``quant_variant``): it picks other kernels."""
    pad = params.resolve_padding(height, width)
    (r, s), (sh, sw), (dh, dw) = params.kernel, params.stride, params.dilation
    kind = f"qconv2d_{quant}" if quant else "conv2d_f32"
    return (
        f"{kind} in={height}x{width}x{params.in_channels} out={params.out_channels} k={r}x{s} "
        f"s={sh}x{sw} d={dh}x{dw} p={pad.top},{pad.left},{pad.bottom},{pad.right} g={params.groups}"
    )


def quant_variant(x_signed: bool, w_signed: bool, rowsum: bool, output: str) -> str:
    """What of an 8-bit convolution changes its kernel: input and weight signedness, whether the weights'
    zero points need the activations' row sums, and the output (q8: requantized; i32: ConvInteger)."""
    text = f"{'s8' if x_signed else 'u8'}{'s8' if w_signed else 'u8'}"
    return text + ("_rs" if rowsum else "") + ("_i32" if output == "i32" else "")


def parse_quant_variant(text: str) -> dict:
    """The inverse of ``quant_variant``: {x_signed, w_signed, rowsum, output}."""
    parts = text.split("_")
    if len(parts[0]) != 4 or parts[0][:2] not in ("u8", "s8") or parts[0][2:] not in ("u8", "s8"):
        raise ValueError(f"not an 8-bit variant: {text!r}")
    if set(parts[1:]) - {"rs", "i32"}:
        raise ValueError(f"not an 8-bit variant: {text!r}")
    return {
        "x_signed": parts[0][:2] == "s8", "w_signed": parts[0][2:] == "s8",
        "rowsum": "rs" in parts[1:], "output": "i32" if "i32" in parts[1:] else "q8",
    }  # fmt: skip
