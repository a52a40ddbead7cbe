"""Search spaces: constraints as data, direct sampling never proposes an invalid point, the kernel spaces
agree with the spec validator, and every strategy stays inside the space."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ixconv.codegen.spec import GemmSpec, enumerate_specs, spec_problems
from ixconv.tune.conv_space import ConvTask, conv_space, default_point, depthwise_space, space_for, to_choice
from ixconv.tune.genetic import Genetic
from ixconv.tune.model import ModelSearch
from ixconv.tune.space import Constraint, Param, Space
from ixconv.tune.strategy import Exhaustive, RandomSearch, run_search


def toy_space() -> Space:
    return Space(
        "toy",
        [Param("c", ("x", "y", "z")), Param("b", tuple(range(10))), Param("a", tuple(range(10)))],
        [
            Constraint(("b", "a"), lambda b, a: a + b <= 12, "a + b <= 12"),
            Constraint(("c", "a"), lambda c, a: c != "z" or a % 2 == 0, "z needs an even a"),
            Constraint(("b",), lambda b: b != 5, "b is never 5"),
        ],
    )


def brute_force(space: Space) -> list[dict]:
    names = list(space.params)
    points = [dict(zip(names, vs)) for vs in itertools.product(*(space.params[n].values for n in names))]
    return [p for p in points if all(c.holds(p) for c in space.constraints)]


def test_enumeration_is_exactly_the_valid_points():
    space = toy_space()
    expected = sorted(space.key(p) for p in brute_force(space))
    got = [space.key(p) for p in space.enumerate()]
    assert sorted(got) == expected and len(set(got)) == len(got)
    assert space.size() == len(expected)


def test_constraint_order_is_topological():
    space = Space(
        "dag",
        [Param("u", (1, 2)), Param("w", (1, 2)), Param("v", (1, 2))],
        [
            Constraint(("v", "u"), lambda v, u: True, "u after v"),
            Constraint(("w", "v"), lambda w, v: True, "v after w"),
        ],
    )
    assert space.order == ["w", "v", "u"]
    with pytest.raises(ValueError, match="cycle"):
        loop = [Constraint(("a", "b"), lambda a, b: True, "x"), Constraint(("b", "a"), lambda b, a: True, "y")]
        Space("cycle", [Param("a", (1,)), Param("b", (1,))], loop)


def test_dead_ends_are_never_entered():
    # y = 3 is valid on its own but no z fits it: forward checking must never pick it.
    space = Space(
        "dead",
        [Param("y", (1, 2, 3)), Param("z", (1, 2))],
        [Constraint(("y", "z"), lambda y, z: y != 3, "y=3 has no z")],
    )
    rng = np.random.default_rng(0)
    assert {space.sample(rng)["y"] for _ in range(200)} == {1, 2}
    assert space.options(0, {}) == [1, 2]


@given(st.integers(0, 2**32 - 1))
def test_sample_and_repair_are_always_valid(seed):
    space = toy_space()
    rng = np.random.default_rng(seed)
    point = space.sample(rng)
    assert space.problems(point) == []
    broken = {"c": "z", "b": 5, "a": 9}
    fixed = space.repair(broken, rng, keep=("a",))
    assert space.problems(fixed) == [] and fixed["a"] == 9
    impossible = space.repair({"c": "z", "b": 9, "a": 9}, rng, keep=("a",))  # a=9 fits with a smaller b
    assert space.problems(impossible) == []


def test_problems_name_the_broken_constraint():
    space = toy_space()
    assert space.problems({"c": "z", "b": 5, "a": 3}) == ["z needs an even a", "b is never 5"]
    assert "a=11" in space.problems({"c": "x", "b": 1, "a": 11})[0]


RESNET_TASKS = [
    ConvTask(224, 224, 3, 64, (7, 7), (2, 2), (3, 3, 3, 3), name="conv1"),
    ConvTask(56, 56, 64, 64, (3, 3), (1, 1), (1, 1, 1, 1), name="layer1"),
    ConvTask(28, 28, 128, 256, (1, 1), (2, 2), name="down"),
    ConvTask(7, 7, 512, 512, (3, 3), (1, 1), (1, 1, 1, 1), name="layer4"),
    ConvTask(14, 14, 64, 24, (1, 1), name="pointwise"),
]


@pytest.mark.parametrize("isa", ["avx512", "avx2", "generic"])
@pytest.mark.parametrize("task", RESNET_TASKS, ids=lambda t: t.name)
def test_conv_space_points_are_valid_specs(task, isa):
    space = conv_space(task, isa)
    points = list(space.enumerate())
    assert points
    for point in points:
        choice = to_choice(task, point, isa)
        spec = GemmSpec(**{k: v for k, v in choice["spec"].items() if k != "kind"})  # raises if invalid
        assert spec_problems(spec) == []
        assert choice["algorithm"] != "gemm" or task.params().is_pointwise
        assert spec.nr <= -(-task.out_channels // spec.vector_floats) * spec.vector_floats


@pytest.mark.parametrize("isa", ["avx512", "avx2"])
def test_unrestricted_conv_space_is_the_spec_enumeration(isa):
    """With a layer that restricts nothing, the space's (nr, mr, unroll, order) are exactly enumerate_specs."""
    task = ConvTask(64, 64, 1024, 1024, (3, 3), (1, 1), (1, 1, 1, 1))
    space = conv_space(task, isa)
    got = {(p["mr"], p["nr"], p["unroll"], p["order"]) for p in space.enumerate() if p["algorithm"] == "indirect"}
    want = {(s.mr, s.nr, s.unroll, s.order) for s in enumerate_specs(isa)}
    assert got == want


