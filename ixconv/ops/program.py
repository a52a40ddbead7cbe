"""Native calls and programs: an operator call with every pointer fixed, and a sequence of them.

``NativeCall`` is what one operator call hands to the pool: a driver, its argument array (addresses
of the input, output, weights... already filled in) and a pristine schedule. When a model's arena gives
every tensor a fixed address, consecutive calls become a ``NativeProgram`` (``ixconv.codegen.program``)
that runs in one hand-off, with a native barrier between operators.
"""

from __future__ import annotations

import ctypes
import threading
import time
from dataclasses import dataclass, field

import numpy as np

from ixconv.codegen.irutil import SCHEDULE_STRIDE
from ixconv.ops.packing import aligned_empty
from ixconv.ops.threads import make_schedule, pool


@dataclass
class NativeCall:
    """``driver(args, schedule, part)`` on every thread; ``keep`` holds arrays the arguments point into.

    A caller may point an argument at another array of the same shape, dtype and layout by rewriting its
    slot in ``args`` (a model's input: see ``Model._segment``).
    """

    driver: object  # a ctypes DRIVER function
    args: np.ndarray  # int64, every address filled in
    schedule: np.ndarray  # the pristine schedule (each run consumes a copy)
    keep: tuple = field(default=())
    # run(): one schedule buffer consumed per run, its address and the arguments' taken once (numpy's
    # ``.ctypes.data`` costs ~1 us, a third of a small operator's whole Python path)
    _work: np.ndarray | None = field(default=None, init=False, repr=False)
    _addresses: tuple = field(default=(), init=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    @property
    def address(self) -> int:
        return ctypes.cast(self.driver, ctypes.c_void_p).value

    def run(self) -> None:
        with self._lock:  # the schedule buffer is this call's: one run at a time
            if self._work is None:
                self._work = self.schedule.copy()
                self._addresses = (self.args.ctypes.data, self._work.ctypes.data, int(self.schedule[0]))
            np.copyto(self._work, self.schedule)
            pool.run_at(self.driver, *self._addresses)


class NativeProgram:
    """Consecutive native calls run as one pool job (one Python call, one hand-off to the helpers)."""

    def __init__(self, calls: list[NativeCall], labels: list | None = None):
        """``labels``: one per call, what ``profile`` reports it as (default: its index)."""
        from ixconv.codegen.program import DESC_HEADER, DESC_STRIDE, program_function

        self.calls = list(calls)
        self.labels = list(labels) if labels is not None else list(range(len(self.calls)))
        self._stamps = np.zeros(len(self.calls) + 1, np.int64)
        self._module, self._program = program_function()
        self._template = np.concatenate([c.schedule for c in self.calls])
        self._schedules = aligned_empty((self._template.size,), np.int64)  # each schedule on its own lines
        self.desc = np.zeros(DESC_HEADER + DESC_STRIDE * len(self.calls), np.int64)
        self.desc[0] = len(self.calls)
        offset = 0
        for i, call in enumerate(self.calls):
            at = DESC_HEADER + DESC_STRIDE * i
            self.desc[at] = call.address
            self.desc[at + 1] = call.args.ctypes.data
            self.desc[at + 2] = self._schedules[offset:].ctypes.data
            offset += call.schedule.size
            assert call.schedule.size % SCHEDULE_STRIDE == 0  # keeps the next schedule cache-line aligned
        threads = max(int(c.schedule[0]) for c in self.calls) if self.calls else 1
        self._job = make_schedule(threads, threads)  # only its part count matters to the pool

    def __len__(self) -> int:
        return len(self.calls)

    def run(self) -> None:
        np.copyto(self._schedules, self._template)
        pool.run(self._program, self.desc.ctypes.data, self._job)

    def profile(self) -> list[float] | None:
        """Run once with time stamps: each call's seconds (from the calling thread's view: until every thread
        finished it), or None where the CPU gives no time stamp counter (not x86). The counter's rate is taken
        from the run's own wall time."""
        self._stamps[:] = 0
        self.desc[1] = self._stamps.ctypes.data
        try:
            start = time.perf_counter()
            self.run()
            wall = time.perf_counter() - start
        finally:
            self.desc[1] = 0
        cycles = np.diff(self._stamps)
        total = int(self._stamps[-1] - self._stamps[0])
        if self._stamps[0] == 0 or total <= 0:
            return None
        return [float(c) * wall / total for c in cycles]
