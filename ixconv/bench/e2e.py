"""End-to-end latency of whole models: ixconv, ONNX Runtime and PyTorch on the same ONNX graph, side by side
in one run, at each thread count; and the peak memory (RSS) of each runtime in a fresh process.

PyTorch cannot read ONNX, so the graph is translated op by op into a ``torch.nn.Module`` (the zoo's ops:
Conv, BatchNormalization, Relu, Clip, MaxPool, AveragePool, GlobalAveragePool, Add, Concat, Flatten,
Gemm, Dropout), then traced, frozen and ``optimize_for_inference``-d with channels_last input: PyTorch's
own deployment path, its strongest honest setting on CPU.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field

import numpy as np

from ixconv.bench.harness import Timing, time_it

SETTLE_SECONDS = 0.3


@dataclass
class E2EResult:
    model: str
    thread_counts: list[int]
    timings: dict[str, dict[int, Timing]] = field(default_factory=dict)
    absent: dict[str, str] = field(default_factory=dict)
    max_rel_error: dict[str, float] = field(default_factory=dict)
    peak_rss_mib: dict[str, float] = field(default_factory=dict)
    peak_activation_bytes: int = 0


def _rel_error(y: np.ndarray, ref: np.ndarray) -> float:
    return float(np.max(np.abs(y - ref)) / max(1e-12, float(np.max(np.abs(ref)))))


def torch_module(proto):
    """An nn.Module computing the ONNX graph (the ops of the zoo models) with torch ops."""
    import torch
    from onnx import numpy_helper

    init = {t.name: torch.from_numpy(numpy_helper.to_array(t).copy()) for t in proto.graph.initializer}
    nodes = list(proto.graph.node)

    def attr(node, name, default=None):
        from onnx import helper

        for a in node.attribute:
            if a.name == name:
                return helper.get_attribute_value(a)
        return default

    class Net(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.params = torch.nn.ParameterList()
            self.index = {}
            for name, value in init.items():
                self.index[name] = len(self.params)
                self.params.append(torch.nn.Parameter(value, requires_grad=False))

        def forward(self, x):
            F = torch.nn.functional
            env = {proto.graph.input[0].name: x}

            def get(name):
                return env[name] if name in env else self.params[self.index[name]]

            for n in nodes:
                ins = [get(i) for i in n.input if i]
                op = n.op_type
                if op == "Conv":
                    pads = attr(n, "pads", [0, 0, 0, 0])
                    assert pads[:2] == pads[2:], "asymmetric pads"
                    y = F.conv2d(ins[0], ins[1], ins[2] if len(ins) > 2 else None, attr(n, "strides", [1, 1]),
                                 pads[:2], attr(n, "dilations", [1, 1]), attr(n, "group", 1))  # fmt: skip
                elif op == "BatchNormalization":
                    y = F.batch_norm(ins[0], ins[3], ins[4], ins[1], ins[2], False, 0.0, attr(n, "epsilon", 1e-5))
                elif op == "Relu":
                    y = F.relu(ins[0])
                elif op == "Clip":
                    y = torch.clamp(ins[0], float(ins[1]), float(ins[2]))
                elif op == "MaxPool":
                    pads = attr(n, "pads", [0, 0, 0, 0])
                    y = F.max_pool2d(ins[0], attr(n, "kernel_shape"), attr(n, "strides"), pads[:2],
                                     ceil_mode=bool(attr(n, "ceil_mode", 0)))  # fmt: skip
                elif op == "GlobalAveragePool":
                    y = F.adaptive_avg_pool2d(ins[0], 1)
                elif op == "Add":
                    y = ins[0] + ins[1]
                elif op == "Concat":
                    y = torch.cat(ins, attr(n, "axis"))
                elif op == "Flatten":
                    y = torch.flatten(ins[0], attr(n, "axis", 1))
                elif op == "Gemm":
                    y = F.linear(ins[0], ins[1], ins[2])
                elif op == "Dropout":
                    y = ins[0]
                else:
                    raise NotImplementedError(f"torch translation of {op}")
                env[n.output[0]] = y
            return env[proto.graph.output[0].name]

    return Net().eval()


def _torch_runner(proto, x: np.ndarray, threads: int):
    import torch

    torch.set_num_threads(threads)
    xt = torch.from_numpy(x).contiguous(memory_format=torch.channels_last)
    with torch.no_grad():
        traced = torch.jit.trace(torch_module(proto), xt)
        frozen = torch.jit.optimize_for_inference(torch.jit.freeze(traced))
        frozen(xt)

    def call():
        with torch.no_grad():
            return frozen(xt)

    return call, lambda y: y.numpy()


def _ort_runner(proto, x: np.ndarray, threads: int):
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    session = ort.InferenceSession(proto.SerializeToString(), options, providers=["CPUExecutionProvider"])
    name = session.get_inputs()[0].name

    def call():
        return session.run(None, {name: x})[0]

    return call, lambda y: y


def interleaved(calls: dict, runs: int, blocks: int = 5, block_seconds: float = 0.0) -> dict[str, Timing]:
    """Median and 20/80% quantiles of each call, timed in ``blocks`` interleaved blocks, so a drift of the
    shared machine's speed hits every runtime alike; a pause before each block lets the previous
    runtime's spinning workers fall asleep. ``block_seconds``: each block also lasts at least this long (more
    runs of a fast call: a burst of another tenant's load then spoils a smaller share of its samples)."""
    samples: dict[str, list[float]] = {name: [] for name in calls}
    for _block in range(blocks):
        for name, call in calls.items():
            time.sleep(SETTLE_SECONDS)
            samples[name] += time_it(call, runs=-(-runs // blocks), warmup=2, min_seconds=block_seconds).samples
    out = {}
    for name, values in samples.items():
        q20, med, q80 = np.quantile(values, [0.2, 0.5, 0.8])
        out[name] = Timing(float(med), float(q20), float(q80), len(values))
    return out


def run(model: str, thread_counts: list[int], runs: int = 25, rss: bool = True) -> E2EResult:
    from ixconv import zoo
    from ixconv.graph.executor import load

    proto = zoo.build(model)
    x = zoo.sample_input()
    result = E2EResult(model, thread_counts)
    ours = load(proto)  # precision="fast": Winograd on 3x3 stride-1 layers
    exact = load(proto, precision="exact")
    reference = exact.run({ours.input_names[0]: x})[ours.output_names[0]]  # every peer against the direct one
    runners = {"onnxruntime": _ort_runner, "torch-jit-frozen": _torch_runner}
    feeds = {ours.input_names[0]: x}
    for threads in thread_counts:
        ours.set_threads(threads)
        exact.set_threads(threads)
        calls = {"ixconv": lambda: ours.run(feeds), "ixconv-exact": lambda: exact.run(feeds)}
        result.max_rel_error["ixconv"] = _rel_error(ours.run(feeds)[ours.output_names[0]], reference)
        for peer, make in runners.items():
            try:
                call, convert = make(proto, x, threads)
            except ImportError as e:
                result.absent[peer] = f"not installed ({e.name}); pip install -e '.[bench]'"
                continue
            result.max_rel_error[peer] = _rel_error(convert(call()), reference)
            calls[peer] = call
        for name, timing in interleaved(calls, runs).items():
            result.timings.setdefault(name, {})[threads] = timing
        del calls
    result.peak_activation_bytes = ours.peak_activation_bytes
    if rss:
        for runtime in ("ixconv", "onnxruntime", "torch-jit-frozen"):
            if runtime in result.absent:
                continue
            result.peak_rss_mib[runtime] = peak_rss_mib(runtime, model)
    return result


_RSS_PROBE = r"""
import json, sys
runtime, path = sys.argv[1], sys.argv[2]
import numpy as np
x = np.random.default_rng(1).standard_normal((1, 3, 224, 224), dtype=np.float32)
if runtime == "ixconv":
    import ixconv
    m = ixconv.load(path)
    m.run({m.input_names[0]: x})
elif runtime == "onnxruntime":
    import onnxruntime as ort
    s = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    s.run(None, {s.get_inputs()[0].name: x})
else:
    import onnx
    from ixconv.bench.e2e import _torch_runner
    call, _ = _torch_runner(onnx.load(path), x, 1)
    call()
# VmHWM, not ru_maxrss: after fork+exec ru_maxrss keeps the parent's high-water mark on Linux
peak = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(json.dumps({"peak_kib": peak}))
"""


def peak_rss_mib(runtime: str, model: str) -> float:
    """Peak RSS of a fresh process that loads `model` from an .onnx file with `runtime` and runs it once."""
    import tempfile

    from ixconv import zoo

    with tempfile.TemporaryDirectory(prefix="ixconv-rss-") as tmp:
        path = os.path.join(tmp, f"{model}.onnx")
        with open(path, "wb") as f:
            f.write(zoo.build(model).SerializeToString())
        done = subprocess.run([sys.executable, "-c", _RSS_PROBE, runtime, path], capture_output=True, text=True,
                              check=True)  # fmt: skip
    return json.loads(done.stdout.strip().splitlines()[-1])["peak_kib"] / 1024
