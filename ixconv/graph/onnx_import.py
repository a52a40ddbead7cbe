"""ONNX model -> ``Graph``: parse (file, bytes or ModelProto), check, and convert.

Everything that cannot be run exactly is refused here or when the executor prepares the node, with a
``ValueError`` naming the node, the op and the attribute: there is no silent fallback.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np

from ixconv.graph.ir import Graph, Node, ValueInfo

MIN_OPSET = 9
SUBGRAPH = "<subgraph>"  # the value of a GRAPH attribute (Loop, If, Scan bodies): never run


def _onnx():
    try:
        import onnx
    except ImportError as e:  # pragma: no cover - onnx is a core dependency
        raise ImportError("ixconv.load needs the onnx package") from e
    return onnx


def _check_external_data(model, base_dir: Path) -> None:
    """Every external-data location must resolve inside the model's directory (no path traversal)."""
    from onnx.external_data_helper import _get_all_tensors, uses_external_data

    root = base_dir.resolve()
    for tensor in _get_all_tensors(model):
        if not uses_external_data(tensor):
            continue
        location = next((e.value for e in tensor.external_data if e.key == "location"), None)
        if location is None:
            raise ValueError(f"initializer {tensor.name!r}: external data without a location")
        target = (root / location).resolve()
        if os.path.isabs(location) or root not in target.parents:
            raise ValueError(
                f"initializer {tensor.name!r}: external data location {location!r} leaves the model's directory"
            )
        if not target.is_file():
            raise ValueError(f"initializer {tensor.name!r}: external data file {location!r} does not exist")


def load_model_proto(source):
    """A ModelProto from a path, bytes or a ModelProto, with external data loaded safely."""
    onnx = _onnx()
    from google.protobuf.message import DecodeError

    if isinstance(source, onnx.ModelProto):
        return source
    if isinstance(source, (bytes, bytearray, memoryview)):
        try:
            model = onnx.load_from_string(bytes(source))
        except (DecodeError, ValueError, RuntimeError) as e:
            raise ValueError(f"model: the bytes are not a valid ONNX model ({e})") from None
        return model
    if isinstance(source, (str, os.PathLike)):
        path = Path(source)
        if not path.is_file():
            raise FileNotFoundError(f"model: no such file {str(path)!r}")
        try:
            model = onnx.load(str(path), load_external_data=False)
        except (DecodeError, ValueError, RuntimeError, OSError) as e:
            raise ValueError(f"model: {str(path)!r} is not a valid ONNX model ({e})") from None
        _check_external_data(model, path.parent)
        from onnx.external_data_helper import load_external_data_for_model

        load_external_data_for_model(model, str(path.parent))
        return model
    raise TypeError(f"model must be a path, bytes or an onnx.ModelProto, got {type(source).__name__}")


def _shape(type_proto) -> tuple:
    tensor = type_proto.tensor_type
    if not tensor.HasField("shape"):
        return ()
    dims = []
    for d in tensor.shape.dim:
        if d.HasField("dim_value") and d.dim_value >= 0:
            dims.append(int(d.dim_value))  # (some exporters write -1 for a dynamic dimension)
        elif d.HasField("dim_param"):
            dims.append(d.dim_param)
        else:
            dims.append(None)
    return tuple(dims)


def _dtype(type_proto) -> np.dtype:
    from onnx import helper

    elem = type_proto.tensor_type.elem_type
    if elem == 0:
        return np.dtype(np.float32)
    return np.dtype(helper.tensor_dtype_to_np_dtype(elem))


def _attribute(attr, node_label: str):
    from onnx import AttributeProto, helper, numpy_helper

    if attr.type in (AttributeProto.GRAPH, AttributeProto.GRAPHS):
        return SUBGRAPH  # control flow: refused with every other problem of the model (graph.support)
    if attr.type == AttributeProto.TENSOR:
        return numpy_helper.to_array(attr.t)
    value = helper.get_attribute_value(attr)
    if isinstance(value, bytes):
        return value.decode()
    if isinstance(value, list) and value and isinstance(value[0], bytes):
        return [v.decode() for v in value]
    return value


def _constant_value(node: Node) -> np.ndarray:
    attrs = node.attrs
    for key, dtype in (("value_float", np.float32), ("value_int", np.int64)):
        if key in attrs:
            return np.array(attrs[key], dtype)
    for key, dtype in (("value_floats", np.float32), ("value_ints", np.int64)):
        if key in attrs:
            return np.array(attrs[key], dtype)
    if "value" in attrs:
        return np.asarray(attrs["value"])
    raise ValueError(f"node {node}: Constant needs a 'value', 'value_float(s)' or 'value_int(s)' attribute")


UPGRADE_TARGETS = (MIN_OPSET, 11, 13)  # tried in order: the lowest opset the converter reaches


def upgrade_opset(model, opset: int):
    """A model written at an opset older than ``MIN_OPSET`` (PyTorch's exporter wrote 6-8 for years),
    converted with ``onnx.version_converter`` to the lowest supported opset it reaches, with a warning."""
    import warnings

    from onnx import version_converter

    errors = []
    for target in UPGRADE_TARGETS:
        try:
            converted = version_converter.convert_version(model, target)
        except Exception as e:  # the converter raises its own C++ exception types
            errors.append(f"to {target}: {e}")
            continue
        warnings.warn(
            f"model: opset {opset} converted to opset {target} with onnx.version_converter", stacklevel=3
        )  # fmt: skip
        return converted, target
    raise ValueError(
        f"model: opset {opset} is older than the supported {MIN_OPSET} and onnx.version_converter could not "
        f"convert it ({'; '.join(errors)}); re-export the model at opset {MIN_OPSET} or newer"
    )


def to_graph(model) -> Graph:
    """Convert a ModelProto (already loaded) into a ``Graph``; Constant nodes become initializers."""
    from onnx import numpy_helper

    opset = None
    for imp in model.opset_import:
        if imp.domain in ("", "ai.onnx"):
            opset = int(imp.version)
    if opset is None:
        raise ValueError("model: it imports no version of the default ONNX operator set")
    if opset < MIN_OPSET:
        model, opset = upgrade_opset(model, opset)
    g = model.graph
    initializers = {t.name: numpy_helper.to_array(t) for t in g.initializer}
    nodes: list[Node] = []
    for i, proto in enumerate(g.node):
        name = proto.name or f"{proto.op_type}_{i}"
        label = f"{name!r} ({proto.op_type})"
        attrs = {a.name: _attribute(a, label) for a in proto.attribute}
        domain = "" if proto.domain == "ai.onnx" else proto.domain  # other domains: refused by graph.support
        node = Node(proto.op_type, list(proto.input), list(proto.output), attrs, name, domain)
        if node.op == "Constant":
            initializers[node.outputs[0]] = _constant_value(node)
            continue
        nodes.append(node)
    inputs = [ValueInfo(v.name, _shape(v.type), _dtype(v.type)) for v in g.input if v.name not in initializers]
    outputs = [ValueInfo(v.name, _shape(v.type), _dtype(v.type)) for v in g.output]
    known = set(initializers) | {v.name for v in inputs}
    for node in nodes:
        for name in node.inputs:
            if name and name not in known:
                raise ValueError(f"node {node}: input {name!r} is produced by no node, input or initializer")
        known.update(o for o in node.outputs if o)
    for v in outputs:
        if v.name not in known:
            raise ValueError(f"model: graph output {v.name!r} is produced by nothing")
    return Graph(nodes, initializers, inputs, outputs, opset, g.name or "graph")
