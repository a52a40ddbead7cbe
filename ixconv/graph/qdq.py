"""QDQ -> QLinearConv: the pass that turns a QDQ model's quantized convolutions into ixconv's 8-bit kernels.

A QDQ model (ONNX Runtime's ``quantize_static`` with ``QuantFormat.QDQ``, ``ixconv quantize``, PyTorch's PT2E
export) keeps every operator in float and marks where values are 8-bit with QuantizeLinear / DequantizeLinear
pairs. Around a convolution that reads::

    x_q -> DequantizeLinear(xs, xz) --------------------.
    w_q -> DequantizeLinear(ws, wz, axis=0) -------------+-> Conv -> [Relu | Clip] -> QuantizeLinear(ys, yz) -> y_q
    b_q -> DequantizeLinear(xs * ws, 0, axis=0) [opt.] -'

which is, by definition, ``QLinearConv(x_q, xs, xz, w_q, ws, wz, ys, yz, b_q)`` (up to the float rounding of the
fake-quantized Conv): the pass rewrites it so, as ONNX Runtime's own QDQ transformer does, and the layout pass
and ``QConvStep`` take it from there. Conditions (else the nodes stay as they are, and run in float):

* the activation's DequantizeLinear and the output's QuantizeLinear have constant scalar float32 scales and
  8-bit zero points; the weights are a constant 8-bit 4-D tensor (or the QuantizeLinear of constant float
  weights, as PyTorch exports them), per tensor or per output channel (axis 0);
* the bias, if any, is a constant float or the DequantizeLinear of a constant int32 tensor: used as it is when
  its scale is xs * ws (what the QDQ writers store), otherwise re-quantized to that scale (an error of at most
  half an accumulator unit, far below one output step);
* the Conv's output, and a Relu's / Clip's between it and the QuantizeLinear, has that one reader; the Relu
  or Clip must be redundant after quantization (its bounds at or beyond the quantized range's ends: the
  quantizer folds a Relu into a zero point at the type's minimum, as ONNX Runtime does).

DequantizeLinear nodes left without readers are dropped (a block input read by a convolution and a residual
Add keeps its DequantizeLinear for the Add). Runs before constant folding, which would turn the weights'
DequantizeLinear into float weights.
"""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Graph, Node

EIGHT_BIT = (np.dtype(np.uint8), np.dtype(np.int8))


def _constant(g: Graph, name: str) -> np.ndarray | None:
    return np.asarray(g.initializers[name]) if name and g.is_constant(name) else None


def _only_reader(g: Graph, name: str, consumers: dict[str, list[Node]]) -> Node | None:
    readers = consumers.get(name, [])
    return readers[0] if len(readers) == 1 and name not in g.output_names else None


def scalar_params(g: Graph, node: Node, absent_zero: bool = False) -> tuple[np.ndarray, np.ndarray] | None:
    """(scale, zero point) of a QuantizeLinear / DequantizeLinear with one constant float32 scale and a constant
    8-bit zero point; None otherwise. ``absent_zero``: a node without a zero point has ONNX's, uint8 0."""
    if node.domain or set(node.attrs) - {"axis"} or len(node.inputs) < 2:
        return None
    zero_name = node.inputs[2] if len(node.inputs) > 2 else ""
    if not zero_name and not absent_zero:
        return None
    scale = _constant(g, node.inputs[1])
    zero = _constant(g, zero_name) if zero_name else np.zeros((), np.uint8)
    if scale is None or zero is None or scale.size != 1 or zero.size != 1:
        return None
    if scale.dtype != np.float32 or zero.dtype not in EIGHT_BIT or not float(scale.reshape(())) > 0:
        return None
    return scale.reshape(()), zero.reshape(())


