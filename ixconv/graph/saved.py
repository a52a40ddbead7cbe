"""Saved models: a model's optimized graph, packed weights and compiled kernels kept in a directory, so that
a second process starts without passes, packing or compiling (``model.save(DIR)``, ``ixconv.load(DIR)``,
``ixconv.load(MODEL, cache=DIR)``).

A saved model is plain files, never a pickle::

    DIR/manifest.json          what was saved, by which ixconv, for which CPU; the digest of every file
    DIR/source-SHA256.onnx     the model as given (what a stale or damaged save is rebuilt from)
    DIR/graph.json             the graph after the passes (``pipeline.optimize``): nodes, attributes, inputs
    DIR/tensors/N.npy          its constants (initializers, array attributes)
    DIR/prepared/KEY.npy       packed and transformed weights (``ixconv.ops.prepared``: keyed by content)
    DIR/objects/NAME-KEY.o     the compiled kernels, each sealed by its sha256 (``ixconv.codegen.jit``)
    DIR/programs/N.json, N.npy the native programs of a planned shape as relocations and their buffers' bytes
                               (``ixconv.graph.saved_program``), for the thread count they were made for

Saving builds the model again from its source under a recording store and runs it (zeros) on every input
shape the model has planned, or its static shape, twice (plan, then native programs), so the Winograd
transforms, indirection buffers, program kernels and tensor shapes of a first run are kept too. Loading
checks the manifest's identity -- ixconv's version and the digest of its code, the CPU fingerprint, LLVM and
llvmlite -- and the options that change what is built (``precision``, the tuning ``choices``): any
difference, or a damaged manifest, graph or constant, and the model is rebuilt from its source with a
``SavedModelWarning`` and written again. A damaged object or weight file (its sha256, or for arrays its
CRC-32, differs) is not used: it is compiled or computed again, with a warning, and rewritten. Arrays are
mapped read-only with their headers checked (no object dtypes; nothing is unpickled); an array file's bytes
are checked when its size or modification time is not the one recorded at writing (a ``.pyc``'s rule), so
a second start reads only the pages it uses, and processes that load the same saved model share them.

A second start's first run on a saved shape rebuilds the native programs from ``programs/`` (no step is
prepared; kernels are loaded by ``ixconv.codegen.elfload`` where it can, without LLVM): it is a native run
from the first call. Damaged programs are planned again with a warning and written again once built.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import math
import mmap
import os
import re
import warnings
import zlib
from pathlib import Path

import numpy as np

from ixconv.codegen import elfload, jit
from ixconv.cpu import host, llvm_version
from ixconv.graph.ir import Graph, Node, ValueInfo
from ixconv.ops import prepared
from ixconv.ops.packing import ALIGNMENT, aligned_empty

FORMAT, FORMAT_VERSION = "ixconv-saved-model", 1
MANIFEST, GRAPH = "manifest.json", "graph.json"
SOURCE = "source-{sha256}.onnx"  # named by its digest: checkable even when the manifest is lost


class SavedModelWarning(UserWarning):
    """A saved model (or one of its files) could not be used as it is: it was rebuilt or recomputed."""


class SavedModelError(ValueError):
    """A directory that is not a usable saved model, and nothing to rebuild it from."""


class _Damaged(Exception):
    pass


# -- identity ----------------------------------------------------------------------------------------

_made_by: tuple[str, str] | None = None


def _code() -> tuple[str, str]:
    """(ixconv's version, sha256 of the code that turns a graph into prepared steps: ``ixconv/__init__.py``,
    ``cpu.py``, ``knobs.py``, ``ixconv/{codegen,ops,graph}``): a saved model made by other code is rebuilt, even
    under the same version number. Read from the files, so that this module imports nothing above it."""
    global _made_by
    if _made_by is None:
        root = Path(__file__).resolve().parents[1]
        files = [root / "__init__.py", root / "cpu.py", root / "knobs.py"]
        for package in ("codegen", "ops", "graph"):
            files += sorted((root / package).rglob("*.py"))
        digest = hashlib.sha256()
        for path in files:
            digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
        found = re.search(r'^__version__ = "([^"]+)"', files[0].read_text(), re.M)
        _made_by = (found.group(1) if found else "?", digest.hexdigest())
    return _made_by


def identity() -> dict[str, str]:
    """What a saved model must have been made by to be used as it is."""
    version, code = _code()
    return {"ixconv": version, "code": code, "cpu": host().fingerprint, "llvm": llvm_version()}


def _plain(value):
    """``value`` as JSON gives it back (tuples become lists): how options are compared."""
    return json.loads(json.dumps(value, sort_keys=True))


# -- arrays --------------------------------------------------------------------------------------------


def _contiguous(array: np.ndarray) -> np.ndarray:
    return array if array.flags.c_contiguous else array.copy(order="C")  # (ascontiguousarray makes 0-d 1-d)


def _crc32(array: np.ndarray) -> int:
    return zlib.crc32(memoryview(_contiguous(array)).cast("B"))


def _write_array(path: Path, array: np.ndarray) -> dict:
    array = _contiguous(array)
    if array.dtype.hasobject:
        raise TypeError(f"cannot save an array of dtype {array.dtype} (objects)")
    with open(path, "wb") as f:
        np.save(f, array, allow_pickle=False)
    return {"sha256": prepared.digest(array), "crc32": _crc32(array), "dtype": array.dtype.str,
            "shape": list(array.shape), **_stamp(os.stat(path), array.nbytes)}  # fmt: skip


def _stamp(st: os.stat_result, nbytes: int) -> dict:
    """A ``.npy`` file's size and modification time (a file that still has both is trusted as written) and
    where its ``nbytes`` of data start (past the header)."""
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "offset": st.st_size - nbytes}


class _Mapping:
    """A read-only shared mapping of a whole file, unmapped when the last array on it is freed. Unlike an
    ``mmap.mmap`` it keeps no duplicate of the file's descriptor: a saved model's thousand arrays would
    otherwise hold a thousand descriptors (past a common limit of 1024) and grow the descriptor table on the
    way, each growth a wait for an RCU grace period (~10 ms a time on this VM)."""

    def __init__(self, fd: int, size: int):
        address = elfload.libc().mmap(None, size, mmap.PROT_READ, mmap.MAP_SHARED, fd, 0)
        if elfload.mapped_failed(address):
            raise OSError(ctypes.get_errno(), f"mmap: {os.strerror(ctypes.get_errno())}")
        self.address, self.size = address, size
        self.__array_interface__ = {"shape": (size,), "typestr": "|u1", "data": (address, True), "version": 3}

    def __del__(self):
        elfload.libc().munmap(self.address, self.size)


def _map_read_only(fd: int, size: int):
    """The file's bytes, mapped read-only (an array of them; a ``mmap.mmap`` where libc has no ``mmap``)."""
    if os.name == "posix" and hasattr(mmap, "MAP_SHARED"):
        return np.asarray(_Mapping(fd, size))
    return mmap.mmap(fd, 0, access=mmap.ACCESS_READ)


