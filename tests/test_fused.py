"""Fused element-wise kernels: the vector math's error bounds over the float range (with +-inf, NaN, signed
zeros and subnormals), random programs over random broadcast shapes against the member operators' NumPy
references, thread-count independence, and the fusion pass on the decomposed activations exporters write."""

from __future__ import annotations

import math

import numpy as np
import onnxruntime as ort
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.codegen.epilogue import BINARY, UNARY
from ixconv.codegen.fused import FusedSpec
from ixconv.cpu import host
from ixconv.graph.fusion import EPILOGUE_MIN_CHANNELS, FusedStep
from ixconv.graph.ir import Node
from ixconv.ops.fused import fused_call, loop_of

FLT_MIN = float(np.finfo(np.float32).tiny)
SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -1e-40, 1e-45, 3.4e38, -3.4e38, 88.72, 89.0, -87.3, -103.0,
            -104.0, -110.0, 1e-8, -1e-8, 0.625, -0.625, 4.0, -4.0]  # fmt: skip
_erf = np.vectorize(math.erf, otypes=[np.float64])


def _run(op: str, x: np.ndarray, params: tuple = (), threads: int = 1) -> np.ndarray:
    y = np.empty_like(x)
    fused_call(((op, (0,), params),), (1,), [x], [y], threads).run()
    return y


def _grid() -> np.ndarray:
    return np.concatenate([np.arange(-100, 100, 2**-9).astype(np.float32), np.array(SPECIALS, np.float32)])


def _ulps(got: np.ndarray, exact: np.ndarray) -> np.ndarray:
    """|got - exact| in units of the last place of exact rounded to float32; below FLT_MIN, of FLT_MIN (an
    error under the smallest normal counts as one ulp of it: subnormal results may flush)."""
    with np.errstate(over="ignore", invalid="ignore"):
        rounded = exact.astype(np.float32)
        unit = np.spacing(np.abs(rounded)).astype(np.float64)
        unit = np.where(np.abs(exact) < FLT_MIN, FLT_MIN, unit)
        error = np.abs(got.astype(np.float64) - exact) / unit
    same = (got == rounded) | (np.isnan(got) & np.isnan(exact))
    return np.where(same, 0.0, error)


def _exact(op: str, x: np.ndarray) -> np.ndarray:
    v = x.astype(np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        t = np.exp(-np.abs(v))
        sigmoid = np.where(v >= 0, 1 / (1 + t), t / (1 + t))
        return {"exp": np.exp(v), "sigmoid": sigmoid, "tanh": np.tanh(v), "erf": _erf(v), "silu": v * sigmoid}[op]


@pytest.mark.parametrize("op, bound", [("exp", 2), ("sigmoid", 3), ("tanh", 2), ("silu", 4), ("erf", 6)])
def test_vector_math_error_bounds(op: str, bound: float) -> None:
    """Measured: exp 1.2 ulp, sigmoid 2.4, tanh 1.2, silu 3 (where sigmoid(x) is normal); erf (Eigen's float32 rational)
    5.9 where |erf| >= 1e-3 and within 2e-7 absolute below."""
    x = _grid()
    exact, got = _exact(op, x), _run(op, x)
    assert np.array_equal(np.isnan(got), np.isnan(exact)), "NaN in, NaN out (and nowhere else)"
    errors = _ulps(got, exact)
    if op == "silu":  # x * sigmoid(x), sigmoid(x) subnormal below -87: the product of a rounded subnormal
        errors = errors[~(x < -87)]
    if op == "erf":
        small = np.abs(exact) < 1e-3
        assert np.max(np.abs(got - exact)[small]) < 2e-7
        errors = errors[~small]
    worst = int(np.nanargmax(errors))
    assert errors[worst] <= bound, f"{op}({x[worst]!r}) = {got[worst]!r}, exact {exact[worst]!r}"


def test_special_values() -> None:
    x = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0], np.float32)
    np.testing.assert_array_equal(_run("exp", x), [np.inf, 0, np.nan, 1, 1])
    np.testing.assert_array_equal(_run("sigmoid", x), [1, 0, np.nan, 0.5, 0.5])
    np.testing.assert_array_equal(_run("tanh", x), [1, -1, np.nan, 0, -0.0])
    np.testing.assert_array_equal(_run("erf", x), [1, -1, np.nan, 0, -0.0])
    np.testing.assert_array_equal(_run("relu", x), [np.inf, 0, np.nan, 0, -0.0])
    np.testing.assert_array_equal(_run("hardswish", x), [np.inf, np.nan, np.nan, 0, -0.0])  # -inf * 0
    assert np.signbit(_run("tanh", x)[4]) and np.signbit(_run("erf", x)[4])


def test_gelu_error_is_at_the_rounding_of_x() -> None:
    """0.5 x (1 + erf(x / sqrt 2)) cancels for negative x (as the ONNX definition, ONNX Runtime and PyTorch
    write it): the error is bounded in absolute terms, 2.4e-7 max(1, |x|) measured."""
    x = np.arange(-30, 30, 2**-10).astype(np.float32)
    v = x.astype(np.float64)
    for op, exact in (
        ("gelu", 0.5 * v * (1 + _erf(v / math.sqrt(2)))),
        ("gelu_tanh", 0.5 * v * (1 + np.tanh(math.sqrt(2 / math.pi) * (v + 0.044715 * v**3)))),
    ):
        got = _run(op, x)
        assert np.max(np.abs(got - exact) / np.maximum(1, np.abs(v))) < 5e-7, op
    specials = np.array([np.inf, np.nan, 0.0, -0.0, 1e-40, -1e-40, 3.4e38, -3.4e38, -1e30], np.float32)
    got = _run("gelu", specials)
    assert got[0] == np.inf and np.isnan(got[1]) and got[6] == np.float32(3.4e38)  # no overflow on the way
    assert got[2] == 0 and not np.signbit(got[2]) and got[3] == 0 and np.signbit(got[3])
    np.testing.assert_allclose(got[4:6], [5e-41, -5e-41], rtol=1e-3)
    assert np.all(got[7:] == 0)  # x Phi(x) underflows to (-)0 far left


@pytest.mark.parametrize(("op", "exact", "top"), [("gelu_coarse", "gelu", 8.0), ("silu_coarse", "silu", 16.0)])
def test_coarse_activations_are_within_their_bound_over_the_whole_float_range(op: str, exact: str, top: float):
    """``gelu_coarse`` / ``silu_coarse`` (bf16 plans: a polynomial per piece over [-8, 8) / [-16, 16)): within
    2e-6 max(1, |x|) of float64 GELU / SiLU everywhere, every piece boundary included; 0 at 0 exactly, x at and
    above the top, 0 below the bottom, infinities to +inf and 0, NaN to NaN; their NumPy reference is the exact
    function."""
    from ixconv.ops.reference import run_program

    x = np.concatenate([np.arange(-2 * top, 2 * top, 2**-11).astype(np.float32), _whole_float_range()])
    v = x.astype(np.float64)
    with np.errstate(all="ignore"):
        want = ACTIVATIONS_64[exact](v)
        got = _run(op, x)
    assert np.array_equal(np.isnan(got), np.isnan(v)), x[np.isnan(got) != np.isnan(v)][:5]
    finite = np.isfinite(v)
    error = np.abs(got[finite] - want[finite]) / np.maximum(1, np.abs(v[finite]))
    assert error.max() <= 2e-6, x[finite][np.argmax(error)]
    specials = _run(op, np.array([0.0, top, 1e30, -top - 1e-3, -1e30, np.inf, -np.inf], np.float32))
    np.testing.assert_array_equal(specials, np.array([0.0, top, 1e30, 0.0, 0.0, np.inf, 0.0], np.float32))
    grid = np.linspace(-top - 1, top + 1, 301, dtype=np.float32)
    reference = run_program(((op, (0,), ()),), grid)
    np.testing.assert_allclose(reference, _run(exact, grid), rtol=0, atol=2e-6 * (top + 1))


