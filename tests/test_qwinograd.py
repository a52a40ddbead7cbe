"""The 8-bit Winograd F(4x4, 3x3) (``ixconv.ops.qwinograd``, ``ixconv.codegen.qwinograd``): bit-exact to the direct
8-bit kernels on random layers (types, zero points, padding, odd channels, remainder tiles, batch, threads, tables,
channel slices), its exactness check, where ``auto`` takes it, and what it refuses."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.codegen.qwinograd import integer_transforms, recovery, y_limit
from ixconv.codegen.winograd import transform_matrices
from ixconv.ops.qconv import QConv2d, quant_isa
from ixconv.ops.quant import ActivationTable
from ixconv.ops.qwinograd import qwinograd_pays, qwinograd_problem, transformed_weights

AVAILABLE = qwinograd_problem(QConv2d(np.ones((1, 1, 3, 3), np.int8), 1.0, np.int8(0), 1.0, np.uint8(0), 1.0,
                                 np.uint8(0)).params, None, np.uint8, 0) is None  # fmt: skip
needs_int16_pairs = pytest.mark.skipif(
    not AVAILABLE, reason="the 8-bit Winograd needs AVX512-VNNI or AVX2 (elsewhere refused: tested)"
)


def test_integer_transforms_reproduce_the_rational_ones() -> None:
    """``L^2 Y = A'^T [(D G g G^T D) . (B^T d B)] A'`` equals ``L^2`` times the rational F(4x4) of an integer tile."""
    rng = np.random.default_rng(1)
    at_s, dg, bt, big = integer_transforms(4)
    at, g, bt_f = (np.array(mat, dtype=object) for mat in transform_matrices(4))
    d = rng.integers(-255, 256, (6, 6)).astype(object)
    w = rng.integers(-127, 128, (3, 3)).astype(object)
    exact = at.dot((g.dot(w).dot(g.T)) * (bt_f.dot(d).dot(bt_f.T))).dot(at.T)
    at_s, dg, bt = (np.array(mat, dtype=object) for mat in (at_s, dg, bt))
    scaled = at_s.dot((dg.dot(w).dot(dg.T)) * (bt.dot(d).dot(bt.T))).dot(at_s.T)
    assert (scaled == exact * big * big).all()
    direct = np.array([[sum(d[i + r, j + s] * w[r, s] for r in range(3) for s in range(3)) for j in range(4)]
                       for i in range(4)], dtype=object)  # fmt: skip
    assert (exact == direct).all()
    assert recovery(big) == (6, 9) and y_limit(4) == (1 << 25) - 1


def _layer(rng, c, k, x_dtype, w_dtype, x_zero, per_channel, table, pad, algorithm, threads, spread=127, add=None):
    lo, hi = (-128, 127) if w_dtype == np.int8 else (0, 255)
    w = np.clip(rng.normal((lo + hi) / 2, spread / 2, (k, c, 3, 3)), lo, hi).astype(w_dtype)
    w_zero = rng.integers(lo, hi + 1, k if per_channel else ()).astype(w_dtype) if w_dtype == np.uint8 else np.zeros(
        k if per_channel else (), w_dtype
    )  # fmt: skip
    w_scale = (rng.random(k) * 0.02 + 0.001).astype(np.float32)
    bias = rng.integers(-20000, 20000, k).astype(np.int32)
    y_dtype = np.uint8 if rng.random() < 0.5 else np.int8
    y_zero = np.array(rng.integers(-20, 20) if y_dtype == np.int8 else rng.integers(0, 40), y_dtype)
    requantized = None
    if table:
        entries = rng.integers(0, 256, 256)
        requantized = ActivationTable(entries.astype(np.int32), np.uint8)
    return QConv2d(w, w_scale, w_zero, 0.05, np.array(x_zero, x_dtype), 0.7, y_zero, bias, padding=pad,
                   x_dtype=x_dtype, algorithm=algorithm, num_threads=threads, requantized=requantized,
                   add=add)  # fmt: skip


def _pair(rng, *layer, threads) -> list[QConv2d]:
    """The same random layer (``_layer``'s arguments but the algorithm) by Winograd and by the Indirect GEMM."""
    state, ops = rng.bit_generator.state, []
    for algorithm in ("winograd", "indirect"):
        rng.bit_generator.state = state
        ops.append(_layer(rng, *layer, algorithm, threads))
    return ops


@needs_int16_pairs
@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_layers_bit_exact_to_the_direct_kernel(seed: int) -> None:
    rng = np.random.default_rng(seed)
    n, h, w = int(rng.integers(1, 3)), int(rng.integers(1, 19)), int(rng.integers(1, 19))
    c, k = int(rng.integers(1, 71)), int(rng.integers(1, 41))
    x_dtype = np.uint8 if rng.random() < 0.5 else np.int8
    w_dtype = np.int8 if rng.random() < 0.6 else np.uint8
    x_zero = int(rng.integers(0, 256) if x_dtype == np.uint8 else rng.integers(-128, 128))
    pad = tuple(int(v) for v in rng.integers(0, 3, 4))
    if h + pad[0] + pad[2] < 3 or w + pad[1] + pad[3] < 3:
        pad = (1, 1, 1, 1)  # (h, w >= 1: at least one output)
    table, per_channel, threads = rng.random() < 0.3, rng.random() < 0.5, int(rng.integers(1, 3))
    ops = _pair(rng, c, k, x_dtype, w_dtype, x_zero, per_channel, table, pad, threads=threads)
    info = np.iinfo(x_dtype)
    x = rng.integers(info.min, info.max + 1, (n, h, w, c)).astype(x_dtype)
    assert ops[0].algorithm == "winograd"
    np.testing.assert_array_equal(ops[0](x), ops[1](x))


@needs_int16_pairs
def test_an_output_channel_slice_and_reused_calls() -> None:
    """An output that is a channel slice of a wider array (a Concat's), then other arrays of the same shapes through
    the same (kept) calls."""
    rng = np.random.default_rng(7)
    ops = _pair(rng, 40, 24, np.uint8, np.int8, 3, True, False, 1, threads=2)
    for _ in range(2):
        x = rng.integers(0, 256, (2, 11, 13, 40)).astype(np.uint8)
        out = np.full((2, 11, 13, 30), 77, np.uint8)
        ops[0](x, out=out[..., 3:27])
        np.testing.assert_array_equal(out[..., 3:27], ops[1](x))
        assert (out[..., :3] == 77).all() and (out[..., 27:] == 77).all()  # nothing written outside the slice


def test_the_exactness_check() -> None:
    """Sums that the output transform could not recover are refused, whatever the input; those it can, taken."""
    params = QConv2d(np.ones((1, 200, 3, 3), np.int8), 1.0, np.int8(0), 1.0, np.uint8(0), 1.0, np.uint8(0)).params
    heavy = np.full((1, 200, 3, 3), 127, np.int64)  # 255 * 1800 * 127 > 2^25
    light = np.full((1, 200, 3, 3), 20, np.int64)
    if AVAILABLE:
        assert "could reach" in qwinograd_problem(params, heavy, np.uint8, 0)
        assert qwinograd_problem(params, light, np.uint8, 0) is None
        assert np.abs(transformed_weights(heavy, 4)).max() == 49 * 127  # (D G's row sums 7 and 7 at one point)
    else:
        assert "AVX2" in qwinograd_problem(params, light, np.uint8, 0)


@needs_int16_pairs
def test_auto_takes_it_where_it_pays(monkeypatch) -> None:
    """Among the VNNI / widening kernels (with AMX-INT8, AMX tiles come first: ``qamx_pays``)."""
    monkeypatch.setenv("IXCONV_AMX", "0")
    rng = np.random.default_rng(3)
    w = rng.integers(-60, 60, (80, 80, 3, 3)).astype(np.int8)
    args = (w, 0.01, np.int8(0), 0.05, np.uint8(0), 0.5, np.uint8(0))
    one = dict(padding=1, num_threads=1)
    assert QConv2d(*args, **one, input_size=(80, 80)).algorithm == "winograd"
    few_tiles = (12, 12) if quant_isa() != "avx2" else (8, 4)  # 9 tiles, or 2 under AVX2_RULE (4 tiles pay there)
    assert QConv2d(*args, **one, input_size=few_tiles).algorithm != "winograd"
    assert QConv2d(*args, **one, stride=2, input_size=(80, 80)).algorithm != "winograd"
    assert QConv2d(*args, **one, input_size=None).algorithm != "winograd"
    assert QConv2d(*args, padding=1, num_threads=2, input_size=(80, 80)).algorithm != "winograd"  # (MAX_THREADS)
    few = QConv2d(w[:16, :16], *args[1:], **one, input_size=(80, 80))
    assert few.algorithm != "winograd" and not qwinograd_pays(few.params, (80, 80), 1)


def test_what_it_refuses() -> None:
    w = np.ones((8, 8, 3, 3), np.int8)
    args = (w, 0.01, np.int8(0), 0.05, np.uint8(0), 0.5, np.uint8(0))
    with pytest.raises(ValueError, match="winograd"):
        QConv2d(*args, stride=2, algorithm="winograd")
    with pytest.raises(ValueError, match="winograd"):
        QConv2d(np.ones((8, 4, 3, 3), np.int8), *args[1:], groups=2, algorithm="winograd")
    with pytest.raises(ValueError, match="winograd"):
        QConv2d(np.ones((8, 8, 1, 1), np.int8), *args[1:], algorithm="winograd")


RANDOM_LAYERS = """
import numpy as np
from ixconv.ops.qconv import quant_isa
from test_qwinograd import _pair, AVAILABLE
assert quant_isa() == {isa!r} and AVAILABLE == {available}, (quant_isa(), AVAILABLE)
rng = np.random.default_rng(5)
for c, k, h, w, table in [(19, 21, 9, 13, False), (64, 80, 12, 8, True), (33, 16, 5, 5, False), (70, 40, 16, 11, True)]:
    if not AVAILABLE:
        try:
            _pair(rng, c, k, np.uint8, np.int8, 3, True, table, 1, threads=1)
        except ValueError as e:
            assert "winograd" in str(e)
            continue
        raise AssertionError("the Winograd form was built on " + quant_isa())
    ops = _pair(rng, c, k, np.uint8, np.int8, 3, True, table, 1, threads=2)
    x = rng.integers(0, 256, (2, h, w, c)).astype(np.uint8)
    assert ops[0].algorithm == "winograd" and ops[0].spec.isa == {emitter!r}
    assert np.array_equal(ops[0](x), ops[1](x))
if AVAILABLE:  # AVX2's own rule: 32 channels and a few tiles pay there (the direct path widens to int16 too)
    from ixconv.ops.qconv import QConv2d
    w = rng.integers(-60, 60, (32, 32, 3, 3)).astype(np.int8)
    op = QConv2d(w, 0.01, np.int8(0), 0.05, np.uint8(0), 0.5, np.uint8(0), padding=1, num_threads=1,
                 input_size=(12, 12))
    assert op.algorithm == "winograd", op.algorithm
print("LAYERS-OK")
"""


@pytest.mark.parametrize("isa", ["avx2", "generic"])
def test_lesser_isas(isa: str) -> None:
    """AVX2 multiplies the int16 pairs with ``vpmaddwd`` (bit-exact as well); without int16 pairs (generic) the
    form is refused and the layer runs direct."""
    from test_qconv import NATIVE, run_in_subprocess

    if isa == "avx2" and NATIVE == "generic":
        pytest.skip("this host has no AVX2")
    code = RANDOM_LAYERS.format(isa=isa, available=isa == "avx2", emitter="avx2")
    result = run_in_subprocess(code, {"IXCONV_ISA": isa})
    assert result.returncode == 0 and "LAYERS-OK" in result.stdout, result.stderr[-2000:]


GUARD = """
import numpy as np
from ixconv.ops.quant import QuantizedAdd
from test_qconv import GUARD
exec(GUARD.split("KEEP = []")[0])
from test_qwinograd import _layer
KEEP = []
rng = np.random.default_rng(0)
for c, k, h, w, table, add in [(19, 21, 9, 13, False, False), (64, 17, 7, 5, True, True), (3, 5, 4, 4, False, True)]:
    x = before_guard((2, h, w, c), np.uint8)
    x[...] = rng.integers(0, 256, x.shape)
    state = rng.bit_generator.state
    built = []
    for algorithm in ("winograd", "reference"):
        rng.bit_generator.state = state
        built.append(_layer(rng, c, k, np.uint8, np.int8, 7, True, table, 1, algorithm, 2))
    op, ref = built
    residual = None
    if add:  # the same layers with a residual Add, its operand before a guard page too
        quantized_add = QuantizedAdd(0.05, int(op.y_zero_point), 0.04, 3, 0.06, 5)
        rng.bit_generator.state = state
        op = _layer(rng, c, k, np.uint8, np.int8, 7, True, table, 1, "winograd", 2, add=quantized_add)
        rng.bit_generator.state = state
        ref = _layer(rng, c, k, np.uint8, np.int8, 7, True, table, 1, "reference", 2, add=quantized_add)
        residual = before_guard(op.output_shape(x.shape), np.uint8)
        residual[...] = rng.integers(0, 256, residual.shape)
    out = before_guard(op.output_shape(x.shape), op.y_dtype)
    op(x, out=out, residual=residual)
    assert np.array_equal(out, ref(np.array(x), residual=None if residual is None else np.array(residual)))
print("GUARD-OK")
"""


@pytest.mark.parametrize("isa", ["native", "avx2"])
def test_never_reads_or_writes_past_the_arrays(isa: str) -> None:
    """Input, output and residual end right before an unmapped page (odd channel counts: the masked tails)."""
    from test_qconv import NATIVE, assert_runs_guarded

    if not AVAILABLE or (isa == "avx2" and NATIVE == "generic"):
        pytest.skip("no 8-bit Winograd on this host (refused: tested)")
    assert_runs_guarded(GUARD, isa)


@needs_int16_pairs
def test_the_layer_benchmark_compares_identical_outputs(capsys) -> None:
    """``python -m ixconv.bench.winograd --int8``: both forms timed side by side, their bytes compared first."""
    from ixconv.bench import winograd

    row = winograd.bench_int8_layer(9, 7, 64, 48, blocks=2, seconds=0.02)
    assert set(row["variants"]) == {"indirect", "winograd"} and row["variants"]["winograd"]["us"] > 0
    winograd.main(["--int8", "--shapes", "6x6x64-64"])
    assert "outputs identical" in capsys.readouterr().out