def _quantized_constant(g: Graph, name: str, producers: dict[str, Node]) -> np.ndarray | None:
    """A constant, or the QuantizeLinear of constants (float weights quantized in the graph, as PyTorch exports
    them), computed here with ONNX's semantics."""
    value = _constant(g, name)
    q = producers.get(name)
    if value is not None or q is None or q.op != "QuantizeLinear" or q.domain or len(q.inputs) < 3:
        return value
    if not all(i and g.is_constant(i) for i in q.inputs[:3]):
        return None
    from ixconv.graph.ops import run_node

    return run_node(q, [g.initializers[i] for i in q.inputs[:3]], g.opset)[0]


def _weight_params(g: Graph, dq: Node, producers: dict[str, Node]) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """(w_q, scale, zero point) of the weights' DequantizeLinear: constant 8-bit 4-D weights, scale and zero
    point per tensor or per output channel (axis 0)."""
    if dq.op != "DequantizeLinear" or dq.domain or set(dq.attrs) - {"axis"}:
        return None
    w, scale = _quantized_constant(g, dq.inputs[0], producers), _constant(g, dq.inputs[1])
    if w is None or scale is None or w.dtype not in EIGHT_BIT or w.ndim != 4:
        return None
    zero = _constant(g, dq.inputs[2]) if len(dq.inputs) > 2 and dq.inputs[2] else np.zeros((), w.dtype)
    if zero is None:
        return None
    if scale.dtype != np.float32 or zero.dtype != w.dtype or not np.all(scale > 0):
        return None
    channels = w.shape[0]
    if scale.size > 1 or zero.size > 1:
        if int(dq.attrs.get("axis", 1)) % 4 != 0 or scale.size not in (1, channels) or zero.size not in (1, channels):
            return None
        scale, zero = np.broadcast_to(scale.reshape(-1), (channels,)), np.broadcast_to(zero.reshape(-1), (channels,))
    return w, np.ascontiguousarray(scale), np.ascontiguousarray(zero)


def _int32_bias(g: Graph, name: str, producers: dict[str, Node], accumulator_scale: np.ndarray) -> np.ndarray | None:
    """The bias in units of the accumulator (x_scale * w_scale), int32; None if it is not a constant."""
    dq = producers.get(name)
    if dq is not None:
        if dq.op != "DequantizeLinear" or dq.domain or set(dq.attrs) - {"axis"}:
            return None
        q, scale = _constant(g, dq.inputs[0]), _constant(g, dq.inputs[1])
        zero = _constant(g, dq.inputs[2]) if len(dq.inputs) > 2 and dq.inputs[2] else np.zeros((), np.int32)
        if q is None or scale is None or zero is None or q.ndim != 1 or q.dtype != np.int32:
            return None
        if not np.any(zero) and np.allclose(scale.reshape(-1), accumulator_scale, rtol=1e-6, atol=0):
            return q  # as the QDQ writers store it
        value = (q.astype(np.float64) - zero.astype(np.float64).reshape(-1)) * scale.astype(np.float64).reshape(-1)
    else:
        value = _constant(g, name)
        if value is None or value.dtype.kind != "f" or value.ndim != 1:
            return None
        value = value.astype(np.float64)
    info = np.iinfo(np.int32)
    return np.clip(np.rint(value / accumulator_scale.astype(np.float64)), info.min, info.max).astype(np.int32)


def _redundant_clamp(g: Graph, node: Node, scale: np.ndarray, zero: np.ndarray) -> bool:
    """A Relu / Clip that quantizing its output to (scale, zero) makes redundant: its bounds map at or beyond
    the ends of the 8-bit range (``Q(clip(v)) == Q(v)`` for every v then, Q being monotonic and saturating)."""
    if node.domain:
        return False
    if node.op == "Relu":
        low, high = 0.0, np.inf
    elif node.op == "Clip" and not ({"min", "max"} & set(node.attrs)):
        bounds = [_constant(g, node.inputs[i]) if len(node.inputs) > i and node.inputs[i] else None for i in (1, 2)]
        if any(len(node.inputs) > i and node.inputs[i] and b is None for i, b in zip((1, 2), bounds)):
            return False
        low = -np.inf if bounds[0] is None else float(bounds[0].reshape(-1)[0])
        high = np.inf if bounds[1] is None else float(bounds[1].reshape(-1)[0])
    else:
        return False
    info = np.iinfo(zero.dtype)
    s, z = float(scale), int(zero)
    low_ok = low == -np.inf or np.rint(np.float32(low) / np.float32(s)) + z <= info.min
    high_ok = high == np.inf or np.rint(np.float32(high) / np.float32(s)) + z >= info.max
    return bool(low_ok and high_ok)


