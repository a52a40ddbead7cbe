"""The measurement protocol (Dukhan 2019, section 3): warm up, time >= 25 runs, report the median and
the 20% / 80% quantiles. Setup (packing, compiling, indirection) happens outside the timed region."""

from __future__ import annotations

import platform
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

import numpy as np

from ixconv.codegen.peak import fma_loop, measure_peak_gflops


@dataclass(frozen=True)
class Timing:
    median: float  # seconds
    q20: float
    q80: float
    runs: int
    samples: list = field(default_factory=list, repr=False, compare=False)

    def rate(self, work: float) -> tuple[float, float, float]:
        """(median, q20, q80) of work / second; q20 of the rate comes from q80 of the time."""
        return work / self.median, work / self.q80, work / self.q20

    def to_dict(self) -> dict:
        return {k: v for k, v in asdict(self).items() if k != "samples"}


def time_it(
    fn: Callable[[], object],
    runs: int = 25,
    warmup: int = 3,
    min_seconds: float = 0.0,
    before: Callable[[], object] | None = None,
) -> Timing:
    """Median and 20/80% quantiles of `runs` timed calls (more runs while under `min_seconds`).

    ``before`` runs untimed ahead of every call (e.g. ``CacheState.prepare`` to set the cache state).
    """
    for _ in range(warmup):
        fn()
    samples = []
    started = time.perf_counter()
    while len(samples) < runs or time.perf_counter() - started < min_seconds:
        if before is not None:
            before()
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
        if len(samples) >= 50 * runs:
            break
    q20, med, q80 = np.quantile(samples, [0.2, 0.5, 0.8])
    return Timing(float(med), float(q20), float(q80), len(samples), samples)


def time_kernel(call, runs: int = 25, warmup: int = 3, before: Callable[[], object] | None = None) -> Timing:
    """Like ``time_it``, for one ``NativeCall`` (or a list of them, run in turn: im2col's im2row and GEMM) on one
    thread, timed by a native stopwatch around each driver (``ixconv.codegen.timer``): the kernels' time without
    the Python call path around them. ``before`` runs untimed ahead of every run, as in ``time_it``."""
    import ctypes

    from ixconv.codegen.timer import timed_call

    _, timed, clock = timed_call()
    ns = np.zeros(1, np.int64)
    calls = call if isinstance(call, (list, tuple)) else [call]
    works = [c.schedule.copy() for c in calls]
    addresses = [
        (ctypes.cast(c.driver, ctypes.c_void_p).value, c.args.ctypes.data, work.ctypes.data, clock)
        for c, work in zip(calls, works)
    ]
    ns_address = ns.ctypes.data
    samples = []
    for i in range(warmup + runs):
        if before is not None and i >= warmup:
            before()
        total = 0
        for c, work, where in zip(calls, works, addresses):
            np.copyto(work, c.schedule)
            timed(*where, ns_address)
            total += int(ns[0])
        if i >= warmup:
            samples.append(total * 1e-9)
    q20, med, q80 = np.quantile(samples, [0.2, 0.5, 0.8])
    return Timing(float(med), float(q20), float(q80), len(samples), samples)


def last_level_cache_bytes() -> int:
    """The largest CPU cache of this machine (sysfs), or 32 MiB when it cannot be read."""
    sizes = []
    for index in range(8):
        path = f"/sys/devices/system/cpu/cpu0/cache/index{index}/size"
        try:
            with open(path) as f:
                text = f.read().strip()
        except OSError:
            continue
        scale = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(text[-1:], 1)
        sizes.append(int(text.rstrip("KMG")) * scale)
    return max(sizes, default=32 << 20)


# the eviction buffer's cap: a VM may report a whole host's L3 (480 MiB on this project's Intel machine), and
# writing twice that before every timed call made one tuner measurement ~1.3 s (the tuner tests 12 of CI's 20
# minutes). 64 MiB evicts the caches one core can hold (L2 and its share of L3): a layer's weights come from
# L3 or memory either way; a model's run would not evict a 480 MiB cache either.
EVICT_MAX_BYTES = 64 << 20


