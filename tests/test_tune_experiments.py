"""The experiments the lead runs (python -m ixconv.tune.experiments ...), with a fake measurer: they run,
write their table / JSON / plot, and compute speedups and gaps from what was measured."""

from __future__ import annotations

import json
import math
import time

import numpy as np
import pytest

from ixconv.cpu import host
from ixconv.tune import experiments
from ixconv.tune.measure import Result


class FakeMeasurer:
    """Relative cost from the spec: mr * nr closest to 6 * 64 is fastest (0.8 of the default). Libraries: torch at
    0.9 of the default, onnxruntime at 1.25; numpy-im2col is not installed."""

    LIBRARIES = {"torch": 0.9, "onnxruntime": 1.25}
    DELAY = 0.0  # seconds per measured choice

    def __init__(self, *a, **k):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

    def measure(self, task, choices, reference=None):
        out = []
        for c in choices:
            time.sleep(self.DELAY)
            if c["impl"] in self.LIBRARIES:
                ratio = self.LIBRARIES[c["impl"]]
                out.append(Result("ok", seconds=ratio * 1e-3, ratio=ratio, ref_seconds=1e-3))
                continue
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


# these pin the sizes and optima of the space on AVX-512 (the host's ISA decides the space): elsewhere they would
# need their own figures (not yet written: an AVX2 host measures 2901 points where AVX-512 has 12984)
AVX512_SPACE = pytest.mark.skipif(host().isa != "avx512", reason="pins the figures of the AVX-512 tuning space")


@AVX512_SPACE
def test_fig3a_table_json_and_plot(tmp_path, fake, monkeypatch):
    """Each strategy's speedup over the default and over the fastest library (torch, 0.9 x default) from its
    re-measured finalists; a library that is not installed is asked once, then left out of the rounds."""
    pytest.importorskip("matplotlib")
    asked = []
    original = FakeMeasurer.measure
    monkeypatch.setattr(FakeMeasurer, "measure", lambda self, task, choices, reference=None: (
        asked.extend(c["impl"] for c in choices) or original(self, task, choices, reference)))  # fmt: skip
    experiments.main(["fig3a", "--layers", "layer2.conv", "--strategies", "random,genetic", "--budget", "12",
                      "--db", str(tmp_path / "f.sqlite"), "--out", str(tmp_path), "--confirm", "3"])  # fmt: skip
    result = json.loads((tmp_path / "fig3a.json").read_text())
    (row,) = result["rows"]
    assert row["libraries"] == {"torch": 0.9, "onnxruntime": 1.25} and row["best_library"] == "torch"
    assert asked.count("torch") == 3 and asked.count("numpy-im2col") == 1
    for name in ("random", "genetic"):
        finalists = [k for k in row["finalists"] if k.startswith(name)]
        best = min(min(row["finalists"][k]["relative"]) for k in finalists)
        assert row["speedup"][name] == pytest.approx(1 / best) and row["speedup"][name] > 1
        assert row["speedup_over_library"][name] == pytest.approx(0.9 / best)
    markdown = (tmp_path / "fig3a.md").read_text()
    assert "| layer2.conv |" in markdown and "| torch (0.900) |" in markdown and "(the paper's baseline" in markdown
    geomean = [line for line in markdown.splitlines() if line.startswith("| geomean")][0]
    cells = geomean.split("|")  # random / library, genetic / library, random / default, genetic / default
    over_library, over_default = cells[5], cells[8]
    assert float(over_library.strip(" x")) == pytest.approx(row["speedup_over_library"]["random"], abs=1e-3)
    assert float(over_default.strip(" x")) == pytest.approx(row["speedup"]["genetic"], abs=1e-3)
    assert (tmp_path / "fig3a.png").exists()


def test_fig3b_splits_search_time_into_measuring_and_strategy(tmp_path, fake, monkeypatch):
    """fig3b runs fig3a's loop and tables each strategy's search seconds: the measurer's share (here 5 ms per
    measurement) and the rest; --from renders an earlier run again without measuring."""
    pytest.importorskip("matplotlib")
    monkeypatch.setattr(FakeMeasurer, "DELAY", 0.005)
    experiments.main(["fig3b", "--layers", "layer4.conv", "--strategies", "random,genetic", "--budget", "8",
                      "--db", str(tmp_path / "b.sqlite"), "--out", str(tmp_path), "--confirm", "1"])  # fmt: skip
    result = json.loads((tmp_path / "fig3b.json").read_text())
    (row,) = result["rows"]
    for name in ("random", "genetic"):
        searched = row["searched"][f"{name}#0"]
        assert searched["spent"] == 8
        assert 8 * 0.005 <= searched["measure_seconds"] <= searched["seconds"] < 5
        times = experiments._search_times(row, name)
        assert times["strategy_seconds"] == pytest.approx(searched["seconds"] - searched["measure_seconds"])
    assert row["confirm_seconds"] >= (2 * 3 + 2) * 0.005  # 2 x 3 finalists + 2 libraries, numpy-im2col once
    lines = (tmp_path / "fig3b.md").read_text().splitlines()
    assert sum(line.startswith("| layer4.conv |") for line in lines) == 2
    assert [line.split("|")[3].strip() for line in lines if line.startswith("| all |")] == ["random", "genetic"]
    assert (tmp_path / "fig3b.png").exists()

    monkeypatch.setattr(experiments, "Measurer", None)  # --from: nothing is measured
    out = tmp_path / "again"
    experiments.main(["fig3b", "--from", str(tmp_path / "fig3b.json"), "--out", str(out)])
    assert (out / "fig3b.md").read_text() == (tmp_path / "fig3b.md").read_text()


