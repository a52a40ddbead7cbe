"""``ixconv quantize``: post-training static quantization to a standard QDQ model.

The QDQ file must pass ``onnx.checker``, run in ONNX Runtime (the oracle) with the outputs ixconv computes on the
same file to one quantization step of the output, load in ixconv as 8-bit convolutions (``QConvStep``), stay
close to the float model, and follow ONNX Runtime's own ``quantize_static`` conventions (scales and zero points
of a MinMax calibration). Bad input is a clear error naming the parameter."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv.graph.accuracy import layer_sqnr
from ixconv.graph.calibrate import RangeObserver, entropy_threshold
from ixconv.graph.executor import Model
from ixconv.graph.nhwc_ops import ConvStep, QConvStep
from ixconv.graph.qdq import RESIDUAL_ADD
from ixconv.graph.quantize import quantization_record, quantize_model

ort = pytest.importorskip("onnxruntime")


def small_model(batch_norm: bool = True, size: int = 16) -> onnx.ModelProto:
    """x -> Conv 3x3 [-> BatchNormalization] -> Relu -> Conv 3x3 -> Add (residual) -> Relu -> Conv 1x1 stride 2
    -> GlobalAveragePool -> Flatten -> Gemm -> y (10 classes); batch dimension symbolic."""
    rng = np.random.default_rng(0)
    inits, nodes = [], []

    def const(name, value):
        inits.append(numpy_helper.from_array(np.asarray(value, np.float32), name))
        return name

    def conv(name, x, cin, cout, k, stride=1):
        w = rng.standard_normal((cout, cin, k, k)) * np.sqrt(2.0 / (cin * k * k))
        b = rng.standard_normal(cout) * 0.1
        inputs = [x, const(f"{name}_w", w), const(f"{name}_b", b)]
        attrs = dict(kernel_shape=[k, k], pads=[k // 2] * 4, strides=[stride] * 2)
        nodes.append(helper.make_node("Conv", inputs, [f"{name}_out"], name=name, **attrs))
        return f"{name}_out"

    y = conv("conv1", "x", 3, 8, 3)
    if batch_norm:
        params = [rng.uniform(0.5, 1.5, 8), rng.standard_normal(8) * 0.1, rng.standard_normal(8) * 0.1,
                  rng.uniform(0.5, 1.5, 8)]  # fmt: skip
        names = [const(f"bn_{i}", p) for i, p in enumerate(params)]
        nodes.append(helper.make_node("BatchNormalization", [y, *names], ["bn_out"], name="bn"))
        y = "bn_out"
    nodes.append(helper.make_node("Relu", [y], ["relu1_out"], name="relu1"))
    y = conv("conv2", "relu1_out", 8, 8, 3)
    nodes.append(helper.make_node("Add", [y, "relu1_out"], ["add_out"], name="add"))
    nodes.append(helper.make_node("Relu", ["add_out"], ["relu2_out"], name="relu2"))
    y = conv("conv3", "relu2_out", 8, 16, 1, stride=2)
    nodes.append(helper.make_node("GlobalAveragePool", [y], ["gap_out"], name="gap"))
    nodes.append(helper.make_node("Flatten", ["gap_out"], ["flat_out"], name="flatten"))
    w, b = rng.standard_normal((10, 16)) * 0.5, rng.standard_normal(10) * 0.1
    nodes.append(helper.make_node("Gemm", ["flat_out", const("fc_w", w), const("fc_b", b)], ["y"], name="fc",
                                  transB=1))  # fmt: skip
    graph = helper.make_graph(
        nodes, "small", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3, size, size])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", 10])], inits,
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model


def samples(count: int, size: int = 16, seed: int = 1) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal((count, 3, size, size)).astype(np.float32)


def ort_run(model: onnx.ModelProto, x: np.ndarray) -> np.ndarray:
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(None, {session.get_inputs()[0].name: x})[0]


def output_step(model: onnx.ModelProto) -> float:
    """The scale of the DequantizeLinear that writes the graph output."""
    inits = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    out = model.graph.output[0].name
    dq = next(n for n in model.graph.node if n.output[0] == out)
    assert dq.op_type == "DequantizeLinear", "the graph output is not quantized"
    return float(inits[dq.input[1]])


@pytest.fixture(scope="module")
def quantized_small():
    fp32 = small_model()
    return fp32, quantize_model(fp32, samples(32))


def ort_quantize(fp32: onnx.ModelProto, x: np.ndarray, tmp_path, op_types: list[str]):
    """ONNX Runtime's quantize_static (QDQ, MinMax, per channel, uint8 activations, int8 weights) calibrated on
    the samples ``x`` one by one: the path of the model it writes."""
    from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static

    class Reader(CalibrationDataReader):
        def __init__(self):
            self.items = iter([{"x": x[i : i + 1]} for i in range(len(x))])

        def get_next(self):
            return next(self.items, None)

    src, dst = tmp_path / "m.onnx", tmp_path / "ort.onnx"
    onnx.save(fp32, src)
    quantize_static(
        str(src), str(dst), Reader(), quant_format=QuantFormat.QDQ, op_types_to_quantize=op_types,
        activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8, per_channel=True,
    )  # fmt: skip
    return dst


def test_qdq_file_is_valid_and_follows_the_conventions(quantized_small) -> None:
    fp32, q = quantized_small
    onnx.checker.check_model(q, full_check=True)
    ops = [n.op_type for n in q.graph.node]
    assert "BatchNormalization" not in ops and ops.count("Relu") == 1, ops  # BN folded; conv1's Relu folded
    assert ops.count("Conv") == 3 and ops.count("Gemm") == 1
    inits = {t.name: numpy_helper.to_array(t) for t in q.graph.initializer}
    produced = {o: n for n in q.graph.node for o in n.output}
    for node in q.graph.node:
        if node.op_type not in ("Conv", "Gemm"):
            continue
        x_dq, w_dq, b_dq = (produced[i] for i in node.input)
        assert x_dq.op_type == w_dq.op_type == b_dq.op_type == "DequantizeLinear"
        w, w_scale, w_zero = (inits[i] for i in w_dq.input)
        assert w.dtype == np.int8 and np.abs(w).max() == 127 and not w_zero.any()  # symmetric, per channel
        axis = next(a.i for a in w_dq.attribute if a.name == "axis")
        assert axis == 0 and w_scale.shape == (w.shape[0],)
        x_scale, x_zero = inits[x_dq.input[1]], inits[x_dq.input[2]]
        assert x_zero.dtype == np.uint8
        b, b_scale = inits[b_dq.input[0]], inits[b_dq.input[1]]
        assert b.dtype == np.int32
        np.testing.assert_allclose(b_scale, x_scale * w_scale, rtol=1e-6)
    record = quantization_record(q)
    assert record["quantized"] == ["conv1", "conv2", "conv3", "fc"] and record["excluded"] == []
    assert record["samples"] == 32 and record["method"] == "minmax"


def test_onnx_runtime_and_ixconv_agree_on_the_qdq_file(quantized_small) -> None:
    _, q = quantized_small
    x = samples(6, seed=7)
    model = Model(q)
    step = output_step(q)
    for i in range(len(x)):
        ours, theirs = model(x[i : i + 1]), ort_run(q, x[i : i + 1])
        assert np.max(np.abs(ours - theirs)) <= step * 1.001, (i, np.max(np.abs(ours - theirs)), step)


def test_ixconv_runs_the_qdq_file_on_8bit_kernels(quantized_small) -> None:
    fp32, q = quantized_small
    model = Model(q)
    assert sum(isinstance(s, QConvStep) for s in model.steps) == 4  # 3 Conv and the classifier's Gemm
    assert not any(isinstance(s, ConvStep) for s in model.steps), "a convolution stayed in float"
    assert model.graph.count("QLinearConv") == 4 and model.graph.count("Gemm") == 0
    (first,) = [n for n in model.graph.nodes if n.op == "ToNHWC" and n.inputs[0] == "x"]
    readers = [n.op for n in model.graph.nodes if first.outputs[0] in n.inputs]
    assert first.attrs.get("quantize") and readers == ["QLinearConv"]  # the image converted and quantized in one pass


def test_quantized_model_stays_close_to_float(quantized_small) -> None:
    fp32, q = quantized_small
    x = samples(16, seed=11)
    ref, got = Model(fp32).run({"x": x})["y"], Model(q).run({"x": x})["y"]
    relative = np.max(np.abs(got - ref)) / np.max(np.abs(ref))
    assert relative < 0.05, relative
    assert np.mean(got.argmax(1) == ref.argmax(1)) >= 0.8
    sqnr = layer_sqnr(fp32, q, [{"x": x}])
    assert list(sqnr) == ["conv1", "conv2", "conv3", "fc"] and all(25 < v < 60 for v in sqnr.values()), sqnr


def test_minmax_matches_onnx_runtime_quantize_static(tmp_path) -> None:
    """ONNX Runtime's quantize_static (QDQ, MinMax, per channel, uint8 activations, int8 weights) on the same
    model and samples: the same scales and zero points, tensor by tensor, and the same weight scales."""
    fp32 = small_model(batch_norm=False)
    x = samples(8)
    dst = ort_quantize(fp32, x, tmp_path, ["Conv", "Gemm", "Relu"])
    theirs, ours = onnx.load(dst), quantize_model(fp32, x)

    def activations(model):
        inits = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
        return {n.input[0]: (float(inits[n.input[1]]), int(inits[n.input[2]]))
                for n in model.graph.node if n.op_type == "QuantizeLinear"}  # fmt: skip

    def weight_scales(model):
        inits = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
        produced = {o: n for n in model.graph.node for o in n.output}
        return {n.name: inits[produced[n.input[1]].input[1]] for n in model.graph.node if n.op_type in ("Conv", "Gemm")}

    a, b = activations(ours), activations(theirs)
    common = set(a) & set(b)
    assert {"x", "relu1_out", "conv2_out", "flat_out"} <= common, (sorted(a), sorted(b))
    for name in common:
        np.testing.assert_allclose(a[name][0], b[name][0], rtol=1e-5, err_msg=name)
        assert abs(a[name][1] - b[name][1]) <= 1, (name, a[name], b[name])
    wa, wb = weight_scales(ours), weight_scales(theirs)
    assert set(wa) == set(wb) == {"conv1", "conv2", "conv3", "fc"}
    for name in wa:
        np.testing.assert_allclose(wa[name], wb[name], rtol=1e-6, err_msg=name)


def test_onnx_runtime_qdq_file_runs_on_ixconv_8bit_kernels(tmp_path) -> None:
    """The QDQ model ONNX Runtime's quantizer writes loads in ixconv as QLinearConv steps and matches ONNX
    Runtime's int8 results to one step."""
    fp32, x = small_model(batch_norm=False), samples(4)
    dst = ort_quantize(fp32, x, tmp_path, ["Conv", "Relu"])
    q = onnx.load(dst)
    model = Model(q)
    assert sum(isinstance(s, QConvStep) for s in model.steps) == 3
    inits = {t.name: numpy_helper.to_array(t) for t in q.graph.initializer}
    conv3 = next(n for n in q.graph.node if n.name == "conv3")
    quant = next(n for n in q.graph.node if n.op_type == "QuantizeLinear" and n.input[0] == conv3.output[0])
    fc = numpy_helper.to_array(next(t for t in fp32.graph.initializer if t.name == "fc_w"))
    # the Gemm stays float: one step of conv3's output, averaged by the pool, through the Gemm's weights
    tolerance = float(inits[quant.input[1]]) * np.abs(fc).sum(axis=1).max()
    xs = samples(4, seed=5)
    for i in range(len(xs)):
        ours, theirs = model(xs[i : i + 1]), ort_run(q, xs[i : i + 1])
        assert np.max(np.abs(ours - theirs)) <= tolerance, (i, np.max(np.abs(ours - theirs)), tolerance)


