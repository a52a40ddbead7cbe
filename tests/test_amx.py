"""AMX bf16 convolutions (ixconv.ops.amx): against float64 within the bf16 rounding bound over random
geometries (odd channel counts, kernels, dilation, asymmetric padding, stride 2, batch, threads, residual,
channel slices), nothing written outside the output, the weight packing round trip, and the bf16 plan
choosing them."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.codegen.amx import AmxSpec
from ixconv.ops.amx import AmxConv2d, amx_supported, pack_amx_weights, unpack_amx_weights
from ixconv.ops.bf16 import to_bf16_bits
from ixconv.ops.params import make_params
from ixconv.ops.program import NativeProgram
from tests.test_bf16 import assert_within_the_bf16_bound
from tests.test_winograd import _residual_block

needs_amx = pytest.mark.skipif(not amx_supported(), reason="this CPU (or OS) has no AMX-BF16")


def test_weight_packing_round_trips_bf16_weights() -> None:
    rng = np.random.default_rng(0)
    w = rng.standard_normal((45, 37, 3, 2)).astype(np.float32)
    packed = pack_amx_weights(w)
    assert packed.shape == (2, 6, 2, 2, 16, 32) and packed.dtype == np.uint16
    rounded = (to_bf16_bits(w).astype(np.uint32) << np.uint32(16)).view(np.float32)
    np.testing.assert_array_equal(unpack_amx_weights(packed, 45, 37, (3, 2)), rounded)
    # tile layout: block, tap (1, 0) = 2, chunk 1, second tile, pair 1, column 3, element 1 -> output channel
    # 32 * block + 16 + 3, input channel 32 + 2 * 1 + 1, kernel row 1, column 0 (block 1: past K, zero)
    assert packed[1, 2, 1, 1, 1, 2 * 3 + 1] == 0
    assert packed[0, 2, 1, 1, 1, 2 * 3 + 1] == to_bf16_bits(w[16 + 3, 32 + 3, 1, 0:1])[0]


@needs_amx
@settings(deadline=None, max_examples=60)
@given(
    n=st.integers(1, 2), h=st.integers(1, 13), w=st.integers(1, 13), c=st.integers(1, 70), k=st.integers(1, 70),
    kernel=st.sampled_from([(1, 1), (3, 3), (1, 3), (5, 5), (7, 7)]), stride=st.integers(1, 2),
    dilation=st.integers(1, 2), pads=st.tuples(*[st.integers(0, 3)] * 4),
    threads=st.sampled_from([1, 2, 3]), residual=st.booleans(), activation=st.sampled_from([None, "relu"]),
)  # fmt: skip
def test_matches_float64_within_the_bf16_bound(n, h, w, c, k, kernel, stride, dilation, pads, threads, residual,
                                               activation):  # fmt: skip
    r, s = kernel
    if h + pads[0] + pads[2] < (r - 1) * dilation + 1 or w + pads[1] + pads[3] < (s - 1) * dilation + 1:
        return
    rng = np.random.default_rng(h * 1000 + w * 100 + c * 7 + k)
    x = rng.standard_normal((n, h, w, c)).astype(np.float32)
    weight = rng.standard_normal((k, c, r, s)).astype(np.float32)
    bias = rng.standard_normal(k).astype(np.float32)
    op = AmxConv2d(weight, bias, stride=stride, padding=pads, dilation=dilation, activation=activation,
                   num_threads=threads)  # fmt: skip
    params = make_params(weight, stride, pads, dilation, 1, activation)
    res = rng.standard_normal(op.output_shape(x.shape)).astype(np.float32) if residual else None
    assert_within_the_bf16_bound(op, x, weight, bias, params, res, f"{x.shape} {weight.shape} {kernel} s{stride}")


@needs_amx
def test_channel_slices_threads_reuse_and_a_fused_activation() -> None:
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 9, 11, 21)).astype(np.float32)
    weight = rng.standard_normal((19, 21, 3, 3)).astype(np.float32)
    silu = (("sigmoid", (0,), ()), ("mul", (0, 1), ()))
    op1 = AmxConv2d(weight, None, padding=1, activation="relu", num_threads=1, epilogue=silu)
    op2 = AmxConv2d(weight, None, padding=1, activation="relu", num_threads=2, epilogue=silu)
    y1 = op1(x)
    plain = AmxConv2d(weight, None, padding=1, activation="relu", num_threads=1)(x)
    np.testing.assert_allclose(y1, plain / (1 + np.exp(-plain)), rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(op2(x), y1)  # every output computed by one item, in one order
    wide = np.full((2, 9, 11, 30), np.nan, np.float32)
    NativeProgram(op2.native_calls(x, wide[..., 4:23])).run()
    np.testing.assert_array_equal(wide[..., 4:23], y1)
    assert np.isnan(wide[..., :4]).all() and np.isnan(wide[..., 23:]).all()
    x2 = rng.standard_normal(x.shape).astype(np.float32)
    for residual in (None, np.ones_like(y1), None):  # new input, output and residual arrays each call
        fresh_op = AmxConv2d(weight, None, padding=1, activation="relu", num_threads=1, epilogue=silu)
        fresh = fresh_op(x2, residual=residual)
        np.testing.assert_array_equal(op1(x2, residual=residual), fresh)
    in_place = np.ones_like(y1)  # the residual may be the output itself
    np.testing.assert_array_equal(op1(x2, out=in_place, residual=in_place), op1(x2, residual=np.ones_like(y1)))


@needs_amx
def test_refuses_what_it_does_not_run() -> None:
    with pytest.raises(ValueError, match="groups"):
        AmxConv2d(np.ones((4, 2, 3, 3), np.float32), groups=2)
    with pytest.raises(ValueError, match="equal strides"):
        AmxConv2d(np.ones((4, 4, 3, 3), np.float32), stride=(1, 2))


def test_the_bf16_plan_runs_amx_where_the_cpu_has_it(monkeypatch) -> None:
    """precision="bf16": dense layers on AMX tiles where the CPU and OS allow it (within the bf16 bound of ONNX
    Runtime's fp32 result); with AMX switched off (IXCONV_AMX=0) the same model runs vdpbf16ps kernels."""
    import onnxruntime as ort

    import ixconv
    import ixconv.graph.nhwc_ops as nhwc_ops
    from ixconv.graph.nhwc_ops import ConvStep

    data = _residual_block(24)
    x = np.maximum(np.random.default_rng(5).standard_normal((1, 24, 6, 6)), 0).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    scale = np.abs(expected).max()
    for supported in ([True] if amx_supported() else []) + [False]:
        monkeypatch.setattr(nhwc_ops, "amx_supported", lambda s=supported: s)
        model = ixconv.load(data, precision="bf16")
        y = model.run({"x": x})["y"]
        ops = [s._op((6, 6)) for s in model.steps if isinstance(s, ConvStep)]
        assert all(isinstance(op, AmxConv2d) == supported for op in ops)
        assert np.abs(y - expected).max() / scale <= (2e-2 if nhwc_ops.bf16_supported() else 1e-4)


@needs_amx
@pytest.mark.parametrize(
    "c, kernel, dilation, merged", [(3, 7, 1, True), (8, 3, 1, True), (11, 3, 1, False), (3, 3, 2, False)]
)
def test_a_kernel_row_of_few_channels_is_one_chunk(c, kernel, dilation, merged) -> None:
    """S*C <= 32 (a first layer's 3 channels): one tile chunk per kernel row; the weights round-trip either way,
    and the output matches the per-tap form within the bf16 bound (tests above: random shapes)."""
    rng = np.random.default_rng(c)
    w = rng.standard_normal((40, c, kernel, kernel)).astype(np.float32)
    op = AmxConv2d(w, None, stride=2, padding=kernel // 2 * dilation, dilation=dilation)
    assert op._merged == merged
    np.testing.assert_array_equal(op.weight, (to_bf16_bits(w).astype(np.uint32) << np.uint32(16)).view(np.float32))
    x = rng.standard_normal((1, 23, 21, c)).astype(np.float32)
    params = make_params(w, 2, kernel // 2 * dilation, dilation, 1, None)
    assert_within_the_bf16_bound(op, x, w, None, params, None, f"{c} channels {kernel}x{kernel}")


@needs_amx
@settings(deadline=None, max_examples=40)
@given(
    n=st.integers(1, 2), h=st.integers(1, 20), w=st.integers(1, 20), c=st.integers(1, 40), k=st.integers(1, 40),
    kernel=st.sampled_from([(3, 3), (3, 1), (5, 3), (2, 2)]), stride=st.integers(1, 2), dilation=st.integers(3, 14),
    spread=st.tuples(*[st.floats(0, 1)] * 4), groups16=st.booleans(), threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_dilated_layers_on_small_maps_skip_the_taps_that_read_padding(n, h, w, c, k, kernel, stride, dilation, spread,
                                                                      groups16, threads) -> None:  # fmt: skip
    """DeepLab's ASPP: dilation far larger than the map, padding as large; each pixel block runs only the taps
    that read the image for it (``ops.amx.block_tap_lists``), within the bf16 bound, nothing written outside."""
    r, s = kernel
    pads = tuple(int(f * (kk - 1) * dilation) for f, kk in zip(spread, (r, s, r, s)))
    if h + pads[0] + pads[2] < (r - 1) * dilation + 1 or w + pads[1] + pads[3] < (s - 1) * dilation + 1:
        return
    groups = 2 if groups16 else 1
    c, k = (32, 32) if groups16 else (c, k)
    rng = np.random.default_rng(h * 1000 + w * 100 + c * 7 + k + dilation)
    x = rng.standard_normal((n, h, w, c)).astype(np.float32)
    weight = rng.standard_normal((k, c // groups, r, s)).astype(np.float32)
    bias = rng.standard_normal(k).astype(np.float32)
    op = AmxConv2d(weight, bias, stride=stride, padding=pads, dilation=dilation, groups=groups, num_threads=threads)
    params = make_params(weight, stride, pads, dilation, groups, None)
    assert_within_the_bf16_bound(op, x, weight, bias, params, None, f"{x.shape} {kernel} d{dilation} {pads}")


@pytest.mark.parametrize("stride", [1, 2])
@pytest.mark.parametrize("size, kernel, dilation, pads", [
    ((32, 32), (3, 3), 24, (24, 24, 24, 24)), ((32, 32), (3, 3), 12, (12, 12, 12, 12)), ((7, 7), (3, 3), 1, (1,) * 4),
    ((9, 5), (5, 3), 4, (8, 0, 3, 4)), ((20, 13), (3, 3), 9, (9, 9, 9, 9)),
])  # fmt: skip
def test_a_block_lists_every_tap_that_reads_the_image_for_it(size, kernel, dilation, pads, stride) -> None:
    """Against a brute-force walk of each block's real pixels: no tap that reads the image for one of them is
    left out (the products skipped are of padding alone), and a block of no real pixel runs none."""
    from ixconv.codegen.amx import PIXELS_PER_ITEM, AmxArg
    from ixconv.ops.amx import amx_geometry

    weight = np.ones((32, 32, *kernel), np.float32)
    params = make_params(weight, stride, pads, dilation, 1, None)
    geo = amx_geometry(params, *size, 64, 32, False, skip_padding=True)
    taps, blocks = geo.tap_lists
    wv, m_blocks = int(geo.args[AmxArg.VIRTUAL_WIDTH]), int(geo.args[AmxArg.M_BLOCKS])
    assert blocks.shape == (m_blocks, 2)
    (r, s), (h, w) = kernel, size
    listed_products = 0
    for block in range(m_blocks):
        first, count = blocks[block]
        listed = set(taps[first : first + count].tolist())
        needed = set()
        for v in range(block * PIXELS_PER_ITEM, (block + 1) * PIXELS_PER_ITEM):
            y, x = divmod(v, wv)
            if y >= geo.out_height or x >= geo.out_width:
                continue
            for i in range(r):
                for j in range(s):
                    if 0 <= stride * y - pads[0] + i * dilation < h and 0 <= stride * x - pads[1] + j * dilation < w:
                        needed.add(i * s + j)
        assert needed <= listed, f"block {block}: taps {sorted(needed - listed)} read the image and are not listed"
        assert listed or not needed
        listed_products += len(listed)
    if dilation >= 12 and stride == 1:  # the ASPP layers: well under all the taps of every block (d24: half)
        assert listed_products < (0.5 if dilation == 24 else 0.75) * m_blocks * r * s


def test_matmul_and_gemm_with_constant_weights_run_on_amx_under_bf16() -> None:
    """A channels-last MLP (MatMul, as ConvNeXt's): on AMX tiles under precision="bf16" where the CPU has them,
    fp32 otherwise; a classifier Gemm of 10 outputs stays fp32 (``amx_pays``: too few to fill the tiles); both
    within the bf16 bound of ONNX Runtime's fp32 result."""
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    import ixconv
    from ixconv.graph.nhwc_ops import GemmStep

    rng = np.random.default_rng(2)
    w1 = (rng.standard_normal((96, 128)) * 0.1).astype(np.float32)
    w2 = (rng.standard_normal((10, 128)) * 0.1).astype(np.float32)
    nodes = [helper.make_node("MatMul", ["x", "w1"], ["h"]), helper.make_node("Relu", ["h"], ["r"]),
             helper.make_node("Gemm", ["r", "w2"], ["y"], transB=1)]  # fmt: skip
    graph = helper.make_graph(
        nodes, "mlp", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [37, 96])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w1, "w1"), numpy_helper.from_array(w2, "w2")],
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]).SerializeToString()
    x = rng.standard_normal((37, 96)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    model = ixconv.load(data, precision="bf16")
    ops = [type(s.op) for s in model.steps if isinstance(s, GemmStep)]
    assert len(ops) == 2 and (ops[0] is AmxConv2d) == amx_supported() and ops[1] is not AmxConv2d
    for _ in range(2):  # the planning run, then the native program
        y = model.run({"x": x})["y"]
        assert np.abs(y - expected).max() <= 2e-2 * np.abs(expected).max()


@needs_amx
@pytest.mark.parametrize("rows", [1, 3, 8])
def test_a_classifier_of_few_rows_runs_on_vdpbf16ps_under_bf16(rows: int) -> None:
    """A classifier's Gemm (256 -> 300) under precision="bf16": up to BF16_FEW_ROWS rows (the batch) on
    ``vdpbf16ps`` (it streams the weights once, as bf16 pairs), more on AMX tiles; the same step serves both
    batch sizes, within the bf16 bound of ONNX Runtime's fp32 result."""
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    import ixconv
    from ixconv.graph.nhwc_ops import BF16_FEW_ROWS, GemmStep
    from ixconv.ops.bf16 import Bf16Conv2d

    rng = np.random.default_rng(rows)
    w = (rng.standard_normal((300, 256)) * 0.1).astype(np.float32)
    b = rng.standard_normal(300).astype(np.float32)
    graph = helper.make_graph(
        [helper.make_node("Gemm", ["x", "w", "b"], ["y"], transB=1)], "fc",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 256])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")],
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]).SerializeToString()
    session = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    model = ixconv.load(data, precision="bf16", num_threads=2)
    (step,) = [s for s in model.steps if isinstance(s, GemmStep)]
    assert isinstance(step.op, AmxConv2d)
    for n in (rows, 16):  # the few rows first, then a batch that fills the tiles
        x = rng.standard_normal((n, 256)).astype(np.float32)
        (expected,) = session.run(None, {"x": x})
        for _ in range(2):  # the planning run, then the native program
            y = model.run({"x": x})["y"]
            assert np.abs(y - expected).max() <= 2e-2 * np.abs(expected).max()
        assert isinstance(step._op_for(n), Bf16Conv2d if n <= BF16_FEW_ROWS else AmxConv2d)
    assert (step._few_op is not None) == (rows <= BF16_FEW_ROWS)


