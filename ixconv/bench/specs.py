"""Re-measure the default kernel spec of this machine's ISA: ``python -m ixconv.bench.specs``.

Times a shortlist of specs (or every valid one with ``--all``) on a model's non-1x1 layers at one
thread, and prints them ranked by the model-weighted GFLOP/s. The winner belongs in
``ixconv.codegen.spec.DEFAULT_SPECS``.
"""

from __future__ import annotations

import argparse

import numpy as np

from ixconv.bench.harness import time_it
from ixconv.bench.layers import load_layers
from ixconv.codegen.spec import VECTOR_FLOATS, GemmSpec, default_spec, enumerate_specs
from ixconv.cpu import host
from ixconv.ops.conv import Conv2d


def shortlist(isa: str) -> list[GemmSpec]:
    vl = VECTOR_FLOATS[isa]
    shapes = [(6, 4 * vl), (5, 4 * vl), (12, 2 * vl), (8, 2 * vl), (7, 2 * vl), (4, 3 * vl), (6, 2 * vl)]
    out = []
    for mr, nr in shapes:
        for unroll in (1, 2, 4):
            try:
                out.append(GemmSpec(isa, mr, nr, unroll))
            except ValueError:
                continue
    return out


def measure(specs: list[GemmSpec], model: str, runs: int) -> list[tuple[float, GemmSpec]]:
    layers = [layer for layer in load_layers(model) if layer.kernel != (1, 1)]
    rng = np.random.default_rng(0)
    data = []
    for layer in layers:
        x = rng.standard_normal((1, layer.height, layer.width, layer.in_channels), dtype=np.float32)
        w = rng.standard_normal((layer.out_channels, layer.in_channels, *layer.kernel), dtype=np.float32)
        data.append((layer, x, w))
    ranked = []
    for spec in specs:
        seconds = 0.0
        for layer, x, w in data:
            op = Conv2d(w, stride=layer.stride, padding=layer.padding, num_threads=1, spec=spec)
            out = op(x)
            seconds += layer.count * time_it(lambda op=op, x=x, out=out: op(x, out=out), runs=runs).median
        flops = sum(layer.count * layer.flops for layer, _, _ in data)
        ranked.append((flops / seconds / 1e9, spec))
        print(f"{spec.name:32} {flops / seconds / 1e9:7.1f} GFLOP/s", flush=True)
    return sorted(ranked, key=lambda r: -r[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", default="resnet18")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--all", action="store_true", help="every valid spec of the ISA (slow)")
    args = parser.parse_args()
    isa = host().isa
    specs = enumerate_specs(isa) if args.all else shortlist(isa)
    ranked = measure(specs, args.model, args.runs)
    print(
        f"\nbest on {args.model} ({isa}): {ranked[0][1].name} at {ranked[0][0]:.1f} GFLOP/s; "
        f"current default {default_spec(isa).name}"
    )


if __name__ == "__main__":
    main()
