"""Winograd F(m x m, 3 x 3) (ixconv.ops.winograd): the transforms are exact, and the operator matches a float64
direct convolution within the stated bounds over random geometries, remainders, padding, batch, threads."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.codegen.winograd import WinogradSpec, transform_matrices
from ixconv.ops.conv import Conv2d
from ixconv.ops.params import make_params
from ixconv.ops.program import NativeProgram
from ixconv.ops.reference import conv2d_reference
from ixconv.ops.winograd import WinogradConv2d
from ixconv.ops.workspace import Workspace

# max |winograd - float64 direct| / max |float64 direct|, He-init weights, post-ReLU inputs, C up to 512
# (measured: F(2) 4e-7, F(4) 8e-6, F(6) 1.2e-5 at C = 256; the fp32 direct convolution: 2e-7)
ERROR_BOUND = {2: 4e-6, 4: 4e-5, 6: 1e-4}


@pytest.mark.parametrize("m", [2, 4, 6])
def test_transforms_are_exact(m) -> None:
    """sum_j A^T[i][j] G[j][k] B^T[j][l] == [l == i + k]: the identity that makes Y = A^T[(G g) . (B^T d)] the
    correlation, in exact rational arithmetic."""
    at, g, bt = transform_matrices(m)
    n = m + 2
    for i in range(m):
        for k in range(3):
            for l in range(n):
                assert sum(at[i][j] * g[j][k] * bt[j][l] for j in range(n)) == (l == i + k)


def _case(rng, n, h, w, c, k):
    x = np.maximum(rng.standard_normal((n, h, w, c)), 0).astype(np.float32)  # post-ReLU
    weight = (rng.standard_normal((k, c, 3, 3)) * np.sqrt(2 / (9 * c))).astype(np.float32)  # He
    bias = rng.standard_normal(k).astype(np.float32)
    return x, weight, bias


def _expected(x, weight, bias, padding, activation=None, residual=None):
    params = make_params(weight, 1, padding, 1, 1, activation)
    res = None if residual is None else residual.astype(np.float64)
    return conv2d_reference(x.astype(np.float64), weight.astype(np.float64), bias.astype(np.float64), params, res)


@settings(deadline=None, max_examples=60)
@given(
    m=st.sampled_from([2, 4, 6]), n=st.integers(1, 3), h=st.integers(1, 15), w=st.integers(1, 15),
    c=st.integers(1, 40), k=st.integers(1, 40),
    pads=st.tuples(st.integers(0, 2), st.integers(0, 2), st.integers(0, 2), st.integers(0, 2)),
    threads=st.sampled_from([1, 2]), residual=st.booleans(), activation=st.sampled_from([None, "relu", (-0.5, 0.5)]),
)  # fmt: skip
def test_matches_float64_direct(m, n, h, w, c, k, pads, threads, residual, activation) -> None:
    if h + pads[0] + pads[2] < 3 or w + pads[1] + pads[3] < 3:
        return
    rng = np.random.default_rng(h * 1000 + w * 100 + c * 7 + k)
    x, weight, bias = _case(rng, n, h, w, c, k)
    padding = (pads[0], pads[1], pads[2], pads[3])
    op = WinogradConv2d(weight, bias, padding=padding, activation=activation, m=m, num_threads=threads)
    shape = op.output_shape(x.shape)
    r = rng.standard_normal(shape).astype(np.float32) if residual else None
    guard = 256
    buffer = np.full(int(np.prod(shape)) + 2 * guard, np.nan, np.float32)
    y = buffer[guard:-guard].reshape(shape)
    op(x, out=y, residual=r)
    expected = _expected(x, weight, bias, padding, activation, r)
    scale = max(1.0, np.abs(expected).max())
    err = np.abs(y - expected).max() / scale
    assert err <= ERROR_BOUND[m], f"F({m}) {x.shape} -> {shape} pads {padding}: error {err:.2e}"
    assert np.isnan(buffer[:guard]).all() and np.isnan(buffer[-guard:]).all(), "nothing written past the output"


@pytest.mark.parametrize("m", [2, 4, 6])
@pytest.mark.parametrize("c", [64, 256, 512])
def test_error_bound_at_realistic_depth(m, c) -> None:
    """The bound holds on deep layers too (the error grows with C, slowly: sums of independent roundings)."""
    rng = np.random.default_rng(c + m)
    x, weight, bias = _case(rng, 1, 12, 12, c, 32)
    y = WinogradConv2d(weight, bias, padding=1, m=m)(x)
    expected = _expected(x, weight, bias, 1)
    assert np.abs(y - expected).max() / np.abs(expected).max() <= ERROR_BOUND[m]


def test_chunks_threads_and_calls_agree(monkeypatch) -> None:
    """Many chunks of tile rows (a small scratch), batch > 1, 1 and 2 threads, the native program: same bits."""
    import ixconv.ops.winograd as winograd

    rng = np.random.default_rng(1)
    x, weight, bias = _case(rng, 3, 17, 13, 21, 37)
    whole = WinogradConv2d(weight, bias, padding=1, num_threads=1)(x)
    monkeypatch.setattr(winograd, "SCRATCH_BYTES", 1)  # one row of tiles per chunk
    for threads in (1, 2):
        op = WinogradConv2d(weight, bias, padding=1, num_threads=threads)
        np.testing.assert_array_equal(op(x), whole)
        np.testing.assert_array_equal(op(x), whole)  # the reused calls
        out = np.empty_like(whole)
        calls = op.native_calls(x, out)
        assert len(calls) == 3 * 3 * 5  # 3 images x 5 tile rows, three calls each
        NativeProgram(calls).run()
        np.testing.assert_array_equal(out, whole)


def test_writes_a_channel_slice_and_a_fused_activation() -> None:
    rng = np.random.default_rng(2)
    x, weight, bias = _case(rng, 2, 9, 10, 8, 19)
    silu = (("silu", (0,), ()),)
    op = WinogradConv2d(weight, bias, padding=1, epilogue=silu)
    wide = np.full((2, 9, 10, 40), np.nan, np.float32)
    op(x, out=wide[..., 5:24])
    expected = _expected(x, weight, bias, 1)
    expected = expected / (1 + np.exp(-expected))
    np.testing.assert_allclose(wide[..., 5:24], expected, rtol=1e-4, atol=1e-4)
    assert np.isnan(wide[..., :5]).all() and np.isnan(wide[..., 24:]).all()


def test_refuses_what_it_cannot_compute() -> None:
    w = np.ones((4, 4, 3, 3), np.float32)
    for kwargs, message in [
        (dict(stride=2), "stride 1"),
        (dict(dilation=2), "dilation 1"),
        (dict(groups=2), "groups 1"),
        (dict(m=3), "m"),
    ]:
        with pytest.raises(ValueError, match=message):
            WinogradConv2d(w if "groups" not in kwargs else np.ones((4, 2, 3, 3), np.float32), **kwargs)
    with pytest.raises(ValueError, match="3x3"):
        WinogradConv2d(np.ones((4, 4, 5, 5), np.float32))
    with pytest.raises(ValueError, match="invalid WinogradSpec"):
        WinogradSpec("avx512", 5)
    op = WinogradConv2d(w, padding=1)
    with pytest.raises(ValueError, match="channels"):
        op(np.ones((1, 5, 5, 3), np.float32))
    with pytest.raises(TypeError, match="float32"):
        op(np.ones((1, 5, 5, 4), np.float64))
    with pytest.raises(ValueError, match="out must have shape"):
        op(np.ones((1, 5, 5, 4), np.float32), out=np.empty((1, 4, 5, 4), np.float32))


def test_same_as_direct_on_a_layer_of_resnet() -> None:
    rng = np.random.default_rng(3)
    x, weight, bias = _case(rng, 1, 28, 28, 128, 128)
    direct = Conv2d(weight, bias, padding=1, activation="relu")(x)
    for m in (4, 6):
        y = WinogradConv2d(weight, bias, padding=1, activation="relu", m=m)(x)
        assert np.abs(y - direct).max() / np.abs(direct).max() <= ERROR_BOUND[m]


def _residual_block(c: int, seed: int = 0) -> bytes:
    """x -> Conv3x3 -> Relu -> Conv3x3 -> + x -> Relu, He-init weights: a ResNet basic block."""
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(seed)
    inits = []
    for name in ("w1", "w2"):
        inits.append(numpy_helper.from_array((rng.standard_normal((c, c, 3, 3)) * np.sqrt(2 / (9 * c))).astype(
            np.float32), name))  # fmt: skip
    inits += [numpy_helper.from_array((0.1 * rng.standard_normal(c)).astype(np.float32), b) for b in ("b1", "b2")]
    nodes = [
        helper.make_node("Conv", ["x", "w1", "b1"], ["h"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["h"], ["r"]),
        helper.make_node("Conv", ["r", "w2", "b2"], ["h2"], pads=[1, 1, 1, 1]),
        helper.make_node("Add", ["h2", "x"], ["s"]),
        helper.make_node("Relu", ["s"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "block", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", c, "H", "W"])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits,
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]).SerializeToString()


def test_precision_policy_of_a_model() -> None:
    """``fast`` runs the 3x3 layers by Winograd (natively, the residual and ReLU fused), ``exact`` never; both
    match ONNX Runtime, ``exact`` to the direct convolution's rounding."""
    import onnxruntime as ort

    import ixconv
    from ixconv.graph.nhwc_ops import ConvStep

    data = _residual_block(32)
    x = np.maximum(np.random.default_rng(5).standard_normal((2, 32, 19, 23)), 0).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    scale = np.abs(expected).max()
    for precision, bound in (("fast", ERROR_BOUND[4]), ("exact", 1e-6)):
        model = ixconv.load(data, num_threads=2, precision=precision)
        for _ in range(2):  # the first run plans, the second replays the native program
            y = model.run({"x": x})["y"]
            assert np.abs(y - expected).max() / scale <= bound, precision
        ops = [s._default_op(x.shape) for s in model.steps if isinstance(s, ConvStep)]
        assert len(ops) == 2 and all(isinstance(op, WinogradConv2d) == (precision == "fast") for op in ops)
    with pytest.raises(ValueError, match="precision"):
        ixconv.load(data, precision="bf17")


