"""A/B of a planning setting on whole models: two plans of each model, the second built with module attributes set
(``--set module:NAME=value``), each built twice (A B B A), run call by call alternately in one process; medians,
and the ratio (A / B: above 1, B is faster) with the 20/80% quantiles of the paired calls' ratios. The setting only
has to hold while the plan is built (``ixconv.load`` and its first runs): rules read then, like
``ops.amx.AMX_1X1_MIN_CHANNELS``, or functions the executor calls then (``off`` for a function: one that returns
None, as for "does not apply").

    python -m ixconv.bench.ab resnet50,regnet_y_800mf --set ixconv.ops.amx_store:store_as_bf16_in_place=off
        [--threads 1,2] [--runs 20] [--precision bf16] [--json FILE]

MODELS are models of the real-model sweep (``python -m ixconv.bench.real_models --list``) or ONNX files with a
fixed input shape. Each plan's outputs are compared with the other's (max |A - B| / max |A|).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass

import numpy as np

from ixconv.bench.per_layer import model_and_feeds


@dataclass
class Result:
    model: str
    threads: int
    a_ms: float  # median of plan A (as the code is)
    b_ms: float  # median of plan B (the settings applied)
    ratio: float  # a_ms / b_ms
    ratio_q20: float
    ratio_q80: float
    difference: float  # max |B - A| / max |A| over the outputs


def parse_setting(text: str) -> tuple[object, str, object]:
    """``module:NAME=value`` -> (the module, NAME, the value: a Python literal, or ``off`` for a function returning
    None); raises ValueError naming what is wrong."""
    target, sep, value = text.partition("=")
    module_name, colon, name = target.partition(":")
    if not sep or not colon or not module_name or not name:
        raise ValueError(f"--set: expected module:NAME=value, got {text!r}")
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise ValueError(f"--set: no module {module_name!r} ({error})") from None
    if not hasattr(module, name):
        raise ValueError(f"--set: {module_name} has no attribute {name!r}")
    if value == "off":
        if not callable(getattr(module, name)):
            raise ValueError(f"--set: {module_name}.{name} is no function, so it cannot be off")
        return module, name, lambda *args, **kwargs: None
    try:
        return module, name, ast.literal_eval(value)
    except (ValueError, SyntaxError):
        raise ValueError(f"--set: {value!r} is not a Python literal (or off)") from None


@contextmanager
def applied(settings: list[tuple[object, str, object]]):
    """The settings in force inside the block, the previous values restored after it."""
    saved = [(module, name, getattr(module, name)) for module, name, _ in settings]
    try:
        for module, name, value in settings:
            setattr(module, name, value)
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)


def compare(model: str, settings: list, threads: int = 1, runs: int = 20, precision: str = "bf16") -> Result:
    """Plans A and B of ``model``, each built twice in the order A B B A (the plan built later ran up to 4% faster
    with the very same plan: where its memory lands), all four timed call by call, the order turned every round."""
    import ixconv

    data, feeds = model_and_feeds(model)

    def built(setting: list):
        with applied(setting):
            plan = ixconv.load(data, precision=precision, num_threads=threads)
            return plan, [plan.run(feeds) for _ in range(3)][-1]  # (its native programs built)

    plans = [built([]), built(settings), built(settings), built([])]
    out_a, out_b = plans[0][1], plans[1][1]
    difference = max(
        float(np.abs(out_b[k] - out_a[k]).max() / max(float(np.abs(out_a[k]).max()), 1e-30)) for k in out_a
    )
    times: list[list[float]] = [[], [], [], []]
    for i in range(runs):
        for j in range(4) if i % 2 else reversed(range(4)):
            start = time.perf_counter()
            plans[j][0].run(feeds)
            times[j].append(time.perf_counter() - start)
    ta, tb = np.array(times[0] + times[3]), np.array(times[1] + times[2])
    pairs = ta / tb
    return Result(model, threads, float(np.median(ta) * 1e3), float(np.median(tb) * 1e3),
                  float(np.median(ta) / np.median(tb)), float(np.quantile(pairs, 0.2)),
                  float(np.quantile(pairs, 0.8)), difference)  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.ab", description=__doc__.split("\n\n")[0])
    parser.add_argument("models", help="comma-separated sweep model names or .onnx files")
    parser.add_argument("--set", dest="settings", action="append", required=True, metavar="module:NAME=value")
    parser.add_argument("--threads", default="1", help="comma-separated thread counts")
    parser.add_argument("--runs", type=int, default=20, help="timed calls of each plan")
    parser.add_argument("--precision", default="bf16", help="the plans' precision (exact, fast, bf16)")
    parser.add_argument("--json", metavar="FILE", help="write the results as JSON")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    try:
        settings = [parse_setting(text) for text in args.settings]
        threads = [int(t) for t in args.threads.split(",")]
    except ValueError as error:
        parser.error(str(error))
    print(f"A: the code as it is; B: {', '.join(args.settings)}; ratio A / B (> 1: B faster), 20-80% of the pairs")
    results = []
    for model in args.models.split(","):
        for t in threads:
            r = compare(model, settings, t, args.runs, args.precision)
            results.append(r)
            spread = f"({r.ratio_q20:.2f}-{r.ratio_q80:.2f})"
            print(f"{r.model:30s} {t}T  A {r.a_ms:8.2f} ms  B {r.b_ms:8.2f} ms  A/B {r.ratio:.3f} {spread}  "
                  f"outputs differ by {r.difference:.1e}", flush=True)  # fmt: skip
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"settings": args.settings, "precision": args.precision, "runs": args.runs,
                       "results": [asdict(r) for r in results]}, f, indent=1)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
