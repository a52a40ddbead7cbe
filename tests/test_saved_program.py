"""Saved native programs (``ixconv.graph.saved_program``): a saved model's first run on a saved shape rebuilds
the model's native programs from plain data -- no step prepared, no Python step run but those the program
leaves to Python -- and computes bit for bit what the fresh model computes; the records refuse what they
cannot account for; damaged or mismatched records fall back to planning, with a warning where something was
damaged; a saved model holds no file descriptors for its mapped arrays."""

from __future__ import annotations

import ctypes
import json
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper
from test_saved import SHAPE, flip, sample, second_start, small_model

import ixconv
from ixconv.graph import saved_program
from ixconv.graph.saved import SavedModelWarning
from ixconv.ops.program import NativeCall, NativeProgram
from ixconv.ops.threads import make_schedule, usable_cores


@pytest.fixture
def kernels(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("IXCONV_CACHE_DIR", str(tmp_path / "kernels"))
    monkeypatch.setenv("IXCONV_TUNED", "0")
    return tmp_path / "kernels"


def middle_numpy_model() -> bytes:
    """conv -> CumSum over channels (a NumPy step: no kernel) -> conv: two native programs around a Python step."""
    rng = np.random.default_rng(3)
    w1 = (rng.standard_normal((8, 16, 3, 3)) * 0.2).astype(np.float32)
    w2 = (rng.standard_normal((12, 8, 1, 1)) * 0.2).astype(np.float32)
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c1"], ["r1"]),
        helper.make_node("CumSum", ["r1", "axis"], ["s1"]),
        helper.make_node("Conv", ["s1", "w2"], ["y"]),
    ]
    init = [numpy_helper.from_array(w1, "w1"), numpy_helper.from_array(w2, "w2"),
            numpy_helper.from_array(np.array(1, np.int64), "axis")]  # fmt: skip
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16, 24, 20])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    model = helper.make_model(
        helper.make_graph(nodes, "mid", [x], [y], init), opset_imports=[helper.make_opsetid("", 14)]
    )
    model.ir_version = 8
    return model.SerializeToString()


def saved(tmp_path: Path, data: bytes, threads: int = 1) -> tuple[Path, Path, np.ndarray]:
    source = tmp_path / "model.onnx"
    source.write_bytes(data)
    expected = ixconv.load(str(source), num_threads=threads)(sample())
    directory = tmp_path / "saved"
    ixconv.load(str(source), num_threads=threads, cache=directory, shapes=SHAPE)
    return source, directory, expected


def test_the_first_run_of_a_saved_shape_prepares_no_step(tmp_path: Path, kernels: Path) -> None:
    _, directory, expected = saved(tmp_path, small_model())
    manifest = json.loads((directory / "manifest.json").read_text())
    assert list(manifest["programs"]) and all(p["threads"] == 1 for p in manifest["programs"].values())
    with warnings.catch_warnings():
        warnings.simplefilter("error", SavedModelWarning)
        model = ixconv.load(str(directory), num_threads=1)
        assert model.steps.prepared() == 0
        for _ in range(3):
            assert np.array_equal(model(sample()), expected)
    # prepared: only the steps the programs leave to Python (the depthwise conv whose residual is the input)
    python = [segment[1].name for segments in model._segments.values() for segment in segments
              if isinstance(segment, tuple)]  # fmt: skip
    assert [n.name for n, step in zip(model.graph.nodes, model.steps._steps) if step is not None] == python
    assert model.steps.prepared() < len(model.graph.nodes) // 2
    other = sample(2, (1, 16, 20, 17))  # a shape that was not saved: prepared as usual
    assert np.array_equal(model(other), ixconv.load(str(tmp_path / "model.onnx"), num_threads=1)(other))
    assert model.steps.prepared() == len(model.graph.nodes)


def test_a_python_step_between_programs_is_the_only_one_prepared(tmp_path: Path, kernels: Path) -> None:
    _, directory, expected = saved(tmp_path, middle_numpy_model())
    model = ixconv.load(str(directory), num_threads=1)
    for seed in (1, 2):
        fresh = ixconv.load(str(tmp_path / "model.onnx"), num_threads=1)(sample(seed))
        assert np.array_equal(model(sample(seed)), fresh)
    ops = [node.op for node, step in zip(model.graph.nodes, model.steps._steps) if step is not None]
    assert ops == ["CumSum"], ops
    assert expected.shape == (1, 12, 24, 20)


