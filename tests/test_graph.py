"""The ONNX runtime: every graph pass alone (graph in -> graph out, numerically equal), the memory plan,
the zoo models against ONNX Runtime, and malformed models (clear errors, never a crash)."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import ixconv
from ixconv import zoo
from ixconv.graph import layout, passes
from ixconv.graph.executor import Model
from ixconv.graph.onnx_import import to_graph
from ixconv.graph.pipeline import optimize

ort = pytest.importorskip("onnxruntime", reason="ONNX Runtime (the [test] extra) is the oracle of these tests")


def ort_run(proto, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    session = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(None, feeds)


def make_model(nodes, inputs, outputs, initializers, opset: int = 13):
    tensors = [numpy_helper.from_array(v, k) for k, v in initializers.items()]
    graph = helper.make_graph(nodes, "t", inputs, outputs, tensors)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 8
    return model


def conv_block_model(seed: int = 0, residual: bool = True, clip: bool = False, pad_node: bool = False):
    """x -> [Pad] -> Conv -> BatchNormalization -> [Add x] -> Relu|Clip -> y, NCHW 1x8x9x7."""
    rng = np.random.default_rng(seed)
    init = {
        "w": rng.standard_normal((8, 8, 3, 3)).astype(np.float32) * 0.3,
        "b": rng.standard_normal(8).astype(np.float32),
        "gamma": rng.uniform(0.5, 1.5, 8).astype(np.float32),
        "beta": rng.standard_normal(8).astype(np.float32),
        "mean": rng.standard_normal(8).astype(np.float32),
        "var": rng.uniform(0.5, 1.5, 8).astype(np.float32),
        "lo": np.array(-0.5, np.float32),
        "hi": np.array(1.5, np.float32),
        "pads": np.array([0, 0, 1, 2, 0, 0, 1, 0], np.int64),
    }
    nodes = []
    src = "x"
    if pad_node:
        nodes.append(helper.make_node("Pad", ["x", "pads"], ["xp"], mode="constant"))
        src = "xp"
    nodes.append(helper.make_node("Conv", [src, "w", "b"], ["c"], pads=[0, 0, 0, 0] if pad_node else [1, 1, 1, 1]))
    nodes.append(helper.make_node("BatchNormalization", ["c", "gamma", "beta", "mean", "var"], ["n"]))
    last = "n"
    if residual and not pad_node:
        nodes.append(helper.make_node("Add", ["n", "x"], ["a"]))
        last = "a"
    if clip:
        nodes.append(helper.make_node("Clip", [last, "lo", "hi"], ["y"]))
    else:
        nodes.append(helper.make_node("Relu", [last], ["y"]))
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 9, 7])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    return make_model(nodes, [x], [y], init)


def run_graph(graph, x: np.ndarray) -> np.ndarray:
    model = Model(graph, num_threads=1, optimize_graph=False)
    return model.run({"x": x})[model.output_names[0]]


X = np.random.default_rng(3).standard_normal((1, 8, 9, 7)).astype(np.float32)


def evaluate(node, inputs):
    from ixconv.graph import ops as onnx_ops

    return onnx_ops.run_node(node, inputs, 13)


@pytest.mark.parametrize(
    "name, make, apply",
    [
        ("fold_batchnorm", lambda: conv_block_model(), passes.fold_batchnorm),
        ("fold_pad", lambda: conv_block_model(residual=False, pad_node=True), passes.fold_pad),
        ("fuse_residual", lambda: conv_block_model(), lambda g: passes.fuse_conv_epilogues(passes.fold_batchnorm(g))),
        ("fuse_clip", lambda: conv_block_model(residual=False, clip=True), passes.fuse_conv_epilogues),
        ("remove_identities", lambda: conv_block_model(), passes.remove_identities),
        ("fold_constants", lambda: conv_block_model(), lambda g: passes.fold_constants(g, evaluate)),
        ("layout", lambda: conv_block_model(), layout.to_nhwc),
    ],
)
def test_each_pass_keeps_results(name, make, apply) -> None:
    proto = make()
    graph = to_graph(proto)
    after = apply(graph)
    expected = ort_run(proto, {"x": X})[0]
    np.testing.assert_allclose(run_graph(graph, X), expected, rtol=1e-5, atol=1e-5, err_msg=f"{name}: before")
    np.testing.assert_allclose(run_graph(after, X), expected, rtol=1e-5, atol=1e-5, err_msg=f"{name}: after")
    assert len(graph.nodes) == len(to_graph(proto).nodes), "a pass must not modify its input graph"


def test_passes_do_what_they_say() -> None:
    g = to_graph(conv_block_model())
    assert g.count("BatchNormalization") == 1 and passes.fold_batchnorm(g).count("BatchNormalization") == 0
    fused = passes.fuse_conv_epilogues(passes.fold_batchnorm(g))
    assert fused.count("FusedConv") == 1 and fused.count("Add") == 0 and fused.count("Relu") == 0
    padded = to_graph(conv_block_model(residual=False, pad_node=True))
    folded = passes.fold_pad(padded)
    assert folded.count("Pad") == 0 and folded.nodes[0].attrs["pads"] == [1, 2, 1, 0]
    nhwc = optimize(g)
    ops = [n.op for n in nhwc.nodes]
    assert ops == ["ToNHWC", "FusedConv", "ToNCHW"], ops


def test_identity_and_dropout_removed_but_outputs_keep_their_names() -> None:
    nodes = [
        helper.make_node("Identity", ["x"], ["i"]),
        helper.make_node("Dropout", ["i"], ["d"]),
        helper.make_node("Relu", ["d"], ["y"]),
        helper.make_node("Identity", ["y"], ["z"]),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])
    outs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in ("y", "z")]
    proto = make_model(nodes, [x], outs, {})
    g = passes.remove_identities(to_graph(proto))
    assert [n.op for n in g.nodes] == ["Relu", "Identity"]
    v = np.random.default_rng(0).standard_normal((2, 3)).astype(np.float32)
    got = ixconv.load(proto).run({"x": v})
    np.testing.assert_array_equal(got["z"], np.maximum(v, 0))


def test_memory_plan_shares_and_keeps_addresses() -> None:
    model = ixconv.load(zoo.build("resnet18"), num_threads=1)
    x = zoo.sample_input()
    first = model.run({"input": x})
    plan = next(iter(model._plans.values()))
    addresses = {k: v.ctypes.data for k, v in plan.views.items()}
    second = model.run({"input": x})
    np.testing.assert_array_equal(first[model.output_names[0]], second[model.output_names[0]])
    assert {k: v.ctypes.data for k, v in plan.views.items()} == addresses
    assert plan.arena_bytes < plan.naive_bytes / 2
    convs = [s for s in model.steps if type(s).__name__ == "ConvStep"]
    assert all(op.indirection_builds <= 1 for s in convs for op in s._ops.values())
    assert model.peak_activation_bytes == plan.arena_bytes


@pytest.mark.parametrize("name", zoo.MODELS)
def test_zoo_models_match_onnxruntime(name: str) -> None:
    proto = zoo.build(name)
    x = zoo.sample_input(batch=2 if name != "vgg16" else 1)
    expected = ort_run(proto, {"input": x})[0]
    got = ixconv.load(proto).run({"input": x})[proto.graph.output[0].name]
    scale = float(np.max(np.abs(expected)))
    error = float(np.max(np.abs(got - expected)))
    assert error <= 1e-4 * scale, f"{name}: max relative error {error / scale:.3g}"
    np.testing.assert_array_equal(got.argmax(axis=1), expected.argmax(axis=1))


def test_dynamic_batch_and_threads() -> None:
    proto = zoo.build("mobilenet_v2")
    model = ixconv.load(proto)
    for batch in (1, 3, 1):
        x = zoo.sample_input(batch=batch, seed=batch)
        np.testing.assert_allclose(model(x), ort_run(proto, {"input": x})[0], rtol=1e-4, atol=1e-4)
    x = zoo.sample_input(seed=9)
    model.set_threads(1)
    one = model(x)
    model.set_threads(2)
    np.testing.assert_array_equal(model(x), one)


def test_concurrent_python_threads_get_correct_results() -> None:
    proto = zoo.build("squeezenet1_0")
    model = ixconv.load(proto)
    inputs = [zoo.sample_input(seed=s) for s in range(4)]
    expected = [ort_run(proto, {"input": x})[0] for x in inputs]
    errors = []

    def work(i: int) -> None:
        for _ in range(3):
            y = model(inputs[i])
            if not np.allclose(y, expected[i], rtol=1e-4, atol=1e-4):
                errors.append(i)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


# -- malformed models and bad inputs: clear errors -----------------------------------------------------


def test_truncated_and_garbage_files(tmp_path) -> None:
    data = conv_block_model().SerializeToString()
    for name, content in (("truncated.onnx", data[: len(data) // 2]), ("garbage.onnx", b"\x00\xffnot onnx" * 10)):
        path = tmp_path / name
        path.write_bytes(content)
        with pytest.raises(ValueError, match="model"):
            ixconv.load(str(path))
    with pytest.raises(FileNotFoundError):
        ixconv.load(str(tmp_path / "missing.onnx"))
    with pytest.raises(TypeError, match="model"):
        ixconv.load(12345)


def test_unsupported_op_names_node_and_op() -> None:
    node = helper.make_node("StringNormalizer", ["x"], ["y"], name="norm1")
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])
    proto = make_model([node], [x], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], {})
    with pytest.raises(ValueError, match="StringNormalizer") as info:
        ixconv.load(proto)
    assert "norm1" in str(info.value)


def test_unsupported_attribute_names_it() -> None:
    rng = np.random.default_rng(0)
    node = helper.make_node("Conv", ["x", "w"], ["y"], name="c1", auto_pad="BOGUS")
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 2, 5, 5])
    proto = make_model([node], [x], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                       {"w": rng.standard_normal((2, 2, 3, 3)).astype(np.float32)})  # fmt: skip
    with pytest.raises(ValueError, match="auto_pad"):
        ixconv.load(proto).run({"x": rng.standard_normal((1, 2, 5, 5)).astype(np.float32)})


def test_bad_inputs() -> None:
    model = ixconv.load(conv_block_model())
    with pytest.raises(ValueError, match="missing input 'x'"):
        model.run({})
    with pytest.raises(ValueError, match="unknown input"):
        model.run({"x": X, "z": X})
    with pytest.raises(TypeError, match="'x' must be float32"):
        model.run({"x": X.astype(np.float64)})
    with pytest.raises(ValueError, match="dimension 1 must be 8"):
        model.run({"x": np.zeros((1, 3, 9, 7), np.float32)})
    with pytest.raises(ValueError, match="rank"):
        model.run({"x": np.zeros((8, 9, 7), np.float32)})
    with pytest.raises(TypeError, match="dict"):
        model.run(X)


def test_external_data_must_stay_inside_the_model_directory(tmp_path) -> None:
    import onnx

    proto = conv_block_model()
    weight = next(t for t in proto.graph.initializer if t.name == "w")
    weight.data_location = TensorProto.EXTERNAL
    del weight.external_data[:]
    entry = weight.external_data.add()
    entry.key, entry.value = "location", "../outside.bin"
    weight.ClearField("raw_data")
    weight.ClearField("float_data")
    path = tmp_path / "m.onnx"
    onnx.save(proto, str(path))
    with pytest.raises(ValueError, match="leaves the model's directory"):
        ixconv.load(str(path))


def test_a_model_keeps_the_plans_of_its_last_input_shapes_only() -> None:
    from ixconv.graph.executor import MAX_PLANS

    w = np.random.default_rng(5).standard_normal((4, 3, 3, 3)).astype(np.float32)
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, "h", "w"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    proto = make_model([helper.make_node("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1])], [x], [y], {"w": w})
    model = ixconv.load(proto, num_threads=1)
    sizes = [5 + i for i in range(MAX_PLANS + 3)]
    sizes.insert(MAX_PLANS, sizes[0])  # the first size used again just before the last three: it stays
    for size in sizes:  # each size twice in a row: plan, then the planned (native) path
        v = np.random.default_rng(size).standard_normal((1, 3, size, size)).astype(np.float32)
        for _ in range(2):
            np.testing.assert_allclose(model.run({"x": v})["y"], ort_run(proto, {"x": v})[0], rtol=1e-4, atol=1e-4)
        assert len(model._plans) <= MAX_PLANS
    assert {key[0][1][2] for key in model._plans} == set(sizes[-MAX_PLANS:])
    assert sizes[0] in sizes[-MAX_PLANS:]
    assert set(model._segments) <= set(model._plans)


def test_broadcasting_residual_add_is_fused_and_built_once() -> None:
    """Conv + Add of a (1, K, 1, 1) tensor + Relu: the Add cannot be the kernel's residual epilogue (shapes
    differ), so the step convolves unclamped, adds and clamps -- with the unclamped operator built once."""
    rng = np.random.default_rng(3)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
        helper.make_node("Add", ["c", "r"], ["a"]),
        helper.make_node("Relu", ["a"], ["y"]),
    ]
    inputs = [
        helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 8]),
        helper.make_tensor_value_info("r", TensorProto.FLOAT, [1, 4, 1, 1]),
    ]
    outputs = [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)]
    proto = make_model(nodes, inputs, outputs, {"w": w})
    model = Model(proto)
    for seed in (1, 2, 3):
        feeds = {
            "x": np.random.default_rng(seed).standard_normal((1, 3, 8, 8)).astype(np.float32),
            "r": np.random.default_rng(seed + 10).standard_normal((1, 4, 1, 1)).astype(np.float32),
        }
        got = model.run(feeds)["y"]
        np.testing.assert_allclose(got, ort_run(proto, feeds)[0], rtol=1e-5, atol=1e-5)
    steps = [s for s in model.steps if hasattr(s, "_unclamped")]
    assert steps and all(len(s._unclamped) <= 1 for s in steps)
    assert any(len(s._unclamped) == 1 for s in steps), "the broadcasting path did not run"


def concat_model(seed: int = 0):
    """Convolutions feeding channel Concats, NCHW 2x8x9x7: ``cat`` of a 3x3, a 1x1 and a depthwise conv
    (each read only by the Concat: written in place); ``cat2`` of a conv that a Relu reads too, and of one
    tensor twice (both copied)."""
    rng = np.random.default_rng(seed)
    init = {
        "wa": rng.standard_normal((5, 8, 3, 3)).astype(np.float32) * 0.3,
        "wb": rng.standard_normal((6, 8, 1, 1)).astype(np.float32) * 0.3,
        "wd": rng.standard_normal((8, 1, 3, 3)).astype(np.float32) * 0.3,
        "wc": rng.standard_normal((4, 8, 3, 3)).astype(np.float32) * 0.3,
        "we": rng.standard_normal((3, 19, 3, 3)).astype(np.float32) * 0.3,
        "ba": rng.standard_normal(5).astype(np.float32),
    }
    nodes = [
        helper.make_node("Conv", ["x", "wa", "ba"], ["a"], pads=[1, 1, 1, 1]),
        helper.make_node("Conv", ["x", "wb"], ["b"]),
        helper.make_node("Conv", ["x", "wd"], ["d"], pads=[1, 1, 1, 1], group=8),
        helper.make_node("Concat", ["a", "b", "d"], ["cat"], axis=1),
        helper.make_node("Conv", ["cat", "we"], ["e"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["e"], ["y"]),
        helper.make_node("Conv", ["x", "wc"], ["c"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c"], ["rc"]),
        helper.make_node("Conv", ["x", "wb"], ["b2"]),
        helper.make_node("Concat", ["c", "rc", "b2", "b2"], ["y2"], axis=1),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 8, 9, 7])
    outputs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in ("y", "y2")]
    return make_model(nodes, [x], outputs, init)


@pytest.mark.parametrize("threads", [1, 2])
def test_concat_inputs_are_written_in_place(threads: int) -> None:
    proto = concat_model()
    x = np.random.default_rng(1).standard_normal((2, 8, 9, 7)).astype(np.float32)
    expected = ort_run(proto, {"x": x})
    model = Model(proto, num_threads=threads)
    for _ in range(3):  # planned, then as a native program
        got = model.run({"x": x})
        for name, want in zip(("y", "y2"), expected):
            np.testing.assert_allclose(got[name], want, rtol=1e-4, atol=1e-4)
    plan = next(iter(model._plans.values()))
    by_output = {o: n for n in model.graph.nodes for o in n.outputs}
    cat = next(n for n in model.graph.nodes if n.op == "Concat" and set(n.inputs) >= {by_output["d"].outputs[0]})
    host = plan.views[cat.outputs[0]]
    for name in cat.inputs:  # each a channel slice of the Concat's output
        view = plan.views[name]
        assert not view.flags.c_contiguous and np.shares_memory(view, host)
    cat2 = next(n for n in model.graph.nodes if n.op == "Concat" and n is not cat)
    assert all(not np.shares_memory(plan.views[name], plan.views[cat2.outputs[0]]) for name in cat2.inputs)


@pytest.mark.parametrize("threads", [1, 2])
def test_reshapes_are_views_of_their_input(threads: int) -> None:
    """A reshape of an arena tensor (the layout pass's Identity for a model's own NCHW -> NHWC Transpose, a
    Reshape, a Flatten, a chain of them) is its input's buffer: no copy, no call in the native program; a
    reshape whose input or output is a model output keeps its own buffer."""
    rng = np.random.default_rng(2)
    init = {
        "w": rng.standard_normal((6, 4, 3, 3)).astype(np.float32) * 0.3,
        "m": rng.standard_normal((6, 5)).astype(np.float32),
        "shape": np.array([2, -1], np.int64),
    }
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c"], ["r"]),
        helper.make_node("Transpose", ["r"], ["t"], perm=[0, 2, 3, 1]),  # -> Identity on the NHWC tensor
        helper.make_node("MatMul", ["t", "m"], ["p"]),
        helper.make_node("Reshape", ["p", "shape"], ["flat"]),
        helper.make_node("Flatten", ["flat"], ["f2"], axis=1),
        helper.make_node("Sigmoid", ["f2"], ["y"]),
        helper.make_node("Reshape", ["y", "shape"], ["y2"]),  # its input is a model output: a copy
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 4, 5, 3])
    outputs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in ("y", "y2")]
    proto = make_model(nodes, [x], outputs, init)
    feed = rng.standard_normal((2, 4, 5, 3)).astype(np.float32)
    expected = ort_run(proto, {"x": feed})
    model = Model(proto, num_threads=threads)
    for _ in range(3):  # planned, then as a native program
        got = model.run({"x": feed})
        for name, want in zip(("y", "y2"), expected):
            np.testing.assert_allclose(got[name], want, rtol=1e-5, atol=1e-5)
    plan = next(iter(model._plans.values()))
    by_output = {o: n for n in model.graph.nodes for o in n.outputs}
    identity = by_output["t"]
    assert identity.op == "Identity"
    for view, source in (("t", identity.inputs[0]), ("flat", "p"), ("f2", "p")):
        assert plan.views[view].ctypes.data == plan.views[source].ctypes.data
    assert not np.shares_memory(plan.views["y2"], plan.views["y"])
    (program,) = [s for s in next(iter(model._segments.values())) if hasattr(s, "labels")]
    called = {label[0] for label in program.labels}
    label = {name: node.name or node.outputs[0] for name, node in by_output.items()}
    assert label["t"] not in called and label["flat"] not in called and label["f2"] not in called
    assert label["y2"] in called and label["p"] in called


def _transposed_block(add_shape, groups: int, seed: int = 0, bias: bool = False):
    """x (1x8x5x6) -> ConvTranspose (stride 2, groups) -> Add constant -> BatchNormalization -> y."""
    rng = np.random.default_rng(seed)
    k = 6
    init = {
        "w": rng.standard_normal((8, k // groups, 3, 3)).astype(np.float32) * 0.3,
        "c": rng.standard_normal(add_shape).astype(np.float32),
        "gamma": rng.uniform(0.5, 1.5, k).astype(np.float32),
        "beta": rng.standard_normal(k).astype(np.float32),
        "mean": rng.standard_normal(k).astype(np.float32),
        "var": rng.uniform(0.5, 1.5, k).astype(np.float32),
    }
    inputs = ["x", "w"]
    if bias:
        init["b"] = rng.standard_normal(k).astype(np.float32)
        inputs.append("b")
    nodes = [
        helper.make_node("ConvTranspose", inputs, ["t"], strides=[2, 2], pads=[1, 1, 0, 0], group=groups),
        helper.make_node("Add", ["c", "t"], ["a"]),
        helper.make_node("BatchNormalization", ["a", "gamma", "beta", "mean", "var"], ["y"]),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 5, 6])
    return make_model(nodes, [x], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], init)


@pytest.mark.parametrize("add_shape, groups, bias, folds", [
    ((1, 6, 1, 1), 1, False, True), ((6, 1, 1), 2, True, True), ((1,), 1, True, True), ((1, 1, 1, 1), 2, False, True),
    ((1, 6, 1, 12), 1, False, False), ((12,), 1, False, False),  # vary along the width: not a bias
])  # fmt: skip
def test_bias_add_and_batchnorm_fold_into_a_transposed_convolution(add_shape, groups, bias, folds) -> None:
    proto = _transposed_block(add_shape, groups, bias=bias)
    graph = to_graph(proto)
    after = passes.fold_batchnorm(passes.fold_bias_add(graph))
    x = np.random.default_rng(1).standard_normal((1, 8, 5, 6)).astype(np.float32)
    expected = ort_run(proto, {"x": x})[0]
    np.testing.assert_allclose(run_graph(after, x), expected, rtol=1e-5, atol=1e-5)
    assert (after.count("Add") == 0 and after.count("BatchNormalization") == 0) == folds
    assert after.count("ConvTranspose") == 1


def _unsqueeze_chain_model(const_shape: tuple[int, ...], readers: int = 1):
    """conv -> Unsqueeze [0] -> Add c -> Mul 2 -> Squeeze [0] -> conv (Paddle's ``assign``), c of ``const_shape``;
    with ``readers`` 2 the Add's output is also a graph output."""
    rng = np.random.default_rng(8)
    init = {
        "w1": rng.standard_normal((6, 8, 3, 3)).astype(np.float32),
        "w2": rng.standard_normal((4, 6, 1, 1)).astype(np.float32),
        "axes": np.array([0], np.int64),
        "c": np.full(const_shape, 0.5, np.float32),
        "two": np.array(2.0, np.float32),
    }
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["a"], pads=[1, 1, 1, 1]),
        helper.make_node("Unsqueeze", ["a", "axes"], ["u"]),
        helper.make_node("Add", ["u", "c"], ["s"]),
        helper.make_node("Mul", ["s", "two"], ["m"]),
        helper.make_node("Squeeze", ["m", "axes"], ["b"]),
        helper.make_node("Conv", ["b", "w2"], ["y"]),
    ]
    outputs = [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)]
    if readers == 2:
        outputs.append(helper.make_tensor_value_info("s", TensorProto.FLOAT, None))
    return make_model(nodes, [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 9, 7])], outputs, init)


