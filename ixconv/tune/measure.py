"""Measuring candidates: compile, warm up, time, verify -- in isolated worker processes with timeouts.

Two worker processes (fresh interpreters: nothing of the tuner's state is inherited):

* the **compile worker** builds each candidate's kernel ahead of the measurement, which warms the JIT's
  disk cache (objects are keyed by their IR, see ``ixconv.codegen.jit``), while
* the **measure worker** builds the operator (a disk-cache hit), runs it once and compares the output with
  the float64 reference (computed once per convolution per worker), then times it: ``warmup`` calls, then
  at least ``repeats`` calls and ``min_seconds`` in total; the median is the candidate's time (20%/80%
  quantiles kept). Single-threaded unless the choice says otherwise. ``cache="inference"`` (the default)
  simulates the cache state of a layer inside a model before every timed call, as the benchmarks do
  (``ixconv.bench.harness.CacheState``: weights, output and indirection buffer evicted, input warm): a
  schedule that only wins with warm weights (panels innermost over several MB of weights) would lose
  inside the model. ``cache="warm"``: inputs and weights stay cached.
  A call during which the measuring thread was preempted (wall time > 1.15 x the thread's CPU time) is not
  a sample -- on this shared machine, at ``nice 19``, another process can take the core for milliseconds
  mid-call; the CPU-time check applies to single-threaded ixconv kernels (third-party libraries may work
  in threads of their own).
  Every candidate runs with ResNet's epilogue, ``relu(conv(x) + bias + residual)`` (``epilogue=True``):
  free in ixconv's fused kernels, two more passes over the output for third-party convolutions -- what
  they cost inside a model (measured alone without it, PyTorch looked 3-14% faster than it ran in ResNet-18).

So candidate ``i + 1`` compiles on one core while candidate ``i`` is timed on the other. A worker that
crashes (segfault, abort) or does not answer within ``timeout`` is killed and replaced; the candidate is
recorded with status ``crash`` / ``timeout`` (cost ``inf``) and tuning goes on. A candidate whose output
is wrong gets status ``wrong``, one whose implementation cannot run here ``unavailable``.

Test-only hook: a choice ``{"impl": "test-fault", "fault": "segfault" | "sleep" | "raise" | "abort"}``
misbehaves inside the measure worker, to test the isolation.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import json
import math
import os
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

PREEMPTED = 1.15  # a call whose wall time exceeds its thread's CPU time by 15% was preempted: not a sample
SINGLE_THREAD_ENV = {"OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


@dataclass
class Result:
    """One measured candidate. ``seconds`` is ``inf`` unless ``status == "ok"``."""

    status: str  # ok | wrong | crash | timeout | error | unavailable | noisy | compile-crash | compile-timeout
    seconds: float = math.inf
    q20: float = math.inf
    q80: float = math.inf
    runs: int = 0
    build_seconds: float = 0.0
    compile_seconds: float = 0.0
    max_error: float = 0.0
    error: str = ""
    ratio: float = math.inf  # paired measurement: median of (candidate / reference) over alternating calls
    ref_seconds: float = math.inf  # paired measurement: the reference's median
    # bytes the candidate holds beyond its input and output (packed / transformed weights, indirection, scratch);
    # None: not known (third-party convolutions)
    extra_bytes: int | None = None

    @property
    def cost(self) -> float:
        """What strategies minimize: the ratio to the reference when paired, else seconds."""
        return self.ratio if math.isfinite(self.ref_seconds) else self.seconds

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def to_dict(self) -> dict:
        return {k: (None if isinstance(v, float) and not math.isfinite(v) else v) for k, v in asdict(self).items()}


# -- the worker process ------------------------------------------------------------------------------------
# A worker is ``python -m ixconv.tune.measure``: JSON lines in on stdin (``[target, payload]``), JSON lines out
# (``[status, value]``). A plain subprocess, not multiprocessing: nothing is pickled, and the parent's main
# module is never re-imported (scripts without a ``__main__`` guard work).
def serve() -> None:
    import faulthandler

    faulthandler.enable()  # a crashing kernel leaves its Python stack on stderr, which the parent reports
    out = sys.stdout
    sys.stdout = sys.stderr  # a job that prints must not corrupt the protocol
    for line in sys.stdin:
        if not line.strip():
            continue
        target, payload = json.loads(line)
        try:
            module, name = target.split(":")
            reply = ["ok", getattr(importlib.import_module(module), name)(payload)]
        except Exception as e:  # reported to the parent; the worker goes on
            reply = ["error", f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=4)}"]
        out.write(json.dumps(reply) + "\n")
        out.flush()


class Worker:
    """A child process that runs ``module:function(payload)`` jobs; replaced after a crash or a timeout."""

    def __init__(self, name: str, env: dict | None = None, max_jobs: int = 300):
        self.name, self.env, self.max_jobs = name, dict(env or {}), max_jobs
        self._process: subprocess.Popen | None = None
        self._stderr = None  # the worker's stderr, a temporary file: its tail explains a crash
        self._buffer = b""
        self.jobs = 0
        self.restarts = 0

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def _start(self) -> None:
        root = str(Path(__file__).resolve().parents[2])  # the directory holding the ixconv package
        env = {**os.environ, **self.env}
        env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
        if self._stderr is not None:
            self._stderr.close()
        self._stderr = tempfile.TemporaryFile()
        self._process = subprocess.Popen(
            [sys.executable, "-m", "ixconv.tune.measure"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self._stderr, env=env, cwd=root,
        )  # fmt: skip
        self._buffer, self.jobs = b"", 0

    def _read_line(self, deadline: float) -> bytes | None:
        fd = self._process.stdout.fileno()
        while b"\n" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise EOFError
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line

    def call(self, target: str, payload, timeout: float) -> tuple[str, object]:
        """(``"ok"``, value) | (``"error"``, traceback) | (``"crash"``, why) | (``"timeout"``, why)."""
        if not self.alive or self.jobs >= self.max_jobs:
            self.stop()
            self._start()
        self.jobs += 1
        try:
            self._process.stdin.write((json.dumps([target, payload]) + "\n").encode())
            self._process.stdin.flush()
            line = self._read_line(time.monotonic() + timeout)
            if line is not None:
                status, value = json.loads(line)
                return status, value
            status, why = "timeout", f"no answer within {timeout:.0f} s"
        except (EOFError, BrokenPipeError, ConnectionResetError, OSError):
            code = self._process.wait(timeout=5)
            signal_name = f" ({signal.Signals(-code).name})" if code < 0 and -code in signal.valid_signals() else ""
            status, why = "crash", f"worker died with exit code {code}{signal_name}{self._stderr_tail()}"
        self.kill()
        return status, why

    def _stderr_tail(self, limit: int = 1500) -> str:
        try:
            self._stderr.seek(0, os.SEEK_END)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - limit))
            tail = self._stderr.read().decode(errors="replace").strip()
        except (OSError, AttributeError):
            return ""
        return f"; its stderr ends with:\n{tail}" if tail else ""

    def kill(self) -> None:
        if self._process is not None:
            if self._process.poll() is None:
                self._process.kill()
            self._process.wait(timeout=5)
            for pipe in (self._process.stdin, self._process.stdout):
                with contextlib.suppress(OSError):
                    pipe.close()
            self.restarts += 1
        self._process = None

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            with contextlib.suppress(OSError):
                self._process.stdin.close()  # EOF: the worker's loop ends
            try:
                self._process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait(timeout=5)
        if self._process is not None:
            with contextlib.suppress(OSError):
                self._process.stdout.close()
        self._process = None


# -- jobs run inside the workers ---------------------------------------------------------------------------
_prepared: dict[str, tuple] = {}


def _task_data(task):
    """Seeded input, weights and bias of a task, and the float64 reference output (once per process)."""
    from ixconv.ops.reference import conv2d_reference

    key = task.signature
    hit = _prepared.get(key)
    if hit is None:
        rng = np.random.default_rng(0)
        p = task.params()
        x = rng.standard_normal((1, task.height, task.width, task.in_channels), dtype=np.float32)
        w = rng.standard_normal((task.out_channels, p.group_in, *task.kernel), dtype=np.float32)
        w *= np.float32(1.0 / math.sqrt(p.group_in * p.taps))
        b = rng.standard_normal(task.out_channels, dtype=np.float32)
        ref = conv2d_reference(x, w, b, p)
        residual = rng.standard_normal(ref.shape, dtype=np.float32)
        _prepared.clear()  # one task at a time: keep memory bounded
        hit = _prepared[key] = (x, w, b, ref, residual)
    return hit


def _qtask_data(task):
    """8-bit tasks: a seeded input, an operator factory (choice, threads) -> QConv2d / ConvInteger with the
    task's variant (signedness, weight zero points that need row sums or not, output), and the reference
    output of the integer oracle (once per process)."""
    from ixconv.ops.impls import qconv_choice_args
    from ixconv.ops.qconv import ConvInteger, QConv2d
    from ixconv.ops.quant import QUANT_RANGES

    key = task.signature
    hit = _prepared.get(key)
    if hit is None:
        rng = np.random.default_rng(0)
        p, v = task.params(), task.variant
        x_dtype = np.dtype(np.int8 if v["x_signed"] else np.uint8)
        w_dtype = np.dtype(np.int8 if v["w_signed"] else np.uint8)
        (x_lo, x_hi), (w_lo, w_hi) = QUANT_RANGES[x_dtype], QUANT_RANGES[w_dtype]
        x = rng.integers(x_lo, x_hi + 1, (1, task.height, task.width, task.in_channels)).astype(x_dtype)
        w = rng.integers(w_lo, w_hi + 1, (task.out_channels, p.group_in, *task.kernel)).astype(w_dtype)
        neutral = 128 if w_dtype == np.uint8 else 0  # the zero point that needs no row sums
        w_zp = np.full(task.out_channels, neutral, np.int64)
        if v["rowsum"]:
            w_zp[::2] = neutral + rng.integers(1, 8)
        w_zp = w_zp.astype(w_dtype)
        x_zp = x_dtype.type(rng.integers(x_lo, x_hi + 1))
        bias = rng.integers(-(1 << 12), 1 << 12, task.out_channels).astype(np.int32)
        w_scale = (rng.uniform(0.5, 1.5, task.out_channels) / (127 * math.sqrt(p.group_in * p.taps))).astype(np.float32)
        geometry = dict(stride=task.stride, padding=task.padding, dilation=task.dilation, groups=task.groups)

        def make(choice: dict, threads: int = 1, algorithm: str | None = None):
            tuned = qconv_choice_args(choice) if algorithm is None else {"algorithm": algorithm}
            if v["output"] == "i32":
                return ConvInteger(w, w_zp, x_zp, bias, x_dtype=x_dtype, num_threads=threads, **geometry, **tuned)
            return QConv2d(w, w_scale, w_zp, 1 / 64, x_zp, 1 / 16, x_dtype.type(0), bias, activation="relu",
                           x_dtype=x_dtype, y_dtype=x_dtype, num_threads=threads, **geometry, **tuned)  # fmt: skip

        ref = make({"impl": "ixconv-default"}, algorithm="reference")(x)
        _prepared.clear()
        hit = _prepared[key] = (x, make, ref)
    return hit


def prepare_job(payload: dict) -> float:
    from ixconv.tune.conv_space import ConvTask

    started = time.perf_counter()
    task = ConvTask.from_dict(payload["task"])
    _qtask_data(task) if task.quant else _task_data(task)
    return time.perf_counter() - started


def compile_job(choice: dict) -> float:
    """Build the choice's kernel (warming the JIT disk cache); returns the seconds it took."""
    started = time.perf_counter()
    if choice.get("impl") == "ixconv":
        from ixconv.codegen.dwconv import dw_kernel
        from ixconv.codegen.gemm import gemm_kernel
        from ixconv.codegen.qdwconv import qdw_kernel
        from ixconv.codegen.qgemm import qgemm_kernel
        from ixconv.ops.impls import spec_from_dict

        spec = spec_from_dict(choice["spec"])
        kernels = {"gemm": gemm_kernel, "dw": dw_kernel, "qgemm": qgemm_kernel, "qdw": qdw_kernel}
        kernels[choice["spec"]["kind"]](spec)
    return time.perf_counter() - started