def test_resnet18_from_the_zoo() -> None:
    """ResNet-18 (seeded random weights): every convolution 8-bit in ixconv, ONNX Runtime within one output step
    of ixconv on the same QDQ file, logits within a few percent of the float model's."""
    from ixconv import zoo

    fp32 = zoo.build("resnet18")
    calibration = np.concatenate([zoo.sample_input(seed=s) for s in range(1, 5)])
    q = quantize_model(fp32, calibration)
    model = Model(q)
    assert sum(isinstance(s, QConvStep) for s in model.steps) == 21  # 20 Conv and the classifier's Gemm
    x = zoo.sample_input(seed=9)
    ours, theirs = model(x), ort_run(q, x)
    assert np.max(np.abs(ours - theirs)) <= output_step(q) * 1.001
    ref = Model(fp32)(x)
    relative = np.max(np.abs(ours - ref)) / np.max(np.abs(ref))
    assert relative < 0.1, relative


def test_mobilenet_v2_depthwise_and_relu6() -> None:
    """MobileNet v2: every convolution, depthwise included, 8-bit in ixconv; each Clip(0, 6) folded into its
    layer's output. Against ONNX Runtime a few output steps: ONNX Runtime runs the residual Adds (no Relu after
    them) as QLinearAdd, whose rounding differs from the QDQ graph's float Add then QuantizeLinear (which ixconv
    computes) on ~0.04% of the first Add's values; the layers after it amplify that (the convolutions before it
    are bit-exact against ONNX Runtime's)."""
    from ixconv import zoo

    fp32 = zoo.build("mobilenet_v2")
    q = quantize_model(fp32, np.concatenate([zoo.sample_input(seed=s) for s in range(1, 5)]))
    record = quantization_record(q)
    assert len(record["quantized"]) == 53 and len(record["folded_activations"]) == 35
    model = Model(q)
    assert sum(isinstance(s, QConvStep) for s in model.steps) == 53  # 52 Conv and the classifier's Gemm
    x = zoo.sample_input(seed=9)
    ours, ref = model(x), Model(fp32)(x)
    assert np.max(np.abs(ours - ort_run(q, x))) <= 4 * output_step(q) * 1.001
    assert np.max(np.abs(ours - ref)) / np.max(np.abs(ref)) < 0.1


