"""ConvTranspose as subconvolutions over indirection buffers (ixconv.ops.deconv): against a float64
evaluation of ONNX's definition over random geometries, in models against ONNX Runtime."""

from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.graph.ir import Node
from ixconv.graph.ops import run_node
from ixconv.ops.deconv import ConvTranspose2d
from ixconv.ops.program import NativeProgram


@settings(deadline=None, max_examples=80)
@given(
    n=st.integers(1, 2), group_in=st.integers(1, 9), group_out=st.integers(1, 9), groups=st.sampled_from([1, 1, 2, 3]),
    kh=st.integers(1, 5), kw=st.integers(1, 4), sh=st.integers(1, 3), sw=st.integers(1, 3),
    dh=st.integers(1, 2), dw=st.integers(1, 2), h=st.integers(1, 9), w=st.integers(1, 9),
    pads=st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 3), st.integers(0, 3)),
    output_padding=st.tuples(st.integers(0, 2), st.integers(0, 2)), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_matches_the_float64_definition(n, group_in, group_out, groups, kh, kw, sh, sw, dh, dw, h, w, pads,
                                        output_padding, threads) -> None:  # fmt: skip
    output_padding = (min(output_padding[0], max(sh, dh) - 1), min(output_padding[1], max(sw, dw) - 1))
    rng = np.random.default_rng(h * 1000 + w * 100 + kh * 10 + kw)
    ci, co = group_in * groups, group_out * groups
    weight = rng.standard_normal((ci, group_out, kh, kw)).astype(np.float32)
    bias = rng.standard_normal(co).astype(np.float32)
    x = rng.standard_normal((n, ci, h, w)).astype(np.float32)
    attrs = {"strides": [sh, sw], "dilations": [dh, dw], "pads": list(pads), "output_padding": list(output_padding),
             "group": groups}  # fmt: skip
    node = Node("ConvTranspose", ["x", "w", "b"], ["y"], attrs, "deconv")
    natural = [(h - 1) * sh + (kh - 1) * dh + 1, (w - 1) * sw + (kw - 1) * dw + 1]
    out = [natural[0] + output_padding[0] - pads[0] - pads[2], natural[1] + output_padding[1] - pads[1] - pads[3]]
    if min(out) < 1:
        return
    (expected,) = run_node(node, [x.astype(np.float64), weight.astype(np.float64), bias.astype(np.float64)], 17)
    extra = (out[0] - (natural[0] - pads[0]), out[1] - (natural[1] - pads[1]))
    op = ConvTranspose2d(weight, bias, (sh, sw), (dh, dw), (pads[0], pads[1]), extra, groups, threads)
    shape = (n, out[0], out[1], co)
    guard = 256
    buffer = np.full(int(np.prod(shape)) + 2 * guard, np.nan, np.float32)
    y = buffer[guard:-guard].reshape(shape)
    op(np.ascontiguousarray(x.transpose(0, 2, 3, 1)), y)
    scale = np.abs(expected).max()
    np.testing.assert_allclose(y.transpose(0, 3, 1, 2), expected, rtol=0, atol=1e-5 * max(1.0, scale))
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[-guard:]).all(), "nothing written past the output"


def test_bad_input_is_named() -> None:
    op = ConvTranspose2d(np.ones((4, 2, 2, 2), np.float32), None, (2, 2), (1, 1), (0, 0))
    with pytest.raises(ValueError, match="channels"):
        op(np.ones((1, 3, 3, 3), np.float32))
    with pytest.raises(TypeError, match="x must be"):
        op(np.ones((1, 3, 3, 4), np.float64))
    with pytest.raises(ValueError, match="groups"):
        ConvTranspose2d(np.ones((3, 2, 2, 2), np.float32), None, (2, 2), (1, 1), (0, 0), groups=2)


def _db_head(auto_pad: bool) -> bytes:
    """conv -> relu -> ConvTranspose k2 s2 -> relu -> ConvTranspose k2 s2 (1 channel) -> sigmoid: a DB text
    detector's head; and a k3 s2 p1 output_padding 1 variant (a U-Net's up path) when ``auto_pad``."""
    rng = np.random.default_rng(3)
    inits = [
        numpy_helper.from_array(rng.standard_normal((16, 3, 3, 3)).astype(np.float32) * 0.3, "w1"),
        numpy_helper.from_array(rng.standard_normal((16, 8, 2, 2)).astype(np.float32) * 0.3, "wt1"),
        numpy_helper.from_array(rng.standard_normal(8).astype(np.float32), "bt1"),
        numpy_helper.from_array(rng.standard_normal((8, 1, 3, 3)).astype(np.float32) * 0.3, "wt2"),
    ]
    second = {"strides": [2, 2], "pads": [1, 1, 1, 1], "output_padding": [1, 1]}
    if auto_pad:
        second = {"strides": [2, 2], "auto_pad": "SAME_UPPER"}
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["a"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["a"], ["r"]),
        helper.make_node("ConvTranspose", ["r", "wt1", "bt1"], ["u"], strides=[2, 2]),
        helper.make_node("Relu", ["u"], ["ru"]),
        helper.make_node("ConvTranspose", ["ru", "wt2"], ["v"], **second),
        helper.make_node("Sigmoid", ["v"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "head", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 20, 28])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