def fuse_qdq_convolutions(graph: Graph) -> Graph:
    """Every QDQ-wrapped 2-D Conv (see the module's docstring) as one QLinearConv."""
    g = graph.copy()
    producers, consumers = g.producers(), g.consumers()
    removed: set[int] = set()
    replacements: dict[int, Node] = {}
    for conv in g.nodes:
        if conv.op != "Conv" or conv.domain or len(conv.outputs) != 1 or len(conv.inputs) < 2:
            continue
        x_dq, w_dq = producers.get(conv.inputs[0]), producers.get(conv.inputs[1])
        if x_dq is None or w_dq is None or x_dq.op != "DequantizeLinear":
            continue
        x_params, weights = scalar_params(g, x_dq), _weight_params(g, w_dq, producers)
        if x_params is None or weights is None:
            continue
        chain, tail = [conv], conv.outputs[0]
        reader = _only_reader(g, tail, consumers)
        clamp = None
        if reader is not None and reader.op in ("Relu", "Clip") and id(reader) not in removed:
            clamp, chain, tail = reader, [conv, reader], reader.outputs[0]
            reader = _only_reader(g, tail, consumers)
        if reader is None or reader.op != "QuantizeLinear" or id(reader) in removed:
            continue
        y_params = scalar_params(g, reader)
        if y_params is None or (clamp is not None and not _redundant_clamp(g, clamp, *y_params)):
            continue
        w_q, w_scale, w_zero = weights
        bias_inputs = []
        if len(conv.inputs) > 2 and conv.inputs[2]:
            accumulator_scale = (x_params[0] * w_scale).astype(np.float32).reshape(-1)
            accumulator_scale = np.broadcast_to(accumulator_scale, (w_q.shape[0],))
            bias = _int32_bias(g, conv.inputs[2], producers, accumulator_scale)
            if bias is None or bias.shape != (w_q.shape[0],):
                continue
            bias_inputs = [_add(g, f"{conv.name}_bias_q", bias)]
        w_name = w_dq.inputs[0] if g.is_constant(w_dq.inputs[0]) else _add(g, f"{conv.name}_w_quantized", w_q)
        inputs = [
            x_dq.inputs[0], x_dq.inputs[1], x_dq.inputs[2], w_name,
            _add(g, f"{conv.name}_w_scale", w_scale), _add(g, f"{conv.name}_w_zero", w_zero),
            reader.inputs[1], reader.inputs[2], *bias_inputs,
        ]  # fmt: skip
        fused = Node("QLinearConv", inputs, [reader.outputs[0]], dict(conv.attrs), conv.name)
        removed.update(id(n) for n in (*chain, reader))
        replacements[id(reader)] = fused
    g.nodes = [replacements.get(id(n), n) for n in g.nodes if id(n) not in removed or id(n) in replacements]
    return drop_unread_dequantize(g)