@pytest.mark.parametrize(
    "const_shape, readers, cancelled",
    [((1,), 1, True), ((), 1, True), ((1, 1, 1, 1, 1), 1, False), ((1,), 2, False)],
)
def test_unsqueeze_squeeze_pairs_around_element_wise_ops_cancel(const_shape, readers, cancelled) -> None:
    """Only with scalar constants (a rank-5 one-element constant keeps its 5-D broadcast) and a chain read by
    nothing else; the map then stays NHWC between the two convolutions."""
    proto = _unsqueeze_chain_model(const_shape, readers)
    graph = to_graph(proto)
    after = passes.cancel_unsqueeze_squeeze(graph)
    assert (after.count("Unsqueeze") + after.count("Squeeze") == 0) == cancelled
    assert graph.count("Unsqueeze") == 1, "a pass must not modify its input graph"
    expected = ort_run(proto, {"x": X})
    model = Model(graph, num_threads=1)
    got = model.run({"x": X})
    for value, name in zip(expected, model.output_names):
        np.testing.assert_allclose(got[name], value, rtol=1e-5, atol=1e-4)
    conversions = sum(n.op in ("ToNHWC", "ToNCHW") for n in model.graph.nodes)
    if cancelled:
        assert conversions == 2, [n.op for n in model.graph.nodes]


