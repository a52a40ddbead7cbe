"""The quantized depthwise kernel (QLinearConv / ConvInteger with groups == C == K): bit-exact against the
NumPy integer reference (``requantize(qconv_accumulate(...))``) over random shapes (C odd and even 1..200,
kernels 1x1..7x7, stride, dilation, asymmetric padding, batch, threads), uint8/int8 activations x
uint8/int8 weights, every zero-point kind, saturation, fused activations, the forced avx2 and generic
ISAs, guard pages, native calls, and a graph against ONNX Runtime."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from qcases import QCase, build, check, random_depthwise_case
from test_qconv import GUARD, NATIVE, assert_runs_guarded, run_in_subprocess

from ixconv.codegen.qdwconv import QDwSpec, default_qdw_spec, emit_qdw_module, vnni_tap_pairs
from ixconv.cpu import host
from ixconv.ops.program import NativeProgram
from ixconv.ops.qconv import ConvInteger, QConv2d, quant_isa


def dw_case(**changes) -> QCase:
    fields = dict(
        x_dtype=np.uint8, w_dtype=np.int8, y_dtype=np.uint8, batch=1, height=9, width=8, channels=1,
        out_channels=1, kernel=(3, 3), stride=(1, 1), dilation=(1, 1), padding=(1, 1, 1, 1), groups=37,
        x_zero_point=3, w_zero_point=0, w_scale=0.01, x_scale=0.05, y_scale=0.05, y_zero_point=7, bias=True,
        activation=None, threads=1, output="q8",
    )  # fmt: skip
    fields.update(changes)
    return QCase(**fields)


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2**31 - 1))
def test_random_depthwise_cases_bit_exact(seed: int) -> None:
    check(random_depthwise_case(np.random.default_rng(seed)))


@pytest.mark.parametrize("channels", [1, 2, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 200])
def test_every_channel_count_and_tail_tile(channels: int) -> None:
    for x_dtype, zx in ((np.uint8, 131), (np.int8, -5)):
        check(dw_case(groups=channels, x_dtype=x_dtype, x_zero_point=zx, w_zero_point=3))


@pytest.mark.parametrize("kernel", [(1, 1), (2, 2), (3, 3), (5, 5), (7, 7), (1, 7), (3, 1)])
@pytest.mark.parametrize("geometry", [
    dict(stride=(1, 1), padding=(1, 1, 1, 1)), dict(stride=(2, 2), padding=(0, 1, 2, 1)),
    dict(stride=(1, 2), dilation=(2, 1), padding=(3, 0, 1, 2)), dict(stride=(2, 1), padding=(0, 0, 0, 0)),
])  # fmt: skip
def test_kernels_and_geometries(kernel, geometry) -> None:
    (r, s), pad = kernel, geometry["padding"]
    dil = geometry.get("dilation", (1, 1))
    height = max(9, (r - 1) * dil[0] + 1 - pad[0] - pad[2])
    width = max(8, (s - 1) * dil[1] + 1 - pad[1] - pad[3])
    check(dw_case(kernel=kernel, height=height, width=width, groups=45, batch=2, threads=2, **geometry))


@pytest.mark.parametrize("x_dtype", [np.uint8, np.int8])
@pytest.mark.parametrize("w_dtype", [np.uint8, np.int8])
@pytest.mark.parametrize("zp_kind", ["zero", "mid", "random", "per_channel"])
@pytest.mark.parametrize("output", ["q8", "i32"])
def test_every_type_and_zero_point(x_dtype, w_dtype, zp_kind, output) -> None:
    rng = np.random.default_rng(hash((x_dtype.__name__, w_dtype.__name__, zp_kind, output)) % 2**32)
    info_x, info_w = np.iinfo(x_dtype), np.iinfo(w_dtype)
    zx = {"zero": 0, "mid": 128 if x_dtype == np.uint8 else -128}.get(zp_kind, int(rng.integers(info_x.min, 128)))
    if zp_kind == "per_channel":
        zw = rng.integers(info_w.min, int(info_w.max) + 1, 33)
    else:
        zw = {"zero": 0, "mid": 128 if w_dtype == np.uint8 else -128}.get(zp_kind, int(rng.integers(info_w.min, 100)))
    y_dtype = [np.uint8, np.int8][int(rng.integers(2))]
    check(dw_case(groups=33, x_dtype=x_dtype, w_dtype=w_dtype, y_dtype=y_dtype, x_zero_point=zx, w_zero_point=zw,
                  w_scale=rng.uniform(0.001, 0.02, 33).astype(np.float32), output=output, batch=2))  # fmt: skip


def test_saturation_at_both_ends() -> None:
    for y_dtype in (np.uint8, np.int8):
        expected = check(dw_case(groups=40, y_scale=0.002, y_dtype=y_dtype, y_zero_point=0))
        info = np.iinfo(y_dtype)
        assert (expected == info.min).any() and (expected == info.max).any()


@pytest.mark.parametrize("activation", ["relu", "relu6", (-1.5, 2.0)])
def test_fused_activations(activation) -> None:
    expected = check(dw_case(groups=50, activation=activation, y_scale=0.02, y_zero_point=100))
    op, _, _ = build(dw_case(groups=50, activation=activation, y_scale=0.02, y_zero_point=100))
    assert expected.min() == op.qmin and expected.max() <= op.qmax


def test_threads_give_the_same_bytes() -> None:
    one = check(dw_case(groups=70, batch=2, threads=1, height=13, width=11))
    two = check(dw_case(groups=70, batch=2, threads=2, height=13, width=11))
    np.testing.assert_array_equal(one, two)


def test_auto_picks_depthwise_and_explicit_works() -> None:
    w = np.ones((24, 1, 3, 3), np.int8)
    op = QConv2d(w, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), groups=24, padding=1)
    assert op.algorithm == "depthwise" and isinstance(op.spec, QDwSpec)
    assert op.spec == default_qdw_spec(host().isa, 9, False, "q8", quant_isa() == "avx512vnni", 24)
    ci = ConvInteger(w, 0, 0, groups=24, algorithm="depthwise")
    assert ci.algorithm == "depthwise" and ci.spec.output == "i32"
    assert QConv2d(w, 0.1, 0, 0.1, 0, 0.1, 0, groups=24, algorithm="indirect").algorithm == "indirect"
    with pytest.raises(ValueError, match="depthwise"):
        QConv2d(np.ones((24, 2, 3, 3), np.int8), 0.1, 0, 0.1, 0, 0.1, 0, groups=12, algorithm="depthwise")
    with pytest.raises(ValueError, match="taps"):
        QConv2d(w, 0.1, 0, 0.1, 0, 0.1, 0, groups=24, spec=QDwSpec(host().isa, 16, 4))
    with pytest.raises(ValueError, match="x_signed"):
        QConv2d(w, 0.1, 0, 0.1, 0, 0.1, 0, groups=24, spec=QDwSpec(host().isa, 16, 9, x_signed=True))
    with pytest.raises(ValueError, match="channel_tile"):
        QDwSpec("avx512", 8, 9)


@pytest.mark.parametrize("tile", [16, 32, 64])
def test_every_channel_tile(tile: int) -> None:
    isa = host().isa
    if tile % {"avx512": 16, "avx2": 8, "generic": 4}[isa]:
        pytest.skip("tile narrower than a vector")
    for channels in (5, tile, tile + 3, 3 * tile - 1):
        for output in ("q8", "i32"):
            spec = QDwSpec(isa, tile, 9, x_signed=True, output=output)
            case = dw_case(groups=channels, x_dtype=np.int8, x_zero_point=-7, w_zero_point=2, batch=2, threads=2,
                           output=output, extra={"spec": spec})  # fmt: skip
            check(case)


def test_native_calls_replay_inside_a_program() -> None:
    op, x, expected = build(dw_case(groups=48, batch=2, threads=2))
    out = np.empty_like(expected)
    calls = op.native_calls(x, out)
    assert calls is not None and len(calls) == 1
    program = NativeProgram(calls)
    for _ in range(2):
        out[...] = 0
        program.run()
        np.testing.assert_array_equal(out, expected)


def test_emitted_module_is_deterministic() -> None:
    spec = QDwSpec(host().isa, 32 if host().isa != "generic" else 16, 25, x_signed=True, output="i32")
    assert emit_qdw_module(spec) == emit_qdw_module(spec)


# -- the VNNI form (AVX512-VNNI hosts) ----------------------------------------------------------------------

needs_vnni = pytest.mark.skipif(quant_isa() != "avx512vnni", reason="this host has no AVX512-VNNI")


@needs_vnni
@pytest.mark.parametrize("tile", [32, 64])
@pytest.mark.parametrize("pixels", [1, 3, 4])
def test_vnni_form_tiles_pixels_and_tails(tile: int, pixels: int) -> None:
    for channels, kernel, geometry in (
        (tile - 3, (3, 3), dict(stride=(1, 1), padding=(1, 1, 1, 1))),
        (tile, (5, 5), dict(stride=(2, 2), padding=(2, 1, 2, 0))),
        (tile + 5, (7, 7), dict(stride=(1, 1), padding=(3, 3, 3, 3))),
        (2 * tile + 1, (2, 2), dict(stride=(1, 2), dilation=(2, 1), padding=(0, 1, 1, 0))),
        (tile + 1, (1, 1), dict(stride=(1, 1), padding=(0, 0, 0, 0))),
    ):
        for x_dtype, zx in ((np.uint8, 131), (np.int8, -5)):
            spec = QDwSpec("avx512", tile, kernel[0] * kernel[1], x_signed=x_dtype == np.int8, vnni=True, pixels=pixels)
            case = dw_case(groups=channels, x_dtype=x_dtype, x_zero_point=zx, kernel=kernel, height=11, width=13,
                           batch=2, threads=1 + channels % 2, extra={"spec": spec}, **geometry)  # fmt: skip
            check(case)


@needs_vnni
def test_vnni_form_matches_the_widening_kernel_byte_for_byte() -> None:
    for x_dtype, zx, w_dtype, zw in (
        (np.uint8, 3, np.int8, 0),
        (np.uint8, 200, np.uint8, 128),
        (np.int8, -3, np.int8, 0),
    ):
        fields = dict(groups=150, x_dtype=x_dtype, x_zero_point=zx, w_dtype=w_dtype, w_zero_point=zw, height=14,
                      width=15, activation="relu")  # fmt: skip
        op, x, expected = build(dw_case(**fields))
        assert op.spec.vnni and op.spec.pixels > 1, op.spec
        spec = QDwSpec("avx512", 32, 9, x_signed=x_dtype == np.int8)
        widening = build(dw_case(**fields, extra={"spec": spec}))[0]
        np.testing.assert_array_equal(op(x), widening(x))
        np.testing.assert_array_equal(op(x), expected)


@needs_vnni
def test_weights_outside_int8_keep_the_widening_form() -> None:
    case = dw_case(groups=40, w_dtype=np.uint8, w_zero_point=0)  # w' up to 255
    op = check(case) is not None and build(case)[0]
    assert not op.spec.vnni
    with pytest.raises(ValueError, match="fit int8"):
        build(dw_case(groups=40, w_dtype=np.uint8, w_zero_point=0, extra={"spec": QDwSpec("avx512", 64, 9, vnni=True)}))


def test_vnni_spec_validation() -> None:
    with pytest.raises(ValueError, match="vnni"):
        QDwSpec("avx2", 32, 9, vnni=True)
    with pytest.raises(ValueError, match="vnni"):
        QDwSpec("avx512", 16, 9, vnni=True)
    with pytest.raises(ValueError, match="vnni"):
        QDwSpec("avx512", 64, 9, output="i32", vnni=True)
    with pytest.raises(ValueError, match="pixels"):
        QDwSpec("avx512", 32, 9, pixels=4)
    with pytest.raises(ValueError, match="pixels"):
        QDwSpec("avx512", 64, 9, vnni=True, pixels=0)
    spec = QDwSpec("avx512", 64, 25, x_signed=True, vnni=True, pixels=3)
    assert emit_qdw_module(spec) == emit_qdw_module(spec) and "vpdpbusd" in emit_qdw_module(spec)
    assert not default_qdw_spec("avx512", 9, False, "i32", vnni=True).vnni
    assert default_qdw_spec("avx512", 9, False, "q8", vnni=True, channels=24).channel_tile == 32
    small = default_qdw_spec("avx512", 9, False, "q8", vnni=True, channels=16)  # one zmm of int32, widening
    assert small.channel_tile == 16 and not small.vnni


@pytest.mark.parametrize("channels", [5, 16])
def test_few_channels_take_the_one_vector_tile_and_stay_exact(channels: int) -> None:
    op, _, _ = build(dw_case(groups=channels, height=9, width=17, batch=2))
    if host().isa == "avx512":
        assert op.spec.channel_tile == 16 and not op.spec.vnni
    check(dw_case(groups=channels, height=9, width=17, batch=2))


# -- forced lesser ISAs and guard pages, in subprocesses ----------------------------------------------------


def _sliding_isas() -> list[str]:
    return {"avx512": ["avx512", "avx2", "generic"], "avx2": ["avx2", "generic"]}.get(NATIVE, ["generic"])


# (each example compiles its own kernel: ~1.6 s on a Zen 4, ~5.8 s on a Zen 3 -- 30 examples were 173 s of a 10-minute
# suite there, the slowest test by 7x; 80 were 130 s of 15 minutes on the Zen 4)
@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**31 - 1), st.sampled_from(_sliding_isas()), st.integers(2, 6), st.booleans())
def test_the_sliding_form_is_bit_exact(seed: int, isa: str, pixels: int, dpwssd: bool) -> None:
    """The widening form sliding along rows (``QDwSpec.kernel_width``): random depthwise cases without horizontal
    dilation -- strides 1-4 along the width, any vertical stride and dilation, asymmetric padding, C 1..200 over
    one to four vectors a tile, every zero point, both outputs, batch, threads -- on each ISA the host runs."""
    from ixconv.codegen.spec import VECTOR_FLOATS

    rng = np.random.default_rng(seed)
    case = random_depthwise_case(rng)
    stride_w = int(rng.integers(1, 5))
    case.dilation, case.stride = (case.dilation[0], 1), (case.stride[0], stride_w)
    case.width = max(case.width, case.kernel[1] - case.padding[1] - case.padding[3])
    case.algorithm = "depthwise"
    tile = int(rng.choice([t for t in (8, 16, 32) if t % VECTOR_FLOATS[isa] == 0]))  # one to four vectors
    spec = QDwSpec(
        isa, tile, case.kernel[0] * case.kernel[1], x_signed=case.x_dtype == np.int8, output=case.output,
        pixels=pixels, kernel_width=case.kernel[1], stride=stride_w, dpwssd=dpwssd and isa == "avx512",
    )  # fmt: skip
    assert spec.sliding
    case.extra = {"spec": spec}
    check(case)


def test_vnni_tap_pairs_cover_every_tap_once() -> None:
    for r in range(1, 8):
        for s in range(1, 8):
            for kernel_width in (0, s):
                pairs = vnni_tap_pairs(r * s, kernel_width)
                taps = sorted(t for pair in pairs for t in pair if t is not None)
                assert taps == list(range(r * s)) and len(pairs) <= -(-r * s // 2), (r, s, kernel_width)
    assert vnni_tap_pairs(9, 3) == [(0, 3), (1, 4), (2, 5), (6, 7), (8, None)]


@needs_vnni
@settings(max_examples=25, deadline=None)  # (a kernel compiled per example, as above)
@given(st.integers(0, 2**31 - 1), st.sampled_from([32, 64]), st.integers(2, 6))
def test_the_vnni_form_sliding_along_rows_is_bit_exact(seed: int, tile: int, pixels: int) -> None:
    """The VNNI form sliding along rows (vertical tap pairs, no indirection buffer): random depthwise cases
    without horizontal dilation -- strides 1-4 along the width, any vertical stride and dilation, asymmetric
    padding, C 1..200 over whole and masked tiles, every zero point, uint8 and int8 inputs, batch, threads."""
    rng = np.random.default_rng(seed)
    case = random_depthwise_case(rng)
    stride_w = int(rng.integers(1, 5))
    case.dilation, case.stride = (case.dilation[0], 1), (case.stride[0], stride_w)
    case.width = max(case.width, case.kernel[1] - case.padding[1] - case.padding[3])
    case.output, case.algorithm = "q8", "depthwise"
    case.w_dtype, case.w_zero_point = np.int8, 0  # (the VNNI form needs w - zw in int8)
    spec = QDwSpec("avx512", tile, case.kernel[0] * case.kernel[1], x_signed=case.x_dtype == np.int8, vnni=True,
                   pixels=pixels, kernel_width=case.kernel[1], stride=stride_w)  # fmt: skip
    assert spec.sliding
    case.extra = {"spec": spec}
    check(case)


def test_sliding_specs_are_validated_and_chosen() -> None:
    with pytest.raises(ValueError, match="kernel_width"):
        QDwSpec("avx512", 16, 9, pixels=4, kernel_width=2)
    with pytest.raises(ValueError, match="kernel_width"):
        QDwSpec("avx512", 32, 9, vnni=True, pixels=4, kernel_width=2)
    with pytest.raises(ValueError, match="dpwssd"):
        QDwSpec("avx2", 16, 9, pixels=4, kernel_width=3, dpwssd=True)
    w = np.ones((16, 1, 3, 3), np.int8)
    with pytest.raises(ValueError, match="slides"):
        QConv2d(w, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), groups=16, stride=2,
                spec=QDwSpec(host().isa, 4 * 4, 9, pixels=4, kernel_width=3, stride=1))  # fmt: skip
    spec = default_qdw_spec("avx512", 9, False, channels=16, kernel_width=3, stride=2, dpwssd=True)
    assert spec.sliding and spec.fill_pixels == 9 and spec.name == "u8_dwconv_9t_16c_4p_s3x2_dp_q8_avx512"
    assert "vpdpwssd" in emit_qdw_module(spec) and "vpdpwssd" not in emit_qdw_module(replace(spec, dpwssd=False))
    wide = default_qdw_spec("avx512", 25, False, vnni=True, channels=120, kernel_width=5, stride=1, out_width=28)
    assert wide.vnni and wide.sliding and wide.name == "u8_dwconv_25t_64c_4p_s5_q8_avx512vnni"
    for narrow in ({"out_width": 14}, {"out_width": None}, {"out_width": 56, "stride": 2}):
        args = {"kernel_width": 5, "stride": 1, **narrow}
        assert not default_qdw_spec("avx512", 25, False, vnni=True, channels=120, **args).sliding, narrow
    op = QConv2d(w, 0.1, np.int8(0), 0.1, np.uint8(0), 0.1, np.uint8(0), groups=16, padding=1)
    if host().isa == "avx512":  # (16 channels: the sliding widening form, no indirection buffer)
        x = np.zeros((1, 9, 9, 16), np.uint8)
        op(x)
        assert op.spec.sliding and op._geometry.indirection is None


@pytest.mark.parametrize("isa", ["avx2", "generic"])
def test_forced_isa_random_depthwise_cases(isa: str) -> None:
    if isa == "avx2" and NATIVE == "generic":
        pytest.skip("this host has no AVX2")
    code = f"""
        from ixconv.cpu import host
        assert host().isa == {isa!r}, host().isa
        from qcases import run_random_depthwise
        print(run_random_depthwise(80, 13))
    """
    result = run_in_subprocess(code, {"IXCONV_ISA": isa})
    assert result.returncode == 0, result.stdout + result.stderr


DW_GUARD = (
    GUARD.split("KEEP = []")[0]
    + """
