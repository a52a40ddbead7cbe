"""What a classifier's output means: class labels (from a file, from the model's metadata, or ImageNet's 1000
classes shipped with ixconv), probabilities and the top k classes.

* ``read_labels(path)``: one label per line, or a JSON list, or a JSON dict index -> label.
* ``metadata_labels(props)``: the first of ``METADATA_KEYS`` (any case) in an ONNX model's ``metadata_props``,
  as a JSON list or dict, a Python literal (YOLO exports write ``names`` as ``{0: 'person', ...}``; read with
  ``ast.literal_eval``, never ``eval``) or newline-separated text (PaddleClas writes ``character`` so).
* ``labels_for(classes, given, metadata)``: the labels for an output of ``classes`` scores, and where they came
  from; ImageNet's when nothing else fits and there are 1000 classes (1001: background first).
* ``probabilities(scores)``: the scores as they are when every row is already a probability distribution, else
  their softmax; ``top_k``.
"""

from __future__ import annotations

import ast
import json
from importlib import resources
from pathlib import Path

import numpy as np

METADATA_KEYS = ("labels", "classes", "class_names", "names", "id2label", "character")
IMAGENET = "ImageNet (ixconv/data/imagenet_classes.txt)"


def imagenet_labels() -> list[str]:
    """ImageNet's 1000 classes in the standard (torchvision, Keras) order: 0 tench ... 999 toilet tissue."""
    text = resources.files("ixconv").joinpath("data", "imagenet_classes.txt").read_text(encoding="utf-8")
    return text.splitlines()


def parse_labels(value, param: str = "labels") -> list[str]:
    """Labels from a list, a dict index -> label (or label -> index), or text: JSON, a Python literal, or one
    label per line. ``ValueError`` naming ``param`` when it is none of these."""
    if isinstance(value, str):
        text = value.strip()
        parsed = None
        if text[:1] in ("[", "{", "("):
            try:
                parsed = json.loads(text)
            except ValueError:
                try:
                    parsed = ast.literal_eval(text)  # literals only: no names, no calls
                except (ValueError, SyntaxError, MemoryError, RecursionError):
                    parsed = None
        if parsed is None:
            lines = value.splitlines()
            while lines and not lines[-1].strip():
                lines.pop()
            if len(lines) < 2:
                raise ValueError(f"{param}: expected one label per line, a JSON list or a JSON dict, got {text[:60]!r}")
            return [line.strip() for line in lines]
        value = parsed
    if isinstance(value, (list, tuple)):
        if not value:
            raise ValueError(f"{param}: the list of labels is empty")
        return [str(v) for v in value]
    if isinstance(value, dict):
        if (
            value
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value.values())
            and not all(_index(k) is not None for k in value)
        ):
            value = {v: k for k, v in value.items()}  # label -> index
        indices = {_index(k): str(v) for k, v in value.items()}
        if not indices or None in indices or min(indices) < 0:
            raise ValueError(f"{param}: a dict of labels needs non-negative integer keys, got {list(value)[:5]}")
        return [indices.get(i, str(i)) for i in range(max(indices) + 1)]
    raise ValueError(f"{param}: expected a list, a dict or text, got {type(value).__name__}")


def _index(key) -> int | None:
    if isinstance(key, bool):
        return None
    if isinstance(key, int):
        return key
    if isinstance(key, str) and key.strip().lstrip("-").isdigit():
        return int(key)
    return None


def read_labels(path, param: str = "labels") -> list[str]:
    """The labels in a file: one per line, a JSON list or a JSON dict. ``ValueError`` / ``OSError`` name it."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise ValueError(f"{param}: {str(path)!r} is not UTF-8 text ({e})") from None
    except OSError as e:
        raise OSError(f"{param}: cannot read {str(path)!r} ({e.strerror or e})") from None
    if not text.strip():
        raise ValueError(f"{param}: {str(path)!r} is empty")
    if Path(path).suffix.lower() == ".json":
        try:
            return parse_labels(json.loads(text), f"{param} {str(path)!r}")
        except json.JSONDecodeError as e:
            raise ValueError(f"{param}: {str(path)!r} is not valid JSON ({e})") from None
    lines = text.splitlines()
    if len(lines) == 1 and text.strip()[:1] not in ("[", "{"):
        return [lines[0].strip()]  # a one-class file
    return parse_labels(text, f"{param} {str(path)!r}")


def metadata_labels(props: dict[str, str]) -> tuple[str, list[str]] | None:
    """(key, labels) from an ONNX model's ``metadata_props`` (a dict), or None when it has none readable."""
    by_key = {k.lower(): k for k in props}
    for wanted in METADATA_KEYS:
        key = by_key.get(wanted)
        if key is None:
            continue
        try:
            return key, parse_labels(props[key], f"metadata {key!r}")
        except ValueError:
            continue
    return None


def labels_for(classes: int, given: list[str] | None = None, metadata: tuple[str, list[str]] | None = None,
               given_source: str = "--labels") -> tuple[list[str] | None, str]:  # fmt: skip
    """(labels, where they came from) for an output of ``classes`` scores: ``given`` (must fit: ``ValueError``
    otherwise), else the model's metadata when its count fits, else ImageNet's for 1000 or 1001 classes."""
    if given is not None:
        if len(given) != classes:
            raise ValueError(
                f"labels: {given_source} has {len(given)} labels, the model's output has {classes} classes"
            )
        return given, given_source
    if metadata is not None and len(metadata[1]) == classes:
        return metadata[1], f"the model's metadata ({metadata[0]!r})"
    if classes in (1000, 1001):
        names = imagenet_labels()
        return (names if classes == 1000 else ["background", *names]), IMAGENET
    return None, "none"


def probabilities(scores: np.ndarray) -> tuple[np.ndarray, str]:
    """(probabilities per row, how): the scores as they are when each row is non-negative and sums to 1 (within
    1e-3), else their softmax along the last axis, computed in float64."""
    x = np.asarray(scores, np.float64)
    if x.size and np.all(x >= 0) and np.all(np.abs(x.sum(axis=-1) - 1) <= 1e-3):
        return x, "the model's probabilities"
    shifted = np.exp(x - x.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True), "softmax of the scores"


def top_k(probs: np.ndarray, k: int) -> list[tuple[int, float]]:
    """The ``k`` largest entries of one row as (index, value), largest first (ties: the lower index first)."""
    row = np.asarray(probs).reshape(-1)
    order = np.argsort(-row, kind="stable")[: max(0, k)]
    return [(int(i), float(row[i])) for i in order]
