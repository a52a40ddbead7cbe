"""bf16 convolutions (ixconv.ops.bf16, GemmSpec(dot="bf16")): against float64 within the bf16 rounding bound,
over random geometries (odd channel counts, strides, dilation, padding, batch, threads, residual, channel
slices); the precision policy's fallback on CPUs without AVX512_BF16."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.codegen.bf16 import Bf16Arg
from ixconv.ops.bf16 import Bf16Conv2d, bf16_pairs, bf16_supported, to_bf16_bits
from ixconv.ops.params import make_params
from ixconv.ops.program import NativeProgram
from ixconv.ops.reference import conv2d_reference
from tests.test_winograd import _residual_block

needs_bf16 = pytest.mark.skipif(not bf16_supported(), reason="this CPU has no AVX512_BF16")

# Inputs and weights are rounded to bf16 (8 significant bits: relative error <= 2^-8 each, so <= ~2^-7 per
# product); products are exact in fp32 and summed in fp32. Hence |y - exact| <= 2^-7 * (|x| conv |w|) + fp32
# rounding: the bound checked element by element.
PRODUCT_BOUND = 2.0**-7 + 1e-5


def _bound(x, w, params) -> np.ndarray:
    return conv2d_reference(np.abs(x).astype(np.float64), np.abs(w).astype(np.float64), None, params, None)


def assert_within_the_bf16_bound(op, x, weight, bias, params, res, what: str = "") -> None:
    """``op(x, residual=res)`` into an output fenced by NaN guard cells: every element within the bf16 bound of
    the float64 convolution, nothing written past the output."""
    shape = op.output_shape(x.shape)
    guard = 64
    buffer = np.full(int(np.prod(shape)) + 2 * guard, np.nan, np.float32)
    y = buffer[guard:-guard].reshape(shape)
    op(x, out=y, residual=res)
    exact = conv2d_reference(x.astype(np.float64), weight.astype(np.float64),
                             None if bias is None else bias.astype(np.float64), params,
                             None if res is None else res.astype(np.float64))  # fmt: skip
    bound = PRODUCT_BOUND * _bound(x, weight, params) + 1e-5 * (1 + np.abs(exact))
    excess = np.abs(y - exact) - bound
    assert excess.max() <= 0, f"{what}: exceeds the bound by {excess.max():.3g}"
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[-guard:]).all(), "nothing written past the output"


def test_rounding_to_bf16_is_to_nearest_even() -> None:
    x = np.array([1.0, 1 + 2**-8, 1 + 3 * 2**-8, -2.5, np.inf, 0.0, 2**-130], np.float32)
    back = (to_bf16_bits(x).astype(np.uint32) << 16).view(np.float32)
    np.testing.assert_array_equal(back, np.array([1.0, 1.0, 1 + 2**-6, -2.5, np.inf, 0.0, 2**-130], np.float32))
    assert np.isnan((to_bf16_bits(np.array([np.nan], np.float32)).astype(np.uint32) << 16).view(np.float32)).all()
    pairs = bf16_pairs(np.array([[[[1.0]], [[2.0]], [[3.0]]]], np.float32)).view(np.uint32)  # (1, 2, 1, 1)
    assert pairs.shape == (1, 2, 1, 1) and pairs[0, 0, 0, 0] == 0x3F80 | (0x4000 << 16) and pairs[0, 1, 0, 0] == 0x4040


@needs_bf16
@settings(deadline=None, max_examples=60)
@given(
    n=st.integers(1, 2), h=st.integers(1, 12), w=st.integers(1, 12), c=st.integers(1, 37), k=st.integers(1, 70),
    kernel=st.sampled_from([(1, 1), (3, 3), (1, 3), (5, 5)]), stride=st.integers(1, 2), dilation=st.integers(1, 2),
    pads=st.tuples(st.integers(0, 2), st.integers(0, 2), st.integers(0, 2), st.integers(0, 2)),
    threads=st.sampled_from([1, 2]), residual=st.booleans(), groups=st.sampled_from([1, 1, 2, 3, 5]),
)  # fmt: skip
def test_matches_float64_within_the_bf16_bound(
    n, h, w, c, k, kernel, stride, dilation, pads, threads, residual, groups
):
    r, s = kernel
    if h + pads[0] + pads[2] < (r - 1) * dilation + 1 or w + pads[1] + pads[3] < (s - 1) * dilation + 1:
        return
    if groups > 1:  # groups of an even channel count (2-10 channels each) and of 1-14 outputs each
        c, k = groups * (2 + 2 * (c % 5)), groups * (1 + k % 14)
    rng = np.random.default_rng(h * 1000 + w * 100 + c * 7 + k)
    x = rng.standard_normal((n, h, w, c)).astype(np.float32)
    weight = rng.standard_normal((k, c // groups, r, s)).astype(np.float32)
    bias = rng.standard_normal(k).astype(np.float32)
    op = Bf16Conv2d(weight, bias, stride=stride, padding=pads, dilation=dilation, groups=groups, num_threads=threads)
    params = make_params(weight, stride, pads, dilation, groups, None)
    np.testing.assert_array_equal(op.weight, (to_bf16_bits(weight).astype(np.uint32) << 16).view(np.float32))
    res = rng.standard_normal(op.output_shape(x.shape)).astype(np.float32) if residual else None
    assert_within_the_bf16_bound(op, x, weight, bias, params, res, f"{x.shape} {weight.shape} {op.spec.name}")


@needs_bf16
@settings(deadline=None, max_examples=40)
@given(
    n=st.integers(1, 2), h=st.integers(1, 14), w=st.integers(1, 16), c=st.integers(1, 4), k=st.integers(1, 70),
    r=st.integers(1, 7), s=st.integers(7, 8), stride=st.tuples(st.integers(1, 3), st.integers(1, 3)),
    dilation=st.integers(1, 2), pads=st.tuples(st.integers(0, 3), st.integers(0, 4), st.integers(0, 3),
    st.integers(0, 4)), threads=st.sampled_from([1, 2]), residual=st.booleans(),
)  # fmt: skip
def test_first_layers_run_as_kernel_rows_within_the_bf16_bound(n, h, w, c, k, r, s, stride, dilation, pads, threads,
                                                               residual):  # fmt: skip
    """A first layer of few channels and a wide kernel (a 7x7 stem) runs as ``"rows"``: each kernel row's S*C
    values one tap over a horizontally padded bf16 copy (odd counts: a half word times a zero weight); any stride,
    vertical dilation, padding and batch; within the bf16 bound of float64, nothing written past the output, the
    weights it reports the bf16-rounded ones."""
    if h + pads[0] + pads[2] < (r - 1) * dilation + 1 or w + pads[1] + pads[3] < s:
        return
    rng = np.random.default_rng(h * 1000 + w * 100 + c * 7 + k)
    x = rng.standard_normal((n, h, w, c)).astype(np.float32)
    weight = rng.standard_normal((k, c, r, s)).astype(np.float32)
    bias = rng.standard_normal(k).astype(np.float32)
    op = Bf16Conv2d(weight, bias, stride=stride, padding=pads, dilation=(dilation, 1), num_threads=threads)
    assert op.algorithm == "rows"
    params = make_params(weight, stride, pads, (dilation, 1), 1, None)
    np.testing.assert_array_equal(op.weight, (to_bf16_bits(weight).astype(np.uint32) << 16).view(np.float32))
    res = rng.standard_normal(op.output_shape(x.shape)).astype(np.float32) if residual else None
    assert_within_the_bf16_bound(op, x, weight, bias, params, res, f"{x.shape} {weight.shape} {op.spec.name}")


@needs_bf16
def test_native_calls_channel_slice_activation_and_threads_agree() -> None:
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 9, 11, 21)).astype(np.float32)
    weight = rng.standard_normal((19, 21, 3, 3)).astype(np.float32)
    op1 = Bf16Conv2d(weight, None, padding=1, activation="relu", num_threads=1)
    op2 = Bf16Conv2d(weight, None, padding=1, activation="relu", num_threads=2)
    y1 = op1(x)
    assert (y1 >= 0).all()
    np.testing.assert_array_equal(op2(x), y1)  # every output computed by one item, in one order
    wide = np.full((2, 9, 11, 30), np.nan, np.float32)
    NativeProgram(op2.native_calls(x, wide[..., 4:23])).run()
    np.testing.assert_array_equal(wide[..., 4:23], y1)
    assert np.isnan(wide[..., :4]).all() and np.isnan(wide[..., 23:]).all()
    np.testing.assert_allclose(op1.weight, weight, rtol=2**-8, atol=0)  # as bf16 holds them: half an ulp
    x2, out2, res2 = rng.standard_normal(x.shape).astype(np.float32), np.empty_like(y1), np.ones_like(y1)
    for residual in (None, res2, None):  # the reused calls follow new input, output and residual arrays
        fresh = Bf16Conv2d(weight, None, padding=1, activation="relu", num_threads=1)(x2, residual=residual)
        np.testing.assert_array_equal(op1(x2, out=out2, residual=residual), fresh)


@needs_bf16
def test_refuses_what_it_does_not_run() -> None:
    with pytest.raises(ValueError, match="groups"):  # a pair of bf16 channels would straddle two groups
        Bf16Conv2d(np.ones((4, 3, 3, 3), np.float32), groups=2)
    with pytest.raises(ValueError, match="groups"):  # depthwise
        Bf16Conv2d(np.ones((4, 1, 3, 3), np.float32), groups=4)
    from ixconv.codegen.spec import GemmSpec

    with pytest.raises(ValueError, match="dot='bf16'"):
        Bf16Conv2d(np.ones((4, 4, 3, 3), np.float32), spec=GemmSpec("avx512", 6, 64))
    with pytest.raises(ValueError, match="dot"):
        GemmSpec("avx2", 5, 16, dot="bf16")


def test_bf16_precision_of_a_model_and_its_fallback(monkeypatch) -> None:
    """precision="bf16": dense layers in bf16 where the CPU can (within the bf16 bound of ONNX Runtime's fp32
    result); on a CPU without AVX512_BF16 the same model loads and runs as precision="fast"."""
    import onnxruntime as ort

    import ixconv
    import ixconv.graph.nhwc_ops as nhwc_ops
    from ixconv.graph.nhwc_ops import ConvStep

    data = _residual_block(24)
    x = np.maximum(np.random.default_rng(5).standard_normal((1, 24, 6, 6)), 0).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    scale = np.abs(expected).max()
    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)  # (tests/test_amx.py: the AMX plan)
    for supported in ([True] if bf16_supported() else []) + [False]:
        monkeypatch.setattr(nhwc_ops, "bf16_supported", lambda s=supported: s)
        model = ixconv.load(data, precision="bf16")
        y = model.run({"x": x})["y"]
        ops = [s._op((6, 6)) for s in model.steps if isinstance(s, ConvStep)]
        assert all(isinstance(op, Bf16Conv2d) == supported for op in ops)
        assert np.abs(y - expected).max() / scale <= (2e-2 if supported else 1e-4)


def _rounded(a: np.ndarray) -> np.ndarray:
    """float64 of ``a`` rounded to bf16 (to nearest even), as the kernels round."""
    return (to_bf16_bits(a).astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def _model(nodes: list, name: str, channels: int, inits: list, outputs=("y",)) -> bytes:
    """The serialized opset-13 model of ``nodes`` over an input x of ``channels`` channels (any batch and size)."""
    from onnx import TensorProto, helper

    graph = helper.make_graph(
        nodes, name, [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", channels, "H", "W"])],
        [helper.make_tensor_value_info(o, TensorProto.FLOAT, None) for o in outputs], inits,
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]).SerializeToString()


def _program_calls(model) -> list:
    """The native calls of a model's only plan, program after program."""
    return [c for s in next(iter(model._segments.values())) if hasattr(s, "calls") for c in s.calls]


