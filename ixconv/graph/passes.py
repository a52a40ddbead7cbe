"""Graph passes. Each is a small function Graph -> Graph (a new graph; the input is not modified) that
keeps the graph's results numerically equal, and each is tested alone.

Order used by ``optimize``: remove Identity/Dropout -> QDQ-wrapped Conv to QLinearConv (``qdq.py``) -> fold
constants -> fold a constant per-channel Add into the preceding Conv/ConvTranspose's bias -> fold
BatchNormalization into the preceding Conv/ConvTranspose -> fold Pad into Conv -> fuse activations (Relu, Clip)
and residual Adds into Conv -> cancel Unsqueeze / Squeeze pairs around element-wise ops -> convert to NHWC
(``layout.to_nhwc``).
"""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Graph, Node
from ixconv.graph.ops import keeps_layout

PASSTHROUGH = ("Identity", "Dropout")


def _rename_uses(g: Graph, old: str, new: str) -> None:
    for n in g.nodes:
        n.inputs = [new if i == old else i for i in n.inputs]


def remove_identities(graph: Graph) -> Graph:
    """Drop Identity and inference-mode Dropout nodes, wiring their consumers to their inputs."""
    g = graph.copy()
    outputs = set(g.output_names)
    kept = []
    for n in g.nodes:
        extra_outputs = [o for o in n.outputs[1:] if o]
        if n.op in PASSTHROUGH and not extra_outputs and n.attrs.get("training_mode", 0) in (0, None):
            mode = n.inputs[2] if len(n.inputs) > 2 else ""
            if mode and not (g.is_constant(mode) and not g.initializers[mode]):
                kept.append(n)  # Dropout with a training_mode input that may be true: keep it (it will refuse)
                continue
            src, dst = n.inputs[0], n.outputs[0]
            if dst in outputs:
                kept.append(n)  # a graph output must keep its name
                continue
            _rename_uses(g, dst, src)
            continue
        kept.append(n)
    g.nodes = kept
    return g


def fold_constants(graph: Graph, evaluate) -> Graph:
    """Evaluate every node whose inputs are all constant (``evaluate(node, inputs) -> outputs``) and
    store its outputs as initializers; this also folds weights built with ConstantOfShape & co."""
    g = graph.copy()
    outputs = set(g.output_names)
    kept = []
    for n in g.nodes:
        if n.inputs and all((not i) or g.is_constant(i) for i in n.inputs) and not (set(n.outputs) & outputs):
            values = evaluate(n, [g.initializers[i] if i else None for i in n.inputs])
            for name, value in zip(n.outputs, values):
                if name:
                    g.initializers[name] = np.asarray(value)
            continue
        kept.append(n)
    g.nodes = kept
    return _drop_unused_initializers(g)


def _drop_unused_initializers(g: Graph) -> Graph:
    used = {i for n in g.nodes for i in n.inputs} | set(g.output_names)
    g.initializers = {k: v for k, v in g.initializers.items() if k in used}
    return g


def _single_consumer(g: Graph, name: str) -> Node | None:
    if name in g.output_names:
        return None
    users = g.consumers().get(name, [])
    return users[0] if len(users) == 1 else None


def _conv_weight_and_bias(g: Graph, conv: Node) -> tuple[np.ndarray, np.ndarray] | None:
    if not g.is_constant(conv.inputs[1]):
        return None
    w = g.initializers[conv.inputs[1]]
    if len(conv.inputs) > 2 and conv.inputs[2]:
        if not g.is_constant(conv.inputs[2]):
            return None
        b = g.initializers[conv.inputs[2]]
    else:
        b = np.zeros(_out_channels(conv, w), w.dtype)
    return w, b


def _out_channels(conv: Node, w: np.ndarray) -> int:
    """Output channels of a Conv (weights K, C/g, ...) or a ConvTranspose (weights C, K/g, ...)."""
    return w.shape[0] if conv.op == "Conv" else w.shape[1] * int(conv.attrs.get("group", 1))


