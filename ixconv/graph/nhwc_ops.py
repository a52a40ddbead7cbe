"""The steps that run on NHWC tensors: convolution (ixconv's kernels, fused epilogues), 2-D pooling,
global pooling, batch normalization, Concat, Shape, Resize, ConvTranspose, and the layout conversions.

Each step is prepared once from its node (validating every attribute) and then called with the input
arrays and, after the first run, the preallocated output arrays of the memory plan.
"""

from __future__ import annotations

import math

import numpy as np

from ixconv.codegen.dwconv import DW_ARG_COUNT, DwArg, dw_kernel, pool_spec
from ixconv.codegen.globalpool import GLOBAL_POOL_ARG_COUNT, GlobalPoolArg, global_pool_kernel
from ixconv.codegen.globalpool import VECTORS as GLOBAL_POOL_VECTORS
from ixconv.codegen.resample import RESAMPLE_ARG_COUNT, ResampleArg, ResampleSpec, resample_kernel
from ixconv.codegen.spec import VECTOR_FLOATS
from ixconv.cpu import host
from ixconv.graph.fusion import coarse_activations
from ixconv.graph.ir import Graph, Node
from ixconv.graph.layout import NHWC
from ixconv.graph.lru import LRU
from ixconv.graph.ops import run_node
from ixconv.graph.ops.nn import batchnorm_affine, transposed_geometry
from ixconv.graph.ops.resize import axis_taps, resize_plans
from ixconv.graph.ops.window import spatial_pads
from ixconv.graph.passes import CLAMP
from ixconv.graph.qdq import QUANTIZE_ATTR, RESIDUAL_ADD
from ixconv.ops import prepared
from ixconv.ops.amx import AmxConv2d, amx_pays, amx_supported
from ixconv.ops.bf16 import Bf16Conv2d, bf16_groups_fit, bf16_pays, bf16_supported
from ixconv.ops.conv import Conv2d, is_channel_slice
from ixconv.ops.deconv import ConvTranspose2d
from ixconv.ops.fused import fused_call
from ixconv.ops.impls import Unavailable, build_conv, qconv_choice_args
from ixconv.ops.indirection import indirection_offsets
from ixconv.ops.movement import (
    INTERLEAVE_MAX_CHANNELS,
    PERMUTATIONS,
    as_words,
    byte_copy_call,
    channel_permute_call,
    concat_calls,
    move_call,
    quantized_interleave_call,
)
from ixconv.ops.packing import aligned_empty
from ixconv.ops.params import Padding, narrowed_window
from ixconv.ops.program import NativeCall
from ixconv.ops.quant import ActivationTable, QuantizedAdd, quantize
from ixconv.ops.signature import conv_signature
from ixconv.ops.threads import default_threads, make_schedule
from ixconv.ops.winograd import WinogradConv2d, winograd_beats_bf16, winograd_choice, winograd_tile
from ixconv.ops.workspace import Workspace


def _attr_error(node: Node, attr: str, value, why: str = "is not supported") -> ValueError:
    return ValueError(f"node {node}: attribute {attr!r}={value!r} {why}")


def _unknown_attrs(node: Node, known: set[str]) -> None:
    for key in node.attrs:
        if key not in known and not key.startswith("__"):
            raise _attr_error(node, key, node.attrs[key], "is not supported")


def _emit(out: list[np.ndarray] | None, index: int, value: np.ndarray) -> np.ndarray:
    if out is None or out[index] is None:
        return value
    np.copyto(out[index], value)
    return out[index]


def precision_kind(precision: str, amx_takes, bf16_takes: bool) -> type:
    """The convolution class of a layer (a convolution, or a Gemm / MatMul as a 1x1 one) under ``precision``:
    for ``"bf16"``, AMX tiles where the CPU has them and the layer pays (``amx_takes()``), else fp32 on those
    CPUs (Intel's cores with AMX run vdpbf16ps at half their FMA rate: ResNet 3x3 layers 100 against 180
    GFLOP/s); ``vdpbf16ps`` on CPUs with AVX512_BF16 and no AMX (AMD Zen 4 / 5: twice an FMA's products) where
    the layer takes bf16 pairs and pays (``bf16_takes``); fp32 otherwise."""
    if precision != "bf16":
        return Conv2d
    if amx_supported():
        return AmxConv2d if amx_takes() else Conv2d
    return Bf16Conv2d if bf16_takes and bf16_supported() else Conv2d


