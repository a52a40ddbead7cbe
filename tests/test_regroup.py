"""Reshape -> Transpose -> Reshape of NHWC tensors (ShuffleNet's channel shuffle): the layout pass keeps the
tensor in NHWC (``ixconv.Regroup``), a channel permutation runs as one native gather per pixel, any other chain
falls back to NCHW in NumPy; outputs match ONNX Runtime whether the target shapes are constants or computed
from the input's shape."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.graph.nhwc_ops import regroup_order, reshaped
from ixconv.ops.movement import channel_permute_call
from ixconv.ops.program import NativeProgram


@settings(deadline=None, max_examples=60)
@given(
    pixels=st.integers(1, 300), channels=st.integers(1, 70), threads=st.sampled_from([1, 2, 3]),
    seed=st.integers(0, 2**16),
)  # fmt: skip
def test_channel_permutation_is_exact(pixels: int, channels: int, threads: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((pixels, channels), dtype=np.float32)
    order = rng.permutation(channels)
    guarded = np.full(x.size + 64, 7.0, np.float32)
    y = guarded[32:-32].reshape(x.shape)
    channel_permute_call(x, y, order, threads).run()
    np.testing.assert_array_equal(y, x[:, order])
    assert (guarded[:32] == 7).all() and (guarded[-32:] == 7).all()


def test_channel_permutation_rejects_bad_arguments() -> None:
    x = np.zeros((4, 6), np.float32)
    with pytest.raises(ValueError, match="order must be a permutation"):
        channel_permute_call(x, np.zeros_like(x), [0, 1, 2, 3, 4, 4])
    with pytest.raises(ValueError, match="dst must have"):
        channel_permute_call(x, np.zeros((4, 5), np.float32), np.arange(6))
    with pytest.raises(ValueError, match="src must be"):
        channel_permute_call(x.astype(np.float64), np.zeros_like(x), np.arange(6))
    with pytest.raises(ValueError, match="must not overlap"):
        channel_permute_call(x, x, np.arange(6))


def test_reshaped_follows_onnx_rules() -> None:
    assert reshaped((2, 6, 3, 4), [0, 2, -1, 3, 4]) == (2, 2, 3, 3, 4)
    assert reshaped((2, 6, 3, 4), [0, 2, -1, 3, 4], allowzero=True) is None  # a zero dimension, 144 elements
    assert reshaped((2, 6, 3, 4), [2, 5, -1]) is None
    assert reshaped((2, 6, 3, 4), [-1, -1]) is None


@pytest.mark.parametrize("groups", [2, 3, 4])
def test_regroup_order_of_a_channel_shuffle(groups: int) -> None:
    n, c, h, w = 2, 12, 5, 7
    x = np.random.default_rng(groups).standard_normal((n, c, h, w))
    chain = x.reshape(n, groups, c // groups, h, w).transpose(0, 2, 1, 3, 4).reshape(n, c, h, w)
    order = regroup_order((n, c, h, w), [n, groups, -1, h, w], [0, 2, 1, 3, 4], [0, -1, h, w])
    np.testing.assert_array_equal(x[:, order], chain)


def test_regroup_order_refuses_what_is_not_a_channel_permutation() -> None:
    shape = (1, 8, 4, 6)
    assert regroup_order(shape, [1, 2, 4, 6, 4], [0, 2, 1, 3, 4], [1, 8, 4, 6]) is None  # H, W swapped
    assert regroup_order(shape, [1, 2, 4, 4, 6], [0, 2, 1, 3, 4], [1, 4, 8, 6]) is None  # not back to N, C, H, W
    assert regroup_order(shape, [1, 2, 4, 4, 6], [0, 2, 1, 4, 3], [1, 8, 4, 6]) is None  # moves the spatial axes
    assert regroup_order(shape, [1, 3, -1, 4, 6], [0, 2, 1, 3, 4], [1, 8, 4, 6]) is None  # 8 is not 3 x k


def _shuffle_block(groups: int, computed: bool, split: list[int] | None = None) -> bytes:
    """conv (12 channels) -> channel shuffle (targets constant or computed from Shape) -> Slice half -> conv,
    and the shuffled tensor's other half added back: ShuffleNet v2's unit, small."""
    rng = np.random.default_rng(groups)
    c = 12
    inits = [
        numpy_helper.from_array(rng.standard_normal((c, 3, 3, 3)).astype(np.float32) * 0.3, "w1"),
        numpy_helper.from_array(rng.standard_normal((c // 2, c // 2, 1, 1)).astype(np.float32) * 0.3, "w2"),
        numpy_helper.from_array(np.array([3], np.int64), "axis1"),
        numpy_helper.from_array(np.array([0], np.int64), "zero"),
        numpy_helper.from_array(np.array([c // 2], np.int64), "half"),
        numpy_helper.from_array(np.array([c], np.int64), "full"),
        numpy_helper.from_array(np.array([1], np.int64), "channel_axis"),
    ]
    nodes = [helper.make_node("Conv", ["x", "w1"], ["a"], pads=[1, 1, 1, 1])]
    if computed:  # as torch.onnx writes x.view(n, g, c // g, h, w) with dynamic axes
        inits += [numpy_helper.from_array(np.array(v, np.int64), k) for k, v in
                  {"i0": 0, "i1": 1, "i2": 2, "i3": 3, "g": groups}.items()]  # fmt: skip
        inits.append(numpy_helper.from_array(np.array([groups], np.int64), "g1"))
        nodes += [helper.make_node("Shape", ["a"], ["shape"])]
        for i in range(4):
            nodes += [
                helper.make_node("Gather", ["shape", f"i{i}"], [f"d{i}"], axis=0),
                helper.make_node("Unsqueeze", [f"d{i}", "zero"], [f"u{i}"]),
            ]
        nodes += [
            helper.make_node("Div", ["d1", "g"], ["per"]),
            helper.make_node("Unsqueeze", ["per", "zero"], ["uper"]),
            helper.make_node("Concat", ["u0", "g1", "uper", "u2", "u3"], ["target1"], axis=0),
            helper.make_node("Concat", ["u0", "u1", "u2", "u3"], ["target2"], axis=0),
        ]
    else:
        inits += [
            numpy_helper.from_array(np.array(split or [0, groups, -1, 16, 20], np.int64), "target1"),
            numpy_helper.from_array(np.array([0, -1, 16, 20], np.int64), "target2"),
        ]
    nodes += [
        helper.make_node("Reshape", ["a", "target1"], ["split"]),
        helper.make_node("Transpose", ["split"], ["swapped"], perm=[0, 2, 1, 3, 4]),
        helper.make_node("Reshape", ["swapped", "target2"], ["shuffled"]),
        helper.make_node("Slice", ["shuffled", "zero", "half", "channel_axis"], ["left"]),
        helper.make_node("Slice", ["shuffled", "half", "full", "channel_axis"], ["right"]),
        helper.make_node("Conv", ["right", "w2"], ["b"]),
        helper.make_node("Add", ["left", "b"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "shuffle", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 3, 16, 20])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


@pytest.mark.parametrize("groups", [2, 3, 4])
@pytest.mark.parametrize("computed", [False, True])
def test_a_channel_shuffle_stays_in_nhwc_and_runs_natively(groups: int, computed: bool) -> None:
    data = _shuffle_block(groups, computed)
    session = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    model = ixconv.load(data, num_threads=2)
    ops = [n.op for n in model.graph.nodes]
    assert ops.count("Regroup") == 1 and ops.count("Transpose") == 0, ops
    assert ops.count("ToNHWC") + ops.count("ToNCHW") == 2, ops  # the boundary's two only
    for batch in (1, 3):
        x = np.random.default_rng(batch).standard_normal((batch, 3, 16, 20), dtype=np.float32)
        expected = session.run(None, {"x": x})[0]
        for _ in range(3):  # the third run replays the native program
            got = model.run({"x": x})["y"]
            np.testing.assert_allclose(got, expected, rtol=0, atol=1e-5 * np.abs(expected).max())
    segments = next(iter(model._segments.values()))
    assert all(isinstance(s, NativeProgram) for s in segments), "every step native"


def test_a_chain_that_is_not_a_channel_permutation_still_matches() -> None:
    """The split's spatial dimensions swapped (20 x 16 for 16 x 20): a regroup chain by its nodes, not a channel
    permutation by its shapes, so it runs on NCHW in NumPy (and its result comes back to NHWC)."""
    data = _shuffle_block(2, False, split=[0, 2, -1, 20, 16])
    x = np.random.default_rng(5).standard_normal((2, 3, 16, 20), dtype=np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    model = ixconv.load(data, num_threads=1)
    assert [n.op for n in model.graph.nodes].count("Regroup") == 1
    for _ in range(3):
        np.testing.assert_allclose(model.run({"x": x})["y"], expected, rtol=0, atol=1e-5 * np.abs(expected).max())


def _sequence_block(first: str, target: list[int] | None = None) -> bytes:
    """conv -> (Reshape to N x C x HW | Squeeze the unit height) -> Transpose [0, 2, 1] -> MatMul (a token mixer)
    -> Transpose [0, 2, 1] -> Reshape back to the map -> conv: a map read as a sequence and back (SVTR)."""
    rng = np.random.default_rng(3)
    c, h, w = 10, 1 if first == "Squeeze" else 4, 6
    width = c if target is None else target[1]  # features per token
    inits = [
        numpy_helper.from_array(rng.standard_normal((c, 3, 3, 3)).astype(np.float32) * 0.3, "w1"),
        numpy_helper.from_array(rng.standard_normal((width, width)).astype(np.float32) * 0.3, "mix"),
        numpy_helper.from_array(rng.standard_normal((5, c, 3, 3)).astype(np.float32) * 0.3, "w2"),
        numpy_helper.from_array(np.array(target or [0, c, -1], np.int64), "flat"),
        numpy_helper.from_array(np.array([0, c, h, w], np.int64), "map"),
        numpy_helper.from_array(np.array([2], np.int64), "height_axis"),
    ]
    nodes = [helper.make_node("Conv", ["x", "w1"], ["a"], pads=[1, 1, 1, 1])]
    if first == "Squeeze":
        nodes.append(helper.make_node("Squeeze", ["a", "height_axis"], ["flat_a"]))
    else:
        nodes.append(helper.make_node("Reshape", ["a", "flat"], ["flat_a"]))
    nodes += [
        helper.make_node("Transpose", ["flat_a"], ["tokens"], perm=[0, 2, 1]),
        helper.make_node("MatMul", ["tokens", "mix"], ["mixed"]),
        helper.make_node("Transpose", ["mixed"], ["channels"], perm=[0, 2, 1]),
        helper.make_node("Reshape", ["channels", "map"], ["b"]),
        helper.make_node("Conv", ["b", "w2"], ["y"], pads=[1, 1, 1, 1]),
    ]
    graph = helper.make_graph(
        nodes, "sequence", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, h, w])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


@pytest.mark.parametrize("first", ["Reshape", "Squeeze"])
def test_a_map_read_as_a_sequence_and_back_moves_no_layout(first: str) -> None:
    data = _sequence_block(first)
    model = ixconv.load(data, num_threads=2)
    ops = [n.op for n in model.graph.nodes]
    assert ops.count("Regroup") == 2 and ops.count("Transpose") == 0, ops
    assert ops.count("ToNHWC") + ops.count("ToNCHW") == 2, ops  # the boundary's two only
    x = np.random.default_rng(4).standard_normal((2, 3, 1 if first == "Squeeze" else 4, 6), dtype=np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    for _ in range(3):
        got = model.run({"x": x})["y"]
        np.testing.assert_allclose(got, expected, rtol=0, atol=1e-5 * np.abs(expected).max())
    segments = next(iter(model._segments.values()))
    assert all(isinstance(s, NativeProgram) for s in segments), "every step native"


def test_a_sequence_of_other_shape_still_matches() -> None:
    """Reshape to N x (C*H) x W, not N x C x HW: taken as a chain, run on NCHW in NumPy, still exact."""
    data = _sequence_block("Reshape", target=[0, 40, 6])
    x = np.random.default_rng(6).standard_normal((2, 3, 4, 6), dtype=np.float32)
    session = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    model = ixconv.load(data, num_threads=1)
    assert [n.op for n in model.graph.nodes].count("Regroup") >= 1
    for _ in range(3):
        got = model.run({"x": x})["y"]
        expected = session.run(None, {"x": x})[0]
        np.testing.assert_allclose(got, expected, rtol=0, atol=1e-5 * np.abs(expected).max())