def _test_fault(kind: str) -> None:
    if kind == "segfault":
        ctypes.string_at(0)
    elif kind == "abort":
        os.abort()
    elif kind == "sleep":
        time.sleep(3600)
    elif kind == "raise":
        raise RuntimeError("test fault")


_references: dict[str, object] = {}


def _reference_op(task, choice: dict, build, *variant):
    """The reference operator of paired measurements, ``build()``-ed once per task, choice and ``variant``
    (epilogue, threads) in this worker: not re-packed for every candidate."""
    key = task.signature + json.dumps([choice, *variant], sort_keys=True)
    op = _references.get(key)
    if op is None:
        _references.clear()
        op = _references[key] = build()
    return op


_cache_states: dict[str, object] = {}


def _cache_state(mode: str):
    """One ``CacheState`` per mode per worker (its eviction buffer is allocated once)."""
    from ixconv.bench.harness import CacheState

    if mode not in _cache_states:
        _cache_states[mode] = CacheState(mode)
    return _cache_states[mode]


def measure_job(payload: dict) -> dict:
    from ixconv.ops.impls import Unavailable, build_conv, workspace_bytes
    from ixconv.tune.conv_space import ConvTask

    task, choice, cfg = ConvTask.from_dict(payload["task"]), payload["choice"], payload["config"]
    if choice.get("impl") == "test-fault":
        _test_fault(choice.get("fault", ""))
        return {"status": "error", "error": f"unknown test fault {choice.get('fault')!r}"}
    threads = int(choice.get("threads", 1))
    if task.quant:  # 8-bit: bit-exact against the integer oracle, our kernels only
        x, make_q, ref = _qtask_data(task)
        residual = None

        def make(c: dict):
            return make_q(c, threads)

    else:
        x, w, b, ref, residual = _task_data(task)
        epilogue = cfg.get("epilogue", True)
        if epilogue:
            ref = np.maximum(ref + residual, 0.0)
        else:
            residual = None

        def make(c: dict):
            return build_conv(
                c, w, b, stride=task.stride, padding=task.padding, dilation=task.dilation, groups=task.groups,
                activation="relu" if epilogue else None, num_threads=threads, height=task.height, width=task.width,
            )  # fmt: skip

    started = time.perf_counter()
    try:
        op = make(choice)
    except Unavailable as e:
        return {"status": "unavailable", "error": str(e)}
    build = time.perf_counter() - started
    out = np.empty(op.output_shape(x.shape), ref.dtype if task.quant else np.float32)
    if task.quant:
        y = op(x, out=out)
        wrong = int(np.count_nonzero(y != ref)) if y.shape == ref.shape else y.size
        error = float(wrong)
        if wrong:
            return {"status": "wrong", "max_error": error, "build_seconds": build, "error": f"{wrong} outputs differ"}
    else:
        y = op(x, out=out, residual=residual)
        p = task.params()
        scale = max(1.0, float(np.abs(ref).max()))
        atol = 4 * 5e-6 * math.sqrt(p.taps * p.group_in + 1) * scale
        error = float(np.abs(y.astype(np.float64) - ref).max()) if y.shape == ref.shape else math.inf
        if not error <= atol:  # NaN counts as wrong
            return {"status": "wrong", "max_error": error, "build_seconds": build, "error": f"max error {error:.3g}"}
    ref_op, reference = None, payload.get("reference")
    if reference is not None:  # paired: the reference runs call by call with the candidate
        ref_op = _reference_op(task, reference, lambda: make(reference), residual is not None, threads)
        ref_out = np.empty_like(out)
    extra = {} if residual is None else {"residual": residual}
    for _ in range(cfg["warmup"]):
        op(x, out=out, **extra)
        if ref_op is not None:
            ref_op(x, out=ref_out, **extra)
    samples, ref_samples = [], []  # clean samples only (not preempted)
    preempted = 0

    evict = _cache_state(cfg.get("cache", "warm")).prepare([x] if residual is None else [x, residual])

    def timed(fn, o) -> float | None:
        """Wall seconds of one call, or None when the thread was preempted during it (wall >> CPU time)."""
        if evict is not None:
            evict()
        c0, t0 = time.thread_time(), time.perf_counter()
        fn(x, out=o, **extra)
        wall, cpu = time.perf_counter() - t0, time.thread_time() - c0
        return wall if not single_thread or wall <= PREEMPTED * cpu + 50e-6 else None

    single_thread = threads == 1 and choice.get("impl") in ("ixconv", "ixconv-default")
    begin = time.perf_counter()
    attempts = 0
    while len(samples) < cfg["repeats"] or time.perf_counter() - begin < cfg["min_seconds"]:
        attempts += 1
        if ref_op is None:
            pair = (timed(op, out), 0.0)
        elif attempts % 2:  # paired: alternate which of the two goes first
            r = timed(ref_op, ref_out)
            pair = (timed(op, out), r)
        else:
            pair = (timed(op, out), timed(ref_op, ref_out))
        elapsed = time.perf_counter() - begin
        if pair[0] is None or pair[1] is None:
            preempted += 1
            # a busy machine: give up waiting for clean runs after max_seconds (with >= 3) or 4x that
            if attempts >= cfg["max_repeats"] or elapsed > 4 * cfg.get("max_seconds", 1.0):
                break
            if len(samples) >= 3 and elapsed > cfg.get("max_seconds", 1.0):
                break
            continue
        samples.append(pair[0])
        if ref_op is not None:
            ref_samples.append(pair[1])
        if attempts >= cfg["max_repeats"]:
            break
    if not samples:
        return {"status": "noisy", "error": f"every one of {attempts} runs was preempted", "build_seconds": build}
    q20, med, q80 = np.quantile(samples, [0.2, 0.5, 0.8])
    result = {
        "status": "ok", "seconds": float(med), "q20": float(q20), "q80": float(q80), "runs": len(samples),
        "build_seconds": build, "max_error": error, "preempted": preempted, "extra_bytes": workspace_bytes(op),
    }  # fmt: skip
    if ref_op is not None:
        result["ratio"] = float(np.median(np.array(samples) / np.array(ref_samples)))
        result["ref_seconds"] = float(np.median(ref_samples))
    return result


