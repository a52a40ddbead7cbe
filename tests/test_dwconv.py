"""The fp32 depthwise kernel's schedules: sliding blocks along rows at stride 1 and 2 (their left and right
edge pixels, the block of the rest, rows above and below the image read as zero rows), partial channel tiles
that run only the vectors their channels reach, and the spec checks -- each against the float64 reference."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import assert_conv_close
from hypothesis import given, settings
from hypothesis import strategies as st

import ixconv
from ixconv.codegen.dwconv import DwSpec, default_dw_spec, emit_dw_module
from ixconv.cpu import host
from ixconv.ops.reference import conv2d_reference


def run_case(channels, height, width, kernel, stride, padding, batch=1, threads=1, activation=None):
    rng = np.random.default_rng(channels * 131 + height * 7 + width)
    w = rng.uniform(-1, 1, (channels, 1, *kernel)).astype(np.float32)
    b = rng.uniform(-1, 1, channels).astype(np.float32)
    op = ixconv.Conv2d(w, b, stride=stride, padding=padding, groups=channels, num_threads=threads,
                       activation=activation, algorithm="depthwise")  # fmt: skip
    x = rng.uniform(-1, 1, (batch, height, width, channels)).astype(np.float32)
    y = op(x)
    ref = conv2d_reference(x, op.weight, op.bias, op.params)
    assert_conv_close(y, ref, kernel[0] * kernel[1], f"{op!r} on {x.shape}")
    return op


@pytest.mark.parametrize("stride", [1, 2, (1, 2), (2, 1)])
@pytest.mark.parametrize("kernel", [(3, 3), (5, 5), (3, 5), (1, 7)])
def test_sliding_rows_every_width(kernel, stride) -> None:
    """Widths from narrower than the kernel to several blocks plus each remainder: every split of a row into
    left edge, blocks, the rest block and right edge."""
    pad = (kernel[0] // 2, kernel[1] // 2)
    for width in (1, 2, 3, 5, 7, 8, 9, 12, 14, 17):
        op = run_case(24, 5, width, kernel, stride, pad)
        sw = op.params.stride[1]
        assert op.spec.sliding and op.spec.stride == sw and op.spec.kernel_width == kernel[1]


@pytest.mark.parametrize("channels", [1, 8, 15, 16, 17, 31, 32, 33, 40, 48, 72, 100])
def test_partial_channel_tiles(channels: int) -> None:
    """A last tile of up to one vector runs one masked vector, a longer one two."""
    run_case(channels, 6, 11, (3, 3), 1, 1, batch=2)
    run_case(channels, 7, 9, (5, 5), 2, 2)


@pytest.mark.parametrize("padding", [(0, 0, 0, 0), (2, 0, 1, 3), (3, 3, 3, 3), (0, 4, 0, 1), (5, 1, 4, 1)])
def test_asymmetric_and_oversized_padding(padding) -> None:
    """Rows wholly above or below the image (padding past the kernel) and rows whose every pixel is an edge."""
    for stride in (1, 2):
        run_case(20, 6, 10, (3, 3), stride, padding)
        run_case(20, 9, 13, (5, 5), stride, padding)


def test_threads_batch_and_activation_give_the_same_bits() -> None:
    one = run_case(72, 14, 14, (5, 5), 1, 2, batch=3, threads=1, activation="relu6")
    x = np.random.default_rng(3).uniform(-2, 2, (3, 14, 14, 72)).astype(np.float32)
    ys = [ixconv.Conv2d(one.weight, one.bias, padding=2, groups=72, num_threads=t, activation="relu6")(x)
          for t in (1, 2, 3)]  # fmt: skip
    assert all(np.array_equal(ys[0], y) for y in ys[1:])


def test_spec_names_and_checks() -> None:
    isa = host().isa
    if isa == "generic":
        pytest.skip("vector ISAs only")
    spec = default_dw_spec(isa, 9, 3, stride=2)
    assert spec.sliding and spec.stride == 2 and spec.name.endswith(f"_s3x2_{isa}")
    two = DwSpec(isa, 2, 9, pixels=4, kernel_width=3, stride=2)
    assert "tile_1v" in emit_dw_module(two)  # a partial tile of one vector has its own loop
    w = np.ones((8, 1, 3, 3), np.float32)
    op = ixconv.Conv2d(w, groups=8, padding=1, algorithm="depthwise")
    op(np.ones((1, 5, 6, 8), np.float32))
    assert op.spec.sliding and op.indirection_builds == 0  # the sliding kernel computes where its pixels are
    with pytest.raises(ValueError, match="stride"):
        DwSpec(isa, 2, 9, pixels=4, kernel_width=3, stride=0)
    with pytest.raises(ValueError, match="stride 1"):
        ixconv.Conv2d(w, groups=8, stride=2, algorithm="depthwise", spec=default_dw_spec(isa, 9, 3, stride=1))


def test_avx2_wide_tiles_rule() -> None:
    """AVX2 sliding layers: four vectors x two pixels at stride 2 over whole 32-channel tiles, three x three for
    rows of three taps over whole 24-channel tiles, else the default (two vectors, four pixels); the tuner's
    vector choice gets the same pixel count; other ISAs unchanged."""
    from ixconv.codegen.dwconv import layer_dw_spec

    def spec(channels, kernel, stride, isa="avx2", vectors=None):
        return layer_dw_spec(isa, (kernel, kernel), (stride, stride), (1, 1), vectors=vectors, channels=channels)

    assert (spec(64, 3, 2).vectors, spec(64, 3, 2).pixels) == (4, 2)
    assert (spec(32, 5, 2).vectors, spec(32, 5, 2).pixels) == (4, 2)
    assert (spec(24, 3, 1).vectors, spec(24, 3, 1).pixels) == (3, 3)
    assert (spec(48, 3, 2).vectors, spec(48, 3, 2).pixels) == (3, 3)  # 6 vectors: no whole 32-channel tiles
    for channels, kernel, stride in [(64, 3, 1), (120, 5, 1), (72, 5, 2), (40, 3, 1), (36, 3, 1)]:
        assert (spec(channels, kernel, stride).vectors, spec(channels, kernel, stride).pixels) == (2, 4)
    assert spec(8, 3, 1).vectors == 1
    assert (spec(None, 3, 1, vectors=4).pixels, spec(None, 3, 1, vectors=3).pixels) == (2, 3)
    assert spec(24, 3, 1, isa="avx512").vectors == 2 and spec(24, 3, 1, isa="avx512").pixels == 4
    dilated = layer_dw_spec("avx2", (3, 3), (1, 1), (1, 2), channels=24)  # not sliding: no wide tile
    assert not dilated.sliding and dilated.vectors != 3


@pytest.mark.skipif(host().isa not in ("avx2", "avx512"), reason="AVX2 kernels need an x86 host with AVX2")
@given(
    vectors=st.sampled_from([3, 4]),
    tiles=st.integers(1, 3),
    spare=st.integers(0, 31),
    height=st.integers(1, 9),
    width=st.integers(1, 19),
    kernel=st.sampled_from([(3, 3), (5, 5), (3, 5)]),
    stride=st.sampled_from([1, 2]),
    pads=st.tuples(*[st.integers(0, 3)] * 4),
    batch=st.integers(1, 2),
    threads=st.integers(1, 2),
)
@settings(max_examples=25, deadline=None)
def test_avx2_wide_tiles_match_float64(vectors, tiles, spare, height, width, kernel, stride, pads, batch, threads):
    """Three- and four-vector AVX2 sliding tiles against float64: whole tiles plus a partial last one (``spare``
    channels short: a last tile of one vector to all), every row split (edges, blocks, the rest), asymmetric
    padding, batch and threads."""
    from ixconv.codegen.dwconv import sliding_pixels

    channels = max(1, vectors * 8 * tiles - spare % (vectors * 8))  # a last tile of 1..all its vectors
    top, left, bottom, right = pads
    if height + top + bottom < kernel[0] or width + left + right < kernel[1]:
        return
    spec = DwSpec("avx2", vectors, kernel[0] * kernel[1], pixels=sliding_pixels("avx2", vectors),
                  kernel_width=kernel[1], stride=stride)  # fmt: skip
    rng = np.random.default_rng(channels * 31 + height * 7 + width)
    w = rng.uniform(-1, 1, (channels, 1, *kernel)).astype(np.float32)
    b = rng.uniform(-1, 1, channels).astype(np.float32)
    op = ixconv.Conv2d(w, b, stride=stride, padding=(top, left, bottom, right), groups=channels,
                       num_threads=threads, algorithm="depthwise", spec=spec, activation="relu6")  # fmt: skip
    x = rng.uniform(-1, 1, (batch, height, width, channels)).astype(np.float32)
    ref = conv2d_reference(x, op.weight, op.bias, op.params)
    assert_conv_close(op(x), ref, kernel[0] * kernel[1], f"{spec.name} on {x.shape}, pads {pads}")
