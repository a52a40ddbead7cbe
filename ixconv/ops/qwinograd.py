"""8-bit 3x3 stride-1 convolutions by Winograd F(4x4, 3x3) in integers: bit-exact to the direct 8-bit kernels.

A QLinearConv's int32 accumulators ``sum (x - x_zero)(w - w_zero) + bias`` computed per 4x4 block of outputs from
6x6 input tiles (``ixconv.codegen.qwinograd``): the input transform in int16, one GEMM of int16 pairs per transform
point (``vpdpwssd``: 2.25 products per output instead of 9, at half the int8 products per instruction), the output
transform in int32 (modulo 2^32), then the direct kernels' requantization. One native call a layer: each work item a
block of tile rows that one thread takes through the three steps in its own scratch (``BLOCK_BYTES``), so no step
waits on another thread and no transformed tile crosses cores.

Exactness is checked, not assumed: everything after the input transform is integer arithmetic modulo 2^32, so
the GEMM's sums may wrap; the output transform recovers ``Y`` from ``L^2 Y`` modulo 2^32 while ``|Y| < 2^25``
(F(4x4): ``L^2 = 576 = 2^6 * 9``). A layer qualifies when its transformed weights fit int16 and, for every output
channel, the input type's widest ``|x - x_zero|`` times ``sum |w - w_zero|`` stays below that: then the result
equals the direct kernels' for every input. ``qwinograd_problem`` says why a layer does not qualify (the planner
then runs it direct).
"""

from __future__ import annotations

import ctypes
from dataclasses import replace

import numpy as np

from ixconv.codegen.qgemm import QARG_COUNT, QArg, qgemm_kernel
from ixconv.codegen.qspec import choose_qspec, quant_isa
from ixconv.codegen.qwinograd import (
    BLOCK_ARG_COUNT,
    QWINOGRAD_ARG_COUNT,
    BlockArg,
    QWinogradArg,
    QWinogradSpec,
    integer_transforms,
    qwinograd_kernel,
    y_limit,
)
from ixconv.ops.packing import aligned_empty, aligned_zeros, pack_qweights
from ixconv.ops.params import ConvParams
from ixconv.ops.program import NativeCall
from ixconv.ops.quant import QUANT_RANGES
from ixconv.ops.threads import default_threads, make_schedule
from ixconv.ops.winograd import winograd_applies
from ixconv.ops.workspace import Workspace

# Tile rows per block: their V and M within this (one core's L2), in as many blocks for each thread. 80x80 80->80,
# 28x28 128->128, 20x20 256->256 at one thread: 1.35x / 1.50x / 1.43x the direct kernel with 1 MiB, 1.31x / 1.21x /
# 1.28x with 512 KiB (more passes over the transformed weights), 1.35x / 1.44x / 1.34x with 2 MiB.
BLOCK_BYTES = 1 << 20
PLANS = 8  # input shapes (x strides x threads) whose calls are kept
INT16_LIMIT = (1 << 15) - 1
GEMM_ISAS = {"avx512vnni": "avx512", "avx2": "avx2"}  # the 8-bit ISA -> the transforms' (generic: no int16 pairs)