def _report(contenders: dict, chosen: str):
    from ixconv.bench.layers import load_layers
    from ixconv.tune.conv_space import ConvTask
    from ixconv.tune.tuner import TaskReport

    task = ConvTask.from_layer(load_layers("resnet18")[1])
    choice = {"impl": chosen} if chosen != "tuned" else {"impl": "ixconv", "algorithm": "indirect", "spec": {
        "kind": "gemm", "mr": 6, "nr": 64, "unroll": 1, "order": "panel_inner"}}  # fmt: skip
    return TaskReport(task, choice, contenders[chosen], contenders["default"], contenders)


def test_fig2b_row_speedups_from_known_medians():
    """The plan's and ixconv's kernels' speedups over each library and the default, from a report's medians;
    a library that could not run (inf) is left out."""
    ms = {"default": 2e-3, "tuned": 1e-3, "tuned#2": 1.2e-3, "front#1": 3e-3, "torch": 1.5e-3,
          "onnxruntime": 4e-3, "numpy-im2col": math.inf}  # fmt: skip
    row = experiments.fig2b_row(_report(ms, "tuned"), experiments.THIRD_PARTY)
    assert row["layer"] == "layer1.conv" and row["plan_ms"] == pytest.approx(1.0) and row["ixconv_ms"] == 1.0
    assert row["plan_speedup"] == pytest.approx({"torch": 1.5, "onnxruntime": 4.0, "ixconv default": 2.0})
    assert row["ixconv_speedup"] == row["plan_speedup"] and row["plan"].startswith("ixconv indirect 6x64")
    slow = dict(ms, tuned=1.8e-3, **{"tuned#2": 1.9e-3})  # the library beats ixconv's kernels: the plan takes it
    row = experiments.fig2b_row(_report(slow, "torch"), ("torch", "onnxruntime"))
    assert row["plan"] == "torch" and row["plan_speedup"]["torch"] == pytest.approx(1.0)
    assert row["ixconv_speedup"] == pytest.approx(
        {"torch": 1.5 / 1.8, "onnxruntime": 4 / 1.8, "ixconv default": 2 / 1.8}
    )
    assert row["plan_speedup"]["ixconv default"] == pytest.approx(2 / 1.5)


def test_fig2b_tunes_each_layer_against_the_libraries(tmp_path, fake):
    """fig2b runs the tuner per layer and reads its confirmation medians: torch at 0.9 x the default, onnxruntime
    at 1.25, numpy-im2col (not installed) absent; geomeans and the plot are written."""
    pytest.importorskip("matplotlib")
    experiments.main(["fig2b", "--layers", "layer4.conv,layer4.0.down", "--budget", "8", "--confirm", "2",
                      "--db", str(tmp_path / "t.sqlite"), "--out", str(tmp_path)])  # fmt: skip
    result = json.loads((tmp_path / "fig2b.json").read_text())
    assert [r["layer"] for r in result["rows"]] == ["layer4.0.down", "layer4.conv"]
    for row in result["rows"]:
        base = row["baselines_ms"]
        assert set(base) == {"torch", "onnxruntime", "ixconv default"} and base["ixconv default"] == 1.0
        assert base["torch"] == pytest.approx(0.9) and base["onnxruntime"] == pytest.approx(1.25)
        own = min(v for k, v in row["ms"].items() if k.startswith(("tuned", "front", "default")))
        assert row["ixconv_ms"] == pytest.approx(own) and row["plan_ms"] <= 0.9 + 1e-9
        assert row["ixconv_speedup"]["torch"] == pytest.approx(0.9 / own)
        assert row["trials"] >= 8 and row["strategy"] in ("genetic", "exhaustive")
    markdown = (tmp_path / "fig2b.md").read_text()
    geomean = [line for line in markdown.splitlines() if line.startswith("| geomean")][0].split("|")[2:-1]
    names = ("torch", "onnxruntime", "ixconv default")
    expected = [experiments._geomean(r[k][n] for r in result["rows"]) for k in ("plan_speedup", "ixconv_speedup")
                for n in names]  # fmt: skip
    assert [float(c.strip(" x")) for c in geomean] == pytest.approx(expected, abs=1e-3)
    assert (tmp_path / "fig2b.png").exists()


@AVX512_SPACE
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


@AVX512_SPACE
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