def test_denormal_constants_are_flushed_to_zero_and_results_keep() -> None:
    """Denormal weights (an Intel core multiplies them ~100x slower) become zero; the output does not move
    beyond float32 rounding of the normal terms, and the pass leaves its input graph alone."""
    rng = np.random.default_rng(5)
    w = rng.standard_normal((8, 8, 3, 3)).astype(np.float32) * 0.3
    tiny = np.finfo(np.float32).tiny
    denormal = rng.random(w.shape) < 0.4
    w[denormal] = (rng.uniform(-1, 1, int(denormal.sum())) * tiny).astype(np.float32)
    w.flat[0], denormal.flat[0] = -tiny / 4, True  # a negative denormal, and the smallest normal left alone
    w.flat[1], denormal.flat[1] = tiny, False
    nodes = [helper.make_node("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1])]
    x_info = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 9, 7])
    y_info = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    proto = make_model(nodes, [x_info], [y_info], {"w": w})
    graph = to_graph(proto)
    flushed = passes.flush_denormal_constants(graph)
    kept = flushed.initializers["w"]
    assert np.count_nonzero((kept != 0) & (np.abs(kept) < tiny)) == 0
    assert kept.flat[1] == tiny and np.array_equal(kept[~denormal], w[~denormal])
    assert np.count_nonzero(graph.initializers["w"][denormal]) > 0, "a pass must not modify its input graph"
    optimized = optimize(graph)
    assert all(
        np.count_nonzero((v != 0) & (np.abs(v) < tiny)) == 0
        for v in optimized.initializers.values()
        if v.dtype == np.float32
    )
    expected = ort_run(proto, {"x": X})[0]
    np.testing.assert_allclose(ixconv.load(proto, num_threads=1).run({"x": X})["y"], expected, rtol=1e-5, atol=1e-5)


