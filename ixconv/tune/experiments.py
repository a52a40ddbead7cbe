"""The issue-6 experiments, for a quiet machine: ``python -m ixconv.tune.experiments fig2b|fig3a|fig3b|...``

* ``fig2b``: Woodpecker-DL Figure 2b on this CPU -- per convolution of a model (ResNet-18 by default), the
  tuner (``tune_task``: ``--strategy`` search with ``--budget`` measurements, then its finalists, the default and
  every installed third-party convolution -- torch, onnxruntime, numpy-im2col -- re-measured side by side in
  ``--confirm`` interleaved rounds, medians) against each library: the speedup of the tuned plan (the tuner's
  choice, which may be a library: WPK section 2.5) and of ixconv's own fastest kernel (the paper's WPK bars:
  generated code, not always faster than cuDNN) over each library and over ixconv's default; geomeans; a
  grouped bar plot. ``python -m ixconv.tune.experiments fig2b --budget 32 --db /tmp/f2b.sqlite --out results``
* ``fig3a``: Woodpecker-DL Figure 3a on this CPU -- for each convolution of a model, the speedup reached by
  random, genetic and RL search at the same measurement budget, over the fastest third-party library on that
  layer (the paper's baseline: cuDNN) and over ixconv's default spec. Each strategy searches live (measured
  candidates); at the end the default, each strategy's ``--keep`` fastest measured points and the libraries
  are re-measured (``--confirm`` rounds, medians) and the speedup is the baseline's time / the best finalist's.
  Every measurement is paired with the default (the two called alternately, see ``Measurer.measure``), so
  search and confirmation compare ratios that a load burst on the shared machine does not skew. Writes a
  Markdown table, a JSON file and a grouped bar plot.
  ``python -m ixconv.tune.experiments fig3a --budget 32 --seeds 1 --db /tmp/f3.sqlite --out results``
* ``fig3b``: Woodpecker-DL Figure 3b on this CPU -- the same loop as ``fig3a`` (random, genetic, rl and model
  by default), tabled as search time per layer and strategy: wall seconds of each search, the part spent in
  the measurer (compiling ahead + timing) and the rest (the strategy's own overhead: proposing, model fits,
  RL training, storing trials); a bar plot. ``--from results/fig3a.json`` renders an earlier fig3a (or fig3b)
  run instead of measuring. ``python -m ixconv.tune.experiments fig3b --budget 32 --db /tmp/f3.sqlite --out
  results``
* ``e2e``: the model with the records' plan vs without (``--db``: the records to use), alternating runs.
* ``costmodel``: on the measured exhaustive tables (run ``exhaustive`` first, same ``--db``), each cost-model
  regressor of ``ixconv.tune.model`` trained on n random points predicts the rest: rank correlation
  (Spearman), the regret of its predicted-best point, and its fit + predict time; then model-based search
  with each regressor replayed on the table (the gap to the exhaustive best at the ``--fraction`` budget).
* ``exhaustive``: measures *every* point of the space of some layers (stored as trials in the records
  database, so an interrupted run resumes), then replays genetic search (and random, for reference) on
  the measured table with several seeds at a budget of ``--fraction`` (15%) of the space: how close to the
  exhaustive best it gets, and with how many measurements. Replaying the table removes measurement noise
  from the comparison of search strategies, as in AutoTVM's and Ansor's evaluations.

Use a scratch database (``--db``) so these runs do not mix with the records ``ixconv run`` uses.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import time
from pathlib import Path

import numpy as np

from ixconv.ops.impls import THIRD_PARTY
from ixconv.tune.conv_space import ConvTask, space_for, to_choice
from ixconv.tune.measure import Measurer
from ixconv.tune.plan import time_conv_steps
from ixconv.tune.records import Records
from ixconv.tune.space import Space
from ixconv.tune.stats import paired_speedup
from ixconv.tune.strategy import run_search
from ixconv.tune.tuner import DEFAULT, make_strategy, top_points, tune_task


def resnet_tasks(model: str, names: list[str] | None, quant: str = "") -> list[ConvTask]:
    """The model's layers as tuning tasks (``quant``: as 8-bit convolutions of that variant, e.g. u8s8)."""
    from ixconv.bench.layers import load_layers

    layers = load_layers(model)
    if names:
        unknown = set(names) - {layer.name for layer in layers}
        if unknown:
            raise SystemExit(f"unknown layers {sorted(unknown)}; {model} has {[la.name for la in layers]}")
        layers = [la for la in layers if la.name in names]
    tasks = [ConvTask.from_layer(la) for la in layers]
    if quant:
        tasks = [dataclasses.replace(t, quant=quant) for t in tasks]
    return tasks


def _isa() -> str:
    from ixconv.cpu import host

    return host().isa