_CHILD = r"""
import os, sys, numpy as np
from ixconv.codegen import jit
def refuse(*args, **kwargs):
    raise AssertionError("generated IR in the second start")
jit.Deferred.text = refuse
import ixconv
fds = len(os.listdir("/proc/self/fd"))
model = ixconv.load(sys.argv[1], num_threads=1)
y = model(np.load(sys.argv[2]))
assert np.array_equal(y, np.load(sys.argv[3])), "output differs"
assert model.steps.prepared() <= 1, model.steps.prepared()  # (the step the programs leave to Python)
assert jit.stats["compiled"] == jit.stats["disk_hits"] == 0 < jit.stats["saved_hits"], jit.stats
assert len(os.listdir("/proc/self/fd")) <= fds + 1, "descriptors held for mapped arrays"
print("ok")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="programs are saved where /proc/self/maps is")
def test_a_new_process_runs_the_saved_programs(tmp_path: Path, kernels: Path) -> None:
    _, directory, expected = saved(tmp_path, small_model())
    second_start(_CHILD, directory, tmp_path, expected)


@pytest.mark.skipif(usable_cores() < 2, reason="needs two cores for a program of two threads")
def test_programs_of_another_thread_count_are_not_used(tmp_path: Path, kernels: Path) -> None:
    source, directory, _ = saved(tmp_path, small_model(), threads=1)
    model = ixconv.load(str(directory), num_threads=2)
    assert np.array_equal(model(sample()), ixconv.load(str(source), num_threads=2)(sample()))
    assert model.steps.prepared() == len(model.graph.nodes)  # planned and built as usual


@pytest.mark.parametrize("part", ["record", "bytes"])
def test_damaged_programs_are_planned_again_with_a_warning(tmp_path: Path, kernels: Path, part: str) -> None:
    _, directory, expected = saved(tmp_path, small_model())
    entry = next(iter(json.loads((directory / "manifest.json").read_text())["programs"].values()))
    flip(directory / (entry["file"] if part == "record" else entry["blob"]["file"]), -3)
    with pytest.warns(SavedModelWarning, match="damaged" if part == "record" else "CRC-32 differs"):
        model = ixconv.load(str(directory), num_threads=1)
        assert np.array_equal(model(sample()), expected)
    assert np.array_equal(model(sample()), expected)  # (the programs built now are written again)
    again = json.loads((directory / "manifest.json").read_text())["programs"]
    assert list(again) == [json.dumps([["x", list(SHAPE)]])] and again[next(iter(again))]["file"] != entry["file"]
    with warnings.catch_warnings():
        warnings.simplefilter("error", SavedModelWarning)
        model = ixconv.load(str(directory), num_threads=1)
        assert np.array_equal(model(sample()), expected)
    assert model.steps.prepared() < len(model.graph.nodes) // 2  # the repaired programs ran


def _state(calls: list[NativeCall], held: list[np.ndarray]) -> saved_program.State:
    arena = np.zeros(4096, np.uint8)
    functions = {call.address: ("module", "name", "symbol") for call in calls}
    return saved_program.State({}, arena, 0, [NativeProgram(calls)], [], {}, 1, held, {}, functions)


def _call(args: np.ndarray) -> NativeCall:
    from ixconv.codegen.program import program_function

    _, driver = program_function()  # any compiled driver: the calls are recorded, never run here
    return NativeCall(driver, args, make_schedule(1, 1))


def peek(address: int, nbytes: int, dtype) -> np.ndarray:
    return np.frombuffer(ctypes.string_at(address, nbytes), dtype)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/maps")
def test_addresses_are_relocated_transitively_and_unknown_ones_refused() -> None:
    target = np.arange(16, dtype=np.float32)
    table = np.array([target.ctypes.data + 8, 12345], np.int64)  # an int64 buffer holding an address
    args = np.array([table.ctypes.data, 7, target.ctypes.data + target.nbytes], np.int64)  # one past the end
    call = _call(args)
    record = saved_program.record(_state([call], [target, table, args]))
    rebuilt = saved_program.rebuild(
        record.data, record.blob, lambda key: None, lambda m, n, s: (None, call.address), np.zeros(4096, np.uint8)
    )
    (program,) = rebuilt.segments
    new_args = program.calls[0].args
    assert new_args[1] == 7 and new_args[0] != table.ctypes.data
    new_table = peek(int(new_args[0]), 16, np.int64)
    assert new_table[1] == 12345 and int(new_args[0]) % 64 == table.ctypes.data % 64  # alignment kept
    assert np.array_equal(peek(int(new_table[0]) - 8, 64, np.float32), target)
    assert int(new_table[0]) - 8 != target.ctypes.data  # the copy's address, not the original's
    assert new_args[2] == int(new_table[0]) - 8 + 64

    stray = np.zeros(8, np.float32)  # an address in no buffer the model holds
    with pytest.raises(saved_program.Unsaveable, match="no buffer the model knows"):
        saved_program.record(_state([_call(np.array([stray.ctypes.data], np.int64))], [target]))
    with pytest.raises(saved_program.Unsaveable, match="not the entry of a loaded module"):
        state = _state([call], [target, table, args])
        state.functions = {}
        saved_program.record(state)


def test_records_that_do_not_hold_together_are_refused() -> None:
    data = {"buffers": [{"kind": "arena", "nbytes": 64}, {"kind": "saved", "nbytes": 16, "at": 0}],
            "relocations": [[1, 12, 0, 0]], "views": {}, "segments": [], "feeds": [], "folded": {},
            "naive_bytes": 0}  # fmt: skip
    blob = np.zeros(16, np.uint8)
    with pytest.raises(ValueError, match="relocation outside"):
        saved_program.rebuild(data, blob, lambda k: None, None, np.zeros(64, np.uint8))
    data["relocations"] = [[1, 8, 0, 0]]
    with pytest.raises(ValueError, match="arena's size"):
        saved_program.rebuild(data, blob, lambda k: None, None, np.zeros(32, np.uint8))
    data["buffers"].append({"kind": "prepared", "key": "k", "nbytes": 4})
    with pytest.raises(saved_program.Unavailable):
        saved_program.rebuild(data, blob, lambda k: None, None, np.zeros(64, np.uint8))
