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
    """Threads that each run the posted native call once per hand-off."""

    def __init__(self) -> None:
        self._done = threading.Semaphore(0)
        self._call_lock = threading.Lock()
        self._job: tuple | None = None
        self._starts: list[threading.Semaphore] = []
        self.handoffs = 0

    def _worker(self, part: int, start: threading.Semaphore) -> None:
        while True:
            start.acquire()
            fn, args, schedule = self._job
            fn(args, schedule, part)
            self._done.release()

    def _ensure(self, helpers: int) -> None:
        while len(self._starts) < helpers:
            part = len(self._starts) + 1
            start = threading.Semaphore(0)
            threading.Thread(target=self._worker, args=(part, start), name=f"ixconv-{part}", daemon=True).start()
            self._starts.append(start)

    def run(self, fn, args: int, schedule: np.ndarray) -> None:
        """Run ``fn(args, schedule, part)`` for every part of ``schedule`` on its own thread; wait for all."""
        parts = int(schedule[0])
        address = schedule.ctypes.data
        if parts <= 1:
            fn(args, address, 0)
            return
        helpers = parts - 1
        with self._call_lock:
            self._ensure(helpers)
            self._job = (fn, args, address)
            self.handoffs += 1
            for start in self._starts[:helpers]:
                start.release()
            fn(args, address, 0)
            for _ in range(helpers):
                self._done.acquire()
            self._job = None


pool = WorkerPool()
