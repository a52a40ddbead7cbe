"""Reports of a benchmark run: Markdown (BENCHMARKS.md) and the paper's Figures 3/4 as a plot."""

from __future__ import annotations

from ixconv.bench import conv_layers, roofline


def variants(result: conv_layers.BenchResult) -> list[str]:
    order = [
        "indirect",
        "direct",
        "rows",
        "im2col",
        "gemm-only",
        "gemm",
        "auto",
        "winograd",
        "direct-ref",
        *result.peers,
    ]
    return [v for v in order if any(v in lr.timings for lr in result.layers)]


def _md_table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return out + [""]


def im2col_line(geomeans: dict[str, float], what: str = "indirect", baseline: str = "im2col+GEMM") -> str:
    """The paper's headline (Tables 3-4): how much faster ``what`` is than the baseline, by layer category."""
    tags = ", ".join(f"{tag} {g:.2f}x" for tag, g in geomeans.items())
    return f"{what} over {baseline}, geomean by category (paper Tables 3-4): {tags}"


def summary_lines(per: dict, peers: list[str]) -> list[str]:
    """The headline sentences of one thread count (``conv_layers.summary(...)["per_threads"][t]``)."""
    ratios = per.get("indirect_over_baseline_geomean") or per["indirect_over_im2col_geomean"]  # older runs
    lines = [im2col_line(ratios, baseline="the paper's baseline (im2col+GEMM; plain GEMM on 1x1 stride-1, Table 4)")]
    totals = [v for v in ("indirect", "im2col", "gemm-only", *peers) if f"model_gflops_{v}" in per]
    lines.append("whole-model conv GFLOP/s: " + ", ".join(f"{v} {per[f'model_gflops_{v}']:.1f}" for v in totals))
    if per["indirect_over_peer_geomean"]:
        ratios = ", ".join(f"{v} {g:.2f}x" for v, g in per["indirect_over_peer_geomean"].items())
        lines.append(f"indirect over each peer, geomean over layers: {ratios}")
    if per.get("auto_over_peer_geomean") and per["auto_over_gemm_1x1s1"]:  # else the same as the line above
        ratios = ", ".join(f"{v} {g:.2f}x" for v, g in per["auto_over_peer_geomean"].items())
        lines.append(f"ixconv default (algorithm=auto: GEMM on 1x1 stride-1) over each peer, geomean: {ratios}")
    if per["losses"]:
        worst = sorted(per["losses"], key=lambda r: r["ratio"])
        losses = ", ".join(_loss_text(r) for r in worst)
        lines.append(f"layers where a peer is faster ({len(worst)}): {losses}")
        within = sum(1 for r in worst if r.get("ranges_overlap"))
        if within:
            lines.append(
                f"{within} of these {len(worst)} are inside the run-to-run spread (the two 20-80% ranges overlap)"
            )
    if per.get("winograd_over_indirect"):
        ratios = per["winograd_over_indirect"]
        lines.append(
            f"winograd F(4x4, 3x3) over indirect on the {len(ratios)} 3x3 stride-1 layers (GFLOP/s direct-equivalent):"
            f" geomean {conv_layers.geomean(list(ratios.values())):.2f}x, min {min(ratios.values()):.2f}x"
        )
    if per.get("direct_over_indirect"):
        ratios = per["direct_over_indirect"]
        lines.append(
            f"direct (no indirection buffer) over indirect, speed ratio on {len(ratios)} layers: "
            f"geomean {conv_layers.geomean(list(ratios.values())):.2f}x, min {min(ratios.values()):.2f}x"
        )
    if per["auto_over_gemm_1x1s1"]:
        ratios = list(per["auto_over_gemm_1x1s1"].values())
        lines.append(
            f"auto vs gemm on 1x1 stride-1 layers (speed ratio): min {min(ratios):.3f}, "
            f"geomean {conv_layers.geomean(ratios):.3f}"
        )
    return lines


def _loss_text(loss: dict) -> str:
    text = f"{loss['layer']} vs {loss['peer']} {loss['ratio']:.2f}x"
    if "indirect_pct_of_peak" in loss:  # runs stored before these fields were added have only the ratio
        spread = ", ranges overlap" if loss["ranges_overlap"] else ""
        text += f" ({loss['indirect_pct_of_peak']:.0f}% vs {loss['peer_pct_of_peak']:.0f}% of peak{spread})"
    return text