def _confirm(
    measurer: Measurer, task: ConvTask, choices: dict[str, dict], rounds: int, samples: dict | None = None
) -> dict[str, float]:
    """Medians over ``rounds`` of every choice's time / the default's, measured paired with the default
    (each round in a new random order). A choice that cannot run here (a library not installed) is dropped
    after its first answer."""
    samples = {} if samples is None else samples
    rng = np.random.default_rng(0)
    names, unavailable = list(choices), set()
    for _ in range(rounds):
        order = [names[i] for i in rng.permutation(len(names)) if names[i] not in unavailable]
        for k, r in zip(order, measurer.measure(task, [choices[k] for k in order], reference=DEFAULT)):
            if r.status == "unavailable":
                unavailable.add(k)
                continue
            samples.setdefault(k, []).append(r.cost)
            if math.isfinite(r.ref_seconds):
                samples.setdefault("default seconds", []).append(r.ref_seconds)
    return {k: float(np.median(v)) for k, v in samples.items()}


def _fixed(pairs: list[str]) -> dict:
    """``--fix k_block=0`` -> {"k_block": 0}: values parsed as JSON when they can be, else kept as text."""
    out = {}
    for pair in pairs or ():
        name, _, text = pair.partition("=")
        try:
            out[name] = json.loads(text)
        except json.JSONDecodeError:
            out[name] = text
    return out


def _peers(args) -> tuple[str, ...]:
    """``--peers all|none|torch,onnxruntime``: the third-party convolutions to compare with."""
    return () if args.peers == "none" else THIRD_PARTY if args.peers == "all" else tuple(args.peers.split(","))


def _geomean(values) -> float:
    values = [v for v in values if v is not None and 0 < v < math.inf]
    return math.exp(float(np.mean(np.log(values)))) if values else math.nan


def search_strategies(args, experiment: str) -> dict:
    """The loop behind ``fig3a`` and ``fig3b``: every strategy searches every layer at the same budget (wall
    seconds, and the part of them spent measuring, recorded), then its ``--keep`` fastest points, the default
    and the third-party libraries are re-measured side by side (``_confirm``)."""
    isa = _isa()
    strategies, peers = args.strategies.split(","), _peers(args)
    rows = []
    with Records(args.db) as records, Measurer() as measurer:
        for task in resnet_tasks(args.model, args.layers.split(",") if args.layers else None, args.quant):
            space = space_for(task, isa).fixed(_fixed(args.fix))
            best_choice, searched = {}, {}
            for name in strategies:
                for seed in range(args.seeds):
                    strategy = make_strategy(name, space, task, seed, args.budget)
                    timer = {"measure": 0.0, "compile": 0.0}
                    started = time.perf_counter()

                    def cost(points, strategy=strategy, task=task, timer=timer):  # time / the default's, paired
                        choices = [to_choice(task, p, isa) for p in points]
                        measuring = time.perf_counter()
                        results = measurer.measure(task, choices, reference=DEFAULT)
                        timer["measure"] += time.perf_counter() - measuring
                        timer["compile"] += sum(r.compile_seconds for r in results)
                        for c, r in zip(choices, results):
                            records.add_trial(task.signature, c, r, strategy=f"{experiment}-{strategy.name}")
                        return [r.cost for r in results]

                    try:
                        spent = run_search(strategy, cost, args.budget, batch=1 if name == "rl" else 4)
                    finally:
                        if hasattr(strategy, "close"):
                            strategy.close()
                    key = f"{name}#{seed}"
                    searched[key] = {"spent": spent, "seconds": time.perf_counter() - started,
                                     "measure_seconds": timer["measure"], "compile_seconds": timer["compile"],
                                     "best_search": strategy.best_cost}  # fmt: skip
                    for rank, point in enumerate(top_points(strategy, args.keep)):
                        best_choice[f"{key}~{rank}"] = to_choice(task, point, isa)
                    print(
                        f"{task.name:16} {key:12} {spent:3} trials in {searched[key]['seconds']:.1f} s, best "
                        f"{strategy.best_cost:.3f} x default",
                        flush=True,
                    )
            libraries = {} if task.quant else {p: {"impl": p} for p in peers}  # no third-party 8-bit convolution
            samples: dict = {}
            started = time.perf_counter()
            relative = _confirm(measurer, task, {**best_choice, **libraries}, args.confirm, samples)
            row = {"layer": task.name, "label": task.label, "default_ms": relative["default seconds"] * 1e3,
                   "confirm_seconds": time.perf_counter() - started, "speedup": {},
                   "finalists": {k: {"choice": c, "relative": samples.get(k, [])} for k, c in best_choice.items()},
                   "libraries": {p: relative[p] for p in libraries if p in relative}}  # fmt: skip
            for name in strategies:  # per seed: the best of its re-measured finalists; then the median over seeds
                per_seed = []
                for seed in range(args.seeds):
                    keys = [k for k in best_choice if k.startswith(f"{name}#{seed}~") and k in relative]
                    if keys:
                        per_seed.append(1.0 / min(relative[k] for k in keys))
                row["speedup"][name] = float(np.median(per_seed)) if per_seed else 0.0
            ran = {p: r for p, r in row["libraries"].items() if math.isfinite(r)}
            row["best_library"] = min(ran, key=ran.get) if ran else None
            row["speedup_over_library"] = {
                name: s * ran[row["best_library"]] if ran else None for name, s in row["speedup"].items()
            }  # (library / default) / (strategy's best / default)
            row["searched"] = searched
            rows.append(row)
            print(
                f"{task.name:16} speedup over default " + ", ".join(f"{k} {v:.3f}x" for k, v in row["speedup"].items())
                + (f"; best library {row['best_library']} {ran[row['best_library']]:.3f} x default" if ran else ""),
                flush=True,
            )  # fmt: skip
    return {"experiment": experiment, "model": args.model, "budget": args.budget, "seeds": args.seeds, "rows": rows}


