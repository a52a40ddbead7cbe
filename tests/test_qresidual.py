"""A quantized residual Add in the 8-bit GEMM kernels' epilogue (``QConv2d(add=QuantizedAdd(...))``, the pass
``qdq.fuse_residual_adds``): the kernels bit-exact against the NumPy reference of the four ONNX steps
(DequantizeLinear of both operands, Add, Relu, QuantizeLinear) over random shapes, tiles, types, groups, channel
slices, batches and threads; that reference bit-exact against the separate element-wise kernel for every pair of
bytes; quantized residual networks computing the same bits fused and not, and ONNX Runtime's outputs on the same
QDQ file to one output step; bad residuals named."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.graph import qdq
from ixconv.graph.executor import Model
from ixconv.graph.nhwc_ops import QConvStep
from ixconv.graph.quantize import quantize_model
from ixconv.ops.amx import amx_int8_supported
from ixconv.ops.elementwise import elementwise_call
from ixconv.ops.qconv import QConv2d
from ixconv.ops.quant import QuantizedAdd, RequantizedActivation
from tests.test_quantize import ort_run, output_step, samples, small_model
from tests.test_qwinograd import AVAILABLE as WINOGRAD

ort = pytest.importorskip("onnxruntime")
SILU = (("silu", (0,), ()),)


def _random_add(rng, residual_dtype, quantize_dtype, relu: bool) -> QuantizedAdd:
    r_info, q_info = np.iinfo(residual_dtype), np.iinfo(quantize_dtype)
    return QuantizedAdd(
        float(rng.uniform(0.01, 0.1)), int(rng.integers(0, 256)), float(rng.uniform(0.01, 0.1)),
        int(rng.integers(r_info.min, r_info.max + 1)), float(rng.uniform(0.02, 0.2)),
        int(rng.integers(q_info.min, q_info.max + 1)), residual_dtype, quantize_dtype, low=0.0 if relu else -np.inf,
    )  # fmt: skip


@settings(deadline=None, max_examples=80)
@given(
    algorithm=st.sampled_from(["indirect", "gemm", "auto", "winograd"]), n=st.integers(1, 2), h=st.integers(1, 10),
    w=st.integers(1, 10), c=st.integers(1, 70), k=st.integers(1, 140), kernel=st.sampled_from([1, 3]),
    stride=st.integers(1, 2), groups=st.sampled_from([1, 2]), x_signed=st.booleans(), r_signed=st.booleans(),
    q_signed=st.booleans(), relu=st.booleans(), slices=st.booleans(), threads=st.integers(1, 2),
    tail=st.sampled_from(["", "u8", "s8"]), seed=st.integers(0, 2**16),
)  # fmt: skip
def test_the_epilogue_add_matches_the_four_onnx_steps(algorithm, n, h, w, c, k, kernel, stride, groups, x_signed,
                                                      r_signed, q_signed, relu, slices, threads, tail,
                                                      seed):  # fmt: skip
    """``tail``: a SiLU between the convolution's quantization and the Add (DequantizeLinear -> SiLU ->
    QuantizeLinear to that type, looked up in a table), as a YOLO bottleneck's quantized Add reads it."""
    rng = np.random.default_rng(seed)
    if algorithm == "gemm":
        kernel, stride = 1, 1
    if algorithm == "winograd":  # (3x3 stride 1, one group; AVX512-VNNI or AVX2: elsewhere refused, test_qwinograd)
        kernel, stride, groups = 3, 1, 1
        algorithm = "winograd" if WINOGRAD else "indirect"
    c, k = c * groups, k * groups
    x_dtype = np.int8 if x_signed else np.uint8
    x_info = np.iinfo(x_dtype)
    x = rng.integers(x_info.min, x_info.max + 1, (n, h, w, c)).astype(x_dtype)
    weight = rng.integers(-127, 128, (k, c // groups, kernel, kernel)).astype(np.int8)
    w_scale = (rng.random(k) * 0.01 + 1e-3).astype(np.float32)
    bias = rng.integers(-3000, 3000, k).astype(np.int32)
    r_dtype, q_dtype = (np.int8 if r_signed else np.uint8), (np.int8 if q_signed else np.uint8)
    add = _random_add(rng, r_dtype, q_dtype, relu)
    y_zero = np.uint8(add.dequantize_zero_point)
    geometry = dict(padding=kernel // 2, stride=stride, groups=groups, add=add)
    if tail:  # the convolution's own quantization, then the SiLU's into the type the Add dequantizes
        t_dtype = np.int8 if tail == "s8" else np.uint8
        t_zero = int(rng.integers(np.iinfo(t_dtype).min, np.iinfo(t_dtype).max + 1))
        add = replace(add, dequantize_zero_point=t_zero)
        y_zero = np.uint8(rng.integers(0, 256))
        silu = RequantizedActivation(SILU, 0.05, int(y_zero), add.dequantize_scale, t_zero, t_dtype)
        geometry.update(add=add, requantized=silu)
    args = (weight, w_scale, np.int8(0), 0.02, x_dtype(rng.integers(x_info.min, x_info.max + 1)), 0.05, y_zero, bias)
    op = QConv2d(*args, algorithm=algorithm, num_threads=threads, **geometry)
    shape = op.output_shape(x.shape)
    r_info = np.iinfo(r_dtype)
    residual = rng.integers(r_info.min, r_info.max + 1, shape).astype(r_dtype)
    expected = QConv2d(*args, algorithm="reference", **geometry)(x, residual=residual)
    if slices:  # the residual and the output channel slices of wider tensors (a Concat's inputs)
        wide_residual = np.zeros(shape[:3] + (k + 5,), r_dtype)
        wide_residual[..., 2 : 2 + k] = residual
        residual = wide_residual[..., 2 : 2 + k]
        out = np.full(shape[:3] + (k + 3,), 77, q_dtype)
        got = op(x, out=out[..., 1 : 1 + k], residual=residual)
        assert (out[..., 0] == 77).all() and (out[..., 1 + k :] == 77).all()  # the neighbours are untouched
    else:
        got = op(x, residual=residual)
    assert got.dtype == q_dtype and op.spec.residual == ("s8" if r_signed else "u8") and op.spec.lookup == bool(tail)
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("codes", ["u8_bu8_qu8", "u8_bs8_qs8", "s8_bu8_qs8", "s8_bs8_qu8"])
@pytest.mark.parametrize("relu", [False, True])
def test_the_reference_is_the_element_wise_kernel_for_every_pair_of_bytes(codes: str, relu: bool) -> None:
    """Every (output byte, residual byte) pair, against ``ixconv.DequantizeAdd``'s own kernel (itself tested
    against the ONNX operators' NumPy references), including scales that make the sum's clip and the output's
    saturation bite."""
    a_code, b_code, q_code = codes.split("_")
    a_dtype, b_dtype, q_dtype = (np.int8 if code.endswith("s8") else np.uint8 for code in (a_code, b_code, q_code))
    a = np.repeat(np.arange(256, dtype=np.uint8), 256).view(a_dtype)
    b = np.tile(np.arange(256, dtype=np.uint8), 256).view(b_dtype)
    for scales in ((0.05, 0.03, 0.07), (0.3, 0.01, 0.02), (1e-3, 2.0, 0.5)):
        add = QuantizedAdd(scales[0], 3 if a_dtype == np.uint8 else -3, scales[1], 5 if b_dtype == np.uint8 else -5,
                           scales[2], 11 if q_dtype == np.uint8 else -11, b_dtype, q_dtype,
                           low=0.0 if relu else -np.inf)  # fmt: skip
        quantized = np.empty(a.shape, q_dtype)
        call = elementwise_call(
            f"dequantize_add_{a_code}_b{b_code[1:]}_{q_code}", a, None, b, scale=add.dequantize_scale,
            zero=add.dequantize_zero_point, low=add.low, num_threads=1, b_scale=add.residual_scale,
            b_zero=add.residual_zero_point, quantized=quantized, quantized_scale=add.quantize_scale,
            quantized_zero=add.quantize_zero_point,
        )  # fmt: skip
        call.run()
        np.testing.assert_array_equal(add.reference(a, b), quantized)


def test_bad_residuals_and_adds_are_named() -> None:
    w = np.ones((8, 4, 1, 1), np.int8)
    add = QuantizedAdd(0.1, 0, 0.1, 0, 0.1, 0)
    op = QConv2d(w, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), add=add)
    x = np.zeros((1, 3, 3, 4), np.uint8)
    with pytest.raises(TypeError, match="residual"):
        op(x)
    with pytest.raises(TypeError, match="residual must be uint8"):
        op(x, residual=np.zeros((1, 3, 3, 8), np.int8))
    with pytest.raises(ValueError, match="residual must have the output's shape"):
        op(x, residual=np.zeros((1, 3, 3, 9), np.uint8))
    with pytest.raises(ValueError, match="residual must be a C-contiguous"):
        op(x, residual=np.zeros((1, 6, 3, 8), np.uint8)[:, ::2])
    out = np.zeros((1, 3, 3, 8), np.uint8)
    with pytest.raises(ValueError, match="residual must not overlap out"):
        op(x, out=out, residual=out)
    plain = QConv2d(w, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0))
    with pytest.raises(ValueError, match="residual is only read"):
        plain(x, residual=np.zeros((1, 3, 3, 8), np.uint8))
    with pytest.raises(ValueError, match="algorithm='im2col'"):
        QConv2d(w, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), add=add, algorithm="im2col")
    with pytest.raises(TypeError, match="add must be a QuantizedAdd"):
        QConv2d(w, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), add="relu")
    with pytest.raises(ValueError, match="quantize_zero_point"):
        QuantizedAdd(0.1, 0, 0.1, 0, 0.1, 300)
    with pytest.raises(ValueError, match="residual_scale"):
        QuantizedAdd(0.1, 0, -0.1, 0, 0.1, 0)
    with pytest.raises(ValueError, match="finite"):
        QuantizedAdd(3e38, 0, 0.1, 0, 0.1, 0)
    with pytest.raises(ValueError, match="low and high"):
        QuantizedAdd(0.1, 0, 0.1, 0, 0.1, 0, low=1.0, high=0.0)


