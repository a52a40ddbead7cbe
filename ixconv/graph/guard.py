"""The quantizer's accuracy guard: keep the most sensitive layers in float until the quantized model's outputs
agree with the float model's as well as the user asked.

* ``AccuracyBudget``: what "agree" means. ``top1`` -- the share of samples whose top-1 class is the same, for
  every class-score output (shape (N, classes)); ``text`` -- the share of rows whose greedy CTC decoding is the
  same, for every sequence output (N, T, classes) of a text recognizer; ``sqnr`` -- the signal-to-quantization-
  noise ratio of every output against the float one, in dB (any model: detectors, segmentation).
* ``sensitivity``: each quantized layer's own share of the error, from one run of both models over the samples:
  the noise-to-signal ratio of its dequantized output minus that of its input before quantization (so the
  noise a layer inherits is not held against it; quantizing its input, its weights and its output is).
* ``guard``: the fewest most-sensitive layers to leave in float, by bisection over that ranking (each probe
  writes, loads and runs the candidate model); an error when even one quantized layer misses the budget.
* ``stable_batches``: the agreement budgets (``top1``, ``text``) are measured on the samples whose float answer
  survives input noise of half a gray level (Gaussian, 1/510 of the sample's value range): on the others the
  float model itself flips -- crops of textures with no class of their own, text lines it barely reads -- and no
  quantized model can be held to them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np

METRICS = ("top1", "text", "sqnr")
_KEYS = {"top1": "top1_agreement", "text": "text_agreement", "sqnr": "sqnr_db"}  # in accuracy.agreement's result


@dataclass(frozen=True)
class AccuracyBudget:
    """``metric`` ("top1", "text": a fraction in (0, 1]; "sqnr": dB) and the least ``value`` every output must
    reach."""

    metric: str
    value: float

    @classmethod
    def parse(cls, spec) -> AccuracyBudget:
        """``"top1=0.99"``, ``"99%"`` or a number in (0, 1] (top-1 agreement); ``"text=0.95"``; ``"sqnr=30"`` or
        ``"30dB"``."""
        if isinstance(spec, AccuracyBudget):
            return spec
        if isinstance(spec, (int, float)) and not isinstance(spec, bool):
            return cls._checked("top1", float(spec), spec)
        if not isinstance(spec, str):
            raise TypeError(f"accuracy_budget must be a string or a number, got {type(spec).__name__}")
        text = spec.strip().lower().replace(" ", "")
        match = re.fullmatch(r"(?:(top1|text|sqnr)(?:>=|=))?([0-9]*\.?[0-9]+(?:e-?[0-9]+)?)(%|db)?", text)
        if match is None:
            raise ValueError(f"accuracy_budget: expected top1=FRACTION, text=FRACTION, N%, sqnr=DB, got {spec!r}")
        metric, number, unit = match.groups()
        value = float(number)
        if unit == "%":
            metric, value = metric or "top1", value / 100
        elif unit == "db":
            metric = metric or "sqnr"
        metric = metric or "top1"
        if (unit == "%" and metric == "sqnr") or (unit == "db" and metric != "sqnr"):
            raise ValueError(f"accuracy_budget: {spec!r} mixes a metric and a unit that do not go together")
        return cls._checked(metric, value, spec)

    @classmethod
    def _checked(cls, metric: str, value: float, spec) -> AccuracyBudget:
        if metric != "sqnr" and not 0.0 < value <= 1.0:
            raise ValueError(f"accuracy_budget: an agreement is a fraction in (0, 1] (or a %), got {spec!r}")
        if metric == "sqnr" and not np.isfinite(value):
            raise ValueError(f"accuracy_budget: an SQNR budget is a finite number of dB, got {spec!r}")
        return cls(metric, value)

    def __str__(self) -> str:
        if self.metric == "sqnr":
            return f"SQNR >= {self.value:g} dB"
        return f"{'top-1' if self.metric == 'top1' else 'text'} agreement >= {100 * self.value:g}%"

    def score(self, result: dict) -> float:
        """The worst output's figure in an ``accuracy.agreement`` result."""
        key = _KEYS[self.metric]
        values = [entry[key] for entry in result["outputs"].values() if key in entry]
        if not values:
            what = "class-score output (N, classes)" if self.metric == "top1" else "sequence output (N, T, classes)"
            raise ValueError(
                f"accuracy_budget: the model has no {what} to measure {self.metric} agreement on; give an SQNR "
                "budget instead, e.g. sqnr=30"
            )
        return float(min(values))

    def met(self, score: float) -> bool:
        return score >= self.value


def _nsr(signal: float, noise: float) -> float:
    return noise / signal if signal else (0.0 if noise == 0 else float("inf"))