def _read_array(path: Path, entry: dict, restamped: dict | None = None) -> np.ndarray:
    """The array of a ``.npy`` file, mapped read-only (64-byte aligned, pages read when first used, shared by
    every process that maps it). A file with the size and modification time the manifest recorded is taken as
    written (the way Python trusts a ``.pyc`` by its source's time and size); any other (copied, rewritten,
    damaged) has its header checked against ``entry`` and its bytes against ``entry["crc32"]`` (``_Damaged``
    otherwise); such a file found intact gets its new stamp in ``restamped`` (file -> size, time, offset), for
    the manifest, so that a copied saved model is checked once. Known by ``entry["sha256"]`` to
    ``ixconv.ops.prepared``."""
    fmt = np.lib.format
    try:
        with open(path, "rb") as f:
            st = os.fstat(f.fileno())
            unchanged = entry.get("size") == st.st_size and entry.get("mtime_ns") == st.st_mtime_ns
            shape, dtype, offset = entry["shape"], np.dtype(entry["dtype"]), entry.get("offset")
            count = math.prod(shape)
            trusted = unchanged and isinstance(offset, int) and st.st_size == offset + count * dtype.itemsize
            if not trusted or dtype.hasobject:  # the header parsed and checked (a trusted one is as written)
                version = fmt.read_magic(f)
                header = fmt.read_array_header_1_0 if version == (1, 0) else fmt.read_array_header_2_0
                shape, fortran, dtype = header(f)
                if dtype.hasobject or fortran or dtype.str != entry["dtype"] or list(shape) != entry["shape"]:
                    raise _Damaged(f"{path.name}: header differs from the manifest")
                offset, count = f.tell(), math.prod(shape)
                if st.st_size != offset + count * dtype.itemsize:
                    raise _Damaged(
                        f"{path.name}: {st.st_size - offset} bytes of data, {count * dtype.itemsize} expected"
                    )
            if count and offset % ALIGNMENT == 0:
                mapped = _map_read_only(f.fileno(), st.st_size)
                array = np.frombuffer(mapped, dtype, count=count, offset=offset).reshape(shape)
            else:  # (an empty array, or a header numpy did not pad to the alignment)
                array = aligned_empty(shape, dtype)
                if count:
                    f.seek(offset)
                    f.readinto(memoryview(array.reshape(-1)).cast("B"))
                array.flags.writeable = False
    except (OSError, ValueError, TypeError, KeyError) as e:
        raise _Damaged(f"{path.name}: {e}") from None
    if not unchanged:
        if _crc32(array) != entry["crc32"]:
            raise _Damaged(f"{path.name}: CRC-32 differs from the manifest")
        if restamped is not None:
            restamped[entry["file"]] = _stamp(st, array.nbytes)
    prepared.remember(array, entry["sha256"])  # (its identity in ``ixconv.ops.prepared`` keys)
    return array


