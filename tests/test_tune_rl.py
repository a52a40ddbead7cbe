"""PPO search (stable-baselines3) on the synthetic objective: valid, deterministic, better than its start."""

from __future__ import annotations

import math

import pytest

from ixconv.tune.strategy import run_search

pytest.importorskip("stable_baselines3")
pytest.importorskip("gymnasium")

from ixconv.tune.rl import RLSearch  # noqa: E402
from tests.test_tune_strategies import bowl, bowl_space  # noqa: E402


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
