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

import ctypes
import os
import threading
import time

import numpy as np

from ixconv import knobs
from ixconv.codegen.irutil import SCHEDULE_HEADER, SCHEDULE_ITEMS, SCHEDULE_PARTS, SCHEDULE_STRIDE


def usable_cores() -> int:
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def default_threads() -> int:
    configured = knobs.NUM_THREADS.get_int()
    return configured if configured > 0 else usable_cores()


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
    schedule[SCHEDULE_PARTS] = parts
    schedule[SCHEDULE_ITEMS] = items
    bounds = (np.arange(parts + 1, dtype=np.int64) * items) // parts
    schedule[SCHEDULE_HEADER::SCHEDULE_STRIDE] = bounds[:-1]  # next item of each part
    schedule[SCHEDULE_HEADER + 1 :: SCHEDULE_STRIDE] = bounds[1:]  # end of each part
    return schedule


SPIN_ROUNDS = 400_000  # idle `pause` rounds (~11 ms on Zen 4) before a helper sleeps: longer than a gap between layers


class WorkerPool:
    """Helper threads that run the posted native call if they reach it while it is still open.

    A helper lives in a generated native loop (``ixconv.codegen.sync.worker_loop``, no GIL held): it
    spins on a job counter, joins a new job by ``ACTIVE += 1`` and then checks ``OPEN``, runs the
    driver on its own part, and leaves. Only after ~2 ms without work does it return to Python and
    sleep on a condition variable. So back-to-back layers reach a helper within a microsecond, while an
    idle process burns nothing.

    The caller runs part 0 itself, then closes the job (an atomic, so a helper that arrives later backs
    off without touching it) and waits only for helpers that did join; their unclaimed items were
    stolen by the threads that ran. A core taken by another process costs its share of parallelism,
    never a stall.
    """

    def __init__(self) -> None:
        from ixconv.codegen.sync import WORDS

        self._cv = threading.Condition(threading.Lock())
        self._call_lock = threading.Lock()
        self._words = np.zeros(WORDS, np.int64)
        self._words_address = self._words.ctypes.data
        self._fn_addresses: dict = {}  # id(driver) -> (driver, its address): ctypes.cast costs a microsecond
        self._generation = 0  # mirrors words[W_GEN] for sleeping helpers
        self._threads: list[threading.Thread] = []
        self.handoffs = 0

    def _spin_rounds(self) -> int:
        return SPIN_ROUNDS if len(self._threads) < usable_cores() else 1  # never spin on an oversubscribed machine

    def _worker(self, index: int) -> None:
        from ixconv.codegen.sync import worker_loop

        _module, loop = worker_loop()
        seen = 0
        while True:
            seen = loop(self._words.ctypes.data, index, seen, self._spin_rounds())
            with self._cv:
                while self._generation == seen:
                    self._cv.wait()

    def _ensure(self, helpers: int) -> None:
        while len(self._threads) < helpers:
            index = len(self._threads)
            thread = threading.Thread(target=self._worker, args=(index,), name=f"ixconv-{index + 1}", daemon=True)
            thread.start()
            self._threads.append(thread)

    def run(self, fn, args: int, schedule: np.ndarray) -> None:
        """Run ``fn(args, schedule, part)``: part 0 here, the other parts on helpers that arrive in time."""
        self.run_at(fn, args, schedule.ctypes.data, int(schedule[0]))

    def run_at(self, fn, args: int, address: int, parts: int) -> None:
        """``run`` with the schedule given by its address and its part count (``schedule[0]``)."""
        if parts <= 1:
            fn(args, address, 0)
            return
        from ixconv.codegen.sync import W_ACTIVE, W_ARGS, W_FN, W_GEN, W_OPEN, W_SCHED, W_WANTED, sync_functions

        _, wait, add = sync_functions()
        words = self._words
        base = self._words_address
        known = self._fn_addresses.get(id(fn))  # ctypes functions are unhashable; the value keeps fn (and its id)
        if known is None:
            known = self._fn_addresses[id(fn)] = (fn, ctypes.cast(fn, ctypes.c_void_p).value)
        address_of_fn = known[1]
        with self._call_lock:
            self._ensure(parts - 1)
            words[W_FN] = address_of_fn
            words[W_ARGS] = args
            words[W_SCHED] = address
            words[W_WANTED] = parts - 1
            words[W_OPEN] = 1
            generation = add(base + 8 * W_GEN, 1)  # publishes the job to spinning helpers
            with self._cv:
                self._generation = generation
                self._cv.notify_all()  # and to sleeping ones
            self.handoffs += 1
            try:
                fn(args, address, 0)  # drains part 0, then steals whatever the helpers have not claimed
            finally:
                add(base + 8 * W_OPEN, -1)  # close: full barrier before reading ACTIVE
                while (active := int(words[W_ACTIVE])) != 0:
                    wait(base + 8 * W_ACTIVE, active, SPIN_ROUNDS)

    def wake(self, threads: int) -> None:
        """Bring helpers that fell asleep back into their native spin loop (they then wait ~11 ms for work).

        For benchmarks that leave the pool idle between timed calls (the inference-cache protocol evicts
        64 MiB before each run, ~15 ms): a sleeping helper takes longer to wake than a 2 ms convolution
        takes, so the call would run on one thread -- which back-to-back inference never sees."""
        if threads <= 1:
            return
        from ixconv.codegen.program import program_function

        _module, noop = program_function()  # a program of no operators
        empty = np.zeros(1, np.int64)
        self.run(noop, empty.ctypes.data, make_schedule(threads, threads))
        time.sleep(0.001)  # releases the GIL: a woken helper returns to its native loop


pool = WorkerPool()


_BLAS = None


def blas_single_threaded():
    """A context in which NumPy's BLAS runs on the calling thread only (threadpoolctl). A model's NumPy steps
    (a ConvTranspose's matmul, say) would otherwise wake OpenBLAS's threads, which spin after the call and take
    the cores from the worker pool: PP-OCRv4 det ran slower at 2 threads (144 ms) than at 1 (105 ms)."""
    global _BLAS
    if _BLAS is None:
        try:
            from threadpoolctl import ThreadpoolController

            _BLAS = ThreadpoolController()
        except Exception:  # threadpoolctl missing or a library it cannot inspect: leave BLAS as it is
            _BLAS = False
    if not _BLAS:
        import contextlib

        return contextlib.nullcontext()
    return _BLAS.limit(limits=1, user_api="blas")