# -- the parent side ---------------------------------------------------------------------------------------
class Measurer:
    """Measures choices for a task in the two workers. Use as a context manager (or call ``close``)."""

    def __init__(
        self,
        timeout: float = 60.0,
        prepare_timeout: float = 600.0,
        repeats: int = 10,
        warmup: int = 2,
        min_seconds: float = 0.05,
        max_repeats: int = 500,
        max_seconds: float = 1.0,
        compile_ahead: bool = True,
        epilogue: bool = True,
        cache: str = "inference",
    ):
        if cache not in ("inference", "warm"):
            raise ValueError(f"cache must be 'inference' or 'warm', got {cache!r}")
        self.timeout, self.prepare_timeout = timeout, prepare_timeout
        self.config = dict(repeats=repeats, warmup=warmup, min_seconds=min_seconds, max_repeats=max_repeats,
                           max_seconds=max_seconds, epilogue=epilogue, cache=cache)  # fmt: skip
        self.compile_ahead = compile_ahead
        self.measurer = Worker("ixconv-measure", SINGLE_THREAD_ENV)
        self.compiler = Worker("ixconv-compile", SINGLE_THREAD_ENV)
        self._prepared: tuple | None = None  # (worker process, signature) the measure worker has prepared
        self.stats = {"measured": 0, "failed": 0, "compile_seconds": 0.0}

    def _ensure_prepared(self, task) -> tuple[str, object] | None:
        if self.measurer.jobs >= self.measurer.max_jobs - 1:
            self.measurer.stop()  # recycle now, not between preparing and measuring
        if self.measurer.alive and self._prepared == (self.measurer._process, task.signature):
            return None
        status, value = self.measurer.call("ixconv.tune.measure:prepare_job", {"task": task.to_dict()},
                                           self.prepare_timeout)  # fmt: skip
        if status != "ok":
            return status, value
        self._prepared = (self.measurer._process, task.signature)
        return None

    def measure(self, task, choices: list[dict], reference: dict | None = None) -> list[Result]:
        """One ``Result`` per choice, in order. With a ``reference`` choice, every candidate is timed paired
        with it -- the two called alternately, call by call -- and ``Result.ratio`` is the median of the
        per-pair time ratios: a load burst slows both sides of a pair, so ratios measured minutes apart stay
        comparable on a shared machine where plain times do not (seen: the same kernel at 2.3 and 6.3 ms)."""
        compiled: list[tuple[str, object] | None] = [None] * len(choices)
        events = [threading.Event() for _ in choices]

        def compile_all():
            for i, choice in enumerate(choices):
                if choice.get("impl") == "ixconv":
                    compiled[i] = self.compiler.call("ixconv.tune.measure:compile_job", choice, self.timeout)
                events[i].set()

        thread = None
        if self.compile_ahead:
            thread = threading.Thread(target=compile_all, name="ixconv-compile-ahead", daemon=True)
            thread.start()
        results = []
        for i, choice in enumerate(choices):
            if thread is not None:
                events[i].wait()
            result = self._measure_one(task, choice, compiled[i], reference)
            self.stats["measured"] += 1
            self.stats["failed"] += not result.ok
            results.append(result)
        if thread is not None:
            thread.join()
        return results

    def _measure_one(self, task, choice: dict, compiled, reference: dict | None = None) -> Result:
        compile_seconds = 0.0
        if compiled is not None:
            status, value = compiled
            if status != "ok":
                return Result(status="compile-" + status if status != "error" else "error", error=str(value)[:2000])
            compile_seconds = float(value)
            self.stats["compile_seconds"] += compile_seconds
        problem = self._ensure_prepared(task)
        if problem is not None:
            return Result(status=problem[0], error=f"preparing the reference: {str(problem[1])[:2000]}")
        payload = {"task": task.to_dict(), "choice": choice, "config": self.config, "reference": reference}
        status, value = self.measurer.call("ixconv.tune.measure:measure_job", payload, self.timeout)
        if status != "ok":
            return Result(status=status, error=str(value)[:2000], compile_seconds=compile_seconds)
        fields = {k: value[k] for k in value if k in Result.__dataclass_fields__}
        return Result(compile_seconds=compile_seconds, **fields)

    def close(self) -> None:
        self.measurer.stop()
        self.compiler.stop()

    def __enter__(self) -> Measurer:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


if __name__ == "__main__":
    serve()