from ixconv.codegen.qdwconv import QDwSpec
from ixconv.cpu import host
from ixconv.ops.qconv import quant_isa
KEEP = []
rng = np.random.default_rng(0)
for c in (1, 3, 16, 17, 33, 64, 65, 100):
    for kernel, pad, stride in ((3, 1, 1), (5, 2, 2), (1, 0, 1), (3, (0, 2, 1, 0), 1), (3, (2, 0, 0, 3), 2)):
        for x_dtype, zx in ((np.uint8, np.uint8(9)), (np.int8, np.int8(-9))):
            x = before_guard((2, 6, 7, c), x_dtype)
            x[...] = rng.integers(0, 100, x.shape).astype(x_dtype)
            w = rng.integers(-128, 128, (c, 1, kernel, kernel)).astype(np.int8)
            geo = dict(padding=pad, stride=stride, groups=c)
            zw = np.int8(0 if c in (16, 33, 64, 100) else 5)  # zero point 0: the VNNI form where the host has it
            op = QConv2d(w, 0.01, zw, 0.1, zx, 0.3, np.uint8(3), **geo)
            assert op.algorithm == "depthwise"
            out = before_guard(op.output_shape(x.shape), np.uint8)
            op(x, out=out)
            # the sliding widening form on this ISA, whatever the default (its edge blocks' masked loads)
            sliding = QDwSpec(host().isa, 16, kernel * kernel, x_signed=x_dtype == np.int8,
                              pixels=4, kernel_width=kernel, stride=stride)
            slides = QConv2d(w, 0.01, zw, 0.1, zx, 0.3, np.uint8(3), spec=sliding, **geo)
            out_slide = before_guard(op.output_shape(x.shape), np.uint8)
            slides(x, out=out_slide)
            assert np.array_equal(out_slide, out)
            if quant_isa() == "avx512vnni" and zw == 0:  # the VNNI form sliding along rows: its edge blocks
                for tile in (32, 64):
                    spec = QDwSpec("avx512", tile, kernel * kernel, x_signed=x_dtype == np.int8, vnni=True,
                                   pixels=4, kernel_width=kernel, stride=stride)
                    vnni = QConv2d(w, 0.01, zw, 0.1, zx, 0.3, np.uint8(3), spec=spec, **geo)
                    out_vnni = before_guard(op.output_shape(x.shape), np.uint8)
                    vnni(x, out=out_vnni)
                    assert np.array_equal(out_vnni, out)
            ci = ConvInteger(w, np.int8(5), zx, **geo)
            out32 = before_guard(ci.output_shape(x.shape), np.int32)
            ci(x, out=out32)
            ref = QConv2d(w, 0.01, zw, 0.1, zx, 0.3, np.uint8(3), algorithm="reference", **geo)
            assert np.array_equal(out, ref(np.array(x)))
            ref32 = ConvInteger(w, np.int8(5), zx, algorithm="reference", **geo)
            assert np.array_equal(out32, ref32.reference(np.array(x)))
