"""The Ray pieces that need no Ray: the batch ``Predictor`` (answers, ids, top-k, paths and bytes, errors), the
image folder of the Ray benchmark, the records' row export/import, and the fingerprint rules of distributed
tuning (which nodes may measure, which rows may be merged)."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

pytest.importorskip("PIL")

from ixconv.bench.ray_infer import exactly_once, make_images  # noqa: E402
from ixconv.graph.executor import Model  # noqa: E402
from ixconv.graph.preprocess import Preprocess  # noqa: E402
from ixconv.scale.ray_data import Predictor  # noqa: E402
from ixconv.scale.ray_tune import NodeCPU, RayRunner, partition  # noqa: E402
from ixconv.tune.records import Records  # noqa: E402
from ixconv.tune.runners import FingerprintMismatch, merge_rows  # noqa: E402


def classifier(size: int = 32, classes: int = 10) -> bytes:
    """A small image classifier: Conv 3x3 (3->8) + Relu, global average pool, Flatten, Gemm to ``classes``."""
    rng = np.random.default_rng(0)
    w = (rng.standard_normal((8, 3, 3, 3)) * 0.3).astype(np.float32)
    fc = rng.standard_normal((classes, 8)).astype(np.float32)
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c"], ["r"]),
        helper.make_node("GlobalAveragePool", ["r"], ["p"]),
        helper.make_node("Flatten", ["p"], ["f"]),
        helper.make_node("Gemm", ["f", "fc"], ["logits"], transB=1),
    ]
    graph = helper.make_graph(
        nodes, "classifier", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3, size, size])],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["N", classes])],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(fc, "fc")],
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model.SerializeToString()


@pytest.fixture(scope="module")
def images(tmp_path_factory):
    return make_images(tmp_path_factory.mktemp("images"), 12, seed=1)


def test_make_images_writes_distinct_jpegs(images):
    from PIL import Image

    assert [p.name for p in images] == [f"img{i:05d}.jpg" for i in range(12)]
    sizes = set()
    for path in images:
        with Image.open(path) as image:
            assert image.format == "JPEG" and image.mode == "RGB" and 160 <= max(image.size) <= 480
            sizes.add(image.size)
    assert len(sizes) > 6  # crops and scales differ
    with pytest.raises(ValueError, match="count"):
        make_images(images[0].parent, 0)


def test_predictor_answers_the_model_on_preprocessed_images(images):
    model = classifier()
    predictor = Predictor(model, num_threads=1, top=3)
    ids = np.arange(100, 100 + len(images))
    out = predictor({"id": ids, "path": np.array([str(p) for p in images])})
    assert set(out) == {"id", "label", "score"} and np.array_equal(out["id"], ids)
    # the same images through the reader of ixconv run --image and ixconv quantize, and the model, by hand
    prep = Preprocess().checked(3, 32, 32)  # the defaults: shorter side to 37, center 32x32, ImageNet mean/std
    x = np.stack([prep(p) for p in images])
    logits = Model(model, num_threads=1).run({"x": x})["logits"]
    expected = np.argsort(-logits, axis=1, kind="stable")[:, :3]
    assert out["label"].shape == (len(images), 3) and out["label"].dtype == np.int64
    np.testing.assert_array_equal(out["label"], expected)
    np.testing.assert_allclose(out["score"], np.take_along_axis(logits, expected, axis=1), rtol=1e-5, atol=1e-6)
    assert np.all(np.diff(out["score"], axis=1) <= 0)  # best first
    # top 1: flat columns, the same best class; encoded bytes instead of paths: the same answers
    one = Predictor(model, num_threads=2, preprocess="imagenet")
    blobs = np.array([p.read_bytes() for p in images], dtype=object)
    flat = one({"id": ids, "path": blobs})
    assert flat["label"].shape == (len(images),) and np.array_equal(flat["label"], expected[:, 0])
    assert one.num_threads == 2


def test_predictor_rejects_bad_input(images, tmp_path):
    model = classifier()
    with pytest.raises(ValueError, match="top"):
        Predictor(model, top=0)
    with pytest.raises(ValueError, match="num_threads"):
        Predictor(model, num_threads=0)
    with pytest.raises(ValueError, match="output"):
        Predictor(model, output="nope")
    with pytest.raises(ValueError, match="preprocess: mode"):
        Predictor(model, preprocess={"mode": "L"})
    with pytest.raises(ValueError, match="preprocess"):
        Predictor(model, preprocess="imagenet,colour=red")
    predictor = Predictor(model, num_threads=1)
    with pytest.raises(ValueError, match="column: the batch has no column 'path'"):
        predictor({"id": np.arange(2), "image": np.array(["a", "b"])})
    with pytest.raises(ValueError, match="id_column"):
        predictor({"path": np.array([str(images[0])])})
    bad = tmp_path / "bad.jpg"
    bad.write_bytes(b"not an image")
    with pytest.raises(ValueError, match="path: cannot read the image .*bad.jpg"):
        predictor({"id": np.arange(1), "path": np.array([str(bad)])})
    empty = predictor({"id": np.arange(0), "path": np.array([], dtype=str)})
    assert all(len(v) == 0 for v in empty.values())


def test_exactly_once_counts_lost_and_duplicated_rows():
    assert exactly_once(np.array([0, 1, 2, 3]), 4) == {"rows": 4, "lost": 0, "duplicated": 0}
    assert exactly_once(np.array([0, 1, 1, 3]), 4) == {"rows": 4, "lost": 1, "duplicated": 1}


def _node(i: int, fingerprint: str, generator: str = "g") -> NodeCPU:
    return NodeCPU(f"node{i}" + "0" * 20, "127.0.0.1", 1.0, fingerprint, generator, "avx512")


def test_partition_keeps_only_nodes_of_the_target_cpu():
    nodes = [_node(0, "aaaa"), _node(1, "bbbb"), _node(2, "aaaa", "other"), _node(3, "aaaa")]
    matching, others = partition(nodes, "aaaa", "g")
    assert [n.node_id[:5] for n in matching] == ["node0", "node3"]
    assert [n.node_id[:5] for n in others] == ["node1", "node2"]
    with pytest.raises(FingerprintMismatch, match=r"target's CPU fingerprint cccc.*2 node\(s\) aaaa"):
        partition(nodes, "cccc", "g")


def test_ray_runner_rejects_bad_arguments():
    with pytest.raises(ValueError, match="per_node"):
        RayRunner(per_node=0)
    with pytest.raises(ValueError, match="num_cpus"):
        RayRunner(num_cpus=0)


def test_rows_round_trip_and_foreign_rows_are_refused(tmp_path):
    with Records(tmp_path / "a.sqlite", fingerprint="f1", generator="g1") as a:
        a.add_trial("sig", {"impl": "ixconv-default"}, {"status": "ok", "seconds": 1e-3}, strategy="random")
        a.set_choice("sig", {"impl": "ixconv-default"}, 1e-3, 1e-3, {"rule": "test"})
        rows = a.export_rows()
    assert [r["table"] for r in rows] == ["trials", "choices"]
    with Records(tmp_path / "b.sqlite", fingerprint="f1", generator="g1") as b:
        assert merge_rows(b, rows, "test") == 2 and merge_rows(b, rows, "test") == 1  # the trial is not repeated
        assert b.export_rows() == rows and b.choices() == {"sig": {"impl": "ixconv-default"}}
    with Records(tmp_path / "c.sqlite", fingerprint="f2", generator="g1") as c:
        with pytest.raises(FingerprintMismatch, match="CPU fingerprint f1, the target's is f2"):
            merge_rows(c, rows, "test")
        assert c.export_rows() == []
    with Records(tmp_path / "d.sqlite", fingerprint="f1", generator="g2") as d:
        with pytest.raises(ValueError, match="generator g1"):
            merge_rows(d, rows, "test")
        with pytest.raises(ValueError, match="unknown table"):
            d.import_rows([{"table": "nope"}])
        assert d.export_rows() == []
