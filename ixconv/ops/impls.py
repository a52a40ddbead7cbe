"""A convolution built from a *choice*: plain JSON naming an implementation, as tuning records store it.

* ``{"impl": "ixconv", "algorithm": "indirect", "spec": {"kind": "gemm", "isa": ..., "mr": 6, ...}}``
  ixconv's kernel with that spec (``"kind": "dw"`` for a ``DwSpec``; 8-bit: ``"qgemm"``, ``"qdw"``);
* ``{"impl": "ixconv", "algorithm": "winograd", "m": 4, "spec": {"kind": "gemm", ...}}`` Winograd F(m x m, 3x3)
  with that GEMM (a 3x3 stride-1 layer; used by a model only under ``precision="fast"``);
* ``{"impl": "ixconv-default"}`` ixconv's own default choice of algorithm and spec;
* ``{"impl": "torch"}``, ``{"impl": "onnxruntime"}``, ``{"impl": "numpy-im2col"}`` third-party
  convolutions (PyTorch channels_last with prepacked oneDNN weights; a one-node ONNX Runtime session;
  NumPy im2row + BLAS matmul), each wrapped to look like ``Conv2d``: ``op(x, out=None, residual=None)``
  on NHWC float32, bias + residual + clamp applied after the call.

The tuner measures exactly what the graph runtime later runs: both build operators here.
A third-party package that is missing (or a geometry it cannot express) raises ``Unavailable``.
"""

from __future__ import annotations

import contextlib

import numpy as np

from ixconv.codegen.dwconv import DwSpec
from ixconv.codegen.qdwconv import QDwSpec
from ixconv.codegen.qspec import QGemmSpec
from ixconv.codegen.spec import GemmSpec
from ixconv.ops.conv import Conv2d
from ixconv.ops.params import ConvParams, check_weight, make_params

THIRD_PARTY = ("torch", "onnxruntime", "numpy-im2col")
IMPLS = ("ixconv", "ixconv-default", *THIRD_PARTY)


class Unavailable(Exception):
    """This implementation cannot run this convolution here (package missing, geometry unsupported)."""


def spec_from_dict(d: dict) -> GemmSpec | DwSpec | QGemmSpec | QDwSpec:
    fields = {k: v for k, v in d.items() if k != "kind"}
    if d.get("kind") == "dw":
        return DwSpec(**fields)
    if d.get("kind") == "qdw":
        return QDwSpec(**fields)
    if d.get("kind") == "gemm":
        return GemmSpec(**fields)
    if d.get("kind") == "qgemm":
        return QGemmSpec(**fields)
    raise ValueError(f"spec kind must be 'gemm', 'dw', 'qgemm' or 'qdw', got {d.get('kind')!r}")


def qconv_choice_args(choice: dict) -> dict:
    """The ``QConv2d`` / ``ConvInteger`` keyword arguments an 8-bit choice adds: none for the default, else
    the algorithm and the ``QGemmSpec`` (a depthwise layer's ``QDwSpec``). Third-party 8-bit convolutions are not
    offered."""
    impl = choice.get("impl")
    if impl == "ixconv-default":
        return {}
    if impl == "ixconv" and choice.get("spec", {}).get("kind") in ("qgemm", "qdw"):
        return {"algorithm": choice["algorithm"], "spec": spec_from_dict(choice["spec"])}
    raise Unavailable(f"{impl!r} offers no 8-bit convolution here")


