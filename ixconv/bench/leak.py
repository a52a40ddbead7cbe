"""Memory over many runs at varying input sizes: is the resident set flat once the plan cache has filled?

For every model of the real-model sweep, ``runs`` calls cycle through ``sizes`` input shapes derived from the
model's own (heights and widths stepped by 32, or widths for text lines; a fixed-shape model keeps its shape)
with ``max_plans`` plans kept, so most calls replace a plan. The resident set is read after a warm-up (two
passes over the sizes, three runs at each: every kernel compiled, the cache full; then ``SETTLE_RUNS`` random
runs) and every 50 runs after; it moves by the arenas being freed and allocated (+-20 MiB on PP-OCRv4 rec),
and must not trend upward: the peak of the second half of the readings stays where the first half's was.

    python -m ixconv.bench.leak [--models a,b] [--runs 1000] [--sizes 12] [--max-plans 4] [--scale 0.5]
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

import numpy as np

from ixconv.bench import real_models

WARMUP_PASSES = 2  # passes over the shapes before the first reading (three runs in a row at each)
SETTLE_RUNS = 300  # then random ones: on PP-OCR cls the resident set rises ~20 MiB over them, then stays


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def _dynamic_axes(data: bytes) -> set[int]:
    import onnx

    model = onnx.load_from_string(data)
    initializers = {t.name for t in model.graph.initializer}
    first = next(i for i in model.graph.input if i.name not in initializers)
    return {axis for axis, d in enumerate(first.type.tensor_type.shape.dim) if not d.HasField("dim_value")}


def shapes_for(shape: list[int], dynamic: set[int], count: int, scale: float) -> list[list[int]]:
    """``count`` distinct input shapes around ``shape`` (spatial axes of 256 or more scaled by ``scale``), stepped
    by 32 pixels."""
    n, c, h, w = shape
    if not dynamic & {2, 3}:
        return [list(shape)]
    base_h = h if 2 not in dynamic or h < 256 else max(64, int(h * scale) // 32 * 32)  # text lines keep theirs
    base_w = w if 3 not in dynamic or w < 256 else max(64, int(w * scale) // 32 * 32)
    out = []
    for i in range(count):
        dh = 32 * (i % 3) if 2 in dynamic and h > 64 else 0
        dw = 32 * (i // 3 if 2 in dynamic and h > 64 else i) if 3 in dynamic else 0
        out.append([1, c, base_h + dh, base_w + dw])
    return out


def run(names: list[str] | None, runs: int, sizes: int, max_plans: int, scale: float) -> list[dict]:
    import ixconv

    entries = [e for e in real_models.load_list() if not names or e["name"] in names]
    results = []
    for entry in entries:
        try:
            data, _ = real_models.find_model(entry)
        except real_models.Absent as e:
            results.append({"name": entry["name"], "status": f"absent: {e}"})
            continue
        shape, _ = real_models.shapes_of(entry)
        candidates = shapes_for(shape, _dynamic_axes(data), sizes, scale)
        model = ixconv.load(data, max_plans=max_plans)
        name = model.input_names[0]
        feeds = [
            {name: real_models.sample_input(entry.get("kind", "photo"), s, seed=i)} for i, s in enumerate(candidates)
        ]
        started = time.perf_counter()
        rng = np.random.default_rng(0)
        # every shape planned, segmented into native programs and replayed (its kernels compiled), twice over
        warmup = [i for _ in range(WARMUP_PASSES) for i in rng.permutation(len(feeds)) for _ in range(3)]
        warmup += list(rng.integers(0, len(feeds), SETTLE_RUNS))  # the allocator's free lists settle
        for i in warmup:
            model.run(feeds[i])
        filled = rss_mib()
        readings = [(0, filled)]
        for k, i in enumerate(rng.integers(0, len(feeds), runs), start=1):
            model.run(feeds[i])
            if k % 50 == 0:
                readings.append((k, rss_mib()))
        end = rss_mib()
        slope = float(np.polyfit(*zip(*readings), 1)[0]) * 1000 if len(readings) > 2 else 0.0
        # the high-water mark of the second half of the readings over the first: a reading moves with the
        # sizes of the plans alive at the time; a leak raises the peak run after run
        half = len(readings) // 2
        peak_growth = max(r for _, r in readings[half:]) - max(r for _, r in readings[:half]) if half else 0.0
        results.append({"name": entry["name"], "status": "ok", "shapes": len(candidates), "runs": runs,
                        "rss_filled_mib": filled, "rss_end_mib": end, "growth_mib": end - filled,
                        "trend_mib_per_1000_runs": slope, "peak_growth_mib": peak_growth, "readings": readings,
                        "seconds": time.perf_counter() - started})  # fmt: skip
        print(f"{entry['name']:32s} {len(candidates):3d} shapes  RSS {filled:8.1f} -> {end:8.1f} MiB "
              f"({end - filled:+.1f}, peak {peak_growth:+.1f}, trend {slope:+.1f} MiB/1000 runs)  "
              f"{time.perf_counter() - started:6.1f}s", flush=True)  # fmt: skip
        del model, feeds
    return results


def run_isolated(names: list[str] | None, runs: int, sizes: int, max_plans: int, scale: float) -> list[dict]:
    """``run`` for each model in a fresh Python process: memory a previous model freed cannot hide growth."""
    import json
    import subprocess
    import sys
    import tempfile

    results = []
    for entry in real_models.load_list():
        if names and entry["name"] not in names:
            continue
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            command = [sys.executable, "-m", "ixconv.bench.leak", "--models", entry["name"], "--runs", str(runs),
                       "--sizes", str(sizes), "--max-plans", str(max_plans), "--scale", str(scale), "--in-process",
                       "--json", out.name]  # fmt: skip
            subprocess.run(command, check=False)
            try:
                results += json.loads(Path(out.name).read_text() or "[]")
            except (OSError, ValueError):
                results.append({"name": entry["name"], "status": "error: the measuring process failed"})
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.leak", description=__doc__.split("\n")[0])
    parser.add_argument("--models", default=None, help="comma-separated model names (default: every model)")
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--sizes", type=int, default=12, help="distinct input shapes per dynamic model")
    parser.add_argument("--max-plans", type=int, default=4)
    parser.add_argument("--scale", type=float, default=0.5, help="spatial scale of the shapes (time, not memory)")
    parser.add_argument("--json", dest="json_file", default=None, metavar="FILE", help="write the readings as JSON")
    parser.add_argument("--in-process", action="store_true", help="all models in this process (default: one each)")
    args = parser.parse_args(argv)
    measure = run if args.in_process else run_isolated
    results = measure(
        args.models.split(",") if args.models else None, args.runs, args.sizes, args.max_plans, args.scale
    )
    ok = [r for r in results if r["status"] == "ok"]
    for r in results:
        if r["status"] != "ok":
            print(f"{r['name']:32s} {r['status']}")
    print(f"{len(ok)} of {len(results)} models measured; largest rise of the resident set's peak (second half of "
          f"the runs over the first): {max((r['peak_growth_mib'] for r in ok), default=0):+.1f} MiB; largest trend "
          f"{max((r['trend_mib_per_1000_runs'] for r in ok), default=0):+.1f} MiB per 1000 runs")  # fmt: skip
    if args.json_file:
        import json

        with open(args.json_file, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