print("GUARD-OK")
"""
)


@pytest.mark.parametrize("isa", ["native", "avx2", "generic"])
def test_depthwise_never_reads_or_writes_past_the_arrays(isa: str) -> None:
    if isa == "avx2" and NATIVE == "generic":
        pytest.skip("this host has no AVX2")
    assert_runs_guarded(DW_GUARD, isa)


# -- the graph: a QLinearConv depthwise node against ONNX Runtime -------------------------------------------


def test_depthwise_qlinearconv_graph_matches_onnx_runtime() -> None:
    ort = pytest.importorskip("onnxruntime")
    from onnx import TensorProto, helper, numpy_helper

    import ixconv
    from ixconv.graph.nhwc_ops import QConvStep

    rng = np.random.default_rng(1)
    c = 40
    values = {
        "xs": np.float32(0.02), "xz": np.uint8(120), "w": rng.integers(-127, 128, (c, 1, 3, 3)).astype(np.int8),
        "ws": rng.uniform(0.002, 0.02, c).astype(np.float32), "wz": np.zeros(c, np.int8),
        "ys": np.float32(0.03), "yz": np.uint8(110), "b": rng.integers(-900, 900, c).astype(np.int32),
        "w2": rng.integers(0, 256, (c, 1, 5, 5)).astype(np.uint8), "w2z": np.uint8(128),
    }  # fmt: skip
    nodes = [
        helper.make_node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]),
        helper.make_node(
            "QLinearConv", ["xq", "xs", "xz", "w", "ws", "wz", "ys", "yz", "b"], ["y"], group=c, pads=[1, 1, 1, 1]
        ),  # fmt: skip
        helper.make_node("ConvInteger", ["y", "w2", "yz", "w2z"], ["acc"], group=c, strides=[2, 2], pads=[2, 2, 2, 2]),
        helper.make_node("DequantizeLinear", ["y", "ys", "yz"], ["yf"]),
    ]
    inits = [numpy_helper.from_array(np.asarray(v), k) for k, v in values.items()]
    graph = helper.make_graph(
        nodes, "qdw", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, c, 11, 9])],
        [helper.make_tensor_value_info("acc", TensorProto.INT32, None),
         helper.make_tensor_value_info("yf", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
    feeds = {"x": rng.standard_normal((1, c, 11, 9)).astype(np.float32) * 2}
    ours = ixconv.load(model)
    steps = [s for s in ours.steps if isinstance(s, QConvStep)]
    assert len(steps) == 2
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    theirs = session.run(None, feeds)
    for _ in range(4):  # plan, then native programs, then replay
        got = ours.run(feeds)
        np.testing.assert_array_equal(got["acc"], theirs[0])
        np.testing.assert_array_equal(got["yf"], theirs[1])
    assert all(op.algorithm == "depthwise" for s in steps for op in s._ops.values())
