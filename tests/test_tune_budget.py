"""Whole-model plans by time and memory: the records' per-layer fronts, the knapsack over them, plan files that
``ixconv.load`` runs exactly, and a loaded plan holding the memory it predicted."""

from __future__ import annotations

import json

import numpy as np
import pytest

from ixconv.cli import main
from ixconv.cpu import host
from ixconv.graph.executor import Model
from ixconv.graph.footprint import held_arrays, held_bytes
from ixconv.graph.nhwc_ops import ConvStep
from ixconv.tune.budget import ModelPlan, load_plan_choices, model_plans, parse_bytes, plan_model, spread
from ixconv.tune.conv_space import algorithm_points, default_point, to_choice
from ixconv.tune.loading import load
from ixconv.tune.plan import model_footprint, model_tasks, tune_model
from ixconv.tune.records import Records
from tests.test_tune_plan import small_model

X = np.random.default_rng(1).standard_normal((1, 8, 12, 10)).astype(np.float32)


def test_parse_bytes():
    assert parse_bytes("50MB") == 50_000_000 and parse_bytes("1.5 GiB") == 3 * 2**29 and parse_bytes("20000") == 20000
    assert parse_bytes("64kib") == 65536 and parse_bytes(123) == 123
    for bad in ("fifty", "10 parsecs", "", "-5MB"):
        with pytest.raises(ValueError, match="memory budget"):
            parse_bytes(bad)


def test_held_arrays_counts_each_buffer_once():
    class Holder:  # a plain object outside ixconv is not walked; ixconv objects are (see below)
        pass

    a = np.zeros(1000, np.float32)
    b = np.ones(250, np.float64)
    roots = [{"x": a, "view": a[10:20], "again": [a]}, (b, b.reshape(50, 5)), Holder()]
    assert held_bytes(roots) == a.nbytes + b.nbytes
    assert held_bytes(roots, exclude=[a]) == b.nbytes
    assert len(held_arrays(roots)) == 2


def _fake_fronts(records: Records, tasks, isa: str) -> None:
    """Per layer: Winograd fast and large, indirect between, direct slow and lean (made-up figures)."""
    for mt in tasks:
        points = {p["algorithm"]: p for p in algorithm_points(mt.task, isa, default_point(mt.task, isa))}
        front = []
        for name, seconds, size in (("winograd4", 1.0, 9000), ("indirect", 2.0, 3000), ("direct", 2.2, 2000)):
            if name in points:
                front.append({"choice": to_choice(mt.task, points[name], isa), "seconds": seconds, "bytes": size})
        records.set_choice(mt.task.signature, front[0]["choice"], 1.0, 2.0, {"front": front})


def test_the_knapsack_picks_the_fastest_plan_within_the_budget(tmp_path):
    source = small_model()
    tasks = model_tasks(source)
    footprint = (1000, 500)
    with Records(tmp_path / "t.sqlite") as records:
        _fake_fronts(records, tasks, host().isa)
        plans = model_plans(records, tasks, footprint)
        fastest = plan_model(records, tasks, footprint, "time")
        leanest = plan_model(records, tasks, footprint, "memory")
        assert fastest.conv_seconds == plans[0].conv_seconds and leanest.predicted_bytes == plans[-1].predicted_bytes
        assert fastest.conv_seconds < leanest.conv_seconds and fastest.predicted_bytes > leanest.predicted_bytes
        assert {c["algorithm"] for c in leanest.choices.values()} <= {"direct", "gemm"}
        for budget in sorted({p.predicted_bytes for p in plans}):
            chosen = plan_model(records, tasks, footprint, budget=budget)
            fitting = [p for p in plans if p.predicted_bytes <= budget]
            assert chosen.predicted_bytes <= budget and chosen.conv_seconds == min(p.conv_seconds for p in fitting)
        with pytest.raises(ValueError, match="the leanest needs"):
            plan_model(records, tasks, footprint, budget=leanest.predicted_bytes - 1)
        # Winograd keeps the layer's default kernel too: its bytes count both
        winograd = [layer for layer in fastest.layers if layer["choice"].startswith("winograd")]
        assert winograd and all(layer["bytes"] == (9000 + 3000) * len(layer["nodes"]) for layer in winograd)
    assert fastest.rest_bytes == 1000 and fastest.arena_bytes == 500
    picked = spread(plans, 3)
    assert picked[0].conv_seconds == plans[0].conv_seconds and picked[-1].predicted_bytes == plans[-1].predicted_bytes


