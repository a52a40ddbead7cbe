"""Old vs VNNI 8-bit depthwise kernel on MobileNet v2's depthwise shapes, one thread, alternating.

``python -m ixconv.bench.qdw_layers [--runs N] [--rounds R]``: per layer, the kernel by the native
stopwatch (``time_kernel``), the pre-VNNI form (``QDwSpec(avx512, 32, taps)``) and the default spec
alternating ``rounds`` times; prints medians in GOP/s (2 * MACs) and the speedup. Outputs are checked
bit-exact against the NumPy integer reference first.
"""

from __future__ import annotations

import argparse

import numpy as np

from ixconv.bench.harness import time_kernel
from ixconv.bench.layers import ConvLayer
from ixconv.bench.qconv_layers import check_exact, make_ops
from ixconv.codegen.qdwconv import QDwSpec
from ixconv.cpu import host

# (height, width, channels, stride) of MobileNet v2's 3x3 depthwise layers, and MobileNet v3's first (16 channels)
SHAPES = [(112, 112, 16, 1), (112, 112, 32, 1), (112, 112, 96, 2), (56, 56, 144, 1), (56, 56, 144, 2), (28, 28, 192, 1),
          (28, 28, 192, 2), (14, 14, 384, 1), (14, 14, 576, 1), (14, 14, 576, 2), (7, 7, 960, 1)]  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="timed runs per variant per round")
    parser.add_argument("--rounds", type=int, default=3, help="alternations of old and new")
    args = parser.parse_args(argv)
    old_isa = host().isa
    for h, w, c, s in SHAPES:
        layer = ConvLayer("mobilenet_v2", f"{h}x{w}x{c} s{s}", 1, h, w, c, c, (3, 3), s, 1, c)
        old, x, _, _, wq = make_ops(layer, spec=QDwSpec(old_isa, 32 if old_isa == "avx512" else 16, 9))
        new = make_ops(layer)[0]
        check_exact(old, x, wq)
        check_exact(new, x, wq)
        oh, ow = layer.out_size
        ops = 2 * oh * ow * c * 9
        outs = {v: np.empty(op.output_shape(x.shape), np.uint8) for v, op in (("old", old), ("new", new))}
        calls = {"old": old.native_calls(x, outs["old"])[0], "new": new.native_calls(x, outs["new"])[0]}
        samples: dict[str, list[float]] = {"old": [], "new": []}
        for _ in range(args.rounds):
            for v in ("old", "new"):
                samples[v] += time_kernel(calls[v], runs=args.runs, warmup=2).samples
        med = {v: float(np.median(t)) for v, t in samples.items()}
        spread = {v: (np.quantile(t, 0.8) - np.quantile(t, 0.2)) / med[v] for v, t in samples.items()}
        print(
            f"{layer.name:>16}  old {ops / med['old'] / 1e9:6.1f} GOP/s (+-{spread['old']:.0%})  "
            f"new {ops / med['new'] / 1e9:6.1f} GOP/s (+-{spread['new']:.0%})  x{med['old'] / med['new']:.2f}  "
            f"[{new.spec.name}]"
        )


if __name__ == "__main__":
    main()
