"""A planned input shape's native programs as plain data: saved with a model, rebuilt in a later process.

From its second run on a set of input shapes, a model runs them as native programs: calls of compiled drivers
on int64 argument arrays whose words are addresses -- of the arena's tensors, the packed weights, the
indirection buffers, the operators' scratch -- and plain integers. ``record`` turns the addresses into
relocations. A word is an address when it lies in a mapping of this process (``/proc/self/maps``); then it
must lie in a buffer the model knows -- the arena, a prepared array (``ixconv.ops.prepared``: found again
by its key), another array its steps or programs hold, a folded shape value -- or be the entry of a compiled
function; the int64 buffers it points into are read the same way, transitively. An address in no known
buffer makes the shape unsaveable (``Unsaveable``), never a guess.

``rebuild`` allocates the arena and the other buffers again (prepared arrays from the saved store, the rest
from their saved bytes at the same address modulo 64, so every alignment a kernel relied on holds), writes
the relocated addresses and hands back the plan's views, the segments and the input slots: a saved model's
first run on a saved shape prepares no step and runs no Python but what the program itself leaves to Python.

A record is checked where it is made (``ixconv.graph.executor.Model.saveable_programs``): rebuilt from
copies in the same process, the originals of the copied buffers and the arena poisoned, run on a random
input, and kept only if its outputs are bit for bit those of the model's own program.
"""

from __future__ import annotations

import bisect
import sys
from dataclasses import dataclass, field

import numpy as np

from ixconv.codegen.amx import kernel_runnable
from ixconv.codegen.irutil import DRIVER
from ixconv.ops.program import NativeCall, NativeProgram

PHASE = 64  # a rebuilt buffer starts at its original address modulo this
LOWEST_ADDRESS = 1 << 16  # Linux maps nothing below vm.mmap_min_addr (65536 by default)


class Unsaveable(Exception):
    """The programs of a shape hold an address this module cannot account for."""


class Unavailable(ValueError):
    """A buffer or a kernel the record names is not at hand (a damaged file, being computed again)."""


def _root(a: np.ndarray) -> np.ndarray:
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a


def _mappings() -> tuple[list[int], list[int]]:
    """(starts, ends) of this process's memory mappings, sorted; Linux only (elsewhere: Unsaveable)."""
    if not sys.platform.startswith("linux"):
        raise Unsaveable("addresses can only be told from integers on Linux (/proc/self/maps)")
    starts, ends = [], []
    with open("/proc/self/maps") as f:
        for line in f:
            low, high = line.split(None, 1)[0].split("-")
            starts.append(int(low, 16))
            ends.append(int(high, 16))
    return starts, ends


@dataclass
class State:
    """What a model runs one planned shape with (``Model._program_state``)."""

    views: dict[str, np.ndarray]  # the plan's tensor views (into ``arena``)
    arena: np.ndarray
    naive_bytes: int
    segments: list  # NativeProgram, or the index of a node run by Python
    feed_calls: list  # (call, input name, slot, byte offset)
    folded: dict[str, np.ndarray]
    threads: int
    held: list[np.ndarray]  # every array the model's steps and graph hold (``footprint.held_arrays``)
    prepared: dict[str, np.ndarray]  # key -> a prepared array (the saved store's)
    functions: dict[int, tuple[str, str, str]]  # entry address -> (module key, module name, symbol)


@dataclass
class Record:
    data: dict  # JSON: buffers, relocations, views, segments, feeds, folded
    blob: np.ndarray  # uint8: every "saved" buffer's bytes at its "at", which is its phase modulo PHASE
    originals: list[np.ndarray] = field(default_factory=list, repr=False)  # what they were copied from