def _result(args, experiment: str) -> dict:
    """A fresh run, or (``--from``) the result of an earlier fig3a / fig3b run rendered again."""
    if args.from_json:
        return dict(json.loads(Path(args.from_json).read_text()), experiment=experiment)
    return search_strategies(args, experiment)


def fig3a(args) -> dict:
    result = _result(args, "fig3a")
    _write(args, result, _fig3a_markdown(result), lambda path: _fig3a_plot(result, path))
    return result


def _fig3a_markdown(result) -> str:
    rows = result["rows"]
    strategies = list(rows[0]["speedup"]) if rows else []
    libraries = any(r.get("best_library") for r in rows)
    lines = [
        f"Speedup of each strategy's best over the fastest third-party library on the layer (the paper's baseline "
        f"in Fig. 3a is a library, cuDNN) and over ixconv's default spec, {result['model']}, {result['budget']} "
        f"measurements per strategy (median over {result['seeds']} seed(s)), 1 thread:",
        "",
        "| layer | shape | default ms | best library (x default) | "
        + " | ".join([f"{s} / library" for s in strategies] + [f"{s} / default" for s in strategies])
        + " |",
        "|---|---|---:|---|" + "---:|" * 2 * len(strategies),
    ]
    for row in rows:
        lib = row.get("best_library")
        cells = [f"{row['speedup_over_library'][s]:.3f}x" if lib else "-" for s in strategies]
        cells += [f"{row['speedup'][s]:.3f}x" for s in strategies]
        library = f"{lib} ({row['libraries'][lib]:.3f})" if lib else "-"
        lines.append(f"| {row['layer']} | {row['label']} | {row['default_ms']:.3f} | {library} | {' | '.join(cells)} |")
    if rows:
        means = [
            f"{_geomean(r['speedup_over_library'][s] for r in rows if r.get('best_library')):.3f}x" if libraries
            else "-" for s in strategies
        ]  # fmt: skip
        means += [f"{_geomean(r['speedup'][s] for r in rows):.3f}x" for s in strategies]
        lines.append(f"| geomean | | | | {' | '.join(means)} |")
    return "\n".join(lines) + "\n"


def _fig3a_plot(result, path: Path) -> None:
    rows = result["rows"]
    layers, strategies = [r["layer"] for r in rows], list(rows[0]["speedup"])
    panels = [(layers, {s: [r["speedup"][s] for r in rows] for s in strategies}, "speedup over ixconv default")]
    if all(r.get("best_library") for r in rows):
        over = {s: [r["speedup_over_library"][s] for r in rows] for s in strategies}
        panels.insert(0, (layers, over, "speedup over the fastest library"))
    _plot(path, f"{result['model']}: search strategies at {result['budget']} measurements (cf. WPK Fig. 3a)", panels)


def _search_times(row: dict, strategy: str) -> dict[str, float]:
    """Median over seeds of a strategy's search wall seconds, split into measuring and the rest (the strategy:
    ask / tell, model fits, RL training, and storing the trials)."""
    runs = [v for k, v in row["searched"].items() if k.split("#")[0] == strategy]
    total = float(np.median([r["seconds"] for r in runs]))
    measure = float(np.median([r.get("measure_seconds", math.nan) for r in runs]))
    return {"trials": float(np.median([r["spent"] for r in runs])), "seconds": total, "measure_seconds": measure,
            "strategy_seconds": total - measure,
            "compile_seconds": float(np.median([r.get("compile_seconds", math.nan) for r in runs]))}  # fmt: skip


