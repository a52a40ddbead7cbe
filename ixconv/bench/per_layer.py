"""Where a model's time goes, next to a peer's: ixconv's steps timed by ``Model.profile`` and ONNX Runtime's or
OpenVINO's kernels timed by their own profilers (ONNX Runtime ``enable_profiling``, OpenVINO ``PERF_COUNT``),
medians over the same number of runs in one process, matched through the model's ONNX nodes.

Each runtime fuses differently, so times are compared per *ixconv step*: every ONNX node of the original model is
owned by the ixconv step that produces its output (a node fused away, e.g. the Relu after a convolution, by the
step that consumes what it produced), and a peer kernel is attributed to the ONNX node whose name or output
tensor its name starts with (ONNX Runtime names its NCHWc kernels after their output tensors, OpenVINO after the
last node it fused). Peer kernels that match no node (layout reorders, for one) are listed as unattributed.

    python -m ixconv.bench.per_layer resnet50 [--peer openvino|onnxruntime] [--threads 1] [--runs 30]
        [--precision fast|exact|bf16] [--top 25] [--json FILE]

MODEL is a model of the real-model sweep (``python -m ixconv.bench.real_models --list``) or an ONNX file with a
fixed input shape.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

PEERS = ("onnxruntime", "openvino")


@dataclass
class Row:
    step: str  # the ixconv step's name (its first ONNX node's)
    op: str
    ixconv_us: float
    implementation: str = ""  # what ran (``ixconv.graph.describe``)
    flops: int = 0
    peer_us: float = 0.0
    peer_kernels: list[str] = field(default_factory=list)

    @property
    def ratio(self) -> float | None:
        """peer / ixconv: above 1, ixconv is faster at this step."""
        return self.peer_us / self.ixconv_us if self.ixconv_us > 0 and self.peer_us > 0 else None


def model_and_feeds(model: str) -> tuple[bytes, dict[str, np.ndarray]]:
    """The ONNX bytes of a sweep model or file, and a seeded input of its shape."""
    import onnx

    from ixconv.bench import real_models

    if model.endswith(".onnx"):
        path = Path(model)
        if not path.is_file():
            raise FileNotFoundError(f"model: no file {model}")
        data, shape, kind = path.read_bytes(), None, "uniform"
    else:
        entries = {e["name"]: e for e in real_models.load_list()}
        if model not in entries:
            raise ValueError(f"model: {model!r} is neither an .onnx file nor a sweep model ({sorted(entries)})")
        entry = entries[model]
        (data, _), (shape, _) = real_models.find_model(entry), real_models.shapes_of(entry)
        kind = entry.get("kind", "photo")
    graph = onnx.load_from_string(data).graph
    initializers = {i.name for i in graph.initializer}
    first = next(i for i in graph.input if i.name not in initializers)
    if shape is None:  # a file: its input's own shape, which must be fixed
        shape = [d.dim_value for d in first.type.tensor_type.shape.dim]
        if len(shape) != 4 or min(shape) <= 0:
            raise ValueError(f"model: {model}'s input {first.name!r} needs a fixed 4-d shape, has {shape}")
    return data, {first.name: real_models.sample_input(kind, shape)}


# -- attribution -------------------------------------------------------------------------------------------------


def owners(onnx_nodes: list, steps: list) -> dict[str, str]:
    """ONNX node name -> the ixconv step that computes it. ``onnx_nodes``: (name, inputs, outputs) of the original
    model; ``steps``: (name, outputs) of ixconv's optimized graph."""
    producer_step = {t: name for name, outputs in steps for t in outputs}
    step_names = {name for name, _ in steps}
    consumers: dict[str, list[int]] = {}
    for i, (_, inputs, _) in enumerate(onnx_nodes):
        for t in inputs:
            consumers.setdefault(t, []).append(i)
    owner: dict[str, str] = {}
    for name, _, outputs in reversed(onnx_nodes):  # consumers first: a fused node inherits its consumer's owner
        found = next((producer_step[t] for t in outputs if t in producer_step), None)
        if found is None and name in step_names:
            found = name
        if found is None:
            for t in outputs:
                found = next((owner[onnx_nodes[c][0]] for c in consumers.get(t, []) if onnx_nodes[c][0] in owner), None)
                if found:
                    break
        if found is not None:
            owner[name] = found
    return owner


def onnx_node_of(kernel: str, names: dict[str, str]) -> str | None:
    """The ONNX node a peer kernel computes: the node, or the node producing the tensor, whose name is the longest
    prefix of the kernel's name. ``names``: node names and output tensor names -> node name."""
    return next((names[candidate] for candidate in _prefixes(kernel) if candidate in names), None)