def test_few_input_channels_stay_direct() -> None:
    from ixconv.ops.params import make_params
    from ixconv.ops.winograd import winograd_tile

    assert winograd_tile(make_params(np.zeros((32, 3, 3, 3), np.float32), 1, 1, 1, 1, None)) is None
    assert winograd_tile(make_params(np.zeros((32, 64, 3, 3), np.float32), 1, 1, 1, 1, None)) == 4
    assert winograd_tile(make_params(np.zeros((32, 64, 3, 3), np.float32), 2, 1, 1, 1, None)) is None


def test_winograd_pays_where_its_weights_are_reused() -> None:
    """Enough tiles per thread for the transforms to pay: fewer with small transformed weights (in cache) than
    with large ones (streamed from memory each call)."""
    from ixconv.ops.params import make_params
    from ixconv.ops.winograd import winograd_pays

    small = make_params(np.zeros((64, 64, 3, 3), np.float32), 1, 1, 1, 1, None)
    large = make_params(np.zeros((512, 512, 3, 3), np.float32), 1, 1, 1, 1, None)
    assert winograd_pays(small, 28, 28, 1, 2) and winograd_pays(small, 20, 20, 1, 1)  # 49, 25 tiles
    assert not winograd_pays(small, 8, 20, 1, 1) and not winograd_pays(small, 20, 20, 1, 2)  # 10, 25 on 2 threads
    assert not winograd_pays(large, 7, 7, 1, 1) and not winograd_pays(large, 14, 14, 1, 1)  # 4 and 16 tiles
    assert winograd_pays(large, 28, 28, 1, 1) and winograd_pays(large, 28, 28, 1, 2)  # 49 tiles
    assert not winograd_pays(large, 14, 14, 2, 2) and winograd_pays(large, 14, 14, 4, 2)  # 32 and 64 tiles


