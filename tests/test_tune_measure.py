"""Measurement in isolated workers: crashes and hangs become failures and tuning goes on; results verified."""

from __future__ import annotations

import math

import numpy as np

from ixconv.cpu import host
from ixconv.tune.conv_space import ConvTask, conv_space, to_choice
from ixconv.tune.measure import Measurer

TASK = ConvTask(9, 11, 8, 20, (3, 3), (1, 1), (1, 0, 1, 2), name="small")


def test_crash_and_hang_are_failures_and_measuring_goes_on():
    choices = [
        {"impl": "ixconv-default"},
        {"impl": "test-fault", "fault": "segfault"},
        {"impl": "ixconv-default"},
        {"impl": "test-fault", "fault": "sleep"},
        {"impl": "test-fault", "fault": "abort"},
        {"impl": "test-fault", "fault": "raise"},
        {"impl": "ixconv-default"},
    ]
    with Measurer(timeout=20, repeats=3, min_seconds=0.0, max_seconds=0.2) as m:
        m.timeout = 20
        first = m.measure(TASK, choices[:3])
        m.timeout = 3  # the sleeping candidate: long enough for a worker restart, short for the test
        rest = m.measure(TASK, choices[3:6])
        m.timeout = 20
        last = m.measure(TASK, choices[6:])
    results = first + rest + last
    assert [r.status for r in results] == ["ok", "crash", "ok", "timeout", "crash", "error", "ok"]
    assert "SIGSEGV" in results[1].error and "SIGABRT" in results[4].error
    assert "_test_fault" in results[1].error  # the Python stack of the crash, from the worker's stderr
    assert "test fault" in results[5].error
    for r in results:
        assert r.ok == math.isfinite(r.seconds)
    assert all(r.runs >= 3 for r in results if r.ok)
    assert m.measurer.restarts >= 3


def test_candidates_are_verified_and_compiled_ahead():
    isa = host().isa
    space = conv_space(TASK, isa)
    rng = np.random.default_rng(0)
    points = [space.sample(rng) for _ in range(3)]
    choices = [to_choice(TASK, p, isa) for p in points]
    with Measurer(timeout=60, repeats=3, min_seconds=0.0, max_seconds=0.2) as m:
        results = m.measure(TASK, choices + [{"impl": "numpy-im2col"}])
        assert m.compiler.jobs == 3  # every ixconv candidate went through the compile worker first
    assert all(r.status == "ok" for r in results), [r.error for r in results]
    assert all(r.max_error < 1e-3 for r in results)


def test_wrong_results_are_caught(monkeypatch):
    # a spec measured against another task's reference must fail verification: run the job in-process
    from ixconv.tune import measure

    choice = {"impl": "ixconv-default"}
    config = {"repeats": 1, "warmup": 0, "min_seconds": 0.0, "max_repeats": 2}
    ok = measure.measure_job({"task": TASK.to_dict(), "choice": choice, "config": config})
    assert ok["status"] == "ok"
    plain = measure.measure_job({"task": TASK.to_dict(), "choice": choice, "config": {**config, "epilogue": False}})
    assert plain["status"] == "ok"
    x, w, b, ref, residual = measure._task_data(TASK)
    ref += 0.5  # corrupt the oracle
    bad = measure.measure_job({"task": TASK.to_dict(), "choice": choice, "config": config})
    assert bad["status"] == "wrong"
    measure._prepared.clear()


def test_paired_measurement_reports_the_ratio_to_the_reference():
    from ixconv.tune import measure

    config = {"repeats": 10, "warmup": 1, "min_seconds": 0.0, "max_repeats": 20}
    slow = {"impl": "ixconv", "algorithm": "im2col",
            "spec": {"kind": "gemm", "isa": host().isa, "mr": 1, "nr": host().vector_floats, "unroll": 1,
                     "order": "panel_inner"}}  # fmt: skip
    payload = {"task": TASK.to_dict(), "config": config, "reference": {"impl": "ixconv-default"}}
    same = measure.measure_job({**payload, "choice": {"impl": "ixconv-default"}})
    worse = measure.measure_job({**payload, "choice": slow})
    assert same["status"] == worse["status"] == "ok"
    assert 0.5 < same["ratio"] < 2.0 and same["ref_seconds"] > 0
    assert worse["ratio"] > same["ratio"]  # a 1-row tile through im2col is slower than the default
    with Measurer(repeats=3, min_seconds=0.0, max_seconds=0.2) as m:
        (r,) = m.measure(TASK, [{"impl": "ixconv-default"}], reference={"impl": "ixconv-default"})
    assert r.ok and r.cost == r.ratio and 0.5 < r.ratio < 2.0
    measure._prepared.clear()
    measure._references.clear()


def test_each_candidate_reports_the_memory_it_holds():
    """Time x memory: every ixconv candidate reports the bytes it holds beyond input and output (the packed
    weights; + the indirection buffer; + the im2col scratch; the transformed weights and tiles of Winograd),
    a third-party one None (its workspace is not visible)."""
    isa = host().isa
    task = ConvTask(14, 14, 32, 48, (3, 3), (1, 1), (1, 1, 1, 1), name="mem")
    base = {"nr": 16, "mr": 4, "unroll": 1, "order": "panel_inner", "broadcast": "register", "k_block": 0,
            "threads": 1}  # fmt: skip
    names = ("direct", "indirect", "im2col", "winograd4")
    choices = [to_choice(task, {**base, "algorithm": a}, isa) for a in names]
    with Measurer(timeout=60, repeats=3, min_seconds=0.0, max_seconds=0.2) as m:
        results = m.measure(task, choices + [{"impl": "numpy-im2col"}])
    assert all(r.ok for r in results), [r.error for r in results]
    held = dict(zip(names, (r.extra_bytes for r in results)))
    weights = 48 * (32 * 9 + 1) * 4  # packed: per 16-wide panel, a bias row and 9 x 32 rows
    assert weights <= held["direct"] < weights + 4096  # + the zero vector and the argument template
    assert held["indirect"] >= held["direct"] + 14 * 14 * 9 * 8  # + one 8-byte offset per pixel and tap
    assert held["im2col"] >= held["direct"] + 14 * 14 * 9 * 32 * 4  # + the im2row buffer
    assert held["winograd4"] >= 4 * weights - 4 * 48 * 36  # transformed: 36 points instead of 9 taps
    assert results[-1].extra_bytes is None
