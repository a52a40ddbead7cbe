"""One step per node: the kernel-backed steps of ``ixconv.graph.nhwc_ops`` and the fused ones, or the NumPy
implementation of any other ONNX operator (``GenericStep``). ``make_step`` chooses; a model imports this
module when it prepares steps (a saved model whose native programs were saved may never need it)."""

from __future__ import annotations

import numpy as np

from ixconv.graph import fusion, layout
from ixconv.graph.ir import Graph, Node
from ixconv.graph.nhwc_ops import (
    BatchNormStep,
    ConcatStep,
    ConvStep,
    ConvTransposeStep,
    GemmStep,
    GlobalPoolStep,
    PoolStep,
    QConvStep,
    RegroupStep,
    ResizeStep,
    ShapeStep,
    TransposeStep,
    gemm_applies,
)
from ixconv.graph.ops import REGISTRY, check_node, run_node
from ixconv.graph.recurrent_step import LSTMStep
from ixconv.ops.fused import fused_call
from ixconv.ops.movement import as_words, byte_copy_call, move_call
from ixconv.ops.program import NativeCall
from ixconv.ops.workspace import Workspace

COPY = (("identity", (0,), ()),)  # the fused element-wise program of a strided copy


def _into_views(results: list, out: list | None) -> list:
    """A NumPy step's results written into its planned arena views (``out``), where they have the planned
    shape; a result of another shape is returned as it is (C-contiguous), never broadcast into the view."""

    def contiguous(value):  # a view (Split, Slice) as the next steps' kernels read it
        return np.ascontiguousarray(value) if isinstance(value, np.ndarray) and value.ndim else value

    if out is None:
        return [contiguous(value) for value in results]
    final = []
    for index, value in enumerate(results):
        target = out[index] if index < len(out) else None
        if target is None or not isinstance(value, np.ndarray) or value.shape != target.shape:
            final.append(contiguous(value))
        else:
            np.copyto(target, value, casting="no")
            final.append(target)
    return final


class GenericStep:
    """Any other ONNX op: the NumPy implementation in ``ixconv.graph.ops`` (ONNX semantics)."""

    RESHAPES = frozenset({"Flatten", "Reshape", "Squeeze", "Unsqueeze", "Identity", "Dropout"})

    def __init__(self, node: Node, opset: int, constant: tuple[bool, ...] = ()):
        """``constant``: which inputs are graph constants (a native call may keep their values)."""
        self.node, self.opset, self._run = node, opset, run_node
        self.constant = constant
        self.fixed = constant  # and the inputs computed from shapes only (set by the Model): fixed per plan
        self.num_threads: int | None = None
        check_node(node, opset)

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads

    def __call__(self, inputs, out=None):
        results = self._run(self.node, inputs, self.opset)
        lower = REGISTRY[self.node.op].lower
        if (
            lower is not None
            and len(results) == 1
            and isinstance(inputs[0], np.ndarray)
            and inputs[0].flags.c_contiguous
        ):
            # a lowered op computes what its native call computes (the same rounding), with or without a plan
            y = results[0]
            if isinstance(y, np.ndarray) and y.dtype == np.float32 and y.size:
                target = out[0] if out and out[0] is not None and out[0].shape == y.shape else np.empty_like(y)
                call = lower(self.node, inputs, target, self.constant, self.num_threads, self.opset)
                if call is not None:
                    for c in call if isinstance(call, list) else [call]:
                        c.run()
                    results = [target]
        return _into_views(results, out)

    def native(self, inputs, out) -> list[NativeCall] | None:
        """Ops that only reshape a float32 tensor become a native copy into their arena view; the
        element-wise ops with a lowering in the operator registry (Add, Relu, Clip, the glue of quantized
        models) a generated kernel; ops that return views of their input (Split, Slice), strided copies."""
        x, y = inputs[0], out[0] if out else None
        if not out or not isinstance(x, np.ndarray):
            return None
        if len(out) > 1:
            return self._view_copies(inputs, out)
        if y is None:
            return None
        lower = REGISTRY[self.node.op].lower
        if lower is not None and x.flags.c_contiguous:  # (each lowering checks the shapes it handles)
            call = lower(self.node, inputs, y, self.constant, self.num_threads, self.opset)
            if call is not None:
                return call if isinstance(call, list) else [call]
        if self.node.op in self.RESHAPES:
            if x.dtype == y.dtype and x.nbytes == y.nbytes and x.ctypes.data == y.ctypes.data and x.flags.c_contiguous:
                return []  # the output is a view of the input's buffer (``executor.reshape_aliases``)
            if x.dtype != np.float32 or y.dtype != np.float32 or x.size != y.size or not x.flags.c_contiguous:
                call = byte_copy_call("copy", x, y, self.num_threads) if x.size == y.size else None  # 8-bit...
                return None if call is None else [call]
            return [move_call("copy", x, y, self.num_threads)]
        return self._view_copies(inputs, out)

    def _view_copies(self, inputs, out) -> list[NativeCall] | None:
        """Ops whose NumPy reference returns views of the first input (Split, Slice, Expand...): the views'
        addresses and strides are fixed with the input's, so each output is a strided native copy. Only when
        every other input is a constant or computed from shapes alone (a slice bound computed from input values
        would move the view)."""
        x = inputs[0]
        if not all(self.fixed[1:]) or (x.dtype != np.float32 and as_words(x) is None):
            return None
        results = self._run(self.node, inputs, self.opset)
        calls = []
        for r, y in zip(results, out):
            if y is None:
                continue
            if x.dtype != np.float32:  # 8-bit: moved as words (the same bits) where the slices allow
                r, y = as_words(r), as_words(y)
                if r is None or y is None:
                    return None
            if not (isinstance(r, np.ndarray) and r.dtype == np.float32 and r.shape == y.shape and r.size):
                return None
            if y.dtype != np.float32 or not np.shares_memory(r, x):  # computed, not a view
                return None
            call = fused_call(COPY, (1,), [r], [y], self.num_threads)
            if call is None:
                return None
            calls.append(call)
        return calls


