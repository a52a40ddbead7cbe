"""Quantized 2-D convolution: ONNX ``QLinearConv`` (8-bit output) and ``ConvInteger`` (int32 output).

Same lifecycle, geometry parameters and validation as the fp32 ``Conv2d`` (``ConvParams``, the indirection
buffer builder, the thread pool): **prepare** (validate, fold the zero points into the packed bias, pack
the weights once, compile) -> **reshape** (indirection buffer of byte offsets, item size 1) -> **run**.

Semantics (QLinearConv): ``y = saturate(round_half_even(scale[k] * acc) + y_zp)`` with
``acc = sum (x - x_zp)(w - w_zp[k]) + bias[k]`` in int32 and ``scale[k] = x_scale * w_scale[k] / y_scale``
computed in float32 (as ONNX Runtime does); the product ``float32(acc) * scale[k]`` is a float32 multiply.
Padding reads the input zero point (real 0). A fused activation clamps the quantized output: relu to
``[quantize(0), qmax]``, relu6 to ``[quantize(0), quantize(6)]``, a ``(lo, hi)`` pair to its quantized
bounds (each bound quantized like QuantizeLinear).

Types: activations ``x`` uint8 or int8 (per tensor), weights uint8 or int8 (per tensor or per output
channel), bias int32, output uint8 or int8. The input type is ``x_dtype`` if given, else the dtype of
``x_zero_point`` when it is a numpy uint8/int8 value, else uint8; the output type likewise from
``y_zero_point`` (ONNX: a zero point carries its tensor's type).

Algorithms: ``indirect`` (Indirect GEMM), ``gemm`` (1x1 stride 1 without padding: the NHWC input is the
GEMM's A matrix), ``im2col`` (the baseline the Indirect GEMM is measured against: the generated im2row copies
each image into a ``[pixel][group][tap][C/groups]`` byte matrix, padding taps filled with the input zero
point, then the ``gemm`` driver reduces over K = taps x C/groups with weights packed for that K),
``depthwise`` (groups == C == K: the quantized depthwise kernel), ``amx`` (AMX-INT8 tiles over a padded copy of
the input, ``ixconv.ops.qamx``: groups 1, weights without a zero point to subtract), ``winograd`` (3x3 stride 1, groups
1: F(4x4) in integers, bit-exact, ``ixconv.ops.qwinograd``), ``reference`` (the NumPy integer reference), ``auto``
(depthwise where it applies, else amx where the CPU has it and the shape pays (``qamx_pays``), else winograd where
the weights allow it exactly and it pays (``qwinograd_problem``, ``qwinograd_pays``), else gemm or indirect).
The kernels: ``ixconv.codegen.qgemm`` (AVX512-VNNI, AVX2 without VNNI, generic), ``ixconv.codegen.qdwconv``,
``ixconv.codegen.qwinograd`` and ``ixconv.codegen.im2row``.
"""

from __future__ import annotations

import math
import threading
from dataclasses import replace

import numpy as np

from ixconv.codegen.amx import AmxSpec
from ixconv.codegen.movement import ByteRowsArg
from ixconv.codegen.qdwconv import (
    QDW_ARG_COUNT,
    QDwArg,
    QDwSpec,
    default_qdw_spec,
    pack_qdepthwise,
    qdw_kernel,
    vnni_weights_fit,
)
from ixconv.codegen.qepilogue import TABLE_ENTRIES, TABLE_INTS, table_values
from ixconv.codegen.qgemm import QARG_COUNT, QArg, qgemm_kernel
from ixconv.codegen.qspec import QGemmSpec, choose_qspec, quant_isa
from ixconv.cpu import host
from ixconv.ops.conv import (
    ROWS_MAX_CHANNELS,
    ROWS_MAX_VALUES,
    WEIGHT_HEAVY_BYTES,
    ConvOperator,
    _float_bits,
    _Geometry,
    is_channel_slice,
    rows_apply,
)
from ixconv.ops.indirection import indirection_offsets
from ixconv.ops.movement import byte_rows_call
from ixconv.ops.packing import aligned_empty, needs_rowsum, pack_qweights
from ixconv.ops.params import WEIGHT_LAYOUTS, ConvParams, Padding, check_input, make_params
from ixconv.ops.program import NativeCall
from ixconv.ops.qamx import QAmxPlan, qamx_pays, qamx_problem
from ixconv.ops.quant import (
    QUANT_RANGES,
    ActivationTable,
    QuantizedAdd,
    RequantizedActivation,
    check_scale,
    check_zero_point,
    quant_dtype,
)
from ixconv.ops.qwinograd import QWinograd, qwinograd_pays, qwinograd_problem
from ixconv.ops.reference import qconv_accumulate, requantize
from ixconv.ops.signature import quant_variant
from ixconv.ops.threads import check_threads, default_threads
from ixconv.ops.workspace import Workspace

QALGORITHMS = ("auto", "indirect", "rows", "im2col", "gemm", "depthwise", "amx", "winograd", "reference")
# A 1x1 layer with more 8-bit weights than this also runs its pixel tiles innermost, each panel streamed once (the
# kernel prefetches it): ResNet-50's last stages (1-2 MiB of weights a layer), the whole model 1.02-1.03x at one
# thread (old and new trees alternating); at 256 KiB, as spatial layers, MobileNet v2 lost ~1%.
POINTWISE_HEAVY_BYTES = 512 << 10