# -- the graph as JSON + arrays ----------------------------------------------------------------------


def _encode(value, arrays: list[np.ndarray]):
    if isinstance(value, np.ndarray) or isinstance(value, np.generic):
        arrays.append(np.asarray(value))
        return {"$array": len(arrays) - 1, "scalar": isinstance(value, np.generic)}
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else {"$float": repr(value)}
    if isinstance(value, tuple):
        return {"$tuple": [_encode(v, arrays) for v in value]}
    if isinstance(value, list):
        return [_encode(v, arrays) for v in value]
    if isinstance(value, dict):
        return {"$dict": [[_encode(k, arrays), _encode(v, arrays)] for k, v in value.items()]}
    if isinstance(value, bytes):
        return {"$bytes": value.hex()}
    if isinstance(value, Node):  # the members of a fused node
        return {"$node": _node(value, arrays)}
    raise TypeError(f"cannot save a graph attribute of type {type(value).__name__}: {value!r:.80}")


def _decode(value, arrays: list[np.ndarray]):
    if isinstance(value, list):
        return [_decode(v, arrays) for v in value]
    if not isinstance(value, dict):
        return value
    if "$array" in value:
        array = arrays[value["$array"]]
        return array[()] if value.get("scalar") else array
    if "$float" in value:
        return float(value["$float"])
    if "$tuple" in value:
        return tuple(_decode(v, arrays) for v in value["$tuple"])
    if "$dict" in value:
        return {_decode(k, arrays): _decode(v, arrays) for k, v in value["$dict"]}
    if "$bytes" in value:
        return bytes.fromhex(value["$bytes"])
    if "$node" in value:
        n = value["$node"]
        return Node(n["op"], list(n["inputs"]), list(n["outputs"]), _decode(n["attrs"], arrays), n["name"], n["domain"])
    raise _Damaged(f"{GRAPH}: unknown value {value!r:.80}")


def _node(n: Node, arrays: list[np.ndarray]) -> dict:
    return {"op": n.op, "domain": n.domain, "name": n.name, "inputs": n.inputs, "outputs": n.outputs,
            "attrs": {"$dict": [[k, _encode(v, arrays)] for k, v in n.attrs.items()]}}  # fmt: skip


def _info(v: ValueInfo) -> dict:
    return {"name": v.name, "shape": list(v.shape), "dtype": np.dtype(v.dtype).str}


def graph_to_json(graph: Graph) -> tuple[dict, list[np.ndarray]]:
    """The graph as JSON-able data and the arrays it refers to by index."""
    arrays: list[np.ndarray] = []
    data = {
        "name": graph.name,
        "opset": graph.opset,
        "inputs": [_info(v) for v in graph.inputs],
        "outputs": [_info(v) for v in graph.outputs],
        "layouts": graph.layouts,
        "initializers": {name: _encode(value, arrays) for name, value in graph.initializers.items()},
        "nodes": [_node(n, arrays) for n in graph.nodes],
    }
    return data, arrays


def graph_from_json(data: dict, arrays: list[np.ndarray]) -> Graph:
    try:

        def info(v: dict) -> ValueInfo:
            return ValueInfo(v["name"], tuple(v["shape"]), np.dtype(v["dtype"]))

        nodes = [_decode({"$node": n}, arrays) for n in data["nodes"]]
        initializers = {name: _decode(value, arrays) for name, value in data["initializers"].items()}
        return Graph(nodes, initializers, [info(v) for v in data["inputs"]], [info(v) for v in data["outputs"]],
                     data["opset"], data["name"], dict(data["layouts"]))  # fmt: skip
    except (KeyError, TypeError, IndexError, ValueError) as e:
        raise _Damaged(f"{GRAPH}: {e!r}") from None


# -- what a model uses while it prepares and plans ----------------------------------------------------


def _shape_key(key: tuple) -> str:
    """The executor's key of a set of input shapes ((name, shape), ...) as a string."""
    return json.dumps([[name, list(shape)] for name, shape in key])