def sensitivity(reference, qdq, batches: Iterable[dict[str, np.ndarray]], num_threads: int | None = None) -> dict:
    """{layer name: its own noise-to-signal ratio} for the quantized layers of the QDQ ModelProto ``qdq``, against
    ``reference`` (the float model with the same tensor names: the quantizer's prepared graph), both run in
    ixconv on ``batches``; see the module's docstring."""
    from ixconv.graph.accuracy import tensor_noise
    from ixconv.graph.onnx_import import load_model_proto

    qdq = load_model_proto(qdq)
    producers = {o: n for n in qdq.graph.node for o in n.output}
    graph_inputs = {v.name for v in qdq.graph.input}

    def quantized_input(name: str) -> str | None:
        """The tensor a DequantizeLinear(QuantizeLinear(T)) chain reads, T; None for anything else."""
        dq = producers.get(name)
        q = producers.get(dq.input[0]) if dq is not None and dq.op_type == "DequantizeLinear" else None
        return q.input[0] if q is not None and q.op_type == "QuantizeLinear" else None

    readers: dict[str, list] = {}
    for n in qdq.graph.node:
        for i in n.input:
            readers.setdefault(i, []).append(n)
    layers: dict[str, tuple[str, str]] = {}  # layer -> (its dequantized input, its dequantized output)
    first: set[str] = set()  # the layers that read a graph input: they own its quantization noise
    for n in qdq.graph.node:
        source = quantized_input(n.input[0]) if n.op_type in ("Conv", "Gemm", "MatMul") and n.input else None
        q = [r for r in readers.get(n.output[0], []) if r.op_type == "QuantizeLinear"] if source else []
        dq = [r for r in readers.get(q[0].output[0], []) if r.op_type == "DequantizeLinear"] if q else []
        if dq:
            layers[n.name] = (n.input[0], dq[0].output[0])
            if source in graph_inputs:
                first.add(n.name)
    outputs = {v.name for v in qdq.graph.output}

    def float_name(dequantized: str) -> str:
        """The float model's name of the tensor a QuantizeLinear -> DequantizeLinear pair carries (a graph
        output keeps its name on the DequantizeLinear, its producer writing another one)."""
        return dequantized if dequantized in outputs else producers[producers[dequantized].input[0]].input[0]

    # each layer owns the noise of quantizing its output (and its weights); its input's is its producer's
    pairs = {name: float_name(name) for layer, ends in layers.items() for name in ends[layer in first :]}
    signal, noise = tensor_noise(reference, qdq, pairs, batches, num_threads)
    result = {}
    for layer, (source, out) in layers.items():
        inherited = 0.0 if layer in first else _nsr(signal[source], noise[source])
        result[layer] = _nsr(signal[out], noise[out]) - inherited
    return result


NOISE = 1 / 510  # of a sample's value range: half a gray level of an 8-bit image, whatever the normalization


def _answers(outputs: dict[str, np.ndarray], metric: str, charset) -> list:
    from ixconv.graph.accuracy import _texts

    if metric == "top1":
        return [tuple(y.argmax(axis=1)) for y in outputs.values() if y.ndim == 2 and y.shape[1] > 1]
    return [tuple(_texts(y, charset)) for y in outputs.values() if y.ndim == 3 and y.shape[2] > 1]


def stable_batches(model, batches, metric: str, charset=None) -> list[int]:
    """The indices of the batches whose every answer (``metric``: "top1" or "text") the float ``model`` keeps
    under input noise of half a gray level (see the module's docstring)."""
    kept = []
    for i, feeds in enumerate(batches):
        rng = np.random.default_rng(i)
        noisy = {}
        for name, x in feeds.items():
            spread = float(x.max() - x.min()) if x.size and x.dtype.kind == "f" else 0.0
            noisy[name] = (x + rng.normal(0, NOISE * spread, x.shape)).astype(x.dtype) if spread else x
        if _answers(model.run(feeds), metric, charset) == _answers(model.run(noisy), metric, charset):
            kept.append(i)
    return kept


class Subset:
    """The batches of a re-iterable ``batches`` at ``indices`` (read again on each pass, never held)."""

    def __init__(self, batches, indices: list[int]):
        self.batches, self.indices = batches, set(indices)

    def __iter__(self):
        return (b for i, b in enumerate(self.batches) if i in self.indices)


@dataclass
class GuardResult:
    excluded: list[str]  # the layers left in float by the guard, most sensitive first
    score: float
    evaluations: list[tuple[int, float]]  # (layers left in float, score) of every candidate measured


def guard(
    budget: AccuracyBudget,
    ranking: list[str],
    evaluate: Callable[[list[str]], float],
    first_score: float,
) -> GuardResult:
    """The fewest layers of ``ranking`` (most sensitive first) to leave in float for ``evaluate(excluded)`` to
    meet ``budget``; ``first_score``: the score with none excluded (measured already). Bisection: the score is
    close to monotone in the count, and the result is always one that was measured to meet the budget."""
    evaluations = [(0, first_score)]
    if budget.met(first_score):
        return GuardResult([], first_score, evaluations)
    low, high = 0, len(ranking) - 1  # excluding `low` layers misses the budget; every layer excluded is no model
    best: tuple[int, float] | None = None
    top = evaluate(ranking[:high]) if high > 0 else float("-inf")
    evaluations.append((high, top))
    if not budget.met(top):
        raise ValueError(
            f"accuracy_budget: no quantized model meets {budget}: with only the least sensitive layer "
            f"({ranking[-1] if ranking else '-'}) quantized the model reaches {top:.4g}; leave the model in float "
            "or relax the budget"
        )
    best = (high, top)
    while high - low > 1:
        middle = (low + high) // 2
        score = evaluate(ranking[:middle])
        evaluations.append((middle, score))
        if budget.met(score):
            high, best = middle, (middle, score)
        else:
            low = middle
    return GuardResult(ranking[: best[0]], best[1], evaluations)