def test_bf16_epilogues_take_the_coarse_activations() -> None:
    """``fusion.coarse_activations``: GELU and SiLU (also as x * sigmoid(x), how exporters write it) become their
    coarse instructions, a sigmoid still read elsewhere stays."""
    from ixconv.graph.fusion import coarse_activations

    assert coarse_activations((("sigmoid", (0,), ()), ("mul", (0, 1), ()))) == (("silu_coarse", (0,), ()),)
    kept = coarse_activations((("sigmoid", (0,), ()), ("mul", (1, 0), ()), ("add", (2, 1), ())))
    assert kept == (("sigmoid", (0,), ()), ("silu_coarse", (0,), ()), ("add", (2, 1), ()))
    assert coarse_activations((("gelu", (0,), ()), ("silu", (1,), ()))) == (("gelu_coarse", (0,), ()),
                                                                           ("silu_coarse", (1,), ()))  # fmt: skip
    assert coarse_activations((("sigmoid", (0,), ()), ("mul", (1, 1), ()))) == (("sigmoid", (0,), ()),
                                                                                ("mul", (1, 1), ()))  # fmt: skip


def test_gelu_left_tail_is_the_float32_reference_bit_for_bit() -> None:
    """Where 1 + erf(x / sqrt 2) cancels (x < GELU_TAIL) a relative error of erf becomes a large one of GELU, and
    a program that divides by GELU(x) magnifies it (x / GELU(x) at x = -3.7 was 5e-5 off; -0 against +0 and NaN
    against 1 further left, where the reference's erf rounds to -1): those lanes are the reference's bits, in a
    vector of mixed lanes too; elsewhere GELU stays within 6e-6 of the reference."""
    from ixconv.codegen.fused import GELU_TAIL
    from ixconv.graph.ops.activations import Gelu

    class Plain:
        attrs: dict = {}

    x = np.concatenate([np.linspace(-40, 4, 200001), -np.logspace(-3, 38, 4001), [np.nan, -np.inf]]).astype(np.float32)
    x = np.random.default_rng(0).permutation(x)  # tail lanes beside others in most vectors
    with np.errstate(all="ignore"):
        expected = Gelu(Plain, [x], 17)[0]
    got = _run("gelu", x)
    tail = np.isnan(x) | (x < GELU_TAIL)
    np.testing.assert_array_equal(got[tail].view(np.uint32), expected[tail].view(np.uint32))
    rest = ~tail & np.isfinite(expected) & (expected != 0)
    assert np.max(np.abs(got[rest] - expected[rest]) / np.abs(expected[rest])) < 6e-6
    ratio = np.empty_like(x)
    fused_call((("gelu", (0,), ()), ("div", (0, 1), ())), (2,), [x], [ratio]).run()
    with np.errstate(all="ignore"):
        want = x / expected
    np.testing.assert_array_equal(np.isnan(ratio[tail]), np.isnan(want[tail]))
    np.testing.assert_array_equal(ratio[tail][~np.isnan(want[tail])], want[tail][~np.isnan(want[tail])])


def test_results_do_not_depend_on_the_thread_count() -> None:
    x = np.random.default_rng(0).standard_normal((3, 37, 41, 29)).astype(np.float32) * 5
    s = np.random.default_rng(1).standard_normal((3, 1, 1, 29)).astype(np.float32)
    program = (("sigmoid", (0,), ()), ("mul", (0, 2), ()), ("mul", (3, 1), ()), ("gelu", (4,), ()))
    outs = []
    for threads in (1, 2, 3):
        y = np.empty_like(x)
        fused_call(program, (5,), [x, s], [y], threads).run()
        outs.append(y)
    assert all(np.array_equal(outs[0], o) for o in outs[1:])


@pytest.mark.parametrize("inner", [16, 29, 1000, 5000])
def test_rows_advance_across_chunks_items_and_wrapping_dimensions(inner: int) -> None:
    """Units walk the rows without dividing: chunks of a long row, rows of an item, the innermost outer
    dimension wrapping into the next image -- every element once, as NumPy computes it, at any thread count."""
    rng = np.random.default_rng(inner)
    x = rng.standard_normal((3, 5, 7, inner)).astype(np.float32)
    gate = rng.standard_normal((3, 1, 1, inner)).astype(np.float32)
    row = rng.standard_normal((1, 5, 7, 1)).astype(np.float32)
    program = (("mul", (0, 1), ()), ("add", (3, 2), ()))
    expected = x * gate + row
    for threads in (1, 2, 3):
        y = np.full_like(x, np.nan)
        fused_call(program, (4,), [x, gate, row], [y], threads).run()
        assert np.array_equal(y, expected), threads


def test_loop_merges_contiguous_dimensions() -> None:
    nhwc, channel, se = (2, 5, 7, 16), (1, 1, 1, 16), (2, 1, 1, 16)
    views = [np.broadcast_to(np.zeros(s, np.float32), nhwc) for s in (nhwc, channel, se)]
    sizes, steps = loop_of(nhwc, [v.strides for v in views])
    assert sizes == [2, 35, 16]
    assert [st[-1] for st in steps] == [4, 4, 4] and steps[1][:-1] == [0, 0] and steps[2][:-1] == [64, 0]
    nchw = np.broadcast_to(np.zeros((1, 16, 1, 1), np.float32), (2, 16, 5, 7))
    sizes, steps = loop_of((2, 16, 5, 7), [np.zeros((2, 16, 5, 7), np.float32).strides, nchw.strides])
    assert sizes == [2, 16, 35] and steps[1] == [0, 4, 0]  # N and C do not merge: the scale repeats per image


def test_spec_rejects_bad_programs() -> None:
    with pytest.raises(ValueError, match="unknown op"):
        FusedSpec((("cosh", (0,), ()),), 1, (1,), (True,), "avx2")
    with pytest.raises(ValueError, match="operands"):
        FusedSpec((("add", (0, 1), ()),), 1, (1,), (True,), "avx2")
    with pytest.raises(ValueError, match="outputs"):
        FusedSpec((("exp", (0,), ()),), 1, (0,), (True,), "avx2")


# -- random programs against the members' NumPy references -----------------------------------------------------

ONNX_UNARY = {"Relu": (), "Sigmoid": (), "Tanh": (), "Exp": (), "Erf": (), "Abs": (), "Neg": (), "HardSwish": (),
              "HardSigmoid": (("alpha", 0.25), ("beta", 0.4)), "LeakyRelu": (("alpha", 0.1),), "Softsign": (),
              "Gelu": ()}  # fmt: skip
