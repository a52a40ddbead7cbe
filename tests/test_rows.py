"""Row-wise kernels (Softmax, LayerNormalization, ReduceMean/Sum/Max over trailing axes): against float64
references over random shapes, and as lowerings inside models against ONNX Runtime."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.ops.program import NativeProgram
from ixconv.ops.rows import axis_call, rows_call


def _reference(kind: str, x: np.ndarray, length: int, gamma=None, beta=None, eps=1e-5) -> np.ndarray:
    v = x.astype(np.float64).reshape(-1, length)
    if kind == "softmax":
        e = np.exp(v - v.max(axis=1, keepdims=True))
        return (e / e.sum(axis=1, keepdims=True)).reshape(x.shape)
    if kind == "layernorm":
        mean = v.mean(axis=1, keepdims=True)
        var = ((v - mean) ** 2).mean(axis=1, keepdims=True)
        return ((v - mean) / np.sqrt(var + eps) * gamma + beta).reshape(x.shape)
    return {"mean": v.mean(axis=1), "sum": v.sum(axis=1), "max": v.max(axis=1)}[kind]


@settings(deadline=None, max_examples=150)
@given(
    kind=st.sampled_from(["softmax", "layernorm", "mean", "sum", "max"]), rows=st.integers(1, 40),
    length=st.integers(1, 100), threads=st.sampled_from([1, 2]), offset=st.floats(-50, 50),
)  # fmt: skip
def test_rows_match_float64(kind: str, rows: int, length: int, threads: int, offset: float) -> None:
    rng = np.random.default_rng(rows * 1000 + length)
    x = (rng.standard_normal((rows, length)) * 3 + offset).astype(np.float32)
    gamma = rng.standard_normal(length).astype(np.float32)
    beta = rng.standard_normal(length).astype(np.float32)
    reduced = kind in ("mean", "sum", "max")
    guard = 64
    size = rows if reduced else x.size
    buffer = np.full(size + 2 * guard, np.nan, np.float32)
    y = buffer[guard:-guard].reshape((rows,) if reduced else x.shape)
    call = rows_call(kind, x, y, length, gamma if kind == "layernorm" else None, beta if kind == "layernorm" else None,
                     1e-5, threads)  # fmt: skip
    assert call is not None
    call.run()
    expected = _reference(kind, x, length, gamma, beta)
    scale = np.abs(x).max() * length if kind == "sum" else max(1.0, np.abs(expected).max())
    atol = 4e-6 * scale
    if kind == "layernorm":
        # x - mean in float32 loses ulp(|x|) against a small spread: rows of two close values far from zero
        # (length 2, offset 4: error 1.4e-5) are ill-conditioned for any float32 LayerNorm, ONNX Runtime's too
        v = x.astype(np.float64)
        spread = np.sqrt(v.var(axis=1, keepdims=True) + 1e-5)
        atol = atol + 8 * 2.0**-24 * np.abs(v).max(axis=1, keepdims=True) / spread * np.abs(gamma).max()
    np.testing.assert_array_less(np.abs(y - expected), np.broadcast_to(atol + 1e-30, np.shape(y)))
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[-guard:]).all()


def test_softmax_of_large_and_special_values() -> None:
    x = np.array([[1000.0, 1000.0, -1000.0], [np.inf, 0.0, 0.0], [np.nan, 1.0, 2.0], [-np.inf, 0.0, 0.0]], np.float32)
    y = np.empty_like(x)
    rows_call("softmax", x, y, 3).run()
    np.testing.assert_array_equal(y[0], [0.5, 0.5, 0.0])
    assert np.isnan(y[1]).all() and np.isnan(y[2]).all()  # as NumPy: inf - inf, NaN in the row
    np.testing.assert_array_equal(y[3], [0.0, 0.5, 0.5])


def _model(op: str, shape: list[int]) -> bytes:
    rng = np.random.default_rng(5)
    c = shape[-1]
    inits = [
        numpy_helper.from_array(rng.standard_normal(c).astype(np.float32), "gamma"),
        numpy_helper.from_array(rng.standard_normal(c).astype(np.float32), "beta"),
        numpy_helper.from_array(np.array([-1], np.int64), "axes"),
    ]
    if op == "LayerNormalization":
        nodes = [helper.make_node("LayerNormalization", ["x", "gamma", "beta"], ["y"], axis=-1, epsilon=1e-6)]
    elif op == "Softmax":
        nodes = [helper.make_node("Softmax", ["x"], ["y"], axis=-1)]
    else:  # a LayerNorm as exporters write it out (PP-OCR's SVTR blocks)
        nodes = [
            helper.make_node("ReduceMean", ["x", "axes"], ["mean"]),
            helper.make_node("Sub", ["x", "mean"], ["d"]),
            helper.make_node("Mul", ["d", "d"], ["d2"]),
            helper.make_node("ReduceMean", ["d2", "axes"], ["var"]),
            helper.make_node("Sqrt", ["var"], ["std"]),
            helper.make_node("Div", ["d", "std"], ["n"]),
            helper.make_node("Mul", ["n", "gamma"], ["s"]),
            helper.make_node("Add", ["s", "beta"], ["y"]),
        ]
    graph = helper.make_graph(
        nodes, op, [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)]).SerializeToString()


@pytest.mark.parametrize("op", ["LayerNormalization", "Softmax", "decomposed"])
def test_models_run_natively_and_match_onnx_runtime(op: str) -> None:
    shape = [2, 40, 120]
    data = _model(op, shape)
    x = np.random.default_rng(6).standard_normal(shape).astype(np.float32) * 2 + 1
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    model = ixconv.load(data, num_threads=2)
    for _ in range(3):
        np.testing.assert_allclose(model.run({"x": x})["y"], expected, rtol=0, atol=2e-5 * np.abs(expected).max())
    segments = next(iter(model._segments.values()))
    assert all(isinstance(s, NativeProgram) for s in segments), [s[1].op for s in segments if isinstance(s, tuple)]


@settings(deadline=None, max_examples=80)
@given(
    kind=st.sampled_from(["softmax", "mean", "sum", "max"]), outer=st.integers(1, 4), length=st.integers(1, 20),
    inner=st.integers(2, 150), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_middle_axes_match_float64(kind: str, outer: int, length: int, inner: int, threads: int) -> None:
    """Softmax and reductions over a middle axis (YOLOv8's DFL bins, a mean over NCHW channels): lanes across the
    inner axis, guard bands untouched."""
    x = np.random.default_rng(outer * 1000 + length * 10 + inner).standard_normal((outer, length, inner)) * 4
    x = x.astype(np.float32)
    v = x.astype(np.float64)
    if kind == "softmax":
        e = np.exp(v - v.max(axis=1, keepdims=True))
        expected = e / e.sum(axis=1, keepdims=True)
    else:
        expected = {"mean": v.mean(axis=1), "sum": v.sum(axis=1), "max": v.max(axis=1)}[kind]
    guard = 64
    buffer = np.full(expected.size + 2 * guard, np.nan, np.float32)
    y = buffer[guard:-guard].reshape(expected.shape)
    call = axis_call(kind, x, y, 1, 2, threads)
    assert call is not None
    call.run()
    scale = np.abs(x).max() * length if kind == "sum" else max(1.0, np.abs(expected).max())
    np.testing.assert_allclose(y, expected, rtol=0, atol=4e-6 * scale)
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[-guard:]).all()