@needs_amx
@pytest.mark.parametrize(
    "groups, stride, residual, threads, size",
    [(1, 1, False, 1, (9, 7)), (2, 1, True, 2, (13, 11)), (3, 2, False, 3, (12, 9)), (5, 2, True, 2, (7, 7)),
     (9, 1, False, 2, (5, 17))],
)  # fmt: skip
def test_groups_of_16_channels_match_float64_within_the_bf16_bound(groups, stride, residual, threads, size) -> None:
    """RegNet's grouped 3x3 (16 channels in and out per group): two groups per work item, block-diagonal weights
    over the 32 input channels of their block; an odd group count's last block reads 16 channels past C (zero
    weights), in the padded copy."""
    rng = np.random.default_rng(groups * 10 + stride)
    c = 16 * groups
    x = rng.standard_normal((2, *size, c)).astype(np.float32)
    w = rng.standard_normal((c, 16, 3, 3)).astype(np.float32)
    bias = rng.standard_normal(c).astype(np.float32)
    op = AmxConv2d(w, bias, stride=stride, padding=1, groups=groups, activation="relu", num_threads=threads)
    np.testing.assert_array_equal(op.weight, (to_bf16_bits(w).astype(np.uint32) << np.uint32(16)).view(np.float32))
    params = make_params(w, stride, 1, 1, groups, "relu")
    res = rng.standard_normal(op.output_shape(x.shape)).astype(np.float32) if residual else None
    assert_within_the_bf16_bound(op, x, w, bias, params, res, f"{groups} groups s{stride}")
    with pytest.raises(ValueError, match="groups of 16"):
        AmxConv2d(np.ones((24, 8, 3, 3), np.float32), groups=3)