def markdown(result: conv_layers.BenchResult) -> str:
    summ = conv_layers.summary(result)
    names = variants(result)
    peers = [v for v in result.peers if v in names]
    lines = [f"## {result.model}", ""]
    for t in result.thread_counts:
        per = summ["per_threads"][t]
        lines.append(
            f"### {t} thread(s): GFLOP/s, median (20%-80%); FMA peak {result.peak_gflops[t]:.1f} GFLOP/s (same run)"
        )
        lines.append("")
        rows = []
        for lr in result.layers:
            row = [lr.layer.name, lr.layer.label, lr.layer.tag, str(lr.layer.count)]
            for v in names:
                if v in lr.timings:
                    med, lo, hi = lr.timings[v][t].rate(lr.layer.flops / 1e9)
                    row.append(f"{med:.1f} ({lo:.0f}-{hi:.0f})")
                else:
                    row.append("-")
            row.append(f"{100 * lr.gflops('indirect', t) / result.peak_gflops[t]:.0f}%")
            rows.append(row)
        header = [f"{v} (direct-equivalent)" if v == "winograd" else v for v in names]
        lines += _md_table(["layer", "shape", "tag", "x", *header, "indirect % peak"], rows)
        lines += [f"- {line}" for line in summary_lines(per, peers)]
        lines.append("")
    if result.model == "vgg16":  # the layout of Lift (Mogers 2020) Table 3: ms per layer
        t = min(result.thread_counts)
        cols = [v for v in ("direct-ref", "im2col", "indirect", *peers) if v in names]
        rows = [[lr.layer.name] + [f"{1e3 * lr.timings[v][t].median:.2f}" for v in cols] for lr in result.layers]
        lines.append(f"### Lift Table 3 layout: ms per layer, {t} thread")
        lines.append("")
        lines += _md_table(["layer", *cols], rows)
    mem = summ["memory"]
    lines.append("### Memory: bytes of the im2col buffer, the indirection buffer and the packed weights")
    lines.append("")
    rows = [
        [
            r["layer"],
            str(r["C"]),
            f"{r['im2col']:,}",
            f"{r['indirection']:,}",
            f"{r['ratio']:.0f}",
            f"{r['packed_weights']:,}",
        ]
        for r in mem["layers"]
    ]
    lines += _md_table(["layer", "C", "im2col", "indirection", "ratio", "packed weights"], rows)
    lines.append(f"- the im2col/indirection ratio grows with C (paper's claim): **{mem['ratio_grows_with_C']}**")
    lines.append("")
    rows = [
        [
            r["layer"],
            str(r["K"]),
            f"{r['copy_GBps']:.0f}",
            f"{r['lambda']:.1f}",
            f"{r['predicted']:.2f}x",
            f"{r['measured']:.2f}x",
        ]
        for r in roofline.analyse(result)
    ]
    if rows:
        lines.append("### Roofline (section 4): predicted 1 + 2λ/K vs measured indirect / im2col, 1 thread")
        lines.append("")
        lines += _md_table(["layer", "K", "copy GB/s at the im2col size", "λ", "predicted", "measured"], rows)
    if "thread_scaling" in summ:
        lo, hi = min(result.thread_counts), max(result.thread_counts)
        lines.append(f"### Thread scaling: {hi} threads over {lo}")
        lines.append("")
        rows = [
            [name, f"{r['ms_1t']:.2f}", f"{r['indirect']:.2f}x", f"{r['im2col']:.2f}x"]
            for name, r in summ["thread_scaling"].items()
        ]
        lines += _md_table(["layer", "indirect ms (1 thread)", "indirect", "im2col"], rows)
    absent = {p: why for lr in result.layers for p, why in lr.absent.items()}
    for peer, why in absent.items():
        lines.append(f"- peer {peer} not measured on some layers: {why}")
    return "\n".join(lines) + "\n"


