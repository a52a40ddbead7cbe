"""The indirection buffer of the Indirect Convolution algorithm (Dukhan 2019, section 2).

Entries are ordered ``[pixel tile][tap][row]`` (XNNPACK's order): the micro-kernel reads the MR row
pointers of one tap, then walks all input channels from each. Each entry is the *byte offset* of an
input pixel from the start of one image, or -1 for a tap that falls into the padding (the kernel then
reads the zero vector). Offsets, not pointers, make the buffer independent of where the input lives
and of the batch size: only a change of H or W (or of the padding it implies) requires a rebuild.
Rows past the last output pixel repeat the last pixel, so every entry is valid.

A tile whose rows all leave a tap in the padding skips that tap (the kernel checks). With tiles of consecutive
pixels only the top and bottom rows' taps are skipped, and only by tiles that lie within one output row; on
small maps the border taps are a large part of the work (a 7x7 map with 3x3 taps: 18%; a 17x17 map with 1x7 taps:
10%; dilated 3x3 taps at dilation 12 over 32x32: 44%). ``tile_pixels`` groups the pixels that leave the same taps
in the padding into tiles of their own (``Arg.TILE_PIXELS``), where that skips more of the work.
"""

from __future__ import annotations

import functools

import numpy as np

from ixconv.ops.params import ConvParams, Padding
from ixconv.ops.prepared import memoized

PADDING_ENTRY = -1


def build_indirection(
    params: ConvParams, height: int, width: int, pad: Padding, mr: int, itemsize: int = 4, tiled: bool = False
) -> np.ndarray:
    """int64 array of shape (tiles, taps, mr) of byte offsets into one NHWC image (or -1).

    ``itemsize``: bytes per input element (4 for float32, 1 for the 8-bit quantized kernels); ``tiled``: over
    ``conv_tile_pixels``'s tiles where it gives some.
    """
    oh, ow = params.output_size(height, width)
    return indirection_offsets(
        height, width, params.in_channels, oh, ow, params.kernel, params.stride, params.dilation, pad, mr, itemsize,
        tiled,
    )  # fmt: skip


def conv_tile_pixels(params: ConvParams, height: int, width: int, pad: Padding, mr: int) -> np.ndarray | None:
    """``tile_pixels`` of a convolution's geometry."""
    oh, ow = params.output_size(height, width)
    return tile_pixels(oh, ow, height, width, params.kernel, params.stride, params.dilation, pad, mr)


# grouped tiles are used when they leave at most this part of the work of consecutive tiles (taps computed, a
# short tile counting as a whole one)
TILED_MAX_WORK = 0.97


def tile_pixels(
    out_height: int,
    out_width: int,
    height: int,
    width: int,
    kernel: tuple[int, int],
    stride: tuple[int, int],
    dilation: tuple[int, int],
    pad: Padding,
    mr: int,
) -> np.ndarray | None:
    """int64 (tiles, mr) output pixels of one image, in tiles that group the pixels leaving the same kernel rows /
    columns in the padding, or None where tiles of consecutive pixels compute as few taps (``TILED_MAX_WORK``).

    Two groupings are tried: the output rows whose kernel rows partly fall into the padding (top, bottom) as
    whole rows, the other rows' pixels grouped by the kernel columns they leave out (a left border column across
    all those rows is a group); and the same with columns and rows swapped. Each group is cut into tiles of mr
    pixels, its last tile repeating its last pixel. The work of a tiling: the taps each tile computes (those
    not in the padding for some pixel of it), summed."""
    tiles = _grouped_tiles(out_height, out_width, height, width, kernel, stride, dilation, pad, mr, TILED_MAX_WORK)
    return None if tiles[0, 0] < 0 else tiles