def gemms_as_convolutions(graph: Graph) -> Graph:
    """A QDQ-wrapped Gemm (A not transposed, alpha 1, beta 1, constant 8-bit 2-D weights, a bias of the output's
    width or none) as the QDQ-wrapped 1x1 Conv it is on an (N, C, 1, 1) view, the Reshapes on the 8-bit side::

        x_q -> DQ -> Gemm(w) -> Q -> y_q
        x_q -> Reshape(N, C, 1, 1) -> DQ -> Conv(w') -> Q -> Reshape(N, K) -> y_q

    so that ``fuse_qdq_convolutions`` runs it on the 8-bit kernels (a classifier's weights 4x smaller than float,
    the product an integer one, as ONNX Runtime's QGemm). Quantizing commutes with reshaping: exact."""
    g = graph.copy()
    producers, consumers = g.producers(), g.consumers()
    replaced: dict[int, list[Node]] = {}
    for gemm in g.nodes:
        if gemm.op != "Gemm" or gemm.domain or len(gemm.inputs) < 2 or int(gemm.attrs.get("transA", 0)):
            continue
        if float(gemm.attrs.get("alpha", 1.0)) != 1.0 or float(gemm.attrs.get("beta", 1.0)) != 1.0:
            continue
        x_dq, w_dq, q = producers.get(gemm.inputs[0]), producers.get(gemm.inputs[1]), None
        q = _only_reader(g, gemm.outputs[0], consumers)
        if x_dq is None or w_dq is None or q is None or q.op != "QuantizeLinear" or x_dq.op != "DequantizeLinear":
            continue
        if _only_reader(g, x_dq.outputs[0], consumers) is not gemm or scalar_params(g, x_dq) is None:
            continue
        if scalar_params(g, q) is None or w_dq.op != "DequantizeLinear" or set(w_dq.attrs) - {"axis"}:
            continue
        w, scale = _quantized_constant(g, w_dq.inputs[0], producers), _constant(g, w_dq.inputs[1])
        zero = _constant(g, w_dq.inputs[2]) if len(w_dq.inputs) > 2 and w_dq.inputs[2] else np.zeros((), np.int8)
        if w is None or scale is None or zero is None or w.dtype not in EIGHT_BIT or w.ndim != 2:
            continue
        out_axis = 0 if int(gemm.attrs.get("transB", 0)) else 1  # the weights' output-channel axis
        if scale.size > 1 and int(w_dq.attrs.get("axis", 1)) % 2 != out_axis:
            continue
        w4 = (w if out_axis == 0 else w.T).reshape(w.shape[out_axis], -1, 1, 1)
        bias = gemm.inputs[2] if len(gemm.inputs) > 2 else ""
        if bias:
            b = _constant(g, bias)
            b_dq = producers.get(bias)
            b = b if b is not None else (_constant(g, b_dq.inputs[0]) if b_dq is not None and b_dq.inputs else None)
            if b is None or b.shape != (w4.shape[0],):
                continue
        x4, y4 = g.fresh_name(f"{gemm.name}_x4"), g.fresh_name(f"{gemm.name}_y4")
        to_4d = _add(g, f"{gemm.name}_4d", np.array([0, -1, 1, 1], np.int64))
        to_2d = _add(g, f"{gemm.name}_2d", np.array([0, -1], np.int64))
        x_q4, y_q4 = g.fresh_name(f"{gemm.name}_xq4"), g.fresh_name(f"{gemm.name}_yq4")
        w_inputs = [_add(g, f"{gemm.name}_w4", np.ascontiguousarray(w4)), w_dq.inputs[1], *w_dq.inputs[2:3]]
        w4_dq = Node("DequantizeLinear", w_inputs, [g.fresh_name(f"{gemm.name}_w4_dq")], {"axis": 0}, w_dq.name + "_4d")
        replaced[id(x_dq)] = [
            Node("Reshape", [x_dq.inputs[0], to_4d], [x_q4], {}, f"{gemm.name}_to_4d"),
            Node("DequantizeLinear", [x_q4, *x_dq.inputs[1:]], [x4], dict(x_dq.attrs), x_dq.name),
        ]
        replaced[id(gemm)] = [w4_dq, Node("Conv", [x4, w4_dq.outputs[0], *([bias] if bias else [])], [y4], {},
                                          gemm.name)]  # fmt: skip
        replaced[id(q)] = [
            Node("QuantizeLinear", [y4, *q.inputs[1:]], [y_q4], dict(q.attrs), q.name),
            Node("Reshape", [y_q4, to_2d], [q.outputs[0]], {}, f"{gemm.name}_to_2d"),
        ]
    g.nodes = [m for n in g.nodes for m in replaced.get(id(n), [n])]
    return drop_unread_dequantize(g)


