"""The per-operator decision, with a fake measurer (no compiling, no timing): deterministic and fast."""

from __future__ import annotations

import math
import time

import pytest

from ixconv.tune.conv_space import ConvTask, space_for
from ixconv.tune.measure import Result
from ixconv.tune.records import Records
from ixconv.tune.tuner import MIN_GAIN, tune_task

TASK = ConvTask(14, 14, 64, 64, (3, 3), (1, 1), (1, 1, 1, 1), name="t")


class FakeMeasurer:
    """Times from a formula: the default takes 1.0, a tuned point 1.0 * its factor, peers fixed."""

    def __init__(self, tuned_factor: float, peers: dict[str, float | None]):
        self.tuned_factor, self.peers, self.calls = tuned_factor, peers, []

    def measure(self, task, choices):
        out = []
        for c in choices:
            self.calls.append(c)
            impl = c["impl"]
            if impl == "ixconv-default":
                out.append(Result("ok", 1.0))
            elif impl == "ixconv":
                spec = c["spec"]
                # best (factor) at 5x32 u4 indirect (not the default 6x32 u4); everything else slower
                best = (spec["mr"], spec["nr"], spec["unroll"], c["algorithm"]) == (5, 32, 4, "indirect")
                out.append(Result("ok", self.tuned_factor if best else 1.3 + 0.01 * spec["mr"]))
            elif self.peers.get(impl) is None:
                out.append(Result("unavailable", error=f"{impl} absent"))
            else:
                out.append(Result("ok", self.peers[impl]))
        return out


@pytest.mark.parametrize(
    "tuned, peers, chosen",
    [
        (0.90, {"torch": 1.2, "numpy-im2col": None}, "tuned"),
        (1 - MIN_GAIN / 2, {"torch": 1.2, "numpy-im2col": None}, "default"),  # within noise: keep the default
        (0.95, {"torch": 0.80, "numpy-im2col": 2.0}, "torch"),
        (1.00, {"torch": 1.01, "numpy-im2col": None}, "default"),
    ],
)
def test_choice_is_the_fastest_beyond_min_gain(tmp_path, tuned, peers, chosen):
    m = FakeMeasurer(tuned, peers)
    with Records(tmp_path / "t.sqlite", fingerprint="f", generator="g") as records:
        report = tune_task(TASK, records, m, "exhaustive", budget=10**4, peers=tuple(peers), isa="avx512", confirm=3)
        assert report.reason["chosen"] == chosen
        assert report.seconds <= report.default_seconds  # never slower than the default
        assert report.reason["unavailable"] == {p: f"{p} absent" for p, v in peers.items() if v is None}
        stored = records.choice(TASK.signature)
        assert stored["choice"] == report.choice and stored["reason"]["chosen"] == chosen
        size = space_for(TASK, "avx512").size()
        # search + 3 confirmation rounds of default, the 3 fastest other points and the peers (unavailable: once)
        assert report.trials == size + 3 * (4 + len(peers)) - 2 * sum(v is None for v in peers.values())
        assert {"tuned", "tuned#2", "tuned#3"} <= set(report.contenders)
        assert len(records.trials(TASK.signature)) == report.trials
        again = tune_task(TASK, records, m, "exhaustive", budget=10**4, peers=tuple(peers), isa="avx512")
        assert again.from_db and again.choice == report.choice


def test_failed_candidates_count_and_never_win(tmp_path):
    class Crashy(FakeMeasurer):
        def measure(self, task, choices):
            return [Result("crash", error="boom") if c["impl"] == "ixconv" else r
                    for c, r in zip(choices, super().measure(task, choices))]  # fmt: skip

    with Records(tmp_path / "t.sqlite", fingerprint="f", generator="g") as records:
        report = tune_task(TASK, records, Crashy(0.5, {}), "random", budget=12, peers=(), isa="avx512")
    assert report.failures == 12 and report.tuned_choice is None
    assert report.reason["chosen"] == "default" and math.isfinite(report.seconds)


@pytest.mark.parametrize("strategy", ["random", "genetic", "model"])
def test_strategies_respect_the_budget(tmp_path, strategy):
    m = FakeMeasurer(0.9, {})
    with Records(tmp_path / "t.sqlite", fingerprint="f", generator="g") as records:
        report = tune_task(TASK, records, m, strategy, budget=20, peers=(), isa="avx512", confirm=1)
    searched = report.trials - 4  # the confirmation measured the default and the 3 fastest once each
    assert report.strategy == strategy and report.reason["search_trials"] == searched
    if strategy == "genetic":  # stops when a generation's runtimes are within 2% (WPK's convergence)
        assert 6 <= searched <= 20
    else:
        assert searched == 20


def test_time_limit_keeps_the_strategy(tmp_path):
    class Slow(FakeMeasurer):
        def measure(self, task, choices):
            time.sleep(0.01 * len(choices))
            return super().measure(task, choices)

    m = Slow(0.9, {})
    with Records(tmp_path / "t.sqlite", fingerprint="f", generator="g") as records:
        report = tune_task(TASK, records, m, "random", budget=10**6, seconds=0.5, peers=(), isa="avx512", confirm=1)
    assert report.strategy == "random" and 0 < report.reason["search_trials"] < space_for(TASK, "avx512").size()
