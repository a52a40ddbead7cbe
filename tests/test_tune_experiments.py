"""The experiments the lead runs (python -m ixconv.tune.experiments ...), with a fake measurer: they run,
write their table / JSON / plot, and compute speedups and gaps from what was measured."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from ixconv.tune import experiments
from ixconv.tune.measure import Result


class FakeMeasurer:
    """Relative cost from the spec: mr * nr closest to 6 * 64 is fastest (0.8 of the default)."""

    def __init__(self, *a, **k):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

    def measure(self, task, choices, reference=None):
        out = []
        for c in choices:
            if c["impl"] != "ixconv":
                out.append(Result("unavailable", error="fake"))
                continue
            spec = c["spec"]
            ratio = 0.8 + abs(spec.get("mr", 6) * spec.get("nr", 64) - 384) / 384 + 0.01 * spec.get("unroll", 1)
            out.append(Result("ok", seconds=ratio * 1e-3, ratio=ratio, ref_seconds=1e-3))
        return out


@pytest.fixture
def fake(monkeypatch):
    monkeypatch.setattr(experiments, "Measurer", FakeMeasurer)


def test_fig3a_table_json_and_plot(tmp_path, fake):
    pytest.importorskip("matplotlib")
    experiments.main(["fig3a", "--layers", "layer2.conv", "--strategies", "random,genetic", "--budget", "12",
                      "--db", str(tmp_path / "f.sqlite"), "--out", str(tmp_path), "--confirm", "2"])  # fmt: skip
    result = json.loads((tmp_path / "fig3a.json").read_text())
    (row,) = result["rows"]
    for name in ("random", "genetic"):
        finalists = [k for k in row["finalists"] if k.startswith(name)]
        best = min(min(row["finalists"][k]["relative"]) for k in finalists)
        assert row["speedup"][name] == pytest.approx(1 / best) and row["speedup"][name] > 1
    assert "| layer2.conv |" in (tmp_path / "fig3a.md").read_text() and (tmp_path / "fig3a.png").exists()


def test_exhaustive_replay_finds_the_table_optimum(tmp_path, fake):
    experiments.main(["exhaustive", "--layers", "layer4.conv", "--strategies", "genetic,random", "--seeds", "2",
                      "--db", str(tmp_path / "e.sqlite"), "--out", str(tmp_path), "--fraction", "0.15"])  # fmt: skip
    (row,) = json.loads((tmp_path / "exhaustive.json").read_text())["rows"]
    # 864 tiles x 3 algorithms (indirect, direct, im2col) x 5 channel blockings, + 3 Winograd tile sizes x 8 panels
    assert row["points"] == 12984 and row["budget"] == 1947
    assert row["exhaustive_best_vs_default"] == pytest.approx(0.81)  # 6x64 u1: 0.8 + 0.01
    for r in row["replay"].values():
        assert 0 <= r["median_gap"] <= r["worst_gap"] and math.isfinite(r["worst_gap"])
        assert r["median_measurements"] <= 1947
    # resumes from the records: nothing is measured twice
    calls = []
    original = FakeMeasurer.measure
    FakeMeasurer.measure = lambda self, task, choices, reference=None: (
        calls.append(len(choices)) or original(self, task, choices, reference)
    )
    try:
        experiments.main(["exhaustive", "--layers", "layer4.conv", "--strategies", "random", "--seeds", "1",
                          "--db", str(tmp_path / "e.sqlite"), "--out", str(tmp_path)])  # fmt: skip
    finally:
        FakeMeasurer.measure = original
    assert calls == []


def test_fix_holds_a_parameter_of_the_space(tmp_path, fake):
    """--fix k_block=0 measures the space without channel blocking (864 tiles x 3 algorithms, + 24 Winograd
    points)."""
    experiments.main(["exhaustive", "--layers", "layer4.conv", "--strategies", "random", "--seeds", "1",
                      "--db", str(tmp_path / "e.sqlite"), "--out", str(tmp_path), "--fix", "k_block=0"])  # fmt: skip
    (row,) = json.loads((tmp_path / "exhaustive.json").read_text())["rows"]
    assert row["points"] == 2616 and row["budget"] == 392


def test_costmodel_ranks_the_table_and_replays_the_search(tmp_path, fake):
    """Every regressor trained on part of a measured table ranks the rest (the fake's cost is a smooth function
    of mr x nr: a good model ranks it well) and model-based search with it is replayed on the table."""
    experiments.main(["costmodel", "--layers", "layer4.conv", "--seeds", "2", "--train", "16,64",
                      "--regressors", "lightgbm,numpy", "--fix", "k_block=0", "--fix", "algorithm=indirect",
                      "--db", str(tmp_path / "c.sqlite"), "--out", str(tmp_path)])  # fmt: skip
    rows = json.loads((tmp_path / "costmodel.json").read_text())["rows"]
    ranked = [r for r in rows if "spearman" in r]
    assert {(r["regressor"], r["train"]) for r in ranked} == {(k, n) for k in ("lightgbm", "numpy") for n in (16, 64)}
    assert all(r["spearman"] > 0.5 and r["regret"] >= 0 and r["fit_predict_ms"] > 0 for r in ranked)
    searched = [r for r in rows if "median_gap" in r]
    assert {r["regressor"] for r in searched} == {"lightgbm", "numpy"}
    assert all(0 <= r["median_gap"] <= r["worst_gap"] for r in searched)
    assert "| layer4.conv |" in (tmp_path / "costmodel.md").read_text()


def test_quant_runs_the_experiments_on_8_bit_layers(tmp_path, fake, monkeypatch):
    """--quant u8s8: the same layers as 8-bit tuning problems (QGemmSpec choices are what is measured)."""
    seen = []
    original = FakeMeasurer.measure

    def spy(self, task, choices, reference=None):
        seen.extend((task.quant, c.get("spec", {}).get("kind")) for c in choices)
        return original(self, task, choices, reference)

    monkeypatch.setattr(FakeMeasurer, "measure", spy)
    experiments.main(["exhaustive", "--layers", "layer4.0.down", "--strategies", "random", "--seeds", "1",
                      "--db", str(tmp_path / "q.sqlite"), "--out", str(tmp_path), "--quant", "u8s8"])  # fmt: skip
    (row,) = json.loads((tmp_path / "exhaustive.json").read_text())["rows"]
    assert row["points"] > 0 and seen and all(q == "u8s8" and kind in ("qgemm", None) for q, kind in seen)
    assert any(kind == "qgemm" for _, kind in seen)


def test_paired_speedup_interval_separates_a_real_gain_from_noise() -> None:
    from ixconv.tune.experiments import paired_speedup

    rng = np.random.default_rng(1)
    load = rng.uniform(1.0, 1.5, 200)  # machine load, shared by both runs of a pair
    faster, ci = paired_speedup(list(10e-3 * load), list(9.9e-3 * load * rng.normal(1, 0.002, 200)))
    assert faster == pytest.approx(1.0101, abs=1e-3) and ci[0] > 1.0  # 1% under 50% swings: resolved
    same, ci = paired_speedup(list(10e-3 * load), list(10e-3 * load * rng.normal(1, 0.002, 200)))
    assert same == pytest.approx(1.0, abs=1e-3) and ci[0] < 1.0 < ci[1]  # no difference: the interval holds 1
