"""A float64 evaluation of an ONNX model: the arbiter when ixconv and a peer disagree.

Every float32 initializer and input is promoted to float64 and each node runs through its NumPy reference in
the operator registry (``ixconv.graph.ops``), whose dtype rules keep float64 as float64; a ``Cast`` to float32
becomes a cast to float64. No pass, no layout change, no kernel: the graph as written, in double precision.
When ixconv's and ONNX Runtime's outputs differ, the side farther from this evaluation is the one that is off
(PP-OCRv4 det on a random-normal input: ONNX Runtime 1.7e-4 of the output's largest magnitude away from it,
ixconv 2.3e-5).
"""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Graph, Node
from ixconv.graph.onnx_import import load_model_proto, to_graph
from ixconv.graph.ops import run_node

_FLOAT, _DOUBLE = 1, 11  # onnx.TensorProto.FLOAT / DOUBLE


def _promote(value):
    if isinstance(value, np.ndarray) and value.dtype == np.float32:
        return value.astype(np.float64)
    return value


def evaluate_float64(source, feeds: dict[str, np.ndarray], promote: bool = True) -> dict[str, np.ndarray]:
    """The model's outputs (name -> float64 array for float outputs) computed in double precision.

    ``source``: a path, bytes, an ``onnx.ModelProto`` or an ixconv ``Graph`` (not yet optimized).
    ``promote=False`` evaluates the same NumPy references in the model's own precision (float32): how far
    that lands from the float64 result is the float32 conditioning of the model at this input."""
    graph = source if isinstance(source, Graph) else to_graph(load_model_proto(source))
    keep = _promote if promote else (lambda v: v)
    values = {name: keep(v) for name, v in graph.initializers.items()}
    for info in graph.inputs:
        if info.name not in feeds:
            raise ValueError(f"feeds: missing input {info.name!r}")
        values[info.name] = keep(np.asarray(feeds[info.name]))
    for node in graph.nodes:
        if promote and node.op == "Cast" and node.attrs.get("to") == _FLOAT:
            node = Node(node.op, node.inputs, node.outputs, {**node.attrs, "to": _DOUBLE}, node.name, node.domain)
        inputs = [values[name] if name else None for name in node.inputs]
        for name, value in zip(node.outputs, run_node(node, inputs, graph.opset)):
            if name:
                values[name] = keep(value)
    return {v.name: values[v.name] for v in graph.outputs}