ONNX_BINARY = ("Add", "Sub", "Mul", "Div", "Max", "Min", "PRelu")


@st.composite
def programs(draw):
    """A random chain of ONNX element-wise nodes over a full NHWC tensor and broadcast operands."""
    n, h, w, c = draw(st.integers(1, 2)), draw(st.integers(1, 9)), draw(st.integers(1, 9)), draw(st.integers(1, 37))
    shapes = [(n, h, w, c)] + draw(
        st.lists(st.sampled_from([(1, 1, 1, c), (n, 1, 1, c), (), (1, h, w, 1), (n, h, w, c)]), min_size=1, max_size=3)
    )
    nodes, live = [], ["in0"]
    for k in range(draw(st.integers(1, 7))):
        out = f"v{k}"
        if draw(st.booleans()):
            op = draw(st.sampled_from(sorted(ONNX_UNARY)))
            nodes.append(Node(op, [draw(st.sampled_from(live))], [out], dict(ONNX_UNARY[op])))
        else:
            op = draw(st.sampled_from(ONNX_BINARY))
            other = draw(st.sampled_from([f"in{i}" for i in range(1, len(shapes))] + live))
            nodes.append(Node(op, [draw(st.sampled_from(live)), other], [out], {}))
        live.append(out)
    return shapes, nodes, draw(st.integers(0, 2**31))


@settings(deadline=None, max_examples=120)
@given(programs())
def test_random_programs_match_the_numpy_references(case) -> None:
    from ixconv.graph.fusion import _Builder, _translate
    from ixconv.graph.ir import Graph

    shapes, nodes, seed = case
    rng = np.random.default_rng(seed)
    inputs = {f"in{i}": (rng.standard_normal(s) * 3).astype(np.float32) for i, s in enumerate(shapes)}
    b = _Builder()
    graph = Graph(nodes=[], inputs=[], outputs=[], initializers={}, opset=17)
    for node in nodes:
        b.value_of[node.outputs[0]] = _translate(node, graph, 17, b)
    used = [inputs[name] for name in b.inputs]
    n_in = len(used)
    program = tuple(
        (op, tuple(r[1] if r[0] == "in" else n_in + r[1] for r in operands), params) for op, operands, params in b.code
    )
    last = b.value_of[nodes[-1].outputs[0]]
    fused = Node("Fused", list(b.inputs), [nodes[-1].outputs[0]],
                 {"program": program, "values": (n_in + last[1],), "members": nodes}, "f", "ixconv")  # fmt: skip
    step = FusedStep(fused, 17)
    with np.errstate(all="ignore"):
        expected = step._by_members(used, None)[0]
        got = step(used)[0]
    assert got.shape == expected.shape and got.dtype == np.float32
    finite = np.isfinite(expected)
    assert np.array_equal(np.isnan(got), np.isnan(expected))
    assert np.array_equal(got[~finite & ~np.isnan(expected)], expected[~finite & ~np.isnan(expected)])
    scale = max(1.0, float(np.max(np.abs(expected[finite]), initial=0)))
    np.testing.assert_allclose(got[finite], expected[finite], rtol=2e-5, atol=2e-6 * scale)


# -- the pass on whole models, against ONNX Runtime -------------------------------------------------------------


def _model(nodes, inits, shape=(2, 8, 13, 11), outputs=("y",)):
    rng = np.random.default_rng(0)
    w = rng.standard_normal((shape[1], shape[1], 3, 3)).astype(np.float32) * 0.2
    graph = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]), *nodes],
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(shape))],
        [helper.make_tensor_value_info(o, TensorProto.FLOAT, None) for o in outputs],
        [numpy_helper.from_array(w, "w")]
        + [numpy_helper.from_array(np.asarray(v, np.float32), k) for k, v in inits.items()],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


DECOMPOSED = {
    "hardswish_paddle": ([("Add", ["c", "three"], ["a"]), ("Clip", ["a", "zero", "six"], ["b"]),
                          ("Mul", ["c", "b"], ["m"]), ("Div", ["m", "six"], ["y"])],
                         {"three": 3, "zero": 0, "six": 6}),
    "hardswish_relu6": ([("Add", ["c", "three"], ["a"]), ("Relu", ["a"], ["r"]), ("Min", ["r", "six"], ["b"]),
                         ("Mul", ["c", "b"], ["m"]), ("Mul", ["m", "sixth"], ["y"])],
                        {"three": 3, "six": 6, "sixth": 1 / 6}),
    "hardswish_sixth_first": ([("Add", ["three", "c"], ["a"]), ("Max", ["a", "zero"], ["r"]),
                               ("Min", ["r", "six"], ["b"]), ("Div", ["b", "six"], ["s"]), ("Mul", ["s", "c"], ["y"])],
                              {"three": 3, "zero": 0, "six": 6}),
    "silu": ([("Sigmoid", ["c"], ["s"]), ("Mul", ["c", "s"], ["y"])], {}),
    "x_hardsigmoid": ([("HardSigmoid", ["c"], ["s"]), ("Mul", ["c", "s"], ["y"])], {}),
    "gelu_erf": ([("Div", ["c", "sqrt2"], ["d"]), ("Erf", ["d"], ["e"]), ("Add", ["e", "one"], ["a"]),
                  ("Mul", ["c", "a"], ["m"]), ("Mul", ["m", "half"], ["y"])],
                 {"sqrt2": math.sqrt(2), "one": 1, "half": 0.5}),
    "gelu_erf_scaled": ([("Mul", ["rsqrt2", "c"], ["d"]), ("Erf", ["d"], ["e"]), ("Add", ["one", "e"], ["a"]),
                         ("Mul", ["a", "c"], ["m"]), ("Mul", ["half", "m"], ["y"])],
                        {"rsqrt2": 1 / math.sqrt(2), "one": 1, "half": 0.5}),
    "gelu_erf_half_first": ([("Div", ["c", "sqrt2"], ["d"]), ("Erf", ["d"], ["e"]), ("Add", ["e", "one"], ["a"]),
                             ("Mul", ["a", "half"], ["h"]), ("Mul", ["c", "h"], ["y"])],
                            {"sqrt2": math.sqrt(2), "one": 1, "half": 0.5}),
    "squeeze_excitation": ([("GlobalAveragePool", ["c"], ["g"]), ("HardSigmoid", ["g"], ["s"]),
                            ("Mul", ["c", "s"], ["y"])], {}),
    "per_channel_affine": ([("Mul", ["c", "scale"], ["m"]), ("Add", ["m", "shift"], ["y"])],
                           {"scale": np.linspace(0.5, 2, 8).reshape(8, 1, 1), "shift": np.arange(8.0)[:, None, None]}),
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(DECOMPOSED))
def test_decomposed_activations_become_one_fused_step(name: str) -> None:
    """Each decomposed form is one fused element-wise step (8 output channels: too few for the epilogue); a
    squeeze-excitation two: its gate on the pooled values, once per image and channel, then the product that
    broadcasts it over the pixels."""
    nodes, inits = DECOMPOSED[name]
    data = _model([helper.make_node(op, i, o) for op, i, o in nodes], inits)
    model = ixconv.load(data, num_threads=2)
    fused = [n for n in model.graph.nodes if n.op == "Fused" or n.attrs.get("epilogue")]
    element_wise = {op for op, _, _ in nodes} - {"GlobalAveragePool"}
    steps = 2 if name == "squeeze_excitation" else 1
    assert len(fused) == steps and not [n for n in model.graph.nodes if n.op in element_wise], model.graph.summary()
    if name == "squeeze_excitation":
        gate, product = fused
        assert [m.op for m in gate.attrs["members"]] == ["HardSigmoid"] and gate.inputs == ["g"]
        assert [m.op for m in product.attrs["members"]] == ["Mul"] and "s" in product.inputs
    x = np.random.default_rng(1).standard_normal((2, 8, 13, 11)).astype(np.float32) * 4
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for _ in range(3):  # unplanned, planned, native program
        got = model.run({"x": x})["y"]
        assert np.max(np.abs(got - expected)) <= 1e-5 * np.max(np.abs(expected))


