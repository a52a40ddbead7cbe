"""A persistent pool of native workers: one hand-off per operator call, work claimed dynamically.

A generated driver has the signature ``void f(const int64_t *args, int64_t *schedule, int64_t part)``.
The ``Schedule`` splits the work items into one contiguous part per thread; thread ``i`` drains part
``i`` first (so it touches the same outputs from call to call), then steals from the other parts, all
with atomic adds in native code. The pool only has to start the same call on N threads (ctypes
releases the GIL for the whole native call) and wait for them; the calling thread is part 0. When
another process holds a core, the threads that do run simply claim more items, so throughput falls to
about one core's, never to the slowest thread's share.
"""

from __future__ import annotations

import os
import threading

import numpy as np

from ixconv import knobs
from ixconv.codegen.irutil import SCHEDULE_HEADER, SCHEDULE_STRIDE


def default_threads() -> int:
    configured = knobs.NUM_THREADS.get_int()
    if configured > 0:
        return configured
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def check_threads(num_threads) -> int | None:
    if num_threads is None:
        return None
    if isinstance(num_threads, bool) or not isinstance(num_threads, int) or num_threads < 1:
        raise ValueError(f"num_threads must be a positive int or None, got {num_threads!r}")
    return num_threads


def make_schedule(items: int, parts: int) -> np.ndarray:
    """The int64 schedule array of `items` work items split evenly into `parts` contiguous parts."""
    parts = max(1, min(parts, items))
    schedule = np.zeros(SCHEDULE_HEADER + SCHEDULE_STRIDE * parts, np.int64)
    schedule[0] = parts
    bounds = (np.arange(parts + 1, dtype=np.int64) * items) // parts
    schedule[SCHEDULE_HEADER::SCHEDULE_STRIDE] = bounds[:-1]  # next item of each part
    schedule[SCHEDULE_HEADER + 1 :: SCHEDULE_STRIDE] = bounds[1:]  # end of each part
    return schedule


class WorkerPool:
    """Threads that join the posted native call if they wake up while it is still open.

    The caller runs part 0 itself and then *closes* the call: a helper that had not woken up by then
    (its core taken by another process) does not enter it any more, and the caller waits only for
    helpers that did enter. Their parts were drained by the threads that ran, through stealing. So a
    busy core costs the call nothing but its share of the parallelism.
    """

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._call_lock = threading.Lock()
        self._generation = 0
        self._job: tuple | None = None
        self._helpers_wanted = 0
        self._open = False
        self._active = 0
        self._threads: list[threading.Thread] = []
        self.handoffs = 0
        self.helpers_joined = 0

    def _worker(self, index: int) -> None:
        seen = 0
        while True:
            with self._cv:
                while self._generation == seen:
                    self._cv.wait()
                seen = self._generation
                if not self._open or index >= self._helpers_wanted:
                    continue
                self._active += 1
                self.helpers_joined += 1
                fn, args, schedule = self._job
            try:
                fn(args, schedule, index + 1)
            finally:
                with self._cv:
                    self._active -= 1
                    if self._active == 0:
                        self._cv.notify_all()

    def _ensure(self, helpers: int) -> None:
        while len(self._threads) < helpers:
            index = len(self._threads)
            thread = threading.Thread(target=self._worker, args=(index,), name=f"ixconv-{index + 1}", daemon=True)
            thread.start()
            self._threads.append(thread)

    def run(self, fn, args: int, schedule: np.ndarray) -> None:
        """Run ``fn(args, schedule, part)``: part 0 here, the other parts on helpers that wake in time."""
        parts = int(schedule[0])
        address = schedule.ctypes.data
        if parts <= 1:
            fn(args, address, 0)
            return
        with self._call_lock:
            self._ensure(parts - 1)
            with self._cv:
                self._job = (fn, args, address)
                self._helpers_wanted = parts - 1
                self._open = True
                self._generation += 1
                self.handoffs += 1
                self._cv.notify_all()
            try:
                fn(args, address, 0)  # drains part 0, then steals whatever the helpers have not claimed
            finally:
                with self._cv:
                    self._open = False
                    while self._active:
                        self._cv.wait()
                    self._job = None


pool = WorkerPool()
