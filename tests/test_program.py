"""Native programs: operators chained in one native call with a barrier between them.

The barrier is the ``done`` counter every claim loop publishes; a program is only correct if each
operator sees its inputs complete, whichever threads (and however few) ran the earlier operators.
"""

from __future__ import annotations

import numpy as np
import pytest

import ixconv
from ixconv import zoo
from ixconv.codegen.irutil import SCHEDULE_DONE, SCHEDULE_ITEMS
from ixconv.graph.executor import Model
from ixconv.ops import threads as threads_module
from ixconv.ops.program import NativeProgram


def chain(threads: int, seed: int = 0):
    """conv 3x3 -> depthwise 3x3 (stride 2) -> 1x1 with a residual: three algorithms, fixed arrays."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((2, 13, 11, 24), dtype=np.float32)
    ops = [
        ixconv.Conv2d(rng.standard_normal((40, 24, 3, 3), dtype=np.float32), rng.standard_normal(40, dtype=np.float32),
                      padding=1, activation="relu", num_threads=threads),
        ixconv.Conv2d(rng.standard_normal((40, 1, 3, 3), dtype=np.float32), None, stride=2, padding=(1, 0, 1, 1),
                      groups=40, num_threads=threads),
        ixconv.Conv2d(rng.standard_normal((40, 40, 1, 1), dtype=np.float32), None, num_threads=threads),
    ]  # fmt: skip
    assert [op.algorithm for op in ops] == ["indirect", "depthwise", "gemm"]
    h1 = np.empty(ops[0].output_shape(x.shape), np.float32)
    h2 = np.empty(ops[1].output_shape(h1.shape), np.float32)
    residual = rng.standard_normal(h2.shape, dtype=np.float32)
    y = np.empty(ops[2].output_shape(h2.shape), np.float32)
    calls = [*ops[0].native_calls(x, h1), *ops[1].native_calls(h1, h2), *ops[2].native_calls(h2, y, residual)]
    expected = ops[2](ops[1](ops[0](x)), residual=residual)
    return calls, y, expected


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_program_equals_the_operators_one_by_one(threads: int) -> None:
    calls, y, expected = chain(threads)
    program = NativeProgram(calls)
    for _ in range(20):  # the schedules are reset on every run
        y[...] = np.nan
        program.run()
        np.testing.assert_array_equal(y, expected)


@pytest.mark.parametrize("part", ["first", "last"])
def test_program_completes_when_only_one_thread_runs_it(monkeypatch: pytest.MonkeyPatch, part: str) -> None:
    """No helper ever joins: the one thread claims every item of every operator, and passes every barrier."""
    ran = []

    def lonely_run(fn, args: int, schedule: np.ndarray) -> None:
        parts = int(schedule[0])
        ran.append(parts)
        fn(args, schedule.ctypes.data, 0 if part == "first" else parts - 1)

    monkeypatch.setattr(threads_module.pool, "run", lonely_run)
    calls, y, expected = chain(threads=4, seed=1)
    y[...] = np.nan
    before = len(ran)
    NativeProgram(calls).run()
    assert ran[before:] == [4], "one hand-off for the whole program"
    np.testing.assert_array_equal(y, expected)


def test_done_counter_reaches_items_after_a_call() -> None:
    calls, _, _ = chain(threads=2, seed=2)
    for call in calls:
        schedule = call.schedule.copy()
        threads_module.pool.run(call.driver, call.args.ctypes.data, schedule)
        assert schedule[SCHEDULE_DONE] == schedule[SCHEDULE_ITEMS] > 0


def test_native_calls_refuse_what_it_cannot_replay() -> None:
    rng = np.random.default_rng(3)
    x = rng.standard_normal((1, 6, 6, 8), dtype=np.float32)
    w = rng.standard_normal((8, 8, 3, 3), dtype=np.float32)
    out = np.empty((1, 4, 4, 8), np.float32)
    assert ixconv.Conv2d(w, algorithm="reference").native_calls(x, out) is None  # the float64 oracle: NumPy
    im2col = ixconv.Conv2d(w, algorithm="im2col")  # im2row is a generated kernel: two native calls per image
    calls = im2col.native_calls(x, out)
    assert len(calls) == 2
    for call in calls:
        call.run()
    np.testing.assert_array_equal(out, im2col(x))
    with pytest.raises(ValueError, match="out"):
        ixconv.Conv2d(w).native_calls(x, None)
    with pytest.raises(ValueError, match="shape"):
        ixconv.Conv2d(w).native_calls(x, np.empty((1, 6, 6, 8), np.float32))


@pytest.mark.parametrize("threads", [1, 2])
def test_model_programs_change_nothing(threads: int) -> None:
    proto = zoo.mobilenet_v2()
    x = zoo.sample_input()
    python_steps = Model(proto, num_threads=threads, native_programs=False)
    programs = Model(proto, num_threads=threads)
    expected = python_steps(x)
    for _ in range(3):  # plan, segment, then replay
        np.testing.assert_array_equal(programs(x), expected)
    segments = next(iter(programs._segments.values()))
    longest = max(len(s) for s in segments if isinstance(s, NativeProgram))
    assert longest >= 50, f"the convolutions should run as one program, got {segments}"
    programs.set_threads(3 - threads)  # new schedules
    np.testing.assert_array_equal(programs(x), expected)
    np.testing.assert_array_equal(programs(x), expected)
    x2 = zoo.sample_input(batch=2, seed=5)  # a second plan and program
    np.testing.assert_array_equal(programs(x2), python_steps(x2))
    np.testing.assert_array_equal(programs(x2), python_steps(x2))


def test_each_run_reads_its_own_input() -> None:
    """The first operator of a program reads the caller's array: it is retargeted on every run, so fresh
    arrays (new addresses, new values) give fresh results -- never the first run's input."""
    proto = zoo.resnet18()
    python_steps = Model(proto, num_threads=2, native_programs=False)
    programs = Model(proto, num_threads=2)
    for seed in range(4):
        x = zoo.sample_input(seed=seed + 10)
        np.testing.assert_array_equal(programs(x), python_steps(x))
    segments = next(iter(programs._segments.values()))
    assert isinstance(segments[0], NativeProgram), "the input transpose should open the program"


