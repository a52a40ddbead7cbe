"""Per-layer benchmark of the quantized (int8) convolution on a model's real layer shapes.

For each layer, side by side in one run (variants take turns in blocks, as in ``conv_layers``):

  int8   ``QConv2d`` on uint8 activations and int8 weights (zero point 0: ONNX Runtime's default static
         quantization), per-tensor scales, auto algorithm (Indirect GEMM, GEMM for 1x1 stride 1, the
         quantized depthwise kernel for depthwise layers)
  im2col ``QConv2d(algorithm="im2col")`` on the same operands: the generated 8-bit im2row into a scratch buffer,
         then the same 8-bit GEMM kernel over it (the baseline of Dukhan's Figures 3/4; its scratch is kept
         warm, as the paper does and as ``conv_layers`` does for fp32)
  fp32   ``Conv2d`` with the fp32 Indirect GEMM (GEMM for 1x1 stride 1, the fp32 depthwise kernel for
         depthwise layers) on the same shape

At one thread both are timed by a native stopwatch around the kernel's driver (``time_kernel``), after the
cache state is set up; the int8 operator's call from Python (``int8 op call``: validation, the lock, the
hand-off) is timed too, side by side. Why both: the 64 MiB eviction also evicts the interpreter, and the
first Python call after it pays ~100 us whatever the work (a 2x2-pixel convolution: 11 us warm, 110 us
cold), a third of a 300 us int8 layer. Inside a model the operators run as one native program with no
Python between them, so the kernel's time is what a layer costs there. At more threads the operators are
called from Python (the pool's hand-off is part of the work).

Reported as GOP/s (1 multiply-add = 2 OPs; the same count as GFLOP/s), median and 20%/80% quantiles of
``runs`` timed runs, the int8 rate as % of the VNNI peak (a generated ``vpdpbusd`` loop measured at the
start and the end of the same run, the higher reading kept), the speedup of int8 over fp32, and of int8 over
int8 im2col (``ind/i2c``: im2col's time over int8's, what the fp32 table's column of that name shows; "int8"
is the default algorithm, so on 1x1 stride-1 layers this is the GEMM without the copy). Every int8
output is checked bit-exact against the NumPy integer reference once before timing. Depthwise layers are
memory- and shuffle-bound, not multiply-bound: their "% VNNI peak" is small by nature.

``python -m ixconv.bench.qconv_layers --specs`` times the candidate tiles of ``QPANEL_CHOICES`` instead.
"""

from __future__ import annotations

import argparse
import math
import os
from dataclasses import dataclass, field
from functools import partial

import numpy as np

from ixconv.bench.conv_layers import geomean, waking
from ixconv.bench.harness import CacheState, Timing, environment, measure_peak, measure_vnni_peak, time_it, time_kernel
from ixconv.bench.layers import ConvLayer, load_layers, select_layers
from ixconv.bench.report import im2col_line
from ixconv.codegen.peak import has_vnni
from ixconv.ops.conv import Conv2d
from ixconv.ops.qconv import QConv2d, quant_isa
from ixconv.ops.reference import qconv_accumulate, requantize

BLOCKS = 2
VARIANTS = ("int8", "im2col", "fp32")  # at 1 thread: the kernels, by the native stopwatch; at more: operator calls
CALL_VARIANT = "int8 op call"  # 1 thread: the int8 operator called from Python (its whole call path)
INDIRECT = "int8 indirect"  # 1x1 stride-1 layers only: the indirect kernel, against the plain GEMM ("int8")


@dataclass
class QLayerResult:
    layer: ConvLayer
    spec: str
    timings: dict[str, dict[int, Timing]] = field(default_factory=dict)  # variant -> threads -> timing
    bytes: dict[str, int] = field(default_factory=dict)  # the int8 im2col scratch, the indirection buffer

    def gops(self, variant: str, threads: int) -> float:
        return self.layer.flops / self.timings[variant][threads].median / 1e9

    def speedup(self, threads: int, over: str = "fp32") -> float:
        """How much faster int8 is than ``over`` (fp32, or the int8 im2col+GEMM)."""
        return self.timings[over][threads].median / self.timings["int8"][threads].median


@dataclass
class QBenchResult:
    model: str
    thread_counts: list[int]
    vnni_peak: dict[int, float]  # GOP/s; empty without VNNI
    fp32_peak: dict[int, float]
    layers: list[QLayerResult]
    skipped: list[str]
    env: dict
    cache: str = ""


