"""Quantization primitives (ONNX semantics) and the validation of quantized operators' parameters."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import ixconv
from ixconv import ConvInteger, QConv2d, QuantParams, calibrate, choose_qparams, dequantize, quantize


def test_quantize_rounds_half_to_even_and_saturates() -> None:
    x = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 1000.0, -1000.0], np.float32)
    np.testing.assert_array_equal(quantize(x, 1.0, 0, np.int8), [-2, -2, 0, 0, 2, 2, 127, -128])
    np.testing.assert_array_equal(quantize(x, 1.0, 128, np.uint8), [126, 126, 128, 128, 130, 130, 255, 0])
    np.testing.assert_array_equal(quantize(x, 1.0, 3, np.uint8)[:6], [1, 1, 3, 3, 5, 5])


def test_quantize_matches_onnx_quantize_linear_op() -> None:
    from ixconv.graph.ir import Node
    from ixconv.graph.ops.quant import QuantizeLinear

    rng = np.random.default_rng(0)
    x = (rng.standard_normal((3, 4, 5)) * 50).astype(np.float32)
    scale = np.array([0.3, 0.7, 1.1, 0.05], np.float32)
    zp = np.array([0, 10, -7, 100], np.int8)
    node = Node("QuantizeLinear", ["x", "s", "z"], ["y"], {"axis": 1}, "q")
    (onnx,) = QuantizeLinear(node, [x, scale, zp], 13)
    np.testing.assert_array_equal(quantize(x, scale, zp, np.int8, axis=1), onnx)


def test_dequantize_per_channel_and_round_trip() -> None:
    q = np.array([[0, 128, 255], [10, 20, 30]], np.uint8)
    out = dequantize(q, np.array([0.5, 2.0], np.float32), np.array([128, 10], np.uint8), axis=0)
    np.testing.assert_array_equal(out, np.array([[-64, 0, 63.5], [0, 20, 40]], np.float32))
    assert out.dtype == np.float32


@example(0.0, 1.6e-42, np.uint8, False)  # a denormal range (found by hypothesis): the scale stays normal
@example(-1.6e-42, 0.0, np.int8, False)
@given(
    st.floats(-1e3, 1e3, allow_nan=False, width=32),
    st.floats(-1e3, 1e3, allow_nan=False, width=32),
    st.sampled_from([np.uint8, np.int8]),
    st.booleans(),
)
def test_calibrate_holds_zero_exactly_and_covers_the_range(a: float, b: float, dtype, symmetric: bool) -> None:
    lo, hi = min(a, b), max(a, b)
    scale, zp = calibrate(lo, hi, dtype, symmetric)
    info = np.iinfo(dtype)
    assert scale > 0 and np.isfinite(scale) and info.min <= zp <= info.max
    params = QuantParams.make(scale, zp, dtype)
    assert params.dequantize(params.quantize(np.zeros(3, np.float32)))[0] == 0.0  # real 0 is exact
    ends = np.array([min(lo, 0.0), max(hi, 0.0)], np.float32)
    back = params.dequantize(params.quantize(ends))
    assert np.all(np.abs(back - ends) <= 1.01 * scale)  # the range is covered to within one step


def test_calibrate_per_channel_and_choose_qparams() -> None:
    rng = np.random.default_rng(1)
    w = rng.standard_normal((8, 3, 3, 3)).astype(np.float32) * np.arange(1, 9, dtype=np.float32)[:, None, None, None]
    p = choose_qparams(w, np.int8, axis=0, symmetric=True)
    assert p.scale.shape == (8,) and np.all(p.zero_point == 0)
    np.testing.assert_allclose(p.scale, np.abs(w).reshape(8, -1).max(axis=1) / 127, rtol=1e-6)
    q = p.quantize(w)
    assert q.dtype == np.int8 and np.all(np.abs(q).reshape(8, -1).max(axis=1) == 127)
    assert np.max(np.abs(p.dequantize(q) - w)) <= p.scale.max() / 2 * 1.0001
    a = choose_qparams(np.array([2.0, 5.0], np.float32), np.uint8)  # a positive range still includes 0
    assert a.zero_point == 0 and np.isclose(a.scale, 5.0 / 255)
    z = choose_qparams(np.zeros(4, np.float32), np.uint8)
    assert z.scale == 1.0 and z.zero_point == 0


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: quantize(np.ones(2, np.float32), 0.0), "scale must be > 0"),
        (lambda: quantize(np.ones(2, np.float32), -1.0), "scale must be > 0"),
        (lambda: quantize(np.ones(2, np.float32), float("nan")), "scale must be finite"),
        (lambda: quantize(np.ones(2, np.float32), float("inf")), "scale must be finite"),
        (lambda: quantize(np.ones(2, np.float32), 1e300), "scale must be a positive finite float32"),
        (lambda: quantize(np.ones(2, np.float32), 1.0, 256), "zero_point must be in \\[0, 255\\]"),
        (lambda: quantize(np.ones(2, np.float32), 1.0, -129, np.int8), "zero_point must be in \\[-128, 127\\]"),
        (lambda: quantize(np.ones((2, 3), np.float32), [1.0, 2.0], 0, axis=1), "scale must be a scalar or have 3"),
        (lambda: quantize(np.ones((2, 3), np.float32), 1.0, [1, 2], axis=1), "zero_point must be a scalar or have 3"),
        (lambda: quantize(np.ones((2, 3), np.float32), 1.0, 0, axis=2), "axis must be"),
        (lambda: calibrate(1.0, 0.0), "rmin must be <= rmax"),
        (lambda: calibrate(float("nan"), 0.0), "rmin must be finite"),
    ],
)
def test_primitives_refuse_impossible_parameters(call, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        call()


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: quantize(np.ones(2, np.float32), 1.0, 0, np.int16), "dtype must be uint8 or int8"),
        (lambda: quantize(np.ones(2, np.int32), 1.0), "x must be a floating-point"),
        (lambda: quantize(np.ones(2, np.float32), 1.0, 0.5), "zero_point must be an integer"),
        (lambda: quantize(np.ones(2, np.float32), 1.0, np.int8(0), np.uint8), "zero_point has dtype int8"),
        (lambda: dequantize(np.ones(2, np.int32), 1.0), "q must be uint8 or int8"),
        (lambda: quantize(np.ones(2, np.float32), "1"), "scale must be a positive float"),
    ],
)
def test_primitives_refuse_wrong_types(call, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        call()


# -- the quantized operators' parameters -------------------------------------------------------------------------

W = np.zeros((8, 4, 3, 3), np.int8)


def qconv(**changes):
    kwargs = dict(
        w=W, w_scale=0.1, w_zero_point=np.int8(0), x_scale=0.1, x_zero_point=np.uint8(0), y_scale=0.1,
        y_zero_point=np.uint8(0),
    )  # fmt: skip
    kwargs.update(changes)
    return QConv2d(**kwargs)


@pytest.mark.parametrize(
    "changes, message",
    [
        (dict(w_scale=0.0), "w_scale must be > 0"),
        (dict(x_scale=-1.0), "x_scale must be > 0"),
        (dict(y_scale=float("nan")), "y_scale must be finite"),
        (dict(y_scale=float("inf")), "y_scale must be finite"),
        (dict(w_scale=np.ones(7, np.float32)), "w_scale must be a scalar or have 8"),
        (dict(w_zero_point=np.zeros(5, np.int8)), "w_zero_point must be a scalar or have 8"),
        (dict(x_scale=np.ones(2, np.float32)), "x_scale must be a scalar"),
        (dict(x_zero_point=300), "x_zero_point must be in \\[0, 255\\]"),
        (dict(x_zero_point=-1, x_dtype=np.uint8), "x_zero_point must be in"),
        (dict(y_zero_point=np.int8(0), y_dtype=np.int8, activation=(2.0, 1.0)), "activation range"),
        (dict(w_zero_point=200), "w_zero_point must be in \\[-128, 127\\]"),
        (dict(bias=np.zeros(7, np.int32)), "bias must have shape \\(8,\\)"),
        (dict(x_scale=1e30, w_scale=1e30, y_scale=1e-30), "overflows float32"),
        (dict(stride=0), "stride must be >= 1"),
        (dict(groups=3), "groups=3 must divide"),
        (dict(algorithm="direct"), "algorithm must be one of"),
        (dict(algorithm="gemm"), "algorithm='gemm' needs a 1x1"),
    ],
)
def test_qconv_refuses_bad_parameters_naming_them(changes: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        qconv(**changes)


@pytest.mark.parametrize(
    "changes, message",
    [
        (dict(w=W.astype(np.float32)), "w must be uint8 or int8"),
        (dict(w=W.astype(np.int16)), "w must be uint8 or int8"),
        (dict(w=[1, 2]), "w must be a numpy.ndarray"),
        (dict(bias=np.zeros(8, np.float32)), "bias must be an int32 array"),
        (dict(x_zero_point=np.int8(0), x_dtype=np.uint8), "x_zero_point has dtype int8"),
        (dict(y_zero_point=0.5), "y_zero_point must be an integer"),
        (dict(x_dtype=np.float32), "x_dtype must be uint8 or int8"),
        (dict(w_scale="0.1"), "w_scale must be a positive float"),
    ],
)
def test_qconv_refuses_wrong_types_naming_them(changes: dict, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        qconv(**changes)


def test_qconv_checks_its_input_and_output() -> None:
    op = qconv(padding=1)
    with pytest.raises(TypeError, match="x must be uint8, got int8"):
        op(np.zeros((1, 5, 5, 4), np.int8))
    with pytest.raises(TypeError, match="x must be uint8, got float32"):
        op(np.zeros((1, 5, 5, 4), np.float32))
    with pytest.raises(ValueError, match="x must have 4 channels"):
        op(np.zeros((1, 5, 5, 3), np.uint8))
    with pytest.raises(ValueError, match="C-contiguous"):
        op(np.zeros((1, 5, 5, 8), np.uint8)[..., ::2])
    with pytest.raises(TypeError, match="out must be uint8"):
        op(np.zeros((1, 5, 5, 4), np.uint8), out=np.zeros((1, 5, 5, 8), np.int8))
    with pytest.raises(ValueError, match="out must have shape"):
        op(np.zeros((1, 5, 5, 4), np.uint8), out=np.zeros((1, 5, 5, 9), np.uint8))
    with pytest.raises(ValueError, match="activation is not supported"):
        ConvInteger(W, np.int8(0), np.uint8(0))._prepare(  # ConvInteger has no activation parameter at all
            W, 0, 0, np.dtype(np.uint8), None, np.float32(1), 1, 0, 1, 1, "relu", "auto", None, "OIHW", None
        )


def test_exports() -> None:
    for name in ("QConv2d", "ConvInteger", "quantize", "dequantize", "calibrate", "choose_qparams", "QuantParams"):
        assert name in ixconv.__all__ and hasattr(ixconv, name)