class Artifacts:
    """The ``ixconv.ops.prepared`` store and the object collection a ``Model`` enters while it prepares steps
    and plans input shapes. Recording (a model being saved): every result is kept for writing. Replaying (a
    loaded model): results come from ``root``'s files, each checked against the manifest when read; a damaged
    file is recomputed (or recompiled) with a warning and written again."""

    def __init__(self, recording: bool = False):
        self.root: Path | None = None
        self.entries: dict[str, dict] = {}  # key -> manifest entry of a prepared array
        self.recording = recording
        self.recorded: dict[str, np.ndarray] = {}
        self.objects: dict[str, jit.CompiledModule] = {}
        self.damaged_objects: dict[str, dict] = {}  # key -> manifest entry, rewritten once compiled
        self._damaged: set[str] = set()
        self.restamped: dict[str, dict] = {}  # file -> its new stamp (an intact copy: see _read_array)
        self._open: list = []
        self.plans: dict[str, dict] = {}  # input shapes (``_shape_key``) -> every tensor's [shape, dtype]
        self.programs: dict[str, dict] = {}  # input shapes -> the manifest entry of their native programs
        self.repairs: set[tuple] = set()  # input shapes whose damaged programs are written again once built
        self.mapped: dict[str, np.ndarray] = {}  # key -> the prepared array handed out (one mapping per file)

    def replay(self, root: Path, manifest: dict) -> None:
        """From now on, the store of the saved model at ``root`` (recorded results let go)."""
        self.root, self.entries, self.recording = root, dict(manifest.get("prepared", {})), False
        self.recorded, self.plans = {}, manifest.get("plans", {})
        self.programs = dict(manifest.get("programs", {}))

    def program(self, key: tuple, threads: int) -> tuple[dict, object] | None:
        """(the record, a reader of its saved bytes) of the native programs saved for these input shapes
        at this thread count (``ixconv.graph.saved_program``), or None; a damaged record is dropped with a
        warning (the shape is then planned and built as usual)."""
        entry = self.programs.get(_shape_key(key))
        if entry is None or entry.get("threads") != threads or self.root is None:
            return None
        if set(entry.get("modules", ())) & self.damaged_objects.keys():
            return None  # (its kernel is compiled again, with its own warning: the next start uses the programs)
        try:
            text = (self.root / entry["file"]).read_bytes()
            if hashlib.sha256(text).hexdigest() != entry["sha256"]:
                raise _Damaged(f"{entry['file']}: sha256 differs from the manifest")
            data = json.loads(text)
        except (OSError, ValueError, KeyError, TypeError, _Damaged) as e:
            self.drop_program(key, f"its native programs for {_shape_key(key)} are damaged ({e})")
            return None

        def blob() -> np.ndarray:
            try:
                return _read_array(self.root / entry["blob"]["file"], entry["blob"], self.restamped)
            except (_Damaged, KeyError, TypeError) as e:
                raise ValueError(str(e)) from None

        return data, blob

    def drop_program(self, key: tuple, why: str) -> None:
        """Forget the saved native programs of ``key`` (here and in the manifest), with a warning; they are
        written again when the model has built them (``repair_program``)."""
        shape_key = _shape_key(key)
        warnings.warn(f"ixconv: saved model {self.root}: {why}; planning the shape again", SavedModelWarning,
                      stacklevel=3)  # fmt: skip
        self.programs.pop(shape_key, None)
        if self.root is not None:
            _update_manifest(self.root, lambda m: m.get("programs", {}).pop(shape_key, None))
            self.repairs.add(key)

    def repair_program(self, key: tuple, model) -> None:
        """Write the native programs ``model`` built for ``key`` in place of damaged ones (best effort: a
        directory that cannot be written is left as it is, with a warning)."""
        if key not in self.repairs:
            return
        self.repairs.discard(key)
        try:
            entries = _write_programs(self.root, model, dict(self.mapped), keys=[key], prefix=f"r{os.getpid()}-")
        except OSError as e:
            _warn(f"saved model {self.root}: cannot write the native programs again: {e}")
            return
        if entries:
            self.programs.update(entries)
            _update_manifest(self.root, lambda m: m.setdefault("programs", {}).update(entries))

    def tensor_specs(self, key: tuple) -> dict[str, tuple] | None:
        """The shape and dtype of every tensor the model computes for these input shapes, when saved (the
        executor then plans its arena before the first run instead of after it)."""
        specs = self.plans.get(_shape_key(key))
        if specs is None:
            return None
        return {name: (tuple(shape), np.dtype(dtype)) for name, (shape, dtype) in specs.items()}

    def __enter__(self) -> Artifacts:
        contexts = [prepared.using(self), jit.collect(self.objects)]
        for context in contexts:
            context.__enter__()
        self._open.append(contexts)
        return self

    def __exit__(self, *exc) -> None:
        for context in reversed(self._open.pop()):
            context.__exit__(None, None, None)
        if self.damaged_objects:
            modules = {**jit.loaded(), **self.objects}
            for key, entry in list(self.damaged_objects.items()):
                if key in modules and self._rewrite(entry["file"], jit.seal(modules[key].obj)):
                    del self.damaged_objects[key]
                    _update_manifest(self.root, lambda m, key=key, entry=entry: m["objects"].__setitem__(key, entry))
        if self.restamped and self.root is not None:
            _restamp(self.root, self.restamped)
            self.restamped = {}

    def lookup(self, key: str) -> np.ndarray | None:
        entry = None if self.recording else self.entries.get(key)
        if entry is None or key in self._damaged:
            return None
        if key in self.mapped:
            return self.mapped[key]
        try:
            self.mapped[key] = _read_array(self.root / entry["file"], entry, self.restamped)
            return self.mapped[key]
        except _Damaged as e:
            warnings.warn(f"ixconv: saved model {self.root}: {e}; computing it again", SavedModelWarning, stacklevel=2)
            self._damaged.add(key)
            return None

    def record(self, key: str, value: np.ndarray) -> None:
        if self.recording:
            self.recorded[key] = value
        elif key in self._damaged:
            entry = self.entries[key]
            if prepared.digest(value) == entry["sha256"]:
                tmp = self.root / f"{entry['file']}.{os.getpid()}.tmp"
                try:
                    entry = {**entry, **_write_array(tmp, value)}
                    os.replace(tmp, self.root / entry["file"])
                    self._damaged.discard(key)
                    self.entries[key] = entry
                    _update_manifest(self.root, lambda m: m["prepared"].__setitem__(key, entry))
                except OSError as e:
                    warnings.warn(f"ixconv: saved model {self.root}: cannot rewrite {entry['file']}: {e}",
                                  SavedModelWarning, stacklevel=2)  # fmt: skip

    def _rewrite(self, name: str, data: bytes) -> bool:
        try:
            tmp = self.root / f"{name}.{os.getpid()}.tmp"
            tmp.write_bytes(data)
            os.replace(tmp, self.root / name)
            return True
        except OSError as e:
            warnings.warn(
                f"ixconv: saved model {self.root}: cannot rewrite {name}: {e}", SavedModelWarning, stacklevel=2
            )
            return False


