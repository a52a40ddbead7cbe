"""The layout pass: keep 4-D activations in NHWC inside the graph, convert at its boundary only.

ONNX tensors are NCHW. Convolutions, pooling and batch normalization run in NHWC (channels contiguous
is what the Indirect GEMM and the depthwise kernel need), so the pass gives every 4-D activation that
flows between such ops the NHWC layout:

* NHWC-native ops (Conv/FusedConv and ConvTranspose with 4-D constant weights, 2-D MaxPool/AveragePool) take
  NHWC input,
  converting an NCHW input once (``ixconv.ToNHWC``); GlobalAveragePool/GlobalMaxPool/BatchNormalization/
  Concat/Shape run in NHWC when their input already is NHWC (Concat's axis is remapped, Shape reports
  the NCHW shape).
* Element-wise ops (``keeps_layout`` in the operator registry: Add, Mul, Relu, Clip, Sigmoid, ...) keep the
  layout of their inputs;
  constant operands are permuted once (a (C,1,1) bias becomes (1,1,C)). So do QuantizeLinear and
  DequantizeLinear with a scalar scale and zero point (the glue of a quantized model between convolutions).
* Split and Slice (constant axes) of an NHWC tensor slice it in NHWC, their axes remapped.
* A model's own Transpose NCHW -> NHWC of an NHWC tensor, or NHWC -> NCHW of a plain 4-D one (ConvNeXt's
  permutes around LayerNorm and its Linear layers), moves no byte: it becomes an Identity (a copy, or nothing).
* Inference BatchNormalization on an NHWC tensor becomes Mul and Add by per-channel constants (element-wise:
  fused with its neighbours); ReduceMean over H and W with the dimensions kept, GlobalAveragePool.
* Resize and Upsample of an NHWC tensor resample it in NHWC (over H and W natively).
* Every other op sees NCHW: an NHWC input is converted back first (``ixconv.ToNCHW``), once per tensor.
* Graph outputs are converted back, so callers see exactly the model's declared layout.
"""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Graph, Node
from ixconv.graph.ops import keeps_layout
from ixconv.graph.ops.nn import batchnorm_affine

NHWC = "NHWC"
NCHW_TO_NHWC_AXIS = {0: 0, 1: 3, 2: 1, 3: 2}


def _is_4d_conv(g: Graph, n: Node) -> bool:
    return n.op in ("Conv", "FusedConv") and g.is_constant(n.inputs[1]) and g.initializers[n.inputs[1]].ndim == 4


def _is_2d_deconv(g: Graph, n: Node) -> bool:
    """ConvTranspose with constant 4-D weights (and a constant bias, if any): subconvolutions in NHWC."""
    if n.op != "ConvTranspose" or len(n.inputs) < 2 or not g.is_constant(n.inputs[1]):
        return False
    constant_bias = len(n.inputs) < 3 or not n.inputs[2] or g.is_constant(n.inputs[2])
    return constant_bias and g.initializers[n.inputs[1]].ndim == 4


def _is_quant_conv(g: Graph, n: Node) -> bool:
    """QLinearConv / ConvInteger with constant 4-D weights and constant scales and zero points."""
    if n.op not in ("QLinearConv", "ConvInteger") or len(n.inputs) < 2:
        return False
    weights = n.inputs[3] if n.op == "QLinearConv" else n.inputs[1]
    constant = all(not i or g.is_constant(i) for i in n.inputs[1:])
    return constant and bool(weights) and g.initializers[weights].ndim == 4


def _is_per_tensor_quant(g: Graph, n: Node) -> bool:
    """QuantizeLinear / DequantizeLinear with one constant scale (and zero point): element-wise, so it keeps
    its input's layout (a per-axis one depends on the axis: it sees NCHW)."""
    if n.op not in ("QuantizeLinear", "DequantizeLinear"):
        return False
    return all(not i or (g.is_constant(i) and g.initializers[i].ndim == 0) for i in n.inputs[1:])


def _feeds_quant_convs_only(g: Graph, n: Node, users: dict[str, list[Node]]) -> bool:
    """QuantizeLinear whose output only feeds (as their input) quantized convolutions, which run in NHWC."""
    if n.op != "QuantizeLinear" or not n.outputs or n.outputs[0] in g.output_names:
        return False
    readers = users.get(n.outputs[0], [])
    return bool(readers) and all(_is_quant_conv(g, r) and r.inputs[0] == n.outputs[0] for r in readers)