def test_a_real_model_from_a_wheel() -> None:
    """PP-OCRv4's text detector as rapidocr-onnxruntime ships it (HardSwish, Resize, ConvTranspose, Concat,
    Sigmoid): every one of its 62 convolutions 8-bit in ixconv, outputs as ONNX Runtime's on the QDQ file."""
    import importlib.metadata

    pytest.importorskip("rapidocr_onnxruntime")
    dist = importlib.metadata.distribution("rapidocr-onnxruntime")
    path = str(dist.locate_file("rapidocr_onnxruntime/models/ch_PP-OCRv4_det_infer.onnx"))
    rng = np.random.default_rng(0)
    q = quantize_model(path, rng.uniform(-1, 1, (3, 3, 160, 160)).astype(np.float32))
    model = Model(q)
    assert sum(isinstance(s, QConvStep) for s in model.steps) == len(quantization_record(q)["quantized"]) == 62
    x = rng.uniform(-1, 1, (1, 3, 160, 160)).astype(np.float32)
    np.testing.assert_allclose(model(x), ort_run(q, x), atol=1e-5, rtol=0)


# -- calibration methods -------------------------------------------------------------------------------------


def test_percentile_cuts_outliers_and_minmax_keeps_them() -> None:
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 1, 200_000).astype(np.float32)
    x[:3] = [50.0, -40.0, 30.0]
    minmax, percentile = RangeObserver("minmax"), RangeObserver("percentile", 99.99)
    for chunk in np.split(x, 4):
        minmax.observe(chunk)
        percentile.observe(chunk)
    assert minmax.range() == (-40.0, 50.0)
    low, high = percentile.range()
    assert -1.05 < low < -0.95 and 0.95 < high < 1.05, (low, high)


