"""Time x memory plans: the per-layer front, and the exact fastest plan under a budget, against brute force."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.tune.pareto import Option, front, pareto_plans, plan_under_budget


def test_front_drops_the_dominated_and_orders_fastest_first():
    options = [Option(1.0, 500), Option(2.0, 100), Option(1.5, 600), Option(1.0, 700), Option(3.0, 100)]
    assert front(options) == [Option(1.0, 500), Option(2.0, 100)]


def _brute_force(layers, budget):
    best = None
    for combo in itertools.product(*layers):
        size = sum(o.bytes for o in combo)
        seconds = sum(o.seconds for o in combo)
        if size <= budget and (best is None or seconds < best):
            best = seconds
    return best


options = st.lists(
    st.builds(Option, st.floats(0.01, 10, allow_nan=False), st.integers(0, 1000)), min_size=1, max_size=5
)


@settings(deadline=None, max_examples=200)
@given(layers=st.lists(options, min_size=1, max_size=5), budget=st.integers(0, 4000))
def test_plan_under_budget_is_the_brute_force_optimum(layers, budget):
    expected = _brute_force(layers, budget)
    if expected is None:
        with pytest.raises(ValueError, match="no plan fits"):
            plan_under_budget(layers, budget)
        return
    plan = plan_under_budget(layers, budget)
    assert plan.bytes <= budget and plan.seconds == pytest.approx(expected)
    assert len(plan.options) == len(layers)
    assert all(o in layer for o, layer in zip(plan.options, layers))


def test_the_plans_trade_time_for_memory_along_the_front():
    # two layers, each with a fast large option (Winograd-like) and a slow small one (direct-like)
    layers = [[Option(1.0, 400, {"a": "w"}), Option(2.0, 100, {"a": "d"})],
              [Option(3.0, 900, {"a": "w"}), Option(5.0, 200, {"a": "d"})]]  # fmt: skip
    plans = pareto_plans(layers)
    assert [(p.seconds, p.bytes) for p in plans] == [(4.0, 1300), (5.0, 1000), (6.0, 600), (7.0, 300)]
    assert plan_under_budget(layers, 1000).seconds == 5.0
    assert [o.choice["a"] for o in plan_under_budget(layers, 700).options] == ["w", "d"]
