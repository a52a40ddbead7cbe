"""How far a quantized model's outputs move from the float model's, on the same samples: per output, the largest
and mean |difference|, the largest relative to the float output's largest magnitude, and for class scores
(an output of shape (N, classes)) how often the top-1 class is the same and lies in the other's top 5."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np


def agreement(reference, candidate, batches: Iterable[dict[str, np.ndarray]], num_threads: int | None = None) -> dict:
    """{"samples": n, "outputs": {name: {...}}} for two models (``Model`` objects, or what ``ixconv.load``
    takes) run in ixconv on every batch."""
    from ixconv.graph.executor import Model

    reference = reference if isinstance(reference, Model) else Model(reference, num_threads=num_threads)
    candidate = candidate if isinstance(candidate, Model) else Model(candidate, num_threads=num_threads)
    stats: dict[str, dict] = {}
    samples = 0
    for feeds in batches:
        ours, theirs = reference.run(feeds), candidate.run(feeds)
        samples += len(next(iter(feeds.values())))
        for name, a in ours.items():
            b = theirs[name].astype(np.float64)
            a = a.astype(np.float64)
            s = stats.setdefault(name, {"max_abs_diff": 0.0, "sum_abs_diff": 0.0, "count": 0, "max_abs": 0.0})
            diff = np.abs(a - b)
            s["max_abs_diff"] = max(s["max_abs_diff"], float(diff.max(initial=0.0)))
            s["sum_abs_diff"] += float(diff.sum())
            s["count"] += diff.size
            s["max_abs"] = max(s["max_abs"], float(np.abs(a).max(initial=0.0)))
            if a.ndim == 2 and a.shape[1] > 1:
                top1_a, top1_b = a.argmax(axis=1), b.argmax(axis=1)
                top5_b = np.argsort(-b, axis=1)[:, :5]
                s["top1_same"] = s.get("top1_same", 0) + int(np.sum(top1_a == top1_b))
                s["top1_in_top5"] = s.get("top1_in_top5", 0) + int(np.sum(np.any(top5_b == top1_a[:, None], axis=1)))
                s["rows"] = s.get("rows", 0) + a.shape[0]
    outputs = {}
    for name, s in stats.items():
        entry = {
            "max_abs_diff": s["max_abs_diff"],
            "mean_abs_diff": s["sum_abs_diff"] / max(s["count"], 1),
            "relative_max_diff": s["max_abs_diff"] / s["max_abs"] if s["max_abs"] else float("nan"),
        }
        if "rows" in s:
            entry["top1_agreement"] = s["top1_same"] / s["rows"]
            entry["top5_agreement"] = s["top1_in_top5"] / s["rows"]
        outputs[name] = entry
    return {"samples": samples, "outputs": outputs}