class ConvStep:
    """Conv / ixconv.FusedConv on NHWC: bias, residual and clamp fused in the kernel's epilogue."""

    KNOWN = {
        "auto_pad", "dilations", "group", "kernel_shape", "pads", "strides", "activation_min", "activation_max",
        "epilogue",
    }  # fmt: skip

    def __init__(
        self,
        node: Node,
        graph: Graph,
        num_threads: int | None,
        choices: dict | None = None,
        precision: str = "exact",
        workspace: Workspace | None = None,
    ):
        """``precision``: ``"exact"`` runs direct convolutions only; ``"fast"`` lets 3x3 stride-1 layers run
        by Winograd F(4x4, 3x3) where it pays (``ixconv.ops.winograd.winograd_tile``); ``"bf16"`` runs dense
        convolutions (groups = 1) with bf16 products on CPUs with AVX512_BF16 (``ixconv.ops.bf16``), the
        rest as ``"fast"``. ``workspace``: the scratch its Winograd form shares with the model's other steps
        (``ixconv.ops.workspace``; default: its own)."""
        _unknown_attrs(node, self.KNOWN)
        self.node = node
        self.precision = precision
        self.choices = choices or {}  # tuning records: signature -> implementation choice (plain JSON)
        self._chosen: LRU = LRU()  # input size -> tuned operator, or None (default)
        w = graph.initializers[node.inputs[1]]
        if w.dtype.kind != "f":
            raise ValueError(f"node {node}: weights of dtype {w.dtype} are not supported (float only)")
        b = None
        if len(node.inputs) > 2 and node.inputs[2]:
            if not graph.is_constant(node.inputs[2]):
                raise ValueError(f"node {node}: a non-constant bias is not supported")
            b = graph.initializers[node.inputs[2]]
        kernel = tuple(node.attrs.get("kernel_shape", w.shape[2:]))
        if tuple(kernel) != tuple(w.shape[2:]):
            raise _attr_error(node, "kernel_shape", list(kernel), f"does not match the weights {w.shape}")
        self.kernel = tuple(int(k) for k in kernel)
        self.strides = tuple(node.attrs.get("strides", [1, 1]))
        self.dilations = tuple(node.attrs.get("dilations", [1, 1]))
        self.group = int(node.attrs.get("group", 1))
        self.auto_pad = node.attrs.get("auto_pad", "NOTSET")
        low = float(node.attrs.get("activation_min", -math.inf))
        high = float(node.attrs.get("activation_max", math.inf))
        self.activation = None if (low, high) == (-math.inf, math.inf) else (low, high)
        self.residual = len(node.inputs) > 3 and bool(node.inputs[3])
        self.epilogue = tuple(node.attrs.get("epilogue", ()))  # a fused activation (graph.fusion)
        if precision == "bf16" and self.epilogue:  # a decomposed HardSwish as one instruction, a faster GELU
            self.epilogue = coarse_activations(self.epilogue)
        self.weight, self.bias, self.num_threads = w, b, num_threads
        self.workspace = workspace
        # the weights' sha256 when already known (a saved model's constant): the exact copies unpacked later
        # from a direct kernel are then known by it too, and not hashed again for a prepared-weights lookup
        self._weight_digest = prepared.known(w) if w.dtype == np.float32 else None
        if len(self.strides) != 2 or len(self.dilations) != 2:
            raise _attr_error(node, "strides", list(self.strides), "must have 2 values for a 2-D convolution")
        self._ops: LRU = LRU()  # input size (SAME padding) or (0, 0) -> Conv2d
        self._winograd: LRU = LRU()  # (the same keys, tile) -> WinogradConv2d, built when a call's size pays for it
        self._may_winograd = False  # by Winograd where it pays (the tile chosen per input shape: _default_op)
        self._unclamped: LRU = LRU()  # see _unclamped_op
        self._pays: LRU = LRU()  # (input shape, threads) -> the Winograd tile that pays, or None (decided once)
        self._released: dict = {}  # key -> ConvParams of a direct kernel dropped for its Winograd form
        self._narrowed: LRU = LRU()  # input size -> the layer without the taps that read padding alone, or None
        if self.auto_pad not in ("SAME_UPPER", "SAME_LOWER"):  # build (and validate) now
            op = self._op((0, 0))
            self.weight = None  # the packed copy inside the op is the only one kept
            self._weight_source = op

    def _op(self, size: tuple[int, int]) -> Conv2d:
        key = size if self.auto_pad in ("SAME_UPPER", "SAME_LOWER") else (0, 0)
        op = self._ops.get(key)
        if op is None:
            weight = self._layer_weight()
            pads = spatial_pads(self.node, self.auto_pad, size, weight.shape[2:], self.strides, self.dilations)
            try:
                k, group_in, r, s = weight.shape
                kind = precision_kind(
                    self.precision,
                    amx_takes=lambda: self.strides[0] == self.strides[1] and amx_pays(
                        group_in, k, (r, s), tuple(self.dilations), self.group, self.strides[0]),
                    bf16_takes=bf16_groups_fit(self.group, group_in, group_in * self.group)  # (not depthwise)
                    and bf16_pays(group_in, k, r * s, tuple(self.strides)),
                )  # fmt: skip
                amx = kind is AmxConv2d
                op = kind(
                    weight, self.bias, stride=self.strides, padding=tuple(pads), dilation=self.dilations,
                    groups=self.group, activation=self.activation, num_threads=self.num_threads,
                    epilogue=self.epilogue, **({"workspace": self.workspace} if amx else {}),
                )  # fmt: skip
                # fp32 Winograd where it pays, in bf16 mode too: 1.2-1.9x faster than vdpbf16ps products on 3x3
                # stride-1 layers of 14x14 and more (and more exact); AMX tiles are 2-3x faster than Winograd
                if self.precision in ("fast", "bf16") and not amx and winograd_tile(op.params):
                    self._may_winograd = True  # built per input size by _default_op, where it pays
            except (ValueError, TypeError) as e:
                raise ValueError(f"node {self.node}: {e}") from None
            self._ops[key] = op
        return op

    def _layer_weight(self) -> np.ndarray:
        """The layer's OIHW weights: the graph's, or those of the kernel that keeps the only copy."""
        if self.weight is not None:
            return self.weight
        weight = self._weight_source.weight
        if self._weight_digest is not None and type(self._weight_source) is Conv2d:  # (unpacked exactly)
            prepared.remember(weight, self._weight_digest)
        return weight

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads
        for op in (*self._ops.values(), *self._unclamped.values(), *self._winograd.values()):
            op.num_threads = num_threads
        for step in self._narrowed.values():
            if step is not None:
                step.set_threads(num_threads)
        self._chosen.clear()  # rebuilt with the new thread count

    def step_for(self, size: tuple[int, int]) -> ConvStep:
        """The step that runs an input of this size: this one, or where some kernel rows or columns read only
        padding at this size, the same layer without them (``ops.params.narrowed_window``: a dilated layer on a
        small map, DeepLab's ASPP at dilation 36 over 32x32 is a 1x1 layer). The same sums: the taps dropped add
        products of zeros only, so every precision, ``"exact"`` too, narrows."""
        if size in self._narrowed:
            return self._narrowed[size] or self
        narrowed = None  # (from the node's attributes: no operator built for a size that may not run it)
        pads = spatial_pads(self.node, self.auto_pad, size, self.kernel, self.strides, self.dilations)
        window = narrowed_window(size, self.kernel, self.strides, self.dilations, pads)
        if window is not None:
            (r0, r1), (s0, s1), (top, left, bottom, right) = window
            weight = np.ascontiguousarray(self._layer_weight()[:, :, r0:r1, s0:s1])
            attrs = {**self.node.attrs, "kernel_shape": [r1 - r0, s1 - s0], "pads": [top, left, bottom, right]}
            attrs["auto_pad"] = "NOTSET"
            node = Node(self.node.op, list(self.node.inputs), list(self.node.outputs), attrs, self.node.name,
                        self.node.domain)  # fmt: skip
            constants = {node.inputs[1]: weight}
            if self.bias is not None:
                constants[node.inputs[2]] = self.bias
            graph = Graph([node], constants, [], [])
            narrowed = ConvStep(node, graph, self.num_threads, self.choices, self.precision, self.workspace)
        self._narrowed[size] = narrowed
        return narrowed or self

    def _params(self, size: tuple[int, int]):
        """The layer's ConvParams for this input size, without rebuilding a released direct kernel."""
        released = self._released.get((0, 0)) if self.auto_pad not in ("SAME_UPPER", "SAME_LOWER") else None
        return released if released is not None and (0, 0) not in self._ops else self._op(size).params

    def signature(self, size: tuple[int, int]) -> str:
        return conv_signature(self._params(size), *size)

    def _chosen_op(self, size: tuple[int, int]):
        """The operator the tuning records chose for this input size (None: the default one)."""
        if size in self._chosen:
            return self._chosen[size]
        if not self.choices:
            self._chosen[size] = None
            return None
        base = self._op(size)
        choice = self.choices.get(conv_signature(base.params, *size))
        op = None
        if self.precision == "bf16" and isinstance(self._op(size), (Bf16Conv2d, AmxConv2d)):
            choice = None  # tuning records are fp32 choices: bf16 layers keep their own kernel
        if choice is not None and choice.get("algorithm") == "winograd" and self.precision == "exact":
            choice = None  # a tuned Winograd choice trades exactness for speed: only under precision="fast"
        if choice is not None and self.epilogue and choice.get("impl") not in ("ixconv", "ixconv-default"):
            choice = None  # a fused activation runs in ixconv's own kernels: a third-party choice would drop it
        if choice is not None and choice.get("impl") != "ixconv-default":
            pad = base.params.resolve_padding(*size)
            weight = self._layer_weight()
            try:
                op = build_conv(
                    choice, weight, self.bias, stride=base.params.stride, dilation=self.dilations, groups=self.group,
                    padding=(pad.top, pad.left, pad.bottom, pad.right), activation=self.activation,
                    num_threads=self.num_threads, height=size[0], width=size[1], epilogue=self.epilogue,
                )  # fmt: skip
            except (Unavailable, ValueError, TypeError):
                op = None  # a record is advice: what cannot be built here runs the default
            if type(op) is type(base) and self.auto_pad not in ("SAME_UPPER", "SAME_LOWER"):
                # the chosen kernel replaces the default one (its packed weights are the layer's only copy):
                # a layer holds what it runs, so a plan's memory is what the tuner measured for its choices
                self._ops[(0, 0)] = self._weight_source = op
        self._chosen[size] = op
        return op

    def _default_op(self, shape: tuple) -> Conv2d | WinogradConv2d:
        """The direct convolution, or under ``precision="fast"`` its Winograd form with the tile that pays at
        this input shape and thread count (``ixconv.ops.winograd.winograd_choice``)."""
        size = tuple(shape[1:3])
        key = size if self.auto_pad in ("SAME_UPPER", "SAME_LOWER") else (0, 0)
        threads = self.num_threads or default_threads()
        m = self._pays.get((tuple(shape), threads)) if self._may_winograd else None
        if m and (key, m) in self._winograd:
            return self._winograd[(key, m)]  # decided for this shape and thread count
        params = self._params(size)  # (a released direct kernel is rebuilt only where it runs)
        if not self._may_winograd:
            return self._op(size)
        bf16 = isinstance(self._ops.get(key), Bf16Conv2d)
        m = winograd_choice(params, size[0], size[1], shape[0], threads)
        if m and bf16 and not winograd_beats_bf16(params, threads, m):
            m = None
        self._pays[(tuple(shape), threads)] = m
        if not m:
            return self._op(size)
        op = self._ops.get(key)
        fast = self._winograd.get((key, m))
        if fast is None:
            pad = params.resolve_padding(*size)
            pads = (pad.top, pad.left, pad.bottom, pad.right)
            weight = self._layer_weight()
            fast = self._winograd[(key, m)] = WinogradConv2d(
                weight, self.bias, padding=pads, activation=self.activation, m=m,
                num_threads=self.num_threads, epilogue=self.epilogue, workspace=self.workspace,
            )  # fmt: skip
        if key == (0, 0) and type(op) is Conv2d and self.precision == "fast" and key not in self._released:
            # the direct kernel does not run at this shape: its packed weights go, the transformed ones become the
            # source of the layer's weights (recovered to float32 rounding); a shape where Winograd does not pay
            # rebuilds it from them, and keeps it (released once only: no packing back and forth)
            self._released[key] = op.params
            self._weight_source = fast
            del self._ops[key]
        return fast

    def _unclamped_op(self, op, size: tuple[int, int]) -> Conv2d:
        """The convolution without its activation (for a broadcasting residual), built once per input size."""
        plain = self._unclamped.get(size)
        if plain is None:
            pad = op.params.resolve_padding(*size)
            weight = self._layer_weight()
            plain = self._unclamped[size] = Conv2d(
                weight, self.bias, stride=op.params.stride, padding=(pad.top, pad.left, pad.bottom, pad.right),
                dilation=self.dilations, groups=self.group, num_threads=self.num_threads,
            )  # fmt: skip
        return plain

    def __call__(self, inputs, out=None):
        x = inputs[0]
        size = tuple(x.shape[1:3])
        if (narrowed := self.step_for(size)) is not self:
            return narrowed(inputs, out)
        op = self._chosen_op(size) or self._default_op(x.shape)
        target = None if out is None else out[0]
        residual = inputs[3] if self.residual else None
        if residual is not None and residual.shape != op.output_shape(x.shape):
            # a broadcasting Add: convolve without the clamp, then add and clamp in NumPy
            y = self._unclamped_op(op, size)(x) + residual
            if self.activation is not None:
                np.clip(y, *self.activation, out=y)
            if self.epilogue:  # in place: element by element
                call = fused_call(self.epilogue, (len(self.epilogue),), [y], [y], self.num_threads)
                if call is not None:
                    call.run()
            return [_emit(out, 0, y)]
        if target is not None and not target.flags.c_contiguous and not getattr(op, "writes_channel_slices", False):
            target = None  # a channel slice (a Concat's input, in place) this implementation cannot write: copy
        try:
            y = op(x, out=target, residual=residual)
        except (ValueError, TypeError) as e:
            raise ValueError(f"node {self.node}: {e}") from None
        return [_emit(out, 0, y) if target is None else y]

    def native(self, inputs, out) -> list[NativeCall] | None:
        """This step as native calls over arrays with fixed addresses (None: it needs Python)."""
        x = inputs[0]
        size = tuple(x.shape[1:3])
        if (narrowed := self.step_for(size)) is not self:
            return narrowed.native(inputs, out)
        op = self._chosen_op(size) or self._default_op(x.shape)  # the tuned choice, when the records have one
        residual = inputs[3] if self.residual else None
        if not isinstance(op, (Conv2d, WinogradConv2d)) or out is None or out[0] is None:
            return None  # a third-party implementation runs from Python
        if not out[0].flags.c_contiguous and not op.writes_channel_slices:
            return None
        if residual is not None and residual.shape != op.output_shape(x.shape):
            return None
        return op.native_calls(x, out[0], residual)