@pytest.mark.parametrize("auto_pad", [False, True])
def test_a_detector_head_runs_natively_and_matches_onnx_runtime(auto_pad: bool) -> None:
    data = _db_head(auto_pad)
    x = np.random.default_rng(4).standard_normal((1, 3, 20, 28), dtype=np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    model = ixconv.load(data, num_threads=2)
    for _ in range(3):
        np.testing.assert_allclose(model.run({"x": x})["y"], expected, rtol=0, atol=1e-5)
    segments = next(iter(model._segments.values()))
    assert all(isinstance(s, NativeProgram) for s in segments), "every step native"
    ops = [n.op for n in model.graph.nodes]
    assert ops.count("ToNHWC") + ops.count("ToNCHW") == 2, ops


@pytest.mark.parametrize(
    "ci, co, kh, kw, sh, sw, pads",
    [(24, 1, 2, 2, 2, 2, (0, 0, 0, 0)), (5, 7, 2, 2, 2, 2, (0, 0, 0, 0)), (6, 3, 3, 3, 2, 3, (1, 0, 1, 0)),
     (4, 17, 4, 2, 2, 2, (1, 0, 2, 0)), (3, 2, 1, 3, 1, 3, (0, 0, 0, 0))],
)  # fmt: skip
def test_merged_column_phases_match_the_float64_definition(ci, co, kh, kw, sh, sw, pads) -> None:
    """Kernel width == stride (an upsampling head): the column phases run as one GEMM with sw x K channels."""
    rng = np.random.default_rng(ci * 100 + co)
    weight = rng.standard_normal((ci, co, kh, kw)).astype(np.float32)
    bias = rng.standard_normal(co).astype(np.float32)
    x = rng.standard_normal((2, ci, 5, 6)).astype(np.float32)
    node = Node("ConvTranspose", ["x", "w", "b"], ["y"], {"strides": [sh, sw], "pads": list(pads)}, "deconv")
    (expected,) = run_node(node, [x.astype(np.float64), weight.astype(np.float64), bias.astype(np.float64)], 17)
    natural = ((5 - 1) * sh + kh, (6 - 1) * sw + kw)
    extra = (expected.shape[2] - (natural[0] - pads[0]), expected.shape[3] - (natural[1] - pads[1]))
    op = ConvTranspose2d(weight, bias, (sh, sw), (1, 1), (pads[0], pads[1]), extra, 1, 2)
    assert op.merged_columns == sw
    y = op(np.ascontiguousarray(x.transpose(0, 2, 3, 1)))
    np.testing.assert_allclose(y.transpose(0, 3, 1, 2), expected, rtol=0, atol=1e-5 * max(1.0, np.abs(expected).max()))


@settings(deadline=None, max_examples=40)
@given(
    ci=st.integers(1, 40), co=st.integers(1, 2), s=st.integers(2, 4), h=st.integers(1, 9), w=st.integers(1, 37),
    n=st.integers(1, 2), threads=st.sampled_from([1, 2]), clamp=st.sampled_from([None, (0.0, np.inf), (-0.5, 0.7)]),
)  # fmt: skip
def test_narrow_upsampling_heads_match_the_float64_definition(ci, co, s, h, w, n, threads, clamp) -> None:
    """Kernel = stride, at most 4 outputs per input pixel and row phase (PP-OCR's DB head: 24 -> 1, 2x2/2): the
    narrow kernel (pixels in the lanes; contiguous stores for 1-2 columns, scattered for 3-4), partial pixel
    blocks at each row's end, batch > 1, a fused clamp; nothing written outside the output."""
    if co * s > 4:
        co = 1
    if co * s > 4:
        return
    rng = np.random.default_rng(ci * 1000 + w * 10 + s)
    weight = rng.standard_normal((ci, co, s, s)).astype(np.float32)
    bias = rng.standard_normal(co).astype(np.float32)
    x = rng.standard_normal((n, ci, h, w)).astype(np.float32)
    node = Node("ConvTranspose", ["x", "w", "b"], ["y"], {"strides": [s, s]}, "deconv")
    (expected,) = run_node(node, [x.astype(np.float64), weight.astype(np.float64), bias.astype(np.float64)], 17)
    if clamp is not None:
        expected = np.clip(expected, *clamp)
    op = ConvTranspose2d(weight, bias, (s, s), (1, 1), (0, 0), (0, 0), 1, threads,
                         clamp=clamp or (-np.inf, np.inf))  # fmt: skip
    assert op._narrow()
    shape = (n, h * s, w * s, co)
    guard = 256
    buffer = np.full(int(np.prod(shape)) + 2 * guard, np.nan, np.float32)
    y = buffer[guard:-guard].reshape(shape)
    op(np.ascontiguousarray(x.transpose(0, 2, 3, 1)), y)
    np.testing.assert_allclose(y.transpose(0, 3, 1, 2), expected, rtol=0, atol=1e-5 * max(1.0, np.abs(expected).max()))
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[-guard:]).all(), "nothing written past the output"