def default_qgemm_spec(
    isa: str, params: ConvParams, pixels: int | None, x_signed: bool, rowsum: bool, output: str, weight_bytes: int
) -> QGemmSpec:
    """The 8-bit GEMM spec a convolution gets without tuning (``rowsum``: its weight zero points need the
    row sums; only VNNI kernels take them): the ISA's panel choice for its K and pixels, and pixel tiles
    innermost for spatial layers with more than ``WEIGHT_HEAVY_BYTES`` of weights (1x1 layers:
    ``POINTWISE_HEAVY_BYTES``)."""
    spec = choose_qspec(isa, params.group_out, pixels, x_signed, rowsum and isa == "avx512vnni", output)
    if weight_bytes > (WEIGHT_HEAVY_BYTES if params.taps > 1 else POINTWISE_HEAVY_BYTES):
        spec = replace(spec, order="tile_inner")
    return spec


def gemm_algorithm(params: ConvParams) -> str:
    """The 8-bit GEMM driver ``"auto"`` runs a layer on when neither depthwise nor AMX takes it: ``"rows"`` for a
    first layer of few channels, ``"gemm"`` for a 1x1 one, else ``"indirect"``."""
    return "rows" if rows_apply(params) else "gemm" if params.is_pointwise else "indirect"


def default_depthwise_spec(
    isa: str, params: ConvParams, x_signed: bool, output: str, vnni: bool, out_width: int | None
) -> QDwSpec:
    """The ``QDwSpec`` an 8-bit depthwise layer runs without tuning on the fp32 ISA ``isa`` (``vnni``: the host has
    AVX512-VNNI and the folded weights fit int8; ``out_width``: outputs a row, if known): ``default_qdw_spec``,
    sliding along rows where the layer has no horizontal dilation and a horizontal stride of 1 or 2."""
    p = params
    slides = p.dilation[1] == 1 and p.stride[1] <= 2
    return default_qdw_spec(isa, p.taps, x_signed, output, vnni, p.in_channels,
                            kernel_width=p.kernel[1] if slides else 0, stride=p.stride[1] if slides else 1,
                            dpwssd=quant_isa(isa) == "avx512vnni", out_width=out_width)  # fmt: skip


def rows_weights(weight_oihw: np.ndarray) -> np.ndarray:
    """OIHW weights (K, C, R, S) as R taps of S*C channels, (K, S*C, R, 1): a kernel row's S taps, one pixel apart,
    are S*C consecutive bytes of an NHWC row (``"rows"``), tap j's channel c at j*C + c."""
    k, c, r, s = weight_oihw.shape
    return np.ascontiguousarray(weight_oihw.transpose(0, 3, 1, 2).reshape(k, s * c, r, 1))


def _padded_width(geo: _Geometry) -> int:
    """Pixels a row of ``"rows"``' padded copy holds: the input's and its left and right padding."""
    return geo.pad.left + geo.width + geo.pad.right


def _byte_rows(x: np.ndarray) -> np.ndarray:
    """An NHWC 8-bit input as (N*H, W*C) rows of bytes (what ``"rows"`` copies into its padded copy)."""
    n, h, w, c = x.shape
    return x.reshape(n * h, w * c).view(np.uint8)


def check_qweight(weight, layout: str) -> np.ndarray:
    """The 8-bit weight as a C-contiguous OIHW array."""
    if layout not in WEIGHT_LAYOUTS:
        raise ValueError(f"weight_layout must be one of {WEIGHT_LAYOUTS}, got {layout!r}")
    if not isinstance(weight, np.ndarray):
        raise TypeError(f"w must be a numpy.ndarray, got {type(weight).__name__}")
    if weight.dtype not in QUANT_RANGES:
        raise TypeError(f"w must be uint8 or int8, got dtype {weight.dtype}")
    if weight.ndim != 4:
        raise ValueError(f"w must be 4-D ({layout}), got shape {weight.shape}")
    if 0 in weight.shape:
        raise ValueError(f"w must not have a zero-size dimension, got shape {weight.shape}")
    if layout == "OHWI":
        weight = weight.transpose(0, 3, 1, 2)
    return np.ascontiguousarray(weight)


def im2row_weights(weight_oihw: np.ndarray) -> np.ndarray:
    """OIHW weights as a 1x1 convolution over im2row rows: (K, R*S*C/groups, 1, 1), taps outer and channels
    inner, the order of a row. Packed as such, the weights of a tap are not padded to KR channels: the
    GEMM's reduction runs over the whole row, as the rows hold it."""
    k = weight_oihw.shape[0]
    return np.ascontiguousarray(weight_oihw.transpose(0, 2, 3, 1)).reshape(k, -1, 1, 1)


def check_int32_bias(bias, out_channels: int) -> np.ndarray:
    if bias is None:
        return np.zeros(out_channels, np.int32)
    if not isinstance(bias, np.ndarray):
        raise TypeError(f"bias must be a numpy.ndarray or None, got {type(bias).__name__}")
    if bias.dtype.kind not in "iu":
        raise TypeError(f"bias must be an int32 array, got dtype {bias.dtype}")
    if bias.shape != (out_channels,):
        raise ValueError(f"bias must have shape ({out_channels},), got {bias.shape}")
    if bias.size and (bias.min() < -(1 << 31) or bias.max() >= 1 << 31):
        raise ValueError("bias must fit in int32")
    return np.ascontiguousarray(bias, dtype=np.int32)


def _dtype_of(dtype, zero_point, name: str) -> np.dtype:
    if dtype is not None:
        return quant_dtype(dtype, name)
    zp_dtype = getattr(zero_point, "dtype", None)
    if zp_dtype is not None and np.dtype(zp_dtype) in QUANT_RANGES:
        return np.dtype(zp_dtype)
    return np.dtype(np.uint8)


def _quantize_bound(value: float, scale: float, zero_point: int, qmin: int, qmax: int) -> int:
    """A real clamp bound as a quantized value (QuantizeLinear of the bound), within [qmin, qmax]."""
    if math.isinf(value):
        return qmin if value < 0 else qmax
    q = float(np.rint(np.float32(value) / np.float32(scale))) + zero_point
    return int(min(max(q, qmin), qmax))