class _Recorder:
    def __init__(self, state: State):
        self.state = state
        self.starts, self.ends = _mappings()
        self.buffers: list[dict] = [{"kind": "arena", "nbytes": int(state.arena.nbytes)}]
        self.arrays: list[np.ndarray] = []
        self.originals: list[np.ndarray] = []
        self.relocations: list[list[int]] = []
        self.index: dict[tuple, int] = {("arena",): 0}
        known = []  # (start, end, kind, key or array): prepared arrays first, so that they win over roots
        arena = state.arena.ctypes.data
        known.append((arena, arena + state.arena.nbytes, "arena", None))
        for key, value in state.prepared.items():
            if value.nbytes:
                known.append((value.ctypes.data, value.ctypes.data + value.nbytes, "prepared", key))
        for array in state.held:
            root = _root(array)
            if root.nbytes and root.ctypes.data != arena:
                known.append((root.ctypes.data, root.ctypes.data + root.nbytes, "saved", root))
        self.known = known
        self.known_starts = np.array([k[0] for k in known], np.uint64)
        self.known_ends = np.array([k[1] for k in known], np.uint64)
        self.pending: list[int] = []  # buffers whose words are still to read
        self.skip: set[tuple[int, int]] = set()  # (buffer, byte offset): input slots, rewritten at every run

    def _mapped(self, word: int) -> bool:
        at = bisect.bisect_right(self.starts, word) - 1
        return at >= 0 and word < self.ends[at]

    def _find(self, word: int) -> tuple | None:
        """The known buffer holding ``word`` (start <= word < end, else one it ends: a one-past-the-end
        address), as (start, end, kind, payload); a prepared array before the root that may hold it."""
        inside = np.nonzero((self.known_starts <= word) & (word < self.known_ends))[0]
        if inside.size:
            return self.known[int(inside[0])]
        ending = np.nonzero(self.known_ends == word)[0]
        return self.known[int(ending[0])] if ending.size else None

    def buffer(self, found: tuple) -> int:
        """The buffer index of a known region (added on first use)."""
        start, end, kind, payload = found
        ident = ("arena",) if kind == "arena" else (kind, start, end)
        if ident in self.index:
            return self.index[ident]
        index = len(self.buffers)
        if kind == "prepared":
            self.buffers.append({"kind": "prepared", "key": payload, "nbytes": end - start})
        else:
            data = np.frombuffer(payload.data if payload.flags.c_contiguous else payload.tobytes(), np.uint8)
            entry = {"kind": "saved", "nbytes": end - start, "phase": start % PHASE, "array": len(self.arrays)}
            self.arrays.append(np.array(data, copy=True))
            self.originals.append(payload)
            if payload.dtype.kind in "iu" and payload.dtype.itemsize == 8:
                self.pending.append(index)
            self.buffers.append(entry)
        self.index[ident] = index
        return index

    def function(self, address: int) -> int:
        module_key, name, symbol = self.state.functions[address]
        ident = ("code", module_key, symbol)
        if ident not in self.index:
            self.index[ident] = len(self.buffers)
            self.buffers.append({"kind": "code", "module": module_key, "name": name, "symbol": symbol})
        return self.index[ident]

    def target(self, word: int, where: str) -> tuple[int, int] | None:
        """(buffer index, byte offset) of an address word, None for a plain integer."""
        if word < LOWEST_ADDRESS or not self._mapped(word):
            return None
        if word in self.state.functions:
            return self.function(word), 0
        found = self._find(word)
        if found is None:
            raise Unsaveable(f"{where} holds the address {word:#x}, in no buffer the model knows")
        return self.buffer(found), word - found[0]

    def scan(self, index: int) -> None:
        """Relocations for every address word of a saved int64 buffer."""
        data = self.arrays[self.buffers[index]["array"]]
        phase = self.buffers[index]["phase"]
        skip = (-phase) % 8  # words are read at 8-byte boundaries of the address space
        words = data[skip : skip + (data.size - skip) // 8 * 8].view(np.uint64)
        candidates = np.nonzero(words >= LOWEST_ADDRESS)[0]
        for at in candidates.tolist():
            if (index, skip + 8 * at) in self.skip:
                continue
            found = self.target(int(words[at]), f"an int64 buffer ({self.buffers[index]['nbytes']} bytes)")
            if found is not None:
                self.relocations.append([index, skip + 8 * at, *found])

    def ref(self, array: np.ndarray) -> list:
        """[buffer, byte offset, shape, strides, dtype] of an array view into a known buffer."""
        address = array.ctypes.data
        found = self._find(address) if array.nbytes or address else None
        if found is None:
            raise Unsaveable(f"an array of shape {array.shape} lies in no buffer the model knows")
        index = self.buffer(found)
        return [index, address - found[0], list(array.shape), list(array.strides), array.dtype.str]

    def finish(self) -> None:
        scanned = set()
        while self.pending:
            index = self.pending.pop()
            if index not in scanned:
                scanned.add(index)
                self.scan(index)


def record(state: State) -> Record:
    """The plain-data form of ``state`` (raises ``Unsaveable``)."""
    rec = _Recorder(state)
    arena = state.arena.ctypes.data
    views = {}
    for name, view in state.views.items():
        views[name] = [0, view.ctypes.data - arena, list(view.shape), list(view.strides), view.dtype.str]
    folded = {name: rec.ref(value) for name, value in state.folded.items() if isinstance(value, np.ndarray)}
    if len(folded) != len(state.folded):
        raise Unsaveable("a folded shape value is not an array")
    numbers: dict[int, int] = {}  # id(call) -> its place among all calls
    segments = []
    for segment in state.segments:
        if not isinstance(segment, NativeProgram):
            segments.append({"node": int(segment)})
            continue
        calls = []
        for call in segment.calls:
            if call.address not in state.functions:
                raise Unsaveable("a native call's driver is not the entry of a loaded module")
            args = rec.ref(call.args)
            plain = call.args.dtype == np.int64 and call.args.flags.c_contiguous
            if rec.buffers[args[0]]["kind"] != "saved" or not plain:
                raise Unsaveable("a native call's arguments are not a held int64 array")
            rec.pending.append(args[0])
            schedule = [int(v) for v in call.schedule]
            if any(v >= LOWEST_ADDRESS and rec._mapped(v) for v in schedule):
                raise Unsaveable("a schedule holds an address")
            numbers[id(call)] = len(numbers)
            calls.append([rec.function(call.address), args, schedule])
        segments.append(
            {"calls": calls, "labels": [list(label) if isinstance(label, tuple) else label for label in segment.labels]}
        )
    args_of = [call[1] for segment in segments for call in segment.get("calls", [])]
    feeds = []
    for call, name, slot, offset in state.feed_calls:
        if id(call) not in numbers:
            raise Unsaveable("an input slot of a call outside the programs")
        number = numbers[id(call)]
        feeds.append([number, name, int(slot), int(offset)])
        rec.skip.add((args_of[number][0], args_of[number][1] + 8 * int(slot)))
    rec.finish()
    data = {
        "threads": state.threads,
        "naive_bytes": int(state.naive_bytes),
        "buffers": rec.buffers,
        "relocations": rec.relocations,
        "views": views,
        "segments": segments,
        "feeds": feeds,
        "folded": folded,
    }
    at = 0
    for entry in rec.buffers:
        if entry["kind"] == "saved":
            entry["at"] = at = at + (entry.pop("phase") - at) % PHASE
            at += entry["nbytes"]
    blob = np.zeros(at, np.uint8)
    for entry in rec.buffers:
        if entry["kind"] == "saved":
            blob[entry["at"] : entry["at"] + entry["nbytes"]] = rec.arrays[entry.pop("array")]
    return Record(data, blob, rec.originals)


@dataclass
class Rebuilt:
    views: dict[str, np.ndarray]
    arena: np.ndarray
    naive_bytes: int
    segments: list  # NativeProgram, or a node index
    feed_calls: list  # (NativeCall, input name, slot, byte offset)
    folded: dict[str, np.ndarray]
    keep: list = field(default_factory=list, repr=False)  # buffers and modules the addresses point into


def _placed(nbytes: int, phase: int) -> np.ndarray:
    """A zeroed uint8 buffer of ``nbytes`` starting at ``phase`` modulo ``PHASE``."""
    raw = np.zeros(nbytes + 2 * PHASE, np.uint8)
    start = (phase - raw.ctypes.data) % PHASE
    return raw[start : start + nbytes]


def _view(buffer: np.ndarray, ref: list) -> np.ndarray:
    _, offset, shape, strides, dtype = ref
    return np.ndarray(tuple(shape), np.dtype(dtype), buffer=buffer, offset=offset, strides=tuple(strides))


def rebuild(data: dict, blob: np.ndarray, prepared_array, function, arena: np.ndarray) -> Rebuilt:
    """The programs of ``data`` over fresh buffers. ``blob``: the record's saved bytes (read-only is fine:
    they are copied); ``prepared_array(key)``: a prepared array (None: unavailable); ``function(module, name,
    symbol)``: (an object keeping the module alive, the entry address; KeyError when it has none); ``arena``:
    a zeroed buffer of the plan's size. ``Unavailable`` when a prepared array or a kernel is missing,
    ``ValueError`` when the record does not hold together."""
    own = _placed(blob.nbytes, 0)
    own[:] = blob.reshape(-1).view(np.uint8)
    buffers: list = []
    addresses: list[int] = []
    keep: list = [own]
    for entry in data["buffers"]:
        kind = entry["kind"]
        if kind == "arena":
            if arena.nbytes != entry["nbytes"]:
                raise ValueError("the arena's size differs from the record's")
            buffer = arena
        elif kind == "prepared":
            buffer = prepared_array(entry["key"])
            if buffer is None:
                raise Unavailable(f"prepared array {entry['key']} is not at hand")
            if buffer.nbytes != entry["nbytes"] or not buffer.flags.c_contiguous:
                raise ValueError(f"prepared array {entry['key']} is of another size")
            buffer = np.frombuffer(buffer.data, np.uint8)
            keep.append(buffer)
        elif kind == "saved":
            at, nbytes = int(entry["at"]), int(entry["nbytes"])
            if not 0 <= at <= own.nbytes - nbytes:
                raise ValueError("a saved buffer outside the record's bytes")
            buffer = own[at : at + nbytes]
        elif kind == "code":
            if not kernel_runnable(entry["name"]):  # (AMX saved, this process without tiles: planned as usual)
                raise Unavailable(f"kernel {entry['name']} cannot run in this process")
            try:
                module, address = function(entry["module"], entry["name"], entry["symbol"])
            except KeyError as e:
                raise Unavailable(f"kernel {entry['name']}: {e}") from None
            keep.append(module)
            buffers.append(None)
            addresses.append(address)
            continue
        else:
            raise ValueError(f"unknown buffer kind {kind!r}")
        buffers.append(buffer)
        addresses.append(buffer.ctypes.data)
    relocations = np.array(data["relocations"], np.int64).reshape(-1, 4)
    if relocations.size:
        sources, offsets, targets, target_offsets = relocations.T
        starts = np.array([e.get("at", -1) if e["kind"] == "saved" else -1 for e in data["buffers"]], np.int64)
        sizes = np.array([e.get("nbytes", 0) for e in data["buffers"]], np.int64)
        sites = starts[sources] + offsets
        if (starts[sources] < 0).any() or (offsets < 0).any() or (offsets > sizes[sources] - 8).any():
            raise ValueError("a relocation outside the record's own buffers")
        if (sites % 8).any():
            raise ValueError("a relocation at an unaligned word")
        words = own[: own.nbytes // 8 * 8].view(np.uint64)
        words[sites // 8] = np.array(addresses, np.uint64)[targets] + target_offsets.astype(np.uint64)
    views = {name: _view(arena, ref) for name, ref in data["views"].items()}
    folded = {name: _view(buffers[ref[0]], ref) for name, ref in data["folded"].items()}
    calls: list[NativeCall] = []
    segments: list = []
    for segment in data["segments"]:
        if "node" in segment:
            segments.append(int(segment["node"]))
            continue
        program_calls = []
        for code, args_ref, schedule in segment["calls"]:
            args = _view(buffers[args_ref[0]], args_ref)
            call = NativeCall(DRIVER(addresses[code]), args, np.array(schedule, np.int64), keep=(buffers[args_ref[0]],))
            program_calls.append(call)
        calls.extend(program_calls)
        segments.append(
            NativeProgram(
                program_calls, [tuple(label) if isinstance(label, list) else label for label in segment["labels"]]
            )
        )
    feed_calls = [(calls[number], name, slot, offset) for number, name, slot, offset in data["feeds"]]
    return Rebuilt(views, arena, int(data["naive_bytes"]), segments, feed_calls, folded, keep)
