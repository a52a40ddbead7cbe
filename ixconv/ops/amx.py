"""bf16 convolutions on Intel AMX (``ixconv.codegen.amx``): groups 1, any kernel, padding, dilation, equal strides.

A call is a conversion per image (``codegen.bf16``: fp32 NHWC into the interior of a zero-padded bf16 copy whose
channels are rounded up to 32) and the AMX kernel over it, fp32 accumulation, bias, residual, clamp and fused
activation in fp32. The padded copy is allocated zeroed once per input size and batch: its border, padding
channels and slack are never written again. Inputs and weights carry bf16's 8 significant bits, products and
sums are fp32: the error bound is ``ixconv.ops.bf16``'s (``tests/test_amx.py`` checks it element by element).

Only where the CPU has AMX-BF16 (features, not names) and Linux grants the process the tile state
(``arch_prctl(ARCH_REQ_XCOMP_PERM)``); ``amx_supported`` says so, and the bf16 plan falls back to
``Bf16Conv2d`` (``vdpbf16ps``) everywhere else.
"""

from __future__ import annotations

import threading
from dataclasses import replace

import numpy as np

from ixconv.codegen.amx import (
    AMX_ARG_COUNT,
    CHANNELS_PER_ITEM,
    CHUNK,
    DOT_FEATURES,
    GROUP_WIDTH,
    PIXELS_PER_ITEM,
    TILE_ROWS,
    AmxArg,
    AmxSpec,
    amx_kernel,
    amx_usable,
)
from ixconv.codegen.bf16 import BF16_ARG_COUNT, Bf16Arg, bf16_converter
from ixconv.codegen.bf16 import PIXELS_PER_ITEM as CONVERT_PIXELS
from ixconv.ops.bf16 import (
    to_bf16_bits,
)
from ixconv.ops.conv import Conv2d, _float_bits, _Geometry
from ixconv.ops.packing import aligned_empty, aligned_zeros
from ixconv.ops.params import ConvParams, Padding, check_bias, check_weight, make_params
from ixconv.ops.prepared import memoized
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import check_threads, make_schedule
from ixconv.ops.workspace import Workspace

# input channels are padded to 32 per tile row: below 8 the padding costs more than AMX gains. One layer, 1 thread,
# fp32 direct vs AMX: 224x224 3->64 7x7 s2 1510 vs 1683 us, 640x640 3->16 3x3 s2 1150 vs 4353 us; 112x112 8->32
# 3x3 365 vs 274 us, 320x320 16->32 3x3 s2 1509 vs 994 us
AMX_MIN_CHANNELS = 8
# with S*C <= 32 a kernel row is one chunk (``AmxConv2d``'s merged rows): then 3 channels pay too, given 32 output
# channels to fill the tiles. 224x224 3->64 7x7 s2: fp32 1488 us, AMX 543 us; 640x640 3->16 3x3 s2: 1118 vs 1871 us
AMX_MERGED_MIN_OUT_CHANNELS = 32
# below 16 output channels a tile's 32 columns are mostly padding; stride 1 still pays, the epilogue computing only
# the item's first 16 channels where the rest are padding (fp32 / AMX with SiLU, 1 thread, 160x160 / 80x80: 3x3
# 8->4 1.60 / 1.35, 16->8 1.77 / 1.65, 32->12 2.97 / 3.04; 2x2 12->4 1.19 / 1.03, 24->12 1.35 / 1.26; without an
# activation 1.12-3.9x; Xeon with AMX, 2026-12-03); strided layers (their whole input converted) need 16 outputs:
# 3x3 s2 32/48/64 -> 8 / 12 with SiLU at 320x320 and 160x160 measured 0.77-1.29x, no rule to take
AMX_MIN_OUT_CHANNELS = 16
# a 1x1 layer reduces over C alone: the input's conversion and the epilogue weigh against few products per output.
# One layer, 1 thread, best of 3 medians, fp32 / AMX time (> 1: AMX faster), at 160x160 / 80x80 / 40x40:
# 48->96 1.38 / 1.31 / 1.30, 96->48 1.30 / 1.26 / 1.35, 64->48 1.25 / 1.23 / 1.11, 96->32 1.14 / 1.03 / 1.20,
# 32->96 1.29 / 1.08 / 1.08, 48->64 1.11 / 1.05 / 1.07; below: 48->48 0.99 / 1.02 / 0.93, 64->32 1.07 / 1.01 / 0.93,
# 32->48 0.98 / 0.91 / 0.74, 96->24 1.12 / 1.06 / 1.20 but 96->16 0.94 / 0.86 / 0.87 (Xeon with AMX, 2026-12-03).
# Alone, each converting its input; in a model's program more of them read a bf16 input stored by the layer
# before (``ops.amx_store.store_as_bf16_in_place``): from 2048 products (was 3072: RegNetY's 112x112 32->64 layers)
# and 16 channels (was 32). bf16 plan, ``python -m ixconv.bench.ab MODELS --threads 1,2 --set
# ixconv.ops.amx:AMX_1X1_MIN_PRODUCTS=3072`` (A B B A, 20 calls each; Xeon with AMX, 2026-12-04): RegNetY-800MF
# 1.03x / 1.04x faster; ``...MIN_CHANNELS=32``:
# EfficientNet-B0 1.04x / 1.04x, PP-OCRv5 det 1.03x / 1.01x (YOLOv8n, whose plan does not change: 0.98-0.99x, the
# noise); 1536 products no better
AMX_1X1_MIN_CHANNELS = 16
AMX_1X1_MIN_PRODUCTS = 2048  # input x output channels
# a strided layer converts its whole input to bf16 for a quarter as many outputs: with few channels the conversion
# outweighs the products. YOLOv8n's 320x320 16->32 3x3 s2 with SiLU, in the model: fp32 1709 us, AMX 2170 us
# (alone, input in cache: 1811 vs 1747); 160x160 32->64 3x3 s2 alone: 1562 vs 657 us
AMX_STRIDED_MIN_CHANNELS = 32