def _restamp(directory: Path, stamps: dict[str, dict]) -> None:
    """Record the stamps of array files found intact after a copy (best effort, silent: a saved model in a
    read-only place is checked again at the next start, as before)."""

    def change(manifest: dict) -> None:
        programs = [entry["blob"] for entry in manifest.get("programs", {}).values() if "blob" in entry]
        for entry in [*manifest.get("tensors", []), *manifest.get("prepared", {}).values(), *programs]:
            if entry.get("file") in stamps:
                entry.update(stamps[entry["file"]])

    _update_manifest(directory, change, quiet=True)


def _update_manifest(directory: Path, change, quiet: bool = False) -> None:
    """Apply ``change`` to the manifest and write it back atomically (a reader sees the old one or the new);
    when that fails, a warning (``quiet``: nothing)."""
    try:
        manifest = _read_manifest(directory)
        change(manifest)
        tmp = directory / (MANIFEST + f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(manifest, indent=1, sort_keys=True))
        os.replace(tmp, directory / MANIFEST)
    except (OSError, _Damaged) as e:
        if not quiet:
            warnings.warn(
                f"ixconv: saved model {directory}: cannot update {MANIFEST}: {e}", SavedModelWarning, stacklevel=2
            )


# -- saving ------------------------------------------------------------------------------------------


def _options(precision: str | None, choices: dict | None) -> dict:
    """What changes what a model prepares (None: the model's default precision)."""
    return {"precision": precision, "choices": _plain(choices or {})}


def _runtime(num_threads: int | None, max_plans: int | None, native_programs: bool) -> dict:
    """The options that change nothing saved (passed on to the model as given)."""
    runtime = {"num_threads": num_threads, "native_programs": native_programs}
    return runtime if max_plans is None else {**runtime, "max_plans": max_plans}


def _shapes_of(model) -> list[list[dict]] | dict:
    """The input shapes the model planned (oldest first); none planned: ``{}`` (its static shapes, if any)."""
    dtypes = {v.name: np.dtype(v.dtype).str for v in model.graph.inputs}
    sets = [[{"name": n, "shape": list(s), "dtype": dtypes[n]} for n, s in key] for key in model._plans]
    return sets or {}


def _source_data(source) -> bytes:
    """The ONNX model's bytes (external data included)."""
    from ixconv.graph.onnx_import import load_model_proto

    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source)
    if isinstance(source, (str, os.PathLike)):
        path = Path(source)
        if not path.is_file():
            raise FileNotFoundError(f"source: no such file {str(path)!r}")
        data = path.read_bytes()
        proto = load_model_proto(path)
        if any(t.data_location == 1 for t in proto.graph.initializer):  # EXTERNAL: read into the proto above
            return proto.SerializeToString()
        return data
    try:
        return load_model_proto(source).SerializeToString()
    except TypeError:
        raise TypeError(f"source must be a path, bytes or an onnx.ModelProto, got {type(source).__name__}") from None


def _default_shapes(graph: Graph, overrides) -> list[list[dict]]:
    """The graph's input shapes (``overrides``: name -> shape, or the shape of a single input), or none when one
    is not static."""
    if overrides is not None and not isinstance(overrides, dict):
        if len(graph.inputs) != 1:
            raise ValueError(f"shapes: a dict of input name -> shape for a model of {len(graph.inputs)} inputs")
        overrides = {graph.inputs[0].name: overrides}
    feeds = []
    for v in graph.inputs:
        shape = tuple((overrides or {}).get(v.name, v.shape))
        if not all(isinstance(d, int) for d in shape):
            return []
        feeds.append({"name": v.name, "shape": list(shape), "dtype": np.dtype(v.dtype).str})
    return [feeds]


