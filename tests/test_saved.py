"""Saved models (``ixconv.graph.saved``): a saved model runs bitwise like a freshly loaded one, starts in a new
process without compiling, packing or transforming; damaged or stale files are rebuilt with a warning and the
results stay correct; bad directories are clear errors; nothing is pickled. Also the pieces underneath: the
object cache keyed by spec (``jit.deferred``: no IR generated on a hit) and the content-keyed prepared weights
(``ixconv.ops.prepared``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.codegen import gemm, jit
from ixconv.codegen.spec import GemmSpec
from ixconv.graph import saved
from ixconv.graph.saved import SavedModelError, SavedModelWarning
from ixconv.ops import prepared

ROOT = str(Path(__file__).resolve().parents[1])
SHAPE = (1, 16, 24, 20)


def small_model(seed: int = 0, scale: float = 0.2) -> bytes:
    """Conv3x3+BN+SiLU (Winograd at 24x20), depthwise 3x3, 1x1, residual Add, MaxPool, a Shape->Reshape
    subgraph, global pooling and a Gemm; H and W dynamic."""
    rng = np.random.default_rng(seed)

    def r(*shape):
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    init = {
        "w1": r(16, 16, 3, 3), "b1": r(16), "g": rng.uniform(0.5, 1.5, 16).astype(np.float32), "be": r(16),
        "mu": r(16), "var": rng.uniform(0.5, 1.5, 16).astype(np.float32), "wd": r(16, 1, 3, 3), "w2": r(24, 16, 1, 1),
        "wf": r(10, 24), "bf": r(10), "zero": np.array([0], np.int64), "flat": np.array([0, -1], np.int64),
    }  # fmt: skip
    nodes = [
        helper.make_node("Conv", ["x", "w1", "b1"], ["c1"], pads=[1, 1, 1, 1]),
        helper.make_node("BatchNormalization", ["c1", "g", "be", "mu", "var"], ["n1"]),
        helper.make_node("Sigmoid", ["n1"], ["s1"]),
        helper.make_node("Mul", ["n1", "s1"], ["a1"]),
        helper.make_node("Conv", ["a1", "wd"], ["d1"], pads=[1, 1, 1, 1], group=16),
        helper.make_node("Add", ["d1", "x"], ["r1"]),
        helper.make_node("Conv", ["r1", "w2"], ["c2"]),
        helper.make_node("Relu", ["c2"], ["a2"]),
        helper.make_node("MaxPool", ["a2"], ["p2"], kernel_shape=[2, 2], strides=[2, 2]),
        helper.make_node("GlobalAveragePool", ["p2"], ["gp"]),
        helper.make_node("Shape", ["gp"], ["sh"]),
        helper.make_node("Gather", ["sh", "zero"], ["n"], axis=0),
        helper.make_node("Reshape", ["gp", "flat"], ["f"]),
        helper.make_node("Gemm", ["f", "wf", "bf"], ["y"], transB=1),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16, "H", "W"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    graph = helper.make_graph(nodes, "small", [x], [y], [numpy_helper.from_array(v, k) for k, v in init.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model.SerializeToString()


def sample(seed: int = 1, shape=SHAPE) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


@pytest.fixture
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "kernels"
    monkeypatch.setenv("IXCONV_CACHE_DIR", str(cache))
    monkeypatch.setenv("IXCONV_TUNED", "0")
    return cache


@pytest.fixture
def model_file(tmp_path: Path) -> Path:
    path = tmp_path / "small.onnx"
    path.write_bytes(small_model())
    return path


@pytest.fixture
def saved_dir(tmp_path: Path, model_file: Path, private_cache: Path) -> tuple[Path, np.ndarray]:
    """A model loaded from a file, run on the sample, saved; and its output (the fresh model's)."""
    model = ixconv.load(str(model_file), num_threads=1)
    expected = model(sample())
    model.save(tmp_path / "saved")
    return tmp_path / "saved", expected


def load_quietly(directory: Path, **options):
    with warnings.catch_warnings():
        warnings.simplefilter("error", SavedModelWarning)
        return ixconv.load(str(directory), num_threads=1, **options)


def test_saved_model_outputs_equal_the_fresh_model_bitwise(saved_dir) -> None:
    directory, expected = saved_dir
    manifest = json.loads((directory / "manifest.json").read_text())
    assert manifest["shapes"] == [[{"name": "x", "shape": list(SHAPE), "dtype": "<f4"}]]
    assert manifest["identity"] == saved.identity()
    assert manifest["objects"] and manifest["prepared"]  # kernels, packed and Winograd-transformed weights
    model = load_quietly(directory)
    for _ in range(3):  # plan, native programs, then the programs
        assert np.array_equal(model(sample()), expected)
    # a shape that was not saved: prepared then, as usual (Winograd there too: 5x5 tiles; at a shape where it
    # does not pay, a layer released for Winograd rebuilds its direct kernel from the recovered weights)
    other = sample(2, (1, 16, 20, 17))
    assert np.array_equal(model(other), ixconv.load(model.source, num_threads=1)(other))


_CHILD = r"""
import sys, numpy as np
from ixconv.codegen import jit
from ixconv.ops import winograd
def refuse(*args, **kwargs):
    raise AssertionError("prepared again in the second start")
jit.Deferred.text = winograd.transform_weights = refuse  # neither IR generation nor a Winograd transform
import ixconv
model = ixconv.load(sys.argv[1], num_threads=1)
y = model(np.load(sys.argv[2]))
assert np.array_equal(y, np.load(sys.argv[3])), "output differs"
assert jit.stats["compiled"] == jit.stats["disk_hits"] == 0 < jit.stats["saved_hits"], jit.stats  # all saved
print("ok")
"""


def second_start(child: str, directory: Path, tmp_path: Path, expected: np.ndarray) -> None:
    """``child`` run by a new interpreter (user warnings as errors, an empty kernel cache) on the saved model in
    ``directory``, the sample (x.npy) and ``expected`` (y.npy); it must print "ok"."""
    np.save(tmp_path / "x.npy", sample())
    np.save(tmp_path / "y.npy", expected)
    env = dict(os.environ, PYTHONPATH=ROOT, IXCONV_CACHE_DIR=str(tmp_path / "empty-cache"))
    done = subprocess.run([sys.executable, "-W", "error::UserWarning", "-c", child, str(directory),
                           str(tmp_path / "x.npy"), str(tmp_path / "y.npy")], env=env, capture_output=True,
                          text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]


def test_second_process_starts_without_compiling_or_preparing(saved_dir, tmp_path: Path) -> None:
    directory, expected = saved_dir
    second_start(_CHILD, directory, tmp_path, expected)


def flip(path: Path, at: int) -> None:
    data = bytearray(path.read_bytes())
    data[at % len(data)] ^= 0x40
    path.write_bytes(bytes(data))


_USED_CHILD = r"""
import sys, json, numpy as np, ixconv
from ixconv.codegen import jit
ixconv.load(sys.argv[1], num_threads=1)(np.load(sys.argv[2]))
print(json.dumps(list(jit.loaded())))  # the kernels the model uses
"""

_DAMAGED_CHILD = r"""
import sys, warnings, numpy as np
import ixconv
from ixconv.codegen import jit
from ixconv.graph.saved import SavedModelWarning
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    y = ixconv.load(sys.argv[1], num_threads=1)(np.load(sys.argv[2]))
assert [str(w.message) for w in caught if w.category is SavedModelWarning], "no warning"
assert all("damaged; compiling it again" in str(w.message) for w in caught), [str(w.message) for w in caught]
assert np.array_equal(y, np.load(sys.argv[3])), "output differs"
assert jit.stats["compiled"] == 1 and jit.stats["disk_hits"] == 0, jit.stats
print("ok")
"""


def test_damaged_object_is_recompiled_with_a_warning(saved_dir, tmp_path: Path) -> None:
    directory, expected = saved_dir
    manifest = json.loads((directory / "manifest.json").read_text())
    np.save(tmp_path / "x.npy", sample())
    env = dict(os.environ, PYTHONPATH=ROOT)
    used = subprocess.run([sys.executable, "-c", _USED_CHILD, str(directory), str(tmp_path / "x.npy")], env=env,
                          capture_output=True, text=True, check=True).stdout  # fmt: skip
    key = next(k for k in json.loads(used) if manifest["objects"][k]["name"].startswith("f32_gemm"))
    path = directory / manifest["objects"][key]["file"]
    flip(path, 300)
    np.save(tmp_path / "y.npy", expected)
    env["IXCONV_CACHE_DIR"] = str(tmp_path / "empty-cache")
    done = subprocess.run([sys.executable, "-c", _DAMAGED_CHILD, str(directory), str(tmp_path / "x.npy"),
                           str(tmp_path / "y.npy")], env=env, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]
    assert jit.unseal(path.read_bytes()) is not None  # rewritten, and back in the manifest
    assert json.loads((directory / "manifest.json").read_text())["objects"][key] == manifest["objects"][key]
    assert np.array_equal(load_quietly(directory)(sample()), expected)


def test_damaged_weight_file_is_recomputed_with_a_warning(saved_dir) -> None:
    directory, expected = saved_dir
    manifest = json.loads((directory / "manifest.json").read_text())
    for entry in list(manifest["prepared"].values())[:3]:
        flip(directory / entry["file"], -7)  # a weight's bytes, past the header
    with pytest.warns(SavedModelWarning, match="CRC-32 differs"):
        y = ixconv.load(str(directory), num_threads=1)(sample())
    assert np.array_equal(y, expected)
    assert np.array_equal(load_quietly(directory)(sample()), expected)  # rewritten


def test_damaged_graph_constant_rebuilds_from_the_source(saved_dir) -> None:
    directory, expected = saved_dir
    manifest = json.loads((directory / "manifest.json").read_text())
    biggest = max(manifest["tensors"], key=lambda t: int(np.prod(t["shape"])))
    flip(directory / biggest["file"], -3)
    with pytest.warns(SavedModelWarning, match="is damaged .* rebuilding it from source-"):
        y = ixconv.load(str(directory), num_threads=1)(sample())
    assert np.array_equal(y, expected)
    assert np.array_equal(load_quietly(directory)(sample()), expected)


@pytest.mark.parametrize("field", ["cpu", "ixconv", "code", "llvm"])
def test_stale_manifest_rebuilds(saved_dir, field: str) -> None:
    directory, expected = saved_dir
    manifest = json.loads((directory / "manifest.json").read_text())
    manifest["identity"][field] = "another"
    (directory / "manifest.json").write_text(json.dumps(manifest))
    with pytest.warns(SavedModelWarning, match=f"is stale \\({field} 'another'"):
        y = ixconv.load(str(directory), num_threads=1)(sample())
    assert np.array_equal(y, expected)
    assert json.loads((directory / "manifest.json").read_text())["identity"] == saved.identity()
    assert np.array_equal(load_quietly(directory)(sample()), expected)


def test_other_load_options_rebuild(saved_dir, model_file: Path) -> None:
    directory, _ = saved_dir
    with pytest.warns(SavedModelWarning, match="load option precision differs"):
        model = ixconv.load(str(directory), num_threads=1, precision="exact")
    exact = ixconv.load(str(model_file), num_threads=1, precision="exact")
    assert np.array_equal(model(sample()), exact(sample()))
    assert json.loads((directory / "manifest.json").read_text())["options"]["precision"] == "exact"


def test_damaged_source_too_is_an_error(saved_dir) -> None:
    directory, _ = saved_dir
    manifest = json.loads((directory / "manifest.json").read_text())
    manifest["identity"]["cpu"] = "another"
    (directory / "manifest.json").write_text(json.dumps(manifest))
    flip(directory / manifest["source"]["file"], 100)
    with pytest.raises(SavedModelError, match="source-.*onnx is damaged too"):
        ixconv.load(str(directory))


def test_damaged_manifest_rebuilds_from_the_source(saved_dir) -> None:
    directory, expected = saved_dir
    (directory / "manifest.json").write_text('{"format": "ixconv-saved-model", "ver')
    with pytest.warns(SavedModelWarning, match="manifest.json.*rebuilding it from source-"):
        model = ixconv.load(str(directory), num_threads=1)
    assert np.array_equal(model(sample()), expected)  # (no shapes known: prepared on its first run)
    assert json.loads((directory / "manifest.json").read_text())["identity"] == saved.identity()


def test_bad_directories_are_clear_errors(tmp_path: Path, model_file: Path, private_cache: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no such file"):
        ixconv.load(tmp_path / "missing")
    with pytest.raises(FileNotFoundError, match="no saved model"):
        saved.load(tmp_path / "missing", model_class=ixconv.Model)
    (tmp_path / "plain").mkdir()
    with pytest.raises(SavedModelError, match="not an ixconv saved model"):
        ixconv.load(str(tmp_path / "plain"))
    model = ixconv.load(str(model_file), num_threads=1)
    (tmp_path / "plain" / "notes.txt").write_text("mine")
    with pytest.raises(FileExistsError, match="not empty and holds no saved model"):
        model.save(tmp_path / "plain")
    (tmp_path / "afile").write_text("")
    with pytest.raises(OSError, match="directory: cannot write"):
        model.save(tmp_path / "afile" / "saved")
    assert (tmp_path / "plain" / "notes.txt").read_text() == "mine"
    in_memory = ixconv.load(small_model(), num_threads=1)
    with pytest.raises(ValueError, match="source: this model was not loaded from a file"):
        in_memory.save(tmp_path / "s")
    in_memory.save(tmp_path / "s", source=small_model())  # given its source, it saves
    assert (tmp_path / "s" / "manifest.json").is_file()


def test_nothing_is_pickled(saved_dir) -> None:
    directory, _ = saved_dir
    arrays = list(directory.rglob("*.npy"))
    assert arrays
    for path in arrays:
        assert np.load(path, allow_pickle=False).dtype != object
    json.loads((directory / "graph.json").read_text())
    assert {p.suffix for p in directory.rglob("*") if p.is_file()} == {".json", ".onnx", ".npy", ".o"}


def test_cache_option_saves_then_loads(tmp_path: Path, model_file: Path, private_cache: Path) -> None:
    cache = tmp_path / "cache"
    x = sample(3, (1, 16, 30, 26))
    first = ixconv.load(str(model_file), num_threads=1, cache=cache, shapes={"x": x.shape})
    expected = first(x)
    manifest = json.loads((cache / "manifest.json").read_text())
    assert manifest["shapes"][0][0]["shape"] == list(x.shape)
    second = load_quietly_cached(model_file, cache)
    assert np.array_equal(second(x), expected)
    model_file.write_bytes(small_model(seed=5))  # another model at the same path
    with pytest.warns(SavedModelWarning, match="holds another model"):
        third = ixconv.load(str(model_file), num_threads=1, cache=cache, shapes={"x": x.shape})
    assert np.array_equal(third(x), ixconv.load(str(model_file), num_threads=1)(x))


def load_quietly_cached(model_file: Path, cache: Path):
    with warnings.catch_warnings():
        warnings.simplefilter("error", SavedModelWarning)
        return ixconv.load(str(model_file), num_threads=1, cache=cache)


def test_graph_json_round_trip_keeps_types() -> None:
    from ixconv.graph.onnx_import import load_model_proto, to_graph
    from ixconv.graph.pipeline import optimize

    graph = optimize(to_graph(load_model_proto(small_model())))
    body, arrays = saved.graph_to_json(graph)
    again = saved.graph_from_json(json.loads(json.dumps(body)), arrays)
    assert [(n.op, n.inputs, n.outputs, n.name, n.domain) for n in again.nodes] == [
        (n.op, n.inputs, n.outputs, n.name, n.domain) for n in graph.nodes
    ]
    assert repr([n.attrs for n in again.nodes]) == repr([n.attrs for n in graph.nodes])  # tuples stay tuples
    assert again.inputs == graph.inputs and again.outputs == graph.outputs and again.layouts == graph.layouts
    values = {"t": (1, (2.5, float("inf")), "a"), "s": np.float32(2), "d": {1: b"\x00"}, "l": [np.zeros((0, 2))]}
    arrays = []
    back = saved._decode(json.loads(json.dumps(saved._encode(values, arrays))), arrays)
    assert repr(back) == repr(values)
    with pytest.raises(TypeError, match="cannot save a graph attribute of type object"):
        saved._encode(object(), [])


# -- the pieces underneath ------------------------------------------------------------------------------

_EMITTED: list[GemmSpec] = []


def _counting_emit(spec: GemmSpec) -> str:
    _EMITTED.append(spec)
    return gemm.emit_module(spec)


def test_deferred_ir_is_not_generated_for_a_cached_object(private_cache: Path) -> None:
    spec = GemmSpec("generic", 3, 8, 4, "tile_inner")
    symbols = list(gemm.entry_points(spec))
    first = jit.compile_ir(spec.name, jit.deferred(_counting_emit, spec), symbols)
    assert _EMITTED == [spec] and first.source == "compiled"
    jit.clear_memory_cache()
    second = jit.compile_ir(spec.name, jit.deferred(_counting_emit, spec), symbols)
    assert _EMITTED == [spec] and second.source == "disk"  # loaded without generating the IR
    other = GemmSpec("generic", 3, 8, 2, "tile_inner")
    jit.compile_ir(other.name, jit.deferred(_counting_emit, other), list(gemm.entry_points(other)))
    assert _EMITTED == [spec, other]  # another spec, another key
    assert jit.Deferred(lambda: "", ()).identity() is None  # no stable identity: keyed by its IR text
    _KEEP.extend([first, second])


_KEEP: list = []


class _DictStore:
    def __init__(self):
        self.data: dict[str, np.ndarray] = {}
        self.hits = 0

    def lookup(self, key):
        found = self.data.get(key)
        self.hits += found is not None
        return found

    def record(self, key, value):
        self.data[key] = value


@prepared.memoized
def _double(a: np.ndarray, k: int) -> np.ndarray:
    return a * 2 + k


def test_prepared_results_are_keyed_by_content() -> None:
    store = _DictStore()
    a = np.arange(6, dtype=np.float32)
    assert np.array_equal(_double(a, 1), a * 2 + 1) and not store.data  # no store: computed only
    with prepared.using(store):
        first = _double(a, 1)
        assert _double(a.copy(), 1) is first and store.hits == 1  # equal content: found
        b = a.copy()
        b[3] = 7
        assert np.array_equal(_double(b, 1), b * 2 + 1) and store.hits == 1  # other content, other key
        assert np.array_equal(_double(a, 2), a * 2 + 2) and len(store.data) == 3  # other argument too
    prepared.remember(a, "claimed")
    assert prepared.digest(a) == "claimed" and prepared.digest(a.copy()) != "claimed"


def test_run_command_cache(tmp_path: Path, model_file: Path, private_cache: Path) -> None:
    from ixconv.cli import main

    cache = tmp_path / "cache"
    args = ["run", str(model_file), "--input-shape", "1,16,20,24", "--runs", "1", "--threads", "1", "--top", "0"]
    assert main([*args, "--cache", str(cache)]) == 0
    manifest = json.loads((cache / "manifest.json").read_text())
    assert manifest["shapes"][0][0]["shape"] == [1, 16, 20, 24]  # the shape it was asked to run
    with warnings.catch_warnings():
        warnings.simplefilter("error", SavedModelWarning)
        assert main([*args, "--cache", str(cache)]) == 0  # from the saved model
        assert main(["run", str(cache), *args[2:]]) == 0  # the directory itself


def test_a_copied_saved_model_is_checked_once_then_trusted(saved_dir, tmp_path: Path, monkeypatch) -> None:
    """Arrays are mapped without reading their bytes when their size and time are those recorded; a copy (new
    times) has every array checked against its CRC-32 on its first load, which records the new stamps, so the
    next load trusts them; a damaged array in the copy is still caught; arrays come back read-only."""
    import shutil

    directory, expected = saved_dir
    copy = tmp_path / "copy"
    shutil.copytree(directory, copy, copy_function=shutil.copy)  # (file times not preserved)
    checked: list[int] = []
    real_crc32, real_read = saved._crc32, saved._read_array
    monkeypatch.setattr(saved, "_crc32", lambda a: checked.append(a.nbytes) or real_crc32(a))
    read: set[str] = set()  # (a saved native program reads only the prepared arrays it runs on)
    monkeypatch.setattr(saved, "_read_array", lambda path, *a: read.add(path.name) or real_read(path, *a))
    assert np.array_equal(load_quietly(copy)(sample()), expected)
    first = len(checked)
    manifest = json.loads((copy / "manifest.json").read_text())
    programs = [p["blob"] for p in manifest.get("programs", {}).values()]
    entries = [*manifest["tensors"], *manifest["prepared"].values(), *programs]
    assert (
        first >= len(manifest["tensors"])
        and len(read) >= len(manifest["tensors"])
        and all(
            e["mtime_ns"] == os.stat(copy / e["file"]).st_mtime_ns
            for e in entries
            if e["size"] > 128 and Path(e["file"]).name in read
        )
    )  # (every array read was checked; the stamps are now the copy's)
    checked.clear()
    model = load_quietly(copy)
    assert np.array_equal(model(sample()), expected) and checked == []  # trusted: not read, not hashed
    manifest = json.loads((copy / "manifest.json").read_text())
    mapped = [saved._read_array(copy / e["file"], e) for e in manifest["prepared"].values()]
    assert mapped and not any(a.flags.writeable for a in mapped)  # a write is an error, never a crash
    biggest = max((e for e in manifest["prepared"].values() if Path(e["file"]).name in read), key=lambda e: e["size"])
    flip(copy / biggest["file"], -5)
    with pytest.warns(SavedModelWarning, match="CRC-32 differs"):
        assert np.array_equal(ixconv.load(str(copy), num_threads=1)(sample()), expected)
