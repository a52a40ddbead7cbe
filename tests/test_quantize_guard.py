"""The quantizer's accuracy guard (``ixconv quantize --accuracy-budget``): the budget's forms and errors, the
bisection over the sensitivity ranking, the sensitivity itself (a layer made hard to quantize ranks first), and
end to end: the model it returns meets the budget when measured again, with the fewest layers it found left in
float, and a budget no model meets is an error."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import numpy_helper
from test_quantize import samples, small_model

import ixconv
from ixconv.cli import main
from ixconv.graph.accuracy import agreement
from ixconv.graph.guard import AccuracyBudget, guard, sensitivity
from ixconv.graph.onnx_export import to_model_proto
from ixconv.graph.onnx_import import to_graph
from ixconv.graph.quantize import prepare, quantization_record


@pytest.mark.parametrize(
    "spec, metric, value",
    [("top1=0.99", "top1", 0.99), ("top1>=0.5", "top1", 0.5), ("99%", "top1", 0.99), (0.9, "top1", 0.9),
     ("sqnr=30", "sqnr", 30.0), ("35dB", "sqnr", 35.0), ("SQNR >= 12.5", "sqnr", 12.5), ("1", "top1", 1.0)],
)  # fmt: skip
def test_budget_forms(spec, metric, value) -> None:
    budget = AccuracyBudget.parse(spec)
    assert (budget.metric, budget.value) == (metric, pytest.approx(value))


@pytest.mark.parametrize("spec", ["top1=1.5", "top1=0", "150%", "sqnr=30%", "top1=30dB", "fast", "top5=0.9", ""])
def test_bad_budgets_name_the_parameter(spec) -> None:
    with pytest.raises(ValueError, match="accuracy_budget"):
        AccuracyBudget.parse(spec)
    with pytest.raises(TypeError, match="accuracy_budget"):
        AccuracyBudget.parse([0.9])


def test_bisection_finds_the_fewest_layers_and_only_returns_measured_ones() -> None:
    ranking = [f"layer{i}" for i in range(20)]
    budget = AccuracyBudget("sqnr", 30.0)
    for needed in (1, 2, 7, 13, 19):
        probes = []

        def evaluate(excluded, needed=needed, probes=probes):
            probes.append(len(excluded))
            return 25.0 + 10.0 * (len(excluded) >= needed)

        outcome = guard(budget, ranking, evaluate, first_score=25.0)
        assert outcome.excluded == ranking[:needed] and outcome.score == 35.0
        assert len(probes) <= 1 + int(np.ceil(np.log2(len(ranking))))  # bisection, not a walk
        assert (needed, 35.0) in outcome.evaluations
    met = guard(budget, ranking, lambda excluded: pytest.fail("measured again"), first_score=31.0)
    assert met.excluded == [] and met.evaluations == [(0, 31.0)]
    with pytest.raises(ValueError, match="no quantized model meets SQNR >= 30 dB"):
        guard(budget, ranking, lambda excluded: 20.0, first_score=20.0)


def spoiled_model() -> onnx.ModelProto:
    """``small_model`` with one weight 30x the others in conv2: per-tensor int8 weights then blur the rest of conv2."""
    model = small_model(batch_norm=False)
    for t in model.graph.initializer:
        if t.name == "conv2_w":
            w = numpy_helper.to_array(t).copy()
            w[0, 0, 1, 1] = 30 * np.abs(w).max()
            t.CopyFrom(numpy_helper.from_array(w, t.name))
    return model


def test_a_layer_hard_to_quantize_ranks_first() -> None:
    model, x = spoiled_model(), samples(16)
    q = ixconv.quantize_model(model, x, per_channel=False)
    reference = to_model_proto(prepare(to_graph(model)))
    noise = sensitivity(reference, q, [{"x": x}])
    assert set(noise) == {"conv1", "conv2", "conv3", "fc"}
    ranked = sorted(noise, key=lambda layer: -noise[layer])
    assert ranked[0] == "conv2", noise
    assert noise["conv2"] > 10 * max(noise[layer] for layer in ranked[1:]), noise


def test_the_guard_leaves_the_sensitive_layer_in_float_and_the_budget_holds() -> None:
    model, x = spoiled_model(), samples(32)
    plain = ixconv.quantize_model(model, x, per_channel=False)
    before = agreement(model, plain, [{"x": x}])["outputs"]["y"]["sqnr_db"]
    budget = before + 3
    guarded = ixconv.quantize_model(model, x, per_channel=False, accuracy_budget=f"sqnr={budget}")
    record = quantization_record(guarded)
    assert record["accuracy_budget"]["left_in_float"][0] == "conv2", record
    assert "conv2" in record["excluded"] and "conv2" not in record["quantized"]
    after = agreement(model, guarded, [{"x": x}])["outputs"]["y"]["sqnr_db"]
    assert after >= budget and after == pytest.approx(record["accuracy_budget"]["achieved"], rel=1e-3)
    onnx.checker.check_model(guarded)
    unguarded = quantization_record(ixconv.quantize_model(model, x, per_channel=False, accuracy_budget="sqnr=1"))
    assert unguarded["accuracy_budget"]["left_in_float"] == [] and len(unguarded["quantized"]) == 4


def test_a_budget_no_model_meets_is_an_error_and_top1_needs_class_scores(tmp_path) -> None:
    model, x = small_model(), samples(8)
    with pytest.raises(ValueError, match="no quantized model meets SQNR >= 200 dB"):
        ixconv.quantize_model(model, x, accuracy_budget="sqnr=200")
    headless = small_model()
    del headless.graph.node[-2:]  # up to the GlobalAveragePool: (N, 16, 1, 1), no class scores
    headless.graph.output[0].CopyFrom(onnx.helper.make_tensor_value_info("gap_out", onnx.TensorProto.FLOAT, None))
    with pytest.raises(ValueError, match="no class-score output"):
        ixconv.quantize_model(headless, x, accuracy_budget="top1=0.99")


def test_cli_reports_the_guard(tmp_path, capsys) -> None:
    src, out, calib = tmp_path / "m.onnx", tmp_path / "q.onnx", tmp_path / "x.npy"
    onnx.save(spoiled_model(), src)
    np.save(calib, samples(16))
    assert main(["quantize", str(src), "--calibration", str(calib), "--no-per-channel", "--accuracy-budget",
                 "sqnr=35", "-o", str(out)]) == 0  # fmt: skip
    text = capsys.readouterr().out
    assert "accuracy guard" in text and "SQNR >= 35 dB" in text and "SQNR dB" in text
    assert quantization_record(str(out))["accuracy_budget"]["achieved"] >= 35
    assert main(["quantize", str(src), "--calibration", str(calib), "--accuracy-budget", "nonsense",
                 "-o", str(out)]) == 2  # fmt: skip
    assert "accuracy_budget" in capsys.readouterr().err


def test_ctc_decoding_merges_repeats_and_drops_blanks() -> None:
    from ixconv.graph.accuracy import _texts, ctc_decode

    steps = [[0, 3, 3, 0, 3, 1, 1, 0, 2, 2], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
    scores = np.eye(4)[np.array(steps)]  # (2, 10, 4) one-hot
    assert ctc_decode(scores) == [(3, 3, 1, 2), ()]
    charset = ["a", "b", " "]  # classes 1, 2, 3; the space last, as ctc_charset appends it
    assert _texts(np.eye(4)[np.array([[3, 1, 0, 1, 3, 2, 3]])], charset) == ["aa b"]  # the spaces around stripped
    assert _texts(scores, None) == [(3, 3, 1, 2), ()]


def sequence_model() -> onnx.ModelProto:
    """x (N, 3, 4, 12) -> Conv 3x3 -> ReduceMean over H -> Transpose -> (N, 12, 5) scores: a CTC-style output."""
    rng = np.random.default_rng(5)
    w = numpy_helper.from_array((rng.standard_normal((5, 3, 3, 3)) * 0.5).astype(np.float32), "w")
    nodes = [
        onnx.helper.make_node("Conv", ["x", "w"], ["c"], pads=[1] * 4, name="conv"),
        onnx.helper.make_node("ReduceMean", ["c"], ["m"], axes=[2], keepdims=0),
        onnx.helper.make_node("Transpose", ["m"], ["y"], perm=[0, 2, 1]),
    ]
    graph = onnx.helper.make_graph(
        nodes, "seq", [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, ["N", 3, 4, 12])],
        [onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, ["N", 12, 5])], [w],
    )  # fmt: skip
    return onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", 13)], ir_version=8)


def test_text_agreement_and_a_text_budget() -> None:
    model = sequence_model()
    x = np.random.default_rng(6).standard_normal((24, 3, 4, 12)).astype(np.float32)
    q = ixconv.quantize_model(model, x)
    result = agreement(model, q, [{"x": x}])["outputs"]["y"]
    assert 0.0 <= result["text_agreement"] <= 1.0 and "top1_agreement" not in result
    same = agreement(model, model, [{"x": x}])["outputs"]["y"]
    assert same["text_agreement"] == 1.0 and same["sqnr_db"] == float("inf")
    guarded = ixconv.quantize_model(model, x, accuracy_budget="text=0.5")
    assert quantization_record(guarded)["accuracy_budget"]["metric"] == "text"
    with pytest.raises(ValueError, match="no class-score output"):
        ixconv.quantize_model(model, x, accuracy_budget="top1=0.5")


def test_agreement_budgets_leave_out_samples_the_float_model_itself_flips() -> None:
    """A near tie (the two logits 1e-6 apart) flips under half a gray level of noise: it is left out; a clear
    answer stays."""
    from ixconv.graph.guard import Subset, stable_batches

    class TwoLogits:
        def run(self, feeds):
            x = feeds["x"]
            return {"y": np.stack([x.mean(axis=(1, 2, 3)), np.full(len(x), 0.5, np.float32)], axis=1)}

    rng = np.random.default_rng(0)
    clear = rng.uniform(0, 1, (1, 3, 8, 8)).astype(np.float32) * 0.2  # mean ~0.1, far from 0.5
    tie = np.full((1, 3, 8, 8), 0.5, np.float32)
    tie[0, 0, 0, :2] = (0.0, 1.0)  # the value range the noise scales with; the mean stays 0.5
    batches = [{"x": clear}, {"x": tie}, {"x": clear + 0.6}]
    kept = stable_batches(TwoLogits(), batches, "top1")
    assert kept == [0, 2]
    assert [b["x"][0, 0, 0, 0] for b in Subset(batches, kept)] == [clear[0, 0, 0, 0], clear[0, 0, 0, 0] + 0.6]


def test_a_charset_file_gives_the_text_budget_its_characters(tmp_path, capsys) -> None:
    """A recognizer without its characters in the metadata: ``--charset`` (PaddleOCR's dictionary file) makes the
    text agreement compare decoded strings; a missing or empty file is a clear error naming the flag."""
    from ixconv.graph.accuracy import read_charset

    (tmp_path / "dict.txt").write_text("a\nb\nc\nd\n", encoding="utf-8")
    assert read_charset(tmp_path / "dict.txt") == ["a", "b", "c", "d", " "]
    (tmp_path / "empty.txt").write_text("", encoding="utf-8")
    for bad, message in (("empty.txt", "lists no character"), ("missing.txt", "cannot read")):
        with pytest.raises(ValueError, match=f"charset: .*{message}"):
            read_charset(tmp_path / bad)
    src, out, calib = tmp_path / "m.onnx", tmp_path / "q.onnx", tmp_path / "x.npy"
    onnx.save(sequence_model(), src)
    np.save(calib, np.random.default_rng(6).standard_normal((12, 3, 4, 12)).astype(np.float32))
    assert main(["quantize", str(src), "--calibration", str(calib), "--accuracy-budget", "text=0.5", "--charset",
                 str(tmp_path / "dict.txt"), "-o", str(out)]) == 0  # fmt: skip
    assert "text same" in capsys.readouterr().out
    assert main(["quantize", str(src), "--calibration", str(calib), "--charset", str(tmp_path / "missing.txt"),
                 "-o", str(out)]) == 2  # fmt: skip
    assert "charset" in capsys.readouterr().err


def test_benchmark_text_lines_are_whole_lines_padded_as_paddleocr_pads_them(monkeypatch) -> None:
    """The accuracy benchmark's lines: the model's height, the words' box resized into it with its aspect ratio
    and padded on the right with the normalized zero (0.5); the text never runs off the line; seeded. (Pillow's
    own typeface: matplotlib's, the benchmark's others, is an optional extra.)"""
    from ixconv.bench import quantize_accuracy
    from ixconv.bench.quantize_accuracy import _line_image

    monkeypatch.setattr(quantize_accuracy, "FONTS", ("",))

    for seed in range(12):
        line = _line_image(48, 320, seed, flips=False)
        assert line.shape == (48, 320) and 0 <= line.min() and line.max() <= 1
        ink = np.nonzero(line.min(axis=0) < 0.4)[0]  # columns holding dark text
        padded = np.nonzero(np.all(line == 0.5, axis=0))[0]
        assert len(ink) and (len(padded) == 0 or ink.max() < padded.min())
        assert len(padded) == 0 or padded.max() == 319 and len(padded) == 320 - padded.min()
        np.testing.assert_array_equal(line, _line_image(48, 320, seed, flips=False))
