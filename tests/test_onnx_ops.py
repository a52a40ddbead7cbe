"""Differential tests of ``ixconv.graph.ops`` against ONNX's reference evaluator (and ONNX Runtime).

Every case builds a one-node ONNX model with ``onnx.helper``, runs it in the oracle and through
``check_node`` + ``run_node``, and compares: dtype and shape always, values exactly for integer, bool and
shape results, within a tight tolerance for floats.

The oracle is ``onnx.reference.ReferenceEvaluator`` unless the case says oracle="ort" (ONNX Runtime) or
oracle="both" (a cross-check against both). ONNX Runtime alone is the oracle where the reference evaluator
is wrong, missing or diverges from the spec:

* Softmax/LogSoftmax before opset 13: the reference does not coerce to 2-D;
* LogSoftmax over a wide range: the reference takes log(softmax), which underflows to -inf;
* AveragePool with a ceil_mode overhang of 2 or more: the reference shifts the windows;
* MaxPool SAME_LOWER with strides: the reference's output length is floor(in / stride);
* GlobalMaxPool 5-D, MaxPool int8, BatchNormalization-9 (it uses batch statistics): reference bugs;
* ConvTranspose with groups or output_shape: the reference mishandles both;
* Pad with negative pads: np.pad, and so the reference, cannot crop;
* Resize at opset 10, Upsample other than integer nearest, tf_half_pixel_for_nn, negative axes, and
  DequantizeLinear before opset 19: not implemented by the reference;
* Resize align_corners/pytorch_half_pixel when in * scale is not an integer: the reference uses in * scale
  where the spec uses the integer output length.
"""

from __future__ import annotations

import time

import numpy as np
import pytest
from conftest import ort_exact_u8s8

from ixconv.graph.ir import Node
from ixconv.graph.ops import REGISTRY, check_node, run_node

onnx = pytest.importorskip("onnx")  # the oracles come with the [bench] extra
ort = pytest.importorskip("onnxruntime")
ReferenceEvaluator = pytest.importorskip("onnx.reference").ReferenceEvaluator
AttributeProto, TensorProto, helper, numpy_helper = (
    onnx.AttributeProto,
    onnx.TensorProto,
    onnx.helper,
    onnx.numpy_helper,
)

RNG = np.random.default_rng(20240521)
I64_MAX, I64_MIN = np.iinfo(np.int64).max, np.iinfo(np.int64).min


def f32(*shape, lo=-2.0, hi=2.0):
    return RNG.uniform(lo, hi, shape).astype(np.float32)


def i64(*values):
    return np.array(values, dtype=np.int64)


def ints(*shape, lo=-10, hi=10, dtype=np.int64):
    return RNG.integers(lo, hi, shape).astype(dtype)


# -- harness ------------------------------------------------------------------------------------------


def make_model(op, inputs, n_outputs, opset, attrs):
    names = [f"in{i}" if x is not None else "" for i, x in enumerate(inputs)]
    while names and names[-1] == "":
        names.pop()
    outputs = [f"out{i}" for i in range(n_outputs)]
    node = helper.make_node(op, names, outputs, name=f"the_{op.lower()}", **attrs)
    graph_inputs = [
        helper.make_tensor_value_info(n, helper.np_dtype_to_tensor_dtype(x.dtype), x.shape)
        for n, x in zip(names, inputs)
        if n
    ]
    graph = helper.make_graph([node], "g", graph_inputs, [helper.make_empty_tensor_value_info(o) for o in outputs])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 10 if opset >= 21 else 8
    feeds = {n: np.asarray(x) for n, x in zip(names, inputs) if n}
    return model, node, feeds


def node_from_proto(proto) -> Node:
    """The ir.Node the importer makes: attributes as plain Python values, tensors as arrays."""
    attrs = {}
    for a in proto.attribute:
        if a.type == AttributeProto.TENSOR:
            attrs[a.name] = numpy_helper.to_array(a.t)
        else:
            value = helper.get_attribute_value(a)
            attrs[a.name] = value.decode() if isinstance(value, bytes) else value
    return Node(proto.op_type, list(proto.input), list(proto.output), attrs, proto.name)


def run_oracle(oracle, model, feeds):
    if oracle == "ref":
        return ReferenceEvaluator(model).run(None, feeds)
    options = ort.SessionOptions()
    options.log_severity_level = 3
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    return session.run(None, feeds)


def run_ours(op, inputs, n_outputs=1, opset=13, **attrs):
    _, proto, _ = make_model(op, inputs, n_outputs, opset, attrs)
    node = node_from_proto(proto)
    check_node(node, opset)
    return run_node(node, list(inputs), opset)


def assert_same(ours, expected, what, rtol, atol):
    expected = np.asarray(expected)
    assert isinstance(ours, np.ndarray), f"{what}: got {type(ours).__name__}, not an ndarray"
    assert ours.dtype == expected.dtype, f"{what}: dtype {ours.dtype} != oracle {expected.dtype}"
    assert ours.shape == expected.shape, f"{what}: shape {ours.shape} != oracle {expected.shape}"
    if ours.dtype.kind in "fc":
        np.testing.assert_allclose(ours, expected, rtol=rtol, atol=atol, equal_nan=True, err_msg=what)
    else:
        np.testing.assert_array_equal(ours, expected, err_msg=what)


class Case:
    def __init__(self, op, inputs, *, opset=13, outputs=1, oracle="ref", rtol=1e-5, atol=1e-6, **attrs):
        self.op, self.inputs, self.opset, self.outputs, self.oracle = op, inputs, opset, outputs, oracle
        self.rtol, self.atol, self.attrs = rtol, atol, attrs


def case(id, op, inputs, **kw):
    return pytest.param(Case(op, inputs, **kw), id=id)


def check_case(c: Case):
    model, proto, feeds = make_model(c.op, c.inputs, c.outputs, c.opset, c.attrs)
    node = node_from_proto(proto)
    check_node(node, c.opset)
    ours = run_node(node, list(c.inputs), c.opset)
    for oracle in ("ref", "ort") if c.oracle == "both" else (c.oracle,):
        expected = run_oracle(oracle, model, feeds)
        assert len(ours) == len(expected) == c.outputs
        for i, (o, e) in enumerate(zip(ours, expected)):
            assert_same(o, e, f"{c.op} output {i} vs {oracle}", c.rtol, c.atol)
    return ours


# -- elementwise and activations ----------------------------------------------------------------------

X = f32(2, 3, 4)
POS = f32(2, 3, 4, lo=0.1, hi=3.0)

ELEMENTWISE = [
    case("add-bcast", "Add", [f32(3, 1, 4), f32(2, 4)]),
    case("sub-bcast", "Sub", [f32(2, 3, 4), f32(4)]),
    case("mul-scalar", "Mul", [X, np.array(1.5, np.float32)]),
    case("div-float", "Div", [X, POS]),
    case("div-int-trunc", "Div", [ints(4, 6), ints(6, lo=1, hi=5) * i64(1, -1, 1, -1, 1, -1)]),
    case("div-int32", "Div", [ints(8, lo=-20, hi=20, dtype=np.int32), np.array([3, -3] * 4, np.int32)]),
    case("pow-float", "Pow", [POS, f32(2, 3, 4)]),
    case("pow-int-exponent", "Pow", [X, i64(2)], opset=15),
    case("pow-bcast", "Pow", [POS, np.array([0.5, 2.0, 3.0, -1.0], np.float32)]),
    case("max-3", "Max", [f32(3, 1), f32(1, 4), f32(4)]),
    case("min-3", "Min", [f32(3, 1), f32(1, 4), f32(4)]),
    case("max-int", "Max", [ints(5), ints(5)]),
    case("sum-3", "Sum", [f32(2, 3), f32(3), f32(2, 1)]),
    case("sum-1", "Sum", [f32(2, 3)]),
    case("mean-3", "Mean", [f32(2, 3), f32(3), f32(2, 1)]),
    case("neg", "Neg", [X]),
    case("neg-int", "Neg", [ints(5)]),
    case("abs", "Abs", [X]),
    case("sqrt", "Sqrt", [POS]),
    case("exp", "Exp", [X]),
    case("log", "Log", [POS]),
    case("reciprocal", "Reciprocal", [POS]),
    case("floor", "Floor", [X * 3]),
    case("ceil", "Ceil", [X * 3]),
    case("relu", "Relu", [X]),
    case("relu-int8", "Relu", [ints(7, dtype=np.int8)], opset=14),
    case("leakyrelu-default", "LeakyRelu", [X]),
    case("leakyrelu-alpha", "LeakyRelu", [X], alpha=0.3),
    case("elu", "Elu", [X * 3], alpha=0.7),
    case("sigmoid-wide", "Sigmoid", [np.linspace(-60, 60, 41, dtype=np.float32)]),
    case("hardsigmoid", "HardSigmoid", [X * 4], alpha=0.3, beta=0.4),
    case("hardsigmoid-default", "HardSigmoid", [X * 4]),
    case("hardswish", "HardSwish", [X * 4], opset=14),
    case("tanh", "Tanh", [X]),
    case("identity", "Identity", [X]),
    case("equal-int", "Equal", [ints(3, 4, lo=0, hi=3), ints(4, lo=0, hi=3)]),
    case("equal-float", "Equal", [np.array([1, 2, 3], np.float32), np.array([1, 0, 3], np.float32)]),
    case("where", "Where", [RNG.random((3, 1)) > 0.5, f32(3, 4), f32(4)]),
    case("where-int", "Where", [RNG.random((2, 3)) > 0.5, ints(2, 3), ints(1)]),
]

CLIP = [
    case("clip-9-attrs", "Clip", [X], opset=9, min=-0.5, max=0.75),
    case("clip-9-min-only", "Clip", [X], opset=9, min=-0.5),
    case("clip-9-none", "Clip", [X], opset=9),
    case("clip-11-inputs", "Clip", [X, np.array(-0.5, np.float32), np.array(0.75, np.float32)], opset=11),
    case("clip-13-max-only", "Clip", [X, None, np.array(0.25, np.float32)]),
    case("clip-13-min-only", "Clip", [X, np.array(0.25, np.float32)]),
    case("clip-13-none", "Clip", [X]),
    case("clip-13-min-gt-max", "Clip", [X, np.array(1.0, np.float32), np.array(-1.0, np.float32)]),
    case("clip-13-int", "Clip", [ints(10), i64(-3), i64(4)]),
]