def _conversions(model) -> int:
    """How many bf16 conversion passes a model's native programs run."""
    from ixconv.ops.bf16 import bf16_converter

    return sum(c.driver is bf16_converter("avx512").run for c in _program_calls(model))


def _stored_as_converted(monkeypatch, data: bytes, x: np.ndarray, threads: int | None = None):
    """(the bf16 plan of ``data``, the same plan converting the input of every bf16 convolution, its output on
    ``x``), after checking that the first gives that output bit for bit, in its first, planned and native runs."""
    import ixconv
    import ixconv.graph.executor as executor

    stored = ixconv.load(data, precision="bf16", num_threads=threads)
    with monkeypatch.context() as patch:
        patch.setattr(executor, "store_bf16_tensors", lambda calls, labels, *rest: (calls, labels))
        converting = ixconv.load(data, precision="bf16", num_threads=threads)
        ys = [converting.run({"x": x})["y"] for _ in range(3)]
    for y in ys[1:] + [stored.run({"x": x})["y"] for _ in range(3)]:
        np.testing.assert_array_equal(y, ys[0])
    return stored, converting, ys[0]


def _grouped_linear_block(seed: int = 0) -> bytes:
    """x -> grouped Conv3x3 (4 groups of 6 channels) -> Relu -> Transpose to NHWC -> MatMul (24 -> 40) -> Add:
    a RegNet-style grouped layer and a ConvNeXt-style Linear on the channels."""
    from onnx import helper, numpy_helper

    rng = np.random.default_rng(seed)
    inits = [
        numpy_helper.from_array((rng.standard_normal((24, 6, 3, 3)) * 0.3).astype(np.float32), "w"),
        numpy_helper.from_array((rng.standard_normal((24, 40)) * 0.2).astype(np.float32), "m"),
        numpy_helper.from_array(rng.standard_normal(40).astype(np.float32), "b"),
    ]
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["h"], pads=[1, 1, 1, 1], group=4),
        helper.make_node("Relu", ["h"], ["r"]),
        helper.make_node("Transpose", ["r"], ["t"], perm=[0, 2, 3, 1]),
        helper.make_node("MatMul", ["t", "m"], ["p"]),
        helper.make_node("Add", ["p", "b"], ["y"]),
    ]
    return _model(nodes, "block", 24, inits)