class PoolStep:
    """MaxPool / AveragePool over the H and W of an NHWC tensor."""

    def __init__(self, node: Node):
        known = {"auto_pad", "kernel_shape", "pads", "strides", "ceil_mode", "dilations", "storage_order"}
        if node.op == "AveragePool":
            known.add("count_include_pad")
        _unknown_attrs(node, known)
        self.node = node
        self.is_max = node.op == "MaxPool"
        self.kernel = tuple(node.attrs["kernel_shape"])
        self.strides = tuple(node.attrs.get("strides", [1, 1]))
        self.dilations = tuple(node.attrs.get("dilations", [1, 1]))
        self.ceil = bool(node.attrs.get("ceil_mode", 0))
        self.include_pad = bool(node.attrs.get("count_include_pad", 0))
        self.auto_pad = node.attrs.get("auto_pad", "NOTSET")
        if min(self.kernel) < 1 or min(self.strides) < 1 or min(self.dilations) < 1:
            raise _attr_error(node, "kernel_shape", list(self.kernel), "with strides/dilations must be positive")
        if self.auto_pad not in ("NOTSET", "", "VALID", "SAME_UPPER", "SAME_LOWER"):
            raise _attr_error(node, "auto_pad", self.auto_pad)
        self._plans: LRU = LRU()
        self._kernels: LRU = LRU()
        self.num_threads: int | None = None

    def _plan(self, h: int, w: int):
        key = (h, w)
        if key in self._plans:
            return self._plans[key]
        pads = spatial_pads(self.node, self.auto_pad, (h, w), self.kernel, self.strides, self.dilations)
        outs, begins, counts = [], [], []
        for axis, n in enumerate((h, w)):
            k, s, d = self.kernel[axis], self.strides[axis], self.dilations[axis]
            pb, pe = pads[axis], pads[axis + 2]
            span = (k - 1) * d + 1
            if self.auto_pad in ("SAME_UPPER", "SAME_LOWER"):
                o = -(-n // s)
            else:
                num = n + pb + pe - span
                o = (-(-num // s) if self.ceil else num // s) + 1
                if self.ceil and (o - 1) * s >= n + pb:
                    o -= 1  # the last window would start in the end padding only
            if o < 1:
                raise ValueError(f"node {self.node}: the pooling window does not fit an input of {h}x{w}")
            outs.append(o)
            begins.append(pb)
            starts = np.arange(o) * s - pb
            taps = starts[:, None] + np.arange(k)[None, :] * d
            if self.include_pad:
                inside = (taps >= -pb) & (taps < n + pe)
            else:
                inside = (taps >= 0) & (taps < n)
            counts.append(inside.sum(axis=1))
        count = (counts[0][:, None] * counts[1][None, :]).astype(np.float32)[None, :, :, None]
        plan = (outs, begins, 1.0 / count)
        self._plans[key] = plan
        return plan

    def _call(self, x: np.ndarray, out) -> NativeCall:
        n, h, w, c = x.shape
        (oh, ow), (pt, pl), inv_count = self._plan(h, w)
        y = out[0] if out is not None and out[0] is not None else np.empty((n, oh, ow, c), x.dtype)
        key = (h, w, c)
        prepared = self._kernels.get(key)
        if prepared is None:
            # up to 4 vectors of channels per work item: no weights compete for the registers (ResNet-18's
            # 3x3/2 max pool over 64 channels: 4 vectors 0.079 ms, 2 vectors 0.117 ms, warm, one thread)
            spec = pool_spec(host().isa, "max" if self.is_max else "avg", self.kernel, self.strides, self.dilations, c)
            kernel = dw_kernel(spec)
            pad = Padding(pt, pl, 0, 0)
            if spec.sliding:  # no indirection; rows above or below the image read the fill, a row of inputs long
                ind = np.zeros(1, np.int64)
            else:
                ind = indirection_offsets(h, w, c, oh, ow, self.kernel, self.strides, self.dilations, pad, 1)
            fill = aligned_empty((spec.fill_pixels * c + 16,))
            fill[...] = -np.inf if self.is_max else 0.0
            scale = np.ascontiguousarray(inv_count.reshape(-1), dtype=np.float32)
            args = np.zeros(DW_ARG_COUNT, np.int64)
            args[DwArg.ZERO], args[DwArg.INDIRECTION] = fill.ctypes.data, ind.ctypes.data
            args[DwArg.W] = scale.ctypes.data
            args[DwArg.CHANNELS], args[DwArg.OUT_HEIGHT], args[DwArg.OUT_WIDTH] = c, oh, ow
            args[DwArg.A_BATCH_STRIDE], args[DwArg.C_BATCH_STRIDE] = h * w * c * 4, oh * ow * c * 4
            args[DwArg.MIN] = int(np.array(-np.inf, np.float32).view(np.int32))
            args[DwArg.MAX] = int(np.array(np.inf, np.float32).view(np.int32))
            args[DwArg.IN_HEIGHT], args[DwArg.IN_WIDTH], args[DwArg.PAD_TOP], args[DwArg.PAD_LEFT] = h, w, pt, pl
            args[DwArg.STRIDE_HEIGHT], args[DwArg.DILATION_HEIGHT] = self.strides[0], self.dilations[0]
            prepared = self._kernels[key] = (kernel, args, (ind, fill, scale), spec.channel_tile)
        kernel, template, keep, tile = prepared
        args = template.copy()
        args[DwArg.A], args[DwArg.C], args[DwArg.BATCH] = x.ctypes.data, y.ctypes.data, n
        if not y.flags.c_contiguous:  # a channel slice of a Concat's output, written in place
            args[DwArg.C_PIXEL], args[DwArg.C_BATCH_STRIDE] = y.strides[2], y.strides[0]
        threads = self.num_threads or default_threads()
        schedule = make_schedule(n * oh * -(-c // tile), threads)
        return NativeCall(kernel.run, args, schedule, keep=(x, y, *keep, kernel))

    def _quantized_call(self, x: np.ndarray, out) -> NativeCall:
        """8-bit max pooling (``ixconv.codegen.qpool``): the same windows, bytes compared."""
        from ixconv.codegen.qpool import QPoolSpec, qpool_kernel

        n, h, w, c = x.shape
        (oh, ow), (pt, pl), _ = self._plan(h, w)
        y = out[0] if out is not None and out[0] is not None else np.empty((n, oh, ow, c), x.dtype)
        key = (h, w, c, x.dtype.str)
        prepared = self._kernels.get(key)
        if prepared is None:
            signed = x.dtype == np.int8
            lanes = QPoolSpec(host().isa, 1, signed).lanes
            spec = QPoolSpec(host().isa, self.kernel[0] * self.kernel[1], signed, max(1, min(2, -(-c // lanes))))
            kernel = qpool_kernel(spec)
            ind = indirection_offsets(h, w, c, oh, ow, self.kernel, self.strides, self.dilations,
                                      Padding(pt, pl, 0, 0), 1, itemsize=1)  # fmt: skip
            fill = np.full(c + spec.channel_tile, np.iinfo(x.dtype).min, x.dtype)
            args = np.zeros(DW_ARG_COUNT, np.int64)
            args[DwArg.ZERO], args[DwArg.INDIRECTION] = fill.ctypes.data, ind.ctypes.data
            args[DwArg.CHANNELS], args[DwArg.OUT_HEIGHT], args[DwArg.OUT_WIDTH] = c, oh, ow
            args[DwArg.A_BATCH_STRIDE], args[DwArg.C_BATCH_STRIDE] = h * w * c, oh * ow * c
            prepared = self._kernels[key] = (kernel, args, (ind, fill), spec.channel_tile)
        kernel, template, keep, tile = prepared
        args = template.copy()
        args[DwArg.A], args[DwArg.C], args[DwArg.BATCH] = x.ctypes.data, y.ctypes.data, n
        schedule = make_schedule(n * oh * -(-c // tile), self.num_threads or default_threads())
        return NativeCall(kernel.run, args, schedule, keep=(x, y, *keep, kernel))

    def _native_8bit(self, x) -> bool:
        return (
            self.is_max and x.dtype in (np.uint8, np.int8) and x.ndim == 4 and x.flags.c_contiguous and x.size > 0
        )  # fmt: skip

    def __call__(self, inputs, out=None):
        x = inputs[0]
        if self._native_8bit(x):
            call = self._quantized_call(x, out)
            call.run()
            return [call.keep[1]]
        if x.dtype != np.float32:  # integer pooling: the NumPy operator, on an NCHW view
            attrs = {k: v for k, v in self.node.attrs.items() if not k.startswith("__")}
            plain = Node(self.node.op, self.node.inputs[:1], self.node.outputs[:1], attrs, self.node.name)
            y = run_node(plain, [x.transpose(0, 3, 1, 2)], 13)[0].transpose(0, 2, 3, 1)
            return [_emit(out, 0, np.ascontiguousarray(y))]  # NHWC consumers need C-contiguous arrays
        call = self._call(x, out)
        call.run()
        return [call.keep[1]]

    def native(self, inputs, out) -> list[NativeCall] | None:
        if out is None or out[0] is None:
            return None
        if self._native_8bit(inputs[0]):
            return [self._quantized_call(inputs[0], out)]
        return None if inputs[0].dtype != np.float32 else [self._call(inputs[0], out)]

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads


class ConvTransposeStep:
    """ConvTranspose of an NHWC tensor with constant 2-D float32 weights: subconvolutions over indirection
    buffers (``ixconv.ops.deconv``), one prepared operator per padding geometry (output_shape and SAME
    padding depend on the input size). Other dtypes: the NumPy operator on the NCHW view."""

    def __init__(self, node: Node, graph: Graph, num_threads: int | None):
        self.node, self.opset, self.num_threads = node, graph.opset, num_threads
        self.weight = graph.initializers[node.inputs[1]]
        self.bias = graph.initializers[node.inputs[2]] if len(node.inputs) > 2 and node.inputs[2] else None
        self.group = int(node.attrs.get("group", 1))
        self.clamp = tuple(node.attrs.get(CLAMP, (-np.inf, np.inf)))  # a fused Relu / Clip
        self._ops: LRU = LRU()  # (begin, extra) -> ConvTranspose2d

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads
        for op in self._ops.values():
            op.num_threads = num_threads

    def _op(self, x) -> ConvTranspose2d | None:
        if not (isinstance(x, np.ndarray) and x.dtype == np.float32 and x.ndim == 4 and x.flags.c_contiguous):
            return None
        if self.weight.dtype != np.float32 or x.shape[3] != self.weight.shape[0]:
            return None
        kernel = self.weight.shape[2:]
        begin, out, strides, dilations = transposed_geometry(self.node, x.shape[1:3], kernel)
        natural = [(n - 1) * s + (k - 1) * d + 1 for n, s, k, d in zip(x.shape[1:3], strides, kernel, dilations)]
        extra = [o - (n - b) for o, n, b in zip(out, natural, begin)]
        key = (tuple(begin), tuple(extra))
        op = self._ops.get(key)
        if op is None:
            op = ConvTranspose2d(
                self.weight, self.bias, tuple(strides), tuple(dilations), tuple(begin), tuple(extra), self.group,
                self.num_threads, clamp=self.clamp,
            )  # fmt: skip
            self._ops[key] = op
        return op

    def __call__(self, inputs, out=None):
        x = inputs[0]
        op = self._op(x)
        target = None if out is None else out[0]
        if op is not None and min(op.out_size(x.shape[1], x.shape[2])) >= 1 and min(x.shape[1:3]) >= 1:
            shape = (x.shape[0], *op.out_size(x.shape[1], x.shape[2]), op.out_channels)
            if target is None or target.shape != shape or not target.flags.c_contiguous:
                target = None
            return [op(x, target)]
        attrs = {k: v for k, v in self.node.attrs.items() if not k.startswith("__")}
        plain = Node(self.node.op, self.node.inputs, self.node.outputs, attrs, self.node.name)
        (y,) = run_node(plain, [x.transpose(0, 3, 1, 2), *inputs[1:]], self.opset)
        if self.clamp != (-np.inf, np.inf):
            y = np.clip(y, *self.clamp).astype(y.dtype)
        return [_emit(out, 0, np.ascontiguousarray(y.transpose(0, 2, 3, 1)))]

    def native(self, inputs, out) -> list[NativeCall] | None:
        x, y = inputs[0], None if out is None else out[0]
        op = self._op(x)
        if op is None or y is None or min(x.shape[1:3]) < 1:
            return None
        if y.shape != (x.shape[0], *op.out_size(x.shape[1], x.shape[2]), op.out_channels):
            return None
        return op.native_calls(x, y)


def _writable_slice(y: np.ndarray) -> bool:
    """A NHWC output the resampling kernel can write: float32 (or 8-bit, as words), C-contiguous, or a Concat's
    channel slice (in place)."""
    words = y.dtype == np.float32 or (y.dtype.itemsize == 1 and as_words(y) is not None)
    return words and y.ndim == 4 and (y.flags.c_contiguous or is_channel_slice(y))


class ResizeStep:
    """Resize / Upsample of an NHWC tensor. Over H and W with nearest, linear or cubic taps (float32): the
    generated resampling kernel (``ixconv.codegen.resample``) with tables built from ONNX's coordinate rules;
    anything else (resizing N or C, tf_crop_and_resize, other dtypes): the NumPy operator on the NCHW view."""

    MAX_TAPS = 8

    def __init__(self, node: Node, opset: int):
        self.node, self.opset = node, opset
        self.num_threads: int | None = None

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads

    def _tables(self, inputs) -> tuple | None:
        """(output shape, tables) of the native kernel; an 8-bit input (nearest: a pure copy) as float32 words."""
        x = inputs[0]
        if isinstance(x, np.ndarray) and x.dtype.itemsize == 1 and x.ndim == 4 and x.flags.c_contiguous:
            words = as_words(x)
            found = None if words is None else self._taps(words, inputs)
            if found is None or any(t.shape[1] != 1 or np.any(t != 1) for t in found[1][1::2]):
                return None
            (n, oh, ow, _), tables = found
            return (n, oh, ow, x.shape[3]), tables
        if not (isinstance(x, np.ndarray) and x.dtype == np.float32 and x.ndim == 4 and x.flags.c_contiguous):
            return None
        return self._taps(x, inputs)

    def _taps(self, x: np.ndarray, inputs) -> tuple | None:
        n, h, w, c = x.shape
        plans = resize_plans(self.node, inputs, self.opset, (n, c, h, w))
        if any(plan[0] < 2 for plan in plans) or x.size == 0:
            return None
        taps = {2: (np.arange(h)[:, None], np.ones((h, 1))), 3: (np.arange(w)[:, None], np.ones((w, 1)))}
        for plan in plans:
            found = axis_taps(self.node, x.shape[plan[0] - 1], plan)
            if found is None or found[0].shape[1] > self.MAX_TAPS or found[0].shape[0] == 0:
                return None
            taps[plan[0]] = found
        (iy, wy), (ix, wx) = taps[2], taps[3]
        tables = (
            np.ascontiguousarray(iy * (w * c * 4), np.int64), np.ascontiguousarray(wy, np.float32),
            np.ascontiguousarray(ix * (c * 4), np.int64), np.ascontiguousarray(wx, np.float32),
        )  # fmt: skip
        return (n, iy.shape[0], ix.shape[0], c), tables

    def _call(self, x: np.ndarray, y: np.ndarray, tables: tuple) -> NativeCall:
        if x.dtype.itemsize == 1:  # nearest on 8-bit values: the same copies of float32 words
            x, y = as_words(x), as_words(y)
        rows_at, row_w, cols_at, col_w = tables
        kernel = resample_kernel(ResampleSpec(host().isa, rows_at.shape[1], cols_at.shape[1]))
        n, oh, ow, c = y.shape
        args = np.zeros(RESAMPLE_ARG_COUNT, np.int64)
        args[ResampleArg.SRC], args[ResampleArg.DST] = x.ctypes.data, y.ctypes.data
        args[ResampleArg.CHANNELS], args[ResampleArg.OUT_HEIGHT], args[ResampleArg.OUT_WIDTH] = c, oh, ow
        args[ResampleArg.BATCH] = n
        args[ResampleArg.SRC_IMAGE], args[ResampleArg.DST_IMAGE] = x[0].nbytes, y.strides[0]
        args[ResampleArg.DST_PIXEL] = y.strides[2]  # a Concat's channel slice: wider than C
        for field, table in zip(
            (ResampleArg.ROW_OFFSETS, ResampleArg.ROW_WEIGHTS, ResampleArg.COL_OFFSETS, ResampleArg.COL_WEIGHTS), tables
        ):
            args[field] = table.ctypes.data
        schedule = make_schedule(n * oh, self.num_threads or default_threads())
        return NativeCall(kernel.run, args, schedule, keep=(x, y, *tables, kernel))

    def __call__(self, inputs, out=None):
        found = self._tables(inputs)
        target = None if out is None else out[0]
        if found is not None:
            shape, tables = found
            if (
                target is None
                or target.shape != shape
                or target.dtype != inputs[0].dtype
                or not _writable_slice(target)
            ):
                target = np.empty(shape, inputs[0].dtype)
            self._call(inputs[0], target, tables).run()
            return [target]
        x = inputs[0]
        picked = self._taps(x, inputs) if isinstance(x, np.ndarray) and x.ndim == 4 else None
        if picked is not None and all(w.shape[1] == 1 and np.all(w == 1) for w in picked[1][1::2]):
            rows, cols = picked[1][0][:, 0] // (x.shape[2] * x.shape[3] * 4), picked[1][2][:, 0] // (x.shape[3] * 4)
            return [_emit(out, 0, np.ascontiguousarray(x[:, rows][:, :, cols]))]  # nearest, any dtype: values picked
        node = Node(self.node.op, self.node.inputs, self.node.outputs,
                    {k: v for k, v in self.node.attrs.items() if k != "__layout__"}, self.node.name)  # fmt: skip
        (y,) = run_node(node, [x.transpose(0, 3, 1, 2), *inputs[1:]], self.opset)
        return [_emit(out, 0, np.ascontiguousarray(y.transpose(0, 2, 3, 1)))]

    def native(self, inputs, out) -> list[NativeCall] | None:
        y = None if out is None else out[0]
        found = self._tables(inputs)
        if y is None or found is None or y.shape != found[0] or y.dtype != inputs[0].dtype or not _writable_slice(y):
            return None
        return [self._call(inputs[0], y, found[1])]


class GlobalPoolStep:
    """GlobalAveragePool / GlobalMaxPool over H and W of NHWC (float32: a generated kernel)."""

    def __init__(self, node: Node):
        _unknown_attrs(node, set())
        self.reduction = "avg" if node.op == "GlobalAveragePool" else "max"
        self.num_threads: int | None = None

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads

    def _call(self, x: np.ndarray, y: np.ndarray) -> NativeCall:
        n, h, w, c = x.shape
        _module, driver = global_pool_kernel(host().isa, self.reduction)
        args = np.zeros(GLOBAL_POOL_ARG_COUNT, np.int64)
        args[GlobalPoolArg.SRC], args[GlobalPoolArg.DST] = x.ctypes.data, y.ctypes.data
        args[GlobalPoolArg.CHANNELS], args[GlobalPoolArg.PIXELS], args[GlobalPoolArg.BATCH] = c, h * w, n
        tiles = -(-c // (GLOBAL_POOL_VECTORS * VECTOR_FLOATS[host().isa]))
        schedule = make_schedule(n * tiles, self.num_threads or default_threads())
        return NativeCall(driver, args, schedule, keep=(x, y, _module))

    def _kernel_applies(self, x: np.ndarray, y) -> bool:
        return (
            x.dtype == np.float32
            and x.ndim == 4
            and x.flags.c_contiguous
            and x.shape[1] * x.shape[2] > 0
            and (
                y is None
                or (y.dtype == np.float32 and y.flags.c_contiguous and y.shape == (x.shape[0], 1, 1, x.shape[3]))
            )
        )

    def __call__(self, inputs, out=None):
        x = inputs[0]
        target = None if out is None else out[0]
        if not self._kernel_applies(x, target):
            reduce = np.mean if self.reduction == "avg" else np.max
            return [_emit(out, 0, reduce(x, axis=(1, 2), keepdims=True).astype(x.dtype, copy=False))]
        y = target if target is not None else np.empty((x.shape[0], 1, 1, x.shape[3]), np.float32)
        self._call(x, y).run()
        return [y]

    def native(self, inputs, out) -> list[NativeCall] | None:
        x, y = inputs[0], None if out is None else out[0]
        if y is None or not self._kernel_applies(x, y):
            return None
        return [self._call(x, y)]


class BatchNormStep:
    """Inference BatchNormalization on NHWC (one multiply-add per element, channel last)."""

    def __init__(self, node: Node, graph: Graph):
        _unknown_attrs(node, {"epsilon", "momentum", "spatial", "training_mode"})
        if node.attrs.get("training_mode", 0):
            raise _attr_error(node, "training_mode", 1)
        if not all(graph.is_constant(i) for i in node.inputs[1:5]):
            raise ValueError(f"node {node}: BatchNormalization with non-constant statistics is not supported")
        stats = (graph.initializers[i] for i in node.inputs[1:5])
        factor, offset = batchnorm_affine(*stats, node.attrs.get("epsilon", 1e-5))
        self.factor, self.offset = factor.astype(np.float32), offset.astype(np.float32)

    def __call__(self, inputs, out=None):
        x = inputs[0]
        y = out[0] if out is not None and out[0] is not None else np.empty_like(x)
        np.multiply(x, self.factor, out=y)
        np.add(y, self.offset, out=y)
        return [y]


class ConcatStep:
    """Concat of NHWC tensors (axis remapped by the layout pass); along channels, of float32 tensors, a
    native copy of each input into its channel slice of the output."""

    def __init__(self, node: Node):
        _unknown_attrs(node, {"axis"})
        self.axis = int(node.attrs["axis"])
        self.num_threads: int | None = None

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads

    @staticmethod
    def _placed(inputs, y) -> list[bool]:
        """Per input, whether it already is its channel slice of ``y`` (written there by its producer)."""
        flags, channel = [], 0
        for x in inputs:
            flags.append(
                x.shape[:3] == y.shape[:3] and x.strides == y.strides and x.dtype == y.dtype
                and x.ctypes.data == y.ctypes.data + channel * y.itemsize
            )  # fmt: skip
            channel += x.shape[3]
        return flags

    @classmethod
    def _in_place(cls, inputs, y) -> bool:
        """Whether every input already is its channel slice of ``y`` (the memory plan's Concat aliases)."""
        if y is None or y.ndim != 4 or any(not isinstance(x, np.ndarray) or x.ndim != 4 for x in inputs):
            return False
        return all(cls._placed(inputs, y)) and sum(x.shape[3] for x in inputs) == y.shape[3]

    def native(self, inputs, out) -> list[NativeCall] | None:
        y = out[0] if out else None
        if self.axis % 4 == 3 and self._in_place(inputs, y):
            return []  # nothing to copy
        if isinstance(y, np.ndarray) and y.dtype.itemsize == 1:  # 8-bit: moved as words (the same bits)
            words = [as_words(a) for a in (*inputs, y)]
            if any(w is None for w in words):
                return None
            inputs, y = words[:-1], words[-1]
        arrays = [x for x in inputs if x is not None]
        if y is None or self.axis % 4 != 3 or len(arrays) != len(inputs) or y.ndim != 4:
            return None
        if any(not isinstance(x, np.ndarray) or x.dtype != np.float32 or x.ndim != 4 for x in arrays):
            return None
        if y.dtype != np.float32 or not y.flags.c_contiguous:
            return None
        placed = self._placed(arrays, y)
        if not all(x.flags.c_contiguous or here for x, here in zip(arrays, placed)):
            return None
        if any(x.shape[:3] != y.shape[:3] for x in arrays) or sum(x.shape[3] for x in arrays) != y.shape[3]:
            return None
        if any(np.shares_memory(x, y) for x, here in zip(arrays, placed) if not here):
            return None  # NumPy's concatenate handles what the copies would not
        return concat_calls(arrays, y, self.num_threads, skip=placed)

    def __call__(self, inputs, out=None):
        if out is not None and out[0] is not None:
            if self.axis % 4 == 3 and self._in_place(inputs, out[0]):
                return [out[0]]
            np.concatenate(inputs, axis=self.axis, out=out[0])
            return [out[0]]
        return [np.concatenate(inputs, axis=self.axis)]


class ShapeStep:
    """Shape of an NHWC tensor, reported as the NCHW shape the model expects."""

    def __init__(self, node: Node):
        _unknown_attrs(node, {"start", "end"})
        self.start = node.attrs.get("start", 0)
        self.end = node.attrs.get("end", None)

    def __call__(self, inputs, out=None):
        n, h, w, c = inputs[0].shape
        shape = np.array([n, c, h, w], np.int64)[self.start : self.end]
        return [_emit(out, 0, shape)]


class TransposeStep:
    """ixconv.ToNHWC / ixconv.ToNCHW: the layout conversions the layout pass inserts (float32: a
    generated gather kernel, ``ixconv.ops.movement``; other dtypes: NumPy). A ToNHWC with a ``quantize``
    attribute (``qdq.quantize_in_layout``: scale, zero point, 8-bit type) writes the QuantizeLinear of the
    converted image, in one pass (``ops.movement.quantized_interleave_call``)."""

    def __init__(self, node: Node):
        self.node = node
        self.kind = "to_nhwc" if node.op == "ToNHWC" else "to_nchw"
        self.perm = PERMUTATIONS[self.kind]
        self.num_threads: int | None = None
        self.quantize = node.attrs.get(QUANTIZE_ATTR)

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads

    def _quantized_call(self, x: np.ndarray, y: np.ndarray) -> NativeCall | None:
        """The quantized conversion as a native call, when the kernel takes these arrays."""
        scale, zero, _ = self.quantize
        fits = x.dtype == np.float32 and x.flags.c_contiguous and y.flags.c_contiguous and x.size
        if not fits or not 1 <= x.shape[1] <= INTERLEAVE_MAX_CHANNELS:
            return None
        return quantized_interleave_call(x, y, scale, zero, self.num_threads)

    def __call__(self, inputs, out=None):
        x = inputs[0]
        if x.ndim != 4:
            raise ValueError(f"node {self.node}: expected a 4-D tensor, got shape {x.shape}")
        y = out[0] if out is not None and out[0] is not None else None
        if self.quantize is not None:
            scale, zero, dtype = self.quantize
            y = y if y is not None else np.empty(tuple(x.shape[i] for i in self.perm), np.dtype(dtype))
            call = self._quantized_call(x, y)
            if call is not None:
                call.run()
            else:
                y[...] = quantize(np.asarray(x, np.float32).transpose(self.perm), scale, zero, np.dtype(dtype))
            return [y]
        if x.dtype == np.float32 and x.flags.c_contiguous and x.size:
            y = y if y is not None else np.empty(tuple(x.shape[i] for i in self.perm), np.float32)
            move_call(self.kind, x, y, self.num_threads).run()
            return [y]
        view = x.transpose(self.perm)
        if y is not None:
            np.copyto(y, view)
            return [y]
        return [np.ascontiguousarray(view)]

    def native(self, inputs, out) -> list[NativeCall] | None:
        x, y = inputs[0], None if out is None else out[0]
        if y is None or x.ndim != 4 or not x.flags.c_contiguous or not x.size:
            return None
        if self.quantize is not None:
            call = self._quantized_call(x, y)
            return None if call is None else [call]
        if x.dtype != np.float32:  # other dtypes: only a transpose that moves no element, as a byte copy
            call = byte_copy_call(self.kind, x, y, self.num_threads)
            return None if call is None else [call]
        return [move_call(self.kind, x, y, self.num_threads)]


def reshaped(shape: tuple[int, ...], target, allowzero: bool = False) -> tuple[int, ...] | None:
    """The shape ONNX's Reshape gives a tensor of ``shape`` for ``target`` (0 copies a dimension unless
    ``allowzero``, -1 is inferred), or None when the target does not fit."""
    dims = [int(d) for d in np.asarray(target).reshape(-1)]
    if not allowzero:
        for i, d in enumerate(dims):
            if d == 0:
                if i >= len(shape):
                    return None
                dims[i] = shape[i]
    if dims.count(-1) > 1 or any(d < -1 for d in dims):
        return None
    size = math.prod(shape)
    if -1 in dims:
        known = math.prod(d for d in dims if d != -1)
        if known == 0 or size % known:
            return None
        dims[dims.index(-1)] = size // known
    return tuple(dims) if math.prod(dims) == size else None


def regroup_order(nchw: tuple[int, ...], first, perm: list[int], second, allowzero=(False, False)) -> np.ndarray | None:
    """The channel order of Reshape(first) -> Transpose(perm) -> Reshape(second) of an N x C x H x W tensor
    when the chain only permutes channels (``y[:, c] = x[:, order[c]]``: a channel shuffle splits C into
    factors, swaps them and merges them back), else None."""
    n, c, h, w = nchw
    split = reshaped(nchw, first, allowzero[0])
    if split is None or len(split) < 3 or split[0] != n or split[-2:] != (h, w) or len(perm) != len(split):
        return None
    if perm[0] != 0 or list(perm[-2:]) != [len(split) - 2, len(split) - 1]:
        return None
    moved = tuple(split[p] for p in perm)
    if reshaped(moved, second, allowzero[1]) != nchw:
        return None
    middle = [p - 1 for p in perm[1:-2]]
    return np.arange(c).reshape(split[1:-2]).transpose(middle).reshape(-1)


class RegroupStep:
    """ixconv.Regroup: a chain of shape operators (``members``: Reshape, Squeeze, Flatten, Transpose, which
    see NCHW) that the layout pass took whole, its input and output each NHWC or plain (``layouts``):

    * NHWC -> NHWC, Reshape -> Transpose -> Reshape back to 4-D: a chain that only permutes channels
      (ShuffleNet's channel shuffle, ``regroup_order``) is one native gather per pixel;
    * NHWC -> plain, (Reshape | Squeeze) to N x C x HW -> Transpose [0, 2, 1] (a feature map read as a
      sequence of pixels: SVTR, detection heads) is the NHWC bytes as they are: a copy;
    * plain -> NHWC, Transpose [0, 2, 1] of N x HW x C -> Reshape to N x C x H x W (the sequence back to a
      map) is the sequence's bytes as they are: a copy.

    Whether a chain is one of these is decided on the run's shapes; any other chain runs in NumPy on NCHW,
    converted there and back."""

    def __init__(self, node: Node, opset: int):
        self.node, self.opset = node, opset
        self.members = tuple(node.attrs["members"])
        self.layouts = tuple(node.attrs["layouts"])
        self.num_threads: int | None = None

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads

    def _chain(self, x: np.ndarray, inputs) -> np.ndarray:
        """The members run on ``x`` (as NCHW sees it), their other inputs found by name."""
        for member in self.members:
            x = run_node(member, [x, *self._others(member, inputs)], self.opset)[0]
        return x

    def _others(self, member: Node, inputs) -> list:
        """A member's inputs but its data, found by name among the node's."""
        values = dict(zip(self.node.inputs[1:], inputs[1:]))
        return [values.get(name) if name else None for name in member.inputs[1:]]

    def _logical(self, x: np.ndarray) -> tuple[int, ...]:
        return (x.shape[0], x.shape[3], x.shape[1], x.shape[2]) if self.layouts[0] == NHWC else x.shape

    def _shapes(self, x: np.ndarray, inputs) -> list[tuple[int, ...]]:
        """The logical shape after each member (on a zero-stride stand-in: no data is touched)."""
        y, shapes = np.broadcast_to(np.float32(0), self._logical(x)), []
        for member in self.members:
            y = run_node(member, [y, *self._others(member, inputs)], self.opset)[0]
            shapes.append(y.shape)
        return shapes

    def plan(self, x: np.ndarray, inputs) -> tuple[str, object] | None:
        """("permute", channel order) or ("copy", output shape) when the chain is one of the fast cases."""
        perms = [[int(p) for p in m.attrs.get("perm", ())] if m.op == "Transpose" else None for m in self.members]
        if self.layouts == (NHWC, NHWC) and len(self.members) == 3 and perms[1] is not None:
            first, second = (self._others(m, inputs)[0] for m in (self.members[0], self.members[2]))
            if first is None or second is None:
                return None
            allowzero = tuple(bool(m.attrs.get("allowzero", 0)) for m in (self.members[0], self.members[2]))
            order = regroup_order(self._logical(x), first, perms[1], second, allowzero)
            return None if order is None else ("permute", order)
        if self.layouts == (NHWC, "") and len(self.members) == 2 and perms[1] == [0, 2, 1]:
            n, h, w, c = x.shape
            if self._shapes(x, inputs)[0] == (n, c, h * w):
                return "copy", (n, h * w, c)
        if self.layouts == ("", NHWC) and len(self.members) == 2 and perms[0] == [0, 2, 1] and x.ndim == 3:
            n, p, c = x.shape
            shape = self._shapes(x, inputs)[1]
            if len(shape) == 4 and shape[:2] == (n, c) and shape[2] * shape[3] == p:
                return "copy", (n, shape[2], shape[3], c)
        return None

    def __call__(self, inputs, out=None):
        x = inputs[0]
        found = self.plan(x, inputs)
        if found is not None:
            kind, how = found
            y = np.take(x, how, axis=3) if kind == "permute" else x.reshape(how)
            return [_emit(out, 0, y)]
        y = self._chain(x.transpose(0, 3, 1, 2) if self.layouts[0] == NHWC else x, inputs)
        if self.layouts[1] == NHWC:
            if y.ndim != 4:
                raise ValueError(f"node {self.node.name}: the chain gave a {y.ndim}-D tensor, expected 4-D")
            y = y.transpose(0, 2, 3, 1)
        return [_emit(out, 0, np.ascontiguousarray(y))]

    def native(self, inputs, out) -> list[NativeCall] | None:
        x = inputs[0]
        y = None if out is None else out[0]
        if y is None or x.dtype != np.float32 or not x.flags.c_contiguous or not x.size or y.size != x.size:
            return None
        if y.dtype != np.float32 or not y.flags.c_contiguous or np.shares_memory(x, y):
            return None
        found = self.plan(x, inputs)
        if found is None:
            return None
        kind, how = found
        if kind == "permute":
            return [channel_permute_call(x, y, how, self.num_threads)] if y.shape == x.shape else None
        return [move_call("copy", x, y, self.num_threads)] if y.shape == tuple(how) else None


# bf16 plans: a product of few rows (a classifier's batch) is bound by streaming its weights once, which
# ``vdpbf16ps`` reads as bf16 pairs at memory speed, where AMX computes a 16-row tile for each row. Intel Xeon,
# one thread, 2048 -> 1000 (ResNet-50's classifier), weights cold: 1 row fp32 685 us, AMX 518, vdpbf16ps 414
# (1280 -> 1000: 503, 403, 270); 8 rows: AMX 538, vdpbf16ps 629
BF16_FEW_ROWS = 4


class GemmStep:
    """Gemm / MatMul with constant weights on ixconv's generated GEMM (a 1x1 convolution over rows).

    Not NumPy's matmul: multi-threaded BLAS spawns its own spinning threads, which would fight ixconv's
    workers for the same cores. alpha and beta are folded into the packed weights and bias.
    """

    def __init__(self, node: Node, graph: Graph, num_threads: int | None, precision: str = "exact"):
        """``precision="bf16"``: on AMX tiles where the CPU has them and the shape pays (``amx_pays``), as the
        convolutions of that precision, else fp32 on those CPUs (Intel's ``vdpbf16ps`` is no faster than its
        FMAs); on CPUs with AVX512_BF16 and no AMX, on ``vdpbf16ps``."""
        self.node = node
        b_name = node.inputs[1]
        if node.op == "Gemm":
            _unknown_attrs(node, {"alpha", "beta", "transA", "transB"})
            alpha, beta = float(node.attrs.get("alpha", 1.0)), float(node.attrs.get("beta", 1.0))
            self.trans_a = bool(node.attrs.get("transA", 0))
            w = graph.initializers[b_name]
            w = w if node.attrs.get("transB", 0) else w.T  # (N, K)
            w = w * np.float32(alpha) if alpha != 1.0 else w
            bias = None
            self.add = None
            if len(node.inputs) > 2 and node.inputs[2]:
                c = graph.initializers[node.inputs[2]] * np.float32(beta)
                if c.size == w.shape[0] and c.ndim <= 2 and (c.ndim < 2 or c.shape[0] == 1):
                    bias = c.reshape(-1)
                else:
                    self.add = c  # a full (M, N) or column C: added after
        else:
            _unknown_attrs(node, set())
            self.trans_a = False
            w, bias, self.add = graph.initializers[b_name].T, None, None
        n, k = w.shape
        kind = precision_kind(precision, amx_takes=lambda: amx_pays(k, n, (1, 1), (1, 1)), bf16_takes=True)
        amx = kind is AmxConv2d
        self.op = kind(np.ascontiguousarray(w, dtype=np.float32)[:, :, None, None],
                       None if bias is None else bias.astype(np.float32), num_threads=num_threads)  # fmt: skip
        # few rows (a classifier's batch) on vdpbf16ps, built when first needed: see BF16_FEW_ROWS
        self._few_rows = amx and bf16_supported()
        self._few_op: Conv2d | None = None

    def set_threads(self, num_threads: int | None) -> None:
        self.op.num_threads = num_threads
        if self._few_op is not None:
            self._few_op.num_threads = num_threads

    def _op_for(self, rows: int) -> Conv2d:
        """The op for a product of ``rows`` rows: AMX tiles, or ``vdpbf16ps`` for at most BF16_FEW_ROWS."""
        if not self._few_rows or rows > BF16_FEW_ROWS:
            return self.op
        if self._few_op is None:  # from the AMX op's weights: already bf16, rounded again to themselves
            self._few_op = Bf16Conv2d(self.op.weight, self.op.bias, num_threads=self.op.num_threads)
        return self._few_op

    def __call__(self, inputs, out=None):
        a = inputs[0]
        if self.trans_a:
            a = a.T
        if a.ndim < 2 or a.shape[-1] != self.op.params.in_channels:
            k = self.op.params.in_channels
            raise ValueError(f"node {self.node}: input of shape {a.shape} does not match weights of K={k}")
        lead = a.shape[:-1]
        rows = int(np.prod(lead, dtype=np.int64))
        x = np.ascontiguousarray(a, dtype=np.float32).reshape(1, 1, rows, a.shape[-1])
        n = self.op.params.out_channels
        target = out[0] if out is not None and out[0] is not None and self.add is None else None
        y = self._op_for(rows)(x, out=None if target is None else target.reshape(1, 1, rows, n))
        y = y.reshape(*lead, n)
        if self.add is not None:
            return [_emit(out, 0, y + self.add)]
        return [target if target is not None else y]

    def native(self, inputs, out) -> list[NativeCall] | None:
        a = inputs[0]
        if self.trans_a or self.add is not None or out is None or out[0] is None or a.dtype != np.float32:
            return None
        if a.ndim < 2 or a.shape[-1] != self.op.params.in_channels or not a.flags.c_contiguous:
            return None
        rows = int(np.prod(a.shape[:-1], dtype=np.int64))
        target = out[0].reshape(1, 1, rows, self.op.params.out_channels)
        return self._op_for(rows).native_calls(a.reshape(1, 1, rows, a.shape[-1]), target)


def gemm_applies(node: Node, graph: Graph) -> bool:
    """Gemm/MatMul whose B (and C) are constant float matrices: runs on the generated GEMM."""
    if node.op not in ("Gemm", "MatMul") or len(node.inputs) < 2 or not graph.is_constant(node.inputs[1]):
        return False
    b = graph.initializers[node.inputs[1]]
    if b.ndim != 2 or b.dtype != np.float32:
        return False
    return node.op == "MatMul" or len(node.inputs) < 3 or not node.inputs[2] or graph.is_constant(node.inputs[2])


class QConvStep:
    """QLinearConv / ConvInteger on NHWC with constant weights, scales and zero points: a ``QConv2d`` (or
    ``ConvInteger``) prepared once (weights packed once), one per input size only with SAME auto_pad. A
    ``requantized`` attribute (``fusion.fuse_into_quantized_convolutions``): the float activation and second
    quantization that followed it, computed in its kernel. A ``qdq.RESIDUAL_ADD`` attribute: the quantized
    residual Add that followed it (``qdq.fuse_residual_adds``), its other operand the tenth input, computed in its
    kernel's epilogue (or, for a residual of another shape, after it in NumPy, as the Add broadcasts)."""

    KNOWN = {"auto_pad", "dilations", "group", "kernel_shape", "pads", "strides", "requantized", RESIDUAL_ADD}

    def __init__(
        self,
        node: Node,
        graph: Graph,
        num_threads: int | None,
        choices: dict | None = None,
        workspace: Workspace | None = None,
    ):
        _unknown_attrs(node, self.KNOWN)
        self.node, self.num_threads = node, num_threads
        self.choices = choices or {}  # tuning records: signature -> implementation choice (plain JSON)
        self.workspace = workspace  # the model's scratch, for the Winograd form's transformed tiles
        self.constants = [graph.initializers[i] if i else None for i in node.inputs[1:9]]
        w = self.constants[2] if node.op == "QLinearConv" else self.constants[0]
        self.kernel = tuple(w.shape[2:])
        if tuple(node.attrs.get("kernel_shape", self.kernel)) != self.kernel:
            why = f"does not match the weights {w.shape}"
            raise _attr_error(node, "kernel_shape", node.attrs.get("kernel_shape"), why)
        self.strides = tuple(node.attrs.get("strides", [1, 1]))
        self.dilations = tuple(node.attrs.get("dilations", [1, 1]))
        self.auto_pad = node.attrs.get("auto_pad", "NOTSET")
        self.requantized = None
        if node.attrs.get("requantized"):
            entries, q_dtype = node.attrs["requantized"]
            self.requantized = ActivationTable(np.asarray(entries), np.dtype(q_dtype))
        self.add = None
        if node.attrs.get(RESIDUAL_ADD):
            ds, dz, rs, rz, qs, qz, r_dtype, q_dtype, relu = node.attrs[RESIDUAL_ADD]
            low = 0.0 if relu else -np.inf
            self.add = QuantizedAdd(ds, dz, rs, rz, qs, qz, np.dtype(r_dtype), np.dtype(q_dtype), low=low)
        self._ops: LRU = LRU()
        self.tuned: set = set()  # keys of _ops built from a tuning record's choice
        self.x_dtype = None

    def _op(self, size: tuple[int, int], x_dtype, add: bool = True):
        """The operator for an input size and type; ``add=False``: without the residual Add (the Add then runs
        after it, in NumPy: a residual that broadcasts)."""
        from ixconv.ops.qconv import ConvInteger, QConv2d

        per_size = self.auto_pad in ("SAME_UPPER", "SAME_LOWER") or self.choices  # records are per input size
        add = self.add if add else None
        key = (tuple(size) if per_size else (0, 0), np.dtype(x_dtype), add is not None)
        op = self._ops.get(key)
        if op is None:
            pads = spatial_pads(self.node, self.auto_pad, size, self.kernel, self.strides, self.dilations)
            geometry = dict(
                stride=self.strides, padding=tuple(pads), dilation=self.dilations,
                groups=int(self.node.attrs.get("group", 1)), num_threads=self.num_threads,
            )  # fmt: skip

            def flat(a):
                return None if a is None else (a.reshape(-1) if a.size > 1 else a.reshape(()))

            c = self.constants + [None] * (8 - len(self.constants))

            def build(**tuned):
                if self.node.op == "QLinearConv":
                    x_scale, x_zp, w, w_scale, w_zp, y_scale, y_zp, bias = c[:8]
                    x_zp = np.zeros((), x_dtype) if x_zp is None else x_zp
                    w_zp = np.zeros((), w.dtype) if w_zp is None else w_zp
                    y_dtype = x_dtype if y_zp is None else y_zp.dtype
                    y_zp = np.zeros((), y_dtype) if y_zp is None else y_zp
                    return QConv2d(w, flat(w_scale), flat(w_zp), x_scale, x_zp, y_scale, y_zp, bias, x_dtype=x_dtype,
                                   y_dtype=y_dtype, input_size=size, requantized=self.requantized, add=add,
                                   workspace=self.workspace, **geometry, **tuned)  # fmt: skip
                w, x_zp, w_zp = c[0], c[1], c[2]
                x_zp = np.zeros((), x_dtype) if x_zp is None else x_zp
                w_zp = np.zeros((), w.dtype) if w_zp is None else flat(w_zp)
                return ConvInteger(w, w_zp, x_zp, x_dtype=x_dtype, **geometry, **tuned)

            try:
                op = build()
            except (ValueError, TypeError) as e:
                raise ValueError(f"node {self.node}: {e}") from None
            choice = self.choices.get(conv_signature(op.params, *size, op.quant_variant))
            if choice is not None and choice.get("impl") != "ixconv-default":
                try:
                    op = build(**qconv_choice_args(choice))
                    self.tuned.add(key)
                except (Unavailable, ValueError, TypeError):
                    pass  # a record is advice: what cannot be built here runs the default
            self._ops[key] = op
        return op

    def signature(self, size: tuple[int, int], x_dtype) -> str:
        op = self._op(size, x_dtype)
        return conv_signature(op.params, *size, op.quant_variant)

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads
        for op in self._ops.values():
            op.num_threads = num_threads

    @property
    def writes_channel_slices(self) -> bool:
        """Whether every operator built so far writes a Concat's channel slice (the memory plan asks after a run)."""
        return bool(self._ops) and all(op.writes_channel_slices for op in self._ops.values())

    def _fits(self, op, x: np.ndarray, residual) -> bool:
        """Whether the residual Add runs in ``op``'s kernel: a residual of the output's shape and the Add's type."""
        return (
            isinstance(residual, np.ndarray) and residual.dtype == self.add.residual_dtype
            and residual.shape == op.output_shape(x.shape)
        )  # fmt: skip

    def __call__(self, inputs, out=None):
        x = inputs[0]
        op = self._op(x.shape[1:3], x.dtype)
        residual = inputs[9] if self.add is not None else None
        if self.add is not None and not self._fits(op, x, residual):
            plain = self._op(x.shape[1:3], x.dtype, add=False)
            try:
                y = self.add.reference(plain(x), residual)  # (NumPy broadcasts the residual)
            except (ValueError, TypeError) as e:
                raise ValueError(f"node {self.node}: {e}") from None
            return [_emit(out, 0, y)]
        target = None if out is None else out[0]
        if target is not None and not target.flags.c_contiguous and not op.writes_channel_slices:
            target = None  # a channel slice (a Concat's input, in place) this kernel cannot write: copy
        if residual is not None and not residual.flags.c_contiguous and not is_channel_slice(residual):
            residual = np.ascontiguousarray(residual)
        try:
            y = op(x, out=target) if self.add is None else op(x, out=target, residual=residual)
        except (ValueError, TypeError) as e:
            raise ValueError(f"node {self.node}: {e}") from None
        return [_emit(out, 0, y) if target is None else y]

    def native(self, inputs, out) -> list[NativeCall] | None:
        if out is None or out[0] is None:
            return None
        x = inputs[0]
        op = self._op(x.shape[1:3], x.dtype)
        if not out[0].flags.c_contiguous and not op.writes_channel_slices:
            return None
        if self.add is None:
            return op.native_calls(x, out[0])
        residual = inputs[9]
        if not self._fits(op, x, residual) or not (residual.flags.c_contiguous or is_channel_slice(residual)):
            return None
        return op.native_calls(x, out[0], residual)
