"""Sliding windows: the geometry that pooling and convolution share (kernel, strides, dilations, explicit or
auto padding, ceil_mode)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.registry import bad_attr, choose, fail, flag

AUTO_PADS = ("NOTSET", "VALID", "SAME_UPPER", "SAME_LOWER")


@dataclass(frozen=True)
class Window:
    kernel: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    begin: tuple[int, ...]  # padding before each spatial axis
    end: tuple[int, ...]  # padding after (explicit or auto; not the ceil_mode overhang)
    out: tuple[int, ...]

    def taps(self):
        return itertools.product(*(range(k) for k in self.kernel))

    def tap_slices(self, tap: Sequence[int]) -> tuple[slice, ...]:
        """Slices of the padded input that the windows' `tap` element visits, one per spatial axis."""
        return tuple(
            slice(t * d, t * d + (o - 1) * s + 1, s) for t, d, o, s in zip(tap, self.dilations, self.out, self.strides)
        )

    def padded_extent(self, spatial: Sequence[int]) -> list[tuple[int, int]]:
        """(before, after) padding that makes every window fit (after covers the ceil_mode overhang)."""
        return [
            (b, max(0, (o - 1) * s + (k - 1) * d + 1 - n - b))
            for n, k, s, d, b, o in zip(spatial, self.kernel, self.strides, self.dilations, self.begin, self.out)
        ]


def ints_attr(node: Node, name: str, n: int, default: int, minimum: int) -> tuple[int, ...]:
    value = node.attrs.get(name)
    if value is None:
        return (default,) * n
    if len(value) != n or any(v < minimum for v in value):
        raise bad_attr(node, name, f"expected {n} integers >= {minimum}")
    return tuple(int(v) for v in value)


def check_window_attrs(node: Node, n: int | None = None) -> None:
    """Validate the window attributes that do not depend on the input shape."""
    auto_pad = choose(node, "auto_pad", "NOTSET", AUTO_PADS)
    kernel = node.attrs.get("kernel_shape")
    if kernel is not None:
        n = len(kernel)
        ints_attr(node, "kernel_shape", n, 1, 1)
    if n is None:
        return
    ints_attr(node, "strides", n, 1, 1)
    ints_attr(node, "dilations", n, 1, 1)
    ints_attr(node, "pads", 2 * n, 0, 0)
    if flag(node, "ceil_mode") and auto_pad != "NOTSET":
        # The spec's formula makes ceil_mode a no-op with auto_pad, ONNX Runtime ceils the VALID case and the
        # reference evaluator asserts: ambiguous, so refused.
        raise bad_attr(node, "ceil_mode", f"ceil_mode=1 with auto_pad={auto_pad!r} is ambiguous")


def window_of(node: Node, spatial: Sequence[int], kernel: Sequence[int], ceil_mode: bool = False) -> Window:
    n = len(spatial)
    kernel = tuple(int(k) for k in kernel)
    strides = ints_attr(node, "strides", n, 1, 1)
    dilations = ints_attr(node, "dilations", n, 1, 1)
    auto_pad = node.attrs.get("auto_pad", "NOTSET")
    span = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    if auto_pad == "NOTSET":
        pads = ints_attr(node, "pads", 2 * n, 0, 0)
        begin, end = pads[:n], pads[n:]
        out = []
        for i in range(n):
            room = spatial[i] + begin[i] + end[i] - span[i]
            o = (-(-room // strides[i]) if ceil_mode else room // strides[i]) + 1
            if ceil_mode and (o - 1) * strides[i] >= spatial[i] + begin[i]:
                o -= 1  # the last window must start inside the input or its leading padding
            out.append(o)
    elif auto_pad == "VALID":
        begin = end = (0,) * n
        out = [(spatial[i] - span[i]) // strides[i] + 1 for i in range(n)]
    else:
        out = [-(-spatial[i] // strides[i]) for i in range(n)]
        total = [max(0, (out[i] - 1) * strides[i] + span[i] - spatial[i]) for i in range(n)]
        half = [t // 2 if auto_pad == "SAME_UPPER" else t - t // 2 for t in total]
        begin, end = tuple(half), tuple(t - h for t, h in zip(total, half))
    if min(out, default=1) < 1:
        raise fail(node, f"input spatial shape {tuple(spatial)} is smaller than the window {tuple(span)}")
    return Window(kernel, strides, dilations, tuple(begin), tuple(end), tuple(out))


def pad_spatial(x: np.ndarray, extent: list[tuple[int, int]], value) -> np.ndarray:
    if not any(b or a for b, a in extent):
        return x
    return np.pad(x, [(0, 0)] * (x.ndim - len(extent)) + extent, mode="constant", constant_values=value)


def spatial_pads(node: Node, auto_pad: str, size: tuple[int, int], kernel, strides, dilations) -> list[int]:
    """[top, left, bottom, right] for an input of `size` (ONNX auto_pad rules)."""
    if auto_pad in ("NOTSET", ""):
        pads = list(node.attrs.get("pads", [0, 0, 0, 0]))
        if len(pads) != 4 or min(pads) < 0:
            raise bad_attr(node, "pads", "must be 4 non-negative values for a 2-D op")
        return pads
    if auto_pad == "VALID":
        return [0, 0, 0, 0]
    if auto_pad not in ("SAME_UPPER", "SAME_LOWER"):
        raise bad_attr(node, "auto_pad")
    begin, end = [], []
    for n, k, s, d in zip(size, kernel, strides, dilations):
        out = -(-n // s)
        total = max((out - 1) * s + (k - 1) * d + 1 - n, 0)
        small, large = total // 2, total - total // 2
        begin.append(small if auto_pad == "SAME_UPPER" else large)
        end.append(large if auto_pad == "SAME_UPPER" else small)
    return [begin[0], begin[1], end[0], end[1]]
