"""Resize on NHWC tensors: the generated resampling kernel against ONNX's definition (the NumPy operator on
the NCHW view) and against ONNX Runtime inside a model."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.graph.ir import Node
from ixconv.graph.nhwc_ops import ResizeStep
from ixconv.graph.ops import run_node
from ixconv.ops.program import NativeProgram
from tests.test_bf16 import needs_bf16

COORDS = ["half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric", "tf_half_pixel_for_nn"]


@settings(deadline=None, max_examples=120)
@given(
    n=st.integers(1, 2), c=st.integers(1, 40), h=st.integers(1, 12), w=st.integers(1, 12),
    mode=st.sampled_from(["nearest", "linear", "cubic"]), coord=st.sampled_from(COORDS),
    nearest_mode=st.sampled_from(["round_prefer_floor", "round_prefer_ceil", "floor", "ceil"]),
    fy=st.sampled_from([0.5, 0.75, 1.0, 1.5, 2.0, 3.0]), fx=st.sampled_from([0.6, 1.0, 2.0, 2.5]),
    by_sizes=st.booleans(), antialias=st.booleans(), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_the_kernel_matches_the_onnx_operator(n, c, h, w, mode, coord, nearest_mode, fy, fx, by_sizes, antialias,
                                              threads) -> None:  # fmt: skip
    if coord == "tf_half_pixel_for_nn" and mode != "nearest":
        coord = "half_pixel"
    attrs = {"mode": mode, "coordinate_transformation_mode": coord, "nearest_mode": nearest_mode}
    if antialias and mode != "nearest":
        attrs["antialias"] = 1
    x = np.random.default_rng(c * 100 + h * 10 + w).standard_normal((n, c, h, w), dtype=np.float32)
    empty = np.zeros(0, np.float32)
    if by_sizes:
        sizes = np.array([n, c, max(1, round(h * fy)), max(1, round(w * fx))], np.int64)
        extra = [empty, empty, sizes]
    else:
        extra = [empty, np.array([1, 1, fy, fx], np.float32)]
    node = Node("Resize", ["x", "roi", "scales", "sizes"][: 1 + len(extra)], ["y"], attrs, "resize")
    (expected,) = run_node(node, [x, *extra], 19)
    step = ResizeStep(node, 19)
    step.set_threads(threads)
    if expected.size and not attrs.get("antialias"):  # (antialiased downsampling may need more than 8 taps)
        assert step._tables([np.ascontiguousarray(x.transpose(0, 2, 3, 1)), *extra]) is not None, "kernel applies"
    guard = 1024
    size = expected.size
    buffer = np.full(size + 2 * guard, np.nan, np.float32)
    out = buffer[guard : guard + size].reshape(expected.transpose(0, 2, 3, 1).shape)
    (got,) = step([np.ascontiguousarray(x.transpose(0, 2, 3, 1)), *extra], [out])
    assert got is out
    scale = max(1.0, float(np.abs(expected).max(initial=0)))
    np.testing.assert_allclose(got.transpose(0, 3, 1, 2), expected, rtol=0, atol=2e-6 * scale)
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[guard + size :]).all()


def test_resizing_channels_falls_back_to_the_operator() -> None:
    x = np.random.default_rng(0).standard_normal((1, 4, 3, 5), dtype=np.float32)
    scales = np.array([1, 2, 2, 1], np.float32)
    node = Node("Resize", ["x", "roi", "scales"], ["y"], {"mode": "nearest"}, "resize")
    (expected,) = run_node(node, [x, np.zeros(0, np.float32), scales], 19)
    step = ResizeStep(node, 19)
    nhwc = np.ascontiguousarray(x.transpose(0, 2, 3, 1))
    assert step._tables([nhwc, np.zeros(0, np.float32), scales]) is None
    (got,) = step([nhwc, np.zeros(0, np.float32), scales])
    np.testing.assert_array_equal(got.transpose(0, 3, 1, 2), expected)


def _detector_neck(mode: str, by_shape: bool) -> bytes:
    """conv -> (upsample x2 | to the size of a skip tensor) -> add with the skip -> conv: an FPN's top-down step."""
    rng = np.random.default_rng(1)
    inits = [
        numpy_helper.from_array(rng.standard_normal((24, 3, 3, 3)).astype(np.float32) * 0.3, "w1"),
        numpy_helper.from_array(rng.standard_normal((24, 3, 1, 1)).astype(np.float32) * 0.3, "w_skip"),
        numpy_helper.from_array(rng.standard_normal((8, 24, 3, 3)).astype(np.float32) * 0.1, "w2"),
        numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "scales"),
        numpy_helper.from_array(np.zeros(0, np.float32), "roi"),
    ]
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["a"], strides=[2, 2], pads=[1, 1, 1, 1]),
        helper.make_node("Conv", ["x", "w_skip"], ["skip"]),
    ]
    if by_shape:
        nodes += [
            helper.make_node("Shape", ["skip"], ["shape"]),
            helper.make_node("Resize", ["a", "roi", "", "shape"], ["up"], mode=mode),
        ]
    else:
        nodes.append(helper.make_node("Resize", ["a", "roi", "scales"], ["up"], mode=mode))
    nodes += [
        helper.make_node("Add", ["up", "skip"], ["sum"]),
        helper.make_node("Conv", ["sum", "w2"], ["y"], pads=[1, 1, 1, 1]),
    ]
    graph = helper.make_graph(
        nodes, "neck", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 32, 48])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