def _build(model_class: type, data: bytes, options: dict, runtime: dict, shapes) -> tuple:
    """(model, its optimized graph, the artifacts, the shapes): the model built from its ONNX bytes with
    everything it prepares recorded, run twice on every shape (``shapes``: a list of input sets, or a dict of
    input name -> shape for ``_default_shapes``). ``model_class``: ``ixconv.graph.executor.Model`` (handed
    down by the callers: this module sits below the executor)."""
    from ixconv.graph.onnx_import import load_model_proto, to_graph  # (not imported by a saved model's load)
    from ixconv.graph.pipeline import optimize
    from ixconv.graph.support import check_model

    graph = to_graph(load_model_proto(data))
    if not isinstance(shapes, list):
        shapes = _default_shapes(graph, shapes)
    check_model(graph, f"model {graph.name!r}")
    graph = optimize(graph)
    artifacts = Artifacts(recording=True)
    model = model_class(graph.copy(), optimize_graph="done", artifacts=artifacts, **_model_options(options, runtime))
    options["precision"] = model.precision  # (the default, when not given)
    for feeds in shapes:
        x = {f["name"]: np.zeros(f["shape"], np.dtype(f["dtype"])) for f in feeds}
        model.run(x)
        model.run(x)  # the second run of a shape builds its native programs
    return model, graph, artifacts, shapes


def _write(directory: Path, data: bytes, model, graph: Graph, artifacts: Artifacts, manifest: dict) -> None:
    """Write the saved model into a new directory next to ``directory``, then put it in its place."""
    import shutil  # (only saving needs them: a saved model's start does not import them)
    import tempfile

    directory = Path(directory)
    if directory.exists() and not directory.is_dir():
        raise NotADirectoryError(f"directory: {str(directory)!r} is a file")
    if directory.is_dir() and not (directory / MANIFEST).is_file() and any(directory.iterdir()):
        raise FileExistsError(f"directory: {str(directory)!r} is not empty and holds no saved model: not replaced")
    parent = directory.absolute().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{directory.name}.", dir=parent))
    except OSError as e:
        raise PermissionError(f"directory: cannot write a saved model in {str(parent)!r}: {e}") from None
    try:
        os.chmod(tmp, 0o755)  # (mkdtemp makes it private to its owner) readable by the services that load it
        for sub in ("tensors", "prepared", "objects"):
            (tmp / sub).mkdir()
        digest = hashlib.sha256(data).hexdigest()
        (tmp / SOURCE.format(sha256=digest)).write_bytes(data)
        manifest["source"] = {**manifest.get("source", {}), "file": SOURCE.format(sha256=digest), "sha256": digest}
        body, arrays = graph_to_json(graph)
        tensors = []
        for index, array in enumerate(arrays):
            tensors.append({"file": f"tensors/{index}.npy", **_write_array(tmp / f"tensors/{index}.npy", array)})
        text = json.dumps(body, sort_keys=True).encode()
        (tmp / GRAPH).write_bytes(text)
        manifest["graph"] = {"file": GRAPH, "sha256": hashlib.sha256(text).hexdigest()}
        manifest["tensors"] = tensors
        manifest["prepared"] = {}
        for key, value in artifacts.recorded.items():
            name = f"prepared/{key}.npy"
            manifest["prepared"][key] = {"file": name, **_write_array(tmp / name, value)}
        manifest["plans"] = {
            _shape_key(key): {name: [list(view.shape), view.dtype.str] for name, view in plan.views.items()}
            for key, plan in model._plans.items()
        }
        manifest["programs"] = _write_programs(tmp, model, artifacts.recorded)
        manifest["objects"] = {}
        # the modules the build compiled or fetched, and those it found in kernel caches above the JIT
        # (``gemm_kernel``'s and others'): every module of this process -- a service saving the model it
        # loaded saves exactly its kernels; a process that loaded others too saves a few more
        objects = {**jit.loaded(), **artifacts.objects}
        for key, module in sorted(objects.items()):
            name = f"objects/{module.name}-{key}.o"
            (tmp / name).write_bytes(jit.seal(module.obj))
            manifest["objects"][key] = {
                "file": name,
                "name": module.name,
                "sha256": hashlib.sha256(module.obj).hexdigest(),
            }
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True))
        old = None
        if directory.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{directory.name}.old.", dir=parent))
            os.replace(directory, old / "saved")
        os.replace(tmp, directory)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as e:
        shutil.rmtree(tmp, ignore_errors=True)
        raise PermissionError(f"directory: cannot write the saved model {str(directory)!r}: {e}") from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def _write_programs(directory: Path, model, prepared_arrays: dict, keys=None, prefix: str = "") -> dict:
    """Write the native programs of every planned shape (of ``keys``) that can be saved
    (``ixconv.graph.saved_program``): ``programs/N.json`` and its buffers' bytes ``programs/N.npy``; their
    manifest entries by shape. ``prepared_arrays``: key -> every prepared array."""
    functions = {}
    for key, module in jit.loaded().items():
        for symbol, address in module.addresses.items():
            functions[address] = (key, module.name, symbol)
    records = model.saveable_programs(prepared_arrays, functions, keys)
    entries = {}
    if records:
        (directory / "programs").mkdir(exist_ok=True)
    for number, (key, record) in enumerate(records.items()):
        name = f"programs/{prefix}{number}.json"
        text = json.dumps(record.data).encode()
        (directory / name).write_bytes(text)
        blob = f"programs/{prefix}{number}.npy"
        modules = sorted({b["module"] for b in record.data["buffers"] if b["kind"] == "code"})
        entries[_shape_key(key)] = {"threads": record.data["threads"], "file": name, "modules": modules,
                                    "sha256": hashlib.sha256(text).hexdigest(),
                                    "blob": {"file": blob, **_write_array(directory / blob, record.blob)}}  # fmt: skip
    return entries