def amx_pays(
    in_channels: int,
    out_channels: int,
    kernel: tuple[int, int],
    dilation: tuple[int, int],
    groups: int = 1,
    stride: int = 1,
) -> bool:
    """Whether a layer of this shape (``in_channels`` per group) runs faster on AMX tiles than in fp32 (the
    measured rules above); grouped layers: groups of GROUP_WIDTH channels in and out, 1.2-2x the fp32 kernel."""
    if groups > 1:
        return in_channels == GROUP_WIDTH and out_channels == GROUP_WIDTH * groups
    if tuple(kernel) == (1, 1):
        products = in_channels * out_channels
        return min(in_channels, out_channels) >= AMX_1X1_MIN_CHANNELS and products >= AMX_1X1_MIN_PRODUCTS
    if out_channels < AMX_MIN_OUT_CHANNELS and stride > 1:
        return False
    if in_channels >= (AMX_STRIDED_MIN_CHANNELS if stride > 1 else AMX_MIN_CHANNELS):
        return True
    merged = kernel[1] > 1 and dilation[1] == 1 and kernel[1] * in_channels <= CHUNK
    return merged and out_channels >= AMX_MERGED_MIN_OUT_CHANNELS


def amx_supported() -> bool:
    """AMX-BF16 on this CPU, the AVX-512 ISA chosen, and the tile state granted to this process by Linux."""
    return amx_usable(DOT_FEATURES["bf16"])


def amx_int8_supported() -> bool:
    """AMX-INT8 on this CPU, the AVX-512 ISA chosen (VNNI: the 8-bit kernels' ISA), and the tile state granted."""
    return amx_usable(DOT_FEATURES["u8s8"])