def _round_up(value: int, multiple: int) -> int:
    return -(-value // multiple) * multiple


def transformed_weights(w_centered: np.ndarray, m: int) -> np.ndarray:
    """``U = (D G) w (D G)^T`` of int64 OIHW weights minus their zero points: int64 (points, K, C)."""
    _, dg, _, _ = integer_transforms(m)
    dg = np.array(dg, np.int64)
    u = np.einsum("ar,kcrs,bs->abkc", dg, w_centered, dg)
    return u.reshape(dg.shape[0] ** 2, *w_centered.shape[:2])


def widest_input(x_dtype, x_zero_point: int) -> int:
    """The largest ``|x - x_zero|`` of the input type."""
    qmin, qmax = QUANT_RANGES[np.dtype(x_dtype)]
    return max(x_zero_point - qmin, qmax - x_zero_point)


def qwinograd_problem(
    params: ConvParams, w_centered: np.ndarray | None, x_dtype, x_zero_point: int, m: int = 4
) -> str | None:
    """Why a layer cannot run the 8-bit Winograd exactly (None: it can): the geometry, this CPU (AVX512-VNNI),
    its weights minus their zero points (int64 OIHW; None: not checked): transformed, they must fit int16, and
    no output's sum ``|sum (x - x_zero) w|`` may reach what the output transform recovers (``y_limit``)."""
    if not winograd_applies(params):
        return "Winograd needs a 3x3 kernel, stride 1, dilation 1 and groups 1"
    if quant_isa() not in GEMM_ISAS:
        return "the 8-bit Winograd needs AVX512-VNNI or AVX2 (its GEMM multiplies int16 pairs)"
    if w_centered is None:
        return None
    if np.abs(transformed_weights(w_centered, m)).max(initial=0) > INT16_LIMIT:
        return "its transformed weights do not fit int16"
    worst = int(np.abs(w_centered).reshape(len(w_centered), -1).sum(axis=1).max(initial=0))
    worst *= widest_input(x_dtype, x_zero_point)
    if worst > y_limit(m):
        return f"an output's sum could reach {worst} (> {y_limit(m)}, what the output transform recovers exactly)"
    return None


class QWinograd:
    """The Winograd form of one QLinearConv (``w_centered``: its int64 OIHW weights minus their zero points, which
    ``qwinograd_problem`` accepted): packed transformed weights, bias, scales, zero vector; its calls. ``block_tiles``:
    the tiles each thread's GEMM will mostly get, if known (a 16-tile map takes 8-row tiles, not 6-row ones).
    ``residual`` ("u8", "s8" or ""), ``add_args``: a quantized residual Add's type and parameters (``QArg`` fields, as
    ``_QuantConv._set_add`` makes them), computed in the output transform's epilogue."""

    def __init__(self, params: ConvParams, w_centered: np.ndarray, x_dtype, x_zero_point: int, bias: np.ndarray,
                 scale: np.ndarray, out_limits: tuple, table: np.ndarray | None, m: int = 4,
                 workspace: Workspace | None = None, block_tiles: int | None = None, residual: str = "",
                 add_args: dict | None = None) -> None:  # fmt: skip
        self.params, self.m = params, m
        isa = quant_isa()
        self.spec = QWinogradSpec(m, np.dtype(x_dtype) == np.int8, table is not None, residual, GEMM_ISAS[isa])
        self._add_args = {QWinogradArg[field.name]: value for field, value in (add_args or {}).items()}
        self._kernel = qwinograd_kernel(self.spec)
        k, c = params.out_channels, params.in_channels
        self.points = self.spec.points
        u = transformed_weights(w_centered, m)
        # (the GEMM's tile: its panel width packs the weights; ``block_tiles``, the rows of one thread's GEMM if known)
        tile = choose_qspec(isa, k, block_tiles, output="i32")
        self.gemm_spec = replace(tile, s16=True, order="tile_inner")
        rows = self.points * k  # (one group of K outputs per transform point; no bias, zero points or scales)
        zeros = np.zeros(rows, np.int64)
        self.packed = pack_qweights(u.reshape(rows, c, 1, 1), zeros, zeros, 0, np.ones(rows, np.float32), self.points,
                                    self.gemm_spec)  # fmt: skip
        self._bias = aligned_zeros((_round_up(k, 16),), np.int32)
        self._bias[:k] = bias
        self._scale = aligned_zeros((_round_up(k, 16),), np.float32)
        self._scale[:k] = scale
        self._zero = aligned_empty(_round_up(c, 64) + 64, np.uint8)
        self._zero[...] = np.array(x_zero_point, np.int64).astype(x_dtype).view(np.uint8)
        self.x_zero_point, self.out_limits, self.table = x_zero_point, out_limits, table
        self._workspace = workspace if workspace is not None else Workspace()
        self._calls: dict = {}

    def run(self, x: np.ndarray, out: np.ndarray, threads: int, residual: np.ndarray | None = None) -> None:
        """``out`` computed from ``x``, by calls built once per shape, strides and thread count (then pointed at
        the arrays given; the kept calls hold neither)."""
        r_strides = None if residual is None else residual.strides
        key = (x.shape, x.strides, out.shape, out.strides, r_strides, threads, self._workspace.generation)
        calls = self._calls.get(key)
        if calls is None:
            if len(self._calls) >= PLANS:  # a service fed ever new sizes must not keep them all
                self._calls.pop(next(iter(self._calls)))
            calls = self._calls[key] = self.calls(x, out, threads, residual)
            for call in calls:
                call.keep = tuple(k for k in call.keep if not any(k is a for a in (x, out, residual)))
        into, back = calls[0].templates
        into[QWinogradArg.SRC], back[QWinogradArg.DST] = x.ctypes.data, out.ctypes.data
        back[QWinogradArg.RESIDUAL] = 0 if residual is None else residual.ctypes.data
        for call in calls:
            call.run()

    def calls(
        self, x: np.ndarray, out: np.ndarray, threads: int, residual: np.ndarray | None = None
    ) -> list[NativeCall]:
        """The native call computing ``out`` from ``x`` (NHWC, 8-bit): blocks of tile rows, each run through the
        input transform, the GEMM and the output transform by one thread in its own scratch (``_blocks``)."""
        p, m, points = self.params, self.m, self.points
        n_batch, height, width, _ = x.shape
        pad = p.resolve_padding(height, width)
        oh, ow = out.shape[1:3]
        tiles_y, tiles_x = -(-oh // m), -(-ow // m)
        c, k = p.in_channels, p.out_channels
        c_pad, k_pad = _round_up(c, 32), _round_up(k, 16)
        rows_total = n_batch * tiles_y
        row_bytes = points * tiles_x * (2 * c_pad + 4 * k_pad)
        blocks = -(-rows_total // max(1, BLOCK_BYTES // row_bytes))
        blocks = min(rows_total, -(-blocks // threads) * threads)  # as many blocks for each thread
        block_rows = -(-rows_total // blocks)  # as many rows in each block
        block_tiles = block_rows * tiles_x
        v_bytes = _round_up(points * block_tiles * c_pad * 2, 4096)
        thread_bytes = v_bytes + _round_up(points * block_tiles * k_pad * 4, 4096)
        scratch = self._workspace.take("qwinograd.blocks", (threads, thread_bytes), np.uint8)
        spec = self.gemm_spec
        gemm = qgemm_kernel(spec)
        lo, hi, out_zero = self.out_limits
        common = np.zeros(QWINOGRAD_ARG_COUNT, np.int64)
        common[QWinogradArg.ZERO] = self._zero.ctypes.data
        common[QWinogradArg.TILES_Y], common[QWinogradArg.TILES_X] = tiles_y, tiles_x
        common[QWinogradArg.MIN], common[QWinogradArg.MAX], common[QWinogradArg.OUT_ZERO_POINT] = lo, hi, out_zero
        common[QWinogradArg.X_ZERO_POINT] = self.x_zero_point
        common[QWinogradArg.BIAS], common[QWinogradArg.SCALE] = self._bias.ctypes.data, self._scale.ctypes.data
        common[QWinogradArg.TABLE] = 0 if self.table is None else self.table.ctypes.data
        for field, value in self._add_args.items():
            common[field] = value
        if (residual is not None) != bool(self.spec.residual):
            raise ValueError("residual: given exactly when the operator has a quantized Add")
        if residual is not None:
            common[QWinogradArg.RESIDUAL] = residual.ctypes.data
            common[QWinogradArg.RESIDUAL_PIXEL_STRIDE] = residual.strides[2]
            common[QWinogradArg.RESIDUAL_IMAGE_STRIDE] = residual.strides[0]
        into = common.copy()
        into[QWinogradArg.SRC], into[QWinogradArg.CHANNELS] = x.ctypes.data, c
        into[QWinogradArg.HEIGHT], into[QWinogradArg.WIDTH] = height, width
        into[QWinogradArg.PAD_TOP], into[QWinogradArg.PAD_LEFT] = pad.top, pad.left
        into[QWinogradArg.IMAGE_STRIDE], into[QWinogradArg.PIXEL_STRIDE] = x.strides[0], x.strides[2]
        into[QWinogradArg.POINT_STRIDE], into[QWinogradArg.TILE_STRIDE] = block_tiles * c_pad * 2, c_pad * 2
        back = common.copy()
        back[QWinogradArg.DST], back[QWinogradArg.CHANNELS] = out.ctypes.data, k
        back[QWinogradArg.HEIGHT], back[QWinogradArg.WIDTH] = oh, ow
        back[QWinogradArg.IMAGE_STRIDE], back[QWinogradArg.PIXEL_STRIDE] = out.strides[0], out.strides[2]
        back[QWinogradArg.POINT_STRIDE], back[QWinogradArg.TILE_STRIDE] = block_tiles * k_pad * 4, k_pad * 4
        product = np.zeros(QARG_COUNT, np.int64)
        product[QArg.ZERO], product[QArg.W] = self._zero.ctypes.data, self.packed.ctypes.data
        product[QArg.K], product[QArg.KC], product[QArg.KS], product[QArg.GROUPS] = k, _round_up(c, 2), 1, points
        product[QArg.LDA], product[QArg.LDC] = c_pad * 2, k_pad * 4
        product[QArg.A_GROUP_STRIDE], product[QArg.C_GROUP_STRIDE] = block_tiles * c_pad * 2, block_tiles * k_pad * 4
        product[QArg.W_GROUP_STRIDE], product[QArg.W_PANEL_STRIDE] = self.packed.strides[0], self.packed.strides[1]
        args = np.zeros(BLOCK_ARG_COUNT, np.int64)
        args[BlockArg.INPUT_ARGS], args[BlockArg.OUTPUT_ARGS] = into.ctypes.data, back.ctypes.data
        args[BlockArg.GEMM_ARGS] = product.ctypes.data
        args[BlockArg.GEMM] = ctypes.cast(gemm.gemm, ctypes.c_void_p).value
        args[BlockArg.GEMM_MR], args[BlockArg.GEMM_PANELS] = spec.mr, -(-k // spec.nr)
        args[BlockArg.POINTS], args[BlockArg.TILES_X] = points, tiles_x
        args[BlockArg.SCRATCH], args[BlockArg.SCRATCH_STRIDE] = scratch.ctypes.data, thread_bytes
        args[BlockArg.M_OFFSET] = v_bytes
        args[BlockArg.ROWS], args[BlockArg.BLOCK_ROWS] = rows_total, block_rows
        keep = (x, out, residual, into, back, product, scratch, self._zero, self._bias, self._scale, self.table)
        keep += (self.packed, self._kernel, gemm)
        blocks = -(-rows_total // block_rows)
        call = NativeCall(self._kernel.blocks, args, make_schedule(blocks, threads), keep=keep)
        call.templates = (into, back)  # (where a reused call's arrays are pointed: ``run``)
        return [call]


# Where the 8-bit F(4x4) beats the direct kernels (Zen 5, one thread, one layer, against the Indirect GEMM): 80x80
# 80->80 1.39x, 56x56 64->64 1.27x, 40x40 128->80 1.54x, 28x28 128->128 1.50x, 20x20 256->256 1.43x, 14x14 256->256
# 1.17x; not (measured in the first, chunked form, 0.9-1.0x of these): 80x80 48->48 0.96x, 40x40 32->64 1.00x, 160x160
# 16->16 0.58x (the GEMM per point too short for the transforms), 10x10 256->256 0.96x (9 tiles), 7x7 512->512 0.64x
# (19 MiB of transformed weights for 4 tiles).
MIN_CHANNELS = 64  # input and output (AVX512-VNNI; AVX2: ``AVX2_RULE``)
MIN_TILES = 16
# One thread only: at two, whole models (separate processes alternating, 4-5 rounds) YOLOv8n 1.024x, ResNet-18 1.011x,
# ResNet-50 0.985x -- the transformed weights (8x the bytes of the 8-bit ones: 36 points of int16) take cache the
# other layers miss, which one thread's time hides better. (Three calls per chunk of tile rows with a barrier after
# each, the first form, lost up to 0.82x whenever another process held part of the second core.)
MAX_THREADS = 1
# ResNet-50's six 14x14 256->256 layers (1.2x alone) carry 4.7 MiB of transformed weights each: in the model they
# gained nothing and the last stage's layers, their weights evicted, ran 5-15% slower.
MAX_TRANSFORMED_BYTES = 2 << 20
# AVX2 (no VNNI): the direct 8-bit kernels widen to int16 and pay one ``vpmaddwd`` per two products, as the Winograd
# GEMM does for a quarter of the products. Forced on the Zen 5 (``IXCONV_ISA=avx2``, one thread, one layer):
# 80x80 32->32 2.61x, 48->48 2.19x, 40x40 32->64 2.78x, 14x14 128->128 3.29x, 10x10 64->64 1.89x, 7x7 256->256 3.32x
# (160x160 16->16 0.58x); whole int8 models, separate processes alternating: ResNet-50 1.146x with the VNNI rule,
# 1.126x more with this one, YOLOv8n 1.070x more. (fewest channels, fewest tiles, most transformed bytes)
AVX2_RULE = (32, 4, 8 << 20)


def qwinograd_pays(params: ConvParams, input_size: tuple[int, int] | None, threads: int | None = None) -> bool:
    """Whether ``auto`` runs a layer that qualifies (``qwinograd_problem``) by the 8-bit Winograd: enough input and
    output channels, enough 4x4 tiles per image, not too many bytes of transformed weights (int16, 36 points) --
    ``MIN_CHANNELS``, ``MIN_TILES``, ``MAX_TRANSFORMED_BYTES`` with AVX512-VNNI, ``AVX2_RULE`` with AVX2 -- and at most
    ``MAX_THREADS`` threads (None: the default thread count)."""
    min_channels, min_tiles, max_bytes = AVX2_RULE if quant_isa() == "avx2" else (
        MIN_CHANNELS, MIN_TILES, MAX_TRANSFORMED_BYTES)  # fmt: skip
    if input_size is None or min(params.in_channels, params.out_channels) < min_channels:
        return False
    oh, ow = params.output_size(*input_size)
    tiles = -(-oh // 4) * -(-ow // 4)
    transformed = 72 * params.in_channels * params.out_channels
    one_thread = (threads or default_threads()) <= MAX_THREADS
    return one_thread and tiles >= min_tiles and transformed <= max_bytes