def _source_stat(source) -> dict:
    if isinstance(source, (str, os.PathLike)) and Path(source).is_file():
        st = Path(source).stat()
        return {"path": str(Path(source).resolve()), "size": st.st_size, "mtime_ns": st.st_mtime_ns}
    return {}


def _model_options(options: dict, runtime: dict) -> dict:
    chosen = {"choices": options["choices"], **runtime}
    return chosen if options["precision"] is None else {**chosen, "precision": options["precision"]}


def _save_built(model_class: type, directory, data: bytes, options: dict, runtime: dict, shapes, stat: dict):
    model, graph, artifacts, shapes = _build(model_class, data, options, runtime, shapes)
    manifest = {"format": FORMAT, "version": FORMAT_VERSION, "identity": identity(), "options": options,
                "runtime": runtime, "shapes": shapes, "source": stat}  # fmt: skip
    _write(Path(directory), data, model, graph, artifacts, manifest)
    # the model goes on as a loaded one would: recorded arrays let go (a released direct kernel's weights would
    # stay alive), later shapes' results looked up, damaged files repaired
    artifacts.replay(Path(directory), manifest)
    return model


def save(model, directory, source=None) -> None:
    """``model.save(directory)``: see the module's docstring. ``source``: the ONNX model (path, bytes,
    ``ModelProto``) when the model was not loaded from a file."""
    source = source if source is not None else model.source
    if source is None:
        raise ValueError(
            "source: this model was not loaded from a file; pass the ONNX model (path, bytes or ModelProto)"
        )
    runtime = _runtime(model.num_threads, model.max_plans, model.native_programs)
    options = _options(model.precision, model.choices)
    data = _source_data(source)
    _save_built(type(model), directory, data, options, runtime, _shapes_of(model), _source_stat(source))


# -- loading -----------------------------------------------------------------------------------------


def is_saved(source) -> bool:
    """Whether ``source`` names a directory (``ixconv.load`` then loads a saved model from it)."""
    return isinstance(source, (str, os.PathLike)) and Path(source).is_dir()


def _warn(message: str) -> None:
    warnings.warn(f"ixconv: {message}", SavedModelWarning, stacklevel=3)


def _read_manifest(directory: Path) -> dict:
    try:
        manifest = json.loads((directory / MANIFEST).read_text())
    except (OSError, ValueError) as e:
        raise _Damaged(f"{MANIFEST}: {e}") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise _Damaged(f"{MANIFEST}: not an ixconv saved model manifest")
    return manifest


def _stale(manifest: dict, options: dict) -> list[str]:
    reasons = []
    if manifest.get("version") != FORMAT_VERSION:
        reasons.append(f"format version {manifest.get('version')} (this ixconv writes {FORMAT_VERSION})")
    saved = manifest.get("identity", {})
    for name, value in identity().items():
        if saved.get(name) != value:
            reasons.append(f"{name} {str(saved.get(name))[:16]!r}, here {value[:16]!r}")
    for name, value in options.items():
        if manifest.get("options", {}).get(name) != value:
            reasons.append(f"load option {name} differs")
    return reasons


def _read_graph(directory: Path, manifest: dict, restamped: dict | None = None) -> Graph:
    try:
        entry = manifest["graph"]
        text = (directory / entry["file"]).read_bytes()
        tensors = manifest["tensors"]
    except (OSError, KeyError, TypeError) as e:
        raise _Damaged(f"{GRAPH}: {e!r}") from None
    if hashlib.sha256(text).hexdigest() != entry["sha256"]:
        raise _Damaged(f"{GRAPH}: sha256 differs from the manifest")
    arrays = [_read_array(directory / t["file"], t, restamped) for t in tensors]
    try:
        body = json.loads(text)
    except ValueError as e:
        raise _Damaged(f"{GRAPH}: {e}") from None
    return graph_from_json(body, arrays)


