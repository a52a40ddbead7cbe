"""The ``ixconv`` command: ``bench`` (per-layer benchmark), ``run``, ``e2e``, ``tune`` (autotuning), ``quantize``
(int8 QDQ model from a float one) and ``info``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ixconv import knobs
from ixconv.bench import conv_layers, report
from ixconv.bench.layers import available_models
from ixconv.bench.peers import PEERS
from ixconv.run_cli import add_preprocess_flags, cmd_run, plan_table, preprocess_spec

console = Console(width=None if sys.stdout.isatty() else 160)


def _fmt_rate(gflops: tuple[float, float, float]) -> str:
    med, lo, hi = gflops
    return f"{med:6.1f} [dim]({lo:.0f}-{hi:.0f})[/dim]"


def _mib(n: int) -> str:
    return f"{n / 2**20:.2f}" if n >= 2**14 else f"{n / 2**10:.1f}K"


def print_result(result: conv_layers.BenchResult) -> None:
    summ = conv_layers.summary(result)
    variants = report.variants(result)
    peers = [v for v in result.peers if v in variants]
    for t in result.thread_counts:
        peak = result.peak_gflops[t]
        table = Table(
            title=f"{result.model}: GFLOP/s, median (20%-80%) of runs; {t} thread(s); FMA peak {peak:.1f} GFLOP/s",
            title_justify="left",
        )
        for col in ("layer", "shape", "tag", "x", "MFLOP"):
            table.add_column(col, justify="right" if col in ("x", "MFLOP") else "left")
        for v in variants:  # Winograd's GFLOP/s count the direct convolution's multiplications
            table.add_column("winograd F(4x4) direct-eq." if v == "winograd" else v, justify="right")
        table.add_column("% peak", justify="right")
        table.add_column("ind/i2c", justify="right")
        if peers:
            table.add_column("ind/best peer", justify="right")
        for lr in result.layers:
            cells = [lr.layer.name, lr.layer.label, lr.layer.tag, str(lr.layer.count), f"{lr.layer.flops / 1e6:.0f}"]
            for v in variants:
                cells.append(_fmt_rate(lr.timings[v][t].rate(lr.layer.flops / 1e9)) if v in lr.timings else "-")
            pct = 100 * lr.gflops("indirect", t) / peak
            cells.append(f"{pct:.0f}%")
            cells.append(f"{lr.timings['im2col'][t].median / lr.timings['indirect'][t].median:.2f}x")
            measured = [lr.timings[v][t].median for v in peers if v in lr.timings]
            if peers:
                ratio = min(measured) / lr.timings["indirect"][t].median if measured else float("nan")
                cells.append(("[red]" if ratio < 1 else "") + f"{ratio:.2f}x")
            table.add_row(*cells)
        console.print(table)
        for line in report.summary_lines(summ["per_threads"][t], peers):
            console.print("  " + escape(line))
    absent = {p: why for lr in result.layers for p, why in lr.absent.items()}
    for peer, why in absent.items():
        console.print(f"  [yellow]peer {peer} absent:[/yellow] {escape(why)}")
    console.print(f"  cache state: {result.cache}")
    mem = Table(title=f"{result.model}: buffer bytes (MiB)", title_justify="left")
    columns = ("layer", "C", "im2col", "indirection", "im2col/indirection", "packed weights", "winograd weights",
               "winograd scratch")  # fmt: skip
    for col in columns:
        mem.add_column(col, justify="left" if col == "layer" else "right")
    for lr in result.layers:
        b = lr.bytes
        mem.add_row(
            lr.layer.name,
            str(lr.layer.in_channels),
            _mib(b["im2col"]),
            _mib(b["indirection"]),
            f"{b['im2col'] / b['indirection']:.0f}",
            _mib(b["packed_weights"]),
            _mib(b["winograd_weights"]) if "winograd_weights" in b else "-",
            _mib(b["winograd_scratch"]) if "winograd_scratch" in b else "-",
        )
    console.print(mem)
    console.print(f"  im2col/indirection ratio grows with C: {summ['memory']['ratio_grows_with_C']}")
    if "thread_scaling" in summ:
        lo, hi = min(result.thread_counts), max(result.thread_counts)
        scale = Table(title=f"{result.model}: speedup of {hi} threads over {lo}", title_justify="left")
        for col in ("layer", "indirect ms (1T)", "indirect", "im2col"):
            scale.add_column(col, justify="left" if col == "layer" else "right")
        for name, row in summ["thread_scaling"].items():
            scale.add_row(name, f"{row['ms_1t']:.2f}", f"{row['indirect']:.2f}x", f"{row['im2col']:.2f}x")
        console.print(scale)


def print_qresult(result) -> None:
    from ixconv.bench import qconv_layers

    summ = qconv_layers.summary(result)
    for t in result.thread_counts:
        peak = result.vnni_peak.get(t)
        peak_text = f"VNNI peak {peak:.0f} GOP/s" if peak else "no VNNI on this host"
        calls = t == 1
        timer = "kernels by a native stopwatch" if calls else "operator calls from Python"
        table = Table(
            title=f"{result.model} int8: GOP/s, median (20%-80%) of runs; {t} thread(s), {timer}; {peak_text}; "
            f"fp32 FMA peak {result.fp32_peak[t]:.0f} GFLOP/s",
            title_justify="left",
        )
        columns = ["layer", "shape", "x", "MOP", "int8", "% VNNI peak", *(["int8 op call"] if calls else []),
                   "int8 im2col", "ind/i2c", "fp32", "int8/fp32", "spec"]  # fmt: skip
        for col in columns:
            table.add_column(col, justify="left" if col in ("layer", "shape", "spec") else "right")
        for lr in result.layers:
            work = lr.layer.flops / 1e9
            pct = f"{100 * lr.gops('int8', t) / peak:.0f}%" if peak else "-"
            op_call = [_fmt_rate(lr.timings[qconv_layers.CALL_VARIANT][t].rate(work))] if calls else []
            table.add_row(
                lr.layer.name,
                lr.layer.label,
                str(lr.layer.count),
                f"{lr.layer.flops / 1e6:.0f}",
                _fmt_rate(lr.timings["int8"][t].rate(work)),
                pct,
                *op_call,
                _fmt_rate(lr.timings["im2col"][t].rate(work)),
                f"{lr.speedup(t, 'im2col'):.2f}x",
                _fmt_rate(lr.timings["fp32"][t].rate(work)),
                f"{lr.speedup(t):.2f}x",
                lr.spec,
            )
        console.print(table)
        for line in qconv_layers.summary_lines(summ["per_threads"][t]):
            console.print("  " + escape(line))
    if result.skipped:
        console.print(f"  skipped: {', '.join(result.skipped)}")
    console.print(f"  cache state: {result.cache}; quantized ISA {result.env['quant_isa']}")


def cmd_qbench(args: argparse.Namespace, models: list[str], threads: list[int] | None) -> int:
    from ixconv.bench import qconv_layers
    from ixconv.bench.harness import environment

    out, reports = [], []
    for model in models:
        with console.status(f"benchmarking {model} (int8)") as status:
            result = qconv_layers.run(
                model,
                threads,
                runs=args.runs,
                cache_mode=args.cache,
                progress=lambda layer, m=model: status.update(f"{m}: {layer.name}"),
                layer_names=layer_names(args),
            )
        if args.json != "-":
            print_qresult(result)
        out.append(qconv_layers.to_json(result))
        reports.append(qconv_layers.markdown(result))
    if args.markdown:
        env = environment()
        head = [
            "# ixconv int8 benchmarks", "",
            f"Produced by `ixconv bench --dtype int8 --model {args.model} --markdown {args.markdown}` on "
            f"{time.strftime('%Y-%m-%d')}; CPU {env.get('cpu_model', '?')}, Python {env.get('python', '?')}.", "",
        ]  # fmt: skip
        with open(args.markdown, "w") as f:
            f.write("\n".join(head) + "\n" + "\n".join(reports))
        console.print(f"wrote {args.markdown}")
    if args.json:
        text = json.dumps({"results": out}, indent=1, default=float)
        if args.json == "-":
            print(text)
        else:
            with open(args.json, "w") as f:
                f.write(text)
            console.print(f"wrote {args.json}")
    return 0


def layer_names(args: argparse.Namespace) -> list[str] | None:
    return args.layers.split(",") if args.layers else None


def cmd_bench(args: argparse.Namespace) -> int:
    models = available_models() if args.model == "all" else [args.model]
    threads = sorted({int(t) for t in args.threads.split(",")}) if args.threads else None
    if args.dtype == "int8":
        return cmd_qbench(args, models, threads)
    if args.peers == "all":
        peers = list(PEERS)
    elif args.peers == "none":
        peers = []
    else:
        peers = args.peers.split(",")
        unknown = set(peers) - set(PEERS)
        if unknown:
            raise SystemExit(f"--peers: unknown {sorted(unknown)}; known: {list(PEERS)}")
    out = []
    results: list[conv_layers.BenchResult] = []
    for model in models:
        with console.status(f"benchmarking {model}") as status:
            result = conv_layers.run(
                model,
                threads,
                runs=args.runs,
                cache_mode=args.cache,
                peers=peers,
                reference=args.reference or model == "vgg16",
                progress=lambda layer, m=model: status.update(f"{m}: {layer.name}"),
                layer_names=layer_names(args),
            )
        if not args.json or args.json != "-":
            print_result(result)
        out.append(conv_layers.to_json(result))
        results.append(result)
    compile_times = None
    if not args.no_compile_time:
        from ixconv.bench import compile_time

        compile_times = compile_time.measure(models[0])
        if args.json != "-":
            console.print(
                f"compile every default kernel {models[0]} needs ({', '.join(compile_times['kernels'])}): "
                f"cold {compile_times['cold'] * 1e3:.0f} ms, from the object cache {compile_times['warm'] * 1e3:.0f} ms"
            )
    if args.markdown:
        from ixconv.bench.harness import environment
        from ixconv.bench.peers import versions

        env = environment()
        head = [
            "# Benchmarks",
            "",
            f"Produced by `ixconv bench {' '.join(sys.argv[2:])}` on {env['date']}.",
            "",
            f"Machine: {env['cpu_model']} ({env['logical_cores']} logical cores, ISA {env['isa']}, LLVM CPU "
            f"name {env['llvm_cpu_name']}); features {', '.join(env['features'])}. Python {env['python']}, "
            f"NumPy {env['numpy']}, llvmlite {env['llvmlite']}, ixconv {env['ixconv']}; peers: "
            + ", ".join(f"{k} {v}" for k, v in versions().items())
            + ".",
            "",
            f"Protocol: {args.runs} timed runs after 3 warm-ups per variant; median and 20%/80% quantiles; "
            f"GFLOP/s = 2*N*K*C/groups*R*S*Ho*Wo / time; cache state: {results[0].cache}.",
            "The peak is a generated FMA loop on all measured thread counts in the same run.",
            "",
        ]
        if compile_times:
            head += [
                f"Compiling every default kernel {models[0]} needs ({', '.join(compile_times['kernels'])}): "
                f"cold {compile_times['cold'] * 1e3:.0f} ms, "
                f"from the object cache {compile_times['warm'] * 1e3:.0f} ms.",
                "",
            ]
        e2e_text = ""
        if args.e2e:
            from ixconv.bench import e2e

            e2e_results = []
            for model in args.e2e.split(","):
                with console.status(f"end to end: {model}"):
                    e2e_results.append(e2e.run(model, results[0].thread_counts, runs=args.runs))
            e2e_text = report.e2e_markdown(e2e_results) + "\n"
        with open(args.markdown, "w") as f:
            f.write("\n".join(head) + "\n" + e2e_text + "\n".join(report.markdown(r) for r in results))
        console.print(f"wrote {args.markdown}")
    if args.plot:
        for r in results:
            path = args.plot if len(results) == 1 else args.plot.replace(".png", f"-{r.model}.png")
            report.plot(r, path)
            console.print(f"wrote {path}")
    if args.json:
        doc = {"results": out, "compile_time": compile_times}
        text = json.dumps(doc, indent=1, default=float)
        if args.json == "-":
            print(text)
        else:
            with open(args.json, "w") as f:
                f.write(text)
            console.print(f"wrote {args.json}")
    return 0


def describe_model(args: argparse.Namespace) -> int:
    """``ixconv info MODEL``: per node, what ixconv runs, its FLOPs, the bytes it holds, native or Python."""
    import math

    import onnx

    from ixconv.graph.describe import describe
    from ixconv.tune.loading import load
    from ixconv.tune.plan import resolve_source, sample_feeds

    source = resolve_source(args.model)
    model = load(source, num_threads=args.threads, precision=args.precision, plan=args.plan)
    feeds = sample_feeds(model)
    for _ in range(2):  # the first run plans the memory, the second builds the native programs
        model.run(feeds)
    rows = describe(model)
    proto = source if isinstance(source, onnx.ModelProto) else onnx.load(source, load_external_data=False)
    params = sum(math.prod(t.dims) for t in proto.graph.initializer)
    console.print(plan_table(rows, f"{args.model}: what ixconv runs (precision {args.precision})"))
    where = {w: sum(r["where"] == w for r in rows) for w in ("native", "python", "folded")}
    console.print(
        f"  {len(rows)} steps ({where['native']} native, {where['python']} from Python, {where['folded']} folded); "
        f"{sum(r['flops'] for r in rows) / 1e9:.2f} GFLOP in convolutions and matrix products; {params / 1e6:.2f} M "
        f"parameters in the file; held {model.held_bytes() / 1e6:.1f} MB + arena "
        f"{model.peak_activation_bytes / 1e6:.1f} MB"
    )
    return 0


def cmd_info(args: argparse.Namespace) -> int:
    if args.model:
        return describe_model(args)
    from ixconv.bench.harness import environment, measure_peak
    from ixconv.codegen.spec import default_spec
    from ixconv.cpu import host

    env = environment()
    for key, value in env.items():
        console.print(f"{key:>14}: {value}")
    console.print(f"{'fingerprint':>14}: {host().fingerprint}")
    console.print(f"{'default spec':>14}: {default_spec(host().isa).name}")
    console.print(f"{'fp32 peak 1T':>14}: {measure_peak(1):.1f} GFLOP/s (generated FMA loop)")
    for knob in knobs.ALL:
        console.print(f"{knob.name:>22} = {knob.get()!r:8}  {knob.doc}")
    return 0


def cmd_e2e(args: argparse.Namespace) -> int:
    from ixconv.bench import e2e

    threads = sorted({int(t) for t in args.threads.split(",")}) if args.threads else None
    if threads is None:
        import os

        threads = sorted({1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1})
    for model in args.models.split(","):
        with console.status(f"end to end: {model}"):
            result = e2e.run(model, threads, runs=args.runs, rss=not args.no_rss)
        table = Table(
            title=f"{model} end to end, batch 1: ms, median (20%-80%) of {args.runs} runs", title_justify="left"
        )
        table.add_column("runtime")
        for t in threads:
            table.add_column(f"{t} thread(s)", justify="right")
            table.add_column(f"vs ixconv ({t})", justify="right")
        table.add_column("max rel. error", justify="right")
        table.add_column("peak RSS MiB", justify="right")
        for runtime, per in result.timings.items():
            cells = [runtime]
            for t in threads:
                tm = per[t]
                cells.append(f"{tm.median * 1e3:.2f} ({tm.q20 * 1e3:.1f}-{tm.q80 * 1e3:.1f})")
                cells.append(f"{tm.median / result.timings['ixconv'][t].median:.2f}x")
            cells.append(f"{result.max_rel_error.get(runtime, 0.0):.1e}")
            cells.append(f"{result.peak_rss_mib.get(runtime, float('nan')):.0f}")
            table.add_row(*cells)
        console.print(table)
        console.print(f"  ixconv activation arena: {result.peak_activation_bytes / 2**20:.2f} MiB")
        for peer, why in result.absent.items():
            console.print(f"  [yellow]{peer} absent:[/yellow] {escape(why)}")
    return 0


def explain_tune_space(model: str | None, layer: str) -> int:
    """``ixconv tune MODEL --explain LAYER``: the space the tuner would search for matching convolutions."""
    from ixconv.cpu import host
    from ixconv.tune.conv_space import space_for
    from ixconv.tune.plan import model_tasks

    if not model:
        raise SystemExit("ixconv tune --explain needs a model")
    tasks = [mt for mt in model_tasks(model)
             if layer == "all" or any(layer in n for n in mt.nodes) or layer in mt.task.label]  # fmt: skip
    if not tasks:
        raise SystemExit(f"no convolution of {model} has a node name or shape containing {layer!r}")
    for mt in tasks:
        info = space_for(mt.task, host().isa).explain()
        console.print(f"[bold]{escape(info['space'])}[/bold]  nodes: {escape(', '.join(mt.nodes))}")
        params = Table(title="parameters, in the order a point is built", title_justify="left")
        for col in ("parameter", "values", "valid in some point"):
            params.add_column(col)
        for p in info["params"]:
            params.add_row(p["name"], escape(str(p["values"])), escape(str(p["valid"])))
        console.print(params)
        constraints = Table(title="constraints (records: condition, parameters bound)", title_justify="left")
        for col in ("restricts", "given", "condition"):
            constraints.add_column(col)
        for c in info["constraints"]:
            constraints.add_row(c["restricts"], ", ".join(c["given"]) or "-", escape(c["condition"]))
        console.print(constraints)
        console.print(
            f"{info['valid_points']} valid points; {info['samples']} drawn directly (no rejection) in "
            f"{info['sample_seconds']:.3f} s, all valid: {info['samples_valid']}\n"
        )
    return 0


def cmd_tune(args: argparse.Namespace) -> int:
    import time

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from ixconv.ops.impls import THIRD_PARTY
    from ixconv.tune.plan import model_tasks, tune_model
    from ixconv.tune.records import Records

    if args.explain:
        return explain_tune_space(args.model, args.explain)
    records = Records(args.db)
    if args.import_file:
        console.print(f"imported {records.import_jsonl(args.import_file)} records from {args.import_file}")
    if args.model:
        peers = () if args.peers == "none" else tuple(THIRD_PARTY if args.peers == "all" else args.peers.split(","))
        started = time.monotonic()
        tasks = model_tasks(args.model)
        per_task = args.time / len(tasks) if args.time else None
        budget = args.budget if args.budget else (10**6 if args.time else 24)
        state = {"best": float("inf"), "trials": 0, "failures": 0, "layer": ""}
        columns = [TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   TextColumn("{task.fields[info]}")]  # fmt: skip
        with Progress(*columns, console=console, transient=False) as progress:
            bar = progress.add_task(f"tuning {args.model}", total=len(tasks), info="")

            def show():
                best = f"{state['best'] * 1e3:.3f} ms" if state["best"] < float("inf") else "-"
                info = f"{state['layer']}: best {best}, {state['trials']} trials, {state['failures']} failures"
                progress.update(bar, info=escape(info))

            def on_task(mt, i, n):
                state.update(best=float("inf"), layer=mt.task.label)
                show()

            def on_trial(task, choice, result):
                state["trials"] += 1
                state["failures"] += not result.ok and result.status != "unavailable"
                if result.ok and choice.get("impl") == "ixconv":
                    state["best"] = min(state["best"], result.seconds)
                show()

            runner = None
            if args.ray is not None:  # each distinct convolution tuned on a Ray node of this CPU's fingerprint
                from ixconv.scale.ray_tune import RayRunner

                runner = RayRunner(args.ray or None, log=lambda message: progress.console.print(escape(message)))
            reports = tune_model(
                args.model, records, args.strategy, budget, per_task, args.seed,
                retune=args.retune, on_task=on_task, on_trial=on_trial, on_report=lambda r: progress.advance(bar),
                peers=peers, tasks=tasks, runner=runner,
            )  # fmt: skip
        elapsed = time.monotonic() - started
        table = Table(title=f"{args.model}: per convolution, 1 thread, median ms", title_justify="left")
        for col in ("layer", "shape", "uses", "default", "chosen", "speedup", "implementation", "source"):
            table.add_column(col, justify="right" if col in ("uses", "default", "chosen", "speedup") else "left")
        total_default = total_chosen = 0.0
        for mt, r in reports:
            uses = len(mt.nodes)
            total_default += uses * r.default_seconds
            total_chosen += uses * r.seconds
            source = "records" if r.from_db else f"{r.strategy}, {r.trials} trials, {r.failures} failed"
            if r.reason.get("reverted") and not r.from_db:
                source += f"; {escape(str(r.reason['reverted'].get('impl')))} reverted: slower inside the model"
            table.add_row(
                escape(mt.nodes[0]), r.task.label, str(uses), f"{r.default_seconds * 1e3:.3f}",
                f"{r.seconds * 1e3:.3f}", f"{r.speedup:.2f}x", escape(r.impl), source,
            )  # fmt: skip
        console.print(table)
        console.print(
            f"  sum over the model's convolutions: default {total_default * 1e3:.2f} ms, chosen "
            f"{total_chosen * 1e3:.2f} ms ({total_default / total_chosen:.2f}x); {elapsed:.1f} s; records in "
            f"{records.path}"
        )
        if args.objective or args.memory_budget:
            show_model_plans(args, records, tasks)
    if args.export:
        console.print(f"exported {records.export_jsonl(args.export)} records to {args.export}")
    records.close()
    return 0


def show_model_plans(args: argparse.Namespace, records, tasks) -> None:
    """``--objective`` / ``--memory-budget``: the whole-model plan(s) from the records' per-layer fronts."""
    from ixconv.tune.budget import mix, model_plans, parse_bytes, plan_model, spread
    from ixconv.tune.plan import model_footprint

    footprint = model_footprint(args.model, tasks)
    try:
        if args.objective == "pareto":
            plans = model_plans(records, tasks, footprint)
            table = Table(title=f"{args.model}: whole-model plans on the time x memory front ({len(plans)})",
                          title_justify="left")  # fmt: skip
            for col in ("conv ms (1 thread)", "predicted MB", "mix of algorithms"):
                table.add_column(col, justify="left" if col.startswith("mix") else "right")
            for plan in spread(plans, 12):
                table.add_row(f"{plan.conv_seconds * 1e3:.2f}", f"{plan.predicted_bytes / 1e6:.1f}",
                              escape(mix(plan)))  # fmt: skip
            console.print(table)
            return
        budget = parse_bytes(args.memory_budget) if args.memory_budget else None
        plan = plan_model(records, tasks, footprint, args.objective or "time", budget)
    except ValueError as e:
        raise SystemExit(f"ixconv tune: {e}") from None
    table = Table(title=f"{args.model}: plan ({plan.objective}"
                  f"{f', budget {budget / 1e6:.1f} MB' if budget else ''})", title_justify="left")  # fmt: skip
    for col in ("layer", "uses", "choice", "ms", "MB"):
        table.add_column(col, justify="left" if col in ("layer", "choice") else "right")
    for layer in plan.layers:
        table.add_row(escape(layer["layer"]), str(len(layer["nodes"])), escape(layer["choice"]),
                      f"{layer['seconds'] * 1e3:.3f}", f"{layer['bytes'] / 1e6:.2f}")  # fmt: skip
    console.print(table)
    path = args.plan or f"{Path(str(args.model)).stem}.plan.json"
    plan.save(path)
    console.print(
        f"  predicted: convolutions {plan.conv_seconds * 1e3:.2f} ms at 1 thread; peak memory "
        f"{plan.predicted_bytes / 1e6:.1f} MB = convolutions {plan.conv_bytes / 1e6:.1f} + rest of the model "
        f"{plan.rest_bytes / 1e6:.1f} + arena {plan.arena_bytes / 1e6:.1f}; written to {path} "
        f"(run it: ixconv run {args.model} --plan {path}, or ixconv.load(model, plan={path!r})); without a plan "
        f"the model holds {footprint.default_bytes / 1e6:.1f} MB (precision fast)"
    )