@pytest.mark.parametrize("geometry", ["indirect", "depthwise", "quantized", "quantized-amx"])
def test_native_calls_outlive_their_operator(geometry: str) -> None:
    """The calls point at the operator's zero (padding) buffer: they must keep it alive, or a program
    replayed after the operator is gone reads freed memory as padding."""
    import gc

    from ixconv.ops.amx import amx_int8_supported
    from ixconv.ops.qconv import QConv2d

    rng = np.random.default_rng(4)
    if geometry == "quantized-amx":
        if not amx_int8_supported():
            pytest.skip("this CPU (or OS) has no AMX-INT8")
        x = rng.integers(0, 256, (1, 9, 9, 40)).astype(np.uint8)
        w = rng.integers(-100, 100, (16, 40, 3, 3)).astype(np.int8)
        one = np.float32(0.01)
        op = QConv2d(w, one, np.int8(0), one, np.uint8(7), np.float32(0.5), np.uint8(100), padding=1, num_threads=1,
                     algorithm="amx")  # fmt: skip
    elif geometry == "quantized":
        x = rng.integers(0, 256, (1, 9, 9, 8)).astype(np.uint8)
        w = rng.integers(-100, 100, (16, 8, 3, 3)).astype(np.int8)
        one = np.float32(0.01)
        op = QConv2d(w, one, np.int8(0), one, np.uint8(7), np.float32(0.5), np.uint8(100), padding=1, num_threads=1,
                     algorithm="indirect")  # fmt: skip
    else:
        x = rng.standard_normal((1, 9, 9, 8), dtype=np.float32)
        shape, groups = ((16, 8, 3, 3), 1) if geometry == "indirect" else ((8, 1, 3, 3), 8)
        op = ixconv.Conv2d(rng.standard_normal(shape, dtype=np.float32), padding=1, groups=groups, num_threads=1)
    assert op.algorithm == {"depthwise": "depthwise", "quantized-amx": "amx"}.get(geometry, "indirect")
    expected = op(x)
    out = np.empty_like(expected)
    program = NativeProgram(op.native_calls(x, out))
    del op
    gc.collect()
    # reuse what was freed: blocks of the zero buffers' sizes (8 + 16 floats, 8 + 64 bytes, plus alignment)
    junk = [np.full(size, 0x55, np.uint8) for _ in range(2000) for size in (24 * 4 + 64, 72 + 64)]
    program.run()
    del junk
    np.testing.assert_array_equal(out, expected)


def test_no_programs_on_an_oversubscribed_machine() -> None:
    """More threads than cores: the program barrier would spin against its own peers; steps run one by one."""
    from ixconv.ops.threads import usable_cores

    proto = zoo.mobilenet_v2()
    x = zoo.sample_input()
    model = Model(proto, num_threads=usable_cores() + 2)
    expected = Model(proto, num_threads=1, native_programs=False)(x)
    for _ in range(3):
        np.testing.assert_array_equal(model(x), expected)
    assert not model._segments
    model.set_threads(1)
    for _ in range(3):
        np.testing.assert_array_equal(model(x), expected)
    assert model._segments


def test_squeezenet_runs_as_one_native_program() -> None:
    """Its channel Concats are native copies into the output's channel slices: no Python step is left."""
    proto = zoo.squeezenet1_0()
    x = zoo.sample_input()
    python_steps = Model(proto, num_threads=1, native_programs=False)
    programs = Model(proto, num_threads=1)
    for _ in range(3):
        np.testing.assert_array_equal(programs(x), python_steps(x))
    segments = next(iter(programs._segments.values()))
    assert len(segments) == 1 and isinstance(segments[0], NativeProgram), segments
