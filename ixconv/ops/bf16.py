"""bf16 convolutions: the Indirect GEMM on AVX512_BF16's ``vdpbf16ps``, fp32 accumulation and epilogue.

A call is two native calls: the input is converted to bf16 NHWC (``codegen.bf16``: round to nearest even,
channels padded to an even count with a zero), then the generated GEMM with ``GemmSpec(dot="bf16")`` runs
as for fp32, a "channel" of the kernel being a 32-bit pair of bf16 channels: each ``vdpbf16ps`` does two
products per fp32 lane, twice an FMA's work. Weights are rounded to bf16 once and packed as pairs; bias,
residual, clamp and fused activation stay fp32, and so does the output. Inputs and weights carry 8
significant bits (each rounded by at most 2^-8 relative), products are exact in fp32: an output is within
2^-7 of sum |x| |w| of the exact one (``tests/test_bf16.py`` checks that bound element by element); over
ResNet-18 and -50 the logits land ~3.5e-3 (of the largest) from fp32, OpenVINO's bf16 ~4e-3. Only on CPUs
with AVX512_BF16 (``bf16_supported``).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ixconv.codegen.bf16 import BF16_ARG_COUNT, PIXELS_PER_ITEM, Bf16Arg, bf16_converter
from ixconv.codegen.dwconv import DwArg, DwKernel, DwSpec, dw_kernel
from ixconv.codegen.gemm import Arg, DirectKernel, direct_kernel, gemm_kernel
from ixconv.codegen.resample import ResampleArg, ResampleKernel, resample_kernel
from ixconv.codegen.spec import (
    MAX_MR,
    PANEL_CHOICES,
    VECTOR_FLOATS,
    GemmSpec,
    choose_spec,
    fields_problems,
    fit_unroll,
    spec_fields,
)
from ixconv.cpu import host
from ixconv.ops.conv import ROWS_MIN_WIDTH, Conv2d, _Geometry, rows_apply
from ixconv.ops.fused import BF16 as BF16_BITS
from ixconv.ops.fused import FusedRecipe, fused_call
from ixconv.ops.indirection import indirection_offsets
from ixconv.ops.packing import aligned_empty, aligned_zeros, pack_weights
from ixconv.ops.params import check_weight, make_params
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import make_schedule

# vdpbf16ps has a longer latency than an FMA (two products and a sum per lane): a tile needs more independent
# accumulators to keep both pipes busy. Zen 5, one thread, 128->32 3x3 layers (DenseNet's), 6x32u4 (12
# accumulators, the fp32 choice) -> 8x32u4 (16): 56x56 543 -> 495 us, 28x28 135 -> 122, 14x14 38 -> 35; 96->24 3x3
# at 160x160 (PP-OCRv6's) 3841 -> 3548; 10 or 12 rows no better than 8.
BF16_MIN_ACCUMULATORS = 16


def bf16_supported() -> bool:
    """Whether this CPU has AVX512_BF16 (``vdpbf16ps``, ``vcvtneps2bf16``)."""
    cpu = host()
    return cpu.isa == "avx512" and "avx512bf16" in cpu.features


def bf16_groups_fit(groups: int, group_in: int, in_channels: int) -> bool:
    """Whether a convolution's groups can take bf16 pairs: one group, or groups of an even channel count (a
    pair never straddles two groups)."""
    return groups == 1 or (group_in % 2 == 0 and group_in * groups == in_channels)


# A layer of very few input channels (an image's 3) gains little from bf16 pairs and pays a pass converting its
# input, as long as the layer's own work per input value is small. Zen 5, one thread, fp32 time / bf16 time by
# multiply-adds per input value (taps x K / stride^2): 3 channels, 36 (3x3 s2 -> 16) 0.50-0.64x, 72 0.70x,
# 96 (4x4 s4 -> 96) 0.76x, 144 0.92x, 288 1.03x, 576 1.22x, 784 (ResNet's 7x7 s2 -> 64) 1.42x; 6 channels at
# 288: 1.38x, 8 at 144: 1.11x.
BF16_FEW_CHANNELS = 6
BF16_WORK_PER_INPUT = 300


def bf16_pays(group_in: int, out_channels: int, taps: int, stride: tuple) -> bool:
    """Whether a layer is worth bf16 products (see BF16_FEW_CHANNELS)."""
    return group_in >= BF16_FEW_CHANNELS or taps * out_channels >= BF16_WORK_PER_INPUT * stride[0] * stride[1]


def _kernel_rows(weight_oihw: np.ndarray) -> np.ndarray:
    """(K, C, R, S) -> (K, S*C, R, 1): each kernel row's values in the order a row of NHWC pixels holds them."""
    k, c, r, s = weight_oihw.shape
    return np.ascontiguousarray(weight_oihw.transpose(0, 3, 1, 2).reshape(k, s * c, r, 1))


def bf16_rows(p) -> bool:
    """Whether a bf16 layer runs as ``"rows"`` (a kernel row's S pixels one tap of S pairs-per-pixel words over a
    horizontally padded bf16 copy, as ``ops.conv``'s fp32 ``"rows"``): a first layer of few channels (``rows_apply``)
    with a kernel at least ``ROWS_MIN_WIDTH`` wide, whose taps of one or two pairs each leave the indirect
    kernel's per-tap work to dominate."""
    return rows_apply(p) and p.kernel[1] >= ROWS_MIN_WIDTH


