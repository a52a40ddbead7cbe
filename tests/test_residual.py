"""The fused residual epilogue: act(conv(x) + bias + residual), for every algorithm and tile remainder."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import assert_conv_close

import ixconv
from ixconv.codegen.spec import VECTOR_FLOATS, GemmSpec
from ixconv.cpu import host
from ixconv.ops.reference import conv2d_reference

CASES = {
    # name: (N, H, W, C, K, R, stride, pad, groups)
    "3x3 k<nr": (2, 9, 7, 5, 19, 3, 1, 1, 1),
    "3x3 k=nr+1": (1, 6, 6, 8, 65, 3, 2, 1, 1),
    "1x1 gemm": (1, 5, 7, 16, 70, 1, 1, 0, 1),
    "grouped": (1, 8, 8, 12, 24, 3, 1, 1, 3),
    "depthwise": (2, 10, 9, 37, 37, 3, 1, 1, 37),
}


def make(case, seed=0):
    n, h, w, c, k, r, stride, pad, groups = case
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, h, w, c), dtype=np.float32)
    wt = rng.standard_normal((k, c // groups, r, r), dtype=np.float32)
    b = rng.standard_normal(k, dtype=np.float32)
    return x, wt, b, dict(stride=stride, padding=pad, groups=groups)


def algorithms(case) -> list[str]:
    n, h, w, c, k, r, stride, pad, groups = case
    algs = ["indirect", "im2col", "reference"]
    if r == 1 and stride == 1 and pad == 0:
        algs.append("gemm")
    if groups == c == k:
        algs.append("depthwise")
    return algs


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("activation", [None, "relu", (-0.5, 0.25)])
def test_residual_added_before_activation(name: str, activation) -> None:
    case = CASES[name]
    x, wt, b, geometry = make(case)
    for algorithm in algorithms(case):
        op = ixconv.Conv2d(wt, b, activation=activation, algorithm=algorithm, **geometry)
        shape = op.output_shape(x.shape)
        residual = np.random.default_rng(5).standard_normal(shape, dtype=np.float32)
        y = op(x, residual=residual)
        ref = conv2d_reference(x, wt, b, op.params, residual)
        assert_conv_close(y, ref, wt[0].size, f"{name} {algorithm} {activation}")
        # without the residual the result must differ: the residual really was added
        assert not np.allclose(op(x), y)


@pytest.mark.parametrize("name", ["3x3 k<nr", "1x1 gemm", "depthwise"])
def test_residual_may_be_the_output_itself(name: str) -> None:
    case = CASES[name]
    x, wt, b, geometry = make(case)
    op = ixconv.Conv2d(wt, b, activation="relu", **geometry)
    shape = op.output_shape(x.shape)
    out = np.random.default_rng(7).standard_normal(shape, dtype=np.float32)
    ref = conv2d_reference(x, wt, b, op.params, out.copy())
    op(x, out=out, residual=out)
    assert_conv_close(out, ref, wt[0].size, f"{name} in place")


@pytest.mark.parametrize("in_place", [False, True])
@pytest.mark.parametrize("activation", [None, "relu"])
def test_residual_with_channel_blocks(in_place: bool, activation) -> None:
    """k_block: the first block of channels adds the residual, later blocks resume from the partial sums in
    the output and only the last one clamps -- with the residual being the output itself too."""
    x, wt, b, geometry = make((2, 9, 7, 37, 19, 3, 1, 1, 1))
    isa = host().isa
    for spec in (
        GemmSpec(isa, 3, 2 * VECTOR_FLOATS[isa], 1, k_block=32),
        GemmSpec(isa, 5, VECTOR_FLOATS[isa], 2, "tile_inner", k_block=32),
    ):
        op = ixconv.Conv2d(wt, b, activation=activation, spec=spec, **geometry)
        shape = op.output_shape(x.shape)
        residual = np.random.default_rng(5).standard_normal(shape, dtype=np.float32)
        ref = conv2d_reference(x, wt, b, op.params, residual.copy())
        y = op(x, out=residual, residual=residual) if in_place else op(x, residual=residual)
        assert_conv_close(y, ref, wt[0].size, f"{spec.name} in_place={in_place} {activation}")


def test_bad_residual_names_the_parameter() -> None:
    x, wt, b, geometry = make(CASES["3x3 k<nr"])
    op = ixconv.Conv2d(wt, b, **geometry)
    shape = op.output_shape(x.shape)
    with pytest.raises(ValueError, match="residual"):
        op(x, residual=np.zeros((1, *shape[1:]), np.float32))
    with pytest.raises(TypeError, match="residual"):
        op(x, residual=np.zeros(shape, np.float64))
    with pytest.raises(TypeError, match="residual"):
        op(x, residual=[0.0])
    with pytest.raises(ValueError, match="residual"):
        op(x, residual=np.zeros(shape[::-1], np.float32).transpose(3, 2, 1, 0))
