"""Bad input is refused with ValueError or TypeError whose message names the offending parameter.

Each case says which exception type and which parameter name (a regular expression on the message)
it expects. Nothing may crash, hang or produce an output.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

import ixconv
from ixconv import GemmSpec
from ixconv.codegen.spec import default_spec
from ixconv.cpu import host

RNG = np.random.default_rng(0)
W3 = RNG.uniform(-1, 1, (8, 4, 3, 3)).astype(np.float32)  # K=8, C=4, 3x3
W1 = RNG.uniform(-1, 1, (8, 4, 1, 1)).astype(np.float32)  # K=8, C=4, 1x1
W_DEPTHWISE = RNG.uniform(-1, 1, (4, 1, 3, 3)).astype(np.float32)  # groups = C = K = 4
X = RNG.uniform(-1, 1, (2, 6, 5, 4)).astype(np.float32)  # NHWC, C=4


def expect(exc: type[Exception], pattern: str, action: Callable[[], object]) -> None:
    with pytest.raises(exc, match=pattern):
        action()


# -- construction: (exception, regex naming the parameter, Conv2d keyword arguments) -----------------------

CONSTRUCTION_CASES = {
    # weight
    "weight-list": (TypeError, r"\bweight\b", dict(weight=W3.tolist())),
    "weight-int": (TypeError, r"\bweight\b", dict(weight=W3.astype(np.int32))),
    "weight-bool": (TypeError, r"\bweight\b", dict(weight=W3 > 0)),
    "weight-3d": (ValueError, r"\bweight\b", dict(weight=W3[0])),
    "weight-5d": (ValueError, r"\bweight\b", dict(weight=W3[None])),
    "weight-zero-K": (ValueError, r"\bweight\b", dict(weight=W3[:0])),
    "weight-zero-C": (ValueError, r"\bweight\b", dict(weight=W3[:, :0])),
    "weight_layout-bad": (ValueError, r"\bweight_layout\b", dict(weight_layout="NCHW")),
    "weight_layout-lower": (ValueError, r"\bweight_layout\b", dict(weight_layout="oihw")),
    # bias
    "bias-wrong-length": (ValueError, r"\bbias\b", dict(bias=np.zeros(7, np.float32))),
    "bias-2d": (ValueError, r"\bbias\b", dict(bias=np.zeros((8, 1), np.float32))),
    "bias-int": (TypeError, r"\bbias\b", dict(bias=np.zeros(8, np.int64))),
    "bias-list": (TypeError, r"\bbias\b", dict(bias=[0.0] * 8)),
    # stride / dilation / padding
    "stride-0": (ValueError, r"\bstride\b", dict(stride=0)),
    "stride-negative": (ValueError, r"\bstride\b", dict(stride=-1)),
    "stride-pair-0": (ValueError, r"\bstride\b", dict(stride=(1, 0))),
    "stride-float": (TypeError, r"\bstride\b", dict(stride=1.5)),
    "stride-triple": (TypeError, r"\bstride\b", dict(stride=(1, 1, 1))),
    "stride-bool": (TypeError, r"\bstride\b", dict(stride=True)),
    "dilation-0": (ValueError, r"\bdilation\b", dict(dilation=0)),
    "dilation-pair-0": (ValueError, r"\bdilation\b", dict(dilation=(0, 2))),
    "dilation-str": (TypeError, r"\bdilation\b", dict(dilation="2")),
    "padding-negative": (ValueError, r"\bpadding\b", dict(padding=-1)),
    "padding-pair-negative": (ValueError, r"\bpadding\b", dict(padding=(1, -1))),
    "padding-4-negative": (ValueError, r"\bpadding\b", dict(padding=(0, 0, -2, 0))),
    "padding-4-float": (TypeError, r"\bpadding\b", dict(padding=(0, 0, 1.0, 0))),
    "padding-triple": (TypeError, r"\bpadding\b", dict(padding=(1, 1, 1))),
    "padding-string": (ValueError, r"\bpadding\b", dict(padding="full")),
    "padding-float": (TypeError, r"\bpadding\b", dict(padding=0.5)),
    "padding-none": (TypeError, r"\bpadding\b", dict(padding=None)),
    # groups
    "groups-0": (ValueError, r"\bgroups\b", dict(groups=0)),
    "groups-negative": (ValueError, r"\bgroups\b", dict(groups=-2)),
    "groups-not-dividing-K": (ValueError, r"\bgroups\b", dict(groups=3)),
    "groups-float": (ValueError, r"\bgroups\b", dict(groups=2.0)),
    # activation
    "activation-unknown": (ValueError, r"\bactivation\b", dict(activation="gelu")),
    "activation-int": (ValueError, r"\bactivation\b", dict(activation=6)),
    "activation-reversed-range": (ValueError, r"\bactivation\b", dict(activation=(1.0, 0.0))),
    "activation-nan-range": (ValueError, r"\bactivation\b", dict(activation=(float("nan"), 1.0))),
    "activation-triple": (ValueError, r"\bactivation\b", dict(activation=(0.0, 1.0, 2.0))),
    "activation-str-range": (ValueError, r"\bactivation\b", dict(activation=("low", "high"))),
    "activation-none-range": ((TypeError, ValueError), r"\bactivation\b", dict(activation=(None, 1.0))),
    # algorithm
    "algorithm-unknown": (ValueError, r"\balgorithm\b", dict(algorithm="winograd")),
    "algorithm-case": (ValueError, r"\balgorithm\b", dict(algorithm="Indirect")),
    "algorithm-gemm-3x3": (ValueError, r"\balgorithm\b", dict(algorithm="gemm")),
    "algorithm-gemm-1x1-stride2": (ValueError, r"\balgorithm\b", dict(weight=W1, stride=2, algorithm="gemm")),
    "algorithm-gemm-1x1-padded": (ValueError, r"\balgorithm\b", dict(weight=W1, padding=1, algorithm="gemm")),
    # num_threads
    "num_threads-0": (ValueError, r"\bnum_threads\b", dict(num_threads=0)),
    "num_threads-negative": (ValueError, r"\bnum_threads\b", dict(num_threads=-1)),
    "num_threads-float": (ValueError, r"\bnum_threads\b", dict(num_threads=2.0)),
    "num_threads-str": (ValueError, r"\bnum_threads\b", dict(num_threads="2")),
    "num_threads-bool": (ValueError, r"\bnum_threads\b", dict(num_threads=True)),
    # spec
    "spec-string": (TypeError, r"\bspec\b", dict(spec="f32_gemm_6x64_avx512_u2")),
    "spec-tuple": (TypeError, r"\bspec\b", dict(spec=("avx512", 6, 64))),
    "spec-gemm-for-depthwise": (
        ValueError,
        r"\bspec\b",
        dict(weight=W_DEPTHWISE, groups=4, algorithm="depthwise", spec=default_spec(host().isa)),
    ),
}


@pytest.mark.parametrize("case", list(CONSTRUCTION_CASES))
def test_construction_refuses(case: str) -> None:
    exc, pattern, kwargs = CONSTRUCTION_CASES[case]
    kwargs = {"weight": W3, **kwargs}
    expect(exc, pattern, lambda: ixconv.Conv2d(**kwargs))


def test_functional_form_refuses_like_the_operator() -> None:
    expect(ValueError, r"\bstride\b", lambda: ixconv.conv2d(X, W3, stride=0))
    expect(TypeError, r"\bx\b", lambda: ixconv.conv2d(X.astype(np.float64), W3))
    expect(ValueError, r"\bgroups\b", lambda: ixconv.conv2d(X, W3, groups=3))


# -- the input x (and out) at call time ---------------------------------------------------------------------


def strided_x() -> np.ndarray:
    big = RNG.uniform(-1, 1, (2, 12, 5, 4)).astype(np.float32)
    return big[:, ::2]


def nchw_x() -> np.ndarray:
    return np.ascontiguousarray(X.transpose(0, 3, 1, 2))  # (2, 4, 6, 5): C in the second place


def transposed_x() -> np.ndarray:
    return RNG.uniform(-1, 1, (2, 4, 6, 5)).astype(np.float32).transpose(0, 2, 3, 1)  # NHWC shape, not contiguous


def misaligned_x() -> np.ndarray:
    raw = np.zeros(X.nbytes + 2, np.uint8)
    x = raw[2:].view(np.float32).reshape(X.shape)  # float32 data at an odd multiple of 2 bytes
    assert not x.flags.aligned
    return x


CALL_CASES = {
    "x-list": (TypeError, r"\bx\b", lambda: X.tolist()),
    "x-float64": (TypeError, r"\bx\b", lambda: X.astype(np.float64)),
    "x-float16": (TypeError, r"\bx\b", lambda: X.astype(np.float16)),
    "x-int32": (TypeError, r"\bx\b", lambda: X.astype(np.int32)),
    "x-big-endian": (TypeError, r"\bx\b", lambda: X.astype(">f4")),
    "x-3d": (ValueError, r"\bx\b", lambda: X[0]),
    "x-5d": (ValueError, r"\bx\b", lambda: X[None]),
    "x-wrong-channels": (ValueError, r"\bx\b.*channels", lambda: X[..., :3].copy()),
    "x-nchw": (ValueError, r"\bx\b.*NCHW", nchw_x),
    "x-transposed": (ValueError, r"\bx\b.*contiguous", transposed_x),
    "x-strided-slice": (ValueError, r"\bx\b.*contiguous", strided_x),
    "x-misaligned": (ValueError, r"\bx\b.*aligned", misaligned_x),
    "x-N0": (ValueError, r"\bx\b", lambda: X[:0]),
    "x-H0": (ValueError, r"\bx\b", lambda: X[:, :0]),
    "x-W0": (ValueError, r"\bx\b", lambda: X[:, :, :0]),
    "x-too-small-for-kernel": (ValueError, r"\bpadding\b", lambda: X[:, :2, :2].copy()),
}


@pytest.mark.parametrize("algorithm", ["indirect", "im2col", "reference"])
@pytest.mark.parametrize("case", list(CALL_CASES))
def test_call_refuses(case: str, algorithm: str) -> None:
    exc, pattern, make_x = CALL_CASES[case]
    op = ixconv.Conv2d(W3, algorithm=algorithm)
    x = make_x()
    expect(exc, pattern, lambda: op(x))
    assert op(X).shape == (2, 4, 3, 8)  # the operator still works afterwards


def test_groups_not_dividing_input_channels() -> None:
    """Weights for groups=2 hold C/2 channels each: an input whose C is not 2 * that is refused as x."""
    op = ixconv.Conv2d(RNG.uniform(-1, 1, (4, 3, 3, 3)).astype(np.float32), groups=2)  # expects C = 6
    expect(ValueError, r"\bx\b.*6 channels", lambda: op(np.zeros((1, 5, 5, 5), np.float32)))
    expect(ValueError, r"\bx\b.*6 channels", lambda: op(np.zeros((1, 5, 5, 3), np.float32)))


def test_kernel_larger_than_padded_input() -> None:
    op = ixconv.Conv2d(RNG.uniform(-1, 1, (2, 1, 5, 5)).astype(np.float32), padding=(1, 0, 1, 0))
    expect(ValueError, r"\bpadding\b", lambda: op(np.zeros((1, 2, 7, 1), np.float32)))  # 2 + 1 + 1 < 5 rows
    expect(ValueError, r"\bpadding\b", lambda: op(np.zeros((1, 9, 4, 1), np.float32)))  # 4 < 5 columns
    dilated = ixconv.Conv2d(RNG.uniform(-1, 1, (2, 1, 3, 3)).astype(np.float32), dilation=3)  # extent 7
    expect(ValueError, r"\bpadding\b", lambda: dilated(np.zeros((1, 6, 6, 1), np.float32)))
    assert dilated(np.zeros((1, 7, 7, 1), np.float32)).shape == (1, 1, 1, 2)


def out_for(shape=(2, 4, 3, 8), dtype=np.float32) -> np.ndarray:
    return np.zeros(shape, dtype)


def non_contiguous_out() -> np.ndarray:
    # channels strided: no layout the kernels write (a channel *slice*, out[..., a:b], is accepted)
    return np.zeros((2, 4, 3, 16), np.float32)[..., ::2]


def read_only_out() -> np.ndarray:
    out = out_for()
    out.flags.writeable = False
    return out


OUT_CASES = {
    "out-list": (TypeError, r"\bout\b", lambda x: out_for().tolist()),
    "out-float64": (TypeError, r"\bout\b", lambda x: out_for(dtype=np.float64)),
    "out-int": (TypeError, r"\bout\b", lambda x: out_for(dtype=np.int32)),
    "out-wrong-shape": (ValueError, r"\bout\b", lambda x: out_for((2, 4, 3, 7))),
    "out-missing-batch": (ValueError, r"\bout\b", lambda x: out_for((4, 3, 8))),
    "out-non-contiguous": (ValueError, r"\bout\b", lambda x: non_contiguous_out()),
    "out-read-only": (ValueError, r"\bout\b", lambda x: read_only_out()),
}


@pytest.mark.parametrize("case", list(OUT_CASES))
def test_bad_out_is_refused(case: str) -> None:
    exc, pattern, make_out = OUT_CASES[case]
    op = ixconv.Conv2d(W3)
    out = make_out(X)
    expect(exc, pattern, lambda: op(X, out=out))


@pytest.mark.parametrize("algorithm", ["gemm", "indirect", "im2col"])
def test_out_overlapping_x_is_refused(algorithm: str) -> None:
    w = RNG.uniform(-1, 1, (4, 4, 1, 1)).astype(np.float32)  # K == C: out has x's shape
    op = ixconv.Conv2d(w, algorithm=algorithm)
    x = X.copy()
    before = x.copy()
    expect(ValueError, r"\bout\b", lambda: op(x, out=x))
    buffer = np.zeros(2 * X.size, np.float32)
    x_view = buffer[: X.size].reshape(X.shape)
    x_view[...] = X
    overlapping = buffer[X.size // 2 : X.size // 2 + X.size].reshape(X.shape)
    expect(ValueError, r"\bout\b", lambda: op(x_view, out=overlapping))
    np.testing.assert_array_equal(x, before)


# -- kernel specs ---------------------------------------------------------------------------------------------

SPEC_CASES = {
    "nr-not-multiple-of-vector": (dict(isa="avx512", mr=4, nr=24), r"\bnr\b"),
    "nr-0": (dict(isa="avx512", mr=4, nr=0), r"\bnr\b"),
    "nr-negative": (dict(isa="avx2", mr=4, nr=-8), r"\bnr\b"),
    "avx2-nr-12": (dict(isa="avx2", mr=4, nr=12), r"\bnr\b"),
    "too-many-accumulators-avx512": (dict(isa="avx512", mr=8, nr=64), r"accumulators"),
    "too-many-accumulators-avx2": (dict(isa="avx2", mr=6, nr=24), r"accumulators"),
    "mr-0": (dict(isa="avx512", mr=0, nr=16), r"\bmr\b"),
    "mr-13": (dict(isa="avx512", mr=13, nr=16), r"\bmr\b"),
    "mr-float": (dict(isa="avx512", mr=2.5, nr=16), r"\bmr\b"),
    "nr-float": (dict(isa="avx512", mr=2, nr=16.0), r"\bnr\b"),
    "mr-bool": (dict(isa="avx512", mr=True, nr=16), r"\bmr\b"),
    "unroll-3": (dict(isa="avx512", mr=2, nr=16, unroll=3), r"\bunroll\b"),
    "unroll-0": (dict(isa="avx512", mr=2, nr=16, unroll=0), r"\bunroll\b"),
    "order-bad": (dict(isa="avx512", mr=2, nr=16, order="random"), r"\border\b"),
    "isa-unknown": (dict(isa="neon", mr=2, nr=16), r"\bisa\b"),
    "isa-unhashable": (dict(isa=["avx512"], mr=2, nr=16), r"\bisa\b"),
}


@pytest.mark.parametrize("case", list(SPEC_CASES))
def test_invalid_spec_is_refused(case: str) -> None:
    fields, pattern = SPEC_CASES[case]
    expect(ValueError, pattern, lambda: GemmSpec(**fields))