def test_bf16_plan_takes_grouped_layers_and_linear_layers_without_amx(monkeypatch) -> None:
    """On a CPU with AVX512_BF16 and no AMX (AMD Zen 4 / 5), precision="bf16" runs grouped convolutions and
    MatMul / Gemm with constant weights on ``vdpbf16ps`` too, within the bf16 bound of ONNX Runtime's fp32."""
    import onnxruntime as ort

    import ixconv
    import ixconv.graph.nhwc_ops as nhwc_ops
    from ixconv.graph.nhwc_ops import ConvStep, GemmStep

    data = _grouped_linear_block()
    x = np.random.default_rng(6).standard_normal((2, 24, 7, 9)).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    for supported in ([True] if bf16_supported() else []) + [False]:
        monkeypatch.setattr(nhwc_ops, "bf16_supported", lambda s=supported: s)
        model = ixconv.load(data, precision="bf16")
        for _ in range(3):  # the first run, the planned one, a native program's
            y = model.run({"x": x})["y"]
            assert np.abs(y - expected).max() / np.abs(expected).max() <= (2e-2 if supported else 1e-4)
        convs = [s._op((7, 9)) for s in model.steps if isinstance(s, ConvStep)]
        gemms = [s.op for s in model.steps if isinstance(s, GemmStep)]
        assert len(convs) == 1 and len(gemms) == 1
        assert all(isinstance(op, Bf16Conv2d) == supported for op in convs + gemms)