SOFTMAX = [
    # Before opset 13 Softmax coerces to 2-D at axis; the reference evaluator normalizes one axis instead.
    case("softmax-11-axis1-4d", "Softmax", [f32(2, 3, 4, 5)], opset=11, axis=1, oracle="ort"),
    case("softmax-11-default-4d", "Softmax", [f32(2, 3, 4, 5)], opset=11, oracle="ort"),
    case("softmax-11-axis0", "Softmax", [f32(2, 3, 4)], opset=11, axis=0, oracle="ort"),
    case("softmax-9-axis2", "Softmax", [f32(2, 3, 4, 5)], opset=9, axis=2, oracle="ort"),
    case("softmax-11-last", "Softmax", [f32(2, 3, 4)], opset=11, axis=-1),
    case("softmax-11-2d", "Softmax", [f32(3, 7)], opset=11),
    case("softmax-13-default", "Softmax", [f32(2, 3, 4)]),
    case("softmax-13-axis1", "Softmax", [f32(2, 3, 4, 5)], axis=1),
    case("softmax-13-axis0", "Softmax", [f32(2, 3, 4)], axis=0),
    case("softmax-13-large", "Softmax", [f32(2, 6) * 100]),
    case("logsoftmax-11-axis1-4d", "LogSoftmax", [f32(2, 3, 4, 5)], opset=11, axis=1, oracle="ort"),
    case("logsoftmax-13-axis1", "LogSoftmax", [f32(2, 3, 4, 5)], axis=1),
    case("logsoftmax-13-default", "LogSoftmax", [f32(3, 5) * 3]),
    # The reference computes log(softmax(x)), which underflows to -inf; ONNX Runtime (and this) do not.
    case("logsoftmax-13-wide", "LogSoftmax", [f32(3, 5) * 60], oracle="ort"),
]

DROPOUT = [
    case("dropout-13", "Dropout", [X]),
    case("dropout-13-mask", "Dropout", [X], outputs=2),
    case("dropout-13-ratio-not-training", "Dropout", [X, np.array(0.3, np.float32), np.array(False)], outputs=2),
    case("dropout-13-training-ratio0", "Dropout", [X, np.array(0.0, np.float32), np.array(True)], outputs=2),
    case("dropout-10-mask", "Dropout", [X], opset=10, outputs=2, ratio=0.2),
    case("dropout-9", "Dropout", [X], opset=9, ratio=0.2),
]


@pytest.mark.parametrize("c", ELEMENTWISE + CLIP + SOFTMAX + DROPOUT)
def test_elementwise_and_activations(c):
    check_case(c)


# -- the activations and element-wise ops of modern CNNs: both oracles --------------------------------

WIDE = np.concatenate(
    [np.linspace(-7, 7, 57, dtype=np.float32), np.array([0, -0.0, 1e-6, 3.0, -3.0, 6.0, 9.5], np.float32)]
)
BOOLS = (RNG.random((3, 4)) > 0.5, RNG.random(4) > 0.5)

ACTIVATIONS = [
    case("erf-wide", "Erf", [WIDE], oracle="both"),
    case("erf-4d", "Erf", [f32(2, 3, 4, 5, lo=-4, hi=4)], oracle="both"),
    case("gelu-none", "Gelu", [WIDE], opset=20, oracle="both"),
    case("gelu-tanh", "Gelu", [WIDE], opset=20, approximate="tanh", oracle="both"),
    case("mish", "Mish", [WIDE * 3], opset=18, oracle="both"),
    case("softplus", "Softplus", [WIDE * 10], oracle="both"),
    case("softsign", "Softsign", [X * 3], oracle="both"),
    case("selu", "Selu", [X * 3], oracle="both"),
    case("selu-attrs", "Selu", [X * 3], alpha=2.0, gamma=3.0, oracle="both"),
    case("celu", "Celu", [X * 3], alpha=0.7, opset=12, oracle="both"),
    case("thresholdedrelu", "ThresholdedRelu", [X * 3], alpha=0.5, opset=10, oracle="both"),
    case("shrink", "Shrink", [X * 3], bias=0.3, lambd=0.8, oracle="both"),
    case("prelu-channel", "PRelu", [f32(2, 3, 4, 5), f32(3, 1, 1)], oracle="both"),
    case("prelu-scalar", "PRelu", [f32(2, 3, 4, 5), f32(1)], oracle="both"),
    case("prelu-last", "PRelu", [f32(2, 3, 4), f32(4)], oracle="both"),
    *[case(op.lower(), op, [x], oracle="both", rtol=1e-5, atol=1e-5) for op, x in (
        ("Sin", X * 3), ("Cos", X * 3), ("Tan", X * 0.7), ("Asin", X * 0.45), ("Acos", X * 0.45), ("Atan", X * 3),
        ("Sinh", X * 2), ("Cosh", X * 2), ("Asinh", X * 3), ("Acosh", POS + 1), ("Atanh", X * 0.45))],
]  # fmt: skip

LOGIC = [
    *[case(op.lower(), op, [ints(3, 4, lo=0, hi=3).astype(np.float32), np.array([0, 1, 2, 1], np.float32)],
           opset=12, oracle="both") for op in ("Greater", "Less", "GreaterOrEqual", "LessOrEqual")],
    case("greater-int", "Greater", [ints(3, 4), ints(4)], oracle="both"),
    case("not", "Not", [BOOLS[0]], oracle="both"),
    *[case(op.lower(), op, list(BOOLS), oracle="both") for op in ("And", "Or", "Xor")],
    case("sign", "Sign", [np.array([-2.5, -0.0, 0.0, 3.0, np.nan], np.float32)], oracle="both"),
    case("sign-int", "Sign", [ints(7)], oracle="both"),
    case("round-half-even", "Round", [np.array([0.5, 1.5, 2.5, -0.5, -1.5, 2.4, -2.6], np.float32)], oracle="both"),
    case("isnan", "IsNaN", [np.array([1.0, np.nan, np.inf], np.float32)], oracle="both"),
    case("isinf", "IsInf", [np.array([1.0, np.nan, np.inf, -np.inf], np.float32)], opset=10, oracle="both"),
    case("isinf-negative", "IsInf", [np.array([1.0, np.inf, -np.inf], np.float32)], opset=10, detect_positive=0),
    case("mod-int", "Mod", [ints(12), ints(12, lo=1, hi=5) * np.array([1, -1] * 6)], opset=13, oracle="both"),
    case("mod-fmod", "Mod", [X * 5, POS], fmod=1, oracle="both"),
    case("bitshift-left", "BitShift", [np.array([1, 7, 255], np.uint8), np.array([1, 2, 3], np.uint8)],
         direction="LEFT", oracle="both"),
    case("bitshift-right", "BitShift", [np.array([16, 7, 255], np.uint32), np.array([1, 2, 3], np.uint32)],
         direction="RIGHT", oracle="both"),
    case("castlike", "CastLike", [X * 3, np.zeros(1, np.int32)], opset=15, oracle="both"),
]  # fmt: skip


@pytest.mark.parametrize("c", ACTIVATIONS + LOGIC)
def test_modern_activations_and_logic(c):
    check_case(c)


def test_erf_is_accurate_in_float64():
    import math

    from ixconv.graph.ops.activations import erf

    x = np.concatenate([np.linspace(-8, 8, 40001), [0.0, 1e-300, -1e-12, 2.9999999, 3.0, 5.999, 6.0]])
    expected = np.array([math.erf(v) for v in x])
    assert np.max(np.abs(erf(x) - expected) / np.maximum(np.abs(expected), 1e-300)) < 1e-12


# -- normalization, more reductions, Einsum: both oracles ----------------------------------------------

NCHW = f32(2, 6, 5, 7)

NORMALIZATION = [
    case("layernorm-last", "LayerNormalization", [f32(2, 5, 8), f32(8), f32(8)], opset=17, oracle="both"),
    case("layernorm-axis1-stats", "LayerNormalization", [NCHW, f32(5, 7), None], opset=17, axis=-2, outputs=3,
         epsilon=1e-3, oracle="ort"),
    case("layernorm-axis0", "LayerNormalization", [f32(3, 4), f32(3, 4), f32(3, 4)], opset=17, axis=0, oracle="both"),
    case("instancenorm", "InstanceNormalization", [NCHW, f32(6), f32(6)], oracle="both", epsilon=1e-4),
    case("instancenorm-3d", "InstanceNormalization", [f32(2, 3, 9), f32(3), f32(3)], oracle="both"),
    case("groupnorm-18", "GroupNormalization", [NCHW, f32(3), f32(3)], opset=18, num_groups=3, oracle="ref"),
    case("groupnorm-21", "GroupNormalization", [NCHW, f32(6), f32(6)], opset=21, num_groups=2, oracle="both"),
    case("lpnorm-l2", "LpNormalization", [NCHW], axis=1, oracle="both"),
    # the reference evaluator sums x**p without |x| (wrong for p=1 on negative values); ONNX Runtime is right
    case("lpnorm-l1", "LpNormalization", [NCHW], axis=-1, p=1, oracle="ort"),
    case("mvn", "MeanVarianceNormalization", [NCHW], oracle="both"),
    case("mvn-axes", "MeanVarianceNormalization", [NCHW], axes=[1, 2, 3], oracle="both"),
]  # fmt: skip

MORE_REDUCTIONS = [
    *[case(f"{op.lower()}-{opset}", op, [NCHW + 2.5] + ([i64(1, -1)] if opset >= 18 else []), opset=opset,
           oracle="both", rtol=1e-5, atol=1e-5, **({} if opset >= 18 else {"axes": [1, -1]}))
      for op in ("ReduceMin", "ReduceProd", "ReduceSumSquare", "ReduceL1", "ReduceL2", "ReduceLogSum",
                 "ReduceLogSumExp") for opset in (13, 18)],
    case("reducemin-int-all", "ReduceMin", [ints(3, 4)], keepdims=0, oracle="both"),
    case("reducelogsumexp-large", "ReduceLogSumExp", [f32(3, 4) * 200, i64(1)], opset=18, oracle="ort"),
    case("argmax", "ArgMax", [NCHW], axis=1, oracle="both"),
    case("argmax-ties-last", "ArgMax", [ints(4, 6, lo=0, hi=3).astype(np.float32)], axis=-1, keepdims=0,
         select_last_index=1, oracle="both"),
    case("argmin-ties-first", "ArgMin", [ints(4, 6, lo=0, hi=3)], axis=0, oracle="both"),
    case("einsum-nchw-kc", "Einsum", [NCHW, f32(4, 6)], equation="nchw,kc->nkhw", opset=12, oracle="both"),
    case("einsum-batch-matmul", "Einsum", [f32(2, 3, 4), f32(2, 4, 5)], equation="bij,bjk->bik", opset=12,
         oracle="both"),
    case("einsum-ellipsis-implicit", "Einsum", [f32(2, 3, 4)], equation="...ij", opset=12, oracle="both"),
    case("einsum-trace", "Einsum", [f32(4, 4)], equation="ii->", opset=12, oracle="both"),
    case("matmul-batched-broadcast", "MatMul", [f32(2, 1, 3, 4), f32(5, 4, 6)], oracle="both"),
    case("matmul-vector", "MatMul", [f32(4), f32(2, 4, 3)], oracle="both"),
]  # fmt: skip


@pytest.mark.parametrize("c", NORMALIZATION + MORE_REDUCTIONS)
def test_normalization_reductions_einsum(c):
    check_case(c)


# -- indexing and selection: both oracles ----------------------------------------------------------------

