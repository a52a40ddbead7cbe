"""Whether a model can run, answered once at load time for the whole model.

``check_model`` validates every node of the imported graph against the operator registry and raises one
``UnsupportedModelError`` that names every unsupported operator (domain, type, how many nodes, the first
node names), every other refusal (an attribute value, a subgraph), the model's opset, and what to do --
instead of stopping at the first node.
"""

from __future__ import annotations

from dataclasses import dataclass

from ixconv.graph.ir import Graph, Node
from ixconv.graph.ops import REGISTRY, check_node

CONTROL_FLOW = {"Loop", "If", "Scan", "SequenceMap"}


@dataclass(frozen=True)
class Problem:
    node: str
    op: str  # "domain.Op" for other domains
    message: str
    unsupported_op: bool  # the operator itself is unknown (not one of its attributes)


class UnsupportedModelError(ValueError):
    """A model that cannot run: ``problems`` lists every node that was refused."""

    def __init__(self, message: str, problems: list[Problem]):
        super().__init__(message)
        self.problems = problems


def _qualified(node: Node) -> str:
    return f"{node.domain}.{node.op}" if node.domain not in ("", "ai.onnx") else node.op


def problems_of(graph: Graph) -> list[Problem]:
    """Every node of the graph that the registry refuses, with the reason."""
    found = []
    for node in graph.nodes:
        if node.domain == "ixconv":
            continue
        unknown = node.domain not in ("", "ai.onnx") or node.op not in REGISTRY
        public = {k: v for k, v in node.attrs.items() if not k.startswith("__")}  # (the passes' own marks)
        try:
            check_node(Node(node.op, node.inputs, node.outputs, public, node.name, node.domain), graph.opset)
        except ValueError as e:
            found.append(Problem(node.name or "?", _qualified(node), str(e), unknown))
    return found


def _advice(problems: list[Problem], opset: int) -> str:
    domains = {p.op.rsplit(".", 1)[0] for p in problems if "." in p.op}
    ops = {p.op for p in problems}
    advice = []
    if domains:
        advice.append(
            f"operators of the {', '.join(sorted(domains))} domain(s) come from a runtime's own graph optimizations "
            "or extensions: export the model from its framework again (or save it before ONNX Runtime optimizes it)"
        )
    if ops & CONTROL_FLOW:
        advice.append("control flow (Loop/If/Scan) is not supported: export with loops unrolled and branches fixed")
    advice.append("file an issue with the model attached to the project, or run it in ONNX Runtime")
    return "; ".join(advice)


def check_model(graph: Graph, name: str = "model") -> None:
    """Raise ``UnsupportedModelError`` naming every problem of the graph (nothing when it can run)."""
    problems = problems_of(graph)
    if not problems:
        return
    unknown: dict[str, list[str]] = {}
    for p in problems:
        if p.unsupported_op:
            unknown.setdefault(p.op, []).append(p.node)
    parts = []
    if unknown:
        listed = [
            f"{op} (x{len(nodes)}: {', '.join(repr(n) for n in nodes[:3])}{', ...' if len(nodes) > 3 else ''})"
            for op, nodes in sorted(unknown.items())
        ]
        parts.append(f"{len(unknown)} unsupported operator(s): {'; '.join(listed)}")
    others = [p for p in problems if not p.unsupported_op]
    if others:
        shown = "; ".join(p.message for p in others[:5])
        parts.append(f"{len(others)} unsupported node(s): {shown}{'; ...' if len(others) > 5 else ''}")
    message = (
        f"{name} (opset {graph.opset}) cannot run in ixconv: "
        + ". ".join(parts)
        + f". What to do: {_advice(problems, graph.opset)}."
    )
    raise UnsupportedModelError(message, problems)
