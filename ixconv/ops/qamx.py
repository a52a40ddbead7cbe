"""8-bit convolutions on Intel AMX tiles (``codegen.amx`` with ``dot="u8s8"`` or ``"s8s8"``): QLinearConv's
arithmetic, exact, at up to 4x the bf16 tiles' products per instruction (16x64 bytes x 64x16 bytes per ``tdpbusd``).

A call is a copy of the input's pixels into the interior of a padded 8-bit copy (``codegen.bf16.pixel_copier``)
and the kernel over it. The copy's border holds the input zero point (padding is real 0), its channels are
rounded up to 64 (a tile row; the extra channels meet zero weights) and it is allocated and filled once per input
size and batch: its border and extra channels are never written again. With few input channels (``S * C <= 64``:
a first layer's 3) a kernel row's S taps are one tile row of consecutive bytes, as in the bf16 kernel.

Weights must have no zero point to subtract in the products: int8 with zero point 0 or uint8 with 128 (moved to
int8 at packing); the input may be either type (``tdpbusd`` for uint8, ``tdpbssd`` for int8). Everything else
is folded into the packed int32 bias: ``sum (x - zx) w = sum x w - zx sum w``, padding included (it reads zx).
Only where the CPU has AMX-INT8 (``amx_int8_supported``); ``QConv2d`` falls back to its VNNI kernels elsewhere.
"""

from __future__ import annotations

import numpy as np

from ixconv.codegen.amx import CHANNELS_PER_CHUNK, CHANNELS_PER_ITEM, PIXELS_PER_ITEM, AmxArg, AmxSpec, amx_kernel
from ixconv.codegen.bf16 import Bf16Arg, pixel_copier
from ixconv.ops.amx import amx_geometry, amx_int8_supported, image_copies, kernel_call
from ixconv.ops.conv import _Geometry
from ixconv.ops.packing import aligned_empty, aligned_zeros
from ixconv.ops.params import ConvParams
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import make_schedule

CHUNK = CHANNELS_PER_CHUNK["u8s8"]  # 64 input channels per tile row

# Measured, one layer alone, uint8 in, relu, VNNI (indirect / gemm) vs AMX, us at 1 thread (2 threads):
# 3x3: 56x56 64->64 320 vs 113 (193 vs 88), 28x28 128->128 343 vs 100, 7x7 512->512 431 vs 208, 112x112 32->32
# 406 vs 243, 112x112 16->16 184 vs 161; 224x224 3->64 7x7 s2 (merged rows) 905 vs 433.
# 1x1: 56x56 64->64 69 vs 64 (54 vs 58), 56x56 64->256 232 vs 173, 28x28 512->128 168 vs 77, 80x80 32->32 61 vs 77
# (half of each 64-byte tile row padding, and the copy).
QAMX_MIN_CHANNELS = 16  # in and out; merged rows (S*C <= 64) pay with fewer input channels, given 32 outputs:
# 640x640 3->16 3x3 s2 VNNI 977 vs AMX 1781 us (half of each 32-channel item is padding)
QAMX_MERGED_MIN_OUT_CHANNELS = 32
QAMX_1X1_MIN_CHANNELS = 64  # a 1x1 layer reduces over C alone: the copy and the epilogue weigh more
# a tile computes 16 pixels: fewer than that (squeeze-excitation layers and classifiers at 1x1, 7x7 maps' rows are
# more) leave most of it empty. 1x1 layers alone, one thread, AMX vs VNNI GEMM, us: 960->240 at 1 / 8 / 16 / 32
# pixels 23.0 / 20.4, 23.4 / 22.6, 24.6 / 28.9, 28.3 / 43.4; 1280->1000 105.5 / 96.5 ... 112.1 / 198.8; in
# MobileNet v3's int8 model its 1-pixel layers ran 1.6-2.3x slower on AMX (fc2 168->672: 13.4 vs 5.7)
QAMX_MIN_PIXELS = 16


