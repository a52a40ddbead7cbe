"""Scale-out on a real Ray cluster started here: two nodes of one CPU each, on 127.0.0.1 only, one cluster for
the whole module. Ray Data batch inference (every row once, the same answers as ixconv alone, an actor killed
with -9 mid-batch costing only its batch) and distributed tuning (records equal to a local run's, foreign
fingerprints refused, ``ixconv tune --ray``)."""

from __future__ import annotations

import hashlib
import json
import math
import os
import signal
import time

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

ray = pytest.importorskip("ray")
pytest.importorskip("ray.data")
pytest.importorskip("PIL")

from test_scale import classifier  # noqa: E402

from ixconv.bench.ray_infer import TracedPredictor, busy_actor, exactly_once, make_images, trace_lines  # noqa: E402
from ixconv.scale.ray_data import Predictor, predict  # noqa: E402
from ixconv.scale.ray_local import local_cluster  # noqa: E402
from ixconv.scale.ray_tune import RayRunner  # noqa: E402
from ixconv.tune.measure import Result  # noqa: E402
from ixconv.tune.plan import tune_model  # noqa: E402
from ixconv.tune.records import Records  # noqa: E402
from ixconv.tune.runners import FingerprintMismatch  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    cluster = local_cluster(nodes=2, cpus_per_node=1)
    # test classes (FakeMeasurer) travel by value: the workers need not import this module
    ray.cloudpickle.register_pickle_by_value(__import__(__name__))
    try:
        yield cluster
    finally:
        ray.shutdown()
        cluster.shutdown()


@pytest.fixture(scope="module")
def images(tmp_path_factory):
    return make_images(tmp_path_factory.mktemp("images"), 96, seed=2)


@pytest.fixture(scope="module")
def model_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("model") / "classifier.onnx"
    path.write_bytes(classifier())
    return str(path)


def test_the_cluster_is_two_loopback_nodes(cluster):
    nodes = [n for n in ray.nodes() if n["Alive"]]
    assert len(nodes) == 2 and {n["NodeManagerAddress"] for n in nodes} == {"127.0.0.1"}
    assert all(n["Resources"]["CPU"] == 1 for n in nodes)


def test_map_batches_gives_every_row_once_with_the_answers_of_ixconv_alone(cluster, images, model_path):
    ds = ray.data.from_items([{"id": i, "path": str(p)} for i, p in enumerate(images)], override_num_blocks=12)
    out = predict(ds, model_path, actors=2, cpus_per_actor=1, batch_size=8)
    batches = list(out.iter_batches(batch_format="numpy", batch_size=None))
    ids = np.concatenate([b["id"] for b in batches])
    assert exactly_once(ids, len(images)) == {"rows": len(images), "lost": 0, "duplicated": 0}
    labels = np.empty(len(images), np.int64)
    labels[ids] = np.concatenate([b["label"] for b in batches])
    alone = Predictor(model_path, num_threads=1)({"id": np.arange(len(images)),
                                                  "path": np.array([str(p) for p in images])})  # fmt: skip
    np.testing.assert_array_equal(labels, alone["label"])


class ThreadsProbe(Predictor):
    def __call__(self, batch):
        out = super().__call__(batch)
        out["threads"] = np.full(len(out["id"]), self.num_threads)
        return out


def test_actor_threads_follow_the_cpus_ray_assigned(cluster, images, model_path):
    ds = ray.data.from_items([{"id": i, "path": str(p)} for i, p in enumerate(images[:8])])
    out = ds.map_batches(ThreadsProbe, fn_constructor_kwargs={"model": model_path}, batch_size=8,
                         batch_format="numpy", compute=ray.data.ActorPoolStrategy(size=1), num_cpus=1)  # fmt: skip
    threads = np.concatenate([b["threads"] for b in out.iter_batches(batch_format="numpy")])
    assert set(threads.tolist()) == {1}


def test_an_actor_killed_mid_batch_costs_only_its_batch(cluster, images, model_path, tmp_path):
    trace = str(tmp_path / "trace.txt")
    batch_size, delay = 8, 0.4
    ds = ray.data.from_items([{"id": i, "path": str(p)} for i, p in enumerate(images)], override_num_blocks=12)
    out = ds.map_batches(
        TracedPredictor, fn_constructor_kwargs={"model": model_path, "trace": trace, "delay": delay},
        batch_size=batch_size, batch_format="numpy", compute=ray.data.ActorPoolStrategy(size=2), num_cpus=1,
    )  # fmt: skip
    seen, killed = [], None
    for batch in out.iter_batches(batch_format="numpy", batch_size=None):
        seen.append(batch["id"])
        deadline = time.monotonic() + 30
        while killed is None and time.monotonic() < deadline:
            # after the first answer: an actor that started a batch less than delay / 4 ago (still in its
            # delay, so surely mid-batch), killed with -9
            killed = busy_actor(trace, started_within=delay / 4)
            if killed is not None:
                os.kill(killed, signal.SIGKILL)
            else:
                time.sleep(0.01)
        assert killed is not None
    ids = np.concatenate(seen)
    assert exactly_once(ids, len(images)) == {"rows": len(images), "lost": 0, "duplicated": 0}
    lines = trace_lines(trace)
    started = [(pid, first) for what, pid, first, _, _ in lines if what == "start"]
    done = {(pid, first) for what, pid, first, _, _ in lines if what == "done"}
    lost = [first for pid, first in started if pid == killed and (pid, first) not in done]
    assert len(lost) == 1  # the batch it was running
    # every batch started once, but the lost one twice: once by the killed actor, once again
    firsts = [first for _, first in started]
    assert len(firsts) == len(set(firsts)) + 1 and firsts.count(lost[0]) == 2
    assert sum(rows for what, _, _, rows, _ in lines if what == "start") == len(images) + batch_size