SCORES = f32(2, 7, 5)
TIED = ints(3, 8, lo=0, hi=3).astype(np.float32)

INDEXING = [
    case("topk-largest", "TopK", [SCORES, i64(3)], axis=1, outputs=2, oracle="both"),
    case("topk-smallest-unsorted-k0", "TopK", [SCORES, i64(0)], largest=0, outputs=2, oracle="both"),
    case("topk-ties", "TopK", [TIED, i64(5)], axis=-1, outputs=2, oracle="ort"),
    case("topk-ties-smallest", "TopK", [TIED, i64(8)], largest=0, outputs=2, oracle="ort"),
    case("topk-int", "TopK", [ints(4, 6), i64(2)], outputs=2, oracle="both"),
    case("nonzero", "NonZero", [ints(3, 4, lo=-1, hi=2)], oracle="both"),
    case("nonzero-bool", "NonZero", [RNG.random((2, 3, 2)) > 0.5], oracle="both"),
    case("gatherelements", "GatherElements", [f32(3, 4), ints(3, 2, lo=-4, hi=4)], axis=1, oracle="both"),
    case("gathernd", "GatherND", [f32(2, 3, 4), ints(5, 2, lo=0, hi=2)], oracle="both"),
    case("gathernd-batch", "GatherND", [f32(2, 3, 4), ints(2, 3, 1, lo=0, hi=3)], batch_dims=1, oracle="both"),
    case("scatterelements", "ScatterElements", [f32(3, 4), i64(*[0, 2, 1, 0, 3, 2]).reshape(3, 2), f32(3, 2)],
         axis=1, oracle="both"),
    case("scatterelements-add", "ScatterElements", [f32(3, 4), i64(*[0, 0, 1, 1, 3, 3]).reshape(3, 2), f32(3, 2)],
         axis=1, reduction="add", opset=16, oracle="both"),
    case("scatternd", "ScatterND", [f32(4, 3), i64(2, 0).reshape(2, 1), f32(2, 3)], oracle="both"),
    case("scatternd-max", "ScatterND", [f32(4, 3), i64(1, 1).reshape(2, 1), f32(2, 3)], reduction="max", opset=18,
         oracle="both"),
    case("tile", "Tile", [f32(2, 3), i64(2, 3)], oracle="both"),
    case("cumsum", "CumSum", [f32(3, 4), np.array(1, np.int64)], oracle="both"),
    case("cumsum-exclusive-reverse", "CumSum", [ints(3, 4), np.array(0, np.int32)], exclusive=1, reverse=1,
         oracle="both"),
    case("trilu-upper-k", "Trilu", [f32(2, 4, 5), i64(1)], opset=14, oracle="both"),
    case("trilu-lower", "Trilu", [f32(4, 5)], upper=0, opset=14, oracle="both"),
    # the reference evaluator refuses a one-element depth that the spec allows
    case("onehot", "OneHot", [ints(2, 3, lo=-4, hi=4), i64(4), np.array([0, 1], np.float32)], axis=1, oracle="ort"),
    case("compress", "Compress", [f32(3, 4), np.array([True, False, True])], axis=0, oracle="both"),
    case("compress-flat", "Compress", [f32(3, 4), np.array([1, 0, 1, 1], bool)], oracle="both"),
    case("eyelike", "EyeLike", [f32(3, 5)], k=1, oracle="both"),
    case("depthtospace-dcr", "DepthToSpace", [f32(2, 8, 3, 4)], blocksize=2, oracle="both"),
    case("depthtospace-crd", "DepthToSpace", [f32(2, 8, 3, 4)], blocksize=2, mode="CRD", oracle="both"),
    case("spacetodepth", "SpaceToDepth", [f32(2, 3, 4, 6)], blocksize=2, oracle="both"),
]  # fmt: skip


@pytest.mark.parametrize("c", INDEXING)
def test_indexing_and_selection(c):
    check_case(c)


def test_indices_out_of_range_are_refused():
    with pytest.raises(ValueError, match=r"gather.*out of range"):
        run_ours("GatherElements", [f32(3, 4), i64(0, 4, 1).reshape(3, 1)], axis=1)
    with pytest.raises(ValueError, match=r"scatternd.*out of range"):
        run_ours("ScatterND", [f32(4, 3), i64(4).reshape(1, 1), f32(1, 3)])


# -- recurrent layers: both oracles ------------------------------------------------------------------------


def recurrent(op, seq=5, batch=3, width=4, hidden=6, directions=1, lens=None, peepholes=False, layout=0, **attrs):
    gates = {"LSTM": 4, "GRU": 3, "RNN": 1}[op]
    x = f32(batch, seq, width) if layout else f32(seq, batch, width)
    w, r = f32(directions, gates * hidden, width), f32(directions, gates * hidden, hidden)
    b = f32(directions, 2 * gates * hidden)
    h0 = f32(batch, directions, hidden) if layout else f32(directions, batch, hidden)
    inputs = [x, w, r, b, None if lens is None else np.array(lens, np.int32), h0]
    if op == "LSTM":
        inputs += [f32(*h0.shape), f32(directions, 3 * hidden) if peepholes else None]
    outputs = 3 if op == "LSTM" else 2
    direction = {1: "forward", 2: "bidirectional"}[directions] if "direction" not in attrs else attrs.pop("direction")
    return dict(op=op, inputs=inputs, outputs=outputs, hidden_size=hidden, direction=direction, layout=layout, **attrs)


RECURRENT = [
    # ONNX Runtime has no batch-major (layout=1) recurrent kernels; the reference evaluator ignores sequence_lens
    pytest.param(Case(**{"oracle": "ref" if kw.get("layout") else "ort", "opset": 14, **recurrent(op, **kw)}),
                 id=f"{op.lower()}-{name}")
    for op in ("LSTM", "GRU", "RNN")
    for name, kw in {
        "forward": {},
        "reverse": dict(direction="reverse"),
        "bidirectional-lens": dict(directions=2, lens=[5, 2, 0]),
        "reverse-lens": dict(direction="reverse", lens=[3, 5, 1]),
        "batch-major": dict(layout=1, directions=2),
        "clip": dict(clip=0.5),
    }.items()
] + [
    # the reference evaluator ignores input_forget
    pytest.param(Case(oracle="ort", opset=14, **recurrent("LSTM", peepholes=True, input_forget=1)), id="lstm-peep"),
    pytest.param(Case(oracle="both", opset=14, **recurrent("LSTM", peepholes=True)), id="lstm-peepholes"),
    pytest.param(Case(oracle="both", opset=14, **recurrent("GRU", linear_before_reset=1, directions=2)), id="gru-lbr"),
    pytest.param(Case(oracle="ort", opset=14, **recurrent("LSTM", activations=["HardSigmoid", "Tanh", "Relu"],
                                                          activation_alpha=[0.3], activation_beta=[0.4])),
                 id="lstm-activations"),
]  # fmt: skip


@pytest.mark.parametrize("c", RECURRENT)
def test_recurrent_layers(c):
    check_case(c)


# -- cubic, antialiased, cropped and aspect-kept Resize; wrap Pad: both oracles ------------------------------

IMG = f32(2, 3, 9, 13)
SC = {k: np.array([1, 1, v, v], np.float32) for k, v in (("up", 2.5), ("down", 0.45))}


def resize(name, scales=None, sizes=None, roi=None, opset=19, oracle="both", **attrs):
    inputs = [IMG, roi, scales, sizes]
    while inputs[-1] is None:
        inputs.pop()
    return case(name, "Resize", inputs, opset=opset, oracle=oracle, rtol=1e-4, atol=1e-5, **attrs)


RESAMPLING = [
    # the reference evaluator disagrees with ONNX Runtime (and this) on the last rows of a cubic upsampling in
    # half_pixel_symmetric mode, and on a linear tf_crop_and_resize whose roi leaves the image: ONNX Runtime is
    # the oracle of those two (checked by hand: both follow the spec's formulas)
    *[resize(f"cubic-{d}-{c}", SC[d], mode="cubic", coordinate_transformation_mode=c,
             oracle="ort" if (d, c) == ("up", "half_pixel_symmetric") else "both")
      for d in ("up", "down") for c in ("half_pixel", "pytorch_half_pixel", "asymmetric", "half_pixel_symmetric")],
    resize("cubic-a05-exclude", SC["down"], mode="cubic", cubic_coeff_a=-0.5, exclude_outside=1),
    resize("cubic-sizes-align", sizes=i64(2, 3, 5, 20), mode="cubic", coordinate_transformation_mode="align_corners"),
    resize("linear-antialias", SC["down"], mode="linear", antialias=1),
    resize("linear-antialias-sizes", sizes=i64(2, 3, 3, 4), mode="linear", antialias=1),
    resize("cubic-antialias", SC["down"], mode="cubic", antialias=1),
    resize("linear-antialias-up-is-plain", SC["up"], mode="linear", antialias=1),
    resize("crop-linear", SC["up"], roi=np.array([0, 0, 0.2, 0.1, 1, 1, 0.9, 1.2], np.float32), mode="linear",
           coordinate_transformation_mode="tf_crop_and_resize", extrapolation_value=-3.0, oracle="ort"),
    resize("crop-nearest", sizes=i64(2, 3, 7, 7), roi=np.array([0, 0, -0.1, 0.3, 1, 1, 0.6, 0.8], np.float32),
           coordinate_transformation_mode="tf_crop_and_resize"),
    resize("keep-not-larger", sizes=i64(20, 20), mode="linear", keep_aspect_ratio_policy="not_larger", axes=[2, 3]),
    resize("keep-not-smaller", sizes=i64(20, 20), keep_aspect_ratio_policy="not_smaller", axes=[2, 3]),
    case("pad-wrap", "Pad", [IMG, i64(0, 0, 2, 5, 0, 0, 3, 1)], mode="wrap", opset=19, oracle="ort"),
    case("pad-wrap-axes", "Pad", [IMG, i64(4, 1), None, i64(-1)], mode="wrap", opset=19, oracle="ort"),
]  # fmt: skip


@pytest.mark.parametrize("c", RESAMPLING)
def test_cubic_antialiased_cropped_resize_and_wrap_pad(c):
    check_case(c)


# -- detection post-processing, older CNN layers, sampling, integer matmuls: both oracles ---------------------

NMS_BOXES = np.array([[[0, 0, 1, 1], [0, 0.1, 1, 1.1], [0, -0.1, 1, 0.9], [0, 10, 1, 11], [0, 10.1, 1, 11.1],
                       [0, 100, 1, 101], [1, 1, 0, 0]]], np.float32)  # fmt: skip
NMS_SCORES = np.array([[[0.9, 0.75, 0.6, 0.95, 0.5, 0.3, 0.9], [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]]], np.float32)
U8 = RNG.integers(0, 256, (3, 4)).astype(np.uint8)