def test_quantized_residual_networks_add_in_the_epilogue() -> None:
    """The small residual network quantized: its Add (and Relu, QuantizeLinear) runs in the second convolution's
    epilogue, no ``DequantizeAdd`` left; the same bits as without the pass, planned and as a native program, batch
    2; ONNX Runtime's outputs on the same QDQ file to one output step."""
    q = quantize_model(small_model(), samples(16))
    model = Model(q, num_threads=2)
    fused = [n for n in model.graph.nodes if n.op == "QLinearConv" and qdq.RESIDUAL_ADD in n.attrs]
    assert len(fused) == 1 and fused[0].attrs[qdq.RESIDUAL_ADD][-1] == 1  # the Relu too
    assert not [n for n in model.graph.nodes if n.op in ("DequantizeAdd", "Add")], model.graph.summary()
    original = qdq.fuse_residual_adds
    qdq.fuse_residual_adds = lambda g: g
    try:
        unfused = Model(q, num_threads=2)
    finally:
        qdq.fuse_residual_adds = original
    assert [n for n in unfused.graph.nodes if n.op == "DequantizeAdd"]
    x = samples(2, seed=7)
    for _ in range(3):  # the first run in Python, then planned, then the native program
        np.testing.assert_array_equal(model.run({"x": x})["y"], unfused.run({"x": x})["y"])
    assert np.max(np.abs(model.run({"x": x})["y"] - ort_run(q, x))) <= output_step(q) * 1.001