@needs_amx
@pytest.mark.parametrize("w, stride, groups", [(1, 2, 1), (2, 2, 1), (1, 2, 2), (3, 1, 1)])
def test_the_padded_copy_holds_every_row_a_tile_reads(w, stride, groups) -> None:
    """Narrow images whose virtual rows (16 pixels) are wider than the padded row: the slack after the last image
    covers the furthest row any tile reads, and the output still matches."""
    rng = np.random.default_rng(w)
    c = 16 * groups
    x = rng.standard_normal((1, 5, w, c)).astype(np.float32)
    weight = rng.standard_normal((c, c // groups, 3, 3)).astype(np.float32)
    op = AmxConv2d(weight, None, stride=stride, padding=1, groups=groups)
    params = make_params(weight, stride, 1, 1, groups, None)
    assert_within_the_bf16_bound(op, x, weight, None, params, None, f"width {w} s{stride} {groups} groups")
    geo = op._geometry
    hp, wp, slack = geo.padded
    args, taps = geo.args, geo.indirection
    from ixconv.codegen.amx import PIXELS_PER_ITEM, AmxArg

    row = int(args[AmxArg.ROW])
    starts = np.arange(int(args[AmxArg.M_BLOCKS]) * PIXELS_PER_ITEM)
    wv, step = int(args[AmxArg.VIRTUAL_WIDTH]), int(args[AmxArg.A_STRIDE])
    furthest = int(((starts // wv) * int(args[AmxArg.ROW_STEP]) + (starts % wv) * step).max() + taps.max() + 64)
    assert furthest <= (hp * wp + slack) * row, "a tile row would read past the padded copy"


@needs_amx
def test_layers_of_one_input_geometry_share_the_padded_copy() -> None:
    """Layers given one ``Workspace`` (a model's) share the zero-padded bf16 copy of their input when they write
    exactly the same interior (same size, channels and top/left padding): results stay bitwise those of layers
    with their own copy, interleaved, at batch 1 and 2; other paddings of the same padded size get their own."""
    from ixconv.ops.workspace import Workspace

    rng = np.random.default_rng(21)
    shared = Workspace()
    layers = []
    for k, kernel, pads in [(40, (3, 3), (1, 1, 1, 1)), (24, (3, 3), (1, 1, 1, 1)), (33, (1, 1), (0, 0, 0, 0)),
                            (16, (3, 3), (2, 0, 0, 2)), (40, (5, 5), (2, 2, 2, 2))]:  # fmt: skip
        weight = rng.standard_normal((k, 20, *kernel)).astype(np.float32)
        bias = rng.standard_normal(k).astype(np.float32)
        layers.append((AmxConv2d(weight, bias, padding=pads, workspace=shared), AmxConv2d(weight, bias, padding=pads)))
    for index, batch in [(0, 1), (1, 1), (2, 2), (3, 1), (4, 1), (0, 2), (3, 2), (1, 2), (4, 1), (0, 1), (2, 1)]:
        x = rng.standard_normal((batch, 11, 9, 20)).astype(np.float32)
        op, own = layers[index]
        np.testing.assert_array_equal(op(x), own(x))

    def address(op, batch):
        return op._geometry.converted[batch].ctypes.data

    assert address(layers[0][0], 1) == address(layers[1][0], 1) != address(layers[4][0], 1)
    assert address(layers[0][0], 2) == address(layers[1][0], 2) != address(layers[0][0], 1)
    assert address(layers[3][0], 1) != address(layers[0][0], 1)  # padded to 13x11 too, its interior elsewhere
    copies = {address(op, b) for op, _ in layers for b in op._geometry.converted}
    assert len(copies) < sum(len(own._geometry.converted) for _, own in layers)


def test_amx_pays_by_the_measured_rules() -> None:
    """Where the bf16 plan takes AMX tiles (pure function of the layer's shape): 3x3 and larger kernels from 8
    input (32 when strided, with 16 output channels) (3 input channels when a kernel row merges into one chunk,
    with 32 outputs), 1x1 kernels from 16 channels in and out and 2048 products, groups of exactly 16."""
    from ixconv.ops.amx import amx_pays

    assert amx_pays(16, 16, (3, 3), (1, 1)) and amx_pays(8, 32, (3, 3), (2, 2))
    assert amx_pays(16, 8, (3, 3), (1, 1)) and amx_pays(12, 4, (2, 2), (1, 1))  # few outputs: stride 1 pays
    assert not amx_pays(64, 8, (3, 3), (1, 1), stride=2) and not amx_pays(4, 64, (3, 3), (2, 2))  # strided; no merge
    assert amx_pays(3, 64, (7, 7), (1, 1)) and not amx_pays(3, 16, (3, 3), (1, 1))  # merged rows need 32 outputs
    assert amx_pays(64, 64, (1, 1), (1, 1)) and amx_pays(1024, 256, (1, 1), (1, 1))
    assert amx_pays(32, 64, (1, 1), (1, 1)) and amx_pays(256, 16, (1, 1), (1, 1))
    assert not amx_pays(8, 512, (1, 1), (1, 1))  # fewer than 16 channels in
    assert amx_pays(96, 48, (1, 1), (1, 1)) and amx_pays(48, 96, (1, 1), (1, 1)) and amx_pays(32, 96, (1, 1), (1, 1))
    assert not amx_pays(32, 48, (1, 1), (1, 1)) and amx_pays(96, 24, (1, 1), (1, 1))
    assert not amx_pays(96, 16, (1, 1), (1, 1))  # 1536 products
    assert amx_pays(16, 64, (3, 3), (1, 1), groups=4) and not amx_pays(8, 32, (3, 3), (1, 1), groups=4)
    assert not amx_pays(16, 32, (3, 3), (1, 1), stride=2) and amx_pays(32, 64, (3, 3), (1, 1), stride=2)  # strided
    assert amx_pays(3, 64, (7, 7), (1, 1), stride=2)  # a merged stem converts few channels: it still pays


@needs_amx
def test_strided_pointwise_layers_run_dense_over_the_pixels_they_read() -> None:
    """A strided 1x1 layer without padding: the bf16 copy takes every second pixel, the kernel runs stride 1."""
    rng = np.random.default_rng(9)
    x = rng.standard_normal((2, 9, 7, 96)).astype(np.float32)
    weight = rng.standard_normal((40, 96, 1, 1)).astype(np.float32)
    bias = rng.standard_normal(40).astype(np.float32)
    op = AmxConv2d(weight, bias, stride=2)
    params = make_params(weight, 2, 0, 1, 1, None)
    assert_within_the_bf16_bound(op, x, weight, bias, params, None, "1x1 s2")
    assert op._geometry.subsample == 2 and op._geometry.padded[:2] == (5, 4)


@needs_amx
@pytest.mark.parametrize("amx", ["1", "0"])
def test_a_saved_amx_plan_runs_in_a_new_process_with_or_without_tiles(tmp_path, amx: str) -> None:
    """A saved bf16 model whose native programs call AMX kernels, loaded by a new process: with AMX on, the
    process must ask Linux for the tile state before replaying them (it once ran them without: SIGILL); with
    ``IXCONV_AMX=0`` it must not replay them at all, and plans the shape again (vdpbf16ps), equal bit for bit to
    the same process loading the source model."""
    import json
    import os
    import subprocess
    import sys

    from ixconv.codegen.amx import NAME_PREFIX
    from tests.test_bf16 import _saved_chain_block

    data = _saved_chain_block(tmp_path)
    programs = [json.loads(p.read_text()) for p in (tmp_path / "saved" / "programs").glob("*.json")]
    kernels = {b["name"] for p in programs for b in p["buffers"] if b["kind"] == "code"}
    assert any(k.startswith(NAME_PREFIX["bf16"]) for k in kernels), kernels  # (else this test tests nothing)
    (tmp_path / "source.onnx").write_bytes(data)
    child = (
        "import sys, numpy as np, ixconv\n"
        "m = ixconv.load(sys.argv[1], precision='bf16', num_threads=1)\n"
        "x, y = np.load(sys.argv[2]), np.load(sys.argv[3])\n"
        "got = [m.run({'x': x})['y'] for _ in range(3)]\n"  # (before anything else in the process plans a layer)
        "if sys.argv[5] == '0':\n"
        "    y = ixconv.load(sys.argv[4], precision='bf16', num_threads=1).run({'x': x})['y']\n"
        "print('ok' if all(np.array_equal(g, y) for g in got) else 'differs')\n"
    )
    env = dict(os.environ, IXCONV_CACHE_DIR=str(tmp_path / "empty-cache"), PYTHONPATH=os.getcwd(), IXCONV_AMX=amx)
    paths = [str(tmp_path / n) for n in ("saved", "x.npy", "y.npy", "source.onnx")]
    done = subprocess.run(
        [sys.executable, "-c", child, *paths, amx], env=env, capture_output=True, text=True, timeout=120
    )  # fmt: skip
    assert done.returncode == 0 and done.stdout.strip() == "ok", (done.returncode, done.stderr[-2000:])


@needs_amx
@pytest.mark.parametrize("threads", [1, 2])
def test_a_layer_read_by_one_amx_layer_stores_bf16_into_its_padded_copy(monkeypatch, threads: int) -> None:
    """x (16 channels) -> 1x1 fp32 GEMM e -> 1x1 AMX a -> 3x3 AMX b -> 3x3 AMX c -> 1x1 AMX d: e and a store their
    outputs as bf16 straight into the next layer's zero-padded copy (a into b's, with its padding rows and
    columns), c into d's; b, whose output cannot go into c's copy (c's copy is b's own input: one geometry, one
    shared copy), stores it as bf16 in its own memory, and c's conversion copies those bytes instead
    (``store_as_bf16_in_place``). Bit for bit the results of the plan that converts every input, within the bf16
    bound of ONNX Runtime's fp32."""
    import onnxruntime as ort
    from onnx import helper, numpy_helper

    from ixconv.codegen.bf16 import pixel_copier
    from tests.test_bf16 import _conversions, _model, _program_calls, _stored_as_converted

    rng = np.random.default_rng(3)
    shapes = {"we": (64, 16, 1, 1), "wa": (64, 64, 1, 1), "wb": (64, 64, 3, 3), "wc": (64, 64, 3, 3)}
    shapes["wd"] = (96, 64, 1, 1)
    inits = [numpy_helper.from_array((rng.standard_normal(s) / np.sqrt(np.prod(s[1:]))).astype(np.float32), n)
             for n, s in shapes.items()]  # fmt: skip
    nodes, source = [], "x"
    for layer in "eabc":
        pads = [1, 1, 1, 1] if layer in "bc" else [0, 0, 0, 0]
        nodes += [helper.make_node("Conv", [source, f"w{layer}"], [f"{layer}0"], pads=pads),
                  helper.make_node("Relu", [f"{layer}0"], [layer])]  # fmt: skip
        source = layer
    nodes.append(helper.make_node("Conv", ["c", "wd"], ["y"]))
    data = _model(nodes, "amx_chain", 16, inits)
    x = np.maximum(rng.standard_normal((1, 16, 13, 11)), 0).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    stored, converting, y = _stored_as_converted(monkeypatch, data, x, threads)
    assert np.abs(y - expected).max() / np.abs(expected).max() <= 2e-2
    assert _conversions(converting) == 4 and _conversions(stored) == 0
    assert sum(c.driver is pixel_copier("avx512").run for c in _program_calls(stored)) == 1  # c's input
    drivers = ("run", "igemm", "gemm", "direct")
    specs = [k.spec for c in _program_calls(stored) for k in c.keep
             if hasattr(k, "spec") and any(getattr(k, d, None) is c.driver for d in drivers)]  # fmt: skip
    assert sum(isinstance(s, AmxSpec) and s.bf16_output for s in specs) == 3  # a's, b's and c's
    assert sum(not isinstance(s, AmxSpec) and getattr(s, "bf16_output", False) for s in specs) == 1  # e's GEMM


@needs_amx
def test_element_wise_and_depthwise_layers_read_by_one_amx_layer_store_bf16_into_its_copy(monkeypatch) -> None:
    """DenseNet's BN + ReLU before a 1x1 layer, MobileNet's depthwise 3x3 before one (64 channels: whole 32-channel
    chunks, no padding): the fused element-wise program and the depthwise kernel write the AMX layer's bf16 copy
    themselves; bit for bit the plan that converts."""
    from onnx import helper, numpy_helper

    from tests.test_bf16 import _conversions, _model, _stored_as_converted

    rng = np.random.default_rng(5)
    arrays = {"s": rng.uniform(0.5, 1.5, (1, 64, 1, 1)), "t": rng.standard_normal((1, 64, 1, 1)),
              "w": rng.standard_normal((96, 64, 1, 1)) / 8, "v": rng.standard_normal((64, 64, 1, 1)) / 8,
              "dw": rng.standard_normal((64, 1, 3, 3)) / 3, "u": rng.standard_normal((64, 64, 1, 1)) / 8}  # fmt: skip
    inits = [numpy_helper.from_array(a.astype(np.float32), n) for n, a in arrays.items()]
    # c is an output too: the BN + ReLU cannot fold into the layer before it, and runs on NHWC as its own program
    nodes = [helper.make_node("Conv", ["x", "v"], ["c"]), helper.make_node("Mul", ["c", "s"], ["m"]),
             helper.make_node("Add", ["m", "t"], ["a"]), helper.make_node("Relu", ["a"], ["r"]),
             helper.make_node("Conv", ["r", "w"], ["y"]),
             helper.make_node("Conv", ["c", "dw"], ["d"], group=64, pads=[1, 1, 1, 1]),
             helper.make_node("Conv", ["d", "u"], ["z"])]  # fmt: skip
    data = _model(nodes, "bn_relu_conv", 64, inits, outputs=("y", "c", "z"))
    x = rng.standard_normal((1, 64, 14, 9)).astype(np.float32)
    stored, converting, _ = _stored_as_converted(monkeypatch, data, x, 2)
    assert _conversions(converting) == 3 and _conversions(stored) == 1  # x's only
    np.testing.assert_array_equal(stored.run({"x": x})["z"], converting.run({"x": x})["z"])  # (the depthwise path)


@needs_amx
@pytest.mark.parametrize(("size", "k", "threads", "bf16_output"), [((9, 11), 64, 1, False), ((7, 7), 40, 2, True),
                                                                   ((16, 6), 96, 2, False)])  # fmt: skip
def test_the_amx_kernel_reads_its_residual_as_bf16(size, k, threads, bf16_output) -> None:
    """``AmxSpec(bf16_residual=True)``: the fused residual read as bf16 at half the output's byte offsets, widened
    exactly: the outputs equal the fp32-residual kernel's with the residual's values rounded to bf16, bit for bit
    (a channel remainder, threads, together with bf16 outputs); nothing read past the residual (NaN guards)."""
    from ixconv.codegen.amx import AmxArg, amx_kernel
    from ixconv.ops.program import NativeCall

    rng = np.random.default_rng(k)
    h, w = size
    weight = rng.standard_normal((k, 48, 3, 3)).astype(np.float32) / 12
    op = AmxConv2d(weight, rng.standard_normal(k).astype(np.float32), padding=1, activation="relu",
                   num_threads=threads)  # fmt: skip
    x = rng.standard_normal((1, h, w, 48)).astype(np.float32)
    bits = to_bf16_bits(rng.standard_normal((1, h, w, k)).astype(np.float32))
    rounded = (bits.astype(np.uint32) << 16).view(np.float32)
    expected = op(x, residual=rounded)
    guard = 64
    words = np.full(bits.size + 2 * guard, 0x7FC1, np.uint16)
    words[guard:-guard] = bits.reshape(-1)
    out = np.full_like(expected, 7.0)
    *conversions, call = op.native_calls(x, out, residual=rounded)
    variant = amx_kernel(AmxSpec(op.spec.epilogue, bf16_residual=True, bf16_output=bf16_output))
    assert "_r16" in variant.spec.name
    args = call.args.copy()
    args[AmxArg.RESIDUAL] = words[guard:].ctypes.data
    copy = np.full((1, h, w, k), 0xABCD, np.uint16)
    if bf16_output:
        args[AmxArg.C_BF16], args[AmxArg.C_BF16_PIXEL] = copy.ctypes.data, 2 * k
        args[AmxArg.C_BF16_ROW], args[AmxArg.C_BF16_IMAGE] = 2 * k * w, copy.nbytes
    NativeProgram([*conversions, NativeCall(variant.run, args, call.schedule, keep=(*call.keep, variant, words))]).run()
    if bf16_output:
        np.testing.assert_array_equal(copy, to_bf16_bits(expected))
        assert (out == 7.0).all(), "no fp32 output written"
    else:
        np.testing.assert_array_equal(out, expected)
    with pytest.raises(ValueError, match="bf16_residual"):
        AmxSpec(dot="u8s8", bf16_residual=True)


def _bottlenecks(blocks: int = 2, seed: int = 0) -> tuple[list, list]:
    """x (64 channels) -> 1x1 -> Relu -> t0; per block: t -> 1x1 (48) -> Relu -> 3x3 (48) -> Relu -> 1x1 (64) +
    t -> Relu, the last block strided (its 3x3 at stride 2, t through a 1x1 stride-2 layer into the Add):
    ResNet-50's bottlenecks, every 1x1 layer on AMX (48 x 64 products)."""
    from onnx import helper, numpy_helper

    rng = np.random.default_rng(seed)
    shapes = {"w0": (64, 64, 1, 1), "wd": (64, 64, 1, 1)}
    for i in range(blocks):
        shapes |= {f"wa{i}": (48, 64, 1, 1), f"wb{i}": (48, 48, 3, 3), f"wc{i}": (64, 48, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) / np.sqrt(np.prod(s[1:]))).astype(np.float32), n)
             for n, s in shapes.items()]  # fmt: skip
    nodes = [helper.make_node("Conv", ["x", "w0"], ["c0"]), helper.make_node("Relu", ["c0"], ["t0"])]
    for i in range(blocks):
        t, out, last = f"t{i}", "y" if i == blocks - 1 else f"t{i + 1}", i == blocks - 1
        nodes += [helper.make_node("Conv", [t, f"wa{i}"], [f"ca{i}"]), helper.make_node("Relu", [f"ca{i}"], [f"a{i}"]),
                  helper.make_node("Conv", [f"a{i}", f"wb{i}"], [f"cb{i}"], pads=[1, 1, 1, 1],
                                   strides=[2, 2] if last else [1, 1]),
                  helper.make_node("Relu", [f"cb{i}"], [f"b{i}"]),
                  helper.make_node("Conv", [f"b{i}", f"wc{i}"], [f"cc{i}"])]  # fmt: skip
        if last:
            nodes.append(helper.make_node("Conv", [t, "wd"], ["down"], strides=[2, 2]))
        nodes += [helper.make_node("Add", [f"cc{i}", "down" if last else t], [f"s{i}"]),
                  helper.make_node("Relu", [f"s{i}"], [out])]  # fmt: skip
    return nodes, inits


@needs_amx
@pytest.mark.parametrize(("size", "threads"), [((9, 11), 1), ((8, 12), 2)])
def test_a_residual_stream_read_by_amx_layers_stays_bf16_in_its_own_memory(monkeypatch, tmp_path, size, threads):
    """ResNet's residual stream under bf16: each t (read by the next block's 1x1 layer and by its residual Add, or
    by the strided 1x1 layer of the last block) is stored as bf16 in its own memory by the AMX layer computing
    it, read there in place by the 1x1 layer (99 pixels: the last pixel block overlaps the one before it; 96:
    whole blocks), copied as bf16 for the strided one (its every other pixel; the strided 3x3 layer's input
    phase by phase too), and read as bf16 by the Adds
    (``AmxSpec.bf16_residual``; the strided layer's output, read by an Add alone, too), not converted. The
    outputs differ from the plan that keeps t in fp32 by the residuals' bf16 rounding alone, are the same run
    after run and once saved and loaded, and are within the bf16 bound of ONNX Runtime."""
    import onnxruntime as ort

    import ixconv
    import ixconv.ops.amx_store as amx_ops
    from ixconv.codegen.bf16 import pixel_copier
    from ixconv.graph.saved import save
    from tests.test_bf16 import _conversions, _model, _program_calls

    nodes, inits = _bottlenecks()
    data = _model(nodes, "bottlenecks", 64, inits)
    x = np.maximum(np.random.default_rng(1).standard_normal((1, 64, *size)), 0).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    stored = ixconv.load(data, precision="bf16", num_threads=threads)
    ys = [stored.run({"x": x})["y"] for _ in range(3)]
    for y in ys[1:]:
        np.testing.assert_array_equal(y, ys[0])
    with monkeypatch.context() as patch:
        patch.setattr(amx_ops, "store_as_bf16_in_place", lambda *args: None)
        fp32_stream = ixconv.load(data, precision="bf16", num_threads=threads)
        y_fp32 = [fp32_stream.run({"x": x})["y"] for _ in range(3)][-1]
    specs = [k.spec for c in _program_calls(stored) for k in c.keep if isinstance(getattr(k, "spec", None), AmxSpec)
             and k.run is c.driver]  # fmt: skip
    assert sum(s.bf16_residual for s in specs) == 2  # both blocks' Adds
    # without: x, t0, t1 (twice), the strided 3x3 layer's input (phase by phase: four passes) and its output (the
    # strided 1x1 layer runs between it and its reader)
    assert _conversions(stored) == 1 and _conversions(fp32_stream) == 9
    copier = pixel_copier("avx512").run
    assert sum(c.driver is copier for c in _program_calls(stored)) == 6  # t1's every other pixel; 4 phases; 48 channels
    scale = np.abs(expected).max()
    assert np.abs(ys[0] - expected).max() / scale <= 2e-2
    assert 0 < np.abs(ys[0] - y_fp32).max() / scale <= 2.0**-6, "the residuals read rounded to bf16, no more"
    save(stored, tmp_path / "saved", source=data)
    again = ixconv.load(str(tmp_path / "saved"), precision="bf16", num_threads=threads)
    np.testing.assert_array_equal(again.run({"x": x})["y"], ys[0])


@needs_amx
@pytest.mark.parametrize("producer", ["Conv", "MaxPool"])
def test_a_layer_of_one_geometry_between_two_readers_of_a_bf16_tensor_leaves_it_whole(monkeypatch, producer) -> None:
    """t (an AMX layer's output, or a max pooling's), read by two AMX 1x1 layers, is stored as bf16 once for both;
    between them a third layer of the same input geometry converts u (kept fp32: a model output) into the padded
    copy it shares with t's readers by geometry: the second reader still reads t. Bit for bit the plan that
    converts every input."""
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.graph.executor as executor
    from tests.test_bf16 import _conversions, _model

    rng = np.random.default_rng(11)
    shapes = {name: (64, 64, 1, 1) for name in ("wa", "wb", "w1", "wx")} | {"w2": (96, 64, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) / 8).astype(np.float32), n) for n, s in shapes.items()]
    if producer == "Conv":
        nodes = [helper.make_node("Conv", ["x", "wa"], ["ta"]), helper.make_node("Relu", ["ta"], ["t"])]
    else:
        nodes = [helper.make_node("MaxPool", ["x"], ["t"], kernel_shape=[3, 3], pads=[1, 1, 1, 1])]
        inits = inits[1:]
    nodes += [helper.make_node("Conv", ["x", "wb"], ["ub"]), helper.make_node("Relu", ["ub"], ["u"]),
             helper.make_node("Conv", ["t", "w1"], ["r1"]), helper.make_node("Conv", ["u", "wx"], ["xo"]),
             helper.make_node("Conv", ["t", "w2"], ["r2"])]  # fmt: skip
    outputs = ("r1", "xo", "r2", "u")
    data = _model(nodes, "between", 64, inits, outputs=outputs)
    x = rng.standard_normal((1, 64, 10, 12)).astype(np.float32)
    stored = ixconv.load(data, precision="bf16", num_threads=1)
    with monkeypatch.context() as patch:
        patch.setattr(executor, "store_bf16_tensors", lambda calls, labels, *rest: (calls, labels))
        converting = ixconv.load(data, precision="bf16", num_threads=1)
        expected = [converting.run({"x": x}) for _ in range(3)][-1]
    for got in [stored.run({"x": x}) for _ in range(3)]:
        for name in outputs:
            np.testing.assert_array_equal(got[name], expected[name], err_msg=name)
    repeated = 1 if producer == "Conv" else 0  # x's second conversion (its readers a and b): ``repeated_conversions``
    assert _conversions(converting) - _conversions(stored) == 2 + repeated, "t stored as bf16: no reader converts it"


@needs_amx
@pytest.mark.parametrize("threads", [1, 2])
def test_a_conversion_repeating_the_one_before_into_the_same_padded_copy_is_left_out(monkeypatch, threads) -> None:
    """x and t (fp32: model inputs and outputs) are each read by AMX 1x1 layers of one input geometry, which share
    one padded copy: the second conversion of x and of t repeats the first and is left out, but t's third reader
    converts again -- a layer converting u into that copy ran in between. Bit for bit the plan that converts for
    every layer."""
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.ops.amx_store as amx
    from tests.test_bf16 import _conversions, _model

    rng = np.random.default_rng(5)
    names = ("wa", "wb", "w1", "w2", "wx", "w3")
    inits = [numpy_helper.from_array((rng.standard_normal((64, 64, 1, 1)) / 8).astype(np.float32), n) for n in names]
    nodes = [helper.make_node("Conv", ["x", "wa"], ["ta"]), helper.make_node("Relu", ["ta"], ["t"]),
             helper.make_node("Conv", ["x", "wb"], ["ub"]), helper.make_node("Relu", ["ub"], ["u"]),
             helper.make_node("Conv", ["t", "w1"], ["r1"]), helper.make_node("Conv", ["t", "w2"], ["r2"]),
             helper.make_node("Conv", ["u", "wx"], ["xo"]), helper.make_node("Conv", ["t", "w3"], ["r3"])]  # fmt: skip
    outputs = ("t", "u", "r1", "r2", "xo", "r3")
    data = _model(nodes, "repeated", 64, inits, outputs=outputs)
    x = rng.standard_normal((1, 64, 9, 13)).astype(np.float32)
    shared = ixconv.load(data, precision="bf16", num_threads=threads)
    with monkeypatch.context() as patch:
        patch.setattr(amx, "repeated_conversions", lambda calls, firsts: [])
        converting = ixconv.load(data, precision="bf16", num_threads=threads)
        expected = [converting.run({"x": x}) for _ in range(3)][-1]
    for got in [shared.run({"x": x}) for _ in range(3)]:
        for name in outputs:
            np.testing.assert_array_equal(got[name], expected[name], err_msg=name)
    assert _conversions(converting) == 6, "every layer converts its input"
    assert _conversions(shared) == 4, "x's second conversion and t's second left out, t's third kept"


@needs_amx
@pytest.mark.parametrize(("threshold", "threads"), [(0, 1), (0, 2), (None, 1)])
def test_a_large_amx_output_that_depthwise_layers_read_is_stored_as_bf16(monkeypatch, threshold, threads) -> None:
    """t, an AMX layer's output read by a depthwise layer and by an AMX 1x1 layer, is stored as bf16 in its own
    memory from ``AMX_DEPTHWISE_BF16_MIN_BYTES`` on (patched to 0 here: the map is small): the depthwise kernel
    reads it as bf16, the 1x1 layer in place, no fp32 t written. Below the threshold t stays fp32. Outputs
    within the bf16 bound's order of ONNX Runtime's fp32, run after run the same."""
    import onnxruntime as ort
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.ops.amx_store as amx
    from tests.test_bf16 import _model, _program_calls

    if threshold is not None:
        monkeypatch.setattr(amx, "AMX_DEPTHWISE_BF16_MIN_BYTES", threshold)
    rng = np.random.default_rng(8)
    shapes = {"w0": (64, 32, 1, 1), "wd": (64, 1, 3, 3), "w1": (64, 64, 1, 1), "w2": (64, 64, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.2).astype(np.float32), n) for n, s in shapes.items()]
    nodes = [helper.make_node("Conv", ["x", "w0"], ["c0"]), helper.make_node("Relu", ["c0"], ["t"]),
             helper.make_node("Conv", ["t", "wd"], ["d"], group=64, pads=[1] * 4),
             helper.make_node("Relu", ["d"], ["r"]),
             helper.make_node("Conv", ["r", "w1"], ["y1"]), helper.make_node("Conv", ["t", "w2"], ["y2"]),
             helper.make_node("Add", ["y1", "y2"], ["y"])]  # fmt: skip
    data = _model(nodes, "dw_reader", 32, inits)
    x = rng.standard_normal((1, 32, 19, 23)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    model = ixconv.load(data, precision="bf16", num_threads=threads)
    ys = [model.run({"x": x})["y"].copy() for _ in range(4)]
    np.testing.assert_array_equal(ys[3], ys[2])
    for y in ys:
        assert np.max(np.abs(y - expected)) <= 2.0**-5 * np.max(np.abs(expected))
    specs = [k.spec for c in _program_calls(model) for k in c.keep if hasattr(getattr(k, "spec", None), "bf16_input")]
    assert any(spec.bf16_input for spec in specs) == (threshold == 0)


@needs_amx
@pytest.mark.parametrize(("h", "w", "threads"), [(20, 22, 1), (17, 25, 2)])
def test_a_concatenation_read_by_amx_layers_is_stored_as_bf16_by_the_layers_that_write_its_slices(
    monkeypatch, h, w, threads
) -> None:
    """PP-HGNet's stem: the concatenation of a max pooling's output and an AMX layer's, read by a strided 3x3 AMX
    layer (converting in phases) and a 1x1 one, is stored as bf16 in its own memory by the pooling and the AMX
    layer, each at its channels: no fp32 concatenation, its readers' conversions copies of bf16 bytes or left out.
    Bit for bit the plan that keeps it fp32 (the rounding is the conversion's; a max pooling picks values)."""
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.ops.amx_store as amx
    from ixconv.codegen.bf16 import pixel_copier
    from tests.test_bf16 import _conversions, _model, _program_calls

    rng = np.random.default_rng(12)
    shapes = {"w0": (24, 16, 3, 3), "w1": (24, 24, 3, 3), "w2": (32, 48, 3, 3), "w3": (64, 48, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.1).astype(np.float32), n) for n, s in shapes.items()]
    nodes = [helper.make_node("Conv", ["x", "w0"], ["c0"], pads=[1] * 4), helper.make_node("Relu", ["c0"], ["a"]),
             helper.make_node("MaxPool", ["a"], ["p"], kernel_shape=[2, 2], auto_pad="SAME_UPPER"),
             helper.make_node("Conv", ["a", "w1"], ["c1"], pads=[1] * 4), helper.make_node("Relu", ["c1"], ["b"]),
             helper.make_node("Concat", ["p", "b"], ["cat"], axis=1),
             helper.make_node("Conv", ["cat", "w2"], ["y"], pads=[1] * 4, strides=[2, 2]),
             helper.make_node("Conv", ["cat", "w3"], ["z"])]  # fmt: skip
    data = _model(nodes, "stem", 16, inits, outputs=("y", "z"))
    x = rng.standard_normal((1, 16, h, w)).astype(np.float32)
    stored = ixconv.load(data, precision="bf16", num_threads=threads)
    with monkeypatch.context() as patch:
        patch.setattr(amx, "store_concat_as_bf16_in_place", lambda *args: None)
        kept = ixconv.load(data, precision="bf16", num_threads=threads)
        expected = [kept.run({"x": x}) for _ in range(3)][-1]
    for got in [stored.run({"x": x}) for _ in range(3)]:
        for name in ("y", "z"):
            np.testing.assert_array_equal(got[name], expected[name], err_msg=name)
    copier = pixel_copier("avx512").run
    calls = _program_calls(stored)
    assert sum(c.driver is copier for c in calls) >= 1, "the strided layer's phases copied from the bf16 tensor"
    assert _conversions(kept) - _conversions(stored) >= 2, "neither reader converts the concatenation"
    outputs = [k.spec for c in calls for k in c.keep if getattr(getattr(k, "spec", None), "bf16_output", False)]
    assert len(outputs) >= 2, "the max pooling and the AMX layer store their slices as bf16"


