"""Differential fuzzing of native programs: random small ONNX graphs, run with and without programs.

Every case mixes operators that become native calls (Conv with fused bias/Relu/Clip/residual, pooling,
global pooling, Flatten/Reshape, Gemm, the layout transposes, channel Concats of convolutions written in
place) with operators that stay in Python
(Sigmoid, Mul, Concat, Transpose, Softmax, Add, Slice), several outputs (some consumed later), a graph
input read by several nodes, and a second input shape (a new plan and program). ``Model(g)`` must agree
bitwise with ``Model(g, native_programs=False)`` on every run (plan, segment, replays) with fresh input
arrays each time, and with ONNX Runtime to about 1e-4.
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from ixconv.graph.executor import Model

ort = pytest.importorskip("onnxruntime", reason="ONNX Runtime is the second oracle of these tests")


class GraphBuilder:
    """Random NCHW graph: tensors tracked with their (C, H, W) for each of the two input sizes."""

    def __init__(self, rng: np.random.Generator, sizes: list[tuple[int, int]], channels: int):
        self.rng = rng
        self.nodes, self.inits, self.inputs = [], [], []
        self.tensors: dict[str, tuple[int, list[tuple[int, int]]]] = {}  # name -> (C, [(H, W) per size])
        self.flat: dict[str, int] = {}  # 2-D tensors: name -> columns
        self.count = 0
        self.inputs.append(helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", channels, "H", "W"]))
        self.tensors["x"] = (channels, list(sizes))

    def name(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def const(self, value: np.ndarray, prefix: str = "w") -> str:
        name = self.name(prefix)
        self.inits.append(numpy_helper.from_array(np.asarray(value), name))
        return name

    def node(self, op: str, inputs: list[str], **attrs) -> str:
        out = self.name(op.lower())
        self.nodes.append(helper.make_node(op, inputs, [out], name=out, **attrs))
        return out

    def pick(self, latest: str) -> str:
        if self.rng.random() < 0.3:
            return str(self.rng.choice(sorted(self.tensors)))
        return latest

    # -- native-capable operators --------------------------------------------------------------------
    def conv(self, x: str, same: bool = False) -> str | None:
        rng = self.rng
        c, sizes = self.tensors[x]
        if same:
            kh = kw = int(rng.choice([1, 3]))
            stride, dil, pads = 1, 1, [kh // 2, kw // 2, kh // 2, kw // 2]
            k, group = c, 1
            if c > 1 and rng.random() < 0.3:
                group = c  # depthwise
        else:
            kh, kw = int(rng.choice([1, 2, 3])), int(rng.choice([1, 3]))
            stride, dil = [int(rng.choice([1, 1, 2])) for _ in range(2)], int(rng.choice([1, 1, 2]))
            pads = [int(rng.integers(0, (kh - 1) * dil + 1)), int(rng.integers(0, (kw - 1) * dil + 1)),
                    int(rng.integers(0, (kh - 1) * dil + 1)), int(rng.integers(0, (kw - 1) * dil + 1))]  # fmt: skip
            kind = rng.choice(["dense", "depthwise", "grouped"])
            k, group = int(rng.choice([1, 3, 5, 8, 16, 17])), 1
            if kind == "depthwise" and c > 1:
                k, group = c, c
            elif kind == "grouped" and c % 2 == 0:
                group, k = 2, 2 * int(rng.integers(1, 6))
        strides = [stride, stride] if isinstance(stride, int) else stride
        auto_pad = "NOTSET" if same else str(rng.choice(["NOTSET"] * 4 + ["SAME_UPPER", "SAME_LOWER", "VALID"]))
        if auto_pad == "VALID":
            pads = [0, 0, 0, 0]
        elif auto_pad != "NOTSET":
            dil = 1  # ONNX Runtime: no dilation with SAME padding
        new_sizes = []
        for h, w in sizes:
            if auto_pad.startswith("SAME"):
                oh, ow = -(-h // strides[0]), -(-w // strides[1])
            else:
                oh = (h + pads[0] + pads[2] - (kh - 1) * dil - 1) // strides[0] + 1
                ow = (w + pads[1] + pads[3] - (kw - 1) * dil - 1) // strides[1] + 1
            if oh < 1 or ow < 1:
                return None
            new_sizes.append((oh, ow))
        fan_in = c // group * kh * kw
        w = (rng.standard_normal((k, c // group, kh, kw)) / np.sqrt(fan_in)).astype(np.float32)
        ins = [x, self.const(w)]
        if rng.random() < 0.6:
            ins.append(self.const(rng.standard_normal(k).astype(np.float32) * 0.1, "b"))
        attrs = dict(kernel_shape=[kh, kw], strides=strides, dilations=[dil, dil])
        if auto_pad == "NOTSET":
            attrs["pads"] = pads
        else:
            attrs["auto_pad"] = auto_pad
        if group > 1:
            attrs["group"] = group
        y = self.node("Conv", ins, **attrs)
        self.tensors[y] = (k, new_sizes)
        return y

    def activation(self, x: str) -> str:
        choice = self.rng.choice(["none", "relu", "relu6", "clip"])
        if choice == "none":
            return x
        if choice == "relu":
            y = self.node("Relu", [x])
        else:
            lo, hi = (0.0, 6.0) if choice == "relu6" else (-0.5, 0.5)
            y = self.node("Clip", [x, self.const(np.float32(lo), "lo"), self.const(np.float32(hi), "hi")])
        self.tensors[y] = self.tensors[x]
        return y

    def residual(self, x: str) -> str:
        y = self.conv(x, same=True)
        ins = [y, x] if self.rng.random() < 0.5 else [x, y]
        z = self.node("Add", ins)
        self.tensors[z] = self.tensors[x]
        return self.activation(z)

    def fire(self, x: str) -> str | None:
        """SqueezeNet's expand: two or three convolutions of one tensor (same size, fused activations, now
        and then a depthwise one) concatenated along channels -- the Concat the memory plan removes; now and
        then one branch is also read by another node (that Concat copies)."""
        branches = []
        for _ in range(int(self.rng.integers(2, 4))):
            y = self.conv(x, same=True)
            if y is None:
                return None
            branches.append(self.activation(y))
        z = self.node("Concat", branches, axis=1)
        self.tensors[z] = (sum(self.tensors[b][0] for b in branches), self.tensors[x][1])
        if self.rng.random() < 0.2:
            shape = self.tensors[z]
            z = self.node("Add", [z, self.node("Concat", branches[::-1], axis=1)])
            self.tensors[z] = shape
        return z

    def pool(self, x: str) -> str | None:
        rng = self.rng
        c, sizes = self.tensors[x]
        op = str(rng.choice(["MaxPool", "AveragePool"]))
        k, s = int(rng.choice([1, 2, 3])), int(rng.choice([1, 2]))
        d = int(rng.choice([1, 1, 2])) if op == "MaxPool" else 1
        pads = [int(rng.integers(0, k // 2 + 1)) for _ in range(4)]
        ceil = int(rng.random() < 0.4)
        new_sizes = []
        for h, w in sizes:
            out = []
            for n, pb, pe in ((h, pads[0], pads[2]), (w, pads[1], pads[3])):
                num = n + pb + pe - ((k - 1) * d + 1)
                if num < 0:
                    return None
                o = (-(-num // s) if ceil else num // s) + 1
                if ceil and (o - 1) * s >= n + pb:
                    o -= 1
                taps = (np.arange(o) * s - pb)[:, None] + np.arange(k)[None, :] * d
                if not ((taps >= 0) & (taps < n)).any(axis=1).all():
                    return None  # a window of padding only: ixconv gives -inf (max) / NaN, ONNX Runtime -FLT_MAX / 0
                out.append(o)
            new_sizes.append(tuple(out))
        attrs = dict(kernel_shape=[k, k], strides=[s, s], pads=pads, ceil_mode=ceil)
        if d > 1:
            attrs["dilations"] = [d, d]
        if op == "AveragePool" and rng.random() < 0.5:
            attrs["count_include_pad"] = 1
        y = self.node(op, [x], **attrs)
        self.tensors[y] = (c, new_sizes)
        return y

    def head(self, x: str) -> str:
        rng = self.rng
        c, sizes = self.tensors[x]
        if len(sizes) == 1 and rng.random() < 0.3:  # Flatten (N, C, H, W) -> (N, CHW): K depends on H, W
            f = self.node("Flatten", [x], axis=1)
            self.flat[f] = c * sizes[0][0] * sizes[0][1]
            return self.gemm(f)
        g = self.node(str(rng.choice(["GlobalAveragePool", "GlobalMaxPool"])), [x])
        if rng.random() < 0.5:
            f = self.node("Flatten", [g], axis=1)
        else:
            f = self.node("Reshape", [g, self.const(np.array([0, -1], np.int64), "shape")])
        self.flat[f] = c
        return self.gemm(f)

    def gemm(self, f: str) -> str:
        rng = self.rng
        k, n = self.flat[f], int(rng.choice([1, 4, 10, 17]))
        trans_b = int(rng.random() < 0.5)
        w = (rng.standard_normal((n, k) if trans_b else (k, n)) / np.sqrt(k)).astype(np.float32)
        ins = [f, self.const(w)]
        if rng.random() < 0.6:
            ins.append(self.const(rng.standard_normal(n).astype(np.float32), "b"))
        y = self.node("Gemm", ins, transB=trans_b)
        if rng.random() < 0.3:
            y = self.node("Relu", [y])
        self.flat[y] = n
        return y

    # -- operators that stay in Python ---------------------------------------------------------------
    def python_op(self, x: str) -> str | None:
        rng = self.rng
        c, sizes = self.tensors[x]
        op = rng.choice(["Sigmoid", "Mul", "Concat", "Transpose", "Softmax", "Add", "Slice"])
        if op == "Sigmoid":
            y = self.node("Sigmoid", [x])
        elif op == "Softmax":
            y = self.node("Softmax", [x], axis=1)
        elif op == "Mul":
            scale = rng.uniform(0.5, 1.5, (1, c, 1, 1)).astype(np.float32)
            y = self.node("Mul", [x, self.const(scale, "scale")])
        elif op == "Add":
            y = self.node("Add", [x, x])
        elif op == "Concat":
            others = [t for t, (_, s) in self.tensors.items() if s == sizes]
            other = str(rng.choice(sorted(others)))
            y = self.node("Concat", [x, other], axis=1)
            self.tensors[y] = (c + self.tensors[other][0], sizes)
            return y
        elif op == "Transpose":
            y = self.node("Transpose", [x], perm=[0, 1, 3, 2])
            self.tensors[y] = (c, [(w, h) for h, w in sizes])
            return y
        else:  # Slice the channels
            if c < 2:
                return None
            start = int(rng.integers(0, c - 1))
            ins = [x, self.const(np.array([start], np.int64), "s"), self.const(np.array([c], np.int64), "e"),
                   self.const(np.array([1], np.int64), "a")]  # fmt: skip
            y = self.node("Slice", ins)
            self.tensors[y] = (c - start, sizes)
            return y
        self.tensors[y] = (c, sizes)
        return y


def random_case(seed: int):
    """(ONNX model, [input shapes of x], flat input columns or None, outputs)."""
    rng = np.random.default_rng(seed)
    batch = int(rng.choice([1, 2]))
    sizes = [(int(rng.integers(5, 13)), int(rng.integers(5, 13)))]
    if rng.random() < 0.6:
        sizes.append((int(rng.integers(5, 13)), int(rng.integers(5, 13))))
    channels = int(rng.choice([1, 2, 3, 5, 8, 16]))
    b = GraphBuilder(rng, sizes, channels)
    outputs: list[str] = []
    latest = "x"
    if rng.random() < 0.5:  # the graph input read by a second node, itself an output or consumed later
        side = b.node(str(rng.choice(["Sigmoid", "Relu"])), ["x"])
        b.tensors[side] = b.tensors["x"]
        outputs.append(side)
    for _ in range(int(rng.integers(2, 7))):
        x = b.pick(latest)
        kind = rng.choice(["conv", "conv", "residual", "pool", "python", "fire"])
        if kind == "conv":
            y = b.conv(x)
            y = None if y is None else b.activation(y)
        elif kind == "residual":
            y = b.residual(x)
        elif kind == "pool":
            y = b.pool(x)
        elif kind == "fire":
            y = b.fire(x)
        else:
            y = b.python_op(x)
        if y is None:
            continue
        latest = y
        if rng.random() < 0.25:
            outputs.append(y)  # an intermediate output, possibly read by later nodes
    flat_columns = None
    if rng.random() < 0.7:
        latest = b.head(latest)
        if rng.random() < 0.3:
            latest = b.node("Softmax", [latest], axis=1)
    if rng.random() < 0.4:  # a 2-D graph input read directly by a Gemm (and by a Flatten)
        flat_columns = int(rng.choice([3, 8, 9]))
        b.inputs.append(helper.make_tensor_value_info("v", TensorProto.FLOAT, ["N", flat_columns]))
        b.flat["v"] = flat_columns
        outputs.append(b.gemm("v"))
        if rng.random() < 0.5:
            outputs.append(b.node("Flatten", ["v"], axis=1))
    if latest in b.flat and rng.random() < 0.4:  # back to 4-D: Reshape (N, K) -> (N, K, 1, 1), then a conv
        back = b.node("Reshape", [latest, b.const(np.array([0, -1, 1, 1], np.int64), "shape")])
        b.tensors[back] = (b.flat[latest], [(1, 1)] * len(sizes))
        outputs.append(latest)
        latest = b.activation(b.conv(back, same=True))
    if rng.random() < 0.2:
        outputs.append(b.node("Identity", [latest]))
    if rng.random() < 0.15:
        outputs.append("x")  # a graph input that is also an output
    outputs.append(latest)
    outputs = list(dict.fromkeys(outputs))
    value_infos = [helper.make_tensor_value_info(o, TensorProto.FLOAT, None) for o in outputs]
    graph = helper.make_graph(b.nodes, f"fuzz{seed}", b.inputs, value_infos, b.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    shapes = [(batch, channels, h, w) for h, w in sizes]
    return model, shapes, flat_columns, outputs


def random_quantized_case(seed: int):
    """QuantizeLinear -> QLinearConv / ConvInteger chains (native) with uint8 MaxPool (Python) between."""
    rng = np.random.default_rng(seed)
    batch, channels = int(rng.choice([1, 2])), int(rng.choice([1, 3, 8]))
    sizes = [(int(rng.integers(5, 11)), int(rng.integers(5, 11)))]
    if rng.random() < 0.5:
        sizes.append((int(rng.integers(5, 11)), int(rng.integers(5, 11))))
    b = GraphBuilder(rng, sizes, channels)
    scale = np.float32(0.05)
    q = b.node("QuantizeLinear", ["x", b.const(scale, "s"), b.const(np.uint8(128), "zp")])
    b.tensors[q] = b.tensors["x"]
    outputs, latest = [], q
    for _ in range(int(rng.integers(1, 4))):
        c, sz = b.tensors[latest]
        if rng.random() < 0.25:
            y = b.pool(latest)
            if y is not None and b.nodes[-1].op_type == "MaxPool":
                latest = y
            elif y is not None:  # an AveragePool on uint8: not what this case is about
                b.nodes.pop()
            continue
        k = int(rng.choice([1, 4, 8, 17]))
        group = c if c > 1 and rng.random() < 0.3 else 1
        k = c if group > 1 else k
        kh = int(rng.choice([1, 3]))
        stride, pad = int(rng.choice([1, 2])), int(rng.integers(0, kh // 2 + 1))
        new_sizes = [((h + 2 * pad - kh) // stride + 1, (w + 2 * pad - kh) // stride + 1) for h, w in sz]
        if min(min(t) for t in new_sizes) < 1:
            continue
        w = rng.integers(-100, 100, (k, c // group, kh, kh)).astype(np.int8)
        attrs = dict(kernel_shape=[kh, kh], strides=[stride, stride], pads=[pad] * 4)
        if group > 1:
            attrs["group"] = group
        w_scale = rng.uniform(0.001, 0.004, k).astype(np.float32) if rng.random() < 0.5 else np.float32(0.002)
        ins = [
            latest,
            b.const(scale, "s"),
            b.const(np.uint8(128), "zp"),
            b.const(w),
            b.const(w_scale, "ws"),
            b.const(np.zeros(np.shape(w_scale), np.int8), "wzp"),
            b.const(scale, "s"),
            b.const(np.uint8(128), "zp"),
        ]
        if rng.random() < 0.5:
            ins.append(b.const(rng.integers(-500, 500, k).astype(np.int32), "qb"))
        y = b.node("QLinearConv", ins, **attrs)
        b.tensors[y] = (k, new_sizes)
        latest = y
        if rng.random() < 0.3:
            outputs.append(b.node("DequantizeLinear", [y, b.const(scale, "s"), b.const(np.uint8(128), "zp")]))
    if rng.random() < 0.5:  # ConvInteger: int32 out, cast to float
        c = b.tensors[latest][0]
        w = rng.integers(0, 255, (5, c, 1, 1)).astype(np.uint8)
        y = b.node("ConvInteger", [latest, b.const(w), b.const(np.uint8(128), "zp"), b.const(np.uint8(120), "wzp")])
        outputs.append(b.node("Cast", [y], to=TensorProto.FLOAT))
    outputs.append(b.node("DequantizeLinear", [latest, b.const(scale, "s"), b.const(np.uint8(128), "zp")]))
    outputs = list(dict.fromkeys(outputs))
    value_infos = [helper.make_tensor_value_info(o, TensorProto.FLOAT, None) for o in outputs]
    graph = helper.make_graph(b.nodes, f"qfuzz{seed}", b.inputs, value_infos, b.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model, [(batch, channels, h, w) for h, w in sizes], None, outputs


def fresh_inputs(rng: np.random.Generator, shape, flat_columns) -> dict[str, np.ndarray]:
    """New arrays every run; sometimes not C-contiguous (the model copies them)."""
    x = rng.standard_normal(shape, dtype=np.float32)
    if rng.random() < 0.25:
        x = np.asfortranarray(x)
    elif rng.random() < 0.3:
        x = misaligned(x)
    feeds = {"x": x}
    if flat_columns is not None:
        v = rng.standard_normal((shape[0], flat_columns * 2), dtype=np.float32)
        v = v[:, ::2] if rng.random() < 0.3 else np.ascontiguousarray(v[:, :flat_columns])
        feeds["v"] = misaligned(v) if rng.random() < 0.3 else v
    return feeds


def misaligned(a: np.ndarray) -> np.ndarray:
    """A C-contiguous copy of ``a`` at an address 4 bytes past a 64-byte boundary (kernels read feeds in place)."""
    buffer = np.empty(a.size + 32, np.float32)
    skip = (-buffer.ctypes.data // 4) % 16 + 1
    out = buffer[skip : skip + a.size].reshape(a.shape)
    out[...] = a
    assert out.flags.c_contiguous and out.ctypes.data % 64 == 4
    return out


def check_case(seed: int, quantized: bool = False, make=None) -> None:
    """Run the case ``make(seed)`` builds (default: ``random_case``, or ``random_quantized_case``)."""
    make = make or (random_quantized_case if quantized else random_case)
    model, shapes, flat_columns, outputs = make(seed)
    rng = np.random.default_rng(seed + 1_000_000)
    threads = int(rng.choice([1, 2]))
    optimize = bool(rng.random() < 0.8)  # unoptimized: Identity copies, unfused Relu/Clip/Add
    programs = Model(model, num_threads=threads, optimize_graph=optimize)
    steps = Model(model, num_threads=threads, native_programs=False, optimize_graph=optimize)
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    # runs: plan, segment, replay, replay on the first shape; then the second shape; then the first again
    schedule = [shapes[0]] * 4 + [shapes[-1]] * 3 + [shapes[0]] * 2
    switch_at = int(rng.integers(1, len(schedule))) if rng.random() < 0.4 else None
    old = []  # the earlier runs' arrays stay alive, poisoned: a call still pointing at one reads NaN
    for run, shape in enumerate(schedule):
        if run == switch_at:
            programs.set_threads(3 - threads)
            steps.set_threads(3 - threads)
        feeds = fresh_inputs(rng, shape, flat_columns)
        copies = {name: value.copy() for name, value in feeds.items()}
        expected = steps.run(feeds)
        got = programs.run(feeds)
        for name, value in feeds.items():
            np.testing.assert_array_equal(value, copies[name], err_msg=f"seed {seed}: the model wrote input {name}")
        context = f"seed {seed}, run {run}, shape {shape}, threads {threads}, switch {switch_at}, opt {optimize}"
        for name in outputs:
            np.testing.assert_array_equal(got[name], expected[name], err_msg=f"{context}, output {name}")
        if run in (0, 4):
            reference = dict(zip(outputs, session.run(outputs, feeds)))
            for name in outputs:
                ref = reference[name]
                atol = 1e-4 * max(1.0, float(np.max(np.abs(ref)))) if ref.size else 0
                if quantized:  # a rounding tie may land one step apart, and propagate
                    atol = max(atol, 0.1 * max(1.0, float(np.max(np.abs(ref)))))
                np.testing.assert_allclose(got[name], ref, rtol=1e-4, atol=atol, err_msg=f"{context}, ONNX Runtime")
        for value in feeds.values():
            value[...] = np.nan
        for value in got.values():  # the caller owns its outputs: scribbling on them changes nothing
            value[...] = np.nan
        old.append(feeds)


@pytest.mark.parametrize("seed", range(40))
def test_random_graphs_programs_match_python_steps(seed: int) -> None:
    check_case(seed)


@pytest.mark.parametrize("seed", range(10))
def test_random_quantized_graphs_programs_match_python_steps(seed: int) -> None:
    check_case(seed, quantized=True)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40, 1000))
def test_random_graphs_sweep(seed: int) -> None:
    check_case(seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 200))
def test_random_quantized_graphs_sweep(seed: int) -> None:
    check_case(seed, quantized=True)


# -- regressions the fuzzing found -------------------------------------------------------------------


def test_integer_max_pool_feeds_a_quantized_conv_on_the_first_run() -> None:
    """The uint8 MaxPool ran in NumPy on an NCHW view and returned a non-contiguous NHWC array on the
    planning run (no output buffer yet): the QLinearConv after it refused its input."""
    rng = np.random.default_rng(0)
    s, zp = numpy_helper.from_array(np.float32(0.05), "s"), numpy_helper.from_array(np.uint8(128), "zp")
    w = numpy_helper.from_array(rng.integers(-100, 100, (4, 3, 1, 1)).astype(np.int8), "w")
    ws, wzp = numpy_helper.from_array(np.float32(0.002), "ws"), numpy_helper.from_array(np.int8(0), "wzp")
    nodes = [
        helper.make_node("QuantizeLinear", ["x", "s", "zp"], ["q"]),
        helper.make_node("MaxPool", ["q"], ["p"], kernel_shape=[2, 2]),
        helper.make_node("QLinearConv", ["p", "s", "zp", "w", "ws", "wzp", "s", "zp"], ["c"]),
        helper.make_node("DequantizeLinear", ["c", "s", "zp"], ["y"]),
    ]
    x_info = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 6, 5])
    y_info = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    graph = helper.make_graph(nodes, "qpool", [x_info], [y_info], [s, zp, w, ws, wzp])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    programs, steps = Model(model, num_threads=2), Model(model, num_threads=2, native_programs=False)
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    for _ in range(3):
        x = rng.standard_normal((1, 3, 6, 5), dtype=np.float32)
        y = programs(x)
        np.testing.assert_array_equal(y, steps(x))
        np.testing.assert_allclose(y, session.run(None, {"x": x})[0], atol=0.06)


def test_set_threads_waits_for_a_run_in_another_thread() -> None:
    """set_threads during a run (another Python thread) must not leave that run's segments behind: they
    were split partly for the old thread count, and the next runs would replay them."""
    import threading

    from ixconv.ops.program import NativeProgram

    rng = np.random.default_rng(1)
    w1 = numpy_helper.from_array(rng.standard_normal((8, 3, 3, 3), dtype=np.float32), "w1")
    w2 = numpy_helper.from_array(rng.standard_normal((8, 8, 3, 3), dtype=np.float32), "w2")
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["a"], pads=[1, 1, 1, 1]),
        helper.make_node("Sigmoid", ["a"], ["b"]),
        helper.make_node("Conv", ["b", "w2"], ["y"], pads=[1, 1, 1, 1]),
    ]
    x_info = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 16, 16])
    y_info = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    model = helper.make_model(helper.make_graph(nodes, "race", [x_info], [y_info], [w1, w2]))
    programs = Model(model, num_threads=2)
    x = rng.standard_normal((1, 3, 16, 16), dtype=np.float32)
    programs(x)  # the plan
    first = next(step for step in programs.steps if type(step).__name__ == "ConvStep")
    entered, release = threading.Event(), threading.Event()
    plain = first.native

    def blocking(*args):
        calls = plain(*args)
        entered.set()
        release.wait(10)
        return calls

    first.native = blocking
    segmenting = threading.Thread(target=programs, args=(x,))
    segmenting.start()  # the segmenting run, held after its first native call was made
    assert entered.wait(10)
    switching = threading.Thread(target=programs.set_threads, args=(1,))
    switching.start()
    switching.join(0.3)
    release.set()
    segmenting.join(10)
    switching.join(10)
    del first.native
    expected = Model(model, num_threads=1, native_programs=False)(x)
    for _ in range(2):
        np.testing.assert_array_equal(programs(x), expected)
    (segments,) = programs._segments.values()
    parts = [int(call.schedule[0]) for s in segments if isinstance(s, NativeProgram) for call in s.calls]
    assert parts and set(parts) == {1}, f"schedules split for {parts} threads after set_threads(1)"


def _int_input_model(nodes, x_shape, extra_inputs, initializers=()):
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, x_shape)]
    inputs += [helper.make_tensor_value_info(name, TensorProto.INT64, [n]) for name, n in extra_inputs]
    y_info = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    model = helper.make_model(helper.make_graph(nodes, "dynamic", inputs, [y_info], list(initializers)))
    model.opset_import[0].version = 13
    model.ir_version = 8
    return model


@pytest.mark.parametrize("native", [True, False])
def test_shapes_that_depend_on_input_values_are_not_planned(native: bool) -> None:
    """Same input shapes, different values, different output shape: the memory plan (made for the first
    run's shapes) silently broadcast the new result into the old view: Slice from 7 gave [7, 7, 7, 7, 7, 7]."""
    ends, axes = numpy_helper.from_array(np.array([8], np.int64), "e"), numpy_helper.from_array(np.array([1]), "a")
    nodes = [helper.make_node("Slice", ["x", "s", "e", "a"], ["y"])]
    model = _int_input_model(nodes, [1, 8], [("s", 1)], [ends, axes])
    programs = Model(model, native_programs=native)
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    x = np.arange(8, dtype=np.float32)[None]
    for start in (2, 7, 7, 7, 2, 2, 2, 5):
        feeds = {"x": x, "s": np.array([start], np.int64)}
        np.testing.assert_array_equal(programs.run(feeds)["y"], session.run(None, feeds)[0], err_msg=f"start {start}")


@pytest.mark.parametrize("native", [True, False])
def test_native_reshape_follows_a_shape_computed_from_input_values(native: bool) -> None:
    """A Reshape whose shape tensor lives in the arena but is computed from an input's values: a native copy
    would keep the first run's output shape."""
    nodes = [
        helper.make_node("Relu", ["x"], ["r"]),
        helper.make_node("Abs", ["s"], ["shape"]),
        helper.make_node("Reshape", ["r", "shape"], ["y0"]),
        helper.make_node("Sigmoid", ["y0"], ["y"]),
    ]
    model = _int_input_model(nodes, [2, 6], [("s", 2)])
    programs = Model(model, native_programs=native)
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(0)
    for shape in ([3, 4], [3, 4], [4, 3], [4, 3], [4, 3], [2, 6], [3, 4]):
        feeds = {"x": rng.standard_normal((2, 6), dtype=np.float32), "s": np.array(shape, np.int64)}
        y, ref = programs.run(feeds)["y"], session.run(None, feeds)[0]
        assert y.shape == ref.shape, f"shape {shape}: got {y.shape}"
        np.testing.assert_allclose(y, ref, rtol=1e-6)
