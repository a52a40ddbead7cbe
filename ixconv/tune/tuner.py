"""Tuning one convolution: search our kernels' space, measure the alternatives, choose, record why.

1. A signature already chosen on this CPU (same generator) is served from the records: nothing measured.
2. Search: the strategy proposes points of the operator's space (exhaustive when the space is no larger
   than the budget), the ``Measurer`` measures them, every trial is stored as it completes.
3. System-level choice (Woodpecker-DL section 2.5, on a CPU): the ``keep`` fastest points of the search
   (not only the first: on a noisy machine the search's best is partly its luckiest measurement, the
   winner's curse), our default kernel and every installed third-party convolution (NumPy BLAS im2col,
   PyTorch, ONNX Runtime) are measured again side by side, ``confirm`` rounds interleaved so a burst of
   load on this shared machine spoils every contender's samples rather than one's; the median of the
   rounds decides. A contender replaces the default only if it is at least ``MIN_GAIN`` faster, so a
   tuned plan is never slower than the default within noise. The choice and the reason (every
   contender's time, the rule, the search's statistics) are stored with the records.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ixconv.ops.impls import THIRD_PARTY
from ixconv.tune.conv_space import ConvTask, algorithm_points, default_point, space_for, to_choice
from ixconv.tune.genetic import Genetic
from ixconv.tune.measure import Measurer, Result
from ixconv.tune.model import ModelSearch
from ixconv.tune.pareto import Option, front
from ixconv.tune.records import Records
from ixconv.tune.space import Space
from ixconv.tune.strategy import Exhaustive, RandomSearch, Strategy, run_search

MIN_GAIN = 0.02
FRONT_POINTS = 4  # time x memory front points of the search confirmed side by side (fastest and leanest kept)
DEFAULT = {"impl": "ixconv-default"}
STRATEGIES = ("random", "genetic", "rl", "model", "exhaustive")


def make_strategy(
    name: str, space, task: ConvTask, seed: int = 0, budget: int = 32, initial: list[dict] = ()
) -> Strategy:
    """``initial``: known-good points the genetic search starts from (with random ones)."""
    if name == "random":
        return RandomSearch(space, seed)
    if name == "genetic":
        population = max(6, min(16, budget // 3))  # about three generations' worth of budget
        return Genetic(space, seed, population=population, elites=max(1, population // 5), initial=initial)
    if name == "model":
        return ModelSearch(space, seed, initial=max(4, min(8, budget // 4)))
    if name == "exhaustive":
        return Exhaustive(space, seed)
    if name == "rl":
        from ixconv.tune.rl import RLSearch

        (r, s), (st, _), pad = task.kernel, task.stride, task.padding
        shape = (1, task.in_channels, task.out_channels, r, s, task.height, task.width, st, max(pad))
        return RLSearch(space, seed, shape=shape)
    raise ValueError(f"strategy must be one of {STRATEGIES}, got {name!r}")


def search_front(results, points: int = FRONT_POINTS) -> list[dict]:
    """The time x memory front of the measured ixconv candidates (time relative to the default, bytes held
    beyond input and output), thinned to ``points``: always the fastest and the leanest, then evenly between."""
    options = [Option(r.cost, r.extra_bytes, choice) for choice, r in results
               if r.ok and r.extra_bytes is not None and choice.get("impl") == "ixconv"]  # fmt: skip
    best = front(options)
    if len(best) > points:
        best = [best[round(i * (len(best) - 1) / (points - 1))] for i in range(points)]
    return [o.choice for o in best]


def confirmed_front(contenders: dict, medians: dict, measured: dict, default: dict | None) -> list[dict]:
    """The layer's time x memory front over the confirmed contenders whose bytes are known (the default
    under its explicit choice), fastest first: ``[{choice, seconds, bytes}]`` as the records keep it."""
    named = dict(contenders, **({"default": default} if default else {}))
    options = []
    for name, choice in named.items():
        entry = measured.get(Space.key(choice))
        seconds = medians.get(name, math.inf)
        if entry is not None and entry[1].extra_bytes is not None and math.isfinite(seconds):
            options.append(Option(seconds, entry[1].extra_bytes, choice))
    return [{"choice": o.choice, "seconds": o.seconds, "bytes": o.bytes} for o in front(options)]


def top_points(strategy: Strategy, k: int) -> list[dict]:
    """The ``k`` fastest points the search measured (finite costs only), fastest first."""
    ranked = sorted((c, key) for key, c in strategy.costs.items() if math.isfinite(c))
    return [strategy.space.from_key(key) for _, key in ranked[:k]]


@dataclass
class TaskReport:
    task: ConvTask
    choice: dict
    seconds: float
    default_seconds: float
    contenders: dict = field(default_factory=dict)  # name -> median seconds of the confirmation rounds
    tuned_choice: dict | None = None
    trials: int = 0
    failures: int = 0
    strategy: str = ""
    from_db: bool = False
    elapsed: float = 0.0
    reason: dict = field(default_factory=dict)

    @property
    def speedup(self) -> float:
        return self.default_seconds / self.seconds if self.seconds and math.isfinite(self.seconds) else 1.0

    @property
    def impl(self) -> str:
        c = self.choice
        if c.get("impl") == "ixconv":
            spec = c["spec"]
            if spec["kind"] == "dw":
                return f"ixconv depthwise {spec['vectors']}v"
            if spec["kind"] == "qdw":
                from ixconv.ops.impls import spec_from_dict

                return f"ixconv int8 depthwise {spec_from_dict(spec).name}"
            kind = " int8" if spec["kind"] == "qgemm" else ""
            order = "" if spec["order"] == "panel_inner" else " ti"
            broadcast = " mb" if spec.get("broadcast") == "memory" else ""
            blocked = f" kb{spec['k_block']}" if spec.get("k_block") else ""
            tile = f"{spec['mr']}x{spec['nr']} u{spec['unroll']}"
            return f"ixconv{kind} {c['algorithm']} {tile}{order}{broadcast}{blocked}"
        return c.get("impl", "?")


def stored_report(task: ConvTask, records: Records) -> TaskReport | None:
    """The report of a task already chosen on this CPU (same generator), from the records; None if it is not."""
    stored = records.choice(task.signature)
    if stored is None:
        return None
    reason = stored["reason"]
    return TaskReport(
        task, stored["choice"], stored["seconds"] or math.inf, stored["default_seconds"] or math.inf,
        reason.get("seconds", {}), reason.get("tuned_choice"), strategy=reason.get("strategy", ""), from_db=True,
        reason=reason,
    )  # fmt: skip


def tune_task(
    task: ConvTask,
    records: Records,
    measurer: Measurer,
    strategy: str = "genetic",
    budget: int = 32,
    seconds: float | None = None,
    seed: int = 0,
    peers: tuple[str, ...] = THIRD_PARTY,
    confirm: int = 5,
    keep: int = 3,
    retune: bool = False,
    isa: str | None = None,
    batch: int = 8,
    on_trial: Callable[[ConvTask, dict, Result], None] | None = None,
) -> TaskReport:
    started = time.monotonic()
    signature = task.signature
    stored = None if retune else stored_report(task, records)
    if stored is not None:
        return stored
    if isa is None:
        from ixconv.cpu import host

        isa = host().isa
    space = space_for(task, isa)
    name = "exhaustive" if seconds is None and space.size() <= budget else strategy  # small space: all of it
    start = default_point(task, isa)
    search = make_strategy(name, space, task, seed, budget, initial=[start] if start else [])
    counts = {"trials": 0, "failures": 0}
    measured: dict[str, tuple[dict, Result]] = {}  # every candidate's latest result, by its choice's JSON

    def measure(choices: list[dict], tag: str) -> list[Result]:
        results = measurer.measure(task, choices, reference=DEFAULT)
        for choice, result in zip(choices, results):
            records.add_trial(signature, choice, result, strategy=tag)
            measured[Space.key(choice)] = (choice, result)
            counts["trials"] += 1
            counts["failures"] += not result.ok and result.status != "unavailable"
            if on_trial is not None:
                on_trial(task, choice, result)
        return results

    def cost(points):  # time relative to the default, measured call by call with it (see Measurer.measure)
        return [r.cost for r in measure([to_choice(task, p, isa) for p in points], name)]

    try:
        spent = run_search(search, cost, budget, seconds, batch=1 if name == "rl" else batch)
    finally:
        if hasattr(search, "close"):
            search.close()
    # every algorithm's representative, so that the layer's time x memory front is complete (Lift's memory axis)
    representatives = [to_choice(task, p, isa) for p in algorithm_points(task, isa, start, seed)]
    missing = [c for c in representatives if Space.key(c) not in measured]
    if missing:
        measure(missing, "front")
    contenders: dict[str, dict] = {}
    default = default_point(task, isa)  # the default's own schedule is the "default" contender, not a finalist
    finalists = [p for p in top_points(search, keep + 1) if p != default][:keep]
    for rank, point in enumerate(finalists):
        contenders["tuned" if rank == 0 else f"tuned#{rank + 1}"] = to_choice(task, point, isa)
    explicit_default = to_choice(task, default, isa) if default else None
    taken = {Space.key(c) for c in contenders.values()} | ({Space.key(explicit_default)} if default else set())
    for rank, choice in enumerate(c for c in search_front(measured.values()) if Space.key(c) not in taken):
        contenders[f"front#{rank + 1}"] = choice
    if not task.quant:  # no third-party 8-bit convolution is offered (see ixconv.ops.impls)
        contenders.update({p: {"impl": p} for p in peers})
    ratios: dict[str, list[float]] = {k: [] for k in contenders}
    reference_seconds: list[float] = []
    unavailable: dict[str, str] = {}
    for _ in range(confirm):
        names = [k for k in contenders if k not in unavailable]
        for k, result in zip(names, measure([contenders[k] for k in names], "confirm")):
            if result.status == "unavailable":
                unavailable[k] = result.error
            ratios[k].append(result.cost)
            if math.isfinite(result.ref_seconds):
                reference_seconds.append(result.ref_seconds)
    if not reference_seconds:  # nothing else could run: time the default alone
        reference_seconds = [r.seconds for r in measurer.measure(task, [DEFAULT] * confirm)]
    default_seconds = float(np.median(reference_seconds))
    relative = {"default": 1.0, **{k: float(np.median(v)) for k, v in ratios.items() if v}}
    medians = {k: r * default_seconds for k, r in relative.items()}
    best = min(relative, key=relative.get)
    rule = (
        f"the fastest contender, if at least {MIN_GAIN:.0%} faster than the default: median over {confirm} rounds "
        "of its time / the default's, the two called alternately"
    )
    if best != "default" and not relative[best] < 1 - MIN_GAIN:
        best = "default"
    reason = {
        "seconds": {k: (v if math.isfinite(v) else None) for k, v in medians.items()},
        "relative_to_default": {k: (v if math.isfinite(v) else None) for k, v in relative.items()},
        "unavailable": unavailable,
        "chosen": best,
        "rule": rule,
        "strategy": name,
        "search_trials": spent,
        "search_best_relative": search.best_cost if math.isfinite(search.best_cost) else None,
    }
    chosen = DEFAULT if best == "default" else contenders[best]
    tuned_names = [k for k in medians if k.startswith("tuned")]
    tuned = contenders[min(tuned_names, key=medians.get)] if tuned_names else None
    reason["tuned_choice"] = tuned
    reason["front"] = confirmed_front(contenders, medians, measured, explicit_default)
    records.set_choice(signature, chosen, medians[best], default_seconds, reason)
    return TaskReport(
        task, chosen, medians[best], default_seconds, medians, tuned, counts["trials"], counts["failures"], name,
        False, time.monotonic() - started, reason,
    )  # fmt: skip