# operators that move values without changing them: on 8-bit tensors sharing one scale and zero point they are
# exact on the bytes (a nearest Resize picks values; MaxPool's order is the bytes' order)
MOVEMENT = ("Concat", "Split", "Slice", "MaxPool", "Resize", "Reshape", "Flatten", "Transpose", "Squeeze", "Unsqueeze")


def movement_data(node: Node) -> list[int] | None:
    """The indices of the inputs whose values ``node`` moves (Concat: all; the others: the first; the rest are
    shapes, indices, scales) when it only moves values (``MOVEMENT``, a nearest Resize, a MaxPool without an
    Indices output), else None."""
    if node.domain or node.op not in MOVEMENT or not node.inputs:
        return None
    if node.op == "Resize" and node.attrs.get("mode", "nearest") != "nearest":
        return None
    if node.op == "MaxPool" and len([o for o in node.outputs if o]) != 1:
        return None
    return list(range(len(node.inputs))) if node.op == "Concat" else [0]


def fuse_quantized_movement(graph: Graph) -> Graph:
    """``DequantizeLinear(s, z)`` of every data input -> an operator that only moves values (``MOVEMENT``: Concat,
    Split, Slice, MaxPool, nearest Resize, Reshape...) -> ``QuantizeLinear(s, z)`` of every output, one constant
    scale and zero point throughout: the operator on the 8-bit tensors themselves. Exact: quantizing a dequantized
    value again with the same parameters gives its byte back, and these operators pick values without changing
    them (MaxPool's largest value is the largest byte's: dequantization is monotonic; its padding, -inf in float,
    is the type's lowest byte). Each output must be read by its QuantizeLinear alone; a DequantizeLinear read by
    others stays for them."""
    g = graph.copy()
    producers, consumers = g.producers(), g.consumers()
    removed: set[int] = set()
    for node in g.nodes:
        outputs = [o for o in node.outputs if o]
        data = movement_data(node)
        if data is None or not outputs:
            continue
        dqs = [producers.get(node.inputs[k]) for k in data]
        qs = [_only_reader(g, o, consumers) for o in outputs]
        if any(
            n is None or n.op != op or id(n) in removed
            for ns, op in ((dqs, "DequantizeLinear"), (qs, "QuantizeLinear"))
            for n in ns
        ):
            continue  # fmt: skip
        params = [scalar_params(g, n) for n in dqs + qs]
        if any(p is None for p in params):
            continue
        scale, zero = params[0]
        if any(float(s) != float(scale) or z.dtype != zero.dtype or int(z) != int(zero) for s, z in params):
            continue
        for k, dq in zip(data, dqs):
            node.inputs[k] = dq.inputs[0]
        by_output = dict(zip(outputs, qs))
        node.outputs = [by_output[o].outputs[0] if o in by_output else o for o in node.outputs]
        removed.update(id(q) for q in qs)
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return drop_unread_dequantize(g)


QUANTIZE_ATTR = "quantize"  # a ToNHWC's QuantizeLinear (scale, zero point, 8-bit type): see quantize_in_layout


