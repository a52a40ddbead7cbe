"""A float activation between two quantizations in the 8-bit kernels' epilogue, as a table of its 256 outputs
(``QConv2d(requantized=...)``, ``ixconv.codegen.qepilogue``, the pass ``fusion.fuse_into_quantized_convolutions``):
every 8-bit kernel (VNNI GEMM and Indirect GEMM, depthwise, AMX) bit-exact against the NumPy reference of the
three ONNX steps, the table itself against them, and quantized models with SiLU, HardSwish and GELU against ONNX
Runtime on the same QDQ file, to one quantization step."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

from ixconv.graph.executor import Model
from ixconv.graph.quantize import quantize_model
from ixconv.ops.amx import amx_int8_supported
from ixconv.ops.qconv import QConv2d
from ixconv.ops.quant import RequantizedActivation
from tests.test_quantize import ort_quantize, ort_run, output_step

ort = pytest.importorskip("onnxruntime")

PROGRAMS = {
    "silu": (("silu", (0,), ()),),
    "sigmoid_mul": (("sigmoid", (0,), ()), ("mul", (0, 1), ())),
    "hardswish": (("hardswish", (0,), ()),),
    "x_hardsigmoid": (("hardsigmoid", (0,), (0.2, 0.5)), ("mul", (0, 1), ())),
    "gelu": (("gelu", (0,), ()),),
    "leaky_tanh": (("leakyrelu", (0,), (0.1,)), ("tanh", (1,), ())),
}
ALGORITHMS = ["indirect", "gemm", "depthwise"] + (["amx"] if amx_int8_supported() else [])


@settings(deadline=None, max_examples=60)
@given(
    algorithm=st.sampled_from(ALGORITHMS), program=st.sampled_from(sorted(PROGRAMS)), n=st.integers(1, 2),
    h=st.integers(1, 9), w=st.integers(1, 9), c=st.integers(1, 70), k=st.integers(1, 50),
    kernel=st.sampled_from([1, 3, 5]), x_signed=st.booleans(), y_signed=st.booleans(), threads=st.integers(1, 2),
    seed=st.integers(0, 2**16),
)  # fmt: skip
def test_every_8bit_kernel_matches_the_three_onnx_steps(algorithm, program, n, h, w, c, k, kernel, x_signed,
                                                        y_signed, threads, seed):  # fmt: skip
    rng = np.random.default_rng(seed)
    groups = 1
    if algorithm == "depthwise":
        groups, k = c, c
    if algorithm == "gemm":
        kernel = 1
    x_dtype = np.int8 if x_signed else np.uint8
    info = np.iinfo(x_dtype)
    x = rng.integers(info.min, info.max + 1, (n, h, w, c)).astype(x_dtype)
    weight = rng.integers(-127, 128, (k, c // groups, kernel, kernel)).astype(np.int8)
    w_scale = (rng.random(k) * 0.01 + 1e-3).astype(np.float32)
    bias = rng.integers(-3000, 3000, k).astype(np.int32)
    mid_zero = np.uint8(rng.integers(0, 256))
    y_dtype = np.int8 if y_signed else np.uint8
    y_info = np.iinfo(y_dtype)
    tail = RequantizedActivation(PROGRAMS[program], 0.05, int(mid_zero), float(rng.uniform(0.01, 0.05)),
                                 int(rng.integers(y_info.min, y_info.max + 1)), y_dtype)  # fmt: skip
    args = (weight, w_scale, np.int8(0), 0.02, x_dtype(rng.integers(info.min, info.max + 1)), 0.05, mid_zero, bias)
    geometry = dict(padding=kernel // 2 if algorithm != "gemm" else 0, groups=groups, requantized=tail)
    reference = QConv2d(*args, algorithm="reference", **geometry)(x)
    op = QConv2d(*args, algorithm=algorithm, num_threads=threads, **geometry)
    got = op(x)
    assert got.dtype == y_dtype and op.spec.lookup
    np.testing.assert_array_equal(got, reference, err_msg=f"{algorithm} {program}")  # the same table


@pytest.mark.parametrize("dtype", [np.uint8, np.int8])
def test_the_table_holds_the_three_steps_for_every_byte(dtype) -> None:
    tail = RequantizedActivation(PROGRAMS["silu"], 0.05, 3, 0.02, -7, np.int8)
    table = tail.table(dtype)
    values = np.arange(256, dtype=np.uint8).view(dtype)
    x = (values.astype(np.float64) - 3) * np.float32(0.05)
    expected = np.clip(np.rint(x / (1 + np.exp(-x)) / 0.02) - 7, -128, 127)
    assert table.dtype == np.int32 and table.shape == (256,)
    assert np.max(np.abs(table - expected)) <= 1 and np.mean(table != expected) < 0.02


def test_bad_requantized_arguments_are_named() -> None:
    with pytest.raises(ValueError, match="program"):
        RequantizedActivation((("nope", (0,), ()),), 0.1, 0, 0.1, 0)
    with pytest.raises(ValueError, match="quantize_zero_point"):
        RequantizedActivation(PROGRAMS["silu"], 0.1, 0, 0.1, 300)
    with pytest.raises(ValueError, match="quantize_scale"):
        RequantizedActivation(PROGRAMS["silu"], 0.1, 0, -1.0, 0)
    w = np.ones((4, 4, 1, 1), np.int8)
    with pytest.raises(TypeError, match="requantized"):
        QConv2d(w, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), requantized="silu")


def assert_matches_onnx_runtime(qdq, model: Model, shape: tuple) -> None:
    """On three random inputs ``x`` of ``shape``, ixconv's ``y`` (planned, then as its native program) within one
    step of the output's quantization (``test_quantize.output_step``: the graph output's DequantizeLinear) of ONNX
    Runtime's on the same QDQ file."""

    step = output_step(qdq)
    for seed in range(3):
        x = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
        expected = ort_run(qdq, x)
        for _ in range(2):
            assert np.max(np.abs(model.run({"x": x})["y"] - expected)) <= step * 1.01


