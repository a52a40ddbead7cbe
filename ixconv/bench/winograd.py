"""Winograd against the Indirect GEMM, per 3x3 stride-1 layer of real models, side by side in one run.

    python -m ixconv.bench.winograd                      # ResNet-18 and VGG-16, one thread
    python -m ixconv.bench.winograd --models resnet18 --threads 2 --min-channels 16
    python -m ixconv.bench.winograd --int8 --shapes 80x80x80-80,28x28x128-128   # the 8-bit forms, bit-exact

For every layer: the median time of the indirect kernel, F(4x4, 3x3) and F(6x6, 3x3), their speed-up over
indirect with the 20/80% spread of per-block ratios, GFLOP/s counted as *direct-equivalent* FLOPs
(2 x taps x C x K per output pixel, as if every tap were multiplied: Winograd can exceed the FMA peak),
the error against a float64 direct convolution (max abs / max |y|), and the memory each variant keeps:
packed weights and the transformed tiles of one call (Winograd's scratch). Calls alternate variant by
variant, block by block, so the machine's drift hits all of them alike. ``--int8``: QLinearConv's Indirect GEMM
against its 8-bit Winograd F(4x4) (``ixconv.ops.qwinograd``), outputs compared byte for byte.
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
INT8_VARIANTS = ("indirect", "winograd")


def _operators(layer: ConvLayer, weight: np.ndarray, bias: np.ndarray, threads: int) -> dict:
    pad = layer.padding
    return {
        "indirect": Conv2d(weight, bias, padding=pad, num_threads=threads),
        "F(4x4)": WinogradConv2d(weight, bias, padding=pad, m=4, num_threads=threads),
        "F(6x6)": WinogradConv2d(weight, bias, padding=pad, m=6, num_threads=threads),
    }


def _alternate(ops: dict, x: np.ndarray, outs: dict, blocks: int, seconds: float) -> tuple[dict, dict]:
    """Per variant: every call's seconds, and per block its median over the first variant's (its speed-up)."""
    first = next(iter(ops))
    t0 = time.perf_counter()
    ops[first](x, out=outs[first])
    once = time.perf_counter() - t0
    per_block = max(3, int(seconds / blocks / max(once, 1e-6) / len(ops)))
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
            ratios[name].append(block[first] / block[name])
    return samples, ratios


def bench_int8_layer(height: int, width: int, c: int, k: int, threads: int = 1, blocks: int = 7,
                     seconds: float = 1.5) -> dict:  # fmt: skip
    """One 3x3 stride-1 QLinearConv (uint8 activations, int8 per-channel weights, padding 1): the Indirect GEMM
    against the 8-bit Winograd, their outputs byte for byte equal."""
    from ixconv.ops.qconv import QConv2d

    rng = np.random.default_rng(0)
    x = rng.integers(0, 256, (1, height, width, c)).astype(np.uint8)
    w = np.clip(rng.normal(0, 30, (k, c, 3, 3)), -127, 127).astype(np.int8)
    args = (w, (rng.random(k) * 0.01 + 0.001).astype(np.float32), np.int8(0), 0.02, np.uint8(0), 0.5, np.uint8(3))
    bias = rng.integers(-5000, 5000, k).astype(np.int32)
    ops = {name: QConv2d(*args, bias, padding=1, num_threads=threads, algorithm=name) for name in INT8_VARIANTS}
    outs = {name: op(x) for name, op in ops.items()}
    if not np.array_equal(outs["indirect"], outs["winograd"]):
        raise AssertionError(f"{height}x{width}x{c}->{k}: the 8-bit Winograd differs from the direct kernel")
    samples, ratios = _alternate(ops, x, outs, blocks, seconds)
    row = {"layer": f"{height}x{width}x{c}->{k}", "variants": {}}
    for name, op in ops.items():
        q20, q80 = np.quantile(ratios[name], [0.2, 0.8])
        row["variants"][name] = {
            "us": float(np.median(samples[name])) * 1e6, "speedup": float(np.median(ratios[name])),
            "speedup_q20": float(q20), "speedup_q80": float(q80), "weight_bytes": int(op.packed.nbytes),
        }  # fmt: skip
    return row


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
    samples, ratios = _alternate(ops, x, outs, blocks, seconds)
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
    parser.add_argument("--int8", action="store_true", help="QLinearConv: Indirect GEMM against the 8-bit Winograd")
    parser.add_argument("--shapes", help="with --int8: HxWxC-K layers instead of the models' (e.g. 80x80x80-80)")
    args = parser.parse_args(argv)
    if args.int8:
        _main_int8(args)
        return
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


def _main_int8(args) -> None:
    if args.shapes:
        shapes = []
        for item in args.shapes.split(","):
            size, _, k = item.partition("-")
            h, w, c = (int(v) for v in size.split("x"))
            shapes.append((h, w, c, int(k)))
    else:
        shapes = sorted({(layer.height, layer.width, layer.in_channels, layer.out_channels)
                         for layer in layers_of(args.models.split(","), args.min_channels)}, reverse=True)  # fmt: skip
    print(f"{'layer':<20} {'indirect us':>12} {'winograd us':>12} {'speed-up (20-80%)':>22} {'weights MiB':>16}")
    rows = []
    for h, w, c, k in shapes:
        row = bench_int8_layer(h, w, c, k, args.threads)
        rows.append(row)
        ind, win = row["variants"]["indirect"], row["variants"]["winograd"]
        spread = f"{win['speedup']:.2f}x ({win['speedup_q20']:.2f}-{win['speedup_q80']:.2f})"
        weights = f"{ind['weight_bytes'] / 2**20:.2f} / {win['weight_bytes'] / 2**20:.2f}"
        print(f"{row['layer']:<20} {ind['us']:12.1f} {win['us']:12.1f} {spread:>22} {weights:>16}", flush=True)
    geo = float(np.exp(np.mean(np.log([r["variants"]["winograd"]["speedup"] for r in rows]))))
    print(f"8-bit Winograd: geomean {geo:.2f}x over the Indirect GEMM, {args.threads} thread(s), outputs identical")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"threads": args.threads, "int8": True, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