def build_conv(
    choice: dict,
    weight: np.ndarray,
    bias: np.ndarray | None,
    *,
    stride,
    padding: tuple[int, int, int, int],
    dilation,
    groups: int,
    activation,
    num_threads: int | None,
    height: int,
    width: int,
    epilogue: tuple = (),
):
    """The operator a choice names, for inputs of ``height`` x ``width`` (``Conv2d`` for ixconv's).
    ``epilogue``: a fused activation (``graph.fusion``), which only ixconv's kernels run."""
    impl = choice.get("impl")
    common = dict(stride=stride, padding=tuple(padding), dilation=dilation, groups=groups, activation=activation)
    if impl in THIRD_PARTY and epilogue:
        raise Unavailable(f"{impl!r} cannot run the fused activation {epilogue}")
    if epilogue:
        common["epilogue"] = tuple(epilogue)
    if impl == "ixconv-default":
        return Conv2d(weight, bias, num_threads=num_threads, **common)
    if impl == "ixconv" and choice.get("algorithm") == "winograd":
        from ixconv.ops.winograd import WinogradConv2d

        spec = spec_from_dict(choice["spec"])
        return WinogradConv2d(weight, bias, m=int(choice["m"]), gemm_spec=spec, num_threads=num_threads, **common)
    if impl == "ixconv":
        spec = spec_from_dict(choice["spec"])
        return Conv2d(weight, bias, algorithm=choice["algorithm"], spec=spec, num_threads=num_threads, **common)
    if impl in THIRD_PARTY:
        w = check_weight(weight, "OIHW")
        params = make_params(w, stride, tuple(padding), dilation, groups, activation)
        b = np.zeros(params.out_channels, np.float32) if bias is None else np.asarray(bias, np.float32)
        cls = {"torch": TorchConv, "onnxruntime": OrtConv, "numpy-im2col": NumpyConv}[impl]
        return cls(w, b, params, num_threads or 1, height, width)
    raise ValueError(f"choice impl must be one of {IMPLS}, got {impl!r}")


def workspace_bytes(op) -> int | None:
    """Bytes an operator holds beyond its input and output after running (packed or transformed weights,
    indirection buffer, scratch); None for the third-party ones, whose workspaces ixconv cannot see."""
    held = getattr(op, "workspace_bytes", None)
    return int(held()) if callable(held) else None


class _Foreign:
    """Shared epilogue and shape logic of the third-party wrappers."""

    name = ""

    def __init__(self, w: np.ndarray, b: np.ndarray, params: ConvParams, threads: int, height: int, width: int):
        self.params, self.threads, self.height, self.width = params, threads, height, width
        self.pad = params.resolve_padding(height, width)
        self.bias = b
        self.algorithm = self.name

    def output_shape(self, input_shape):
        n, h, w, _ = input_shape
        oh, ow = self.params.output_size(h, w)
        return (n, oh, ow, self.params.out_channels)

    def _finish(self, y: np.ndarray, out, residual) -> np.ndarray:
        """``y``: NHWC float32 result with bias, possibly a view into the library's memory."""
        if out is None:
            out = np.empty(y.shape, np.float32)
        if residual is not None:
            np.add(y, residual, out=out)
        else:
            np.copyto(out, y)
        p = self.params
        if p.out_min > -np.inf or p.out_max < np.inf:
            np.clip(out, p.out_min, p.out_max, out=out)
        return out

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.params.out_channels}x{self.params.group_in}x{self.params.kernel})"