def _round_up(n: int, m: int) -> int:
    return -(-n // m) * m


@memoized
def pack_amx_weights(w: np.ndarray) -> np.ndarray:
    """(K, C, R, S) float32 -> uint16 bf16 [K/32 blocks][R*S taps][C/32 chunks][2 tiles][16 pairs][16][2]:
    per block, tap and chunk, two AMX weight tiles (output channels 0-15, 16-31 of the block), each 16 rows of
    channel pairs (2p, 2p + 1) for 16 output channels; K and C zero-padded to multiples of 32."""
    return _pack_amx(w)


def _pack_amx(w: np.ndarray) -> np.ndarray:
    """``pack_amx_weights``, not memoized."""
    k, c, r, s = w.shape
    kp, cp = _round_up(k, CHANNELS_PER_ITEM), _round_up(c, CHUNK)
    padded = np.zeros((kp, cp, r, s), np.float32)
    padded[:k, :c] = w
    bits = to_bf16_bits(padded)  # (kp, cp, r, s)
    # n = block*32 + half*16 + col, c = chunk*32 + pair*2 + e
    blocked = bits.reshape(kp // 32, 2, 16, cp // 32, 16, 2, r, s)
    packed = blocked.transpose(0, 6, 7, 3, 1, 4, 2, 5)  # block, r, s, chunk, half, pair, col, e
    out = aligned_empty((kp // 32, r * s, cp // 32, 2, 16, 32), np.uint16)
    out[...] = packed.reshape(out.shape)
    return out


def _block_diagonal(w: np.ndarray) -> np.ndarray:
    """Grouped (K, 16, R, S) weights -> dense (K, 32, R, S) ones over each 32-channel block: output channel k
    (group k // 16) reads input channel 16 * ((k // 16) % 2) + i of its block where the group reads its i-th."""
    k, _, r, s = w.shape
    dense = np.zeros((k, CHUNK, r, s), np.float32)
    second = (np.arange(k) // GROUP_WIDTH) % 2 == 1
    dense[~second, :GROUP_WIDTH], dense[second, GROUP_WIDTH:] = w[~second], w[second]
    return dense


@memoized
def pack_amx_grouped(w: np.ndarray) -> np.ndarray:
    """Grouped (GROUP_WIDTH channels in and out per group) (K, 16, R, S) float32 -> uint16 bf16 packed as
    ``pack_amx_weights`` packs the block-diagonal (K, 32, R, S) weights of each 32-channel block (two groups: a
    work item's 32 output channels read the block's 32 input channels, one chunk, the other group's at zero)."""
    return _pack_amx(_block_diagonal(np.ascontiguousarray(w, np.float32)))


def unpack_amx_grouped(packed: np.ndarray, kernel: tuple[int, int]) -> np.ndarray:
    k = packed.shape[0] * CHANNELS_PER_ITEM
    dense = unpack_amx_weights(packed, k, CHUNK, kernel)
    second = (np.arange(k) // GROUP_WIDTH) % 2 == 1
    return np.where(second[:, None, None, None], dense[:, GROUP_WIDTH:], dense[:, :GROUP_WIDTH])


def unpack_amx_weights(packed: np.ndarray, k: int, c: int, kernel: tuple[int, int]) -> np.ndarray:
    r, s = kernel
    nb, _, chunks = packed.shape[:3]
    blocked = packed.reshape(nb, r, s, chunks, 2, 16, 16, 2).transpose(0, 4, 6, 3, 5, 7, 1, 2)
    bits = blocked.reshape(nb * 32, chunks * 32, r, s)[:k, :c]
    return (bits.astype(np.uint32) << np.uint32(16)).view(np.float32)


def pixel_copy_args(x: np.ndarray, image: int, dst: int, dst_pixel: int, dst_row: int, dst_channels: int,
                    dst_itemsize: int) -> tuple[np.ndarray, int]:  # fmt: skip
    """The ``Bf16Arg`` arguments that copy (or convert) image ``image`` of NHWC ``x`` into the interior of a padded
    copy starting at address ``dst`` (``dst_pixel`` / ``dst_row`` bytes apart), and its work items. When the
    padded copy's pixels hold exactly the input's few channels (merged rows) and the input's rows are contiguous,
    each image row is one run of W*C values: copied as one "pixel", not W of them (a first layer's 3 channels cost
    a loop iteration per pixel otherwise)."""
    _, h, w, c = x.shape
    args = np.zeros(BF16_ARG_COUNT, np.int64)
    args[Bf16Arg.SRC], args[Bf16Arg.DST] = x[image].ctypes.data, dst
    rows = dst_channels == c and dst_pixel == c * dst_itemsize and x.strides[2] == c * x.itemsize
    # (only for pixels shorter than a vector: a work item is PIXELS_PER_ITEM rows then, and wider images would
    # leave the second thread nothing to do -- DenseNet's 56x56x128 bf16 copies: 2 threads 10.1 -> 13.1 ms)
    if rows and c * x.itemsize < 64 and x.strides[1] == w * x.strides[2]:
        args[Bf16Arg.PIXELS], args[Bf16Arg.CHANNELS], args[Bf16Arg.DST_CHANNELS] = h, w * c, w * c
        args[Bf16Arg.SRC_PIXEL], args[Bf16Arg.DST_PIXEL] = x.strides[1], dst_row
        args[Bf16Arg.ROW_PIXELS], args[Bf16Arg.SRC_ROW], args[Bf16Arg.DST_ROW] = h, 0, 0
        return args, -(-h // CONVERT_PIXELS)
    args[Bf16Arg.PIXELS], args[Bf16Arg.CHANNELS], args[Bf16Arg.DST_CHANNELS] = h * w, c, dst_channels
    args[Bf16Arg.SRC_PIXEL], args[Bf16Arg.DST_PIXEL] = x.strides[2], dst_pixel
    args[Bf16Arg.ROW_PIXELS], args[Bf16Arg.SRC_ROW], args[Bf16Arg.DST_ROW] = w, x.strides[1], dst_row
    return args, -(-h * w // CONVERT_PIXELS)


def block_tap_lists(geo: _Geometry, p: ConvParams, virtual_width: int, m_blocks: int, columns: int,
                    skip_padding: bool) -> tuple[np.ndarray, np.ndarray]:  # fmt: skip
    """``(taps, blocks)`` for ``AmxArg.TAP_LIST`` / ``BLOCK_TAPS``: int32 tap indices, and per pixel block the
    ``(first, count)`` of its own in them. With ``skip_padding`` a block lists only the taps that read the image
    (not the zero padding alone) for some real output pixel of it -- the rows and the columns of its pixels
    checked apart, a superset of the exact set -- and a block of no real pixel none; the products skipped are
    products of zeros (bf16; an 8-bit layer's padding is the zero point, whose products its packed bias counts:
    every tap there). Virtual pixel ``(y, x)`` reads padded pixel ``(t*y + i*dh, t*x + j*dw)`` for tap ``(i, j)``
    (``columns`` = 1: a tap is a kernel row, its columns always counted). Blocks of the same taps share a list."""
    r, ntaps = p.kernel[0], p.kernel[0] * columns
    if not skip_padding:
        return np.arange(ntaps, dtype=np.int32), np.tile(np.array([0, ntaps], np.int32), (m_blocks, 1))
    t, (dh, dw), pad = p.stride[0], p.dilation, geo.pad
    v = np.arange(m_blocks * PIXELS_PER_ITEM, dtype=np.int64).reshape(m_blocks, PIXELS_PER_ITEM)
    y, x = v // virtual_width, v % virtual_width
    real = ((y < geo.out_height) & (x < geo.out_width))[..., None]
    rows = t * y[..., None] + np.arange(r) * dh
    row_live = ((rows >= pad.top) & (rows < pad.top + geo.height) & real).any(axis=1)  # (blocks, r)
    if columns == 1:
        col_live = real.any(axis=1)
    else:
        cols = t * x[..., None] + np.arange(columns) * dw
        col_live = ((cols >= pad.left) & (cols < pad.left + geo.width) & real).any(axis=1)
    live = (row_live[:, :, None] & col_live[:, None, :]).reshape(m_blocks, ntaps)
    patterns, index = np.unique(live, axis=0, return_inverse=True)
    taps, entries = [], []
    for pattern in patterns:
        listed = np.flatnonzero(pattern)
        entries.append((len(taps), listed.size))
        taps.extend(listed.tolist())
    blocks = np.ascontiguousarray(np.array(entries, np.int32)[index.reshape(-1)])
    return np.array(taps or [0], np.int32), blocks


def _set_tap_lists(geo: _Geometry, p: ConvParams, virtual_width: int, m_blocks: int, columns: int,
                   skip_padding: bool) -> None:  # fmt: skip
    geo.tap_lists = block_tap_lists(geo, p, virtual_width, m_blocks, columns, skip_padding)
    geo.args[AmxArg.TAP_LIST], geo.args[AmxArg.BLOCK_TAPS] = (a.ctypes.data for a in geo.tap_lists)


def amx_geometry(p: ConvParams, height: int, width: int, row: int, chunk: int, merged: bool,
                 skip_padding: bool = False) -> _Geometry:  # fmt: skip
    """The geometry an AMX convolution (``codegen.amx``) shares between bf16 and 8-bit: padding, output size, the
    padded copy's ``(height, width, slack pixels)`` and the arguments that follow from them (``args``; the taps'
    offsets ride in ``indirection``). ``row``: bytes per padded pixel; ``chunk``: values per tile row; ``merged``:
    a tap is a kernel row of ``S*C`` consecutive values. A strided 1x1 layer without padding reads only every
    stride-th pixel: its copy takes those (``geo.subsample``) and it runs as a stride-1 layer over them, its tiles
    dense (a 7x7 output over 16-pixel virtual rows computed 2.3x the pixels). ``skip_padding``: each pixel block
    runs only the taps that read the image for it (``block_tap_lists``; bf16 only)."""
    pad = p.resolve_padding(height, width)
    oh, ow = p.output_size(height, width)
    if p.kernel == (1, 1) and p.stride[0] > 1 and pad == Padding(0, 0, 0, 0) and not merged:
        geo = amx_geometry(replace(p, stride=(1, 1)), oh, ow, row, chunk, merged, skip_padding)
        geo.height, geo.width, geo.subsample = height, width, p.stride[0]
        return geo
    geo = _Geometry(height, width, pad, oh, ow)
    geo.subsample, geo.phases = 1, 1
    hp, wp = height + pad.top + pad.bottom, width + pad.left + pad.right
    (dh, dw), (r, s) = p.dilation, p.kernel
    step = p.stride[0]
    if step > 1 and not merged:
        return _phase_geometry(geo, p, hp, wp, row, skip_padding)
    columns = 1 if merged else s  # merged: a tap is a kernel row
    taps = np.array([(i * dh * wp + j * dw) * row for i in range(r) for j in range(columns)], np.int64)
    # stride 1: one grid over the padded width (tiles run on across rows); else rows of whole tiles
    wv = wp if step == 1 else -(-ow // TILE_ROWS) * TILE_ROWS
    row_step = wp * row if step == 1 else step * wp * row
    m_blocks = -(-oh * wv // PIXELS_PER_ITEM)
    # the furthest any tile row starts into the padded image (not always the last virtual pixel's: a strided
    # layer's virtual row may be wider than the padded one)
    v = np.arange(m_blocks * PIXELS_PER_ITEM, dtype=np.int64)
    last_pixel = int(((v // wv) * (row_step // row) + (v % wv) * step).max())
    reach = last_pixel + (r - 1) * dh * wp + (s - 1) * dw + 1
    if merged:  # a tile row reads ``chunk`` values: past its kernel row, into the next pixels (zero weights)
        reach = last_pixel + (r - 1) * dh * wp + -(-chunk // p.in_channels)
    geo.padded = (hp, wp, max(0, reach - hp * wp))
    args = np.zeros(AMX_ARG_COUNT, np.int64)
    args[AmxArg.A_IMAGE], args[AmxArg.ROW], args[AmxArg.A_STRIDE] = hp * wp * row, row, step * row
    args[AmxArg.TAPS], args[AmxArg.NTAPS] = taps.ctypes.data, taps.size
    args[AmxArg.OUT_HEIGHT], args[AmxArg.OUT_WIDTH], args[AmxArg.VIRTUAL_WIDTH] = oh, ow, wv
    args[AmxArg.ROW_STEP], args[AmxArg.M_BLOCKS] = row_step, m_blocks
    args[AmxArg.CHANNELS] = p.out_channels
    geo.args, geo.indirection = args, taps  # (the taps ride in the indirection slot: the calls keep it)
    _set_tap_lists(geo, p, wv, m_blocks, columns, skip_padding)
    return geo


def _phase_geometry(geo: _Geometry, p: ConvParams, hp: int, wp: int, row: int, skip_padding: bool) -> _Geometry:
    """A strided layer over its input split in phases: the padded image's pixels (y, x) grouped by (y % t, x % t)
    into t*t images of ceil(hp/t) x ceil(wp/t) pixels, one after the other. Output pixel (y, x) reads padded pixel
    (t*y + r*dh, t*x + s*dw): phase (r*dh % t, s*dw % t), at (y + r*dh // t, x + s*dw // t) there -- a stride-1
    reading, so the virtual grid runs over the phase width (a 7x7 output from 14x14 with padding 1: 8 virtual
    pixels per row, not 16 as with whole tiles per output row)."""
    t, (dh, dw), (r, s) = p.stride[0], p.dilation, p.kernel
    hq, wq = -(-hp // t), -(-wp // t)
    phase = hq * wq  # pixels of one phase image
    offsets = [((i * dh % t) * t + j * dw % t) * phase + (i * dh // t) * wq + j * dw // t
               for i in range(r) for j in range(s)]  # fmt: skip
    taps = np.array(offsets, np.int64) * row
    oh, ow = geo.out_height, geo.out_width
    m_blocks = -(-oh * wq // PIXELS_PER_ITEM)
    reach = m_blocks * PIXELS_PER_ITEM - 1 + max(offsets) + 1
    geo.phases, geo.phase_size = t, (hq, wq)
    geo.padded = (t * t * hq, wq, max(0, reach - t * t * phase))  # (allocated as height x width pixels)
    args = np.zeros(AMX_ARG_COUNT, np.int64)
    args[AmxArg.A_IMAGE], args[AmxArg.ROW], args[AmxArg.A_STRIDE] = t * t * phase * row, row, row
    args[AmxArg.TAPS], args[AmxArg.NTAPS] = taps.ctypes.data, taps.size
    args[AmxArg.OUT_HEIGHT], args[AmxArg.OUT_WIDTH], args[AmxArg.VIRTUAL_WIDTH] = oh, ow, wq
    args[AmxArg.ROW_STEP], args[AmxArg.M_BLOCKS] = wq * row, m_blocks
    args[AmxArg.CHANNELS] = p.out_channels
    geo.args, geo.indirection = args, taps
    _set_tap_lists(geo, p, wq, m_blocks, s, skip_padding)
    return geo


def image_copies(geo: _Geometry, x: np.ndarray, image: int, dst: int, row: int, dst_channels: int,
                 itemsize: int) -> list[tuple[np.ndarray, int]]:  # fmt: skip
    """The ``Bf16Arg`` arguments (and work items) of the copies that write image ``image`` of ``x`` into its padded
    copy at address ``dst`` (``row`` bytes per pixel): the interior; every stride-th pixel (``geo.subsample``);
    or one copy per phase (``geo.phases``), each the input pixels of that phase."""
    hp, wp, _ = geo.padded
    pad = geo.pad
    if geo.subsample > 1:
        t = geo.subsample
        at = dst + image * hp * wp * row  # (no padding)
        return [pixel_copy_args(x[:, ::t, ::t], image, at, row, wp * row, dst_channels, itemsize)]
    if geo.phases == 1:
        interior = dst + (image * hp * wp + pad.top * wp + pad.left) * row
        return [pixel_copy_args(x, image, interior, row, wp * row, dst_channels, itemsize)]
    t, (hq, wq) = geo.phases, geo.phase_size
    _, h, w, _ = x.shape
    copies = []
    for a in range(t):
        y0 = -(-(pad.top - a) // t) if pad.top > a else 0  # first phase row inside the input
        rows = len(range(a + t * y0 - pad.top, h, t))
        for b in range(t):
            x0 = -(-(pad.left - b) // t) if pad.left > b else 0
            cols = len(range(b + t * x0 - pad.left, w, t))
            if rows <= 0 or cols <= 0:
                continue
            sy, sx = a + t * y0 - pad.top, b + t * x0 - pad.left
            view = x[:, sy::t, sx::t][:, :rows, :cols]
            at = dst + (image * t * t * hq * wq + (a * t + b) * hq * wq + y0 * wq + x0) * row
            copies.append(pixel_copy_args(view, image, at, row, wq * row, dst_channels, itemsize))
    return copies


def kernel_call(geo: _Geometry, run, a: np.ndarray, out: np.ndarray, threads: int, keep: tuple,
                residual: np.ndarray | None = None) -> NativeCall:  # fmt: skip
    """The AMX kernel's call over ``a`` (the padded copy, or an input read in place) into ``out``, one work item
    per block of pixels and of output channels of every image; ``keep``: the operator's operands it points at."""
    batch = out.shape[0]
    args = geo.args.copy()
    args[AmxArg.A] = a.ctypes.data
    args[AmxArg.C], args[AmxArg.LDC], args[AmxArg.C_IMAGE] = out.ctypes.data, out.strides[2], out.strides[0]
    args[AmxArg.RESIDUAL] = 0 if residual is None else residual.ctypes.data
    args[AmxArg.BATCH] = batch
    items = batch * int(args[AmxArg.M_BLOCKS]) * int(args[AmxArg.N_BLOCKS])
    keep = (a, out, residual, geo.indirection, geo.tap_lists, *keep)
    return NativeCall(run, args, make_schedule(items, threads), keep=keep)


class AmxConv2d(Conv2d):
    """A prepared convolution (groups = 1, equal strides) on AMX tiles: bf16 products, fp32 sums, NHWC float32 in and
    out. Raises ``ValueError`` where it does not apply (``amx_supported()`` false, a stride, groups)."""

    NARROW = False  # its tiles read the converted input

    def __init__(self, weight: np.ndarray, bias: np.ndarray | None = None, stride=1, padding=0, dilation=1,
                 groups: int = 1, activation=None, num_threads: int | None = None, weight_layout: str = "OIHW",
                 epilogue: tuple = (), workspace: Workspace | None = None) -> None:  # fmt: skip
        """``workspace``: where the zero-padded bf16 copy of the input lives, shared with the layers of the same
        input geometry that never run at the same time as this one (a model's; default: the operator's own)."""
        if not amx_supported():
            raise ValueError("AMX convolutions need a CPU with AMX-BF16 (use Bf16Conv2d or Conv2d)")
        w = check_weight(weight, weight_layout)
        self.params = make_params(w, stride, padding, dilation, groups, activation)
        p = self.params
        grouped = groups != 1
        if grouped and not (p.group_in == p.group_out == GROUP_WIDTH):
            raise ValueError(f"AMX convolutions take groups=1 or groups of {GROUP_WIDTH} channels, got groups={groups}")
        if self.params.stride[0] != self.params.stride[1]:
            raise ValueError(f"AMX convolutions take equal strides only, got stride={self.params.stride}")
        self.bias = check_bias(bias, self.params.out_channels)
        self.algorithm = "amx"
        self.num_threads = check_threads(num_threads)
        self.spec = self._base_spec = AmxSpec(tuple(epilogue), grouped)
        self._auto_spec = False
        self._kernel = amx_kernel(self.spec)
        self._converter = bf16_converter("avx512")
        k, c, r, s = w.shape
        # few input channels (a first layer's 3): a kernel row's S taps are S*C consecutive values of the unpadded
        # bf16 image, one 32-channel chunk per kernel row instead of one per tap, each padded from C to 32
        self._merged = not grouped and s > 1 and self.params.dilation[1] == 1 and s * c <= CHUNK
        if self._merged:
            rows = np.zeros((k, CHUNK, r, 1), np.float32)
            rows[:, : s * c, :, 0] = w.transpose(0, 3, 1, 2).reshape(k, s * c, r)  # (s, c) -> s * C + c
            w = rows
        self.packed = pack_amx_grouped(w) if grouped else pack_amx_weights(w)
        k = self.params.out_channels
        self._bias = aligned_zeros((_round_up(k, CHANNELS_PER_ITEM),))
        if self.bias is not None:
            self._bias[:k] = self.bias
        self._weight = None
        self._geometry: _Geometry | None = None
        self._workspace = workspace
        self._lock = threading.Lock()
        self.indirection_builds = 0

    @property
    def writes_channel_slices(self) -> bool:
        return True

    @property
    def weight(self) -> np.ndarray:
        """The weights as bf16 rounded them (OIHW float32)."""
        p = self.params
        if self.spec.grouped:
            return unpack_amx_grouped(self.packed, p.kernel)[: p.out_channels]
        if not self._merged:
            return unpack_amx_weights(self.packed, p.out_channels, p.in_channels, p.kernel)
        (r, s), c = p.kernel, p.in_channels
        rows = unpack_amx_weights(self.packed, p.out_channels, CHUNK, (r, 1))[:, : s * c, :, 0]  # (k, s*C, r)
        return np.ascontiguousarray(rows.reshape(p.out_channels, s, c, r).transpose(0, 2, 3, 1))

    @property
    def channels_padded(self) -> int:
        """bf16 channels per pixel of the converted image: the input's own (merged rows) or rounded up to 32."""
        c = self.params.in_channels
        if self.spec.grouped:  # (an odd group count's last block reads 16 channels past C)
            return _round_up(c, CHUNK)
        return c if self._merged else self.packed.shape[2] * CHUNK

    def _reshape(self, height: int, width: int) -> _Geometry:
        geo = self._geometry
        if geo is not None and geo.height == height and geo.width == width:
            return geo
        geo = amx_geometry(self.params, height, width, self.channels_padded * 2, CHUNK, self._merged, True)
        args = geo.args
        args[AmxArg.W], args[AmxArg.W_BLOCK] = self.packed.ctypes.data, self.packed.strides[0]
        args[AmxArg.BIAS] = self._bias.ctypes.data
        args[AmxArg.CHUNKS] = 1 if self.spec.grouped else self.packed.shape[2]
        args[AmxArg.N_BLOCKS] = self.packed.shape[0]
        # weights larger than the image: each block of them stays in cache while every pixel block uses it
        hp, wp, _ = geo.padded
        args[AmxArg.PIXELS_FASTEST] = int(self.packed.nbytes > hp * wp * args[AmxArg.ROW])
        args[AmxArg.MIN], args[AmxArg.MAX] = _float_bits(self.params.out_min), _float_bits(self.params.out_max)
        self._geometry = geo
        return geo

    def _converted(self, geo: _Geometry, batch: int) -> np.ndarray:
        """The zero-padded bf16 copy of an input of ``batch`` images (zeroed once: only interiors are written)."""
        if batch not in geo.converted:
            hp, wp, slack = geo.padded
            shape = (batch * hp * wp + slack, self.channels_padded)
            if self._workspace is None:
                geo.converted[batch] = aligned_zeros(shape, np.uint16)
            else:  # shared with the layers that write exactly the same interior (so the borders stay zeros)
                key = ("amx.input", geo.height, geo.width, self.params.in_channels, geo.pad.top, geo.pad.left,
                       self._merged, geo.subsample, geo.phases, geo.padded)  # fmt: skip
                geo.converted[batch] = self._workspace.zeroed(key, shape, np.uint16)
        return geo.converted[batch]

    def _calls_for(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, residual) -> list[NativeCall]:
        n, _, _, c = x.shape
        xb = self._converted(geo, n)
        row = self.channels_padded * 2
        threads = self._threads()
        calls = []
        # merged rows: pixels of exactly C values (an odd C's pad value would land on the next pixel)
        dst_channels = c if self._merged else c + c % 2
        for i in range(n):  # each image into the interior of its padded copy
            for args, items in image_copies(geo, x, i, xb.ctypes.data, row, dst_channels, 2):
                schedule = make_schedule(items, threads)
                calls.append(NativeCall(self._converter.run, args, schedule, keep=(x, xb, self._converter)))
        calls.append(kernel_call(geo, self._kernel.run, xb, out, threads, (self.packed, self._bias, self._kernel),
                                 residual))  # fmt: skip
        return calls

    def __call__(self, x: np.ndarray, out: np.ndarray | None = None, residual: np.ndarray | None = None) -> np.ndarray:
        """Convolve NHWC float32 ``x`` with bf16 products on AMX; ``residual`` as for ``Conv2d``."""
        with self._lock:
            out, geo = self._prepare(x, out, residual)
            for call in self._calls_for(geo, x, out, residual):
                call.run()
        return out
