"""The native max / average pooling kernel (``ixconv.codegen.dwconv`` with a pooling reduction, built by
``PoolStep``) against the NumPy reference over random geometry: sliding windows (any kernel, horizontal stride
1-4, padding on every side, ceil mode, odd channel counts, remainder blocks) and the indirection form (horizontal
dilation), both reductions, count_include_pad, batch > 1, two threads; inputs with negative values only, so a
padding value read as 0 instead of -inf shows."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.codegen.dwconv import pool_spec
from ixconv.graph.ir import Node
from ixconv.graph.nhwc_ops import PoolStep
from ixconv.graph.ops import run_node


@st.composite
def pooling(draw):
    kh, kw = draw(st.integers(1, 5)), draw(st.integers(1, 5))
    sh, sw = draw(st.integers(1, 3)), draw(st.integers(1, 4))
    dh, dw = draw(st.sampled_from([1, 1, 2])), draw(st.sampled_from([1, 1, 1, 2]))
    pads = [draw(st.integers(0, k - 1)) for k in (kh, kw, kh, kw)]
    h = draw(st.integers((kh - 1) * dh + 1, 14))
    w = draw(st.integers((kw - 1) * dw + 1, 23))
    attrs = dict(kernel_shape=[kh, kw], strides=[sh, sw], dilations=[dh, dw], pads=pads,
                 ceil_mode=draw(st.integers(0, 1)))  # fmt: skip
    op = draw(st.sampled_from(["MaxPool", "AveragePool"]))
    if op == "AveragePool":
        attrs["count_include_pad"] = draw(st.integers(0, 1))
    shape = (draw(st.integers(1, 2)), h, w, draw(st.sampled_from([1, 3, 8, 16, 17, 24, 33, 40])))
    return op, attrs, shape, draw(st.integers(1, 2)), draw(st.integers(0, 2**31 - 1))


@settings(max_examples=150, deadline=None)
@given(pooling())
def test_pooling_kernel_matches_the_reference(case) -> None:
    op, attrs, shape, threads, seed = case
    x = -np.random.default_rng(seed).uniform(0.5, 2.0, shape).astype(np.float32)  # all negative
    step = PoolStep(Node(op, ["x"], ["y"], dict(attrs), "pool"))
    step.set_threads(threads)
    y = step([x])[0]
    reference = run_node(Node(op, ["x"], ["y"], dict(attrs), "pool"), [x.transpose(0, 3, 1, 2)], 19)[0]
    np.testing.assert_allclose(y, reference.transpose(0, 2, 3, 1), rtol=1e-6, atol=1e-6)


def test_undilated_rows_slide() -> None:
    """Without horizontal dilation, at a horizontal stride <= 4, pooling slides along the rows (no indirection)."""
    assert pool_spec("avx512", "max", (2, 2), (1, 1), (1, 1), 24).sliding
    assert pool_spec("avx2", "avg", (3, 3), (2, 4), (2, 1), 24).sliding
    assert not pool_spec("avx512", "max", (3, 3), (1, 1), (1, 2), 24).sliding
    assert pool_spec("avx512", "max", (3, 3), (1, 1), (1, 1), 8).vectors == 1
    assert pool_spec("avx512", "max", (3, 3), (2, 2), (1, 1), 256).vectors == 4