def test_profile_names_every_node_with_its_time() -> None:
    """Model.profile: one row per node that runs (native program nodes timed by the time stamp counter on x86,
    else the program as one row), positive times, slowest first; the model's outputs are unchanged by it."""
    import platform

    model = ixconv.load(zoo.build("squeezenet1_0"), num_threads=2)
    feeds = {model.input_names[0]: zoo.sample_input()}
    expected = model.run(feeds)
    rows = model.profile(feeds, runs=3)
    times = [t for *_, t in rows]
    assert rows and min(times) > 0 and times == sorted(times, reverse=True)
    if platform.machine().lower() in ("x86_64", "amd64"):
        names = {n.name or n.outputs[0] for n in model.graph.nodes if n.op not in ("Constant",)}
        assert {name for name, _, _ in rows} <= names and len(rows) >= len(names) // 2
    for name, y in model.run(feeds).items():
        np.testing.assert_array_equal(y, expected[name])


@pytest.mark.parametrize("threads", [1, 2])
def test_pooled_and_depthwise_maps_are_written_into_their_concat_in_place(threads: int) -> None:
    """An SPPF-like block (x -> Conv -> a; a -> MaxPool -> m1 -> MaxPool -> m2; Concat(a, m1, m2, AveragePool(a),
    depthwise(a)) -> Conv): the pooling and depthwise kernels that alone feed the Concat write their channel
    slice of its output in place (pixels a wider stride apart), the whole block one native program."""
    rng = np.random.default_rng(5)
    c = 20
    init = {
        "wa": rng.standard_normal((c, 6, 1, 1)).astype(np.float32) * 0.3,
        "wd": rng.standard_normal((c, 1, 3, 3)).astype(np.float32) * 0.3,
        "wo": rng.standard_normal((7, 5 * c, 1, 1)).astype(np.float32) * 0.3,
    }
    nodes = [
        helper.make_node("Conv", ["x", "wa"], ["a"]),
        helper.make_node("MaxPool", ["a"], ["m1"], kernel_shape=[5, 5], pads=[2, 2, 2, 2]),
        helper.make_node("MaxPool", ["m1"], ["m2"], kernel_shape=[5, 5], pads=[2, 2, 2, 2]),
        helper.make_node("AveragePool", ["a"], ["p"], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        helper.make_node("Conv", ["a", "wd"], ["d"], pads=[1, 1, 1, 1], group=c),
        helper.make_node("Concat", ["a", "m1", "m2", "p", "d"], ["cat"], axis=1),
        helper.make_node("Conv", ["cat", "wo"], ["y"]),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 6, 11, 9])
    proto = make_model(nodes, [x], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], init)
    feed = rng.standard_normal((2, 6, 11, 9)).astype(np.float32)
    (expected,) = ort_run(proto, {"x": feed})
    model = Model(proto, num_threads=threads)
    for _ in range(4):  # unplanned, planned, native program
        np.testing.assert_allclose(model.run({"x": feed})["y"], expected, rtol=1e-4, atol=1e-4)
    plan = next(iter(model._plans.values()))
    by_output = {o: n for n in model.graph.nodes for o in n.outputs}
    cat = next(n for n in model.graph.nodes if n.op == "Concat")
    host = plan.views[cat.outputs[0]]
    for name in ("m2", "p", "d"):  # the last pooling, the average pooling, the depthwise layer: in place
        view = plan.views[by_output[name].outputs[0]]
        assert not view.flags.c_contiguous and np.shares_memory(view, host), name
    segments = next(iter(model._segments.values()))
    assert all(hasattr(s, "calls") for s in segments), "every step native"


