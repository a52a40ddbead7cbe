"""The int8 layer benchmark's report: the int8 im2col column and the indirect/im2col ratios (no timing here)."""

from __future__ import annotations

import json

import pytest

from ixconv.bench import qconv_layers
from ixconv.bench.harness import Timing
from ixconv.bench.layers import load_layers, select_layers


def small_result() -> qconv_layers.QBenchResult:
    layers = []
    for i, layer in enumerate(select_layers("resnet18", ["conv1", "layer1.conv", "layer2.0.down"])):
        lr = qconv_layers.QLayerResult(layer, "q8_gemm_6x64_avx512vnni_u4_xu8", bytes={"im2col": 10, "indirection": 5})
        for v, scale in (("int8", 1.0), ("im2col", 1.5 + i), ("fp32", 3.0), (qconv_layers.CALL_VARIANT, 1.1)):
            medians = {t: scale * 1e-3 / t for t in (1, 2)}
            lr.timings[v] = {t: Timing(m, 0.95 * m, 1.1 * m, 25) for t, m in medians.items()}
        layers.append(lr)
    env = {"quant_isa": "avx512vnni"}
    return qconv_layers.QBenchResult("resnet18", [1, 2], {1: 300.0, 2: 600.0}, {1: 70.0, 2: 140.0}, layers, [], env)


def test_summary_has_indirect_over_im2col_by_layer_and_category() -> None:
    per = qconv_layers.summary(small_result())["per_threads"][1]
    assert per["indirect_over_im2col"] == pytest.approx({"conv1": 1.5, "layer1.conv": 2.5, "layer2.0.down": 3.5})
    assert per["indirect_over_im2col_geomean"] == pytest.approx({"non-1x1": (1.5 * 2.5) ** 0.5, "1x1 stride-2": 3.5})
    assert per["model_gops_im2col"] < per["model_gops_int8"]


def test_markdown_and_json_carry_the_im2col_column() -> None:
    result = small_result()
    text = qconv_layers.markdown(result)
    assert "| int8 im2col | ind/i2c |" in text
    assert "int8 over im2col+GEMM, geomean by category (paper Tables 3-4): non-1x1 1.94x, 1x1 stride-2 3.50x" in text
    saved = json.loads(json.dumps(qconv_layers.to_json(result)))
    assert set(saved["layers"][0]["timings"]) >= {"int8", "im2col", "fp32"}
    assert saved["layers"][0]["bytes"] == {"im2col": 10, "indirection": 5}


def test_layer_filter() -> None:
    assert [layer.name for layer in select_layers("resnet18", ["layer3.conv", "conv1"])] == ["conv1", "layer3.conv"]
    assert select_layers("resnet18") == load_layers("resnet18")
    with pytest.raises(ValueError, match=r"layers \['nope'\] are not in resnet18"):
        select_layers("resnet18", ["conv1", "nope"])
