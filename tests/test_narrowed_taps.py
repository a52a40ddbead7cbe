"""Convolutions narrowed to the taps that read their input (``ops.params.narrowed_window``, ``ConvStep.step_for``):
a dilated layer on a small map, whose outer kernel rows and columns read padding alone, runs as the smaller
layer with the same outputs -- checked against a brute-force count of the taps and a float64 evaluation."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.graph.describe import describe
from ixconv.graph.float64 import evaluate_float64
from ixconv.graph.nhwc_ops import ConvStep
from ixconv.ops.params import live_taps, narrowed_window


def brute_live(size, kernel, stride, dilation, begin, end) -> list[int]:
    outputs = (size + begin + end - (kernel - 1) * dilation - 1) // stride + 1
    return [
        i for i in range(kernel) if any(0 <= o * stride - begin + i * dilation < size for o in range(max(outputs, 0)))
    ]


@settings(max_examples=300, deadline=None)
@given(
    size=st.integers(1, 40), kernel=st.integers(1, 7), stride=st.integers(1, 4), dilation=st.integers(1, 40),
    begin=st.integers(0, 80), end=st.integers(0, 80),
)  # fmt: skip
def test_live_taps_is_the_hull_of_the_taps_that_read_the_input(size, kernel, stride, dilation, begin, end) -> None:
    live = brute_live(size, kernel, stride, dilation, begin, end)
    assert live_taps(size, kernel, stride, dilation, begin, end) == ((live[0], live[-1] + 1) if live else (0, 0))


def test_aspp_at_dilation_36_over_32x32_is_a_1x1_layer() -> None:
    assert narrowed_window((32, 32), (3, 3), (1, 1), (36, 36), (36, 36, 36, 36)) == ((1, 2), (1, 2), (0, 0, 0, 0))
    # dilation 24: every tap reads the input for some output rows (the region split is another matter)
    assert narrowed_window((32, 32), (3, 3), (1, 1), (24, 24), (24, 24, 24, 24)) is None
    # only the rows: a 32x8 map at dilation 12 keeps its three columns
    assert narrowed_window((8, 32), (3, 3), (1, 1), (12, 12), (12, 12, 12, 12)) == ((1, 2), (0, 3), (0, 12, 0, 12))
    assert narrowed_window((7, 7), (3, 3), (1, 1), (1, 1), (1, 1, 1, 1)) is None  # an ordinary layer


def conv_model(c, k, kernel, stride, dilation, pads, groups, seed, relu: bool):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((k, c // groups, *kernel)) * np.sqrt(2.0 / (c // groups * kernel[0] * kernel[1]))
    init = [numpy_helper.from_array(w.astype(np.float32), "w"),
            numpy_helper.from_array(rng.standard_normal(k).astype(np.float32), "b")]  # fmt: skip
    attrs = {"kernel_shape": list(kernel), "strides": list(stride), "dilations": list(dilation), "pads": list(pads)}
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["c" if relu else "y"], group=groups, **attrs)]
    if relu:
        nodes.append(helper.make_node("Relu", ["c"], ["y"]))
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", c, "h", "w"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    graph = helper.make_graph(nodes, "narrowed", [x], [y], init)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model


def conv_steps(model) -> list[ConvStep]:
    return [s for s in model.steps if isinstance(s, ConvStep)]


@settings(max_examples=40, deadline=None)
@given(
    data=st.data(), h=st.integers(1, 12), w=st.integers(1, 12), batch=st.integers(1, 2),
    kernel=st.tuples(st.integers(1, 5), st.integers(1, 5)), dilation=st.tuples(st.integers(1, 9), st.integers(1, 9)),
    stride=st.tuples(st.integers(1, 2), st.integers(1, 2)), relu=st.booleans(), threads=st.sampled_from([1, 2]),
    precision=st.sampled_from(["exact", "fast", "bf16"]),
)  # fmt: skip
def test_a_narrowed_layer_computes_what_the_whole_one_does(
    data, h, w, batch, kernel, dilation, stride, relu, threads, precision
) -> None:
    groups = data.draw(st.sampled_from([1, 2, 3]), label="groups")
    c = groups * data.draw(st.integers(1, 9), label="channels per group")
    k = groups * data.draw(st.integers(1, 9), label="outputs per group")
    if data.draw(st.booleans(), label="depthwise"):
        groups, c, k = c, c, c
    span = [(n - 1) * d + 1 for n, d in zip(kernel, dilation)]
    pads = [data.draw(st.integers(0, s + 3), label=f"pad {i}") for i, s in enumerate(span * 2)]
    if h + pads[0] + pads[2] < span[0] or w + pads[1] + pads[3] < span[1]:
        pads[2], pads[3] = span[0], span[1]  # the window must fit
    proto = conv_model(c, k, kernel, stride, dilation, pads, groups, seed=h * 31 + w, relu=relu)
    x = np.random.default_rng(7).standard_normal((batch, c, h, w)).astype(np.float32)
    model = ixconv.load(proto, precision=precision, num_threads=threads)
    got = model.run({"x": x})["y"]
    ref = evaluate_float64(proto, {"x": x})["y"]
    assert got.shape == ref.shape
    tolerance = (2e-2 if precision == "bf16" else 1e-4) * max(1.0, float(np.abs(ref).max()))
    np.testing.assert_allclose(got, ref, rtol=0, atol=tolerance)
    (step,) = conv_steps(model)
    window = narrowed_window((h, w), kernel, stride, dilation, pads)
    assert (step.step_for((h, w)) is not step) == (window is not None)


def test_deeplab_aspp_branch_runs_as_1x1_and_matches_onnxruntime() -> None:
    ort = pytest.importorskip("onnxruntime")
    proto = conv_model(64, 32, (3, 3), (1, 1), (36, 36), (36, 36, 36, 36), 1, seed=1, relu=True)
    x = np.random.default_rng(2).standard_normal((2, 64, 16, 20)).astype(np.float32)
    expected = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})
    model = ixconv.load(proto, precision="exact", num_threads=2)
    np.testing.assert_allclose(model.run({"x": x})["y"], expected[0], rtol=1e-5, atol=1e-5)
    (step,) = conv_steps(model)
    narrowed = step.step_for((16, 20))
    assert narrowed is not step and tuple(narrowed.node.attrs["kernel_shape"]) == (1, 1)
    (row,) = [r for r in describe(model) if r["op"].endswith("Conv")]
    assert row["flops"] == 2 * 2 * 16 * 20 * 32 * 64  # the narrowed layer's work: a ninth of the 3x3 one's
