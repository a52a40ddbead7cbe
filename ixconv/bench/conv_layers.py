"""Per-layer benchmark of ixconv's convolution algorithms on a model's real layer shapes.

Variants, side by side in one run, each on the same generated micro-kernel:
  indirect   Indirect GEMM (the paper's algorithm)
  im2col     im2row into a scratch buffer + GEMM
  gemm-only  the GEMM part of im2col alone (not a correct convolution; the paper's third bar)
  gemm/auto  for 1x1 stride-1 layers: the input used directly as A, and what `auto` picks
  direct     the generated direct convolution: the same micro-kernel finding each tap's input pixel from the
             geometry, no indirection buffer (Mogers 2020's point: no memory beyond the packed weights)
  rows       first layers (1-4 channels): each kernel row read as one run of S*C values (``Conv2d``'s "rows")
  winograd   for 3x3 stride-1 layers: Winograd F(4x4, 3x3) (``ixconv.ops.winograd``); its GFLOP/s count the
             direct convolution's FLOPs (*direct-equivalent*), so it can exceed the FMA peak
and the peers of ``ixconv.bench.peers`` when installed. Depthwise layers run ixconv's depthwise kernel
in the ``indirect`` column (it walks the same kind of indirection buffer, one row per pixel). Every
variant's output is checked against the float64 reference once before it is timed.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ixconv.bench.harness import CacheState, Timing, environment, measure_peak, time_it
from ixconv.bench.layers import ConvLayer, load_layers, select_layers
from ixconv.bench.peers import PEERS, PeerUnavailable, versions
from ixconv.ops.conv import Conv2d, rows_apply
from ixconv.ops.reference import conv2d_reference
from ixconv.ops.threads import pool
from ixconv.ops.winograd import WinogradConv2d, winograd_applies

PEER_SETTLE_SECONDS = 0.25
# Each variant is timed in BLOCKS separate stretches, all variants taking turns: a burst of load from another
# process on this shared machine (minutes-long SMT-sibling bursts were seen) then spoils a fifth of a
# variant's samples per block it covers, which the median absorbs up to two blocks; with three blocks one
# spoiled block moved the median (VGG-16 conv5_1, 2 threads: 195 GFLOP/s, its 80% quantile 224).
BLOCKS = 5
POINTWISE = ("gemm", "auto")


def _runtime(variant: str) -> str:
    """The runtime behind a variant: torch-nchw and torch-nhwc share torch's OpenMP workers."""
    return variant.split("-")[0] if variant.startswith("torch") else variant


def waking(before, threads: int):
    """``before``, then wake ixconv's helper threads: the eviction leaves the pool idle longer than its
    helpers spin, and a sleeping helper wakes too late for a millisecond call (see ``WorkerPool.wake``)."""

    def run() -> None:
        if before is not None:
            before()
        pool.wake(threads)

    return run


@dataclass
class LayerResult:
    layer: ConvLayer
    timings: dict[str, dict[int, Timing]] = field(default_factory=dict)  # variant -> threads -> timing
    bytes: dict[str, int] = field(default_factory=dict)
    max_error: dict[str, float] = field(default_factory=dict)
    absent: dict[str, str] = field(default_factory=dict)  # peer -> why it was not measured

    def gflops(self, variant: str, threads: int) -> float:
        return self.layer.flops / self.timings[variant][threads].median / 1e9


@dataclass
class BenchResult:
    model: str
    thread_counts: list[int]
    peak_gflops: dict[int, float]
    layers: list[LayerResult]
    env: dict
    cache: str = ""
    peers: list[str] = field(default_factory=list)


def _check(y: np.ndarray, ref: np.ndarray, reduction: int, what: str) -> float:
    err = float(np.max(np.abs(np.asarray(y, np.float64) - ref)))
    tol = 2e-5 * math.sqrt(reduction) * max(1.0, float(np.max(np.abs(ref))))
    if not err <= tol:
        raise AssertionError(f"{what}: max error {err:.3g} exceeds {tol:.3g}")
    return err