def test_depthwise_space():
    task = ConvTask(56, 56, 24, 24, (3, 3), (1, 1), (1, 1, 1, 1), groups=24)
    space = space_for(task, "avx512")
    assert [p["vectors"] for p in space.enumerate()] == [1, 2]  # 24 channels: a third vector is all padding
    assert space_for(task, "avx512").name == depthwise_space(task, "avx512").name
    # the tuner's depthwise kernels are the default's family: sliding along the rows, 4 pixels per block
    assert to_choice(task, {"vectors": 1, "threads": 1}, "avx512")["spec"] == {
        "kind": "dw", "isa": "avx512", "vectors": 1, "taps": 9, "reduction": "conv", "pixels": 4, "kernel_width": 3,
        "stride": 1,
    }  # fmt: skip
    strided = ConvTask(56, 56, 24, 24, (3, 3), (2, 2), (1, 1, 1, 1), groups=24)
    assert to_choice(strided, {"vectors": 2, "threads": 1}, "avx512")["spec"]["stride"] == 2
    dilated = ConvTask(56, 56, 24, 24, (3, 3), (1, 1), (2, 2, 2, 2), dilation=(2, 2), groups=24)
    assert to_choice(dilated, {"vectors": 2, "threads": 1}, "avx512")["spec"]["kernel_width"] == 0


@pytest.mark.parametrize("make", [RandomSearch, Genetic, ModelSearch, Exhaustive], ids=lambda m: m.name)
def test_strategies_never_propose_invalid_points(make):
    space = conv_space(RESNET_TASKS[1], "avx512")
    strategy = make(space, seed=3)
    seen = []

    def cost(points):
        seen.extend(points)
        return [float(p["mr"] * p["nr"] % 17 + p["unroll"]) for p in points]

    run_search(strategy, cost, budget=80)
    assert len(seen) == 80 or getattr(strategy, "converged", False)  # the whole budget, unless it converged first
    assert len(seen) >= 40
    assert all(space.problems(p) == [] for p in seen)
    assert len({space.key(p) for p in seen}) == len(seen)  # nothing measured twice