OTHER_OPS = [
    case("nms", "NonMaxSuppression", [NMS_BOXES, NMS_SCORES, i64(3), np.array([0.5], np.float32),
                                      np.array([0.0], np.float32)], opset=11, oracle="both"),
    case("nms-center-no-threshold", "NonMaxSuppression", [np.abs(f32(2, 20, 4)) * 5, f32(2, 3, 20, lo=0, hi=1),
                                                          i64(4), np.array([0.3], np.float32)],
         center_point_box=1, opset=11, oracle="both"),
    case("unique-sorted", "Unique", [ints(12, lo=0, hi=5).astype(np.float32)], outputs=4, opset=11, oracle="both"),
    case("unique-unsorted-axis", "Unique", [ints(5, 2, lo=0, hi=2)], outputs=4, axis=0, sorted=0, opset=11,
         oracle="ref"),
    case("reversesequence", "ReverseSequence", [f32(4, 3, 2), np.array([4, 2, 0], np.int64)], batch_axis=1,
         time_axis=0, opset=10, oracle="both"),
    case("reversesequence-batch0", "ReverseSequence", [f32(3, 4, 2), np.array([1, 3, 4], np.int64)], batch_axis=0,
         time_axis=1, opset=10, oracle="both"),
    case("hardmax", "Hardmax", [ints(3, 4, lo=0, hi=3).astype(np.float32)], oracle="both"),
    # before opset 13 Hardmax coerces to 2-D at axis (the spec, ONNX Runtime); the reference evaluator does not
    case("hardmax-11", "Hardmax", [f32(2, 3, 4)], opset=11, axis=1, oracle="ort"),
    case("lppool", "LpPool", [f32(2, 3, 7, 6)], kernel_shape=[3, 2], strides=[2, 1], pads=[1, 0, 1, 1], p=2,
         opset=18, oracle="ort"),
    case("lppool-p1", "LpPool", [f32(1, 2, 5, 5)], kernel_shape=[2, 2], p=1, opset=18, oracle="ort"),
    case("globallppool", "GlobalLpPool", [f32(2, 3, 4, 5)], oracle="ort"),  # (not in the reference evaluator)
    # the reference evaluator loops over the batch axis where it means the channels: ONNX Runtime is the oracle
    case("lrn", "LRN", [f32(2, 7, 3, 4)], size=3, alpha=1e-2, beta=0.75, bias=2.0, oracle="ort"),
    case("lrn-5", "LRN", [f32(1, 6, 2, 2)], size=5, oracle="ort"),  # (ONNX Runtime refuses even sizes)
    case("maxunpool", "MaxUnpool", [f32(1, 1, 2, 2), np.array([[[[0, 3], [9, 15]]]], np.int64)],
         kernel_shape=[2, 2], strides=[2, 2], opset=11, oracle="both"),
    *[case(f"gridsample-{m}-{pad}-{a}", "GridSample", [f32(2, 3, 5, 6), f32(2, 4, 7, 2, lo=-1.3, hi=1.3)],
           mode=m, padding_mode=pad, align_corners=a, opset=16, oracle="ort", rtol=1e-4, atol=1e-5)
      for m in ("bilinear", "nearest", "bicubic") for pad in ("zeros", "border", "reflection") for a in (0, 1)],
    case("dynamicquantizelinear", "DynamicQuantizeLinear", [f32(3, 5) * 4], outputs=3, opset=11, oracle="both"),
    case("matmulinteger", "MatMulInteger", [U8, RNG.integers(0, 256, (4, 2)).astype(np.uint8), np.uint8(12),
                                            np.uint8(130)], opset=10, oracle="both"),
    case("qlinearmatmul", "QLinearMatMul", [U8, np.float32(0.02), np.uint8(128),
                                            RNG.integers(-128, 128, (4, 2)).astype(np.int8), np.float32(0.01),
                                            np.int8(0), np.float32(0.05), np.uint8(100)], opset=10, oracle="both"),
]  # fmt: skip


@pytest.mark.parametrize("c", OTHER_OPS)
def test_detection_legacy_sampling_and_integer_ops(c):
    check_case(c)


# -- shapes, indexing, casts --------------------------------------------------------------------------

SHAPES = [
    case("flatten-default", "Flatten", [f32(2, 3, 4, 5)]),
    case("flatten-0", "Flatten", [f32(2, 3, 4)], axis=0),
    case("flatten-neg", "Flatten", [f32(2, 3, 4, 5)], axis=-2),
    case("flatten-rank", "Flatten", [f32(2, 3, 4)], axis=3),
    case("reshape-0-1", "Reshape", [f32(2, 3, 4), i64(0, -1)]),
    case("reshape-neg1-first", "Reshape", [f32(2, 3, 4), i64(-1, 0, 2)]),
    case("reshape-plain", "Reshape", [f32(2, 3, 4), i64(4, 3, 2)]),
    case("reshape-allowzero-0", "Reshape", [f32(2, 3, 4), i64(0, 0, 4)], opset=14, allowzero=0),
    case("reshape-allowzero-1", "Reshape", [np.zeros((0, 3), np.float32), i64(3, 0)], opset=14, allowzero=1),
    case("reshape-allowzero-1-neg", "Reshape", [f32(2, 3, 4), i64(4, -1)], opset=14, allowzero=1),
    case("reshape-int", "Reshape", [ints(6), i64(2, -1)]),
    case("reshape-scalar", "Reshape", [f32(1, 1), np.zeros(0, np.int64)]),
    case("transpose-default", "Transpose", [f32(2, 3, 4)]),
    case("transpose-perm", "Transpose", [f32(2, 3, 4, 5)], perm=[0, 2, 3, 1]),
    case("squeeze-11-attr", "Squeeze", [f32(1, 3, 1, 4)], opset=11, axes=[0, -2]),
    case("squeeze-11-all", "Squeeze", [f32(1, 3, 1, 4)], opset=11),
    case("squeeze-13-input", "Squeeze", [f32(1, 3, 1, 4), i64(2)]),
    case("squeeze-13-all", "Squeeze", [f32(1, 3, 1, 1)]),
    case("unsqueeze-11-attr", "Unsqueeze", [f32(3, 4)], opset=11, axes=[0, 3]),
    case("unsqueeze-13-input", "Unsqueeze", [f32(3, 4), i64(-1, 0)]),
    case("unsqueeze-13-scalar", "Unsqueeze", [np.array(2.0, np.float32), i64(0)]),
    case("concat-neg", "Concat", [f32(2, 3), f32(2, 1), f32(2, 4)], axis=-1),
    case("concat-0-int", "Concat", [ints(1, 3), ints(2, 3)], axis=0),
    case("split-11-attr", "Split", [f32(2, 6)], opset=11, outputs=3, axis=1, split=[1, 2, 3]),
    case("split-11-equal", "Split", [f32(6, 2)], opset=11, outputs=3),
    case("split-13-input", "Split", [f32(2, 7), i64(3, 4)], outputs=2, axis=-1),
    case("split-13-equal", "Split", [f32(2, 6)], outputs=2, axis=1),
    case("split-18-num-outputs", "Split", [f32(2, 5)], opset=18, outputs=3, axis=1, num_outputs=3),
    case("split-18-input", "Split", [f32(4, 2), i64(1, 0, 3)], opset=18, outputs=3),
    case("slice-9-attrs", "Slice", [f32(5, 6)], opset=9, starts=[1, -4], ends=[4, 100], axes=[0, 1]),
    case("slice-9-noaxes", "Slice", [f32(5, 6)], opset=9, starts=[1], ends=[-1]),
    case("slice-13-basic", "Slice", [f32(5, 6, 7), i64(1, 0), i64(4, 5), i64(0, 2)]),
    case("slice-13-steps", "Slice", [f32(5, 6, 7), i64(0, 1), i64(5, 7), i64(1, 2), i64(2, 3)]),
    case("slice-13-neg-step", "Slice", [f32(5, 6), i64(-1), i64(I64_MIN), i64(1), i64(-1)]),
    case("slice-13-neg-step-2", "Slice", [f32(7, 3), i64(5), i64(0), i64(0), i64(-2)]),
    case("slice-13-neg-step-clamp", "Slice", [f32(7, 3), i64(100), i64(-100), i64(-2), i64(-3)]),
    case("slice-13-int-max", "Slice", [f32(5, 6), i64(2, 1), i64(I64_MAX, I64_MAX)]),
    case("slice-13-empty", "Slice", [f32(5, 6), i64(4), i64(2), i64(0)]),
    case("slice-13-neg-axes", "Slice", [ints(4, 5, 6), i64(-3), i64(-1), i64(-1)]),
    case("gather-neg", "Gather", [f32(5, 4), i64(0, -1, 2, -5)]),
    case("gather-axis1-2d", "Gather", [f32(3, 5, 2), i64(1, -2, 0, 4).reshape(2, 2)], axis=1),
    case("gather-scalar", "Gather", [f32(3, 5), np.array(-2, np.int64)], axis=-1),
    case("gather-int32-idx", "Gather", [ints(6), np.array([5, 0, -6], np.int32)]),
    case("shape", "Shape", [f32(2, 3, 4)]),
    case("shape-15-start-end", "Shape", [f32(2, 3, 4, 5)], opset=15, start=1, end=-1),
    case("shape-15-clamp", "Shape", [f32(2, 3, 4, 5)], opset=15, start=-10, end=10),
    case("size", "Size", [f32(2, 3, 4)]),
    case("constantofshape-default", "ConstantOfShape", [i64(2, 3)]),
    case("constantofshape-int", "ConstantOfShape", [i64(4)], value=numpy_helper.from_array(i64(7))),
    case("constantofshape-float", "ConstantOfShape", [i64(2, 2)], value=helper.make_tensor("v", 1, [1], [2.5])),
    case("constantofshape-scalar", "ConstantOfShape", [np.zeros(0, np.int64)]),
    case("expand", "Expand", [f32(3, 1), i64(2, 1, 6)]),
    case("expand-smaller-shape", "Expand", [f32(2, 3, 4), i64(3, 1)]),
    case("expand-int", "Expand", [ints(1, 3), i64(4, 3)]),
    case("range-int", "Range", [i64(2), i64(15), i64(4)]),
    case("range-int-neg", "Range", [i64(10), i64(-3), i64(-3)]),
    case("range-int-empty", "Range", [i64(10), i64(3), i64(2)]),
    case("range-float", "Range", [np.float32(0.5), np.float32(3.2), np.float32(0.3)]),
    case("range-float-neg", "Range", [np.float32(1.0), np.float32(-2.0), np.float32(-0.7)]),
    case("range-int32", "Range", [np.int32(-4), np.int32(9), np.int32(2)]),
]