def _activation_model(activation: str, seed: int = 0):
    """x -> Conv 3x3 -> act -> Conv 1x1 -> act -> depthwise 3x3 -> act -> Conv 1x1 (8 channels) -> y, float."""
    rng = np.random.default_rng(seed)
    inits, nodes = [], []
    counter = iter(range(100))

    def act(x: str) -> str:
        i = next(counter)
        if activation == "silu":
            nodes.append(helper.make_node("Sigmoid", [x], [f"s{i}"]))
            nodes.append(helper.make_node("Mul", [x, f"s{i}"], [f"a{i}"]))
        elif activation == "hardswish":
            nodes.append(helper.make_node("HardSwish", [x], [f"a{i}"]))
        else:
            nodes.append(helper.make_node("Gelu", [x], [f"a{i}"]))
        return f"a{i}"

    def conv(x: str, cin: int, cout: int, k: int, group: int = 1, out: str = "") -> str:
        i = next(counter)
        w = rng.standard_normal((cout, cin // group, k, k)) * np.sqrt(2 / (cin // group * k * k))
        inits.append(numpy_helper.from_array(w.astype(np.float32), f"w{i}"))
        inits.append(numpy_helper.from_array((rng.standard_normal(cout) * 0.1).astype(np.float32), f"b{i}"))
        out = out or f"c{i}"
        nodes.append(helper.make_node("Conv", [x, f"w{i}", f"b{i}"], [out], pads=[k // 2] * 4, group=group))
        return out

    y = act(conv("x", 16, 32, 3))
    y = act(conv(y, 32, 32, 1))
    y = act(conv(y, 32, 32, 3, group=32))
    conv(y, 32, 8, 1, out="y")
    x_info = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16, 12, 12])
    y_info = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8, 12, 12])
    graph = helper.make_graph(nodes, "g", [x_info], [y_info], inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 20)])


@pytest.mark.parametrize("activation", ["silu", "hardswish", "gelu"])
def test_quantized_models_run_their_activations_in_the_8bit_epilogue(activation: str) -> None:
    rng = np.random.default_rng(1)
    calibration = rng.standard_normal((8, 16, 12, 12)).astype(np.float32)
    qdq = quantize_model(_activation_model(activation), calibration)
    model = Model(qdq, num_threads=2)
    fused = [n for n in model.graph.nodes if n.op == "QLinearConv" and n.attrs.get("requantized")]
    assert len(fused) == 3, model.graph.summary()
    assert not [n for n in model.graph.nodes if n.op in ("Fused", "Sigmoid", "HardSwish", "Gelu")]
    assert_matches_onnx_runtime(qdq, model, (1, 16, 12, 12))


def test_an_activation_read_twice_stays_apart() -> None:
    """The dequantized output read by the activation and by something else: nothing to fuse (the float
    tensor is needed)."""
    from ixconv.graph import fusion
    from ixconv.graph.ir import Graph, Node

    nodes = [
        Node("QLinearConv", ["x", "xs", "xz", "w", "ws", "wz", "ys", "yz"], ["q"], {"__layout__": "NHWC"}),
        Node("DequantizeLinear", ["q", "ys", "yz"], ["f"]),
        Node("Sigmoid", ["f"], ["s"]),
        Node("Mul", ["f", "s"], ["m"]),
        Node("QuantizeLinear", ["m", "ys", "yz"], ["out"]),
        Node("Relu", ["f"], ["other"]),
    ]
    inits = {"xs": np.float32(0.1), "xz": np.uint8(0), "w": np.ones((4, 4, 1, 1), np.int8), "ws": np.float32(0.1),
             "wz": np.int8(0), "ys": np.float32(0.1), "yz": np.uint8(3)}  # fmt: skip
    g = Graph(nodes=nodes, inputs=[], outputs=[], initializers=inits, opset=17)
    assert not [n for n in fusion.fuse_into_quantized_convolutions(g).nodes if n.attrs.get("requantized")]
    nodes.pop()  # without the other reader: one QLinearConv with the table of x * sigmoid(x)
    (conv,) = fusion.fuse_into_quantized_convolutions(g).nodes
    entries, dtype = conv.attrs["requantized"]
    x = (np.arange(256) - 3) * np.float32(0.1)
    expected = np.clip(np.rint(x / (1 + np.exp(-x)) / np.float32(0.1)) + 3, 0, 255)
    assert conv.outputs == ["out"] and dtype == "|u1" and np.max(np.abs(entries - expected)) <= 1