def test_resnet18_adds_every_residual_in_an_epilogue(monkeypatch) -> None:
    """ResNet-18 (seeded random weights) quantized: 7 of its 8 residual Adds in convolutions' epilogues (the last
    one's float sum is what the average pooling reads: it stays a ``DequantizeAdd``), the outputs the unfused
    graph's bit for bit and ONNX Runtime's to one output step. (The VNNI / widening kernels' rule: AMX off.)"""
    from ixconv import zoo

    monkeypatch.setenv("IXCONV_AMX", "0")
    q = quantize_model(zoo.build("resnet18"), np.concatenate([zoo.sample_input(seed=s) for s in range(1, 3)]))
    model = Model(q)
    assert sum(qdq.RESIDUAL_ADD in n.attrs for n in model.graph.nodes) == 7
    assert [n.op for n in model.graph.nodes].count("DequantizeAdd") == 1
    original = qdq.fuse_residual_adds
    qdq.fuse_residual_adds = lambda g: g
    try:
        unfused = Model(q)
    finally:
        qdq.fuse_residual_adds = original
    x = zoo.sample_input(seed=9)
    for _ in range(3):
        np.testing.assert_array_equal(model(x), unfused(x))
    assert np.max(np.abs(model(x) - ort_run(q, x))) <= output_step(q) * 1.001


