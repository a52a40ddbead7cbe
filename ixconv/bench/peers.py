"""Third-party convolutions measured side by side with ixconv, each at its strongest honest setting.

A peer is a factory ``make(layer, x_nhwc, w_oihw, bias, threads) -> (call, to_nhwc, inputs)``:
``call()`` runs one convolution on data prepared outside the timed region (layout conversion, weight
prepacking, session creation), ``to_nhwc(result)`` turns its output into NHWC float32 for the
correctness check, ``inputs`` are the arrays the call reads (the harness warms them before each run).
A peer whose package is not installed raises ``PeerUnavailable`` with the reason, and the report says
so instead of dropping it.

* ``torch-nchw``    PyTorch eager ``conv2d`` on NCHW tensors (oneDNN)
* ``torch-nhwc``    PyTorch channels_last with the weights reordered once into oneDNN's blocked layout
                    (``mkldnn_reorder_conv2d_weight`` + ``mkldnn._convolution_pointwise``: what
                    inductor's freezing emits); eager channels_last reorders weights on every call
* ``onnxruntime``   a one-node Conv model, ORT_ENABLE_ALL (its NCHWc path), intra-op threads = threads
* ``numpy-im2col``  NumPy im2row + ``matmul`` (the BLAS NumPy links), BLAS threads set by threadpoolctl
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ixconv.bench.layers import ConvLayer


class PeerUnavailable(Exception):
    pass


def _torch():
    try:
        import torch
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise PeerUnavailable("torch is not installed (pip install -e '.[bench]')") from e
    return torch


def torch_nchw(layer: ConvLayer, x, w, b, threads: int):
    torch = _torch()
    torch.set_num_threads(threads)
    xt = torch.from_numpy(np.ascontiguousarray(x.transpose(0, 3, 1, 2)))
    wt, bt = torch.from_numpy(w), torch.from_numpy(b)
    pad, stride, groups = layer.padding, layer.stride, layer.groups

    def call():
        with torch.no_grad():
            return torch.nn.functional.conv2d(xt, wt, bt, stride, pad, 1, groups)

    return call, lambda y: y.numpy().transpose(0, 2, 3, 1), [xt.numpy()]


def torch_nhwc(layer: ConvLayer, x, w, b, threads: int):
    torch = _torch()
    torch.set_num_threads(threads)
    xt = torch.from_numpy(x).permute(0, 3, 1, 2)  # an NCHW view of NHWC memory: channels_last
    assert xt.is_contiguous(memory_format=torch.channels_last)
    bt = torch.from_numpy(b)
    pad, stride, groups = [layer.padding] * 2, [layer.stride] * 2, layer.groups
    try:
        with torch.no_grad():
            packed = torch._C._nn.mkldnn_reorder_conv2d_weight(
                torch.from_numpy(w).to_mkldnn(), pad, stride, [1, 1], groups, list(xt.shape)
            )

        def call():
            with torch.no_grad():
                return torch.ops.mkldnn._convolution_pointwise(
                    xt, packed, bt, pad, stride, [1, 1], groups, "none", [], ""
                )

        call()
    except (RuntimeError, AttributeError):  # a torch without the oneDNN ops: eager channels_last
        wt = torch.from_numpy(w).contiguous(memory_format=torch.channels_last)

        def call():
            with torch.no_grad():
                return torch.nn.functional.conv2d(xt, wt, bt, stride, pad, 1, groups)

    return call, lambda y: y.permute(0, 2, 3, 1).numpy(), [x]


def onnxruntime_conv(layer: ConvLayer, x, w, b, threads: int):
    try:
        import onnxruntime as ort
        from onnx import TensorProto, helper, numpy_helper
    except ImportError as e:
        raise PeerUnavailable("onnxruntime/onnx are not installed (pip install -e '.[bench]')") from e
    n, h, wd, c = x.shape
    oh, ow = layer.out_size
    node = helper.make_node(
        "Conv",
        ["x", "w", "b"],
        ["y"],
        kernel_shape=list(layer.kernel),
        strides=[layer.stride] * 2,
        pads=[layer.padding] * 4,
        group=layer.groups,
    )
    graph = helper.make_graph(
        [node],
        layer.name,
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [n, c, h, wd])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [n, layer.out_channels, oh, ow])],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = min(model.ir_version, 9)
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    feeds = {"x": np.ascontiguousarray(x.transpose(0, 3, 1, 2))}

    def call():
        return session.run(None, feeds)[0]

    return call, lambda y: y.transpose(0, 2, 3, 1), [feeds["x"]]


def numpy_im2col(layer: ConvLayer, x, w, b, threads: int):
    try:
        from threadpoolctl import threadpool_limits
    except ImportError as e:
        raise PeerUnavailable("threadpoolctl is not installed (pip install -e '.[bench]')") from e
    if layer.groups != 1:
        raise PeerUnavailable("grouped convolution is not expressed as one matmul")
    limiter = threadpool_limits(limits=threads, user_api="blas")
    r, s = layer.kernel
    n, h, wd, c = x.shape
    p, st = layer.padding, layer.stride
    oh, ow = layer.out_size
    padded = np.zeros((n, h + 2 * p, wd + 2 * p, c), np.float32)
    rows = np.empty((n, oh, ow, r, s, c), np.float32)
    wmat = np.ascontiguousarray(w.transpose(2, 3, 1, 0).reshape(r * s * c, -1))

    def call():
        padded[:, p : p + h, p : p + wd] = x
        for i in range(r):
            for j in range(s):
                rows[:, :, :, i, j] = padded[:, i : i + st * (oh - 1) + 1 : st, j : j + st * (ow - 1) + 1 : st]
        return rows.reshape(n * oh * ow, -1) @ wmat + b

    call.limiter = limiter  # keep the BLAS thread limit alive as long as the call
    return call, lambda y: y.reshape(n, oh, ow, -1), [x]


PEERS: dict[str, Callable] = {
    "torch-nchw": torch_nchw,
    "torch-nhwc": torch_nhwc,
    "onnxruntime": onnxruntime_conv,
    "numpy-im2col": numpy_im2col,
}


def versions() -> dict[str, str]:
    out = {}
    for module in ("torch", "onnxruntime", "threadpoolctl"):
        try:
            out[module] = __import__(module).__version__
        except ImportError:
            out[module] = "absent"
    try:
        from threadpoolctl import threadpool_info

        blas = [f"{i['internal_api']} {i['version']}" for i in threadpool_info() if i["user_api"] == "blas"]
        out["blas"] = ", ".join(blas)
    except ImportError:
        pass
    return out
