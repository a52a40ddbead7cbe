"""The indirection buffer of the Indirect Convolution algorithm (Dukhan 2019, section 2).

Entries are ordered ``[pixel tile][tap][row]`` (XNNPACK's order): the micro-kernel reads the MR row
pointers of one tap, then walks all input channels from each. Each entry is the *byte offset* of an
input pixel from the start of one image, or -1 for a tap that falls into the padding (the kernel then
reads the zero vector). Offsets, not pointers, make the buffer independent of where the input lives
and of the batch size: only a change of H or W (or of the padding it implies) requires a rebuild.
Rows past the last output pixel repeat the last pixel, so every entry is valid.
"""

from __future__ import annotations

import numpy as np

from ixconv.ops.params import ConvParams, Padding
from ixconv.ops.prepared import memoized

PADDING_ENTRY = -1


def build_indirection(
    params: ConvParams, height: int, width: int, pad: Padding, mr: int, itemsize: int = 4
) -> np.ndarray:
    """int64 array of shape (tiles, taps, mr) of byte offsets into one NHWC image (or -1).

    ``itemsize``: bytes per input element (4 for float32, 1 for the 8-bit quantized kernels).
    """
    oh, ow = params.output_size(height, width)
    return indirection_offsets(
        height, width, params.in_channels, oh, ow, params.kernel, params.stride, params.dilation, pad, mr, itemsize
    )


@memoized
def indirection_offsets(
    height: int,
    width: int,
    channels: int,
    out_height: int,
    out_width: int,
    kernel: tuple[int, int],
    stride: tuple[int, int],
    dilation: tuple[int, int],
    pad: Padding,
    mr: int,
    itemsize: int = 4,
) -> np.ndarray:
    """The indirection buffer for any sliding window (convolution or pooling) of a given output size."""
    pixels = out_height * out_width
    tiles = -(-pixels // mr)
    (r, s), (sh, sw), (dh, dw) = kernel, stride, dilation
    pixel = np.minimum(np.arange(tiles * mr, dtype=np.int64), pixels - 1).reshape(tiles, 1, mr)
    oy, ox = pixel // out_width, pixel % out_width
    tap = np.arange(r * s, dtype=np.int64).reshape(1, r * s, 1)
    iy = oy * sh - pad.top + (tap // s) * dh
    ix = ox * sw - pad.left + (tap % s) * dw
    inside = (iy >= 0) & (iy < height) & (ix >= 0) & (ix < width)
    offsets = (iy * width + ix) * (channels * itemsize)
    return np.where(inside, offsets, PADDING_ENTRY).astype(np.int64)