def test_histogram_grows_by_merging_bins() -> None:
    """A later batch with larger values doubles the histogram's range; no count is lost."""
    observer = RangeObserver("percentile", 100.0)
    observer.observe(np.linspace(0, 1, 1000, dtype=np.float32))
    observer.observe(np.array([7.5], np.float32))
    assert observer.radius == 8.0 and observer.counts.sum() == 1001
    assert observer.range() == (0.0, 7.5)
    zeros = RangeObserver("entropy")
    zeros.observe(np.zeros(10, np.float32))  # all zero first: counted once a range exists
    zeros.observe(np.ones(10, np.float32))
    assert zeros.counts.sum() == 20


def test_entropy_clips_a_long_tail() -> None:
    rng = np.random.default_rng(1)
    x = np.abs(rng.standard_normal(500_000)).astype(np.float32)
    observer = RangeObserver("entropy")
    observer.observe(x)
    low, high = observer.range()
    assert low == pytest.approx(float(x.min())) and 2.0 < high < float(x.max()), (low, high, x.max())
    assert entropy_threshold(np.ones(64)) == 64.0  # fewer bins than levels: nothing to clip
    relu6 = RangeObserver("entropy")  # 84% exact zeros (a Relu6's output): once clipped at 6/16 (MobileNet v2)
    y = np.clip(rng.standard_normal(500_000) - 1.0, 0, 6).astype(np.float32)
    y[:10] = 6.0
    relu6.observe(y)
    assert relu6.range()[1] > np.percentile(y, 99.9), relu6.range()


@pytest.mark.parametrize("method", ["percentile", "entropy"])
def test_other_methods_quantize_and_run(method: str) -> None:
    q = quantize_model(small_model(), samples(16), method=method)
    assert quantization_record(q)["method"] == method
    x = samples(2, seed=3)
    np.testing.assert_allclose(Model(q).run({"x": x})["y"], ort_run(q, x), atol=output_step(q) * 1.001, rtol=0)


# -- options and inputs -----------------------------------------------------------------------------------------


def test_exclude_and_per_tensor() -> None:
    q = quantize_model(small_model(), samples(8), exclude=["fc", "conv2"], per_channel=False)
    record = quantization_record(q)
    assert record["quantized"] == ["conv1", "conv3"] and record["excluded"] == ["conv2", "fc"]
    inits = {t.name: numpy_helper.to_array(t) for t in q.graph.initializer}
    produced = {o: n for n in q.graph.node for o in n.output}
    convs = {n.name: n for n in q.graph.node if n.op_type in ("Conv", "Gemm")}
    assert convs["conv2"].input[1] in inits and convs["fc"].input[1] in inits  # float weights
    assert inits[produced[convs["conv1"].input[1]].input[1]].shape == ()  # per tensor
    model = Model(q)
    assert sum(isinstance(s, QConvStep) for s in model.steps) == 2


def test_calibration_from_images_npy_files_and_batches(tmp_path) -> None:
    from PIL import Image

    rng = np.random.default_rng(0)
    folder = tmp_path / "images"
    folder.mkdir()
    for i, (w, h) in enumerate([(40, 30), (20, 50), (16, 16), (64, 64)]):
        Image.fromarray(rng.integers(0, 256, (h, w, 3), dtype=np.uint8)).save(folder / f"{i}.png")
    Image.fromarray(rng.integers(0, 256, (30, 30), dtype=np.uint8)).save(folder / "gray.jpg")  # converted to RGB
    fp32 = small_model()
    q = quantize_model(fp32, folder, samples=4)
    assert quantization_record(q)["samples"] == 4
    q = quantize_model(fp32, str(folder), preprocess={"resize": "exact", "mean": (0.5,), "std": (0.25,)})
    assert quantization_record(q)["samples"] == 5
    np.save(tmp_path / "a.npy", samples(3))
    np.save(tmp_path / "b.npy", samples(2, seed=2))
    q = quantize_model(fp32, [tmp_path / "a.npy", tmp_path / "b.npy"])
    assert quantization_record(q)["samples"] == 5
    q = quantize_model(fp32, (samples(2, seed=s) for s in range(3)), samples=4)  # batches, stopped after 4 samples
    assert quantization_record(q)["samples"] == 4


def test_cli_quantize(tmp_path, capsys) -> None:
    from ixconv.cli import main

    src, out, data = tmp_path / "m.onnx", tmp_path / "q.onnx", tmp_path / "x.npy"
    onnx.save(small_model(), src)
    np.save(data, samples(8))
    assert main(["quantize", str(src), "--calibration", str(data), "--samples", "6", "-o", str(out)]) == 0
    text = capsys.readouterr().out
    assert "layers quantized" in text and "top-1 same" in text and "per-layer SQNR" in text
    assert quantization_record(onnx.load(out))["samples"] == 6
    assert main(["quantize", str(src), "--calibration", str(tmp_path / "missing"), "-o", str(out)]) == 2
    assert "no such file or folder" in capsys.readouterr().err  # one line on stderr, no traceback


# -- bad input --------------------------------------------------------------------------------------------------


def no_layer_model() -> onnx.ModelProto:
    graph = helper.make_graph(
        [helper.make_node("Relu", ["x"], ["y"])], "relu",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4])],
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])


