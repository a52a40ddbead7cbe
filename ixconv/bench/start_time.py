"""Time to first result of a fresh process: ixconv's first start, its second start from a saved model, and
ONNX Runtime's session creation + first run, on the same ONNX file, at one thread.

Every measurement is a new interpreter, timed from just before it is spawned to its first output (the clock
is CLOCK_MONOTONIC, shared by the processes); the child also reports its phases (imports, load, first run).
Per round, in this order:

* ``cold``: ``ixconv.load(MODEL, cache=DIR)`` with an empty kernel cache (``IXCONV_CACHE_DIR``) and an empty
  ``DIR``: what a service's very first start pays, and it writes the saved model;
* ``kernels cached``: ``ixconv.load(MODEL)`` with the kernel cache that start filled: a later start without
  a saved model (passes, packing, Winograd transforms again; the compiled objects from the cache);
* ``saved``: ``ixconv.load(MODEL, cache=DIR)`` again: the second start, from the saved model;
* ``onnxruntime``: ``InferenceSession`` (all graph optimizations, one intra-op thread) + its first run.

Rounds alternate the variants so a drift of the shared machine's speed hits them alike; medians are
reported. Python bytecode is cached (``PYTHONPYCACHEPREFIX``, warmed once) as in any installed package.

    python -m ixconv.bench.start_time [--models resnet50,yolov8n] [--rounds 5] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SHAPES = {"resnet50": (1, 3, 224, 224), "yolov8n": (1, 3, 640, 640)}

_IXCONV = r"""
import json, sys, time
t0 = time.monotonic()
import numpy as np
import ixconv
t1 = time.monotonic()
path, cache, shape = sys.argv[1], sys.argv[2], tuple(int(d) for d in sys.argv[3].split(","))
options = dict(cache=cache, shapes={"input": shape}) if cache != "-" else {}
model = ixconv.load(path, num_threads=1, **options)
t2 = time.monotonic()
x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
y = model.run({model.input_names[0]: x})
t3 = time.monotonic()
print(json.dumps({"first_result": t3, "import": t1 - t0, "load": t2 - t1, "first_run": t3 - t2}), flush=True)
"""

_ORT = r"""
import json, sys, time
t0 = time.monotonic()
import numpy as np
import onnxruntime as ort
t1 = time.monotonic()
path, shape = sys.argv[1], tuple(int(d) for d in sys.argv[3].split(","))
options = ort.SessionOptions()
options.intra_op_num_threads = options.inter_op_num_threads = 1
session = ort.InferenceSession(path, options, providers=["CPUExecutionProvider"])
t2 = time.monotonic()
x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
y = session.run(None, {session.get_inputs()[0].name: x})
t3 = time.monotonic()
print(json.dumps({"first_result": t3, "import": t1 - t0, "load": t2 - t1, "first_run": t3 - t2}), flush=True)
"""


def _spawn(code: str, args: list[str], env: dict, cwd: Path) -> dict:
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-c", code, *args], env=env, cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"child failed ({done.returncode}):\n{done.stderr[-3000:]}")
    report = json.loads(done.stdout.strip().splitlines()[-1])
    report["total"] = report.pop("first_result") - start
    report["warnings"] = done.stderr.count("Warning")
    return report


def measure(model: str, rounds: int = 5, work: Path | None = None) -> dict:
    """{variant: {"total": median seconds, phase: median seconds, "samples": [...]}} for one model."""
    from ixconv.bench import archs

    shape = SHAPES.get(model, archs.ARCHS[model].input_shape)
    with tempfile.TemporaryDirectory(prefix="ixconv-start-") as tmp:
        root = Path(work or tmp)
        path = root / f"{model}.onnx"
        path.write_bytes(archs.export_onnx(model))
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        here = str(Path(__file__).resolve().parents[2])  # the children import this ixconv, from any directory
        env.update(IXCONV_NUM_THREADS="1", IXCONV_DEBUG="0", IXCONV_NO_DISK_CACHE="0", IXCONV_TUNED="0",
                   PYTHONPYCACHEPREFIX=str(root / "pycache"),
                   PYTHONPATH=os.pathsep.join([here, *filter(None, [os.environ.get("PYTHONPATH")])]))  # fmt: skip
        subprocess.run([sys.executable, "-c", "import ixconv, onnxruntime"], env=env, cwd=root, check=True)  # .pyc
        args = [str(path), "", ",".join(map(str, shape))]
        samples: dict[str, list[dict]] = {"cold": [], "kernels cached": [], "saved": [], "onnxruntime": []}
        for index in range(rounds):
            kernels, saved = root / f"kernels-{index}", root / f"saved-{index}"
            run_env = dict(env, IXCONV_CACHE_DIR=str(kernels))
            samples["cold"].append(_spawn(_IXCONV, [args[0], str(saved), args[2]], run_env, root))
            samples["kernels cached"].append(_spawn(_IXCONV, [args[0], "-", args[2]], run_env, root))
            samples["saved"].append(_spawn(_IXCONV, [args[0], str(saved), args[2]], run_env, root))
            samples["onnxruntime"].append(_spawn(_ORT, args, env, root))
    out = {}
    for variant, runs in samples.items():
        row = {k: statistics.median(r[k] for r in runs) for k in ("total", "import", "load", "first_run")}
        row["samples"] = [round(r["total"], 4) for r in runs]
        row["warnings"] = sum(r["warnings"] for r in runs)
        out[variant] = row
    out["ratios"] = {
        "saved / cold": out["saved"]["total"] / out["cold"]["total"],
        "saved / kernels cached": out["saved"]["total"] / out["kernels cached"]["total"],
        "saved / onnxruntime": out["saved"]["total"] / out["onnxruntime"]["total"],
        "saved / onnxruntime (load + first run)": (out["saved"]["load"] + out["saved"]["first_run"])
        / (out["onnxruntime"]["load"] + out["onnxruntime"]["first_run"]),
    }
    return out


def print_table(model: str, result: dict) -> None:
    print(
        f"\n{model} at 1 thread: time to first result of a fresh process (median of {len(result['cold']['samples'])})"
    )
    print(f"{'variant':16s} {'total ms':>9s} {'import':>8s} {'load':>8s} {'1st run':>8s}")
    for variant in ("cold", "kernels cached", "saved", "onnxruntime"):
        r = result[variant]
        print(f"{variant:16s} {r['total'] * 1e3:9.0f} {r['import'] * 1e3:8.0f} {r['load'] * 1e3:8.0f} "
              f"{r['first_run'] * 1e3:8.0f}")  # fmt: skip
    for name, ratio in result["ratios"].items():
        print(f"  {name}: {ratio:.2f}x")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.start_time", description=__doc__.split("\n")[0])
    parser.add_argument("--models", default="resnet50,yolov8n", help="architectures of ixconv.bench.archs")
    parser.add_argument("--rounds", type=int, default=5, help="fresh processes per variant")
    parser.add_argument("--json", help="write the results to this file")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    results = {}
    for model in args.models.split(","):
        results[model] = measure(model, args.rounds)
        print_table(model, results[model])
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