def _is_2d_pool(n: Node) -> bool:
    return (
        n.op in ("MaxPool", "AveragePool")
        and len(n.attrs.get("kernel_shape", [])) == 2
        and not any(o for o in n.outputs[1:])
        and n.attrs.get("storage_order", 0) == 0
    )


def _permute_constant(value: np.ndarray) -> np.ndarray | None:
    """An NCHW-broadcasting constant as the equivalent NHWC-broadcasting one (None if impossible)."""
    if value.ndim == 0:
        return value
    if value.ndim > 4:
        return None
    return np.ascontiguousarray(value.reshape((1,) * (4 - value.ndim) + value.shape).transpose(0, 2, 3, 1))


def to_nhwc(graph: Graph) -> Graph:
    if any(n.domain == "ixconv" and n.op in ("ToNHWC", "ToNCHW") or "__layout__" in n.attrs for n in graph.nodes):
        return graph.copy()  # already converted: the pass is idempotent
    g = graph.copy()
    layout: dict[str, str] = {}
    converted: dict[tuple[str, str], str] = {}  # (tensor, target layout) -> converted tensor
    permuted: dict[str, str] = {}
    out: list[Node] = []

    def convert(name: str, target: str) -> str:
        if not name or g.is_constant(name) or layout.get(name, "NCHW") == target:
            return name
        key = (name, target)
        if key not in converted:
            new = g.fresh_name(f"{name}_{target.lower()}")
            op = "ToNHWC" if target == NHWC else "ToNCHW"
            out.append(Node(op, [name], [new], {}, f"{op}_{name}", "ixconv"))
            layout[new] = target
            converted[key] = new
        return converted[key]

    def permute(name: str) -> str | None:
        if name in permuted:
            return permuted[name]
        value = _permute_constant(g.initializers[name])
        if value is None:
            return None
        new = g.fresh_name(f"{name}_nhwc")
        g.initializers[new] = value
        permuted[name] = new
        return new

    users = g.consumers()
    producers = g.producers()
    deferred: dict[int, Node] = {}  # a regroup chain's last Reshape -> the Regroup node that replaces the chain
    skipped: set[int] = set()
    for n in g.nodes:
        if id(n) in skipped:
            continue
        if id(n) in deferred:  # its target shape is computed by now
            regroup = deferred.pop(id(n))
            if regroup.attrs["layouts"][1] == NHWC:
                _mark(regroup, layout)
            out.append(regroup)
            continue
        acts = [i for i in n.inputs if i and not g.is_constant(i)]
        any_nhwc = any(layout.get(i) == NHWC for i in acts)
        chain = _regroup_chain(g, n, users, producers, layout.get(n.inputs[0]) == NHWC) if n.inputs else None
        if chain is not None:  # taken whole: one ixconv.Regroup where the chain's last node was
            members, layouts = chain
            last = members[-1]
            inputs = [n.inputs[0], *dict.fromkeys(i for m in members for i in m.inputs[1:] if i)]
            attrs = {"members": members, "layouts": layouts}
            name = f"Regroup_{last.outputs[0]}"
            deferred[id(last)] = Node("Regroup", inputs, [last.outputs[0]], attrs, name, "ixconv")
            skipped.update(id(m) for m in members[1:-1])
            continue
        if _is_4d_conv(g, n) or _is_2d_pool(n) or _is_quant_conv(g, n) or _is_2d_deconv(g, n):
            n.inputs[0] = convert(n.inputs[0], NHWC)
            if n.op == "FusedConv" and n.inputs[3]:
                n.inputs[3] = convert(n.inputs[3], NHWC)
            _mark(n, layout)
        elif n.op == "BatchNormalization" and layout.get(n.inputs[0]) == NHWC and (affine := _affine_of(g, n)):
            # x * factor + offset, per channel: two element-wise nodes the fusion pass joins with what follows
            factor, offset = affine
            names = [g.fresh_name(f"{n.name or n.outputs[0]}_{part}") for part in ("factor", "offset", "scaled")]
            g.initializers[names[0]], g.initializers[names[1]] = factor, offset
            out.append(Node("Mul", [n.inputs[0], names[0]], [names[2]], {}, f"{n.name}_scale"))
            out.append(Node("Add", [names[2], names[1]], [n.outputs[0]], {}, f"{n.name}_shift"))
            layout[names[2]] = layout[n.outputs[0]] = NHWC
            continue
        elif n.op in ("Split", "Slice") and layout.get(n.inputs[0]) == NHWC and _remap_axes(g, n):
            for o in n.outputs:  # channel or spatial slices of an NHWC tensor: strided copies
                if o:
                    layout[o] = NHWC
        elif n.op == "Transpose" and _perm(n) == [0, 2, 3, 1] and layout.get(n.inputs[0]) == NHWC:
            n.op, n.attrs = "Identity", {}  # an NHWC tensor's bytes are its NCHW -> NHWC transpose (plain)
        elif n.op == "Transpose" and _perm(n) == [0, 3, 1, 2] and layout.get(n.inputs[0]) != NHWC:
            n.op, n.attrs = "Identity", {}  # a plain (N, H, W, C) tensor's bytes are its transpose, in NHWC
            n.inputs = [convert(i, "NCHW") for i in n.inputs]  # (a plain input stays as it is)
            layout[n.outputs[0]] = NHWC
        elif n.op == "ReduceMean" and layout.get(n.inputs[0]) == NHWC and _is_spatial_mean(g, n):
            n.op, n.inputs, n.attrs = "GlobalAveragePool", [n.inputs[0]], {}  # the mean over H and W, kept
            _mark(n, layout)
        elif n.op == "ReduceMean" and layout.get(n.inputs[0]) == NHWC and _is_spatial_mean(g, n, keepdims=0):
            # the mean over H and W, dropped (MNASNet's x.mean([2, 3])): the pooled (N, 1, 1, C) map has the same
            # bytes in either layout, so its flattening to (N, C) needs no conversion of the whole map
            pool = Node("GlobalAveragePool", [n.inputs[0]], [g.fresh_name(f"{n.outputs[0]}_pooled")], {}, n.name)
            _mark(pool, layout)
            out += [pool, Node("Flatten", pool.outputs, [n.outputs[0]], {"axis": 1}, f"{n.name}_flatten")]
            continue
        elif n.op in ("GlobalAveragePool", "GlobalMaxPool", "BatchNormalization") and layout.get(n.inputs[0]) == NHWC:
            _mark(n, layout)
        elif n.op == "Concat" and any_nhwc and all(layout.get(i) == NHWC for i in acts) and acts == n.inputs:
            axis = int(n.attrs.get("axis", 1))
            n.attrs["axis"] = NCHW_TO_NHWC_AXIS[axis % 4]
            _mark(n, layout)
        elif _is_per_tensor_quant(g, n) and (layout.get(n.inputs[0]) == NHWC or _feeds_quant_convs_only(g, n, users)):
            # a float tensor quantized for quantized convolutions only: transpose the floats (a native
            # kernel), then quantize in NHWC, rather than transposing the 8-bit result
            n.inputs[0] = convert(n.inputs[0], NHWC)
            for o in n.outputs[:1]:
                if o:
                    layout[o] = NHWC
        elif n.op in ("Resize", "Upsample") and layout.get(n.inputs[0]) == NHWC and _only_data_moves(g, n, acts):
            _mark(n, layout)  # resampled in NHWC (its scales, sizes and roi are about the NCHW axes)
        elif n.op == "Shape" and layout.get(n.inputs[0]) == NHWC:
            n.attrs["__layout__"] = NHWC  # reports the NCHW shape of an NHWC tensor; its output is plain
        elif keeps_layout(n.op) and any_nhwc and all(layout.get(i) == NHWC for i in acts):
            new_inputs = []
            for i in n.inputs:
                if i and g.is_constant(i):
                    p = permute(i)
                    if p is None:
                        break
                    new_inputs.append(p)
                else:
                    new_inputs.append(i)
            else:
                n.inputs = new_inputs
                for o in n.outputs[:1]:
                    if o:
                        layout[o] = NHWC
                out.append(n)
                continue
            n.inputs = [convert(i, "NCHW") for i in n.inputs]
        else:
            n.inputs = [convert(i, "NCHW") for i in n.inputs]
        out.append(n)
    # graph outputs in NHWC: rename them internally and convert back under the declared name
    for v in g.outputs:
        if layout.get(v.name) == NHWC:
            inner = g.fresh_name(f"{v.name}_nhwc")
            for n in out:
                n.inputs = [inner if i == v.name else i for i in n.inputs]
                n.outputs = [inner if o == v.name else o for o in n.outputs]
            layout[inner] = NHWC
            out.append(Node("ToNCHW", [inner], [v.name], {}, f"ToNCHW_{v.name}", "ixconv"))
            del layout[v.name]
    g.nodes = out
    g.layouts = layout
    return g


