"""Kernel panels side by side on chosen layers: ``python -m ixconv.bench.panels``.

Each layer runs as one ``Conv2d`` per spec (same weights, same input, outputs checked against the first spec's),
one thread, the specs timed in interleaved blocks (``ixconv.bench.e2e.interleaved``); the median of each is printed
with its ratio to the first spec: how a panel choice (``ixconv.codegen.spec.PANEL_CHOICES``) was measured.

    python -m ixconv.bench.panels --layers 56x56:24-72:1,28x28:40-120:1,14x14:256-256:3 \\
        --specs 5x16u2,4x24u2 [--runs 200] [--threads 1]

A layer is ``HxW:C-K:R`` (map, input and output channels, an RxR kernel, stride 1, same padding, ReLU); a spec is
``MRxNRu<unroll>`` of this CPU's ISA (``ixconv info``), with ``ti`` or ``tp`` after it for the order of its work items
(``tile_inner``, ``tile_panels``; default ``panel_inner``), e.g. ``5x16u2tp``. Each call writes the same output array.
"""

from __future__ import annotations

import argparse
import functools
import re

import numpy as np

from ixconv.bench.e2e import interleaved
from ixconv.bench.harness import Timing
from ixconv.codegen.spec import ORDER_TAGS, GemmSpec
from ixconv.cpu import host
from ixconv.ops.conv import Conv2d

LAYER = re.compile(r"^(\d+)x(\d+):(\d+)-(\d+):(\d+)$")
ORDERS = {tag.removeprefix("_") or None: order for order, tag in ORDER_TAGS.items()}  # the spec name's order tags
SPEC = re.compile(r"^(\d+)x(\d+)u(\d+)(" + "|".join(tag for tag in ORDERS if tag) + r")?$")


def parse_layer(text: str) -> tuple[int, int, int, int, int]:
    m = LAYER.match(text.strip())
    if not m:
        raise ValueError(f"layers: {text!r} is not HxW:C-K:R (e.g. 56x56:24-72:1)")
    return tuple(int(g) for g in m.groups())  # type: ignore[return-value]


def parse_spec(text: str, isa: str) -> GemmSpec:
    m = SPEC.match(text.strip())
    if not m:
        raise ValueError(f"specs: {text!r} is not MRxNRu<unroll>[ti|tp] (e.g. 4x24u2, 5x16u2tp)")
    mr, nr, unroll = (int(g) for g in m.groups()[:3])
    return GemmSpec(isa, mr, nr, unroll=unroll, order=ORDERS[m.group(4)])


def measure(layer: tuple[int, int, int, int, int], specs: list[GemmSpec], runs: int, threads: int) -> list[Timing]:
    """Each spec's time on one layer (median and 20/80% quantiles), the specs timed in interleaved blocks."""
    h, w, c, k, r = layer
    rng = np.random.default_rng(0)
    x = rng.standard_normal((1, h, w, c)).astype(np.float32)
    weight = rng.standard_normal((k, c, r, r)).astype(np.float32) / np.sqrt(c * r * r)
    bias = rng.standard_normal(k).astype(np.float32)
    ops = [Conv2d(weight, bias, padding=r // 2, activation="relu", spec=s, num_threads=threads) for s in specs]
    first = ops[0](x)
    for spec, op in zip(specs[1:], ops[1:]):
        np.testing.assert_allclose(op(x), first, rtol=1e-4, atol=1e-4, err_msg=spec.name)
    out = np.empty_like(first)  # one output for every call: no allocation (and its page faults) in the timing
    timings = interleaved({spec.name: functools.partial(op, x, out) for spec, op in zip(specs, ops)}, runs)
    return [timings[spec.name] for spec in specs]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.panels", description=__doc__.split("\n")[0])
    parser.add_argument("--layers", required=True, help="comma-separated HxW:C-K:R")
    parser.add_argument("--specs", required=True, help="comma-separated MRxNRu<unroll>[ti|tp]; ratios to the first")
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    isa = host().isa
    specs = [parse_spec(s, isa) for s in args.specs.split(",")]
    print(f"{host().name} ({isa}), {args.threads} thread(s), median of {args.runs} calls in interleaved blocks")
    for text in args.layers.split(","):
        layer = parse_layer(text)
        h, w, c, k, r = layer
        times = [t.median for t in measure(layer, specs, args.runs, args.threads)]
        flops = 2 * h * w * c * k * r * r
        cells = [
            f"{s.name.removeprefix('f32_gemm_')} {t * 1e6:.0f} us {flops / t / 1e9:.0f} GFLOP/s {times[0] / t:.2f}x"
            for s, t in zip(specs, times)
        ]
        print(f"{h}x{w} {r}x{r} {c}->{k}: " + " | ".join(cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
