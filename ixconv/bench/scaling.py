"""Side-by-side check of thread scaling and % of peak: ``python -m ixconv.bench.scaling --model resnet18``.

For each layer, the 1-thread and the all-threads operator take turns call by call (so a drift of the
shared machine hits both alike), with warm caches (a kernel measurement, no cache eviction). Prints, per
layer, the median GFLOP/s at 1 thread, its % of the FMA peak measured just before that layer, and the speedup
of all threads over one. The issue-2 acceptance figures (80% of peak on 3x3 stride-1 layers, >= 1.8x
on layers of >= 2 ms) come from here.
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

from ixconv.bench.harness import measure_peak
from ixconv.bench.layers import load_layers
from ixconv.ops.conv import Conv2d


def measure(model: str, runs: int = 25, threads: int | None = None) -> list[dict]:
    threads = threads or (len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
    rng = np.random.default_rng(0)
    rows = []
    for layer in load_layers(model):
        x = rng.standard_normal((1, layer.height, layer.width, layer.in_channels), dtype=np.float32)
        w = rng.standard_normal(
            (layer.out_channels, layer.in_channels // layer.groups, *layer.kernel), dtype=np.float32
        )
        ops = [Conv2d(w, stride=layer.stride, padding=layer.padding, groups=layer.groups, num_threads=t)
               for t in (1, threads)]  # fmt: skip
        outs = [op(x) for op in ops]
        peak = measure_peak(1, seconds=0.05, repeats=3)  # right before the layer: the shared host's speed drifts
        samples: list[list[float]] = [[], []]
        for _ in range(runs):
            for i, op in enumerate(ops):
                t0 = time.perf_counter()
                op(x, out=outs[i])
                samples[i].append(time.perf_counter() - t0)
        one, many = (float(np.median(s)) for s in samples)
        gflops = layer.flops / one / 1e9
        rows.append(
            dict(layer=layer.name, label=layer.label, ms_1t=1e3 * one, gflops_1t=gflops,
                 pct_peak_1t=100 * gflops / peak, speedup=one / many, threads=threads)
        )  # fmt: skip
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", default="resnet18")
    parser.add_argument("--runs", type=int, default=25)
    args = parser.parse_args()
    rows = measure(args.model, args.runs)
    print(f"{'layer':16} {'shape':26} {'ms 1T':>7} {'GFLOP/s 1T':>10} {'% peak':>7} {'speedup':>8}")
    for r in rows:
        print(f"{r['layer']:16} {r['label']:26} {r['ms_1t']:7.2f} {r['gflops_1t']:10.1f} {r['pct_peak_1t']:6.0f}% "
              f"{r['speedup']:7.2f}x")  # fmt: skip
    big = [r for r in rows if r["ms_1t"] >= 2.0]
    if big:
        worst = min(r["speedup"] for r in big)
        print(f"layers >= 2 ms at 1 thread: speedup at {rows[0]['threads']} threads, min {worst:.2f}x")


if __name__ == "__main__":
    main()