def test_bad_input_is_a_clear_error(tmp_path) -> None:
    from PIL import Image

    fp32 = small_model()
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(ValueError, match="calibration: the folder .* holds no image"):
        quantize_model(fp32, empty)
    with pytest.raises(FileNotFoundError, match="calibration: no such file or folder"):
        quantize_model(fp32, tmp_path / "nowhere")
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "a.jpg").write_text("not an image")
    with pytest.raises(ValueError, match="calibration: cannot read the image .*a.jpg"):
        quantize_model(fp32, broken)
    sized = tmp_path / "sized"
    sized.mkdir()
    Image.fromarray(np.zeros((20, 18, 3), np.uint8)).save(sized / "a.png")
    with pytest.raises(ValueError, match="is 18x20 .* resize is 'none'"):
        quantize_model(fp32, sized, preprocess={"resize": "none"})
    with pytest.raises(ValueError, match="preprocess: mode L gives 1 channel"):
        quantize_model(fp32, sized, preprocess={"mode": "L"})
    with pytest.raises(ValueError, match="preprocess: unknown key"):
        quantize_model(fp32, sized, preprocess={"crop": 3})
    with pytest.raises(ValueError, match="calibration: samples of input 'x' have shape .*dimension 2 must be 16"):
        quantize_model(fp32, samples(2, size=12))
    with pytest.raises(TypeError, match="calibration: input 'x' must be float32"):
        quantize_model(fp32, np.zeros((2, 3, 16, 16), np.int64))
    with pytest.raises(ValueError, match="model: no quantizable layer"):
        quantize_model(no_layer_model(), np.zeros((2, 4), np.float32))
    with pytest.raises(ValueError, match="exclude: no node named 'conv9'"):
        quantize_model(fp32, samples(2), exclude=["conv1", "conv9"])
    with pytest.raises(ValueError, match="exclude: every quantizable layer"):
        quantize_model(fp32, samples(2), exclude=["conv1", "conv2", "conv3", "fc"])
    with pytest.raises(ValueError, match="samples must be a positive integer"):
        quantize_model(fp32, samples(2), samples=0)
    with pytest.raises(ValueError, match="method must be one of"):
        quantize_model(fp32, samples(2), method="kl")
    with pytest.raises(ValueError, match="calibration: the iterable gave no batch"):
        quantize_model(fp32, [])
    assert ixconv.quantize_model is quantize_model


# -- the QDQ -> QLinearConv pass and the way back to ONNX, alone ---------------------------------------------------


def qdq_conv(y_zero: int, clamp: str = "Relu", float_bias: bool = False) -> onnx.ModelProto:
    """x -> Q -> DQ -> Conv (weights and bias through DequantizeLinear; or PyTorch's form: float weights through
    QuantizeLinear -> DequantizeLinear and a float bias) -> clamp -> Q -> DQ -> y."""
    rng = np.random.default_rng(0)
    w = rng.integers(-127, 128, (4, 3, 3, 3)).astype(np.int8)
    ws = rng.uniform(0.005, 0.01, 4).astype(np.float32)
    values = {"xs": np.float32(0.02), "xz": np.uint8(128), "w": w, "ws": ws, "wz": np.zeros(4, np.int8),
              "ys": np.float32(0.02), "yz": np.uint8(y_zero), "lo": np.float32(0.0), "hi": np.float32(6.0)}  # fmt: skip
    if float_bias:
        values["b"] = rng.standard_normal(4).astype(np.float32)
        values["wf32"] = (w * ws.reshape(-1, 1, 1, 1)).astype(np.float32)
    else:
        values.update(b=rng.integers(-300, 300, 4).astype(np.int32), bs=(0.02 * ws).astype(np.float32))
        values["bz"] = np.zeros(4, np.int32)
    nodes = [
        helper.make_node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]),
        helper.make_node("DequantizeLinear", ["xq", "xs", "xz"], ["xf"]),
        helper.make_node("DequantizeLinear", ["w", "ws", "wz"], ["wf"], axis=0),
        helper.make_node("Conv", ["xf", "wf", "b" if float_bias else "bf"], ["c"], pads=[1] * 4, name="conv"),
        helper.make_node(clamp, ["c"] + (["lo", "hi"] if clamp == "Clip" else []), ["r"]),
        helper.make_node("QuantizeLinear", ["r", "ys", "yz"], ["yq"]),
        helper.make_node("DequantizeLinear", ["yq", "ys", "yz"], ["y"]),
    ]
    if not float_bias:
        nodes.insert(3, helper.make_node("DequantizeLinear", ["b", "bs", "bz"], ["bf"], axis=0))
    else:
        del values["w"]
        nodes.insert(2, helper.make_node("QuantizeLinear", ["wf32", "ws", "wz"], ["w"], axis=0))
    graph = helper.make_graph(
        nodes, "qdq", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 8])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4, 8, 8])],
        [numpy_helper.from_array(np.asarray(v), k) for k, v in values.items()],
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)