def make_step(
    node: Node,
    graph: Graph,
    num_threads: int | None,
    choices: dict | None = None,
    precision: str = "exact",
    workspace: Workspace | None = None,
):
    nhwc = node.attrs.get("__layout__") == layout.NHWC
    if node.domain == "ixconv" and node.op in ("ToNHWC", "ToNCHW"):
        step = TransposeStep(node)
        step.set_threads(num_threads)
        return step
    if node.domain == "ixconv" and node.op == "Fused":
        step = fusion.FusedStep(node, graph.opset)
        step.set_threads(num_threads)
        return step
    if node.domain == "ixconv" and node.op == "Regroup":
        step = RegroupStep(node, graph.opset)
        step.set_threads(num_threads)
        return step
    if node.domain == "ixconv" and node.op == "DequantizeAdd":
        step = DequantizeAddStep(node, graph.opset)
        step.set_threads(num_threads)
        return step
    if node.op == "FusedConv" or (node.op == "Conv" and nhwc):
        return ConvStep(node, graph, num_threads, choices, precision, workspace)
    if nhwc and node.op in ("QLinearConv", "ConvInteger"):
        return QConvStep(node, graph, num_threads, choices, workspace)
    if nhwc and node.op in ("MaxPool", "AveragePool"):
        step = PoolStep(node)
        step.set_threads(num_threads)
        return step
    if nhwc and node.op in ("GlobalAveragePool", "GlobalMaxPool"):
        step = GlobalPoolStep(node)
        step.set_threads(num_threads)
        return step
    if nhwc and node.op == "BatchNormalization":
        return BatchNormStep(node, graph)
    if nhwc and node.op == "Concat":
        step = ConcatStep(node)
        step.set_threads(num_threads)
        return step
    if nhwc and node.op == "Shape":
        return ShapeStep(node)
    if nhwc and node.op == "ConvTranspose":
        step = ConvTransposeStep(node, graph, num_threads)
        return step
    if nhwc and node.op in ("Resize", "Upsample"):
        step = ResizeStep(node, graph.opset)
        step.set_threads(num_threads)
        return step
    if node.op == "LSTM" and all(graph.is_constant(i) for i in node.inputs[1:4] if i):
        step = LSTMStep(node, graph, num_threads, precision)
        return step
    if gemm_applies(node, graph):
        return GemmStep(node, graph, num_threads, precision)
    step = GenericStep(node, graph.opset, tuple(bool(i) and graph.is_constant(i) for i in node.inputs))
    step.set_threads(num_threads)
    return step


