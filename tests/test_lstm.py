"""LSTM as native calls (ixconv.graph.recurrent_step): against ONNX Runtime over directions, sizes, initial
states and outputs, with every step native; uncovered cases fall back to the NumPy operator."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.ops.program import NativeProgram


def _model(steps, batch, width, hidden, direction, bias, states, outputs, extra_attrs=None) -> bytes:
    rng = np.random.default_rng(steps * 100 + hidden)
    dirs = 2 if direction == "bidirectional" else 1
    inits = [
        numpy_helper.from_array((rng.standard_normal((dirs, 4 * hidden, width)) * 0.3).astype(np.float32), "W"),
        numpy_helper.from_array((rng.standard_normal((dirs, 4 * hidden, hidden)) * 0.3).astype(np.float32), "R"),
    ]
    inputs = ["x", "W", "R", "", "", "", ""]
    graph_inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [steps, batch, width])]
    if bias:
        inits.append(numpy_helper.from_array(rng.standard_normal((dirs, 8 * hidden)).astype(np.float32), "B"))
        inputs[3] = "B"
    if states:
        for k, name in ((5, "h0"), (6, "c0")):
            inputs[k] = name
            graph_inputs.append(helper.make_tensor_value_info(name, TensorProto.FLOAT, [dirs, batch, hidden]))
    names = ["y", "y_h", "y_c"]
    node_outputs = [n if n in outputs else "" for n in names]
    while node_outputs and not node_outputs[-1]:
        node_outputs.pop()
    attrs = {"hidden_size": hidden, "direction": direction, **(extra_attrs or {})}
    node = helper.make_node("LSTM", inputs, node_outputs, **attrs)
    # a consumer of each output, so the model's program holds the LSTM between other nodes
    nodes = [node] + [helper.make_node("Relu", [n], [f"{n}_out"]) for n in outputs]
    graph_outputs = [helper.make_tensor_value_info(f"{n}_out", TensorProto.FLOAT, None) for n in outputs]
    graph = helper.make_graph(nodes, "lstm", graph_inputs, graph_outputs, inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)]).SerializeToString()


@pytest.mark.parametrize(
    "steps, batch, width, hidden, direction, bias, states, outputs",
    [
        (5, 1, 7, 16, "forward", True, False, ("y",)),
        (6, 3, 20, 33, "bidirectional", True, True, ("y", "y_h", "y_c")),
        (4, 2, 9, 8, "reverse", False, True, ("y_h",)),
        (1, 1, 3, 5, "bidirectional", True, False, ("y", "y_c")),
        (12, 2, 64, 128, "bidirectional", True, False, ("y",)),
    ],
)
def test_matches_onnx_runtime_natively(steps, batch, width, hidden, direction, bias, states, outputs) -> None:
    data = _model(steps, batch, width, hidden, direction, bias, states, outputs)
    rng = np.random.default_rng(1)
    dirs = 2 if direction == "bidirectional" else 1
    feeds = {"x": rng.standard_normal((steps, batch, width)).astype(np.float32)}
    if states:
        feeds["h0"] = rng.standard_normal((dirs, batch, hidden)).astype(np.float32)
        feeds["c0"] = rng.standard_normal((dirs, batch, hidden)).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, feeds)
    model = ixconv.load(data, num_threads=2)
    for _ in range(3):
        got = model.run(feeds)
        for name, value in zip([f"{n}_out" for n in outputs], expected):
            np.testing.assert_allclose(got[name], value, rtol=0, atol=2e-6, err_msg=name)
    segments = next(iter(model._segments.values()))
    assert all(isinstance(s, NativeProgram) for s in segments), [s[1].op for s in segments if isinstance(s, tuple)]


def test_uncovered_cases_run_the_operator() -> None:
    """A clipped LSTM is not covered by the native cell: the NumPy operator runs it, and it still matches."""
    data = _model(4, 2, 6, 8, "forward", True, False, ("y",), {"clip": 0.5})
    x = np.random.default_rng(2).standard_normal((4, 2, 6)).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    model = ixconv.load(data)
    for _ in range(3):
        np.testing.assert_allclose(model.run({"x": x})["y_out"], expected, rtol=0, atol=2e-6)


@pytest.mark.parametrize("threads", [1, 2])
def test_bf16_runs_the_gemms_on_amx_where_they_pay(threads: int) -> None:
    """Under precision="bf16" on a CPU with AMX, the input projection and the recurrence of a wide LSTM run on
    AMX tiles (a narrow one stays fp32: ``amx_pays``); on a CPU with AVX512_BF16 and no AMX, on ``vdpbf16ps``
    (``Bf16Conv2d``, as the other dense layers); every step still native, within the bf16 rounding of ONNX
    Runtime's fp32 result over 12 steps of both directions; elsewhere the plan is the fp32 one."""
    from ixconv.graph.recurrent_step import LSTMStep
    from ixconv.ops.amx import AmxConv2d, amx_supported
    from ixconv.ops.bf16 import Bf16Conv2d, bf16_supported
    from ixconv.ops.conv import Conv2d

    for hidden, wide in ((128, True), (16, False)):
        data = _model(12, 2, 64, hidden, "bidirectional", True, True, ("y", "y_h", "y_c"))
        rng = np.random.default_rng(hidden)
        feeds = {"x": rng.standard_normal((12, 2, 64)).astype(np.float32),
                 "h0": rng.standard_normal((2, 2, hidden)).astype(np.float32),
                 "c0": rng.standard_normal((2, 2, hidden)).astype(np.float32)}  # fmt: skip
        expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, feeds)
        model = ixconv.load(data, num_threads=threads, precision="bf16")
        for _ in range(3):
            got = model.run(feeds)
            for name, value in zip(("y_out", "y_h_out", "y_c_out"), expected):
                assert np.abs(got[name] - value).max() <= 3e-2 * np.abs(value).max(), name  # bf16 products
        step = next(s for s in model.steps if isinstance(s, LSTMStep))
        on_amx = [isinstance(op, AmxConv2d) for op in step._ops.values()]
        assert all(on_amx) == (wide and amx_supported()) and (any(on_amx) or not wide or not amx_supported())
        if not amx_supported():
            kinds = {type(op) for op in step._ops.values()}
            assert kinds == ({Bf16Conv2d} if bf16_supported() else {Conv2d}), kinds
        segments = next(iter(model._segments.values()))
        assert all(isinstance(s, NativeProgram) for s in segments)
