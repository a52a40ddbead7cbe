"""Validation and geometry of a 2-D convolution. Every check names the parameter it refuses."""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass

import numpy as np

ACTIVATIONS = {None: (-math.inf, math.inf), "relu": (0.0, math.inf), "relu6": (0.0, 6.0)}
WEIGHT_LAYOUTS = ("OIHW", "OHWI")


def _pair(value, name: str, minimum: int) -> tuple[int, int]:
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        pair = (int(value), int(value))
    elif (
        isinstance(value, (tuple, list))
        and len(value) == 2
        and all(isinstance(v, numbers.Integral) and not isinstance(v, bool) for v in value)
    ):
        pair = (int(value[0]), int(value[1]))
    else:
        raise TypeError(f"{name} must be an int or a pair of ints, got {value!r}")
    if min(pair) < minimum:
        raise ValueError(f"{name} must be >= {minimum}, got {value!r}")
    return pair


def _activation_range(activation) -> tuple[float, float]:
    if isinstance(activation, str) or activation is None:
        key = activation.lower() if isinstance(activation, str) else None
        if key not in ACTIVATIONS:
            raise ValueError(f"activation must be None, 'relu', 'relu6' or a (min, max) pair, got {activation!r}")
        return ACTIVATIONS[key]
    if isinstance(activation, (tuple, list)) and len(activation) == 2:
        try:
            lo, hi = (float(v) for v in activation)
        except (TypeError, ValueError):
            raise ValueError(f"activation range must be two numbers (min, max), got {activation!r}") from None
        if math.isnan(lo) or math.isnan(hi) or lo > hi:
            raise ValueError(f"activation range must satisfy min <= max, got {activation!r}")
        return lo, hi
    raise ValueError(f"activation must be None, 'relu', 'relu6' or a (min, max) pair, got {activation!r}")


@dataclass(frozen=True)
class Padding:
    """Resolved padding in pixels: (top, left, bottom, right)."""

    top: int
    left: int
    bottom: int
    right: int