def _regroup_chain(g: Graph, n: Node, users: dict[str, list[Node]], producers: dict[str, Node], nhwc: bool):
    """(members, (input layout, output layout)) when ``n`` starts a chain of shape operators the layout pass
    takes whole (``nhwc_ops.RegroupStep`` runs it), each link read by the next alone; else None:

    * of an NHWC tensor, Reshape -> Transpose -> Reshape back to 4-D, the transpose keeping the batch axis
      first and the spatial axes last (a channel shuffle: N x C x H x W -> N x g x C/g x H x W ->
      N x C/g x g x H x W -> N x C x H x W), in NHWC;
    * of an NHWC tensor, Reshape or Squeeze -> Transpose [0, 2, 1] (a map read as a sequence of pixels,
      N x HW x C), plain;
    * of a plain tensor, Transpose [0, 2, 1] -> Reshape to 4-D read by a convolution, a pooling or a Concat
      (the sequence back to a map), in NHWC.

    Whether the shapes make the chain a mere permutation of channels, or no move at all, is decided at run
    time; the chain stays correct either way."""
    outputs = set(g.output_names)

    def only_reader(node: Node, op: str) -> Node | None:
        name = node.outputs[0] if len(node.outputs) == 1 else None
        readers = users.get(name, []) if name else []
        if name in outputs or len(readers) != 1 or readers[0].op != op or readers[0].inputs[0] != name:
            return None
        return readers[0]

    def four_d(reshape: Node | None) -> bool:
        ok = reshape is not None and len(reshape.inputs) == 2 and bool(reshape.inputs[1]) and len(reshape.outputs) == 1
        return ok and _static_shape(g, reshape.inputs[1], producers, {}) == (4,)

    if nhwc and n.op == "Reshape" and len(n.inputs) == 2 and n.inputs[1]:
        transpose = only_reader(n, "Transpose")
        perm = _perm(transpose) if transpose is not None else None
        if perm is not None and len(perm) >= 4 and perm[0] == 0 and perm[-2:] == [len(perm) - 2, len(perm) - 1]:
            second = only_reader(transpose, "Reshape")
            if four_d(second):
                return (n, transpose, second), (NHWC, NHWC)
    if nhwc and n.op in ("Reshape", "Squeeze"):
        transpose = only_reader(n, "Transpose")
        if transpose is not None and _perm(transpose) == [0, 2, 1] and len(transpose.outputs) == 1:
            return (n, transpose), (NHWC, "")
    if not nhwc and n.op == "Transpose" and _perm(n) == [0, 2, 1] and not g.is_constant(n.inputs[0]):
        reshape = only_reader(n, "Reshape")
        readers = users.get(reshape.outputs[0], []) if four_d(reshape) else []
        if any(_is_4d_conv(g, r) or _is_2d_pool(r) or r.op == "Concat" for r in readers):
            return (n, reshape), ("", NHWC)
    return None