def test_the_tile_is_chosen_per_shape() -> None:
    """F(4x4) where it has tiles enough; F(2x2) where F(4x4) has too few but F(2x2) has (its weights are 2.25x
    fewer to stream) on layers wide enough; else direct, or F(4x4) with its weights in cache."""
    from ixconv.ops.params import make_params
    from ixconv.ops.winograd import winograd_choice

    def layer(c: int, k: int):
        return make_params(np.zeros((k, c, 3, 3), np.float32), 1, 1, 1, 1, None)

    assert winograd_choice(layer(64, 64), 56, 56, 1, 2) == 4 and winograd_choice(layer(256, 256), 28, 28, 1, 2) == 4
    assert winograd_choice(layer(256, 256), 14, 14, 1, 1) == 2 and winograd_choice(layer(512, 512), 14, 14, 1, 2) == 2
    assert winograd_choice(layer(128, 128), 20, 20, 1, 1) == 4 and winograd_choice(layer(128, 128), 20, 20, 1, 2) == 2
    assert winograd_choice(layer(512, 512), 7, 7, 1, 1) is None and winograd_choice(layer(128, 128), 7, 7, 1, 1) is None
    assert winograd_choice(layer(64, 64), 14, 14, 1, 2) is None  # too narrow for F(2x2), too few tiles for F(4x4)
    assert winograd_choice(layer(128, 32), 14, 14, 1, 2) is None
    assert winograd_choice(layer(64, 64), 14, 14, 1, 1) == 4  # (its transformed weights stay in cache)


