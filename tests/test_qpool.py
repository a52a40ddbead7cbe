"""8-bit max pooling: the generated kernel (``ixconv.codegen.qpool``) against the NumPy operator over random
shapes (channels past a vector, padding, strides, dilation, ceil mode, batch, threads, uint8 and int8), nothing
written past the output; the pass that runs ``DequantizeLinear -> MaxPool -> QuantizeLinear`` on the bytes
(ONNX Runtime as the oracle) and leaves other parameters alone; and the quantizer giving a MaxPool's output its
input's parameters."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.graph.executor import Model
from ixconv.graph.ir import Node
from ixconv.graph.nhwc_ops import PoolStep
from ixconv.graph.ops import run_node

ort = pytest.importorskip("onnxruntime")


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(1, 2), h=st.integers(1, 13), w=st.integers(1, 13), c=st.integers(1, 150),
    k=st.integers(1, 4), s=st.integers(1, 3), d=st.integers(1, 2), pads=st.lists(st.integers(0, 2), min_size=4,
    max_size=4), ceil=st.booleans(), signed=st.booleans(), threads=st.sampled_from([1, 2]), seed=st.integers(0, 99),
)  # fmt: skip
def test_8bit_max_pool_matches_numpy(n, h, w, c, k, s, d, pads, ceil, signed, threads, seed) -> None:
    pads = [min(p, (k - 1) * d) for p in pads]  # ONNX: a pad smaller than the window
    if (k - 1) * d + 1 > min(h + pads[0] + pads[2], w + pads[1] + pads[3]):
        return
    dtype = np.int8 if signed else np.uint8
    x = np.random.default_rng(seed).integers(np.iinfo(dtype).min, np.iinfo(dtype).max + 1, (n, h, w, c), dtype)
    attrs = {"kernel_shape": [k, k], "strides": [s, s], "dilations": [d, d], "pads": pads, "ceil_mode": int(ceil)}
    node = Node("MaxPool", ["x"], ["y"], attrs, "pool")
    want = run_node(node, [x.transpose(0, 3, 1, 2)], 13)[0].transpose(0, 2, 3, 1)
    step = PoolStep(node)
    step.set_threads(threads)
    buffer = np.full(want.size + 64, 77, dtype)
    out = buffer[: want.size].reshape(want.shape)
    calls = step.native([x], [out])
    assert calls is not None and len(calls) == 1
    calls[0].run()
    np.testing.assert_array_equal(out, want, err_msg=f"{attrs} {x.shape} {dtype.__name__}")
    assert (buffer[want.size :] == 77).all(), "wrote past the output"
    np.testing.assert_array_equal(step([x])[0], want)  # and the Python path, output allocated


def qdq_max_pool(same: bool = True) -> onnx.ModelProto:
    """x -> Q -> DQ -> MaxPool 3x3/2 pad 1 -> Q (same or other parameters) -> DQ -> y."""
    consts = {"s": np.float32(0.05), "z": np.uint8(120), "s2": np.float32(0.05 if same else 0.07),
              "z2": np.uint8(120 if same else 100)}  # fmt: skip
    nodes = [
        helper.make_node("QuantizeLinear", ["x", "s", "z"], ["q"]),
        helper.make_node("DequantizeLinear", ["q", "s", "z"], ["dq"]),
        helper.make_node("MaxPool", ["dq"], ["p"], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]),
        helper.make_node("QuantizeLinear", ["p", "s2", "z2"], ["pq"]),
        helper.make_node("DequantizeLinear", ["pq", "s2", "z2"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "qmax", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 70, 9, 11])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.asarray(v), k) for k, v in consts.items()],
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)


@pytest.mark.parametrize("same", [True, False])
def test_a_qdq_max_pool_runs_on_the_bytes(same: bool) -> None:
    model = qdq_max_pool(same)
    ours = Model(model, num_threads=2)
    pools = [n for n in ours.graph.nodes if n.op == "MaxPool"]
    assert len(pools) == 1
    glue = ours.graph.count("DequantizeLinear") + ours.graph.count("QuantizeLinear")
    assert glue == (2 if same else 4), ours.graph.summary()  # fused: only x's Q and y's DQ are left
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    x = (np.random.default_rng(1).standard_normal((2, 70, 9, 11)) * 3).astype(np.float32)
    for _ in range(2):
        np.testing.assert_array_equal(ours.run({"x": x})["y"], session.run(None, {"x": x})[0])


def test_the_quantizer_gives_a_max_pool_its_inputs_parameters() -> None:
    rng = np.random.default_rng(2)
    w1, w2 = (numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), f"w{i}")
              for i, s in ((1, (8, 3, 3, 3)), (2, (4, 8, 1, 1))))  # fmt: skip
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1] * 4, name="conv1"),
        helper.make_node("Relu", ["c1"], ["r1"]),
        helper.make_node("MaxPool", ["r1"], ["p"], kernel_shape=[2, 2], strides=[2, 2]),
        helper.make_node("Conv", ["p", "w2"], ["y"], name="conv2"),
    ]
    io = [
        helper.make_tensor_value_info(n, TensorProto.FLOAT, s)
        for n, s in (("x", ["N", 3, 8, 8]), ("y", ["N", 4, 4, 4]))
    ]
    graph = helper.make_graph(nodes, "g", io[:1], io[1:], [w1, w2])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
    x = rng.standard_normal((8, 3, 8, 8)).astype(np.float32)
    q = ixconv.quantize_model(model, x)
    consts = {t.name: numpy_helper.to_array(t) for t in q.graph.initializer}
    producers = {o: n for n in q.graph.node for o in n.output}
    pool = next(n for n in q.graph.node if n.op_type == "MaxPool")
    dq_in = producers[pool.input[0]]
    q_out = next(n for n in q.graph.node if n.op_type == "QuantizeLinear" and n.input[0] == pool.output[0])
    assert consts[dq_in.input[1]] == consts[q_out.input[1]] and consts[dq_in.input[2]] == consts[q_out.input[2]]
    ours = Model(q)
    assert not any(n.op == "DequantizeLinear" for n in ours.graph.nodes if n.outputs[0] in (pool.input[0],))
    session = ort.InferenceSession(q.SerializeToString(), providers=["CPUExecutionProvider"])
    np.testing.assert_allclose(ours.run({"x": x})["y"], session.run(None, {"x": x})[0], atol=1e-6)
