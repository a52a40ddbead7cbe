"""8-bit depthwise kernel forms side by side on MobileNet v2's and v3's depthwise shapes, one thread, alternating.

``python -m ixconv.bench.qdw_layers [--runs N] [--rounds R] [--candidates]``: per layer, the kernel by the native
stopwatch (``time_kernel``): the pre-VNNI widening form (``QDwSpec(avx512, 32, taps)``), on AVX512-VNNI hosts
the VNNI form through the indirection buffer (``kernel_width=0``), and the default spec (there the VNNI form
sliding along rows), alternating ``rounds`` times; prints medians in GOP/s (2 * MACs) and the default's speedup
over each. Outputs are checked bit-exact against the NumPy integer reference first.
"""

from __future__ import annotations

import argparse
from dataclasses import replace

import numpy as np

from ixconv.bench.harness import time_kernel
from ixconv.bench.layers import ConvLayer
from ixconv.bench.qconv_layers import check_exact, make_ops
from ixconv.codegen.qdwconv import QDwSpec
from ixconv.cpu import host

# (height, width, channels, stride, kernel) of MobileNet v2's 3x3 depthwise layers, and MobileNet v3's first
# (16 channels) and 5x5 ones
SHAPES = [(112, 112, 16, 1, 3), (112, 112, 32, 1, 3), (112, 112, 96, 2, 3), (56, 56, 144, 1, 3), (56, 56, 144, 2, 3),
          (28, 28, 192, 1, 3), (28, 28, 192, 2, 3), (14, 14, 384, 1, 3), (14, 14, 576, 1, 3), (14, 14, 576, 2, 3),
          (7, 7, 960, 1, 3), (56, 56, 72, 2, 5), (28, 28, 120, 1, 5), (14, 14, 672, 2, 5),
          (7, 7, 960, 1, 5)]  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="timed runs per variant per round")
    parser.add_argument("--rounds", type=int, default=3, help="alternations of the variants")
    parser.add_argument(
        "--candidates",
        action="store_true",
        help="also the VNNI form's other channel tile and 6 pixels a step (what the tuner tries)",
    )
    args = parser.parse_args(argv)
    old_isa = host().isa
    for h, w, c, s, k in SHAPES:
        layer = ConvLayer("mobilenet", f"{h}x{w}x{c} {k}x{k}/{s}", 1, h, w, c, c, (k, k), s, (k - 1) // 2, c)
        new, x, _, _, wq = make_ops(layer)
        variants = {"widening": make_ops(layer, spec=QDwSpec(old_isa, 32 if old_isa == "avx512" else 16, k * k))[0]}
        if new.spec.vnni and new.spec.sliding:
            variants["vnni-indirect"] = make_ops(layer, spec=replace(new.spec, kernel_width=0, stride=1))[0]
        if new.spec.vnni and args.candidates:  # the rule's alternatives: the other channel tile, more pixels a step
            for tile, pixels in ((32, 6), (64, 6), (32, new.spec.pixels)):
                if (tile, pixels) != (new.spec.channel_tile, new.spec.pixels):
                    spec = replace(new.spec, channel_tile=tile, pixels=pixels)
                    variants[f"vnni-{tile}c-{pixels}p"] = make_ops(layer, spec=spec)[0]
        variants["default"] = new
        for op in variants.values():
            check_exact(op, x, wq)
        oh, ow = layer.out_size
        ops = 2 * oh * ow * c * k * k
        calls = {v: op.native_calls(x, np.empty(op.output_shape(x.shape), np.uint8))[0] for v, op in variants.items()}
        samples: dict[str, list[float]] = {v: [] for v in variants}
        for _ in range(args.rounds):
            for v, call in calls.items():
                samples[v] += time_kernel(call, runs=args.runs, warmup=2).samples
        med = {v: float(np.median(t)) for v, t in samples.items()}
        spread = {v: (np.quantile(t, 0.8) - np.quantile(t, 0.2)) / med[v] for v, t in samples.items()}
        cells = [f"{v} {ops / med[v] / 1e9:6.1f} GOP/s (+-{spread[v]:.0%})" for v in variants]
        ratios = [f"x{med[v] / med['default']:.2f} over {v}" for v in variants if v != "default"]
        print(f"{layer.name:>20}  " + "  ".join(cells) + "  " + ", ".join(ratios) + f"  [{new.spec.name}]")


if __name__ == "__main__":
    main()