class CacheState:
    """The cache state of inference, simulated before every timed run (Dukhan 2019, section 3).

    In a network, a layer's input was just written by the previous layer (warm), while its weights,
    its output buffer and its indirection buffer were last touched a whole inference ago (cold); the
    im2col buffer is scratch space shared by all layers, so the paper keeps it warm too. So before
    each run: write a buffer of twice the last-level cache (evicting everything), then read the
    variant's warm arrays once. ``mode="warm"`` does nothing (every array stays cached between runs).
    """

    def __init__(self, mode: str = "inference") -> None:
        if mode not in ("inference", "warm"):
            raise ValueError(f"cache mode must be 'inference' or 'warm', got {mode!r}")
        self.mode = mode
        evict_bytes = min(2 * last_level_cache_bytes(), EVICT_MAX_BYTES)
        self._evict = np.zeros(evict_bytes // 4, np.float32) if mode == "inference" else None
        self.description = (
            f"before each run, write {self._evict.nbytes >> 20} MiB (2x the last-level cache, at most "
            f"{EVICT_MAX_BYTES >> 20} MiB), then read the input "
            "(and the im2col scratch buffer, as the paper does)"
            if self._evict is not None
            else "warm: nothing evicted between runs"
        )

    def prepare(self, inputs: list[np.ndarray]) -> Callable[[], None] | None:
        if self._evict is None:
            return None
        evict = self._evict

        def before() -> None:
            np.add(evict, 1.0, out=evict)
            for array in inputs:
                float(array.sum(dtype=np.float32))

        return before


def measure_peak(num_threads: int, seconds: float = 0.2, repeats: int = 5) -> float:
    """fp32 FMA peak in GFLOP/s on `num_threads` cores running the generated FMA loop at once."""
    if num_threads <= 1:
        return measure_peak_gflops(seconds, repeats)
    return _parallel_rate(fma_loop(), measure_peak_gflops(seconds / 2, 1), np.float32, num_threads, seconds, repeats)


def measure_vnni_peak(num_threads: int, seconds: float = 0.2, repeats: int = 5) -> float:
    """int8 peak in GOP/s (1 multiply-add = 2 OPs) on `num_threads` cores running the vpdpbusd loop at once."""
    from ixconv.codegen.peak import measure_vnni_peak_gops, vnni_loop

    if num_threads <= 1:
        return measure_vnni_peak_gops(seconds, repeats)
    return _parallel_rate(vnni_loop(), measure_vnni_peak_gops(seconds / 2, 1), np.int32, num_threads, seconds, repeats)


def _parallel_rate(loop, single: float, sink_dtype, num_threads: int, seconds: float, repeats: int) -> float:
    """The rate (G per second) of `num_threads` threads running a generated peak loop at once."""
    _, fn, work_per_iter = loop
    iterations = max(1, int(single * 1e9 * seconds / work_per_iter))
    sinks = [np.ones(1, sink_dtype) for _ in range(num_threads)]
    rates = []
    for _ in range(repeats):
        barrier = threading.Barrier(num_threads + 1)

        def work(sink, barrier=barrier):
            barrier.wait()
            fn(iterations, sink.ctypes.data)  # ctypes releases the GIL

        threads = [threading.Thread(target=work, args=(s,)) for s in sinks]
        for t in threads:
            t.start()
        barrier.wait()
        t0 = time.perf_counter()
        for t in threads:
            t.join()
        rates.append(num_threads * iterations * work_per_iter / (time.perf_counter() - t0) / 1e9)
    return float(np.median(rates))


def environment() -> dict:
    """What a reader needs to judge a benchmark: CPU, ISA, features, versions."""
    import llvmlite

    import ixconv
    from ixconv.cpu import cpu_model_name, host

    cpu = host()
    return {
        "cpu_model": cpu_model_name(),
        "llvm_cpu_name": cpu.name,
        "isa": cpu.isa,
        "features": sorted(f for f in cpu.features if f.startswith(("avx", "fma", "amx", "neon", "sve"))),
        "logical_cores": cpu.logical_cores,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "llvmlite": llvmlite.__version__,
        "ixconv": ixconv.__version__,
        "date": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
    }