@needs_amx
@pytest.mark.parametrize(("mode", "threads"), [("nearest", 1), ("linear", 2)])
def test_upsampled_maps_concatenated_for_an_amx_layer_are_resized_into_bf16(monkeypatch, mode, threads) -> None:
    """A DB neck's fusion: an upsampled map (Resize) and a full-size one concatenated and read by a 3x3 AMX layer.
    The Resize stores its output as bf16 at its channels of the concatenation (``ResampleSpec.bf16_output``), as
    the AMX layer writing the other slice does: bit for bit the plan that keeps the concatenation fp32."""
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.ops.amx_store as amx
    from tests.test_bf16 import _model, _program_calls

    rng = np.random.default_rng(13)
    shapes = {"w0": (32, 16, 3, 3), "w1": (32, 16, 3, 3), "w2": (24, 64, 3, 3)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.1).astype(np.float32), n) for n, s in shapes.items()]
    inits.append(numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "scales"))
    nodes = [helper.make_node("Conv", ["x", "w0"], ["c0"], pads=[1] * 4, strides=[2, 2]),
             helper.make_node("Relu", ["c0"], ["a"]),
             helper.make_node("Resize", ["a", "", "scales"], ["up"], mode=mode),
             helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1] * 4), helper.make_node("Relu", ["c1"], ["b"]),
             helper.make_node("Concat", ["up", "b"], ["cat"], axis=1),
             helper.make_node("Conv", ["cat", "w2"], ["y"], pads=[1] * 4)]  # fmt: skip
    data = _model(nodes, "neck", 16, inits)
    x = rng.standard_normal((1, 16, 18, 22)).astype(np.float32)
    stored = ixconv.load(data, precision="bf16", num_threads=threads)
    with monkeypatch.context() as patch:
        patch.setattr(amx, "store_concat_as_bf16_in_place", lambda *args: None)
        kept = ixconv.load(data, precision="bf16", num_threads=threads)
        expected = [kept.run({"x": x}) for _ in range(3)][-1]
    for got in [stored.run({"x": x}) for _ in range(3)]:
        np.testing.assert_array_equal(got["y"], expected["y"])
    names = {getattr(k, "spec", None).name for c in _program_calls(stored) for k in c.keep if hasattr(k, "spec")}
    assert any(name.startswith("f32_resample") and name.endswith("_o16") for name in names), names


