"""Whole-model plans along the time x memory front, each run end to end: measured time and memory against
the prediction (issue 16, item 3; Lift's Pareto view applied to whole models).

    python -m ixconv.bench.memory_plans --models resnet18,vgg16 --plans 3 --markdown docs/memory-plans.md

1. Tune the model's convolutions (records in ``--db``; already tuned signatures are served from it) so that
   every layer has its time x memory front (``ixconv tune``'s records).
2. Take ``--plans`` whole-model plans spread along the front (``tune.budget.spread``: the fastest, the
   leanest and evenly between by predicted bytes), each also expressed as the memory budget that selects it.
3. Run every plan in a fresh process, the plans alternating round by round (round 0 warms the kernel cache
   and is not kept): in the process, the runtime is warmed on a one-convolution model, then the resident
   set (RSS, after ``malloc_trim``) is read before ``ixconv.load(model, plan=...)`` and after its first run;
   the high-water mark is reset and ``--runs`` timed runs follow.

Reported per plan: the prediction (tuned convolutions' bytes from the records + the rest of the model +
the arena), the memory the model accounts for itself (``Model.held_bytes`` + arena), the RSS growth after
loading and the peak RSS growth while running, with their error against the prediction; the predicted
convolution time (sum of the layers' tuned medians) and the measured end-to-end median.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np


def _status(key: str) -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(key):
                return int(line.split()[1]) * 1024
    return 0


def _trim() -> None:
    import gc

    from ixconv.graph.executor import return_free_memory

    gc.collect()
    return_free_memory()


def _warm_runtime(threads: int) -> None:
    """Load and run a one-convolution model: thread pool, LLVM and NumPy's first-use costs are paid here."""
    from onnx import TensorProto, helper, numpy_helper

    import ixconv

    w = numpy_helper.from_array(np.ones((8, 3, 3, 3), np.float32), "w")
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 16, 16])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    conv = helper.make_node("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1])
    proto = helper.make_model(helper.make_graph([conv], "warm", [x], [y], [w]))
    ixconv.load(proto, num_threads=threads, plan={"choices": {}}).run({"x": np.zeros((1, 3, 16, 16), np.float32)})


def child(model_path: str, plan_path: str, runs: int, threads: int) -> dict:
    """One plan in this (fresh) process: memory and time, as a dict.

    The model is loaded twice: the first load compiles (or reads from the disk cache) and loads the plan's
    kernels -- their code, and the pages of LLVM's own library that loading touches first, stay resident --, is
    run once and dropped; the second load is the one measured, so ``rss_bytes`` is the model's data (what the
    prediction covers) and ``code_bytes`` the kernels' code, reported apart."""
    import ixconv
    from ixconv.bench.harness import time_it
    from ixconv.codegen import jit
    from ixconv.tune.plan import sample_feeds

    _warm_runtime(threads)
    _trim()
    start, modules = _status("VmRSS"), len(jit._loaded)
    first = ixconv.load(model_path, num_threads=threads, plan=plan_path)
    first.run(sample_feeds(first))
    del first
    _trim()
    before = _status("VmRSS")
    model = ixconv.load(model_path, num_threads=threads, plan=plan_path)
    feeds = sample_feeds(model)
    model.run(feeds)
    _trim()
    loaded = _status("VmRSS") - before
    # reset the high-water mark: the peak while running, not the load's transient (ONNX parsing)
    Path("/proc/self/clear_refs").write_text("5")
    timing = time_it(lambda: model.run(feeds), runs=runs, warmup=1)
    return {
        "rss_bytes": loaded,
        "peak_rss_bytes": _status("VmHWM") - before,
        "code_bytes": before - start,
        "kernels": len(jit._loaded) - modules,
        "held_bytes": model.held_bytes(),
        "arena_bytes": model.peak_activation_bytes,
        "median_ms": timing.median * 1e3,
        "q20_ms": timing.q20 * 1e3,
        "q80_ms": timing.q80 * 1e3,
    }


def _run_child(model_path: str, plan_path: str, runs: int, threads: int) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS="1")
    cmd = [sys.executable, "-m", "ixconv.bench.memory_plans", "--child", model_path, plan_path, str(runs), str(threads)]
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=1800)
    if out.returncode != 0:
        raise RuntimeError(f"plan run failed ({plan_path}): {out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure_model(model: str, records_path: str | None, plans: int, runs: int, rounds: int, tune_budget: int,
                  threads: int = 1, log=print) -> dict:  # fmt: skip
    """Tune (where the records lack it), pick ``plans`` plans along the front, run each end to end."""
    import onnx

    from ixconv.tune.budget import mix, model_plans, spread
    from ixconv.tune.plan import model_footprint, model_tasks, resolve_source, tune_model
    from ixconv.tune.records import Records

    with tempfile.TemporaryDirectory(prefix="ixconv-plans-") as tmp:
        source = resolve_source(model)
        if isinstance(source, str):
            model_path = source
        else:  # a zoo model: the children load the same file
            model_path = str(Path(tmp) / f"{model}.onnx")
            onnx.save(source, model_path)
        with Records(records_path) as records:
            tasks = model_tasks(model_path)
            log(f"{model}: tuning {len(tasks)} distinct convolutions (budget {tune_budget}; records {records.path})")
            tune_model(model_path, records, "genetic", tune_budget, peers=(), tasks=tasks, validate=0)
            front = model_plans(records, tasks, model_footprint(model_path, tasks))
        picked = spread(front, plans)
        paths = []
        for i, plan in enumerate(picked):
            plan.budget, plan.objective = plan.predicted_bytes, "budget"
            paths.append(str(Path(tmp) / f"plan{i}.json"))
            plan.save(paths[-1])
        samples: list[list[dict]] = [[] for _ in picked]
        for round_ in range(rounds + 1):
            for i, path in enumerate(paths):
                result = _run_child(model_path, path, runs, threads)
                if round_:
                    samples[i].append(result)
            log(f"  round {round_}/{rounds} done")
    rows = []
    for plan, got in zip(picked, samples):
        predicted = plan.predicted_bytes
        median = {k: float(np.median([g[k] for g in got])) for k in got[0]}
        accounted = median["held_bytes"] + median["arena_bytes"]
        rows.append({
            "budget_mb": predicted / 1e6, "mix": mix(plan), "predicted_mb": predicted / 1e6,
            "predicted_conv_ms": plan.conv_seconds * 1e3, "accounted_mb": accounted / 1e6,
            "rss_mb": median["rss_bytes"] / 1e6, "peak_rss_mb": median["peak_rss_bytes"] / 1e6,
            "arena_mb": median["arena_bytes"] / 1e6, "median_ms": median["median_ms"],
            "code_mb": median["code_bytes"] / 1e6, "kernels": int(median["kernels"]),
            "rss_error": median["rss_bytes"] / predicted - 1, "peak_error": median["peak_rss_bytes"] / predicted - 1,
            "samples_ms": [g["median_ms"] for g in got],
        })  # fmt: skip
    return {"model": model, "threads": threads, "front_size": len(front), "plans": rows}


