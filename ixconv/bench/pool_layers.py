"""Pooling kernels: the indirection form against the default (sliding along rows), on the sweep's pooling
shapes, one thread, alternating.

``python -m ixconv.bench.pool_layers [--runs N] [--rounds R]``: per layer, both ``PoolStep`` kernels by the
native stopwatch (``time_kernel``), ``rounds`` alternations; prints the medians and the speedup. The outputs are
checked equal first.
"""

from __future__ import annotations

import argparse

import numpy as np

from ixconv.bench.harness import time_kernel
from ixconv.graph import nhwc_ops
from ixconv.graph.ir import Node

# (operator, NHWC input, attributes, where it comes from)
LAYERS = [
    ("MaxPool", (1, 320, 320, 24), dict(kernel_shape=[2, 2], pads=[0, 0, 1, 1]), "PP-OCRv6 det stem (PP-HGNetV2)"),
    ("MaxPool", (1, 112, 112, 64), dict(kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]), "ResNet stem"),
    ("MaxPool", (1, 20, 20, 128), dict(kernel_shape=[5, 5], pads=[2, 2, 2, 2]), "YOLOv8n SPPF"),
    ("MaxPool", (1, 56, 56, 128), dict(kernel_shape=[2, 2], strides=[2, 2]), "VGG-style 2x2 s2"),
    ("MaxPool", (1, 28, 28, 256), dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1]), "GoogLeNet branch pool"),
    ("AveragePool", (1, 28, 28, 192), dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1]), "Inception v3 branch pool"),
    ("AveragePool", (1, 56, 56, 256), dict(kernel_shape=[2, 2], strides=[2, 2]), "DenseNet transition"),
]


def _call(op: str, attrs: dict, x: np.ndarray, pixels: int | None):
    """``PoolStep``'s native call on ``x`` (``pixels`` 1: the indirection form; None: the default spec)."""
    chosen = nhwc_ops.pool_spec
    if pixels is not None:
        nhwc_ops.pool_spec = lambda *args, **kwargs: chosen(*args, **kwargs, pixels=pixels)
    try:
        step = nhwc_ops.PoolStep(Node(op, ["x"], ["y"], dict(attrs), "pool"))
        step.set_threads(1)
        y = step([x])[0]
        out = np.empty_like(y)
        return step.native([x], [out])[0], y
    finally:
        nhwc_ops.pool_spec = chosen


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="timed runs per variant per round")
    parser.add_argument("--rounds", type=int, default=5, help="alternations of the two forms")
    args = parser.parse_args(argv)
    for op, shape, attrs, where in LAYERS:
        x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
        calls = {"indirection": _call(op, attrs, x, 1), "default": _call(op, attrs, x, None)}
        np.testing.assert_array_equal(calls["indirection"][1], calls["default"][1])
        samples: dict[str, list[float]] = {name: [] for name in calls}
        for _ in range(args.rounds):
            for name, (call, _) in calls.items():
                samples[name] += time_kernel(call, runs=args.runs, warmup=2).samples
        med = {name: float(np.median(t)) * 1e6 for name, t in samples.items()}
        kernel = f"{attrs['kernel_shape'][0]}x{attrs['kernel_shape'][1]} s{attrs.get('strides', [1])[0]}"
        print(
            f"{op:12s} {'x'.join(map(str, shape[1:])):>11s} {kernel:7s} indirection {med['indirection']:7.1f} us  "
            f"default {med['default']:7.1f} us  x{med['indirection'] / med['default']:.2f}  ({where})"
        )


if __name__ == "__main__":
    main()