def _dense_block(layers: int, direct_reader: bool = False):
    """A DenseNet block as torchvision exports it: x -> Conv -> MaxPool -> x0; layer i reads
    Concat(x0, y1 .. y(i-1)) through a per-channel scale, shift and Relu (one element-wise program) and a 3x3 Conv
    of 4 outputs; the block ends with Concat(x0, y1 .. yL) -> 1x1 Conv. ``direct_reader``: a 1x1 Conv also reads
    the second Concat itself."""
    rng = np.random.default_rng(layers)
    init = {"w0": rng.standard_normal((6, 3, 3, 3)).astype(np.float32) * 0.3}
    nodes = [helper.make_node("Conv", ["x", "w0"], ["s"], pads=[1, 1, 1, 1]),
             helper.make_node("MaxPool", ["s"], ["x0"], kernel_shape=[3, 3], pads=[1, 1, 1, 1])]  # fmt: skip
    features, channels = ["x0"], 6
    for i in range(1, layers + 1):
        source = "x0"
        if i > 1:
            source = f"cat{i}"
            nodes.append(helper.make_node("Concat", list(features), [source], axis=1))
        init[f"g{i}"] = rng.uniform(0.5, 1.5, (1, channels, 1, 1)).astype(np.float32)
        init[f"b{i}"] = rng.standard_normal((1, channels, 1, 1)).astype(np.float32) * 0.1
        init[f"w{i}"] = rng.standard_normal((4, channels, 3, 3)).astype(np.float32) * 0.3
        nodes += [helper.make_node("Mul", [source, f"g{i}"], [f"m{i}"]),
                  helper.make_node("Add", [f"m{i}", f"b{i}"], [f"a{i}"]),
                  helper.make_node("Relu", [f"a{i}"], [f"r{i}"]),
                  helper.make_node("Conv", [f"r{i}", f"w{i}"], [f"y{i}"], pads=[1, 1, 1, 1])]  # fmt: skip
        features.append(f"y{i}")
        channels += 4
    nodes.append(helper.make_node("Concat", list(features), ["cat"], axis=1))
    init["wo"] = rng.standard_normal((5, channels, 1, 1)).astype(np.float32) * 0.3
    nodes.append(helper.make_node("Conv", ["cat", "wo"], ["y"]))
    outputs = ["y"]
    if direct_reader:
        init["wd"] = rng.standard_normal((3, 10, 1, 1)).astype(np.float32) * 0.3
        nodes.append(helper.make_node("Conv", ["cat2", "wd"], ["z"]))
        outputs.append("z")
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 13, 10])
    out = [helper.make_tensor_value_info(o, TensorProto.FLOAT, None) for o in outputs]
    return make_model(nodes, [x], out, init)