class DequantizeAddStep:
    """``ixconv.DequantizeAdd`` (``passes.fuse_dequantize_add``): relu?(DequantizeLinear(x) + r), rounded as the
    three ONNX operators round; r itself the DequantizeLinear of an 8-bit tensor when ``quantized_other``
    (inputs 3-5); with two more inputs (scale, zero point) also its QuantizeLinear as a second output (the
    first then "" when nothing else reads it); natively one generated kernel."""

    def __init__(self, node: Node, opset: int):
        self.node, self.opset, self.relu = node, opset, bool(node.attrs.get("relu", 0))
        self.other_quantized = bool(node.attrs.get("quantized_other", 0))
        self.base = 6 if self.other_quantized else 4  # where the QuantizeLinear's scale and zero point start
        self.quantizes = len(node.inputs) == self.base + 2
        self._dequantize = Node("DequantizeLinear", node.inputs[:3], ["dq"], {}, node.name)
        self._dequantize_other = Node("DequantizeLinear", node.inputs[3:6], ["dq"], {}, node.name)
        self._quantize = Node("QuantizeLinear", ["y", *node.inputs[self.base :]], ["q"], {}, node.name)
        self._run = run_node
        self.num_threads: int | None = None

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads

    def __call__(self, inputs, out=None):
        other = self._run(self._dequantize_other, inputs[3:6], self.opset)[0] if self.other_quantized else inputs[3]
        y = np.add(self._run(self._dequantize, inputs[:3], self.opset)[0], other)
        if self.relu:
            y = np.maximum(y, y.dtype.type(0))
        results = [y]
        if self.quantizes:
            results.append(self._run(self._quantize, [y, *inputs[self.base :]], self.opset)[0])
        return _into_views(results, out)

    @staticmethod
    def _eight_bit(x, zero) -> str | None:
        """ "u8" / "s8" for an 8-bit tensor whose zero point (if any) has its type, else None."""
        if not isinstance(x, np.ndarray) or x.dtype not in (np.uint8, np.int8):
            return None
        if zero is not None and (not isinstance(zero, np.ndarray) or zero.dtype != x.dtype):
            return None
        return "u8" if x.dtype == np.uint8 else "s8"

    def native(self, inputs, out) -> list[NativeCall] | None:
        from ixconv.ops.elementwise import elementwise_call

        x, scale, zero, residual = inputs[:4]
        y = out[0] if out else None
        quantized = out[1] if self.quantizes and out and len(out) > 1 else None
        if (y is None and quantized is None) or (self.quantizes and quantized is None):
            return None
        if not all(isinstance(a, np.ndarray) for a in (x, scale, residual)):
            return None
        code = self._eight_bit(x, zero)
        if code is None:
            return None
        kind, extra = "dequantize_add_" + code, {}
        if self.other_quantized:
            other_scale, other_zero = inputs[4:6]
            other_code = self._eight_bit(residual, other_zero)
            if other_code is None or not isinstance(other_scale, np.ndarray) or other_scale.dtype != np.float32:
                return None
            kind += "_b" + other_code
            extra = dict(b_scale=float(other_scale.reshape(())),
                         b_zero=0 if other_zero is None else int(other_zero.reshape(())))  # fmt: skip
        elif residual.dtype != np.float32:
            return None
        if x.shape != residual.shape or not (x.flags.c_contiguous and residual.flags.c_contiguous):
            return None
        for target in (y, quantized):
            if target is not None and (target.shape != x.shape or not target.flags.c_contiguous):
                return None
        if y is not None and y.dtype != np.float32:
            return None
        if self.quantizes:
            q_scale, q_zero = inputs[self.base : self.base + 2]
            if quantized.dtype != q_zero.dtype or q_scale.dtype != np.float32:
                return None
            kind += "_qu8" if quantized.dtype == np.uint8 else "_qs8"
            extra.update(
                quantized=quantized, quantized_scale=float(q_scale.reshape(())), quantized_zero=int(q_zero.reshape(()))
            )
        return [
            elementwise_call(
                kind, x, y, residual, scale=float(scale.reshape(())), zero=0 if zero is None else int(zero.reshape(())),
                low=0.0 if self.relu else -np.inf, num_threads=self.num_threads, **extra,
            )
        ]  # fmt: skip