SHAPE_ELEMENTWISE = ("Cast", "Identity", "Neg", "Floor", "Ceil", "Abs", "Add", "Sub", "Mul", "Div", "Mod", "Max", "Min")


def _static_shape(g: Graph, name: str, producers: dict[str, Node], memo: dict) -> tuple[int, ...] | None:
    """The shape of a small integer tensor computed by shape arithmetic (Shape -> Gather -> Unsqueeze ->
    Concat, constants, element-wise), when the graph fixes it; else None."""
    if name in memo:
        return memo[name]
    memo[name] = None  # no cycle in a graph, but stay safe
    result = None
    node = producers.get(name)
    if g.is_constant(name):
        result = tuple(np.asarray(g.initializers[name]).shape)
    elif node is None:
        result = None
    elif node.op == "Gather" and len(node.inputs) == 2 and g.is_constant(node.inputs[1]):
        data = producers.get(node.inputs[0])
        shape_of = data is not None and data.op == "Shape"
        data_shape = (0,) if shape_of else _static_shape(g, node.inputs[0], producers, memo)
        if data_shape is not None and int(node.attrs.get("axis", 0)) == 0:
            result = tuple(np.asarray(g.initializers[node.inputs[1]]).shape) + data_shape[1:]
    elif node.op == "Unsqueeze":
        inner = _static_shape(g, node.inputs[0], producers, memo)
        axes = node.attrs.get("axes")
        if axes is None and len(node.inputs) > 1 and g.is_constant(node.inputs[1]):
            axes = np.asarray(g.initializers[node.inputs[1]]).reshape(-1).tolist()
        if inner is not None and axes is not None:
            rank = len(inner) + len(axes)
            dims, rest = [], iter(inner)
            wanted = {int(a) % rank for a in axes}
            for d in range(rank):
                dims.append(1 if d in wanted else next(rest))
            result = tuple(dims)
    elif node.op == "Concat":
        parts = [_static_shape(g, i, producers, memo) for i in node.inputs]
        if all(p is not None and len(p) == 1 for p in parts):
            result = (sum(p[0] for p in parts),)
    elif node.op in SHAPE_ELEMENTWISE:
        parts = [_static_shape(g, i, producers, memo) for i in node.inputs if i]
        if parts and all(p is not None for p in parts):
            try:
                result = tuple(np.broadcast_shapes(*parts))
            except ValueError:
                result = None
    memo[name] = result
    return result


