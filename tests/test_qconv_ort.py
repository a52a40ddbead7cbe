"""QConv2d against ONNX Runtime's QLinearConv and ConvInteger (one-node models), where ORT is installed.

ConvInteger is integer arithmetic end to end: it must match exactly. QLinearConv's int32 accumulation is
exact too, but ORT's requantization is not always the same float32 arithmetic as ours: depending on the
kernel it picks (MLAS's fused QGEMM post-processing, or its symmetric/fixed-point paths), the product
``acc * scale`` may be formed as ``acc * (x_scale * w_scale)`` then ``/ y_scale``, or with a differently
rounded scale, so a value that lands within one float32 ulp of a .5 boundary can round the other way.
Hence the allowance: exact, or off by at most one unit on fewer than 0.1% of the elements. (With ORT 1.31
on Zen 4 every case below was observed exact: 0 differing elements.) On hosts without VNNI the cases with int8 weights
take 7-bit weights (``conftest.ort_exact_u8s8``): ORT's vpmaddubsw kernels saturate there, ixconv's do not.
"""

from __future__ import annotations

import numpy as np
import pytest
from conftest import ort_exact_u8s8

from ixconv import ConvInteger, QConv2d

ort = pytest.importorskip("onnxruntime")
onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402


def _onnx_type(dtype) -> int:
    return {np.dtype(np.uint8): TensorProto.UINT8, np.dtype(np.int8): TensorProto.INT8}[np.dtype(dtype)]


def run_ort(op_type: str, x_nchw, initializers: dict, inputs: list[str], attrs: dict, out_type: int):
    inits = [numpy_helper.from_array(np.asarray(v), name) for name, v in initializers.items()]
    node = helper.make_node(op_type, inputs, ["y"], **attrs)
    graph = helper.make_graph(
        [node],
        "g",
        [helper.make_tensor_value_info("x", _onnx_type(x_nchw.dtype), list(x_nchw.shape))],
        [helper.make_tensor_value_info("y", out_type, None)],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    return session.run(None, {"x": x_nchw})[0]


CASES = [
    # x dtype, w dtype, per-channel weights, kernel, stride, pads (t, l, b, r), groups, C, K
    (np.uint8, np.int8, False, 3, 1, (1, 1, 1, 1), 1, 16, 32),
    (np.uint8, np.int8, True, 3, 2, (0, 1, 2, 1), 1, 13, 40),
    (np.uint8, np.uint8, False, 3, 1, (1, 1, 1, 1), 1, 8, 24),
    (np.uint8, np.uint8, True, 1, 1, (0, 0, 0, 0), 1, 32, 64),
    (np.int8, np.int8, False, 3, 1, (2, 0, 1, 1), 1, 5, 17),
    (np.int8, np.int8, True, 3, 1, (1, 1, 1, 1), 2, 8, 16),
    (np.uint8, np.int8, True, 5, 2, (2, 2, 2, 2), 1, 3, 64),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"x{np.dtype(c[0])}-w{np.dtype(c[1])}-{'pc' if c[2] else 'pt'}")
def test_qlinearconv_matches_onnx_runtime(case) -> None:
    x_dtype, w_dtype, per_channel, ks, stride, pads, groups, c, k = case
    rng = np.random.default_rng(hash(str(case)) % 2**32)
    xi, wi = np.iinfo(x_dtype), np.iinfo(w_dtype)
    x = rng.integers(xi.min, xi.max + 1, (2, 11, 9, c)).astype(x_dtype)
    w = rng.integers(wi.min, wi.max + 1, (k, c // groups, ks, ks)).astype(w_dtype)
    if w_dtype == np.int8:
        w = np.maximum(w, -127).astype(np.int8)  # ORT's symmetric int8 weights stay in [-127, 127]
    kc = k if per_channel else ()
    w_scale = rng.uniform(0.002, 0.02, kc).astype(np.float32)
    # ORT's int8 weights: zero point 0 (symmetric); uint8 weights: any zero point (per channel too)
    w_zp = np.zeros(kc, w_dtype) if w_dtype == np.int8 else rng.integers(100, 156, kc).astype(np.uint8)
    x_scale, y_scale = np.float32(0.03), np.float32(0.4 * np.sqrt(c * ks * ks / groups))
    x_zp = np.array(rng.integers(xi.min // 2, xi.max // 2), x_dtype) if x_dtype == np.int8 else np.array(120, x_dtype)
    if w_dtype == np.int8:  # without VNNI ORT is exact on 7-bit weights only (its x64quantprecision fix, see
        w, w_scale = ort_exact_u8s8(w, w_scale)  # conftest, would turn them into u8, which no s8 x u8 kernel takes)
    y_zp = np.array(7, x_dtype)  # ORT: the output type is the input type
    bias = rng.integers(-2000, 2000, k).astype(np.int32)
    op = QConv2d(w, w_scale, w_zp, x_scale, x_zp, y_scale, y_zp, bias, stride=stride, padding=pads, groups=groups)
    ours = op(x)
    inits = {
        "xs": x_scale, "xz": x_zp, "w": w, "ws": w_scale, "wz": w_zp, "ys": y_scale, "yz": y_zp, "b": bias,
    }  # fmt: skip
    attrs = dict(
        kernel_shape=[ks, ks], strides=[stride, stride], pads=[pads[0], pads[1], pads[2], pads[3]], group=groups
    )
    theirs = run_ort(
        "QLinearConv", x.transpose(0, 3, 1, 2).copy(), inits, ["x", "xs", "xz", "w", "ws", "wz", "ys", "yz", "b"],
        attrs, _onnx_type(x_dtype),
    ).transpose(0, 2, 3, 1)  # fmt: skip
    assert theirs.shape == ours.shape
    diff = np.abs(ours.astype(np.int32) - theirs.astype(np.int32))
    assert diff.max() <= 1, f"max difference {diff.max()} ({op.spec.name})"
    assert (diff > 0).mean() < 1e-3, f"{(diff > 0).sum()} of {diff.size} elements off by one ({op.spec.name})"
    assert (ours != 0).any() and (ours != 255).any()


@pytest.mark.parametrize("x_dtype, w_dtype", [(np.uint8, np.uint8), (np.uint8, np.int8), (np.int8, np.int8)])
def test_convinteger_matches_onnx_runtime_exactly(x_dtype, w_dtype) -> None:
    rng = np.random.default_rng(4)
    xi, wi = np.iinfo(x_dtype), np.iinfo(w_dtype)
    x = rng.integers(xi.min, xi.max + 1, (1, 10, 7, 6)).astype(x_dtype)
    w = rng.integers(wi.min, wi.max + 1, (20, 6, 3, 3)).astype(w_dtype)
    x_zp, w_zp = np.array(3, x_dtype), np.array(5, w_dtype)
    ours = ConvInteger(w, w_zp, x_zp, padding=1)(x)
    try:
        theirs = run_ort(
            "ConvInteger", x.transpose(0, 3, 1, 2).copy(), {"w": w, "xz": x_zp, "wz": w_zp}, ["x", "w", "xz", "wz"],
            dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1]), TensorProto.INT32,
        )  # fmt: skip
    except Exception as why:  # ORT implements ConvInteger for a subset of type pairs
        if "NOT_IMPLEMENTED" in str(why) or "Could not find an implementation" in str(why):
            pytest.skip(f"ONNX Runtime has no ConvInteger({np.dtype(x_dtype)}, {np.dtype(w_dtype)})")
        raise
    np.testing.assert_array_equal(ours, theirs.transpose(0, 2, 3, 1))
