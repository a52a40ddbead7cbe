"""``ixconv info MODEL``: per node, what ran, its FLOPs, what it holds, and where it runs."""

from __future__ import annotations

import numpy as np
import pytest

from ixconv.cli import main
from ixconv.graph.describe import describe
from ixconv.graph.executor import Model
from tests.test_tune_plan import SMALL_SPEC, small_model

X = np.random.default_rng(2).standard_normal((1, 8, 12, 10)).astype(np.float32)


def test_describe_after_a_run():
    model = Model(small_model(), num_threads=1, precision="exact")
    with pytest.raises(ValueError, match="run it once"):
        describe(model)
    model(X)
    model(X)  # the second run builds the native program
    rows = describe(model)
    assert [r["node"] for r in rows] == [n.name for n in model.graph.nodes]
    convs = [r for r in rows if r["op"].endswith("Conv")]
    # 3x3 8->16, 1x1 16->16, two 3x3 16->16 on 12x10 (padding keeps the size)
    assert [r["flops"] for r in convs] == [2 * 120 * 16 * 8 * 9, 2 * 120 * 16 * 16, *[2 * 120 * 16 * 16 * 9] * 2]
    assert all(r["implementation"].startswith("Conv2d") and r["held_bytes"] > 0 for r in convs)
    assert {r["where"] for r in rows} == {"native"}
    assert sum(r["held_bytes"] for r in rows) >= model.held_bytes() - sum(
        a.nbytes for a in model.graph.initializers.values()
    )


def test_cli_info_model(tmp_path, capsys):
    path = tmp_path / "small.onnx"
    path.write_bytes(small_model())
    assert main(["info", str(path), "--threads", "1"]) == 0
    out = capsys.readouterr().out
    assert "what ixconv runs" in out and "native" in out and "GFLOP" in out


def test_describe_says_tuned_or_default():
    from ixconv.tune.plan import model_tasks

    source = small_model()
    first = model_tasks(source)[0]
    choices = {first.task.signature: {"impl": "ixconv", "algorithm": "indirect", "spec": SMALL_SPEC}}
    for given, tuned in ((None, set()), (choices, set(first.nodes))):
        model = Model(source, num_threads=1, precision="exact", choices=given)
        model(X)
        rows = describe(model)
        convs = [r for r in rows if r["op"].endswith("Conv")]
        assert {r["node"] for r in convs if r["choice"] == "tuned"} == tuned
        assert {r["choice"] for r in convs} <= {"tuned", "default"} and all(
            not r["choice"] for r in rows if r not in convs
        )
