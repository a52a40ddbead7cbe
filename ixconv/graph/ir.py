"""The graph IR: ONNX's model of a graph, reduced to what the passes and the executor need.

A ``Graph`` is a topologically ordered list of ``Node``s over named tensors. Constant tensors live
in ``initializers``. Node attributes are plain Python values (ints, floats, strings, lists, arrays).
Ops in the ``ixconv`` domain are the fused or layout-converted forms that the passes produce.
"""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass, field
from typing import Any

import numpy as np


@dataclass
class Node:
    op: str
    inputs: list[str]  # "" marks an omitted optional input
    outputs: list[str]
    attrs: dict[str, Any] = field(default_factory=dict)
    name: str = ""
    domain: str = ""  # "" (ONNX) or "ixconv"

    def __str__(self) -> str:
        where = f"{self.domain}." if self.domain else ""
        return f"{self.name or '?'} ({where}{self.op})"


@dataclass
class ValueInfo:
    name: str
    shape: tuple  # ints, or str/None for symbolic dimensions
    dtype: np.dtype


@dataclass
class Graph:
    nodes: list[Node]
    initializers: dict[str, np.ndarray]
    inputs: list[ValueInfo]
    outputs: list[ValueInfo]
    opset: int = 13
    name: str = "graph"
    layouts: dict[str, str] = field(default_factory=dict)  # tensor -> "NHWC" for converted 4-D tensors
    _names: Any = field(default=None, repr=False)

    def copy(self) -> Graph:
        new = copy.copy(self)
        new.nodes = [copy.copy(n) for n in self.nodes]
        for n in new.nodes:
            n.inputs, n.outputs, n.attrs = list(n.inputs), list(n.outputs), dict(n.attrs)
        new.initializers = dict(self.initializers)
        new.inputs, new.outputs = list(self.inputs), list(self.outputs)
        new.layouts = dict(self.layouts)
        new._names = None
        return new

    def fresh_name(self, base: str) -> str:
        """A tensor name that is not used anywhere in the graph."""
        if self._names is None:
            used = set(self.initializers) | {v.name for v in self.inputs + self.outputs}
            for n in self.nodes:
                used.update(n.inputs)
                used.update(n.outputs)
            self._names = used
        for i in itertools.count():
            candidate = f"{base}__{i}"
            if candidate not in self._names:
                self._names.add(candidate)
                return candidate
        raise AssertionError("unreachable")

    def consumers(self) -> dict[str, list[Node]]:
        out: dict[str, list[Node]] = {}
        for n in self.nodes:
            for name in n.inputs:
                if name:
                    out.setdefault(name, []).append(n)
        return out

    def producers(self) -> dict[str, Node]:
        return {name: n for n in self.nodes for name in n.outputs if name}

    @property
    def output_names(self) -> list[str]:
        return [v.name for v in self.outputs]

    def is_constant(self, name: str) -> bool:
        return name in self.initializers

    def shape_only_tensors(self) -> set[str]:
        """Tensors that depend on the input shapes only, never on input values: the outputs of Shape and
        Size, and of every node whose inputs are such tensors or constants (initializers excluded)."""
        known = set(self.initializers)
        for node in self.nodes:
            if node.op in ("Shape", "Size") or all(not name or name in known for name in node.inputs):
                known.update(name for name in node.outputs if name)
        return known - set(self.initializers)

    def count(self, op: str) -> int:
        return sum(1 for n in self.nodes if n.op == op)

    def summary(self) -> str:
        ops: dict[str, int] = {}
        for n in self.nodes:
            key = f"{n.domain + '.' if n.domain else ''}{n.op}"
            ops[key] = ops.get(key, 0) + 1
        return ", ".join(f"{k} x{v}" for k, v in sorted(ops.items()))
