"""Differential tests: every algorithm and kernel spec of Conv2d against the float64 oracle.

Random geometry (batch, tiny and non-square images, awkward channel counts, non-square kernels,
distinct strides and dilations, asymmetric padding, groups, activations, weight layouts, thread counts)
is drawn by one generator, ``draw_case``, used both by hypothesis (shrinking to a minimal failing case)
and by the seeded numpy loop of the slow test. The oracle is handed padding resolved *here*, independently
of ixconv's own parameter parsing, and the oracle itself is checked against a naive loop.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np
import pytest
from conftest import assert_conv_close
from hypothesis import event, given, settings
from hypothesis import strategies as st

import ixconv
from ixconv import GemmSpec
from ixconv.codegen.spec import VECTOR_FLOATS, host_problems
from ixconv.cpu import host
from ixconv.ops.conv import ALGORITHMS as CONV_ALGORITHMS
from ixconv.ops.conv import Conv2d
from ixconv.ops.params import ConvParams, Padding
from ixconv.ops.reference import conv2d_reference

# Non-default kernel shapes (vector widths 16, 8 and 4), those this host can run (an AVX2-only CPU: not the
# AVX-512 ones, whose construction there is a ValueError: test_specs_beyond_the_host_are_refused).
EXTRA_SPECS = [
    GemmSpec("avx512", 3, 32, 1),
    GemmSpec("avx2", 5, 16, 2),
    GemmSpec("generic", 4, 16, 2),
    GemmSpec("avx512", 12, 32, 4, "tile_inner"),
    GemmSpec("avx512", 7, 64, 1, "tile_inner", "memory"),  # weight-heavy layers' default: embedded broadcasts
    GemmSpec("avx512", 5, 80, 2, broadcast="memory"),
    GemmSpec("avx512", 7, 64, 1, "tile_inner", "memory", k_block=32),  # channels in blocks: partial sums
    GemmSpec("avx512", 5, 32, 2, k_block=32),
    GemmSpec("generic", 4, 8, 2, "tile_inner", k_block=32),  # the blocked driver on 4-lane vectors
    GemmSpec("avx2", 5, 16, 2, "tile_panels"),  # a tile's panels in one work item (AVX2 1x1 layers' default)
    GemmSpec("avx512", 6, 32, 1, "tile_panels"),
    GemmSpec("generic", 3, 8, 1, "tile_panels"),
]


def here(specs: list) -> list:
    """The specs (None: the default) this CPU can run."""
    return [spec for spec in specs if spec is None or not host_problems(spec)]


EXTRA_SPECS = here(EXTRA_SPECS)
ALGORITHMS = ("indirect", "direct", "im2col", "auto")  # + "gemm" for pointwise, "depthwise" for groups == C == K cases
# Channel counts that stress the remainders: 1, primes, odd, one off the vector widths and NR.
AWKWARD_CHANNELS = (1, 2, 3, 5, 7, 8, 13, 15, 16, 17, 31, 32, 33, 47, 63, 64, 65, 67, 70)
CLAMPS = ((-0.5, 0.5), (-0.25, 2.0), (0.0, 0.0), (-math.inf, 1.0))
ACTIVATIONS = (None, "relu", "relu6", "clamp")
MAX_IMAGE = 20
SUBSET_EXAMPLES = max(10, settings().max_examples // 4)

Pick = Callable[[int, int], int]  # an integer in [lo, hi], both included


@dataclass(frozen=True)
class Case:
    """One convolution problem plus how to run it."""

    batch: int
    height: int
    width: int
    groups: int
    group_in: int
    group_out: int
    kernel: tuple[int, int]
    stride: tuple[int, int]
    dilation: tuple[int, int]
    padding: object  # int, (h, w), (top, left, bottom, right), "same" or "valid" -- as given to Conv2d
    activation: object
    algorithm: str
    weight_layout: str
    with_bias: bool
    num_threads: int | None
    seed: int

    @property
    def in_channels(self) -> int:
        return self.groups * self.group_in

    @property
    def out_channels(self) -> int:
        return self.groups * self.group_out

    @property
    def effective_kernel(self) -> tuple[int, int]:
        return tuple((k - 1) * d + 1 for k, d in zip(self.kernel, self.dilation))

    @property
    def reduction_len(self) -> int:
        return self.kernel[0] * self.kernel[1] * self.group_in


def resolve_padding(
    padding: object, size: tuple[int, int], stride: tuple[int, int], effective_kernel: tuple[int, int]
) -> tuple[int, int, int, int]:
    """(top, left, bottom, right), resolved here without ixconv's own parsing."""
    if padding == "valid":
        return (0, 0, 0, 0)
    if padding == "same":  # ONNX SAME_UPPER: output = ceil(in / stride), the odd padding pixel at the end
        total = [max((math.ceil(n / s) - 1) * s + e - n, 0) for n, s, e in zip(size, stride, effective_kernel)]
        return (total[0] // 2, total[1] // 2, total[0] - total[0] // 2, total[1] - total[1] // 2)
    if isinstance(padding, int):
        return (padding, padding, padding, padding)
    if len(padding) == 2:
        return (padding[0], padding[1], padding[0], padding[1])
    return tuple(padding)


def explicit_padding(case: Case) -> tuple[int, int, int, int]:
    return resolve_padding(case.padding, (case.height, case.width), case.stride, case.effective_kernel)


def activation_range(activation: object) -> tuple[float, float]:
    if activation is None:
        return (-math.inf, math.inf)
    if activation == "relu":
        return (0.0, math.inf)
    if activation == "relu6":
        return (0.0, 6.0)
    return tuple(activation)


def draw_case(pick: Pick, algorithms: Sequence[str] = ALGORITHMS, max_image: int = MAX_IMAGE) -> Case:
    """A valid random case (its output is at least 1x1) from a source of integers."""

    def choose(options: Sequence):
        return options[pick(0, len(options) - 1)]

    def channels(limit: int) -> int:
        awkward = [c for c in AWKWARD_CHANNELS if c <= limit]
        return choose(awkward) if pick(0, 1) else pick(1, limit)

    layout = choose(("dense", "grouped", "depthwise"))
    if layout == "dense":
        groups, group_in, group_out = 1, channels(70), channels(70)
    elif layout == "grouped":
        groups = pick(2, 4)
        group_in, group_out = channels(70 // groups), channels(70 // groups)
    else:
        groups, group_in, group_out = pick(1, 40), 1, pick(1, 2)
    kernel = (pick(1, 5), pick(1, 5))
    stride = (pick(1, 3), pick(1, 3))
    dilation = (pick(1, 3), pick(1, 3)) if pick(0, 2) == 0 else (1, 1)
    eff = tuple((k - 1) * d + 1 for k, d in zip(kernel, dilation))

    padding_kind = choose(("tuple4", "tuple4", "same", "valid", "int", "pair"))
    if padding_kind == "tuple4":
        padding = (pick(0, 3), pick(0, 3), pick(0, 3), pick(0, 3))
    elif padding_kind == "int":
        padding = pick(0, 3)
    elif padding_kind == "pair":
        padding = (pick(0, 3), pick(0, 3))
    else:
        padding = padding_kind
    top, left, bottom, right = resolve_padding(padding, (1, 1), stride, eff)  # "same" never needs a minimum
    min_h = 1 if padding == "same" else max(1, eff[0] - top - bottom)
    min_w = 1 if padding == "same" else max(1, eff[1] - left - right)
    height = pick(min_h, max(min_h, max_image))
    width = pick(min_w, max(min_w, max_image))

    activation = choose(ACTIVATIONS)
    if activation == "clamp":
        activation = choose(CLAMPS)
    pointwise = (
        kernel == (1, 1) and stride == (1, 1) and resolve_padding(padding, (height, width), stride, eff) == (0,) * 4
    )
    depthwise = group_in == 1 and group_out == 1 and "depthwise" in CONV_ALGORITHMS
    options = list(algorithms) + (["gemm"] if pointwise else []) + (["depthwise"] if depthwise else [])
    return Case(
        batch=pick(1, 3),
        height=height,
        width=width,
        groups=groups,
        group_in=group_in,
        group_out=group_out,
        kernel=kernel,
        stride=stride,
        dilation=dilation,
        padding=padding,
        activation=activation,
        algorithm=choose(options),
        weight_layout=choose(("OIHW", "OIHW", "OHWI")),
        with_bias=bool(pick(0, 3)),
        num_threads=choose((1, 2, None)),
        seed=pick(0, 2**32 - 1),
    )


@st.composite
def cases(draw: st.DrawFn, algorithms: Sequence[str] = ALGORITHMS, max_image: int = MAX_IMAGE) -> Case:
    return draw_case(lambda lo, hi: draw(st.integers(lo, hi)), algorithms, max_image)


def oracle_params(case: Case) -> ConvParams:
    """The oracle's parameters, built directly (not through ixconv's argument parsing)."""
    lo, hi = activation_range(case.activation)
    return ConvParams(
        out_channels=case.out_channels,
        in_channels=case.in_channels,
        kernel=case.kernel,
        stride=case.stride,
        dilation=case.dilation,
        padding=Padding(*explicit_padding(case)),
        groups=case.groups,
        out_min=lo,
        out_max=hi,
    )


def check_case(case: Case, spec: GemmSpec | None = None) -> None:
    """Run `case` through Conv2d (and `spec`) and compare with the float64 oracle."""
    rng = np.random.default_rng(case.seed)
    x = rng.uniform(-1, 1, (case.batch, case.height, case.width, case.in_channels)).astype(np.float32)
    w = rng.uniform(-1, 1, (case.out_channels, case.group_in, *case.kernel)).astype(np.float32)
    b = rng.uniform(-1, 1, case.out_channels).astype(np.float32) if case.with_bias else None
    given_w = np.ascontiguousarray(w.transpose(0, 2, 3, 1)) if case.weight_layout == "OHWI" else w
    if case.algorithm == "depthwise":
        spec = None  # a GemmSpec does not describe the depthwise kernel (refused: test_bad_input)
    op = ixconv.Conv2d(
        given_w,
        b,
        stride=case.stride,
        padding=case.padding,
        dilation=case.dilation,
        groups=case.groups,
        activation=case.activation,
        algorithm=case.algorithm,
        num_threads=case.num_threads,
        weight_layout=case.weight_layout,
        spec=spec,
    )
    y = op(x)
    ref = conv2d_reference(x, w, b, oracle_params(case))
    assert_conv_close(y, ref, case.reduction_len, f"{case}, spec={op.spec.name}, resolved algorithm={op.algorithm}")


# -- the oracle itself ---------------------------------------------------------------------------------


def naive_conv(x: np.ndarray, w: np.ndarray, b: np.ndarray | None, case: Case) -> np.ndarray:
    """Output pixel by output pixel, tap by tap: slow, obviously right."""
    n, h, wd, _ = x.shape
    top, left, bottom, right = explicit_padding(case)
    (r, s), (sh, sw), (dh, dw) = case.kernel, case.stride, case.dilation
    oh = (h + top + bottom - case.effective_kernel[0]) // sh + 1
    ow = (wd + left + right - case.effective_kernel[1]) // sw + 1
    cg, kg = case.group_in, case.group_out
    lo, hi = activation_range(case.activation)
    out = np.zeros((n, oh, ow, case.out_channels))
    for img in range(n):
        for oy in range(oh):
            for ox in range(ow):
                for k in range(case.out_channels):
                    g = k // kg
                    total = 0.0 if b is None else float(b[k])
                    for i in range(r):
                        for j in range(s):
                            iy, ix = oy * sh - top + i * dh, ox * sw - left + j * dw
                            if 0 <= iy < h and 0 <= ix < wd:
                                pixel = x[img, iy, ix, g * cg : (g + 1) * cg].astype(np.float64)
                                total += float(pixel @ w[k, :, i, j].astype(np.float64))
                    out[img, oy, ox, k] = min(max(total, lo), hi)
    return out


@settings(max_examples=SUBSET_EXAMPLES)
@given(case=cases(max_image=8))
def test_reference_matches_naive_loop(case: Case) -> None:
    small = replace(case, batch=1, groups=min(case.groups, 3), group_in=min(case.group_in, 3))
    small = replace(small, group_out=min(small.group_out, 3))
    rng = np.random.default_rng(small.seed)
    x = rng.uniform(-1, 1, (1, small.height, small.width, small.in_channels)).astype(np.float32)
    w = rng.uniform(-1, 1, (small.out_channels, small.group_in, *small.kernel)).astype(np.float32)
    b = rng.uniform(-1, 1, small.out_channels).astype(np.float32) if small.with_bias else None
    ref = conv2d_reference(x, w, b, oracle_params(small))
    np.testing.assert_allclose(ref, naive_conv(x, w, b, small), rtol=1e-12, atol=1e-12, err_msg=str(small))


# -- ixconv against the oracle ---------------------------------------------------------------------------


@given(case=cases())
def test_default_spec_matches_reference(case: Case) -> None:
    check_case(case)


@pytest.mark.parametrize("spec", EXTRA_SPECS, ids=lambda s: s.name)
@settings(max_examples=SUBSET_EXAMPLES)
@given(case=cases())
def test_other_specs_match_reference(spec: GemmSpec, case: Case) -> None:
    check_case(case, spec)


@st.composite
def pointwise_cases(draw: st.DrawFn) -> Case:
    """1x1, stride 1, no padding: the case where algorithm='gemm' (and 'auto' -> gemm) applies."""
    case = draw(cases(max_image=12))
    return replace(
        case,
        kernel=(1, 1),
        stride=(1, 1),
        padding=draw(st.sampled_from([0, "valid", "same", (0, 0), (0, 0, 0, 0)])),
        algorithm=draw(st.sampled_from(["gemm", "auto", "indirect", "im2col"])),
    )


@pytest.mark.parametrize("spec", [None, *EXTRA_SPECS], ids=lambda s: "default" if s is None else s.name)
@settings(max_examples=SUBSET_EXAMPLES)
@given(case=pointwise_cases())
def test_pointwise_matches_reference(spec: GemmSpec | None, case: Case) -> None:
    check_case(case, spec)


def test_auto_picks_gemm_only_for_pointwise() -> None:
    w1 = np.ones((4, 3, 1, 1), np.float32)
    assert ixconv.Conv2d(w1).algorithm == "gemm"
    assert ixconv.Conv2d(w1, padding="same").algorithm == "gemm"
    assert ixconv.Conv2d(w1, stride=2).algorithm == "indirect"
    assert ixconv.Conv2d(w1, padding=(0, 0, 0, 1)).algorithm == "indirect"
    assert ixconv.Conv2d(np.ones((4, 3, 3, 3), np.float32), padding=1).algorithm == "indirect"


@pytest.mark.slow
def test_many_random_cases() -> None:
    """2000 seeded random cases over every algorithm, cycling through the default and the extra specs;
    every fourth case may use images up to 48x48 (more tiles, more threads' worth of work)."""
    rng = np.random.default_rng(20240601)
    specs: list[GemmSpec | None] = [None, *EXTRA_SPECS]
    checked = 0
    for i in range(2000):
        case = draw_case(lambda lo, hi: int(rng.integers(lo, hi + 1)), ALGORITHMS, 48 if i % 4 == 0 else MAX_IMAGE)
        check_case(case, specs[i % len(specs)])
        checked += 1
    assert checked == 2000


def test_gemm_spec_on_a_depthwise_layer_runs_the_grouped_gemm() -> None:
    """``algorithm='auto'`` with a GemmSpec: the spec asks for a GEMM kernel, so the layer runs as a grouped
    Indirect GEMM with that spec (not silently with the depthwise kernel's default)."""
    rng = np.random.default_rng(7)
    x = rng.uniform(-1, 1, (1, 9, 9, 5)).astype(np.float32)
    w = rng.uniform(-1, 1, (5, 1, 3, 3)).astype(np.float32)
    isa = host().isa
    spec = GemmSpec(isa, 3, 2 * VECTOR_FLOATS[isa], 1)
    op = ixconv.Conv2d(w, groups=5, padding=1, spec=spec)
    assert (op.algorithm, op.spec) == ("indirect", spec)
    ref = conv2d_reference(x, w, None, op.params)
    assert_conv_close(op(x), ref, 9, "depthwise layer through the grouped GEMM")
    assert ixconv.Conv2d(w, groups=5, padding=1).algorithm == "depthwise"


@settings(deadline=None, max_examples=80)
@given(
    n=st.integers(1, 2), h=st.integers(1, 14), w=st.integers(1, 30), c=st.integers(1, 70), r=st.integers(1, 7),
    s=st.integers(1, 7), pads=st.tuples(*[st.integers(0, 3)] * 4), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_depthwise_sliding_rows_match_reference(n, h, w, c, r, s, pads, threads) -> None:
    """Stride-1 depthwise layers slide 4-pixel blocks along each tap row where every tap is inside the image and
    fall back to the indirection buffer at the borders: every mix of interior and border blocks, odd channel
    counts (a masked last tile), asymmetric padding, guard bands around the output untouched."""
    top, left, bottom, right = pads
    if h + top + bottom < r or w + left + right < s:
        return
    rng = np.random.default_rng(h * 1000 + w * 10 + c)
    weight = rng.standard_normal((c, 1, r, s)).astype(np.float32)
    bias = rng.standard_normal(c).astype(np.float32)
    x = rng.standard_normal((n, h, w, c)).astype(np.float32)
    op = Conv2d(weight, bias, padding=(top, left, bottom, right), groups=c, num_threads=threads)
    assert op.algorithm == "depthwise"
    expected = Conv2d(weight, bias, padding=(top, left, bottom, right), groups=c, algorithm="reference")(x)
    guard = 256
    buffer = np.full(expected.size + 2 * guard, np.nan, np.float32)
    y = buffer[guard:-guard].reshape(expected.shape)
    op(x, out=y)
    np.testing.assert_allclose(y, expected, rtol=0, atol=1e-5 * max(1.0, float(np.abs(expected).max())))
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[-guard:]).all()


@pytest.mark.parametrize("spec", here([None, GemmSpec("avx512", 7, 64, 1, "tile_inner", "memory", k_block=32)]))
@pytest.mark.parametrize("threads", [1, 2])
def test_direct_needs_no_buffer_and_fuses_residual_and_slices(spec, threads: int) -> None:
    """The direct convolution keeps nothing but its packed weights (no indirection buffer, no scratch), adds
    a residual before the clamp, and writes into a channel slice of a wider output, as the indirect one does."""
    rng = np.random.default_rng(7)
    x = rng.uniform(-1, 1, (2, 13, 11, 24)).astype(np.float32)
    w = rng.uniform(-1, 1, (40, 24, 3, 3)).astype(np.float32)
    b = rng.uniform(-1, 1, 40).astype(np.float32)
    common = dict(padding=(1, 2, 0, 1), activation="relu", num_threads=threads, spec=spec)
    direct, indirect = Conv2d(w, b, algorithm="direct", **common), Conv2d(w, b, algorithm="indirect", **common)
    wide = np.zeros((2, 12, 12, 56), np.float32)
    residual = rng.uniform(-1, 1, (2, 12, 12, 40)).astype(np.float32)
    residual_wide = np.zeros_like(wide)  # laid out as the output slice, as the kernel reads it
    residual_wide[..., 8:48] = residual
    got = direct(x, out=wide[..., 8:48], residual=residual_wide[..., 8:48])
    params = ConvParams(40, 24, (3, 3), (1, 1), (1, 1), Padding(1, 2, 0, 1), 1, 0.0, math.inf)
    ref = conv2d_reference(x, w, b, params, residual)
    assert_conv_close(got, ref, 9 * 24, "direct into a channel slice with a residual")
    assert not wide[..., :8].any() and not wide[..., 48:].any()
    np.testing.assert_array_equal(direct(x), indirect(x))  # the same micro-kernel, the same sums
    assert direct._geometry.indirection is None and direct.indirection_bytes(13, 11) == 0
    assert indirect._geometry.indirection is not None


@st.composite
def few_channel_cases(draw: st.DrawFn) -> Case:
    """First layers: 1-4 input channels, a kernel row of 2-7 taps (S*C <= 32), any height, stride, vertical
    dilation, asymmetric padding, batch, threads, layout: where algorithm='rows' applies."""
    case = draw(cases(max_image=14))
    c = draw(st.integers(1, 4))
    s = draw(st.integers(2, min(7, 32 // c)))
    kernel = (draw(st.integers(1, 7)), s)
    stride = (draw(st.integers(1, 3)), draw(st.integers(1, 4)))
    dilation = (draw(st.integers(1, 2)), 1)
    pads = tuple(draw(st.integers(0, 3)) for _ in range(4))
    effective = ((kernel[0] - 1) * dilation[0] + 1, s)
    height = max(case.height, effective[0] - pads[0] - pads[2])
    width = max(case.width, effective[1] - pads[1] - pads[3])
    return replace(case, groups=1, group_in=c, kernel=kernel, stride=stride, dilation=dilation, padding=pads,
                   height=height, width=width, algorithm=draw(st.sampled_from(["rows", "auto"])))  # fmt: skip


ROWS_SPECS = here(
    [None, GemmSpec("avx512", 7, 64, 1, "tile_inner", "memory", k_block=32), GemmSpec("generic", 4, 8, 2)]
)


@pytest.mark.parametrize("spec", ROWS_SPECS, ids=lambda s: "default" if s is None else s.name)
@settings(max_examples=SUBSET_EXAMPLES)
@given(case=few_channel_cases())
def test_merged_kernel_rows_match_reference(spec: GemmSpec | None, case: Case) -> None:
    check_case(case, spec)


@pytest.mark.parametrize("threads", [1, 3])
def test_merged_rows_write_only_their_output_and_fuse_a_residual(threads: int) -> None:
    """``"rows"`` reads its own zero-padded copy (the caller's input untouched), writes exactly the output
    (guard cells around a channel slice stay zero), adds a residual before the clamp and is bitwise the same
    through its native calls, reused across calls and batch sizes; ``"auto"`` takes it for a first layer."""
    rng = np.random.default_rng(9)
    w = rng.uniform(-1, 1, (40, 3, 7, 7)).astype(np.float32)
    b = rng.uniform(-1, 1, 40).astype(np.float32)
    op = Conv2d(w, b, stride=2, padding=(3, 2, 1, 3), activation="relu", num_threads=threads)
    assert op.algorithm == "rows"
    params = ConvParams(40, 3, (7, 7), (2, 2), (1, 1), Padding(3, 2, 1, 3), 1, 0.0, math.inf)
    for n in (2, 1, 2):
        x = rng.uniform(-1, 1, (n, 21, 18, 3)).astype(np.float32)
        kept = x.copy()
        oh, ow = params.output_size(21, 18)
        wide = np.zeros((n, oh, ow, 48), np.float32)
        residual_wide = np.zeros_like(wide)
        residual_wide[..., 4:44] = rng.uniform(-1, 1, (n, oh, ow, 40))
        got = op(x, out=wide[..., 4:44], residual=residual_wide[..., 4:44])
        ref = conv2d_reference(x, w, b, params, residual_wide[..., 4:44].copy())
        assert_conv_close(got, ref, 7 * 7 * 3, f"rows, batch {n}")
        assert not wide[..., :4].any() and not wide[..., 44:].any()
        np.testing.assert_array_equal(x, kept)
        out = np.empty((n, oh, ow, 40), np.float32)
        for call in op.native_calls(x, out):
            call.run()
        np.testing.assert_array_equal(out, op(x))
    with pytest.raises(ValueError, match="algorithm='rows' needs"):
        Conv2d(rng.uniform(-1, 1, (8, 16, 3, 3)).astype(np.float32), algorithm="rows")
    # "auto" keeps short kernel rows (3x3, 5x5 stems) on the indirect kernel, which measured faster
    assert Conv2d(rng.uniform(-1, 1, (32, 3, 3, 3)).astype(np.float32), stride=2).algorithm == "indirect"
    assert Conv2d(rng.uniform(-1, 1, (32, 3, 3, 3)).astype(np.float32), algorithm="rows").algorithm == "rows"


@pytest.mark.parametrize("size", [(3, 4), (40, 40)])
def test_first_input_size_settles_the_panels_of_a_weight_heavy_layer(size: tuple[int, int]) -> None:
    """A layer with large weights (3x3 256->96: 864 KiB) takes the ISA's weight-heavy panels when its first
    input is small (weights >= HEAVY_PANEL_RATIO x the image) and the plain ones when the image is larger;
    its weights are repacked exactly when the panel width changes, and a later size keeps the panels."""
    from ixconv.codegen.spec import HEAVY_PANEL_CHOICES, choose_spec
    from ixconv.ops.conv import HEAVY_PANEL_RATIO, default_conv_spec

    rng = np.random.default_rng(5)
    w = rng.uniform(-1, 1, (96, 256, 3, 3)).astype(np.float32)
    b = rng.uniform(-1, 1, 96).astype(np.float32)
    op = Conv2d(w, b, padding=1, activation="relu", num_threads=2)
    params = op.params
    image = size[0] * size[1] * 256 * 4
    expected = default_conv_spec(host().isa, 96, 9, w.nbytes, image)
    for shape in (size, (5, 7)):
        x = rng.uniform(-1, 1, (2, *shape, 256)).astype(np.float32)
        assert_conv_close(op(x), conv2d_reference(x, w, b, params), 9 * 256, f"first size {size}, then {shape}")
        assert op.spec.nr == expected.nr
    np.testing.assert_array_equal(op.weight, w)  # repacked exactly
    assert (w.nbytes >= HEAVY_PANEL_RATIO * image) == (size == (3, 4))
    if size == (3, 4) and host().isa in HEAVY_PANEL_CHOICES:
        assert expected in [spec for spec, _ in HEAVY_PANEL_CHOICES[host().isa]]
    if size == (40, 40):
        assert expected == choose_spec(host().isa, 96)


def test_tile_height_follows_the_pixel_count() -> None:
    """choose_rows: the height wasting the fewest rows, the taller of two within ROW_GAIN."""
    from ixconv.codegen.spec import choose_rows

    heavy = GemmSpec("avx512", 7, 32, unroll=2, order="tile_inner")
    assert choose_rows(heavy, 49).mr == 7 and choose_rows(heavy, 196).mr == 7
    assert choose_rows(heavy, 64).mr == 8  # 8x8 maps: 8 tiles of 8 rows, not 13 of 5
    assert choose_rows(GemmSpec("avx512", 6, 64), 49).mr == 5  # 7 and 8 rows of 64 do not fit the registers
    assert choose_rows(heavy, 3).mr == 3  # fewer pixels than one tile: exactly their rows


@settings(deadline=None, max_examples=40)
@given(
    k=st.integers(1, 4), c=st.integers(2, 70), h=st.integers(1, 9), w=st.integers(1, 40), n=st.integers(1, 2),
    activation=st.sampled_from([None, "relu", "relu6"]), threads=st.sampled_from([1, 2]), sliced=st.booleans(),
)  # fmt: skip
def test_narrow_pointwise_layers_match_float64(k, c, h, w, n, activation, threads, sliced) -> None:
    """A 1x1 layer of 1-4 output channels runs with pixels in the lanes (``codegen.narrow``): any K (partial
    vectors), partial pixel blocks, batch > 1, a clamp, a channel slice of a wider output (nothing else of it
    written); with a residual it takes the GEMM."""
    rng = np.random.default_rng(k * 1000 + c * 10 + w)
    weight = rng.standard_normal((k, c, 1, 1)).astype(np.float32)
    bias = rng.standard_normal(k).astype(np.float32)
    x = rng.standard_normal((n, h, w, c)).astype(np.float32)
    op = Conv2d(weight, bias, activation=activation, num_threads=threads)
    assert op._narrow is not None
    ref = conv2d_reference(x.astype(np.float64), weight.astype(np.float64), bias.astype(np.float64), op.params)
    wide = np.full((n, h, w, k + 3 * sliced), np.nan, np.float32)
    out = wide[..., :k]
    op(x, out=out)
    assert_conv_close(out, ref, c, f"narrow {k} outputs, {c} channels, {h}x{w}")
    assert np.isnan(wide[..., k:]).all(), "the rest of the wider output untouched"
    residual = rng.standard_normal(ref.shape).astype(np.float32)
    with_residual = conv2d_reference(x.astype(np.float64), weight.astype(np.float64), bias.astype(np.float64),
                                     op.params, residual.astype(np.float64))  # fmt: skip
    assert_conv_close(op(x, residual=residual), with_residual, c + 1, "narrow with a residual (the GEMM)")


def test_specs_beyond_the_host_are_refused(monkeypatch) -> None:
    """A spec the CPU cannot run is a ValueError naming the spec, never an illegal instruction."""
    import ixconv.cpu

    real = ixconv.cpu.host()
    avx2_only = replace(real, isa="avx2", native_isa="avx2", features=real.features - {"avx512bf16"})
    monkeypatch.setattr(ixconv.cpu, "host", lambda: avx2_only)
    w = np.ones((8, 3, 3, 3), np.float32)
    for spec in (GemmSpec("avx512", 7, 64, 1, "tile_inner", "memory"), GemmSpec("avx512", 3, 32, 1, dot="bf16")):
        assert host_problems(spec)
        with pytest.raises(ValueError, match="spec f32_gemm.*needs a CPU with"):
            Conv2d(w, spec=spec)
    assert not host_problems(GemmSpec("avx2", 4, 24, 2))


# -- grouped tiles: pixels that leave the same taps in the padding ---------------------------------------------


@st.composite
def border_geometries(draw: st.DrawFn) -> tuple:
    """Small maps whose borders are a large part of the work: (height, width, kernel, stride, dilation,
    Padding, mr)."""
    kernel = (draw(st.integers(1, 7)), draw(st.integers(1, 7)))
    dilation = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    stride = (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    pads = [draw(st.integers(0, (k - 1) * d)) for k, d in (*zip(kernel, dilation), *zip(kernel, dilation))]
    pad = Padding(pads[0], pads[1], pads[2], pads[3])
    effective = [(k - 1) * d + 1 for k, d in zip(kernel, dilation)]
    height = draw(st.integers(max(1, effective[0] - pad.top - pad.bottom), 24))
    width = draw(st.integers(max(1, effective[1] - pad.left - pad.right), 24))
    return height, width, kernel, stride, dilation, pad, draw(st.sampled_from([1, 3, 5, 6, 7, 8, 12]))


def _tap_bits(height, width, kernel, stride, dilation, pad, oh, ow) -> np.ndarray:
    """Per output pixel: bit t set where tap t reads inside the image (computed here, pixel by pixel)."""
    bits = np.zeros(oh * ow, np.int64)
    for p in range(oh * ow):
        y, x = divmod(p, ow)
        for t in range(kernel[0] * kernel[1]):
            iy = y * stride[0] - pad.top + (t // kernel[1]) * dilation[0]
            ix = x * stride[1] - pad.left + (t % kernel[1]) * dilation[1]
            if 0 <= iy < height and 0 <= ix < width:
                bits[p] |= 1 << t
    return bits


def _taps_computed(tiles: np.ndarray, bits: np.ndarray) -> int:
    union = np.bitwise_or.reduce(bits[tiles], axis=1)
    return sum(bin(int(u)).count("1") for u in union)


@settings(deadline=None, max_examples=200)
@given(geometry=border_geometries())
def test_grouped_tiles_cover_every_pixel_and_compute_fewer_taps(geometry) -> None:
    """``tile_pixels``: when it groups, every output pixel lies in a tile, tiles hold mr pixels (a short one
    repeating its last), and the taps the tiles compute (those some pixel of a tile reads inside the image)
    are fewer than consecutive tiles compute, by ``TILED_MAX_WORK`` at least."""
    from ixconv.ops.indirection import TILED_MAX_WORK, tile_pixels

    height, width, kernel, stride, dilation, pad, mr = geometry
    oh = (height + pad.top + pad.bottom - (kernel[0] - 1) * dilation[0] - 1) // stride[0] + 1
    ow = (width + pad.left + pad.right - (kernel[1] - 1) * dilation[1] - 1) // stride[1] + 1
    tiles = tile_pixels(oh, ow, height, width, kernel, stride, dilation, pad, mr)
    if tiles is None:
        return
    pixels = oh * ow
    assert tiles.shape[1] == mr and tiles.dtype == np.int64
    assert set(tiles.ravel().tolist()) == set(range(pixels))
    assert tiles.size < pixels + tiles.shape[0] * mr  # (no more tiles than groups need)
    for row in tiles.tolist():  # distinct pixels, then (a short tile) its last one repeated
        distinct = len(set(row))
        assert len(set(row[:distinct])) == distinct and all(p == row[distinct - 1] for p in row[distinct:])
    assert sum(len(set(row)) for row in tiles.tolist()) == pixels  # each pixel in one tile only
    bits = _tap_bits(height, width, kernel, stride, dilation, pad, oh, ow)
    consecutive = np.minimum(np.arange(-(-pixels // mr) * mr), pixels - 1).reshape(-1, mr)
    assert _taps_computed(tiles, bits) < TILED_MAX_WORK * _taps_computed(consecutive, bits)


def test_grouped_tiles_where_borders_weigh() -> None:
    """Inception's 1x7 layers over 17x17 and DeepLab's 3x3 at dilation 12 over 32x32 get grouped tiles; a large
    map and a map without padding keep consecutive ones."""
    from ixconv.ops.indirection import tile_pixels

    assert tile_pixels(17, 17, 17, 17, (1, 7), (1, 1), (1, 1), Padding(0, 3, 0, 3), 6) is not None
    assert tile_pixels(32, 32, 32, 32, (3, 3), (1, 1), (12, 12), Padding(12, 12, 12, 12), 6) is not None
    assert tile_pixels(160, 160, 160, 160, (3, 3), (1, 1), (1, 1), Padding(1, 1, 1, 1), 6) is None
    assert tile_pixels(15, 15, 17, 17, (3, 3), (1, 1), (1, 1), Padding(0, 0, 0, 0), 6) is None


class _ConsecutiveTiles(Conv2d):
    TILED = False


TILED_SPECS = here([None, GemmSpec("avx512", 5, 32, 2, k_block=32), GemmSpec("avx512", 7, 64, 1, "tile_inner",
                    "memory", k_block=32), GemmSpec("avx2", 5, 16, 2), GemmSpec("generic", 4, 8, 2)])  # fmt: skip


@pytest.mark.parametrize("spec", TILED_SPECS, ids=lambda s: "default" if s is None else s.name)
@settings(deadline=None, max_examples=60)
@given(
    geometry=border_geometries(),
    channels=st.sampled_from([(1, 3), (5, 17), (33, 70), (64, 40)]),
    batch=st.integers(1, 2),
    threads=st.sampled_from([1, 2]),
    with_residual=st.booleans(),
)
def test_grouped_tiles_give_the_consecutive_tiles_sums(spec, geometry, channels, batch, threads, with_residual) -> None:
    """The Indirect GEMM over grouped tiles (``Arg.TILE_PIXELS``) writes bit for bit what it writes over
    consecutive tiles -- a skipped tap still counts towards the partial sums' blocks (k-blocked specs too) --
    and matches the float64 oracle; with a residual, into a channel slice, over a batch, on 1 and 2 threads."""
    height, width, kernel, stride, dilation, pad, _ = geometry
    c, k = channels
    rng = np.random.default_rng(height * 131 + width)
    x = rng.uniform(-1, 1, (batch, height, width, c)).astype(np.float32)
    w = rng.uniform(-1, 1, (k, c, *kernel)).astype(np.float32)
    b = rng.uniform(-1, 1, k).astype(np.float32)
    common = dict(stride=stride, padding=(pad.top, pad.left, pad.bottom, pad.right), dilation=dilation,
                  activation="relu", algorithm="indirect", num_threads=threads, spec=spec)  # fmt: skip
    grouped, consecutive = Conv2d(w, b, **common), _ConsecutiveTiles(w, b, **common)
    event("grouped" if grouped._reshape(height, width).tile_pixels is not None else "consecutive")
    oh = (height + pad.top + pad.bottom - (kernel[0] - 1) * dilation[0] - 1) // stride[0] + 1
    ow = (width + pad.left + pad.right - (kernel[1] - 1) * dilation[1] - 1) // stride[1] + 1
    wide = np.full((batch, oh, ow, k + 8), 7.0, np.float32)
    residual = rng.uniform(-1, 1, (batch, oh, ow, k)).astype(np.float32) if with_residual else None
    residual_wide = np.zeros_like(wide)  # laid out as the output slice, as the kernel reads it
    if residual is not None:
        residual_wide[..., 4 : 4 + k] = residual
    got = grouped(x, out=wide[..., 4 : 4 + k], residual=None if residual is None else residual_wide[..., 4 : 4 + k])
    expected = consecutive(x, residual=residual)
    np.testing.assert_array_equal(got, expected)
    assert (wide[..., :4] == 7.0).all() and (wide[..., 4 + k :] == 7.0).all()
    params = ConvParams(k, c, kernel, stride, dilation, pad, 1, 0.0, math.inf)
    ref = conv2d_reference(x, w, b, params, residual)
    assert_conv_close(got, ref, kernel[0] * kernel[1] * c, f"grouped tiles {geometry}, spec={grouped.spec.name}")
    assert consecutive._geometry.tile_pixels is None


@given(
    pixels=st.tuples(st.integers(1, 13), st.integers(1, 13)),
    channels=st.sampled_from([1, 3, 8, 17, 40]),
    out_channels=st.sampled_from([1, 7, 16, 33, 70]),
    kernel=st.sampled_from([1, 3]),
    groups=st.sampled_from([1, 2]),
    batch=st.integers(1, 2),
    threads=st.integers(1, 3),
    residual=st.booleans(),
)
@settings(max_examples=SUBSET_EXAMPLES, deadline=None)
def test_tile_panels_give_the_bits_of_a_panel_per_item(pixels, channels, out_channels, kernel, groups, batch,
                                                       threads, residual) -> None:  # fmt: skip
    """``order="tile_panels"`` (a work item is a tile with all its panels) computes every output exactly as
    ``panel_inner`` does -- partial panels, remainder tiles, groups, batch, a residual, threads -- and matches
    float64, in each driver (gemm for 1x1, indirect and direct for 3x3)."""
    isa = host().isa
    vl = VECTOR_FLOATS[isa]
    c, k = channels * groups, out_channels * groups
    rng = np.random.default_rng(sum(pixels) * 31 + c * 7 + k)
    w = rng.uniform(-1, 1, (k, channels, kernel, kernel)).astype(np.float32)
    b = rng.uniform(-1, 1, k).astype(np.float32)
    x = rng.uniform(-1, 1, (batch, *pixels, c)).astype(np.float32)
    r = rng.uniform(-1, 1, (batch, *pixels, k)).astype(np.float32) if residual else None
    algorithms = ("gemm",) if kernel == 1 and groups == 1 else ("indirect", "direct")
    for algorithm in algorithms:
        ys = []
        for order in ("panel_inner", "tile_panels"):
            spec = GemmSpec(isa, 3, 2 * vl, 1, order)
            op = Conv2d(w, b, padding=kernel // 2, groups=groups, activation="relu6", algorithm=algorithm,
                        spec=spec, num_threads=threads)  # fmt: skip
            ys.append(op(x, residual=r))
        assert np.array_equal(ys[0], ys[1]), f"{algorithm} {x.shape} -> {k}"
        ref = conv2d_reference(x, w, b, op.params)
        if r is not None:
            ref = np.clip(conv2d_reference(x, w, b, replace(op.params, out_min=-np.inf, out_max=np.inf)) + r, 0, 6)
        assert_conv_close(ys[1], ref, channels * kernel * kernel, f"tile_panels {algorithm} on {x.shape}")
