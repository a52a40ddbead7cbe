"""How far a quantized model moves from the float model, on the same samples.

* ``agreement``: per output, the largest and mean |difference|, the largest relative to the float output's
  largest magnitude, and for class scores (an output of shape (N, classes)) how often the top-1 class is the
  same and lies in the other's top 5.
* ``agreement`` also gives each output's SQNR against the float one (dB, as below), and for sequence scores (an
  output of shape (N, T, classes), as CTC text recognizers write) how often the greedy CTC decoding of a row
  (best class per step, repeats merged, class 0 -- the blank -- dropped) is the same text.
* ``layer_sqnr``: per quantized layer of a QDQ model, the signal-to-quantization-noise ratio of its
  (dequantized) output against the float model's same tensor, 10 log10(sum f^2 / sum (f - q)^2) in dB: where
  the error enters and grows (the issue's per-layer sensitivity).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

import numpy as np


def ctc_decode(scores: np.ndarray, blank: int = 0) -> list[tuple[int, ...]]:
    """Greedy CTC decoding of (N, T, classes) scores: per row, the best class per step with repeats merged and
    ``blank`` dropped."""
    best = np.asarray(scores).argmax(axis=-1)
    rows = []
    for row in best:
        keep = np.ones(row.shape, bool)
        keep[1:] = row[1:] != row[:-1]
        rows.append(tuple(int(c) for c in row[keep & (row != blank)]))
    return rows


def ctc_charset(model) -> list[str] | None:
    """The characters of a text recognizer's classes 1.. (class 0 is the CTC blank) when the model file lists
    them, as PaddleOCR's exports do (metadata ``character``, one per line; the space comes last), else None."""
    from ixconv.graph.onnx_import import load_model_proto

    for prop in load_model_proto(model).metadata_props:
        if prop.key == "character":
            return prop.value.splitlines() + [" "]
    return None