CASTS = [
    case("cast-f32-i32", "Cast", [X * 10], to=TensorProto.INT32),
    case("cast-f32-i64", "Cast", [X * 10], to=TensorProto.INT64),
    case("cast-f32-u8", "Cast", [POS * 50], to=TensorProto.UINT8),
    case("cast-f32-i8", "Cast", [X * 50], to=TensorProto.INT8),
    case("cast-i64-f32", "Cast", [ints(6)], to=TensorProto.FLOAT),
    case("cast-f32-f64", "Cast", [X], to=TensorProto.DOUBLE),
    case("cast-f64-f32", "Cast", [X.astype(np.float64) / 3], to=TensorProto.FLOAT),
    case("cast-f32-f16", "Cast", [X], to=TensorProto.FLOAT16),
    case("cast-f32-bool", "Cast", [np.array([0, -0.0, 0.5, -2, 0], np.float32)], to=TensorProto.BOOL),
    case("cast-bool-f32", "Cast", [np.array([True, False, True])], to=TensorProto.FLOAT),
    case("cast-i64-i32", "Cast", [ints(5, lo=-1000, hi=1000)], to=TensorProto.INT32),
    case("cast-19-saturate", "Cast", [X * 10], opset=19, to=TensorProto.INT32, saturate=1),
]


@pytest.mark.parametrize("c", SHAPES + CASTS)
def test_shapes_indexing_casts(c):
    check_case(c)


# -- reductions ---------------------------------------------------------------------------------------

R = f32(2, 3, 4, 5)

REDUCTIONS = [
    case("reducemean-13-axes", "ReduceMean", [R], axes=[2, 3]),
    case("reducemean-13-nokeep", "ReduceMean", [R], axes=[-1], keepdims=0),
    case("reducemean-13-all", "ReduceMean", [R]),
    case("reducemean-18-input", "ReduceMean", [R, i64(1, -1)], opset=18),
    case("reducemean-18-noaxes", "ReduceMean", [R], opset=18, keepdims=0),
    case("reducemean-18-noop", "ReduceMean", [R], opset=18, noop_with_empty_axes=1),
    case("reducemax-13-axes", "ReduceMax", [R], axes=[1], keepdims=0),
    case("reducemax-18-input", "ReduceMax", [R, i64(0, 2)], opset=18),
    case("reducemax-int", "ReduceMax", [ints(3, 4)], axes=[1]),
    case("reducesum-11-attr", "ReduceSum", [R], opset=11, axes=[0, 2]),
    case("reducesum-13-input", "ReduceSum", [R, i64(-2)]),
    case("reducesum-13-all", "ReduceSum", [R], keepdims=0),
    case("reducesum-13-empty-noop", "ReduceSum", [R, np.zeros(0, np.int64)], noop_with_empty_axes=1),
    case("reducesum-13-empty", "ReduceSum", [R, np.zeros(0, np.int64)]),
    case("reducesum-int", "ReduceSum", [ints(3, 4), i64(0)], keepdims=0),
    case("globalavg-4d", "GlobalAveragePool", [R]),
    case("globalavg-3d", "GlobalAveragePool", [f32(2, 3, 7)]),
    case("globalmax-4d", "GlobalMaxPool", [R]),
    # The reference evaluator reduces the wrong axes of a 5-D input.
    case("globalmax-5d", "GlobalMaxPool", [f32(1, 2, 3, 4, 5)], oracle="ort"),
]


@pytest.mark.parametrize("c", REDUCTIONS)
def test_reductions(c):
    check_case(c)


# -- pooling ------------------------------------------------------------------------------------------

P = f32(2, 3, 9, 8)

POOLING = [
    case("maxpool-basic", "MaxPool", [P], kernel_shape=[2, 2]),
    case("maxpool-stride-pads", "MaxPool", [P], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]),
    case("maxpool-asym-pads", "MaxPool", [P], kernel_shape=[3, 2], strides=[2, 1], pads=[0, 1, 2, 0]),
    case("maxpool-ceil", "MaxPool", [P], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),
    case("maxpool-ceil-pads", "MaxPool", [P], kernel_shape=[2, 2], strides=[2, 2], pads=[1, 1, 1, 1], ceil_mode=1),
    case("maxpool-ceil-k3s3", "MaxPool", [f32(1, 2, 7, 7)], kernel_shape=[3, 3], strides=[3, 3], ceil_mode=1),
    case("maxpool-dilation", "MaxPool", [P], kernel_shape=[2, 2], dilations=[2, 3], pads=[1, 1, 1, 1]),
    case("maxpool-dilation-ceil", "MaxPool", [P], kernel_shape=[2, 2], dilations=[2, 2], strides=[2, 2], ceil_mode=1),
    case("maxpool-same-upper", "MaxPool", [P], kernel_shape=[3, 2], auto_pad="SAME_UPPER"),
    case("maxpool-same-lower", "MaxPool", [P], kernel_shape=[2, 3], auto_pad="SAME_LOWER"),
    case("maxpool-valid", "MaxPool", [P], kernel_shape=[3, 3], auto_pad="VALID"),
    case(
        "maxpool-same-stride", "MaxPool", [P], kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER", oracle="both"
    ),
    case(
        "maxpool-same-lower-stride",
        "MaxPool",
        [P],
        kernel_shape=[2, 2],
        strides=[2, 3],
        auto_pad="SAME_LOWER",
        oracle="ort",
    ),
    case("maxpool-valid-stride", "MaxPool", [P], kernel_shape=[3, 2], strides=[2, 2], auto_pad="VALID", oracle="both"),
    case("maxpool-1d", "MaxPool", [f32(2, 3, 11)], kernel_shape=[3], strides=[2], pads=[1, 1]),
    case("maxpool-3d", "MaxPool", [f32(1, 2, 5, 6, 4)], kernel_shape=[2, 3, 2], strides=[1, 2, 2]),
    case(
        "maxpool-uint8",
        "MaxPool",
        [ints(1, 2, 6, 6, lo=0, hi=255, dtype=np.uint8)],
        opset=12,
        kernel_shape=[3, 3],
        pads=[1, 1, 1, 1],
        strides=[2, 2],
    ),
    # The reference pads integers with NaN and fails.
    case(
        "maxpool-int8",
        "MaxPool",
        [ints(1, 2, 5, 5, lo=-128, hi=127, dtype=np.int8)],
        opset=12,
        kernel_shape=[2, 2],
        pads=[1, 1, 0, 0],
        oracle="ort",
    ),
    case("maxpool-indices", "MaxPool", [P], outputs=2, kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]),
    case("maxpool-indices-ties", "MaxPool", [np.round(P)], outputs=2, kernel_shape=[2, 2], strides=[2, 2]),
    case("maxpool-indices-colmajor", "MaxPool", [P], outputs=2, kernel_shape=[2, 3], strides=[2, 2], storage_order=1),
    case(
        "maxpool-indices-ceil",
        "MaxPool",
        [P],
        outputs=2,
        kernel_shape=[3, 3],
        strides=[2, 2],
        pads=[1, 1, 1, 1],
        ceil_mode=1,
        oracle="both",
    ),
    case(
        "maxpool-indices-dilation",
        "MaxPool",
        [P],
        outputs=2,
        kernel_shape=[2, 2],
        dilations=[2, 2],
        strides=[1, 2],
        pads=[1, 0, 1, 1],
    ),
    case("maxpool-indices-1d", "MaxPool", [f32(2, 3, 11)], outputs=2, kernel_shape=[3], strides=[2], pads=[1, 1]),
    case("avgpool-basic", "AveragePool", [P], kernel_shape=[2, 2]),
    case("avgpool-pads-exclude", "AveragePool", [P], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]),
    case(
        "avgpool-pads-include",
        "AveragePool",
        [P],
        kernel_shape=[3, 3],
        strides=[2, 2],
        pads=[1, 1, 1, 1],
        count_include_pad=1,
    ),
    case("avgpool-asym-include", "AveragePool", [P], kernel_shape=[3, 2], pads=[2, 0, 0, 1], count_include_pad=1),
    case("avgpool-ceil", "AveragePool", [P], kernel_shape=[2, 2], strides=[2, 2], ceil_mode=1),
    case(
        "avgpool-ceil-include",
        "AveragePool",
        [P],
        kernel_shape=[2, 2],
        strides=[2, 2],
        pads=[1, 1, 1, 1],
        ceil_mode=1,
        count_include_pad=1,
    ),
    # An overhang of 2: the reference evaluator shifts the window (see the module docstring).
    case(
        "avgpool-ceil-k3s3",
        "AveragePool",
        [f32(1, 2, 7, 7)],
        kernel_shape=[3, 3],
        strides=[3, 3],
        ceil_mode=1,
        oracle="ort",
    ),
    case(
        "avgpool-ceil-k3s3-include",
        "AveragePool",
        [f32(1, 2, 7, 7)],
        kernel_shape=[3, 3],
        strides=[3, 3],
        pads=[1, 1, 1, 1],
        ceil_mode=1,
        count_include_pad=1,
        oracle="both",
    ),
    case(
        "avgpool-ceil-overhang-include",
        "AveragePool",
        [f32(1, 2, 7, 8)],
        kernel_shape=[3, 3],
        strides=[3, 3],
        ceil_mode=1,
        count_include_pad=1,
        oracle="ort",
    ),
    case("avgpool-same-upper", "AveragePool", [P], kernel_shape=[3, 4], auto_pad="SAME_UPPER"),
    case(
        "avgpool-same-lower-include",
        "AveragePool",
        [P],
        kernel_shape=[4, 3],
        auto_pad="SAME_LOWER",
        count_include_pad=1,
    ),
    case(
        "avgpool-same-stride",
        "AveragePool",
        [P],
        kernel_shape=[3, 3],
        strides=[2, 2],
        auto_pad="SAME_UPPER",
        oracle="both",
    ),
    case("avgpool-valid", "AveragePool", [P], kernel_shape=[2, 3], auto_pad="VALID"),
    case("avgpool-19-dilation", "AveragePool", [P], opset=19, kernel_shape=[2, 2], dilations=[2, 2], pads=[1, 1, 1, 1]),
    case(
        "avgpool-19-dilation-include",
        "AveragePool",
        [P],
        opset=19,
        kernel_shape=[2, 3],
        dilations=[3, 2],
        strides=[2, 1],
        pads=[1, 0, 1, 2],
        count_include_pad=1,
    ),
    case("avgpool-1d", "AveragePool", [f32(2, 3, 10)], kernel_shape=[4], strides=[3], pads=[2, 1]),
    case("avgpool-3d", "AveragePool", [f32(1, 2, 5, 6, 4)], kernel_shape=[2, 2, 3], pads=[1, 0, 1, 0, 1, 1]),
]


@pytest.mark.parametrize("c", POOLING)
def test_pooling(c):
    check_case(c)


# -- normalization, dense, padding --------------------------------------------------------------------

C = 4
BN = [f32(2, C, 5, 3), f32(C), f32(C), f32(C), f32(C, lo=0.1, hi=2)]

