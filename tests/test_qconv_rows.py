"""The 8-bit ``"rows"`` algorithm (a first layer of few channels: a kernel row's S taps, one pixel apart, as one
tap of S*C bytes over a horizontally padded copy of the input): bit-exact against the NumPy integer reference
over random shapes (channels 1-4, kernel rows up to 32 bytes, strides, vertical dilation, asymmetric padding,
batches, signed inputs, threads, a residual Add), from Python and as native calls (the copy too, whatever the
width); what ``"auto"`` picks; bad requests named."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ixconv.ops.amx import amx_int8_supported
from ixconv.ops.qamx import qamx_pays
from ixconv.ops.qconv import QConv2d
from ixconv.ops.quant import QuantizedAdd


@settings(deadline=None, max_examples=80)
@given(
    n=st.integers(1, 2), c=st.integers(1, 4), k=st.integers(1, 70), r=st.integers(1, 7), s=st.integers(2, 8),
    stride=st.tuples(st.integers(1, 3), st.integers(1, 3)), dilation=st.integers(1, 2),
    pads=st.tuples(*[st.integers(0, 3)] * 4), h=st.integers(1, 16), w=st.integers(1, 17), x_signed=st.booleans(),
    residual=st.booleans(), threads=st.integers(1, 2), seed=st.integers(0, 2**16),
)  # fmt: skip
def test_rows_match_the_integer_reference(n, c, k, r, s, stride, dilation, pads, h, w, x_signed, residual, threads,
                                          seed):  # fmt: skip
    assume(s * c <= 32 and h + pads[0] + pads[2] >= (r - 1) * dilation + 1 and w + pads[1] + pads[3] >= s)
    rng = np.random.default_rng(seed)
    x_dtype = np.int8 if x_signed else np.uint8
    info = np.iinfo(x_dtype)
    x = rng.integers(info.min, info.max + 1, (n, h, w, c)).astype(x_dtype)
    weight = rng.integers(-127, 128, (k, c, r, s)).astype(np.int8)
    w_scale = (rng.random(k) * 0.01 + 1e-3).astype(np.float32)
    bias = rng.integers(-3000, 3000, k).astype(np.int32)
    add = QuantizedAdd(0.05, 3, 0.04, 9, 0.08, 2, low=0.0) if residual else None
    args = (weight, w_scale, np.int8(0), 0.02, x_dtype(rng.integers(info.min, info.max + 1)), 0.05, np.uint8(3), bias)
    geometry = dict(stride=stride, padding=pads, dilation=(dilation, 1), add=add)
    op = QConv2d(*args, algorithm="rows", num_threads=threads, **geometry)
    shape = op.output_shape(x.shape)
    other = rng.integers(0, 256, shape).astype(np.uint8) if residual else None
    expected = QConv2d(*args, algorithm="reference", **geometry)(x, residual=other)
    for _ in range(2):  # built, then reused
        np.testing.assert_array_equal(op(x, residual=other), expected)
    out = np.empty_like(expected)
    calls = op.native_calls(x, out, other)
    assert len(calls) == 2  # the copy, the kernel
    for call in calls:
        call.run()
        call.run()
    np.testing.assert_array_equal(out, expected)


def _auto(k: int, c: int, kernel: int, groups: int = 1, dilation: int = 1) -> QConv2d:
    weight = np.ones((k, c // groups, kernel, kernel), np.int8)
    return QConv2d(weight, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), groups=groups, dilation=dilation)


def test_auto_takes_rows_for_first_layers_only(monkeypatch) -> None:
    """The rule among the VNNI / widening kernels (AMX off: on a CPU with AMX-INT8 the tiles come first, below)."""
    monkeypatch.setenv("IXCONV_AMX", "0")

    def algorithm(*args, **kwargs) -> str:
        return _auto(*args, **kwargs).algorithm

    assert algorithm(64, 3, 7) == "rows" and algorithm(16, 3, 3) == "rows" and algorithm(32, 4, 3) == "rows"
    assert algorithm(64, 8, 3) == "indirect"  # more than 4 channels
    assert algorithm(64, 4, 9) == "indirect"  # a kernel row of 36 bytes
    assert algorithm(64, 3, 1) == "gemm" and algorithm(4, 4, 3, groups=4) == "depthwise"
    assert algorithm(64, 3, 3, dilation=2) == "indirect"  # the row's taps are not one pixel apart


@pytest.mark.skipif(not amx_int8_supported(), reason="this CPU (or OS) has no AMX-INT8")
def test_auto_takes_amx_over_rows_where_the_tiles_pay() -> None:
    """With AMX-INT8 a first layer the tiles pay for runs on them (ResNet's 7x7 3->64 stem at 224x224, one thread:
    AMX 440 us, rows 733, indirect 1142), the rest as without AMX (YOLO's 3x3 3->16: rows 1118, AMX 1201)."""
    for shape in [(64, 3, 7), (16, 3, 3), (32, 4, 3), (64, 8, 3), (64, 3, 3)]:
        op = _auto(*shape)
        assert op.algorithm == ("amx" if qamx_pays(op.params) else "rows" if shape[1] <= 4 else "indirect"), shape
    assert _auto(64, 3, 7).algorithm == "amx" and _auto(16, 3, 3).algorithm == "rows"


def test_bad_rows_requests_are_named() -> None:
    weight = np.ones((8, 16, 3, 3), np.int8)
    with pytest.raises(ValueError, match="algorithm='rows' needs"):
        QConv2d(weight, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), algorithm="rows")
    op = QConv2d(np.ones((8, 3, 3, 3), np.int8), 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0),
                 algorithm="rows")  # fmt: skip
    with pytest.raises(ValueError, match="x must have 3 channels|channels"):
        op(np.zeros((1, 8, 8, 4), np.uint8))
    with pytest.raises(TypeError):
        op(np.zeros((1, 8, 8, 3), np.float32))
