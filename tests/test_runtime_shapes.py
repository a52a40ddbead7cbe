"""Dynamic input shapes: a model runs at any height, width and batch it is fed (checked against ONNX Runtime on
real OCR models), plans per input shape live in a bounded least-recently-used cache whose size is a parameter,
shape subgraphs are evaluated once per input shape, and memory stays flat when the sizes keep changing."""

from __future__ import annotations

import importlib.metadata

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.graph.lru import LRU

ort = pytest.importorskip("onnxruntime")
pytest.importorskip("rapidocr_onnxruntime", reason="pip install -e '.[test]' brings rapidocr-onnxruntime")


def _rapidocr(name: str) -> str:
    return str(
        importlib.metadata.distribution("rapidocr-onnxruntime").locate_file(f"rapidocr_onnxruntime/models/{name}")
    )


def _close(got: np.ndarray, expected: np.ndarray, what: str) -> None:
    assert got.shape == expected.shape, what
    assert np.max(np.abs(got - expected)) <= 1e-4 * max(np.max(np.abs(expected)), 1e-6), what


def test_ocr_recognition_at_any_width_and_batch() -> None:
    path = _rapidocr("ch_PP-OCRv4_rec_infer.onnx")
    model, session = ixconv.load(path), ort.InferenceSession(path)
    rng = np.random.default_rng(0)
    for batch, width in ((1, 100), (3, 337), (1, 1000), (2, 100)):
        x = rng.uniform(-1, 1, (batch, 3, 48, width)).astype(np.float32)
        (expected,) = session.run(None, {"x": x})
        _close(model.run({"x": x})["softmax_11.tmp_0"], expected, f"batch {batch}, width {width}")


def test_detection_and_classification_at_other_sizes() -> None:
    from ixconv.bench.real_models import sample_input

    for name, shapes in (
        ("ch_PP-OCRv4_det_infer.onnx", [(1, 3, 320, 480), (1, 3, 1280, 320)]),
        ("ch_ppocr_mobile_v2.0_cls_infer.onnx", [(16, 3, 48, 192), (1, 3, 48, 100)]),
    ):
        path = _rapidocr(name)
        model, session = ixconv.load(path), ort.InferenceSession(path)
        for shape in shapes:
            x = sample_input("text", list(shape))  # rendered text: a detection map that is not all zero
            (expected,) = session.run(None, {"x": x})
            (got,) = model.run({"x": x}).values()
            _close(got, expected, f"{name} {shape}")


def _shape_subgraph_model():
    """Conv -> Reshape to (N, C, H*W) with the target computed from Shape -> Softmax -> Reshape back."""
    rng = np.random.default_rng(2)
    w = numpy_helper.from_array(rng.standard_normal((4, 3, 3, 3)).astype(np.float32), "w")
    starts, ends, minus1 = (numpy_helper.from_array(np.array(v, np.int64), n) for n, v in
                            (("s", [0]), ("e", [2]), ("m", [-1])))  # fmt: skip
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
        helper.make_node("Shape", ["c"], ["shape"], name="shape_of_c"),
        helper.make_node("Slice", ["shape", "s", "e"], ["nc"], name="slice_nc"),
        helper.make_node("Concat", ["nc", "m"], ["target"], axis=0, name="target"),
        helper.make_node("Reshape", ["c", "target"], ["flat"]),
        helper.make_node("Softmax", ["flat"], ["p"], axis=-1),
        helper.make_node("Reshape", ["p", "shape"], ["y"]),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3, "H", "W"])
    graph = helper.make_graph(nodes, "shapes", [x], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              [w, starts, ends, minus1])  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])