@pytest.mark.parametrize("name", ["gelu_erf", "gelu_erf_scaled", "gelu_erf_half_first"])
def test_decomposed_gelu_is_one_gelu_instruction(name: str) -> None:
    """The erf GELU as exporters write it (x / sqrt 2 or x * 1/sqrt 2, + 1, and the product with x and 0.5 in
    any order) runs as one ``gelu`` instruction (its faster erf, its own error bound), the erf gone from the
    program, as a separate step and as a convolution's epilogue; a GELU whose erf is also read elsewhere keeps
    the erf for that reader."""
    nodes, inits = DECOMPOSED[name]
    for channels in (8, EPILOGUE_MIN_CHANNELS):
        shape = (2, channels, 13, 11)
        data = _model([helper.make_node(op, i, o) for op, i, o in nodes], inits, shape=shape)
        model = ixconv.load(data, num_threads=1)
        (fused,) = [n for n in model.graph.nodes if n.op == "Fused" or n.attrs.get("epilogue")]
        program = fused.attrs.get("epilogue") or fused.attrs["program"]
        assert [op for op, _, _ in program if op in ("gelu", "erf")] == ["gelu"], program
        x = np.random.default_rng(1).standard_normal(shape).astype(np.float32) * 4
        (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
        for _ in range(3):
            got = model.run({"x": x})["y"]
            assert np.max(np.abs(got - expected)) <= 1e-5 * np.max(np.abs(expected))
    data = _model([helper.make_node(op, i, o) for op, i, o in nodes], inits, outputs=("y", "e"))
    (fused,) = [n for n in ixconv.load(data).graph.nodes if n.op == "Fused"]
    assert sorted(op for op, _, _ in fused.attrs["program"] if op in ("gelu", "erf")) == ["erf", "gelu"]


@pytest.mark.parametrize("name", ["hardswish_paddle", "hardswish_relu6", "hardswish_sixth_first"])
def test_decomposed_hard_activations_keep_their_roundings_but_under_bf16(name: str) -> None:
    """x * clamp(x + 3, 0, 6) / 6 as exporters write it (Clip, Relu + Min, Max + Min, / 6 or * 1/6, the sixth taken
    first or last): the fp32 plans keep the decomposition (ONNX Runtime's roundings, within 1e-5 of it), the
    bf16 plan runs it as one ``hardswish`` instruction in the convolution's epilogue (within its own bound)."""
    from ixconv.graph.nhwc_ops import ConvStep
    from ixconv.ops.bf16 import bf16_supported

    nodes, inits = DECOMPOSED[name]
    shape = (2, EPILOGUE_MIN_CHANNELS, 13, 11)
    data = _model([helper.make_node(op, i, o) for op, i, o in nodes], inits, shape=shape)
    x = np.random.default_rng(1).standard_normal(shape).astype(np.float32) * 4
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    model = ixconv.load(data, num_threads=1)
    (conv,) = [n for n in model.graph.nodes if n.attrs.get("epilogue")]
    assert "hardswish" not in [op for op, _, _ in conv.attrs["epilogue"]]
    for _ in range(3):
        got = model.run({"x": x})["y"]
        assert np.max(np.abs(got - expected)) <= 1e-5 * np.max(np.abs(expected))
    if not bf16_supported():
        return
    bf16 = ixconv.load(data, precision="bf16", num_threads=1)
    for _ in range(3):
        got = bf16.run({"x": x})["y"]
        assert np.max(np.abs(got - expected)) <= 2.0**-6 * np.max(np.abs(expected))
    (step,) = [s for s in bf16.steps if isinstance(s, ConvStep)]
    assert [op for op, _, _ in step.epilogue if op != "const"] == ["hardswish"], step.epilogue


def test_a_reader_between_members_seals_the_group() -> None:
    """Sigmoid(c) is read by a Conv before Mul(c, s) would join: Mul starts a group of its own, placed after."""
    nodes = [helper.make_node("Sigmoid", ["c"], ["s"]), helper.make_node("Conv", ["s", "w"], ["k"], pads=[1, 1, 1, 1]),
             helper.make_node("Mul", ["c", "s"], ["m"]), helper.make_node("Add", ["m", "k"], ["y"])]  # fmt: skip
    data = _model(nodes, {}, outputs=("y", "s"))
    model = ixconv.load(data)
    x = np.random.default_rng(2).standard_normal((2, 8, 13, 11)).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for _ in range(3):
        got = model.run({"x": x})
        for name, e in zip(("y", "s"), expected):
            assert np.max(np.abs(got[name] - e)) <= 1e-5 * np.max(np.abs(e))


def test_integer_arithmetic_is_left_to_numpy() -> None:
    step = FusedStep(
        Node("Fused", ["a", "b"], ["c"], {"program": (("add", (0, 1), ()),), "values": (2,),
                                          "members": [Node("Add", ["a", "b"], ["c"])]}, "f", "ixconv"),
        17,
    )  # fmt: skip
    a, b = np.arange(6, dtype=np.int64), np.int64(7)
    (c,) = step([a, b])
    assert c.dtype == np.int64 and np.array_equal(c, a + 7)
    assert step.native([a, b], [np.empty(6, np.int64)]) is None


def test_every_kernel_op_is_covered() -> None:
    covered = {"relu", "neg", "abs", "exp", "sigmoid", "tanh", "erf", "hardsigmoid", "hardswish", "leakyrelu",
               "gelu", "gelu_tanh", "gelu_coarse", "softsign", "silu", "silu_coarse", "add", "sub", "mul", "div",
               "max", "min", "prelu"}  # fmt: skip
    x = np.linspace(-3, 3, 101, dtype=np.float32) ** 2
    x[:4] = [0.5, 1.5, 2.5, 3.5]  # round: half to even
    for op in ("sqrt", "reciprocal", "floor", "ceil", "identity", "round"):
        expected = {"sqrt": np.sqrt, "reciprocal": lambda v: np.float32(1) / v, "floor": np.floor, "ceil": np.ceil,
                    "identity": lambda v: v, "round": np.rint}[op]  # fmt: skip
        with np.errstate(divide="ignore"):
            np.testing.assert_array_equal(_run(op, x), expected(x))
        covered.add(op)
    assert covered == set(UNARY) | set(BINARY)


def test_members_run_in_numpy_with_the_constants_folded_into_the_program() -> None:
    """Clip's bounds are constants of the program, not inputs of the fused node; the NumPy path (here: float64
    operands, which the kernel does not take) still finds them."""
    from ixconv.graph.fusion import fuse_elementwise
    from ixconv.graph.onnx_import import load_model_proto, to_graph

    nodes = [helper.make_node("Add", ["x", "three"], ["a"]), helper.make_node("Clip", ["a", "zero", "six"], ["b"]),
             helper.make_node("Mul", ["x", "b"], ["y"])]  # fmt: skip
    inits = [numpy_helper.from_array(np.array(v, np.float32), k) for k, v in (("three", 3), ("zero", 0), ("six", 6))]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [5])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits)  # fmt: skip
    g = fuse_elementwise(to_graph(load_model_proto(helper.make_model(graph).SerializeToString())))
    (node,) = g.nodes
    step = FusedStep(node, g.opset)
    x = np.array([-5, -2, 0, 1, 9], np.float64)
    inputs = [x if name == "x" else g.initializers[name] for name in node.inputs]
    np.testing.assert_array_equal(step(inputs)[0], x * np.clip(x + 3, 0, 6))


