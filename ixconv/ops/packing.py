"""Aligned allocation and weight packing for the GEMM micro-kernel.

Per group, per panel of NR output channels: NR bias values, then for each tap (r, s) in row-major
order, for each input channel c, the NR weights w[n0:n0+NR, c, r, s] (zeros past K). The kernel walks
this linearly, so a panel is one contiguous stream of (1 + taps * C/groups) * NR floats.
"""

from __future__ import annotations

import numpy as np

from ixconv.ops.prepared import memoized

ALIGNMENT = 64


def aligned_empty(shape, dtype=np.float32, alignment: int = ALIGNMENT) -> np.ndarray:
    """An uninitialized C-contiguous array whose data starts on an `alignment`-byte boundary."""
    dtype = np.dtype(dtype)
    count = int(np.prod(shape, dtype=np.int64))
    raw = np.empty(count * dtype.itemsize + alignment, np.uint8)
    start = (-raw.ctypes.data) % alignment
    return raw[start : start + count * dtype.itemsize].view(dtype).reshape(shape)


def mapped_empty(nbytes: int) -> np.ndarray:
    """A uint8 array of ``nbytes`` in its own anonymous memory mapping (page-aligned, zero-filled), handed
    back to the system when the array is freed. For large buffers that are freed and re-made at other sizes
    (a memory plan per input shape): from malloc they would raise glibc's mmap threshold and fragment its
    heap, so that the resident set grows with every new size even though nothing leaks."""
    import mmap

    buffer = mmap.mmap(-1, max(int(nbytes), 1))
    return np.frombuffer(buffer, np.uint8, count=int(nbytes))


def aligned_zeros(shape, dtype=np.float32, alignment: int = ALIGNMENT) -> np.ndarray:
    out = aligned_empty(shape, dtype, alignment)
    out[...] = 0
    return out


@memoized
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


@memoized
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


def wrap_int32(values: np.ndarray) -> np.ndarray:
    """int64 values modulo 2^32 as int32 (what int32 accumulation in the kernels computes)."""
    return ((np.asarray(values, np.int64) + (1 << 31)) % (1 << 32) - (1 << 31)).astype(np.int32)