class FakeMeasurer:
    """Deterministic 'measurements' (a hash of the task and the choice): a run's records depend only on what
    was measured, so a local run and a Ray run must write the same rows."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

    def close(self):
        pass

    def measure(self, task, choices, reference=None):
        results = []
        for choice in choices:
            digest = hashlib.sha256(json.dumps([task.signature, choice], sort_keys=True).encode()).digest()
            seconds = 1e-3 * (0.5 + int.from_bytes(digest[:4], "big") / 2**32)
            paired = {"ratio": seconds / 1e-3, "ref_seconds": 1e-3} if reference is not None else {}
            results.append(Result("ok", seconds, seconds, seconds, runs=5, extra_bytes=digest[4] * 64, **paired))
        return results


def _comparable(records: Records) -> list[str]:
    """Every row but its creation time and the unique id derived from it."""
    rows = [{k: v for k, v in r.items() if k not in ("uid", "created")} for r in records.export_rows()]
    return sorted(json.dumps(r, sort_keys=True) for r in rows)


def tiny_convs() -> bytes:
    """Two distinct small convolutions (two tuning tasks): 3x3 8->8 and 1x1 8->16 on 10x10."""
    rng = np.random.default_rng(0)
    w1 = (rng.standard_normal((8, 8, 3, 3)) * 0.2).astype(np.float32)
    w2 = (rng.standard_normal((16, 8, 1, 1)) * 0.2).astype(np.float32)
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["a"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["a"], ["r"]),
        helper.make_node("Conv", ["r", "w2"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "tiny", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 10, 10])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w1, "w1"), numpy_helper.from_array(w2, "w2")],
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model.SerializeToString()


def test_ray_tuning_writes_the_records_of_a_local_run(cluster, tmp_path):
    source = tiny_convs()
    options = dict(strategy="genetic", budget=6, seed=3, peers=(), validate=0)
    with Records(tmp_path / "local.sqlite") as local, Records(tmp_path / "ray.sqlite") as remote:
        here = tune_model(source, local, measurer=FakeMeasurer(), **options)
        log: list[str] = []
        runner = RayRunner(measurer=FakeMeasurer, log=log.append)
        there = tune_model(source, remote, runner=runner, **options)
        assert len(runner.nodes) == 2 and not runner.left_out and "measuring on 2 Ray node(s)" in log[0]
        assert _comparable(local) == _comparable(remote) and len(_comparable(local)) > 10
        assert [r.choice for _, r in here] == [r.choice for _, r in there]
        assert [r.trials for _, r in here] == [r.trials for _, r in there] and not any(r.from_db for _, r in there)
        # tuned tasks are served from the records: nothing goes to Ray
        again = tune_model(source, remote, runner=RayRunner(measurer=FakeMeasurer, log=log.append), **options)
        assert all(r.from_db for _, r in again) and len(log) == 1


def test_ray_tuning_refuses_a_target_of_another_cpu(cluster, tmp_path):
    with Records(tmp_path / "other.sqlite", fingerprint="0123456789abcdef") as other:
        with pytest.raises(FingerprintMismatch, match=r"target's CPU fingerprint 0123456789abcdef.*2 node\(s\)"):
            tune_model(tiny_convs(), other, "random", budget=2, peers=(), validate=0,
                       runner=RayRunner(measurer=FakeMeasurer, log=None))  # fmt: skip
        assert other.export_rows() == []


def test_cli_tune_ray_measures_on_the_workers_like_a_local_run(cluster, tmp_path, capsys):
    from ixconv.cli import main

    model = tmp_path / "tiny.onnx"
    model.write_bytes(tiny_convs())
    common = ["tune", str(model), "--strategy", "random", "--budget", "3", "--seed", "1", "--peers", "none"]
    assert main([*common, "--db", str(tmp_path / "ray.sqlite"), "--ray"]) == 0
    printed = capsys.readouterr().out
    assert "measuring on 2 Ray node(s)" in printed and "sum over the model's convolutions" in printed
    assert main([*common, "--db", str(tmp_path / "local.sqlite")]) == 0
    with Records(tmp_path / "ray.sqlite") as remote, Records(tmp_path / "local.sqlite") as local:
        assert set(remote.choices()) == set(local.choices()) and len(local.choices()) == 2
        for signature in local.choices():
            # what the search measured (not the confirmation rounds, whose finalists depend on the timings)
            searched = [
                sorted(json.dumps([t["choice"], t["strategy"]], sort_keys=True) for t in r.trials(signature)
                       if t["strategy"] != "confirm")
                for r in (remote, local)
            ]  # fmt: skip
            assert searched[0] == searched[1] and searched[0]
            trials = remote.trials(signature)
            assert all(t["status"] == "ok" and math.isfinite(t["seconds"]) for t in trials)
            assert remote.choice(signature)["reason"]["rule"]
