"""Calibration: the ranges of a float model's tensors over sample inputs, from which the quantizer chooses the
8-bit scales and zero points.

The model runs in ixconv itself: ``collect_ranges`` adds the tensors to observe as extra outputs of a copy of
the graph (the passes never fuse a graph output away, so each is the value the graph computes) and feeds it
the samples one batch at a time. Each tensor's values go to a ``RangeObserver``:

* ``minmax``: the smallest and largest value seen (ONNX Runtime's MinMax calibrator).
* ``percentile``: the range that keeps ``percentile`` % of the values, cutting (100 - p) / 2 % on each side
  (as ONNX Runtime's Percentile calibrator does for asymmetric types), never wider than min/max.
* ``entropy``: TensorRT's KL-divergence threshold on the histogram of |x| (128 quantization levels, as ONNX
  Runtime's Entropy calibrator), the range [max(min, -t), min(max, t)].

The histogram has ``BINS`` bins over [-R, R]; R starts at the first batch's largest |x| and doubles when a
value falls outside (bins merged in pairs, which loses nothing but resolution).
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from ixconv.graph.ir import Graph, ValueInfo

METHODS = ("minmax", "percentile", "entropy")
BINS = 4096  # a multiple of 4: doubling the range merges bins in pairs into the middle half
DEFAULT_PERCENTILE = 99.999


class RangeObserver:
    """The running range of one tensor (see the module's docstring for the methods)."""

    def __init__(self, method: str = "minmax", percentile: float = DEFAULT_PERCENTILE):
        if method not in METHODS:
            raise ValueError(f"method must be one of {METHODS}, got {method!r}")
        if not 0 < percentile <= 100:
            raise ValueError(f"percentile must be in (0, 100], got {percentile!r}")
        self.method, self.percentile = method, float(percentile)
        self.low, self.high = np.inf, -np.inf
        self.radius = 0.0  # the histogram covers [-radius, radius]
        self.counts = np.zeros(BINS, np.int64)
        self.pending_zeros = 0  # values seen (all zero) before the histogram had a range

    def observe(self, x: np.ndarray) -> None:
        x = np.asarray(x, np.float32).reshape(-1)
        if x.size == 0:
            return
        low, high = float(x.min()), float(x.max())
        if not (np.isfinite(low) and np.isfinite(high)):
            raise ValueError("calibration: the model computed NaN or infinite values on a calibration sample")
        self.low, self.high = min(self.low, low), max(self.high, high)
        if self.method == "minmax":
            return
        extent = max(-low, high)
        if extent == 0.0 and self.radius == 0.0:
            self.pending_zeros += x.size
            return
        if self.radius == 0.0:
            self.radius = extent
            self.counts[BINS // 2] += self.pending_zeros
        while extent > self.radius:
            merged = self.counts.reshape(-1, 2).sum(axis=1)
            self.counts = np.zeros(BINS, np.int64)
            self.counts[BINS // 4 : BINS // 4 + BINS // 2] = merged
            self.radius *= 2.0
        counts, _ = np.histogram(x, BINS, (-self.radius, self.radius))
        self.counts += counts

    def range(self) -> tuple[float, float]:
        """(low, high) to quantize to; (0, 0) if nothing was observed."""
        if self.low > self.high:
            return 0.0, 0.0
        if self.method == "minmax" or self.radius == 0.0:
            return self.low, self.high
        edges = np.linspace(-self.radius, self.radius, BINS + 1)
        if self.method == "percentile":
            cdf = np.cumsum(self.counts)
            cut = cdf[-1] * (100.0 - self.percentile) / 200.0
            first = int(np.searchsorted(cdf, cut, side="right"))  # the first bin holding a kept value
            last = int(np.searchsorted(cdf, cdf[-1] - cut, side="left"))
            low, high = float(edges[first]), float(edges[min(last, BINS - 1) + 1])
        else:
            half = BINS // 2
            magnitudes = self.counts[half:] + self.counts[:half][::-1]  # histogram of |x| over [0, radius]
            t = entropy_threshold(magnitudes) * self.radius / half
            low, high = -t, t
        return max(low, self.low), min(high, self.high)


def entropy_threshold(hist: np.ndarray, levels: int = 128, step: int = 8) -> float:
    """TensorRT's calibration (Migacz, 2017): the number of bins i (from ``levels`` up, every ``step``) whose
    distribution, clipped at i with the outliers folded into the last bin, loses the least information (KL
    divergence) when quantized to ``levels`` levels. Returned in bins (i, the threshold's right edge). The first
    bin's count is replaced by the second's: the exact zeros of a Relu's output would otherwise make clipping
    everything above the first 128 bins look cheap (MobileNet v2's Relu6 outputs clipped at 6/16)."""
    hist = hist.astype(np.float64)
    if len(hist) > 1:
        hist[0] = hist[1]  # the zeros a Relu makes would otherwise dominate (as NVIDIA's pytorch-quantization does)
    total = hist.sum()
    if total == 0 or len(hist) <= levels:
        return float(len(hist))
    best, best_i = np.inf, len(hist)
    for i in range(levels, len(hist) + 1, step):
        p = hist[:i].copy()
        p[-1] += hist[i:].sum()
        # quantize the first i bins into `levels` groups, spreading each group's sum over the bins where p is not 0
        groups = np.minimum((np.arange(i) * levels) // i, levels - 1)
        present = p > 0
        sums = np.bincount(groups, weights=hist[:i], minlength=levels)
        sizes = np.bincount(groups, weights=present, minlength=levels)
        q = np.where(present, sums[groups] / np.maximum(sizes[groups], 1), 0.0)
        p_sum, q_sum = p.sum(), q.sum()
        if q_sum == 0:
            continue
        p, q = p / p_sum, q / q_sum
        mask = p > 0
        q_masked = np.where(q[mask] > 0, q[mask], 1e-12)  # a reference bin that quantization emptied
        divergence = float(np.sum(p[mask] * np.log(p[mask] / q_masked)))
        if divergence < best:
            best, best_i = divergence, i
    return float(best_i)


def collect_ranges(
    graph: Graph,
    tensors: list[str],
    batches: Iterable[dict[str, np.ndarray]],
    method: str = "minmax",
    percentile: float = DEFAULT_PERCENTILE,
    num_threads: int | None = None,
    minmax: tuple[str, ...] = (),
) -> tuple[dict[str, tuple[float, float]], int]:
    """({tensor: (low, high)}, number of batches run): the float ``graph`` run in ixconv on every batch (a dict
    input name -> array), observing ``tensors`` (those in ``minmax`` by min/max whatever the method)."""
    from ixconv.graph.executor import Model

    observers = {name: RangeObserver("minmax" if name in minmax else method, percentile) for name in tensors}
    g = graph.copy()
    inputs = {v.name for v in g.inputs}  # observed in the feeds
    present = set(g.output_names) | inputs
    g.outputs = g.outputs + [ValueInfo(name, (), np.dtype(np.float32)) for name in tensors if name not in present]
    model = Model(g, num_threads=num_threads)
    computed = [name for name in tensors if name not in inputs]
    runs = 0
    for feeds in batches:
        values = model.run(feeds, output_names=computed)
        for name, observer in observers.items():
            observer.observe(feeds[name] if name in feeds else values[name])
        runs += 1
    if runs == 0:
        raise ValueError("calibration: no sample to calibrate on")
    return {name: observer.range() for name, observer in observers.items()}, runs