@pytest.mark.parametrize(("threads", "direct_reader"), [(1, False), (2, False), (1, True)])
def test_a_dense_block_concatenates_nothing(threads: int, direct_reader: bool) -> None:
    """A chain of Concats, each of one more input than the one before (DenseNet's): every feature map is written
    once into its slice of the last Concat's output and every earlier Concat's output is that tensor's first
    channels, read in place by its element-wise program: no copy at all. A Conv reading an earlier Concat itself
    (it needs its own contiguous tensor) keeps the copies. The same results as ONNX Runtime either way."""
    proto = _dense_block(4, direct_reader)
    rng = np.random.default_rng(3)
    feed = rng.standard_normal((2, 3, 13, 10)).astype(np.float32)
    expected = ort_run(proto, {"x": feed})
    model = Model(proto, num_threads=threads)
    for _ in range(4):  # unplanned, planned, native program
        for y, want in zip(model.run({"x": feed}).values(), expected):
            np.testing.assert_allclose(y, want, rtol=1e-4, atol=1e-4)
    plan = next(iter(model._plans.values()))
    host = plan.views["cat"]
    chained = [f"cat{i}" for i in range(2, 5)] + ["x0"] + [f"y{i}" for i in range(1, 5)]
    first = {"x0": 0, **{f"y{i}": 2 + 4 * i for i in range(1, 5)}}  # (cat2 .. cat4: the first channels)
    in_place = [name for name in chained if plan.views[name].strides == host.strides
                and plan.views[name].ctypes.data == host.ctypes.data + 4 * first.get(name, 0)]  # fmt: skip
    segments = next(iter(model._segments.values()))
    concat_calls = [label for s in segments if hasattr(s, "labels") for label in s.labels if label[1] == "Concat"]
    if direct_reader:
        assert "cat2" not in in_place and concat_calls
    else:
        assert in_place == chained and not concat_calls