def test_a_model_runs_each_layer_with_its_tile() -> None:
    """A 14x14x256 layer runs F(2x2), a 28x28 one F(4x4), in one model, within F(4x4)'s error of ONNX Runtime."""
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    import ixconv
    from ixconv.graph.nhwc_ops import ConvStep

    rng = np.random.default_rng(7)
    w1 = (rng.standard_normal((256, 128, 3, 3)) * np.sqrt(2 / (9 * 128))).astype(np.float32)
    w2 = (rng.standard_normal((256, 256, 3, 3)) * np.sqrt(2 / (9 * 256))).astype(np.float32)
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c1"], ["r1"]),
        helper.make_node("MaxPool", ["r1"], ["p1"], kernel_shape=[2, 2], strides=[2, 2]),
        helper.make_node("Conv", ["p1", "w2"], ["y"], pads=[1, 1, 1, 1]),
    ]
    graph = helper.make_graph(
        nodes, "tiles", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 128, 28, 28])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(w1, "w1"), numpy_helper.from_array(w2, "w2")],
    )  # fmt: skip
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()
    x = np.maximum(rng.standard_normal((1, 128, 28, 28)), 0).astype(np.float32)
    expected = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    model = ixconv.load(data, num_threads=1, precision="fast")
    for _ in range(2):
        y = model.run({"x": x})["y"]
        assert np.abs(y - expected).max() / np.abs(expected).max() <= ERROR_BOUND[4]
    convs = [s for s in model.steps if isinstance(s, ConvStep)]
    tiles = [op.spec.m for op in (convs[0]._default_op((1, 28, 28, 128)), convs[1]._default_op((1, 14, 14, 256)))]
    assert tiles == [4, 2], tiles


def test_tuned_winograd_choice_respects_precision() -> None:
    """A tuning record may choose Winograd (``ixconv.tune``'s space has it for 3x3 stride-1 layers): the model
    takes it under ``fast`` only."""
    import ixconv
    from ixconv.graph.nhwc_ops import ConvStep
    from ixconv.ops.signature import conv_signature

    data = _residual_block(16)
    probe = ixconv.graph.executor.Model(data, precision="exact")
    step = next(s for s in probe.steps if isinstance(s, ConvStep))
    signature = conv_signature(step._op((8, 8)).params, 8, 8)
    choice = {"impl": "ixconv", "algorithm": "winograd", "m": 2, "spec": {"kind": "gemm", "isa": step._op(
        (8, 8)).spec.isa, "mr": 4, "nr": 16}}  # fmt: skip
    x = np.random.default_rng(0).standard_normal((1, 16, 8, 8)).astype(np.float32)
    outputs = {}
    for precision in ("exact", "fast"):
        model = ixconv.graph.executor.Model(data, precision=precision, choices={signature: choice})
        outputs[precision] = model.run({"x": x})["y"]
        chosen = [s._chosen_op((8, 8)) for s in model.steps if isinstance(s, ConvStep)]
        assert all((getattr(op, "spec", None) is not None and op.spec.m == 2) == (precision == "fast") for op in chosen)
    np.testing.assert_allclose(outputs["fast"], outputs["exact"], rtol=0, atol=1e-4)