@pytest.mark.parametrize(
    ("y_zero", "clamp", "fused"),
    [(0, "Relu", True), (0, "Clip", True), (128, "Relu", False), (128, "Clip", False)],
    ids=["relu-zero-0", "relu6-zero-0", "relu-kept", "relu6-kept"],
)
def test_qdq_pass_fuses_only_what_quantization_makes_exact(y_zero: int, clamp: str, fused: bool) -> None:
    """A Relu (or Clip 0..6: 6 is beyond 255 steps of 0.02) goes when the output's zero point is the type's
    minimum; with zero point 128 it stays, and so does the float Conv."""
    from ixconv.graph.onnx_import import to_graph
    from ixconv.graph.qdq import fuse_qdq_convolutions

    g = fuse_qdq_convolutions(to_graph(qdq_conv(y_zero, clamp)))
    assert (g.count("QLinearConv"), g.count("Conv"), g.count(clamp)) == ((1, 0, 0) if fused else (0, 1, 1))
    if fused:
        assert g.count("DequantizeLinear") == 1  # the output's; the input's, weights' and bias' are gone
    x = np.random.default_rng(2).standard_normal((1, 3, 8, 8)).astype(np.float32)
    model = qdq_conv(y_zero, clamp)
    np.testing.assert_allclose(Model(model)(x), ort_run(model, x), atol=0.02 * 1.001, rtol=0)


def test_qdq_pass_takes_pytorch_float_weights_and_bias() -> None:
    from ixconv.graph.onnx_import import to_graph
    from ixconv.graph.qdq import fuse_qdq_convolutions

    model = qdq_conv(0, float_bias=True)
    g = fuse_qdq_convolutions(to_graph(model))
    conv = next(n for n in g.nodes if n.op == "QLinearConv")
    assert g.initializers[conv.inputs[8]].dtype == np.int32 and g.initializers[conv.inputs[3]].dtype == np.int8
    assert [n.op for n in g.nodes] == ["QuantizeLinear", "QLinearConv", "DequantizeLinear"]
    x = np.random.default_rng(3).standard_normal((1, 3, 8, 8)).astype(np.float32)
    np.testing.assert_allclose(Model(model)(x), ort_run(model, x), atol=0.02 * 1.001, rtol=0)


def test_graph_to_onnx_and_back() -> None:
    from ixconv import zoo
    from ixconv.graph.onnx_export import to_model_proto
    from ixconv.graph.onnx_import import to_graph

    proto = zoo.build("mobilenet_v2")
    again = to_model_proto(to_graph(proto), template=proto)
    onnx.checker.check_model(again, full_check=True)
    assert [n.op_type for n in again.graph.node] == [n.op_type for n in proto.graph.node]
    assert [list(n.input) for n in again.graph.node] == [list(n.input) for n in proto.graph.node]
    assert again.graph.input[0].type == proto.graph.input[0].type


