"""Paired timing statistics: how much faster one variant is than another, with its confidence interval."""

from __future__ import annotations

import numpy as np


def paired_speedup(default: list[float], tuned: list[float], resamples: int = 2000) -> tuple[float, list[float]]:
    """The median of the per-pair ratios default / tuned (the two runs of a pair are back to back, so a
    burst of load on the machine spoils both) and a 95% bootstrap confidence interval of that median
    (seeded: the same samples give the same interval). A lower bound above 1 means faster, not noise."""
    ratios = np.asarray(default) / np.asarray(tuned)
    rng = np.random.default_rng(0)
    medians = np.median(rng.choice(ratios, size=(resamples, len(ratios)), replace=True), axis=1)
    return float(np.median(ratios)), [float(x) for x in np.quantile(medians, [0.025, 0.975])]
