"""The worker pool and the operator under threads: work is spread by stealing, results never depend on it.

No test here measures time: they check which parts ran, that every output is written exactly once
(bitwise equal results), and that concurrent callers do not disturb each other.
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from conftest import assert_conv_close, reduction_length

import ixconv
from ixconv.codegen.gemm import DRIVER
from ixconv.ops import conv as conv_module
from ixconv.ops import threads as threads_module
from ixconv.ops.reference import conv2d_reference
from ixconv.ops.threads import default_threads, make_schedule, pool

RNG = np.random.default_rng(11)


def make_case(
    k: int = 40, c: int = 24, h: int = 17, w: int = 15, r: int = 3, batch: int = 2, seed: int = 0, **kw
) -> tuple[ixconv.Conv2d, np.ndarray]:
    """An operator (padding r // 2) and an input; the same seed gives the same weights and input."""
    rng = np.random.default_rng(seed)
    weight = rng.uniform(-1, 1, (k, c // kw.get("groups", 1), r, r)).astype(np.float32)
    bias = rng.uniform(-1, 1, k).astype(np.float32)
    x = rng.uniform(-1, 1, (batch, h, w, c)).astype(np.float32)
    return ixconv.Conv2d(weight, bias, padding=r // 2, **kw), x


def reference(op: ixconv.Conv2d, x: np.ndarray) -> np.ndarray:
    return conv2d_reference(x, op.weight, op.bias, op.params)


# -- make_schedule ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("items", "parts"), [(1, 1), (1, 4), (7, 2), (10, 3), (64, 5), (5, 5), (3, 8)])
def test_schedule_splits_items_into_contiguous_even_parts(items: int, parts: int) -> None:
    from ixconv.codegen.irutil import SCHEDULE_HEADER, SCHEDULE_STRIDE

    schedule = make_schedule(items, parts)
    used = int(schedule[0])
    assert used == min(items, parts)
    starts = schedule[SCHEDULE_HEADER::SCHEDULE_STRIDE][:used]
    ends = schedule[SCHEDULE_HEADER + 1 :: SCHEDULE_STRIDE][:used]
    assert starts[0] == 0 and ends[-1] == items
    assert list(starts[1:]) == list(ends[:-1]), "parts must be contiguous"
    sizes = ends - starts
    assert sizes.min() >= 1 and sizes.max() - sizes.min() <= 1, sizes


# -- the pool itself, with a Python driver ------------------------------------------------------------------------


def test_pool_runs_every_part_once_and_waits_for_helpers() -> None:
    """Part 0 runs on the caller; the helpers that join run the other parts; run() returns after all."""
    parts = 3
    entered = threading.Barrier(parts, timeout=10)
    lock = threading.Lock()
    calls: list[tuple[int, str]] = []
    finished: list[int] = []

    @DRIVER
    def driver(args: int, schedule: int, part: int) -> None:
        with lock:
            calls.append((part, threading.current_thread().name))
        entered.wait()  # every part is running at the same time: they are on distinct threads
        with lock:
            finished.append(part)

    for _ in range(3):
        calls.clear()
        finished.clear()
        handoffs = pool.handoffs
        pool.run(driver, 0, make_schedule(100, parts))
        assert sorted(part for part, _ in calls) == list(range(parts))
        assert sorted(finished) == list(range(parts)), "run() returned before every part finished"
        names = dict(calls)
        assert names[0] == threading.current_thread().name
        assert len(set(names.values())) == parts
        assert pool.handoffs == handoffs + 1


def test_pool_single_part_runs_inline() -> None:
    seen: list[tuple[int, str]] = []

    @DRIVER
    def driver(args: int, schedule: int, part: int) -> None:
        seen.append((part, threading.current_thread().name))

    handoffs = pool.handoffs
    pool.run(driver, 0, make_schedule(1, 4))  # one item: one part, no hand-off
    assert seen == [(0, threading.current_thread().name)]
    assert pool.handoffs == handoffs


def case_for(algorithm: str, **kw) -> tuple[ixconv.Conv2d, np.ndarray]:
    """A problem `algorithm` applies to: 1x1 for gemm, one filter per channel for depthwise, else 3x3."""
    if algorithm == "depthwise":
        return make_case(k=40, c=40, r=3, groups=40, algorithm=algorithm, **kw)
    return make_case(r=1 if algorithm == "gemm" else 3, algorithm=algorithm, **kw)


ALGORITHMS = [a for a in ("indirect", "im2col", "gemm", "depthwise") if a in conv_module.ALGORITHMS]


@pytest.mark.parametrize("only_part", ["first", "last"])
@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_one_thread_steals_every_other_part(monkeypatch: pytest.MonkeyPatch, only_part: str, algorithm: str) -> None:
    """If no helper ever wakes up, the thread that runs drains all parts: the output is still complete."""
    ran: list[int] = []

    def lonely_run(fn, args: int, schedule: int, parts: int) -> None:
        part = 0 if only_part == "first" else parts - 1
        ran.append(parts)
        fn(args, schedule, part)

    monkeypatch.setattr(threads_module.pool, "run_at", lonely_run)
    op, x = case_for(algorithm, num_threads=4)
    out = np.full(op.output_shape(x.shape), np.nan, np.float32)
    op(x, out=out)
    assert ran and all(parts == 4 for parts in ran), ran
    assert not np.isnan(out).any(), "some work items were never claimed"
    assert_conv_close(out, reference(op, x), reduction_length(op), f"{algorithm}, only the {only_part} part ran")


# -- operators on several threads ------------------------------------------------------------------------------------


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_two_threads_many_times_equal_one_thread(algorithm: str) -> None:
    op1, x = case_for(algorithm, num_threads=1)
    op2, _ = case_for(algorithm, num_threads=2)
    expected = op1(x)
    assert_conv_close(expected, reference(op1, x), reduction_length(op1), algorithm)
    out = np.empty_like(expected)
    for i in range(60):
        out.fill(np.nan)
        op2(x, out=out)
        assert np.array_equal(out, expected), f"call {i}: 2 threads differ from 1 thread"


def test_num_threads_env_sets_default(monkeypatch: pytest.MonkeyPatch) -> None:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    monkeypatch.setenv("IXCONV_NUM_THREADS", "3")
    assert default_threads() == 3
    monkeypatch.setenv("IXCONV_NUM_THREADS", "7")
    assert default_threads() == 7
    monkeypatch.setenv("IXCONV_NUM_THREADS", "0")
    assert default_threads() == cores
    monkeypatch.setenv("IXCONV_NUM_THREADS", "")
    assert default_threads() == cores
    monkeypatch.delenv("IXCONV_NUM_THREADS")
    assert default_threads() == cores
    monkeypatch.setenv("IXCONV_NUM_THREADS", "many")
    with pytest.raises(ValueError, match="IXCONV_NUM_THREADS"):
        default_threads()


def test_operator_follows_num_threads_env_unless_given(monkeypatch: pytest.MonkeyPatch) -> None:
    parts_seen: list[int] = []
    real_run = pool.run_at

    def spy(fn, args: int, schedule: int, parts: int) -> None:
        parts_seen.append(parts)
        real_run(fn, args, schedule, parts)

    monkeypatch.setattr(threads_module.pool, "run_at", spy)
    op_default, x = make_case()
    op_fixed, _ = make_case(num_threads=1)
    expected = reference(op_default, x)
    for env, want_default in [("3", 3), ("1", 1), ("2", 2)]:
        monkeypatch.setenv("IXCONV_NUM_THREADS", env)
        parts_seen.clear()
        assert_conv_close(op_default(x), expected, reduction_length(op_default), f"IXCONV_NUM_THREADS={env}")
        assert_conv_close(op_fixed(x), expected, reduction_length(op_fixed), f"num_threads=1, env {env}")
        assert parts_seen == [want_default, 1]


def test_concurrent_calls_of_one_operator() -> None:
    """4 Python threads x 20 calls on one operator (itself on 2 threads), each with its own inputs."""
    op, _ = make_case(num_threads=2)
    inputs = [RNG.uniform(-1, 1, (1 + i % 2, 17, 15, 24)).astype(np.float32) for i in range(4)]
    single, _ = make_case(num_threads=1)
    expected = [single(x) for x in inputs]
    for x, y in zip(inputs, expected):
        assert_conv_close(y, reference(op, x), reduction_length(op), "single-threaded baseline")

    def worker(i: int) -> int:
        mismatches = 0
        for _ in range(20):
            mismatches += not np.array_equal(op(inputs[i]), expected[i])
        return mismatches

    with ThreadPoolExecutor(max_workers=4) as executor:
        mismatches = list(executor.map(worker, range(4)))
    assert mismatches == [0, 0, 0, 0]


def test_concurrent_calls_with_different_sizes_and_operators() -> None:
    """One operator alternately fed two image sizes from several threads, next to a second operator."""
    op, _ = make_case(num_threads=2)
    other, other_x = make_case(k=9, c=6, h=11, w=9, r=5, batch=1, seed=1, algorithm="im2col", num_threads=2)
    sizes = [RNG.uniform(-1, 1, (1, h, w, 24)).astype(np.float32) for h, w in [(17, 15), (6, 9)]]
    expected = [reference(op, x) for x in sizes]
    other_expected = reference(other, other_x)
    errors: list[str] = []

    def worker(i: int) -> None:
        for j in range(15):
            if (i + j) % 3 == 2:
                y, ref, label = other(other_x), other_expected, "other operator"
                length = reduction_length(other)
            else:
                k = (i + j) % 2
                y, ref, label, length = op(sizes[k]), expected[k], f"size {k}", reduction_length(op)
            try:
                assert_conv_close(y, ref, length, f"thread {i} call {j}: {label}")
            except AssertionError as exc:
                errors.append(str(exc))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a caller hung"
    assert errors == []