def bench_layer(
    layer: ConvLayer,
    thread_counts: list[int],
    runs: int,
    cache: CacheState,
    peers: list[str],
    reference: bool = False,
    seed: int = 0,
) -> LayerResult:
    rng = np.random.default_rng(seed)
    r, s = layer.kernel
    x = rng.standard_normal((1, layer.height, layer.width, layer.in_channels), dtype=np.float32)
    w = rng.standard_normal((layer.out_channels, layer.in_channels // layer.groups, r, s), dtype=np.float32)
    w *= 1.0 / math.sqrt(w[0].size)
    b = rng.standard_normal(layer.out_channels, dtype=np.float32)
    geometry = dict(stride=layer.stride, padding=layer.padding, groups=layer.groups)
    depthwise = layer.tag == "depthwise"
    ops = {
        "indirect": Conv2d(w, b, algorithm="depthwise" if depthwise else "indirect", **geometry),
        "im2col": Conv2d(w, b, algorithm="im2col", **geometry),
    }
    if not depthwise:
        ops["direct"] = Conv2d(w, b, algorithm="direct", **geometry)
    if rows_apply(ops["indirect"].params):  # a first layer: its kernel rows merged (``Conv2d``'s "rows")
        ops["rows"] = Conv2d(w, b, algorithm="rows", **geometry)
    if ops["indirect"].params.is_pointwise:
        ops["gemm"] = Conv2d(w, b, algorithm="gemm", **geometry)
        ops["auto"] = Conv2d(w, b, algorithm="auto", **geometry)
    if winograd_applies(ops["indirect"].params):
        ops["winograd"] = WinogradConv2d(w, b, padding=layer.padding)
    result = LayerResult(layer)
    ref = conv2d_reference(x, w, b, ops["indirect"].params)
    reduction = layer.in_channels // layer.groups * r * s
    out = np.empty(ops["indirect"].output_shape(x.shape), np.float32)
    for name, op in ops.items():
        result.max_error[name] = _check(op(x), ref, reduction, f"{layer.name} {name}")
    calls: dict[str, tuple[Callable[[], object], list[np.ndarray]]] = {
        name: ((lambda op=op: op(x, out=out)), [x]) for name, op in ops.items()
    }
    # the paper keeps the im2col buffer cached: the same scratch space is reused by every layer
    scratch = [x, ops["im2col"]._geometry.im2row, ops["im2col"]._geometry.indirection]
    calls["im2col"] = (calls["im2col"][0], scratch)
    calls["gemm-only"] = ((lambda: ops["im2col"].run_gemm_only(x, out)), scratch)
    for threads in thread_counts:
        for op in ops.values():
            op.num_threads = threads
        variants = [(name, call, inputs, False) for name, (call, inputs) in calls.items()]
        for name in peers:
            try:
                call, to_nhwc, inputs = PEERS[name](layer, x, w, b, threads)
            except PeerUnavailable as why:
                result.absent[name] = str(why)
                continue
            result.max_error[name] = _check(to_nhwc(call()), ref, reduction, f"{layer.name} {name}")
            variants.append((name, call, inputs, True))
        # Each variant is timed in BLOCKS separate stretches, all variants taking turns, so a burst of load
        # from another process on this shared machine spoils part of every variant's samples rather than
        # all of one variant's.
        samples: dict[str, list[float]] = {name: [] for name, *_ in variants}
        for block in range(BLOCKS):
            for i, (name, call, inputs, is_peer) in enumerate(variants):
                before = cache.prepare(inputs)
                if not is_peer and threads > 1:
                    before = waking(before, threads)
                part = time_it(call, runs=-(-runs // BLOCKS), warmup=3 if block == 0 else 1, before=before)
                samples[name] += part.samples
                following = variants[(i + 1) % len(variants)][0]
                if is_peer and threads > 1 and _runtime(following) != _runtime(name):
                    # OpenMP (torch) and ONNX Runtime workers spin-wait for a while after a call; let them
                    # fall asleep so they do not steal a core from whatever other runtime is measured next
                    time.sleep(PEER_SETTLE_SECONDS)
        for name, values in samples.items():
            q20, med, q80 = np.quantile(values, [0.2, 0.5, 0.8])
            result.timings.setdefault(name, {})[threads] = Timing(float(med), float(q20), float(q80), len(values))
        del variants
    if reference:  # the direct-convolution oracle: slow, timed a few times, one thread
        slow = Conv2d(w, b, algorithm="reference", **geometry)
        result.timings["direct-ref"] = {t: time_it(lambda: slow(x), runs=3, warmup=0) for t in thread_counts}
    result.bytes = {
        "im2col": ops["im2col"].im2col_bytes(layer.height, layer.width),
        "indirection": ops["indirect"].indirection_bytes(layer.height, layer.width),
        "packed_weights": ops["indirect"].packed_weight_bytes,
    }
    if "winograd" in ops:  # the memory Winograd trades for speed: transformed weights, transformed tiles
        result.bytes["winograd_weights"] = ops["winograd"].packed.nbytes
        result.bytes["winograd_scratch"] = ops["winograd"].scratch_bytes(layer.height, layer.width)
    return result


def run(
    model: str,
    thread_counts: list[int] | None = None,
    runs: int = 25,
    cache_mode: str = "inference",
    peers: list[str] | None = None,
    reference: bool = False,
    progress=None,
    layer_names: list[str] | None = None,
) -> BenchResult:
    """Benchmark the model's layers (only ``layer_names``, if given)."""
    layers = select_layers(model, layer_names)
    if thread_counts is None:
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
        thread_counts = sorted({1, cores})
    peers = list(PEERS) if peers is None else peers
    cache = CacheState(cache_mode)
    peaks = {t: measure_peak(t) for t in thread_counts}
    results = []
    for layer in layers:
        if progress:
            progress(layer)
        results.append(bench_layer(layer, thread_counts, runs, cache, peers, reference))
    # the peak again at the end: the machine is shared, its speed drifts; keep the higher reading
    peaks = {t: max(peaks[t], measure_peak(t)) for t in thread_counts}
    env = environment() | {"peers": versions()}
    return BenchResult(model, thread_counts, peaks, results, env, cache.description, peers)


def geomean(values: list[float]) -> float:
    return float(math.exp(sum(math.log(v) for v in values) / len(values))) if values else float("nan")


def _loss(lr: LayerResult, peer: str, threads: int, peak: float) -> dict:
    """A layer where ``peer`` beat indirect: by how much, where both stand against the measured FMA peak,
    and whether their 20-80% ranges overlap (a loss inside the run-to-run spread)."""
    gflop = lr.layer.flops / 1e9
    _, ours_lo, ours_hi = lr.timings["indirect"][threads].rate(gflop)
    _, peer_lo, peer_hi = lr.timings[peer][threads].rate(gflop)
    return {
        "layer": lr.layer.name,
        "peer": peer,
        "ratio": lr.timings[peer][threads].median / lr.timings["indirect"][threads].median,
        "indirect_pct_of_peak": 100 * lr.gflops("indirect", threads) / peak,
        "peer_pct_of_peak": 100 * lr.gflops(peer, threads) / peak,
        "ranges_overlap": ours_hi >= peer_lo and peer_hi >= ours_lo,
    }


def paper_baseline(lr: LayerResult) -> str:
    """The variant Dukhan compares the indirect convolution with: plain GEMM for 1x1 stride-1 layers (they
    need no im2col), im2col+GEMM for the rest."""
    return "gemm" if lr.layer.tag == "1x1 stride-1" and "gemm" in lr.timings else "im2col"


def summary(result: BenchResult) -> dict:
    """The headline figures derived from a run (what the acceptance criteria quote)."""
    out: dict = {"model": result.model, "peak_gflops": result.peak_gflops, "per_threads": {}, "memory": memory(result)}
    for t in result.thread_counts:
        per: dict = {}
        by_tag: dict[str, list[float]] = {}
        for lr in result.layers:
            speedup = lr.timings[paper_baseline(lr)][t].median / lr.timings["indirect"][t].median
            by_tag.setdefault(lr.layer.tag, []).append(speedup)
        # Dukhan's Tables 3-4: indirect over im2col+GEMM, and over plain GEMM on 1x1 stride-1 layers (no im2col)
        per["indirect_over_baseline_geomean"] = {tag: geomean(v) for tag, v in by_tag.items()}
        per["indirect_pct_of_peak"] = {
            lr.layer.name: 100 * lr.gflops("indirect", t) / result.peak_gflops[t] for lr in result.layers
        }
        total_flops = sum(lr.layer.count * lr.layer.flops for lr in result.layers)
        for variant in ("indirect", "im2col", "gemm-only"):
            seconds = sum(lr.layer.count * lr.timings[variant][t].median for lr in result.layers)
            per[f"model_gflops_{variant}"] = total_flops / seconds / 1e9
        peers = [v for v in result.peers if all(v in lr.timings for lr in result.layers)]
        per["indirect_over_peer_geomean"] = {
            v: geomean([lr.timings[v][t].median / lr.timings["indirect"][t].median for lr in result.layers])
            for v in peers
        }
        # what a user gets: ``algorithm="auto"`` (the GEMM kernel on 1x1 stride-1 layers, indirect elsewhere)
        per["auto_over_peer_geomean"] = {
            v: geomean([lr.timings[v][t].median / lr.timings.get("auto", lr.timings["indirect"])[t].median
                        for lr in result.layers])
            for v in peers
        }  # fmt: skip
        per["losses"] = [
            _loss(lr, v, t, result.peak_gflops[t])
            for lr in result.layers
            for v in result.peers
            if v in lr.timings and lr.timings[v][t].median < lr.timings["indirect"][t].median
        ]
        for v in peers:
            seconds = sum(lr.layer.count * lr.timings[v][t].median for lr in result.layers)
            per[f"model_gflops_{v}"] = total_flops / seconds / 1e9
        per["winograd_over_indirect"] = {
            lr.layer.name: lr.timings["indirect"][t].median / lr.timings["winograd"][t].median
            for lr in result.layers
            if "winograd" in lr.timings
        }
        per["direct_over_indirect"] = {  # speed ratio: > 1, the direct convolution is faster
            lr.layer.name: lr.timings["indirect"][t].median / lr.timings["direct"][t].median
            for lr in result.layers
            if "direct" in lr.timings
        }
        per["rows_over_indirect"] = {
            lr.layer.name: lr.timings["indirect"][t].median / lr.timings["rows"][t].median
            for lr in result.layers
            if "rows" in lr.timings
        }
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


def memory(result: BenchResult) -> dict:
    """Buffer bytes per layer, and the paper's claim checked: im2col/indirection grows with C."""
    rows = [
        {
            "layer": lr.layer.name,
            "C": lr.layer.in_channels,
            **lr.bytes,
            "ratio": lr.bytes["im2col"] / lr.bytes["indirection"],
        }
        for lr in result.layers
    ]
    # the ratio is C * 4 / (8 * rows-per-pixel) in theory; check it is monotone in C across the layers
    by_c = sorted(rows, key=lambda r: (r["C"], r["ratio"]))
    grows = all(a["ratio"] <= b["ratio"] * 1.05 for a, b in zip(by_c, by_c[1:]) if a["C"] < b["C"])
    return {"layers": rows, "ratio_grows_with_C": grows}


def to_json(result: BenchResult) -> dict:
    return {
        "model": result.model,
        "env": result.env,
        "thread_counts": result.thread_counts,
        "peak_gflops": result.peak_gflops,
        "cache_state": result.cache,
        "layers": [
            {
                "name": lr.layer.name,
                "label": lr.layer.label,
                "tag": lr.layer.tag,
                "count": lr.layer.count,
                "flops": lr.layer.flops,
                "bytes": lr.bytes,
                "max_abs_error": lr.max_error,
                "absent": lr.absent,
                "timings": {v: {str(t): tm.to_dict() for t, tm in d.items()} for v, d in lr.timings.items()},
                "gflops": {v: {str(t): lr.gflops(v, t) for t in d} for v, d in lr.timings.items()},
            }
            for lr in result.layers
        ],
        "summary": summary(result),
    }


def from_json(d: dict) -> BenchResult:
    """The result ``to_json`` wrote (to re-plot or re-report a saved run; every sample but the quantiles is gone)."""
    layers = {layer.name: layer for layer in load_layers(d["model"])}
    results = []
    for row in d["layers"]:
        lr = LayerResult(layers[row["name"]], bytes=row["bytes"], max_error=row["max_abs_error"], absent=row["absent"])
        lr.timings = {v: {int(t): Timing(**tm) for t, tm in per.items()} for v, per in row["timings"].items()}
        results.append(lr)
    peak = {int(t): p for t, p in d["peak_gflops"].items()}
    peers = [p for p in PEERS if any(p in lr.timings or p in lr.absent for lr in results)]
    return BenchResult(d["model"], list(d["thread_counts"]), peak, results, d["env"], d["cache_state"], peers)
