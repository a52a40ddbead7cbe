"""The A/B of a planning setting (``ixconv.bench.ab``): settings parsed and checked with the parameter named, in
force only while plan B is built, and a run on a small model that reports both medians, their ratio and how far
the outputs moved."""

from __future__ import annotations

import json

import numpy as np
import pytest

from ixconv.bench import ab


def _small_model(path) -> str:
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(0)
    w = numpy_helper.from_array((rng.standard_normal((16, 8, 3, 3)) / 8).astype(np.float32), "w")
    graph = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]), helper.make_node("Relu", ["c"], ["y"])],
        "small", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 12, 10])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [w],
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    path.write_bytes(model.SerializeToString())
    return str(path)


def test_settings_are_parsed_and_bad_ones_named() -> None:
    import ixconv.ops.amx as amx

    module, name, value = ab.parse_setting("ixconv.ops.amx:AMX_1X1_MIN_CHANNELS=32")
    assert (module, name, value) == (amx, "AMX_1X1_MIN_CHANNELS", 32)
    _, _, off = ab.parse_setting("ixconv.ops.amx_store:store_as_bf16_in_place=off")
    assert off(1, 2, depthwise=()) is None
    before = amx.AMX_1X1_MIN_CHANNELS
    with ab.applied([(amx, "AMX_1X1_MIN_CHANNELS", before + 1)]):
        assert amx.AMX_1X1_MIN_CHANNELS == before + 1
    assert amx.AMX_1X1_MIN_CHANNELS == before
    rule = "ixconv.ops.amx:AMX_1X1_MIN_CHANNELS"
    for text, words in [("ixconv.ops.amx=3", "module:NAME"), ("no.such.module:X=1", "no module"),
                        ("ixconv.ops.amx:NOPE=1", "no attribute"), (f"{rule}=off", "no function"),
                        (f"{rule}=abc", "literal")]:  # fmt: skip
        with pytest.raises(ValueError, match=words):
            ab.parse_setting(text)


def test_a_run_reports_both_plans_side_by_side(tmp_path, capsys) -> None:
    path = _small_model(tmp_path / "small.onnx")
    out = tmp_path / "ab.json"
    assert ab.main([path, "--set", "ixconv.ops.conv:ROWS_MIN_WIDTH=1", "--runs", "3",
                    "--precision", "exact", "--json", str(out)]) == 0  # fmt: skip
    report = json.loads(out.read_text())
    (result,) = report["results"]
    assert result["a_ms"] > 0 and result["b_ms"] > 0 and result["ratio_q20"] <= result["ratio_q80"]
    assert result["ratio"] == pytest.approx(result["a_ms"] / result["b_ms"])
    assert result["difference"] < 1e-5  # the same convolution, another algorithm at most
    assert "A/B" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        ab.main([path, "--set", "ixconv.ops.conv:ROWS_MIN_WIDTH=1", "--runs", "0"])