@memoized
def pack_qweights(
    weight_oihw: np.ndarray,
    bias: np.ndarray,
    weight_zero_point: np.ndarray,
    input_zero_point: int,
    scale: np.ndarray,
    groups: int,
    spec,
) -> np.ndarray:
    """Packed 8-bit weights for a ``QGemmSpec`` with every input-independent zero-point term folded in.

    Shape (groups, panels, panel_bytes) uint8, 64-byte aligned. A panel: NR int32 bias, NR float32
    requantization scales, NR int32 weight zero points (used by the VNNI row-sum variant), then for each
    tap, for each group of KR input channels, NR x KR weights (zeros past K and past C/groups).

    With ``acc = sum_k (x_k - zx)(w_nk - zw_n) + bias_n`` over the K = taps * C/groups reduction:

    * avx512vnni multiplies a = x + ax (ax = 128 for int8 inputs, flipped in the kernel) by b = w - bw
      (bw = 128 for uint8 weights) as u8 x s8; with za = zx + ax and zb_n = zw_n - bw,
      ``acc = sum a*b - zb_n * sum a - za * sum b_n + K * za * zb_n + bias_n``: the packed bias holds
      ``bias_n - za * sum b_n + K * za * zb_n`` and the kernel subtracts ``zb_n * sum a`` when some zb_n != 0;
    * avx2 / generic multiply x (widened) by b = w - zw (s16): ``acc = sum x*b - zx * sum b_n + bias_n``,
      the packed bias holds ``bias_n - zx * sum b_n``.

    A padding tap reads the zero vector, which holds zx: exactly like an input pixel of value zx, so it
    contributes nothing to the convolution -- but its terms are part of the sums above, which the folded
    bias cancels. A kernel that skips a tap whose rows all read padding adds that tap's share instead:
    after the weights, per tap, NR int32 ``za * sum_c b[n, c, tap] - zb_n * za * C/groups`` (avx512vnni;
    the second term is the row sum's) or ``zx * sum_c b[n, c, tap]`` (avx2, generic). Everything is
    exact modulo 2^32.
    """
    k, cg, r, s = weight_oihw.shape
    kg = k // groups
    taps = r * s
    nr, kr = spec.nr, spec.kr
    panels = -(-kg // nr)
    kcg = -(-cg // kr)
    w = weight_oihw.astype(np.int64)
    zw = np.asarray(weight_zero_point, np.int64).reshape(k)
    if spec.isa == "avx512vnni" and not spec.s16:
        ax = 128 if spec.x_signed else 0
        bw = 128 if weight_oihw.dtype == np.uint8 else 0
        values = w - bw
        za, zb = int(input_zero_point) + ax, zw - bw
        sums = values.reshape(k, -1).sum(axis=1)
        folded = np.asarray(bias, np.int64) - za * sums + cg * taps * za * zb
        pad_terms = za * values.sum(axis=1).reshape(k, taps) - (zb * za * cg)[:, None]  # (k, taps)
        store_dtype = np.int8
    else:
        values = w - zw.reshape(k, 1, 1, 1)
        zb = np.zeros(k, np.int64)
        folded = np.asarray(bias, np.int64) - int(input_zero_point) * values.reshape(k, -1).sum(axis=1)
        pad_terms = int(input_zero_point) * values.sum(axis=1).reshape(k, taps)
        store_dtype = np.int16
    body = np.zeros((groups, panels * nr, taps, kcg * kr), store_dtype)
    body[:, :kg, :, :cg] = values.reshape(groups, kg, cg, taps).transpose(0, 1, 3, 2)
    # (g, panels, nr, taps, kcg, kr) -> (g, panels, taps, kcg, nr, kr)
    body = body.reshape(groups, panels, nr, taps, kcg, kr).transpose(0, 1, 3, 4, 2, 5)
    body_bytes = np.ascontiguousarray(body).view(np.uint8).reshape(groups, panels, -1)
    header = np.zeros((3, groups, panels * nr), np.int32)
    header[0, :, :kg] = wrap_int32(folded).reshape(groups, kg)
    header[1, :, :kg] = np.asarray(scale, np.float32).reshape(groups, kg).view(np.int32)
    header[2, :, :kg] = wrap_int32(zb).reshape(groups, kg)
    header = header.reshape(3, groups, panels, nr).transpose(1, 2, 0, 3).reshape(groups, panels, 3 * nr)
    tail = np.zeros((groups, panels * nr, taps), np.int32)
    tail[:, :kg] = wrap_int32(pad_terms).reshape(groups, kg, taps)
    tail_bytes = tail.reshape(groups, panels, nr, taps).transpose(0, 1, 3, 2).copy().view(np.uint8)
    tail_bytes = tail_bytes.reshape(groups, panels, taps * nr * 4)
    body_end = 12 * nr + body_bytes.shape[2]
    size = body_end + tail_bytes.shape[2]
    packed = aligned_zeros((groups, panels, -(-size // ALIGNMENT) * ALIGNMENT), np.uint8)
    packed[:, :, : 12 * nr] = header.view(np.uint8).reshape(groups, panels, 12 * nr)
    packed[:, :, 12 * nr : body_end] = body_bytes
    packed[:, :, body_end:size] = tail_bytes
    return packed


def needs_rowsum(weight_dtype, weight_zero_point: np.ndarray) -> bool:
    """Whether the VNNI kernel needs the activations' row sums: some zb = zw - (128 if uint8 weights) != 0."""
    bw = 128 if np.dtype(weight_dtype) == np.uint8 else 0
    return bool(np.any(np.asarray(weight_zero_point, np.int64) != bw))


def pack_narrow(weight: np.ndarray, bias: np.ndarray, lanes: int) -> np.ndarray:
    """(N, K) weights and N biases as the narrow kernel reads them: row 0 the biases (padded to ``lanes``), row
    ``1 + n`` column n's K weights, every row padded with zeros to whole vectors (rows of max(K, N) rounded up)."""
    n, k = weight.shape
    width = -(-max(k, n) // lanes) * lanes
    packed = aligned_zeros((n + 1, width))
    packed[0, :n] = bias
    packed[1:, :k] = weight
    return packed