def test_shape_subgraphs_run_once_per_input_shape() -> None:
    proto = _shape_subgraph_model()
    model, session = ixconv.Model(proto, num_threads=1), ort.InferenceSession(proto.SerializeToString())
    calls: dict[str, int] = {}
    for index, node in enumerate(model.graph.nodes):
        if node.name in ("shape_of_c", "slice_nc", "target"):
            step = model.steps[index]

            def counted(*args, _step=step, _name=node.name, **kwargs):
                calls[_name] = calls.get(_name, 0) + 1
                return _step(*args, **kwargs)

            model.steps[index] = counted
    rng = np.random.default_rng(3)
    for shape in [(1, 3, 5, 7)] * 6 + [(2, 3, 9, 4)] * 6 + [(1, 3, 5, 7)] * 2:
        x = rng.standard_normal(shape).astype(np.float32)
        _close(model(x), session.run(None, {"x": x})[0], str(shape))
    # per shape: the planning run and the segmenting run; replays read the kept values
    assert calls == {"shape_of_c": 4, "slice_nc": 4, "target": 4}, calls


def test_plans_are_bounded_and_the_bound_is_a_parameter() -> None:
    proto = _shape_subgraph_model()
    with pytest.raises(ValueError, match="max_plans"):
        ixconv.load(proto, max_plans=0)
    model = ixconv.load(proto, num_threads=1, max_plans=2)
    session = ort.InferenceSession(proto.SerializeToString())
    rng = np.random.default_rng(4)
    for h in (5, 6, 7, 8, 5, 6, 5):
        x = rng.standard_normal((1, 3, h, 4)).astype(np.float32)
        for _ in range(3):
            _close(model(x), session.run(None, {"x": x})[0], f"h {h}")
        assert len(model._plans) <= 2 and len(model._segments) <= 2 and len(model._folded) <= 2
    assert [key[0][1][2] for key in model._plans] == [6, 5]  # the two used last, most recent last


def test_lru_keeps_the_most_recently_used() -> None:
    cache = LRU(2)
    cache["a"], cache["b"] = 1, 2
    assert cache["a"] == 1  # a is now the most recent
    cache["c"] = 3
    assert list(cache) == ["a", "c"] and cache.get("b") is None
    with pytest.raises(ValueError, match="limit"):
        LRU(0)


@pytest.mark.skipif(not __import__("os").path.exists("/proc/self/statm"), reason="RSS is read from /proc (Linux)")
def test_memory_is_flat_when_sizes_keep_changing(tmp_path) -> None:
    """The direction classifier fed 12 widths in seeded random order with 4 plans kept, so most runs evict a
    plan and build another, measured in a fresh process (``ixconv.bench.leak``; a test process's own
    allocations would drown the reading): after the warm-up, the resident set's high-water mark over the
    last 200 of 400 runs stays within the noise of where it was over the first 200."""
    import json
    import subprocess
    import sys

    out = tmp_path / "leak.json"
    command = [sys.executable, "-m", "ixconv.bench.leak", "--models", "ppocr_cls", "--runs", "400", "--sizes", "12",
               "--max-plans", "4", "--in-process", "--json", str(out)]  # fmt: skip
    subprocess.run(command, check=True, capture_output=True, timeout=600)
    (result,) = json.loads(out.read_text())
    readings = [mib for _, mib in result["readings"]]
    assert result["status"] == "ok" and len(readings) >= 8, result
    half = len(readings) // 2
    grown = max(readings[half:]) - max(readings[:half])
    # the readings move +-10 MiB with the sizes of the plans alive; a plan that is not freed on eviction
    # (its arena alone is 1-2 MiB, and some 200 plans are evicted) would add hundreds
    assert grown < 32, f"the resident set's peak grew {grown:.1f} MiB over 400 runs replacing plans: {readings}"


def test_per_size_caches_stay_within_their_bound() -> None:
    from ixconv.graph.lru import SIZES_PER_STEP

    model = ixconv.load(_rapidocr("ch_ppocr_mobile_v2.0_cls_infer.onnx"), num_threads=1, max_plans=4)
    rng = np.random.default_rng(5)
    for w in rng.permutation([64 + 8 * i for i in range(40)]):
        for _ in range(2):
            model.run({"x": rng.uniform(-1, 1, (1, 3, 48, w)).astype(np.float32)})
    assert len(model._plans) == 4 and len(model._segments) <= 4
    caches = [v for step in model.steps for v in vars(step).values() if isinstance(v, LRU)]
    assert caches and all(len(c) <= SIZES_PER_STEP for c in caches)
