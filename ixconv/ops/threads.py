"""A persistent pool of native workers: one hand-off per operator call, work claimed dynamically.

A generated driver has the signature ``void f(const int64_t *args, int64_t *counter)`` and claims
work items from ``counter`` with an atomic add until none is left. The pool only has to start the
same call on N threads (ctypes releases the GIL for the whole native call) and wait for them; the
calling thread is one of the N. When another process holds a core, the threads that do run simply
claim more items, so throughput falls to about one core's, never to the slowest thread's share.
"""

from __future__ import annotations

import ctypes
import os
import threading

from ixconv import knobs

DRIVER = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)


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


class WorkerPool:
    """Threads that each run the posted native call once per hand-off."""

    def __init__(self) -> None:
        self._start = threading.Semaphore(0)
        self._done = threading.Semaphore(0)
        self._call_lock = threading.Lock()
        self._job: tuple | None = None
        self._workers: list[threading.Thread] = []
        self.handoffs = 0

    def _worker(self) -> None:
        while True:
            self._start.acquire()
            fn, args, counter = self._job
            fn(args, counter)
            self._done.release()

    def _ensure(self, count: int) -> None:
        while len(self._workers) < count:
            t = threading.Thread(target=self._worker, name=f"ixconv-worker-{len(self._workers)}", daemon=True)
            t.start()
            self._workers.append(t)

    def run(self, fn, args: int, counter: int, num_threads: int) -> None:
        """Run ``fn(args, counter)`` on ``num_threads`` threads (this one included) and wait for all."""
        if num_threads <= 1:
            fn(args, counter)
            return
        helpers = num_threads - 1
        with self._call_lock:
            self._ensure(helpers)
            self._job = (fn, args, counter)
            self.handoffs += 1
            for _ in range(helpers):
                self._start.release()
            fn(args, counter)
            for _ in range(helpers):
                self._done.acquire()
            self._job = None


pool = WorkerPool()
