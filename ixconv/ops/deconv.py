"""Transposed convolution (deconvolution) as XNNPACK computes it: subconvolutions over indirection buffers.

Output pixel ``oy`` of a transposed convolution with stride ``s`` receives input row ``iy`` through kernel
row ``ky`` when ``oy + begin = iy * s + ky * d`` (``begin``: the cropped padding). For the output rows of one
*phase* ``a = oy mod s`` only the kernel rows with ``(a + begin - ky * d) mod s == 0`` contribute, and then
``iy = (oy + begin - ky * d) / s`` exactly. So each of the ``sh x sw`` phases is an ordinary convolution
with a sub-kernel of those taps, evaluated by the Indirect GEMM (Dukhan's algorithm unchanged): an
indirection buffer per phase points at the input pixel of each (phase pixel, tap), or at the zero vector,
and the kernel writes the phase's pixels into every s-th pixel of every s-th output row (the GEMM's
strided output grid, ``Arg.OUT_ROW_PIXELS``). No scatter, no zero-stuffed input, no col2im buffer: the
multiplications are exactly the nonzero ones, each output written once.

Weights ``(C_in, C_out / groups, kh, kw)`` (ONNX's layout); input and output NHWC float32.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from ixconv.codegen.gemm import ARG_COUNT, Arg, gemm_kernel
from ixconv.codegen.narrow import MAX_COLUMNS, NARROW_ARG_COUNT, NarrowArg, NarrowSpec, narrow_kernel
from ixconv.cpu import host
from ixconv.ops.conv import _float_bits, default_conv_spec
from ixconv.ops.packing import aligned_zeros, pack_narrow, pack_weights
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import default_threads, make_schedule

PADDING_ENTRY = -1
GEOMETRIES = 4  # input sizes whose indirection buffers are kept


@dataclass(frozen=True)
class Phase:
    """Output rows ``a, a + sh, ...`` x columns ``b, b + sw, ...`` and the kernel taps that feed them."""

    a: int
    b: int
    rows: tuple[int, ...]  # kernel rows ky of the sub-kernel
    cols: tuple[int, ...]  # kernel columns kx


class ConvTranspose2d:
    """A prepared 2-D transposed convolution over NHWC float32 arrays.

    ``begin``: the output's first pixel in the uncropped result (the pads' begin values, as ONNX computes
    them from pads / output_shape / auto_pad); ``out_size(h, w)`` gives the output size.
    """

    def __init__(
        self,
        weight: np.ndarray,
        bias: np.ndarray | None,
        stride: tuple[int, int],
        dilation: tuple[int, int],
        begin: tuple[int, int],
        extra: tuple[int, int] = (0, 0),
        groups: int = 1,
        num_threads: int | None = None,
        clamp: tuple[float, float] = (-np.inf, np.inf),
    ) -> None:
        """``extra``: output pixels past the natural size ``(in - 1) * s + (k - 1) * d + 1 - begin`` (negative
        values crop: the pads' end, output_padding, output_shape); ``clamp``: (low, high) bounds of the output
        (a fused Relu or Clip), applied in the kernels' epilogue."""
        if not isinstance(weight, np.ndarray) or weight.ndim != 4 or weight.dtype.kind != "f":
            raise TypeError("weight must be a 4-D float numpy.ndarray (C_in, C_out / groups, kh, kw)")
        if groups < 1 or weight.shape[0] % groups:
            raise ValueError(f"groups={groups} must divide the input channels {weight.shape[0]}")
        if min(stride) < 1 or min(dilation) < 1:
            raise ValueError(f"stride {stride} and dilation {dilation} must be positive")
        self.in_channels, group_out, self.kh, self.kw = weight.shape
        self.groups, self.group_in, self.group_out = groups, weight.shape[0] // groups, group_out
        self.out_channels = group_out * groups
        self.stride, self.dilation, self.begin, self.extra = tuple(stride), tuple(dilation), tuple(begin), tuple(extra)
        bias = np.zeros(self.out_channels, np.float32) if bias is None else np.asarray(bias, np.float32)
        if bias.shape != (self.out_channels,):
            raise ValueError(f"bias must have shape ({self.out_channels},), got {bias.shape}")
        self.num_threads = num_threads
        low, high = (float(v) for v in clamp)
        if not low <= high:
            raise ValueError(f"clamp must be (low, high) with low <= high, got {clamp!r}")
        self.clamp = (low, high)
        self._lock = threading.Lock()
        self._geometries: dict[tuple[int, int], list] = {}  # the last GEOMETRIES input sizes (a call keeps its own)
        # (C_in, C_out/g, kh, kw) -> per group OIHW: w_conv[g*Mg + m, c, ky, kx] = w[g*Cg + c, m, ky, kx]
        w = weight.astype(np.float32).reshape(groups, self.group_in, group_out, self.kh, self.kw)
        oihw = np.ascontiguousarray(w.transpose(0, 2, 1, 3, 4)).reshape(
            self.out_channels, self.group_in, self.kh, self.kw
        )
        (sh, sw), (dh, dw), (bh, bw) = self.stride, self.dilation, self.begin
        self.phases, self._packed, self._kernels = [], [], []
        # kernel width == stride, no column crop, one group (a k=2 s=2 upsampling head): the sw column phases of
        # a row phase read the same input pixel (kx = b) and write adjacent output pixels, so they run as one
        # GEMM with sw x K output channels ordered (b, k): the input is read sh times instead of sh x sw, and a
        # narrow K fills sw times more of the panel. PP-OCRv6 det's 24 -> 1 head at 320x320, one thread: 4.16
        # -> 2.91 ms; its 24 -> 24 at 160x160 (bound by writing 9.8 MB): 2.07 -> 1.98 ms.
        self.merged_columns = sw if self._columns_merge() else 1
        for a in range(sh):
            for b in range(0, sw, self.merged_columns):
                rows = tuple(ky for ky in range(self.kh) if (a + bh - ky * dh) % sh == 0)
                if self.merged_columns > 1:
                    phase = Phase(a, 0, rows, (0,))
                    if rows:  # (sw x K, Cg, T, 1): output channel b * K + k reads column tap kx = b
                        sub = np.stack([np.concatenate([oihw[:, :, ky, kx] for kx in range(sw)]) for ky in rows], 2)
                        sub = sub[..., None]
                    else:
                        sub = np.zeros((self.out_channels * sw, self.group_in, 1, 1), np.float32)
                    phase_bias = np.tile(bias, sw)
                else:
                    cols = tuple(kx for kx in range(self.kw) if (b + bw - kx * dw) % sw == 0)
                    phase = Phase(a, b, rows, cols)
                    taps = [(ky, kx) for ky in rows for kx in cols]
                    if taps:
                        sub = np.stack([oihw[:, :, ky, kx] for ky, kx in taps], axis=2)[..., None]  # (K, Cg, T, 1)
                    else:  # no tap reaches these pixels: one zero tap, the output is the bias
                        sub = np.zeros((self.out_channels, self.group_in, 1, 1), np.float32)
                    phase_bias = bias
                self.phases.append(phase)
                if self._narrow():  # a 1x1 GEMM of few columns over every input pixel: pixels in the lanes
                    spec = NarrowSpec(host().isa, sub.shape[0])
                    self._packed.append(pack_narrow(sub[:, :, 0, 0], phase_bias, spec.lanes))
                    self._kernels.append((spec, narrow_kernel(spec)))
                    continue
                spec = default_conv_spec(host().isa, sub.shape[0] // groups, sub.shape[2], sub.nbytes)
                self._packed.append(pack_weights(sub, phase_bias, groups, spec.nr))
                self._kernels.append((spec, gemm_kernel(spec)))
        self._zero = aligned_zeros(self.group_in + 16)

    def _narrow(self) -> bool:
        """Kernel = stride, no dilation, crop or padding, one group, at most ``MAX_COLUMNS`` outputs per input
        pixel and row phase (a k=2 s=2 upsampling to one channel): each row phase is a 1x1 GEMM of so few
        columns over the input pixels in order, computed with pixels in the lanes (``codegen.narrow``)."""
        return (
            self._columns_merge() and self.kh == self.stride[0] and self.dilation[0] == 1
            and self.begin[0] == 0 and self.extra[0] == 0 and self.out_channels * self.stride[1] <= MAX_COLUMNS
        )  # fmt: skip

    def _columns_merge(self) -> bool:
        return (
            self.kw == self.stride[1] > 1 and self.dilation[1] == 1 and self.begin[1] == 0 and self.extra[1] == 0
            and self.groups == 1
        )  # fmt: skip

    def out_size(self, height: int, width: int) -> tuple[int, int]:
        natural = [(n - 1) * s + (k - 1) * d + 1 for n, s, k, d in
                   zip((height, width), self.stride, (self.kh, self.kw), self.dilation)]  # fmt: skip
        return natural[0] - self.begin[0] + self.extra[0], natural[1] - self.begin[1] + self.extra[1]

    def _phase_grid(self, phase: Phase, oh: int, ow: int) -> tuple[int, int]:
        (sh, sw) = self.stride
        return max(0, -(-(oh - phase.a) // sh)), max(0, -(-(ow - phase.b) // sw))

    def _indirection(self, phase: Phase, h: int, w: int, oh: int, ow: int, mr: int) -> np.ndarray:
        """(tiles, taps, mr) byte offsets into one NHWC image, or -1 (padding)."""
        ohp, owp = self._phase_grid(phase, oh, ow)
        pixels = ohp * owp
        tiles = -(-pixels // mr)
        (sh, sw), (dh, dw), (bh, bw) = self.stride, self.dilation, self.begin
        pixel = np.minimum(np.arange(tiles * mr, dtype=np.int64), pixels - 1).reshape(tiles, 1, mr)
        oy, ox = phase.a + sh * (pixel // owp), phase.b + sw * (pixel % owp)
        taps = [(ky, kx) for ky in phase.rows for kx in phase.cols] or [(None, None)]
        entries = np.full((tiles, len(taps), mr), PADDING_ENTRY, np.int64)
        for t, (ky, kx) in enumerate(taps):
            if ky is None:
                continue
            iy, ix = (oy[:, 0] + bh - ky * dh) // sh, (ox[:, 0] + bw - kx * dw) // sw  # exact divisions
            inside = (iy >= 0) & (iy < h) & (ix >= 0) & (ix < w)
            entries[:, t, :] = np.where(inside, (iy * w + ix) * self.in_channels * 4, PADDING_ENTRY)
        return entries

    def _geometry(self, h: int, w: int) -> list:
        """Per phase: (indirection, args template, pixels) for input size (h, w); cached."""
        key = (h, w)
        geo = self._geometries.pop(key, None)
        if geo is not None:
            self._geometries[key] = geo  # most recently used last
            return geo
        oh, ow = self.out_size(h, w)
        geo = []
        for phase, packed, (spec, kernel) in zip(self.phases, self._packed, self._kernels):
            ohp, owp = self._phase_grid(phase, oh, ow)
            if ohp * owp == 0:
                continue
            if isinstance(spec, NarrowSpec):
                geo.append(self._narrow_geometry(phase, h, w, oh, ow, spec, packed, kernel))
                continue
            indirection = self._indirection(phase, h, w, oh, ow, spec.mr)
            args = np.zeros(ARG_COUNT, np.int64)
            args[Arg.ZERO], args[Arg.INDIRECTION], args[Arg.W] = (
                self._zero.ctypes.data,
                indirection.ctypes.data,
                packed.ctypes.data,
            )
            args[Arg.M], args[Arg.K], args[Arg.KC], args[Arg.KS] = (
                ohp * owp,
                self.group_out * self.merged_columns,
                self.group_in,
                indirection.shape[1],
            )
            args[Arg.LDC] = self.stride[1] * self.out_channels * 4
            args[Arg.GROUPS] = self.groups
            args[Arg.A_BATCH_STRIDE], args[Arg.A_GROUP_STRIDE] = h * w * self.in_channels * 4, self.group_in * 4
            args[Arg.C_BATCH_STRIDE], args[Arg.C_GROUP_STRIDE] = oh * ow * self.out_channels * 4, self.group_out * 4
            args[Arg.W_GROUP_STRIDE], args[Arg.W_PANEL_STRIDE] = packed.strides[0], packed.strides[1]
            args[Arg.MIN], args[Arg.MAX] = _float_bits(self.clamp[0]), _float_bits(self.clamp[1])
            args[Arg.OUT_ROW_PIXELS], args[Arg.OUT_ROW_STRIDE] = owp, self.stride[0] * ow * self.out_channels * 4
            offset = (phase.a * ow + phase.b) * self.out_channels * 4
            items = self.groups * spec.work_items(ohp * owp, self.group_out * self.merged_columns)
            geo.append((args, offset, items, indirection, packed, kernel))
        self._geometries[key] = geo
        while len(self._geometries) > GEOMETRIES:  # a service fed ever new sizes must not keep them all
            del self._geometries[next(iter(self._geometries))]
        return geo

    def _narrow_geometry(self, phase: Phase, h: int, w: int, oh: int, ow: int, spec: NarrowSpec, packed, kernel):
        """(args template, output offset, work items, None, packed, kernel) of a row phase run by the narrow
        kernel: input pixel (iy, ix) writes output pixels (s iy + a, s ix + b) for b < s, adjacent."""
        args = np.zeros(NARROW_ARG_COUNT, np.int64)
        args[NarrowArg.W], args[NarrowArg.W_COLUMN_STRIDE] = packed.ctypes.data, packed.strides[0]
        args[NarrowArg.PIXELS], args[NarrowArg.K] = h * w, self.in_channels
        args[NarrowArg.LDA], args[NarrowArg.LDC] = self.in_channels * 4, self.stride[1] * self.out_channels * 4
        args[NarrowArg.A_BATCH_STRIDE] = h * w * self.in_channels * 4
        args[NarrowArg.C_BATCH_STRIDE] = oh * ow * self.out_channels * 4
        args[NarrowArg.OUT_ROW_PIXELS], args[NarrowArg.OUT_ROW_STRIDE] = w, self.stride[0] * ow * self.out_channels * 4
        args[NarrowArg.MIN], args[NarrowArg.MAX] = _float_bits(self.clamp[0]), _float_bits(self.clamp[1])
        offset = phase.a * ow * self.out_channels * 4
        items = h * -(-w // spec.lanes)
        return args, offset, items, None, packed, kernel

    def _check(self, x: np.ndarray, out: np.ndarray | None) -> np.ndarray:
        if not isinstance(x, np.ndarray) or x.dtype != np.float32 or x.ndim != 4 or not x.flags.c_contiguous:
            raise TypeError("x must be a C-contiguous float32 NHWC numpy.ndarray")
        if x.shape[3] != self.in_channels:
            raise ValueError(f"x has {x.shape[3]} channels, the weights expect {self.in_channels}")
        oh, ow = self.out_size(x.shape[1], x.shape[2])
        if oh < 1 or ow < 1 or x.shape[1] < 1 or x.shape[2] < 1:
            raise ValueError(f"input {x.shape[1]}x{x.shape[2]} gives an empty output ({oh}x{ow})")
        shape = (x.shape[0], oh, ow, self.out_channels)
        if out is None:
            return np.empty(shape, np.float32)
        if out.shape != shape or out.dtype != np.float32 or not out.flags.c_contiguous or not out.flags.writeable:
            raise ValueError(f"out must be a writeable C-contiguous float32 array of shape {shape}")
        if np.shares_memory(out, x):
            raise ValueError("out must not overlap x")
        return out

    def native_calls(self, x: np.ndarray, out: np.ndarray) -> list[NativeCall]:
        """One Indirect GEMM call per phase (phases with no output pixel have none)."""
        with self._lock:
            out = self._check(x, out)
            calls = []
            threads = self.num_threads or default_threads()
            for template, offset, items, indirection, packed, kernel in self._geometry(x.shape[1], x.shape[2]):
                args = template.copy()
                schedule = make_schedule(x.shape[0] * items, threads)
                keep = (x, out, indirection, packed, kernel, self._zero)
                if indirection is None:  # the narrow kernel
                    args[NarrowArg.A], args[NarrowArg.C] = x.ctypes.data, out.ctypes.data + offset
                    args[NarrowArg.BATCH] = x.shape[0]
                    calls.append(NativeCall(kernel.run, args, schedule, keep=keep))
                    continue
                args[Arg.A], args[Arg.C], args[Arg.BATCH] = x.ctypes.data, out.ctypes.data + offset, x.shape[0]
                calls.append(NativeCall(kernel.igemm, args, schedule, keep=keep))
            return calls

    def __call__(self, x: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
        out = self._check(x, out)
        for call in self.native_calls(x, out):
            call.run()
        return out