@pytest.mark.parametrize("mode", ["nearest", "linear"])
@pytest.mark.parametrize("by_shape", [False, True])
def test_an_fpn_upsampling_runs_natively_in_nhwc(mode: str, by_shape: bool) -> None:
    data = _detector_neck(mode, by_shape)
    x = np.random.default_rng(2).standard_normal((1, 3, 32, 48), dtype=np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    model = ixconv.load(data, num_threads=2)
    for _ in range(3):  # the third run replays the native program
        got = model.run({"x": x})["y"]
        np.testing.assert_allclose(got, expected, rtol=0, atol=1e-5 * np.abs(expected).max())
    ops = [n.op for n in model.graph.nodes]
    assert ops.count("ToNHWC") + ops.count("ToNCHW") == 2, ops  # the boundary's two only
    segments = next(iter(model._segments.values()))
    assert all(isinstance(s, NativeProgram) for s in segments), "every step native"


def test_an_fpn_concat_takes_upsampled_maps_in_place() -> None:
    """Concat([Resize(a), b, Relu(b)]): the Resize and the convolution write their channel slices of the Concat's
    output directly (partial aliasing), the Relu's output (not a slice writer) is copied; outputs match ONNX
    Runtime on every run."""
    rng = np.random.default_rng(11)
    inits = [
        numpy_helper.from_array(rng.standard_normal((8, 3, 3, 3)).astype(np.float32) * 0.3, "wa"),
        numpy_helper.from_array(rng.standard_normal((5, 3, 1, 1)).astype(np.float32) * 0.3, "wb"),
        numpy_helper.from_array(rng.standard_normal((4, 18, 1, 1)).astype(np.float32) * 0.3, "wc"),
        numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "scales"),
        numpy_helper.from_array(np.zeros(0, np.float32), "roi"),
    ]
    nodes = [
        helper.make_node("Conv", ["x", "wa"], ["a"], strides=[2, 2], pads=[1, 1, 1, 1]),
        helper.make_node("Resize", ["a", "roi", "scales"], ["up"], mode="nearest"),
        helper.make_node("Conv", ["x", "wb"], ["b"]),
        helper.make_node("Sigmoid", ["b"], ["sb"]),
        helper.make_node("Concat", ["up", "b", "sb"], ["cat"], axis=1),
        helper.make_node("Conv", ["cat", "wc"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "fpn", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 16, 24])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()
    session = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    model = ixconv.load(data, num_threads=2)
    for seed in range(4):
        x = np.random.default_rng(seed).standard_normal((1, 3, 16, 24)).astype(np.float32)
        expected = session.run(None, {"x": x})[0]
        np.testing.assert_allclose(model.run({"x": x})["y"], expected, rtol=0, atol=1e-5)
    plan = next(iter(model._plans.values()))
    cat = plan.views[next(n.outputs[0] for n in model.graph.nodes if n.op == "Concat")]
    up = plan.views[next(n.outputs[0] for n in model.graph.nodes if n.op == "Resize")]
    assert np.shares_memory(up, cat), "the Resize writes its slice of the Concat's output"


@needs_bf16
@settings(deadline=None, max_examples=40)
@given(
    n=st.integers(1, 2), c=st.integers(1, 40).map(lambda c: 2 * c), h=st.integers(2, 9), w=st.integers(1, 9),
    mode=st.sampled_from(["nearest", "linear", "cubic"]), fy=st.sampled_from([0.5, 2.0, 3.0]),
    fx=st.sampled_from([1.0, 2.0, 2.5]), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_the_kernel_storing_bf16_rounds_what_it_computes(n, c, h, w, mode, fy, fx, threads) -> None:
    """``ResampleSpec.bf16_output``: the kernel's float32 outputs rounded to bf16 (to nearest even), 2 bytes each
    at the given pixel stride (a channel slice of a wider bf16 tensor), nothing written past them."""
    from ixconv.ops.amx_store import _resample_bf16_variant
    from ixconv.ops.bf16 import to_bf16_bits

    x = np.random.default_rng(c * 100 + h * 10 + w).standard_normal((n, h, w, c), dtype=np.float32)
    node = Node("Resize", ["x", "roi", "scales"], ["y"], {"mode": mode}, "resize")
    extra = [np.zeros(0, np.float32), np.array([1, 1, fy, fx], np.float32)]
    step = ResizeStep(node, 19)
    step.set_threads(threads)
    shape, tables = step._tables([x, *extra])
    fp32 = np.full(shape, np.nan, np.float32)
    call = step._call(x, fp32, tables)
    call.run()
    wide, first, guard = c + 6, 4, 64  # the slice at channels 4 .. 4 + c of a tensor of c + 6 channels
    memory = np.full(guard * 2 + int(np.prod(shape[:3])) * wide, 0xABCD, np.uint16)
    slices = memory[guard:-guard].reshape(*shape[:3], wide)
    fp32_slice = np.empty((*shape[:3], wide), np.float32)[..., first : first + c]  # strides of the fp32 tensor
    call = step._call(x, fp32_slice, tables)
    variant = _resample_bf16_variant(call, next(k for k in call.keep if hasattr(k, "spec")),
                                     slices[..., first:].ctypes.data, memory)  # fmt: skip
    variant.run()
    np.testing.assert_array_equal(slices[..., first : first + c], to_bf16_bits(fp32))
    untouched = np.delete(slices, np.s_[first : first + c], axis=3)
    assert (untouched == 0xABCD).all() and (memory[:guard] == 0xABCD).all() and (memory[-guard:] == 0xABCD).all()