def _c2f_split_block(sizes: list[int], residual: bool) -> object:
    """x -> Conv 1x1 -> SiLU -> Split(sizes) -> (a, b); b -> Conv 3x3 -> SiLU [+ b] -> c; Concat(a, b, c) -> Conv."""
    rng = np.random.default_rng(5)
    total = sum(sizes)
    inits = {"w1": rng.standard_normal((total, 6, 1, 1)) * 0.4, "b1": rng.standard_normal(total) * 0.1,
             "w2": rng.standard_normal((sizes[1], sizes[1], 3, 3)) * 0.2,
             "w3": rng.standard_normal((5, total + sizes[1], 1, 1)) * 0.2,
             "split": np.array(sizes, np.int64)}  # fmt: skip
    nodes = [helper.make_node("Conv", ["x", "w1", "b1"], ["t"]), helper.make_node("Sigmoid", ["t"], ["ts"]),
             helper.make_node("Mul", ["t", "ts"], ["u"]), helper.make_node("Split", ["u", "split"], ["a", "b"], axis=1),
             helper.make_node("Conv", ["b", "w2"], ["v"], pads=[1, 1, 1, 1]),
             helper.make_node("Sigmoid", ["v"], ["vs"]), helper.make_node("Mul", ["v", "vs"], ["c0"])]  # fmt: skip
    last = helper.make_node("Add", ["b", "c0"], ["c"]) if residual else helper.make_node("Identity", ["c0"], ["c"])
    nodes += [last, helper.make_node("Concat", ["a", "b", "c"], ["cat"], axis=1)]
    nodes.append(helper.make_node("Conv", ["cat", "w3"], ["y"]))
    graph = helper.make_graph(
        nodes, "c2f", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 6, 9, 11])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 5, 9, 11])],
        [numpy_helper.from_array(v if v.dtype == np.int64 else v.astype(np.float32), k) for k, v in inits.items()],
    )  # fmt: skip
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