@pytest.mark.parametrize("columns", [1, 2, 3, 4])
@pytest.mark.parametrize("pixels", [1, 15, 16, 17, 100])
def test_the_narrow_kernel_as_a_plain_gemm(columns: int, pixels: int) -> None:
    """The narrow kernel over M rows of A (``LDA`` apart, a K that is no whole number of vectors) into M x N
    outputs (one output row), and with its outputs spread (``LDC`` wider than N values: scattered)."""
    from ixconv.codegen.narrow import NARROW_ARG_COUNT, NarrowArg, NarrowSpec, narrow_kernel
    from ixconv.cpu import host
    from ixconv.ops.deconv import pack_narrow
    from ixconv.ops.program import NativeCall
    from ixconv.ops.threads import make_schedule

    rng = np.random.default_rng(columns * 100 + pixels)
    k = 37
    a = rng.standard_normal((pixels, k + 3)).astype(np.float32)  # rows wider than K: LDA != 4 K
    weight = rng.standard_normal((columns, k)).astype(np.float32)
    bias = rng.standard_normal(columns).astype(np.float32)
    spec = NarrowSpec(host().isa, columns)
    packed = pack_narrow(weight, bias, spec.lanes)
    expected = a[:, :k].astype(np.float64) @ weight.T.astype(np.float64) + bias
    for spread in (columns, columns + 3):
        out = np.full((pixels, spread), np.nan, np.float32)
        args = np.zeros(NARROW_ARG_COUNT, np.int64)
        args[NarrowArg.A], args[NarrowArg.W], args[NarrowArg.C] = a.ctypes.data, packed.ctypes.data, out.ctypes.data
        args[NarrowArg.PIXELS], args[NarrowArg.K], args[NarrowArg.BATCH] = pixels, k, 1
        args[NarrowArg.LDA], args[NarrowArg.LDC], args[NarrowArg.W_COLUMN_STRIDE] = (
            a.strides[0],
            out.strides[0],
            packed.strides[0],
        )
        args[NarrowArg.MIN] = int(np.array(-np.inf, np.float32).view(np.int32))
        args[NarrowArg.MAX] = int(np.array(np.inf, np.float32).view(np.int32))
        kernel = narrow_kernel(spec)
        NativeProgram([NativeCall(kernel.run, args, make_schedule(-(-pixels // spec.lanes), 1), keep=(a, out, packed))],
                      [("narrow", "Gemm")]).run()  # fmt: skip
        np.testing.assert_allclose(out[:, :columns], expected, rtol=0, atol=1e-4)
        assert np.isnan(out[:, columns:]).all(), "only the N columns written"


def test_a_relu_or_clip_after_a_transposed_convolution_is_its_clamp() -> None:
    """ConvTranspose -> Relu and ConvTranspose -> Clip: one step each (the bounds in the kernels' epilogue, the
    narrow kernel's too), the outputs ONNX Runtime's."""
    rng = np.random.default_rng(8)
    for act in ("Relu", "Clip"):
        inits = [numpy_helper.from_array(rng.standard_normal((8, 6, 2, 2)).astype(np.float32), "w"),
                 numpy_helper.from_array(rng.standard_normal(6).astype(np.float32), "b"),
                 numpy_helper.from_array(rng.standard_normal((6, 1, 2, 2)).astype(np.float32), "w2"),
                 numpy_helper.from_array(np.array(-0.5, np.float32), "lo"),
                 numpy_helper.from_array(np.array(0.7, np.float32), "hi")]  # fmt: skip
        nodes = [
            helper.make_node("ConvTranspose", ["x", "w", "b"], ["d"], strides=[2, 2]),
            helper.make_node("Relu", ["d"], ["r"])
            if act == "Relu"
            else helper.make_node("Clip", ["d", "lo", "hi"], ["r"]),
            helper.make_node("ConvTranspose", ["r", "w2"], ["d2"], strides=[2, 2]),
            helper.make_node(act, ["d2"], ["y"]) if act == "Relu" else helper.make_node(act, ["d2", "lo", "hi"], ["y"]),
        ]
        graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 8, 13, 11])],
                                  [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits)  # fmt: skip
        data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]).SerializeToString()
        x = rng.standard_normal((2, 8, 13, 11)).astype(np.float32)
        (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
        model = ixconv.load(data, num_threads=2)
        assert [n.op for n in model.graph.nodes if n.op not in ("ToNHWC", "ToNCHW")] == ["ConvTranspose"] * 2
        for _ in range(3):
            np.testing.assert_allclose(model.run({"x": x})["y"], expected, rtol=0, atol=1e-5)