def to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """float32 -> bf16 bit patterns (uint16), rounded to nearest even (NaN stays NaN)."""
    u = np.ascontiguousarray(x, np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(x), np.uint16(0x7FC0), rounded)


def bf16_pairs(weight_oihw: np.ndarray) -> np.ndarray:
    """(K, C, R, S) float weights -> (K, ceil(C / 2), R, S) float32 *bit patterns* of bf16 pairs: channel 2j in
    the low half of word j, 2j + 1 (or a zero) in the high half, as the converted input holds them."""
    k, c, r, s = weight_oihw.shape
    padded = np.zeros((k, c + c % 2, r, s), np.float32)
    padded[:, :c] = weight_oihw
    bits = to_bf16_bits(padded).astype(np.uint32)
    words = bits[:, 0::2] | (bits[:, 1::2] << np.uint32(16))
    return np.ascontiguousarray(words).view(np.float32)


class Bf16Conv2d(Conv2d):
    """A prepared convolution (one group, or groups of an even channel count) computed with bf16 products and
    fp32 sums, NHWC float32 in and out.

    >>> op = Bf16Conv2d(w, b, stride=1, padding=1, activation="relu")   # w: (K, C, R, S)
    >>> y = op(x)                                                        # float32 NHWC
    """

    NARROW = False  # its GEMM reads the converted input

    def __init__(self, weight: np.ndarray, bias: np.ndarray | None = None, stride=1, padding=0, dilation=1,
                 groups: int = 1, activation=None, num_threads: int | None = None, weight_layout: str = "OIHW",
                 spec: GemmSpec | None = None, epilogue: tuple = ()) -> None:  # fmt: skip
        if not bf16_supported():
            raise ValueError("bf16 convolutions need a CPU with AVX512_BF16 (use precision='fast' or 'exact')")
        if spec is not None and (not isinstance(spec, GemmSpec) or spec.dot != "bf16"):
            raise ValueError("spec must be a GemmSpec with dot='bf16'")
        w = check_weight(weight, weight_layout)
        params = make_params(w, stride, padding, dilation, groups, activation)
        if not bf16_groups_fit(params.groups, params.group_in, params.in_channels):
            raise ValueError(
                f"bf16 convolutions take groups=1 or groups of an even channel count, got groups={params.groups} "
                f"of {params.group_in} channels"
            )
        algorithm = "gemm" if params.is_pointwise else "rows" if bf16_rows(params) else "indirect"
        super().__init__(w, bias, stride, padding, dilation, groups, activation, algorithm, num_threads, "OIHW", spec,
                         epilogue)  # fmt: skip
        self.pairs = (self.params.in_channels + 1) // 2  # 32-bit words per converted pixel
        self.group_pairs = (self.params.group_in + 1) // 2  # of them, per group (all of them when groups = 1)
        self._converter = bf16_converter(self.spec.isa)
        taps = _kernel_rows(w) if self.algorithm == "rows" else w  # rows: R taps of a kernel row's S*C values
        self.packed = pack_weights(bf16_pairs(taps), self.bias, self.params.groups, self.spec.nr)  # pairs

    def _default_spec(self, w: np.ndarray) -> GemmSpec:
        """The fp32 default for half the channels (a pair is one 32-bit element), with bf16 products (on
        AVX-512 vectors: a narrow-K default of 4 or 8 lanes takes the widest AVX-512 panel choice instead), and
        at least ``BF16_MIN_ACCUMULATORS`` accumulators where the registers allow."""
        spec = super()._default_spec(w[:, : (w.shape[1] + 1) // 2])
        if spec.isa != "avx512":
            spec = choose_spec("avx512", self.params.group_out, choices=PANEL_CHOICES["avx512"])
        spec = replace(spec, dot="bf16")
        vectors = spec.nr // VECTOR_FLOATS[spec.isa]
        rows = min(MAX_MR, -(-BF16_MIN_ACCUMULATORS // vectors))
        if spec.mr < rows and not fields_problems({**spec_fields(spec), "mr": rows}):
            spec = replace(spec, mr=rows)
        return spec

    def _settle_panels(self, image_bytes: int) -> None:
        """bf16 pairs keep the panels chosen at construction."""

    @property
    def weight(self) -> np.ndarray:
        """The weights as bf16 rounded them (OIHW float32)."""
        p = self.params
        words = np.ascontiguousarray(self.packed[:, :, 1:, :]).view(np.uint32)  # [group, panel, tap*pairs, nr]
        lo = (words & np.uint32(0xFFFF)) << np.uint32(16)
        hi = words & np.uint32(0xFFFF0000)
        both = np.stack([lo.view(np.float32), hi.view(np.float32)], axis=-1)  # [group, panel, tap*pairs, nr, 2]
        r, s = p.kernel
        g, pairs, taps, values = p.groups, self.group_pairs, r * s, p.group_in
        if self.algorithm == "rows":  # R taps of a kernel row's S*C values (s, c)
            pairs, taps, values = self._row_words, r, s * p.group_in
        both = both.reshape(g, -1, taps, pairs, self.spec.nr, 2).transpose(0, 1, 4, 3, 5, 2)
        w = both.reshape(g, -1, pairs * 2, taps)[:, : p.group_out, :values]  # [group, panel*nr, value, tap]
        if self.algorithm == "rows":
            w = w.reshape(g, -1, s, p.group_in, r).transpose(0, 1, 3, 4, 2)
        return np.ascontiguousarray(w.reshape(p.out_channels, p.group_in, r, s))

    @property
    def _row_words(self) -> int:
        """``"rows"``: 32-bit words of a kernel row (its S*C bf16 values, an odd count's last word half a zero)."""
        return (self.params.kernel[1] * self.params.in_channels + 1) // 2

    def _fit_spec(self, height: int, width: int, pixels: int) -> None:
        super()._fit_spec(height, width, pixels)  # the row count; unroll is cut to the pairs below
        per_tap = self._row_words if self.algorithm == "rows" else self.group_pairs
        unroll = fit_unroll(self.spec, per_tap).unroll
        while unroll > 1 and per_tap % unroll and per_tap < 2 * unroll:
            unroll //= 2  # a short reduction: an unroll that divides it (6 pairs: 3 x 2, not 4 + 1 + 1)
        if unroll != self.spec.unroll:
            self.spec = replace(self.spec, unroll=unroll)
            self._kernel = self._compile(self.spec)

    def _add_scratch(self, geo: _Geometry) -> None:
        if self.algorithm == "indirect":  # offsets into the converted image: pairs x 4 bytes per pixel
            p = self.params
            geo.indirection = indirection_offsets(
                geo.height, geo.width, self.pairs, geo.out_height, geo.out_width, p.kernel, p.stride, p.dilation,
                geo.pad, self.spec.mr, 4, self.TILED,
            )  # fmt: skip

    def _arg_template(self, geo: _Geometry) -> np.ndarray:
        args = super()._arg_template(geo)
        image = geo.height * geo.width * self.pairs * 4
        args[Arg.KC] = self.group_pairs
        args[Arg.A_BATCH_STRIDE] = image
        args[Arg.A_GROUP_STRIDE] = self.group_pairs * 4 if self.params.groups > 1 else 0  # a group's pairs
        if self.algorithm == "gemm":
            args[Arg.LDA] = self.pairs * 4
        if self.algorithm == "rows":  # R taps of a kernel row's S*C values in the horizontally padded copy
            width, c = self._padded_width(geo), self.params.in_channels
            args[Arg.IN_WIDTH], args[Arg.IN_PIXEL], args[Arg.KC] = width, 2 * c, self._row_words
            args[Arg.A_BATCH_STRIDE] = geo.height * width * 2 * c
        return args

    @staticmethod
    def _padded_width(geo: _Geometry) -> int:
        """``"rows"``: pixels of a padded row: the padding, the row, and one more zero pixel (the half word an odd
        S*C reads past a kernel row's last value, times a zero weight, stays in its row)."""
        return geo.pad.left + geo.width + geo.pad.right + 1

    def _converted(self, geo: _Geometry, batch: int) -> np.ndarray:
        """The bf16 copy of an input of ``batch`` images: one per batch size, so the calls reused for it
        (``__call__``, a model's programs) always convert into the buffer their GEMM reads; for ``"rows"`` padded
        left and right with zero columns (zeroed once: only the interior is written)."""
        if batch not in geo.converted:
            if self.algorithm == "rows":  # C bf16 values per pixel, no pad channel: a row's values follow on
                shape = (batch, geo.height, self._padded_width(geo), self.params.in_channels)
                geo.converted[batch] = aligned_zeros(shape, np.uint16)
            else:
                geo.converted[batch] = aligned_empty((batch, geo.height, geo.width, self.pairs), np.uint32)
        return geo.converted[batch]

    def _convert_call(self, geo: _Geometry, x: np.ndarray, xb: np.ndarray) -> NativeCall:
        args = np.zeros(BF16_ARG_COUNT, np.int64)
        args[Bf16Arg.SRC], args[Bf16Arg.DST] = x.ctypes.data, xb.ctypes.data
        pixels = x.shape[0] * x.shape[1] * x.shape[2]
        args[Bf16Arg.PIXELS], args[Bf16Arg.CHANNELS], args[Bf16Arg.DST_CHANNELS] = (
            pixels, self.params.in_channels, 2 * self.pairs)  # fmt: skip
        args[Bf16Arg.SRC_PIXEL], args[Bf16Arg.DST_PIXEL] = x.strides[2], self.pairs * 4
        args[Bf16Arg.ROW_PIXELS] = pixels  # one row
        if self.algorithm == "rows":  # each image row into the interior of its padded row, C values a pixel
            c = self.params.in_channels
            args[Bf16Arg.DST] = xb.ctypes.data + geo.pad.left * 2 * c
            args[Bf16Arg.DST_CHANNELS], args[Bf16Arg.DST_PIXEL] = c, 2 * c
            args[Bf16Arg.ROW_PIXELS], args[Bf16Arg.SRC_ROW] = x.shape[2], x.strides[1]
            args[Bf16Arg.DST_ROW] = self._padded_width(geo) * 2 * c
        schedule = make_schedule(-(-pixels // PIXELS_PER_ITEM), self._threads())
        return NativeCall(self._converter.run, args, schedule, keep=(x, xb, self._converter))

    def _calls_for(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, residual) -> list[NativeCall]:
        xb = self._converted(geo, x.shape[0])
        return [self._convert_call(geo, x, xb), self._gemm_call(self._driver(), geo, xb, out, residual)]

    def __call__(self, x: np.ndarray, out: np.ndarray | None = None, residual: np.ndarray | None = None) -> np.ndarray:
        """Convolve NHWC float32 ``x`` with bf16 products; ``residual`` as for ``Conv2d``."""
        with self._lock:
            out, geo = self._prepare(x, out, residual)
            key = ("bf16", x.shape[0], self._threads(), residual is not None, x.strides, out.strides)
            calls = geo.calls.get(key)
            if calls is None:
                calls = geo.calls[key] = self._calls_for(geo, x, out, residual)
                for call in calls:  # the reused calls keep no caller array alive
                    call.keep = tuple(k for k in call.keep if not any(k is a for a in (x, out, residual)))
            else:  # reuse: point the calls at this call's arrays
                convert, gemm = calls
                convert.args[Bf16Arg.SRC] = x.ctypes.data
                gemm.args[Arg.C] = out.ctypes.data
                gemm.args[Arg.RESIDUAL] = 0 if residual is None else residual.ctypes.data
            for call in calls:
                call.run()
        return out


def _gemm_kernel_of(call: NativeCall):
    """The fp32 / bf16 GEMM kernel a call runs (its ``igemm``, ``gemm`` or ``direct`` driver), or None."""
    for kept in call.keep:
        spec = getattr(kept, "spec", None)
        drivers = (getattr(kept, name, None) for name in ("igemm", "gemm", "direct"))
        if isinstance(spec, GemmSpec) and call.driver in drivers:
            return kept
    return None


def _readers_fit(readers: list[tuple[NativeCall, NativeCall]], source: int, channels: int, pixels: int) -> bool:
    """Whether each (conversion, GEMM) pair converts the whole NHWC float32 tensor at ``source`` (``pixels`` of
    ``channels``), as one row, into pairs its GEMM reads; all into buffers of one layout."""
    if not readers:
        return True
    dst_pixel = int(readers[0][0].args[Bf16Arg.DST_PIXEL])
    for convert, gemm in readers:
        c = convert.args
        fits = (
            convert.driver is bf16_converter("avx512").run
            and c[Bf16Arg.SRC] == source
            and c[Bf16Arg.CHANNELS] == channels
            and c[Bf16Arg.SRC_PIXEL] == 4 * channels
            and c[Bf16Arg.PIXELS] == pixels
            and c[Bf16Arg.ROW_PIXELS] == pixels
            and c[Bf16Arg.DST_PIXEL] == dst_pixel == 2 * c[Bf16Arg.DST_CHANNELS]
            and gemm.args[Arg.A] == c[Bf16Arg.DST]
        )
        if not fits:
            return False
    return True


def depthwise_kernel_of(call: NativeCall) -> DwKernel | None:
    """The fp32 depthwise / pooling kernel a call runs, or None (``DwKernel`` also holds the 8-bit depthwise and
    the narrow kernels: their specs are not ``DwSpec``)."""
    return next(
        (k for k in call.keep if isinstance(k, DwKernel) and isinstance(k.spec, DwSpec) and k.run is call.driver), None
    )


def _fp32_output(producer: NativeCall) -> np.ndarray | None:
    """The float32 NHWC tensor a GEMM, depthwise or fused element-wise call writes whole, or None."""
    if _gemm_kernel_of(producer) is not None:
        address = int(producer.args[Arg.C])
    elif depthwise_kernel_of(producer) is not None:
        address = int(producer.args[DwArg.C])
    else:
        recipe = next((k for k in producer.keep if isinstance(k, FusedRecipe)), None)
        if recipe is None or len(recipe.outputs_of) != 1:
            return None
        address = producer.keep[recipe.inputs].ctypes.data
    out = next((k for k in producer.keep if isinstance(k, np.ndarray) and k.ctypes.data == address), None)
    if out is None or out.dtype != np.float32 or out.ndim != 4 or not out.flags.c_contiguous:
        return None
    return out


BF16_MINUS_INFINITY = 0xFF80  # max pooling's padding value, as a bf16


def _depthwise_reading_bf16(call: NativeCall, tensor: np.ndarray, buffer: np.ndarray) -> NativeCall | None:
    """A depthwise convolution or pooling that reads the whole NHWC float32 ``tensor`` (an array, or its
    (address, shape)), made to read its bf16 copy ``buffer`` (C values of 2 bytes per pixel) instead: widened to
    fp32 exactly in the kernel (max pooling's padding then a bf16 -inf)."""
    kernel = depthwise_kernel_of(call)
    if kernel is None:
        return None
    spec, args = kernel.spec, call.args
    address, shape = (tensor.ctypes.data, tensor.shape) if isinstance(tensor, np.ndarray) else tensor
    batch, channels, size = shape[0], shape[-1], int(np.prod(shape))
    per_image = size // batch
    if spec.bf16_input or spec.isa != "avx512" or buffer.nbytes != 2 * size:
        return None
    if args[DwArg.A] != address or args[DwArg.CHANNELS] != channels or args[DwArg.BATCH] != batch:
        return None
    if args[DwArg.A_BATCH_STRIDE] != 4 * per_image:
        return None
    new_args = args.copy()
    new_args[DwArg.A], new_args[DwArg.A_BATCH_STRIDE] = buffer.ctypes.data, 2 * per_image
    keep = [*call.keep, buffer]
    if spec.reduction == "max":  # the fill read for padding: -inf as bf16 (the fp32 one's bytes read as bf16 are not)
        fill = next((k for k in call.keep if isinstance(k, np.ndarray) and k.ctypes.data == args[DwArg.ZERO]), None)
        if fill is None or fill.dtype != np.float32:
            return None
        minus_infinity = np.full(fill.size, BF16_MINUS_INFINITY, np.uint16)
        new_args[DwArg.ZERO] = minus_infinity.ctypes.data
        keep.append(minus_infinity)
    if not spec.sliding:  # the indirection's byte offsets, of 2-byte values now (-1: padding, stays)
        offsets = next((k for k in call.keep if isinstance(k, np.ndarray) and k.ctypes.data == args[DwArg.INDIRECTION]),
                       None)  # fmt: skip
        if offsets is None or offsets.dtype != np.int64:
            return None
        halved = np.where(offsets >= 0, offsets // 2, offsets)
        new_args[DwArg.INDIRECTION] = halved.ctypes.data
        keep.append(halved)
    variant = dw_kernel(replace(spec, bf16_input=True))
    return NativeCall(variant.run, new_args, call.schedule, keep=(*keep, variant))


def share_conversion(readers: list[tuple[NativeCall, NativeCall]]) -> list[NativeCall] | None:
    """Several bf16 convolutions that read one fp32 tensor (``readers``: their (conversion, GEMM) calls in program
    order), converted once: the GEMM calls of all but the first pointed at the first one's converted input (its
    own buffer, which nothing else writes), their conversions left out; None when they do not convert the same
    whole tensor into one layout (``_readers_fit``). The first conversion runs before every later GEMM."""
    if len(readers) < 2:
        return None
    c = readers[0][0].args
    source, channels, pixels = int(c[Bf16Arg.SRC]), int(c[Bf16Arg.CHANNELS]), int(c[Bf16Arg.PIXELS])
    if not _readers_fit(readers, source, channels, pixels):
        return None
    dst, buffer = _converted_input(readers[0][0])
    return None if buffer is None else _reading(readers[1:], dst, buffer)


def _converted_input(conversion: NativeCall) -> tuple[int, np.ndarray | None]:
    """(the address a bf16 conversion writes, the buffer there it keeps alive -- None if it keeps none)."""
    dst = int(conversion.args[Bf16Arg.DST])
    return dst, next((k for k in conversion.keep if isinstance(k, np.ndarray) and k.ctypes.data == dst), None)


def _reading(readers: list[tuple[NativeCall, NativeCall]], dst: int, buffer: np.ndarray) -> list[NativeCall]:
    """The readers' GEMM calls pointed at the bf16 input at ``dst`` (in ``buffer``, which they then keep)."""
    pointed = []
    for _, gemm in readers:
        args = gemm.args.copy()
        args[Arg.A] = dst
        pointed.append(NativeCall(gemm.driver, args, gemm.schedule, keep=(*gemm.keep, buffer)))
    return pointed


def store_as_bf16(producer: NativeCall, readers: list[tuple[NativeCall, NativeCall]], depthwise: list = (),
                  residual: list = ()):  # fmt: skip
    """A tensor read only by bf16 convolutions and depthwise layers, stored as bf16 by the call that computes it:
    ``producer`` is that call (a GEMM, a depthwise convolution or a fused element-wise program, writing the whole NHWC
    tensor), ``readers`` the (conversion, GEMM) calls of every bf16 convolution that reads it, ``depthwise`` the calls
    of every depthwise convolution / average pooling that reads it, ``residual`` the GEMM calls that add it (a fused
    residual Add). Returns (the producer's replacement, which stores its outputs rounded to bf16 -- into the first
    reader's converted input, or into the fp32 tensor's own first half when only depthwise layers and Adds read it (a
    ResNet's downsampling branch) -- and writes no fp32 tensor, the readers' GEMM calls pointed at it, the depthwise
    calls reading it, the residual GEMM calls reading it: ``GemmSpec.bf16_residual``) -- the conversions are then left
    out -- or None when the calls do not fit (another kernel, a k-blocked or non-AVX-512 spec, a channel slice, a
    strided grid; an element-wise program of several outputs or of an odd channel count). Rounded as the conversion
    rounds: the bf16 convolutions' results are the same; the depthwise layers and residual Adds read values rounded to
    bf16 (8 significant bits, as the bf16 convolutions do)."""
    if not readers and not depthwise and not residual:
        return None
    tensor = _fp32_output(producer)
    if tensor is None:
        return None
    if readers:
        first, _ = readers[0]
        dst_pixel = int(first.args[Bf16Arg.DST_PIXEL])
        dst, buffer = _converted_input(first)
        if buffer is None:
            return None
    else:  # its own memory: the tensor is written by this call only and read by the depthwise calls and Adds only
        dst_pixel = 2 * tensor.shape[-1]
        buffer = tensor.reshape(-1).view(np.uint8)[: 2 * tensor.size]
        dst = buffer.ctypes.data
    if (depthwise or residual) and dst_pixel != 2 * tensor.shape[-1]:
        return None  # an odd channel count padded to pairs
    kernel = _gemm_kernel_of(producer)
    arithmetic = [call for call in depthwise if depthwise_kernel_of(call).spec.reduction != "max"]
    if (arithmetic or residual) and kernel is not None and kernel.spec.dot != "bf16":
        # a layer left in fp32 (an image's few channels): the depthwise layers and average poolings reading it get
        # its output as exact as it computed it (a max pooling only picks values: rounded before or after, the same)
        return None

    recipe = next((k for k in producer.keep if isinstance(k, FusedRecipe)), None)
    producing_depthwise = depthwise_kernel_of(producer)
    if kernel is not None:
        stored = _gemm_storing_bf16(producer, kernel, readers, buffer, dst_pixel)
    elif producing_depthwise is not None:
        stored = _depthwise_storing_bf16(producer, producing_depthwise, readers, buffer)
    elif recipe is not None and len(recipe.outputs_of) == 1:
        stored = _fused_storing_bf16(producer, recipe, readers, buffer)
    else:
        return None
    if stored is None:
        return None
    pointed = _reading(readers, dst, buffer)
    reading = [_depthwise_reading_bf16(call, tensor, buffer) for call in depthwise]
    adding = [_residual_reading_bf16(call, tensor, buffer) for call in residual]
    if any(call is None for call in reading + adding):
        return None
    return stored, pointed, reading, adding


def _residual_reading_bf16(call: NativeCall, tensor: np.ndarray, buffer: np.ndarray) -> NativeCall | None:
    """A GEMM call that adds the whole NHWC float32 ``tensor`` (its fused residual, laid out as its whole
    output), made to add its bf16 copy ``buffer`` (C values of 2 bytes per pixel, apart from the output: the
    kernel reads it at half the output's offsets) instead; None for any other call."""
    kernel, args = _gemm_kernel_of(call), call.args
    if kernel is None or kernel.spec.bf16_residual or kernel.spec.isa != "avx512":
        return None
    channels, pixels = tensor.shape[-1], tensor.size // tensor.shape[-1]
    if args[Arg.RESIDUAL] != tensor.ctypes.data or not _writes_whole(args, channels) or args[Arg.OUT_ROW_PIXELS] != 0:
        return None
    if args[Arg.K] * args[Arg.GROUPS] != channels or args[Arg.M] * args[Arg.BATCH] != pixels:
        return None
    if buffer.nbytes < 2 * tensor.size:
        return None
    start, end = int(args[Arg.C]), int(args[Arg.C]) + 4 * tensor.size  # (an output written over the bf16 copy
    if start < buffer.ctypes.data + buffer.nbytes and buffer.ctypes.data < end:  # at twice its offsets: never)
        return None
    new_args = args.copy()
    new_args[Arg.RESIDUAL] = buffer.ctypes.data
    return _variant_call(call, kernel, replace(kernel.spec, bf16_residual=True), new_args, buffer)


def _writes_whole(args: np.ndarray, channels: int) -> bool:
    """Whether a GEMM call's output rows are whole NHWC pixels of ``channels`` floats, images back to back."""
    return args[Arg.LDC] == 4 * channels and args[Arg.C_BATCH_STRIDE] == args[Arg.M] * args[Arg.LDC]


def _variant_call(call: NativeCall, kernel, spec: GemmSpec, args: np.ndarray, buffer: np.ndarray) -> NativeCall:
    """``call`` run by the kernel of ``spec`` (a variant of its ``kernel``: the same driver, direct, igemm or gemm)
    with ``args``, keeping ``buffer`` alive."""
    if isinstance(kernel, DirectKernel):
        variant = direct_kernel(spec)
        driver = variant.direct
    else:
        variant = gemm_kernel(spec)
        driver = variant.igemm if call.driver is kernel.igemm else variant.gemm
    return NativeCall(driver, args, call.schedule, keep=(*call.keep, variant, buffer))


def _gemm_storing_bf16(producer: NativeCall, kernel, readers: list, buffer: np.ndarray, dst_pixel: int):
    args = producer.args
    channels = int(args[Arg.K] * args[Arg.GROUPS])
    pixels = int(args[Arg.M] * args[Arg.BATCH])
    if not _writes_whole(args, channels) or not _readers_fit(readers, int(args[Arg.C]), channels, pixels):
        return None
    if buffer.nbytes < pixels * dst_pixel:
        return None
    if dst_pixel > 2 * channels:  # the channel that pads an odd count to pairs: zero, and never written
        buffer.view(np.uint8)[:] = 0
    return _gemm_bf16_variant(producer, kernel, buffer.ctypes.data, dst_pixel, buffer)


def _gemm_bf16_variant(producer: NativeCall, kernel, dst: int, dst_pixel: int, buffer: np.ndarray):
    """The GEMM call storing its outputs as bf16 at ``dst``, ``dst_pixel`` bytes apart, and no fp32 output; None
    for a spec that cannot (a k-blocked or non-AVX-512 one, one storing bf16 already, an output row grid)."""
    spec, args = kernel.spec, producer.args
    if spec.bf16_output or spec.k_block or spec.isa != "avx512" or args[Arg.OUT_ROW_PIXELS] != 0:
        return None
    out_args = args.copy()
    out_args[Arg.C_BF16], out_args[Arg.C_BF16_PIXEL] = dst, dst_pixel
    out_args[Arg.C_BF16_BATCH_STRIDE] = int(args[Arg.M]) * dst_pixel
    return _variant_call(producer, kernel, replace(spec, bf16_output=True), out_args, buffer)


def _slice_of(producer: NativeCall, source: int, channels: int, pixels: int) -> tuple | None:
    """(first channel, channel count, kernel) of the channel slice of the NHWC float32 tensor at ``source``
    (``pixels`` pixels of ``channels``) a GEMM, depthwise, pooling or resampling call writes whole, every pixel of
    it; None for any other call or write."""
    args = producer.args
    if (kernel := _gemm_kernel_of(producer)) is not None:
        address, stride, width = int(args[Arg.C]), int(args[Arg.LDC]), int(args[Arg.K] * args[Arg.GROUPS])
        per_image, images = int(args[Arg.M]), int(args[Arg.BATCH])
        batch_stride = int(args[Arg.C_BATCH_STRIDE])
    elif (kernel := depthwise_kernel_of(producer)) is not None:
        address, stride, width = int(args[DwArg.C]), int(args[DwArg.C_PIXEL]), int(args[DwArg.CHANNELS])
        per_image, images = int(args[DwArg.OUT_HEIGHT] * args[DwArg.OUT_WIDTH]), int(args[DwArg.BATCH])
        batch_stride = int(args[DwArg.C_BATCH_STRIDE])
    elif (kernel := _resample_kernel_of(producer)) is not None:
        r = ResampleArg
        address, stride, width = int(args[r.DST]), int(args[r.DST_PIXEL]), int(args[r.CHANNELS])
        per_image, images = int(args[r.OUT_HEIGHT] * args[r.OUT_WIDTH]), int(args[r.BATCH])
        batch_stride = int(args[r.DST_IMAGE])
    else:
        return None
    offset = address - source
    if stride != 4 * channels or offset % 4 or per_image * images != pixels or batch_stride != per_image * stride:
        return None
    first = offset // 4
    return (first, width, kernel) if 0 <= first and first + width <= channels else None


def _resample_bf16_variant(call: NativeCall, kernel: ResampleKernel, dst: int, buffer: np.ndarray) -> NativeCall | None:
    """The resampling call storing its outputs as bf16 at ``dst``, pixels half its fp32 pixel stride apart."""
    if kernel.spec.bf16_output or kernel.spec.isa != "avx512":
        return None
    args = call.args.copy()
    args[ResampleArg.DST] = dst
    for field in (ResampleArg.DST_PIXEL, ResampleArg.DST_IMAGE):
        args[field] = call.args[field] // 2
    variant = resample_kernel(replace(kernel.spec, bf16_output=True))
    return NativeCall(variant.run, args, call.schedule, keep=(*call.keep, variant, buffer))


def _resample_kernel_of(call: NativeCall) -> ResampleKernel | None:
    """The resampling kernel a call runs, or None."""
    return next((k for k in call.keep if isinstance(k, ResampleKernel) and k.run is call.driver), None)


def store_concat_as_bf16(producers: list[NativeCall], readers: list[tuple[NativeCall, NativeCall]],
                         depthwise: list = (), depthwise_first: bool = False):  # fmt: skip
    """A channel Concat's output stored as bf16 by the calls that write its channel slices in place (``producers``, in
    the Concat's order), when only bf16 convolutions (``readers``: their (conversion, GEMM) calls, one at least) and
    depthwise / pooling layers (``depthwise``; ``depthwise_first``: one runs before the first conversion) read it: each
    GEMM, depthwise, pooling or resampling producer stores its slice rounded to bf16 into the first reader's converted
    input, at the slice's channels, and writes no fp32; the channels of the others (a Winograd convolution, a fused
    element-wise program: one run of adjacent slices at most) are still written in fp32, and the first reader's
    conversion converts just them; the other conversions are left out. The bf16 convolutions' results are the same.
    Returns, as ``store_as_bf16`` does, (per producer its replacement or None: unchanged, the readers' GEMM calls
    pointed at the bf16 tensor, the depthwise calls reading it), and then the first conversion's replacement (None: left
    out); or None when the calls do not fit (``store_as_bf16``'s conditions)."""
    if not readers or not producers:
        return None
    convert = readers[0][0]
    c = convert.args
    source, channels, pixels = int(c[Bf16Arg.SRC]), int(c[Bf16Arg.CHANNELS]), int(c[Bf16Arg.PIXELS])
    if not _readers_fit(readers, source, channels, pixels):
        return None
    dst, buffer = _converted_input(convert)
    dst_pixel = int(c[Bf16Arg.DST_PIXEL])
    if buffer is None or buffer.nbytes < pixels * dst_pixel or (depthwise and dst_pixel != 2 * channels):
        return None
    stored, covered = [], []
    for call in producers:
        part = _slice_of(call, source, channels, pixels)
        variant = None
        if part is not None:
            first, width, kernel = part
            if isinstance(kernel, ResampleKernel):
                # an FPN's upsampled map: its bf16 pixels at half the fp32 stride, as the converted input's (even C)
                if dst_pixel == 2 * channels:
                    variant = _resample_bf16_variant(call, kernel, dst + 2 * first, buffer)
            elif isinstance(kernel, DwKernel):
                per_image = int(call.args[DwArg.OUT_HEIGHT] * call.args[DwArg.OUT_WIDTH])
                variant = _depthwise_bf16_variant(call, kernel, dst + 2 * first, dst_pixel, per_image, buffer)
            else:
                variant = _gemm_bf16_variant(call, kernel, dst + 2 * first, dst_pixel, buffer)
            if variant is not None:
                covered.append((first, first + width))
        stored.append(variant)
    gaps, at = [], 0
    for first, end in sorted(covered):
        if first < at:
            return None  # two producers writing one channel
        if first > at:
            gaps.append((at, first))
        at = end
    if at < channels:
        gaps.append((at, channels))
    if not covered or len(gaps) > 1 or (gaps and depthwise_first):
        return None  # (a depthwise layer before the conversion would read channels not converted yet)
    conversion = None
    if gaps:  # the channels still written in fp32: converted by the first conversion, just them
        first, end = gaps[0]
        args = c.copy()
        args[Bf16Arg.SRC], args[Bf16Arg.DST] = source + 4 * first, dst + 2 * first
        args[Bf16Arg.CHANNELS] = args[Bf16Arg.DST_CHANNELS] = end - first
        conversion = NativeCall(convert.driver, args, convert.schedule, keep=convert.keep)
    images = [int(call.args[DwArg.BATCH]) for call in depthwise]
    reading = [_depthwise_reading_bf16(call, (source, (n, pixels // n, channels)), buffer) for n, call in
               zip(images, depthwise)]  # fmt: skip
    if any(call is None for call in reading):
        return None
    if dst_pixel > 2 * channels:  # the channel that pads an odd count to pairs: zero, and never written
        buffer.view(np.uint8)[:] = 0
    return stored, _reading(readers, dst, buffer), reading, conversion


def _depthwise_storing_bf16(producer: NativeCall, kernel: DwKernel, readers: list, buffer: np.ndarray):
    args = producer.args
    channels, pixels_per_image = int(args[DwArg.CHANNELS]), int(args[DwArg.OUT_HEIGHT] * args[DwArg.OUT_WIDTH])
    pixels = pixels_per_image * int(args[DwArg.BATCH])
    whole = args[DwArg.C_BATCH_STRIDE] == 4 * channels * pixels_per_image and args[DwArg.C_PIXEL] in (0, 4 * channels)
    if channels % 2 or not whole or not _readers_fit(readers, int(args[DwArg.C]), channels, pixels):
        return None
    if buffer.nbytes != 2 * channels * pixels:
        return None
    return _depthwise_bf16_variant(producer, kernel, buffer.ctypes.data, 2 * channels, pixels_per_image, buffer)


def _depthwise_bf16_variant(producer: NativeCall, kernel: DwKernel, dst: int, dst_pixel: int, pixels_per_image: int,
                            buffer: np.ndarray) -> NativeCall | None:  # fmt: skip
    """The depthwise / pooling call storing its outputs as bf16 at ``dst``, ``dst_pixel`` bytes apart; None for a
    spec that cannot (a non-AVX-512 one, one storing bf16 already)."""
    if kernel.spec.bf16_output or kernel.spec.isa != "avx512":
        return None
    variant = dw_kernel(replace(kernel.spec, bf16_output=True))
    out_args = producer.args.copy()
    out_args[DwArg.C], out_args[DwArg.C_BATCH_STRIDE] = dst, dst_pixel * pixels_per_image
    out_args[DwArg.C_PIXEL] = dst_pixel
    return NativeCall(variant.run, out_args, producer.schedule, keep=(*producer.keep, variant, buffer))


def _fused_storing_bf16(producer: NativeCall, recipe: FusedRecipe, readers: list, buffer: np.ndarray):
    inputs = list(producer.keep[: recipe.inputs])
    out = producer.keep[recipe.inputs]
    if not isinstance(out, np.ndarray) or out.ndim != 4 or out.dtype != np.float32 or out.shape[-1] % 2:
        return None
    channels, pixels = out.shape[-1], out.size // out.shape[-1]
    if not _readers_fit(readers, out.ctypes.data, channels, pixels) or buffer.nbytes != out.size * 2:
        return None
    halves = buffer.view(BF16_BITS).reshape(out.shape)  # even C: the pairs are the channels as they are
    return fused_call(recipe.program, recipe.outputs_of, inputs, [halves], recipe.num_threads)