def test_plan_files_round_trip_and_bad_ones_are_refused(tmp_path):
    plan = ModelPlan({"sig": {"impl": "ixconv-default"}}, 0.1, 10, 20, 30, "time", None, [])
    path = tmp_path / "p.json"
    plan.save(path)
    assert load_plan_choices(str(path)) == plan.choices == load_plan_choices(json.loads(path.read_text()))
    assert json.loads(path.read_text())["predicted"]["bytes"] == 60
    (tmp_path / "bad.json").write_text("{not json")
    for bad in (str(tmp_path / "bad.json"), str(tmp_path / "missing.json"), {"no": "choices"}):
        with pytest.raises(ValueError, match="plan"):
            load_plan_choices(bad)


def test_a_tuned_plan_runs_its_choices_and_holds_what_it_predicted(tmp_path):
    """Tuned for real: the records keep each layer's front; the fastest and the leanest plans each load,
    run exactly their choices, compute the model, and hold the predicted bytes (within 10%)."""
    source = small_model()
    expected = Model(source, precision="exact")(X)
    with Records(tmp_path / "t.sqlite") as records:
        tasks = model_tasks(source)
        tune_model(source, records, "random", budget=3, seed=0, peers=(), tasks=tasks, validate=0)
        footprint = model_footprint(source, tasks)
        plans = [plan_model(records, tasks, footprint, objective) for objective in ("time", "memory")]
    # (on this tiny model one point can be both the fastest and the leanest: the front may be a single plan)
    assert plans[0].predicted_bytes >= plans[1].predicted_bytes and plans[0].conv_seconds <= plans[1].conv_seconds
    for plan in plans:
        model = load(source, plan=plan.to_dict())
        np.testing.assert_allclose(model(X), expected, rtol=1e-3, atol=1e-3)
        for step in (s for s in model.steps if isinstance(s, ConvStep)):
            size, op = next(iter(step._chosen.items()))
            choice = plan.choices[step.signature(size)]
            assert op is not None and op.algorithm == choice["algorithm"]
        held = model.held_bytes() + model.peak_activation_bytes
        assert abs(held / plan.predicted_bytes - 1) < 0.10, (held, plan.predicted_bytes)


def test_cli_tune_writes_a_plan_under_a_budget_and_run_uses_it(tmp_path, capsys):
    path, db, plan = tmp_path / "small.onnx", str(tmp_path / "t.sqlite"), tmp_path / "small.plan.json"
    path.write_bytes(small_model())
    args = ["tune", str(path), "--budget", "2", "--peers", "none", "--db", db, "--strategy", "random"]
    assert main([*args, "--objective", "pareto"]) == 0
    assert "whole-model" in capsys.readouterr().out
    assert main([*args, "--memory-budget", "10MB", "--plan", str(plan)]) == 0
    written = json.loads(plan.read_text())
    assert written["budget"] == 10_000_000 and written["predicted"]["bytes"] <= 10_000_000 and written["choices"]
    assert main(["run", str(path), "--plan", str(plan), "--runs", "1"]) == 0
    with pytest.raises(SystemExit, match="no plan fits"):
        main([*args, "--memory-budget", "1kB", "--plan", str(plan)])