@pytest.mark.parametrize(("sizes", "residual"), [([16, 16], True), ([8, 24], False)])
def test_a_split_convolution_writes_its_parts(sizes: list[int], residual: bool) -> None:
    """A convolution whose output only a channel Split reads (a YOLO C2f block's first layer) runs as one
    convolution per part, each writing its part -- no Split copy -- and the part only the Concat reads is written
    in place in the Concat's output. The same results as ONNX Runtime, fp32 and quantized."""
    from conftest import ORT_U8S8_SATURATES

    from ixconv.graph.float64 import evaluate_float64
    from ixconv.graph.quantize import quantize_model
    from tests.test_quantize import output_step

    proto = _c2f_split_block(sizes, residual)
    feed = np.random.default_rng(6).standard_normal((2, 6, 9, 11)).astype(np.float32)
    quantized = quantize_model(proto, np.random.default_rng(7).standard_normal((8, 6, 9, 11)).astype(np.float32))
    for model_proto, tolerance in ((proto, 1e-4), (quantized, output_step(quantized) * 1.01)):
        expected = ort_run(model_proto, {"x": feed})[0]
        if model_proto is quantized and ORT_U8S8_SATURATES:
            # without VNNI, ONNX Runtime's u8 x s8 products (vpmaddubsw) saturate their int16 pair sums: the exact
            # QDQ semantics, evaluated in float64, are the oracle there (ONNX Runtime was 0.28 off on a Zen 3)
            expected = evaluate_float64(model_proto, {"x": feed}, promote=False)["y"]
        model = Model(model_proto, num_threads=2)
        assert model.graph.count("Split") == 0, model.graph.summary()
        for _ in range(3):  # unplanned, planned, native program
            assert np.max(np.abs(model.run({"x": feed})["y"] - expected)) <= tolerance
        plan = next(iter(model._plans.values()))
        host = plan.views["cat"] if "cat" in plan.views else None
        if host is not None:  # (fp32) the part only the Concat reads is written in its slice
            assert plan.views["a"].ctypes.data == host.ctypes.data and plan.views["a"].strides == host.strides
