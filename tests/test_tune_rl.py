"""PPO search (stable-baselines3) on the synthetic objective: valid, deterministic, better than its start."""

from __future__ import annotations

import math

import pytest

from ixconv.tune.strategy import run_search

pytest.importorskip("stable_baselines3")
pytest.importorskip("gymnasium")

from ixconv.tune.rl import RLSearch  # noqa: E402
from ixconv.tune.space import Constraint, Param, Space  # noqa: E402


def bowl_space() -> Space:  # the synthetic objective of test_tune_strategies.py
    return Space(
        "bowl",
        [Param("kind", ("a", "b", "c")), Param("x", tuple(range(16))), Param("y", tuple(range(12))),
         Param("z", (0, 1, 2, 3))],
        [Constraint(("x", "y"), lambda x, y: x + y <= 20, "x + y <= 20"),
         Constraint(("kind", "z"), lambda k, z: k != "c" or z == 0, "kind c needs z = 0")],
    )  # fmt: skip


def bowl(point) -> float:
    if point["kind"] == "c" and point["x"] == 0:
        return math.inf
    offset = {"a": 0.4, "b": 0.0, "c": 0.7}[point["kind"]]
    return 1.0 + offset + 0.02 * (point["x"] - 11) ** 2 + 0.05 * (point["y"] - 4) ** 2 + 0.1 * abs(point["z"] - 2)


def trace(seed: int, budget: int = 48):
    space = bowl_space()
    strategy = RLSearch(space, seed=seed, net_arch=[32, 32], n_steps=8)
    seen = []

    def cost(points):
        seen.extend(points)
        return [bowl(p) for p in points]

    try:
        spent = run_search(strategy, cost, budget)
    finally:
        strategy.close()
    return strategy, spent, seen


def test_rl_proposes_valid_new_points_deterministically():
    strategy, spent, seen = trace(0)
    space = bowl_space()
    assert spent == 48 and len(seen) == 48
    assert all(space.problems(p) == [] for p in seen)
    assert len({space.key(p) for p in seen}) == 48
    assert strategy.best_cost < bowl(seen[0])
    assert strategy.best_cost < 1.5
    assert [space.key(p) for p in trace(0)[2]] == [space.key(p) for p in seen]


def test_rl_reward_is_wpk_eq4():
    strategy, _, _ = trace(1, budget=4)
    strategy.alpha, strategy.t, strategy.reference = 2.0, 5, 1.0
    assert strategy._reward(1.0) == pytest.approx(1.0)  # faster than the average: positive
    strategy.alpha = 2.0
    assert strategy._reward(math.inf) == pytest.approx(-2.0)  # clamped at 2 alpha: reward -alpha
    strategy.alpha = 2.0
    assert strategy._reward(3.0) == pytest.approx(-1.0)
    assert strategy.alpha == pytest.approx(0.8 * 2.0 + 0.2 * 3.0)