@pytest.mark.parametrize("opset", [17, 18])
def test_batchnorm_and_spatial_mean_on_nhwc_become_fusable(opset: int) -> None:
    """DenseNet's pre-activation BatchNormalization -> Relu and EfficientNet's squeeze-excitation ReduceMean over
    H, W: the layout pass makes them Mul/Add by per-channel constants (fused with the Relu) and
    GlobalAveragePool, so no NumPy step is left."""
    rng = np.random.default_rng(3)
    c = 8
    bn = [rng.uniform(0.5, 2, c), rng.standard_normal(c), rng.standard_normal(c), rng.uniform(0.5, 2, c)]
    inits = {f"bn{k}": v for k, v in enumerate(bn)}
    mean_axes = {"axes": [2, 3]} if opset < 18 else {}
    nodes = [helper.make_node("BatchNormalization", ["c", "bn0", "bn1", "bn2", "bn3"], ["b"], epsilon=1e-3),
             helper.make_node("Relu", ["b"], ["r"]),
             helper.make_node("ReduceMean", ["r"] + (["axes"] if opset >= 18 else []), ["m"], keepdims=1, **mean_axes),
             helper.make_node("Sigmoid", ["m"], ["s"]), helper.make_node("Mul", ["r", "s"], ["y"])]  # fmt: skip
    if opset >= 18:
        inits["axes"] = np.array([-2, -1], np.int64)
    w = rng.standard_normal((c, c, 3, 3)).astype(np.float32) * 0.2
    graph = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]), *nodes], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, c, 9, 10])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w, "w")]
        + [numpy_helper.from_array(np.asarray(v, np.int64 if k == "axes" else np.float32), k) for k, v in inits.items()],  # noqa: E501
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)]).SerializeToString()
    model = ixconv.load(data, num_threads=2)
    ops = [n.op for n in model.graph.nodes]
    assert "BatchNormalization" not in ops and "ReduceMean" not in ops and "GlobalAveragePool" in ops, ops
    x = rng.standard_normal((2, c, 9, 10)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for _ in range(3):
        assert np.max(np.abs(model.run({"x": x})["y"] - expected)) <= 1e-5 * np.max(np.abs(expected))
    segments = next(iter(model._segments.values()))
    assert len(segments) == 1, "one native program"


@pytest.mark.parametrize("opset", [17, 18])
def test_spatial_mean_without_kept_dimensions_converts_no_map(opset: int) -> None:
    """MNASNet's head, ``x.mean([2, 3])`` (ReduceMean over H and W, keepdims=0) -> Gemm: pooled in NHWC, then
    flattened (an (N, 1, 1, C) map has the same bytes in both layouts); only the input is converted, and the
    output is ONNX Runtime's."""
    rng = np.random.default_rng(6)
    c, k = 12, 5
    inits = {"w": rng.standard_normal((c, 3, 3, 3)) * 0.3, "g": rng.standard_normal((k, c)) * 0.3}
    mean_axes = {"axes": [-1, 2]} if opset < 18 else {}
    if opset >= 18:
        inits["axes"] = np.array([-1, 2], np.int64)
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]), helper.make_node("Relu", ["c"], ["r"]),
             helper.make_node("ReduceMean", ["r"] + (["axes"] if opset >= 18 else []), ["m"], keepdims=0, **mean_axes),
             helper.make_node("Gemm", ["m", "g"], ["y"], transB=1)]  # fmt: skip
    graph = helper.make_graph(
        nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3, 3, 11, 9])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.asarray(v, np.int64 if n == "axes" else np.float32), n) for n, v in inits.items()],
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)]).SerializeToString()
    model = ixconv.load(data, num_threads=2)
    conversions = [n.op for n in model.graph.nodes if n.domain == "ixconv" and n.op in ("ToNHWC", "ToNCHW")]
    assert conversions == ["ToNHWC"], [n.op for n in model.graph.nodes]
    x = rng.standard_normal((3, 3, 11, 9)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for _ in range(3):
        y = model.run({"x": x})["y"]
        assert y.shape == expected.shape and np.max(np.abs(y - expected)) <= 1e-5 * np.max(np.abs(expected))


@pytest.mark.parametrize("opset", [11, 13, 18])
def test_split_and_slice_stay_in_nhwc_as_strided_copies(opset: int) -> None:
    """A YOLO C2f block's Split of a convolution's output, and Slices over channels and rows: no layout
    conversion inside the graph, every step native (channel slices of NHWC are strided native copies)."""
    rng = np.random.default_rng(4)
    c = 8
    consts = {"w1": rng.standard_normal((4, 5, 3, 3)) * 0.3, "w2": rng.standard_normal((4, 5, 1, 1)) * 0.3,
              "starts": np.array([2, 1]), "ends": np.array([7, 8]), "axes": np.array([1, -2])}  # fmt: skip
    split = {"split": [3, 5]} if opset < 13 else {}
    split_inputs = ["c"] + (["sizes"] if opset >= 13 else [])
    if opset >= 13:
        consts["sizes"] = np.array([3, 5])
    if opset >= 18:
        split_inputs, consts = ["c"], {k: v for k, v in consts.items() if k != "sizes"}
        split = {"num_outputs": 2}
        consts["w1"] = rng.standard_normal((4, 4, 3, 3)) * 0.3
    nodes = [helper.make_node("Split", split_inputs, ["a", "b"], axis=1, **split),
             helper.make_node("Conv", ["b", "w1"], ["d"], pads=[1, 1, 1, 1]),
             helper.make_node("Sigmoid", ["a"], ["s"]), helper.make_node("Concat", ["s", "d"], ["cat"], axis=1),
             helper.make_node("Slice", ["cat", "starts", "ends", "axes"], ["sl"]),
             helper.make_node("Conv", ["sl", "w2"], ["y"])]  # fmt: skip
    w = rng.standard_normal((c, 3, 3, 3)).astype(np.float32) * 0.3
    inits = [numpy_helper.from_array(w, "w")] + [
        numpy_helper.from_array(v.astype(np.int64 if v.dtype.kind == "i" else np.float32), k) for k, v in consts.items()
    ]
    graph = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]), *nodes], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 9, 10])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)]).SerializeToString()
    model = ixconv.load(data, num_threads=2)
    conversions = [n.op for n in model.graph.nodes if n.op in ("ToNCHW", "ToNHWC")]
    assert conversions == ["ToNHWC", "ToNCHW"], conversions  # the boundary only
    x = rng.standard_normal((2, 3, 9, 10)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for _ in range(3):
        assert np.max(np.abs(model.run({"x": x})["y"] - expected)) <= 1e-5 * np.max(np.abs(expected))
    assert len(next(iter(model._segments.values()))) == 1, "one native program"


@pytest.mark.parametrize("kind", ["dense", "depthwise", "wide", "residual"])
def test_activation_in_the_convolution_epilogue(kind: str) -> None:
    """SiLU / HardSwish / GELU computed in the kernel's epilogue: plain, depthwise, k-blocked (many input
    channels) and after a fused residual Add (the activation follows the Add), against ONNX Runtime; with fewer
    output channels than EPILOGUE_MIN_CHANNELS the activation stays a fused step of its own."""
    rng = np.random.default_rng(5)
    c = 300 if kind == "wide" else EPILOGUE_MIN_CHANNELS
    group = c if kind == "depthwise" else 1
    w = (rng.standard_normal((c, c // group, 3, 3)) * np.sqrt(2 / (9 * c // group))).astype(np.float32)
    conv = helper.make_node("Conv", ["x", "w", "b"], ["c0"], pads=[1, 1, 1, 1], group=group)
    nodes = [conv]
    if kind == "residual":
        nodes.append(helper.make_node("Add", ["c0", "x"], ["c"]))
    else:
        nodes[0] = helper.make_node("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1], group=group)
    nodes += [helper.make_node("Sigmoid", ["c"], ["s"]), helper.make_node("Mul", ["c", "s"], ["silu"]),
              helper.make_node("HardSwish", ["silu"], ["h"]), helper.make_node("Gelu", ["h"], ["y"])]  # fmt: skip
    graph = helper.make_graph(
        nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, c, 7, 9])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(rng.standard_normal(c).astype(np.float32), "b")],
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 20)]).SerializeToString()
    model = ixconv.load(data, num_threads=2)
    inner = [n.op for n in model.graph.nodes if n.op not in ("ToNCHW", "ToNHWC")]
    assert inner in (["Conv"], ["FusedConv"]), model.graph.summary()
    assert [n for n in model.graph.nodes if n.attrs.get("epilogue")]
    x = (rng.standard_normal((2, c, 7, 9)) * 2).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for _ in range(3):
        got = model.run({"x": x})["y"]
        assert np.max(np.abs(got - expected)) <= 2e-5 * np.max(np.abs(expected))