def quantize_in_layout(graph: Graph) -> Graph:
    """A graph input of at most ``INTERLEAVE_MAX_CHANNELS`` channels (an image) converted to NHWC
    (``ixconv.ToNHWC``) and read only by a QuantizeLinear (constant scalar scale and 8-bit zero point), as every
    quantized model begins: the conversion quantizes on the way (``QUANTIZE_ATTR``: the interleave kernel writing
    bytes, ``ops.movement.quantized_interleave_call``), one pass over the image instead of two. Runs after the
    layout pass."""
    from ixconv.codegen.movement import INTERLEAVE_MAX_CHANNELS

    g = graph.copy()
    consumers = g.consumers()
    channels = {v.name: v.shape[1] for v in g.inputs if len(v.shape) == 4 and isinstance(v.shape[1], int)}
    removed: set[int] = set()
    for node in g.nodes:
        if node.domain != "ixconv" or node.op != "ToNHWC" or QUANTIZE_ATTR in node.attrs:
            continue
        if not 1 <= channels.get(node.inputs[0], 0) <= INTERLEAVE_MAX_CHANNELS:
            continue
        quant = _only_reader(g, node.outputs[0], consumers)
        params = None if quant is None or quant.op != "QuantizeLinear" else scalar_params(g, quant, absent_zero=True)
        if params is None:
            continue
        scale, zero = params
        node.attrs = {**node.attrs, QUANTIZE_ATTR: (float(scale), int(zero), np.dtype(zero.dtype).str)}
        node.outputs = list(quant.outputs)
        removed.add(id(quant))
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return g


def _add(g: Graph, base: str, value: np.ndarray) -> str:
    name = g.fresh_name(base)
    g.initializers[name] = np.asarray(value)
    return name


def drop_unread_dequantize(g: Graph) -> Graph:
    """DequantizeLinear (and QuantizeLinear) nodes whose output nothing reads any more (the weights', the fused
    inputs'), and the initializers only they read."""
    while True:
        read = {name for n in g.nodes for name in n.inputs if name} | set(g.output_names)
        dead = [
            n for n in g.nodes
            if n.op in ("DequantizeLinear", "QuantizeLinear") and not n.domain and n.outputs[0] not in read
        ]  # fmt: skip
        if not dead:
            break
        g.nodes = [n for n in g.nodes if not any(n is d for d in dead)]
    read = {name for n in g.nodes for name in n.inputs if name} | set(g.output_names)
    g.initializers = {k: v for k, v in g.initializers.items() if k in read}
    return g


RESIDUAL_ADD = "__residual_add__"  # a QLinearConv's fused quantized Add: see fuse_residual_adds


def fuse_residual_adds(graph: Graph) -> Graph:
    """An NHWC QLinearConv whose 8-bit output only an ``ixconv.DequantizeAdd`` reads -- both operands 8-bit, only
    the quantized sum written (``passes.fuse_dequantize_add``: a quantized residual block's DequantizeLinear pair,
    Add, Relu and QuantizeLinear) -- computes that Add in its kernel's epilogue: the other operand becomes the
    convolution's tenth input, the Add's parameters its ``RESIDUAL_ADD`` attribute (dequantize scale and zero
    point, the residual's, the sum's quantization's, the residual's and the sum's types, relu), and the
    convolution writes the sum, at the Add's place in the node order (its operands are all computed by then).
    Not for depthwise convolutions (their kernel has no such epilogue). A convolution with a float tail
    (``fusion.fuse_into_quantized_convolutions``: a YOLO bottleneck's SiLU, quantized before its Add) adds to the
    tail's value. Runs after the layout pass and ``passes.fuse_dequantize_add``."""
    g = graph.copy()
    producers, consumers, outputs = g.producers(), g.consumers(), set(g.output_names)
    moved: dict[int, Node] = {}  # id(DequantizeAdd) -> the convolution that takes its place
    taken: set[int] = set()
    for add in g.nodes:
        if add.domain != "ixconv" or add.op != "DequantizeAdd" or not add.attrs.get("quantized_other"):
            continue
        if len(add.inputs) != 8 or len(add.outputs) != 2 or add.outputs[0]:
            continue  # the float sum is read too, or nothing quantizes it
        params = [_constant(g, name) if name else np.zeros((), np.uint8) for name in add.inputs[1:3] + add.inputs[4:8]]
        if any(v is None or v.size != 1 for v in params):
            continue
        for own, other in ((0, 3), (3, 0)):
            conv = producers.get(add.inputs[own])
            if conv is None or id(conv) in taken or not _takes_residual(g, conv, consumers, outputs):
                continue
            scale, zero = params[0:2] if own == 0 else params[2:4]
            r_scale, r_zero = params[2:4] if own == 0 else params[0:2]
            q_scale, q_zero = params[4:6]
            table = conv.attrs.get("requantized")
            written = table[1] if table else _constant(g, conv.inputs[7]).dtype  # a table's type, else the output's
            if np.dtype(zero.dtype) != np.dtype(written):
                continue  # the DequantizeLinear reads the convolution's output as another type: leave it
            if q_zero.dtype not in EIGHT_BIT or r_zero.dtype not in EIGHT_BIT:
                continue
            inputs = conv.inputs + [""] * (9 - len(conv.inputs))
            conv.inputs = inputs + [add.inputs[other]]
            conv.attrs = {**conv.attrs, RESIDUAL_ADD: (
                float(scale), int(zero), float(r_scale), int(r_zero), float(q_scale), int(q_zero),
                np.dtype(r_zero.dtype).str, np.dtype(q_zero.dtype).str, int(add.attrs.get("relu", 0)),
            )}  # fmt: skip
            conv.outputs = [add.outputs[1]]
            moved[id(add)] = conv
            taken.add(id(conv))
            break
    g.nodes = [moved.get(id(n), n) for n in g.nodes if id(n) not in taken]
    return g


