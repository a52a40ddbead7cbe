"""fp32 depthwise tiles side by side on chosen layers, one thread, alternating: how a channel-tile rule is measured.

``python -m ixconv.bench.dw_layers [--layers HxWxC:K:S,...] [--tiles 2x4,3x3,4x2] [--runs N] [--rounds R]``: per layer
(an HxW map of C channels, a KxK kernel at stride S, same padding, ReLU), every tile ``VxP`` (V vectors of channels
per work item, P output pixels per sliding block) and the layer's default spec (``layer_dw_spec``), each timed by the
native stopwatch (``time_kernel``) and alternated ``rounds`` times; prints each median in GB/s of the input and
output it moves and its speed-up over the first tile. Outputs are checked against the first tile's first (a
channel's sums do not depend on the tile: they must be equal bit for bit).
"""

from __future__ import annotations

import argparse
import re

import numpy as np

from ixconv.bench.harness import time_kernel
from ixconv.codegen.dwconv import DwSpec, layer_dw_spec
from ixconv.cpu import host
from ixconv.ops.conv import Conv2d

# MobileNet v2 / v3, MNASNet and PP-PicoDet depthwise shapes: (height, width, channels, kernel, stride)
LAYERS = ",".join(
    ["112x112x24:3:1", "56x56x72:3:1", "112x112x48:3:2", "56x56x144:3:1", "28x28x120:5:1", "14x14x672:5:1"]
    + ["400x304x32:3:2", "100x76x128:3:2"]
)
LAYER = re.compile(r"^(\d+)x(\d+)x(\d+):(\d+):(\d+)$")
TILE = re.compile(r"^(\d+)x(\d+)$")


def parse_layer(text: str) -> tuple[int, int, int, int, int]:
    match = LAYER.match(text.strip())
    if not match:
        raise ValueError(f"layers: {text!r} is not HxWxC:K:S (e.g. 56x56x72:3:1)")
    return tuple(int(g) for g in match.groups())  # type: ignore[return-value]


def tile_spec(text: str, isa: str, kernel: int, stride: int) -> DwSpec:
    match = TILE.match(text.strip())
    if not match:
        raise ValueError(f"tiles: {text!r} is not VxP (vectors x pixels, e.g. 3x3)")
    vectors, pixels = (int(g) for g in match.groups())
    return DwSpec(isa, vectors, kernel * kernel, pixels=pixels, kernel_width=kernel, stride=stride)


def measure(layer: tuple[int, int, int, int, int], tiles: list[str], runs: int, rounds: int) -> dict[str, float]:
    """Median seconds of each tile and of the default spec on one layer, alternated ``rounds`` times."""
    h, w, c, k, s = layer
    isa = host().isa
    rng = np.random.default_rng(0)
    weight = rng.standard_normal((c, 1, k, k)).astype(np.float32)
    x = rng.standard_normal((1, h, w, c)).astype(np.float32)
    default = layer_dw_spec(isa, (k, k), (s, s), (1, 1), channels=c)
    specs = {t: tile_spec(t, isa, k, s) for t in tiles} | {f"default {default.vectors}x{default.pixels}": default}
    calls, first = {}, None
    for name, spec in specs.items():
        op = Conv2d(weight, np.zeros(c, np.float32), stride=s, padding=k // 2, groups=c, activation="relu",
                    algorithm="depthwise", spec=spec, num_threads=1)  # fmt: skip
        y = op(x)
        if first is None:
            first = y
        elif not np.array_equal(y, first):
            raise AssertionError(f"{spec.name} differs from {tiles[0]} on {h}x{w}x{c} {k}x{k}/{s}")
        calls[name] = op.native_calls(x, np.empty_like(y))[0]
    samples: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(rounds):
        for name, call in calls.items():
            samples[name] += time_kernel(call, runs=runs, warmup=2).samples
    return {name: float(np.median(t)) for name, t in samples.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.dw_layers", description=__doc__.splitlines()[0])
    parser.add_argument("--layers", default=LAYERS, help="comma-separated HxWxC:K:S")
    parser.add_argument("--tiles", default="2x4,3x3,4x2", help="comma-separated VxP; ratios are to the first")
    parser.add_argument("--runs", type=int, default=10, help="timed runs per tile per round")
    parser.add_argument("--rounds", type=int, default=5, help="alternations of the tiles")
    args = parser.parse_args(argv)
    tiles = [t.strip() for t in args.tiles.split(",")]
    print(f"fp32 depthwise tiles, one thread, {host().isa}: median of {args.runs} x {args.rounds} alternating runs")
    for text in args.layers.split(","):
        h, w, c, k, s = layer = parse_layer(text)
        med = measure(layer, tiles, args.runs, args.rounds)
        ho, wo = -(-h // s), -(-w // s)
        moved = 4 * c * (h * w + ho * wo)
        base = med[tiles[0]]
        cells = [f"{name} {t * 1e6:7.0f} us {moved / t / 1e9:5.1f} GB/s {base / t:4.2f}x" for name, t in med.items()]
        print(f"{text:>20}  " + "  ".join(cells))


if __name__ == "__main__":
    main()
