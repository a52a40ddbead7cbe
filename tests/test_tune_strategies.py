"""Strategies on synthetic objectives with a known optimum: fast, deterministic with a seed."""

from __future__ import annotations

import math

import numpy as np
import pytest

from ixconv.tune.genetic import Genetic
from ixconv.tune.model import GradientBoosting, ModelSearch, default_regressor, make_regressor
from ixconv.tune.space import Constraint, Param, Space
from ixconv.tune.strategy import Exhaustive, RandomSearch, run_search

OPTIMUM = {"kind": "b", "x": 11, "y": 4, "z": 2}


def bowl_space() -> Space:
    return Space(
        "bowl",
        [Param("kind", ("a", "b", "c")), Param("x", tuple(range(16))), Param("y", tuple(range(12))),
         Param("z", (0, 1, 2, 3))],
        [Constraint(("x", "y"), lambda x, y: x + y <= 20, "x + y <= 20"),
         Constraint(("kind", "z"), lambda k, z: k != "c" or z == 0, "kind c needs z = 0")],
    )  # fmt: skip


def bowl(point) -> float:
    """A runtime-like objective: 1.0 at OPTIMUM, larger elsewhere; kind 'c' crashes at x = 0."""
    if point["kind"] == "c" and point["x"] == 0:
        return math.inf
    offset = {"a": 0.4, "b": 0.0, "c": 0.7}[point["kind"]]
    return 1.0 + offset + 0.02 * (point["x"] - 11) ** 2 + 0.05 * (point["y"] - 4) ** 2 + 0.1 * abs(point["z"] - 2)


def run(strategy, budget):
    trace = []

    def cost(points):
        costs = [bowl(p) for p in points]
        trace.extend(zip([bowl_space().key(p) for p in points], costs))
        return costs

    spent = run_search(strategy, cost, budget)
    return spent, trace


def test_objective_optimum_is_known():
    space = bowl_space()
    best = min(space.enumerate(), key=bowl)
    assert best == OPTIMUM and bowl(best) == 1.0 and space.size() > 1500


def test_exhaustive_finds_the_optimum_and_stops():
    space = bowl_space()
    strategy = Exhaustive(space)
    spent, _ = run(strategy, 10**6)
    assert spent == space.size() and strategy.best_point == OPTIMUM


@pytest.mark.parametrize(
    "make, budget, within",
    [
        (lambda s, seed: Genetic(s, seed=seed), 300, 0.03),
        (lambda s, seed: ModelSearch(s, seed=seed, regressor="lightgbm"), 60, 0.0),
        (lambda s, seed: ModelSearch(s, seed=seed, regressor="numpy"), 60, 0.0),
        (lambda s, seed: RandomSearch(s, seed=seed), 300, 0.3),
    ],
    ids=["genetic", "model-lightgbm", "model-numpy", "random"],
)
def test_strategy_gets_near_the_optimum(make, budget, within):
    space = bowl_space()
    hits = 0
    for seed in range(3):
        strategy = make(space, seed)
        spent, trace = run(strategy, budget)
        assert spent <= budget
        assert strategy.best_cost == min(c for _, c in trace)
        hits += strategy.best_cost <= 1.0 + within
    assert hits >= 2, f"best within {within} of the optimum in only {hits} of 3 seeds"


@pytest.mark.parametrize("regressor", ["lightgbm", "numpy"])
def test_model_beats_random_at_equal_budget(regressor: str):
    space = bowl_space()
    model_best = np.mean([_best(ModelSearch(space, seed=s, regressor=regressor), 40) for s in range(3)])
    random_best = np.mean([_best(RandomSearch(space, seed=s), 40) for s in range(3)])
    assert model_best < random_best


def _best(strategy, budget):
    run(strategy, budget)
    return strategy.best_cost


@pytest.mark.parametrize("make", [Genetic, ModelSearch, RandomSearch], ids=lambda m: m.name)
def test_same_seed_same_trace(make):
    space = bowl_space()
    assert run(make(space, seed=7), 50)[1] == run(make(space, seed=7), 50)[1]
    assert run(make(space, seed=7), 50)[1] != run(make(space, seed=8), 50)[1]


def test_genetic_follows_wpk_selection():
    space = bowl_space()
    ga = Genetic(space, seed=0, population=8, elites=2)
    probs = ga.selection_probabilities([1.0, 2.0, math.inf, 4.0])
    assert np.allclose(probs, np.array([1, 0.5, 0, 0.25]) / 1.75)  # eq. 1 with fitness 1/runtime, failures 0
    first = ga.ask(100)
    assert len(first) == 8
    ga.tell([(p, bowl(p)) for p in first])
    assert ga.generations == 2
    elites = sorted(first, key=bowl)[:2]
    assert ga.generation[:2] == elites  # top-k elites kept unchanged, best first
    assert len(ga.generation) == max(ga.min_population, round(8 * ga.shrink))  # variable population
    # the roulette wheel picks i with P(i-1) < v <= P(i)
    cumulative = np.cumsum([0.5, 0.3, 0.2])
    picks = [ga._roulette(cumulative) for _ in range(4000)]
    assert np.allclose(np.bincount(picks) / 4000, [0.5, 0.3, 0.2], atol=0.03)


def test_genetic_converges_when_runtimes_are_close():
    space = bowl_space()
    ga = Genetic(space, seed=1, population=6, elites=2, converge=0.02)
    spent = run_search(ga, lambda pts: [1.0 + 0.001 * i for i, _ in enumerate(pts)], budget=1000)
    assert ga.converged and spent == 6  # the first generation is already within 2%


def test_gradient_boosting_fits_a_step_function():
    rng = np.random.default_rng(0)
    x = rng.uniform(0, 10, size=(200, 3))
    y = np.where(x[:, 0] > 5, 2.0, 0.0) + 0.5 * (x[:, 1] > 3)
    model = GradientBoosting(trees=40, depth=2).fit(x, y)
    assert np.abs(model.predict(x) - y).mean() < 0.05


def test_the_cost_model_is_lightgbm_when_installed_and_names_are_checked():
    assert default_regressor() == "lightgbm"  # the [test] extra installs LightGBM, as [tune] does
    with pytest.raises(ValueError, match="regressor must be one of"):
        make_regressor("xgb")
    with pytest.raises(ValueError, match="regressor must be one of"):
        ModelSearch(bowl_space(), regressor="xgb")
