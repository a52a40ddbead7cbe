"""GlobalAveragePool / GlobalMaxPool on the generated kernel, against NumPy."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.cpu import host
from ixconv.graph.ir import Node
from ixconv.graph.nhwc_ops import GlobalPoolStep


@settings(deadline=None, max_examples=80)
@given(
    n=st.integers(1, 3), h=st.integers(1, 15), w=st.integers(1, 15), c=st.integers(1, 150),
    op=st.sampled_from(["GlobalAveragePool", "GlobalMaxPool"]), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_global_pool_matches_numpy(n: int, h: int, w: int, c: int, op: str, threads: int) -> None:
    x = np.random.default_rng(h * w + c).standard_normal((n, h, w, c), dtype=np.float32)
    step = GlobalPoolStep(Node(op, ["x"], ["y"]))
    step.set_threads(threads)
    out = np.full((n, 1, 1, c), np.nan, np.float32)
    (y,) = step([x], [out])
    assert y is out
    if op == "GlobalMaxPool":
        np.testing.assert_array_equal(y, x.max(axis=(1, 2), keepdims=True))
    else:
        np.testing.assert_allclose(y, x.astype(np.float64).mean(axis=(1, 2), keepdims=True), rtol=1e-5, atol=1e-6)


def test_max_pool_propagates_nan_like_numpy() -> None:
    x = np.zeros((1, 3, 3, 20), np.float32)
    x[0, 1, 1, 5] = np.nan
    x[0, 0, 0, 6] = np.nan
    (y,) = GlobalPoolStep(Node("GlobalMaxPool", ["x"], ["y"]))([x], None)
    np.testing.assert_array_equal(y, x.max(axis=(1, 2), keepdims=True))


@pytest.mark.parametrize("dtype", [np.float64, np.float16])
def test_other_dtypes_use_numpy(dtype) -> None:
    x = np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5).astype(dtype)
    (y,) = GlobalPoolStep(Node("GlobalAveragePool", ["x"], ["y"]))([x], None)
    assert y.dtype == dtype
    np.testing.assert_allclose(y, x.mean(axis=(1, 2), keepdims=True), rtol=1e-3)


def test_average_of_a_large_map_is_summed_in_blocks() -> None:
    """A 256x256 map summed in one float32 chain rounds every addition at the running total's magnitude (its
    error grows with the pixel count: 8.2e-6 of the mean here); blocks of 64 pixels summed from zero, then
    added up, reach 1.1e-6."""
    x = (1.0 + 0.01 * np.random.default_rng(0).standard_normal((1, 256, 256, 48))).astype(np.float32)
    step = GlobalPoolStep(Node("GlobalAveragePool", ["x"], ["y"]))
    step.set_threads(1)
    (y,) = step([x], [np.empty((1, 1, 1, 48), np.float32)])
    exact = x.astype(np.float64).mean(axis=(1, 2), keepdims=True)
    assert np.abs(y - exact).max() / np.abs(exact).max() < 3e-6


@pytest.mark.skipif(host().isa != "avx512", reason="the bf16-input kernel is AVX-512's")
@settings(deadline=None, max_examples=40)
@given(
    n=st.integers(1, 3), h=st.integers(1, 12), w=st.integers(1, 12), c=st.integers(1, 150).map(lambda c: 2 * c),
    op=st.sampled_from(["GlobalAveragePool", "GlobalMaxPool"]), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_a_bf16_input_pools_as_its_float32_values(n: int, h: int, w: int, c: int, op: str, threads: int) -> None:
    """The pooling pointed at the bf16 copy of its input (``ops.amx_store._widening_bf16``: a bf16 plan's tensor)
    computes bit for bit what it computes on the float32 input rounded to bf16."""
    from ixconv.ops.amx_store import _widening_bf16
    from ixconv.ops.bf16 import to_bf16_bits

    x = np.random.default_rng(h * w + c).standard_normal((n, h, w, c), dtype=np.float32)
    bits = to_bf16_bits(x)
    rounded = (bits.astype(np.uint32) << 16).view(np.float32)
    step = GlobalPoolStep(Node(op, ["x"], ["y"]))
    step.set_threads(threads)
    expected = np.full((n, 1, 1, c), np.nan, np.float32)
    step._call(rounded, expected).run()
    out = np.full((n, 1, 1, c), np.nan, np.float32)
    tensor = np.empty_like(x)  # the fp32 tensor whose first half holds the bf16 copy
    tensor.reshape(-1).view(np.uint16)[: x.size] = bits.reshape(-1)
    call = _widening_bf16(step._call(tensor, out), tensor, tensor.reshape(-1).view(np.uint8)[: 2 * x.size])
    call.run()
    np.testing.assert_array_equal(out, expected)