def cmd_quantize(args: argparse.Namespace) -> int:
    from ixconv.graph.accuracy import agreement, ctc_charset, layer_sqnr, read_charset
    from ixconv.graph.calibration_data import CalibrationData
    from ixconv.graph.executor import Model
    from ixconv.graph.guard import AccuracyBudget
    from ixconv.graph.nhwc_ops import QConvStep
    from ixconv.graph.quantize import quantization_record, quantize_model

    start = time.perf_counter()
    calibration = args.calibration[0] if len(args.calibration) == 1 else args.calibration
    charset = None if args.charset is None else read_charset(args.charset)
    quantized = quantize_model(
        args.model, calibration, samples=args.samples, method=args.method, per_channel=args.per_channel,
        exclude=tuple(args.exclude or ()), output=args.output, preprocess=preprocess_spec(args),
        percentile=args.percentile, num_threads=args.threads, accuracy_budget=args.accuracy_budget,
        keep_ends=args.keep_ends, charset=charset,
    )  # fmt: skip
    seconds = time.perf_counter() - start
    record = quantization_record(quantized)
    fp32 = Model(args.model, num_threads=args.threads)
    table = Table(title=f"{args.model} -> {args.output}", title_justify="left", show_header=False)
    table.add_column("what")
    table.add_column("value")
    table.add_row("calibration", f"{record['samples']} samples, {record['method']}"
                  + (f" {record['percentile']}%" if "percentile" in record else "")
                  + f", weights per {'channel' if record['per_channel'] else 'tensor'}")  # fmt: skip
    table.add_row("layers quantized", str(len(record["quantized"])))
    table.add_row("activations folded", str(len(record["folded_activations"])))
    table.add_row("excluded (float)", ", ".join(record["excluded"]) or "none")
    if "accuracy_budget" in record:
        guard = record["accuracy_budget"]
        budget = AccuracyBudget(guard["metric"], guard["value"])
        table.add_row(
            "accuracy guard",
            f"{budget}: {guard['achieved']:.4g} on {guard.get('batches_measured', '?')} calibration batches "
            f"({guard.get('batches_unstable', 0)} left out: the float answer flips under noise) with "
            f"{len(guard['left_in_float'])} layer(s) left in float ({len(guard['candidates'])} models measured)",
        )
    glue: dict[str, int] = {}
    for node in quantized.graph.node:
        if node.op_type not in ("QuantizeLinear", "DequantizeLinear") and node.name not in record["quantized"]:
            glue[node.op_type] = glue.get(node.op_type, 0) + 1
    table.add_row("other operators (float)", ", ".join(f"{op} x{n}" for op, n in sorted(glue.items())) or "none")
    table.add_row("time", f"{seconds:.1f} s")
    int8 = Model(quantized, num_threads=args.threads)
    steps = sum(isinstance(step, QConvStep) for step in int8.steps)
    table.add_row("8-bit convolutions in ixconv", str(steps))
    console.print(table)
    data = CalibrationData(calibration, fp32.graph.inputs, args.samples, preprocess_spec(args) or None)
    result = agreement(fp32, int8, data, charset=charset or ctc_charset(args.model))
    report = Table(title=f"agreement with the float model on the {result['samples']} calibration samples",
                   title_justify="left")  # fmt: skip
    columns = ("output", "max |diff|", "mean |diff|", "max |diff| / max |float|", "SQNR dB", "top-1 same",
               "top-1 in top-5", "text same")  # fmt: skip
    for column in columns:
        report.add_column(column, justify="left" if column == "output" else "right")
    for name, r in result["outputs"].items():
        top = [f"{100 * r[k]:.1f}%" if k in r else "-" for k in ("top1_agreement", "top5_agreement", "text_agreement")]
        report.add_row(name, f"{r['max_abs_diff']:.4g}", f"{r['mean_abs_diff']:.4g}", f"{r['relative_max_diff']:.3g}",
                       f"{r['sqnr_db']:.1f}", *top)  # fmt: skip
    console.print(report)
    sqnr = layer_sqnr(args.model, quantized, data, num_threads=args.threads)
    lowest = sorted(sqnr.items(), key=lambda item: item[1])[:5]
    console.print(
        f"per-layer SQNR of the quantized outputs against float, {min(sqnr.values()):.1f}-{max(sqnr.values()):.1f} dB;"
        f" lowest: {', '.join(f'{name} {value:.1f}' for name, value in lowest)}"
    )
    if args.json:
        summary = {"record": record, "agreement": result, "sqnr_db": sqnr, "seconds": seconds}
        Path(args.json).write_text(json.dumps(summary, indent=1))
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["bench"] and "--real-models" in argv:  # the real-model sweep has its own options
        from ixconv.bench import real_models

        return real_models.main([a for a in argv[1:] if a != "--real-models"])
    parser = argparse.ArgumentParser(prog="ixconv", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    bench = sub.add_parser("bench", help="per-layer convolution benchmark on a model's real layer shapes")
    bench.add_argument("--model", default="resnet18", choices=available_models() + ["all"])
    bench.add_argument("--threads", default=None, help="comma-separated thread counts (default: 1 and all cores)")
    bench.add_argument("--layers", default=None, help="comma-separated layer names: only these (a quick run)")
    bench.add_argument("--runs", type=int, default=25, help="timed runs per measurement (>= 25 for the protocol)")
    bench.add_argument(
        "--dtype",
        default="fp32",
        choices=["fp32", "int8"],
        help="int8: the quantized convolution (QConv2d) vs the fp32 kernel, %% of the VNNI peak",
    )
    bench.add_argument("--json", default=None, metavar="FILE", help="write the results as JSON ('-' for stdout)")
    bench.add_argument("--peers", default="all", help=f"comma-separated peers, 'all' or 'none' ({', '.join(PEERS)})")
    bench.add_argument("--cache", default="inference", choices=["inference", "warm"], help="cache state per run")
    bench.add_argument("--reference", action="store_true", help="also time the float64 direct convolution")
    bench.add_argument("--markdown", default=None, metavar="FILE", help="write a Markdown report (BENCHMARKS.md)")
    bench.add_argument(
        "--e2e", default=None, metavar="MODELS", help="with --markdown: add end-to-end tables of zoo models"
    )
    bench.add_argument("--plot", default=None, metavar="FILE.png", help="the paper's Figures 3/4 (needs matplotlib)")
    bench.add_argument("--no-compile-time", action="store_true", help="skip the cold/warm compile-time probe")
    bench.add_argument(
        "--real-models",
        action="store_true",
        help="the real-model sweep instead (options: ixconv bench --real-models -h)",
    )
    bench.set_defaults(fn=cmd_bench)
    run = sub.add_parser(
        "run", help="run an ONNX model (or a zoo model: resnet18, ...) on images or arrays: top classes, time, plan"
    )
    run.add_argument("model", help="an .onnx file, a zoo model (resnet18, ...) or efficientnet_lite0 (real weights)")
    run.add_argument("--image", action="append", default=None, metavar="FILE",
                     help="an image to classify (repeat for several: one batch row each)")  # fmt: skip
    run.add_argument("--input", default=None, help="a .npy file with the input (default: a sample image)")
    run.add_argument("--input-shape", "--shape", dest="input_shape", default=None, metavar="N,C,H,W",
                     help="input shape of a model with dynamic dimensions, e.g. 1,3,640,640")  # fmt: skip
    run.add_argument("--batch", type=int, default=None, metavar="N",
                     help="run N rows at once: the images (or the input) repeated in turn up to N")  # fmt: skip
    run.add_argument("--top", type=int, default=5, metavar="K", help="classes shown per image (0: none)")
    run.add_argument("--labels", default=None, metavar="FILE",
                     help="class labels: one per line, a JSON list or a JSON dict index -> label (default: the "
                          "model's metadata, or ImageNet's for 1000 classes)")  # fmt: skip
    run.add_argument("--threads", type=int, default=None, help="threads (default: usable cores)")
    run.add_argument("--runs", type=int, default=10, help="timed runs")
    run.add_argument("--plan", default=None, metavar="FILE", help="a whole-model plan written by `ixconv tune`")
    run.add_argument("--per-layer", action="store_true", help="print the kernel of every layer (as `ixconv info`)")
    run.add_argument("--profile", type=int, default=0, metavar="N",
                     help="print where a run's time goes: the N slowest nodes and the time per operator "
                          "(Model.profile: medians of --runs runs, native programs timed per node)")  # fmt: skip
    run.add_argument("--json", default=None, metavar="FILE", help="also write the inputs, top classes, times, "
                     "memory and plan as JSON")  # fmt: skip
    run.add_argument(
        "--precision", default=None, choices=["fast", "exact", "bf16"],
        help="fast: Winograd F(4x4,3x3) on 3x3 stride-1 layers (default; a saved model: its own); exact: direct "
        "convolutions only; bf16: bf16 products on CPUs with AVX512_BF16",
    )  # fmt: skip
    run.add_argument(
        "--cache", default=None, metavar="DIR",
        help="keep the prepared model (graph, packed weights, kernels) in DIR and start from it next time",
    )  # fmt: skip
    add_preprocess_flags(run, "imagenet, at the model's input size")
    run.set_defaults(fn=cmd_run)
    e2e = sub.add_parser("e2e", help="end-to-end latency and peak RSS: ixconv vs ONNX Runtime vs PyTorch")
    e2e.add_argument("--models", default="resnet18,mobilenet_v2", help="comma-separated zoo models")
    e2e.add_argument("--threads", default=None, help="comma-separated thread counts (default: 1 and all cores)")
    e2e.add_argument("--runs", type=int, default=25)
    e2e.add_argument("--no-rss", action="store_true", help="skip the peak-RSS subprocesses")
    e2e.set_defaults(fn=cmd_e2e)
    tune = sub.add_parser("tune", help="autotune a model's convolutions on this CPU (records used by `ixconv run`)")
    tune.add_argument("model", nargs="?", help="an .onnx file or a zoo model name (resnet18, ...)")
    tune.add_argument("--strategy", default="genetic", choices=["random", "genetic", "rl", "model", "exhaustive"])
    tune.add_argument("--budget", type=int, default=None, help="measured candidates per convolution (default 24)")
    tune.add_argument("--time", type=float, default=None, help="seconds of search for the whole model")
    tune.add_argument("--peers", default="all", help="third-party contenders: all, none, or torch,onnxruntime,...")
    tune.add_argument("--seed", type=int, default=0)
    tune.add_argument("--retune", action="store_true", help="search again even where records exist")
    tune.add_argument("--db", default=None, help="the records database (default: $IXCONV_TUNE_DB or the cache dir)")
    tune.add_argument("--export", default=None, metavar="FILE", help="write every record as JSON lines")
    tune.add_argument("--import", dest="import_file", default=None, metavar="FILE", help="add records from JSON lines")
    tune.add_argument(
        "--objective",
        default=None,
        choices=["time", "memory", "pareto"],
        help="after tuning, the whole-model plan: fastest, leanest, or print the time x memory front",
    )
    tune.add_argument(
        "--memory-budget",
        default=None,
        metavar="SIZE",
        help="after tuning, the fastest whole-model plan within SIZE (e.g. 50MB, 1.5GiB)",
    )
    tune.add_argument(
        "--ray", nargs="?", const="", default=None, metavar="ADDRESS",
        help="measure on a Ray cluster (ADDRESS, or Ray's default: RAY_ADDRESS, a running cluster, else a local "
             "one), each distinct convolution on a node of this CPU's fingerprint (others are left out); the "
             'records merge into the local database. Needs pip install "ixconv[ray]"',
    )  # fmt: skip
    tune.add_argument("--plan", default=None, metavar="FILE", help="where to write the plan (default MODEL.plan.json)")
    tune.add_argument("--explain", default=None, metavar="LAYER",
                      help="print the search space of the model's convolution(s) whose node name or shape contains "
                           "LAYER (or 'all'): parameters, constraints, valid points; measures nothing")  # fmt: skip
    tune.set_defaults(fn=cmd_tune)
    quantize = sub.add_parser("quantize", help="int8 QDQ model from a float ONNX model, calibrated on samples")
    quantize.add_argument("model", help="the float .onnx model")
    quantize.add_argument(
        "--calibration", required=True, nargs="+", metavar="DIR_OR_NPY",
        help="a folder of images (or of .npy files), or .npy file(s) of samples along axis 0",
    )  # fmt: skip
    quantize.add_argument("-o", "--output", required=True, metavar="OUT.onnx", help="where to write the QDQ model")
    quantize.add_argument("--samples", type=int, default=None, help="calibrate on at most N samples")
    quantize.add_argument("--method", default="minmax", choices=["minmax", "percentile", "entropy"])
    quantize.add_argument("--percentile", type=float, default=99.999, help="with --method percentile: %% kept")
    quantize.add_argument("--per-channel", action=argparse.BooleanOptionalAction, default=True,
                          help="weights per output channel (default) or per tensor")  # fmt: skip
    quantize.add_argument("--exclude", nargs="+", default=None, metavar="NODE", help="layers left in float")
    quantize.add_argument(
        "--keep-ends", action="store_true", help="leave the first and last layers (input, outputs) in float"
    )
    quantize.add_argument(
        "--accuracy-budget", default=None, metavar="BUDGET",
        help="leave the most sensitive layers in float until the outputs meet it on the calibration samples: "
        "top1=0.99 (or 99%%: top-1 agreement with the float model), text=0.95 (a text recognizer's decoded "
        "lines) or sqnr=30 (dB, every output)",
    )  # fmt: skip
    quantize.add_argument("--charset", default=None, metavar="FILE",
                          help="a text recognizer's dictionary (PaddleOCR's, one character per line) when the model "
                          "does not list its characters: text agreement compares decoded strings")  # fmt: skip
    quantize.add_argument("--threads", type=int, default=None, help="threads (default: usable cores)")
    quantize.add_argument("--json", default=None, metavar="FILE", help="also write the summary as JSON")
    add_preprocess_flags(quantize, "imagenet, at the model's input size")
    quantize.set_defaults(fn=cmd_quantize)
    info = sub.add_parser(
        "info", help="this machine (CPU, ISA, default kernel, measured peak, settings), or what ixconv does with MODEL"
    )
    info.add_argument("model", nargs="?", help="an .onnx file or a zoo model: per node, what runs and what it holds")
    info.add_argument("--threads", type=int, default=None)
    info.add_argument("--precision", default="fast", choices=["fast", "exact", "bf16"])
    info.add_argument("--plan", default=None, metavar="FILE", help="a whole-model plan written by `ixconv tune`")
    info.set_defaults(fn=cmd_info)
    args = parser.parse_args(argv)
    try:
        return args.fn(args)
    except (ValueError, TypeError, OSError, ImportError) as e:  # bad input (or a missing extra): the message says
        if knobs.debug_level() >= 1:
            raise
        message = f"[red]ixconv {args.command}: {escape(str(e))}[/red] (IXCONV_DEBUG=1: traceback)"
        Console(stderr=True, soft_wrap=True).print(message)  # one line, however long
        return 2


if __name__ == "__main__":
    sys.exit(main())