@memoized
@functools.lru_cache(maxsize=256)
def _grouped_tiles(out_height, out_width, height, width, kernel, stride, dilation, pad, mr,
                   max_work: float) -> np.ndarray:  # fmt: skip
    """``tile_pixels``, or [[-1]] for consecutive tiles (a prepared array, saved with a model: never empty). Kept
    for the geometries seen last: a layer's reshape asks for it with its indirection buffer and again for its
    arguments (a bf16 layer once more for its own buffer), and layers of one geometry share it; nothing writes it."""
    (r, s), (sh, sw), (dh, dw) = kernel, stride, dilation
    consecutive = np.full((1, 1), -1, np.int64)
    if r * s > 63:
        return consecutive
    # per output row / column: which kernel rows / columns land inside the image (a bit each)
    rows = _inside_bits(out_height, height, r, sh, dh, pad.top)
    cols = _inside_bits(out_width, width, s, sw, dw, pad.left)
    inside = _popcount(rows).sum() * _popcount(cols).sum()  # (pixel, tap) pairs not in the padding
    pixels = out_height * out_width
    if inside > pixels * r * s * max_work:
        return consecutive  # too few taps in the padding for any tiling to gain
    y, x = np.divmod(np.arange(pixels, dtype=np.int64), out_width)
    taps = np.zeros(pixels, np.int64)  # per pixel: bit a * s + b for a tap inside the image
    for a in range(r):
        taps |= ((rows[y] >> a) & 1) * (cols[x] << (a * s))
    best, best_work = consecutive, _work(_tiles(np.arange(pixels, dtype=np.int64), mr), taps)
    limit = best_work * max_work
    full_rows, full_cols = (1 << r) - 1, (1 << s) - 1
    for outer, inner, full in ((rows[y], cols[x], full_rows), (cols[x], rows[y], full_cols)):
        # border lines (their outer kernel part partly in the padding) whole; the others by their inner signature
        key = np.where(outer != full, outer, (inner + 1) << 32)
        order = np.argsort(key, kind="stable")
        groups = np.split(order, np.flatnonzero(np.diff(key[order])) + 1)
        tiled = np.concatenate([_tiles(group, mr) for group in groups])
        work = _work(tiled, taps)
        if work < min(best_work, limit):
            best, best_work = tiled, work
    return best


def _inside_bits(out_size: int, size: int, taps: int, stride: int, dilation: int, pad: int) -> np.ndarray:
    """Per output row (or column): bit t set where its kernel row (column) t lands inside the image."""
    at = np.arange(out_size, dtype=np.int64)[:, None] * stride - pad + np.arange(taps, dtype=np.int64) * dilation
    inside = (at >= 0) & (at < size)
    return (inside.astype(np.int64) << np.arange(taps, dtype=np.int64)).sum(axis=1)


def _popcount(bits: np.ndarray) -> np.ndarray:
    counts = np.zeros(bits.shape, np.int64)
    for shift in range(64):
        counts += (bits >> shift) & 1
    return counts


def _tiles(group: np.ndarray, mr: int) -> np.ndarray:
    """A group's pixels as (tiles, mr), the last tile repeating the group's last pixel."""
    count = -(-group.size // mr)
    return group[np.minimum(np.arange(count * mr), group.size - 1)].reshape(count, mr)


def _work(tiles: np.ndarray, taps: np.ndarray) -> int:
    """Taps computed over the tiles: per tile, those inside the image for one of its pixels at least."""
    return int(_popcount(np.bitwise_or.reduce(taps[tiles], axis=1)).sum())


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
    tiled: bool = False,
) -> np.ndarray:
    """The indirection buffer for any sliding window (convolution or pooling) of a given output size; ``tiled``:
    over the tiles of ``tile_pixels`` where it gives some (the kernel then reads them: ``Arg.TILE_PIXELS``)."""
    pixels = out_height * out_width
    tiles = -(-pixels // mr)
    (r, s), (sh, sw), (dh, dw) = kernel, stride, dilation
    table = tile_pixels(out_height, out_width, height, width, kernel, stride, dilation, pad, mr) if tiled else None
    if table is not None:
        pixel = table.reshape(table.shape[0], 1, mr)
    else:
        pixel = np.minimum(np.arange(tiles * mr, dtype=np.int64), pixels - 1).reshape(tiles, 1, mr)
    oy, ox = pixel // out_width, pixel % out_width
    tap = np.arange(r * s, dtype=np.int64).reshape(1, r * s, 1)
    iy = oy * sh - pad.top + (tap // s) * dh
    ix = ox * sw - pad.left + (tap % s) * dw
    inside = (iy >= 0) & (iy < height) & (ix >= 0) & (ix < width)
    offsets = (iy * width + ix) * (channels * itemsize)
    return np.where(inside, offsets, PADDING_ENTRY).astype(np.int64)