@pytest.mark.parametrize("task", RESNET_TASKS, ids=lambda t: t.name)
def test_default_point_is_what_conv2d_builds(task):
    from ixconv.cpu import host
    from ixconv.ops.conv import Conv2d

    isa = host().isa
    point = default_point(task, isa)
    w = np.zeros((task.out_channels, task.in_channels // task.groups, *task.kernel), np.float32)
    op = Conv2d(w, stride=task.stride, padding=task.padding, num_threads=1)
    op(np.zeros((1, task.height, task.width, task.in_channels), np.float32))  # the tile height follows the size
    if point is None:  # only a default whose unroll exceeds C (never a full iteration) is outside the space
        assert op.spec.unroll > task.in_channels
        return
    choice = to_choice(task, point, isa)
    assert choice["algorithm"] == op.algorithm
    assert {k: choice["spec"][k] for k in ("mr", "nr", "unroll", "order")} == {
        "mr": op.spec.mr, "nr": op.spec.nr, "unroll": op.spec.unroll, "order": op.spec.order,
    }  # fmt: skip


def test_genetic_starts_from_the_given_points():
    space = conv_space(RESNET_TASKS[1], "avx512")
    seed_point = default_point(RESNET_TASKS[1], "avx512") or next(space.enumerate())
    ga = Genetic(space, seed=0, population=8, initial=[seed_point])
    first = ga.ask(100)
    assert first[0] == seed_point and len(first) == 8 and len({space.key(p) for p in first}) == 8


def test_fixed_subspace():
    task = ConvTask(14, 14, 256, 256, (3, 3), (1, 1), (1, 1, 1, 1))
    space = conv_space(task, "avx512")
    sub = space.fixed({"k_block": 0, "algorithm": "indirect"})
    points = list(sub.enumerate())
    assert points and all(p["k_block"] == 0 and p["algorithm"] == "indirect" for p in points)
    assert all(space.is_valid(p) for p in points)
    assert len(points) == sum(1 for p in space.enumerate() if p["k_block"] == 0 and p["algorithm"] == "indirect")
    with pytest.raises(ValueError, match="k_block"):
        space.fixed({"k_block": 3})
    with pytest.raises(ValueError, match="nope"):
        space.fixed({"nope": 1})


@pytest.mark.parametrize("quant", ["u8s8", "s8s8_rs", "u8u8_rs_i32"])
@pytest.mark.parametrize("isa", ["avx512", "avx2", "generic"])
def test_int8_space_points_are_valid_qgemm_specs(quant, isa):
    """Every point of the 8-bit space names a QGemmSpec the constructor accepts (the register budget is
    declared as data, checked before compiling), and the default point is what QConv2d picks by itself."""
    from ixconv.codegen.qspec import QGemmSpec
    from ixconv.ops.impls import spec_from_dict

    for task in (ConvTask(14, 14, 48, 64, (3, 3), (1, 1), (1, 1, 1, 1), quant=quant),
                 ConvTask(7, 7, 20, 200, (1, 1), quant=quant)):  # fmt: skip
        space = space_for(task, isa)
        points = list(space.enumerate())
        assert points and all(isinstance(spec_from_dict(to_choice(task, p, isa)["spec"]), QGemmSpec) for p in points)
        default = default_point(task, isa)
        assert default is not None and space.is_valid(default)


QDW_TASKS = (
    ConvTask(56, 56, 72, 72, (3, 3), (1, 1), (1, 1, 1, 1), groups=72),
    ConvTask(28, 28, 120, 120, (5, 5), (2, 2), (2, 2, 2, 2), groups=120),
    ConvTask(14, 14, 20, 20, (3, 3), (1, 1), (2, 2, 2, 2), dilation=(2, 2), groups=20),
    ConvTask(112, 112, 16, 16, (3, 3), (1, 1), (1, 1, 1, 1), groups=16),
)


@pytest.mark.parametrize("quant", ["u8s8", "s8s8", "u8u8_rs", "u8s8_i32"])
@pytest.mark.parametrize("isa", ["avx512", "avx2", "generic"])
def test_int8_depthwise_space_points_are_valid_qdw_specs(quant, isa):
    """Every point of the 8-bit depthwise space names a QDwSpec the constructor accepts and maps back to itself;
    the VNNI forms only where they can run (AVX512-VNNI, q8, int8 weights of zero point 0), the sliding ones only
    without horizontal dilation; the default point is the spec QConv2d picks by itself for that input size."""
    from dataclasses import replace

    from ixconv.codegen.qdwconv import QDwSpec
    from ixconv.ops.impls import spec_from_dict
    from ixconv.ops.qconv import quant_isa
    from ixconv.tune.conv_space import qdw_point_of

    for task in QDW_TASKS:
        task = replace(task, quant=quant)
        space = space_for(task, isa)
        points = list(space.enumerate())
        assert points
        forms = set()
        for point in points:
            spec = spec_from_dict(to_choice(task, point, isa)["spec"])
            assert isinstance(spec, QDwSpec) and qdw_point_of(spec, point["threads"]) == point
            forms.add(point["form"])
        vnni = quant_isa(isa) == "avx512vnni" and quant in ("u8s8", "s8s8")
        assert any(f.startswith("vnni") for f in forms) == vnni, forms
        assert any(f.endswith("sliding") for f in forms) == (task.dilation[1] == 1), forms
        default = default_point(task, isa)
        assert default is not None and space.is_valid(default), default


def test_int8_depthwise_choices_run_bit_exact():
    """A sample of the host's 8-bit depthwise points, built as the tuner measures them, against the integer
    oracle; and the default point is what QConv2d builds for the task's input size."""
    from ixconv.cpu import host
    from ixconv.ops.impls import qconv_choice_args
    from ixconv.tune.measure import _qtask_data

    rng = np.random.default_rng(3)
    for task in (ConvTask(9, 30, 40, 40, (3, 3), (1, 1), (1, 0, 1, 2), groups=40, quant="u8s8"),
                 ConvTask(11, 13, 67, 67, (5, 5), (2, 1), (2, 2, 1, 2), groups=67, quant="s8s8")):  # fmt: skip
        space = space_for(task, host().isa)
        points = list(space.enumerate())
        x, make, ref = _qtask_data(task)
        for k in rng.choice(len(points), size=min(5, len(points)), replace=False):
            op = make(to_choice(task, points[k], host().isa))
            np.testing.assert_array_equal(op(x), ref, err_msg=str(points[k]))
        default = to_choice(task, default_point(task, host().isa), host().isa)
        assert qconv_choice_args(default)["algorithm"] == "depthwise"


def test_explain_lists_the_order_the_records_and_the_valid_values():
    space = toy_space()
    info = space.explain(samples=200)
    assert info["order"] == list(space.order) and info["valid_points"] == len(brute_force(space))
    (b,) = [p for p in info["params"] if p["name"] == "b"]
    assert 5 not in b["valid"] and b["values"] == list(range(10))  # "b is never 5"
    assert {"restricts": "a", "given": ["b"], "condition": "a + b <= 12"} in info["constraints"]
    assert info["samples"] == 200 and info["samples_valid"]


def test_ixconv_tune_explain_prints_a_layers_space(capsys):
    from ixconv.cli import main

    assert main(["tune", "resnet18", "--explain", "256->256"]) == 0
    out = capsys.readouterr().out
    assert "3x3/1 256->256 @14x14" in out and "valid points" in out and "no rejection" in out
    assert "algorithm" in out and "direct" in out and "must fit" in out
    with pytest.raises(SystemExit, match="no convolution"):
        main(["tune", "resnet18", "--explain", "no-such-layer"])
