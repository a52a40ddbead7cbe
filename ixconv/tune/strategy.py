"""The search-strategy interface (ask / tell) and the two simplest strategies: exhaustive and random.

A strategy proposes points of a ``Space`` (``ask``) and is told their costs (``tell``: seconds, or
``math.inf`` for a candidate that failed to compile, crashed, hung or computed a wrong result). It never
proposes an invalid point, nor one whose cost it already knows; an empty ``ask`` means it has finished
(space exhausted, or converged). Strategies know nothing about compiling or measuring, so they are tested
on synthetic objectives (``run_search`` drives any of them against any cost function). All are
deterministic for a given seed and sequence of costs.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np

from ixconv.tune.space import Point, Space

ENUMERABLE = 50_000  # spaces up to this many points are enumerated (shuffled) rather than sampled


class Strategy:
    name = "base"

    def __init__(self, space: Space, seed: int = 0):
        self.space = space
        self.rng = np.random.default_rng(seed)
        self.costs: dict[str, float] = {}  # key -> cost of every point told
        self.best_point: Point | None = None
        self.best_cost = math.inf

    def ask(self, n: int) -> list[Point]:
        raise NotImplementedError

    def tell(self, results: list[tuple[Point, float]]) -> None:
        for point, cost in results:
            self.costs[self.space.key(point)] = cost
            if cost < self.best_cost:
                self.best_point, self.best_cost = dict(point), cost
        self._observe(results)

    def _observe(self, results: list[tuple[Point, float]]) -> None:
        """Strategy-specific reaction to new costs."""

    def known(self, point: Point) -> bool:
        return self.space.key(point) in self.costs


class Exhaustive(Strategy):
    """Every valid point, in enumeration order."""

    name = "exhaustive"

    def __init__(self, space: Space, seed: int = 0):
        super().__init__(space, seed)
        self._points = space.enumerate()

    def ask(self, n: int) -> list[Point]:
        out = []
        for point in self._points:
            out.append(point)
            if len(out) == n:
                break
        return out


class RandomSearch(Strategy):
    """Uniformly random distinct valid points: a shuffled enumeration for small spaces, else direct
    sampling (each parameter drawn from its still-valid values) skipping points already proposed."""

    name = "random"

    def __init__(self, space: Space, seed: int = 0):
        super().__init__(space, seed)
        self._proposed: set[str] = set()
        points = []
        for point in space.enumerate():
            points.append(point)
            if len(points) > ENUMERABLE:
                points = None
                break
        if points is not None:
            order = self.rng.permutation(len(points))
            self._queue = [points[i] for i in order]
        else:
            self._queue = None

    def ask(self, n: int) -> list[Point]:
        if self._queue is not None:
            out, self._queue = self._queue[:n], self._queue[n:]
            return out
        out = []
        for _ in range(100 * n):  # dedupe only: every sample is valid
            point = self.space.sample(self.rng)
            key = self.space.key(point)
            if key not in self._proposed:
                self._proposed.add(key)
                out.append(point)
                if len(out) == n:
                    break
        return out


def run_search(
    strategy: Strategy,
    cost: Callable[[list[Point]], list[float]],
    budget: int,
    seconds: float | None = None,
    batch: int = 4,
    on_result: Callable[[Point, float], None] | None = None,
) -> int:
    """Ask, evaluate, tell until ``budget`` evaluations (or ``seconds``) are spent or the strategy stops.

    Points the strategy already knows are never evaluated again. Returns the number of evaluations.
    """
    spent, idle, started = 0, 0, time.monotonic()
    while spent < budget and (seconds is None or time.monotonic() - started < seconds):
        points = strategy.ask(min(batch, budget - spent))
        if not points:
            break
        fresh = [p for p in points if not strategy.known(p)]
        stale = [(p, strategy.costs[strategy.space.key(p)]) for p in points if strategy.known(p)]
        idle = 0 if fresh else idle + 1
        if idle > 100:  # a strategy that keeps proposing known points has nothing new to say
            break
        costs = cost(fresh) if fresh else []
        spent += len(fresh)
        results = list(zip(fresh, costs))
        if on_result is not None:
            for point, c in results:
                on_result(point, c)
        strategy.tell(results + stale)
    return spent
