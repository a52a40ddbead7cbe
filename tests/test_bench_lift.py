"""The Lift reproduction's pieces that need no timing: valid points drawn directly and fast for every VGG-16
layer, none refused by the kernel generator; Table 4's mapping of a point to Lift's parameters; the report."""

from __future__ import annotations

import pytest

from ixconv.bench import lift
from ixconv.cpu import host
from ixconv.tune.conv_space import default_point, to_choice
from ixconv.tune.space import Space


@pytest.mark.parametrize("task", lift.vgg16_tasks(), ids=lambda t: t.name)
def test_1000_valid_direct_points_per_vgg_layer_in_under_a_second(task):
    drawn = lift.draw_valid_points(task, host().isa, count=1000, seed=3)
    assert drawn["drawn"] == 1000 and drawn["refused"] == 0 and drawn["seconds"] < 1.0
    assert all(p["algorithm"] == "direct" for p in drawn["points"])
    assert len({Space.key(p) for p in drawn["points"]}) == len(drawn["points"]) <= drawn["space_size"]


def test_table4_maps_a_point_to_lifts_parameters():
    task = next(t for t in lift.vgg16_tasks() if t.name == "conv2_2")
    point = {**default_point(task, "avx512"), "algorithm": "direct", "mr": 5, "nr": 32, "k_block": 32}
    rows = dict((name, value) for name, value, _ in lift.explain_point(task, to_choice(task, point, "avx512")))
    assert rows["Windows per work item (σ)"] == "5" and rows["Kernels per work item (κ)"] == "32"
    assert rows["Input tile size (θ)"].startswith("3 x 7 pixels")  # 5 windows of a 3-wide kernel at stride 1
    assert rows["Sequentially processed input elements (ω)"] == "32 x 9 taps" and rows["Vector size (v)"] == "16 floats"


def test_the_report_has_every_table():
    task = next(t for t in lift.vgg16_tasks() if t.name == "conv2_2")
    choice = to_choice(task, {**default_point(task, "avx512"), "algorithm": "direct"}, "avx512")
    seconds = {"direct (tuned)": 0.010, "indirect": 0.009, "im2col+GEMM": 0.012, "torch": 0.011}
    row = {"layer": "conv2_2", "lift_layer": "7", "label": task.label, "outputs": 1000, "flops": task.flops,
           "seconds": seconds, "memory_bytes": {k: 10**6 for k in seconds}, "best_peer": "torch",
           "best_direct": choice, "search": {"drawn": 1000, "draw_seconds": 0.2, "refused": 0, "distinct": 900,
                                             "space_size": 1200, "measured": 24, "failed": []}}  # fmt: skip
    point = {"algorithm": "direct", "seconds": 0.01, "bytes": 10**6, "choice": choice, "ratio": 1.0}
    result = {"layers": [row], "fig6": {"label": task.label, "measured": 3, "ok": 1, "points": [point],
              "front": [point], "failed": ["im2col: timeout"]}, "elapsed_seconds": 60, "environment": "test",
              "table4": {"label": task.label, "parameters": lift.explain_point(task, choice)}}  # fmt: skip
    text = lift.markdown(result, "python -m ixconv.bench.lift")
    for heading in ("## Table 3", "## Figure 5", "## Figure 6", "## Table 4", "Constraint inference"):
        assert heading in text
    assert "| 7 | conv2_2 |" in text and "0.90" in text  # indirect / direct = 0.009 / 0.010
    assert "1 of the 3 points failed" in text