@pytest.mark.skipif(not amx_int8_supported(), reason="this CPU (or OS) has no AMX-INT8")
def test_convolutions_on_amx_tiles_leave_their_residual_add_a_step_of_its_own(monkeypatch) -> None:
    """With AMX-INT8 a residual convolution the tiles pay for runs on them, its Add a ``DequantizeAdd`` step (the
    AMX kernel has no residual epilogue; taking the Add moved ResNet-18's residual 3x3 layers to the VNNI kernels,
    4-5x slower): every Add of ResNet-18 stays a step, every 3x3 convolution runs on the tiles, and the outputs are
    the AMX-off plan's (the Adds in the epilogues) bit for bit."""
    from ixconv import zoo

    q = quantize_model(zoo.build("resnet18"), np.concatenate([zoo.sample_input(seed=s) for s in range(1, 3)]))
    model = Model(q)
    assert not any(qdq.RESIDUAL_ADD in n.attrs for n in model.graph.nodes)
    assert [n.op for n in model.graph.nodes].count("DequantizeAdd") == 8
    x = zoo.sample_input(seed=9)
    y = model(x)
    convs = [s for s in model.steps if isinstance(s, QConvStep)]
    threes = [op for s in convs for op in s._ops.values() if op.params.kernel == (3, 3)]
    assert threes and all(op.algorithm == "amx" for op in threes)
    monkeypatch.setenv("IXCONV_AMX", "0")
    vnni = Model(q)
    assert sum(qdq.RESIDUAL_ADD in n.attrs for n in vnni.graph.nodes) == 7
    for _ in range(3):
        np.testing.assert_array_equal(model(x), vnni(x))
    np.testing.assert_array_equal(model(x), y)