@needs_amx
@pytest.mark.parametrize("threads", [1, 2])
def test_a_concatenation_that_copies_an_input_converts_it_into_its_bf16_slice(monkeypatch, threads) -> None:
    """A Concat of a residual block's output (a layer adding its residual writes no channel slice: the Concat
    copies it) and an AMX layer's output (written in place), read by a 3x3 AMX layer: the copy becomes a
    conversion into the bf16 concatenation, the AMX layer stores its slice as bf16; bit for bit the plan that
    keeps the concatenation fp32."""
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.ops.amx_store as amx
    from ixconv.codegen.movement import MoveKernel
    from tests.test_bf16 import _model, _program_calls

    rng = np.random.default_rng(14)
    shapes = {"w0": (32, 16, 3, 3), "wr": (32, 32, 3, 3), "w2": (32, 16, 3, 3), "w1": (32, 64, 3, 3)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.1).astype(np.float32), n) for n, s in shapes.items()]
    nodes = [helper.make_node("Conv", ["x", "w0"], ["c0"], pads=[1] * 4), helper.make_node("Relu", ["c0"], ["b"]),
             helper.make_node("Conv", ["b", "wr"], ["cr"], pads=[1] * 4), helper.make_node("Add", ["cr", "b"], ["r"]),
             helper.make_node("Conv", ["x", "w2"], ["c2"], pads=[1] * 4), helper.make_node("Relu", ["c2"], ["d"]),
             helper.make_node("Concat", ["r", "d"], ["cat"], axis=1),
             helper.make_node("Conv", ["cat", "w1"], ["y"], pads=[1] * 4)]  # fmt: skip
    data = _model(nodes, "copied", 16, inits)
    x = rng.standard_normal((1, 16, 15, 21)).astype(np.float32)
    stored = ixconv.load(data, precision="bf16", num_threads=threads)
    with monkeypatch.context() as patch:
        patch.setattr(amx, "store_concat_as_bf16_in_place", lambda *args: None)
        kept = ixconv.load(data, precision="bf16", num_threads=threads)
        expected = [kept.run({"x": x}) for _ in range(3)][-1]
    for got in [stored.run({"x": x}) for _ in range(3)]:
        np.testing.assert_array_equal(got["y"], expected["y"])

    def moves(model) -> int:
        return sum(any(isinstance(k, MoveKernel) and k.run is c.driver for k in c.keep) for c in _program_calls(model))

    assert moves(kept) - moves(stored) == 1, "the Concat's copy of x became a conversion"