class _QuantConv(ConvOperator):
    """What QConv2d and ConvInteger share: validation, packing, geometry, the launch."""

    output_kind = "q8"

    def _prepare(
        self,
        w,
        w_zero_point,
        x_zero_point,
        x_dtype,
        bias,
        scale: np.ndarray,
        stride,
        padding,
        dilation,
        groups,
        activation,
        algorithm,
        num_threads,
        weight_layout,
        spec,
        y_zero_point: int = 0,
        y_dtype=np.int32,
        y_scale: float = 1.0,
        input_size=None,
        tail: RequantizedActivation | None = None,
        add: QuantizedAdd | None = None,
        workspace: Workspace | None = None,
    ) -> None:
        wq = check_qweight(w, weight_layout)
        self.params: ConvParams = make_params(wq, stride, padding, dilation, groups, activation)
        p = self.params
        self.x_dtype = x_dtype
        self.y_dtype = np.dtype(y_dtype)
        self.x_zero_point = int(check_zero_point(x_zero_point, "x_zero_point", x_dtype))
        self.w_zero_point = np.broadcast_to(
            check_zero_point(w_zero_point, "w_zero_point", wq.dtype, p.out_channels), (p.out_channels,)
        ).astype(np.int32)
        self.bias = check_int32_bias(bias, p.out_channels)
        # what picks its kernel (and its tuning records' signature): see ixconv.ops.signature.quant_variant
        self.quant_variant = quant_variant(
            np.dtype(x_dtype) == np.int8,
            wq.dtype == np.int8,
            needs_rowsum(wq.dtype, self.w_zero_point),
            self.output_kind,
        )
        self.scale = np.broadcast_to(scale, (p.out_channels,)).astype(np.float32)
        self.y_zero_point = int(y_zero_point)
        if self.output_kind == "q8":
            qmin, qmax = QUANT_RANGES[self.y_dtype]
            self.qmin = _quantize_bound(p.out_min, y_scale, self.y_zero_point, qmin, qmax)
            self.qmax = _quantize_bound(p.out_max, y_scale, self.y_zero_point, qmin, qmax)
        else:
            if activation is not None:
                raise ValueError("activation is not supported with int32 output (ConvInteger)")
            self.qmin, self.qmax = -(1 << 31), (1 << 31) - 1
        self._set_tail(tail)
        self._set_add(add)
        if algorithm not in QALGORITHMS:
            raise ValueError(f"algorithm must be one of {QALGORITHMS}, got {algorithm!r}")
        if add is not None and algorithm in ("im2col", "depthwise", "amx"):
            raise ValueError(f"algorithm={algorithm!r} takes no quantized residual Add (indirect, gemm, winograd: add)")
        if algorithm == "gemm" and not p.is_pointwise:
            raise ValueError("algorithm='gemm' needs a 1x1 kernel, stride 1 and no padding; use 'indirect' or 'auto'")
        if algorithm == "rows" and not rows_apply(p):
            raise ValueError(
                f"algorithm='rows' needs groups 1, a kernel row of 2+ taps at dilation 1 and {ROWS_MAX_CHANNELS} "
                f"channels or fewer ({ROWS_MAX_VALUES} values per kernel row at most)"
            )
        if algorithm == "depthwise" and not p.is_depthwise:
            raise ValueError("algorithm='depthwise' needs groups == in channels == out channels")
        amx_problem = None if algorithm not in ("auto", "amx") else qamx_problem(p, wq.dtype, self.w_zero_point,
                                                                                 self.output_kind)  # fmt: skip
        if add is not None:
            amx_problem = "a quantized residual Add"
        if algorithm == "amx" and amx_problem:
            raise ValueError(f"algorithm='amx': {amx_problem}")

        def centered_weights() -> np.ndarray:
            return wq.astype(np.int64) - self.w_zero_point.astype(np.int64).reshape(-1, 1, 1, 1)

        def winograd_problem() -> str | None:
            """Why this layer cannot run the 8-bit Winograd (None: it can); asked only where it would run, since the
            weights' check transforms them (a 512 -> 512 layer: ~0.2 s)."""
            if self.output_kind != "q8":
                return "an int32 output (ConvInteger)"
            return qwinograd_problem(p, None, x_dtype, self.x_zero_point) or qwinograd_problem(
                p, centered_weights(), x_dtype, self.x_zero_point
            )

        if algorithm == "winograd" and (problem := winograd_problem()):
            raise ValueError(f"algorithm='winograd': {problem}")
        pixels = None
        if input_size is not None:
            if not (isinstance(input_size, (tuple, list)) and len(input_size) == 2 and min(input_size) >= 1):
                raise ValueError(f"input_size must be None or (height, width), got {input_size!r}")
            oh, ow = p.output_size(int(input_size[0]), int(input_size[1]))
            pixels = oh * ow
        if algorithm == "auto":
            if p.is_depthwise and not isinstance(spec, QGemmSpec) and add is None:
                algorithm = "depthwise"
            elif spec is None and amx_problem is None and qamx_pays(p, pixels):
                algorithm = "amx"
            elif spec is None and qwinograd_pays(p, input_size, check_threads(num_threads)) and not winograd_problem():
                algorithm = "winograd"
            else:
                algorithm = gemm_algorithm(p)
        self.algorithm = algorithm
        self.num_threads = check_threads(num_threads)
        self._weight = wq if algorithm == "reference" else None
        x_signed = x_dtype == np.int8
        if algorithm == "depthwise":
            self._prepare_depthwise(wq, spec, x_signed, None if input_size is None else ow)
            return
        if algorithm == "winograd":
            if spec is not None:
                raise TypeError(f"spec must be None for algorithm='winograd', got {type(spec).__name__}")
            block_tiles = None
            if input_size is not None:
                oh, ow = p.output_size(int(input_size[0]), int(input_size[1]))
                block_tiles = -(-(-(-oh // 4) * -(-ow // 4)) // (self.num_threads or default_threads()))
            self._winograd = QWinograd(p, centered_weights(), x_dtype, self.x_zero_point, self.bias, self.scale,
                                       self.out_limits, self.table, workspace=workspace, block_tiles=block_tiles,
                                       residual=self._residual_code, add_args=self._add_args)  # fmt: skip
            self.spec, self.packed = self._winograd.spec, self._winograd.packed
            self._geometry = None
            self._lock = threading.Lock()
            self.indirection_builds = 0
            return
        if algorithm == "amx":
            if spec is not None and not isinstance(spec, AmxSpec):
                raise TypeError(f"spec must be None for algorithm='amx', got {type(spec).__name__}")
            self._amx = QAmxPlan(p, wq, self.x_zero_point, x_signed, self.bias, self.scale, self.out_limits,
                                 self.table)  # fmt: skip
            self.spec, self.packed = self._amx.spec, self._amx.packed
            self._geometry = None
            self._lock = threading.Lock()
            self.indirection_builds = 0
            return
        if isinstance(spec, QDwSpec):
            raise ValueError(f"spec: a QDwSpec only serves algorithm='depthwise', not {algorithm!r}")
        if spec is None:
            isa = quant_isa()
            rowsum = needs_rowsum(wq.dtype, self.w_zero_point)
            spec = default_qgemm_spec(isa, p, pixels, x_signed, rowsum, self.output_kind, wq.nbytes)
        if not isinstance(spec, QGemmSpec):
            raise TypeError(f"spec must be a QGemmSpec, got {type(spec).__name__}")
        if spec.lookup != (self.tail is not None):  # the layer's float tail, whatever schedule was given
            spec = replace(spec, lookup=self.tail is not None)
        if spec.residual != self._residual_code:  # likewise its residual Add
            spec = replace(spec, residual=self._residual_code)
        if spec.x_signed != x_signed:
            raise ValueError(f"spec: x_signed={spec.x_signed} but the input is {x_dtype}")
        if spec.output != self.output_kind:
            raise ValueError(f"spec: output={spec.output!r} but this operator produces {self.output_kind!r}")
        if spec.isa == "avx512vnni" and needs_rowsum(wq.dtype, self.w_zero_point) and not spec.rowsum:
            raise ValueError("spec: these weight zero points need rowsum=True on avx512vnni")
        self.spec = spec
        if algorithm != "reference":
            self._kernel = qgemm_kernel(spec)
            packed_w = {"im2col": im2row_weights, "rows": rows_weights}.get(algorithm, lambda w: w)(wq)
            zw, zx = self.w_zero_point, self.x_zero_point
            self.packed = pack_qweights(packed_w, self.bias, zw, zx, self.scale, p.groups, spec)
            # the padding taps' "zero" vector holds the input zero point (real 0)
            row = p.kernel[1] if algorithm == "rows" else 1  # (rows: a padding tap is a kernel row's bytes)
            self._zero = aligned_empty(p.group_in * row + 64, np.uint8)
            self._zero[...] = np.array(self.x_zero_point, np.int64).astype(x_dtype).view(np.uint8)
        self._geometry: _Geometry | None = None
        self._lock = threading.Lock()
        self.indirection_builds = 0

    def _prepare_depthwise(self, wq: np.ndarray, spec, x_signed: bool, out_width: int | None = None) -> None:
        p = self.params
        if spec is None:
            vnni = quant_isa() == "avx512vnni" and vnni_weights_fit(wq, self.w_zero_point)
            spec = default_depthwise_spec(host().isa, p, x_signed, self.output_kind, vnni, out_width)
        if not isinstance(spec, QDwSpec):
            raise TypeError(f"spec must be a QDwSpec for algorithm='depthwise', got {type(spec).__name__}")
        if spec.lookup != (self.tail is not None):  # a tuning record's spec, for this layer's float tail
            spec = replace(spec, lookup=self.tail is not None)
        if spec.taps != p.taps:
            raise ValueError(f"spec has {spec.taps} taps, the kernel {p.taps}")
        if spec.x_signed != x_signed:
            raise ValueError(f"spec: x_signed={spec.x_signed} but the input is {self.x_dtype}")
        if spec.output != self.output_kind:
            raise ValueError(f"spec: output={spec.output!r} but this operator produces {self.output_kind!r}")
        if spec.sliding and (spec.kernel_width, spec.stride, 1) != (p.kernel[1], p.stride[1], p.dilation[1]):
            raise ValueError(
                f"spec slides with stride {spec.stride} over rows of {spec.kernel_width} taps; the layer has stride "
                f"{p.stride[1]}, {p.kernel[1]} taps per row, dilation {p.dilation[1]} along the width"
            )
        self.spec = spec
        self._kernel = qdw_kernel(spec)
        self.packed = pack_qdepthwise(
            wq, self.bias, self.w_zero_point, self.x_zero_point, self.scale, spec.channel_tile, x_signed, spec.vnni,
            spec.tap_pairs,
        )  # fmt: skip
        self._zero = aligned_empty(spec.fill_pixels * p.in_channels + 64, np.uint8)  # sliding: zero-point rows
        self._zero[...] = np.array(self.x_zero_point, np.int64).astype(self.x_dtype).view(np.uint8)
        self._geometry = None
        self._lock = threading.Lock()
        self.indirection_builds = 0

    ELEMENT = np.dtype(np.uint8)  # 8-bit activations (int8 ones are moved as the same bytes)

    @property
    def writes_channel_slices(self) -> bool:
        """The GEMM drivers and AMX store pixels ``out.strides[2]`` bytes apart: a Concat's channel slice too."""
        return self.algorithm in ("indirect", "rows", "gemm", "amx", "winograd") and self.output_kind == "q8"

    def _reshape(self, height: int, width: int) -> _Geometry:
        if self.algorithm == "winograd":  # (tiles are addressed directly: only the output size)
            p = self.params
            geo = self._geometry
            if geo is None or geo.height != height or geo.width != width:
                geo = self._geometry = _Geometry(height, width, p.resolve_padding(height, width),
                                                 *p.output_size(height, width))  # fmt: skip
            return geo
        if self.algorithm == "rows":
            return self._rows_reshape(height, width)
        if self.algorithm != "amx":
            return super()._reshape(height, width)
        geo = self._geometry
        if geo is None or geo.height != height or geo.width != width:
            geo = self._geometry = self._amx.geometry(height, width)
            self.indirection_builds += 1  # (its taps' offsets: what stands for the indirection buffer)
        return geo

    def _repr_dtypes(self) -> str:
        return f"x={self.x_dtype}, y={self.y_dtype}, "

    def _dw_arg_template(self, geo: _Geometry) -> np.ndarray:
        p = self.params
        out_bytes = self.y_dtype.itemsize
        args = np.zeros(QDW_ARG_COUNT, np.int64)
        args[QDwArg.ZERO] = self._zero.ctypes.data
        args[QDwArg.INDIRECTION] = 0 if geo.indirection is None else geo.indirection.ctypes.data
        args[QDwArg.W] = self.packed.ctypes.data
        args[QDwArg.CHANNELS] = p.in_channels
        args[QDwArg.OUT_HEIGHT] = geo.out_height
        args[QDwArg.OUT_WIDTH] = geo.out_width
        args[QDwArg.A_BATCH_STRIDE] = geo.height * geo.width * p.in_channels
        args[QDwArg.C_BATCH_STRIDE] = geo.out_height * geo.out_width * p.out_channels * out_bytes
        args[QDwArg.W_TILE_STRIDE] = self.packed.strides[0]
        args[QDwArg.MIN], args[QDwArg.MAX], args[QDwArg.OUT_ZERO_POINT] = self.out_limits
        args[QDwArg.TABLE] = 0 if self.table is None else self.table.ctypes.data
        if self.spec.sliding:
            args[QDwArg.IN_HEIGHT], args[QDwArg.IN_WIDTH] = geo.height, geo.width
            args[QDwArg.STRIDE_HEIGHT], args[QDwArg.DILATION_HEIGHT] = p.stride[0], p.dilation[0]
            args[QDwArg.PAD_TOP], args[QDwArg.PAD_LEFT] = geo.pad.top, geo.pad.left
        return args

    def _arg_template(self, geo: _Geometry) -> np.ndarray:
        p = self.params
        out_bytes = self.y_dtype.itemsize
        args = np.zeros(QARG_COUNT, np.int64)
        args[QArg.W] = self.packed.ctypes.data
        args[QArg.ZERO] = self._zero.ctypes.data
        args[QArg.M] = geo.out_height * geo.out_width
        args[QArg.K] = p.group_out
        args[QArg.KC] = p.group_in
        args[QArg.LDC] = p.out_channels * out_bytes
        args[QArg.GROUPS] = p.groups
        args[QArg.GROUPS_SHARE_PIXELS] = 1  # every group's channels of a pixel sit together (NHWC)
        args[QArg.C_BATCH_STRIDE] = geo.out_height * geo.out_width * p.out_channels * out_bytes
        args[QArg.C_GROUP_STRIDE] = p.group_out * out_bytes
        args[QArg.W_GROUP_STRIDE] = self.packed.strides[0]
        args[QArg.W_PANEL_STRIDE] = self.packed.strides[1]
        args[QArg.A_BATCH_STRIDE] = geo.height * geo.width * p.in_channels
        args[QArg.A_GROUP_STRIDE] = p.group_in
        args[QArg.MIN], args[QArg.MAX], args[QArg.OUT_ZERO_POINT] = self.out_limits
        args[QArg.TABLE] = 0 if self.table is None else self.table.ctypes.data
        for field, value in self._add_args.items():
            args[field] = value
        if self.algorithm == "indirect":
            args[QArg.INDIRECTION] = geo.indirection.ctypes.data
            args[QArg.KS] = p.taps
        elif self.algorithm == "rows":  # R taps of S*C bytes over the padded copy
            args[QArg.INDIRECTION] = geo.indirection.ctypes.data
            args[QArg.KS], args[QArg.KC] = p.kernel[0], p.kernel[1] * p.in_channels
            args[QArg.A_BATCH_STRIDE] = geo.height * _padded_width(geo) * p.in_channels
        elif self.algorithm == "im2col":  # gemm over the im2row matrix: one row per pixel, all taps
            row = p.taps * p.group_in
            args[QArg.KC], args[QArg.KS], args[QArg.LDA] = row, 1, p.groups * row
            args[QArg.A_BATCH_STRIDE], args[QArg.A_GROUP_STRIDE] = geo.out_height * geo.out_width * p.groups * row, row
        else:
            args[QArg.KS] = 1
            args[QArg.LDA] = p.in_channels
        return args

    # -- run ------------------------------------------------------------------------------------
    def __call__(self, x: np.ndarray, out: np.ndarray | None = None, residual: np.ndarray | None = None) -> np.ndarray:
        """The convolution of ``x`` (into ``out`` if given); ``residual``: the 8-bit operand of the operator's
        quantized Add (``add``), required with one."""
        check_input(x, self.params, dtype=self.x_dtype)
        n, h, w, _ = x.shape
        with self._lock:
            geo = self._reshape(h, w)
            shape = (n, geo.out_height, geo.out_width, self.params.out_channels)
            out = self._output(out, shape, x, self.y_dtype)
            self._check_quantized_residual(residual, out)
            if self.algorithm == "reference":
                out[...] = self.reference(x, residual)
            elif self.algorithm == "amx":
                self._amx.run(geo, x, out, self._threads())
            elif self.algorithm == "winograd":
                self._winograd.run(x, out, self._threads(), residual)
            elif self.algorithm == "im2col":
                for call in self._im2col_calls(geo, x, out):
                    call.run()
            else:
                a = self._rows_padded(geo, x) if self.algorithm == "rows" else x  # (rows: the padded copy)
                slots = (QDwArg.A, QDwArg.C) if self.algorithm == "depthwise" else (QArg.A, QArg.C, QArg.RESIDUAL)
                variant = (n, out.strides, None if residual is None else residual.strides)  # (strides: in the call)
                arrays = dict(zip(slots, (a, out, residual)))
                self._run_reused(geo, variant, lambda: self._call(geo, a, out, residual), arrays)
        return out

    def native_calls(
        self, x: np.ndarray, out: np.ndarray, residual: np.ndarray | None = None
    ) -> list[NativeCall] | None:
        """The native call ``self(x, out=out, residual=residual)`` makes, every address filled in (see
        ``Conv2d.native_calls``)."""
        if out is None:
            raise ValueError("native_calls needs out: the output's address is part of the call")
        check_input(x, self.params, dtype=self.x_dtype)
        n, h, w, _ = x.shape
        with self._lock:
            geo = self._reshape(h, w)
            out = self._output(out, (n, geo.out_height, geo.out_width, self.params.out_channels), x, self.y_dtype)
            self._check_quantized_residual(residual, out)
            if self.algorithm == "im2col":
                return self._im2col_calls(geo, x, out)
            if self.algorithm == "rows":
                padded = self._rows_padded(geo, x, run=False)
                return [self._rows_copy(geo, _byte_rows(x), padded), self._call(geo, padded, out, residual)]
            if self.algorithm == "amx":
                return self._amx.calls(geo, x, out, self._threads())
            if self.algorithm == "winograd":
                return self._winograd.calls(x, out, self._threads(), residual)
            return None if self.algorithm == "reference" else [self._call(geo, x, out, residual)]

    def reference(self, x: np.ndarray, residual: np.ndarray | None = None) -> np.ndarray:
        """The NumPy integer reference of this operator (the same arithmetic as the kernels)."""
        w = self._weight if self._weight is not None else None
        if w is None:
            raise ValueError("reference() needs algorithm='reference' (the packed weights are not kept unpacked)")
        acc = qconv_accumulate(x, w, self.x_zero_point, self.w_zero_point, self.bias, self.params)
        if self.output_kind == "i32":
            return acc
        y = requantize(acc, self.scale, self.y_zero_point, self.qmin, self.qmax, self._requantized_dtype)
        if self.tail is not None:
            y = self.tail.reference(y)
        return y if self.add is None else self.add.reference(y, residual)

    def _set_tail(self, tail: RequantizedActivation | None) -> None:
        """The requantization's limits (clamp minus zero point, zero point) and, with a float ``tail``, the table
        of its 256 outputs; the output type becomes the tail's QuantizeLinear's."""
        if tail is not None and not isinstance(tail, (RequantizedActivation, ActivationTable)):
            raise TypeError(
                f"requantized must be a RequantizedActivation, an ActivationTable or None, got {type(tail).__name__}"
            )
        if tail is not None and self.output_kind != "q8":
            raise ValueError("requantized needs an 8-bit output (QLinearConv)")
        self.tail, self.table = tail, None
        self._requantized_dtype = self.y_dtype
        zp = self.y_zero_point
        self.out_limits = (_float_bits(self.qmin - zp), _float_bits(self.qmax - zp), zp)
        if tail is not None:
            self.table = table_values(tail.table(self.y_dtype), aligned_empty(TABLE_INTS, np.int32))
            self.y_dtype = tail.quantize_dtype

    def _set_add(self, add: QuantizedAdd | None) -> None:
        """A quantized residual Add after the requantization (``add``): the output type becomes its
        QuantizeLinear's, and its parameters go into the kernel's arguments (``_add_args``)."""
        if add is not None and not isinstance(add, QuantizedAdd):
            raise TypeError(f"add must be a QuantizedAdd or None, got {type(add).__name__}")
        if add is not None and self.output_kind != "q8":
            raise ValueError("add needs an 8-bit output (QLinearConv)")
        self.add, self._add_args = add, {}
        self._residual_code = "" if add is None else ("s8" if add.residual_dtype == np.int8 else "u8")
        if add is None:
            return
        add_zero = add.dequantize_zero_point
        if self.tail is not None and self.y_dtype == np.int8:
            # the Add reads the table's bytes as unsigned (the kernel zero-extends them): int8 values move up by
            # 128, and the Add's zero point with them (the stored output is the sum, never the table's value)
            self.table = table_values(self.table[:TABLE_ENTRIES] + 128, aligned_empty(TABLE_INTS, np.int32))
            add_zero += 128
        self.y_dtype = add.quantize_dtype
        low, high = add.quotient_bounds()
        self._add_args = {
            QArg.ADD_SCALE: _float_bits(add.dequantize_scale), QArg.ADD_ZERO: add_zero,
            QArg.RESIDUAL_SCALE: _float_bits(add.residual_scale), QArg.RESIDUAL_ZERO: add.residual_zero_point,
            QArg.SUM_SCALE: _float_bits(add.quantize_scale), QArg.SUM_ZERO: add.quantize_zero_point,
            QArg.SUM_MIN: _float_bits(low), QArg.SUM_MAX: _float_bits(high),
        }  # fmt: skip

    def _check_quantized_residual(self, residual, out: np.ndarray) -> None:
        """The residual the Add reads: given exactly when the operator has one, of the output's shape and the
        Add's residual type, its channels contiguous (a whole NHWC array or a channel slice of one)."""
        if self.add is None:
            if residual is not None:
                raise ValueError("residual is only read by an operator built with a quantized Add (add=...)")
            return
        if not isinstance(residual, np.ndarray):
            raise TypeError(f"residual must be a numpy.ndarray (the Add's operand), got {type(residual).__name__}")
        if residual.dtype != self.add.residual_dtype:
            raise TypeError(f"residual must be {self.add.residual_dtype}, got {residual.dtype}")
        if residual.shape != out.shape:
            raise ValueError(f"residual must have the output's shape {out.shape}, got {residual.shape}")
        if not residual.flags.c_contiguous and not is_channel_slice(residual):
            raise ValueError("residual must be a C-contiguous NHWC array or a channel slice of one")
        if np.shares_memory(residual, out):  # (a tile's rows past the image re-read its last row after storing it)
            raise ValueError("residual must not overlap out")

    def _im2col_gemm_call(self, geo: _Geometry, out: np.ndarray, residual) -> NativeCall:
        return self._call(geo, geo.im2row, out)

    # -- rows: a first layer's kernel rows as taps of S*C bytes over a horizontally padded copy ---------
    def _rows_reshape(self, height: int, width: int) -> _Geometry:
        """The geometry of ``"rows"``: the indirection buffer of the kernel rows over the padded copy (``_padded_width``
        pixels a row; rows above and below the image read the zero vector)."""
        geo = self._geometry
        if geo is not None and geo.height == height and geo.width == width:
            return geo
        p = self.params
        pad = p.resolve_padding(height, width)
        oh, ow = p.output_size(height, width)
        geo = _Geometry(height, width, pad, oh, ow)
        unpadded = Padding(pad.top, 0, pad.bottom, 0)  # padded column ox * stride starts output ox's kernel rows
        rows_of_taps, dilation = (p.kernel[0], 1), (p.dilation[0], 1)
        geo.indirection = indirection_offsets(height, _padded_width(geo), p.in_channels, oh, ow, rows_of_taps, p.stride,
                                              dilation, unpadded, self.spec.mr, itemsize=1)  # fmt: skip
        self.indirection_builds += 1
        geo.args = self._arg_template(geo)
        self._geometry = geo
        return geo

    def indirection_bytes(self, height: int, width: int) -> int:
        if self.algorithm != "rows":
            return super().indirection_bytes(height, width)
        oh, ow = self.params.output_size(height, width)  # one entry per kernel row
        return -(-(oh * ow) // self.spec.mr) * self.spec.mr * self.params.kernel[0] * 8

    def _rows_padded(self, geo: _Geometry, x: np.ndarray, run: bool = True) -> np.ndarray:
        """The padded copy for ``x``'s batch, its padding columns the input zero point (written once); ``run``: with
        ``x`` copied in."""
        n, h, _, c = x.shape
        padded = geo.converted.get(n)
        if padded is None:
            padded = geo.converted[n] = aligned_empty((n, h, _padded_width(geo), c), np.uint8)
            padded[...] = self._zero[0]
        if run:
            rows = _byte_rows(x)
            self._run_reused(geo, ("rows-copy", n), lambda: self._rows_copy(geo, rows, padded), {ByteRowsArg.SRC: rows})
        return padded.view(self.x_dtype)

    def _rows_copy(self, geo: _Geometry, rows: np.ndarray, padded: np.ndarray) -> NativeCall:
        """The native copy of the input's rows (``rows``: (N*H, W*C) bytes) between the padding columns of
        ``padded``."""
        start = geo.pad.left * padded.shape[3]
        target = padded.view(np.uint8).reshape(rows.shape[0], -1)[:, start : start + rows.shape[1]]
        return byte_rows_call(rows, target, self._threads())

    def _call(self, geo: _Geometry, x: np.ndarray, out: np.ndarray, residual: np.ndarray | None = None) -> NativeCall:
        """The kernel's call over ``x`` (the input, im2col's im2row matrix of one image, or rows' padded copy) into
        ``out`` (reading ``residual`` with a quantized Add)."""
        batch = out.shape[0]
        if self.algorithm == "depthwise":
            args = geo.args.copy()
            args[QDwArg.A] = x.ctypes.data
            args[QDwArg.C] = out.ctypes.data
            args[QDwArg.BATCH] = batch
            tiles = -(-self.params.in_channels // self.spec.channel_tile)
            schedule = self._schedule(geo, batch, geo.out_height * tiles)
            keep = (x, out, *geo.buffers(), self._kernel, self.packed, self._zero, self.table)
            return NativeCall(self._kernel.run, args, schedule, keep=keep)
        args = geo.args.copy()
        args[QArg.A] = x.ctypes.data
        args[QArg.C] = out.ctypes.data
        args[QArg.BATCH] = batch
        if self.algorithm != "im2col":  # (im2col writes one image at a time into the output's image)
            args[QArg.LDC], args[QArg.C_BATCH_STRIDE] = out.strides[2], out.strides[0]
        if residual is not None:
            args[QArg.RESIDUAL] = residual.ctypes.data
            args[QArg.RESIDUAL_LD], args[QArg.RESIDUAL_BATCH_STRIDE] = residual.strides[2], residual.strides[0]
        p = self.params
        tiles = -(-(geo.out_height * geo.out_width) // self.spec.mr)
        panels = -(-p.group_out // self.spec.nr)
        schedule = self._schedule(geo, batch, p.groups * tiles * panels)
        driver = self._kernel.igemm if self.algorithm in ("indirect", "rows") else self._kernel.gemm
        keep = (x, out, residual, *geo.buffers(), self._kernel, self.packed, self._zero, self.table)  # args' targets
        return NativeCall(driver, args, schedule, keep=keep)


class QConv2d(_QuantConv):
    """A prepared quantized convolution (ONNX QLinearConv) over NHWC uint8/int8 arrays.

    >>> op = QConv2d(w, w_scale, w_zp, x_scale, x_zp, y_scale, y_zp, bias, stride=1, padding=1)
    >>> y_q = op(x_q)            # x_q: (N, H, W, C) uint8/int8 -> (N, Ho, Wo, K) uint8/int8

    ``w``: (K, C/groups, R, S) uint8/int8 (``weight_layout="OHWI"`` for (K, R, S, C/groups));
    ``w_scale`` / ``w_zero_point``: scalars or K values (per output channel); ``bias``: int32 (K,) or None.
    ``input_size``: the (H, W) the operator will mostly see, if known: the tile height then follows the
    output size (7-row tiles for 7x7 maps). The weights are packed once, here, whatever the input size.
    ``requantized``: a float activation between the output's quantization and a second one (DequantizeLinear ->
    SiLU -> QuantizeLinear), computed in the kernel; the output then has the second quantization's type.
    ``add``: a quantized residual Add after the output's quantization (``QuantizedAdd``: DequantizeLinear of the
    output and of an 8-bit ``residual`` given to each call, Add, clip, QuantizeLinear), computed in the kernel's
    epilogue (indirect and gemm algorithms); the output then has the Add's quantization's type.
    ``workspace``: where the Winograd form keeps its transformed tiles, shared with operators that never run at the
    same time as this one (a model's; default: its own).

    >>> op = QConv2d(w, ws, wz, xs, xz, ys, yz, bias, add=QuantizedAdd(ys, yz, rs, rz, ss, sz, low=0.0))
    >>> s_q = op(x_q, residual=r_q)   # quantize(relu(dequantize(conv(x_q)) + dequantize(r_q)))
    """

    output_kind = "q8"

    def __init__(
        self,
        w: np.ndarray,
        w_scale,
        w_zero_point,
        x_scale,
        x_zero_point,
        y_scale,
        y_zero_point,
        bias: np.ndarray | None = None,
        stride=1,
        padding=0,
        dilation=1,
        groups: int = 1,
        activation=None,
        x_dtype=None,
        y_dtype=None,
        algorithm: str = "auto",
        num_threads: int | None = None,
        weight_layout: str = "OIHW",
        spec: QGemmSpec | QDwSpec | None = None,
        input_size: tuple[int, int] | None = None,
        requantized: RequantizedActivation | ActivationTable | None = None,
        add: QuantizedAdd | None = None,
        workspace: Workspace | None = None,
    ) -> None:
        w = check_qweight(w, weight_layout)
        x_dt = _dtype_of(x_dtype, x_zero_point, "x_dtype")
        y_dt = _dtype_of(y_dtype, y_zero_point, "y_dtype")
        ws = check_scale(w_scale, "w_scale", w.shape[0])
        xs = float(check_scale(x_scale, "x_scale"))
        ys = float(check_scale(y_scale, "y_scale"))
        yz = int(check_zero_point(y_zero_point, "y_zero_point", y_dt))
        with np.errstate(over="ignore", under="ignore"):
            scale = (np.float32(xs) * ws) / np.float32(ys)  # float32, as ONNX Runtime computes it
        if not np.all(np.isfinite(scale)):
            raise ValueError("x_scale * w_scale / y_scale overflows float32: the requantization scale must be finite")
        self.x_scale, self.w_scale, self.y_scale = xs, ws, ys
        self._prepare(
            w, w_zero_point, x_zero_point, x_dt, bias, scale, stride, padding, dilation, groups, activation,
            algorithm, num_threads, "OIHW", spec, yz, y_dt, ys, input_size, requantized, add, workspace,
        )  # fmt: skip


class ConvInteger(_QuantConv):
    """ONNX ConvInteger: ``sum (x - x_zero_point)(w - w_zero_point[k])`` as int32, over NHWC uint8/int8 input.

    >>> op = ConvInteger(w, w_zero_point=0, x_zero_point=128, padding=1)
    >>> acc = op(x_q)           # (N, Ho, Wo, K) int32

    An optional int32 ``bias`` is added (not part of ONNX ConvInteger; QLinearConv's bias). The sum wraps
    modulo 2^32, as any int32 accumulation does.
    """

    output_kind = "i32"

    def __init__(
        self,
        w: np.ndarray,
        w_zero_point=0,
        x_zero_point=0,
        bias: np.ndarray | None = None,
        stride=1,
        padding=0,
        dilation=1,
        groups: int = 1,
        x_dtype=None,
        algorithm: str = "auto",
        num_threads: int | None = None,
        weight_layout: str = "OIHW",
        spec: QGemmSpec | QDwSpec | None = None,
        input_size: tuple[int, int] | None = None,
    ) -> None:
        w = check_qweight(w, weight_layout)
        x_dt = _dtype_of(x_dtype, x_zero_point, "x_dtype")
        self._prepare(
            w, w_zero_point, x_zero_point, x_dt, bias, np.float32(1.0), stride, padding, dilation, groups, None,
            algorithm, num_threads, "OIHW", spec, input_size=input_size,
        )  # fmt: skip
