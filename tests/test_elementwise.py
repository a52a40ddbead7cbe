"""The element-wise kernels (the float glue of quantized models): bit-exact against the NumPy operators,
at every length around the vector and block edges, and the quantized glue running inside native programs."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import ort_exact_u8s8
from onnx import TensorProto, helper, numpy_helper

from ixconv.codegen.elementwise import BLOCK
from ixconv.graph import ops as onnx_ops
from ixconv.graph.executor import Model
from ixconv.graph.ir import Node
from ixconv.ops.elementwise import elementwise_call
from ixconv.ops.program import NativeProgram

LENGTHS = (1, 3, 15, 16, 17, BLOCK - 1, BLOCK, BLOCK + 1, 3 * BLOCK + 5)


def numpy_op(op: str, inputs: list) -> np.ndarray:
    return onnx_ops.run_node(Node(op, [f"i{k}" for k in range(len(inputs))], ["o"], {}, "n"), inputs, 13)[0]


def floats(n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    a = (rng.standard_normal(n) * 60).astype(np.float32)
    a[::5] = np.round(a[::5]) + np.float32(0.5)  # rounding ties: half to even
    a[1::11] = np.float32(1e6)  # saturation
    a[2::13] = -0.0
    return a


@pytest.mark.parametrize("n", LENGTHS)
@pytest.mark.parametrize("threads", [1, 2])
def test_float_kernels_match_numpy(n: int, threads: int) -> None:
    a, b = floats(n, 1), floats(n, 2)
    a[3::17] = np.nan
    for kind, inputs, op in (("add", (a, b), "Add"), ("relu", (a,), "Relu")):
        out = np.full(n + 1, 7.0, np.float32)  # one guard element past the end
        elementwise_call(kind, a, out[:n], b if kind == "add" else None, num_threads=threads).run()
        np.testing.assert_array_equal(out[:n], numpy_op(op, list(inputs)), err_msg=kind)
        assert out[n] == 7.0, f"{kind} wrote past the output"
    for low, high in ((0.0, 6.0), (-np.inf, 2.5), (-1.0, np.inf), (3.0, -3.0)):  # the last: high wins
        out = np.empty(n, np.float32)
        elementwise_call("clip", a, out, low=low, high=high, num_threads=threads).run()
        want = numpy_op("Clip", [a, np.float32(low), np.float32(high)])
        np.testing.assert_array_equal(out, want, err_msg=f"clip {low} {high}")


@pytest.mark.parametrize("n", LENGTHS)
@pytest.mark.parametrize("dtype", [np.uint8, np.int8])
def test_quantize_and_dequantize_match_numpy(n: int, dtype) -> None:
    info = np.iinfo(dtype)
    kind = "u8" if dtype == np.uint8 else "s8"
    for zero in (info.min, 0 if dtype == np.int8 else 128, info.max):
        scale = np.float32(0.37)
        a = floats(n, zero & 0xFF)
        q = np.empty(n, dtype)
        elementwise_call("quantize_" + kind, a, q, scale=scale, zero=int(zero)).run()
        np.testing.assert_array_equal(q, numpy_op("QuantizeLinear", [a, scale, dtype(zero)]))
        f = np.empty(n, np.float32)
        elementwise_call("dequantize_" + kind, q, f, scale=scale, zero=int(zero)).run()
        np.testing.assert_array_equal(f, numpy_op("DequantizeLinear", [q, scale, dtype(zero)]))


def test_quantize_nan_is_zero_not_garbage() -> None:
    a = np.array([np.nan, 1.0, -np.nan], np.float32)
    q = np.full(3, 99, np.uint8)
    elementwise_call("quantize_u8", a, q, scale=1.0, zero=0).run()
    assert q.tolist() == [0, 1, 0]


def test_bad_arrays_are_refused() -> None:
    a = np.zeros(8, np.float32)
    with pytest.raises(TypeError, match="out"):
        elementwise_call("relu", a, np.zeros(8, np.float64))
    with pytest.raises(ValueError, match="b must be C-contiguous"):
        elementwise_call("add", a, np.zeros(8, np.float32), np.zeros(16, np.float32)[::2])
    with pytest.raises(TypeError, match="a must be"):
        elementwise_call("dequantize_u8", a, np.zeros(8, np.float32))


def quantized_residual_model():
    """r = Relu(x) -> Q -> QLinearConv -> DQ -> + r -> Clip(0, 6) -> Q -> DQ: the glue ONNX Runtime's
    quantizer writes around a residual block."""
    rng = np.random.default_rng(0)
    # ORT's u8 x s8 QLinearConv without VNNI is exact on 7-bit weights only: see conftest.ort_exact_u8s8
    w, ws = ort_exact_u8s8(rng.integers(-127, 128, (8, 8, 3, 3)).astype(np.int8), np.float32(0.004))
    values = {
        "s": np.float32(0.05), "z": np.uint8(120), "w": w, "ws": ws, "wz": np.int8(0),
        "ys": np.float32(0.08), "yz": np.uint8(110), "b": rng.integers(-300, 300, 8).astype(np.int32),
        "rs": np.float32(0.03), "rz": np.uint8(0), "lo": np.float32(0.0), "hi": np.float32(6.0),
    }  # fmt: skip
    nodes = [
        helper.make_node("Relu", ["x"], ["x0"]),
        helper.make_node("QuantizeLinear", ["x0", "s", "z"], ["xq"]),
        helper.make_node("QLinearConv", ["xq", "s", "z", "w", "ws", "wz", "ys", "yz", "b"], ["yq"], pads=[1, 1, 1, 1]),
        helper.make_node("DequantizeLinear", ["yq", "ys", "yz"], ["y"]),
        helper.make_node("Add", ["y", "x0"], ["sum"]),
        helper.make_node("Clip", ["sum", "lo", "hi"], ["r"]),
        helper.make_node("QuantizeLinear", ["r", "rs", "rz"], ["rq"]),
        helper.make_node("DequantizeLinear", ["rq", "rs", "rz"], ["out"]),
    ]
    graph = helper.make_graph(
        nodes, "qres", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 9, 7])],
        [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.asarray(v), k) for k, v in values.items()],
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)


@pytest.mark.parametrize("threads", [1, 2])
def test_quantized_glue_runs_in_one_native_program(threads: int) -> None:
    import onnxruntime as ort

    proto = quantized_residual_model()
    python_steps = Model(proto, num_threads=threads, native_programs=False)
    programs = Model(proto, num_threads=threads)
    session = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"])
    for seed in range(3):  # plan, segment, then replay: each run reads its own input
        x = np.random.default_rng(seed).standard_normal((1, 8, 9, 7)).astype(np.float32)
        got = programs.run({"x": x})["out"]
        np.testing.assert_array_equal(got, python_steps.run({"x": x})["out"])
        np.testing.assert_array_equal(got, session.run(None, {"x": x})[0])
    segments = next(iter(programs._segments.values()))
    # the input is transposed as floats, then quantized in NHWC: no step is left to Python
    assert len(segments) == 1 and isinstance(segments[0], NativeProgram), segments
    assert len(segments[0]) >= 8, segments


@pytest.mark.parametrize("n", LENGTHS)
@pytest.mark.parametrize("dtype", [np.uint8, np.int8])
def test_dequantize_add_matches_the_three_numpy_steps(n: int, dtype) -> None:
    """DequantizeLinear -> Add -> [Relu] as one kernel: bit for bit what the three operators give (a product
    rounded, then a sum rounded: an FMA would differ in the last bit on many of these values)."""
    info = np.iinfo(dtype)
    kind = "dequantize_add_" + ("u8" if dtype == np.uint8 else "s8")
    rng = np.random.default_rng(n)
    x = rng.integers(info.min, info.max + 1, n).astype(dtype)
    r = floats(n, 3)
    r[4::19] = np.nan
    scale, zero = np.float32(0.0371), dtype(info.max // 2 + 1 if dtype == np.uint8 else -3)
    summed = numpy_op("Add", [numpy_op("DequantizeLinear", [x, scale, zero]), r])
    for low, want in ((-np.inf, summed), (0.0, numpy_op("Relu", [summed]))):
        out = np.full(n + 1, 7.0, np.float32)  # one guard element past the end
        elementwise_call(kind, x, out[:n], r, scale=scale, zero=int(zero), low=low, num_threads=2).run()
        np.testing.assert_array_equal(out[:n].view(np.int32), want.view(np.int32), err_msg=f"{kind} low={low}")
        assert out[n] == 7.0, f"{kind} wrote past the output"


def dequantize_add_model():
    """Three DequantizeLinear -> Add chains over tensors the model computes (so they run natively): with a
    Relu (fused, relu=1), with a Clip (fused up to the Add), and one whose dequantized tensor is also a model
    output (not fused)."""
    rng = np.random.default_rng(1)
    values = {"s": np.float32(0.05), "z": np.uint8(120), "lo": np.float32(-1.0), "hi": np.float32(2.0)}
    values.update({f"c{i}": rng.standard_normal((1, 5, 1, 1)).astype(np.float32) for i in range(3)})
    nodes = [helper.make_node("Neg", ["x"], ["r"])]
    for i in range(3):
        nodes.append(helper.make_node("Add", ["x", f"c{i}"], [f"f{i}"]))
        nodes.append(helper.make_node("QuantizeLinear", [f"f{i}", "s", "z"], [f"q{i}"]))
        nodes.append(helper.make_node("DequantizeLinear", [f"q{i}", "s", "z"], [f"d{i}"]))
        nodes.append(helper.make_node("Add", [f"d{i}", "r"] if i != 1 else ["r", f"d{i}"], [f"a{i}"]))
    nodes += [helper.make_node("Relu", ["a0"], ["y0"]), helper.make_node("Clip", ["a1", "lo", "hi"], ["y1"])]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 5, 4, 3])]
    outputs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in ("y0", "y1", "a2", "d2")]
    graph = helper.make_graph(nodes, "dqadd", inputs, outputs,
                              [numpy_helper.from_array(np.asarray(v), k) for k, v in values.items()])  # fmt: skip
    feeds = {"x": (rng.standard_normal((2, 5, 4, 3)) * 3).astype(np.float32)}
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8), feeds


@pytest.mark.parametrize("native", [True, False])
def test_dequantize_add_chains_are_fused_and_exact(native: bool) -> None:
    import onnxruntime as ort

    proto, feeds = dequantize_add_model()
    model = Model(proto, num_threads=2, native_programs=native)
    fused = [n for n in model.graph.nodes if n.op == "DequantizeAdd"]
    assert sorted(n.attrs["relu"] for n in fused) == [0, 1]  # the Clip chain keeps its Clip; d2 is not fused
    want = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)
    for _ in range(3):
        got = model.run(feeds)
        for name, expected in zip(("y0", "y1", "a2", "d2"), want):
            np.testing.assert_array_equal(got[name], expected, err_msg=name)
    if native:  # the fused steps ran as native calls, not from Python
        python = [step for segment in next(iter(model._segments.values())) if isinstance(segment, tuple)
                  for step in segment[:1]]  # fmt: skip
        assert not any(type(step).__name__ == "DequantizeAddStep" for step in python), python


@pytest.mark.parametrize("n", [1, 17, BLOCK + 1])
@pytest.mark.parametrize("codes", ["u8_qu8", "u8_qs8", "s8_qu8", "s8_qs8"])
def test_dequantize_add_quantize_matches_the_four_numpy_steps(n: int, codes: str) -> None:
    """... -> QuantizeLinear as the second output of the same kernel, with and without the float result."""
    in_type, out_type = (np.uint8 if code == "u8" else np.int8 for code in (codes[:2], codes[-2:]))
    rng = np.random.default_rng(n)
    x = rng.integers(np.iinfo(in_type).min, np.iinfo(in_type).max + 1, n).astype(in_type)
    r = floats(n, 5) / np.float32(40)
    s1, z1, s2, z2 = np.float32(0.0371), in_type(3), np.float32(0.0625), out_type(5)
    for low in (0.0, -np.inf):
        summed = numpy_op("Add", [numpy_op("DequantizeLinear", [x, s1, z1]), r])
        want = numpy_op("Relu", [summed]) if low == 0.0 else summed
        for keep in (True, False):
            out, q = np.full(n + 1, 7.0, np.float32), np.full(n + 1, 9, out_type)
            elementwise_call(f"dequantize_add_{codes}", x, out[:n] if keep else None, r, scale=s1, zero=int(z1),
                             low=low, quantized=q[:n], quantized_scale=s2, quantized_zero=int(z2)).run()  # fmt: skip
            np.testing.assert_array_equal(q[:n], numpy_op("QuantizeLinear", [want, s2, z2]))
            assert q[n] == 9 and out[n] == 7.0
            if keep:
                np.testing.assert_array_equal(out[:n].view(np.int32), want.view(np.int32))
            else:
                assert (out == 7.0).all()


def dequantize_add_quantize_model():
    """Two DequantizeLinear -> Add -> Relu -> QuantizeLinear chains: one whose float result is also read by
    the next Add (kept), one whose float result only the QuantizeLinear reads (not stored)."""
    rng = np.random.default_rng(2)
    values = {"s": np.float32(0.05), "z": np.uint8(120), "qs": np.float32(0.04), "qz": np.uint8(3)}
    values.update({f"c{i}": rng.standard_normal((1, 5, 1, 1)).astype(np.float32) for i in range(2)})
    nodes = [helper.make_node("Neg", ["x"], ["r0"])]
    for i in range(2):
        nodes.append(helper.make_node("Add", ["x", f"c{i}"], [f"f{i}"]))
        nodes.append(helper.make_node("QuantizeLinear", [f"f{i}", "s", "z"], [f"q{i}"]))
        nodes.append(helper.make_node("DequantizeLinear", [f"q{i}", "s", "z"], [f"d{i}"]))
        nodes.append(helper.make_node("Add", [f"d{i}", f"r{i}"], [f"a{i}"]))
        nodes.append(helper.make_node("Relu", [f"a{i}"], [f"r{i + 1}"]))
        nodes.append(helper.make_node("QuantizeLinear", [f"r{i + 1}", "qs", "qz"], [f"o{i}"]))
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 5, 4, 3])]
    outputs = [helper.make_tensor_value_info(n, TensorProto.UINT8, None) for n in ("o0", "o1")]
    graph = helper.make_graph(nodes, "dqaddq", inputs, outputs,
                              [numpy_helper.from_array(np.asarray(v), k) for k, v in values.items()])  # fmt: skip
    feeds = {"x": (rng.standard_normal((2, 5, 4, 3)) * 3).astype(np.float32)}
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8), feeds


@pytest.mark.parametrize("native", [True, False])
def test_the_quantize_after_a_dequantize_add_joins_it(native: bool) -> None:
    import onnxruntime as ort

    proto, feeds = dequantize_add_quantize_model()
    model = Model(proto, num_threads=2, native_programs=native)
    fused = [n for n in model.graph.nodes if n.op == "DequantizeAdd"]
    assert [bool(n.outputs[0]) for n in fused] == [True, False] and all(len(n.outputs) == 2 for n in fused)
    assert not any(n.op == "QuantizeLinear" and n.inputs[0] in {"r1", "r2"} for n in model.graph.nodes)
    want = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)
    for _ in range(3):
        got = model.run(feeds)
        for name, expected in zip(("o0", "o1"), want):
            np.testing.assert_array_equal(got[name], expected, err_msg=name)


@pytest.mark.parametrize("n", [1, 17, BLOCK + 1])
@pytest.mark.parametrize("codes", ["u8_bu8", "s8_bu8", "u8_bs8_qu8", "s8_bs8_qs8", "u8_bu8_qs8"])
def test_two_dequantized_operands_match_the_numpy_steps(n: int, codes: str) -> None:
    """Both operands 8-bit (a quantized residual Add): each DequantizeLinear, the Add, [Relu], [QuantizeLinear]
    in one kernel, bit for bit, nothing written past the arrays."""
    a_type, b_type = (np.uint8 if code == "u8" else np.int8 for code in (codes[:2], codes[4:6]))
    rng = np.random.default_rng(n)
    x = rng.integers(np.iinfo(a_type).min, np.iinfo(a_type).max + 1, n).astype(a_type)
    r = rng.integers(np.iinfo(b_type).min, np.iinfo(b_type).max + 1, n).astype(b_type)
    s1, z1, s3, z3 = np.float32(0.0371), a_type(3), np.float32(0.0217), b_type(-2 if b_type == np.int8 else 130)
    out_type = None if "_q" not in codes else (np.uint8 if codes.endswith("qu8") else np.int8)
    s2, z2 = np.float32(0.0625), None if out_type is None else out_type(5)
    for low in (0.0, -np.inf):
        summed = numpy_op("Add", [numpy_op("DequantizeLinear", [x, s1, z1]), numpy_op("DequantizeLinear", [r, s3, z3])])
        want = numpy_op("Relu", [summed]) if low == 0.0 else summed
        out = np.full(n + 1, 7.0, np.float32)
        extra = {}
        if out_type is not None:
            q = np.full(n + 1, 9, out_type)
            extra = dict(quantized=q[:n], quantized_scale=s2, quantized_zero=int(z2))
        call = elementwise_call(f"dequantize_add_{codes}", x, out[:n], r, scale=s1, zero=int(z1), low=low,
                                b_scale=s3, b_zero=int(z3), num_threads=2, **extra)  # fmt: skip
        call.run()
        np.testing.assert_array_equal(out[:n].view(np.int32), want.view(np.int32), err_msg=f"{codes} low={low}")
        assert out[n] == 7.0, "wrote past the output"
        if out_type is not None:
            np.testing.assert_array_equal(q[:n], numpy_op("QuantizeLinear", [want, s2, z2]))
            assert q[n] == 9


def two_quantized_operands_model():
    """Two quantized tensors (their own scales) dequantized, added, Relu, quantized: the QDQ form of a quantized
    ResNet's residual Add; plus a second Add whose dequantized operand is also read elsewhere (not absorbed)."""
    rng = np.random.default_rng(4)
    values = {"s": np.float32(0.05), "z": np.uint8(120), "s2": np.float32(0.03), "z2": np.uint8(7),
              "qs": np.float32(0.04), "qz": np.uint8(3)}  # fmt: skip
    nodes = [
        helper.make_node("QuantizeLinear", ["x", "s", "z"], ["qa"]),
        helper.make_node("Neg", ["x"], ["nx"]),
        helper.make_node("QuantizeLinear", ["nx", "s2", "z2"], ["qb"]),
        helper.make_node("DequantizeLinear", ["qa", "s", "z"], ["da"]),
        helper.make_node("DequantizeLinear", ["qb", "s2", "z2"], ["db"]),
        helper.make_node("Add", ["da", "db"], ["sum"]),
        helper.make_node("Relu", ["sum"], ["r"]),
        helper.make_node("QuantizeLinear", ["r", "qs", "qz"], ["y"]),
        helper.make_node("DequantizeLinear", ["y", "qs", "qz"], ["dy"]),
        helper.make_node("Abs", ["dy"], ["ady"]),
        helper.make_node("Add", ["dy", "ady"], ["y2"]),
    ]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 5, 4, 3])]
    outputs = [helper.make_tensor_value_info(n, TensorProto.UINT8 if n == "y" else TensorProto.FLOAT, None)
               for n in ("y", "y2")]  # fmt: skip
    graph = helper.make_graph(nodes, "qres", inputs, outputs,
                              [numpy_helper.from_array(np.asarray(v), k) for k, v in values.items()])  # fmt: skip
    feeds = {"x": (rng.standard_normal((2, 5, 4, 3)) * 3).astype(np.float32)}
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8), feeds


@pytest.mark.parametrize("native", [True, False])
def test_a_quantized_residual_add_takes_both_dequantize_linear(native: bool) -> None:
    import onnxruntime as ort

    proto, feeds = two_quantized_operands_model()
    model = Model(proto, num_threads=2, native_programs=native)
    fused = [n for n in model.graph.nodes if n.op == "DequantizeAdd"]
    absorbed = [n for n in fused if n.attrs.get("quantized_other")]
    assert len(absorbed) == 1 and len(absorbed[0].inputs) == 8, fused  # both DequantizeLinear + the Quantize
    assert not any(n.op == "DequantizeLinear" and n.outputs[0] in ("da", "db") for n in model.graph.nodes)
    want = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)
    for _ in range(3):
        got = model.run(feeds)
        for name, expected in zip(("y", "y2"), want):
            np.testing.assert_array_equal(got[name], expected, err_msg=name)
    if native:
        python = [segment[0] for segment in next(iter(model._segments.values())) if isinstance(segment, tuple)]
        assert not any(type(step).__name__ == "DequantizeAddStep" for step in python), python