class TorchConv(_Foreign):
    name = "torch"

    def __init__(self, w, b, params, threads, height, width):
        super().__init__(w, b, params, threads, height, width)
        try:
            import torch
        except ImportError as e:
            raise Unavailable("torch is not installed") from e
        pad = self.pad
        if (pad.top, pad.left) != (pad.bottom, pad.right):
            raise Unavailable(f"torch conv2d has no asymmetric padding {pad}")
        self.torch = torch
        torch.set_num_threads(threads)
        self._pad = [pad.top, pad.left]
        self._bias = torch.from_numpy(np.ascontiguousarray(b))
        shape = [1, params.in_channels, height, width]
        try:
            with torch.no_grad():
                self._w = torch._C._nn.mkldnn_reorder_conv2d_weight(
                    torch.from_numpy(w).to_mkldnn(), self._pad, list(params.stride), list(params.dilation),
                    params.groups, shape,
                )  # fmt: skip
            self._packed = True
            self._conv(torch.zeros(shape).contiguous(memory_format=torch.channels_last))
        except (RuntimeError, AttributeError):  # no oneDNN ops in this torch: eager channels_last
            self._w = torch.from_numpy(w).contiguous(memory_format=torch.channels_last)
            self._packed = False

    def _conv(self, xt):
        p, torch = self.params, self.torch
        with torch.no_grad():
            if self._packed:
                return torch.ops.mkldnn._convolution_pointwise(
                    xt, self._w, self._bias, self._pad, list(p.stride), list(p.dilation), p.groups, "none", [], ""
                )
            return torch.nn.functional.conv2d(xt, self._w, self._bias, p.stride, self._pad, p.dilation, p.groups)

    def __call__(self, x, out=None, residual=None):
        xt = self.torch.from_numpy(x).permute(0, 3, 1, 2)  # NCHW view of NHWC memory: channels_last
        y = self._conv(xt).permute(0, 2, 3, 1).numpy()
        return self._finish(y, out, residual)


class OrtConv(_Foreign):
    name = "onnxruntime"

    def __init__(self, w, b, params, threads, height, width):
        super().__init__(w, b, params, threads, height, width)
        try:
            import onnxruntime as ort
            from onnx import TensorProto, helper, numpy_helper
        except ImportError as e:
            raise Unavailable("onnxruntime/onnx are not installed") from e
        pad = self.pad
        node = helper.make_node(
            "Conv", ["x", "w", "b"], ["y"], kernel_shape=list(params.kernel), strides=list(params.stride),
            dilations=list(params.dilation), pads=[pad.top, pad.left, pad.bottom, pad.right], group=params.groups,
        )  # fmt: skip
        graph = helper.make_graph(
            [node], "conv",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", params.in_channels, height, width])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
            [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")],
        )  # fmt: skip
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
        model.ir_version = min(model.ir_version, 9)
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        self.session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])

    def __call__(self, x, out=None, residual=None):
        y = self.session.run(None, {"x": np.ascontiguousarray(x.transpose(0, 3, 1, 2))})[0]
        return self._finish(y.transpose(0, 2, 3, 1), out, residual)


class NumpyConv(_Foreign):
    name = "numpy-im2col"

    def __init__(self, w, b, params, threads, height, width):
        super().__init__(w, b, params, threads, height, width)
        if params.groups != 1 or params.dilation != (1, 1):
            raise Unavailable("numpy im2col here does groups=1, dilation=1 only")
        try:
            from threadpoolctl import threadpool_limits
        except ImportError:  # BLAS then uses its own thread count (OPENBLAS_NUM_THREADS ...)
            threadpool_limits = None
        self._limits = threadpool_limits
        r, s = params.kernel
        self.wmat = np.ascontiguousarray(w.transpose(2, 3, 1, 0).reshape(r * s * params.in_channels, -1))

    def __call__(self, x, out=None, residual=None):
        p, pad = self.params, self.pad
        n, h, wd, c = x.shape
        (r, s), (sh, sw) = p.kernel, p.stride
        oh, ow = p.output_size(h, wd)
        padded = np.zeros((n, h + pad.top + pad.bottom, wd + pad.left + pad.right, c), np.float32)
        padded[:, pad.top : pad.top + h, pad.left : pad.left + wd] = x
        rows = np.empty((n, oh, ow, r, s, c), np.float32)
        for i in range(r):
            for j in range(s):
                rows[:, :, :, i, j] = padded[:, i : i + sh * (oh - 1) + 1 : sh, j : j + sw * (ow - 1) + 1 : sw]
        limit = self._limits(limits=self.threads, user_api="blas") if self._limits else contextlib.nullcontext()
        with limit:
            y = rows.reshape(n * oh * ow, -1) @ self.wmat
        y += self.bias
        return self._finish(y.reshape(n, oh, ow, -1), out, residual)
