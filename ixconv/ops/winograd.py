"""3x3 stride-1 convolutions by Winograd minimal filtering F(m x m, 3 x 3): transform, GEMM per point, transform.

One call of the operator is, per *chunk* of tile rows (so that the transformed tiles stay in cache instead of
filling the machine's memory on a 224 x 224 map), three native calls with a barrier between them:

1. the input transform (``codegen.winograd``, ``_input``): ``V[point][tile][c] = (B^T d B)`` for every
   n x n input tile of the chunk;
2. the generated GEMM (``codegen.gemm``, plain ``_gemm`` driver) with one *group* per transform point:
   ``M[point] = V[point] (tiles x C) @ U[point] (C x K)``, ``U = G g G^T`` packed once at construction;
3. the output transform (``_output``): ``Y = A^T M A`` + bias (+ residual), clamped, the fused activation,
   stored into the tile's pixels inside the output.

Multiplications per output: n^2 / m^2 of a C x K product (F(4x4): 36/16, against 9 taps for a direct
convolution). The transforms round in fp32 with coefficients up to 5.25 (F(6x6)): the result differs
from a direct convolution by more than the direct one's rounding (``tests/test_winograd.py`` states the
bounds), which is why a model uses it only under ``precision="fast"`` (``ixconv.graph``).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

import numpy as np

from ixconv.codegen.gemm import ARG_COUNT, Arg, gemm_kernel
from ixconv.codegen.spec import GemmSpec, choose_rows, choose_spec, fit_unroll
from ixconv.codegen.winograd import (
    KERNEL,
    WINOGRAD_ARG_COUNT,
    WinogradArg,
    WinogradSpec,
    transform_matrices,
    winograd_kernel,
)
from ixconv.cpu import host
from ixconv.ops.conv import ConvOperator, _float_bits
from ixconv.ops.packing import aligned_zeros, pack_weights, unpack_weights
from ixconv.ops.params import ConvParams, Padding, check_bias, check_input, check_weight, make_params
from ixconv.ops.prepared import memoized, using
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import check_threads, default_threads, make_schedule
from ixconv.ops.workspace import Workspace

SCRATCH_BYTES = 2 << 20  # transformed tiles (V, and M likewise) per chunk: about two cores' L2...
SCRATCH_WEIGHT_SHARE = 4  # ... or a quarter of the transformed weights, which every chunk streams again
# Transformed weights above this (about the last-level cache) are split between threads by transform point
# (each thread streams its share from memory once) rather than by tiles (each thread streams all of them).
# One row of ResNet-18 at two threads: layer4 (36 MiB) by points 0.56 ms, by tiles 1.49; layer1-3 (0.6-9
# MiB) by tiles 0.38 / 0.39 / 0.50 ms, by points 0.90 / 0.61 / 0.63 (the tiles cross between cores).
WEIGHT_SPLIT_BYTES = 4 << 20
TILE_SIZES = (2, 4, 6)
PLANS = 8  # input sizes (x batch x threads) whose plans are kept


def winograd_applies(params: ConvParams) -> bool:
    """Whether F(m x m, 3 x 3) computes this convolution: a dense 3x3 kernel, stride 1, dilation 1, one group."""
    return params.kernel == (3, 3) and params.stride == (1, 1) and params.dilation == (1, 1) and params.groups == 1


# The fewest input channels for which F(4x4) pays: one core, 3x3 layers against the Indirect GEMM
# (`python -m ixconv.bench.winograd`): C=3 -> 32 at 112x112 0.52x, C=8 -> 16 0.97x, C=16 -> 16 1.35x,
# C=24..512 1.4-2.9x (7x7x512 1.41x; 56x56x64 2.3x). Few input channels leave the GEMM per point too
# short to pay for the transforms.
MIN_IN_CHANNELS = 16


def winograd_tile(params: ConvParams) -> int | None:
    """The output tile m of the Winograd F(m x m, 3 x 3) a layer runs by default when allowed to (None:
    direct). F(4x4): F(6x6) is at most 1.07x faster on large maps, slower on 7x7 and 14x14, and its error
    is about twice F(4x4)'s (``tests/test_winograd.py``)."""
    if winograd_applies(params) and params.in_channels >= MIN_IN_CHANNELS:
        return 4
    return None


