"""Winograd against the Indirect GEMM, per 3x3 stride-1 layer of real models, side by side in one run.

    python -m ixconv.bench.winograd                      # ResNet-18 and VGG-16, one thread
    python -m ixconv.bench.winograd --models resnet18 --threads 2 --min-channels 16

For every layer: the median time of the indirect kernel, F(4x4, 3x3) and F(6x6, 3x3), their speed-up over
indirect with the 20/80% spread of per-block ratios, GFLOP/s counted as *direct-equivalent* FLOPs
(2 x taps x C x K per output pixel, as if every tap were multiplied: Winograd can exceed the FMA peak),
the error against a float64 direct convolution (max abs / max |y|), and the memory each variant keeps:
packed weights and the transformed tiles of one call (Winograd's scratch). Calls alternate variant by
variant, block by block, so the machine's drift hits all of them alike.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from ixconv.bench.layers import ConvLayer, load_layers
from ixconv.ops.conv import Conv2d
from ixconv.ops.reference import conv2d_reference
from ixconv.ops.winograd import WinogradConv2d

VARIANTS = ("indirect", "F(4x4)", "F(6x6)")


def _operators(layer: ConvLayer, weight: np.ndarray, bias: np.ndarray, threads: int) -> dict:
    pad = layer.padding
    return {
        "indirect": Conv2d(weight, bias, padding=pad, num_threads=threads),
        "F(4x4)": WinogradConv2d(weight, bias, padding=pad, m=4, num_threads=threads),
        "F(6x6)": WinogradConv2d(weight, bias, padding=pad, m=6, num_threads=threads),
    }


def bench_layer(layer: ConvLayer, threads: int = 1, blocks: int = 7, seconds: float = 1.5) -> dict:
    rng = np.random.default_rng(0)
    c, k = layer.in_channels, layer.out_channels
    x = np.maximum(rng.standard_normal((1, layer.height, layer.width, c)), 0).astype(np.float32)  # post-ReLU
    weight = (rng.standard_normal((k, c, 3, 3)) * np.sqrt(2 / (9 * c))).astype(np.float32)  # He init
    bias = (0.1 * rng.standard_normal(k)).astype(np.float32)
    ops = _operators(layer, weight, bias, threads)
    outs = {name: op(x) for name, op in ops.items()}
    exact = conv2d_reference(x.astype(np.float64), weight.astype(np.float64), bias.astype(np.float64),
                             ops["indirect"].params, None)  # fmt: skip
    scale = float(np.abs(exact).max())
    t0 = time.perf_counter()
    ops["indirect"](x, out=outs["indirect"])
    once = time.perf_counter() - t0
    per_block = max(3, int(seconds / blocks / max(once, 1e-6) / 2))
    samples: dict[str, list[float]] = {name: [] for name in ops}
    ratios: dict[str, list[float]] = {name: [] for name in ops}
    for _ in range(blocks):
        block = {}
        for name, op in ops.items():
            times = []
            for _ in range(per_block):
                t0 = time.perf_counter()
                op(x, out=outs[name])
                times.append(time.perf_counter() - t0)
            block[name] = float(np.median(times))
            samples[name] += times
        for name in ops:
            ratios[name].append(block["indirect"] / block[name])
    flops = layer.flops
    row = {"layer": f"{layer.model}/{layer.name}", "shape": layer.label, "count": layer.count, "variants": {}}
    for name, op in ops.items():
        median = float(np.median(samples[name]))
        q20, q80 = np.quantile(ratios[name], [0.2, 0.8])
        scratch = op.scratch_bytes(layer.height, layer.width) if isinstance(op, WinogradConv2d) else 0
        row["variants"][name] = {
            "ms": median * 1e3,
            "gflops_direct_equivalent": flops / median / 1e9,
            "speedup": float(np.median(ratios[name])),
            "speedup_q20": float(q20),
            "speedup_q80": float(q80),
            "error": float(np.abs(outs[name] - exact).max() / scale),
            "weight_bytes": int(op.packed.nbytes),
            "scratch_bytes": int(scratch),
        }
    return row


def layers_of(models: list[str], min_channels: int) -> list[ConvLayer]:
    out = []
    for model in models:
        for layer in load_layers(model):
            if (layer.kernel, layer.stride, layer.groups) != ((3, 3), 1, 1) or layer.in_channels < min_channels:
                continue
            out.append(layer)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="resnet18,vgg16")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--min-channels", type=int, default=64, help="input channels of the layers shown")
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args(argv)
    layers = layers_of(args.models.split(","), args.min_channels)
    print(f"{'layer':<22} {'shape':<24} " + " ".join(f"{v:>24}" for v in VARIANTS))
    print(f"{'':<22} {'':<24} " + " ".join(f"{'ms  GF/s(de)  x ind':>24}" for _ in VARIANTS))
    rows = []
    for layer in layers:
        row = bench_layer(layer, args.threads)
        rows.append(row)
        cells = []
        for name in VARIANTS:
            v = row["variants"][name]
            cells.append(f"{v['ms']:7.3f} {v['gflops_direct_equivalent']:6.0f} {v['speedup']:5.2f}x")
        print(f"{row['layer']:<22} {row['shape']:<24} " + " ".join(f"{c:>24}" for c in cells), flush=True)
    print("\nspread of the speed-up (20%-80% of per-block ratios), error vs float64 direct, memory:")
    for row in rows:
        parts = []
        for name in VARIANTS[1:]:
            v = row["variants"][name]
            parts.append(
                f"{name} {v['speedup_q20']:.2f}-{v['speedup_q80']:.2f}x err {v['error']:.1e} "
                f"weights {v['weight_bytes'] / 2**20:.1f} MiB scratch {v['scratch_bytes'] / 2**20:.1f} MiB"
            )
        ind = row["variants"]["indirect"]
        print(f"{row['layer']:<22} indirect err {ind['error']:.1e} weights {ind['weight_bytes'] / 2**20:.1f} MiB | "
              + " | ".join(parts))  # fmt: skip
    for name in VARIANTS[1:]:
        speedups = [r["variants"][name]["speedup"] for r in rows]
        geo = float(np.exp(np.mean(np.log(speedups))))
        print(f"{name}: geomean {geo:.2f}x over indirect, min {min(speedups):.2f}x, {args.threads} thread(s)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"threads": args.threads, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