def _prefixes(name: str):
    for end in range(len(name), 0, -1):
        if end == len(name) or not name[end].isalnum():  # cut at a word boundary: "Conv_1" is no prefix of "Conv_12"
            yield name[:end]


# -- timing ------------------------------------------------------------------------------------------------------


def ixconv_steps(data: bytes, feeds: dict, threads: int, runs: int, precision: str):
    """(rows of (step, op, seconds), steps as (name, outputs), ``describe`` rows by step) from ``Model.profile``."""
    import ixconv
    from ixconv.graph.describe import describe

    model = ixconv.load(data, num_threads=threads, precision=precision)
    rows = model.profile(feeds, runs=runs)
    described = {d["node"]: d for d in describe(model)}
    return rows, [(n.name, list(n.outputs)) for n in model.graph.nodes], described


def onnxruntime_kernels(data: bytes, feeds: dict, threads: int, runs: int) -> dict[str, tuple[str, float]]:
    """kernel name -> (op, median seconds) from ONNX Runtime's profiler."""
    import onnxruntime as ort

    from ixconv.bench.real_models import ort_options

    options = ort_options(threads)
    with tempfile.TemporaryDirectory() as tmp:
        options.enable_profiling = True
        options.profile_file_prefix = os.path.join(tmp, "ort")
        session = ort.InferenceSession(data, options, providers=["CPUExecutionProvider"])
        for _ in range(2 + runs):
            session.run(None, feeds)
        events = json.loads(Path(session.end_profiling()).read_text())
    samples: dict[str, list[float]] = {}
    ops: dict[str, str] = {}
    for event in events:
        if event.get("cat") == "Node" and event["name"].endswith("_kernel_time"):
            name = event["name"][: -len("_kernel_time")]
            samples.setdefault(name, []).append(event["dur"] * 1e-6)
            ops[name] = event.get("args", {}).get("op_name", "?")
    return {name: (ops[name], float(np.median(ts[2:] or ts))) for name, ts in samples.items()}


def openvino_kernels(data: bytes, feeds: dict, threads: int, runs: int) -> dict[str, tuple[str, float]]:
    """kernel name -> ("type/implementation", median seconds) from OpenVINO's performance counters, at its
    default precision (bf16 on CPUs with AVX512_BF16 or AMX, else f32)."""
    import openvino as ov

    core = ov.Core()
    model = core.read_model(model=data)
    model.reshape({name: list(x.shape) for name, x in feeds.items()})
    config = {"INFERENCE_NUM_THREADS": threads, "NUM_STREAMS": 1, "PERFORMANCE_HINT": "LATENCY", "PERF_COUNT": True}
    request = core.compile_model(model, "CPU", config).create_infer_request()
    for _ in range(2):
        request.infer(feeds)
    samples: dict[str, list[float]] = {}
    ops: dict[str, str] = {}
    for _ in range(runs):
        request.infer(feeds)
        for info in request.profiling_info:
            if str(info.status).endswith("EXECUTED"):
                samples.setdefault(info.node_name, []).append(info.real_time.total_seconds())
                ops[info.node_name] = f"{info.node_type}/{info.exec_type}"
    return {name: (ops[name], float(np.median(ts))) for name, ts in samples.items()}


def compare(model: str, peer: str = "openvino", threads: int = 1, runs: int = 30, precision: str = "fast") -> dict:
    """ixconv's steps next to the peer's kernels, per step (see the module's docstring)."""
    import onnx

    if peer not in PEERS:
        raise ValueError(f"peer must be one of {PEERS}, got {peer!r}")
    data, feeds = model_and_feeds(model)
    rows, steps, described = ixconv_steps(data, feeds, threads, runs, precision)
    kernels = (openvino_kernels if peer == "openvino" else onnxruntime_kernels)(data, feeds, threads, runs)
    graph = onnx.load_from_string(data).graph
    onnx_nodes = [(n.name, list(n.input), list(n.output)) for n in graph.node]
    owner = owners(onnx_nodes, steps)
    names = {t: n for n, _, outputs in onnx_nodes for t in outputs} | {n: n for n, _, _ in onnx_nodes}
    table = {}
    for name, op, seconds in rows:
        d = described.get(name, {})
        table[name] = Row(name, op, seconds * 1e6, d.get("implementation", ""), d.get("flops", 0))
    unattributed: list[tuple[str, str, float]] = []
    for kernel, (op, seconds) in kernels.items():
        node = onnx_node_of(kernel, names)
        step = owner.get(node) if node else None
        if step is None or step not in table:
            unattributed.append((kernel, op, seconds * 1e6))
            continue
        table[step].peer_us += seconds * 1e6
        table[step].peer_kernels.append(op)
    return {
        "model": model, "peer": peer, "threads": threads, "runs": runs, "precision": precision,
        "command": f"python -m ixconv.bench.per_layer {model} --peer {peer} --threads {threads} --runs {runs} "
                   f"--precision {precision}",
        "ixconv_total_us": sum(r.ixconv_us for r in table.values()),
        "peer_total_us": sum(seconds for _, seconds in kernels.values()) * 1e6,
        "rows": [asdict(r) | {"ratio": r.ratio} for r in sorted(table.values(), key=lambda r: -r.ixconv_us)],
        "unattributed": sorted(unattributed, key=lambda k: -k[2]),
    }  # fmt: skip


