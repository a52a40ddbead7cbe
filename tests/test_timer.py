"""The native stopwatch of the benchmarks, and the op's reused call (no caller array kept alive)."""

from __future__ import annotations

import gc
import weakref

import numpy as np

from ixconv.bench.harness import time_kernel
from ixconv.ops.conv import Conv2d
from ixconv.ops.qconv import QConv2d


def test_kernel_stopwatch_times_the_real_work() -> None:
    rng = np.random.default_rng(0)
    x = rng.standard_normal((1, 20, 20, 32), dtype=np.float32)
    op = Conv2d(rng.standard_normal((64, 32, 3, 3), dtype=np.float32), padding=1, num_threads=1)
    out = np.full(op.output_shape(x.shape), np.nan, np.float32)
    call = op.native_calls(x, out)[0]
    small = time_kernel(call, runs=5, warmup=1)
    np.testing.assert_allclose(out, op(x), rtol=1e-5, atol=1e-4)  # the timed call did the convolution
    big_x = rng.standard_normal((1, 80, 80, 32), dtype=np.float32)
    big_out = np.empty(op.output_shape(big_x.shape), np.float32)
    big = time_kernel(op.native_calls(big_x, big_out)[0], runs=5, warmup=1)
    assert 0 < small.median < big.median  # 16x the work takes longer, whatever the machine's noise
    assert small.runs == 5 and len(small.samples) == 5


def test_operator_call_keeps_no_caller_array_alive() -> None:
    rng = np.random.default_rng(1)
    wf = rng.standard_normal((8, 4, 3, 3), dtype=np.float32)
    wq = rng.integers(-5, 5, (8, 4, 3, 3)).astype(np.int8)
    makers = [
        (lambda: Conv2d(wf, padding=1), np.float32),
        (lambda: QConv2d(wq, 0.1, 0, 0.1, 0, 0.1, 0, padding=1), np.uint8),
    ]
    for make, dtype in makers:
        op = make()
        x = rng.integers(0, 9, (2, 5, 5, 4)).astype(dtype)
        out = np.empty(op.output_shape(x.shape), dtype)
        op(x, out=out)
        refs = weakref.ref(x), weakref.ref(out)
        del x, out
        gc.collect()
        assert refs[0]() is None and refs[1]() is None, dtype
        for batch in (2, 2, 3):  # new arrays (new addresses) through the reused call, then another batch
            x = rng.integers(0, 9, (batch, 5, 5, 4)).astype(dtype)
            np.testing.assert_array_equal(op(x), make()(x))