@settings(deadline=None, max_examples=12)
@given(
    isa=st.sampled_from(["avx2", "generic"]), m=st.sampled_from([2, 4, 6]), n=st.integers(1, 2),
    h=st.integers(3, 13), w=st.integers(3, 13), c=st.integers(1, 21), k=st.integers(1, 21),
    threads=st.sampled_from([1, 2]),
)  # fmt: skip
def test_lesser_isas(isa, m, n, h, w, c, k, threads) -> None:
    """The transforms and the GEMM on 8-lane AVX2 and 4-lane generic vectors: remainders of every width."""
    from ixconv.codegen.spec import default_spec

    rng = np.random.default_rng(h * 100 + w + c + k)
    x, weight, bias = _case(rng, n, h, w, c, k)
    op = WinogradConv2d(weight, bias, padding=(1, 0, 0, 1), m=m, num_threads=threads, gemm_spec=default_spec(isa))
    assert op.spec.isa == isa
    expected = _expected(x, weight, bias, (1, 0, 0, 1))
    assert np.abs(op(x) - expected).max() / max(1.0, np.abs(expected).max()) <= ERROR_BOUND[m]


def test_weights_are_recovered_from_the_transformed_copy() -> None:
    rng = np.random.default_rng(7)
    _, weight, bias = _case(rng, 1, 4, 4, 13, 29)
    for m in (2, 4, 6):
        np.testing.assert_allclose(WinogradConv2d(weight, bias, m=m).weight, weight, rtol=0, atol=1e-6)


def test_input_sizes_share_the_scratch() -> None:
    """One scratch buffer per operator, grown for a larger input: results at every size stay those of a
    fresh operator, and a service fed many sizes keeps one buffer, not one per size."""
    rng = np.random.default_rng(11)
    _, weight, bias = _case(rng, 1, 4, 4, 24, 40)
    op = WinogradConv2d(weight, bias, padding=1)
    sizes = [(9, 9), (30, 17), (5, 6), (30, 17), (64, 64), (9, 9)]
    for h, w in sizes:
        x = np.maximum(rng.standard_normal((1, h, w, 24)), 0).astype(np.float32)
        np.testing.assert_array_equal(op(x), WinogradConv2d(weight, bias, padding=1)(x))
    assert set(op._workspace._buffers) == {"winograd.v", "winograd.m"}
    largest = max(op.scratch_bytes(h, w) for h, w in sizes)
    assert op._workspace.nbytes() == largest


def test_layers_share_one_workspace() -> None:
    """Operators given one ``Workspace`` (a model's layers, which run one at a time) keep one V and one M
    buffer between them, the largest any needs; results stay those of operators with their own scratch when
    calls of different layers and sizes interleave (a layer whose views a larger one replaced plans again)."""
    rng = np.random.default_rng(12)
    shared = Workspace()
    layers = []
    for c, k in [(8, 16), (40, 24), (16, 72)]:
        _, weight, bias = _case(rng, 1, 4, 4, c, k)
        layers.append((WinogradConv2d(weight, bias, padding=1, workspace=shared),
                       WinogradConv2d(weight, bias, padding=1), c))  # fmt: skip
    for index, (h, w) in [(0, (9, 9)), (1, (30, 17)), (2, (12, 40)), (0, (9, 9)), (1, (5, 6)), (0, (33, 33))]:
        op, own, c = layers[index]
        x = np.maximum(rng.standard_normal((1, h, w, c)), 0).astype(np.float32)
        np.testing.assert_array_equal(op(x), own(x))
    assert set(shared._buffers) == {"winograd.v", "winograd.m"}
    assert shared.nbytes() < sum(own._workspace.nbytes() for _, own, _ in layers)