DENSE = [
    # The reference's BatchNormalization-9 uses batch statistics (training); the one-output form is inference.
    case("batchnorm-9", "BatchNormalization", BN, opset=9, oracle="ort"),
    case("batchnorm-14-eps", "BatchNormalization", BN, opset=14, epsilon=1e-3, momentum=0.8),
    case("batchnorm-15-2d", "BatchNormalization", [f32(6, C), *BN[1:]], opset=15, training_mode=0),
    case("gemm-plain", "Gemm", [f32(3, 5), f32(5, 4), f32(3, 4)]),
    case("gemm-trans", "Gemm", [f32(5, 3), f32(4, 5), f32(4)], transA=1, transB=1),
    case("gemm-alpha-beta", "Gemm", [f32(3, 5), f32(5, 4), f32(1, 4)], alpha=0.5, beta=-2.0),
    case("gemm-col-bias", "Gemm", [f32(3, 5), f32(4, 5), f32(3, 1)], transB=1, beta=0.25),
    case("gemm-scalar-c", "Gemm", [f32(3, 5), f32(5, 4), np.array(1.5, np.float32)]),
    case("gemm-no-c", "Gemm", [f32(3, 5), f32(5, 4)], alpha=2.0),
    case("gemm-beta0", "Gemm", [f32(3, 5), f32(5, 4), f32(3, 4)], beta=0.0),
    case("matmul-2d", "MatMul", [f32(3, 5), f32(5, 4)]),
    case("matmul-batched", "MatMul", [f32(2, 1, 3, 5), f32(4, 5, 2)]),
    case("matmul-vec", "MatMul", [f32(5), f32(2, 5, 3)]),
    case("matmul-int", "MatMul", [ints(3, 4), ints(4, 2)]),
]

PAD = [
    case("pad-9-constant", "Pad", [f32(2, 3, 4)], opset=9, pads=[0, 1, 2, 1, 0, 3], value=1.5),
    case("pad-9-reflect", "Pad", [f32(2, 3, 4)], opset=9, pads=[0, 0, 2, 0, 0, 1], mode="reflect"),
    case("pad-9-edge", "Pad", [f32(2, 3, 4)], opset=9, pads=[0, 2, 1, 0, 1, 3], mode="edge"),
    case("pad-13-constant", "Pad", [f32(2, 3, 4), i64(1, 0, 2, 0, 3, 1), np.array(-1.0, np.float32)]),
    case("pad-13-default-value", "Pad", [f32(2, 3), i64(1, 1, 1, 1)]),
    case("pad-13-int", "Pad", [ints(2, 3), i64(1, 1, 0, 2), i64(9)]),
    case("pad-13-reflect", "Pad", [f32(1, 2, 5, 4), i64(0, 0, 2, 3, 0, 0, 4, 1)], mode="reflect"),
    case("pad-13-edge", "Pad", [f32(1, 2, 5, 4), i64(0, 0, 2, 3, 0, 0, 4, 1)], mode="edge"),
    case("pad-18-axes", "Pad", [f32(2, 3, 4), i64(1, 1, 3, 0), None, i64(-1, 0)], opset=18, mode="reflect"),
    case("pad-18-axes-constant", "Pad", [f32(2, 3, 4), i64(1, 2), np.array(7.0, np.float32), i64(1)], opset=18),
    # Negative pads crop, which np.pad (and so the reference) cannot do.
    case("pad-13-negative", "Pad", [f32(3, 6), i64(-1, 2, 1, -3)], oracle="ort"),
    case("pad-13-negative-reflect", "Pad", [f32(4, 6), i64(0, -2, 0, 3)], mode="reflect", oracle="ort"),
    case("pad-13-negative-edge", "Pad", [f32(4, 6), i64(-2, 1, 2, -1)], mode="edge", oracle="ort"),
]


@pytest.mark.parametrize("c", DENSE + PAD)
def test_dense_and_pad(c):
    check_case(c)


# -- resampling ---------------------------------------------------------------------------------------

IMG = f32(2, 3, 8, 6)
UP = np.array([1, 1, 2.0, 1.5], np.float32)  # 8x6 -> 16x9
DOWN = np.array([1, 1, 0.5, 0.5], np.float32)  # 8x6 -> 4x3
ODD = np.array([1, 1, 1.75, 0.6], np.float32)  # 8x6 -> 14x3: 6 * 0.6 is not an integer
COORDS = ["half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric"]
NEAREST = ["round_prefer_floor", "round_prefer_ceil", "floor", "ceil"]


def resize_cases():
    out = []
    for coord in COORDS:
        for label, scales in (("up", UP), ("down", DOWN)):
            for nearest in NEAREST:
                out.append(
                    case(
                        f"resize-nearest-{coord}-{nearest}-{label}",
                        "Resize",
                        [IMG, None, scales],
                        mode="nearest",
                        coordinate_transformation_mode=coord,
                        nearest_mode=nearest,
                    )
                )
            out.append(
                case(
                    f"resize-linear-{coord}-{label}",
                    "Resize",
                    [IMG, None, scales],
                    mode="linear",
                    coordinate_transformation_mode=coord,
                )
            )
        # in * scale is not an integer: the reference uses it as the output length, the spec the integer length
        oracle = "ort" if coord in ("align_corners", "pytorch_half_pixel") else "ref"
        out.append(
            case(
                f"resize-linear-{coord}-odd",
                "Resize",
                [IMG, None, ODD],
                mode="linear",
                coordinate_transformation_mode=coord,
                oracle=oracle,
            )
        )
        out.append(
            case(
                f"resize-nearest-{coord}-odd",
                "Resize",
                [IMG, None, ODD],
                mode="nearest",
                coordinate_transformation_mode=coord,
                oracle=oracle,
            )
        )
        out.append(
            case(
                f"resize-linear-{coord}-sizes",
                "Resize",
                [IMG, None, None, i64(2, 3, 11, 4)],
                mode="linear",
                coordinate_transformation_mode=coord,
            )
        )
        out.append(
            case(
                f"resize-nearest-{coord}-sizes",
                "Resize",
                [IMG, None, None, i64(2, 3, 5, 13)],
                mode="nearest",
                coordinate_transformation_mode=coord,
            )
        )
    for nearest in NEAREST:  # the reference evaluator has no tf_half_pixel_for_nn
        for label, scales in (("up", UP), ("down", DOWN)):
            out.append(
                case(
                    f"resize-nearest-tf_half_pixel_for_nn-{nearest}-{label}",
                    "Resize",
                    [IMG, None, scales],
                    mode="nearest",
                    coordinate_transformation_mode="tf_half_pixel_for_nn",
                    nearest_mode=nearest,
                    oracle="ort",
                )
            )
    out += [
        case("resize-11-roi-empty-scales", "Resize", [IMG, np.zeros(0, np.float32), UP], opset=11, mode="linear"),
        case(
            "resize-11-sizes",
            "Resize",
            [IMG, np.zeros(0, np.float32), np.zeros(0, np.float32), i64(2, 3, 3, 9)],
            opset=11,
            mode="nearest",
        ),
        case("resize-13-default-nearest", "Resize", [IMG, None, UP]),
        case("resize-18-axes-sizes", "Resize", [IMG, None, None, i64(12, 4)], opset=18, axes=[2, 3], mode="linear"),
        case(
            "resize-18-axes-scales",
            "Resize",
            [IMG, None, np.array([0.5, 2], np.float32)],
            opset=18,
            axes=[3, 2],
            mode="nearest",
        ),
        case(
            "resize-18-negative-axes",
            "Resize",
            [IMG, None, np.array([0.5, 2], np.float32)],
            opset=18,
            axes=[-1, 2],
            mode="nearest",
            oracle="ort",
        ),  # the reference cannot take negative axes
        case(
            "resize-19-symmetric-linear",
            "Resize",
            [IMG, None, ODD],
            opset=19,
            mode="linear",
            coordinate_transformation_mode="half_pixel_symmetric",
        ),
        case(
            "resize-19-symmetric-nearest",
            "Resize",
            [IMG, None, np.array([1, 1, 1.7, 0.7], np.float32)],
            opset=19,
            mode="nearest",
            coordinate_transformation_mode="half_pixel_symmetric",
        ),
        case("resize-nearest-uint8", "Resize", [ints(1, 2, 4, 4, lo=0, hi=255, dtype=np.uint8), None, UP]),
        case("resize-nearest-3d", "Resize", [f32(2, 5, 7), None, np.array([1, 2, 0.5], np.float32)], mode="nearest"),
        # Opset 10 and Upsample: asymmetric coordinates, nearest floors up-scaled and ceils down-scaled axes.
        case("resize-10-nearest-up", "Resize", [IMG, UP], opset=10, oracle="ort"),
        case(
            "resize-10-nearest-down", "Resize", [IMG, np.array([1, 1, 0.6, 0.45], np.float32)], opset=10, oracle="ort"
        ),
        case("resize-10-linear", "Resize", [IMG, ODD], opset=10, mode="linear", oracle="ort"),
        case("upsample-9-nearest", "Upsample", [IMG, np.array([1, 1, 2, 3], np.float32)], opset=9),
        case(
            "upsample-9-nearest-frac", "Upsample", [IMG, np.array([1, 1, 1.5, 2.5], np.float32)], opset=9, oracle="ort"
        ),
        case(
            "upsample-9-linear",
            "Upsample",
            [IMG, np.array([1, 1, 2, 1.5], np.float32)],
            opset=9,
            mode="linear",
            oracle="ort",
        ),
    ]
    return out


@pytest.mark.parametrize("c", resize_cases())
def test_resize(c):
    check_case(c)


# -- convolution --------------------------------------------------------------------------------------

CONV_TOL = {"rtol": 1e-5, "atol": 1e-5}

CONV = [
    case("conv-basic", "Conv", [f32(2, 3, 7, 6), f32(4, 3, 3, 3)], **CONV_TOL),
    case("conv-bias-pads", "Conv", [f32(1, 3, 7, 6), f32(5, 3, 3, 2), f32(5)], pads=[1, 0, 2, 1], **CONV_TOL),
    case(
        "conv-stride-dilation",
        "Conv",
        [f32(1, 2, 9, 10), f32(3, 2, 3, 3)],
        strides=[2, 3],
        dilations=[2, 1],
        pads=[1, 1, 1, 1],
        **CONV_TOL,
    ),
    case("conv-group", "Conv", [f32(2, 6, 5, 5), f32(4, 3, 3, 3), f32(4)], group=2, pads=[1, 1, 1, 1], **CONV_TOL),
    case(
        "conv-depthwise",
        "Conv",
        [f32(1, 4, 6, 6), f32(4, 1, 3, 3)],
        group=4,
        strides=[2, 2],
        pads=[1, 1, 1, 1],
        **CONV_TOL,
    ),
    case("conv-depthwise-mult", "Conv", [f32(1, 3, 6, 5), f32(6, 1, 3, 3), f32(6)], group=3, **CONV_TOL),
    case(
        "conv-same-upper", "Conv", [f32(1, 2, 7, 6), f32(3, 2, 4, 3)], auto_pad="SAME_UPPER", strides=[2, 2], **CONV_TOL
    ),
    case("conv-same-lower", "Conv", [f32(1, 2, 7, 6), f32(3, 2, 4, 3)], auto_pad="SAME_LOWER", **CONV_TOL),
    case(
        "conv-same-dilation",
        "Conv",
        [f32(1, 2, 9, 8), f32(3, 2, 3, 2)],
        auto_pad="SAME_UPPER",
        dilations=[2, 3],
        strides=[2, 1],
        **CONV_TOL,
    ),
    case("conv-valid", "Conv", [f32(1, 2, 7, 6), f32(3, 2, 3, 3)], auto_pad="VALID", strides=[2, 1], **CONV_TOL),
    case("conv-kernel-shape", "Conv", [f32(1, 2, 5, 5), f32(3, 2, 1, 1)], kernel_shape=[1, 1], **CONV_TOL),
    case("conv-1d", "Conv", [f32(2, 3, 11), f32(4, 3, 3), f32(4)], strides=[2], pads=[1, 2], **CONV_TOL),
    case("conv-3d", "Conv", [f32(1, 2, 4, 5, 4), f32(3, 2, 2, 3, 2)], pads=[0, 1, 1, 1, 0, 0], **CONV_TOL),
]

