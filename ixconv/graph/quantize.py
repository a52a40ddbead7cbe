"""Post-training static quantization: a float ONNX model in, a standard QDQ ONNX model out.

``quantize_model`` (and ``ixconv quantize``) follow ONNX Runtime's ``quantize_static`` with ``QuantFormat.QDQ``:

1. **Prepare** the float graph as ``quant_pre_process`` would: Identity/Dropout removed, constants folded,
   BatchNormalization, bias Adds and Pads folded into the convolutions (``passes``), so the weights that get
   quantized are the ones that run.
2. **Choose** the layers: 2-D Conv, Gemm (alpha 1, A not transposed) and MatMul with constant float weights,
   minus ``exclude``. A Relu, or a Clip from 0, that alone reads a layer's output is folded into that output's
   quantization (zero point 0: saturation is the Relu), as ONNX Runtime removes it.
3. **Calibrate** (``calibrate.collect_ranges``): the ranges of every layer's input and output on the samples
   (the model's outputs by min/max whatever the method).
4. **Write** QuantizeLinear -> DequantizeLinear on each of those tensors (uint8, asymmetric; every reader
   then reads the dequantized value, a graph output keeps its name), the weights as int8 DequantizeLinear
   inputs (symmetric, zero point 0, per output channel -- Conv axis 0, Gemm 0 or 1 by transB, MatMul 1 -- or
   per tensor) and the bias as int32 with scale x_scale * w_scale.

What is not quantized stays float between a DequantizeLinear and a QuantizeLinear: residual Adds (an activation
one reads is quantized too: ``residual_operands``), pooling, element-wise ops (ixconv fuses a DequantizeLinear ->
Add -> Relu -> QuantizeLinear chain into one kernel, and a SiLU between a convolution and a QuantizeLinear into the
convolution; ``qdq.py`` turns each quantized Conv into a QLinearConv; Gemm/MatMul run as fp32 kernels on the
dequantized weights).

Operators that only move values (``qdq.MOVEMENT``: Concat, Split, Slice, MaxPool, nearest Resize, Reshape...) whose
outputs are all quantized get their inputs quantized too, every input and output with the same scale and zero
point (the union of their ranges, ``shared_groups``), as TFLite's converter and ONNX Runtime's quantizer do for
Concat and MaxPool: ixconv (and ONNX Runtime) then move the bytes themselves. A YOLO's C2f block (Split, the
bottlenecks, Concat) runs on 8-bit tensors from end to end. The file records what was done in its metadata
(``METADATA_KEY``, JSON).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ixconv.graph import passes
from ixconv.graph.calibrate import DEFAULT_PERCENTILE, METHODS, collect_ranges
from ixconv.graph.calibration_data import CalibrationData
from ixconv.graph.guard import AccuracyBudget, Subset, guard, sensitivity, stable_batches
from ixconv.graph.ir import Graph, Node
from ixconv.graph.onnx_export import to_model_proto
from ixconv.graph.onnx_import import load_model_proto, to_graph
from ixconv.graph.qdq import movement_data
from ixconv.ops.quant import calibrate

if TYPE_CHECKING:
    import onnx

METADATA_KEY = "ixconv.quantize"
QDQ_OPSET = 13  # per-axis QuantizeLinear / DequantizeLinear
QUANTIZABLE = ("Conv", "Gemm", "MatMul")
BIAS_LIMIT = float(2**31 - 2**8)  # the largest |int32 bias| written: int32's, less float32 rounding of the scale


@dataclass
class Layer:
    """A layer to quantize: its node in the prepared graph, the weights' output-channel axis, the constant bias
    to store as int32 (or ""), and the tensor quantized after it (a folded Relu's / Clip's output)."""

    node: Node
    axis: int
    bias: str
    output: str
    folded: Node | None = None


def prepare(graph: Graph) -> Graph:
    """The float graph as it will be quantized (see the module's docstring, step 1)."""
    from ixconv.graph.ops import run_node

    g = passes.remove_identities(graph)
    g = passes.fold_constants(g, lambda node, inputs: run_node(node, inputs, graph.opset))
    g = passes.fold_bias_add(g)
    g = passes.fold_batchnorm(g)
    return passes.fold_pad(g)


def _float_constant(g: Graph, name: str, ndim: int) -> bool:
    return bool(name) and g.is_constant(name) and g.initializers[name].dtype == np.float32 and (
        g.initializers[name].ndim == ndim
    )  # fmt: skip


def _layer(g: Graph, n: Node) -> Layer | None:
    """``n`` as a quantizable layer, or None."""
    if n.domain or n.op not in QUANTIZABLE or len(n.outputs) != 1 or len(n.inputs) < 2:
        return None
    bias = n.inputs[2] if len(n.inputs) > 2 else ""
    if n.op == "Conv":
        if not _float_constant(g, n.inputs[1], 4) or (bias and not _float_constant(g, bias, 1)):
            return None
        return Layer(n, 0, bias, n.outputs[0])
    if not _float_constant(g, n.inputs[1], 2):
        return None
    if n.op == "MatMul":
        return Layer(n, 1, "", n.outputs[0])
    if float(n.attrs.get("alpha", 1.0)) != 1.0 or int(n.attrs.get("transA", 0)):
        return None
    axis = 0 if int(n.attrs.get("transB", 0)) else 1
    channels = g.initializers[n.inputs[1]].shape[axis]
    vector_bias = bias and _float_constant(g, bias, 1) and g.initializers[bias].shape == (channels,)
    plain = float(n.attrs.get("beta", 1.0)) == 1.0
    return Layer(n, axis, bias if vector_bias and plain else "", n.outputs[0])


def _foldable_clamp(g: Graph, node: Node) -> bool:
    """A Relu, or a Clip with constant bounds from 0: quantizing its input with zero point 0 clamps the same."""
    if node.domain or len(node.outputs) != 1:
        return False
    if node.op == "Relu":
        return True
    if node.op != "Clip" or len(node.inputs) < 2 or not node.inputs[1] or not g.is_constant(node.inputs[1]):
        return False
    high_constant = len(node.inputs) < 3 or not node.inputs[2] or g.is_constant(node.inputs[2])
    return high_constant and float(np.asarray(g.initializers[node.inputs[1]]).reshape(-1)[0]) == 0.0


def choose_layers(g: Graph, exclude: tuple[str, ...] = ()) -> tuple[list[Layer], list[str]]:
    """(layers to quantize, names of the quantizable layers excluded)."""
    consumers = g.consumers()
    layers, excluded = [], []
    for n in g.nodes:
        layer = _layer(g, n)
        if layer is None:
            continue
        if n.name in exclude:
            excluded.append(n.name)
            continue
        readers = consumers.get(layer.output, [])
        if len(readers) == 1 and layer.output not in g.output_names and _foldable_clamp(g, readers[0]):
            layer.folded, layer.output = readers[0], readers[0].outputs[0]
        layers.append(layer)
    return layers, excluded


def _moved_tensors(g: Graph, n: Node) -> list[str] | None:
    """The activations a movement operator (``qdq.movement_data``) moves, or None (not one, or a constant)."""
    data = movement_data(n)
    tensors = None if data is None else [n.inputs[k] for k in data]
    return None if tensors is None or any(not t or g.is_constant(t) for t in tensors) else tensors


def shared_groups(g: Graph, quantized: set[str]) -> list[list[str]]:
    """Groups of tensors that must share one scale and zero point: a movement operator whose outputs are all
    quantized joins its data inputs (then quantized too) and outputs in one group, transitively (a Resize feeding
    a Concat feeding a convolution). Each group lists its tensors, those first quantized here included."""
    parent: dict[str, str] = {}

    def find(t: str) -> str:
        while parent.setdefault(t, t) != t:
            t = parent[t]
        return t

    members = set(quantized)
    joined: set[int] = set()
    changed = True
    while changed:
        changed = False
        for n in reversed(g.nodes):
            outs = [o for o in n.outputs if o]
            moved = _moved_tensors(g, n)
            if id(n) in joined or moved is None or not all(o in members for o in outs):
                continue
            tensors = moved + outs
            for t in tensors[1:]:
                parent[find(t)] = find(tensors[0])
            members.update(tensors)
            joined.add(id(n))
            changed = True
    groups: dict[str, list[str]] = {}
    for t in parent:
        groups.setdefault(find(t), []).append(t)
    return [sorted(ts) for ts in groups.values() if len(ts) > 1]


def residual_operands(g: Graph, quantized: set[str]) -> list[str]:
    """The float operands of Adds whose other operand is ``quantized``, when each is computed from one quantized
    tensor by element-wise operators and scalar constants (an activation: a YOLO bottleneck adds the SiLU of its
    convolution's output to its input). Quantized too, as ONNX Runtime's quantizer quantizes an Add's inputs:
    the Add then runs on two 8-bit operands, in the convolution's epilogue after its activation's table."""
    producers, found = g.producers(), []
    for n in g.nodes:
        if n.op != "Add" or n.domain or len(n.inputs) != 2 or any(not i or g.is_constant(i) for i in n.inputs):
            continue
        for own, other in (n.inputs, n.inputs[::-1]):
            if own in quantized and other not in quantized and other not in found:
                if _activation_of_one(g, other, quantized, producers):
                    found.append(other)
    return found


def _activation_of_one(g: Graph, name: str, quantized: set[str], producers: dict[str, Node]) -> bool:
    """Whether ``name`` is computed from exactly one ``quantized`` tensor by element-wise operators (at most 8)
    and scalar constants."""
    from ixconv.graph.fusion import TABLE_OPS

    sources, seen, todo = set(), set(), [name]
    while todo:
        t = todo.pop()
        if t in seen:
            continue
        seen.add(t)
        if t in quantized:
            sources.add(t)
            continue
        n = producers.get(t)
        if n is None or n.domain or n.op not in TABLE_OPS or n.op.endswith("QuantizeLinear") or len(seen) > 8:
            return False
        for i in n.inputs:
            if i and g.is_constant(i):
                if np.asarray(g.initializers[i]).size != 1:
                    return False
            elif i:
                todo.append(i)
    return len(sources) == 1


def end_layers(g: Graph) -> list[str]:
    """The quantizable layers at the model's ends: those no other quantizable layer comes before (the first
    convolution, reading the input itself) or after (the classifier, a detector's output convolutions). Their
    inputs and outputs are the tensors 8 bits hurt most -- the image, the answer -- and they hold few of the
    products: ``keep_ends`` leaves them in float."""
    producers, consumers = g.producers(), g.consumers()
    layers = [n for n in g.nodes if _layer(g, n) is not None]

    def reaches(start: list[str], step) -> set[int]:
        """ids of the quantizable layers reached from ``start`` through ``step`` (producers or consumers)."""
        found, seen, todo = set(), set(), list(start)
        while todo:
            t = todo.pop()
            if t in seen:
                continue
            seen.add(t)
            for n in step(t):
                if _layer(g, n) is not None:
                    found.add(id(n))
                else:
                    todo += [i for i in (n.inputs if step is before else n.outputs) if i]
        return found

    def before(t: str) -> list[Node]:
        n = producers.get(t)
        return [n] if n is not None else []

    def after(t: str) -> list[Node]:
        return consumers.get(t, [])

    first = [n.name for n in layers if not reaches([i for i in n.inputs[:1] if i], before)]
    last = [n.name for n in layers if not reaches(list(n.outputs), after)]
    return list(dict.fromkeys(first + last))


def quantize_weights(w: np.ndarray, axis: int | None, least_scale=None) -> tuple[np.ndarray, np.ndarray]:
    """(int8 weights, float32 scale): symmetric, zero point 0, per index along ``axis`` or per tensor; the scale
    no smaller than ``least_scale`` (per index, or one number) when given."""
    if axis is None:
        amax = np.abs(w).max(initial=0.0)
    else:
        amax = np.abs(w).max(axis=tuple(i for i in range(w.ndim) if i != axis), initial=0.0)
    scale, _ = calibrate(-amax, amax, np.int8, symmetric=True)
    if least_scale is not None:
        least = np.asarray(least_scale, np.float64)
        scale = np.maximum(scale, (least.max(initial=0.0) if axis is None else least).astype(np.float32))
    shape = [1] * w.ndim
    if axis is not None:
        shape[axis] = -1
    q = np.clip(np.rint(w.astype(np.float32) / scale.reshape(shape)), -127, 127).astype(np.int8)
    return q, scale


def _constant(g: Graph, base: str, value: np.ndarray) -> str:
    name = g.fresh_name(base)
    g.initializers[name] = np.asarray(value)
    return name


def _dequantize(g: Graph, base: str, q: np.ndarray, scale: np.ndarray, zero: np.ndarray, axis: int) -> Node:
    """A DequantizeLinear of the constant ``q`` (per index along ``axis`` when the scale is 1-D)."""
    inputs = [_constant(g, f"{base}_quantized", q), _constant(g, f"{base}_scale", scale),
              _constant(g, f"{base}_zero_point", zero)]  # fmt: skip
    attrs = {"axis": axis} if scale.ndim == 1 else {}
    return Node("DequantizeLinear", inputs, [g.fresh_name(f"{base}_dequantized")], attrs, g.fresh_name(f"{base}_DQ"))


def _quantize_constants(g: Graph, layer: Layer, x_scale: np.ndarray, per_channel: bool) -> list[Node]:
    """The DequantizeLinear nodes of a layer's int8 weights and int32 bias, the layer rewired to read them. A bias
    that int32 cannot hold at scale x_scale * w_scale (weights near zero, a tiny input range) widens the weights'
    scale instead of being clipped, as ONNX Runtime's quantizer does."""
    n = layer.node
    axis = layer.axis if per_channel else None
    b = g.initializers[layer.bias].astype(np.float64) if layer.bias else None
    least = None if b is None else np.abs(b) / (float(x_scale) * BIAS_LIMIT)
    q, scale = quantize_weights(g.initializers[n.inputs[1]], axis, least)
    weights = _dequantize(g, n.inputs[1], q, scale, np.zeros(scale.shape, np.int8), layer.axis)
    n.inputs[1] = weights.outputs[0]
    if b is None:
        return [weights]
    bias_scale = (x_scale.astype(np.float32) * scale).astype(np.float32)
    info = np.iinfo(np.int32)
    b_q = np.clip(np.rint(b / bias_scale.astype(np.float64)), info.min, info.max).astype(np.int32)
    bias = _dequantize(g, layer.bias, b_q, bias_scale, np.zeros(bias_scale.shape, np.int32), 0)
    n.inputs[2] = bias.outputs[0]
    return [weights, bias]


def write_qdq(
    g: Graph,
    layers: list[Layer],
    ranges: dict[str, tuple[float, float]],
    per_channel: bool = True,
    groups: list[list[str]] = (),
    operands: list[str] = (),
) -> tuple[Graph, dict[str, tuple[float, int]]]:
    """The QDQ graph (``g`` itself, rewritten) and the activations' {tensor: (scale, zero point)}; ``groups``
    (``shared_groups``): tensors quantized with one scale and zero point, from the union of their ranges. A group
    holding a folded Relu's output (zero point 0) whose union reaches below 0 is left out. ``operands``
    (``residual_operands``): other tensors quantized on their own range."""
    folded = {id(layer.folded) for layer in layers if layer.folded is not None}
    for layer in layers:
        layer.node.outputs = [layer.output]
    g.nodes = [n for n in g.nodes if id(n) not in folded]
    layer_inputs = {id(layer.node): layer.node.inputs[0] for layer in layers}
    ranges = dict(ranges)
    for layer in layers:  # a folded Relu / Clip is exact only with zero point 0: the range starts at 0
        if layer.folded is not None:
            ranges[layer.output] = (0.0, max(ranges[layer.output][1], 0.0))
    params: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    for name in [t for layer in layers for t in (layer.node.inputs[0], layer.output)] + list(operands):
        if name not in params:
            scale, zero = calibrate(*ranges[name], np.uint8)
            params[name] = (scale.reshape(()), zero.astype(np.uint8).reshape(()))
    zero_based = {layer.output for layer in layers if layer.folded is not None}
    for group in groups:
        low, high = min(ranges[t][0] for t in group), max(ranges[t][1] for t in group)
        if low < 0 and zero_based & set(group):
            continue
        scale, zero = calibrate(low, high, np.uint8)
        for t in group:
            params[t] = (scale.reshape(()), zero.astype(np.uint8).reshape(()))
    # each tensor T: T -> QuantizeLinear -> DequantizeLinear -> every reader of T; a graph output keeps its name
    # on the DequantizeLinear's output, its producer writing T_float instead
    graph_inputs, graph_outputs = {v.name for v in g.inputs}, set(g.output_names)
    pairs: dict[str, list[Node]] = {}  # the tensor as its producer writes it -> its two nodes
    for name, (scale, zero) in params.items():
        s, z = _constant(g, f"{name}_scale", scale), _constant(g, f"{name}_zero_point", zero)
        if name in graph_outputs and name not in graph_inputs:
            source, target = g.fresh_name(f"{name}_float"), name
            for n in g.nodes:
                n.outputs = [source if o == name else o for o in n.outputs]
        else:
            source, target = name, g.fresh_name(f"{name}_dequantized")
            for n in g.nodes:
                n.inputs = [target if i == name else i for i in n.inputs]
        q = g.fresh_name(f"{name}_quantized")
        pairs[source] = [
            Node("QuantizeLinear", [source, s, z], [q], {}, g.fresh_name(f"{name}_QuantizeLinear")),
            Node("DequantizeLinear", [q, s, z], [target], {}, g.fresh_name(f"{name}_DequantizeLinear")),
        ]
    by_node = {id(layer.node): layer for layer in layers}
    nodes = [node for name, pair in pairs.items() if name in graph_inputs for node in pair]
    for n in g.nodes:
        if id(n) in by_node:
            nodes += _quantize_constants(g, by_node[id(n)], params[layer_inputs[id(n)]][0], per_channel)
        nodes.append(n)
        nodes += [node for o in n.outputs if o in pairs for node in pairs[o]]
    g.nodes = nodes
    activations = {name: (float(s), int(z)) for name, (s, z) in params.items()}
    used = {i for n in g.nodes for i in n.inputs} | set(g.output_names)
    g.initializers = {k: v for k, v in g.initializers.items() if k in used}
    return g, activations


def _checked_exclude(exclude, graph: Graph) -> tuple[str, ...]:
    if isinstance(exclude, str):
        exclude = (exclude,)
    try:
        names = tuple(exclude)
    except TypeError:
        raise TypeError(f"exclude must be node names (strings), got {type(exclude).__name__}") from None
    if not all(isinstance(name, str) for name in names):
        raise TypeError(f"exclude must be node names (strings), got {names!r}")
    known = {n.name for n in graph.nodes}
    unknown = [name for name in names if name not in known]
    if unknown:
        layers = [n.name for n in graph.nodes if n.op in QUANTIZABLE]
        shown = ", ".join(layers[:8]) + (", ..." if len(layers) > 8 else "")
        raise ValueError(f"exclude: no node named {', '.join(map(repr, unknown))} in the model (its layers: {shown})")
    return names


def _at_qdq_opset(proto: onnx.ModelProto) -> onnx.ModelProto:
    """The model at opset 13 or newer (per-axis DequantizeLinear), converted with onnx.version_converter."""
    from onnx import version_converter

    opset = max((int(i.version) for i in proto.opset_import if i.domain in ("", "ai.onnx")), default=0)
    if opset >= QDQ_OPSET:
        return proto
    try:
        return version_converter.convert_version(proto, QDQ_OPSET)
    except Exception as e:  # the converter raises its own C++ exception types
        raise ValueError(
            f"model: opset {opset} could not be converted to opset {QDQ_OPSET}, which QDQ models need ({e}); "
            f"re-export the model at opset {QDQ_OPSET} or newer"
        ) from None


def quantize_model(
    model,
    calibration,
    *,
    samples: int | None = None,
    method: str = "minmax",
    per_channel: bool = True,
    exclude=(),
    output: str | os.PathLike | None = None,
    preprocess=None,
    percentile: float = DEFAULT_PERCENTILE,
    num_threads: int | None = None,
    accuracy_budget=None,
    keep_ends: bool = False,
    charset: list[str] | None = None,
) -> onnx.ModelProto:
    """Quantize a float ONNX model (path, bytes or ModelProto) to a QDQ ``onnx.ModelProto`` (see the module's
    docstring), calibrated on ``calibration`` (an array of samples, a dict of them per input, an iterable of
    batches, a ``.npy`` file or files, or a folder of images read with ``preprocess``: an
    ``ixconv.graph.preprocess.Preprocess``, a dict of its fields or its text form; default: ImageNet's evaluation
    transform at the model's input size). ``samples``: use at most this many; ``method``: ``"minmax"``, ``"percentile"``
    (``percentile`` % of the values kept) or ``"entropy"``; ``exclude``: names of layers left in float;
    ``output``: also save the model there; ``accuracy_budget`` (``guard.AccuracyBudget.parse``: ``"top1=0.99"``,
    ``"sqnr=30"``...): leave the most sensitive layers in float until the quantized model's outputs meet it on
    the calibration samples (``ValueError`` when no quantized model does); ``keep_ends``: the layers at the
    model's ends (``end_layers``: the first convolution, the classifier) stay in float too; ``charset``: a text
    recognizer's characters (``accuracy.read_charset``) for a ``text`` budget when the model does not list them."""
    import onnx

    from ixconv.graph.support import check_model

    if method not in METHODS:
        raise ValueError(f"method must be one of {METHODS}, got {method!r}")
    budget = None if accuracy_budget is None else AccuracyBudget.parse(accuracy_budget)
    proto = _at_qdq_opset(load_model_proto(model))
    graph = to_graph(proto)
    check_model(graph, f"model {graph.name!r}")
    names = _checked_exclude(exclude, graph)
    prepared = prepare(graph)
    if keep_ends:
        names = tuple(dict.fromkeys(names + tuple(end_layers(prepared))))
    layers, excluded = choose_layers(prepared, names)
    if not layers:
        if excluded:
            raise ValueError(f"exclude: every quantizable layer of the model is excluded ({', '.join(excluded)})")
        raise ValueError(
            "model: no quantizable layer (a 2-D Conv, a Gemm or a MatMul with constant float32 weights): "
            "nothing to quantize"
        )
    data = CalibrationData(calibration, graph.inputs, samples, preprocess)
    tensors = list(dict.fromkeys(name for layer in layers for name in (layer.node.inputs[0], layer.output)))
    quantized_tensors = set(tensors) | {layer.folded.inputs[0] for layer in layers if layer.folded is not None}
    tensors += residual_operands(prepared, set(tensors))
    tensors += [t for group in shared_groups(prepared, set(tensors)) for t in group if t not in quantized_tensors]
    # the model's outputs keep their whole range: clipping them (percentile, entropy) would clip the answer itself,
    # the top class's logit first
    outputs = tuple(name for name in tensors if name in prepared.output_names)
    ranges, _ = collect_ranges(prepared, tensors, data, method, percentile, num_threads, minmax=outputs)
    record = {"method": method, "samples": len(data), "per_channel": bool(per_channel)}
    if method == "percentile":
        record["percentile"] = percentile

    def build(left_in_float: tuple[str, ...]) -> onnx.ModelProto:
        g = prepare(graph)
        chosen, dropped = choose_layers(g, left_in_float)
        layer_tensors = {name for layer in chosen for name in (layer.node.inputs[0], layer.output)}
        operands = residual_operands(g, layer_tensors)
        groups = shared_groups(g, layer_tensors | set(operands))
        quantized, activations = write_qdq(g, chosen, ranges, per_channel, groups, operands)
        result = to_model_proto(quantized, template=proto, opset=max(QDQ_OPSET, graph.opset))
        entry = dict(record, quantized=[layer.node.name for layer in chosen], excluded=dropped,
                     folded_activations=[layer.folded.name for layer in chosen if layer.folded is not None],
                     activations=len(activations))  # fmt: skip
        _stamp(result, entry)
        return result

    result = build(names)
    if budget is not None:
        result = _guarded(result, build, names, budget, prepared, data, num_threads, charset)
    onnx.checker.check_model(result)
    if output is not None:
        onnx.save(result, os.fspath(output))
    return result


def _stamp(result: onnx.ModelProto, record: dict) -> None:
    """Write ``record`` into the model's metadata (replacing an earlier quantization's)."""
    kept = [(p.key, p.value) for p in result.metadata_props if p.key != METADATA_KEY]  # a model quantized again
    del result.metadata_props[:]
    for key, value in [*kept, (METADATA_KEY, json.dumps(record))]:
        result.metadata_props.add(key=key, value=value)


def _guarded(first, build, names: tuple[str, ...], budget: AccuracyBudget, prepared: Graph, data, num_threads,
             charset: list[str] | None = None):  # fmt: skip
    """``first`` if it meets ``budget``, else the model with the fewest most sensitive layers left in float
    that does (``guard.guard``); the record says what the guard did."""
    from ixconv.graph.accuracy import agreement, ctc_charset
    from ixconv.graph.executor import Model

    reference = to_model_proto(prepared.copy())
    charset = charset or ctc_charset(first)
    fp32 = Model(reference, num_threads=num_threads)
    models = {}
    total = sum(1 for _ in data)
    if budget.metric != "sqnr":  # agreement counts where the float answer is stable (guard.stable_batches)
        stable = stable_batches(fp32, data, budget.metric, charset)
        if not stable:
            raise ValueError(
                f"accuracy_budget: the float model's own {budget.metric} answer changes under half a gray level of "
                "input noise on every calibration sample: agreement cannot be measured; give an SQNR budget"
            )
        data = Subset(data, stable)
    measured = sum(1 for _ in data)

    def evaluate(left_in_float: list[str]) -> float:
        candidate = first if not left_in_float else build(names + tuple(left_in_float))
        models[tuple(left_in_float)] = candidate
        return budget.score(agreement(fp32, Model(candidate, num_threads=num_threads), data, charset=charset))

    first_score = evaluate([])
    ranking: list[str] = []
    if not budget.met(first_score):
        noise = sensitivity(reference, first, data, num_threads)
        ranking = sorted(noise, key=lambda layer: -noise[layer])
    outcome = guard(budget, ranking, evaluate, first_score)
    result = models[tuple(outcome.excluded)]
    record = quantization_record(result)
    record["accuracy_budget"] = {
        "metric": budget.metric, "value": budget.value, "achieved": outcome.score,
        "left_in_float": outcome.excluded, "candidates": [list(e) for e in outcome.evaluations],
        "batches_measured": measured, "batches_unstable": total - measured,
    }  # fmt: skip
    _stamp(result, record)
    return result


def quantization_record(model) -> dict | None:
    """What ``quantize_model`` recorded in a model's metadata (None for a model it did not write)."""
    proto = load_model_proto(model)
    for prop in proto.metadata_props:
        if prop.key == METADATA_KEY:
            return json.loads(prop.value)
    return None