def test_precision_bench_reports_agreement() -> None:
    """``python -m ixconv.bench.precision``'s row: ResNet-18 under fast keeps the exact plan's top-1."""
    from ixconv.bench.precision import agreement

    row = agreement("resnet18", ["fast"], inputs=2, threads=1)
    assert row["fast"]["top1_agreement"] == 1.0
    assert 0 < row["fast"]["max_relative_difference"] <= 1e-4


def test_a_winograd_layer_drops_its_direct_weights_and_rebuilds_them_where_needed() -> None:
    """Under ``fast``, a layer running Winograd keeps only the transformed weights (the direct kernel's packed
    copy goes); an input size where Winograd does not pay rebuilds the direct kernel from the transformed
    weights, once, and keeps it. Every output matches ONNX Runtime within Winograd's error bound."""
    import onnxruntime as ort

    import ixconv
    from ixconv.graph.nhwc_ops import ConvStep

    data = _residual_block(256)  # 256 -> 256: 9.4 MB of F(4x4) weights, beyond the cache-resident budget
    session = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    model = ixconv.load(data, num_threads=2, precision="fast")
    steps = [s for s in model.steps if isinstance(s, ConvStep)]
    direct_packed = sum(s._ops[(0, 0)].packed.nbytes for s in steps)
    for h, w, winograd in ((28, 28, True), (4, 4, False), (28, 28, True)):  # 4x4: 1 tile, too few for 2 threads
        x = np.maximum(np.random.default_rng(h).standard_normal((1, 256, h, w)), 0).astype(np.float32)
        expected = session.run(None, {"x": x})[0]
        for _ in range(2):  # planned, then the native program
            y = model.run({"x": x})["y"]
            assert np.abs(y - expected).max() / np.abs(expected).max() <= ERROR_BOUND[4]
        nhwc = (1, h, w, 256)
        assert all(isinstance(s._default_op(nhwc), WinogradConv2d) == winograd for s in steps)
        if not steps[0]._ops:  # the first size: the direct kernels were released, only Winograd's bytes are held
            held = [b for s, b in zip(model.steps, model.step_held_bytes()) if isinstance(s, ConvStep)]
            winograd = [s._winograd[((0, 0), 4)].workspace_bytes() for s in steps]  # (+ the bias, call arguments)
            assert all(0 <= h - b < 2**16 for h, b in zip(held, winograd)) and direct_packed > 2**20
    assert all((0, 0) in s._ops and s._released for s in steps)  # rebuilt for 4x4, and kept
    assert steps[0].signature((28, 28)) == steps[0].signature((28, 28)) and len(steps) == 2
    shared = steps[0]._winograd[((0, 0), 4)]._workspace  # the model's layers keep one V and one M between them
    assert steps[1]._winograd[((0, 0), 4)]._workspace is shared and set(shared._buffers) == {"winograd.v", "winograd.m"}


def test_bf16_plans_keep_winograd_for_layers_of_enough_outputs() -> None:
    """Under precision="bf16" fp32 Winograd replaces the bf16 products at one thread only for layers of at least
    WINOGRAD_BF16_MIN_OUTPUTS output channels whose transformed weights stay cached (DenseNet's 128 -> 32 3x3
    layers run bf16: its input transform outweighs what 32 outputs save), and only F(4x4) or larger."""
    from ixconv.ops.params import make_params
    from ixconv.ops.winograd import WINOGRAD_BF16_MIN_OUTPUTS, winograd_beats_bf16

    def params(c: int, k: int):
        return make_params(np.zeros((k, c, 3, 3), np.float32), 1, 1, 1, 1, None)

    assert winograd_beats_bf16(params(64, 64), 1)
    assert winograd_beats_bf16(params(128, WINOGRAD_BF16_MIN_OUTPUTS), 1)
    assert not winograd_beats_bf16(params(128, 32), 1)
    assert not winograd_beats_bf16(params(64, 64), 2)
    assert not winograd_beats_bf16(params(512, 512), 1)  # 9 MiB of transformed weights: streamed
    assert not winograd_beats_bf16(params(64, 64), 1, m=2)  # F(2x2): 2.25x fewer products, bf16 does 2x
