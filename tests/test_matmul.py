"""MatMul of two activations on the generated GEMM (B packed at run time): against float64 over random shapes,
and an attention block against ONNX Runtime, all native."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.ops.matmul import matmul_calls
from ixconv.ops.program import NativeProgram


@settings(deadline=None, max_examples=80)
@given(
    batch=st.lists(st.integers(1, 4), min_size=0, max_size=2), m=st.integers(1, 40), k=st.integers(1, 70),
    n=st.integers(1, 140), shared=st.booleans(), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_matches_float64(batch: list[int], m: int, k: int, n: int, shared: bool, threads: int) -> None:
    rng = np.random.default_rng(m * 10000 + k * 100 + n)
    a = rng.standard_normal((*batch, m, k)).astype(np.float32)
    b = rng.standard_normal((k, n) if shared else (*batch, k, n)).astype(np.float32)
    expected = np.matmul(a.astype(np.float64), b.astype(np.float64))
    guard = 64
    buffer = np.full(expected.size + 2 * guard, np.nan, np.float32)
    y = buffer[guard:-guard].reshape(expected.shape)
    calls = matmul_calls(a, b, y, threads)
    assert calls is not None
    for call in calls:
        call.run()
    np.testing.assert_allclose(y, expected, rtol=0, atol=2e-6 * max(1.0, np.sqrt(k)) * 3)
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[-guard:]).all()


def test_attention_runs_natively_and_matches_onnx_runtime() -> None:
    """softmax(Q K^T / sqrt(d)) V over 8 heads, as PP-OCR's SVTR blocks export it."""
    heads, tokens, dim = 8, 40, 15
    scale = numpy_helper.from_array(np.array(dim**-0.5, np.float32), "scale")
    nodes = [
        helper.make_node("Transpose", ["k"], ["kt"], perm=[0, 1, 3, 2]),
        helper.make_node("MatMul", ["q", "kt"], ["scores"]),
        helper.make_node("Mul", ["scores", "scale"], ["scaled"]),
        helper.make_node("Softmax", ["scaled"], ["p"], axis=-1),
        helper.make_node("MatMul", ["p", "v"], ["y"]),
    ]
    shape = [1, heads, tokens, dim]
    graph = helper.make_graph(
        nodes, "attention", [helper.make_tensor_value_info(name, TensorProto.FLOAT, shape) for name in "qkv"],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [scale],
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()
    rng = np.random.default_rng(9)
    feeds = {name: rng.standard_normal(shape).astype(np.float32) for name in "qkv"}
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, feeds)[0]
    model = ixconv.load(data, num_threads=2)
    for _ in range(3):
        np.testing.assert_allclose(model.run(feeds)["y"], expected, rtol=0, atol=2e-6)
    segments = next(iter(model._segments.values()))
    assert all(isinstance(s, NativeProgram) for s in segments), [s[1].op for s in segments if isinstance(s, tuple)]