def _install_objects(directory: Path, manifest: dict, artifacts: Artifacts) -> None:
    verified = {}
    for key, entry in manifest.get("objects", {}).items():
        try:
            obj = jit.unseal((directory / entry["file"]).read_bytes())
        except OSError:
            obj = None
        if obj is None or hashlib.sha256(obj).hexdigest() != entry["sha256"]:
            _warn(f"saved model {directory}: {entry['file']} is damaged; compiling it again")
            artifacts.damaged_objects[key] = entry
            continue
        verified[key] = obj
    jit.install(verified)
    if artifacts.damaged_objects:  # out of the manifest until compiled again (a kernel the model never uses stays out)
        _update_manifest(directory, lambda m: [m["objects"].pop(k, None) for k in artifacts.damaged_objects])


def _source_file(directory: Path) -> Path | None:
    """The saved model's source (``source-SHA256.onnx``), if there is one."""
    return next(iter(sorted(directory.glob(SOURCE.format(sha256="*")))), None)


def _rebuild(model_class: type, directory: Path, manifest: dict | None, options: dict, runtime: dict, why: str):
    source = _source_file(directory)
    if source is None:
        raise SavedModelError(f"directory: saved model {str(directory)!r} {why}, and has no source to rebuild from")
    data = source.read_bytes()
    if source.name != SOURCE.format(sha256=hashlib.sha256(data).hexdigest()):
        raise SavedModelError(f"directory: saved model {str(directory)!r} {why}, and its {source.name} is damaged too")
    _warn(f"saved model {directory} {why}: rebuilding it from {source.name}")
    shapes = (manifest or {}).get("shapes", [])
    try:
        return _save_built(model_class, directory, data, options, runtime, shapes, (manifest or {}).get("source", {}))
    except PermissionError as e:
        _warn(f"saved model {directory} not rewritten: {e}")
        return _build(model_class, data, options, runtime, shapes)[0]


def load(
    directory,
    *,
    model_class: type,
    num_threads: int | None = None,
    precision: str | None = None,
    choices: dict | None = None,
    max_plans: int | None = None,
    native_programs: bool = True,
):
    """The model saved in ``directory`` (a ``model_class``: ``ixconv.graph.executor.Model``). ``precision`` and
    ``choices``: None keeps the saved ones; others than the saved ones rebuild it (as does another ixconv, CPU
    or LLVM)."""
    directory = Path(directory)
    if not directory.is_dir():
        raise FileNotFoundError(f"directory: no saved model at {str(directory)!r} (not a directory)")
    runtime = _runtime(num_threads, max_plans, native_programs)
    if not (directory / MANIFEST).is_file():
        raise SavedModelError(f"directory: {str(directory)!r} is not an ixconv saved model (no {MANIFEST})")
    try:
        manifest = _read_manifest(directory)
    except _Damaged as e:
        return _rebuild(model_class, directory, None, _options(precision, choices), runtime, f"is damaged ({e})")
    saved = manifest.get("options", {})
    options = _options(precision or saved.get("precision"), saved.get("choices", {}) if choices is None else choices)
    reasons = _stale(manifest, options)
    if reasons:
        return _rebuild(model_class, directory, manifest, options, runtime, f"is stale ({'; '.join(reasons)})")
    restamped: dict[str, dict] = {}
    try:
        graph = _read_graph(directory, manifest, restamped)
    except _Damaged as e:
        return _rebuild(model_class, directory, manifest, options, runtime, f"is damaged ({e})")
    if restamped:
        _restamp(directory, restamped)
    artifacts = Artifacts()
    artifacts.replay(directory, manifest)
    _install_objects(directory, manifest, artifacts)
    model = model_class(graph, optimize_graph="done", artifacts=artifacts, **_model_options(options, runtime))
    model.source = str(directory / manifest["source"]["file"])
    return model


def cached(
    source,
    directory,
    *,
    model_class: type,
    shapes: dict[str, tuple] | tuple | None = None,
    num_threads: int | None = None,
    precision: str | None = None,
    choices: dict | None = None,
    max_plans: int | None = None,
    native_programs: bool = True,
):
    """``ixconv.load(source, cache=directory)``: the saved model in ``directory`` when it was made from this
    source (same file size and time, or same bytes), else the model built from ``source`` and saved there.
    ``shapes``: input shapes to prepare when saving ({input name: shape}, or the shape of a single input;
    default: the static ones)."""
    directory = Path(directory)
    runtime = _runtime(num_threads, max_plans, native_programs)
    options = _options(precision, choices)
    stat = _source_stat(source)
    data = None
    if (directory / MANIFEST).is_file():
        try:
            recorded = _read_manifest(directory).get("source", {})
        except _Damaged:
            recorded = {}
        same = bool(stat) and all(recorded.get(k) == v for k, v in stat.items())
        if not same and recorded.get("sha256"):
            data = _source_data(source)
            same = hashlib.sha256(data).hexdigest() == recorded["sha256"]
        if same:
            return load(directory, model_class=model_class, precision=precision, choices=options["choices"], **runtime)
        if recorded:
            _warn(f"cache {directory} holds another model (or another version of it): rebuilding it")
    data = data if data is not None else _source_data(source)
    return _save_built(model_class, directory, data, options, runtime, shapes if shapes is not None else {}, stat)
