"""Tuning a model end to end: records written, the runtime runs the chosen implementations, results stay
correct, a second tuning is served from the records, and a tuning process killed with -9 keeps its trials."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from ixconv.cpu import host
from ixconv.graph.executor import Model
from ixconv.graph.nhwc_ops import ConvStep
from ixconv.ops.conv import Conv2d
from ixconv.ops.qconv import quant_isa
from ixconv.tune.loading import load
from ixconv.tune.plan import model_tasks, tune_model
from ixconv.tune.records import Records

ROOT = str(Path(__file__).resolve().parents[1])
SMALL_SPEC = {
    "kind": "gemm",
    "isa": host().isa,
    "mr": 4,
    "nr": host().vector_floats,
    "unroll": 1,
    "order": "panel_inner",
}


def small_model() -> bytes:
    rng = np.random.default_rng(0)
    w1 = (rng.standard_normal((16, 8, 3, 3)) * 0.2).astype(np.float32)
    w2 = (rng.standard_normal((16, 16, 1, 1)) * 0.2).astype(np.float32)
    w3 = (rng.standard_normal((16, 16, 3, 3)) * 0.2).astype(np.float32)
    b = rng.standard_normal(16).astype(np.float32)
    nodes = [
        helper.make_node("Conv", ["x", "w1", "b"], ["a"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["a"], ["r"]),
        helper.make_node("Conv", ["r", "w2", "b"], ["c"]),
        helper.make_node("Conv", ["c", "w3"], ["d"], pads=[1, 1, 1, 1]),
        helper.make_node("Add", ["d", "r"], ["e"]),
        helper.make_node("Conv", ["e", "w3"], ["y"], pads=[1, 1, 1, 1]),
    ]
    graph = helper.make_graph(
        nodes, "small", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 12, 10])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(v, n) for n, v in (("w1", w1), ("w2", w2), ("w3", w3), ("b", b))],
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model.SerializeToString()


def test_model_tasks_group_convolutions_by_signature():
    tasks = model_tasks(small_model())
    assert [len(t.nodes) for t in tasks] == [1, 1, 2]  # the two 3x3 16->16 share one signature
    assert tasks[0].task.label == "3x3/1 8->16 @12x10"


def test_tune_model_then_load_runs_the_chosen_plan(tmp_path):
    source = small_model()
    x = np.random.default_rng(1).standard_normal((1, 8, 12, 10)).astype(np.float32)
    expected = Model(source)(x)
    with Records(tmp_path / "t.sqlite") as records:
        started = time.monotonic()
        reports = tune_model(source, records, "random", budget=5, seed=0, peers=("numpy-im2col",))
        first = time.monotonic() - started
        assert len(reports) == 3
        for _, r in reports:
            tuned = {k for k in r.contenders if k.startswith(("tuned", "front"))}  # fastest; time x memory front
            assert {"default", "numpy-im2col"} | tuned == set(r.contenders) and 2 <= len(tuned)
            tags = [t["strategy"] for t in records.trials(r.task.signature)]
            assert not r.from_db and tags.count("confirm") == 5 * (len(r.contenders) - 1)
            assert r.trials == len(tags) == r.reason["search_trials"] + tags.count("front") + tags.count("confirm")
            assert r.reason["front"] and all(f["bytes"] > 0 for f in r.reason["front"])
            assert r.reason["chosen"] in r.contenders and r.reason["rule"]
            chosen = r.reason["chosen"]
            assert chosen == "default" or r.contenders[chosen] < 0.98 * r.contenders["default"]
        assert len(records.trials()) == sum(r.trials for _, r in reports)
        started = time.monotonic()
        again = tune_model(source, records, "random", budget=5, seed=0, peers=("numpy-im2col",))
        assert all(r.from_db for _, r in again) and time.monotonic() - started < min(first, 10)
        # force a non-default choice everywhere, to check that the runtime really runs it
        forced = {r.task.signature: {"impl": "numpy-im2col"} for _, r in reports}
        for sig in forced:
            records.set_choice(sig, forced[sig], 1.0, 2.0, {"rule": "test"})
        model = load(source, records=records)
        y = model(x)
        np.testing.assert_allclose(y, expected, rtol=1e-4, atol=1e-4)
        steps = [s for s in model.steps if isinstance(s, ConvStep)]
        assert steps and all(type(op).__name__ == "NumpyConv" for s in steps for op in s._chosen.values())


def test_unbuildable_choice_falls_back_to_default(tmp_path):
    source = small_model()
    tasks = model_tasks(source)
    choices = {t.task.signature: {"impl": "ixconv", "algorithm": "gemm", "spec": {"kind": "gemm", "isa": "avx2",
               "mr": 4, "nr": 8, "unroll": 1, "order": "panel_inner"}} for t in tasks}  # fmt: skip
    model = Model(source, choices=choices)
    x = np.random.default_rng(1).standard_normal((1, 8, 12, 10)).astype(np.float32)
    np.testing.assert_allclose(model(x), Model(source)(x), rtol=1e-5, atol=1e-5)
    chosen = [op for s in model.steps if isinstance(s, ConvStep) for op in s._chosen.values()]
    assert chosen.count(None) == 3 and all(isinstance(op, Conv2d) for op in chosen if op is not None)


def test_tuned_choices_can_be_switched_off(tmp_path, monkeypatch):
    from ixconv.tune.loading import tuned_choices

    with Records(tmp_path / "t.sqlite") as records:
        records.set_choice("sig", {"impl": "torch"}, 1.0, 2.0, {})
        assert tuned_choices(records) == {"sig": {"impl": "torch"}}
        monkeypatch.setenv("IXCONV_TUNED", "0")
        assert tuned_choices(records) == {}


def test_kill_9_of_a_tuning_process_keeps_every_completed_trial(tmp_path):
    db = tmp_path / "t.sqlite"
    model = tmp_path / "small.onnx"
    model.write_bytes(small_model())
    env = {**os.environ, "PYTHONPATH": ROOT, "IXCONV_TUNE_DB": str(db)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "ixconv.cli", "tune", str(model), "--budget", "300", "--strategy", "random",
         "--peers", "none"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    deadline = time.monotonic() + 240
    seen = 0
    while time.monotonic() < deadline and seen < 12:
        time.sleep(0.5)
        if db.exists():
            with Records(db) as r:
                seen = r.count()
    os.killpg(proc.pid, signal.SIGKILL)  # the tuner and its workers, as a crash would
    proc.wait()
    assert seen >= 12, "the tuner did not get going"
    with Records(db) as r:
        trials = r.trials()
    assert len(trials) >= seen and len({t["id"] for t in trials}) == len(trials)
    assert all(t["status"] in ("ok", "noisy") and t["detail"]["status"] == t["status"] for t in trials)
    assert sum(t["status"] == "ok" and t["seconds"] > 0 for t in trials) >= 6
    with pytest.raises(ProcessLookupError):
        os.kill(proc.pid, 0)


def test_cli_tune_export_import(tmp_path, capsys):
    from ixconv.cli import main

    path = tmp_path / "small.onnx"
    path.write_bytes(small_model())
    db, exported = tmp_path / "a.sqlite", tmp_path / "r.jsonl"
    argv = ["tune", str(path), "--budget", "3", "--strategy", "model", "--peers", "none", "--db", str(db)]
    assert main(argv + ["--export", str(exported)]) == 0
    out = capsys.readouterr().out
    assert "speedup" in out and "3x3/1 8->16 @12x10" in out and "exported" in out
    with Records(db) as a:
        n = a.count() + len(a.choices())
    assert len(exported.read_text().splitlines()) == n
    assert main(["tune", "--import", str(exported), "--db", str(tmp_path / "b.sqlite")]) == 0
    with Records(tmp_path / "b.sqlite") as b, Records(db) as a:
        assert b.choices() == a.choices() and len(b.trials()) == len(a.trials())
    assert main(argv) == 0  # second run: every operator from the records
    assert capsys.readouterr().out.count("records") >= 3


def test_validation_in_the_model_reverts_slower_choices(tmp_path, monkeypatch):
    from ixconv.tune import plan

    source = small_model()
    tasks = model_tasks(source)
    slow, fast, same = (t.task.signature for t in tasks)
    choice = {"impl": "ixconv", "algorithm": "indirect", "spec": SMALL_SPEC}
    timings = {slow: (1.0, 1.2), fast: (1.0, 0.8), same: (1.0, 1.0)}  # default ms, tuned ms (inside the model)
    rng = np.random.default_rng(0)

    def fake_steps(models, feeds, runs):
        assert set(models) == {"default", "tuned"} and runs == 7
        rows = []
        for i, (sig, (d, t)) in enumerate(timings.items()):
            load = rng.uniform(1.0, 1.5, runs)  # both steps of a run share the machine's state
            samples = {"default": list(d * load), "tuned": list(t * load)}
            if sig == same:  # noise around equal: not significantly slower, so the choice stays
                samples["tuned"] = list(t * load * rng.normal(1.0, 0.02, runs))
            rows.append({"node": f"n{i}", "signature": sig, "impl": "x", "default_ms": d, "tuned_ms": t,
                         "samples_ms": samples})  # fmt: skip
        return rows

    monkeypatch.setattr(plan, "time_conv_steps", fake_steps)
    with Records(tmp_path / "t.sqlite") as records:
        for sig in timings:
            records.set_choice(sig, choice, 1e-3, 2e-3, {"chosen": "tuned"})
        reverted = plan.validate_in_model(source, records, runs=7)
        assert set(reverted) == {slow}  # strictly slower inside the model: back to the default
        assert records.choice(slow)["choice"] == {"impl": "ixconv-default"}
        assert records.choice(slow)["reason"]["reverted"] == choice
        assert records.choice(slow)["reason"]["in_model"]["speedup"] == pytest.approx(1 / 1.2)
        for sig in (fast, same):
            assert records.choice(sig)["choice"] == choice and "in_model" in records.choice(sig)["reason"]


def test_time_conv_steps_times_every_convolution_of_both_models():
    from ixconv.tune.plan import sample_feeds, time_conv_steps

    source = small_model()
    tasks = model_tasks(source)
    choices = {t.task.signature: {"impl": "ixconv", "algorithm": "indirect", "spec": SMALL_SPEC} for t in tasks[:2]}
    models = {"default": Model(source, 1), "tuned": Model(source, 1, choices=choices)}
    feeds = sample_feeds(models["default"])
    for model in models.values():  # already running as native programs (as in `experiments e2e --per-op`)
        for _ in range(3):
            model.run(feeds)
    rows = time_conv_steps(models, feeds, runs=3)
    assert all(m.native_programs for m in models.values())
    assert len(rows) == 4 and all(r["default_ms"] > 0 and r["tuned_ms"] > 0 for r in rows)
    assert [r["impl"].split()[0] for r in rows] == ["Conv2d", "Conv2d", "default", "default"]
    assert {r["signature"] for r in rows} == {t.task.signature for t in tasks}
    assert not any(type(s).__name__ == "_StepTimer" for m in models.values() for s in m.steps)  # unwrapped


def test_int8_convolutions_are_tuned_and_the_plan_runs_them(tmp_path):
    """QLinearConv / ConvInteger nodes are tuning problems of their own (the 8-bit variant is part of the
    signature); their trials are checked bit-exact; a stored choice is what the quantized step runs, with
    the same outputs as the default plan."""
    from test_qgraph import qnet

    from ixconv.graph.nhwc_ops import QConvStep

    proto, feeds = qnet(constant=True)
    source = proto.SerializeToString()
    tasks = model_tasks(source)
    variants = sorted(t.task.quant for t in tasks)
    assert variants == ["u8s8", "u8s8", "u8u8_rs_i32"], variants  # two QLinearConv, one ConvInteger
    expected = Model(source).run(feeds)
    with Records(tmp_path / "q.sqlite") as records:
        reports = tune_model(source, records, "random", budget=4, seed=0, validate=0)
        assert len(reports) == 3
        for _, r in reports:
            assert r.trials > 0 and r.failures == 0
            assert all(k == "default" or k.startswith(("tuned", "front#")) for k in r.contenders)
        # force a non-default tile everywhere: the quantized steps must run it, bit-exact
        forced = {}
        for mt in tasks:
            spec = {"kind": "qgemm", "isa": quant_isa(), "mr": 3, "nr": 16 if quant_isa() != "generic" else 8,
                    "unroll": 1, "order": "tile_inner", "x_signed": False,
                    "rowsum": mt.task.variant["rowsum"] and quant_isa() == "avx512vnni",
                    "output": mt.task.variant["output"]}  # fmt: skip
            forced[mt.task.signature] = {"impl": "ixconv", "algorithm": "indirect", "spec": spec, "threads": 1}
            records.set_choice(mt.task.signature, forced[mt.task.signature], 1.0, 2.0, {"rule": "test"})
        model = load(source, records=records)
        got = model.run(feeds)
    for name in expected:
        np.testing.assert_array_equal(got[name], expected[name], err_msg=name)
    specs = [op.spec for s in model.steps if isinstance(s, QConvStep) for op in s._ops.values()]
    assert len(specs) == 3 and all(spec.mr == 3 and spec.order == "tile_inner" for spec in specs)


def _depthwise_float_model() -> bytes:
    """x (1, 3, 20, 24) -> Conv 3x3 3->40 + Relu -> depthwise 3x3 (40) + Relu -> Conv 1x1 40->8."""
    rng = np.random.default_rng(5)
    inits = [
        numpy_helper.from_array((rng.standard_normal((40, 3, 3, 3)) * 0.3).astype(np.float32), "w1"),
        numpy_helper.from_array((rng.standard_normal((40, 1, 3, 3)) * 0.3).astype(np.float32), "w2"),
        numpy_helper.from_array((rng.standard_normal((8, 40, 1, 1)) * 0.2).astype(np.float32), "w3"),
        numpy_helper.from_array(rng.standard_normal(40).astype(np.float32) * 0.1, "b2"),
    ]
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c1"], ["r1"]),
        helper.make_node("Conv", ["r1", "w2", "b2"], ["c2"], pads=[1, 1, 1, 1], group=40),
        helper.make_node("Relu", ["c2"], ["r2"]),
        helper.make_node("Conv", ["r2", "w3"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "dw", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 20, 24])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8, 20, 24])], inits,
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


def test_int8_depthwise_layers_are_tuned_and_the_plan_runs_their_choice(tmp_path):
    """A quantized depthwise QLinearConv is a tuning problem of its own (its QDwSpec forms); a stored choice of
    another form is what its step runs, with the same outputs as the default plan."""
    from ixconv.codegen.qdwconv import QDwSpec
    from ixconv.graph.nhwc_ops import QConvStep
    from ixconv.graph.quantize import quantize_model

    rng = np.random.default_rng(0)
    source = quantize_model(_depthwise_float_model(), rng.uniform(0, 1, (4, 3, 20, 24)).astype(np.float32))
    source = source.SerializeToString()
    feeds = {"x": rng.uniform(0, 1, (1, 3, 20, 24)).astype(np.float32)}
    tasks = model_tasks(source)
    depthwise = [mt for mt in tasks if mt.task.is_depthwise]
    assert len(depthwise) == 1 and depthwise[0].task.quant == "u8s8", [mt.task for mt in tasks]
    expected = Model(source).run(feeds)
    with Records(tmp_path / "q.sqlite") as records:
        reports = tune_model(source, records, "random", budget=3, seed=0, validate=0)
        assert len(reports) == len(tasks) and all(r.trials > 0 and r.failures == 0 for _, r in reports)
        task = depthwise[0].task  # the widening form, one pixel a step:
        spec = {"kind": "qdw", "isa": host().isa, "channel_tile": 16 if host().isa != "generic" else 8,
                "taps": 9, "x_signed": False, "output": "q8"}  # fmt: skip
        records.set_choice(task.signature, {"impl": "ixconv", "algorithm": "depthwise", "spec": spec, "threads": 1},
                           1.0, 2.0, {"rule": "test"})  # fmt: skip
        model = load(source, records=records)
        got = model.run(feeds)
    np.testing.assert_array_equal(got["y"], expected["y"])
    specs = [op.spec for s in model.steps if isinstance(s, QConvStep) for op in s._ops.values()]
    dw = [s for s in specs if isinstance(s, QDwSpec)]
    assert len(dw) == 1 and dw[0].channel_tile == spec["channel_tile"] and not dw[0].vnni, dw