@needs_amx
@pytest.mark.parametrize(("threads", "size"), [(1, (16, 20)), (2, (14, 18))])
def test_element_wise_programs_read_bf16_tensors_of_a_bf16_plan(monkeypatch, threads, size) -> None:
    """An FPN-like merge: an upsampled map (Resize) times an AMX layer's output that another AMX layer reads too,
    plus that output again. Both are stored as bf16 in their own memory (the Resize: ``ResampleSpec.bf16_output``)
    and the fused Mul + Add reads them as bf16 (``ops.fused.BF16`` inputs; ``AMX_ELEMENTWISE_BF16_MIN_BYTES``
    patched to 0: the maps are small). Outputs within the bf16 bound's order of ONNX Runtime's fp32, the same run
    after run."""
    import onnxruntime as ort
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.ops.amx_store as amx
    from ixconv.ops.fused import BF16, FusedRecipe
    from tests.test_bf16 import _model, _program_calls

    rng = np.random.default_rng(15)
    shapes = {"w0": (32, 16, 3, 3), "w1": (32, 16, 3, 3), "w2": (32, 32, 3, 3), "w3": (64, 32, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.1).astype(np.float32), n) for n, s in shapes.items()]
    inits.append(numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "scales"))
    nodes = [helper.make_node("Conv", ["x", "w0"], ["c0"], pads=[1] * 4, strides=[2, 2]),
             helper.make_node("Relu", ["c0"], ["a"]),
             helper.make_node("Resize", ["a", "", "scales"], ["up"], mode="nearest"),
             helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1] * 4), helper.make_node("Relu", ["c1"], ["b"]),
             helper.make_node("Mul", ["up", "b"], ["m"]), helper.make_node("Add", ["m", "b"], ["s"]),
             helper.make_node("Conv", ["s", "w2"], ["y"], pads=[1] * 4),
             helper.make_node("Conv", ["b", "w3"], ["z"])]  # fmt: skip
    data = _model(nodes, "fpn_sum", 16, inits, outputs=("y", "z"))
    monkeypatch.setattr(amx, "AMX_ELEMENTWISE_BF16_MIN_BYTES", 0)
    x = rng.standard_normal((1, 16, *size)).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    model = ixconv.load(data, precision="bf16", num_threads=threads)
    runs = [model.run({"x": x}) for _ in range(4)]
    for name, want in zip(("y", "z"), expected):
        np.testing.assert_array_equal(runs[3][name], runs[2][name])
        for got in runs:
            assert np.max(np.abs(got[name] - want)) <= 2.0**-5 * np.max(np.abs(want)), name
    recipes = [(c, next(k for k in c.keep if isinstance(k, FusedRecipe))) for c in _program_calls(model)
               if any(isinstance(k, FusedRecipe) for k in c.keep)]  # fmt: skip
    inputs = [[x.dtype for x in c.keep[: r.inputs]] for c, r in recipes]
    assert [BF16, BF16] in inputs, "the Mul + Add reads up and b as bf16"
    names = {k.spec.name for c in _program_calls(model) for k in c.keep if hasattr(getattr(k, "spec", None), "name")}
    assert any(name.startswith("f32_resample") and name.endswith("_o16") for name in names), names