CONVT = [
    case("convt-basic", "ConvTranspose", [f32(1, 3, 4, 5), f32(3, 2, 3, 3)], **CONV_TOL),
    case(
        "convt-stride-pads-bias",
        "ConvTranspose",
        [f32(2, 3, 4, 5), f32(3, 2, 3, 3), f32(2)],
        strides=[2, 2],
        pads=[1, 1, 1, 1],
        **CONV_TOL,
    ),
    case(
        "convt-output-padding",
        "ConvTranspose",
        [f32(1, 3, 4, 5), f32(3, 2, 3, 3), f32(2)],
        strides=[2, 3],
        pads=[1, 0, 1, 1],
        output_padding=[1, 2],
        **CONV_TOL,
    ),
    case(
        "convt-dilation",
        "ConvTranspose",
        [f32(1, 2, 4, 4), f32(2, 3, 3, 2)],
        strides=[2, 1],
        dilations=[2, 3],
        **CONV_TOL,
    ),
    case(
        "convt-asym-kernel-pads",
        "ConvTranspose",
        [f32(1, 2, 5, 3), f32(2, 2, 2, 4)],
        strides=[3, 2],
        pads=[0, 2, 1, 1],
        **CONV_TOL,
    ),
    # groups and output_shape: the reference evaluator mishandles both, so ONNX Runtime is the oracle.
    case(
        "convt-group",
        "ConvTranspose",
        [f32(2, 4, 4, 5), f32(4, 3, 3, 3), f32(6)],
        group=2,
        strides=[2, 2],
        pads=[1, 1, 1, 1],
        oracle="ort",
        **CONV_TOL,
    ),
    case(
        "convt-depthwise",
        "ConvTranspose",
        [f32(1, 4, 5, 5), f32(4, 1, 3, 3), f32(4)],
        group=4,
        strides=[2, 2],
        output_padding=[1, 1],
        pads=[1, 1, 1, 1],
        oracle="ort",
        **CONV_TOL,
    ),
    case(
        "convt-group-dilation-outpad",
        "ConvTranspose",
        [f32(1, 6, 4, 3), f32(6, 2, 2, 3)],
        group=3,
        strides=[3, 2],
        dilations=[2, 2],
        output_padding=[1, 1],
        oracle="ort",
        **CONV_TOL,
    ),
    case(
        "convt-output-shape",
        "ConvTranspose",
        [f32(1, 2, 3, 3), f32(2, 2, 3, 3)],
        strides=[2, 2],
        output_shape=[6, 6],
        oracle="ort",
        **CONV_TOL,
    ),
    case(
        "convt-output-shape-upper",
        "ConvTranspose",
        [f32(1, 2, 3, 3), f32(2, 2, 3, 3)],
        strides=[2, 2],
        output_shape=[6, 5],
        auto_pad="SAME_UPPER",
        oracle="both",
        **CONV_TOL,
    ),
    case(
        "convt-output-shape-larger",
        "ConvTranspose",
        [f32(1, 2, 3, 3), f32(2, 2, 3, 3)],
        strides=[2, 2],
        output_shape=[8, 7],
        oracle="both",
        **CONV_TOL,
    ),
    case(
        "convt-same-upper",
        "ConvTranspose",
        [f32(1, 2, 3, 4), f32(2, 2, 4, 3)],
        strides=[2, 2],
        auto_pad="SAME_UPPER",
        **CONV_TOL,
    ),
    case(
        "convt-same-lower",
        "ConvTranspose",
        [f32(1, 2, 3, 4), f32(2, 2, 4, 3)],
        strides=[2, 2],
        auto_pad="SAME_LOWER",
        **CONV_TOL,
    ),
    case(
        "convt-same-lower-both",
        "ConvTranspose",
        [f32(1, 2, 3, 4), f32(2, 2, 4, 3)],
        strides=[2, 2],
        auto_pad="SAME_LOWER",
        oracle="both",
        **CONV_TOL,
    ),
    case(
        "convt-same-upper-outpad",
        "ConvTranspose",
        [f32(1, 2, 3, 4), f32(2, 2, 3, 3)],
        strides=[2, 3],
        output_padding=[1, 2],
        auto_pad="SAME_UPPER",
        oracle="both",
        **CONV_TOL,
    ),
    case(
        "convt-valid", "ConvTranspose", [f32(1, 2, 3, 4), f32(2, 3, 3, 3)], strides=[2, 2], auto_pad="VALID", **CONV_TOL
    ),
    case("convt-1d", "ConvTranspose", [f32(2, 3, 5), f32(3, 2, 3), f32(2)], strides=[2], pads=[1, 0], **CONV_TOL),
    case("convt-3d", "ConvTranspose", [f32(1, 2, 3, 3, 2), f32(2, 2, 2, 2, 2)], strides=[2, 1, 2], **CONV_TOL),
]


@pytest.mark.parametrize("c", CONV + CONVT)
def test_convolution(c):
    check_case(c)


# -- quantization -------------------------------------------------------------------------------------

HALVES = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, 1000, -1000, 0.49], np.float32)

QUANT = [
    case("quantize-uint8-half-even", "QuantizeLinear", [HALVES, np.float32(1.0), np.uint8(128)]),
    case("quantize-int8-half-even", "QuantizeLinear", [HALVES, np.float32(1.0), np.int8(-3)]),
    case("quantize-default-zp", "QuantizeLinear", [X * 100, np.float32(0.5)]),
    case("quantize-10", "QuantizeLinear", [X * 100, np.float32(0.7), np.uint8(10)], opset=10),
    case("quantize-per-axis", "QuantizeLinear", [f32(2, 3, 4) * 50, f32(3, lo=0.2, hi=1), ints(3, dtype=np.int8)]),
    case(
        "quantize-per-axis-0",
        "QuantizeLinear",
        [f32(2, 3) * 50, f32(2, lo=0.2, hi=1), np.array([0, 200], np.uint8)],
        axis=0,
    ),
    case(
        "quantize-per-axis-neg",
        "QuantizeLinear",
        [f32(2, 3, 4) * 50, f32(4, lo=0.2, hi=1), ints(4, dtype=np.int8)],
        axis=-1,
    ),
    case("quantize-21-int16", "QuantizeLinear", [X * 1e4, np.float32(0.3), np.int16(-7)], opset=21),
    case(
        "quantize-21-output-dtype",
        "QuantizeLinear",
        [X * 100, np.float32(0.3)],
        opset=21,
        output_dtype=TensorProto.INT8,
    ),
    case(
        "dequantize-13-ort",
        "DequantizeLinear",
        [ints(2, 5, lo=0, hi=256, dtype=np.uint8), np.float32(0.1), np.uint8(128)],
        oracle="ort",
    ),
    case(
        "dequantize-uint8",
        "DequantizeLinear",
        [ints(2, 5, lo=0, hi=256, dtype=np.uint8), np.float32(0.1), np.uint8(128)],
        opset=19,
    ),
    case(
        "dequantize-int8-no-zp",
        "DequantizeLinear",
        [ints(7, lo=-128, hi=128, dtype=np.int8), np.float32(0.25)],
        opset=19,
    ),
    case(
        "dequantize-int32",
        "DequantizeLinear",
        [ints(6, lo=-(10**6), hi=10**6, dtype=np.int32), np.float32(1e-3)],
        opset=19,
    ),
    case(
        "dequantize-per-axis",
        "DequantizeLinear",
        [ints(2, 3, 4, lo=-128, hi=128, dtype=np.int8), f32(3, lo=0.1), ints(3, dtype=np.int8)],
        opset=19,
    ),
    case(
        "dequantize-per-axis-0",
        "DequantizeLinear",
        [ints(4, 2, lo=0, hi=256, dtype=np.uint8), f32(4, lo=0.1), ints(4, lo=0, hi=255, dtype=np.uint8)],
        opset=19,
        axis=0,
    ),
    case(
        "dequantize-21-int16",
        "DequantizeLinear",
        [ints(5, lo=-30000, hi=30000, dtype=np.int16), np.float32(0.01), np.int16(-5)],
        opset=21,
    ),
    case(
        "qlinearconv-u8s8-per-channel",
        "QLinearConv",
        [
            ints(1, 3, 6, 5, lo=0, hi=256, dtype=np.uint8),
            np.float32(0.05),
            np.uint8(120),
            # without VNNI, ORT's u8 x s8 kernels saturate unless the weights are 7-bit: see conftest
            *ort_exact_u8s8(ints(4, 3, 3, 3, lo=-127, hi=128, dtype=np.int8), f32(4, lo=0.01, hi=0.05)),
            np.zeros(4, np.int8),
            np.float32(0.3),
            np.uint8(9),
            ints(4, lo=-300, hi=300, dtype=np.int32),
        ],
        pads=[1, 0, 2, 1],
        strides=[1, 2],
        oracle="both",
    ),  # fmt: skip
    case(
        "qlinearconv-s8s8-group",
        "QLinearConv",
        [
            ints(2, 4, 5, 5, lo=-128, hi=128, dtype=np.int8),
            np.float32(0.05),
            np.int8(-3),
            ints(6, 2, 2, 2, lo=-127, hi=128, dtype=np.int8),
            np.float32(0.02),
            np.int8(0),
            np.float32(0.2),
            np.int8(4),
        ],
        group=2,
        oracle="both",
    ),  # fmt: skip
    case(
        "convinteger-u8u8",
        "ConvInteger",
        [
            ints(1, 3, 5, 6, lo=0, hi=256, dtype=np.uint8),
            ints(5, 3, 3, 3, lo=0, hi=256, dtype=np.uint8),
            np.uint8(7),
            np.uint8(130),
        ],
        pads=[0, 1, 1, 0],
        oracle="both",
    ),  # fmt: skip
]


@pytest.mark.parametrize("c", QUANT)
def test_quantization(c):
    check_case(c)


# -- semantics beyond the oracles ---------------------------------------------------------------------


