"""A QDQ Gemm (a classifier) runs as a 1x1 QLinearConv on an (N, C, 1, 1) view with the Reshapes on the 8-bit
side (``qdq.gemms_as_convolutions``): ONNX Runtime (which runs it as QGemm) is the oracle, for weights stored
as (K, C) or (C, K), per channel or per tensor, with an int32 bias, a float one or none, at two batch sizes;
the whole model stays native (the 8-bit reshapes and the trivial transposes are byte copies); a Gemm the pass
cannot take (alpha != 1) still runs, in float."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from conftest import ort_exact_u8s8
from onnx import TensorProto, helper, numpy_helper

from ixconv.graph.executor import Model

ort = pytest.importorskip("onnxruntime")


def qdq_gemm(trans_b: int, per_channel: bool, bias: str, alpha: float = 1.0, channels: int = 40, k: int = 12):
    rng = np.random.default_rng(trans_b * 4 + per_channel * 2 + len(bias))
    xs, xz, ys, yz = np.float32(0.03), np.uint8(128), np.float32(0.02), np.uint8(100)
    w = rng.integers(-127, 128, (k, channels) if trans_b else (channels, k)).astype(np.int8)
    ws = (rng.uniform(0.5, 2, k) * 0.01).astype(np.float32) if per_channel else np.float32(0.01)
    w, ws = ort_exact_u8s8(w, ws)  # ORT (QGemm u8 x s8) without VNNI is exact on 7-bit weights only: see conftest
    consts = {"xs": xs, "xz": xz, "ys": ys, "yz": yz, "w": w, "ws": ws, "wz": np.zeros(np.shape(ws), np.int8)}
    nodes = [
        helper.make_node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]),
        helper.make_node("DequantizeLinear", ["xq", "xs", "xz"], ["xd"]),
        helper.make_node("DequantizeLinear", ["w", "ws", "wz"], ["wd"], axis=0 if trans_b else 1),
    ]
    gemm_inputs = ["xd", "wd"]
    if bias == "int32":
        consts.update(b=rng.integers(-3000, 3000, k).astype(np.int32), bs=(xs * ws).astype(np.float32),
                      bz=np.zeros(np.shape(ws), np.int32))  # fmt: skip
        nodes.append(helper.make_node("DequantizeLinear", ["b", "bs", "bz"], ["bd"], axis=0))
        gemm_inputs.append("bd")
    elif bias == "float":
        consts["bf"] = rng.standard_normal(k).astype(np.float32)
        gemm_inputs.append("bf")
    nodes += [
        helper.make_node("Gemm", gemm_inputs, ["g"], transB=trans_b, alpha=alpha),
        helper.make_node("QuantizeLinear", ["g", "ys", "yz"], ["gq"]),
        helper.make_node("DequantizeLinear", ["gq", "ys", "yz"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "qgemm", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", channels])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", k])],
        [numpy_helper.from_array(np.asarray(v), name) for name, v in consts.items()],
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)


@pytest.mark.parametrize("trans_b", [1, 0])
@pytest.mark.parametrize("per_channel", [True, False])
@pytest.mark.parametrize("bias", ["int32", "float", ""])
def test_a_qdq_gemm_runs_as_an_8bit_convolution(trans_b: int, per_channel: bool, bias: str) -> None:
    model = qdq_gemm(trans_b, per_channel, bias)
    ours = Model(model, num_threads=2)
    assert ours.graph.count("QLinearConv") == 1 and ours.graph.count("Gemm") == 0, ours.graph.summary()
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(7)
    for batch in (1, 3, 1):
        x = (rng.standard_normal((batch, 40)) * 2).astype(np.float32)
        np.testing.assert_array_equal(ours.run({"x": x})["y"], session.run(None, {"x": x})[0])
    segments = next(iter(ours._segments.values()))
    assert all(not isinstance(segment, tuple) for segment in segments), segments  # no step left to Python


def test_a_gemm_the_pass_cannot_take_runs_in_float() -> None:
    model = qdq_gemm(1, True, "int32", alpha=0.5)
    ours = Model(model)
    assert ours.graph.count("Gemm") == 1 and ours.graph.count("QLinearConv") == 0
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    x = np.random.default_rng(8).standard_normal((2, 40)).astype(np.float32)
    np.testing.assert_allclose(ours.run({"x": x})["y"], session.run(None, {"x": x})[0], atol=0.02 + 1e-6)
    onnx.checker.check_model(model)
