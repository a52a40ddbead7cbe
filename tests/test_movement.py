"""The generated data-movement kernel: NCHW <-> NHWC transposes and copies, exact, any shape."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.ops.movement import (
    PERMUTATIONS,
    concat_calls,
    concat_rows_calls,
    move_call,
    permutation_as_matrix,
    quantized_interleave_call,
    transpose_call,
)
from ixconv.ops.quant import quantize

dims = st.integers(1, 37)


@settings(deadline=None, max_examples=150)
@given(
    n=st.integers(1, 3), a=dims, b=dims, c=dims,
    kind=st.sampled_from(["to_nhwc", "to_nchw"]), threads=st.sampled_from([1, 2, 3]),
)  # fmt: skip
def test_transposes_are_exact(n: int, a: int, b: int, c: int, kind: str, threads: int) -> None:
    x = np.random.default_rng(a * 1000 + b * 10 + c).standard_normal((n, a, b, c), dtype=np.float32)
    expected = x.transpose(PERMUTATIONS[kind])
    y = np.full(expected.shape, np.nan, np.float32)
    move_call(kind, x, y, threads).run()
    np.testing.assert_array_equal(y, expected)


@pytest.mark.parametrize("shape", [(1,), (17,), (3, 1000), (2, 3, 4, 5), (1, 4096 + 3)])
def test_copy(shape) -> None:
    x = np.random.default_rng(0).standard_normal(shape, dtype=np.float32)
    y = np.full(x.size, np.nan, np.float32)
    move_call("copy", x, y, 2).run()
    np.testing.assert_array_equal(y, x.ravel())


def test_model_input_sized_transpose_and_guard_bands() -> None:
    """The gathers and masked stores stay inside the arrays: the floats around the output are untouched."""
    x = np.random.default_rng(1).standard_normal((1, 3, 224, 224), dtype=np.float32)
    padded = np.full(224 * 224 * 3 + 64, 7.0, np.float32)
    y = padded[32:-32].reshape(1, 224, 224, 3)
    move_call("to_nhwc", x, y, 2).run()
    np.testing.assert_array_equal(y, x.transpose(0, 2, 3, 1))
    assert (padded[:32] == 7).all() and (padded[-32:] == 7).all()


def test_bad_arguments_name_the_parameter() -> None:
    x = np.zeros((1, 2, 3, 4), np.float32)
    with pytest.raises(ValueError, match="dst must have shape"):
        move_call("to_nhwc", x, np.zeros((1, 2, 3, 4), np.float32))
    with pytest.raises(TypeError, match="src"):
        move_call("to_nhwc", x.astype(np.float64), np.zeros((1, 3, 4, 2), np.float32))
    with pytest.raises(ValueError, match="src must be C-contiguous"):
        move_call("to_nhwc", x.transpose(0, 1, 3, 2), np.zeros((1, 4, 3, 2), np.float32))
    with pytest.raises(ValueError, match="kind"):
        move_call("sideways", x, np.zeros_like(x))
    with pytest.raises(ValueError, match="overlap"):
        move_call("copy", x, x.reshape(-1))


@settings(max_examples=25, deadline=None)
@given(
    n=st.integers(1, 2),
    h=st.integers(1, 9),
    w=st.integers(1, 9),
    channels=st.lists(st.integers(1, 70), min_size=1, max_size=4),
    threads=st.sampled_from([1, 2]),
)
def test_channel_concat_is_exact_and_stays_inside_the_output(n, h, w, channels, threads) -> None:
    rng = np.random.default_rng(sum(channels) + h * w)
    inputs = [rng.standard_normal((n, h, w, c)).astype(np.float32) for c in channels]
    total = sum(channels)
    guarded = np.full(n * h * w * total + 32, 7.0, np.float32)  # 16 guard floats on each side
    out = guarded[16 : 16 + n * h * w * total].reshape(n, h, w, total)
    for call in concat_calls(inputs, out, threads):
        call.run()
    np.testing.assert_array_equal(out, np.concatenate(inputs, axis=3))
    assert np.all(guarded[:16] == 7.0) and np.all(guarded[-16:] == 7.0)


def test_channel_concat_refuses_mismatched_inputs() -> None:
    out = np.empty((1, 4, 4, 5), np.float32)
    with pytest.raises(ValueError, match="add up"):
        concat_calls([np.zeros((1, 4, 4, 2), np.float32)], out)
    with pytest.raises(ValueError, match="does not match"):
        concat_calls([np.zeros((1, 4, 3, 5), np.float32)], out)
    with pytest.raises(ValueError, match="overlap"):
        concat_calls([out], out)


@pytest.mark.parametrize("channels", [2, 3, 4])
@pytest.mark.parametrize("width", [1, 15, 16, 17, 2047, 2048, 2049])
def test_few_channel_interleave_is_exact_and_stays_inside(channels: int, width: int) -> None:
    """NCHW -> NHWC with few channels (the shuffle kernel, not gathers): around the vector and block edges,
    batch 2, 2 threads; the floats around the output are untouched."""
    from ixconv.codegen.movement import INTERLEAVE_BLOCK

    assert width in (INTERLEAVE_BLOCK - 1, INTERLEAVE_BLOCK, INTERLEAVE_BLOCK + 1) or width < 32
    x = np.random.default_rng(width).standard_normal((2, channels, 3, width), dtype=np.float32)
    padded = np.full(x.size + 64, 7.0, np.float32)
    y = padded[32:-32].reshape(2, 3, width, channels)
    move_call("to_nhwc", x, y, 2).run()
    np.testing.assert_array_equal(y, x.transpose(0, 2, 3, 1))
    assert (padded[:32] == 7.0).all() and (padded[-32:] == 7.0).all()


@pytest.mark.parametrize("channels", [1, 3, 4])
@pytest.mark.parametrize("width", [1, 17, 2047, 2049])
@pytest.mark.parametrize("dtype", [np.uint8, np.int8])
def test_the_interleave_quantizes_as_quantize_linear(channels: int, width: int, dtype) -> None:
    """NCHW float32 -> NHWC 8-bit in one pass (a quantized model's input): QuantizeLinear's bytes for every
    value -- ties rounded to even, saturation both ways, infinities, NaN -- around the vector and block edges,
    batch 2, 2 threads; the bytes around the output are untouched."""
    rng = np.random.default_rng(width * 10 + channels)
    x = (rng.standard_normal((2, channels, 3, width)) * 4).astype(np.float32)
    flat = x.reshape(-1)
    flat[: min(flat.size, 6)] = np.array([np.nan, np.inf, -np.inf, 0.05, 0.15, -1e30], np.float32)[: min(flat.size, 6)]
    zero = 5 if dtype == np.uint8 else -7
    padded = np.full(x.size + 128, 77, dtype)
    y = padded[64:-64].reshape(2, 3, width, channels)
    quantized_interleave_call(x, y, 0.1, zero, 2).run()
    with np.errstate(invalid="ignore"):
        np.testing.assert_array_equal(y, quantize(x.transpose(0, 2, 3, 1), 0.1, zero, dtype))
    assert (padded[:64] == 77).all() and (padded[-64:] == 77).all()
    with pytest.raises(ValueError, match="channels"):
        quantized_interleave_call(np.zeros((1, 5, 2, 2), np.float32), np.zeros((1, 2, 2, 5), dtype), 0.1, 0)
    with pytest.raises(TypeError, match="dst"):
        quantized_interleave_call(x, y.astype(np.float32), 0.1, zero)
    with pytest.raises(ValueError, match="scale"):
        quantized_interleave_call(x, y, 0.0, zero)


@settings(deadline=None, max_examples=40)
@given(n=st.integers(1, 2), c=st.integers(5, 40), h=st.integers(1, 20), w=st.integers(1, 40),
       kind=st.sampled_from(["to_nhwc", "to_nchw"]))  # fmt: skip
def test_transposes_write_nothing_past_the_output(n: int, c: int, h: int, w: int, kind: str) -> None:
    """Edge tiles are masked: guard bands around the output stay untouched (a whole tile past the matrix's
    last row or column would overwrite them)."""
    shape = (n, c, h, w) if kind == "to_nhwc" else (n, h, w, c)
    x = np.random.default_rng(c * 1000 + h * 40 + w).standard_normal(shape, dtype=np.float32)
    expected = x.transpose(PERMUTATIONS[kind])
    guard = 4096
    buffer = np.full(expected.size + 2 * guard, np.nan, np.float32)
    y = buffer[guard : guard + expected.size].reshape(expected.shape)
    move_call(kind, x, y, 2).run()
    np.testing.assert_array_equal(y, expected)
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[guard + expected.size :]).all()


@settings(deadline=None, max_examples=60)
@given(
    shape=st.lists(st.integers(1, 9), min_size=1, max_size=4), data=st.data(), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_concat_along_any_axis(shape: list[int], data, threads: int) -> None:
    axis = data.draw(st.integers(0, len(shape) - 1))
    lengths = data.draw(st.lists(st.integers(0, 7), min_size=1, max_size=4))
    rng = np.random.default_rng(sum(shape) * 10 + axis)
    inputs = []
    for n in lengths:
        s = list(shape)
        s[axis] = n
        inputs.append(rng.standard_normal(s).astype(np.float32))
    expected = np.concatenate(inputs, axis=axis)
    if expected.size == 0:
        return
    out = np.full(expected.shape, np.nan, np.float32)
    for call in concat_rows_calls(inputs, out, axis, threads):
        call.run()
    np.testing.assert_array_equal(out, expected)


@settings(deadline=None, max_examples=60)
@given(shape=st.lists(st.integers(1, 20), min_size=2, max_size=4), data=st.data())
def test_batched_matrix_transposes(shape: list[int], data) -> None:
    n = len(shape)
    k = data.draw(st.integers(0, n - 2))
    j = data.draw(st.integers(k + 1, n - 1))
    perm = list(range(k)) + list(range(j, n)) + list(range(k, j))
    x = np.random.default_rng(sum(shape)).standard_normal(shape).astype(np.float32)
    expected = x.transpose(perm)
    y = np.full(expected.shape, np.nan, np.float32)
    call = transpose_call(x, y, perm, 2)
    assert call is not None
    call.run()
    np.testing.assert_array_equal(y, expected)
    assert permutation_as_matrix((2, 3, 4), [2, 0, 1]) == (1, 6, 4)
    assert permutation_as_matrix((2, 3, 4), [1, 2, 0]) == (1, 2, 12)
    assert permutation_as_matrix((2, 3, 4, 5), [0, 2, 1, 3]) is None  # a middle swap is not one matrix