def markdown(results: list[dict], command: str) -> str:
    lines = [
        "# Whole-model plans along the time x memory front",
        "",
        f"Generated by `{command}`: each plan is the fastest whole-model plan within its budget (the multiple-"
        "choice knapsack over the layers' time x memory fronts kept in the tuning records), run end to end in a "
        "fresh process. *Predicted* = tuned convolutions' bytes (from the records) + the rest of the model + the "
        "arena; *accounted* = what the loaded model counts itself holding (`Model.held_bytes()` + arena); "
        "*RSS* = resident-set growth from just before `ixconv.load` to after the first run (after "
        "`malloc_trim`), *peak RSS* = the high-water mark while running, both above a runtime already warmed on a "
        "one-convolution model. Times: the predicted sum of the convolutions' tuned medians (1 thread, measured "
        "alone) and the end-to-end median (all operators) over the rounds.",
        "",
    ]
    for r in results:
        lines += [f"## {r['model']} ({r['threads']} thread(s); {r['front_size']} non-dominated whole-model plans)", "",
                  "| budget MB | algorithms (nodes) | predicted MB | accounted MB | RSS MB (err) | peak RSS MB (err) | "
                  "arena MB | predicted conv ms | end-to-end ms |",
                  "|---:|---|---:|---:|---:|---:|---:|---:|---:|"]  # fmt: skip
        for p in r["plans"]:
            lines.append(
                f"| {p['budget_mb']:.1f} | {p['mix']} | {p['predicted_mb']:.1f} | {p['accounted_mb']:.1f} | "
                f"{p['rss_mb']:.1f} ({p['rss_error']:+.1%}) | {p['peak_rss_mb']:.1f} ({p['peak_error']:+.1%}) | "
                f"{p['arena_mb']:.1f} | {p['predicted_conv_ms']:.2f} | {p['median_ms']:.2f} |"
            )
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        print(json.dumps(child(argv[1], argv[2], int(argv[3]), int(argv[4]))))
        return 0
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.memory_plans", description=__doc__.split("\n")[0])
    parser.add_argument("--models", default="resnet18,vgg16")
    parser.add_argument("--plans", type=int, default=3, help="plans per model along the front (>= 3)")
    parser.add_argument("--runs", type=int, default=10, help="timed runs per plan per round")
    parser.add_argument("--rounds", type=int, default=2, help="measured rounds (the plans alternate)")
    parser.add_argument("--tune-budget", type=int, default=6, help="searched candidates per convolution")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--db", default=None, help="tuning records (default: $IXCONV_TUNE_DB or the cache dir)")
    parser.add_argument("--json", default=None, metavar="FILE")
    parser.add_argument("--markdown", default=None, metavar="FILE")
    args = parser.parse_args(argv)
    results = []
    for model in args.models.split(","):
        results.append(measure_model(model, args.db, args.plans, args.runs, args.rounds, args.tune_budget,
                                     args.threads, log=lambda m: print(m, file=sys.stderr, flush=True)))  # fmt: skip
    shown = [a for i, a in enumerate(argv) if a != "--db" and (i == 0 or argv[i - 1] != "--db")]
    command = "python -m ixconv.bench.memory_plans " + " ".join(shown)
    text = markdown(results, command.strip())
    print(text)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    if args.markdown:
        Path(args.markdown).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