def _scale_out_channels(conv: Node, w: np.ndarray, factor: np.ndarray) -> np.ndarray:
    """The weights with output channel k multiplied by factor[k] (float64)."""
    w = w.astype(np.float64)
    if conv.op == "Conv":
        return w * factor.reshape(-1, *([1] * (w.ndim - 1)))
    group = int(conv.attrs.get("group", 1))
    per = w.shape[1]
    grouped = w.reshape((group, w.shape[0] // group, per) + w.shape[2:])
    return (grouped * factor.reshape((group, 1, per) + (1,) * (w.ndim - 2))).reshape(w.shape)


def fold_bias_add(graph: Graph) -> Graph:
    """Conv / ConvTranspose -> Add of a constant per output channel (what exporters write for a bias, e.g.
    PaddlePaddle's ConvTranspose) becomes the convolution's own bias."""
    g = graph.copy()
    removed = set()
    for add in g.nodes:
        if add.op != "Add" or len(add.inputs) != 2:
            continue
        for source, constant in ((add.inputs[0], add.inputs[1]), (add.inputs[1], add.inputs[0])):
            conv = g.producers().get(source)
            if conv is None or conv.op not in ("Conv", "ConvTranspose") or not g.is_constant(constant):
                continue
            if _single_consumer(g, source) is not add or source in g.output_names:
                continue
            wb = _conv_weight_and_bias(g, conv)
            value = np.asarray(g.initializers[constant])
            if wb is None or len(conv.outputs) != 1 or value.dtype != wb[0].dtype:
                continue
            w, b = wb
            k, rank = _out_channels(conv, w), w.ndim  # the output has the weights' rank: (N, K, spatial...)
            if value.ndim > rank:
                continue
            per_channel = value.ndim >= rank - 1 and value.shape[value.ndim - (rank - 1)] == value.size == k
            if not (value.size == 1 or per_channel):
                continue  # a constant that varies along the spatial axes (or the batch) is not a bias
            name = g.fresh_name(f"{conv.name}_bias_add")
            g.initializers[name] = (b.astype(np.float64) + value.astype(np.float64).reshape(-1)).astype(w.dtype)
            conv.inputs = [conv.inputs[0], conv.inputs[1], name]
            conv.outputs = [add.outputs[0]]
            removed.add(id(add))
            break
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return _drop_unused_initializers(g)


def fold_batchnorm(graph: Graph) -> Graph:
    """Conv / ConvTranspose -> BatchNormalization (inference, constant statistics) becomes one convolution
    with new weights and bias (computed in float64)."""
    g = graph.copy()
    producers = g.producers()
    removed = set()
    for bn in g.nodes:
        if bn.op != "BatchNormalization" or bn.attrs.get("training_mode", 0) or len([o for o in bn.outputs if o]) > 1:
            continue
        conv = producers.get(bn.inputs[0])
        if conv is None or conv.op not in ("Conv", "ConvTranspose") or _single_consumer(g, bn.inputs[0]) is not bn:
            continue
        if not all(g.is_constant(i) for i in bn.inputs[1:5]):
            continue
        wb = _conv_weight_and_bias(g, conv)
        if wb is None:
            continue
        w, b = wb
        scale, shift, mean, var = (g.initializers[i].astype(np.float64) for i in bn.inputs[1:5])
        eps = float(bn.attrs.get("epsilon", 1e-5))
        factor = scale / np.sqrt(var + eps)
        new_w = _scale_out_channels(conv, w, factor).astype(w.dtype)
        new_b = ((b.astype(np.float64) - mean) * factor + shift).astype(w.dtype)
        w_name, b_name = g.fresh_name(conv.inputs[1] + "_bn"), g.fresh_name(conv.name + "_bias_bn")
        g.initializers[w_name], g.initializers[b_name] = new_w, new_b
        conv.inputs = [conv.inputs[0], w_name, b_name]
        conv.outputs = [bn.outputs[0]]
        removed.add(id(bn))
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return _drop_unused_initializers(g)


def flush_denormal_constants(graph: Graph) -> Graph:
    """Float32 constants below the smallest normal magnitude (denormals, ~1e-38) become zero. An Intel core
    multiplies a denormal operand through a microcode assist, ~100x slower than an FMA: PP-OCRv6's detector
    ships two 768x384 1x1 layers whose weights are 24% and 63% denormal, and ran 240 ms of its 330 ms in them.
    What a denormal weight adds to a sum is below float32's resolution of any normal term in it; OpenVINO's
    CPU plugin flushes its constants the same way."""
    g = graph.copy()
    tiny = np.finfo(np.float32).tiny
    for name, value in g.initializers.items():
        if value.dtype == np.float32 and value.size:
            denormal = (value != 0) & (np.abs(value) < tiny)
            if denormal.any():
                g.initializers[name] = np.where(denormal, np.float32(0), value)
    return g


def fold_pad(graph: Graph) -> Graph:
    """Pad (constant 0, spatial dims only, constant pads) -> Conv becomes the Conv with larger pads."""
    g = graph.copy()
    producers = g.producers()
    removed = set()
    for conv in g.nodes:
        if conv.op != "Conv" or conv.attrs.get("auto_pad", "NOTSET") not in ("NOTSET", ""):
            continue
        pad = producers.get(conv.inputs[0])
        if pad is None or pad.op != "Pad" or _single_consumer(g, conv.inputs[0]) is not conv:
            continue
        if pad.attrs.get("mode", "constant") != "constant":
            continue
        if "pads" in pad.attrs:  # opset < 11
            pads, value = list(pad.attrs["pads"]), float(pad.attrs.get("value", 0.0))
        else:
            if not g.is_constant(pad.inputs[1]):
                continue
            pads = [int(v) for v in g.initializers[pad.inputs[1]]]
            value = 0.0
            if len(pad.inputs) > 2 and pad.inputs[2]:
                if not g.is_constant(pad.inputs[2]):
                    continue
                value = float(np.asarray(g.initializers[pad.inputs[2]]).reshape(-1)[0])
            if len(pad.inputs) > 3 and pad.inputs[3]:
                continue  # axes given: leave it to the generic Pad
        if value != 0.0 or len(pads) != 8 or any(pads[i] for i in (0, 1, 4, 5)) or min(pads) < 0:
            continue
        old = list(conv.attrs.get("pads", [0, 0, 0, 0]))
        conv.attrs["pads"] = [old[0] + pads[2], old[1] + pads[3], old[2] + pads[6], old[3] + pads[7]]
        conv.inputs = [pad.inputs[0]] + conv.inputs[1:]
        removed.add(id(pad))
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return g


def _clip_range(g: Graph, node: Node) -> tuple[float, float] | None:
    if node.op == "Relu":
        return (0.0, float("inf"))
    if node.op != "Clip":
        return None
    if "min" in node.attrs or "max" in node.attrs:  # opset < 11
        return (float(node.attrs.get("min", -np.inf)), float(node.attrs.get("max", np.inf)))
    bounds = []
    for index, default in ((1, -np.inf), (2, np.inf)):
        if len(node.inputs) > index and node.inputs[index]:
            if not g.is_constant(node.inputs[index]):
                return None
            bounds.append(float(np.asarray(g.initializers[node.inputs[index]]).reshape(-1)[0]))
        else:
            bounds.append(default)
    return (bounds[0], bounds[1])


def fuse_conv_epilogues(graph: Graph) -> Graph:
    """Conv [+ residual Add] [+ Relu | Clip] -> one ``ixconv.FusedConv`` (bias, residual and clamp in the
    kernel's epilogue); ConvTranspose + Relu | Clip -> the ConvTranspose with its bounds (``CLAMP``). The fused
    node takes the place of the last node it replaces, so a residual operand produced after the Conv is still
    computed before it is read."""
    g = graph.copy()
    removed = set()
    replacements: dict[int, Node] = {}
    for conv in g.nodes:
        if conv.op != "Conv" or id(conv) in removed:
            continue
        chain = [conv]
        tail = conv.outputs[0]
        residual = ""
        user = _single_consumer(g, tail)
        if user is not None and id(user) in removed:
            continue  # already fused into another Conv (the other operand of the same Add)
        if user is not None and user.op in ("Add", "Sum") and len(user.inputs) == 2:
            other = user.inputs[1] if user.inputs[0] == tail else user.inputs[0]
            if other and other != tail and not g.is_constant(other):
                residual = other
                chain.append(user)
                tail = user.outputs[0]
                user = _single_consumer(g, tail)
        low, high = -np.inf, np.inf
        if user is not None and id(user) not in removed:
            bounds = _clip_range(g, user)
            if bounds is not None:
                low, high = bounds
                chain.append(user)
                tail = user.outputs[0]
        if len(chain) == 1:
            continue
        fused = Node(
            "FusedConv",
            conv.inputs[:3] + [""] * (3 - len(conv.inputs)) + [residual],
            [tail],
            dict(conv.attrs, activation_min=low, activation_max=high),
            conv.name,
            "ixconv",
        )
        for n in chain:
            removed.add(id(n))
        replacements[id(chain[-1])] = fused
    for deconv in g.nodes:  # ConvTranspose -> Relu | Clip: the clamp in its kernels' epilogue
        user = None if deconv.op != "ConvTranspose" or deconv.domain else _single_consumer(g, deconv.outputs[0])
        bounds = None if user is None or id(user) in removed or CLAMP in deconv.attrs else _clip_range(g, user)
        if bounds is None:
            continue
        fused = Node(deconv.op, list(deconv.inputs), list(user.outputs), dict(deconv.attrs, **{CLAMP: bounds}),
                     deconv.name)  # fmt: skip
        removed.update((id(deconv), id(user)))
        replacements[id(user)] = fused
    g.nodes = [replacements.get(id(n), n) for n in g.nodes if id(n) not in removed or id(n) in replacements]
    return g


CLAMP = "__clamp__"  # a ConvTranspose's fused (low, high) bounds: its output is clipped to them


def _constant_scalars(g: Graph, names: list[str]) -> list[np.ndarray] | None:
    """The values of ``names`` if every one is a constant of one element (a quantization's scale and zero
    point), else None."""
    if not names or not all(name and g.is_constant(name) for name in names):
        return None
    values = [np.asarray(g.initializers[name]) for name in names]
    return values if all(v.size == 1 for v in values) else None


def fuse_dequantize_add(graph: Graph) -> Graph:
    """DequantizeLinear (one constant float32 scale and zero point) -> Add of a float tensor [-> Relu] -> one
    ``ixconv.DequantizeAdd``: the float glue between the convolutions of a quantized ResNet in one pass over
    memory instead of three or four (``relu`` 1 when the Relu was fused; a QuantizeLinear of the result
    becomes its second output; when the other operand is a DequantizeLinear too, it joins as well:
    ``quantized_other`` 1, its 8-bit tensor, scale and zero point are inputs 3-5). The intermediate tensors
    must have no other reader. The fused node takes the place of the last node it replaces (the Add's other
    operand may be computed after the DequantizeLinear)."""
    g = graph.copy()
    removed: set[int] = set()
    replacements: dict[int, Node] = {}
    for dq in g.nodes:
        if dq.op != "DequantizeLinear" or dq.domain or set(dq.attrs) - {"axis"}:
            continue
        params = _constant_scalars(g, [name for name in dq.inputs[1:3] if name])
        if params is None or params[0].dtype != np.float32:
            continue
        add = _single_consumer(g, dq.outputs[0])
        if add is None or add.op != "Add" or add.domain or len(add.inputs) != 2 or id(add) in removed:
            continue
        other = add.inputs[1] if add.inputs[0] == dq.outputs[0] else add.inputs[0]
        if other == dq.outputs[0]:
            continue
        chain, tail = [dq, add], add.outputs[0]
        relu = _single_consumer(g, tail)
        if relu is not None and relu.op == "Relu" and not relu.domain and id(relu) not in removed:
            chain.append(relu)
            tail = relu.outputs[0]
        zero = dq.inputs[2] if len(dq.inputs) > 2 else ""
        inputs, attrs = [dq.inputs[0], dq.inputs[1], zero, other], {"relu": int(len(chain) == 3)}
        last = chain[-1]  # the fused node takes its place
        other_dq = _dequantized_operand(g, other, removed)
        if other_dq is not None:  # both operands 8-bit: their DequantizeLinear in the same pass
            inputs[3:] = [*other_dq.inputs[:2], other_dq.inputs[2] if len(other_dq.inputs) > 2 else ""]
            attrs["quantized_other"] = 1
            chain.append(other_dq)
        fused = Node("DequantizeAdd", inputs, [tail], attrs, add.name, "ixconv")
        removed.update(id(n) for n in chain)
        replacements[id(last)] = fused
    g.nodes = [replacements.get(id(n), n) for n in g.nodes if id(n) not in removed or id(n) in replacements]
    return _quantize_in_the_same_pass(g)


def _dequantized_operand(g: Graph, name: str, removed: set[int]) -> Node | None:
    """The DequantizeLinear (constant scalar float32 scale) that writes ``name`` for one reader only, or None."""
    dq = g.producers().get(name)
    if dq is None or dq.op != "DequantizeLinear" or dq.domain or set(dq.attrs) - {"axis"} or id(dq) in removed:
        return None
    params = _constant_scalars(g, [n for n in dq.inputs[1:3] if n])
    if params is None or params[0].dtype != np.float32 or name in g.output_names:
        return None
    return dq if len(g.consumers().get(name, [])) == 1 else None


def _quantize_in_the_same_pass(g: Graph) -> Graph:
    """A QuantizeLinear (constant scalar float32 scale and 8-bit zero point) of a DequantizeAdd's result joins
    it as a second output; the float result stays an output only if something else reads it."""
    consumers = g.consumers()
    removed: set[int] = set()
    for node in g.nodes:
        if node.op != "DequantizeAdd" or node.domain != "ixconv":
            continue
        readers = consumers.get(node.outputs[0], [])
        for q in readers:
            if q.op != "QuantizeLinear" or q.domain or set(q.attrs) - {"axis"} or len(q.inputs) != 3:
                continue
            params = _constant_scalars(g, q.inputs[1:3])
            if params is None or params[0].dtype != np.float32 or params[1].dtype not in (np.uint8, np.int8):
                continue
            others = len(readers) > 1 or node.outputs[0] in g.output_names
            node.inputs = node.inputs + q.inputs[1:3]
            node.outputs = [node.outputs[0] if others else "", q.outputs[0]]
            removed.add(id(q))
            break
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return g


def _constant_axes(g: Graph, n: Node) -> list[int] | None:
    """The axes of an Unsqueeze / Squeeze, when the graph fixes them (attribute, or constant input)."""
    if "axes" in n.attrs:
        return sorted(int(a) for a in n.attrs["axes"])
    if len(n.inputs) > 1 and n.inputs[1] and g.is_constant(n.inputs[1]):
        return sorted(int(a) for a in np.asarray(g.initializers[n.inputs[1]]).reshape(-1))
    return None


def cancel_unsqueeze_squeeze(graph: Graph) -> Graph:
    """Unsqueeze(axes) -> element-wise ops whose other operands are scalar constants -> Squeeze(the same
    axes) becomes the element-wise ops on the tensor itself (the constants as scalars): the same values, and a
    4-D map stays a 4-D map for the layout pass (Paddle's exporter writes ``assign`` as such a chain)."""
    g = graph.copy()
    users, outputs = g.consumers(), set(g.output_names)
    removed: set[int] = set()
    for u in g.nodes:
        axes = _constant_axes(g, u) if u.op == "Unsqueeze" and len(u.outputs) == 1 else None
        if axes is None or any(a < 0 for a in axes) or g.is_constant(u.inputs[0]):
            continue
        chain, name, squeeze = [], u.outputs[0], None
        while squeeze is None:
            readers = users.get(name, [])
            if name in outputs or len(readers) != 1:
                break
            r = readers[0]
            if r.op == "Squeeze":
                squeeze = r if r.inputs[0] == name and _constant_axes(g, r) == axes else None
                break
            others = [i for i in r.inputs if i and i != name]
            if not keeps_layout(r.op) or len(r.outputs) != 1 or r.domain:
                break
            if not all(g.is_constant(i) and np.asarray(g.initializers[i]).shape in ((), (1,)) for i in others):
                break  # (a one-element constant of higher rank could raise the result's rank)
            chain.append(r)
            name = r.outputs[0]
        if squeeze is None or not chain:
            continue
        scalars: dict[str, str] = {}
        for k, r in enumerate(chain):
            new_inputs = []
            for i in r.inputs:
                if i == (u.outputs[0] if k == 0 else chain[k - 1].outputs[0]):
                    new_inputs.append(u.inputs[0] if k == 0 else i)
                elif i and g.is_constant(i):
                    if i not in scalars:
                        scalars[i] = g.fresh_name(f"{i}_scalar")
                        g.initializers[scalars[i]] = np.asarray(g.initializers[i]).reshape(())
                    new_inputs.append(scalars[i])
                else:
                    new_inputs.append(i)
            r.inputs = new_inputs
        chain[-1].outputs = [squeeze.outputs[0]]
        removed.update((id(u), id(squeeze)))
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return _drop_unused_initializers(g)


# the constant inputs of a convolution cut along its output channels: (input index, axis 0 per output channel);
# Conv: weights, bias; QLinearConv: weights, their scales and zero points (when per channel), the int32 bias
PER_OUTPUT_CHANNEL = {"Conv": (1, 2), "QLinearConv": (3, 4, 5, 8)}


def _split_sizes(g: Graph, split: Node, channels: int) -> list[int] | None:
    """The channel counts of a Split's outputs (its ``split`` input or attribute, or equal parts), or None."""
    outputs = len(split.outputs)
    sizes = split.attrs.get("split")
    if len(split.inputs) > 1 and split.inputs[1]:
        if not g.is_constant(split.inputs[1]):
            return None
        sizes = g.initializers[split.inputs[1]]
    if sizes is None:
        if channels % outputs:
            return None
        return [channels // outputs] * outputs
    sizes = [int(s) for s in np.asarray(sizes).reshape(-1)]
    return sizes if len(sizes) == outputs and sum(sizes) == channels and min(sizes) > 0 else None


def split_convolutions(graph: Graph) -> Graph:
    """An NHWC convolution (Conv with its fused epilogue, or QLinearConv with its table) whose output only a Split
    of the channels reads becomes one convolution per part, each writing its part (a YOLO C2f block's first
    1x1 convolution and the Split of its halves): the Split's copy of the whole tensor is gone, and a part only a
    Concat reads is then written in place in the Concat's output. The weights (and per-channel scales, zero points,
    bias) are cut along the output channels; every part computes exactly what the whole did. Not for grouped
    convolutions or ones with a residual input (``ixconv.FusedConv``)."""
    g = graph.copy()
    producers, consumers = g.producers(), g.consumers()
    outputs = set(g.output_names)
    replaced: dict[int, list[Node]] = {}
    removed: set[int] = set()
    for split in g.nodes:
        if split.op != "Split" or split.domain or int(split.attrs.get("axis", 0)) % 4 != 3 or len(split.outputs) < 2:
            continue
        conv = producers.get(split.inputs[0])
        if conv is None or conv.domain or conv.op not in PER_OUTPUT_CHANNEL or id(conv) in replaced:
            continue
        if conv.attrs.get("__layout__") != "NHWC" or int(conv.attrs.get("group", 1)) != 1 or len(conv.inputs) > 9:
            continue  # (a tenth input: a fused residual Add's operand, ``qdq.fuse_residual_adds``)
        if conv.outputs[0] in outputs or len(consumers.get(conv.outputs[0], [])) != 1 or not all(split.outputs):
            continue
        cut = [k for k in PER_OUTPUT_CHANNEL[conv.op] if k < len(conv.inputs) and conv.inputs[k]]
        if not all(g.is_constant(conv.inputs[k]) for k in cut):
            continue
        channels = g.initializers[conv.inputs[PER_OUTPUT_CHANNEL[conv.op][0]]].shape[0]
        sizes = _split_sizes(g, split, channels)
        if sizes is None:
            continue
        parts, start = [], 0
        for size, out in zip(sizes, split.outputs):
            inputs = list(conv.inputs)
            for k in cut:
                value = np.asarray(g.initializers[conv.inputs[k]])
                if value.ndim and value.shape[0] == channels:  # (a scalar scale or zero point is shared)
                    inputs[k] = g.fresh_name(f"{conv.inputs[k]}_{start}")
                    g.initializers[inputs[k]] = np.ascontiguousarray(value[start : start + size])
            parts.append(Node(conv.op, inputs, [out], dict(conv.attrs), f"{conv.name}_{start}", conv.domain))
            start += size
        replaced[id(conv)] = parts
        removed.add(id(split))
    g.nodes = [m for n in g.nodes if id(n) not in removed for m in replaced.get(id(n), [n])]
    return _drop_unused_initializers(g)
