"""``Graph`` -> ONNX ModelProto: the way back from ``onnx_import.to_graph``, for graphs that are still plain ONNX
(the quantizer writes its QDQ model from the graph it rewrote). Graphs holding ixconv's own nodes (after the
fusion or layout passes) are refused: no other runtime could read them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ixconv.graph.ir import Graph, ValueInfo
from ixconv.graph.onnx_import import SUBGRAPH

if TYPE_CHECKING:
    import onnx


def _value_info(v: ValueInfo):
    from onnx import helper

    shape = None if v.shape == () else [d if isinstance(d, (int, str)) else None for d in v.shape]
    return helper.make_tensor_value_info(v.name, helper.np_dtype_to_tensor_dtype(np.dtype(v.dtype)), shape)


def _attribute_value(value):
    from onnx import numpy_helper

    if isinstance(value, np.ndarray):
        return numpy_helper.from_array(value)
    if isinstance(value, np.generic):
        return value.item()
    return value


def to_model_proto(graph: Graph, template: onnx.ModelProto | None = None, opset: int | None = None) -> onnx.ModelProto:
    """The graph as an ``onnx.ModelProto``. ``template``: a ModelProto whose IR version, other operator-set
    imports, producer and metadata are kept; ``opset``: the default domain's version (the graph's by default)."""
    from onnx import AttributeProto, helper, numpy_helper

    nodes = []
    for n in graph.nodes:
        if n.domain == "ixconv":
            raise ValueError(f"node {n}: ixconv's own operators cannot be written as ONNX")
        attrs = {k: _attribute_value(v) for k, v in n.attrs.items() if not k.startswith("__")}
        if any(isinstance(v, str) and v == SUBGRAPH for v in attrs.values()):
            raise ValueError(f"node {n}: control flow (subgraph attributes) is not supported")
        empty = [k for k, v in attrs.items() if isinstance(v, (list, tuple)) and not v]  # its type is lost: ints
        node = helper.make_node(n.op, n.inputs, n.outputs, name=n.name, domain=n.domain or None,
                                **{k: v for k, v in attrs.items() if k not in empty})  # fmt: skip
        node.attribute.extend(helper.make_attribute(k, [], attr_type=AttributeProto.INTS) for k in empty)
        nodes.append(node)
    initializers = [numpy_helper.from_array(np.asarray(v), k) for k, v in graph.initializers.items()]
    proto = helper.make_graph(
        nodes, graph.name, [_value_info(v) for v in graph.inputs], [_value_info(v) for v in graph.outputs], initializers
    )
    version = opset or graph.opset
    imports = [helper.make_opsetid("", version)]
    if template is not None:
        imports += [i for i in template.opset_import if i.domain not in ("", "ai.onnx")]
    model = helper.make_model(proto, opset_imports=imports, producer_name="ixconv")
    model.ir_version = max(int(template.ir_version), 7) if template is not None and template.ir_version else 8
    if template is not None:
        for prop in template.metadata_props:
            model.metadata_props.add(key=prop.key, value=prop.value)
    return model
