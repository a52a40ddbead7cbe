"""The 8-bit im2col+GEMM baseline (``QConv2d(algorithm="im2col")``): bit-exact against the integer reference.

The same random cases as ``test_qconv`` (``qcases``: uint8/int8 activations and weights, every kind of zero
point, saturation, fused activations, ConvInteger's int32 output, groups, stride, dilation, asymmetric
padding, batch > 1, 1 and 2 threads) forced through im2col; the generated 8-bit im2row against a NumPy one;
the native calls; the scratch in ``workspace_bytes``; guard pages; the forced avx2 and generic ISAs.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from qcases import QCase, build, check, random_case, zero_point_choice
from test_qconv import GUARD, NATIVE, assert_runs_guarded, base_case, run_in_subprocess

from ixconv.codegen.qdwconv import QDwSpec
from ixconv.ops.program import NativeProgram
from ixconv.ops.qconv import ConvInteger, QConv2d


def im2col_case(case: QCase) -> QCase:
    case.algorithm = "im2col"
    return case


@given(st.integers(0, 2**32 - 1))
def test_random_cases_bit_exact(seed: int) -> None:
    check(im2col_case(random_case(np.random.default_rng(seed))))


def test_equals_the_reference_algorithm() -> None:
    """Operator against operator: im2col's bytes are algorithm="reference"'s."""
    case = base_case(channels=13, out_channels=33, padding=(2, 0, 1, 2), x_zero_point=200, batch=2)
    op, x, _ = build(im2col_case(case))
    case.algorithm = "reference"
    reference, *_ = build(case)
    np.testing.assert_array_equal(op(x), reference(x))


@pytest.mark.parametrize("x_dtype", [np.uint8, np.int8])
@pytest.mark.parametrize("w_dtype", [np.uint8, np.int8])
@pytest.mark.parametrize("zw_kind", ["zero", "mid", "random", "per_channel"])
def test_every_zero_point_and_output(x_dtype, w_dtype, zw_kind) -> None:
    """Every quant variant (signed input, the VNNI row sums, int32 output) with padding taps that read the
    input zero point, and C % 4 != 0 (the GEMM's masked tail at the end of every row)."""
    rng = np.random.default_rng(hash((x_dtype.__name__, w_dtype.__name__, zw_kind)) % 2**32)
    for zx_kind in ("zero", "mid", "random"):
        for output in ("q8", "i32"):
            case = base_case(
                x_dtype=x_dtype, w_dtype=w_dtype, output=output, channels=7, out_channels=37,
                x_zero_point=zero_point_choice(rng, x_dtype, zx_kind),
                w_zero_point=zero_point_choice(rng, w_dtype, zw_kind, 37), padding=(2, 0, 1, 2),
            )  # fmt: skip
            check(im2col_case(case))


@pytest.mark.parametrize("channels", [1, 2, 3, 4, 5, 9, 33, 63, 64, 65, 130])
@pytest.mark.parametrize("out_channels", [1, 17, 64, 65])
def test_odd_channels_and_remainder_panels(channels: int, out_channels: int) -> None:
    """Rows of any length (the im2row's 64-byte vectors and its masked tail), panels of any width."""
    check(im2col_case(base_case(channels=channels, out_channels=out_channels, height=7, width=3)))


@pytest.mark.parametrize("pixels", [1, 5, 6, 7, 11, 13, 49])
def test_remainder_tiles(pixels: int) -> None:
    check(im2col_case(base_case(height=1, width=pixels, kernel=(1, 3), padding=(0, 1, 0, 1))))
    check(im2col_case(base_case(height=pixels, width=1, kernel=(1, 1), padding=(0, 0, 0, 0), channels=8)))


@pytest.mark.parametrize(
    "geometry",
    [
        dict(stride=(2, 2)),
        dict(stride=(2, 1), dilation=(2, 3), height=11, width=12),
        dict(padding=(0, 2, 1, 0), x_zero_point=200),
        dict(groups=3, channels=5, out_channels=7),
        dict(groups=4, channels=1, out_channels=1, kernel=(3, 3)),  # depthwise, through the GEMM
        dict(batch=3, threads=2, channels=17, out_channels=65),
        dict(batch=2, threads=2, kernel=(7, 7), stride=(2, 2), padding=(3, 3, 3, 3), height=15, width=13),
        dict(kernel=(1, 1), stride=(2, 2), padding=(0, 0, 0, 0), channels=13),
        dict(activation="relu", y_zero_point=100, y_scale=0.1, channels=16),
        dict(activation=(-1.0, 0.5), y_dtype=np.int8, y_zero_point=-3, y_scale=0.01),
    ],
)
def test_geometries(geometry: dict) -> None:
    check(im2col_case(base_case(**geometry)))
    signed = dict(output="i32", x_dtype=np.int8, x_zero_point=-5, w_dtype=np.uint8, w_zero_point=77, activation=None)
    check(im2col_case(base_case(**(geometry | signed))))


def test_two_threads_give_the_same_bytes_as_one() -> None:
    rng = np.random.default_rng(3)
    x = rng.integers(0, 256, (2, 14, 14, 61)).astype(np.uint8)
    w = rng.integers(-128, 128, (96, 61, 3, 3)).astype(np.int8)
    ops = [
        QConv2d(w, 0.002, np.int8(3), 0.1, np.uint8(120), 1.0, np.uint8(128), padding=1, num_threads=t,
                algorithm="im2col")
        for t in (1, 2)
    ]  # fmt: skip
    for _ in range(3):
        np.testing.assert_array_equal(ops[0](x), ops[1](x))


@pytest.mark.parametrize("x_dtype, zx", [(np.uint8, 201), (np.int8, -77)])
@pytest.mark.parametrize("channels, groups", [(1, 1), (3, 1), (64, 1), (65, 1), (130, 2)])
def test_generated_im2row_equals_numpy(x_dtype, zx: int, channels: int, groups: int) -> None:
    """The 8-bit im2row matrix itself: each (pixel, group, tap) row is the tap's input pixel's channels of
    the group, or the input zero point where the tap falls in the padding."""
    rng = np.random.default_rng(channels)
    lo, hi = np.iinfo(x_dtype).min, np.iinfo(x_dtype).max
    x = rng.integers(lo, hi + 1, (1, 6, 7, channels * groups)).astype(x_dtype)
    w = np.zeros((8, channels, 3, 2), np.int8)
    op = ConvInteger(w, np.int8(0), x_dtype(zx), stride=(2, 1), dilation=(1, 2), padding=(1, 2, 0, 1),
                     groups=groups, algorithm="im2col")  # fmt: skip
    op(x)
    geo = op._geometry
    padded = np.pad(x[0], ((1, 0), (2, 1), (0, 0)), constant_values=zx)
    want = np.empty((geo.out_height, geo.out_width, groups, 3 * 2, channels), x_dtype)
    for i in range(3):
        for j in range(2):
            window = padded[i : i + 2 * geo.out_height : 2, 2 * j : 2 * j + geo.out_width]
            want[:, :, :, i * 2 + j] = window.reshape(geo.out_height, geo.out_width, groups, channels)
    got = geo.im2row.view(x_dtype).reshape(want.shape)
    np.testing.assert_array_equal(got, want)


def test_native_calls_replay_as_a_program() -> None:
    """Two native calls per image (im2row, then the GEMM), replayable alone or inside a native program."""
    op, x, expected = build(im2col_case(base_case(batch=2, threads=2, channels=9)))
    out = np.empty(expected.shape, expected.dtype)
    calls = op.native_calls(x, out)
    assert len(calls) == 4
    NativeProgram(calls).run()
    np.testing.assert_array_equal(out, expected)
    out[...] = 0
    for call in calls:
        call.run()
    np.testing.assert_array_equal(out, expected)


def test_workspace_counts_the_im2row_scratch() -> None:
    case = base_case(height=9, width=8, channels=13, out_channels=16)
    im2col, x, _ = build(im2col_case(case))
    case.algorithm = "indirect"
    indirect, *_ = build(case)
    im2col(x), indirect(x)
    scratch = im2col.im2col_bytes(9, 8)
    assert scratch == 9 * 8 * 9 * 13  # one byte per (pixel, tap, channel) of one image
    assert im2col._geometry.im2row.nbytes == scratch
    assert im2col.workspace_bytes() >= scratch + im2col.packed.nbytes + im2col.indirection_bytes(9, 8)


def test_bad_input_is_refused() -> None:
    op, x, _ = build(im2col_case(base_case()))
    with pytest.raises(TypeError, match="x must be uint8, got int8"):
        op(x.view(np.int8))
    with pytest.raises(TypeError, match="x must be uint8, got float32"):
        op(x.astype(np.float32))
    with pytest.raises(ValueError, match="x must have 5 channels"):
        op(np.zeros((1, 6, 5, 4), np.uint8))
    with pytest.raises(ValueError, match="C-contiguous"):
        op(np.zeros((1, 6, 5, 10), np.uint8)[..., ::2])
    with pytest.raises(TypeError, match="out must be uint8"):
        op(x, out=np.zeros(op.output_shape(x.shape), np.int32))
    with pytest.raises(ValueError, match="out must have shape"):
        op(x, out=np.zeros((1, 1, 1, 20), np.uint8))
    with pytest.raises(ValueError, match="native_calls needs out"):
        op.native_calls(x, None)
    w = np.zeros((4, 1, 3, 3), np.int8)
    with pytest.raises(ValueError, match="QDwSpec only serves algorithm='depthwise'"):
        ConvInteger(w, groups=4, algorithm="im2col", spec=QDwSpec("generic", 16, 9, output="i32"))
    with pytest.raises(ValueError, match="algorithm must be one of"):
        ConvInteger(w, groups=4, algorithm="im2row")


GUARDED = (
    GUARD.split("KEEP = []")[0]
    + """
KEEP = []
rng = np.random.default_rng(0)
CASES = [(3, 5, 3, 1, 1), (5, 17, 3, 0, 1), (65, 16, 1, 0, 1), (1, 16, 2, 1, 1), (6, 8, 3, 1, 2)]
for c, k, kernel, pad, groups in CASES:
    for x_dtype, zx in ((np.uint8, np.uint8(9)), (np.int8, np.int8(-9))):
        x = before_guard((2, 5, 7, c), x_dtype)
        x[...] = rng.integers(0, 100, x.shape).astype(x_dtype)
        w = rng.integers(-128, 128, (k, c // groups, kernel, kernel)).astype(np.int8)
        for zw in (np.int8(0), np.int8(5)):
            geometry = dict(padding=pad, groups=groups)
            op = QConv2d(w, 0.01, zw, 0.1, zx, 0.3, np.uint8(3), algorithm="im2col", **geometry)
            out = before_guard(op.output_shape(x.shape), np.uint8)
            op(x, out=out)
            ref = QConv2d(w, 0.01, zw, 0.1, zx, 0.3, np.uint8(3), algorithm="reference", **geometry)(np.array(x))
            assert np.array_equal(out, ref)
            ci = ConvInteger(w, zw, zx, algorithm="im2col", **geometry)
            out32 = before_guard(ci.output_shape(x.shape), np.int32)
            ci(x, out=out32)
print("GUARD-OK")
"""
)


@pytest.mark.parametrize("isa", ["native", "avx2", "generic"])
def test_never_reads_or_writes_past_the_arrays(isa: str) -> None:
    """Inputs and outputs end right before an unmapped page (C % 4 != 0 included): an access past the end
    would kill the subprocess with SIGSEGV."""
    if isa == "avx2" and NATIVE == "generic":
        pytest.skip("this host has no AVX2")
    assert_runs_guarded(GUARDED, isa)


@pytest.mark.parametrize("isa", ["avx2", "generic"])
def test_forced_isa_random_cases(isa: str) -> None:
    if isa == "avx2" and NATIVE == "generic":
        pytest.skip("this host has no AVX2")
    code = f"""
        import numpy as np
        from ixconv.ops.qconv import quant_isa
        assert quant_isa() == {isa!r}, quant_isa()
        from qcases import check, random_case
        rng = np.random.default_rng(11)
        for _ in range(60):
            case = random_case(rng)
            case.algorithm = "im2col"
            check(case)
        print("IM2COL-OK")
    """
    result = run_in_subprocess(code, {"IXCONV_ISA": isa})
    assert result.returncode == 0 and "IM2COL-OK" in result.stdout, result.stdout + result.stderr
