"""QLinearConv and ConvInteger in the graph runtime: the NHWC step (constant weights, packed once) and the
NCHW operator (weights given at run time) against ONNX Runtime, in a small quantized network."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import ORT_U8S8_SATURATES
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.graph.nhwc_ops import QConvStep
from ixconv.ops.program import NativeProgram

ort = pytest.importorskip("onnxruntime")


def qnet(constant: bool, auto_pad: str = "NOTSET"):
    """x (float, NCHW) -> QuantizeLinear -> QLinearConv 3x3 -> QLinearConv 1x1 (per-channel) -> ConvInteger
    -> outputs: the int32 map, and the dequantized second conv."""
    rng = np.random.default_rng(0)
    w1 = rng.integers(-127, 128, (16, 3, 3, 3)).astype(np.int8)
    w2 = rng.integers(-127, 128, (24, 16, 1, 1)).astype(np.int8)
    w3 = rng.integers(0, 256, (8, 24, 3, 3)).astype(np.uint8)
    values = {
        "xs": np.float32(0.02), "xz": np.uint8(128), "w1": w1, "w1s": np.float32(0.01), "w1z": np.int8(0),
        "y1s": np.float32(0.1), "y1z": np.uint8(10), "b1": rng.integers(-500, 500, 16).astype(np.int32),
        "w2": w2, "w2s": rng.uniform(0.001, 0.01, 24).astype(np.float32), "w2z": np.zeros(24, np.int8),
        "y2s": np.float32(0.05), "y2z": np.uint8(100), "w3": w3, "w3z": np.uint8(131),
    }  # fmt: skip
    pads = {"pads": [1, 1, 1, 1]} if auto_pad == "NOTSET" else {"auto_pad": auto_pad}
    nodes = [
        helper.make_node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]),
        helper.make_node("QLinearConv", ["xq", "xs", "xz", "w1", "w1s", "w1z", "y1s", "y1z", "b1"], ["y1"], **pads),
        helper.make_node("QLinearConv", ["y1", "y1s", "y1z", "w2", "w2s", "w2z", "y2s", "y2z"], ["y2"]),
        helper.make_node("ConvInteger", ["y2", "w3", "y2z", "w3z"], ["acc"], strides=[2, 2]),
        helper.make_node("DequantizeLinear", ["y2", "y2s", "y2z"], ["y2f"]),
    ]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 12, 10])]
    inits = []
    for name, value in values.items():
        if constant:
            inits.append(numpy_helper.from_array(np.asarray(value), name))
        else:
            dtype = helper.np_dtype_to_tensor_dtype(np.asarray(value).dtype)
            inputs.append(helper.make_tensor_value_info(name, dtype, list(np.shape(value))))
    outputs = [
        helper.make_tensor_value_info("acc", TensorProto.INT32, None),
        helper.make_tensor_value_info("y2f", TensorProto.FLOAT, None),
    ]
    graph = helper.make_graph(nodes, "qnet", inputs, outputs, inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
    feeds = {"x": rng.standard_normal((1, 3, 12, 10)).astype(np.float32)}
    if not constant:
        feeds.update({k: np.asarray(v) for k, v in values.items()})
    return model, feeds


@pytest.mark.parametrize("constant", [True, False], ids=["nhwc-step", "runtime-weights"])
@pytest.mark.parametrize("auto_pad", ["NOTSET", "SAME_UPPER"])
def test_quantized_network_matches_onnx_runtime(constant: bool, auto_pad: str) -> None:
    model, feeds = qnet(constant, auto_pad)
    ours = ixconv.load(model)
    if constant:
        assert sum(isinstance(s, QConvStep) for s in ours.steps) == 3
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    theirs = session.run(None, feeds)
    if ORT_U8S8_SATURATES:
        # ONNX Runtime's u8 x s8 saturates without VNNI, and its fix (tests/conftest.py) needs constant weights and
        # graph optimizations: onnx's reference evaluator (exact integers; its opsets) is the oracle there
        from onnx import version_converter
        from onnx.reference import ReferenceEvaluator

        theirs = ReferenceEvaluator(version_converter.convert_version(model, 21)).run(None, feeds)
    for _ in range(4):  # plan, then segment into native programs, then replay them
        got = ours.run(feeds)
        np.testing.assert_array_equal(got["acc"], theirs[0])  # exact: see tests/test_qconv_ort.py for why it may not be
        np.testing.assert_array_equal(got["y2f"], theirs[1])
    if constant and auto_pad == "NOTSET":  # the three quantized convolutions (and the dequantize) replay natively
        segments = next(iter(ours._segments.values()))
        assert any(isinstance(s, NativeProgram) and len(s) >= 4 for s in segments), segments


def test_per_tensor_quantize_nodes_stay_in_nhwc() -> None:
    """QuantizeLinear / DequantizeLinear with scalar parameters are element-wise: between NHWC quantized
    convolutions they keep the NHWC layout (no transposes in and out), and the results still match."""
    from ixconv.graph.executor import Model

    model, feeds = qnet(constant=True)
    m = Model(model)
    dequantize = [n for n in m.graph.nodes if n.op == "DequantizeLinear"]
    assert len(dequantize) == 1
    # y2 (NHWC, from a quantized convolution) is dequantized where it is, not converted back to NCHW first
    assert m.graph.layouts.get(dequantize[0].inputs[0]) == "NHWC"
    assert m.graph.layouts.get(dequantize[0].outputs[0]) == "NHWC"
    got = m.run(feeds)
    import onnxruntime as ort

    want = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)
    np.testing.assert_array_equal(got["acc"], want[0])
    np.testing.assert_allclose(got["y2f"], want[1], rtol=0, atol=1e-6)