def test_dropout_mask_before_opset_10_has_the_input_type():
    # Dropout-7 types the mask as T; from opset 10 it is bool. (The reference returns bool at every opset.)
    y, mask = run_ours("Dropout", [X], n_outputs=2, opset=9)
    assert y is X and mask.dtype == np.float32 and np.all(mask == 1)
    assert run_ours("Dropout", [X], n_outputs=2, opset=12)[1].dtype == np.bool_


def test_resize_size_from_scale_is_floor_in_double_precision():
    # 10 * 0.7f = 6.99999988 -> 6 for the spec, shape inference and the reference (ONNX Runtime says 7).
    x = f32(1, 1, 10, 10)
    y = run_ours("Resize", [x, None, np.array([1, 1, 0.7, 0.7], np.float32)], mode="nearest")[0]
    assert y.shape == (1, 1, 6, 6)
    check_case(Case("Resize", [x, None, np.array([1, 1, 0.7, 0.7], np.float32)], mode="nearest"))


def test_run_node_returns_arrays_for_scalar_results():
    out = run_ours("Add", [np.array(1.0, np.float32), np.array(2.0, np.float32)])[0]
    assert type(out) is np.ndarray and out.shape == () and out.dtype == np.float32


def test_omitted_optional_output_is_none():
    (y,) = run_ours("MaxPool", [P], kernel_shape=[2, 2])
    node = Node("MaxPool", ["x"], ["y", ""], {"kernel_shape": [2, 2]}, "mp")
    check_node(node, 13)
    outs = run_node(node, [P], 13)
    assert len(outs) == 2 and outs[1] is None and np.array_equal(outs[0], y)


# -- float32 stays float32 ----------------------------------------------------------------------------

F32_OPS = [
    ("Add", [X, X], {}),
    ("Div", [X, POS], {}),
    ("Pow", [POS, i64(3)], {}),
    ("Mean", [X, X, X], {}),
    ("Reciprocal", [POS], {}),
    ("LeakyRelu", [X], {"alpha": 0.1}),
    ("Elu", [X], {"alpha": 0.5}),
    ("Sigmoid", [X], {}),
    ("HardSigmoid", [X], {}),
    ("HardSwish", [X], {}),
    ("Clip", [X, np.array(-1, np.float32), np.array(1, np.float32)], {}),
    ("Softmax", [X], {}),
    ("LogSoftmax", [X], {}),
    ("ReduceMean", [X], {"axes": [1]}),
    ("GlobalAveragePool", [P], {}),
    ("AveragePool", [P], {"kernel_shape": [3, 3], "pads": [1, 1, 1, 1]}),
    ("MaxPool", [P], {"kernel_shape": [3, 3]}),
    ("BatchNormalization", BN, {}),
    ("Gemm", [f32(3, 5), f32(5, 4), f32(4)], {"alpha": 0.3, "beta": 0.7}),
    ("Pad", [X, i64(1, 1, 1, 1, 1, 1), np.array(2, np.float32)], {}),
    ("Resize", [IMG, None, UP], {"mode": "linear"}),
    ("Resize", [IMG, None, ODD], {"mode": "linear", "coordinate_transformation_mode": "align_corners"}),
    ("Conv", [f32(1, 2, 5, 5), f32(3, 2, 3, 3), f32(3)], {}),
    ("ConvTranspose", [f32(1, 2, 5, 5), f32(2, 3, 3, 3), f32(3)], {"strides": [2, 2]}),
    ("DequantizeLinear", [ints(4, dtype=np.int8), np.float32(0.5), np.int8(1)], {}),
    ("Range", [np.float32(0), np.float32(1), np.float32(0.1)], {}),
    ("ConstantOfShape", [i64(3)], {}),
]


@pytest.mark.parametrize("op,inputs,attrs", F32_OPS, ids=[f"{op}-{i}" for i, (op, _, _) in enumerate(F32_OPS)])
def test_float32_in_float32_out(op, inputs, attrs):
    for out in run_ours(op, inputs, **attrs):
        assert out.dtype == np.float32, f"{op}: {out.dtype}"


# -- refusals -----------------------------------------------------------------------------------------


def refused(op, attrs, opset=13, n_inputs=1, n_outputs=1, name="bad_node"):
    node = Node(op, [f"i{i}" for i in range(n_inputs)], [f"o{i}" for i in range(n_outputs)], attrs, name)
    with pytest.raises(ValueError) as info:
        check_node(node, opset)
    message = str(info.value)
    assert name in message and op in message, message
    return message


@pytest.mark.parametrize(
    "op,attrs,attr,opset",
    [
        ("Resize", {"mode": "cubic"}, "mode", 10),
        ("Resize", {"mode": "nearest", "antialias": 1}, "antialias", 18),
        ("Resize", {"keep_aspect_ratio_policy": "fit"}, "keep_aspect_ratio_policy", 18),
        ("Resize", {"coordinate_transformation_mode": "tf_crop_and_resize"}, "coordinate_transformation_mode", 10),
        ("Resize", {"coordinate_transformation_mode": "half_pixel_symmetric"}, "coordinate_transformation_mode", 18),
        ("Resize", {"nearest_mode": "round_half_up"}, "nearest_mode", 13),
        ("Resize", {"exclude_outside": 2}, "exclude_outside", 13),
        ("Resize", {"coordinate_transformation_mode": "asymmetric"}, "coordinate_transformation_mode", 10),
        ("Upsample", {"mode": "bicubic"}, "mode", 9),
        ("BatchNormalization", {"training_mode": 1}, "training_mode", 14),
        ("Cast", {"to": TensorProto.STRING}, "to", 13),
        ("Cast", {"to": TensorProto.BFLOAT16}, "to", 13),
        ("Cast", {"to": TensorProto.FLOAT8E4M3FN}, "to", 19),
        ("Pad", {"mode": "wrap"}, "mode", 18),
        ("Pad", {"mode": "mirror"}, "mode", 19),
        ("Pad", {"pads": [1, 1]}, "pads", 11),
        ("MaxPool", {"kernel_shape": [2, 2], "auto_pad": "VALID", "ceil_mode": 1}, "ceil_mode", 13),
        ("MaxPool", {"kernel_shape": [2, 2], "pads": [2, 0, 0, 0]}, "pads", 13),
        ("MaxPool", {"kernel_shape": [2, 2], "auto_pad": "SAME"}, "auto_pad", 13),
        ("AveragePool", {"kernel_shape": [2, 2], "strides": [1]}, "strides", 13),
        ("MaxPool", {"kernel_shape": [2, 2], "dilations": [2, 1], "auto_pad": "SAME_UPPER"}, "dilations", 13),
        ("AveragePool", {"kernel_shape": [2, 2], "p": 2}, "p", 13),
        ("Conv", {"group": 0}, "group", 13),
        ("Clip", {"min": 0.0}, "min", 13),
        ("Squeeze", {"axes": [0]}, "axes", 13),
        ("ReduceSum", {"axes": [0]}, "axes", 13),
        ("ReduceMean", {"axes": [0]}, "axes", 18),
        ("Split", {"split": [1, 1]}, "split", 13),
        ("Split", {"num_outputs": 2}, "num_outputs", 13),
        ("Slice", {"starts": [0], "ends": [1]}, "starts", 10),
        ("QuantizeLinear", {"block_size": 2}, "block_size", 21),
        ("QuantizeLinear", {"output_dtype": TensorProto.FLOAT8E4M3FN}, "output_dtype", 21),
        ("Relu", {"foo": 1}, "foo", 13),
        ("Reshape", {"allowzero": 2}, "allowzero", 14),
        ("Gemm", {"transA": 3}, "transA", 13),
    ],
)
def test_unsupported_attribute_is_refused(op, attrs, attr, opset):
    message = refused(op, attrs, opset)
    assert repr(attr) in message, message


def test_unsupported_op_and_outputs_are_refused():
    assert "'Loop'" in refused("Loop", {})  # control flow
    assert "not supported" in refused("Relu", {}, opset=29)
    message = refused("BatchNormalization", {}, n_inputs=5, n_outputs=3, name="bn_train")
    assert "output #1" in message
    node = Node("Relu", ["x"], ["y"], {}, "custom", domain="com.microsoft")
    with pytest.raises(ValueError, match="domain"):
        check_node(node, 13)


def test_runtime_refusals_name_the_node():
    node = Node("Dropout", ["x", "r", "t"], ["y"], {}, "drop")
    check_node(node, 13)
    with pytest.raises(ValueError, match=r"drop \(Dropout\).*training_mode"):
        run_node(node, [X, np.array(0.5, np.float32), np.array(True)], 13)
    node = Node("Resize", ["x", "", "s"], ["y"], {"mode": "linear"}, "rs")
    check_node(node, 13)
    with pytest.raises(ValueError, match=r"rs \(Resize\).*uint8"):
        run_node(node, [np.zeros((1, 1, 2, 2), np.uint8), None, UP], 13)
    node = Node("Reshape", ["x", "s"], ["y"], {}, "rh")
    with pytest.raises(ValueError, match=r"rh \(Reshape\)"):
        run_node(node, [X, i64(5, -1)], 13)
    node = Node("Add", ["a", "b"], ["y"], {}, "add")
    with pytest.raises(ValueError, match=r"add \(Add\).*broadcast"):
        run_node(node, [f32(2, 3), f32(4)], 13)
    node = Node("Pad", ["x", "p"], ["y"], {"mode": "reflect"}, "pad")
    with pytest.raises(ValueError, match=r"pad \(Pad\).*reflect"):
        run_node(node, [f32(2, 3), i64(0, 3, 0, 0)], 13)


def test_every_registered_op_is_exercised():
    tested = set()
    for group in (
        ELEMENTWISE,
        CLIP,
        SOFTMAX,
        DROPOUT,
        SHAPES,
        CASTS,
        REDUCTIONS,
        POOLING,
        DENSE,
        PAD,
        CONV,
        CONVT,
        QUANT,
        ACTIVATIONS,
        LOGIC,
        NORMALIZATION,
        MORE_REDUCTIONS,
        INDEXING,
        RECURRENT,
        OTHER_OPS,
        resize_cases(),
    ):
        tested.update(p.values[0].op for p in group)
    assert tested == set(REGISTRY), set(REGISTRY) ^ tested


def test_large_feature_maps_are_vectorized():
    # A generous bound that only a per-pixel Python loop would miss.
    x = f32(1, 32, 64, 64)
    start = time.perf_counter()
    run_ours("MaxPool", [x], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])
    run_ours("AveragePool", [x], kernel_shape=[3, 3], pads=[1, 1, 1, 1])
    run_ours("Resize", [x, None, np.array([1, 1, 2, 2], np.float32)], mode="linear")
    run_ours("ConvTranspose", [x, f32(32, 16, 4, 4)], strides=[2, 2], pads=[1, 1, 1, 1])
    run_ours("Conv", [x, f32(32, 32, 3, 3)], pads=[1, 1, 1, 1])
    assert time.perf_counter() - start < 5.0
