"""The float64 evaluation (``ixconv.graph.float64``): the graph in double precision, the arbiter when ixconv
and a peer disagree. Checked against ixconv's float64 direct convolution (exact to rounding) and, on a whole
model, against ONNX Runtime's float32 run (close, and farther from it than from itself)."""

from __future__ import annotations

import numpy as np
import pytest

from ixconv import Conv2d, zoo
from ixconv.graph.float64 import evaluate_float64
from ixconv.ops.reference import conv2d_reference

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")


def test_a_convolution_in_double_precision() -> None:
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(0)
    w = rng.standard_normal((8, 3, 3, 3)).astype(np.float32)
    b = rng.standard_normal(8).astype(np.float32)
    x = rng.standard_normal((2, 3, 9, 7)).astype(np.float32)
    graph = helper.make_graph(
        [
            helper.make_node("Conv", ["x", "w", "b"], ["c"], pads=[1, 0, 2, 1], strides=[2, 1]),
            helper.make_node("Cast", ["c"], ["y"], to=TensorProto.FLOAT),
        ],
        "conv",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, x.shape)],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    (got,) = evaluate_float64(model, {"x": x}).values()
    params = Conv2d(w, b, stride=(2, 1), padding=(1, 0, 2, 1)).params
    expected = conv2d_reference(x.transpose(0, 2, 3, 1), w, b, params).transpose(0, 3, 1, 2)
    assert got.dtype == np.float64  # the Cast to float32 stayed in double precision
    np.testing.assert_allclose(got, expected, rtol=1e-12, atol=1e-12)


def test_a_whole_model_agrees_with_onnx_runtime() -> None:
    model = zoo.mobilenet_v2()
    x = zoo.sample_input()
    (got,) = evaluate_float64(model, {"input": x}).values()
    (single,) = ort.InferenceSession(model.SerializeToString()).run(None, {"input": x})
    assert got.dtype == np.float64
    assert np.max(np.abs(got - single)) <= 1e-5 * np.max(np.abs(got))


def test_names_a_missing_input() -> None:
    with pytest.raises(ValueError, match="input"):
        evaluate_float64(zoo.resnet18(), {})