def read_charset(path: str | os.PathLike) -> list[str]:
    """The characters of a PaddleOCR dictionary file (``rec_char_dict_path``: one per line, UTF-8) in
    ``ctc_charset``'s form (the space appended last); a clear error for a missing, unreadable or empty file."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise ValueError(f"charset: cannot read {os.fspath(path)!r} as a UTF-8 text file ({e})") from None
    if not lines:
        raise ValueError(f"charset: {os.fspath(path)!r} lists no character")
    return lines + [" "]


def _texts(scores: np.ndarray, charset: list[str] | None) -> list:
    """The decoded rows: strings without surrounding blanks when the characters are known, else class tuples."""
    rows = ctc_decode(scores)
    if charset is None:
        return rows
    return ["".join(charset[c - 1] if c <= len(charset) else "?" for c in row).strip() for row in rows]


def agreement(
    reference,
    candidate,
    batches: Iterable[dict[str, np.ndarray]],
    num_threads: int | None = None,
    charset: list[str] | None = None,
) -> dict:
    """{"samples": n, "outputs": {name: {...}}} for two models (``Model`` objects, or what ``ixconv.load``
    takes) run in ixconv on every batch; ``charset`` (``ctc_charset``): compare recognized text as strings,
    spaces around it ignored."""
    from ixconv.graph.executor import Model

    reference = reference if isinstance(reference, Model) else Model(reference, num_threads=num_threads)
    candidate = candidate if isinstance(candidate, Model) else Model(candidate, num_threads=num_threads)
    stats: dict[str, dict] = {}
    samples = 0
    for feeds in batches:
        ours, theirs = reference.run(feeds), candidate.run(feeds)
        samples += len(next(iter(feeds.values())))
        for name, a in ours.items():
            b = theirs[name].astype(np.float64)
            a = a.astype(np.float64)
            s = stats.setdefault(name, {"max_abs_diff": 0.0, "sum_abs_diff": 0.0, "count": 0, "max_abs": 0.0,
                                        "signal": 0.0, "noise": 0.0})  # fmt: skip
            diff = np.abs(a - b)
            s["signal"] += float(np.sum(a * a))
            s["noise"] += float(np.sum(diff * diff))
            s["max_abs_diff"] = max(s["max_abs_diff"], float(diff.max(initial=0.0)))
            s["sum_abs_diff"] += float(diff.sum())
            s["count"] += diff.size
            s["max_abs"] = max(s["max_abs"], float(np.abs(a).max(initial=0.0)))
            if a.ndim == 2 and a.shape[1] > 1:
                top1_a, top1_b = a.argmax(axis=1), b.argmax(axis=1)
                top5_b = np.argsort(-b, axis=1)[:, :5]
                s["top1_same"] = s.get("top1_same", 0) + int(np.sum(top1_a == top1_b))
                s["top1_in_top5"] = s.get("top1_in_top5", 0) + int(np.sum(np.any(top5_b == top1_a[:, None], axis=1)))
                s["rows"] = s.get("rows", 0) + a.shape[0]
            if a.ndim == 3 and a.shape[2] > 1:
                same = sum(x == y for x, y in zip(_texts(a, charset), _texts(b, charset)))
                s["text_same"] = s.get("text_same", 0) + same
                s["lines"] = s.get("lines", 0) + a.shape[0]
    outputs = {}
    for name, s in stats.items():
        entry = {
            "max_abs_diff": s["max_abs_diff"],
            "mean_abs_diff": s["sum_abs_diff"] / max(s["count"], 1),
            "relative_max_diff": s["max_abs_diff"] / s["max_abs"] if s["max_abs"] else float("nan"),
            "sqnr_db": _db(s["signal"], s["noise"]),
        }
        if "rows" in s:
            entry["top1_agreement"] = s["top1_same"] / s["rows"]
            entry["top5_agreement"] = s["top1_in_top5"] / s["rows"]
        if "lines" in s:
            entry["text_agreement"] = s["text_same"] / s["lines"]
        outputs[name] = entry
    return {"samples": samples, "outputs": outputs}


def _quantized_tensors(qdq) -> dict[str, tuple[str, str]]:
    """{tensor of the float model: (its dequantized copy in the QDQ model, the layer writing it)} for every
    activation QuantizeLinear -> DequantizeLinear pair whose input a quantized layer writes."""
    producers = {o: n for n in qdq.graph.node for o in n.output}
    outputs = {o.name for o in qdq.graph.output}
    pairs = {}
    for dq in qdq.graph.node:
        q = producers.get(dq.input[0]) if dq.op_type == "DequantizeLinear" else None
        layer = producers.get(q.input[0]) if q is not None and q.op_type == "QuantizeLinear" else None
        if layer is None or layer.op_type not in ("Conv", "Gemm", "MatMul"):
            continue
        name = dq.output[0] if dq.output[0] in outputs else q.input[0]  # a graph output keeps its name on the DQ
        pairs[name] = (dq.output[0], layer.name)
    return pairs


def tensor_noise(
    reference, qdq, pairs: dict[str, str], batches: Iterable[dict[str, np.ndarray]], num_threads: int | None = None
) -> tuple[dict[str, float], dict[str, float]]:
    """({tensor: sum f^2}, {tensor: sum (f - q)^2}) over ``batches`` for each ``pairs`` entry {tensor of the
    ``qdq`` model: the ``reference`` model's same tensor} (both models: what ``ixconv.load`` takes)."""
    from ixconv.graph.executor import Model
    from ixconv.graph.ir import ValueInfo
    from ixconv.graph.onnx_import import load_model_proto, to_graph

    models = []
    for proto, names in ((reference, list(dict.fromkeys(pairs.values()))), (qdq, list(pairs))):
        g = to_graph(load_model_proto(proto))
        present = set(g.output_names)
        g.outputs += [ValueInfo(n, (), np.dtype(np.float32)) for n in names if n not in present]
        models.append((Model(g, num_threads=num_threads), names))
    signal = dict.fromkeys(pairs, 0.0)
    noise = dict.fromkeys(pairs, 0.0)
    (fm, fnames), (qm, qnames) = models
    for feeds in batches:
        f, q = fm.run(feeds, output_names=fnames), qm.run(feeds, output_names=qnames)
        for name, float_name in pairs.items():
            a = f[float_name].astype(np.float64)
            signal[name] += float(np.sum(a * a))
            noise[name] += float(np.sum((a - q[name].astype(np.float64)) ** 2))
    return signal, noise


def _db(signal: float, noise: float) -> float:
    return 10 * float(np.log10(signal / noise)) if noise else float("inf")


def layer_sqnr(reference, qdq, batches: Iterable[dict[str, np.ndarray]], num_threads: int | None = None) -> dict:
    """{layer name: SQNR in dB} of the quantized layers of ``qdq`` (a QDQ ModelProto, as ``quantize_model``
    writes it) against the float ``reference`` (what ``ixconv.load`` takes), both run in ixconv on ``batches``."""
    from ixconv.graph.onnx_import import load_model_proto

    qdq = load_model_proto(qdq)
    pairs = _quantized_tensors(qdq)
    signal, noise = tensor_noise(reference, qdq, {dq: name for name, (dq, _) in pairs.items()}, batches, num_threads)
    return {layer: _db(signal[dq], noise[dq]) for dq, layer in pairs.values()}