def by_op(report: dict) -> list[tuple[str, float, float]]:
    """(ixconv op, ixconv us, peer us) summed over the steps of each op, slowest first."""
    sums: dict[str, list[float]] = {}
    for r in report["rows"]:
        s = sums.setdefault(r["op"], [0.0, 0.0])
        s[0] += r["ixconv_us"]
        s[1] += r["peer_us"]
    return sorted(((op, ix, peer) for op, (ix, peer) in sums.items()), key=lambda t: -t[1])


def print_report(report: dict, top: int = 25) -> None:
    from rich.console import Console
    from rich.table import Table

    peer = report["peer"]
    console = Console(width=max(Console().width, 160))
    console.print(f"{report['command']}")
    ix, other = report["ixconv_total_us"], report["peer_total_us"]
    console.print(f"total: ixconv {ix / 1e3:.2f} ms, {peer} {other / 1e3:.2f} ms (sums of per-step medians; "
                  f"{peer} / ixconv {other / ix:.2f}x)")  # fmt: skip
    ops = Table(title="by ixconv op")
    for col in ("op", "ixconv us", f"{peer} us", f"{peer}/ixconv"):
        ops.add_column(col, justify="left" if col == "op" else "right")
    for op, a, b in by_op(report):
        ops.add_row(op, f"{a:.0f}", f"{b:.0f}", f"{b / a:.2f}x" if a and b else "")
    console.print(ops)
    steps = Table(title=f"the {top} slowest ixconv steps (peer: {peer})")
    for col in ("step", "ixconv implementation", "GFLOP/s", "ixconv us", "peer us", "peer/ixconv", "peer kernels"):
        steps.add_column(col, justify="right" if col.endswith(("us", "ixconv", "/s")) else "left", no_wrap=True)
    for r in report["rows"][:top]:
        ratio = "" if r["ratio"] is None else f"{r['ratio']:.2f}x"
        kinds = ", ".join(sorted(set(r["peer_kernels"])))
        rate = f"{r['flops'] / r['ixconv_us'] / 1e3:.1f}" if r["flops"] else ""
        what = r["implementation"].removeprefix("Conv2d ").replace("f32_", "") or r["op"]
        steps.add_row(r["step"][-40:], what[:40], rate, f"{r['ixconv_us']:.0f}",
                      f"{r['peer_us']:.0f}", ratio, kinds[:40])  # fmt: skip
    console.print(steps)
    if report["unattributed"]:
        lost = sum(us for _, _, us in report["unattributed"])
        names = ", ".join(f"{k[-30:]} ({op}, {us:.0f} us)" for k, op, us in report["unattributed"][:6])
        console.print(f"{peer} kernels matching no ONNX node: {lost:.0f} us in all; slowest: {names}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.per_layer", description=__doc__.split("\n")[0])
    parser.add_argument("model", help="a sweep model's name (python -m ixconv.bench.real_models --list) or a .onnx")
    parser.add_argument("--peer", choices=PEERS, default="openvino")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--precision", default="fast", help="ixconv's precision (exact, fast, bf16)")
    parser.add_argument("--top", type=int, default=25, help="how many of the slowest steps to list")
    parser.add_argument("--json", dest="json_file", default=None, metavar="FILE", help="write the report as JSON")
    args = parser.parse_args(argv)
    report = compare(args.model, args.peer, args.threads, args.runs, args.precision)
    print_report(report, args.top)
    if args.json_file:
        Path(args.json_file).write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
