"""Real CNN architectures as ONNX graphs with seeded random weights (no downloads): ResNet-18,
SqueezeNet 1.0, VGG-16 and MobileNet v2, laid out as torchvision lays them out (Conv + BatchNormalization
+ Relu/Clip nodes, as an exporter writes them), input ``input`` of shape (N, 3, 224, 224), N dynamic.

Weights follow He initialization and the batch-norm statistics are random but sane, so activations stay
of order one through the network and numerical comparisons are meaningful.
"""

from __future__ import annotations

import numpy as np

MODELS = ("resnet18", "squeezenet1_0", "vgg16", "mobilenet_v2")
OPSET = 13


class _Builder:
    def __init__(self, name: str, seed: int):
        from onnx import helper

        self.helper = helper
        self.name = name
        self.rng = np.random.default_rng(seed)
        self.nodes = []
        self.initializers = []
        self.counter = 0

    def fresh(self, base: str) -> str:
        self.counter += 1
        return f"{base}_{self.counter}"

    def constant(self, base: str, value: np.ndarray) -> str:
        from onnx import numpy_helper

        name = self.fresh(base)
        self.initializers.append(numpy_helper.from_array(np.asarray(value), name))
        return name

    def node(self, op: str, inputs: list[str], base: str | None = None, **attrs) -> str:
        out = self.fresh(base or op.lower())
        self.nodes.append(self.helper.make_node(op, inputs, [out], name=self.fresh(op), **attrs))
        return out

    def conv(self, x: str, cin: int, cout: int, k: int, stride: int = 1, pad: int = 0, groups: int = 1,
             bias: bool = False) -> str:  # fmt: skip
        fan_in = cin // groups * k * k
        w = (self.rng.standard_normal((cout, cin // groups, k, k)) * np.sqrt(2.0 / fan_in)).astype(np.float32)
        inputs = [x, self.constant("w", w)]
        if bias:
            inputs.append(self.constant("b", (self.rng.standard_normal(cout) * 0.05).astype(np.float32)))
        return self.node("Conv", inputs, "conv", kernel_shape=[k, k], strides=[stride, stride],
                         pads=[pad] * 4, group=groups)  # fmt: skip

    def bn(self, x: str, c: int) -> str:
        r = self.rng
        params = [
            r.uniform(0.5, 1.2, c), r.standard_normal(c) * 0.1, r.standard_normal(c) * 0.1, r.uniform(0.6, 1.4, c)
        ]  # fmt: skip
        names = [self.constant(n, p.astype(np.float32)) for n, p in zip(("gamma", "beta", "mean", "var"), params)]
        return self.node("BatchNormalization", [x, *names], "bn", epsilon=1e-5)

    def relu(self, x: str) -> str:
        return self.node("Relu", [x], "relu")

    def relu6(self, x: str) -> str:
        lo, hi = self.constant("min", np.float32(0.0)), self.constant("max", np.float32(6.0))
        return self.node("Clip", [x, lo, hi], "relu6")

    def gemm(self, x: str, cin: int, cout: int) -> str:
        w = (self.rng.standard_normal((cout, cin)) * np.sqrt(1.0 / cin)).astype(np.float32)
        b = (self.rng.standard_normal(cout) * 0.01).astype(np.float32)
        return self.node("Gemm", [x, self.constant("fc_w", w), self.constant("fc_b", b)], "fc", transB=1)

    def model(self, x_name: str, y: str, classes: int):
        from onnx import TensorProto

        h = self.helper
        graph = h.make_graph(
            self.nodes,
            self.name,
            [h.make_tensor_value_info(x_name, TensorProto.FLOAT, ["N", 3, 224, 224])],
            [h.make_tensor_value_info(y, TensorProto.FLOAT, ["N", classes])],
            self.initializers,
        )
        model = h.make_model(graph, opset_imports=[h.make_opsetid("", OPSET)], producer_name="ixconv.zoo")
        model.ir_version = 8
        return model


def resnet18(seed: int = 0, num_classes: int = 1000):
    b = _Builder("resnet18", seed)
    x = b.relu(b.bn(b.conv("input", 3, 64, 7, 2, 3), 64))
    x = b.node("MaxPool", [x], "pool", kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])
    cin = 64
    for stage, cout in enumerate((64, 128, 256, 512)):
        for block in range(2):
            stride = 2 if stage > 0 and block == 0 else 1
            y = b.relu(b.bn(b.conv(x, cin, cout, 3, stride, 1), cout))
            y = b.bn(b.conv(y, cout, cout, 3, 1, 1), cout)
            shortcut = x if stride == 1 and cin == cout else b.bn(b.conv(x, cin, cout, 1, stride, 0), cout)
            x = b.relu(b.node("Add", [y, shortcut], "add"))
            cin = cout
    x = b.node("Flatten", [b.node("GlobalAveragePool", [x], "gap")], "flatten", axis=1)
    return b.model("input", b.gemm(x, 512, num_classes), num_classes)


def squeezenet1_0(seed: int = 0, num_classes: int = 1000):
    b = _Builder("squeezenet1_0", seed)

    def fire(x: str, cin: int, squeeze: int, expand: int) -> str:
        s = b.relu(b.conv(x, cin, squeeze, 1, bias=True))
        e1 = b.relu(b.conv(s, squeeze, expand, 1, bias=True))
        e3 = b.relu(b.conv(s, squeeze, expand, 3, 1, 1, bias=True))
        return b.node("Concat", [e1, e3], "concat", axis=1)

    def pool(x: str) -> str:
        return b.node("MaxPool", [x], "pool", kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1)

    x = pool(b.relu(b.conv("input", 3, 96, 7, 2, 0, bias=True)))
    x = fire(fire(fire(x, 96, 16, 64), 128, 16, 64), 128, 32, 128)
    x = pool(x)
    x = fire(fire(fire(fire(x, 256, 32, 128), 256, 48, 192), 384, 48, 192), 384, 64, 256)
    x = fire(pool(x), 512, 64, 256)
    x = b.node("Dropout", [x], "dropout")
    x = b.relu(b.conv(x, 512, num_classes, 1, bias=True))
    x = b.node("Flatten", [b.node("GlobalAveragePool", [x], "gap")], "flatten", axis=1)
    return b.model("input", x, num_classes)


def vgg16(seed: int = 0, num_classes: int = 1000):
    b = _Builder("vgg16", seed)
    x, cin = "input", 3
    for widths in ((64, 64), (128, 128), (256, 256, 256), (512, 512, 512), (512, 512, 512)):
        for cout in widths:
            x, cin = b.relu(b.conv(x, cin, cout, 3, 1, 1, bias=True)), cout
        x = b.node("MaxPool", [x], "pool", kernel_shape=[2, 2], strides=[2, 2])
    x = b.node("Flatten", [x], "flatten", axis=1)
    x = b.node("Dropout", [b.relu(b.gemm(x, 512 * 7 * 7, 4096))], "dropout")
    x = b.node("Dropout", [b.relu(b.gemm(x, 4096, 4096))], "dropout")
    return b.model("input", b.gemm(x, 4096, num_classes), num_classes)


def mobilenet_v2(seed: int = 0, num_classes: int = 1000):
    b = _Builder("mobilenet_v2", seed)
    x = b.relu6(b.bn(b.conv("input", 3, 32, 3, 2, 1), 32))
    cin = 32
    for t, c, n, s in ((1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2),
                       (6, 320, 1, 1)):  # fmt: skip
        for i in range(n):
            stride = s if i == 0 else 1
            hidden = cin * t
            y = x if t == 1 else b.relu6(b.bn(b.conv(x, cin, hidden, 1), hidden))
            y = b.relu6(b.bn(b.conv(y, hidden, hidden, 3, stride, 1, groups=hidden), hidden))
            y = b.bn(b.conv(y, hidden, c, 1), c)
            x = b.node("Add", [x, y], "add") if stride == 1 and cin == c else y
            cin = c
    x = b.relu6(b.bn(b.conv(x, 320, 1280, 1), 1280))
    x = b.node("Flatten", [b.node("GlobalAveragePool", [x], "gap")], "flatten", axis=1)
    x = b.node("Dropout", [x], "dropout")
    return b.model("input", b.gemm(x, 1280, num_classes), num_classes)


def build(name: str, seed: int = 0):
    """The ONNX ModelProto of a zoo model."""
    builders = {"resnet18": resnet18, "squeezenet1_0": squeezenet1_0, "vgg16": vgg16, "mobilenet_v2": mobilenet_v2}
    if name not in builders:
        raise ValueError(f"model must be one of {MODELS}, got {name!r}")
    return builders[name](seed)


def sample_input(batch: int = 1, seed: int = 1) -> np.ndarray:
    """A deterministic image-like NCHW input (normalized noise)."""
    return np.random.default_rng(seed).standard_normal((batch, 3, 224, 224), dtype=np.float32)
