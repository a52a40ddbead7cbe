"""Saved benchmark runs: ``to_json`` / ``from_json`` round-trip, and the report re-plots a saved run."""

from __future__ import annotations

import json

import pytest

from ixconv.bench import conv_layers, report
from ixconv.bench.harness import Timing
from ixconv.bench.layers import load_layers


def small_result() -> conv_layers.BenchResult:
    layers = []
    for i, layer in enumerate(load_layers("resnet18")[:3]):
        lr = conv_layers.LayerResult(layer, bytes={"im2col": 10, "indirection": 5, "packed_weights": 7})
        for v, scale in (("indirect", 1.0), ("im2col", 1.3), ("gemm-only", 0.9), ("torch-nhwc", 1.1)):
            medians = {t: scale * (i + 1) / t * 1e-3 for t in (1, 2)}
            lr.timings[v] = {t: Timing(m, 0.95 * m, 1.1 * m, 25) for t, m in medians.items()}
        lr.absent["onnxruntime"] = "not installed"
        layers.append(lr)
    return conv_layers.BenchResult("resnet18", [1, 2], {1: 115.0, 2: 228.0}, layers, {"cpu": "test"}, "warm",
                                   ["torch-nhwc", "onnxruntime"])  # fmt: skip


def test_json_round_trip() -> None:
    saved = json.loads(json.dumps(conv_layers.to_json(small_result())))
    again = conv_layers.to_json(conv_layers.from_json(saved))
    assert json.dumps(again, sort_keys=True) == json.dumps(saved, sort_keys=True)
    assert saved["summary"]["per_threads"]["1"]["indirect_over_peer_geomean"]["torch-nhwc"] == pytest.approx(1.1)


def test_report_replots_a_saved_run(tmp_path) -> None:
    pytest.importorskip("matplotlib")
    path = tmp_path / "bench.json"
    path.write_text(json.dumps({"results": [conv_layers.to_json(small_result())]}))
    report.main([str(path), "--plot", str(tmp_path / "b.png"), "--markdown", str(tmp_path / "b.md")])
    assert (tmp_path / "b.png").stat().st_size > 10_000
    text = (tmp_path / "b.md").read_text()
    assert "layer1.conv" in text and "torch-nhwc" in text


def test_losses_say_where_both_stand_against_the_peak() -> None:
    result = small_result()
    close, far = result.layers[0], result.layers[1]
    for lr, scale in ((close, 0.98), (far, 0.8)):  # the peer faster: 2% (ranges overlap) and 20% (they do not)
        lr.timings["torch-nhwc"] = {t: Timing(scale * x.median, 0.95 * scale * x.median, 1.1 * scale * x.median, 25)
                                    for t, x in lr.timings["indirect"].items()}  # fmt: skip
    losses = {r["layer"]: r for r in conv_layers.summary(result)["per_threads"][1]["losses"]}
    assert set(losses) == {close.layer.name, far.layer.name}
    assert losses[close.layer.name]["ranges_overlap"] and not losses[far.layer.name]["ranges_overlap"]
    assert losses[far.layer.name]["peer_pct_of_peak"] == pytest.approx(
        losses[far.layer.name]["indirect_pct_of_peak"] / 0.8
    )
    lines = report.summary_lines(conv_layers.summary(result)["per_threads"][1], ["torch-nhwc"])
    assert any("1 of these 2 are inside the run-to-run spread" in line for line in lines)