# Transformed weights (4x the direct ones for F(4x4)) are read once per call: above this size they come from
# memory (in a model, the other layers' weights evict them), and a call needs enough tiles per thread to
# reuse each weight it streams. Eight chained 3x3 layers (every layer's weights cold, as in ResNet-50),
# Winograd over direct, Intel Xeon: 7x7x512 (36 MiB transformed, 4 tiles) 0.62x at 1 thread, 0.95x at 2;
# 14x14x256 (9 MiB, 16 tiles) 0.89x / 0.79x; 14x14x384 (16 tiles) 0.88x at 1; 28x28x256 (9 MiB, 49 tiles)
# 1.54x / 1.48x. (Zen 4, with half the FMA throughput per core, had ResNet-18's layer4 0.7 ms faster per
# layer in Winograd at one thread; warm, alone, `python -m ixconv.bench.winograd` still shows 1.4-1.6x.)
WEIGHT_STREAM_BYTES = 4 << 20
MIN_TILES_PER_THREAD = 24
# With cached transformed weights, still this many tiles per thread: fewer leave each point's GEMM too short for
# the transforms to pay. Intel Xeon, one layer, weights cold, direct vs F(4x4) us (1 / 2 threads): 8x20 64->256
# (10 tiles) 343 / 231 vs 349 / 253; 8x10 64->256 220 / 135 vs 220 / 157; 20x20 128->128 (25 tiles) 806 / 454 vs
# 675 / 482; 16x40 48->192 (40 tiles) 687 / 410 vs 451 / 337
MIN_CACHED_TILES_PER_THREAD = 16


def transformed_weight_bytes(params: ConvParams, m: int = 4) -> int:
    """Bytes of F(m x m)'s transformed weights: (m + 2)^2 float32 matrices of K x C."""
    n = m + KERNEL - 1
    return n * n * params.in_channels * params.out_channels * 4