def _round_up(n: int, m: int) -> int:
    return -(-n // m) * m


def qamx_problem(p: ConvParams, weight_dtype, w_zero_point: np.ndarray, output: str) -> str | None:
    """Why the 8-bit AMX kernel cannot run this convolution (None: it can)."""
    if not amx_int8_supported():
        return "the CPU has no AMX-INT8 (or the tile state was not granted)"
    if p.groups != 1:
        return f"groups must be 1, got {p.groups}"
    if p.stride[0] != p.stride[1]:
        return f"strides must be equal, got {p.stride}"
    if output != "q8":
        return "only 8-bit output (QLinearConv)"
    unsigned = np.dtype(weight_dtype) == np.uint8
    if np.any(np.asarray(w_zero_point, np.int64) != (128 if unsigned else 0)):
        return "weights need zero point 0 (int8) or 128 (uint8)"
    return None


def qamx_pays(p: ConvParams, pixels: int | None = None) -> bool:
    """Whether a layer of this shape (``pixels`` output pixels per image, when known) runs faster on AMX tiles than
    on the VNNI kernels (measured; see the rules)."""
    if pixels is not None and pixels < QAMX_MIN_PIXELS:
        return False
    if p.kernel == (1, 1):
        return min(p.in_channels, p.out_channels) >= QAMX_1X1_MIN_CHANNELS
    if p.out_channels < QAMX_MIN_CHANNELS:
        return False
    if p.in_channels >= QAMX_MIN_CHANNELS:
        return True
    merged = p.kernel[1] > 1 and p.dilation[1] == 1 and p.kernel[1] * p.in_channels <= CHUNK
    return merged and p.out_channels >= QAMX_MERGED_MIN_OUT_CHANNELS


def pack_amx_qweights(w: np.ndarray) -> np.ndarray:
    """(K, C, R, S) int8 -> int8 [K/32 blocks][R*S taps][C/64 chunks][2 tiles][16 quads][16 channels][4]: per
    block, tap and chunk, two AMX weight tiles (output channels 0-15, 16-31), each 16 rows of four consecutive
    input channels for 16 output channels; K and C zero-padded to multiples of 32 and 64."""
    k, c, r, s = w.shape
    kp, cp = _round_up(k, CHANNELS_PER_ITEM), _round_up(c, CHUNK)
    padded = np.zeros((kp, cp, r, s), np.int8)
    padded[:k, :c] = w
    # n = block*32 + half*16 + col, c = chunk*64 + quad*4 + e
    blocked = padded.reshape(kp // 32, 2, 16, cp // CHUNK, 16, 4, r, s)
    out = aligned_empty((kp // 32, r * s, cp // CHUNK, 2, 16, 64), np.int8)
    out[...] = blocked.transpose(0, 6, 7, 3, 1, 4, 2, 5).reshape(out.shape)  # block, r, s, chunk, half, quad, col, e
    return out


class QAmxPlan:
    """The packed operands and calls of one 8-bit convolution on AMX (``QConv2d(algorithm="amx")``)."""

    def __init__(self, p: ConvParams, w: np.ndarray, x_zero_point: int, x_signed: bool, bias: np.ndarray,
                 scale: np.ndarray, limits: tuple, table: np.ndarray | None = None) -> None:  # fmt: skip
        """``w``: OIHW uint8 (zero point 128) or int8 (zero point 0); ``bias`` int32 and ``scale`` float32 per output
        channel; ``limits``: the output's clamp minus its zero point (float32 bits) and the zero point; ``table``:
        256 int32 the requantized values are replaced by (``ixconv.codegen.qepilogue``)."""
        self.params = p
        ws = (w.astype(np.int16) - 128).astype(np.int8) if w.dtype == np.uint8 else w.astype(np.int8)
        k, c, r, s = ws.shape
        sums = ws.astype(np.int64).sum(axis=(1, 2, 3))
        self.merged = s > 1 and p.dilation[1] == 1 and s * c <= CHUNK
        if self.merged:  # (s, c) -> s * C + c: a kernel row's taps are consecutive bytes of the unpadded image
            rows = np.zeros((k, CHUNK, r, 1), np.int8)
            rows[:, : s * c, :, 0] = ws.transpose(0, 3, 1, 2).reshape(k, s * c, r)
            ws = rows
        self.packed = pack_amx_qweights(ws)
        kp = _round_up(k, CHANNELS_PER_ITEM)
        self._bias = aligned_zeros((kp,), np.int32)
        folded = bias.astype(np.int64) - int(x_zero_point) * sums  # modulo 2^32, as every int32 accumulation
        self._bias[:k] = ((folded + (1 << 31)) % (1 << 32) - (1 << 31)).astype(np.int32)
        self._scale = aligned_zeros((kp,), np.float32)
        self._scale[:k] = scale
        self._fill = np.array(x_zero_point, np.int64).astype(np.int8 if x_signed else np.uint8).view(np.uint8)
        # a 1x1 stride-1 layer without padding over whole tile rows of channels reads its input where it is
        self.in_place = p.is_pointwise and c % CHUNK == 0 and not self.merged
        self.spec = AmxSpec(dot="s8s8" if x_signed else "u8s8", lookup=table is not None)
        self._kernel = amx_kernel(self.spec)
        self._copier = pixel_copier("avx512")
        self._limits, self._table = limits, table

    @property
    def channels_padded(self) -> int:
        """Bytes per pixel of the padded copy: the input's own channels (merged rows) or rounded up to 64."""
        return self.params.in_channels if self.merged else self.packed.shape[2] * CHUNK

    def geometry(self, height: int, width: int) -> _Geometry:
        geo = amx_geometry(self.params, height, width, self.channels_padded, CHUNK, self.merged)
        args = geo.args
        geo.in_place = self.in_place and height * width >= PIXELS_PER_ITEM
        if geo.in_place:  # the last work item moved back to end at the last pixel: nothing read past the input
            args[AmxArg.LAST_BLOCK] = height * width - PIXELS_PER_ITEM
        args[AmxArg.W], args[AmxArg.W_BLOCK] = self.packed.ctypes.data, self.packed.strides[0]
        args[AmxArg.BIAS], args[AmxArg.SCALE] = self._bias.ctypes.data, self._scale.ctypes.data
        args[AmxArg.CHUNKS], args[AmxArg.N_BLOCKS] = self.packed.shape[2], self.packed.shape[0]
        hp, wp, _ = geo.padded
        args[AmxArg.PIXELS_FASTEST] = int(self.packed.nbytes > hp * wp * self.channels_padded)
        args[AmxArg.MIN], args[AmxArg.MAX], args[AmxArg.OUT_ZERO_POINT] = self._limits
        args[AmxArg.TABLE] = 0 if self._table is None else self._table.ctypes.data
        return geo

    def _padded(self, geo: _Geometry, batch: int) -> np.ndarray:
        """The padded copy for ``batch`` images, its border the input zero point (filled once)."""
        if batch not in geo.converted:
            hp, wp, slack = geo.padded
            padded = aligned_empty((batch * hp * wp + slack, self.channels_padded), np.uint8)
            padded[...] = self._fill
            geo.converted[batch] = padded
        return geo.converted[batch]

    def run(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, threads: int) -> None:
        """``calls`` run, built once per batch, threads and layout, then reused with the caller's addresses."""
        key = ("amx", x.shape[0], x.strides, out.strides, threads)
        found = geo.calls.get(key)
        if found is None:
            calls = self.calls(geo, x, out, threads)
            offsets = [int(call.args[Bf16Arg.SRC]) - x.ctypes.data for call in calls[:-1]]  # into the input
            for call in calls:  # a reused call keeps no caller array alive
                call.keep = tuple(k for k in call.keep if k is not x and k is not out)
            found = geo.calls[key] = (calls, offsets)
        calls, offsets = found
        for call, offset in zip(calls, offsets):
            call.args[Bf16Arg.SRC] = x.ctypes.data + offset
        calls[-1].args[AmxArg.C] = out.ctypes.data
        if geo.in_place:
            calls[-1].args[AmxArg.A] = x.ctypes.data
        for call in calls:
            call.run()

    def calls(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, threads: int) -> list[NativeCall]:
        """The copy of each image into the padded copy, then the kernel: ``x`` (N, H, W, C) 8-bit into ``out``."""
        n, _, _, c = x.shape
        calls = []
        source = x  # (read in place: a C-contiguous input, QConv2d checks it)
        if not geo.in_place:
            source = self._padded(geo, n)
            for i in range(n):
                for args, items in image_copies(geo, x, i, source.ctypes.data, self.channels_padded, c, 1):
                    schedule = make_schedule(items, threads)
                    calls.append(NativeCall(self._copier.run, args, schedule, keep=(x, source, self._copier)))
        operands = (self.packed, self._bias, self._scale, self._table, self._kernel)
        calls.append(kernel_call(geo, self._kernel.run, source, out, threads, operands))
        return calls