def test_memory_plans_bench_measures_a_plan_and_reports_it(tmp_path):
    """The benchmark's per-plan measurement (run here in-process) and its report."""
    from ixconv.bench import memory_plans

    path, plan = tmp_path / "small.onnx", tmp_path / "plan.json"
    path.write_bytes(small_model())
    ModelPlan({}, 0.001, 0, 0, 0).save(plan)
    got = memory_plans.child(str(path), str(plan), runs=3, threads=1)
    assert got["held_bytes"] > 0 and got["arena_bytes"] > 0 and got["median_ms"] > 0
    assert got["peak_rss_bytes"] >= got["rss_bytes"] - 2**20  # the peak while running is reset after loading
    row = {"budget_mb": 1.0, "mix": "3 direct", "predicted_mb": 1.0, "accounted_mb": 1.01, "rss_mb": 1.1,
           "rss_error": 0.1, "peak_rss_mb": 1.2, "peak_error": 0.2, "arena_mb": 0.1, "predicted_conv_ms": 2.0,
           "median_ms": 2.5}  # fmt: skip
    text = memory_plans.markdown([{"model": "small", "threads": 1, "front_size": 5, "plans": [row]}], "cmd")
    assert "| 1.0 | 3 direct | 1.0 | 1.0 | 1.1 (+10.0%) | 1.2 (+20.0%) |" in text and "`cmd`" in text


def test_python_dash_m_ixconv_is_the_ixconv_command():
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "ixconv", "tune", "--help"], capture_output=True, text=True)
    assert out.returncode == 0 and "--memory-budget" in out.stdout and "usage: " in out.stdout


def test_tuned_choices_run_on_layers_with_a_fused_activation():
    """A convolution followed by SiLU carries it in its epilogue: an ixconv choice keeps it (and replaces the
    default kernel, whose packed weights are dropped); a third-party choice cannot run it and is ignored."""
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(5)
    w = numpy_helper.from_array(
        (rng.standard_normal((128, 8, 3, 3)) * 0.2).astype(np.float32), "w"
    )  # >= EPILOGUE_MIN_CHANNELS
    nodes = [helper.make_node("Conv", ["x", "w"], ["a"], pads=[1, 1, 1, 1]),
             helper.make_node("Sigmoid", ["a"], ["s"]), helper.make_node("Mul", ["a", "s"], ["y"])]  # fmt: skip
    graph = helper.make_graph(nodes, "silu", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 12, 10])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [w])  # fmt: skip
    proto = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    data = proto.SerializeToString()
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": X})[0]
    (task,) = model_tasks(data)
    direct = to_choice(task.task, {**default_point(task.task, host().isa), "algorithm": "direct"}, host().isa)
    for choice, algorithm in ((direct, "direct"), ({"impl": "numpy-im2col"}, None)):
        model = Model(data, choices={task.task.signature: choice})
        np.testing.assert_allclose(model(X), expected, rtol=1e-4, atol=1e-5)
        (step,) = [s for s in model.steps if isinstance(s, ConvStep)]
        assert step.epilogue  # the SiLU was fused
        op = next(iter(step._chosen.values()))
        if algorithm is None:
            assert op is None  # ignored: the default kernel runs the epilogue
        else:
            assert op.algorithm == algorithm and step._ops[(0, 0)] is op  # the default kernel was replaced


def test_the_cli_reports_bad_input_without_a_traceback(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("IXCONV_DEBUG", raising=False)
    assert main(["run", str(tmp_path / "missing.onnx")]) == 2
    assert "ixconv run: model: no such file" in capsys.readouterr().err
    assert main(["run", "resnet18", "--plan", str(tmp_path / "nope.json"), "--runs", "1"]) == 2
    assert "plan: cannot read" in capsys.readouterr().err
    monkeypatch.setenv("IXCONV_DEBUG", "1")  # the traceback for those who ask
    with pytest.raises(FileNotFoundError):
        main(["run", str(tmp_path / "missing.onnx")])