def test_narrow_convolutions_keep_their_activation_apart() -> None:
    nodes, inits = DECOMPOSED["silu"]
    model = ixconv.load(_model([helper.make_node(op, i, o) for op, i, o in nodes], inits))
    assert [n.op for n in model.graph.nodes if n.op in ("Conv", "Fused")] == ["Conv", "Fused"]


def test_a_models_own_layout_transposes_move_no_bytes() -> None:
    """ConvNeXt's permute to channels-last around LayerNorm and back: on NHWC tensors both are Identity, so no
    layout conversion is left inside the graph."""
    rng = np.random.default_rng(6)
    c = 8
    nodes = [helper.make_node("Transpose", ["c"], ["t"], perm=[0, 2, 3, 1]),
             helper.make_node("LayerNormalization", ["t", "gamma", "beta"], ["n"], axis=-1),
             helper.make_node("Transpose", ["n"], ["u"], perm=[0, 3, 1, 2]),
             helper.make_node("Conv", ["u", "w2"], ["y"])]  # fmt: skip
    inits = {"gamma": rng.uniform(0.5, 2, c), "beta": rng.standard_normal(c), "w2": rng.standard_normal((4, c, 1, 1))}
    data = _model(nodes, inits)
    model = ixconv.load(data)
    assert [n.op for n in model.graph.nodes if n.op in ("ToNCHW", "ToNHWC", "Transpose")] == ["ToNHWC", "ToNCHW"]
    x = rng.standard_normal((2, 8, 13, 11)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for _ in range(3):
        assert np.max(np.abs(model.run({"x": x})["y"] - expected)) <= 1e-5 * np.max(np.abs(expected))


def test_numpy_steps_run_blas_on_one_thread() -> None:
    threadpoolctl = pytest.importorskip("threadpoolctl")
    from ixconv.ops.threads import blas_single_threaded

    def blas_threads() -> list[int]:
        return [i["num_threads"] for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas"]

    before = blas_threads()
    with blas_single_threaded():
        assert all(n == 1 for n in blas_threads())
    assert blas_threads() == before


def test_an_epilogue_read_back_from_json_is_the_same_spec() -> None:
    """Tuning records store spec fields as JSON: lists come back, and the spec must hash and name the same."""
    import json

    from ixconv.codegen.dwconv import DwSpec
    from ixconv.codegen.spec import GemmSpec

    silu = (("sigmoid", (0,), ()), ("mul", (0, 1), ()))
    spec = GemmSpec("avx2", 4, 16, 1, epilogue=silu)
    back = GemmSpec(**json.loads(json.dumps(spec.__dict__)))
    assert back == spec and hash(back) == hash(spec) and back.name == spec.name
    assert DwSpec("avx2", 1, 9, epilogue=json.loads(json.dumps(silu))) == DwSpec("avx2", 1, 9, epilogue=silu)
    with pytest.raises(ValueError, match="unknown op"):
        GemmSpec("avx2", 4, 16, 1, epilogue=(("cosh", (0,), ()),))


def test_slices_with_bounds_computed_from_shapes_are_native() -> None:
    """ShuffleNet's channel split: Slice bounds from Shape -> Gather -> Div, fixed for a plan, so the slice is a
    strided native copy and the model one native program."""
    ints = {"one": np.array([1]), "two": np.array(2), "zero": np.array([0]), "axis": np.array([1])}
    nodes = [helper.make_node("Relu", ["x"], ["r"]), helper.make_node("Shape", ["r"], ["s"]),
             helper.make_node("Gather", ["s", "one"], ["c"]), helper.make_node("Div", ["c", "two"], ["half"]),
             helper.make_node("Slice", ["r", "zero", "half", "axis"], ["a"]),
             helper.make_node("Slice", ["r", "half", "c", "axis"], ["b"]),
             helper.make_node("Sigmoid", ["a"], ["sa"]), helper.make_node("Mul", ["sa", "b"], ["y"])]  # fmt: skip
    graph = helper.make_graph(
        nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 8, 5, 6])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(v.astype(np.int64), k) for k, v in ints.items()],
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()
    model = ixconv.load(data)
    x = np.random.default_rng(7).standard_normal((2, 8, 5, 6)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for _ in range(3):
        np.testing.assert_allclose(model.run({"x": x})["y"], expected, rtol=1e-5, atol=1e-6)
    segments = next(iter(model._segments.values()))
    assert len(segments) == 1, [type(s).__name__ if not isinstance(s, tuple) else s[1].op for s in segments]


def test_strided_slices_of_the_model_input_follow_each_new_input() -> None:
    """A YOLOX / YOLOv5 "Focus" layer: stride-2 Slices of the graph input itself. They run as native strided copies
    that read from an offset into the input, and every run's input array (a new address) is the one read."""
    ints = {"zero": np.array([0]), "one": np.array([1]), "end": np.array([1 << 30]), "two": np.array([2]),
            "h": np.array([2]), "w": np.array([3])}  # fmt: skip
    nodes = []
    names = []
    for dy in (0, 1):
        for dx in (0, 1):
            rows, cols = f"r{dy}{dx}", f"s{dy}{dx}"
            nodes.append(helper.make_node("Slice", ["x", "one" if dy else "zero", "end", "h", "two"], [rows]))
            nodes.append(helper.make_node("Slice", [rows, "one" if dx else "zero", "end", "w", "two"], [cols]))
            names.append(cols)
    nodes.append(helper.make_node("Concat", names, ["c"], axis=1))
    nodes.append(helper.make_node("Relu", ["c"], ["y"]))
    graph = helper.make_graph(
        nodes, "focus", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 10])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(v.astype(np.int64), k) for k, v in ints.items()],
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()
    model = ixconv.load(data, num_threads=2)
    session = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(8)
    for _ in range(4):
        x = rng.standard_normal((1, 3, 8, 10)).astype(np.float32)  # a new array (address) every run
        np.testing.assert_array_equal(model.run({"x": x})["y"], session.run(None, {"x": x})[0])
    segments = next(iter(model._segments.values()))
    first_level = [s for s in segments if isinstance(s, tuple) and s[1].inputs[0] == "x"]
    assert not first_level, "the slices of the input run natively"