def test_a_residual_that_broadcasts_runs_after_the_kernel() -> None:
    """A QLinearConv step with a fused Add whose 8-bit residual does not have the output's shape ((1, 1, 1, K):
    broadcast over the pixels) runs the Add after its kernel, in NumPy, as the Add broadcasts (no native call for
    it); with a residual of the output's shape, in the kernel: both equal the four ONNX steps' reference."""
    from ixconv.graph.ir import Graph, Node
    from ixconv.graph.nhwc_ops import QConvStep

    rng = np.random.default_rng(3)
    c, k = 6, 8
    inits = {
        "xs": np.float32(0.05), "xz": np.uint8(128), "w": rng.integers(-60, 60, (k, c, 3, 3)).astype(np.int8),
        "ws": np.float32(0.01), "wz": np.int8(0), "ys": np.float32(0.1), "yz": np.uint8(120),
    }  # fmt: skip
    add = QuantizedAdd(0.1, 120, 0.02, 0, 0.12, 0, np.int8, np.uint8, low=0.0)
    fused = (0.1, 120, 0.02, 0, 0.12, 0, "|i1", "|u1", 1)  # as qdq.fuse_residual_adds writes it
    attrs = {"pads": [1, 1, 1, 1], "__layout__": "NHWC", qdq.RESIDUAL_ADD: fused}
    node = Node("QLinearConv", ["x", "xs", "xz", "w", "ws", "wz", "ys", "yz", "", "r"], ["y"], attrs, "conv")
    step = QConvStep(node, Graph(nodes=[node], inputs=[], outputs=[], initializers=inits, opset=13), 1)
    x = rng.integers(0, 256, (1, 7, 9, c)).astype(np.uint8)
    plain = QConv2d(inits["w"], 0.01, np.int8(0), 0.05, np.uint8(128), 0.1, np.uint8(120), padding=1)(x)
    constants = [inits[n] for n in ("xs", "xz", "w", "ws", "wz", "ys", "yz")]
    for shape in ((1, 1, 1, k), (1, 7, 9, k)):
        residual = rng.integers(-128, 128, shape).astype(np.int8)
        expected = add.reference(plain, residual)  # NumPy broadcasts the residual
        (got,) = step([x, *constants, None, residual])
        np.testing.assert_array_equal(got, expected)
        out = np.empty(expected.shape, np.uint8)
        calls = step.native([x, *constants, None, residual], [out])
        assert (calls is None) == (shape != expected.shape)
        for call in calls or []:
            call.run()
        if calls is not None:
            np.testing.assert_array_equal(out, expected)


LESSER_ISA_CASES = """
import numpy as np
from ixconv.ops.qconv import QConv2d
from ixconv.ops.quant import QuantizedAdd, RequantizedActivation
rng = np.random.default_rng(4)
for t_dtype, t_zero in ((np.uint8, 17), (np.int8, -9)):
    for c, k, kernel in ((5, 19, 3), (16, 33, 1)):
        x = rng.integers(0, 256, (2, 6, 7, c)).astype(np.uint8)
        w = rng.integers(-127, 128, (k, c, kernel, kernel)).astype(np.int8)
        silu = RequantizedActivation((("silu", (0,), ()),), 0.05, 131, 0.04, t_zero, t_dtype)
        add = QuantizedAdd(0.04, t_zero, 0.03, 7, 0.06, 3, np.uint8, np.uint8, low=0.0)
        args = (w, 0.01, np.int8(0), 0.02, np.uint8(120), 0.05, np.uint8(131), None)
        geometry = dict(padding=kernel // 2, requantized=silu, add=add)
        op = QConv2d(*args, **geometry)
        r = rng.integers(0, 256, op.output_shape(x.shape)).astype(np.uint8)
        expected = QConv2d(*args, algorithm="reference", **geometry)(x, residual=r)
        assert op.spec.isa != "avx512vnni" and op.spec.lookup and op.spec.residual == "u8", op.spec
        assert np.array_equal(op(x, residual=r), expected)
print("LESSER-OK")
"""


@pytest.mark.parametrize("isa", ["avx2", "generic"])
def test_lookup_and_residual_on_lesser_isas(isa: str) -> None:
    """The table then the residual Add on the widening kernels (IXCONV_ISA forced: no VNNI, no byte permutes --
    the table's int32 entries by gather), both table types, bit-exact to the reference."""
    from tests.test_qconv import NATIVE, run_in_subprocess

    if isa == "avx2" and NATIVE == "generic":
        pytest.skip("this host has no AVX2")
    result = run_in_subprocess(LESSER_ISA_CASES, {"IXCONV_ISA": isa})
    assert result.returncode == 0 and "LESSER-OK" in result.stdout, result.stderr[-2000:]
