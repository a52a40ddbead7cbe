"""Whatever cannot run is refused at load time with one message naming every unsupported operator (domain,
type, nodes), every refused attribute, the opset and what to do; models older than opset 9 are converted
with onnx.version_converter and run."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper

import ixconv
from ixconv.graph.support import UnsupportedModelError

ort = pytest.importorskip("onnxruntime")


def _model(nodes, opset=17, extra_opsets=(), initializers=()):
    graph = helper.make_graph(
        nodes, "broken", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 4, 4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], list(initializers),
    )  # fmt: skip
    imports = [helper.make_opsetid("", opset)] + [helper.make_opsetid(d, 1) for d in extra_opsets]
    return helper.make_model(graph, opset_imports=imports)


def test_every_problem_of_the_model_in_one_error() -> None:
    nodes = [
        helper.make_node("MadeUpOp", ["x"], ["a"], name="made1"),
        helper.make_node("MadeUpOp", ["a"], ["b"], name="made2"),
        helper.make_node("FusedConv", ["b"], ["c"], name="fused", domain="com.microsoft"),
        helper.make_node(
            "Loop", ["", "", "c"], ["d"], name="loop", body=helper.make_graph([], "body", [], [])
        ),  # fmt: skip
        helper.make_node("Resize", ["d", "", "scales"], ["e"], name="resize", mode="bicubic"),
        helper.make_node("Relu", ["e"], ["y"], name="fine"),
    ]
    scales = helper.make_tensor("scales", TensorProto.FLOAT, [4], [1, 1, 2, 2])
    with pytest.raises(UnsupportedModelError) as info:
        ixconv.load(_model(nodes, extra_opsets=["com.microsoft"], initializers=[scales]))
    message = str(info.value)
    for part in ("opset 17", "MadeUpOp (x2: 'made1', 'made2')", "com.microsoft.FusedConv", "Loop", "resize (Resize)",
                 "bicubic", "What to do", "control flow", "export"):  # fmt: skip
        assert part in message, (part, message)
    assert "fine" not in message
    assert sorted(p.op for p in info.value.problems) == sorted(
        ["MadeUpOp", "MadeUpOp", "com.microsoft.FusedConv", "Loop", "Resize"]
    )
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("opset", [6, 7, 8])
def test_old_opsets_are_converted_and_run(opset: int) -> None:
    rng = np.random.default_rng(opset)
    w = helper.make_tensor("w", TensorProto.FLOAT, [4, 3, 3, 3], rng.standard_normal(108).astype(np.float32))
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c"], ["r"]),
        helper.make_node("Flatten", ["r"], ["f"]),
        helper.make_node("Softmax", ["f"], ["y"]),
    ]
    model = _model(nodes, opset=opset, initializers=[w])
    with pytest.warns(UserWarning, match=f"opset {opset} converted"):
        loaded = ixconv.load(model)
    x = rng.standard_normal((1, 3, 4, 4)).astype(np.float32)
    (expected,) = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})
    np.testing.assert_allclose(loaded(x), expected, rtol=1e-5, atol=1e-6)