def _affine_of(g: Graph, n: Node) -> tuple[np.ndarray, np.ndarray] | None:
    """An inference BatchNormalization with constant statistics as (factor, offset), NHWC-broadcasting float32
    constants computed in float64, as ``BatchNormStep`` computes them; None for anything else."""
    if set(n.attrs) - {"epsilon", "momentum", "spatial", "training_mode"} or n.attrs.get("training_mode", 0):
        return None
    if len([o for o in n.outputs if o]) != 1:
        return None
    if len(n.inputs) != 5 or not all(g.is_constant(i) for i in n.inputs[1:5]):
        return None
    scale, shift, mean, var = (g.initializers[i] for i in n.inputs[1:5])
    if not all(v.dtype == np.float32 and v.ndim == 1 and v.shape == scale.shape for v in (shift, mean, var)):
        return None
    factor, offset = batchnorm_affine(scale, shift, mean, var, n.attrs.get("epsilon", 1e-5))
    return factor.astype(np.float32).reshape(1, 1, 1, -1), offset.astype(np.float32).reshape(1, 1, 1, -1)


def _perm(n: Node) -> list[int] | None:
    perm = n.attrs.get("perm")
    return [int(p) for p in perm] if perm is not None and len(n.inputs) == 1 else None


def _remap_axes(g: Graph, n: Node) -> bool:
    """Point a Split's axis, or a Slice's constant axes, at the NHWC dimensions (True), or leave the node as it
    is (False: axes computed at run time, or implied by the starts' order)."""
    if n.op == "Split":
        n.attrs = {**n.attrs, "axis": NCHW_TO_NHWC_AXIS[int(n.attrs.get("axis", 0)) % 4]}
        return True
    if "starts" in n.attrs:  # opset < 10
        if "axes" not in n.attrs:
            return False
        n.attrs = {**n.attrs, "axes": [NCHW_TO_NHWC_AXIS[int(a) % 4] for a in n.attrs["axes"]]}
        return True
    if len(n.inputs) < 4 or not n.inputs[3] or not g.is_constant(n.inputs[3]):
        return False
    axes = np.asarray(g.initializers[n.inputs[3]])
    remapped = g.fresh_name(f"{n.inputs[3]}_nhwc")
    g.initializers[remapped] = np.array([NCHW_TO_NHWC_AXIS[int(a) % 4] for a in axes.reshape(-1)], axes.dtype)
    n.inputs = [*n.inputs[:3], remapped, *n.inputs[4:]]
    return True


def _is_spatial_mean(g: Graph, n: Node, keepdims: int = 1) -> bool:
    """ReduceMean of a 4-D tensor over axes 2 and 3, dimensions kept (``keepdims``: or dropped): a GlobalAveragePool
    (and a flattening)."""
    if int(n.attrs.get("keepdims", 1)) != keepdims or set(n.attrs) - {"axes", "keepdims", "noop_with_empty_axes"}:
        return False
    if "axes" in n.attrs:
        axes = n.attrs["axes"]
    elif len(n.inputs) > 1 and n.inputs[1] and g.is_constant(n.inputs[1]):
        axes = [int(a) for a in np.asarray(g.initializers[n.inputs[1]]).reshape(-1)]
    else:
        return False
    return len(axes) == 2 and {int(a) % 4 for a in axes} == {2, 3}


def _only_data_moves(g: Graph, n: Node, acts: list[str]) -> bool:
    """The node's only activation input is its data (its other inputs are constants, or computed from shapes
    alone: a detector's upsampling to the size of another feature map)."""
    shape_only = g.shape_only_tensors()
    return all(i == n.inputs[0] or i in shape_only for i in acts)


def _mark(n: Node, layout: dict[str, str]) -> None:
    n.attrs["__layout__"] = NHWC
    if n.outputs and n.outputs[0]:
        layout[n.outputs[0]] = NHWC