def test_a_bias_int32_cannot_hold_widens_the_weight_scale_instead_of_clipping() -> None:
    """A channel whose weights are almost zero has a tiny x_scale * w_scale: its bias of 1.0 would be 10^15 steps.
    The writer widens that channel's weight scale (as ONNX Runtime does) so the bias survives; the output stays
    the bias, in ONNX Runtime and in ixconv."""
    rng = np.random.default_rng(3)
    w = (rng.standard_normal((4, 3, 3, 3)) * 0.2).astype(np.float32)
    w[1] = 1e-12
    b = np.array([0.1, 1.0, -0.2, 0.3], np.float32)
    inits = [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")]
    node = helper.make_node("Conv", ["x", "w", "b"], ["y"], pads=[1] * 4, name="conv")
    io = [helper.make_tensor_value_info(n, TensorProto.FLOAT, ["N", c, 8, 8]) for n, c in (("x", 3), ("y", 4))]
    graph = helper.make_graph([node], "g", io[:1], io[1:], inits)
    fp32 = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    x = samples(8, size=8)
    q = quantize_model(fp32, x)
    consts = {t.name: numpy_helper.to_array(t) for t in q.graph.initializer}
    b_dq = next(
        n
        for n in q.graph.node
        if n.op_type == "DequantizeLinear" and n.input[0] in consts and consts[n.input[0]].dtype == np.int32
    )
    b_q, b_scale = consts[b_dq.input[0]], consts[b_dq.input[1]]
    assert np.abs(b_q.astype(np.int64)).max() < 2**31 - 1
    assert np.all(np.abs(b_q * b_scale.astype(np.float64) - b) <= 0.5001 * b_scale), (b_q * b_scale, b)
    step = output_step(q)
    for y in (ort_run(q, x), Model(q).run({"x": x})["y"]):
        np.testing.assert_allclose(y[:, 1], 1.0, atol=step)
        np.testing.assert_allclose(y, ort_run(fp32, x), atol=4 * step)


def test_the_qdq_model_keeps_the_source_models_metadata() -> None:
    """Labels, a recognizer's character list, ... written into the float model stay in the quantized one."""
    fp32 = small_model()
    fp32.metadata_props.add(key="character", value="a\nb\nc")
    fp32.metadata_props.add(key="names", value="{0: 'cat', 1: 'dog'}")
    q = quantize_model(fp32, samples(8))
    props = {p.key: p.value for p in q.metadata_props}
    assert props["character"] == "a\nb\nc" and props["names"] == "{0: 'cat', 1: 'dog'}"
    assert quantization_record(q)["method"] == "minmax"
    again = {p.key: p.value for p in quantize_model(q, samples(8)).metadata_props}  # quantized twice: one record
    assert again["character"] == "a\nb\nc" and sum(k == "ixconv.quantize" for k in again) == 1


def _c2f_model() -> onnx.ModelProto:
    """A YOLO C2f-like block: Conv -> SiLU -> Split in two; the second half through Conv -> SiLU, upsampled
    (nearest) and pooled back; Concat of the three -> Conv 1x1 -> y."""
    rng = np.random.default_rng(3)
    inits, nodes = [], []

    def conv(x, cin, cout, k, out):
        w = (rng.standard_normal((cout, cin, k, k)) * np.sqrt(2 / (cin * k * k))).astype(np.float32)
        b = (rng.standard_normal(cout) * 0.1).astype(np.float32)
        inits.extend([numpy_helper.from_array(w, f"{out}_w"), numpy_helper.from_array(b, f"{out}_b")])
        nodes.append(helper.make_node("Conv", [x, f"{out}_w", f"{out}_b"], [out], pads=[k // 2] * 4))
        nodes.append(helper.make_node("Sigmoid", [out], [f"{out}_s"]))
        nodes.append(helper.make_node("Mul", [out, f"{out}_s"], [f"{out}_silu"]))
        return f"{out}_silu"

    a = conv("x", 8, 32, 3, "c1")
    inits.append(numpy_helper.from_array(np.array([16, 16], np.int64), "halves"))
    nodes.append(helper.make_node("Split", [a, "halves"], ["p", "q"], axis=1))
    b = conv("q", 16, 16, 3, "c2")
    inits.append(numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "twice"))
    nodes.append(helper.make_node("Resize", [b, "", "twice"], ["up"], mode="nearest"))
    nodes.append(helper.make_node("MaxPool", ["up"], ["down"], kernel_shape=[2, 2], strides=[2, 2]))
    nodes.append(helper.make_node("Concat", ["p", "q", "down"], ["cat"], axis=1))
    w = (rng.standard_normal((8, 48, 1, 1)) * 0.2).astype(np.float32)
    inits.append(numpy_helper.from_array(w, "out_w"))
    nodes.append(helper.make_node("Conv", ["cat", "out_w"], ["y"]))
    x_info = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 12, 12])
    y_info = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8, 12, 12])
    graph = helper.make_graph(nodes, "c2f", [x_info], [y_info], inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def test_movement_operators_share_their_quantization_and_run_on_bytes() -> None:
    """Split, nearest Resize, MaxPool and Concat between quantized tensors: one scale and zero point for their
    inputs and outputs in the QDQ file (ONNX Runtime runs it), and in ixconv they move the 8-bit values themselves
    (no DequantizeLinear / QuantizeLinear left but the model's boundary), the SiLUs in the convolutions."""
    fp32 = _c2f_model()
    qdq = quantize_model(fp32, np.random.default_rng(0).standard_normal((8, 8, 12, 12)).astype(np.float32))
    inits = {t.name: numpy_helper.to_array(t) for t in qdq.graph.initializer}
    producer = {o: n for n in qdq.graph.node for o in n.output}

    def params_of(tensor: str) -> tuple[float, int]:  # a tensor as a dequantized value: its DequantizeLinear's
        dq = producer[tensor]
        assert dq.op_type == "DequantizeLinear", tensor
        return float(inits[dq.input[1]]), int(inits[dq.input[2]])

    for op in ("Split", "Concat", "Resize", "MaxPool"):
        (node,) = [n for n in qdq.graph.node if n.op_type == op]
        data = list(node.input) if op == "Concat" else node.input[:1]
        seen = {params_of(t) for t in data}
        readers = [n for n in qdq.graph.node for o in node.output if o in n.input]
        assert all(r.op_type == "QuantizeLinear" for r in readers), op
        seen |= {(float(inits[r.input[1]]), int(inits[r.input[2]])) for r in readers}
        assert len(seen) == 1, (op, seen)
    model = Model(qdq, num_threads=2)
    glue = [n.op for n in model.graph.nodes if n.op in ("QuantizeLinear", "DequantizeLinear", "Fused")]
    assert glue == ["QuantizeLinear", "DequantizeLinear"], model.graph.summary()
    step = output_step(qdq)
    for seed in range(3):
        x = np.random.default_rng(seed + 5).standard_normal((1, 8, 12, 12)).astype(np.float32)
        expected = ort_run(qdq, x)
        for _ in range(2):
            assert np.max(np.abs(model.run({"x": x})["y"] - expected)) <= step * 1.01


def _float_model(name: str, nodes: list, inits: dict, x_shape: list[int], y_shape: list[int]) -> onnx.ModelProto:
    """An opset-17 model of ``nodes`` from float input x to float output y, the ``inits`` stored as float32."""
    graph = helper.make_graph(
        nodes, name, [helper.make_tensor_value_info("x", TensorProto.FLOAT, x_shape)],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, y_shape)],
        [numpy_helper.from_array(np.asarray(v).astype(np.float32), k) for k, v in inits.items()],
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def test_a_bottleneck_adds_its_silu_in_the_convolutions_epilogue(monkeypatch) -> None:
    """A YOLO bottleneck, a + SiLU(Conv(SiLU(Conv(a)))): the SiLU the Add reads is quantized (as ONNX Runtime's
    quantizer quantizes an Add's inputs), and ixconv then runs the second convolution, its SiLU (a table) and the
    Add in one 8-bit kernel -- no float glue left -- with ONNX Runtime's results. (The VNNI / widening kernels:
    AMX off; a convolution on AMX tiles leaves its Add a step, ``tests/test_qresidual.py``.)"""
    monkeypatch.setenv("IXCONV_AMX", "0")
    rng = np.random.default_rng(6)
    inits, nodes = {}, []

    def conv_silu(x, cin, cout, out):
        inits[f"{out}_w"] = rng.standard_normal((cout, cin, 3, 3)) * np.sqrt(2 / (9 * cin))
        inits[f"{out}_b"] = rng.standard_normal(cout) * 0.1
        nodes.extend([helper.make_node("Conv", [x, f"{out}_w", f"{out}_b"], [out], pads=[1, 1, 1, 1]),
                      helper.make_node("Sigmoid", [out], [f"{out}_s"]),
                      helper.make_node("Mul", [out, f"{out}_s"], [f"{out}_silu"])])  # fmt: skip
        return f"{out}_silu"

    a = conv_silu("x", 8, 16, "a")
    c = conv_silu(conv_silu(a, 16, 16, "b"), 16, 16, "c")
    inits["y_w"] = rng.standard_normal((8, 16, 1, 1)) * 0.3
    nodes += [helper.make_node("Add", [a, c], ["sum"]), helper.make_node("Conv", ["sum", "y_w"], ["y"])]
    fp32 = _float_model("bottleneck", nodes, inits, [1, 8, 12, 12], [1, 8, 12, 12])
    qdq = quantize_model(fp32, rng.standard_normal((8, 8, 12, 12)).astype(np.float32))
    quantized = {n.input[0] for n in qdq.graph.node if n.op_type == "QuantizeLinear"}
    assert "c_silu" in quantized  # the Add's float operand, quantized
    model = Model(qdq, num_threads=2)
    ops = [n.op for n in model.graph.nodes]
    assert "Add" not in ops and "DequantizeAdd" not in ops and "Fused" not in ops, model.graph.summary()
    (fused,) = [n for n in model.graph.nodes if RESIDUAL_ADD in n.attrs]
    assert fused.attrs.get("requantized") is not None
    x = rng.standard_normal((1, 8, 12, 12)).astype(np.float32)
    expected = ort_run(qdq, x)
    for _ in range(3):  # planned, then as a native program
        assert np.max(np.abs(model.run({"x": x})["y"] - expected)) <= output_step(qdq) * 1.01