@needs_amx
@pytest.mark.parametrize("threads", [1, 2])
def test_a_squeeze_excitation_input_is_pooled_and_scaled_from_bf16(monkeypatch, threads) -> None:
    """PP-LCNet's squeeze-excitation: a depthwise layer's output read by a global average pooling and by the Mul
    that scales it for an AMX 1x1 layer. Stored as bf16 by the depthwise layer (``AMX_ELEMENTWISE_BF16_MIN_BYTES``
    patched to 0), both read it as bf16. Outputs within the bf16 bound's order of ONNX Runtime's fp32."""
    import onnxruntime as ort
    from onnx import helper, numpy_helper

    import ixconv
    import ixconv.ops.amx_store as amx
    from ixconv.codegen.globalpool import global_pool_kernel
    from tests.test_bf16 import _model, _program_calls

    monkeypatch.setattr(amx, "AMX_ELEMENTWISE_BF16_MIN_BYTES", 0)
    rng = np.random.default_rng(16)
    shapes = {"w0": (64, 32, 1, 1), "wd": (64, 1, 3, 3), "ws": (64, 64, 1, 1), "w1": (64, 64, 1, 1)}
    inits = [numpy_helper.from_array((rng.standard_normal(s) * 0.2).astype(np.float32), n) for n, s in shapes.items()]
    nodes = [helper.make_node("Conv", ["x", "w0"], ["c0"]), helper.make_node("Relu", ["c0"], ["a"]),
             helper.make_node("Conv", ["a", "wd"], ["t"], group=64, pads=[1] * 4),
             helper.make_node("GlobalAveragePool", ["t"], ["g"]), helper.make_node("Conv", ["g", "ws"], ["e"]),
             helper.make_node("Sigmoid", ["e"], ["s"]), helper.make_node("Mul", ["t", "s"], ["m"]),
             helper.make_node("Conv", ["m", "w1"], ["y"])]  # fmt: skip
    data = _model(nodes, "se", 32, inits)
    x = rng.standard_normal((1, 32, 18, 21)).astype(np.float32)
    (expected,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    model = ixconv.load(data, precision="bf16", num_threads=threads)
    ys = [model.run({"x": x})["y"].copy() for _ in range(4)]
    np.testing.assert_array_equal(ys[3], ys[2])
    for y in ys:
        assert np.max(np.abs(y - expected)) <= 2.0**-5 * np.max(np.abs(expected))
    pooling = global_pool_kernel("avx512", "avg", True)[1]
    assert any(c.driver is pooling for c in _program_calls(model)), "the pooling reads t as bf16"
