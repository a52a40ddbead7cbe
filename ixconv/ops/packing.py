"""Aligned allocation and weight packing for the GEMM micro-kernel.

Per group, per panel of NR output channels: NR bias values, then for each tap (r, s) in row-major
order, for each input channel c, the NR weights w[n0:n0+NR, c, r, s] (zeros past K). The kernel walks
this linearly, so a panel is one contiguous stream of (1 + taps * C/groups) * NR floats.
"""

from __future__ import annotations

import numpy as np

ALIGNMENT = 64


def aligned_empty(shape, dtype=np.float32, alignment: int = ALIGNMENT) -> np.ndarray:
    """An uninitialized C-contiguous array whose data starts on an `alignment`-byte boundary."""
    dtype = np.dtype(dtype)
    count = int(np.prod(shape, dtype=np.int64))
    raw = np.empty(count * dtype.itemsize + alignment, np.uint8)
    start = (-raw.ctypes.data) % alignment
    return raw[start : start + count * dtype.itemsize].view(dtype).reshape(shape)


def aligned_zeros(shape, dtype=np.float32, alignment: int = ALIGNMENT) -> np.ndarray:
    out = aligned_empty(shape, dtype, alignment)
    out[...] = 0
    return out


def pack_weights(weight_oihw: np.ndarray, bias: np.ndarray, groups: int, nr: int) -> np.ndarray:
    """Packed weights of shape (groups, panels, 1 + taps * C/groups, nr), 64-byte aligned."""
    k, cg, r, s = weight_oihw.shape
    kg = k // groups
    panels = -(-kg // nr)
    rows = 1 + r * s * cg
    packed = aligned_zeros((groups, panels, rows, nr))
    # (K, Cg, R, S) -> (groups, Kg, R*S*Cg) with the reduction index ordered (r, s, c)
    w = weight_oihw.reshape(groups, kg, cg, r * s).transpose(0, 1, 3, 2).reshape(groups, kg, r * s * cg)
    b = bias.reshape(groups, kg)
    for p in range(panels):
        n0, n1 = p * nr, min(kg, (p + 1) * nr)
        packed[:, p, 0, : n1 - n0] = b[:, n0:n1]
        packed[:, p, 1:, : n1 - n0] = w[:, n0:n1, :].transpose(0, 2, 1)
    return packed


def pack_depthwise(weight_oihw: np.ndarray, bias: np.ndarray, channel_tile: int) -> np.ndarray:
    """Depthwise weights (C, 1, R, S) packed as (tiles, 1 + taps, channel_tile): bias, then each tap."""
    c, _, r, s = weight_oihw.shape
    tiles = -(-c // channel_tile)
    packed = aligned_zeros((tiles, 1 + r * s, channel_tile))
    flat = np.zeros((tiles * channel_tile, 1 + r * s), np.float32)
    flat[:c, 0] = bias
    flat[:c, 1:] = weight_oihw.reshape(c, r * s)
    packed[...] = flat.reshape(tiles, channel_tile, 1 + r * s).transpose(0, 2, 1)
    return packed


def unpack_weights(packed: np.ndarray, out_channels: int, group_in: int, kernel: tuple[int, int]) -> np.ndarray:
    """The OIHW weights back from ``pack_weights``'s layout (for introspection; packing is lossless)."""
    groups, panels, _, nr = packed.shape
    r, s = kernel
    kg = out_channels // groups
    body = packed[:, :, 1:, :].reshape(groups, panels, r * s, group_in, nr)  # [g, p, tap, c, n]
    w = body.transpose(0, 1, 4, 3, 2).reshape(groups, panels * nr, group_in, r, s)[:, :kg]
    return np.ascontiguousarray(w.reshape(out_channels, group_in, r, s))


def unpack_depthwise(packed: np.ndarray, channels: int, kernel: tuple[int, int]) -> np.ndarray:
    tiles, taps_plus_one, tile = packed.shape
    w = packed[:, 1:, :].transpose(0, 2, 1).reshape(tiles * tile, taps_plus_one - 1)[:channels]
    return np.ascontiguousarray(w.reshape(channels, 1, *kernel))