@dataclass(frozen=True)
class ConvParams:
    """Everything about a convolution that does not depend on the input's size."""

    out_channels: int  # K
    in_channels: int  # C (all groups)
    kernel: tuple[int, int]  # (R, S)
    stride: tuple[int, int]
    dilation: tuple[int, int]
    padding: object  # Padding, or "same"
    groups: int
    out_min: float
    out_max: float

    @property
    def group_in(self) -> int:
        return self.in_channels // self.groups

    @property
    def group_out(self) -> int:
        return self.out_channels // self.groups

    @property
    def taps(self) -> int:
        return self.kernel[0] * self.kernel[1]

    @property
    def effective_kernel(self) -> tuple[int, int]:
        return tuple((k - 1) * d + 1 for k, d in zip(self.kernel, self.dilation))

    @property
    def is_pointwise(self) -> bool:
        """1x1, stride 1, no padding: the input is already the GEMM's A matrix."""
        pad = self.padding
        return (
            self.kernel == (1, 1)
            and self.stride == (1, 1)
            and (pad == "same" or (isinstance(pad, Padding) and pad == Padding(0, 0, 0, 0)))
        )

    @property
    def is_depthwise(self) -> bool:
        """One filter per channel: groups == C == K."""
        return self.groups == self.in_channels == self.out_channels

    def resolve_padding(self, height: int, width: int) -> Padding:
        if isinstance(self.padding, Padding):
            return self.padding
        # "same" (ONNX SAME_UPPER): output = ceil(input / stride), the odd pixel of padding at the end
        pads = []
        for size, stride, eff in zip((height, width), self.stride, self.effective_kernel):
            out = -(-size // stride)
            pads.append(max((out - 1) * stride + eff - size, 0))
        return Padding(pads[0] // 2, pads[1] // 2, pads[0] - pads[0] // 2, pads[1] - pads[1] // 2)

    def output_size(self, height: int, width: int) -> tuple[int, int]:
        pad = self.resolve_padding(height, width)
        (eh, ew), (sh, sw) = self.effective_kernel, self.stride
        oh = (height + pad.top + pad.bottom - eh) // sh + 1
        ow = (width + pad.left + pad.right - ew) // sw + 1
        if oh < 1 or ow < 1:
            raise ValueError(
                f"padding {pad} and kernel {self.kernel} (dilation {self.dilation}) do not fit an input of "
                f"{height}x{width}: the output would be {max(oh, 0)}x{max(ow, 0)}"
            )
        return oh, ow

    def flops(self, batch: int, height: int, width: int) -> int:
        oh, ow = self.output_size(height, width)
        return 2 * batch * oh * ow * self.out_channels * self.group_in * self.taps


def normalize_padding(padding) -> object:
    if isinstance(padding, str):
        key = padding.lower()
        if key == "valid":
            return Padding(0, 0, 0, 0)
        if key == "same":
            return "same"
        raise ValueError(f"padding must be an int, a pair, a 4-tuple, 'same' or 'valid', got {padding!r}")
    if isinstance(padding, (tuple, list)) and len(padding) == 4:
        if not all(isinstance(v, numbers.Integral) and not isinstance(v, bool) for v in padding):
            raise TypeError(f"padding must hold ints, got {padding!r}")
        if min(padding) < 0:
            raise ValueError(f"padding must be >= 0, got {padding!r}")
        return Padding(*(int(v) for v in padding))
    ph, pw = _pair(padding, "padding", 0)
    return Padding(ph, pw, ph, pw)


def check_weight(weight, layout: str) -> np.ndarray:
    """The weight as a float32 OIHW array (a copy only when needed)."""
    if layout not in WEIGHT_LAYOUTS:
        raise ValueError(f"weight_layout must be one of {WEIGHT_LAYOUTS}, got {layout!r}")
    if not isinstance(weight, np.ndarray):
        raise TypeError(f"weight must be a numpy.ndarray, got {type(weight).__name__}")
    if weight.dtype.kind != "f":
        raise TypeError(f"weight must be a floating-point array, got dtype {weight.dtype}")
    if weight.ndim != 4:
        raise ValueError(f"weight must be 4-D ({layout}), got shape {weight.shape}")
    if 0 in weight.shape:
        raise ValueError(f"weight must not have a zero-size dimension, got shape {weight.shape}")
    if layout == "OHWI":
        weight = weight.transpose(0, 3, 1, 2)
    return np.ascontiguousarray(weight, dtype=np.float32)


def check_bias(bias, out_channels: int) -> np.ndarray:
    if bias is None:
        return np.zeros(out_channels, np.float32)
    if not isinstance(bias, np.ndarray):
        raise TypeError(f"bias must be a numpy.ndarray or None, got {type(bias).__name__}")
    if bias.dtype.kind != "f":
        raise TypeError(f"bias must be a floating-point array, got dtype {bias.dtype}")
    if bias.shape != (out_channels,):
        raise ValueError(f"bias must have shape ({out_channels},), got {bias.shape}")
    return np.ascontiguousarray(bias, dtype=np.float32)


def make_params(weight_oihw: np.ndarray, stride, padding, dilation, groups, activation) -> ConvParams:
    if not isinstance(groups, numbers.Integral) or isinstance(groups, bool) or groups < 1:
        raise ValueError(f"groups must be a positive int, got {groups!r}")
    k, cg, r, s = weight_oihw.shape
    if k % groups:
        raise ValueError(f"groups={groups} must divide the output channels ({k})")
    lo, hi = _activation_range(activation)
    return ConvParams(
        out_channels=k,
        in_channels=cg * int(groups),
        kernel=(r, s),
        stride=_pair(stride, "stride", 1),
        dilation=_pair(dilation, "dilation", 1),
        padding=normalize_padding(padding),
        groups=int(groups),
        out_min=lo,
        out_max=hi,
    )


def check_input(x, params: ConvParams, name: str = "x", dtype=np.float32) -> None:
    if not isinstance(x, np.ndarray):
        raise TypeError(f"{name} must be a numpy.ndarray, got {type(x).__name__}")
    if x.dtype != dtype:
        raise TypeError(f"{name} must be {np.dtype(dtype)}, got {x.dtype}")
    if x.ndim != 4:
        raise ValueError(f"{name} must be 4-D NHWC, got shape {x.shape}")
    if x.shape[3] != params.in_channels:
        hint = ""
        if x.shape[1] == params.in_channels:
            hint = " (it looks like NCHW: ixconv takes NHWC, e.g. x.transpose(0, 2, 3, 1))"
        raise ValueError(f"{name} must have {params.in_channels} channels (NHWC), got shape {x.shape}{hint}")
    if 0 in x.shape:
        raise ValueError(f"{name} must not have a zero-size dimension, got shape {x.shape}")
    if not x.flags.c_contiguous:
        raise ValueError(f"{name} must be C-contiguous NHWC (use numpy.ascontiguousarray(x))")
    if not x.flags.aligned:
        raise ValueError(f"{name} must be aligned to its dtype")


def live_taps(size: int, kernel: int, stride: int, dilation: int, pad_begin: int, pad_end: int) -> tuple[int, int]:
    """Along one axis, the taps ``[first, last)`` of the hull of those that read the input for some output; the
    taps outside it read padding (zeros) for every output, and add nothing to any sum. ``(0, 0)``: no tap
    reads the input (every output is padding alone)."""
    outputs = (size + pad_begin + pad_end - (kernel - 1) * dilation - 1) // stride + 1
    if outputs < 1:
        return 0, 0
    starts = np.arange(outputs) * stride - pad_begin  # where each output's first tap reads
    live = [i for i in range(kernel) if np.any((starts + i * dilation >= 0) & (starts + i * dilation < size))]
    return (live[0], live[-1] + 1) if live else (0, 0)


def narrowed_window(
    size: tuple[int, int], kernel: tuple[int, int], stride: tuple[int, int], dilation: tuple[int, int], pads
) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int, int, int]] | None:
    """The smaller convolution that computes the same outputs at this input size, where some kernel rows or
    columns read padding alone (a dilated layer on a small map: DeepLab's ASPP at dilation 36 over a 32x32 map is
    a 1x1 layer): ``((first row, end row), (first column, end column), (top, left, bottom, right))``, the taps
    kept and the padding that keeps the output's size. None where every tap reads the input somewhere, no tap
    does, or the padding would have to be negative (a crop: a strided layer whose taps hop over a small input)."""
    top, left, bottom, right = (int(p) for p in pads)
    rows = live_taps(size[0], kernel[0], stride[0], dilation[0], top, bottom)
    cols = live_taps(size[1], kernel[1], stride[1], dilation[1], left, right)
    if rows == (0, 0) or cols == (0, 0) or (rows, cols) == ((0, kernel[0]), (0, kernel[1])):
        return None
    narrowed = (
        top - rows[0] * dilation[0],
        left - cols[0] * dilation[1],
        bottom - (kernel[0] - rows[1]) * dilation[0],
        right - (kernel[1] - cols[1]) * dilation[1],
    )
    if min(narrowed) < 0:
        return None
    return rows, cols, narrowed
