"""Per-layer benchmark of ixconv's convolution algorithms on a model's real layer shapes.

Variants, side by side in one run, each on the same generated micro-kernel:
  indirect   Indirect GEMM (the paper's algorithm)
  im2col     im2row into a scratch buffer + GEMM
  gemm-only  the GEMM part of im2col alone (not a correct convolution; the paper's third bar)
  gemm/auto  for 1x1 stride-1 layers: the input used directly as A, and what `auto` picks
Every variant's output is checked against the float64 reference once before it is timed.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ixconv.bench.harness import Timing, environment, measure_peak, time_it
from ixconv.bench.layers import ConvLayer, load_layers
from ixconv.ops.conv import Conv2d
from ixconv.ops.reference import conv2d_reference


@dataclass
class LayerResult:
    layer: ConvLayer
    timings: dict[str, dict[int, Timing]] = field(default_factory=dict)  # variant -> threads -> timing
    bytes: dict[str, int] = field(default_factory=dict)
    max_error: float = 0.0

    def gflops(self, variant: str, threads: int) -> float:
        return self.layer.flops / self.timings[variant][threads].median / 1e9


@dataclass
class BenchResult:
    model: str
    thread_counts: list[int]
    peak_gflops: dict[int, float]
    layers: list[LayerResult]
    env: dict


def _check(y: np.ndarray, ref: np.ndarray, reduction: int, what: str) -> float:
    err = float(np.max(np.abs(y - ref)))
    tol = 1e-5 * math.sqrt(reduction) * max(1.0, float(np.max(np.abs(ref))))
    if not err <= tol:
        raise AssertionError(f"{what}: max error {err:.3g} exceeds {tol:.3g}")
    return err


def bench_layer(layer: ConvLayer, thread_counts: list[int], runs: int, seed: int = 0) -> LayerResult:
    rng = np.random.default_rng(seed)
    r, s = layer.kernel
    x = rng.standard_normal((1, layer.height, layer.width, layer.in_channels), dtype=np.float32)
    w = rng.standard_normal((layer.out_channels, layer.in_channels // layer.groups, r, s), dtype=np.float32)
    w *= 1.0 / math.sqrt(w[0].size)
    b = rng.standard_normal(layer.out_channels, dtype=np.float32)
    geometry = dict(stride=layer.stride, padding=layer.padding, groups=layer.groups)
    ops = {name: Conv2d(w, b, algorithm=name, **geometry) for name in ("indirect", "im2col")}
    if ops["indirect"].params.is_pointwise:
        ops["gemm"] = Conv2d(w, b, algorithm="gemm", **geometry)
        ops["auto"] = Conv2d(w, b, algorithm="auto", **geometry)
    result = LayerResult(layer)
    ref = conv2d_reference(x, w, b, ops["indirect"].params)
    reduction = layer.in_channels // layer.groups * r * s
    out = np.empty(ops["indirect"].output_shape(x.shape), np.float32)
    for name, op in ops.items():
        result.max_error = max(result.max_error, _check(op(x), ref, reduction, f"{layer.name} {name}"))
    calls: dict[str, Callable[[], object]] = {name: (lambda op=op: op(x, out=out)) for name, op in ops.items()}
    calls["gemm-only"] = lambda: ops["im2col"].run_gemm_only(x, out)
    for threads in thread_counts:
        for op in ops.values():
            op.num_threads = threads
        for name, call in calls.items():
            result.timings.setdefault(name, {})[threads] = time_it(call, runs=runs)
    result.bytes = {
        "im2col": ops["im2col"].im2col_bytes(layer.height, layer.width),
        "indirection": ops["indirect"].indirection_bytes(layer.height, layer.width),
        "packed_weights": ops["indirect"].packed_weight_bytes,
    }
    return result


def run(model: str, thread_counts: list[int] | None = None, runs: int = 25, progress=None) -> BenchResult:
    layers = load_layers(model)
    if thread_counts is None:
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
        thread_counts = sorted({1, cores})
    peaks = {t: measure_peak(t) for t in thread_counts}
    results = []
    for layer in layers:
        if progress:
            progress(layer)
        results.append(bench_layer(layer, thread_counts, runs))
    # the peak again at the end: the machine is shared, its speed drifts; keep the higher reading
    peaks = {t: max(peaks[t], measure_peak(t)) for t in thread_counts}
    return BenchResult(model, thread_counts, peaks, results, environment())


def geomean(values: list[float]) -> float:
    return float(math.exp(sum(math.log(v) for v in values) / len(values))) if values else float("nan")


def summary(result: BenchResult) -> dict:
    """The headline figures derived from a run (what the acceptance criteria quote)."""
    out: dict = {"model": result.model, "peak_gflops": result.peak_gflops, "per_threads": {}}
    for t in result.thread_counts:
        per: dict = {}
        by_tag: dict[str, list[float]] = {}
        for lr in result.layers:
            speedup = lr.timings["im2col"][t].median / lr.timings["indirect"][t].median
            by_tag.setdefault(lr.layer.tag, []).append(speedup)
        per["indirect_over_im2col_geomean"] = {tag: geomean(v) for tag, v in by_tag.items()}
        per["indirect_pct_of_peak"] = {
            lr.layer.name: 100 * lr.gflops("indirect", t) / result.peak_gflops[t] for lr in result.layers
        }
        total_flops = sum(lr.layer.count * lr.layer.flops for lr in result.layers)
        for variant in ("indirect", "im2col", "gemm-only"):
            seconds = sum(lr.layer.count * lr.timings[variant][t].median for lr in result.layers)
            per[f"model_gflops_{variant}"] = total_flops / seconds / 1e9
        pointwise = [lr for lr in result.layers if "gemm" in lr.timings]
        per["auto_over_gemm_1x1s1"] = {
            lr.layer.name: lr.timings["gemm"][t].median / lr.timings["auto"][t].median for lr in pointwise
        }
        out["per_threads"][t] = per
    if len(result.thread_counts) > 1:
        lo, hi = min(result.thread_counts), max(result.thread_counts)
        out["thread_scaling"] = {
            lr.layer.name: {
                variant: lr.timings[variant][lo].median / lr.timings[variant][hi].median
                for variant in ("indirect", "im2col")
            }
            | {"ms_1t": 1e3 * lr.timings["indirect"][lo].median}
            for lr in result.layers
        }
    return out


def to_json(result: BenchResult) -> dict:
    return {
        "model": result.model,
        "env": result.env,
        "thread_counts": result.thread_counts,
        "peak_gflops": result.peak_gflops,
        "layers": [
            {
                "name": lr.layer.name,
                "label": lr.layer.label,
                "tag": lr.layer.tag,
                "count": lr.layer.count,
                "flops": lr.layer.flops,
                "bytes": lr.bytes,
                "max_abs_error": lr.max_error,
                "timings": {v: {str(t): tm.to_dict() for t, tm in d.items()} for v, d in lr.timings.items()},
                "gflops": {v: {str(t): lr.gflops(v, t) for t in d} for v, d in lr.timings.items()},
            }
            for lr in result.layers
        ],
        "summary": summary(result),
    }
