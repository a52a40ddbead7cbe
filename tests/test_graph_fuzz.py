"""Differential fuzzing of whole graphs built from the operators modern CNNs export, against ONNX Runtime.

Each case is a random chain over an NCHW activation: convolutions (native) mixed with the operators of
ConvNeXt, EfficientNet, MobileNet v3, YOLO and PP-OCR graphs -- GELU (as ``Gelu`` and as the ``Erf`` form torch
exports), Mish, PRelu, HardSwish, LayerNormalization (and its decomposed form), Instance/GroupNormalization,
Resize in every mode and coordinate mode, Pad in every mode, Depth/SpaceToDepth, Split, Slice with steps,
ConvTranspose, batched MatMul and Einsum, TopK, ArgMax, and shape subgraphs (Shape -> Gather -> Concat ->
Reshape) -- at a random opset, run at two input sizes (the model's H and W are dynamic). ``check_case`` of the
program fuzzer runs it: native programs bitwise equal to the Python steps on every run, and ONNX Runtime
within 1e-4 of each output's largest magnitude.
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper
from test_program_fuzz import GraphBuilder, check_case

OPSETS = (13, 17, 18, 21)


class ZooBuilder(GraphBuilder):
    """The program fuzzer's builder with one method per operator family; each returns the new tensor (its
    (C, sizes) recorded) or None when the operator does not fit the tensor."""

    def __init__(self, rng: np.random.Generator, sizes, channels: int, opset: int):
        super().__init__(rng, sizes, channels)
        self.opset = opset

    def _put(self, y: str, c: int, sizes) -> str:
        self.tensors[y] = (c, list(sizes))
        return y

    def _ints(self, values, prefix: str = "i") -> str:
        return self.const(np.array(values, np.int64), prefix)

    def _f32(self, value, prefix: str = "f") -> str:
        return self.const(np.asarray(value, np.float32), prefix)

    # -- element-wise ----------------------------------------------------------------------------------
    def unary(self, x: str) -> str | None:
        c, sizes = self.tensors[x]
        choices = ["Erf", "Tanh", "Softplus", "Softsign", "HardSigmoid", "LeakyRelu", "Elu", "Selu", "Celu",
                   "Sigmoid", "Abs", "Neg"]  # fmt: skip
        choices += ["HardSwish"] if self.opset >= 14 else []
        choices += ["Mish"] if self.opset >= 18 else []
        choices += ["Gelu"] if self.opset >= 20 else []
        op = str(self.rng.choice(choices))
        attrs = {}
        if op in ("LeakyRelu", "Elu", "Celu"):
            attrs["alpha"] = float(self.rng.choice([0.01, 0.1, 1.0, 1.7]))
        elif op == "HardSigmoid":
            attrs = dict(alpha=float(self.rng.choice([0.2, 1 / 6])), beta=0.5)
        elif op == "Gelu":
            attrs["approximate"] = str(self.rng.choice(["none", "tanh"]))
        return self._put(self.node(op, [x], **attrs), c, sizes)

    def gelu_erf(self, x: str) -> str:
        """x * 0.5 * (1 + erf(x / sqrt(2))), as torch.onnx writes GELU below opset 20."""
        c, sizes = self.tensors[x]
        e = self.node("Erf", [self.node("Div", [x, self._f32(np.sqrt(2.0))])])
        y = self.node("Mul", [self.node("Mul", [x, self.node("Add", [e, self._f32(1.0)])]), self._f32(0.5)])
        return self._put(y, c, sizes)

    def prelu(self, x: str) -> str:
        c, sizes = self.tensors[x]
        shape = [(c, 1, 1), (1,), (1, c, 1, 1)][int(self.rng.integers(3))]
        slope = self.rng.uniform(-0.5, 0.5, shape).astype(np.float32)
        return self._put(self.node("PRelu", [x, self.const(slope, "slope")]), c, sizes)

    def select(self, x: str) -> str:
        """Where(x > t, x, 0.1 x) or Where(x <= t, ...): comparisons, a bool mask, a broadcast threshold."""
        c, sizes = self.tensors[x]
        op = str(self.rng.choice(["Greater", "Less", "GreaterOrEqual", "LessOrEqual"]))
        mask = self.node(op, [x, self._f32(self.rng.uniform(-0.5, 0.5, (c, 1, 1)))])
        if self.rng.random() < 0.3:
            mask = self.node("Not", [mask])
        y = self.node("Where", [mask, x, self.node("Mul", [x, self._f32(0.1)])])
        return self._put(y, c, sizes)

    def squeeze_excite(self, x: str) -> str:
        """EfficientNet's SE block: ReduceMean over H, W -> 1x1 conv -> Relu/HardSwish -> 1x1 conv -> gate."""
        c, sizes = self.tensors[x]
        if self.opset >= 18:
            pooled = self.node("ReduceMean", [x, self._ints([2, 3])], keepdims=1)
        else:
            pooled = self.node("ReduceMean", [x], axes=[2, 3], keepdims=1)
        self._put(pooled, c, [(1, 1)] * len(sizes))
        mid = max(1, c // 4)
        w1 = (self.rng.standard_normal((mid, c, 1, 1)) / np.sqrt(c)).astype(np.float32)
        w2 = (self.rng.standard_normal((c, mid, 1, 1)) / np.sqrt(mid)).astype(np.float32)
        h = self.node("Conv", [pooled, self.const(w1)], kernel_shape=[1, 1])
        h = self.node("HardSwish" if self.opset >= 14 and self.rng.random() < 0.5 else "Relu", [h])
        gate = self.node(str(self.rng.choice(["Sigmoid", "HardSigmoid"])), [self.node("Conv", [h, self.const(w2)])])
        return self._put(self.node("Mul", [x, gate]), c, sizes)

    # -- normalization ---------------------------------------------------------------------------------
    def layer_norm(self, x: str) -> str | None:
        """ConvNeXt's channel LayerNorm: NCHW -> NHWC, normalize the last axis, back (or decomposed)."""
        c, sizes = self.tensors[x]
        if c < 2:
            return None
        t = self.node("Transpose", [x], perm=[0, 2, 3, 1])
        scale = self._f32(self.rng.uniform(0.5, 1.5, c))
        bias = self._f32(self.rng.uniform(-0.2, 0.2, c))
        if self.opset >= 17 and self.rng.random() < 0.6:
            n = self.node("LayerNormalization", [t, scale, bias], axis=-1, epsilon=1e-6)
        else:  # ReduceMean, Sub, Pow, ReduceMean, Add, Sqrt, Div, Mul, Add: what older exporters write
            axes = {"axes": [-1]} if self.opset < 18 else {}
            extra = [self._ints([-1])] if self.opset >= 18 else []
            mean = self.node("ReduceMean", [t, *extra], keepdims=1, **axes)
            d = self.node("Sub", [t, mean])
            var = self.node("ReduceMean", [self.node("Pow", [d, self._f32(2.0)]), *extra], keepdims=1, **axes)
            std = self.node("Sqrt", [self.node("Add", [var, self._f32(1e-5)])])
            n = self.node("Add", [self.node("Mul", [self.node("Div", [d, std]), scale]), bias])
        return self._put(self.node("Transpose", [n], perm=[0, 3, 1, 2]), c, sizes)

    def instance_or_group_norm(self, x: str) -> str | None:
        c, sizes = self.tensors[x]
        if min(h * w for h, w in sizes) < 2:
            return None
        groups = [g for g in (1, 2, 4) if c % g == 0 and c // g * min(h * w for h, w in sizes) >= 2]
        if self.opset >= 21 and groups and self.rng.random() < 0.7:
            g = int(self.rng.choice(groups))
            scale, bias = self._f32(self.rng.uniform(0.5, 1.5, c)), self._f32(self.rng.uniform(-0.2, 0.2, c))
            return self._put(self.node("GroupNormalization", [x, scale, bias], num_groups=g, epsilon=1e-5), c, sizes)
        scale, bias = self._f32(self.rng.uniform(0.5, 1.5, c)), self._f32(self.rng.uniform(-0.2, 0.2, c))
        return self._put(self.node("InstanceNormalization", [x, scale, bias], epsilon=1e-5), c, sizes)

    # -- resampling and rearrangement ------------------------------------------------------------------
    def resize(self, x: str) -> str | None:
        c, sizes = self.tensors[x]
        rng = self.rng
        mode = str(rng.choice(["nearest", "linear", "cubic"]))
        coords = ["half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric"]
        if mode == "nearest":
            coords.append("tf_half_pixel_for_nn")
        if self.opset >= 19:
            coords.append("half_pixel_symmetric")
        factor = float(rng.choice([2.0, 0.5, 1.5, 3.0]))
        new_sizes = [(int(np.floor(h * factor)), int(np.floor(w * factor))) for h, w in sizes]
        if min(min(s) for s in new_sizes) < 1 or max(max(s) for s in new_sizes) > 40:
            return None
        attrs = dict(mode=mode, coordinate_transformation_mode=str(rng.choice(coords)))
        if mode == "nearest":
            attrs["nearest_mode"] = str(rng.choice(["round_prefer_floor", "round_prefer_ceil", "floor", "ceil"]))
        if mode == "cubic":
            attrs["cubic_coeff_a"] = float(rng.choice([-0.75, -0.5]))
            attrs["exclude_outside"] = int(rng.random() < 0.3)
        if self.opset >= 18 and mode != "nearest" and factor < 1 and rng.random() < 0.5:
            attrs["antialias"] = 1
        scales = self._f32([1.0, 1.0, factor, factor])
        y = self.node("Resize", [x, "", scales], **attrs)
        return self._put(y, c, new_sizes)

    def resize_to_shape(self, x: str) -> str | None:
        """PP-OCR det's upsampling: sizes computed from the input's shape (a shape subgraph) times two."""
        c, sizes = self.tensors[x]
        if max(max(s) for s in sizes) > 20:
            return None
        shape = self.node("Shape", [x])
        hw = self.node("Slice", [shape, self._ints([2]), self._ints([4])])
        target = self.node("Concat", [self._ints([0, 0]), self.node("Mul", [hw, self._ints([2, 2])])], axis=0)
        n_c = self.node("Slice", [shape, self._ints([0]), self._ints([2])])
        target = self.node("Add", [target, self.node("Concat", [n_c, self._ints([0, 0])], axis=0)])
        y = self.node("Resize", [x, "", "", target], mode="nearest", coordinate_transformation_mode="asymmetric",
                      nearest_mode="floor")  # fmt: skip
        return self._put(y, c, [(2 * h, 2 * w) for h, w in sizes])

    def pad(self, x: str) -> str | None:
        c, sizes = self.tensors[x]
        modes = ["constant", "reflect", "edge"] + (["wrap"] if self.opset >= 19 else [])
        mode = str(self.rng.choice(modes))
        pads = [int(v) for v in self.rng.integers(0, 3, 4)]
        if mode in ("reflect", "wrap") and any(max(pads[0], pads[2]) >= h or max(pads[1], pads[3]) >= w
                                                for h, w in sizes):  # fmt: skip
            return None
        full = self._ints([0, 0, pads[0], pads[1], 0, 0, pads[2], pads[3]])
        ins = [x, full] + ([self._f32(0.25)] if mode == "constant" else [])
        y = self.node("Pad", ins, mode=mode)
        return self._put(y, c, [(h + pads[0] + pads[2], w + pads[1] + pads[3]) for h, w in sizes])

    def depth_space(self, x: str) -> str | None:
        c, sizes = self.tensors[x]
        if c % 4 == 0 and self.rng.random() < 0.5:
            mode = str(self.rng.choice(["DCR", "CRD"]))
            y = self.node("DepthToSpace", [x], blocksize=2, mode=mode)
            return self._put(y, c // 4, [(2 * h, 2 * w) for h, w in sizes])
        if all(h % 2 == 0 and w % 2 == 0 for h, w in sizes):
            return self._put(self.node("SpaceToDepth", [x], blocksize=2), 4 * c, [(h // 2, w // 2) for h, w in sizes])
        return None

    def split_merge(self, x: str) -> str | None:
        """Split the channels (ShuffleNet, YOLO's C2f), work on one part, Concat in a new order."""
        c, sizes = self.tensors[x]
        if c < 2:
            return None
        first = int(self.rng.integers(1, c))
        outs = [self.name("split"), self.name("split")]
        if self.opset >= 13:
            self.nodes.append(helper.make_node("Split", [x, self._ints([first, c - first])], outs, axis=1))
        else:
            self.nodes.append(helper.make_node("Split", [x], outs, axis=1, split=[first, c - first]))
        self._put(outs[0], first, sizes)
        self._put(outs[1], c - first, sizes)
        worked = self.node("Sigmoid", [outs[1]])
        return self._put(self.node("Concat", [worked, outs[0]], axis=1), c, sizes)

    def strided_slice(self, x: str) -> str | None:
        c, sizes = self.tensors[x]
        step_h, step_w = int(self.rng.choice([1, 2, -1])), int(self.rng.choice([1, 2, -2]))
        starts = [0 if step_h > 0 else -1, 0 if step_w > 0 else -1]
        ends = [2**63 - 1 if step_h > 0 else -(2**63), 2**63 - 1 if step_w > 0 else -(2**63)]  # exporters' sentinels
        y = self.node("Slice", [x, self._ints(starts), self._ints(ends), self._ints([2, 3]),
                                self._ints([step_h, step_w])])  # fmt: skip
        return self._put(y, c, [(-(-h // abs(step_h)), -(-w // abs(step_w))) for h, w in sizes])

    def conv_transpose(self, x: str) -> str | None:
        c, sizes = self.tensors[x]
        k, s = int(self.rng.choice([2, 3, 4])), int(self.rng.choice([1, 2]))
        p = int(self.rng.integers(0, (k - 1) // 2 + 1))
        out_pad = int(self.rng.integers(0, s)) if s > 1 else 0
        groups = c if c > 1 and self.rng.random() < 0.3 else 1
        m = c if groups > 1 else int(self.rng.choice([1, 4, 8]))
        new = [((h - 1) * s - 2 * p + k + out_pad, (w - 1) * s - 2 * p + k + out_pad) for h, w in sizes]
        if min(min(t) for t in new) < 1 or max(max(t) for t in new) > 40:
            return None
        w = (self.rng.standard_normal((c, m // groups, k, k)) / np.sqrt(c * k)).astype(np.float32)
        attrs = dict(kernel_shape=[k, k], strides=[s, s], pads=[p] * 4, group=groups)
        if out_pad:
            attrs["output_padding"] = [out_pad, out_pad]
        ins = [x, self.const(w)] + ([self._f32(self.rng.standard_normal(m) * 0.1)] if self.rng.random() < 0.5 else [])
        return self._put(self.node("ConvTranspose", ins, **attrs), m, new)

    # -- linear algebra and selection ------------------------------------------------------------------
    def channel_matmul(self, x: str) -> str:
        """NCHW -> NHWC, a batched MatMul (or the same product as Einsum) with a (C, K) matrix, back."""
        c, sizes = self.tensors[x]
        k = int(self.rng.choice([1, 3, 8]))
        w = (self.rng.standard_normal((c, k)) / np.sqrt(c)).astype(np.float32)
        if self.rng.random() < 0.5:
            t = self.node("Transpose", [x], perm=[0, 2, 3, 1])
            y = self.node("Transpose", [self.node("MatMul", [t, self.const(w)])], perm=[0, 3, 1, 2])
        else:
            y = self.node("Einsum", [x, self.const(np.ascontiguousarray(w.T))], equation="nchw,kc->nkhw")
        return self._put(y, k, sizes)

    def attention(self, x: str) -> str | None:
        """Self-attention over the pixels (PP-OCRv4 rec's SVTR block, simplified): the sequence length is
        H*W, computed from the input's shape by a shape subgraph."""
        c, sizes = self.tensors[x]
        if max(h * w for h, w in sizes) > 100:
            return None
        shape = self.node("Shape", [x])
        n_c = self.node("Slice", [shape, self._ints([0]), self._ints([2])])
        seq = self.node("Reshape", [x, self.node("Concat", [n_c, self._ints([-1])], axis=0)])  # N, C, HW
        tokens = self.node("Transpose", [seq], perm=[0, 2, 1])  # N, HW, C
        scores = self.node("MatMul", [tokens, seq])  # N, HW, HW
        scores = self.node("Mul", [scores, self._f32(1.0 / np.sqrt(c))])
        probs = self.node("Softmax", [scores], axis=-1)
        mixed = self.node("MatMul", [probs, tokens])  # N, HW, C
        back = self.node("Reshape", [self.node("Transpose", [mixed], perm=[0, 2, 1]), shape])
        return self._put(self.node("Add", [x, back]), c, sizes)

    def top_channel(self, x: str) -> str | None:
        """A detector head's selection: TopK over the channels (values) or ArgMax cast back to float."""
        c, sizes = self.tensors[x]
        if self.rng.random() < 0.5:
            k = int(self.rng.integers(1, c + 1))
            values, indices = self.name("topk"), self.name("topk_i")
            self.nodes.append(helper.make_node("TopK", [x, self._ints([k])], [values, indices], axis=1))
            self._put(values, k, sizes)
            return values
        # ties are impossible with continuous random inputs, so the index is well defined
        y = self.node("Cast", [self.node("ArgMax", [x], axis=1, keepdims=1)], to=TensorProto.FLOAT)
        return self._put(y, 1, sizes)


FAMILIES = ("unary", "gelu_erf", "prelu", "select", "squeeze_excite", "layer_norm", "instance_or_group_norm",
            "resize", "resize_to_shape", "pad", "depth_space", "split_merge", "strided_slice", "conv_transpose",
            "channel_matmul", "attention", "top_channel")  # fmt: skip


def zoo_case(seed: int):
    """(ONNX model, [input shapes], None, outputs): a chain of convolutions and random operator families."""
    rng = np.random.default_rng(seed)
    opset = int(rng.choice(OPSETS))
    batch = int(rng.choice([1, 2]))
    sizes = [(int(rng.integers(4, 11)), int(rng.integers(4, 11))) for _ in range(2)]
    channels = int(rng.choice([1, 2, 3, 4, 8]))
    b = ZooBuilder(rng, sizes, channels, opset)
    latest, outputs = "x", []
    for _ in range(int(rng.integers(2, 6))):
        x = b.pick(latest)
        if rng.random() < 0.35:
            y = b.conv(x)
            y = None if y is None else b.activation(y)
        else:
            y = getattr(b, str(rng.choice(FAMILIES)))(x)
        if y is None:
            continue
        latest = y
        if rng.random() < 0.2:
            outputs.append(y)
    outputs = list(dict.fromkeys([*outputs, latest]))
    value_infos = [helper.make_tensor_value_info(o, TensorProto.FLOAT, None) for o in outputs]
    graph = helper.make_graph(b.nodes, f"zoo{seed}", b.inputs, value_infos, b.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 8
    return model, [(batch, channels, h, w) for h, w in sizes], None, outputs


@pytest.mark.parametrize("seed", range(60))
def test_random_operator_graphs_match_onnx_runtime(seed: int) -> None:
    check_case(seed, make=zoo_case)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(60, 1100))
def test_random_operator_graphs_sweep(seed: int) -> None:
    check_case(seed, make=zoo_case)