def plot(result: conv_layers.BenchResult, path: str) -> None:
    """Figures 3/4 of the paper: bars = median GFLOP/s per layer per variant, error bars = 20/80%."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as e:
        raise SystemExit("--plot needs matplotlib: pip install -e '.[bench]'") from e
    import numpy as np

    names = [v for v in variants(result) if v not in ("auto", "direct-ref")]
    threads = result.thread_counts
    fig, axes = plt.subplots(len(threads), 1, figsize=(max(10, 0.9 * len(result.layers) + 4), 4.2 * len(threads)))
    axes = np.atleast_1d(axes)
    width = 0.8 / len(names)
    x = np.arange(len(result.layers))
    for ax, t in zip(axes, threads):
        for i, v in enumerate(names):
            med, lo, hi = [], [], []
            for lr in result.layers:
                if v in lr.timings:
                    m, a, b = lr.timings[v][t].rate(lr.layer.flops / 1e9)
                else:
                    m = a = b = 0.0
                med.append(m)
                lo.append(m - a)
                hi.append(b - m)
            ax.bar(x + (i - (len(names) - 1) / 2) * width, med, width, yerr=[lo, hi], capsize=2, label=v)
        ax.axhline(result.peak_gflops[t], color="black", linestyle="--", linewidth=1)
        ax.text(len(result.layers) - 0.5, result.peak_gflops[t], " FMA peak", va="bottom", ha="right", fontsize=8)
        ax.set_xticks(x)
        ax.set_xticklabels(
            [f"{lr.layer.name}\n{lr.layer.label}" for lr in result.layers], fontsize=7, rotation=30, ha="right"
        )
        ax.set_ylabel("GFLOP/s")
        ax.set_title(f"{result.model}, {t} thread(s): median of runs, error bars 20%/80% quantiles", fontsize=10)
        ax.set_ylim(0, 1.08 * result.peak_gflops[t])
        ax.grid(axis="y", alpha=0.3)
    handles, labels = axes[0].get_legend_handles_labels()  # one legend for all panels, above them: no bar hidden
    fig.legend(handles, labels, loc="upper center", ncol=len(names), fontsize=8, frameon=False)
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.35 / fig.get_figheight()))
    fig.savefig(path, dpi=110)
    plt.close(fig)


def e2e_markdown(results) -> str:
    """End-to-end latency tables (``ixconv.bench.e2e.E2EResult``s)."""
    lines = ["## End to end (batch 1, 224x224, the zoo's ONNX graphs)", ""]
    for r in results:
        header = ["runtime"]
        for t in r.thread_counts:
            header += [f"{t} thread(s), ms", f"vs ixconv ({t}T)"]
        header += ["max rel. error vs ixconv", "peak RSS (MiB)"]
        rows = []
        for runtime, per in r.timings.items():
            row = [runtime]
            for t in r.thread_counts:
                tm = per[t]
                row += [f"{tm.median * 1e3:.2f} ({tm.q20 * 1e3:.1f}-{tm.q80 * 1e3:.1f})",
                        f"{tm.median / r.timings['ixconv'][t].median:.2f}x"]  # fmt: skip
            row += [f"{r.max_rel_error.get(runtime, 0.0):.1e}", f"{r.peak_rss_mib.get(runtime, float('nan')):.0f}"]
            rows.append(row)
        lines.append(f"### {r.model}: median (20%-80%) of runs; ixconv activation arena "
                     f"{r.peak_activation_bytes / 2**20:.2f} MiB")  # fmt: skip
        lines.append("")
        lines += _md_table(header, rows)
        for peer, why in r.absent.items():
            lines.append(f"- {peer} absent: {why}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    """Re-plot (and re-report) a saved run: ``python -m ixconv.bench.report docs/bench.json --plot docs/bench.png``."""
    import argparse
    import json

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("json", help="a file written by ixconv bench --json")
    parser.add_argument("--plot", metavar="FILE.png", help="one figure per model (FILE-<model>.png for several)")
    parser.add_argument("--markdown", metavar="FILE", help="the per-model Markdown tables")
    args = parser.parse_args(argv)
    with open(args.json) as f:
        results = [conv_layers.from_json(d) for d in json.load(f)["results"]]
    for r in results:
        if args.plot:
            path = args.plot if len(results) == 1 else args.plot.replace(".png", f"-{r.model}.png")
            plot(r, path)
            print(f"wrote {path}")
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("\n\n".join(markdown(r) for r in results))
        print(f"wrote {args.markdown}")


if __name__ == "__main__":
    main()