def test_8bit_convolutions_write_their_concat_slices_in_place() -> None:
    """Two quantized convolutions (AMX or VNNI, 3x3 and 1x1) feeding a Concat of 8-bit tensors: each writes its
    channel slice of the Concat's output (the memory plan's alias), the results those of ONNX Runtime."""
    rng = np.random.default_rng(4)
    inits = {"wa": rng.standard_normal((16, 24, 3, 3)) * 0.2, "wb": rng.standard_normal((20, 24, 1, 1)) * 0.3,
             "wc": rng.standard_normal((8, 36, 1, 1)) * 0.2}  # fmt: skip
    nodes = [helper.make_node("Conv", ["x", "wa"], ["a"], pads=[1, 1, 1, 1]),
             helper.make_node("Conv", ["x", "wb"], ["b"]),
             helper.make_node("Concat", ["a", "b"], ["cat"], axis=1),
             helper.make_node("Conv", ["cat", "wc"], ["y"])]  # fmt: skip
    fp32 = _float_model("cat", nodes, inits, [1, 24, 10, 11], [1, 8, 10, 11])
    qdq = quantize_model(fp32, rng.standard_normal((8, 24, 10, 11)).astype(np.float32))
    model = Model(qdq, num_threads=2)
    x = rng.standard_normal((1, 24, 10, 11)).astype(np.float32)
    expected = ort_run(qdq, x)
    for _ in range(3):  # planned, then as a native program
        assert np.max(np.abs(model.run({"x": x})["y"] - expected)) <= output_step(qdq) * 1.01
    plan = next(iter(model._plans.values()))
    (cat,) = [n for n in model.graph.nodes if n.op == "Concat"]
    host = plan.views[cat.outputs[0]]
    assert host.dtype == np.uint8
    for name in cat.inputs:
        view = plan.views[name]
        assert not view.flags.c_contiguous and np.shares_memory(view, host), name


def test_keep_ends_leaves_the_first_and_last_layers_in_float() -> None:
    """``keep_ends``: the convolution reading the image and the classifier writing the answer stay float (the
    tensors 8 bits hurt most: on EfficientNet-Lite0's real weights, held-out top-1 agreement 97-98% -> 99-100%,
    docs/quantize-accuracy.md); the rest is quantized as without it, and ONNX Runtime agrees."""
    from ixconv.graph.onnx_import import to_graph
    from ixconv.graph.quantize import end_layers, prepare

    fp32 = small_model()
    assert end_layers(prepare(to_graph(fp32))) == ["conv1", "fc"]
    qdq = quantize_model(fp32, samples(16), keep_ends=True)
    record = quantization_record(qdq)
    assert record["excluded"] == ["conv1", "fc"] and sorted(record["quantized"]) == ["conv2", "conv3"]
    model = Model(qdq, num_threads=2)
    x = samples(2, seed=9)
    np.testing.assert_allclose(model.run({"x": x})["y"], ort_run(qdq, x), rtol=1e-4, atol=1e-4)