def winograd_pays(params: ConvParams, height: int, width: int, batch: int, threads: int, m: int = 4) -> bool:
    """Whether F(m x m) beats the direct convolution at this input size and thread count: with at least
    ``MIN_CACHED_TILES_PER_THREAD`` tiles per thread when its transformed weights stay in cache, else with
    at least ``MIN_TILES_PER_THREAD``."""
    oh, ow = params.output_size(height, width)
    tiles = batch * -(-oh // m) * -(-ow // m)
    if transformed_weight_bytes(params, m) <= WEIGHT_STREAM_BYTES:
        return tiles >= MIN_CACHED_TILES_PER_THREAD * threads
    return tiles >= MIN_TILES_PER_THREAD * threads


# F(2x2) where F(4x4) has too few tiles to pay (its 36 transformed weight matrices are 2.25x F(2x2)'s 16, which
# a call must stream): with at least this many tiles per thread and input channels (shorter GEMMs per point
# do not pay for the transforms). Eight layers of distinct weights (cold, as in a model), Intel Xeon, direct
# over F(2x2) / F(4x4) at 1 and 2 threads: 14x14x256 1.21 / 0.91 and 1.13 / 0.87; 14x14x512 1.17 / 0.85 (both);
# 14x14x128 1.11 / 0.97 and 1.15 / 0.92; 20x20x128 at 2 threads 1.20 / 1.07 (F(4x4) at one: 1.31 against 1.23);
# too few tiles: 7x7x128 0.71 / 0.58, 10x10x128 at 2 threads 0.87; too few channels: 14x14x64 at 2 threads 0.86,
# 14x14 128->32 0.84 (128->64 1.05, 256->64 1.02); where F(4x4) has its tiles it stays best: 28x28x128 F(4x4)
# 1.46 (F(2x2) 1.13), 56x56x64 1.31 (0.87).
MIN_F2_TILES_PER_THREAD = 24
MIN_F2_CHANNELS = 128  # input channels
MIN_F2_OUT_CHANNELS = 64


def winograd_choice(params: ConvParams, height: int, width: int, batch: int, threads: int) -> int | None:
    """The Winograd output tile that beats the direct convolution at this input size and thread count (None:
    direct): F(4x4) with ``MIN_TILES_PER_THREAD`` tiles per thread; else F(2x2) with ``MIN_F2_TILES_PER_THREAD``
    tiles per thread, ``MIN_F2_CHANNELS`` input and ``MIN_F2_OUT_CHANNELS`` output channels; else F(4x4) where
    ``winograd_pays`` (cached transformed weights, fewer tiles)."""
    oh, ow = params.output_size(height, width)
    if batch * -(-oh // 4) * -(-ow // 4) >= MIN_TILES_PER_THREAD * threads:
        return 4
    channels = params.in_channels >= MIN_F2_CHANNELS and params.out_channels >= MIN_F2_OUT_CHANNELS
    if channels and batch * -(-oh // 2) * -(-ow // 2) >= MIN_F2_TILES_PER_THREAD * threads:
        return 2
    return 4 if winograd_pays(params, height, width, batch, threads, 4) else None


# Fewer output channels than this and the input transform (its cost per input channel, amortized over the
# output channels) outweighs what the transform points' GEMM saves over bf16 products. Zen 5, one thread, whole
# models under precision="bf16", interleaved against no such bound: DenseNet-121 (3x3 layers 128 -> 32) 1.069x,
# Inception v3 1.015x, YOLOv8n 1.012x, GoogLeNet 1.005x, ResNet-50 0.998x (all its 3x3 layers >= 64).
WINOGRAD_BF16_MIN_OUTPUTS = 48


def winograd_beats_bf16(params: ConvParams, threads: int, m: int = 4) -> bool:
    """Whether fp32 F(m x m) beats a bf16 direct convolution (``ixconv.ops.bf16``, half the weight bytes, two
    products per instruction) in a model: only with cached transformed weights, at one thread, with at least
    ``WINOGRAD_BF16_MIN_OUTPUTS`` output channels per group, and F(4x4) or larger. Whole models under
    precision="bf16", interleaved runs (Zen 4): ResNet-18 1T 16.7 ms with Winograd on layers of <= 4 MiB of
    transformed weights, 18.0 without, 18.6 on all; 2T 10.7 / 9.4 / 10.8; ResNet-50 1T 41.1 / 42.4 / 42.3.
    F(2x2) saves 2.25x the multiplies, barely more than bf16's 2x, and pays its transforms and 16 points of fp32
    weights: without it (Zen 5, one thread, old and new trees alternating) ResNet-18 1.027x, ResNet-50 1.014x,
    DenseNet-121 1.025x, Inception v3 1.046x, GoogLeNet 1.005x."""
    return (
        threads == 1
        and m >= 4
        and params.group_out >= WINOGRAD_BF16_MIN_OUTPUTS
        and transformed_weight_bytes(params, m) <= WEIGHT_STREAM_BYTES
    )


def transform_weights(weight_oihw: np.ndarray, m: int) -> np.ndarray:
    """``U[point] = G g G^T`` for every (output, input) channel pair: float32 (n^2, K, C), computed in float64."""
    _, g, _ = transform_matrices(m)
    g = np.array(g, np.float64)
    u = np.einsum("ar,kcrs,bs->abkc", g, weight_oihw.astype(np.float64), g)
    n = g.shape[0]
    return u.reshape(n * n, *weight_oihw.shape[:2]).astype(np.float32)


@memoized
def transformed_packed(weight_oihw: np.ndarray, m: int, nr: int) -> np.ndarray:
    """The transformed weights packed for the GEMM of every transform point (one group per point)."""
    k, c = weight_oihw.shape[:2]
    u = transform_weights(weight_oihw, m)  # (points, K, C)
    with using(None):  # one stored result, not two
        return pack_weights(u.reshape(-1, c, 1, 1), np.zeros(u.shape[0] * k, np.float32), u.shape[0], nr)


def _round_up(value: int, multiple: int) -> int:
    return -(-value // multiple) * multiple


@dataclass
class _Plan:
    """What depends on (height, width, batch): chunks of tile rows, the scratch, the calls' argument arrays."""

    pad: Padding
    out_height: int
    out_width: int
    tiles_y: int
    tiles_x: int
    chunk_rows: int
    block_tiles: int  # tiles per GEMM "image": one block per thread, so a thread multiplies its own tiles
    gemm_spec: GemmSpec
    v: np.ndarray  # (points, chunk tiles, C rounded up to the vector)
    m: np.ndarray  # (points, chunk tiles, K rounded up to the vector)
    generation: int  # of the workspace whose buffers v and m are views of
    calls: dict = field(default_factory=dict)  # (threads, residual?, out strides) -> template calls


class WinogradConv2d(ConvOperator):
    """A prepared 3x3 stride-1 convolution over NHWC float32 arrays, by Winograd F(m x m, 3 x 3).

    >>> op = WinogradConv2d(w, b, padding=1, activation="relu", m=4)   # w: (K, C, 3, 3)
    >>> y = op(x)                                                      # x: (N, H, W, C) -> (N, H, W, K)
    """

    algorithm = "winograd"

    def __init__(
        self,
        weight: np.ndarray,
        bias: np.ndarray | None = None,
        padding=0,
        activation=None,
        m: int = 4,
        num_threads: int | None = None,
        weight_layout: str = "OIHW",
        epilogue: tuple = (),
        stride=1,
        dilation=1,
        groups: int = 1,
        gemm_spec: GemmSpec | None = None,
        isa: str | None = None,
        workspace: Workspace | None = None,
    ) -> None:
        """``gemm_spec``: the GEMM's panel width and schedule (its tile height follows the tiles per block);
        default: the ISA's panel choice for K. ``isa``: the transforms' vector ISA (default: this CPU's; a
        lesser one for tests). ``workspace``: where the transformed tiles live, shared with operators that
        never run at the same time as this one (a model's; default: the operator's own)."""
        w = check_weight(weight, weight_layout)
        self.params: ConvParams = make_params(w, stride, padding, dilation, groups, activation)
        if not winograd_applies(self.params):
            p = self.params
            raise ValueError(
                f"Winograd needs a 3x3 kernel, stride 1, dilation 1 and groups 1; got kernel {p.kernel}, stride "
                f"{p.stride}, dilation {p.dilation}, groups {p.groups}"
            )
        if m not in TILE_SIZES:
            raise ValueError(f"m (the output tile) must be one of {TILE_SIZES}, got {m!r}")
        self.bias = check_bias(bias, self.params.out_channels)
        self.num_threads = check_threads(num_threads)
        isa = isa or (gemm_spec.isa if gemm_spec is not None else host().isa)
        self.spec = WinogradSpec(isa, m, epilogue)
        self._kernel = winograd_kernel(self.spec)
        k, c = self.params.out_channels, self.params.in_channels
        if gemm_spec is not None and not isinstance(gemm_spec, GemmSpec):
            raise TypeError(f"gemm_spec must be a GemmSpec, got {type(gemm_spec).__name__}")
        self._gemm_base = gemm_spec or choose_spec(isa, k)
        self.packed = transformed_packed(w, m, self._gemm_base.nr)
        self._bias = aligned_zeros((_round_up(k, 16),))
        self._bias[:k] = self.bias
        self._zero = aligned_zeros((_round_up(c, 16),))
        self._plans: dict = {}
        self._workspace = workspace if workspace is not None else Workspace()  # the transformed tiles V and M
        self._lock = threading.Lock()
        self.indirection_builds = 0  # none: tiles are addressed directly

    @property
    def writes_channel_slices(self) -> bool:
        return True

    @property
    def weight(self) -> np.ndarray:
        """The OIHW float32 weights, recovered from the transformed ones (``G`` has full column rank:
        ``g = G+ U G+^T``, exact up to float32 rounding); only the transformed copy is kept."""
        _, g, _ = transform_matrices(self.spec.m)
        g_inv = np.linalg.pinv(np.array(g, np.float64))
        k, c = self.params.out_channels, self.params.in_channels
        u = unpack_weights(self.packed, self.spec.points * k, c, (1, 1)).reshape(self.spec.n, self.spec.n, k, c)
        return np.einsum("ra,abkc,sb->kcrs", g_inv, u.astype(np.float64), g_inv).astype(np.float32)

    def indirection_bytes(self, height: int, width: int) -> int:
        return 0

    def workspace_bytes(self) -> int:
        """Bytes held beyond input and output: the transformed weights, bias and zero vectors, the scratch
        buffers of the transformed tiles (the largest size run so far)."""
        held = [self.packed, self._bias, self._zero]
        return int(sum(a.nbytes for a in held)) + self._workspace.nbytes()

    def scratch_bytes(self, height: int, width: int, batch: int = 1) -> int:
        """Bytes of the transformed tiles (V and M) one call of this size uses."""
        plan = self._plan(height, width, batch, self.num_threads or default_threads())
        return plan.v.nbytes + plan.m.nbytes

    # -- planning ----------------------------------------------------------------------------------
    def _plan(self, height: int, width: int, batch: int, threads: int) -> _Plan:
        key = (height, width, batch, threads)
        plan = self._plans.get(key)
        if plan is not None and plan.generation == self._workspace.generation:
            return plan
        p, m, points = self.params, self.spec.m, self.spec.points
        pad = p.resolve_padding(height, width)
        oh, ow = p.output_size(height, width)
        tiles_y, tiles_x = -(-oh // m), -(-ow // m)
        c_pad, k_pad = _round_up(p.in_channels, 16), _round_up(p.out_channels, 16)
        row_bytes = points * tiles_x * max(c_pad, k_pad) * 4
        budget = max(SCRATCH_BYTES, self.packed.nbytes // SCRATCH_WEIGHT_SHARE)
        chunk_rows = max(1, min(batch * tiles_y, budget // row_bytes))
        # The GEMM runs a chunk as `threads` blocks of tiles, each a GEMM "image": its work items come block
        # by block, so the schedule hands each thread (about) the block whose tiles it transformed (the input
        # transform splits rows the same way) instead of every thread reading every other's tiles. Rows of
        # the last block past the chunk's end hold an earlier chunk's tiles or whatever the workspace held; their
        # products land in rows of M the output transform never reads.
        chunk_tiles = chunk_rows * tiles_x
        # blocks of tiles, not of rows: 7 rows of 7 tiles in two blocks of 25 (2% padding), not of 4 rows (14%);
        # ResNet-18's layer2 GEMM at two threads: 1.59x -> 1.80x its one-thread speed
        block_tiles = -(-chunk_tiles // threads) if self.packed.nbytes <= WEIGHT_SPLIT_BYTES else chunk_tiles
        blocks = -(-chunk_tiles // block_tiles)
        gemm_spec = fit_unroll(choose_rows(self._gemm_base, block_tiles), p.in_channels)
        v = self._workspace.take("winograd.v", (points, blocks * block_tiles, c_pad))
        m = self._workspace.take("winograd.m", (points, blocks * block_tiles, k_pad))
        if any(p.generation != self._workspace.generation for p in self._plans.values()):
            self._plans.clear()  # a buffer was replaced (grown, here or by another layer): their views hold the old one
        plan = _Plan(pad, oh, ow, tiles_y, tiles_x, chunk_rows, block_tiles, gemm_spec, v, m,
                     self._workspace.generation)  # fmt: skip
        if len(self._plans) >= PLANS:  # a service fed ever new sizes must not keep them all
            self._plans.pop(next(iter(self._plans)))
        self._plans[key] = plan
        return plan

    def _calls(self, plan: _Plan, x: np.ndarray, out: np.ndarray, residual) -> list[NativeCall]:
        p, spec = self.params, self.spec
        n_batch, height, width, _ = x.shape
        threads = self.num_threads or default_threads()
        rows_total = n_batch * plan.tiles_y
        block_tiles = plan.block_tiles
        gemm = gemm_kernel(plan.gemm_spec)
        v, mbuf = plan.v, plan.m

        common = np.zeros(WINOGRAD_ARG_COUNT, np.int64)
        common[WinogradArg.ZERO] = self._zero.ctypes.data
        common[WinogradArg.TILES_Y], common[WinogradArg.TILES_X] = plan.tiles_y, plan.tiles_x
        common[WinogradArg.MIN], common[WinogradArg.MAX] = _float_bits(p.out_min), _float_bits(p.out_max)

        def transform_call(driver, first_row: int, rows: int, **fields) -> NativeCall:
            args = common.copy()
            args[WinogradArg.FIRST_ROW], args[WinogradArg.ROWS] = first_row, rows
            for name, value in fields.items():
                args[WinogradArg[name]] = value
            keep = (x, out, residual, v, mbuf, self._zero, self._bias, self._kernel)
            return NativeCall(driver, args, make_schedule(rows, threads), keep=keep)

        calls = []
        for first_row in range(0, rows_total, plan.chunk_rows):
            rows = min(plan.chunk_rows, rows_total - first_row)
            blocks = -(-(rows * plan.tiles_x) // block_tiles)
            calls.append(transform_call(
                self._kernel.input, first_row, rows, SRC=x.ctypes.data, DST=v.ctypes.data,
                CHANNELS=p.in_channels, HEIGHT=height, WIDTH=width, PAD_TOP=plan.pad.top, PAD_LEFT=plan.pad.left,
                IMAGE_STRIDE=x.strides[0], PIXEL_STRIDE=x.strides[2], POINT_STRIDE=v.strides[0],
                TILE_STRIDE=v.strides[1],
            ))  # fmt: skip
            args = np.zeros(ARG_COUNT, np.int64)
            args[Arg.A], args[Arg.ZERO], args[Arg.W], args[Arg.C] = (
                v.ctypes.data, self._zero.ctypes.data, self.packed.ctypes.data, mbuf.ctypes.data)  # fmt: skip
            args[Arg.M], args[Arg.K], args[Arg.KC], args[Arg.KS] = block_tiles, p.out_channels, p.in_channels, 1
            args[Arg.LDA], args[Arg.LDC] = v.strides[1], mbuf.strides[1]
            args[Arg.BATCH], args[Arg.GROUPS] = blocks, spec.points
            args[Arg.A_BATCH_STRIDE] = block_tiles * v.strides[1]
            args[Arg.C_BATCH_STRIDE] = block_tiles * mbuf.strides[1]
            args[Arg.A_GROUP_STRIDE], args[Arg.C_GROUP_STRIDE] = v.strides[0], mbuf.strides[0]
            args[Arg.W_GROUP_STRIDE], args[Arg.W_PANEL_STRIDE] = self.packed.strides[0], self.packed.strides[1]
            args[Arg.MIN], args[Arg.MAX] = _float_bits(-np.inf), _float_bits(np.inf)
            items = blocks * spec.points * plan.gemm_spec.work_items(block_tiles, p.out_channels)
            keep = (v, mbuf, self.packed, self._zero, gemm)
            calls.append(NativeCall(gemm.gemm, args, make_schedule(items, threads), keep=keep))
            calls.append(transform_call(
                self._kernel.output, first_row, rows, SRC=mbuf.ctypes.data, DST=out.ctypes.data,
                CHANNELS=p.out_channels, HEIGHT=plan.out_height, WIDTH=plan.out_width,
                IMAGE_STRIDE=out.strides[0], PIXEL_STRIDE=out.strides[2], POINT_STRIDE=mbuf.strides[0],
                TILE_STRIDE=mbuf.strides[1], BIAS=self._bias.ctypes.data,
                RESIDUAL=0 if residual is None else residual.ctypes.data,
            ))  # fmt: skip
        return calls

    # -- run ---------------------------------------------------------------------------------------
    def _prepare(self, x, out, residual) -> tuple[np.ndarray, _Plan]:
        check_input(x, self.params)
        n, h, w, _ = x.shape
        plan = self._plan(h, w, n, self.num_threads or default_threads())
        out = self._output(out, (n, plan.out_height, plan.out_width, self.params.out_channels), x)
        if residual is not None:
            self._check_residual(residual, out)
        return out, plan

    def native_calls(self, x: np.ndarray, out: np.ndarray, residual: np.ndarray | None = None) -> list[NativeCall]:
        """The native calls of ``self(x, out=out, residual=residual)`` with every address filled in."""
        if out is None:
            raise ValueError("native_calls needs out: the output's address is part of the call")
        with self._lock:
            out, plan = self._prepare(x, out, residual)
            return self._calls(plan, x, out, residual)

    def __call__(self, x: np.ndarray, out: np.ndarray | None = None, residual: np.ndarray | None = None) -> np.ndarray:
        """Convolve NHWC float32 ``x``; ``residual`` (the output's shape, may be ``out``) is added before the
        activation."""
        with self._lock:
            out, plan = self._prepare(x, out, residual)
            key = (x.shape[0], self.num_threads or default_threads(), residual is not None, out.strides)
            calls = plan.calls.get(key)
            if calls is None:
                calls = plan.calls[key] = self._calls(plan, x, out, residual)
                for call in calls:  # the reused calls keep no caller array alive
                    call.keep = tuple(k for k in call.keep if not any(k is a for a in (x, out, residual)))
            else:  # reuse: point the calls at this call's arrays
                _retarget(calls, x, out, residual)
            for call in calls:
                call.run()
        return out


def _retarget(calls: list[NativeCall], x: np.ndarray, out: np.ndarray, residual) -> None:
    """Point reused calls at new arrays of the same shapes and strides (the transforms' SRC / DST / RESIDUAL)."""
    for i in range(0, len(calls), 3):
        calls[i].args[WinogradArg.SRC] = x.ctypes.data
        calls[i + 2].args[WinogradArg.DST] = out.ctypes.data
        calls[i + 2].args[WinogradArg.RESIDUAL] = 0 if residual is None else residual.ctypes.data