def make_ops(layer: ConvLayer, seed: int = 0, spec=None, algorithm: str = "auto"):
    """(int8 operator, uint8 input, fp32 operator, float32 input, int8 weights) for a layer, with realistic
    scales; the same operands for the same seed whatever the int8 ``algorithm``."""
    rng = np.random.default_rng(seed)
    r, s = layer.kernel
    c, k = layer.in_channels, layer.out_channels
    x = rng.integers(0, 256, (1, layer.height, layer.width, c)).astype(np.uint8)
    w = rng.integers(-127, 128, (k, c // layer.groups, r, s)).astype(np.int8)
    bias = rng.integers(-(1 << 12), 1 << 12, k).astype(np.int32)
    w_scale = (rng.uniform(0.5, 1.5, k) / (127 * math.sqrt(w[0].size))).astype(np.float32)
    geometry = dict(stride=layer.stride, padding=layer.padding, groups=layer.groups)
    q = QConv2d(w, w_scale, np.int8(0), 1 / 64, np.uint8(128), 1 / 16, np.uint8(0), bias, activation="relu",
                spec=spec, input_size=(layer.height, layer.width), algorithm=algorithm, **geometry)  # fmt: skip
    p = q.params
    algorithm = "depthwise" if p.is_depthwise else "gemm" if p.is_pointwise else "indirect"
    xf = x.astype(np.float32)
    f = Conv2d(w.astype(np.float32), bias.astype(np.float32), algorithm=algorithm, **geometry)
    return q, x, f, xf, w


def check_exact(op: QConv2d, x: np.ndarray, w: np.ndarray) -> None:
    """The int8 output against the NumPy integer reference."""
    p = op.params
    acc = qconv_accumulate(x, w, op.x_zero_point, op.w_zero_point, op.bias, p)
    ref = requantize(acc, op.scale, op.y_zero_point, op.qmin, op.qmax, op.y_dtype)
    y = op(x)
    if not np.array_equal(y, ref):
        raise AssertionError(f"int8 output differs from the integer reference in {(y != ref).sum()} elements")


def bench_layer(layer: ConvLayer, thread_counts: list[int], runs: int, cache: CacheState) -> QLayerResult:
    q, x, f, xf, w = make_ops(layer)
    i2c = make_ops(layer, algorithm="im2col")[0]
    check_exact(q, x, w)
    check_exact(i2c, x, w)
    # Dukhan's Table 4: on 1x1 stride-1 layers (where "int8" is the plain GEMM) the indirect kernel too
    ind = make_ops(layer, algorithm="indirect")[0] if q.algorithm == "gemm" else None
    if ind is not None:
        check_exact(ind, x, w)
    out_q = np.empty(q.output_shape(x.shape), np.uint8)
    out_f = np.empty(f.output_shape(xf.shape), np.float32)
    result = QLayerResult(layer, q.spec.name)
    result.bytes = {"im2col": i2c.im2col_bytes(layer.height, layer.width),
                    "indirection": q.indirection_bytes(layer.height, layer.width)}  # fmt: skip
    scratch = [x, i2c._geometry.im2row, i2c._geometry.indirection]  # kept warm, as in conv_layers
    for threads in thread_counts:
        q.num_threads = f.num_threads = i2c.num_threads = threads
        if ind is not None:
            ind.num_threads = threads
        if threads == 1:  # the kernels by the native stopwatch, and the int8 operator called from Python
            q_call, f_call = q.native_calls(x, out_q)[0], f.native_calls(xf, out_f)[0]
            timers = {
                "int8": (partial(time_kernel, q_call), [x]),
                "im2col": (partial(time_kernel, i2c.native_calls(x, out_q)), scratch),  # im2row, then the GEMM
                "fp32": (partial(time_kernel, f_call), [xf]),
                CALL_VARIANT: (partial(time_it, lambda: q(x, out=out_q)), [x]),
            }
            if ind is not None:
                timers[INDIRECT] = (partial(time_kernel, ind.native_calls(x, out_q)[0]), [x])
        else:  # more threads: through the pool, timed from Python
            timers = {
                "int8": (partial(time_it, lambda: q(x, out=out_q)), [x]),
                "im2col": (partial(time_it, lambda: i2c(x, out=out_q)), scratch),
                "fp32": (partial(time_it, lambda: f(xf, out=out_f)), [xf]),
            }
            if ind is not None:
                timers[INDIRECT] = (partial(time_it, lambda: ind(x, out=out_q)), [x])
        samples: dict[str, list[float]] = {name: [] for name in timers}
        for block in range(BLOCKS):
            for name, (timer, inputs) in timers.items():
                before = cache.prepare(inputs) if threads == 1 else waking(cache.prepare(inputs), threads)
                part = timer(runs=-(-runs // BLOCKS), warmup=3 if block == 0 else 1, before=before)
                samples[name] += part.samples
        for name, values in samples.items():
            q20, med, q80 = np.quantile(values, [0.2, 0.5, 0.8])
            result.timings.setdefault(name, {})[threads] = Timing(float(med), float(q20), float(q80), len(values))
    return result


def run(
    model: str,
    thread_counts: list[int] | None = None,
    runs: int = 25,
    cache_mode: str = "inference",
    progress=None,
    layer_names: list[str] | None = None,
) -> QBenchResult:
    """Benchmark the model's layers (only ``layer_names``, if given)."""
    layers_to_run = select_layers(model, layer_names)
    if thread_counts is None:
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
        thread_counts = sorted({1, cores})
    vnni = has_vnni()
    cache = CacheState(cache_mode)
    vnni_peak = {t: measure_vnni_peak(t) for t in thread_counts} if vnni else {}
    fp32_peak = {t: measure_peak(t) for t in thread_counts}
    layers, skipped = [], []
    for layer in layers_to_run:
        if progress:
            progress(layer)
        layers.append(bench_layer(layer, thread_counts, runs, cache))
    if vnni:  # the machine is shared: keep the higher of the two readings
        vnni_peak = {t: max(vnni_peak[t], measure_vnni_peak(t)) for t in thread_counts}
    fp32_peak = {t: max(fp32_peak[t], measure_peak(t)) for t in thread_counts}
    env = environment() | {"quant_isa": quant_isa()}
    return QBenchResult(model, thread_counts, vnni_peak, fp32_peak, layers, skipped, env, cache.description)


def summary(result: QBenchResult) -> dict:
    out: dict = {"model": result.model, "vnni_peak_gops": result.vnni_peak, "per_threads": {}}
    for t in result.thread_counts:
        per = {
            "int8_gops": {lr.layer.name: lr.gops("int8", t) for lr in result.layers},
            "speedup_over_fp32": {lr.layer.name: lr.speedup(t) for lr in result.layers},
            "indirect_over_im2col": {lr.layer.name: lr.speedup(t, "im2col") for lr in result.layers},
        }
        by_tag: dict[str, list[float]] = {}
        for lr in result.layers:
            by_tag.setdefault(lr.layer.tag, []).append(lr.speedup(t, "im2col"))
        per["indirect_over_im2col_geomean"] = {tag: geomean(v) for tag, v in by_tag.items()}
        # Table 4: the indirect kernel's speed over the plain GEMM's on 1x1 stride-1 layers
        per["indirect_over_gemm_1x1s1"] = {
            lr.layer.name: lr.timings["int8"][t].median / lr.timings[INDIRECT][t].median
            for lr in result.layers if INDIRECT in lr.timings
        }  # fmt: skip
        if result.vnni_peak:
            per["int8_pct_of_vnni_peak"] = {
                lr.layer.name: 100 * lr.gops("int8", t) / result.vnni_peak[t] for lr in result.layers
            }
        total = sum(lr.layer.count * lr.layer.flops for lr in result.layers)
        for v in VARIANTS:
            seconds = sum(lr.layer.count * lr.timings[v][t].median for lr in result.layers)
            per[f"model_gops_{v}"] = total / seconds / 1e9
        per["model_speedup"] = per["model_gops_int8"] / per["model_gops_fp32"]
        per["model_over_im2col"] = per["model_gops_int8"] / per["model_gops_im2col"]
        out["per_threads"][t] = per
    return out


def summary_lines(per: dict) -> list[str]:
    """The headline sentences of one thread count (``summary(...)["per_threads"][t]``)."""
    lines = [
        im2col_line(per["indirect_over_im2col_geomean"], "int8"),
        f"whole model (layers x count): int8 {per['model_gops_int8']:.0f} GOP/s, int8 im2col "
        f"{per['model_gops_im2col']:.0f} GOP/s, fp32 {per['model_gops_fp32']:.0f} GFLOP/s; int8/fp32 "
        f"{per['model_speedup']:.2f}x, int8/im2col {per['model_over_im2col']:.2f}x",
    ]
    ratios = list(per.get("indirect_over_gemm_1x1s1", {}).values())
    if ratios:
        lines.append(
            f"int8 indirect over the plain int8 GEMM on the {len(ratios)} 1x1 stride-1 layers (paper Table 4; speed "
            f"ratio): geomean {geomean(ratios):.3f}, min {min(ratios):.3f}"
        )
    return lines


def markdown(result: QBenchResult) -> str:
    """The int8 tables of one model (``ixconv bench --dtype int8 --markdown FILE``)."""
    summ = summary(result)
    lines = [f"## {result.model} (int8)", ""]
    for t in result.thread_counts:
        peak = result.vnni_peak.get(t)
        peak_text = f"VNNI peak {peak:.0f} GOP/s" if peak else "no VNNI on this host"
        lines += [f"### {t} thread(s): GOP/s, median (20%-80%); {peak_text}, fp32 FMA peak "
                  f"{result.fp32_peak[t]:.0f} GFLOP/s (same run)", ""]  # fmt: skip
        calls = t == 1
        timer = "kernel, native stopwatch" if calls else "operator calls from Python"
        header = ["layer", "shape", "x", f"int8 ({timer})", "% VNNI peak", *(["int8 op call"] if calls else []),
                  "int8 im2col", "ind/i2c", "fp32", "int8/fp32", "spec"]  # fmt: skip
        lines += ["| " + " | ".join(header) + " |", "|---" * len(header) + "|"]
        for lr in result.layers:
            work = lr.layer.flops / 1e9
            cells = {}
            for v in (*VARIANTS, *([CALL_VARIANT] if calls else [])):
                med, lo, hi = lr.timings[v][t].rate(work)
                cells[v] = f"{med:.1f} ({lo:.0f}-{hi:.0f})"
            pct = f"{100 * lr.gops('int8', t) / peak:.0f}%" if peak else "-"
            row = [lr.layer.name, lr.layer.label, str(lr.layer.count), cells["int8"], pct,
                   *([cells[CALL_VARIANT]] if calls else []), cells["im2col"], f"{lr.speedup(t, 'im2col'):.2f}x",
                   cells["fp32"], f"{lr.speedup(t):.2f}x"]  # fmt: skip
            lines.append("| " + " | ".join([*row, f"`{lr.spec}`"]) + " |")
        per = summ["per_threads"][t]
        lines += ["", *(f"- {line}" for line in summary_lines(per)), ""]
    if result.skipped:
        lines.append(f"- skipped: {', '.join(result.skipped)}")
    lines += [f"- cache state: {result.cache}; quantized ISA {result.env['quant_isa']}", ""]
    return "\n".join(lines)


def to_json(result: QBenchResult) -> dict:
    return {
        "model": result.model,
        "dtype": "int8",
        "env": result.env,
        "thread_counts": result.thread_counts,
        "vnni_peak_gops": result.vnni_peak,
        "fp32_peak_gflops": result.fp32_peak,
        "cache_state": result.cache,
        "skipped": result.skipped,
        "layers": [
            {
                "name": lr.layer.name,
                "label": lr.layer.label,
                "count": lr.layer.count,
                "ops": lr.layer.flops,
                "spec": lr.spec,
                "bytes": lr.bytes,
                "timings": {v: {str(t): tm.to_dict() for t, tm in d.items()} for v, d in lr.timings.items()},
            }
            for lr in result.layers
        ],
        "summary": summary(result),
    }


def bench_specs(runs: int = 25) -> None:
    """Time every candidate tile of the host's quantized ISA on ResNet-18's 3x3 layers (1 thread)."""
    from ixconv.codegen.qspec import QPANEL_CHOICES

    isa = quant_isa()
    cache = CacheState("inference")
    layers = [lr for lr in load_layers("resnet18") if lr.kernel == (3, 3) and lr.in_channels >= 64]
    totals = {}
    for spec, _ in QPANEL_CHOICES[isa]:
        seconds = 0.0
        for layer in layers:
            q, x, *_ = make_ops(layer, spec=spec)
            q.num_threads = 1
            seconds += layer.count * time_it(lambda q=q, x=x: q(x), runs=runs, before=cache.prepare([x])).median
        totals[spec.name] = seconds
        print(f"{spec.name:40s} {seconds * 1e3:8.2f} ms", flush=True)
    best = min(totals.values())
    for name, seconds in totals.items():
        print(f"{name:40s} relative speed {best / seconds:.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specs", action="store_true", help="time the candidate tiles instead")
    parser.add_argument("--runs", type=int, default=25)
    args = parser.parse_args()
    if args.specs:
        bench_specs(args.runs)