@settings(deadline=None, max_examples=60)
@given(
    shape=st.lists(st.integers(1, 30), min_size=1, max_size=4), step=st.sampled_from([-3, -1, 2, 3, 5]),
    start=st.integers(0, 2), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_inputs_strided_along_the_inner_axis_are_gathered(shape, step: int, start: int, threads: int) -> None:
    """A slice with a step along the last axis (a Focus layer's x[..., ::2]) read by the fused loop: gathered,
    element for element, alone (a copy) or beside a contiguous operand."""
    x = np.random.default_rng(sum(shape) * 7 + step).standard_normal(shape).astype(np.float32)
    view = x[..., start::step] if step > 0 else x[..., ::step]
    if view.size == 0:
        return
    other = np.random.default_rng(1).standard_normal(view.shape).astype(np.float32)
    y = np.full(view.shape, np.nan, np.float32)
    fused_call(((("identity", (0,), ())),), (1,), [view], [y], threads).run()
    np.testing.assert_array_equal(y, view)
    fused_call((("mul", (0, 1), ()),), (2,), [view, other], [y], threads).run()
    np.testing.assert_array_equal(y, view * other)


@pytest.mark.skipif(host().isa != "avx512", reason="bf16 arrays are an AVX-512 kernel's")
@settings(deadline=None, max_examples=60)
@given(
    shape=st.lists(st.integers(1, 40), min_size=1, max_size=4), broadcast=st.booleans(),
    threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_bf16_inputs_are_widened_exactly(shape, broadcast: bool, threads: int) -> None:
    """A bf16 input (``ops.fused.BF16``: a bf16 plan's tensor) read along its inner dimension: the program sees the
    exact float32 values of its bit patterns -- alone, beside a float32 operand broadcast over it or broadcast
    itself over one, and into a bf16 output."""
    from ixconv.ops.bf16 import to_bf16_bits
    from ixconv.ops.fused import BF16

    rng = np.random.default_rng(sum(shape) * 3 + len(shape))
    x = rng.standard_normal(shape).astype(np.float32)
    bits = to_bf16_bits(x).view(BF16)
    rounded = (bits.astype(np.uint32) << 16).view(np.float32)
    other = rng.standard_normal((1,) * (len(shape) - 1) + (shape[-1],) if broadcast else shape).astype(np.float32)
    y = np.full(shape, np.nan, np.float32)
    fused_call((("identity", (0,), ()),), (1,), [bits], [y], threads).run()
    np.testing.assert_array_equal(y, rounded)
    fused_call((("mul", (0, 1), ()), ("add", (2, 0), ())), (3,), [bits, other], [y], threads).run()
    np.testing.assert_array_equal(y, rounded * other + rounded)
    z = np.zeros(shape, BF16)
    fused_call((("relu", (0,), ()),), (1,), [bits], [z], threads).run()
    np.testing.assert_array_equal(z, to_bf16_bits(np.maximum(rounded, 0)))
    column = bits[..., :1]  # (read as a scalar per row: broadcast along the inner dimension)
    fused_call((("add", (0, 1), ()),), (2,), [column, x], [y], threads).run()
    np.testing.assert_array_equal(y, rounded[..., :1] + x)


def _whole_float_range() -> np.ndarray:
    """Every binade of float32, both signs (subnormals to 3.4e38, 16 values per binade), the special values."""
    magnitudes = np.concatenate([np.logspace(-45, 38.5, 280 * 16, dtype=np.float64), [3.4028234e38]])
    values = np.concatenate([magnitudes, -magnitudes, np.array(SPECIALS, np.float64)])
    with np.errstate(over="ignore"):
        return values.astype(np.float32)


def _sigmoid64(v):
    t = np.exp(-np.abs(v))
    return np.where(v >= 0, 1 / (1 + t), t / (1 + t))


ACTIVATIONS_64 = {  # float64 definitions of the fused activations
    "relu": lambda v: np.where(np.isnan(v), v, np.maximum(v, 0)),
    "sigmoid": _sigmoid64,
    "tanh": np.tanh,
    "silu": lambda v: v * _sigmoid64(v),
    "hardsigmoid": lambda v: np.clip(v * 0.2 + 0.5, 0, 1),
    "hardswish": lambda v: v * np.clip(v / 6 + 0.5, 0, 1),
    "leakyrelu": lambda v: np.where(v >= 0, v, v * 0.01),
    "gelu": lambda v: 0.5 * v * (1 + _erf(v / math.sqrt(2))),
    "gelu_tanh": lambda v: 0.5 * v * (1 + np.tanh(math.sqrt(2 / math.pi) * (v + 0.044715 * v**3))),
    "softsign": lambda v: v / (1 + np.abs(v)),
    "erf": _erf,
}
PARAMS = {"hardsigmoid": (0.2, 0.5), "leakyrelu": (0.01,)}


@pytest.mark.parametrize("op", sorted(ACTIVATIONS_64))
def test_fused_activations_over_the_whole_float_range(op: str) -> None:
    """Every activation the fusion compiler emits, over every binade of float32 (subnormals, +-inf, NaN
    included), against float64: NaN exactly where float64 gives NaN, infinities where it overflows, and at most
    4 ulp (8 for erf) or, where the result cancels (GELU of negative x) or is below the normal range, within
    the rounding of x: 2.4e-7 max(1, |x|) absolute."""
    x = _whole_float_range()
    v = x.astype(np.float64)
    with np.errstate(all="ignore"):
        exact = ACTIVATIONS_64[op](v)
        got = _run(op, x, PARAMS.get(op, ()))
    assert np.array_equal(np.isnan(got), np.isnan(exact)), x[np.isnan(got) != np.isnan(exact)][:5]
    finite = np.isfinite(exact) & (np.abs(exact) <= 3.4028234e38)
    assert np.array_equal(got[~finite & ~np.isnan(exact)], exact[~finite & ~np.isnan(exact)].astype(np.float32))
    with np.errstate(all="ignore"):
        ulps = _ulps(got, exact)
        absolute = np.abs(got.astype(np.float64) - exact) <= 2.4e-7 * np.maximum(1, np.abs(v))
    bound = 8 if op == "erf" else 4
    ok = (ulps <= bound) | absolute | ~finite
    worst = np.flatnonzero(~ok)
    assert worst.size == 0, f"{op}({x[worst[0]]!r}) = {got[worst[0]]!r}, exact {exact[worst[0]]!r}"


def test_division_by_a_constant_is_the_correctly_rounded_quotient() -> None:
    """``x / c`` with a constant c runs without a division (a multiply for powers of two, Markstein's corrected
    quotient otherwise), bit for bit the division: every float32 significand (x in [1, 2)) for divisors that are
    and are not powers of two, x scaled over the exponent range, zeros, infinities and NaN; a quantized glue's
    ``round(x / scale)`` rounds exactly as ONNX's QuantizeLinear, also at the half-way points. Zero, a denormal,
    infinity and NaN as divisors keep the division."""
    from llvmlite import ir

    from ixconv.codegen.fused import constant_divisor

    def splat(value: float) -> ir.Constant:
        return ir.Constant(ir.VectorType(ir.FloatType(), 4), [value] * 4)

    assert constant_divisor(splat(4.0)) == (4.0, 0.25) and constant_divisor(splat(-0.125)) == (-0.125, -8.0)
    assert constant_divisor(splat(3.0)) == (3.0, float(np.float32(1 / 3)))
    for other in (0.0, 1e-45, float("inf"), float("nan"), 2.0**127):
        assert constant_divisor(splat(other)) is None
    assert constant_divisor(ir.Constant(ir.VectorType(ir.FloatType(), 2), [1.0, 2.0])) is None

    def divide(x: np.ndarray, c: float) -> np.ndarray:
        out = np.empty_like(x)
        fused_call((("const", (), (c,)), ("div", (0, 1), ())), (2,), [x], [out], 1).run()
        return out

    significands = (np.arange(1 << 23, dtype=np.int32) + (127 << 23)).view(np.float32)  # every x in [1, 2)
    rng = np.random.default_rng(0)
    scaled = rng.standard_normal(1 << 16).astype(np.float32) * np.exp2(rng.integers(-100, 100, 1 << 16)).astype(
        np.float32
    )
    special = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 3.4e38, -3.4e38, 1.2e-38], np.float32)
    for c in (2**0.5, 0.0235, 3.0, -6.0, 255.0, 1e-3, 0.25):
        c32 = np.float32(c)
        for x in (significands, scaled, special):
            with np.errstate(over="ignore"):
                np.testing.assert_array_equal(divide(x, c), x / c32, err_msg=f"x / {c}")
        assert np.signbit(divide(np.array([-0.0], np.float32), c))[0] != (c < 0)
    scale = np.float32(0.0235)  # values at and next to the half-way points of round(x / scale)
    halves = (np.arange(-200, 200, dtype=np.float32) + np.float32(0.5)) * scale
    x = np.concatenate([halves, np.nextafter(halves, np.float32(np.inf)), np.nextafter(halves, np.float32(-np.inf))])
    out = np.empty_like(x)
    fused_call((("const", (), (float(scale),)), ("div", (0, 1), ()), ("round", (2,), ())), (3,), [x], [out], 1).run()
    np.testing.assert_array_equal(out, np.rint(x / scale))