def _takes_residual(g: Graph, conv: Node, consumers: dict, outputs: set) -> bool:
    """Whether an NHWC QLinearConv (not depthwise, no Add yet, its output read once) can take a residual Add
    into its epilogue."""
    if conv.op != "QLinearConv" or conv.domain or conv.attrs.get("__layout__") != "NHWC" or len(conv.inputs) < 8:
        return False
    if RESIDUAL_ADD in conv.attrs or conv.outputs[0] in outputs:
        return False
    if len(consumers.get(conv.outputs[0], [])) != 1 or not conv.inputs[7]:
        return False
    w = _constant(g, conv.inputs[3])
    zero = _constant(g, conv.inputs[7])
    if w is None or w.ndim != 4 or zero is None or zero.dtype not in EIGHT_BIT:
        return False
    groups = int(conv.attrs.get("group", 1))
    if groups != 1 and w.shape[1] == 1 and w.shape[0] == groups:
        return False  # a depthwise layer keeps its own kernel
    return not _runs_on_amx(g, conv, w, groups)


def _runs_on_amx(g: Graph, conv: Node, w: np.ndarray, groups: int) -> bool:
    """Whether the 8-bit AMX kernel will run this convolution (AMX-INT8 here and the shape pays, ``qamx_pays``):
    it has no residual epilogue, and taking the Add would move the layer to the VNNI kernels -- ResNet-18 int8 at
    one thread, on an Intel Xeon with AMX: its residual 3x3 layers 118 us on the tiles, 550-620 us as the 8-bit
    Winograd, ~390 us as the Indirect GEMM, against 7-30 us for the Add as its own native step."""
    from ixconv.ops.amx import amx_int8_supported
    from ixconv.ops.params import make_params
    from ixconv.ops.qamx import qamx_pays, qamx_problem

    if not amx_int8_supported():
        return False
    w_zero = _constant(g, conv.inputs[5]) if len(conv.inputs) > 5 and conv.inputs[5] else np.zeros((), w.dtype)
    try:
        p = make_params(np.empty(w.shape, np.float32), conv.attrs.get("strides", 1), 0,
                        conv.attrs.get("dilations", 1), groups, None)  # fmt: skip
    except (ValueError, TypeError):
        return False
    return w_zero is not None and qamx_problem(p, w.dtype, w_zero, "q8") is None and qamx_pays(p)