def test_onnx_runtime_qdq_silu_runs_as_a_table(tmp_path) -> None:
    """ONNX Runtime's quantizer quantizes the Sigmoid and the Mul of a SiLU on their own (Conv -> Q -> DQ ->
    Sigmoid -> Q -> DQ -> Mul(DQ(conv), DQ(sigmoid)) -> Q): still a function of the convolution's byte alone, one
    table; the outputs are ONNX Runtime's on the same file to one step."""
    import onnx

    rng = np.random.default_rng(2)
    x = rng.standard_normal((6, 16, 12, 12)).astype(np.float32)
    path = ort_quantize(_activation_model("silu"), x, tmp_path, ["Conv", "Sigmoid", "Mul"])
    qdq = onnx.load(str(path))
    assert [n.op_type for n in qdq.graph.node].count("Sigmoid") == 3
    model = Model(qdq, num_threads=2)
    fused = [n for n in model.graph.nodes if n.op == "QLinearConv" and n.attrs.get("requantized")]
    assert len(fused) == 3, model.graph.summary()
    assert not [n for n in model.graph.nodes if n.op in ("Sigmoid", "Mul", "Fused")]
    assert_matches_onnx_runtime(qdq, model, (1, 16, 12, 12))


@pytest.mark.parametrize("dtype", [np.uint8, np.int8])
def test_fused_programs_read_and_write_8bit_arrays(dtype) -> None:
    """A fused program over 8-bit arrays: read as their integer values, written from integral values in range
    (the program's own rounding and clamp), broadcast float operands beside them; against NumPy."""
    from ixconv.ops.fused import fused_call

    rng = np.random.default_rng(6)
    info = np.iinfo(dtype)
    x = rng.integers(info.min, info.max + 1, (2, 5, 7, 37)).astype(dtype)
    gate = rng.random((2, 1, 1, 37)).astype(np.float32)
    program = (("const", (), (3.0,)), ("sub", (0, 2), ()), ("const", (), (0.05,)), ("mul", (3, 4), ()),
               ("mul", (5, 1), ()), ("const", (), (0.04,)), ("div", (6, 7), ()), ("round", (8,), ()),
               ("const", (), (-7.0,)), ("add", (9, 10), ()), ("const", (), (float(info.min),)), ("max", (11, 12), ()),
               ("const", (), (float(info.max),)), ("min", (13, 14), ()))  # fmt: skip
    for threads in (1, 2):
        y = np.empty(x.shape, dtype)
        fused_call(program, (len(program) + 1,), [x, gate], [y], threads).run()
        f = (x.astype(np.float32) - np.float32(3)) * np.float32(0.05) * gate
        expected = np.clip(np.rint(f / np.float32(0.04)) - 7, info.min, info.max).astype(dtype)
        np.testing.assert_array_equal(y, expected)


def test_squeeze_excitation_glue_runs_on_8bit_tensors() -> None:
    """A quantized squeeze-excitation block: the gate's ``x * hardsigmoid(s)`` reads the 8-bit ``x`` and writes
    the next convolution's 8-bit input in one fused loop (no QuantizeLinear left before it); ONNX Runtime on the
    same file agrees to one step."""
    rng = np.random.default_rng(7)
    shapes = {"w1": (24, 16, 3, 3), "wa": (8, 24, 1, 1), "wb": (24, 8, 1, 1), "w2": (8, 24, 1, 1)}
    inits = {k: rng.standard_normal(s) * 0.25 for k, s in shapes.items()}
    nodes = [helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1, 1, 1, 1]),
             helper.make_node("Relu", ["c1"], ["r1"]),
             helper.make_node("GlobalAveragePool", ["r1"], ["p"]),
             helper.make_node("Conv", ["p", "wa"], ["pa"]), helper.make_node("Relu", ["pa"], ["pr"]),
             helper.make_node("Conv", ["pr", "wb"], ["pb"]), helper.make_node("HardSigmoid", ["pb"], ["gate"]),
             helper.make_node("Mul", ["r1", "gate"], ["se"]),
             helper.make_node("Conv", ["se", "w2"], ["y"])]  # fmt: skip
    x_info = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16, 10, 9])
    y_info = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8, 10, 9])
    graph = helper.make_graph(nodes, "se", [x_info], [y_info],
                              [numpy_helper.from_array(v.astype(np.float32), k) for k, v in inits.items()])  # fmt: skip
    fp32 = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    qdq = quantize_model(fp32, rng.standard_normal((8, 16, 10, 9)).astype(np.float32))
    model = Model(qdq, num_threads=2)
    eight_bit = [n for n in model.graph.nodes if n.op == "Fused" and n.attrs.get("out_dtypes")]
    assert len(eight_bit) == 1, model.graph.summary()
    assert_matches_onnx_runtime(qdq, model, (1, 16, 10, 9))