@needs_bf16
@pytest.mark.parametrize(
    ("h", "w", "c", "k", "kernel", "groups", "threads", "panel"),
    [(9, 7, 8, 21, 3, 1, 2, (7, 32)), (5, 6, 16, 40, 1, 1, 1, (5, 48)), (4, 9, 12, 18, 3, 3, 2, (6, 16)),
     (13, 3, 5, 64, 1, 1, 2, (6, 64)), (3, 3, 4, 1, 1, 1, 1, (12, 16))],
)  # fmt: skip
def test_gemm_stores_its_output_as_bf16(h, w, c, k, kernel, groups, threads, panel) -> None:
    """``GemmSpec(bf16_output=True)``: the outputs rounded to bf16 exactly as the conversion rounds them, at their
    place in an NHWC bf16 tensor of K (rounded up to even) channels; the pad channel and everything past the
    tensor untouched, and no fp32 output written."""
    from dataclasses import replace

    import ixconv
    from ixconv.codegen.gemm import Arg, gemm_kernel
    from ixconv.codegen.spec import GemmSpec

    rng = np.random.default_rng(h * 100 + k)
    weight = rng.standard_normal((k, c // groups, kernel, kernel)).astype(np.float32)
    x = rng.standard_normal((2, h, w, c)).astype(np.float32)
    spec = GemmSpec("avx512", *panel, unroll=2)
    op = ixconv.Conv2d(weight, rng.standard_normal(k).astype(np.float32), padding=kernel // 2, groups=groups,
                       activation="relu", num_threads=threads, spec=spec)  # fmt: skip
    y = op(x)
    out = np.full_like(y, 7.0)
    (call,) = op.native_calls(x, out)
    base = gemm_kernel(op.spec)
    variant = gemm_kernel(replace(op.spec, bf16_output=True))
    assert "_o16" in variant.spec.name
    even = k + k % 2
    guard = 32
    words = np.full(2 * h * w * even + 2 * guard, 0xABCD, np.uint16)
    copy = words[guard:-guard].reshape(2, h, w, even)
    args = call.args.copy()
    args[Arg.C_BF16], args[Arg.C_BF16_PIXEL], args[Arg.C_BF16_BATCH_STRIDE] = (
        copy.ctypes.data,
        2 * even,
        2 * h * w * even,
    )
    driver = variant.igemm if call.driver is base.igemm else variant.gemm
    NativeProgram([type(call)(driver, args, call.schedule, keep=(*call.keep, variant, words))]).run()
    np.testing.assert_array_equal(copy[..., :k], to_bf16_bits(y))
    assert (copy[..., k:] == 0xABCD).all() and (words[:guard] == 0xABCD).all() and (words[-guard:] == 0xABCD).all()
    assert (out == 7.0).all(), "no fp32 output written"
    with pytest.raises(ValueError, match="bf16_output"):
        replace(op.spec, bf16_output=True, k_block=32)


@needs_bf16
@pytest.mark.parametrize(
    ("h", "w", "c", "k", "kernel", "groups", "threads", "panel", "k_block", "bf16_output"),
    [(9, 7, 8, 21, 3, 1, 2, (7, 32), 0, False), (5, 6, 16, 40, 1, 1, 1, (5, 48), 0, True),
     (4, 9, 12, 18, 3, 3, 2, (6, 16), 0, False), (13, 3, 64, 64, 1, 1, 2, (6, 64), 32, False),
     (3, 3, 4, 1, 1, 1, 1, (12, 16), 0, True)],
)  # fmt: skip
def test_gemm_reads_its_residual_as_bf16(h, w, c, k, kernel, groups, threads, panel, k_block, bf16_output) -> None:
    """``GemmSpec(bf16_residual=True)``: the fused residual read as bf16 at half the output's byte offsets (a bf16
    NHWC tensor of the output's shape), widened exactly: the outputs equal the fp32 kernel's with the residual's
    values rounded to bf16, bit for bit (remainder panels, a k-blocked reduction, groups, threads, and together with
    bf16 outputs); nothing read past the tensor (guards of NaN bf16 around it)."""
    from dataclasses import replace

    import ixconv
    from ixconv.codegen.gemm import Arg, gemm_kernel
    from ixconv.codegen.spec import GemmSpec

    rng = np.random.default_rng(h * 100 + k)
    weight = rng.standard_normal((k, c // groups, kernel, kernel)).astype(np.float32)
    x = rng.standard_normal((2, h, w, c)).astype(np.float32)
    spec = GemmSpec("avx512", *panel, unroll=2, k_block=k_block)
    op = ixconv.Conv2d(weight, rng.standard_normal(k).astype(np.float32), padding=kernel // 2, groups=groups,
                       activation="relu", num_threads=threads, spec=spec)  # fmt: skip
    residual = rng.standard_normal((2, h, w, k)).astype(np.float32)
    bits = to_bf16_bits(residual)
    rounded = (bits.astype(np.uint32) << 16).view(np.float32)
    expected = op(x, residual=rounded)
    guard = 64
    words = np.full(bits.size + 2 * guard, 0x7FC1, np.uint16)  # NaN: a read past the tensor shows in the outputs
    words[guard:-guard] = bits.reshape(-1)
    out = np.full_like(expected, 7.0)
    (call,) = op.native_calls(x, out, residual=rounded)
    base = gemm_kernel(op.spec)
    variant = gemm_kernel(replace(op.spec, bf16_residual=True, bf16_output=bf16_output))
    assert "_r16" in variant.spec.name
    args = call.args.copy()
    args[Arg.RESIDUAL] = words[guard:].ctypes.data
    copy = np.zeros((2, h, w, k + k % 2), np.uint16)
    if bf16_output:
        args[Arg.C_BF16], args[Arg.C_BF16_PIXEL], args[Arg.C_BF16_BATCH_STRIDE] = (
            copy.ctypes.data, 2 * copy.shape[-1], copy[0].nbytes)  # fmt: skip
    driver = variant.igemm if call.driver is base.igemm else variant.gemm
    NativeProgram([type(call)(driver, args, call.schedule, keep=(*call.keep, variant, words, copy))]).run()
    if bf16_output:
        np.testing.assert_array_equal(copy[..., :k], to_bf16_bits(expected))
    else:
        np.testing.assert_array_equal(out, expected)


def _chain_block(seed: int = 0) -> bytes:
    """x -> 1x1 Conv (16 -> 24) -> Relu -> h; h -> 1x3 Conv (24 -> 24) -> g; g -> 1x1 Conv (24 -> 16) + Add(x) -> y;
    and h also read by a second 1x1 Conv: h and g are read by bf16 convolutions only, x by an Add too."""
    from onnx import helper, numpy_helper

    rng = np.random.default_rng(seed)
    shapes = {"w1": (24, 16, 1, 1), "w2": (24, 24, 1, 3), "w3": (16, 24, 1, 1), "w4": (16, 24, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in shapes.items()]
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"]),
        helper.make_node("Relu", ["c1"], ["h"]),
        helper.make_node("Conv", ["h", "w2"], ["g"], pads=[0, 1, 0, 1]),  # (1x3: never Winograd)
        helper.make_node("Conv", ["g", "w3"], ["c3"]),
        helper.make_node("Conv", ["h", "w4"], ["c4"]),
        helper.make_node("Add", ["c3", "x"], ["s"]),
        helper.make_node("Add", ["s", "c4"], ["y"]),
    ]
    return _model(nodes, "chain", 16, inits)


@needs_bf16
@pytest.mark.parametrize("threads", [1, 2])
def test_tensors_read_by_bf16_convolutions_only_are_stored_as_bf16(monkeypatch, threads: int) -> None:
    """In a bf16 plan's native program, a tensor that only bf16 convolutions read is stored as bf16 by the GEMM
    that computes it and converted by nobody (h: read by two, g: by one); the results are bit for bit those of
    the plan that converts, and within the bf16 bound of ONNX Runtime's fp32."""
    import onnxruntime as ort

    import ixconv.graph.nhwc_ops as nhwc_ops
    import ixconv.ops.bf16 as bf16_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    # (the tensor only the last Add reads stays fp32 here: stored as bf16, it would be read rounded -- the test of
    # tensors only a residual Add reads)
    monkeypatch.setattr(bf16_ops, "_residual_reading_bf16", lambda *a: None)
    data = _chain_block()
    x = np.random.default_rng(7).standard_normal((2, 16, 9, 11)).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    stored, converting, y = _stored_as_converted(monkeypatch, data, x, threads)
    assert np.abs(y - expected).max() / np.abs(expected).max() <= 2e-2
    assert _conversions(converting) == 4  # x (also read by the Add), h (twice), g
    assert _conversions(stored) == 1  # x only
    stores = [
        c for c in _program_calls(stored) if any(getattr(getattr(k, "spec", None), "bf16_output", 0) for k in c.keep)
    ]
    assert len(stores) == 2  # h's and g's GEMMs


@needs_bf16
@pytest.mark.parametrize(("channels", "threads"), [(24, 1), (24, 2), (23, 2)])
def test_a_tensor_a_bf16_convolution_reads_and_a_residual_adds_is_stored_once_as_bf16(
    monkeypatch, tmp_path, channels, threads
) -> None:
    """x -> 1x1 Conv -> Relu -> h; h -> 1x3 Conv -> Relu -> g; g -> 1x1 Conv + Add(h) -> Relu -> y (a ResNet
    block): h, read by a bf16 convolution and by a fused residual Add, is stored as bf16 only and the residual
    read as bf16 (``GemmSpec.bf16_residual``; an odd channel count, padded to pairs, stays fp32). The outputs
    are those of the plan that keeps h in fp32 but for the residual's rounding (|h - bf16(h)| <= 2^-8 |h|, the
    Relu 1-Lipschitz), the same run after run and once saved and loaded, and within the bf16 bound of ONNX
    Runtime."""
    import onnxruntime as ort
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.graph.executor as executor
    import ixconv.graph.nhwc_ops as nhwc_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    rng = np.random.default_rng(channels)
    c = channels
    shapes = {"w1": (c, 16, 1, 1), "w2": (c, c, 1, 3), "w3": (c, c, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in shapes.items()]
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"]),
        helper.make_node("Relu", ["c1"], ["h"]),
        helper.make_node("Conv", ["h", "w2"], ["c2"], pads=[0, 1, 0, 1]),
        helper.make_node("Relu", ["c2"], ["g"]),
        helper.make_node("Conv", ["g", "w3"], ["c3"]),
        helper.make_node("Add", ["c3", "h"], ["s"]),
        helper.make_node("Relu", ["s"], ["y"]),
    ]
    data = _model(nodes, "residual", 16, inits)
    x = rng.standard_normal((2, 16, 9, 11)).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    stored = ixconv.load(data, precision="bf16", num_threads=threads)
    ys = [stored.run({"x": x})["y"] for _ in range(3)]  # the first, planned and native runs
    for y in ys[1:]:
        np.testing.assert_array_equal(y, ys[0])
    with monkeypatch.context() as patch:
        patch.setattr(executor, "store_bf16_tensors", lambda calls, labels, *rest: (calls, labels))
        converting = ixconv.load(data, precision="bf16", num_threads=threads)
        y_fp32_h = [converting.run({"x": x})["y"] for _ in range(3)][-1]
    assert np.abs(ys[0] - expected).max() / np.abs(expected).max() <= 2e-2
    adds_bf16 = [c for c in _program_calls(stored) if any(getattr(getattr(k, "spec", None), "bf16_residual", 0)
                                                          for k in c.keep)]  # fmt: skip
    if c % 2:
        assert not adds_bf16 and _conversions(stored) == 2  # x and h: h stays fp32
        np.testing.assert_array_equal(ys[0], y_fp32_h)
        return
    assert len(adds_bf16) == 1 and _conversions(stored) == 1  # x only: conv1 stores h as bf16

    w1 = numpy_helper.to_array(inits[0])[:, :, 0, 0]
    h = np.maximum(np.einsum("nchw,kc->nkhw", _rounded(x), _rounded(w1)), 0)  # conv1 as the bf16 kernel computes it
    assert np.all(np.abs(ys[0] - y_fp32_h) <= 2.0**-8 * h * (1 + 1e-3) + 1e-6)
    assert not np.array_equal(ys[0], y_fp32_h), "the residual is read rounded to bf16"
    from ixconv.graph.saved import save

    save(stored, tmp_path / "saved", source=data)
    again = ixconv.load(str(tmp_path / "saved"), precision="bf16", num_threads=threads)
    np.testing.assert_array_equal(again.run({"x": x})["y"], ys[0])


@needs_bf16
@pytest.mark.parametrize("threads", [1, 2])
def test_a_tensor_only_a_residual_add_reads_is_stored_as_bf16_in_its_own_memory(monkeypatch, threads: int) -> None:
    """A ResNet downsampling block: x -> 1x1 Conv -> Relu -> 3x3 Conv -> Relu -> 1x1 Conv (c) + d -> Relu, with
    d = 1x1 Conv(x). The Add is fused into one of the two last layers; the other one's output, read by the Add only,
    is stored under precision="bf16" as bf16 in the first half of its own memory by the layer computing it, and the
    Add reads it so (``GemmSpec.bf16_residual``). The outputs are the bf16 products' with that tensor rounded to
    bf16 (a float64 evaluation of the same roundings), the same run after run, and within the bf16 bound of ONNX
    Runtime."""
    import onnxruntime as ort
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.graph.nhwc_ops as nhwc_ops
    import ixconv.ops.bf16 as bf16_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    rng = np.random.default_rng(threads)
    shapes = {"w1": (16, 16, 1, 1), "w2": (16, 16, 3, 3), "w3": (48, 16, 1, 1), "wd": (48, 16, 1, 1)}
    weights = {n: (rng.standard_normal(s) * 0.3).astype(np.float32) for n, s in shapes.items()}
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"]),
        helper.make_node("Relu", ["c1"], ["h"]),
        helper.make_node("Conv", ["h", "w2"], ["c2"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c2"], ["g"]),
        helper.make_node("Conv", ["x", "wd"], ["d"]),
        helper.make_node("Conv", ["g", "w3"], ["c"]),
        helper.make_node("Add", ["c", "d"], ["s"]),
        helper.make_node("Relu", ["s"], ["y"]),
    ]
    data = _model(nodes, "downsample", 16, [numpy_helper.from_array(w, n) for n, w in weights.items()])
    x = rng.standard_normal((2, 16, 10, 9)).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    stored = ixconv.load(data, precision="bf16", num_threads=threads)
    ys = [stored.run({"x": x})["y"] for _ in range(3)]  # the first, planned and native runs
    for y in ys[1:]:
        np.testing.assert_array_equal(y, ys[0])
    specs = [getattr(k, "spec", None) for c in _program_calls(stored) for k in c.keep]
    assert sum(bool(getattr(spec, "bf16_residual", False)) for spec in specs) == 1
    with monkeypatch.context() as patch:  # the residual left in fp32
        patch.setattr(bf16_ops, "_residual_reading_bf16", lambda *a: None)
        fp32 = ixconv.load(data, precision="bf16", num_threads=threads)
        y_fp32 = [fp32.run({"x": x})["y"] for _ in range(3)][-1]

    def conv(a: np.ndarray, w: np.ndarray, pad: int = 0) -> np.ndarray:  # bf16 products, float64 sums, NCHW
        a, w = _rounded(a), _rounded(w)
        padded = np.pad(a, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
        height, width = a.shape[2:]
        return sum(np.einsum("nchw,kc->nkhw", padded[:, :, i : i + height, j : j + width], w[:, :, i, j])
                   for i in range(w.shape[2]) for j in range(w.shape[3]))  # fmt: skip

    g = np.maximum(conv(np.maximum(conv(x, weights["w1"]), 0), weights["w2"], 1), 0)
    c, d = conv(g, weights["w3"]), conv(x, weights["wd"])
    close = 1e-5 * np.abs(expected).max()
    assert np.abs(y_fp32 - np.maximum(c + d, 0)).max() <= close
    rounded = min(
        np.abs(ys[0] - np.maximum(_rounded(c) + d, 0)).max(), np.abs(ys[0] - np.maximum(c + _rounded(d), 0)).max()
    )
    assert rounded <= close, "the residual read is the tensor rounded to bf16"
    assert not np.array_equal(ys[0], y_fp32)
    assert np.abs(ys[0] - expected).max() / np.abs(expected).max() <= 2e-2


@needs_bf16
@pytest.mark.parametrize("threads", [1, 2])
def test_a_large_tensor_an_element_wise_program_reads_too_is_read_in_place(monkeypatch, threads: int) -> None:
    """h = Relu(Conv(x)), 4 MiB and more, read by a 1x1 bf16 convolution and by an element-wise program (a
    Sigmoid, the model's other output): under precision="bf16" h is stored as bf16 in the first half of its own
    memory, the convolution's GEMM reads it there (no conversion, no copy: ``ops.amx_store._gemm_reading_in_place``)
    and the Sigmoid widens it. The convolution's outputs are bit for bit those of the plan that converts h (the
    producer rounds as the conversion does), the Sigmoid's within the rounding of h."""
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.graph.nhwc_ops as nhwc_ops
    import ixconv.ops.amx_store as amx_store
    from ixconv.codegen.bf16 import pixel_copier

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    rng = np.random.default_rng(threads)
    weights = {"w1": (rng.standard_normal((64, 16, 1, 1)) * 0.3).astype(np.float32),
               "w2": (rng.standard_normal((32, 64, 1, 1)) * 0.2).astype(np.float32)}  # fmt: skip
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"]),
        helper.make_node("Relu", ["c1"], ["h"]),
        helper.make_node("Conv", ["h", "w2"], ["y"]),
        helper.make_node("Sigmoid", ["h"], ["z"]),
    ]
    data = _model(nodes, "in_place", 16, [numpy_helper.from_array(w, n) for n, w in weights.items()], ("y", "z"))
    x = rng.standard_normal((1, 16, 128, 136)).astype(np.float32)  # h: 128 x 136 x 64 floats, 4.25 MiB
    stored = ixconv.load(data, precision="bf16", num_threads=threads)
    outs = [stored.run({"x": x}) for _ in range(3)]
    for out in outs[1:]:
        np.testing.assert_array_equal(out["y"], outs[0]["y"])
        np.testing.assert_array_equal(out["z"], outs[0]["z"])
    calls = _program_calls(stored)
    assert _conversions(stored) == 1  # x only
    assert not any(c.driver is pixel_copier("avx512").run for c in calls)
    with monkeypatch.context() as patch:
        patch.setattr(amx_store, "store_as_bf16_in_place", lambda *a, **k: None)
        converting = ixconv.load(data, precision="bf16", num_threads=threads)
        plain = [converting.run({"x": x}) for _ in range(3)][-1]
    assert _conversions(converting) == 2
    np.testing.assert_array_equal(outs[0]["y"], plain["y"])
    assert not np.array_equal(outs[0]["z"], plain["z"])

    h = np.maximum(np.einsum("nchw,kc->nkhw", _rounded(x), _rounded(weights["w1"][:, :, 0, 0])), 0)
    # |h - bf16(h)| <= 2^-8 |h|, and the sigmoid's slope is at most 1/4
    assert np.all(np.abs(outs[0]["z"] - plain["z"]) <= 2.0**-10 * h * (1 + 1e-3) + 1e-6)


@needs_bf16
@pytest.mark.parametrize("threads", [1, 2])
def test_a_tensor_several_bf16_convolutions_read_is_converted_once(monkeypatch, threads: int) -> None:
    """x (the model's input, fp32: nothing stores it as bf16) read by a 3x3 and a 1x1 bf16 convolution and by an
    Add: one conversion pass serves both convolutions (``ops.bf16.share_conversion``); the results are bit for bit
    those of the plan that converts for each."""
    from onnx import helper, numpy_helper

    import ixconv.graph.nhwc_ops as nhwc_ops
    import ixconv.ops.bf16 as bf16_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    monkeypatch.setattr(bf16_ops, "_residual_reading_bf16", lambda *a: None)  # (a or b, read by the Add only)
    rng = np.random.default_rng(9)
    nodes = [
        helper.make_node("Conv", ["x", "w3"], ["a"], pads=[1, 1, 1, 1]),
        helper.make_node("Conv", ["x", "w1"], ["b"]),
        helper.make_node("Add", ["a", "b"], ["s"]),
        helper.make_node("Add", ["s", "x"], ["y"]),
    ]
    weights = {"w3": (14, 14, 3, 3), "w1": (14, 14, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in weights.items()]
    data = _model(nodes, "shared", 14, inits)
    x = rng.standard_normal((2, 14, 9, 13)).astype(np.float32)
    stored, converting, _ = _stored_as_converted(monkeypatch, data, x, threads)
    assert _conversions(converting) == 2 and _conversions(stored) == 1


@needs_bf16
def test_an_element_wise_program_read_by_bf16_convolutions_stores_bf16(monkeypatch) -> None:
    """x -> 1x1 Conv -> h (a model output too) -> SiLU (a fused element-wise program of its own) -> 1x1 Conv: the
    program stores its output as bf16 for the convolution (converted by nobody), with the same results as the
    converting plan."""
    from onnx import helper, numpy_helper

    import ixconv.graph.nhwc_ops as nhwc_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    rng = np.random.default_rng(8)
    nodes = [
        helper.make_node("Conv", ["x", "w0"], ["h"]),
        helper.make_node("Sigmoid", ["h"], ["s"]),
        helper.make_node("Mul", ["h", "s"], ["t"]),
        helper.make_node("Conv", ["t", "w"], ["y"]),
    ]
    weights = {"w0": (10, 10, 1, 1), "w": (12, 10, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in weights.items()]
    data = _model(nodes, "silu_conv", 10, inits, outputs=("y", "h"))
    x = rng.standard_normal((1, 10, 7, 9)).astype(np.float32)
    stored, _, _ = _stored_as_converted(monkeypatch, data, x)
    assert _conversions(stored) == 1  # x's (h is a model output)
    calls = _program_calls(stored)
    assert any(isinstance(k, np.ndarray) and k.dtype == np.uint16 for c in calls for k in c.keep)


@needs_bf16
@pytest.mark.parametrize(("stride", "dilation", "channels", "threads"), [(1, 1, 20, 1), (2, 1, 36, 2), (1, 2, 20, 2)])
def test_a_depthwise_layer_read_by_bf16_convolutions_stores_bf16(monkeypatch, stride, dilation, channels, threads):
    """x -> 1x1 Conv -> h (a model output too) -> 3x3 depthwise (sliding or through the indirection buffer,
    a partial channel tile) -> 1x1 Conv: the depthwise kernel stores its output as bf16 for the convolution,
    with the same results as the converting plan."""
    from onnx import helper, numpy_helper

    import ixconv.graph.nhwc_ops as nhwc_ops
    import ixconv.ops.bf16 as bf16_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    monkeypatch.setattr(bf16_ops, "_residual_reading_bf16", lambda *a: None)  # (a or b, read by the Add only)
    rng = np.random.default_rng(9)
    c = channels
    nodes = [
        helper.make_node("Conv", ["x", "w0"], ["h"]),
        helper.make_node(
            "Conv", ["h", "wd"], ["t"], group=c, pads=[dilation] * 4, strides=[stride] * 2, dilations=[dilation] * 2
        ),  # fmt: skip
        helper.make_node("Relu", ["t"], ["r"]),
        helper.make_node("Conv", ["r", "w"], ["y"]),
    ]
    weights = {"w0": (c, 16, 1, 1), "wd": (c, 1, 3, 3), "w": (12, c, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in weights.items()]
    data = _model(nodes, "dw_conv", 16, inits, outputs=("y", "h"))
    x = rng.standard_normal((2, 16, 11, 13)).astype(np.float32)
    stored, _, _ = _stored_as_converted(monkeypatch, data, x, threads)
    assert _conversions(stored) == 1  # x's (h is a model output)
    calls = _program_calls(stored)
    specs = [k.spec for c in calls for k in c.keep if hasattr(k, "spec") and hasattr(k.spec, "reduction")]
    assert any(spec.bf16_output for spec in specs)


@needs_bf16
@pytest.mark.parametrize("threads", [1, 2])
def test_a_bf16_model_gives_the_same_outputs_from_its_first_run_on(monkeypatch, threads: int) -> None:
    """x -> 1x1 Conv -> h -> 3x3 depthwise -> 1x1 Conv -> y: under bf16 the native program stores h as bf16 and
    the depthwise layer reads it rounded, as the steps run alone do not; the first run already runs the native
    program, so every run (the first, the planned one, the later ones) gives the same outputs bit for bit."""
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.graph.nhwc_ops as nhwc_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    rng = np.random.default_rng(1)
    c = 32
    weights = {"w1": (c, 16, 1, 1), "wd": (c, 1, 3, 3), "w3": (c, c, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in weights.items()]
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["h"]),
        helper.make_node("Conv", ["h", "wd"], ["d"], group=c, pads=[1, 1, 1, 1]),
        helper.make_node("Conv", ["d", "w3"], ["y"]),
    ]
    data = _model(nodes, "dw_first", 16, inits)
    x = rng.standard_normal((1, 16, 20, 20)).astype(np.float32)
    model = ixconv.load(data, precision="bf16", num_threads=threads)
    ys = [model.run({"x": x})["y"] for _ in range(4)]
    for y in ys[1:]:
        np.testing.assert_array_equal(y, ys[0])
    calls = _program_calls(model)
    assert any(getattr(getattr(k, "spec", None), "bf16_input", False) for c in calls for k in c.keep), (
        "the depthwise layer reads h as bf16"
    )


def _saved_chain_block(tmp_path) -> bytes:
    """``_chain_block`` planned under bf16 and run three times (its native programs built), saved with its source in
    ``tmp_path / "saved"``, with the input and the output in ``x.npy`` and ``y.npy`` beside it; returns the source."""
    import ixconv
    from ixconv.graph.saved import save

    data = _chain_block()
    x = np.random.default_rng(7).standard_normal((2, 16, 9, 11)).astype(np.float32)
    model = ixconv.load(data, precision="bf16", num_threads=1)
    y = [model.run({"x": x})["y"] for _ in range(3)][-1]
    save(model, tmp_path / "saved", source=data)
    np.save(tmp_path / "x.npy", x)
    np.save(tmp_path / "y.npy", y)
    return data


@needs_bf16
def test_a_saved_bf16_model_replays_its_bf16_stores_in_a_new_process(tmp_path) -> None:
    """The native programs of a bf16 plan, with the tensors stored as bf16 by their producers, saved with the
    model: a new process (an empty kernel cache) runs them and gets the same outputs bit for bit. (Where the CPU
    has AMX, both processes plan the dense layers on AMX tiles instead: the round trip is checked all the same.)"""
    import os
    import subprocess
    import sys

    _saved_chain_block(tmp_path)
    assert list((tmp_path / "saved" / "programs").glob("*.json")), "the programs are saved"
    child = (
        "import sys, numpy as np, ixconv\n"
        "m = ixconv.load(sys.argv[1], precision='bf16', num_threads=1)\n"
        "x, y = np.load(sys.argv[2]), np.load(sys.argv[3])\n"
        "print('ok' if all(np.array_equal(m.run({'x': x})['y'], y) for _ in range(3)) else 'differs')\n"
    )
    env = dict(os.environ, IXCONV_CACHE_DIR=str(tmp_path / "empty-cache"), PYTHONPATH=os.getcwd())
    done = subprocess.run(
        [sys.executable, "-c", child, str(tmp_path / "saved"), str(tmp_path / "x.npy"), str(tmp_path / "y.npy")],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]


@needs_bf16
@settings(max_examples=40, deadline=None)
@given(
    channels=st.integers(1, 40),
    kernel=st.sampled_from([1, 3, 5]),
    stride=st.integers(1, 2),
    dilation=st.integers(1, 2),
    pads=st.tuples(*[st.integers(0, 2)] * 4),
    h=st.integers(1, 12),
    w=st.integers(1, 12),
    batch=st.integers(1, 2),
    threads=st.integers(1, 2),
)
def test_the_depthwise_kernel_reads_a_bf16_input(channels, kernel, stride, dilation, pads, h, w, batch, threads):
    """The depthwise kernel pointed at the bf16 copy of its input (``bf16_input``: sliding and indirection-buffer
    schedules, partial channel tiles, padding on any side, batch > 1) computes exactly what it computes on the
    float32 input rounded to bf16: the values widen exactly, the FMAs are the same."""
    from ixconv.ops.bf16 import _depthwise_reading_bf16
    from ixconv.ops.conv import Conv2d

    top, left, bottom, right = pads
    reach = dilation * (kernel - 1) + 1
    if h + top + bottom < reach or w + left + right < reach:
        return
    rng = np.random.default_rng(channels * 1000 + h * 10 + w)
    x = rng.standard_normal((batch, h, w, channels)).astype(np.float32)
    weight = rng.standard_normal((channels, 1, kernel, kernel)).astype(np.float32)
    bias = rng.standard_normal(channels).astype(np.float32)
    op = Conv2d(weight, bias, stride=stride, padding=(top, left, bottom, right), dilation=dilation, groups=channels,
                activation="relu", num_threads=threads)  # fmt: skip
    out = np.full(op.output_shape(x.shape), np.nan, np.float32)
    (call,) = op.native_calls(x, out)
    bits = np.ascontiguousarray(to_bf16_bits(x))
    rounded = (bits.astype(np.uint32) << 16).view(np.float32)
    reading = _depthwise_reading_bf16(call, x, bits.reshape(-1).view(np.uint8))
    assert reading is not None and reading.driver is not call.driver
    x[...] = np.nan  # the float32 input is not read any more
    NativeProgram([reading], [("dw", "Conv")]).run()
    np.testing.assert_array_equal(out, op(rounded))


def _depthwise_block(seed: int, channels: int, stride: int) -> bytes:
    """x -> 1x1 Conv -> SiLU -> h -> 3x3 depthwise -> Relu -> 1x1 Conv -> y: h is read by the depthwise layer
    only, its output by a bf16 convolution only."""
    from onnx import helper, numpy_helper

    rng = np.random.default_rng(seed)
    c = channels
    shapes = {"w0": (c, 16, 1, 1), "wd": (c, 1, 3, 3), "w": (12, c, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in shapes.items()]
    nodes = [
        helper.make_node("Conv", ["x", "w0"], ["c0"]),
        helper.make_node("Sigmoid", ["c0"], ["s"]),
        helper.make_node("Mul", ["c0", "s"], ["h"]),
        helper.make_node("Conv", ["h", "wd"], ["t"], group=c, pads=[1] * 4, strides=[stride] * 2),
        helper.make_node("Relu", ["t"], ["r"]),
        helper.make_node("Conv", ["r", "w"], ["y"]),
    ]
    return _model(nodes, "dw_block", 16, inits)


@needs_bf16
@pytest.mark.parametrize(("channels", "stride", "threads"), [(20, 1, 1), (36, 2, 2), (32, 1, 2)])
def test_a_bf16_plan_keeps_the_input_of_its_depthwise_layers_in_bf16(monkeypatch, channels, stride, threads):
    """In a bf16 plan the GEMM that computes a tensor only a depthwise layer reads stores it as bf16 (in its own
    fp32 buffer's first half) and the depthwise kernel reads that: no fp32 tensor between them, no conversion at
    all in the block. Outputs within the bf16 bound's order of ONNX Runtime's fp32 in every run (the native
    program's runs bit for bit the same); the fp32 plans ("fast", "exact") keep the depthwise layers' fp32
    inputs."""
    import onnxruntime as ort

    import ixconv
    import ixconv.graph.nhwc_ops as nhwc_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    data = _depthwise_block(3, channels, stride)
    x = np.random.default_rng(4).standard_normal((2, 16, 11, 13)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    model = ixconv.load(data, precision="bf16", num_threads=threads)
    ys = [model.run({"x": x})["y"].copy() for _ in range(4)]  # unplanned, planned (fp32 tensors), native twice
    np.testing.assert_array_equal(ys[3], ys[2])
    for y in ys:
        assert np.max(np.abs(y - expected)) <= 2.0**-6 * np.max(np.abs(expected))
    calls = _program_calls(model)
    depthwise = [k.spec for c in calls for k in c.keep if getattr(getattr(k, "spec", None), "reduction", "") == "conv"]
    assert any(spec.bf16_input for spec in depthwise) and _conversions(model) == 1  # x's only
    for precision in ("fast", "exact"):
        fp32 = ixconv.load(data, precision=precision, num_threads=threads)
        for _ in range(3):
            fp32.run({"x": x})
        specs = [
            k.spec for c in _program_calls(fp32) for k in c.keep if hasattr(getattr(k, "spec", None), "bf16_input")
        ]
        assert specs and not any(spec.bf16_input for spec in specs)


def _stem_block(seed: int) -> bytes:
    """PP-HGNetV2's stem: x (3 channels) -> 3x3/2 Conv -> Relu -> s; s -> 2x2 Conv -> Relu -> 2x2 Conv -> Relu -> b;
    s -> 2x2/1 MaxPool -> a; Concat(a, b) -> 3x3/2 Conv -> y."""
    from onnx import helper, numpy_helper

    rng = np.random.default_rng(seed)
    shapes = {"w0": (24, 3, 3, 3), "w1": (12, 24, 2, 2), "w2": (24, 12, 2, 2), "w3": (16, 48, 3, 3)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in shapes.items()]
    nodes = [
        helper.make_node("Conv", ["x", "w0"], ["c0"], pads=[1] * 4, strides=[2, 2]),
        helper.make_node("Relu", ["c0"], ["s"]),
        helper.make_node("Conv", ["s", "w1"], ["c1"], pads=[0, 0, 1, 1]),
        helper.make_node("Relu", ["c1"], ["r1"]),
        helper.make_node("Conv", ["r1", "w2"], ["c2"], pads=[0, 0, 1, 1]),
        helper.make_node("Relu", ["c2"], ["b"]),
        helper.make_node("MaxPool", ["s"], ["a"], kernel_shape=[2, 2], pads=[0, 0, 1, 1]),
        helper.make_node("Concat", ["a", "b"], ["cat"], axis=1),
        helper.make_node("Conv", ["cat", "w3"], ["y"], pads=[1] * 4, strides=[2, 2]),
    ]
    return _model(nodes, "stem", 3, inits)


def _gap_block(seed: int, first: int, channels: int) -> bytes:
    """x -> 1x1 Conv -> c (``first`` channels); x -> 1x1 Conv at half size -> Resize x2 -> r (``channels``);
    Concat(c, r) -> cat; cat -> 1x1 Conv -> y1; cat -> 3x3/1 MaxPool -> p; Concat(y1, p) -> 1x1 Conv -> y."""
    from onnx import helper, numpy_helper

    rng = np.random.default_rng(seed)
    total = first + channels
    shapes = {"wc": (first, 8, 1, 1), "wr": (channels, 8, 1, 1), "w1": (16, total, 1, 1), "w2": (6, 16 + total, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.3).astype(np.float32), n) for n, s in shapes.items()]
    inits.append(numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "scales"))
    nodes = [
        helper.make_node("Conv", ["x", "wc"], ["c"]),
        helper.make_node("Conv", ["x", "wr"], ["h"], strides=[2, 2]),
        helper.make_node("Resize", ["h", "", "scales"], ["r"], mode="nearest"),
        helper.make_node("Concat", ["c", "r"], ["cat"], axis=1),
        helper.make_node("Conv", ["cat", "w1"], ["y1"]),
        helper.make_node("MaxPool", ["cat"], ["p"], kernel_shape=[3, 3], pads=[1] * 4),
        helper.make_node("Concat", ["y1", "p"], ["cat2"], axis=1),
        helper.make_node("Conv", ["cat2", "w2"], ["y"]),
    ]
    return _model(nodes, "gap", 8, inits)


@needs_bf16
@pytest.mark.parametrize("threads", [1, 2])
def test_a_concat_read_by_bf16_layers_is_stored_as_bf16_by_the_layers_that_write_it(monkeypatch, threads) -> None:
    """A Concat written in place by a convolution and a max pooling, and read by a bf16 convolution only: both
    store their slices as bf16 (the pooling reading its fp32 producer's output as bf16 too: a max only picks
    values), so the block runs no conversion at all; the same bits as the plan that converts each bf16 layer's
    input, within the bf16 bound's order of ONNX Runtime's fp32."""
    import onnxruntime as ort

    import ixconv.graph.nhwc_ops as nhwc_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    data = _stem_block(1)
    x = np.random.default_rng(2).standard_normal((2, 3, 34, 30)).astype(np.float32)
    stored, converting, y = _stored_as_converted(monkeypatch, data, x, threads)
    assert _conversions(stored) == 0 < _conversions(converting)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    assert np.max(np.abs(y - expected)) <= 2.0**-6 * np.max(np.abs(expected))


@needs_bf16
@pytest.mark.parametrize(("first", "channels", "threads"), [(20, 12, 1), (21, 7, 2), (20, 13, 1), (21, 6, 2)])
def test_a_concat_of_a_convolution_and_a_resize_is_stored_as_bf16_by_both(
    monkeypatch, first, channels, threads
) -> None:
    """A Concat of a convolution's output and a Resize's, written in place: the convolution stores its slice as bf16,
    and so does the Resize (``ResampleSpec.bf16_output``; at an odd first channel too), so the block converts only
    the model's input; the pooling that reads the Concat reads the bf16 tensor and stores its output as bf16 into the
    next Concat (beside a convolution's). An odd channel count (padded to pairs, which a pooling cannot read) stays
    fp32 and is converted. The same bits as the converting plan."""
    import ixconv.graph.nhwc_ops as nhwc_ops
    from ixconv.ops.bf16 import bf16_converter

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    data = _gap_block(3, first, channels)
    x = np.random.default_rng(4).standard_normal((2, 8, 10, 14)).astype(np.float32)
    stored, converting, _ = _stored_as_converted(monkeypatch, data, x, threads)
    conversions = [c for c in _program_calls(stored) if c.driver is bf16_converter("avx512").run]
    even = (first + channels) % 2 == 0
    assert [int(c.args[Bf16Arg.CHANNELS]) for c in conversions] == ([8] if even else [8, first + channels])
    specs = [k.spec for c in _program_calls(stored) for k in c.keep if getattr(k, "spec", None) is not None]
    assert sum(type(spec).__name__ == "ResampleSpec" and spec.bf16_output for spec in specs) == int(even)
    assert any(getattr(spec, "reduction", "") == "max" and spec.bf16_input for spec in specs) == even


@needs_bf16
def test_a_bf16_plan_runs_gelu_epilogues_in_their_coarse_form(monkeypatch) -> None:
    """A convolution followed by GELU (the erf decomposition exporters write): the bf16 plan's GEMM epilogue runs
    ``gelu_coarse`` (within 2e-6 of GELU), the fp32 plan the erf form; both within their bounds of ONNX Runtime."""
    import onnxruntime as ort
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.graph.nhwc_ops as nhwc_ops

    monkeypatch.setattr(nhwc_ops, "amx_supported", lambda: False)
    rng = np.random.default_rng(8)
    inits = [numpy_helper.from_array((rng.standard_normal((24, 16, 1, 1)) * 0.5).astype(np.float32), "w")]
    inits += [
        numpy_helper.from_array(np.array(v, np.float32), n) for n, v in (("r2", 2**0.5), ("one", 1), ("half", 0.5))
    ]
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"]),
        helper.make_node("Div", ["c", "r2"], ["d"]),
        helper.make_node("Erf", ["d"], ["e"]),
        helper.make_node("Add", ["e", "one"], ["a"]),
        helper.make_node("Mul", ["c", "a"], ["m"]),
        helper.make_node("Mul", ["m", "half"], ["y"]),
    ]
    data = _model(nodes, "gelu", 16, inits)
    x = rng.standard_normal((2, 16, 9, 11)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for precision, op, bound in (("bf16", "gelu_coarse", 2.0**-6), ("fast", "gelu", 1e-5)):
        model = ixconv.load(data, precision=precision)
        for _ in range(3):
            y = model.run({"x": x})["y"]
            assert np.max(np.abs(y - expected)) <= bound * np.max(np.abs(expected))
        epilogues = [k.spec.epilogue for c in _program_calls(model) for k in c.keep
                     if getattr(getattr(k, "spec", None), "epilogue", ())]  # fmt: skip
        assert epilogues and all(any(i[0] == op for i in program) for program in epilogues), epilogues


@needs_bf16
@pytest.mark.parametrize("channels", [12, 10, 40, 3, 7])
def test_a_short_reduction_takes_an_unroll_that_divides_it(channels: int) -> None:
    """Pairs per tap below twice the unroll take an unroll that divides them (12 channels, 6 pairs: 2 -- not 4,
    which leaves two single-pair iterations), within the bf16 bound."""
    rng = np.random.default_rng(channels)
    w = rng.standard_normal((24, channels, 2, 2)).astype(np.float32)
    x = rng.standard_normal((1, 9, 10, channels)).astype(np.float32)
    op = Bf16Conv2d(w, None, padding=(0, 0, 1, 1))
    y = op(x)
    pairs, unroll = (channels + 1) // 2, op.spec.unroll
    assert pairs % unroll == 0 or pairs >= 2 * unroll, op.spec.name
    assert channels != 12 or unroll == 2
    params = make_params(w, 1, (0, 0, 1, 1), 1, 1, None)
    assert_within_the_bf16_bound(op, x, w, None, params, None, op.spec.name)
    assert y.shape == op.output_shape(x.shape)
