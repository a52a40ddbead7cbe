"""Shared test configuration: the --run-slow gate, hypothesis profiles and the numeric comparison helper.

* ``--run-slow`` (or ``IXCONV_SLOW_TESTS=1``) runs the tests marked ``slow``; they are skipped otherwise.
* ``HYPOTHESIS_PROFILE=long`` runs 2500 examples per property instead of the default "ci" profile's 100.
* ``assert_conv_close(y, ref, reduction_len, context)`` compares an fp32 result with the float64 oracle.
* ``ort_exact_u8s8(w, scale)``: int8 weights (and their scale) ONNX Runtime multiplies exactly with uint8
  activations on this host, for the tests that take ORT as the oracle of a u8 x s8 operator.
* ONNX Runtime, the tests' oracle, runs its u8 x s8 products exactly: on x86 CPUs without VNNI its default kernels
  (vpmaddubsw) saturate their int16 pair sums -- on an AMD EPYC Zen 3 QLinearConv outputs moved up to 225 steps
  while ixconv matched the exact reference -- and its own ``session.x64quantprecision`` option turns that off
  (u8 x u8 where weights leave [-64, 63]). Every session the tests open on such CPUs gets it (with VNNI it is
  not needed, and on an Intel Xeon with AMX it sends int8 x int8 QLinearConv to a uint8-only kernel); where
  ONNX Runtime's conversion does not apply (int8 activations, weights given at run time) the tests use 7-bit
  weights (``ort_exact_u8s8``) or an exact reference.
"""

from __future__ import annotations

import math
import os

import numpy as np
import pytest
from hypothesis import HealthCheck, settings

from ixconv.cpu import host


def _exact_int8_onnxruntime() -> None:
    try:
        import onnxruntime
    except ImportError:
        return
    original = onnxruntime.InferenceSession

    class ExactInt8Session(original):
        def __init__(self, path_or_bytes, sess_options=None, *args, **kwargs) -> None:
            options = sess_options if sess_options is not None else onnxruntime.SessionOptions()
            options.add_session_config_entry("session.x64quantprecision", "1")
            super().__init__(path_or_bytes, options, *args, **kwargs)

    onnxruntime.InferenceSession = ExactInt8Session


if not host().has_vnni:  # (ORT_U8S8_SATURATES, below)
    _exact_int8_onnxruntime()

_HEALTH = [HealthCheck.too_slow, HealthCheck.data_too_large]
settings.register_profile("ci", max_examples=100, deadline=None, suppress_health_check=_HEALTH)
settings.register_profile("long", max_examples=2500, deadline=None, suppress_health_check=_HEALTH)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--run-slow",
        action="store_true",
        default=False,
        help="run the tests marked slow (also enabled by IXCONV_SLOW_TESTS=1)",
    )


def slow_enabled(config: pytest.Config) -> bool:
    return bool(config.getoption("--run-slow")) or os.environ.get("IXCONV_SLOW_TESTS") == "1"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if slow_enabled(config):
        return
    skip_slow = pytest.mark.skip(reason="slow test: run with --run-slow or IXCONV_SLOW_TESTS=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip_slow)


# -- numeric comparison ------------------------------------------------------------------------------

# fp32 accumulation of `reduction_len` products against a float64 oracle: the rounding error of a sum
# grows like sqrt(length) * eps32 * magnitude for random data (eps32 ~ 6e-8). 5e-6 is > 10x the largest
# error seen over thousands of random cases, while a wrong tap, channel, bias or padding value (errors of
# order 0.1 with the unit-scale test data) is still far outside it.
ABS_PER_SQRT_TERM = 5e-6
REL_TOLERANCE = 1e-5


def conv_tolerance(ref: np.ndarray, reduction_len: int) -> float:
    """The absolute tolerance for an output whose every element sums `reduction_len` products (+ bias)."""
    scale = max(1.0, float(np.max(np.abs(ref)))) if ref.size else 1.0
    return ABS_PER_SQRT_TERM * math.sqrt(max(1, reduction_len) + 1) * scale


def assert_conv_close(y: np.ndarray, ref: np.ndarray, reduction_len: int, context: str) -> None:
    """Assert that fp32 `y` matches the float64 oracle `ref`; on failure describe where and for what."""
    assert y.shape == ref.shape, f"shape {y.shape} != reference shape {ref.shape}\n{context}"
    assert y.dtype == np.float32, f"dtype {y.dtype} != float32\n{context}"
    ref = np.asarray(ref, np.float64)
    atol = conv_tolerance(ref, reduction_len)
    diff = np.abs(y.astype(np.float64) - ref)
    bad = ~(diff <= atol + REL_TOLERANCE * np.abs(ref))  # NaN in y counts as bad
    if not bad.any():
        return
    worst = np.unravel_index(int(np.nanargmax(np.where(bad, diff, -1.0))), diff.shape)
    first = tuple(int(i) for i in np.argwhere(bad)[0])
    raise AssertionError(
        f"convolution mismatch: {int(bad.sum())} of {y.size} outputs differ\n"
        f"  output shape (N, Ho, Wo, K) = {y.shape}, reduction length {reduction_len}, atol {atol:.3g}\n"
        f"  worst at {tuple(int(i) for i in worst)}: got {y[worst]!r}, expected {ref[worst]!r}\n"
        f"  first at {first}: got {y[first]!r}, expected {ref[first]!r}\n"
        f"  NaNs in result: {int(np.isnan(y).sum())}\n"
        f"  case: {context}"
    )


def reduction_length(op) -> int:
    """Products summed into one output of a Conv2d: taps * input channels per group."""
    return op.params.taps * op.params.group_in


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    """Print the ONNX backend conformance count (tests/test_onnx_backend.py) on its own line."""
    stats = terminalreporter.stats
    counts = {
        outcome: sum(1 for r in stats.get(outcome, []) if "test_onnx_backend.py" in getattr(r, "nodeid", ""))
        for outcome in ("passed", "failed")
    }
    if counts["passed"] or counts["failed"]:
        terminalreporter.write_line(
            f"ONNX backend conformance (supported ops): {counts['passed']} passed, {counts['failed']} failed"
        )


# -- ONNX Runtime as a u8 x s8 oracle --------------------------------------------------------------------

# Without VNNI, ONNX Runtime's x86 u8 x s8 kernels (MLAS) multiply with vpmaddubsw, whose int16 sum of two
# u8 * s8 products saturates (2 * 255 * 127 > 32767): its results are then not the exact int32 sums ixconv
# computes (on an AVX2-only Zen 3 a model of that saturation reproduced ORT's QLinearConv bit for bit), and
# its docs advise 7-bit weights (reduce_range) on such CPUs.
ORT_U8S8_SATURATES = not host().has_vnni


def ort_exact_u8s8(w, scale):
    """``(w, scale)`` as they are on hosts with VNNI; elsewhere the int8 weights halved into [-64, 63]
    (2 * 255 * 64 < 32768: no pair sum saturates) and the scale doubled, so the dequantized weights, hence the
    outputs' range, stay about the same. (Applied to drawn values: the tests' random streams do not change.)"""
    if not ORT_U8S8_SATURATES:
        return w, scale
    w = np.asarray(w)
    assert w.dtype == np.int8, w.dtype
    return w // 2, scale * np.float32(2)
