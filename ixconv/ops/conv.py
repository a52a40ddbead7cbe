"""The fp32 2-D convolution operator: prepare (pack, compile) -> reshape (indirection) -> run.

Activations are NHWC float32; weights are given OIHW (ONNX/PyTorch) or OHWI. Algorithms:

* ``"indirect"``  Indirect GEMM over the indirection buffer (any geometry);
* ``"direct"``    the same micro-kernel finding each tap's input pixel from the geometry: no buffer at all
                  beyond the packed weights (``codegen.gemm.emit_direct_module``);
* ``"rows"``      first layers of few channels (C = 3): a kernel row's S taps are S*C consecutive floats of a
                  copy of the input padded left and right, so the direct driver runs R taps of S*C channels
                  instead of R*S taps of C (the same packed weights: they are ordered (r, s, c) already);
* ``"im2col"``    im2row into a scratch buffer (a generated, threaded kernel: ``codegen.im2row``), then the same
                  generated GEMM micro-kernel;
* ``"gemm"``      1x1, stride 1, no padding: the NHWC input already is the GEMM's A matrix;
* ``"depthwise"`` one filter per channel (groups = C = K): the generated depthwise kernel;
* ``"reference"`` the float64 NumPy oracle (slow; for tests);
* ``"auto"``      ``depthwise``, ``gemm`` or ``rows`` where they apply, else ``indirect``.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace

import numpy as np

from ixconv.codegen.dwconv import DW_ARG_COUNT, DwArg, DwSpec, dw_kernel, layer_dw_spec
from ixconv.codegen.gemm import ARG_COUNT, Arg, direct_kernel, gemm_kernel
from ixconv.codegen.im2row import IM2ROW_ARG_COUNT, Im2RowArg, im2row_kernel
from ixconv.codegen.movement import MoveArg
from ixconv.codegen.narrow import MAX_COLUMNS, NARROW_ARG_COUNT, NarrowArg, NarrowSpec, narrow_kernel
from ixconv.codegen.spec import (
    HEAVY_PANEL_CHOICES,
    PANEL_CHOICES,
    VECTOR_FLOATS,
    VECTOR_REGISTERS,
    GemmSpec,
    check_host,
    choose_rows,
    choose_spec,
    fields_problems,
    fit_unroll,
    spec_fields,
    vector_registers_needed,
)
from ixconv.cpu import host
from ixconv.ops.indirection import build_indirection, conv_tile_pixels
from ixconv.ops.movement import concat_rows_calls
from ixconv.ops.packing import (
    aligned_empty,
    aligned_zeros,
    pack_depthwise,
    pack_narrow,
    pack_weights,
    unpack_depthwise,
    unpack_weights,
)
from ixconv.ops.params import ConvParams, Padding, check_bias, check_input, check_weight, make_params
from ixconv.ops.program import NativeCall
from ixconv.ops.reference import conv2d_reference
from ixconv.ops.threads import check_threads, default_threads, make_schedule

# in a model run a layer's weights come from L3 (the layers between evict them): above this, pixel tiles innermost
# read them once. 1 MiB (one core's L2 on Zen 4) -> 256 KiB, Intel Xeon, 1 thread, the same model loaded both
# ways, runs alternating: MNASNet 1.05x, MobileNet v3 1.04x, EfficientNet-B0 1.04x, RegNetY-800MF 1.05x,
# ResNet-50 1.02x (2 threads: MNASNet 1.01x, RegNetY 0.99x); the 7x7 1x1 192->1152 layer alone 181 -> 164 us
WEIGHT_HEAVY_BYTES = 256 << 10
# a kernel row of at most this many values (S * C) runs as one tap (``"rows"``), for up to ROWS_MAX_CHANNELS channels;
# ``"auto"`` takes it for kernels at least ROWS_MIN_WIDTH wide with at least ROWS_MIN_OUT_CHANNELS outputs. One layer,
# 1 thread, Intel Xeon, ReLU, rows (copy + driver) against indirect (us): 224x224 7x7 s2 3->64 1665 vs 1711, 1->64 638
# vs 707; but 5x5 s2 3->32 593 vs 562, 4x4 s4 3->96 331 vs 278, 3x3 s2 3->32 330 vs 262, 3->48 426 vs 341, 3->64 505
# vs 404, 3x3 s1 3->64 1547 vs 1294, 640x640 3x3 s2 3->16 1841 vs 1336 (a short row gains little over indirect's
# pointer per tap, the padded copy costs)
ROWS_MAX_VALUES = 32
ROWS_MAX_CHANNELS = 4
ROWS_MIN_OUT_CHANNELS = 32
ROWS_MIN_WIDTH = 7
IM2ROW_ITEM_BYTES = 32768  # bytes of the im2row matrix per work item of its generated kernel, about


# Vector registers an unrolled taller tile must leave free, found by the spill check on an Intel host: AVX-512
# 9x48 unroll 2 (31 of 32 registers, 1 free) spills, 8x48 (28) does not; AVX2 6x16 unroll 2 (15 of 16) does not.
UNROLLED_SPARE_REGISTERS = {"avx512": 2}
# weights at least this many times the input image take ``HEAVY_PANEL_CHOICES`` (below, the panels of
# ``_weight_heavy``): with more pixels per panel the two measured even (3x3 128->256 s2 at 40x40, 1.2 MB against
# 0.8 MB: 1693 vs 1700 us; 256->256 s2 at 28x28, 2.9x: 1769 vs 1773), and with weights 2-4x the image the heavy
# panels win on 1x1 layers (Intel Xeon, one thread, weights cold, us: 7x7 1152->192 273 -> 244, 672->192 167 -> 153,
# 512->128 116 -> 108; 14x14 256->512 415 -> 401; at 1.3x, 14x14 1024->256: 773 vs 778)
HEAVY_PANEL_RATIO = 2


def _weight_heavy(spec: GemmSpec) -> GemmSpec:
    """A panel choice as a weight-heavy layer runs it: pixel tiles innermost, with one more row per tile when
    that row fits the registers with the input broadcast from a register and, unrolled, with
    ``UNROLLED_SPARE_REGISTERS`` left free (scheduled for an Intel core, LLVM loads the next step's broadcast
    before the last FMA of this one: 9x48 unroll 2 spilled a zmm through the stack every step).

    Never a row that fits only with the input broadcast from memory (6x64 -> 7x64): every FMA then carries a
    load, 32 loads per 28 FMAs, load-bound on a core with two 512-bit FMA pipes and two loads per cycle.
    Weight-heavy ResNet-50 layers at one thread (Intel Xeon, AVX-512), 6x64 pixels innermost over 7x64 with
    memory broadcasts: 14x14 3x3 256->256 1.23x, 7x7 3x3 512->512 1.12x, 7x7 1x1 512->2048 1.09x (Zen 4, one
    512-bit FMA per cycle, had measured 7x64 1.01-1.06x ahead: a smaller loss there)."""
    inner = {**spec_fields(spec), "order": "tile_inner"}
    taller = {**inner, "mr": spec.mr + 1, "broadcast": "register"}
    needed = vector_registers_needed(taller["mr"], spec.nr // VECTOR_FLOATS[spec.isa], "register")
    spare = UNROLLED_SPARE_REGISTERS.get(spec.isa, 0) if spec.unroll > 1 else 0
    if fields_problems(taller) or needed + spare > VECTOR_REGISTERS[spec.isa]:
        return GemmSpec(**inner)
    return GemmSpec(**taller)


def default_conv_spec(
    isa: str, out_channels: int, taps: int, weight_bytes: int, image_bytes: int | None = None
) -> GemmSpec:
    """The spec a convolution gets without tuning: the ISA's panel choice for its K, except that spatial
    layers with more than ``WEIGHT_HEAVY_BYTES`` of weights walk pixel tiles innermost, so a panel of
    weights is read from memory once and reused from L2 by every tile, with one more row per tile where it
    fits (more reuse of each weight vector loaded; ``_weight_heavy``). Zen 4, one thread, inference cache
    state: ResNet-18's layer3/layer4 +5-13% (order), +10% (7x32 instead of 6x32 rows). The same holds
    for 1x1 layers and Gemm (a Gemm is a 1x1 layer over rows): ddddocr's classifier (20 rows x 512 -> 8210,
    16.8 MB of weights) streamed its weights once per tile of rows; pixel tiles innermost made the model 1.11x
    faster at one thread and 1.19x at two, MobileNet v3 / EfficientNet-B0 / ResNet-50 unchanged (their heavy
    1x1 layers have few tiles; ``choose_order`` turns back to panels innermost where the image is larger).

    ``image_bytes``: the input image's bytes when known. A layer whose image is larger then gets the plain choice
    (``choose_order`` would read its panels innermost), one whose weights are ``HEAVY_PANEL_RATIO`` times its
    image or more (few rows of pixels per panel) the ISA's weight-heavy panels (``HEAVY_PANEL_CHOICES``: taller
    tiles of fewer vectors)."""
    if weight_bytes <= WEIGHT_HEAVY_BYTES:
        return choose_spec(isa, out_channels)
    if image_bytes is not None:
        if image_bytes >= weight_bytes:
            return choose_spec(isa, out_channels)
        if isa in HEAVY_PANEL_CHOICES and weight_bytes >= HEAVY_PANEL_RATIO * image_bytes:
            return choose_spec(isa, out_channels, choices=HEAVY_PANEL_CHOICES[isa])
    heavy = [(_weight_heavy(spec), speed) for spec, speed in PANEL_CHOICES[isa]]
    return choose_spec(isa, out_channels, choices=heavy)


def choose_order(spec: GemmSpec, weight_bytes: int, image_bytes: int) -> GemmSpec:
    """Pixel tiles innermost (a weight-heavy default) only while the weights outweigh one input image.

    When the image is the larger operand (VGG-16's conv3_x: 56x56x128-256 against 1.2-2.4 MB of weights)
    re-reading the image for every panel costs more than streaming the weights per tile: panels
    innermost measured +6% on conv3_1 (1 thread, cold weights), +1% on conv3_2; ResNet-18's layer3 and
    layer4 (weights 6-47x the image) keep pixel tiles innermost."""
    if spec.order == "tile_inner" and image_bytes >= weight_bytes:
        return replace(spec, order="panel_inner")
    return spec


# AVX2 1x1 layers of at least this many pixel tiles run each tile's panels in one work item (``tile_panels``)
TILE_PANELS_MIN_TILES = 64
TILE_PANELS_ISAS = ("avx2",)  # where it was measured


def tile_panels_order(spec: GemmSpec, algorithm: str, pixels: int) -> GemmSpec:
    """A 1x1 layer's (``gemm``) default tiles with their panels innermost get them in one work item each
    (``order="tile_panels"``): one claim, grid position and set of row pointers per tile instead of per panel.
    That fixed cost is a large share of a tile of few input channels. Measured on Zen 3 (AVX2), native calls in
    alternating rounds, one thread: 1x1 112x112 16->48 1.11x, 56x56 24->72 1.11x, 28x28 40->120 0.98-1.07x, 40x40
    8->128 1.98x, 14x14 96->576 1.05x, 100x76 128->128 1.02x; two threads 1.02-1.11x, except 7x7 320->1280
    0.95x (ten tiles of 80 panels: items too large for two threads to share fairly), hence
    ``TILE_PANELS_MIN_TILES``. Indirect 3x3 layers lost (0.89-0.96x), so they keep a panel per item."""
    if (
        algorithm != "gemm"
        or spec.isa not in TILE_PANELS_ISAS
        or spec.order != "panel_inner"
        or spec.k_block
        or -(-pixels // spec.mr) < TILE_PANELS_MIN_TILES
    ):
        return spec
    return replace(spec, order="tile_panels")


ALGORITHMS = ("auto", "indirect", "direct", "rows", "im2col", "gemm", "depthwise", "reference")


def rows_apply(p: ConvParams) -> bool:
    """Whether ``"rows"`` can run the layer: one group, a kernel row of several taps one pixel apart, and few
    enough values per row (``"auto"`` takes it then: ``ROWS_MAX_VALUES``, ``ROWS_MAX_CHANNELS``)."""
    s, c = p.kernel[1], p.in_channels
    return p.groups == 1 and s > 1 and p.dilation[1] == 1 and c <= ROWS_MAX_CHANNELS and s * c <= ROWS_MAX_VALUES


def default_algorithm(p: ConvParams) -> str:
    """What ``"auto"`` runs a layer that is not depthwise with: gemm, rows (a first layer) or indirect."""
    if p.is_pointwise:
        return "gemm"
    wide = p.kernel[1] >= ROWS_MIN_WIDTH and p.group_out >= ROWS_MIN_OUT_CHANNELS
    return "rows" if wide and rows_apply(p) else "indirect"


def values_per_tap(p: ConvParams, algorithm: str) -> int:
    """The length of the kernel's inner reduction loop: channels per group, a kernel row's S*C for ``"rows"``,
    every tap's channels for ``"im2col"`` (what an unroll or a channel block must not exceed)."""
    return p.group_in * {"im2col": p.taps, "rows": p.kernel[1]}.get(algorithm, 1)


def _float_bits(value: float) -> int:
    return int(np.array(value, np.float32).view(np.int32))


@dataclass
class _Geometry:
    """What depends on the input's height and width (rebuilt only when they change)."""

    height: int
    width: int
    pad: Padding
    out_height: int
    out_width: int
    indirection: np.ndarray | None = None
    tile_pixels: np.ndarray | None = None  # the indirect GEMM's grouped tiles (``Arg.TILE_PIXELS``), or None
    im2row: np.ndarray | None = None  # im2col: (pixels, groups, taps, C/groups)
    args: np.ndarray | None = None  # the driver's argument template
    schedules: dict = field(default_factory=dict)  # (batch, threads) -> schedule template
    calls: dict = field(default_factory=dict)  # the op's own calls, reused: see ConvOperator._run_reused
    converted: dict = field(default_factory=dict)  # bf16: batch -> the input converted to bf16 pairs; rows: the
    # input copied into a zeroed buffer padded left and right, (N, H, left + W + right, C)
    padded: tuple = ()  # AMX: (padded height, padded width, slack pixels after the last padded image)
    tap_lists: tuple = ()  # AMX: (tap indices, (first, count) per pixel block) -- ``ops.amx.block_tap_lists``

    def buffers(self) -> tuple:
        """The arrays a native call's arguments point into. A call keeps these, never the geometry itself: the
        geometry keeps its calls, and that cycle would hold every size's buffers until the cyclic garbage
        collector ran (MobileNet v3 over 12 sizes: +170 MiB resident per 1000 runs)."""
        return (self.indirection, self.tile_pixels, self.im2row, self.args)


def is_channel_slice(a: np.ndarray) -> bool:
    """Whether ``a`` (N, H, W, K) is ``wide[..., c:c + K]`` of a C-contiguous NHWC array ``wide``: each pixel's
    K values contiguous, pixels ``a.strides[2]`` bytes apart, rows and images packed (a Concat's input
    written in place into its slice of the output)."""
    if a.ndim != 4:
        return False
    n, h, w, k = a.shape
    item, pixel = a.itemsize, a.strides[2]
    return (
        a.strides[3] == item
        and pixel >= k * item
        and pixel % item == 0
        and (h == 1 or a.strides[1] == w * pixel)
        and (n == 1 or a.strides[0] == h * w * pixel)
    )


class ConvOperator:
    """What every prepared convolution shares (``Conv2d``, ``QConv2d``, ``ConvInteger``): shapes, the output
    checks, and the per-(batch, threads) schedules of its geometry. Needs ``params``, ``algorithm``,
    ``packed``, ``spec`` and ``num_threads``."""

    ELEMENT = np.dtype(np.float32)  # the input's element (the indirection buffer's offsets are in bytes)
    TILED = False  # whether its Indirect GEMM takes grouped tiles (``Arg.TILE_PIXELS``)

    @property
    def writes_channel_slices(self) -> bool:
        """Whether ``out`` may be a channel slice of a wider NHWC array (``is_channel_slice``)."""
        return False

    def __repr__(self) -> str:
        p = self.params
        return (
            f"{type(self).__name__}({p.out_channels}x{p.group_in}x{p.kernel[0]}x{p.kernel[1]}, stride={p.stride}, "
            f"dilation={p.dilation}, padding={p.padding}, groups={p.groups}, {self._repr_dtypes()}"
            f"algorithm={self.algorithm!r}, spec={self.spec.name})"
        )

    def _repr_dtypes(self) -> str:
        return ""

    # -- reshape: everything that depends on H and W, rebuilt only when they change ------------------
    def _reshape(self, height: int, width: int) -> _Geometry:
        geo = self._geometry
        if geo is not None and geo.height == height and geo.width == width:
            return geo
        pad = self.params.resolve_padding(height, width)
        oh, ow = self.params.output_size(height, width)
        self._fit_spec(height, width, oh * ow)
        geo = _Geometry(height, width, pad, oh, ow)
        sliding = self.algorithm == "depthwise" and self.spec.sliding  # (Dw / QDwSpec) computes its pixels: no buffer
        if self.algorithm in ("indirect", "depthwise", "im2col") and not sliding:
            rows = self.spec.mr if self.algorithm == "indirect" else 1  # im2col: where each (pixel, tap) reads
            tiled = self.TILED and self.algorithm == "indirect"
            geo.indirection = build_indirection(self.params, height, width, pad, rows, self.ELEMENT.itemsize, tiled)
            if tiled:
                geo.tile_pixels = conv_tile_pixels(self.params, height, width, pad, rows)
            self.indirection_builds += 1
        self._add_scratch(geo)
        if self.algorithm == "depthwise":
            geo.args = self._dw_arg_template(geo)
        elif self.algorithm != "reference":
            geo.args = self._arg_template(geo)
        self._geometry = geo
        return geo

    def _fit_spec(self, height: int, width: int, pixels: int) -> None:
        """Adapt the default spec to the input size (before the indirection buffer is built for it)."""

    def _add_scratch(self, geo: _Geometry) -> None:
        """Per-geometry scratch buffers of the algorithm: im2col's im2row matrix of one image."""
        if self.algorithm == "im2col":
            p = self.params
            shape = (geo.out_height * geo.out_width, p.groups, p.taps, p.group_in)
            geo.im2row = aligned_empty(shape, self.ELEMENT)

    def im2col_bytes(self, height: int, width: int) -> int:
        """Bytes of the im2row buffer of one image."""
        oh, ow = self.params.output_size(height, width)
        return oh * ow * self.params.taps * self.params.in_channels * self.ELEMENT.itemsize

    # -- im2col: the generated im2row, then the algorithm's GEMM over the rows -----------------------
    def _im2col_calls(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, residual=None) -> list[NativeCall]:
        """Per image: the generated im2row (threaded) into the geometry's buffer, then the GEMM over it."""
        calls = []
        for i in range(x.shape[0]):
            res = None if residual is None else residual[i : i + 1]
            calls.append(self._im2row_call(geo, x[i : i + 1]))
            calls.append(self._im2col_gemm_call(geo, out[i : i + 1], res))
        return calls

    def _im2col_gemm_call(self, geo: _Geometry, out: np.ndarray, residual) -> NativeCall:
        """The GEMM over one image's im2row matrix (``geo.im2row``) into ``out`` (one image)."""
        raise NotImplementedError

    def _im2row_call(self, geo: _Geometry, image: np.ndarray) -> NativeCall:
        p = self.params
        item = self.ELEMENT.itemsize
        kernel = im2row_kernel(host().isa, item)
        args = np.zeros(IM2ROW_ARG_COUNT, np.int64)
        args[Im2RowArg.SRC], args[Im2RowArg.DST] = image.ctypes.data, geo.im2row.ctypes.data
        args[Im2RowArg.OFFSETS], args[Im2RowArg.ZERO] = geo.indirection.ctypes.data, self._zero.ctypes.data
        pixels = geo.out_height * geo.out_width
        args[Im2RowArg.PIXELS], args[Im2RowArg.TAPS], args[Im2RowArg.GROUPS] = pixels, p.taps, p.groups
        args[Im2RowArg.LENGTH], args[Im2RowArg.GROUP_BYTES] = p.group_in, p.group_in * item
        per_item = max(1, IM2ROW_ITEM_BYTES // (p.taps * p.in_channels * item))
        args[Im2RowArg.BATCH], args[Im2RowArg.PIXELS_PER_ITEM] = 1, per_item
        schedule = make_schedule(-(-pixels // per_item), self._threads())
        return NativeCall(kernel.run, args, schedule, keep=(image, geo.im2row, geo.indirection, self._zero, kernel))

    def output_shape(self, input_shape: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        n, h, w, _ = input_shape
        oh, ow = self.params.output_size(h, w)
        return (n, oh, ow, self.params.out_channels)

    @property
    def packed_weight_bytes(self) -> int:
        return 0 if self.algorithm == "reference" else self.packed.nbytes

    def workspace_bytes(self) -> int:
        """Bytes this operator holds beyond its input and output, for the last input size it ran on: packed
        (or transformed) weights, the zero vector, and the geometry's buffers (indirection, im2col scratch,
        row ranges, argument templates). The memory side of a layer's time x memory trade-off."""
        held = [getattr(self, "packed", None), getattr(self, "_zero", None), getattr(self, "_weight", None)]
        geo = self._geometry
        if geo is not None:
            held += list(geo.buffers()) + [v for v in geo.converted.values() if isinstance(v, np.ndarray)]
        return int(sum(a.nbytes for a in held if isinstance(a, np.ndarray)))

    def indirection_bytes(self, height: int, width: int) -> int:
        """Bytes of the indirection buffer for an input of this size (independent of C and batch)."""
        if self.algorithm not in ("indirect", "depthwise", "im2col"):
            return 0
        oh, ow = self.params.output_size(height, width)
        rows = self.spec.mr if self.algorithm == "indirect" else 1  # depthwise, im2col: one entry per pixel
        table = None
        if self.TILED and self.algorithm == "indirect":  # grouped tiles: their pixels, and as many offsets
            table = conv_tile_pixels(self.params, height, width, self.params.resolve_padding(height, width), rows)
        if table is not None:
            return table.nbytes * (self.params.taps + 1)
        return -(-(oh * ow) // rows) * rows * self.params.taps * 8

    def _output(self, out, shape, x, dtype=np.float32) -> np.ndarray:
        if out is None:
            return np.empty(shape, dtype)
        if not isinstance(out, np.ndarray):
            raise TypeError(f"out must be a numpy.ndarray, got {type(out).__name__}")
        if out.dtype != dtype:
            raise TypeError(f"out must be {np.dtype(dtype)}, got {out.dtype}")
        if out.shape != shape:
            raise ValueError(f"out must have shape {shape}, got {out.shape}")
        if not out.flags.writeable:
            raise ValueError("out must be writeable")
        if not out.flags.c_contiguous and not (self.writes_channel_slices and is_channel_slice(out)):
            also = " (or a channel slice of one, out[..., a:b])" if self.writes_channel_slices else ""
            raise ValueError(f"out must be a C-contiguous NHWC array{also}")
        if np.may_share_memory(out, x):
            raise ValueError("out must not overlap the input x")
        return out

    def _check_residual(self, residual, out: np.ndarray) -> None:
        if not isinstance(residual, np.ndarray):
            raise TypeError(f"residual must be a numpy.ndarray, got {type(residual).__name__}")
        if residual.dtype != np.float32:
            raise TypeError(f"residual must be float32, got {residual.dtype}")
        if residual.shape != out.shape:
            raise ValueError(f"residual must have the output's shape {out.shape}, got {residual.shape}")
        if residual.strides != out.strides:  # the kernel reads it at the output's offsets
            raise ValueError(
                f"residual must be laid out as out (strides {out.strides}), got strides {residual.strides}"
            )

    def _threads(self) -> int:
        return self.num_threads or default_threads()

    def _run_reused(self, geo: _Geometry, variant, build, arrays: dict) -> None:
        """Run this op's native call for one variant of its geometry (batch, threads, ...), built once by
        ``build()`` and then reused with only the caller's arrays (``arrays``: args slot -> array or None)
        written in. Holding the op's lock. The reused call keeps no caller array alive."""
        key = (variant, self._threads())
        call = geo.calls.get(key)
        if call is None:
            call = build()
            call.keep = tuple(k for k in call.keep if not any(k is a for a in arrays.values()))
            geo.calls[key] = call
        args = call.args
        for slot, array in arrays.items():
            args[slot] = 0 if array is None else array.ctypes.data
        call.run()

    def _schedule(self, geo: _Geometry, batch: int, items_per_image: int) -> np.ndarray:
        key = (batch, self._threads())
        schedule = geo.schedules.get(key)
        if schedule is None:
            schedule = geo.schedules[key] = make_schedule(batch * items_per_image, key[1])
        return schedule


class Conv2d(ConvOperator):
    """A prepared 2-D convolution over NHWC float32 arrays.

    >>> op = Conv2d(w, b, stride=1, padding=1, activation="relu")   # w: (K, C/groups, R, S)
    >>> y = op(x)                                                    # x: (N, H, W, C) -> (N, Ho, Wo, K)
    """

    TILED = True

    def __init__(
        self,
        weight: np.ndarray,
        bias: np.ndarray | None = None,
        stride=1,
        padding=0,
        dilation=1,
        groups: int = 1,
        activation=None,
        algorithm: str = "auto",
        num_threads: int | None = None,
        weight_layout: str = "OIHW",
        spec: GemmSpec | None = None,
        epilogue: tuple = (),
    ) -> None:
        """``epilogue``: an element-wise program applied after the activation clamp, in the kernel's epilogue
        (``ixconv.codegen.fused``; value 0 is the clamped output): a fused SiLU, HardSwish, GELU..."""
        w = check_weight(weight, weight_layout)
        self.params: ConvParams = make_params(w, stride, padding, dilation, groups, activation)
        self.bias = check_bias(bias, self.params.out_channels)
        if algorithm not in ALGORITHMS:
            raise ValueError(f"algorithm must be one of {ALGORITHMS}, got {algorithm!r}")
        if algorithm == "gemm" and not self.params.is_pointwise:
            raise ValueError("algorithm='gemm' needs a 1x1 kernel, stride 1 and no padding; use 'indirect' or 'auto'")
        if algorithm == "depthwise" and not self.params.is_depthwise:
            raise ValueError("algorithm='depthwise' needs groups == in channels == out channels")
        if algorithm == "depthwise" and isinstance(spec, GemmSpec):
            raise ValueError("spec: algorithm='depthwise' takes a DwSpec, not a GemmSpec (or use 'indirect')")
        if algorithm == "rows" and not rows_apply(self.params):
            raise ValueError(
                f"algorithm='rows' needs groups 1, a kernel row of 2+ taps at dilation 1 and {ROWS_MAX_CHANNELS} "
                f"channels or fewer, {ROWS_MAX_VALUES} values per row or fewer"
            )
        if algorithm == "auto":
            if self.params.is_depthwise and not isinstance(spec, GemmSpec):  # a GemmSpec asks for a GEMM
                algorithm = "depthwise"
            else:
                algorithm = default_algorithm(self.params)
        self.algorithm = algorithm
        self.num_threads = check_threads(num_threads)
        self._weight = w if algorithm == "reference" else None  # the packed copy is the only one kept
        self._auto_spec = spec is None  # then the tile height and order may follow the input (_reshape)
        self._panels_settled = False  # and the first input size the panels (_settle_panels)
        self.spec = spec if spec is not None else self._default_spec(w)
        if epilogue and isinstance(self.spec, GemmSpec):
            self.spec = replace(self.spec, epilogue=epilogue)
        self._base_spec = self.spec
        if not isinstance(self.spec, (GemmSpec, DwSpec)):
            raise TypeError(f"spec must be a GemmSpec or DwSpec, got {type(self.spec).__name__}")
        if isinstance(self.spec, GemmSpec):
            check_host(self.spec)
        if isinstance(self.spec, DwSpec) and algorithm != "depthwise":
            raise ValueError(f"spec: a DwSpec only serves algorithm='depthwise', not {algorithm!r}")
        if isinstance(self.spec, DwSpec) and self.spec.taps != self.params.taps:
            raise ValueError(f"spec has {self.spec.taps} taps, the kernel {self.params.taps}")
        if self.algorithm == "depthwise":
            p = self.params
            stride = p.stride[1]
            self.spec = (
                spec
                if isinstance(spec, DwSpec)
                else layer_dw_spec(host().isa, p.kernel, p.stride, p.dilation, channels=p.in_channels)
            )
            if self.spec.sliding and (self.spec.stride, self.spec.kernel_width) != (stride, self.params.kernel[1]):
                raise ValueError(
                    f"spec slides with stride {self.spec.stride} over rows of {self.spec.kernel_width} taps; "
                    f"the layer has stride {stride}, {self.params.kernel[1]} taps per row"
                )
            if self.spec.sliding and self.params.dilation[1] != 1:
                raise ValueError("spec: a sliding depthwise spec needs dilation 1 along the width")
            if epilogue:
                self.spec = replace(self.spec, epilogue=epilogue)
            self._kernel = dw_kernel(self.spec)
            self.packed = pack_depthwise(w, self.bias, self.spec.channel_tile)
            self._zero = aligned_zeros(self.spec.fill_pixels * self.params.in_channels + 16)  # sliding: zero rows
        elif self.algorithm != "reference":
            self._kernel = self._compile(self.spec)
            self.packed = pack_weights(w, self.bias, self.params.groups, self.spec.nr)
            per_tap = self.params.kernel[1] if algorithm == "rows" else 1  # (rows: a tap is a kernel row of S*C)
            self._zero = aligned_zeros(self.params.group_in * per_tap + 16)
        self._narrow = None  # (kernel, packed weights) of a 1x1 layer of few outputs: pixels in the lanes
        p = self.params
        if self.NARROW and algorithm == "gemm" and spec is None and p.groups == 1 and p.out_channels <= MAX_COLUMNS:
            narrow = NarrowSpec(host().isa, p.out_channels, epilogue=self._base_spec.epilogue)
            self._narrow = (narrow_kernel(narrow), pack_narrow(w[:, :, 0, 0], self.bias, narrow.lanes))
        self._geometry: _Geometry | None = None
        self._lock = threading.Lock()
        self.indirection_builds = 0

    # a 1x1 layer of at most MAX_COLUMNS output channels (a probability map, YOLOv8's DFL) computes a block of
    # pixels per vector (``codegen.narrow``) instead of a panel of 16 channels of which it fills one to four
    NARROW = True

    def _narrow_call(self, x: np.ndarray, out: np.ndarray) -> NativeCall:
        kernel, packed = self._narrow
        n, h, w, c = x.shape
        p = self.params
        args = np.zeros(NARROW_ARG_COUNT, np.int64)
        args[NarrowArg.A], args[NarrowArg.W], args[NarrowArg.C] = x.ctypes.data, packed.ctypes.data, out.ctypes.data
        args[NarrowArg.PIXELS], args[NarrowArg.K], args[NarrowArg.BATCH] = h * w, c, n
        args[NarrowArg.LDA], args[NarrowArg.LDC] = x.strides[2], out.strides[2]
        args[NarrowArg.A_BATCH_STRIDE], args[NarrowArg.C_BATCH_STRIDE] = x.strides[0], out.strides[0]
        args[NarrowArg.OUT_ROW_PIXELS], args[NarrowArg.OUT_ROW_STRIDE] = 0, 0
        args[NarrowArg.MIN], args[NarrowArg.MAX] = _float_bits(p.out_min), _float_bits(p.out_max)
        args[NarrowArg.W_COLUMN_STRIDE] = packed.strides[0]
        blocks = -(-(h * w) // kernel.spec.lanes)
        schedule = make_schedule(n * blocks, self._threads())
        return NativeCall(kernel.run, args, schedule, keep=(x, out, kernel, packed))

    def _default_spec(self, w: np.ndarray) -> GemmSpec:
        """The ISA's panel choice for this K (see ``default_conv_spec`` for layers with large weights)."""
        return default_conv_spec(host().isa, self.params.group_out, self.params.taps, w.nbytes)

    def _settle_panels(self, image_bytes: int) -> None:
        """The first input size decides the default panels of a layer with large weights: the weight-heavy
        ones while the weights outweigh the image, the plain ones otherwise (``default_conv_spec``); the
        weights are packed again (from the packed copy, exactly) when the panel width changes."""
        p = self.params
        chosen = default_conv_spec(
            host().isa, p.group_out, p.taps, p.out_channels * p.group_in * p.taps * 4, image_bytes
        )
        chosen = replace(chosen, epilogue=self._base_spec.epilogue)
        if chosen.nr != self._base_spec.nr:
            self.packed = pack_weights(self.weight, self.bias, p.groups, chosen.nr)
        self._base_spec = chosen

    # -- introspection -------------------------------------------------------------------------
    @property
    def writes_channel_slices(self) -> bool:
        """The GEMM drivers take the output's pixel stride (LDC), the depthwise kernel too (``C_PIXEL``): they can
        write into a channel slice."""
        return self.algorithm in ("indirect", "direct", "rows", "im2col", "gemm", "reference", "depthwise")

    @property
    def weight(self) -> np.ndarray:
        """The OIHW float32 weights (unpacked from the packed copy: only one copy is kept in memory)."""
        if self._weight is not None:
            return self._weight
        p = self.params
        if self.algorithm == "depthwise":
            return unpack_depthwise(self.packed, p.in_channels, p.kernel)
        return unpack_weights(self.packed, p.out_channels, p.group_in, p.kernel)

    # -- reshape: everything that depends on H and W ----------------------------------------------
    def _compile(self, spec: GemmSpec):
        """The compiled kernel of ``spec`` for this algorithm: the direct driver alone, or the GEMM pair."""
        return direct_kernel(spec) if self.algorithm in ("direct", "rows") else gemm_kernel(spec)

    def _fit_spec(self, height: int, width: int, pixels: int) -> None:
        if self._auto_spec and self.algorithm in ("indirect", "direct", "rows", "gemm", "im2col"):
            image_bytes = height * width * self.params.in_channels * 4
            if not self._panels_settled:
                self._settle_panels(image_bytes)
                self._panels_settled = True
            ordered = choose_order(self._base_spec, self.packed.nbytes, image_bytes)
            fitted = choose_rows(ordered, pixels)  # same panel width: the packed weights stay valid
            p = self.params
            fitted = fit_unroll(fitted, values_per_tap(p, self.algorithm))
            fitted = tile_panels_order(fitted, self.algorithm, pixels)
            if fitted != self.spec:
                self.spec, self._kernel = fitted, self._compile(fitted)

    # -- run ------------------------------------------------------------------------------------
    def __call__(self, x: np.ndarray, out: np.ndarray | None = None, residual: np.ndarray | None = None) -> np.ndarray:
        """Convolve NHWC float32 ``x``; returns ``out`` (allocated when not given).

        ``residual``: an array of the output's shape added before the activation (a fused residual Add,
        ``act(conv(x) + bias + residual)``); it may be ``out`` itself.
        """
        with self._lock:
            out, geo = self._prepare(x, out, residual)
            n = x.shape[0]
            if self.algorithm == "reference":
                out[...] = conv2d_reference(x, self._weight, self.bias, self.params, residual)
            elif self.algorithm == "im2col":
                for call in self._im2col_calls(geo, x, out, residual):
                    call.run()
            elif self.algorithm == "depthwise":
                self._run_depthwise(x, out, geo, residual)
            elif self.algorithm == "rows":
                self._run_rows(geo, x, out, residual)
            elif self._narrow is not None and residual is None:
                self._run_reused(
                    geo,
                    ("narrow", n, out.strides),
                    lambda: self._narrow_call(x, out),
                    {NarrowArg.A: x, NarrowArg.C: out},
                )
            elif self.algorithm in ("indirect", "direct", "gemm"):
                driver = self._driver()
                self._run_reused(
                    geo,
                    (n, residual is not None, out.strides),
                    lambda: self._gemm_call(driver, geo, x, out, residual),
                    {Arg.A: x, Arg.C: out, Arg.RESIDUAL: residual},
                )
        return out

    def native_calls(
        self, x: np.ndarray, out: np.ndarray, residual: np.ndarray | None = None
    ) -> list[NativeCall] | None:
        """The native calls ``self(x, out=out, residual=residual)`` makes, with every address filled in.

        For callers whose arrays keep their addresses (a model's arena): the calls can be replayed, alone
        or inside a ``NativeProgram``, as long as ``x``, ``out`` and ``residual`` stay alive. None when
        the algorithm runs partly in NumPy (im2col, reference, depthwise with a residual).
        """
        if out is None:
            raise ValueError("native_calls needs out: the output's address is part of the call")
        with self._lock:
            out, geo = self._prepare(x, out, residual)
            return self._calls_for(geo, x, out, residual)

    def _driver(self):
        """The compiled driver this algorithm runs: igemm (indirect), direct, or gemm (1x1, im2col)."""
        name = {"indirect": "igemm", "direct": "direct", "rows": "direct"}.get(self.algorithm, "gemm")
        return getattr(self._kernel, name)

    def _calls_for(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, residual) -> list[NativeCall] | None:
        if self._narrow is not None and residual is None:
            return [self._narrow_call(x, out)]
        if self.algorithm in ("indirect", "direct", "gemm"):
            return [self._gemm_call(self._driver(), geo, x, out, residual)]
        if self.algorithm == "rows":
            return self._rows_calls(geo, x, out, residual)
        if self.algorithm == "depthwise" and residual is None:
            return [self._dw_call(x, out, geo, clamp=True)]
        if self.algorithm == "im2col":
            return self._im2col_calls(geo, x, out, residual)
        return None

    def _prepare(self, x, out, residual) -> tuple[np.ndarray, _Geometry]:
        """Validate the arrays of one call (holding the lock); returns the output and the geometry."""
        check_input(x, self.params)
        n, h, w, _ = x.shape
        geo = self._reshape(h, w)
        shape = (n, geo.out_height, geo.out_width, self.params.out_channels)
        out = self._output(out, shape, x)
        if residual is not None:
            self._check_residual(residual, out)
        return out, geo

    def run_gemm_only(self, x: np.ndarray, out: np.ndarray) -> np.ndarray:
        """Benchmarks only: the GEMM part of im2col+GEMM on whatever the im2row buffer holds.

        Not a correct convolution unless ``self(x)`` ran on the same image just before.
        """
        if self.algorithm != "im2col":
            raise ValueError("run_gemm_only needs algorithm='im2col'")
        check_input(x, self.params)
        n, h, w, _ = x.shape
        with self._lock:
            geo = self._reshape(h, w)
            out = self._output(out, (n, geo.out_height, geo.out_width, self.params.out_channels), x)
            for i in range(n):
                self._im2col_gemm_call(geo, out[i : i + 1], None).run()
        return out

    def _arg_template(self, geo: _Geometry) -> np.ndarray:
        """The driver's arguments for this geometry; each call fills in only A, C and BATCH."""
        p = self.params
        args = np.zeros(ARG_COUNT, np.int64)
        args[Arg.W] = self.packed.ctypes.data
        args[Arg.ZERO] = self._zero.ctypes.data
        args[Arg.M] = geo.out_height * geo.out_width
        args[Arg.K] = p.group_out
        args[Arg.LDC] = p.out_channels * 4
        args[Arg.GROUPS] = p.groups
        args[Arg.GROUPS_SHARE_PIXELS] = 1  # every group's channels of a pixel sit together (NHWC)
        args[Arg.C_BATCH_STRIDE] = geo.out_height * geo.out_width * p.out_channels * 4
        args[Arg.C_GROUP_STRIDE] = p.group_out * 4
        args[Arg.W_GROUP_STRIDE] = self.packed.strides[0]
        args[Arg.W_PANEL_STRIDE] = self.packed.strides[1]
        args[Arg.MIN] = _float_bits(p.out_min)
        args[Arg.MAX] = _float_bits(p.out_max)
        if self.algorithm == "rows":  # R taps of S*C values: a kernel row of the horizontally padded copy
            width = geo.width + geo.pad.left + geo.pad.right
            args[Arg.IN_HEIGHT], args[Arg.IN_WIDTH], args[Arg.OUT_WIDTH] = geo.height, width, geo.out_width
            args[Arg.STRIDE_H], args[Arg.STRIDE_W] = p.stride
            args[Arg.DILATION_H], args[Arg.DILATION_W] = p.dilation[0], 1
            args[Arg.PAD_TOP], args[Arg.PAD_LEFT] = geo.pad.top, 0
            args[Arg.KERNEL_W], args[Arg.IN_PIXEL] = 1, p.in_channels * 4
            args[Arg.KC], args[Arg.KS] = p.in_channels * p.kernel[1], p.kernel[0]
            args[Arg.A_BATCH_STRIDE] = geo.height * width * p.in_channels * 4
            args[Arg.A_GROUP_STRIDE] = 0
        elif self.algorithm in ("indirect", "direct"):
            if self.algorithm == "indirect":
                args[Arg.INDIRECTION] = geo.indirection.ctypes.data
                if geo.tile_pixels is not None:
                    args[Arg.TILE_PIXELS], args[Arg.TILES] = geo.tile_pixels.ctypes.data, geo.tile_pixels.shape[0]
            else:  # the driver finds each tap's input pixel from the geometry
                args[Arg.IN_HEIGHT], args[Arg.IN_WIDTH], args[Arg.OUT_WIDTH] = geo.height, geo.width, geo.out_width
                args[Arg.STRIDE_H], args[Arg.STRIDE_W] = p.stride
                args[Arg.DILATION_H], args[Arg.DILATION_W] = p.dilation
                args[Arg.PAD_TOP], args[Arg.PAD_LEFT] = geo.pad.top, geo.pad.left
                args[Arg.KERNEL_W], args[Arg.IN_PIXEL] = p.kernel[1], p.in_channels * 4
            args[Arg.KC] = p.group_in
            args[Arg.KS] = p.taps
            args[Arg.A_BATCH_STRIDE] = geo.height * geo.width * p.in_channels * 4
            args[Arg.A_GROUP_STRIDE] = p.group_in * 4
        else:  # gemm over the input itself, or over the im2row buffer (reduction over taps too)
            reduction = p.taps * p.group_in if self.algorithm == "im2col" else p.group_in
            args[Arg.KC] = reduction
            args[Arg.KS] = 1
            args[Arg.LDA] = p.groups * reduction * 4
            args[Arg.A_BATCH_STRIDE] = geo.out_height * geo.out_width * p.groups * reduction * 4
            args[Arg.A_GROUP_STRIDE] = reduction * 4
        return args

    def _gemm_call(self, driver, geo: _Geometry, a: np.ndarray, out: np.ndarray, residual=None) -> NativeCall:
        batch = out.shape[0]
        args = geo.args.copy()
        args[Arg.A] = a.ctypes.data
        args[Arg.C] = out.ctypes.data
        args[Arg.BATCH] = batch
        args[Arg.LDC], args[Arg.C_BATCH_STRIDE] = out.strides[2], out.strides[0]  # a channel slice: wider
        args[Arg.RESIDUAL] = 0 if residual is None else residual.ctypes.data
        p = self.params
        tiles = geo.tile_pixels
        items = self.spec.work_items(geo.out_height * geo.out_width if tiles is None else tiles.size, p.group_out)
        schedule = self._schedule(geo, batch, p.groups * items)
        keep = (a, out, residual, *geo.buffers(), self._kernel, self.packed, self._zero)  # what args points into
        return NativeCall(driver, args, schedule, keep=keep)

    def _dw_arg_template(self, geo: _Geometry) -> np.ndarray:
        p = self.params
        args = np.zeros(DW_ARG_COUNT, np.int64)
        args[DwArg.ZERO] = self._zero.ctypes.data
        args[DwArg.INDIRECTION] = 0 if geo.indirection is None else geo.indirection.ctypes.data
        args[DwArg.W] = self.packed.ctypes.data
        args[DwArg.CHANNELS] = p.in_channels
        args[DwArg.OUT_HEIGHT] = geo.out_height
        args[DwArg.OUT_WIDTH] = geo.out_width
        args[DwArg.A_BATCH_STRIDE] = geo.height * geo.width * p.in_channels * 4
        args[DwArg.C_BATCH_STRIDE] = geo.out_height * geo.out_width * p.out_channels * 4
        args[DwArg.W_TILE_STRIDE] = self.packed.strides[0]
        args[DwArg.MIN] = _float_bits(p.out_min)
        args[DwArg.MAX] = _float_bits(p.out_max)
        if self.spec.sliding:
            args[DwArg.IN_HEIGHT], args[DwArg.IN_WIDTH] = geo.height, geo.width
            args[DwArg.STRIDE_HEIGHT], args[DwArg.DILATION_HEIGHT] = p.stride[0], p.dilation[0]
            args[DwArg.PAD_TOP], args[DwArg.PAD_LEFT] = geo.pad.top, geo.pad.left
        return args

    def _dw_call(self, x: np.ndarray, out: np.ndarray, geo: _Geometry, clamp: bool) -> NativeCall:
        args = geo.args.copy()
        if not clamp:
            args[DwArg.MIN] = _float_bits(-np.inf)
            args[DwArg.MAX] = _float_bits(np.inf)
        args[DwArg.A] = x.ctypes.data
        args[DwArg.C] = out.ctypes.data
        args[DwArg.BATCH] = x.shape[0]
        if not out.flags.c_contiguous:  # a channel slice: its pixel and image strides
            args[DwArg.C_PIXEL], args[DwArg.C_BATCH_STRIDE] = out.strides[2], out.strides[0]
        tiles = -(-self.params.in_channels // self.spec.channel_tile)
        schedule = self._schedule(geo, x.shape[0], geo.out_height * tiles)
        keep = (x, out, *geo.buffers(), self._kernel, self.packed, self._zero)
        return NativeCall(self._kernel.run, args, schedule, keep=keep)

    def _run_depthwise(self, x: np.ndarray, out: np.ndarray, geo: _Geometry, residual=None) -> None:
        if residual is not None and np.shares_memory(residual, out):
            residual = residual.copy()
        # the depthwise kernel has no residual epilogue: add, then clamp, here
        clamp = residual is None
        self._run_reused(
            geo,
            ("dw", x.shape[0], clamp, out.strides),
            lambda: self._dw_call(x, out, geo, clamp),
            {DwArg.A: x, DwArg.C: out},
        )
        if residual is not None:
            np.add(out, residual, out=out)
            p = self.params
            if p.out_min > -np.inf or p.out_max < np.inf:
                np.clip(out, p.out_min, p.out_max, out=out)

    def _im2col_gemm_call(self, geo: _Geometry, out: np.ndarray, residual) -> NativeCall:
        return self._gemm_call(self._kernel.gemm, geo, geo.im2row, out, residual)

    def _run_rows(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, residual) -> None:
        """``"rows"`` from Python: its two calls reused (``_run_reused``), only the caller's addresses written in."""
        padded = self._rows_padded(geo, x.shape)
        self._run_reused(geo, ("rows-copy", x.shape[0]), lambda: self._rows_copy(geo, x, padded), {MoveArg.SRC: x})
        self._run_reused(
            geo,
            (x.shape[0], residual is not None, out.strides),
            lambda: self._gemm_call(self._driver(), geo, padded, out, residual),
            {Arg.C: out, Arg.RESIDUAL: residual},
        )

    def _rows_calls(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, residual) -> list[NativeCall]:
        """``"rows"``: the input copied between the zero columns of its padded copy, then the direct driver over
        the copy's kernel rows."""
        padded = self._rows_padded(geo, x.shape)
        return [self._rows_copy(geo, x, padded), self._gemm_call(self._driver(), geo, padded, out, residual)]

    @staticmethod
    def _rows_padded(geo: _Geometry, shape: tuple) -> np.ndarray:
        """The zero-padded copy of an input of ``shape``, zeroed once: only the interior is ever written."""
        n, h, w, c = shape
        padded = geo.converted.get(n)
        if padded is None:
            padded = geo.converted[n] = aligned_zeros((n, h, geo.pad.left + w + geo.pad.right, c))
        return padded

    def _rows_copy(self, geo: _Geometry, x: np.ndarray, padded: np.ndarray) -> NativeCall:
        """The native copy of ``x`` between the zero columns of ``padded``."""
        n, h, _, c = x.shape
        sides = [np.broadcast_to(np.float32(0), (n, h, side, c)) for side in (geo.pad.left, geo.pad.right)]
        copy = concat_rows_calls([sides[0], x, sides[1]], padded, 2, self.num_threads, skip=[True, False, True])
        if copy is None:  # (x not C-contiguous: check_input refuses it before)
            raise ValueError("x must be a C-contiguous float32 array")
        (call,) = copy
        return call


def conv2d(
    x: np.ndarray,
    weight: np.ndarray,
    bias: np.ndarray | None = None,
    stride=1,
    padding=0,
    dilation=1,
    groups: int = 1,
    activation=None,
    algorithm: str = "auto",
    num_threads: int | None = None,
    weight_layout: str = "OIHW",
) -> np.ndarray:
    """One-off convolution of NHWC ``x`` (packs the weights on every call: prefer ``Conv2d``)."""
    op = Conv2d(weight, bias, stride, padding, dilation, groups, activation, algorithm, num_threads, weight_layout)
    return op(x)
