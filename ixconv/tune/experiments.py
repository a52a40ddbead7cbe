"""The issue-6 experiments, for a quiet machine: ``python -m ixconv.tune.experiments fig3a|exhaustive ...``

* ``fig3a``: Woodpecker-DL Figure 3a on this CPU -- for each convolution of a model (ResNet-18 by default),
  the speedup over ixconv's default spec reached by random, genetic and RL search at the same measurement
  budget. Each strategy searches live (measured candidates); at the end the default and each strategy's
  ``--keep`` fastest measured points are re-measured (``--confirm`` rounds, medians) and the speedup is
  1 / the best finalist's time relative to the default. Every measurement is paired with the default
  (the two called alternately, see ``Measurer.measure``), so search and confirmation compare ratios that
  a load burst on the shared machine does not skew. Writes a Markdown table, a JSON
  file and a grouped bar plot.
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

from ixconv.tune.conv_space import ConvTask, is_tunable, space_for, to_choice
from ixconv.tune.measure import Measurer
from ixconv.tune.plan import time_conv_steps
from ixconv.tune.records import Records
from ixconv.tune.space import Space
from ixconv.tune.stats import paired_speedup
from ixconv.tune.strategy import run_search
from ixconv.tune.tuner import DEFAULT, make_strategy, top_points


def resnet_tasks(model: str, names: list[str] | None, quant: str = "") -> list[ConvTask]:
    """The model's layers as tuning tasks (``quant``: as 8-bit convolutions of that variant, e.g. u8s8;
    depthwise layers are left out then: their 8-bit kernel is not tuned)."""
    from ixconv.bench.layers import load_layers

    layers = load_layers(model)
    if names:
        unknown = set(names) - {layer.name for layer in layers}
        if unknown:
            raise SystemExit(f"unknown layers {sorted(unknown)}; {model} has {[la.name for la in layers]}")
        layers = [la for la in layers if la.name in names]
    tasks = [ConvTask.from_layer(la) for la in layers]
    if quant:
        tasks = [t for t in (dataclasses.replace(t, quant=quant) for t in tasks) if is_tunable(t)]
    return tasks


def _isa() -> str:
    from ixconv.cpu import host

    return host().isa


def _confirm(
    measurer: Measurer, task: ConvTask, choices: dict[str, dict], rounds: int, samples: dict | None = None
) -> dict[str, float]:
    """Medians over ``rounds`` of every choice's time / the default's, measured paired with the default
    (each round in a new random order)."""
    samples = {} if samples is None else samples
    rng = np.random.default_rng(0)
    names = list(choices)
    for _ in range(rounds):
        order = [names[i] for i in rng.permutation(len(names))]
        for k, r in zip(order, measurer.measure(task, [choices[k] for k in order], reference=DEFAULT)):
            samples.setdefault(k, []).append(r.cost)
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


def fig3a(args) -> dict:
    isa = _isa()
    strategies = args.strategies.split(",")
    rows = []
    with Records(args.db) as records, Measurer() as measurer:
        for task in resnet_tasks(args.model, args.layers.split(",") if args.layers else None, args.quant):
            space = space_for(task, isa).fixed(_fixed(args.fix))
            best_choice, searched = {}, {}
            for name in strategies:
                for seed in range(args.seeds):
                    strategy = make_strategy(name, space, task, seed, args.budget)
                    started = time.monotonic()

                    def cost(points, strategy=strategy, task=task):  # time / the default's, paired
                        choices = [to_choice(task, p, isa) for p in points]
                        results = measurer.measure(task, choices, reference=DEFAULT)
                        for c, r in zip(choices, results):
                            records.add_trial(task.signature, c, r, strategy=f"fig3a-{strategy.name}")
                        return [r.cost for r in results]

                    try:
                        spent = run_search(strategy, cost, args.budget, batch=1 if name == "rl" else 4)
                    finally:
                        if hasattr(strategy, "close"):
                            strategy.close()
                    key = f"{name}#{seed}"
                    searched[key] = {"spent": spent, "seconds": time.monotonic() - started,
                                     "best_search": strategy.best_cost}  # fmt: skip
                    for rank, point in enumerate(top_points(strategy, args.keep)):
                        best_choice[f"{key}~{rank}"] = to_choice(task, point, isa)
                    print(
                        f"{task.name:16} {key:12} {spent:3} trials, best {strategy.best_cost * 1e3:.3f} ms", flush=True
                    )
            samples: dict = {}
            relative = _confirm(measurer, task, best_choice, args.confirm, samples)
            row = {"layer": task.name, "label": task.label, "default_ms": relative["default seconds"] * 1e3,
                   "speedup": {}, "finalists": {k: {"choice": c, "relative": samples[k]}
                                                for k, c in best_choice.items()}}  # fmt: skip
            for name in strategies:  # per seed: the best of its re-measured finalists; then the median over seeds
                per_seed = []
                for seed in range(args.seeds):
                    keys = [k for k in best_choice if k.startswith(f"{name}#{seed}~")]
                    if keys:
                        per_seed.append(1.0 / min(relative[k] for k in keys))
                row["speedup"][name] = float(np.median(per_seed)) if per_seed else 0.0
            row["searched"] = searched
            rows.append(row)
            print(
                f"{task.name:16} speedup " + ", ".join(f"{k} {v:.3f}x" for k, v in row["speedup"].items()), flush=True
            )
    result = {"experiment": "fig3a", "model": args.model, "budget": args.budget, "seeds": args.seeds, "rows": rows}
    _write(args, result, _fig3a_markdown(result), lambda path: _fig3a_plot(result, path))
    return result


def _fig3a_markdown(result) -> str:
    strategies = list(result["rows"][0]["speedup"]) if result["rows"] else []
    lines = [
        f"Speedup over ixconv's default spec, {result['model']}, {result['budget']} measurements per strategy "
        f"(median over {result['seeds']} seed(s)), 1 thread:",
        "",
        "| layer | shape | default ms | " + " | ".join(strategies) + " |",
        "|---|---|---:|" + "---:|" * len(strategies),
    ]
    for row in result["rows"]:
        cells = " | ".join(f"{row['speedup'][s]:.3f}x" for s in strategies)
        lines.append(f"| {row['layer']} | {row['label']} | {row['default_ms']:.3f} | {cells} |")
    if result["rows"]:
        means = " | ".join(
            f"{math.exp(np.mean([math.log(max(r['speedup'][s], 1e-9)) for r in result['rows']])):.3f}x"
            for s in strategies
        )
        lines.append(f"| geomean | | | {means} |")
    return "\n".join(lines) + "\n"


def _fig3a_plot(result, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = result["rows"]
    strategies = list(rows[0]["speedup"])
    x = np.arange(len(rows))
    width = 0.8 / len(strategies)
    fig, ax = plt.subplots(figsize=(max(6, 0.9 * len(rows)), 3.5))
    for i, s in enumerate(strategies):
        ax.bar(x + i * width, [r["speedup"][s] for r in rows], width, label=s)
    ax.axhline(1.0, color="black", lw=0.8)
    ax.set_xticks(x + width * (len(strategies) - 1) / 2, [r["layer"] for r in rows], rotation=45, ha="right")
    ax.set_ylabel("speedup over default spec")
    ax.set_title(f"{result['model']}: search strategies at {result['budget']} measurements (cf. WPK Fig. 3a)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)


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
    for name in ("fig3a", "exhaustive", "costmodel", "e2e"):
        p = sub.add_parser(name)
        p.add_argument("--model", default="resnet18")
        p.add_argument("--layers", default=None, help="comma-separated layer names (default: all)")
        p.add_argument("--db", default="tune-experiments.sqlite", help="scratch records database")
        p.add_argument("--out", default="tune-results", help="directory for the .md / .json / .png")
        p.add_argument("--seeds", type=int, default=1 if name == "fig3a" else 10)
        if name != "e2e":
            p.add_argument("--quant", default="", help="tune the layers as 8-bit convolutions, e.g. u8s8 or s8s8_rs")
            p.add_argument("--fix", action="append", metavar="NAME=VALUE",
                           help="hold a space parameter at one value (repeatable), e.g. k_block=0")  # fmt: skip
    fig = sub.choices["fig3a"]
    fig.add_argument("--strategies", default="random,genetic,rl")
    fig.add_argument("--budget", type=int, default=32)
    fig.add_argument("--confirm", type=int, default=5, help="interleaved re-measurement rounds of the finalists")
    fig.add_argument("--keep", type=int, default=3, help="finalists per search: its fastest measured points")
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
    {"fig3a": fig3a, "exhaustive": exhaustive, "costmodel": costmodel, "e2e": e2e}[args.experiment](args)


if __name__ == "__main__":
    main()