def fig3b(args) -> dict:
    result = _result(args, "fig3b")
    _write(args, result, _fig3b_markdown(result), lambda path: _fig3b_plot(result, path))
    return result


def _fig3b_markdown(result) -> str:
    rows = result["rows"]
    strategies = list(rows[0]["speedup"]) if rows else []
    lines = [
        f"Search time per operator and strategy (cf. WPK Fig. 3b: genetic search time per ResNet-18 operator), "
        f"{result['model']}, {result['budget']} measurements per strategy, median over {result['seeds']} seed(s), "
        "1 thread. Search s = wall clock of the search; measuring s = inside the measurer (compiling ahead in a "
        "second process, which overlaps: compile s is its own sum); strategy s = the rest (proposing, model "
        "fits, RL training, storing trials). The final confirmation rounds are not included (confirm s, per layer):",
        "",
        "| layer | shape | strategy | trials | search s | measuring s | strategy s | strategy share | compile s | "
        "confirm s |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    totals = {s: np.zeros(3) for s in strategies}
    for row in rows:
        for s in strategies:
            t = _search_times(row, s)
            totals[s] += [t["seconds"], t["measure_seconds"], t["strategy_seconds"]]
            lines.append(
                f"| {row['layer']} | {row['label']} | {s} | {t['trials']:.0f} | {t['seconds']:.1f} | "
                f"{t['measure_seconds']:.1f} | {t['strategy_seconds']:.1f} | "
                f"{t['strategy_seconds'] / t['seconds']:.0%} | {t['compile_seconds']:.1f} | "
                f"{row.get('confirm_seconds', math.nan):.1f} |"
            )
    for s, (total, measure, other) in totals.items():
        lines.append(f"| all | | {s} | | {total:.1f} | {measure:.1f} | {other:.1f} | {other / total:.0%} | | |")
    return "\n".join(lines) + "\n"


def _fig3b_plot(result, path: Path) -> None:
    rows = result["rows"]
    strategies = list(rows[0]["speedup"])
    times = {s: [_search_times(r, s) for r in rows] for s in strategies}
    seconds = {s: [t["seconds"] for t in v] for s, v in times.items()}
    measuring = {s: [t["measure_seconds"] for t in v] for s, v in times.items()}
    title = (
        f"{result['model']}: search seconds at {result['budget']} measurements, hatched: measuring (cf. WPK Fig. 3b)"
    )
    _plot(path, title, [([r["layer"] for r in rows], seconds, "search seconds", measuring)])


def fig2b(args) -> dict:
    """Per layer: ``tune_task`` (search, then the finalists, the default and the libraries confirmed side by
    side); the speedups come from its confirmation medians (``TaskReport.contenders``)."""
    isa, peers = _isa(), _peers(args)
    rows = []
    with Records(args.db) as records, Measurer() as measurer:
        for task in resnet_tasks(args.model, args.layers.split(",") if args.layers else None):
            report = tune_task(task, records, measurer, args.strategy, args.budget, seed=args.seed, peers=peers,
                               confirm=args.confirm, keep=args.keep, retune=True, isa=isa)  # fmt: skip
            rows.append(fig2b_row(report, peers))
            print(json.dumps({k: v for k, v in rows[-1].items() if k != "ms"}), flush=True)
    result = {"experiment": "fig2b", "model": args.model, "strategy": args.strategy, "budget": args.budget,
              "confirm": args.confirm, "peers": list(peers), "rows": rows}  # fmt: skip
    _write(args, result, _fig2b_markdown(result), lambda path: _fig2b_plot(result, path))
    return result


def fig2b_row(report, peers) -> dict:
    """The speedups of a ``TaskReport``'s confirmed medians: of the tuned plan (what the tuner chose: an ixconv
    kernel or a library, WPK section 2.5) and of ixconv's own kernels alone (the fastest confirmed ixconv
    contender: tuned, front or default; what the paper's WPK bars are) over each library and the default."""
    ms = {k: v * 1e3 for k, v in report.contenders.items() if v is not None and math.isfinite(v)}
    ixconv_ms = min(v for k, v in ms.items() if k not in THIRD_PARTY)
    plan_ms = report.seconds * 1e3
    baselines = {**{p: ms[p] for p in peers if p in ms}, "ixconv default": ms["default"]}
    return {"layer": report.task.name, "label": report.task.label, "ms": ms, "plan": report.impl, "plan_ms": plan_ms,
            "ixconv_ms": ixconv_ms, "baselines_ms": baselines,
            "plan_speedup": {k: v / plan_ms for k, v in baselines.items()},
            "ixconv_speedup": {k: v / ixconv_ms for k, v in baselines.items()},
            "strategy": report.strategy, "trials": report.trials, "tune_seconds": report.elapsed}  # fmt: skip


def _fig2b_markdown(result) -> str:
    rows = result["rows"]
    names = list(dict.fromkeys(k for r in rows for k in r["baselines_ms"]))
    lines = [
        f"{result['model']} per convolution: the tuned plan and ixconv's own kernels against each library "
        f"(cf. WPK Fig. 2b), {result['strategy']} search with {result['budget']} measurements per operator, then "
        f"medians of {result['confirm']} interleaved rounds measuring every contender paired with ixconv's "
        "default, 1 thread. Plan = the tuner's choice (ixconv kernel or library); ixconv = the fastest ixconv "
        "kernel confirmed (the paper's WPK bars: generated code, not always faster than the library):",
        "",
        "| layer | shape | " + " | ".join(f"{n} ms" for n in names) + " | ixconv ms | plan | plan ms | tune s |",
        "|---|---|" + "---:|" * len(names) + "---:|---|---:|---:|",
    ]
    for r in rows:
        cells = " | ".join(f"{r['baselines_ms'][n]:.3f}" if n in r["baselines_ms"] else "-" for n in names)
        lines.append(f"| {r['layer']} | {r['label']} | {cells} | {r['ixconv_ms']:.3f} | {r['plan']} | "
                     f"{r['plan_ms']:.3f} | {r['tune_seconds']:.1f} |")  # fmt: skip
    lines += ["", "Speedups (baseline time / plan's, / ixconv's):", "",
              "| layer | " + " | ".join([f"plan over {n}" for n in names] + [f"ixconv over {n}" for n in names]) + " |",
              "|---|" + "---:|" * 2 * len(names)]  # fmt: skip
    for r in rows + [None]:
        cells = []
        for key in ("plan_speedup", "ixconv_speedup"):
            for n in names:
                value = _geomean(x[key].get(n) for x in rows) if r is None else r[key].get(n)
                cells.append("-" if value is None or math.isnan(value) else f"{value:.3f}x")
        lines.append(f"| {'geomean' if r is None else r['layer']} | {' | '.join(cells)} |")
    return "\n".join(lines) + "\n"


def _fig2b_plot(result, path: Path) -> None:
    rows = result["rows"]
    layers, names = [r["layer"] for r in rows], list(dict.fromkeys(k for r in rows for k in r["baselines_ms"]))
    labels = {"ixconv_speedup": "ixconv kernels' speedup", "plan_speedup": "tuned plan's speedup"}
    panels = [(layers, {f"over {n}": [r[key].get(n, math.nan) for r in rows] for n in names}, label)
              for key, label in labels.items()]  # fmt: skip
    _plot(path, f"{result['model']}: per convolution against libraries (cf. WPK Fig. 2b)", panels)


def _plot(path: Path, title: str, panels: list[tuple]) -> None:
    """Grouped bar charts, one panel per ``(groups, {series: values}, ylabel[, {series: lower part}])``: a bar
    per series in each group, the lower part hatched; a line at 1 on speedup panels."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = panels[0][0]
    fig, axes = plt.subplots(len(panels), 1, figsize=(max(7, 0.9 * len(groups)), 3.5 * len(panels)), squeeze=False)
    for ax, (groups, series, ylabel, *parts) in zip(axes[:, 0], panels):
        x, width = np.arange(len(groups)), 0.8 / len(series)
        for i, (name, values) in enumerate(series.items()):
            ax.bar(x + i * width, values, width, label=name, color=f"C{i}")
            if parts:
                ax.bar(x + i * width, parts[0][name], width, fill=False, hatch="//", lw=0)  # over the same bar
        if "speedup" in ylabel:
            ax.axhline(1.0, color="black", lw=0.8)
        ax.set_xticks(x + width * (len(series) - 1) / 2, groups, rotation=45, ha="right")
        ax.set_ylabel(ylabel)
        ax.legend(fontsize="small")
    axes[0, 0].set_title(title, fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def measure_space(task: ConvTask, space: Space, isa: str, records: Records, measurer: Measurer) -> dict[str, float]:
    """Every point's time relative to the default (key -> ratio, measured paired with the default), resuming
    from the exhaustive trials already in the records."""
    table = {}
    for t in records.trials(task.signature):
        if t["strategy"] == "exhaustive-table":
            ratio = t["detail"].get("ratio")
            table[json.dumps(t["choice"], sort_keys=True)] = math.inf if ratio is None else ratio
    points = list(space.enumerate())
    todo = [p for p in points if json.dumps(to_choice(task, p, isa), sort_keys=True) not in table]
    print(f"{task.name}: {len(points)} points, {len(points) - len(todo)} already measured", flush=True)
    for start in range(0, len(todo), 8):
        batch = todo[start : start + 8]
        choices = [to_choice(task, p, isa) for p in batch]
        for c, r in zip(choices, measurer.measure(task, choices, reference=DEFAULT)):
            records.add_trial(task.signature, c, r, strategy="exhaustive-table")
            table[json.dumps(c, sort_keys=True)] = r.cost
        print(f"  {min(start + 8, len(todo))}/{len(todo)}", flush=True)
    return {space.key(p): table[json.dumps(to_choice(task, p, isa), sort_keys=True)] for p in points}


def exhaustive(args) -> dict:
    isa = _isa()
    rows = []
    with Records(args.db) as records, Measurer() as measurer:
        for task in resnet_tasks(args.model, args.layers.split(",") if args.layers else None, args.quant):
            space = space_for(task, isa).fixed(_fixed(args.fix))
            table = measure_space(task, space, isa, records, measurer)
            best = min(table.values())
            budget = max(1, int(args.fraction * len(table)))
            row = {"layer": task.name, "label": task.label, "points": len(table), "budget": budget,
                   "exhaustive_best_vs_default": best, "best_point": min(table, key=table.get),
                   "replay": {}}  # fmt: skip
            for name in args.strategies.split(","):
                gaps, spent_all = [], []
                for seed in range(args.seeds):
                    strategy = make_strategy(name, space, task, seed, budget)
                    lookup = lambda pts, table=table, space=space: [table[space.key(p)] for p in pts]  # noqa: E731
                    spent = run_search(strategy, lookup, budget, batch=1 if name == "rl" else 4)
                    if hasattr(strategy, "close"):
                        strategy.close()
                    gaps.append(strategy.best_cost / best - 1)
                    spent_all.append(spent)
                row["replay"][name] = {
                    "median_gap": float(np.median(gaps)), "within_3pct": float(np.mean([g <= 0.03 for g in gaps])),
                    "worst_gap": float(max(gaps)), "median_measurements": float(np.median(spent_all)),
                }  # fmt: skip
            rows.append(row)
            print(json.dumps(row), flush=True)
    result = {"experiment": "exhaustive", "fraction": args.fraction, "seeds": args.seeds, "rows": rows}
    lines = [
        f"Search on measured exhaustive tables: budget {args.fraction:.0%} of each space, {args.seeds} seeds "
        "(gap = best found / exhaustive best - 1):",
        "",
        "| layer | shape | points | budget | exhaustive best (x default) | strategy | median gap | worst gap | "
        "seeds within 3% | median measurements |",
        "|---|---|---:|---:|---:|---|---:|---:|---:|---:|",
    ]
    for row in rows:
        for name, r in row["replay"].items():
            lines.append(
                f"| {row['layer']} | {row['label']} | {row['points']} | {row['budget']} | "
                f"{row['exhaustive_best_vs_default']:.3f} | {name} | {r['median_gap']:.2%} | {r['worst_gap']:.2%} | "
                f"{r['within_3pct']:.0%} | {r['median_measurements']:.0f} |"
            )
    _write(args, result, "\n".join(lines) + "\n", None)
    return result


def _spearman(a: np.ndarray, b: np.ndarray) -> float:
    ra, rb = np.argsort(np.argsort(a)), np.argsort(np.argsort(b))
    return float(np.corrcoef(ra, rb)[0, 1])


def costmodel(args) -> dict:
    from ixconv.tune.model import ModelSearch, available_regressors, make_regressor

    isa = _isa()
    kinds = args.regressors.split(",") if args.regressors else available_regressors()
    rows = []
    with Records(args.db) as records, Measurer() as measurer:
        for task in resnet_tasks(args.model, args.layers.split(",") if args.layers else None, args.quant):
            space = space_for(task, isa).fixed(_fixed(args.fix))
            table = measure_space(task, space, isa, records, measurer)
            keys = [k for k, v in table.items() if math.isfinite(v)]
            x = np.array([space.features(space.from_key(k)) for k in keys], float)
            y = np.log([table[k] for k in keys])
            best = float(np.exp(y.min()))
            for n in (int(v) for v in args.train.split(",")):
                for kind in kinds:
                    rho, regret, seconds = [], [], []
                    for seed in range(args.seeds):
                        rng = np.random.default_rng(seed)
                        train = rng.choice(len(keys), size=min(n, len(keys) - 1), replace=False)
                        rest = np.setdiff1d(np.arange(len(keys)), train)
                        start = time.perf_counter()
                        predicted = make_regressor(kind, seed).fit(x[train], y[train]).predict(x)
                        seconds.append(time.perf_counter() - start)
                        rho.append(_spearman(predicted[rest], y[rest]))
                        regret.append(float(np.exp(y[int(np.argmin(predicted))])) / best - 1)
                    rows.append({"layer": task.name, "points": len(keys), "train": n, "regressor": kind,
                                 "spearman": float(np.median(rho)), "regret": float(np.median(regret)),
                                 "fit_predict_ms": float(np.median(seconds) * 1e3)})  # fmt: skip
                    print(json.dumps(rows[-1]), flush=True)
            budget = max(1, int(args.fraction * len(table)))
            lookup = lambda pts, table=table, space=space: [table[space.key(p)] for p in pts]  # noqa: E731
            for kind in kinds:
                gaps, seconds = [], []
                for seed in range(args.seeds):
                    strategy = ModelSearch(space, seed=seed, regressor=kind)
                    start = time.perf_counter()
                    run_search(strategy, lookup, budget, batch=4)
                    seconds.append(time.perf_counter() - start)
                    gaps.append(strategy.best_cost / best - 1)
                rows.append({"layer": task.name, "points": len(keys), "train": f"search {budget}", "regressor": kind,
                             "median_gap": float(np.median(gaps)), "worst_gap": float(max(gaps)),
                             "search_seconds": float(np.median(seconds))})  # fmt: skip
                print(json.dumps(rows[-1]), flush=True)
    lines = [
        "Cost models on measured exhaustive tables: trained on n random points, ranking the rest (medians over "
        f"{args.seeds} seeds); then model-based search replayed at {args.fraction:.0%} of the space:",
        "",
        "| layer | points | n / search | regressor | Spearman | regret of predicted best | fit + predict ms | "
        "search gap (median / worst) | search s |",
        "|---|---:|---|---|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        if "spearman" in r:
            lines.append(f"| {r['layer']} | {r['points']} | {r['train']} | {r['regressor']} | {r['spearman']:.3f} | "
                         f"{r['regret']:.1%} | {r['fit_predict_ms']:.1f} | | |")  # fmt: skip
        else:
            lines.append(f"| {r['layer']} | {r['points']} | {r['train']} | {r['regressor']} | | | | "
                         f"{r['median_gap']:.1%} / {r['worst_gap']:.1%} | {r['search_seconds']:.2f} |")  # fmt: skip
    result = {"experiment": "costmodel", "rows": rows}
    _write(args, result, "\n".join(lines) + "\n", None)
    return result


def e2e(args) -> dict:
    """End to end: the model with the tuned plan of this CPU vs without, runs alternating call by call."""
    from ixconv.graph.executor import Model
    from ixconv.tune.plan import resolve_source, sample_feeds

    source = resolve_source(args.model)
    with Records(args.db) as records:
        choices = records.choices()
    rows = []
    for threads in [int(t) for t in args.threads.split(",")]:
        models = {"default": Model(source, num_threads=threads), "tuned": Model(source, threads, choices=choices)}
        feeds = sample_feeds(models["default"])
        outputs = {k: m.run(feeds) for k, m in models.items()}
        error = max(float(np.abs(outputs["tuned"][n] - outputs["default"][n]).max()) for n in outputs["default"])
        samples: dict[str, list[float]] = {k: [] for k in models}
        for i in range(args.runs):  # pairs of calls, each pair in the other order than the last (ABBA)
            for k in ("default", "tuned") if i % 2 == 0 else ("tuned", "default"):
                started = time.perf_counter()
                models[k].run(feeds)
                samples[k].append(time.perf_counter() - started)
        med = {k: float(np.median(v)) for k, v in samples.items()}
        q = {k: [float(x) for x in np.quantile(v, [0.2, 0.8])] for k, v in samples.items()}
        paired, ci = paired_speedup(samples["default"], samples["tuned"])
        per_op = time_conv_steps(models, feeds, args.runs) if args.per_op else []
        rows.append({"threads": threads, "per_op": per_op, "median_ms": {k: v * 1e3 for k, v in med.items()},
                     "q20_q80_ms": {k: [x * 1e3 for x in v] for k, v in q.items()},
                     "speedup": med["default"] / med["tuned"], "paired_speedup": paired, "paired_ci95": ci,
                     "max_abs_diff": error})  # fmt: skip
        print(json.dumps({k: v for k, v in rows[-1].items() if k != "per_op"}), flush=True)
    tuned_convs = sum(1 for c in choices.values() if c.get("impl") != "ixconv-default")
    result = {"experiment": "e2e", "model": args.model, "runs": args.runs, "rows": rows, "choices": len(choices)}
    lines = [
        f"{args.model} end to end, untuned vs tuned plan ({tuned_convs} of {len(choices)} recorded convolutions "
        f"not on the default), {args.runs} alternating runs each:",
        "",
        "| threads | default ms (20-80%) | tuned ms (20-80%) | speedup | paired speedup (95% CI) | max abs diff |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        d, t = r["q20_q80_ms"]["default"], r["q20_q80_ms"]["tuned"]
        lines.append(
            f"| {r['threads']} | {r['median_ms']['default']:.2f} ({d[0]:.2f}-{d[1]:.2f}) | "
            f"{r['median_ms']['tuned']:.2f} ({t[0]:.2f}-{t[1]:.2f}) | {r['speedup']:.3f}x | "
            f"{r['paired_speedup']:.3f}x ({r['paired_ci95'][0]:.3f}-{r['paired_ci95'][1]:.3f}) | "
            f"{r['max_abs_diff']:.1e} |"
        )
    for r in rows:
        if r["per_op"]:
            lines += ["", f"Per convolution step inside the model, {r['threads']} thread(s), median ms:", ""]
            lines += ["| node | tuned implementation | default | tuned | speedup |", "|---|---|---:|---:|---:|"]
            for op in r["per_op"]:
                lines.append(
                    f"| {op['node']} | {op['impl']} | {op['default_ms']:.3f} | {op['tuned_ms']:.3f} | "
                    f"{op['default_ms'] / op['tuned_ms']:.3f}x |"
                )
    _write(args, result, "\n".join(lines) + "\n", None)
    return result


def _write(args, result: dict, markdown: str, plot) -> None:
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    stem = result["experiment"]
    (out / f"{stem}.json").write_text(json.dumps(result, indent=1, default=float))
    (out / f"{stem}.md").write_text(markdown)
    print(markdown)
    if plot is not None:
        try:
            plot(out / f"{stem}.png")
            print(f"wrote {out / stem}.png")
        except ImportError:
            print("matplotlib is not installed: no plot")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="experiment", required=True)
    for name in EXPERIMENTS:
        p = sub.add_parser(name)
        p.add_argument("--model", default="resnet18")
        p.add_argument("--layers", default=None, help="comma-separated layer names (default: all)")
        p.add_argument("--db", default="tune-experiments.sqlite", help="scratch records database")
        p.add_argument("--out", default="tune-results", help="directory for the .md / .json / .png")
        if name in ("fig3a", "fig3b", "fig2b"):
            p.add_argument("--budget", type=int, default=32, help="measurements per search")
            p.add_argument("--confirm", type=int, default=5, help="interleaved re-measurement rounds of the finalists")
            p.add_argument("--keep", type=int, default=3, help="finalists per search: its fastest measured points")
            p.add_argument("--peers", default="all", help="third-party convolutions: all, none or a comma list")
        if name == "fig2b":
            p.add_argument("--strategy", default="genetic")
            p.add_argument("--seed", type=int, default=0)
            continue
        p.add_argument("--seeds", type=int, default=1 if name in ("fig3a", "fig3b") else 10)
        if name != "e2e":
            p.add_argument("--quant", default="", help="tune the layers as 8-bit convolutions, e.g. u8s8 or s8s8_rs")
            p.add_argument("--fix", action="append", metavar="NAME=VALUE",
                           help="hold a space parameter at one value (repeatable), e.g. k_block=0")  # fmt: skip
    for name, strategies in (("fig3a", "random,genetic,rl"), ("fig3b", "random,genetic,rl,model")):
        sub.choices[name].add_argument("--strategies", default=strategies)
        sub.choices[name].add_argument(
            "--from",
            dest="from_json",
            metavar="JSON",
            help="render the rows of an earlier fig3a / fig3b run (no measuring)",
        )
    ex = sub.choices["exhaustive"]
    ex.add_argument("--strategies", default="genetic,random,model")
    ex.add_argument("--fraction", type=float, default=0.15, help="search budget as a fraction of the space")
    cm = sub.choices["costmodel"]
    cm.add_argument("--regressors", default=None, help="comma-separated (default: every one installed)")
    cm.add_argument("--train", default="16,32,64,128", help="training-set sizes")
    cm.add_argument("--fraction", type=float, default=0.15, help="search budget as a fraction of the space")
    e2e_parser = sub.choices["e2e"]
    e2e_parser.add_argument("--threads", default="1,2", help="comma-separated thread counts")
    e2e_parser.add_argument("--runs", type=int, default=30)
    e2e_parser.add_argument("--per-op", action="store_true", help="also time every convolution step in the model")
    args = parser.parse_args(argv)
    EXPERIMENTS[args.experiment](args)


EXPERIMENTS = {"fig2b": fig2b, "fig3a": fig3a, "fig3b": fig3b, "exhaustive": exhaustive, "costmodel": costmodel,
               "e2e": e2e}  # fmt: skip

if __name__ == "__main__":
    main()
