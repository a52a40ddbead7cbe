"""The per-layer comparison (``ixconv.bench.per_layer``): ONNX nodes are owned by the ixconv step that computes
them (fused nodes by the step that consumes their output), peer kernels are matched to nodes by name or output
tensor at word boundaries, and on a real model nearly all of ONNX Runtime's kernel time lands on ixconv steps."""

from __future__ import annotations

import json

import pytest

from ixconv.bench import per_layer

# conv -> relu -> conv2 -> add(relu_out, conv2_out) -> pool
ONNX_NODES = [
    ("conv", ["x", "w"], ["c"]),
    ("relu", ["c"], ["r"]),
    ("conv2", ["r", "w2"], ["c2"]),
    ("add", ["r", "c2"], ["s"]),
    ("pool", ["s"], ["y"]),
]


def test_fused_nodes_belong_to_the_step_that_computes_them() -> None:
    # ixconv fused conv+relu (the step keeps the conv's name, outputs r) and conv2+add (outputs s)
    steps = [("conv", ["r"]), ("conv2", ["s"]), ("pool", ["y"])]
    owner = per_layer.owners(ONNX_NODES, steps)
    assert owner == {"conv": "conv", "relu": "conv", "conv2": "conv2", "add": "conv2", "pool": "pool"}


def test_kernels_match_nodes_and_tensors_at_word_boundaries() -> None:
    names = {"c": "conv", "r": "relu", "conv": "conv", "relu": "relu", "Conv_1": "Conv_1", "Conv_12": "Conv_12"}
    assert per_layer.onnx_node_of("r_nchwc", names) == "relu"  # ONNX Runtime: the output tensor + a suffix
    assert per_layer.onnx_node_of("conv", names) == "conv"
    assert per_layer.onnx_node_of("Conv_12", names) == "Conv_12"  # not Conv_1
    assert per_layer.onnx_node_of("Conv_1/reorder", names) == "Conv_1"
    assert per_layer.onnx_node_of("ReorderOutput", names) is None


def test_bad_arguments_are_named() -> None:
    with pytest.raises(ValueError, match="peer"):
        per_layer.compare("ppocr_cls", peer="tvm")
    with pytest.raises(ValueError, match="model"):
        per_layer.compare("no_such_model", peer="onnxruntime")
    with pytest.raises(FileNotFoundError, match="model"):
        per_layer.compare("/no/such/model.onnx", peer="onnxruntime")


def test_onnxruntime_kernels_land_on_ixconv_steps(tmp_path) -> None:
    pytest.importorskip("onnxruntime")
    pytest.importorskip("rapidocr_onnxruntime", reason="pip install -e '.[test]' brings rapidocr-onnxruntime")
    out = tmp_path / "per_layer.json"
    assert per_layer.main(["ppocr_cls", "--peer", "onnxruntime", "--runs", "3", "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["ixconv_total_us"] > 0 and report["peer_total_us"] > 0
    # what matches no ONNX node is ONNX Runtime's own layout traffic (its NCHWc reorders), little else
    unmatched = sum(us for _, op, us in report["unattributed"] if not op.startswith("Reorder"))
    attributed = sum(r["peer_us"] for r in report["rows"])
    assert unmatched <= 0.1 * report["peer_total_us"], report["unattributed"]
    assert attributed >= 0.5 * report["peer_total_us"]
    convolutions = [r for r in report["rows"] if "Conv" in r["op"]]
    assert convolutions and all(r["flops"] > 0 for r in convolutions)
    matched = sum(r["ixconv_us"] for r in convolutions if r["peer_us"] > 0)
    assert matched >= 0.9 * sum(r["ixconv_us"] for r in convolutions)
    assert report["command"].startswith("python -m ixconv.bench.per_layer ppocr_cls --peer onnxruntime")


def test_the_panel_benchmark_parses_and_checks_its_specs(capsys) -> None:
    from ixconv.bench import panels

    assert panels.main(["--layers", "6x5:8-24:1,5x5:3-16:3", "--specs", "5x16u2,3x16u1tp", "--runs", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and lines[1].startswith("6x5 1x1 8->24:") and "1.00x" in lines[1]
    with pytest.raises(ValueError, match="layers"):
        panels.parse_layer("56x56:24")
    with pytest.raises(ValueError, match="specs"):
        panels.parse_spec("4x24", "avx2")
    assert panels.parse_spec("5x16u2ti", "avx2").order == "tile_inner"
    assert panels.parse_spec("5x16u2tp", "avx2").order == "tile_panels"
