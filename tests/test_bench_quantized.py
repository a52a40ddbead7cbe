"""python -m ixconv.bench.quantized: a zoo model quantized by ONNX Runtime's tool, run by both runtimes."""

from __future__ import annotations

import pytest

pytest.importorskip("onnxruntime.quantization")

from ixconv.bench import quantized  # noqa: E402


def test_quantized_model_runs_like_onnx_runtime(tmp_path) -> None:
    result = quantized.run("squeezenet1_0", [1], runs=2)
    assert "QLinearConv" in result["ops"]
    row = result["threads"][1]
    assert row["same_top1"] and row["max_abs_diff"] < 1e-3
    assert row["ms"]["ixconv"] > 0 and row["ms"]["onnxruntime"] > 0
    table = quantized.markdown(result)
    assert "| 1 |" in table and "ONNX Runtime" in table