def test_a_decomposed_hardsigmoid_is_one_instruction() -> None:
    """clamp(x + 3, 0, 6) / 6 (or * 1/6, the clamp either way round) in a program becomes ``hardsigmoid(x; 1/6,
    1/2)``, and x times it ``hardswish``; a clamp to other bounds, or a product with another value, stays."""
    from ixconv.graph.fusion import _hard_rewritten, _live

    def rewritten(code: tuple) -> list[str]:
        def scalar(v: int):
            op, _, params = code[v - 1]
            return float(params[0]) if op == "const" else None

        program, _ = _live(_hard_rewritten(code, 1, scalar), 1, (len(code),))
        return [op for op, _, _ in program if op != "const"]

    three, zero, six, sixth = (("const", (), (v,)) for v in (3.0, 0.0, 6.0, 1 / 6))
    # values: 0 x, 1 three, 2 zero, 3 six, 4 sixth, then the instructions from 5
    head = (three, zero, six, sixth)
    hardsigmoid = (*head, ("add", (0, 1), ()), ("max", (5, 2), ()), ("min", (6, 3), ()), ("mul", (4, 7), ()))
    assert rewritten(hardsigmoid) == ["hardsigmoid"]
    other_order = (*head, ("add", (1, 0), ()), ("min", (5, 3), ()), ("max", (2, 6), ()), ("div", (7, 3), ()))
    assert rewritten(other_order) == ["hardsigmoid"]
    assert rewritten((*hardsigmoid, ("mul", (0, 8), ()))) == ["hardswish"]
    assert rewritten((*hardsigmoid, ("mul", (8, 8), ()))) == ["hardsigmoid", "mul"]
    wider = (*head, ("add", (0, 1), ()), ("max", (5, 2), ()), ("min", (6, 1), ()), ("mul", (4, 7), ()))
    assert rewritten(wider) == ["add", "max", "min", "mul"]


def test_gelu_keeps_the_sign_of_zero() -> None:
    """GELU(-0) is -0 in the NumPy reference and the generated program alike (0.5 x (1 + erf) keeps it), so a
    later division by it gives the same infinity: hypothesis found x / GELU(HardSwish(x)) at x = -4.19 (HardSwish
    -0) giving -inf in the reference (x/2 + x/2 erf made GELU's zero +0) and +inf in the kernel."""
    from ixconv.graph.ops import run_node
    from ixconv.ops.fused import fused_call

    x = np.array([-4.1928554, -0.0, 0.0, -3.0, 2.5], np.float32).reshape(1, 1, 1, 5)
    nodes = [Node("HardSwish", ["x"], ["h"], {}), Node("Gelu", ["h"], ["g"], {}), Node("Div", ["x", "g"], ["y"], {})]
    values = {"x": x}
    with np.errstate(all="ignore"):
        for node in nodes:
            values[node.outputs[0]] = run_node(node, [values[i] for i in node.inputs], 17)[0]
    assert np.signbit(values["g"].ravel()[:2]).all() and values["y"].ravel()[0] == np.inf
    program = (("hardswish", (0,), ()), ("gelu", (1,), ()), ("div", (0, 2), ()))
    outs = [np.empty_like(x) for _ in range(3)]
    fused_call(program, (1, 2, 3), [x], outs, 1).run()
    np.testing.assert_array_equal(np.signbit(outs[1]), np.signbit(values["g"]))
    np.testing.assert_array_equal(outs[2], values["y"])
