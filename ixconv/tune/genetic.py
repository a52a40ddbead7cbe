"""Genetic search as Woodpecker-DL describes it (Liu et al. 2020, section 2.3).

* Step 1: an initial population of ``population`` distinct random *valid* configurations (the space
  samples valid points directly, so none is rejected); the tuner may put known-good configurations
  (``initial``, e.g. the default schedule) among them -- WPK's is all random, as in ``experiments``.
* Step 2: fitness ``f(a_i) = 1 / runtime`` (a failed candidate has fitness 0: it never breeds).
* Step 3: selection probabilities ``p(a_i) = f(a_i) / sum_j f(a_j)`` (eq. 1), the population sorted by
  them; the top ``elites`` are passed to the next generation unchanged; the other children each get two
  parents by roulette wheel over the ``m`` individuals with non-zero fitness -- cumulative probabilities
  ``P(a_i) = sum_{j<=i} p(a_j)`` (eq. 2), ``v ~ U[0, 1]``, pick ``i`` with ``P(a_{i-1}) < v <= P(a_i)``
  -- then single-point crossover of the gene vectors (genes in the space's parameter order) and
  per-gene mutation; a child that breaks a constraint is repaired (each gene kept while it stays valid,
  else redrawn from the values still valid), so every proposed configuration is valid.
* Step 4: repeat until the runtimes of all individuals of a generation are close:
  ``max / min - 1 <= converge`` (then ``ask`` returns nothing).
* The population size varies: each generation has ``shrink`` times the previous one's individuals (at
  least ``elites + 2``): wide exploration first, then exploitation around the elites.

Children whose runtime is already known (an elite, or a configuration met before) join the generation
without being measured again; the strategy tries a few mutations to avoid such duplicates first.
"""

from __future__ import annotations

import math

import numpy as np

from ixconv.tune.space import Point, Space
from ixconv.tune.strategy import Strategy


class Genetic(Strategy):
    name = "genetic"

    def __init__(
        self,
        space: Space,
        seed: int = 0,
        population: int = 16,
        elites: int = 3,
        mutation: float = 0.15,
        converge: float = 0.02,
        shrink: float = 0.85,
        initial: list[Point] = (),
    ):
        super().__init__(space, seed)
        if not 1 <= elites < population:
            raise ValueError("need 1 <= elites < population")
        self.elites, self.mutation, self.converge, self.shrink = elites, mutation, converge, shrink
        self.min_population = elites + 2
        start = [dict(p) for p in initial if space.is_valid(p)][:population]  # known-good seeds, if any
        keys = {space.key(p) for p in start}
        fill = [p for p in self._distinct_random(population + len(start)) if space.key(p) not in keys]
        self.generation: list[Point] = start + fill[: population - len(start)]
        self.generations = 1
        self.converged = False

    def _distinct_random(self, n: int) -> list[Point]:
        out, seen = [], set()
        for _ in range(50 * n):
            point = self.space.sample(self.rng)
            key = self.space.key(point)
            if key not in seen:
                seen.add(key)
                out.append(point)
                if len(out) == n:
                    break
        return out

    def ask(self, n: int) -> list[Point]:
        if self.converged:
            return []
        pending = [p for p in self.generation if not self.known(p)]
        return pending[:n]

    def _observe(self, results) -> None:
        idle = 0
        while not self.converged and all(self.known(p) for p in self.generation):
            self._evolve()
            idle += 1
            if idle > 200:  # generations of known configurations only: nothing new left to find
                self.converged = True

    # -- one generation ----------------------------------------------------------------------------
    def selection_probabilities(self, runtimes: list[float]) -> np.ndarray:
        fitness = np.array([0.0 if not math.isfinite(t) else 1.0 / t for t in runtimes])
        total = fitness.sum()
        return fitness / total if total > 0 else np.full(len(runtimes), 1.0 / len(runtimes))

    def _roulette(self, cumulative: np.ndarray) -> int:
        v = self.rng.random()
        return int(min(np.searchsorted(cumulative, v, side="left"), len(cumulative) - 1))

    def _evolve(self) -> None:
        runtimes = [self.costs[self.space.key(p)] for p in self.generation]
        finite = [t for t in runtimes if math.isfinite(t)]
        if len(finite) == len(runtimes) and max(finite) / min(finite) - 1 <= self.converge:
            self.converged = True
            return
        probs = self.selection_probabilities(runtimes)
        ranked = sorted(range(len(self.generation)), key=lambda i: -probs[i])
        population = [self.generation[i] for i in ranked]
        probs = probs[ranked]
        size = max(self.min_population, int(round(len(population) * self.shrink)))
        nxt = population[: self.elites]
        breeding = int(np.count_nonzero(probs > 0))  # the m individuals taking part in the crossover
        cumulative = np.cumsum(probs[:breeding]) / probs[:breeding].sum()
        keys = {self.space.key(p) for p in nxt}
        while len(nxt) < size:
            child = None
            for _ in range(8):  # prefer children that are new (unmeasured and not yet in this generation)
                a = population[self._roulette(cumulative)]
                b = population[self._roulette(cumulative)]
                child = self._mutate(self._crossover(a, b))
                if self.space.key(child) not in keys and not self.known(child):
                    break
            keys.add(self.space.key(child))
            nxt.append(child)
        self.generation = nxt
        self.generations += 1

    def _crossover(self, a: Point, b: Point) -> Point:
        ga, gb = self.space.indices(a), self.space.indices(b)
        cut = int(self.rng.integers(1, len(ga))) if len(ga) > 1 else 0
        return self.space.from_indices(ga[:cut] + gb[cut:])

    def _mutate(self, point: Point) -> Point:
        genes = self.space.indices(point)
        for i, name in enumerate(self.space.order):
            if self.rng.random() < self.mutation:
                genes[i] = int(self.rng.integers(len(self.space.params[name].values)))
        return self.space.repair(self.space.from_indices(genes), self.rng)
