"""Time x memory: a layer's Pareto front of implementations, and the fastest whole-model plan under a budget.

Each candidate implementation of a layer has a time (seconds per call, times the layer's uses) and the bytes
it holds beyond input and output (``workspace_bytes``: packed or transformed weights, indirection buffer,
scratch). A candidate is *dominated* when another is no slower and no larger, and strictly better in one;
the front is what is left. Choosing one point per layer so that the model is fastest within a memory budget
is a multiple-choice knapsack; ``plan_under_budget`` solves it exactly by combining the layers' fronts one
by one and keeping only the non-dominated (total time, total bytes) partial plans (a Pareto sum: every
optimal plan's prefix is non-dominated, so nothing optimal is ever dropped).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Option:
    """One implementation of one layer: its time, the bytes it holds, and what it is (a tuner choice)."""

    seconds: float
    bytes: int
    choice: dict = field(default_factory=dict, compare=False, hash=False)


def front(options: Sequence[Option]) -> list[Option]:
    """The non-dominated options, fastest first (so also largest first); ties keep the first given."""
    best: list[Option] = []
    for option in sorted(options, key=lambda o: (o.seconds, o.bytes)):
        if not best or option.bytes < best[-1].bytes:
            best.append(option)
    return best


@dataclass(frozen=True)
class Plan:
    """One option per layer (in the layers' order), with the totals."""

    options: tuple[Option, ...]
    seconds: float
    bytes: int


def pareto_plans(layers: Sequence[Sequence[Option]], limit: int = 200_000) -> list[Plan]:
    """Every non-dominated whole-model plan, fastest first. ``limit`` bounds the partial plans kept between
    layers; past it a ``ValueError`` says so rather than returning a front that might miss the optimum."""
    partial: list[tuple[float, int, tuple[Option, ...]]] = [(0.0, 0, ())]
    for index, options in enumerate(layers):
        layer_front = front(options)
        if not layer_front:
            raise ValueError(f"layer {index} has no option")
        combined = [(s + o.seconds, b + o.bytes, chosen + (o,)) for s, b, chosen in partial for o in layer_front]
        combined.sort(key=lambda t: (t[0], t[1]))
        partial = []
        for state in combined:
            if not partial or state[1] < partial[-1][1]:
                partial.append(state)
        if len(partial) > limit:
            raise ValueError(f"more than {limit} non-dominated partial plans after layer {index}")
    return [Plan(chosen, seconds, size) for seconds, size, chosen in partial]


def plan_under_budget(layers: Sequence[Sequence[Option]], budget_bytes: int) -> Plan:
    """The fastest plan whose layers hold at most ``budget_bytes`` together (exact); ``ValueError`` naming the
    smallest possible total when no plan fits."""
    plans = pareto_plans(layers)
    fitting = [p for p in plans if p.bytes <= budget_bytes]
    if not fitting:
        raise ValueError(f"no plan fits {budget_bytes} bytes: the smallest holds {plans[-1].bytes}")
    return fitting[0]
