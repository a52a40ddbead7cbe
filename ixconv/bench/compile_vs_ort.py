"""``ixconv.compile`` against ONNX Runtime on the same exported graph.

    python -m ixconv.bench.compile_vs_ort                      # resnet50, mobilenet_v3_large, convnext_tiny
    python -m ixconv.bench.compile_vs_ort --models resnet50 --threads 1 --rounds 15 --json out.json

For each of the sweep's PyTorch architectures (``bench.archs``, seeded random weights) at 1x3x224x224: the
module is exported once (``frontend.compiled.export_module``, batch axis dynamic, as ``ixconv.compile`` does),
then ixconv (``CompiledModule``: torch tensor in, torch tensor out) and ONNX Runtime (all graph optimizations,
``intra_op_num_threads`` = the thread count, sequential; a NumPy view of the same tensor in, the output wrapped
by ``torch.from_numpy``) run that graph, alternating call by call after warm-up. Before each timed call: a
pause (the other runtime's spinning workers go to sleep; ixconv's spin ~11 ms) and one untimed call of the same
runtime, which wakes its workers as back-to-back inference keeps them awake (on this 2-vCPU VM, quiet, the
first 2-thread MobileNet v3 call after a 0.1 s pause took 7.1 ms instead of 4.8 in ixconv and 9.4 instead of
5.3 in ONNX Runtime, whose next calls stayed slow too). Reported per thread count: each runtime's median and 20/80%
quantiles, the median of the per-round ratios ORT / ixconv (above 1: ixconv is faster) with its 95% bootstrap
interval, each runtime's largest difference from eager PyTorch (relative to the largest |output|), and how many
cores other processes kept busy meanwhile (on a shared machine: which rows to trust).
"""

from __future__ import annotations

import argparse
import json
import os
import time

import numpy as np

MODELS = ("resnet50", "mobilenet_v3_large", "convnext_tiny")
SETTLE_SECONDS = 0.1


def _cpu_ticks() -> tuple[int, int] | None:
    """(busy clock ticks of the whole machine, of this process) from /proc; None where there is no /proc."""
    try:
        with open("/proc/stat") as f:
            fields = [int(v) for v in f.readline().split()[1:]]
        with open("/proc/self/stat") as f:
            own = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return sum(fields) - fields[3] - fields[4], int(own[11]) + int(own[12])  # minus idle and iowait


def _others_cores(before: tuple[int, int] | None, seconds: float) -> float | None:
    """Cores other processes kept busy on average since ``before``: how much the shared machine disturbed a run."""
    after = _cpu_ticks()
    if before is None or after is None:
        return None
    return max(0.0, ((after[0] - before[0]) - (after[1] - before[1])) / os.sysconf("SC_CLK_TCK") / seconds)


def _relative(got, expected) -> float:
    return float((got - expected).abs().max() / expected.abs().max())


def compare(name: str, threads: list[int], rounds: int, size: int = 224, precision: str = "fast",
            settle: float = SETTLE_SECONDS) -> dict:  # fmt: skip
    """One model: export once, then per thread count time both runtimes alternately (``rounds`` pairs)."""
    import torch

    from ixconv.bench.archs import build
    from ixconv.bench.real_models import _ort_session
    from ixconv.frontend.compiled import CompiledModule, export_module
    from ixconv.tune.stats import paired_speedup

    module = build(name)
    x = torch.randn(1, 3, size, size, generator=torch.Generator().manual_seed(0))
    with torch.no_grad():
        expected = module(x)
    started = time.perf_counter()
    exported = export_module(module, x, dynamic_dims=[(0,)])
    compiled = CompiledModule(exported, num_threads=max(threads), precision=precision)
    compiled(x)
    row: dict = {"model": name, "input": list(x.shape), "precision": precision, "rounds": rounds,
                 "compile_seconds": time.perf_counter() - started, "threads": {}}  # fmt: skip
    feeds = {"input_0": x.numpy()}
    for n in threads:
        compiled.model.set_threads(n)
        session = _ort_session(exported.onnx, n)
        calls = {
            "ixconv": lambda: compiled(x),
            "onnxruntime": lambda s=session: torch.from_numpy(s.run(None, feeds)[0]),
        }
        errors = {label: _relative(call(), expected) for label, call in calls.items()}
        for _ in range(2):  # warm-up (the first calls plan and compile)
            for call in calls.values():
                call()
        samples: dict[str, list[float]] = {label: [] for label in calls}
        ticks, began = _cpu_ticks(), time.perf_counter()
        for _ in range(rounds):
            for label, call in calls.items():
                time.sleep(settle)
                call()
                t0 = time.perf_counter()
                call()
                samples[label].append(time.perf_counter() - t0)
        others = _others_cores(ticks, time.perf_counter() - began)
        ratio, interval = paired_speedup(samples["onnxruntime"], samples["ixconv"])
        row["threads"][str(n)] = {
            "ms": {label: {q: float(np.quantile(s, p)) * 1e3 for q, p in (("median", 0.5), ("q20", 0.2), ("q80", 0.8))}
                   for label, s in samples.items()},
            "ort_over_ixconv": ratio, "ratio_ci95": interval, "max_relative_difference": errors,
            "other_processes_cores": others,
        }  # fmt: skip
        del session
    return row


def print_row(row: dict) -> None:
    for n, r in row["threads"].items():
        cells = [f"{label} {m['median']:7.2f} ms [{m['q20']:.2f}, {m['q80']:.2f}]" for label, m in r["ms"].items()]
        low, high = r["ratio_ci95"]
        diff = "  ".join(f"{k} {v:.1e}" for k, v in r["max_relative_difference"].items())
        others = r["other_processes_cores"]
        diff += "" if others is None else f"  other processes: {others:.2f} cores"
        print(f"{row['model']:20s} {n}T  " + "  ".join(cells) + f"  ORT/ixconv {r['ort_over_ixconv']:.2f}x "
              f"[{low:.2f}, {high:.2f}]  vs eager: {diff}", flush=True)  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--threads", default="1,2", help="thread counts, comma-separated")
    parser.add_argument("--rounds", type=int, default=15, help="timed calls per runtime (alternating)")
    parser.add_argument("--size", type=int, default=224, help="input height and width")
    parser.add_argument("--precision", default="fast", help="ixconv's precision (exact, fast, bf16)")
    parser.add_argument(
        "--settle", type=float, default=SETTLE_SECONDS, help="pause before each untimed + timed pair, seconds"
    )
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args(argv)
    threads = [int(t) for t in args.threads.split(",")]
    print(f"ixconv.compile vs ONNX Runtime on the same exported graph, 1x3x{args.size}x{args.size}: median ms "
          "[q20, q80]; ORT/ixconv: median per-round ratio [95% interval]")  # fmt: skip
    rows = []
    for name in args.models.split(","):
        row = compare(name, threads, args.rounds, args.size, args.precision, args.settle)
        print_row(row)
        rows.append(row)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
