"""The quantized convolution (QLinearConv / ConvInteger): bit-exact against the NumPy integer reference.

Every case compares the generated kernels' bytes with ``requantize(qconv_accumulate(...))`` of
``ixconv.ops.reference`` (the same float32 requantization arithmetic), over random shapes and parameters:
uint8/int8 activations x uint8/int8 weights, zero points 0 / 128 (or -128) / random / per channel,
saturation at both ends, remainder tiles, odd channel counts, stride, dilation, asymmetric padding with a
non-zero input zero point, groups, batch > 1, the 1x1 GEMM path, 2 threads, and the forced avx2 and
generic ISAs (in subprocesses: the ISA is chosen once per process).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from qcases import QCase, build, check, random_case, run_random

import ixconv
from ixconv.codegen import jit
from ixconv.codegen.qgemm import emit_module
from ixconv.codegen.qspec import QPANEL_CHOICES, ROWSUM_CHOICES, QGemmSpec, choose_qspec, qspec_problems
from ixconv.ops.qconv import ConvInteger, QConv2d, quant_isa
from ixconv.ops.reference import qconv_accumulate

ROOT = Path(__file__).resolve().parent.parent
TESTS = Path(__file__).resolve().parent
NATIVE = quant_isa()


def base_case(**changes) -> QCase:
    fields = dict(
        x_dtype=np.uint8, w_dtype=np.int8, y_dtype=np.uint8, batch=1, height=6, width=5, channels=5,
        out_channels=20, kernel=(3, 3), stride=(1, 1), dilation=(1, 1), padding=(1, 1, 1, 1), groups=1,
        x_zero_point=3, w_zero_point=0, w_scale=0.01, x_scale=0.05, y_scale=0.5, y_zero_point=7, bias=True,
        activation=None, threads=1, output="q8",
    )  # fmt: skip
    fields.update(changes)
    return QCase(**fields)


# -- the reference itself --------------------------------------------------------------------------------------


def test_integer_reference_matches_a_literal_loop() -> None:
    """qconv_accumulate (float64 matrix products) against seven literal integer loops on a tiny case."""
    rng = np.random.default_rng(5)
    x = rng.integers(0, 256, (2, 4, 5, 4)).astype(np.uint8)
    w = rng.integers(-128, 128, (6, 2, 2, 3)).astype(np.int8)
    zw = rng.integers(-128, 128, 6)
    bias = rng.integers(-1000, 1000, 6).astype(np.int32)
    op = ConvInteger(w, zw.astype(np.int8), np.uint8(9), bias, stride=(1, 2), padding=(1, 0, 2, 1), groups=2)
    got = qconv_accumulate(x, w, 9, zw, bias, op.params)
    n, h, wd, _ = x.shape
    oh, ow = op.params.output_size(h, wd)
    want = np.zeros((n, oh, ow, 6), np.int64)
    for b in range(n):
        for oy in range(oh):
            for ox in range(ow):
                for k in range(6):
                    g = k // 3
                    total = int(bias[k])
                    for c in range(2):
                        for i in range(2):
                            for j in range(3):
                                iy, ix = oy * 1 - 1 + i, ox * 2 - 0 + j
                                inside = 0 <= iy < h and 0 <= ix < wd
                                xv = int(x[b, iy, ix, g * 2 + c]) if inside else 9
                                total += (xv - 9) * (int(w[k, c, i, j]) - int(zw[k]))
                    want[b, oy, ox, k] = total
    np.testing.assert_array_equal(got, want)


# -- random cases: hypothesis drives the seed, qcases draws the case ------------------------------------------


@given(st.integers(0, 2**32 - 1))
def test_random_cases_bit_exact(seed: int) -> None:
    check(random_case(np.random.default_rng(seed)))


@given(st.integers(0, 2**32 - 1))
def test_pixel_tiles_innermost_bit_exact(seed: int) -> None:
    """The order weight-heavy layers get (pixel tiles innermost, each step prefetching the panel's weights ahead
    into L2 -- a hint past the panel's end, never a fault): the same bytes on random cases."""
    case = random_case(np.random.default_rng(seed))
    pointwise = case.kernel == (1, 1) and case.stride == (1, 1) and not any(case.padding)
    case.algorithm = "gemm" if pointwise else "indirect"  # (never the depthwise or AMX kernels)
    op = build(case)[0]
    assert isinstance(op.spec, QGemmSpec)
    case.extra["spec"] = replace(op.spec, order="tile_inner")
    check(case)


@pytest.mark.parametrize("x_dtype", [np.uint8, np.int8])
@pytest.mark.parametrize("w_dtype", [np.uint8, np.int8])
@pytest.mark.parametrize("zw_kind", ["zero", "mid", "random", "per_channel"])
@pytest.mark.parametrize("zx_kind", ["zero", "mid", "random"])
def test_every_zero_point_combination(x_dtype, w_dtype, zw_kind, zx_kind) -> None:
    rng = np.random.default_rng(hash((x_dtype.__name__, w_dtype.__name__, zw_kind, zx_kind)) % 2**32)
    from qcases import zero_point_choice

    for output in ("q8", "i32"):
        case = base_case(
            x_dtype=x_dtype, w_dtype=w_dtype, output=output, channels=7, out_channels=37,
            x_zero_point=zero_point_choice(rng, x_dtype, zx_kind),
            w_zero_point=zero_point_choice(rng, w_dtype, zw_kind, 37),
            padding=(2, 0, 1, 2),  # asymmetric, with a non-zero input zero point
        )  # fmt: skip
        check(case)


@pytest.mark.parametrize("channels", [1, 2, 3, 4, 5, 6, 7, 9, 15, 33])
@pytest.mark.parametrize("out_channels", [1, 15, 16, 17, 63, 64, 65, 129])
def test_odd_channels_and_remainder_panels(channels: int, out_channels: int) -> None:
    check(base_case(channels=channels, out_channels=out_channels, height=7, width=3))


@pytest.mark.parametrize("pixels", [1, 5, 6, 7, 11, 13, 49])
def test_remainder_tiles(pixels: int) -> None:
    check(base_case(height=pixels, width=1, kernel=(1, 1), padding=(0, 0, 0, 0), channels=8))  # 1x1: GEMM path
    check(base_case(height=1, width=pixels, kernel=(1, 3), padding=(0, 1, 0, 1)))


def test_saturation_at_both_ends() -> None:
    for y_dtype in (np.uint8, np.int8):
        for y_scale in (1e-4, 1e4):
            case = base_case(y_dtype=y_dtype, y_scale=y_scale, y_zero_point=0, channels=16, out_channels=64)
            expected = check(case)
            lo, hi = np.iinfo(y_dtype).min, np.iinfo(y_dtype).max
            if y_scale < 1:
                assert (expected == lo).any() and (expected == hi).any()


def test_fused_activations_clamp_the_quantized_output() -> None:
    relu = check(base_case(activation="relu", y_zero_point=100, y_scale=0.1, channels=16))
    assert relu.min() == 100
    relu6 = check(base_case(activation="relu6", y_zero_point=100, y_scale=0.1, channels=16))
    assert relu6.min() == 100 and relu6.max() == 160  # quantize(6) = 6 / 0.1 + 100
    check(base_case(activation=(-1.0, 0.5), y_dtype=np.int8, y_zero_point=-3, y_scale=0.01))


@pytest.mark.parametrize(
    "geometry",
    [
        dict(stride=(2, 2)),
        dict(stride=(2, 1), dilation=(2, 3), height=11, width=12),
        dict(padding=(0, 2, 1, 0), x_zero_point=200),
        dict(groups=3, channels=5, out_channels=7),
        dict(groups=2, channels=16, out_channels=64, kernel=(1, 1), padding=(0, 0, 0, 0)),
        dict(batch=3, threads=2, channels=17, out_channels=65),
        dict(batch=2, kernel=(1, 1), padding=(0, 0, 0, 0), channels=64, out_channels=80, algorithm="gemm"),
        dict(batch=2, kernel=(1, 1), padding=(0, 0, 0, 0), channels=3, algorithm="indirect"),
        dict(kernel=(1, 1), stride=(2, 2), padding=(0, 0, 0, 0), channels=13),
    ],
)
def test_geometries(geometry: dict) -> None:
    check(base_case(**geometry))
    signed = dict(output="i32", x_dtype=np.int8, x_zero_point=-5, w_dtype=np.uint8, w_zero_point=77)
    check(base_case(**(signed | geometry | {"x_zero_point": -geometry.get("x_zero_point", 5) // 2})))


def test_two_threads_give_the_same_bytes_as_one() -> None:
    rng = np.random.default_rng(3)
    x = rng.integers(0, 256, (2, 14, 14, 64)).astype(np.uint8)
    w = rng.integers(-128, 128, (96, 64, 3, 3)).astype(np.int8)
    ops = [
        QConv2d(w, 0.002, np.int8(0), 0.1, np.uint8(120), 1.0, np.uint8(128), padding=1, num_threads=t) for t in (1, 2)
    ]
    for _ in range(3):
        np.testing.assert_array_equal(ops[0](x), ops[1](x))


def test_scale_is_computed_in_float32_like_onnx_runtime() -> None:
    w = np.zeros((3, 2, 1, 1), np.int8)
    w_scale = np.array([0.1, 0.37, 3e-5], np.float32)
    op = QConv2d(w, w_scale, np.int8(0), 0.013, np.uint8(0), 0.7, np.uint8(0))
    np.testing.assert_array_equal(op.scale, (np.float32(0.013) * w_scale) / np.float32(0.7))


def test_weights_are_packed_once_and_copied() -> None:
    rng = np.random.default_rng(1)
    w = rng.integers(-128, 128, (16, 8, 3, 3)).astype(np.int8)
    x = rng.integers(0, 256, (1, 5, 5, 8)).astype(np.uint8)
    op = QConv2d(w, 0.01, np.int8(0), 0.1, np.uint8(0), 1.0, np.uint8(0), padding=1)
    packed = op.packed.copy()
    first = op(x)
    w[...] = 0  # the operator owns its packed copy
    np.testing.assert_array_equal(op(x), first)
    np.testing.assert_array_equal(op.packed, packed)
    assert op.indirection_builds == 1
    op(np.zeros((3, 5, 5, 8), np.uint8))  # a new batch size keeps the indirection buffer
    assert op.indirection_builds == 1


def test_ohwi_weights_and_exports() -> None:
    rng = np.random.default_rng(2)
    w = rng.integers(0, 256, (8, 3, 3, 4)).astype(np.uint8)
    x = rng.integers(0, 256, (1, 6, 6, 4)).astype(np.uint8)
    a = ixconv.QConv2d(w.transpose(0, 3, 1, 2), 0.01, np.uint8(128), 0.1, np.uint8(5), 1.0, np.uint8(0), padding=1)
    b = ixconv.QConv2d(w, 0.01, np.uint8(128), 0.1, np.uint8(5), 1.0, np.uint8(0), padding=1, weight_layout="OHWI")
    np.testing.assert_array_equal(a(x), b(x))
    assert ixconv.ConvInteger is ConvInteger


# -- forced lesser ISAs, in subprocesses -----------------------------------------------------------------------


def run_in_subprocess(code: str, env_extra: dict, timeout: float = 900) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(TESTS)]), **env_extra)
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], env=env, capture_output=True, text=True, timeout=timeout
    )


def assert_runs_guarded(code: str, isa: str) -> None:
    """``code`` (a guard-page script ending with ``print("GUARD-OK")``) runs to its end under ``isa`` ("native":
    this host's): an access past an array's end would have killed it with SIGSEGV."""
    result = run_in_subprocess(code, {} if isa == "native" else {"IXCONV_ISA": isa})
    assert result.returncode == 0 and "GUARD-OK" in result.stdout, (result.returncode, result.stderr[-2000:])


@pytest.mark.parametrize("isa", ["avx2", "generic"])
def test_forced_isa_random_cases(isa: str) -> None:
    if isa == "avx2" and NATIVE == "generic":
        pytest.skip("this host has no AVX2")
    code = f"""
        from ixconv.ops.qconv import quant_isa
        assert quant_isa() == {isa!r}, quant_isa()
        from qcases import run_random
        print(run_random(60, 11))
    """
    result = run_in_subprocess(code, {"IXCONV_ISA": isa})
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow
def test_2000_random_cases() -> None:
    """The acceptance sweep: >= 2000 random cases, bit-exact, on the host's ISA (plus 300 per lesser ISA)."""
    seen = run_random(2000, 20240)
    assert seen["cases"] == 2000 and seen["low_saturated"] > 100 and seen["high_saturated"] > 100, seen
    for isa in ("avx2", "generic"):
        if isa == "avx2" and NATIVE == "generic":
            continue
        result = run_in_subprocess("from qcases import run_random; print(run_random(300, 7))", {"IXCONV_ISA": isa})
        assert result.returncode == 0, result.stdout + result.stderr


# -- never outside the arrays: guard pages ---------------------------------------------------------------------

GUARD = """
import ctypes, mmap, numpy as np
from ixconv.ops.qconv import QConv2d, ConvInteger
libc = ctypes.CDLL(None, use_errno=True)
libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
PAGE = mmap.PAGESIZE

def before_guard(shape, dtype):
    '''An array that ends exactly where a PROT_NONE page begins.'''
    nbytes = int(np.prod(shape)) * np.dtype(dtype).itemsize
    pages = -(-nbytes // PAGE) + 1
    buf = mmap.mmap(-1, pages * PAGE, prot=mmap.PROT_READ | mmap.PROT_WRITE)
    base = ctypes.addressof(ctypes.c_char.from_buffer(buf))
    assert libc.mprotect(base + (pages - 1) * PAGE, PAGE, 0) == 0
    KEEP.append(buf)
    return np.frombuffer(buf, np.uint8, nbytes, (pages - 1) * PAGE - nbytes).view(dtype).reshape(shape)

KEEP = []
rng = np.random.default_rng(0)
for c, k, kernel, pad in [(3, 5, 3, 1), (5, 17, 3, 0), (7, 64, 1, 0), (1, 16, 1, 0), (13, 33, 2, 1)]:
    for x_dtype, zx in ((np.uint8, np.uint8(9)), (np.int8, np.int8(-9))):
        x = before_guard((2, 5, 7, c), x_dtype)
        x[...] = rng.integers(0, 100, x.shape).astype(x_dtype)
        w = rng.integers(-128, 128, (k, c, kernel, kernel)).astype(np.int8)
        for zw in (np.int8(0), np.int8(5)):
            op = QConv2d(w, 0.01, zw, 0.1, zx, 0.3, np.uint8(3), padding=pad)
            out = before_guard(op.output_shape(x.shape), np.uint8)
            op(x, out=out)
            ci = ConvInteger(w, zw, zx, padding=pad)
            out32 = before_guard(ci.output_shape(x.shape), np.int32)
            ci(x, out=out32)
            ref = QConv2d(w, 0.01, zw, 0.1, zx, 0.3, np.uint8(3), padding=pad, algorithm="reference")(np.array(x))
            assert np.array_equal(out, ref)
print("GUARD-OK")
"""


@pytest.mark.parametrize("isa", ["native", "avx2", "generic"])
def test_never_reads_or_writes_past_the_arrays(isa: str) -> None:
    """Inputs and outputs end right before an unmapped page (C % 4 != 0 included): an access past the end
    would kill the subprocess with SIGSEGV."""
    if isa == "avx2" and NATIVE == "generic":
        pytest.skip("this host has no AVX2")
    assert_runs_guarded(GUARD, isa)


def test_guard_page_really_faults() -> None:
    """The guard works: reading one byte past such an array crashes."""
    code = (
        GUARD.split("KEEP = []")[0]
        + "KEEP = []\nx = before_guard((3, 5), np.uint8)\n"
        + "print(ctypes.c_uint8.from_address(x.ctypes.data + 15).value)\n"
    )
    result = run_in_subprocess(code, {})
    assert result.returncode != 0


# -- the kernels' code -----------------------------------------------------------------------------------------


def inner_loop_blocks(asm: str) -> list[list[str]]:
    """Basic blocks that contain vpdpbusd / vpmaddwd / vpmulld (the multiply-accumulate loops)."""
    blocks, block = [], []
    for line in asm.splitlines():
        if re.match(r"^\.?L?BB\d+_\d+:", line) or re.match(r"^\w+:", line):
            blocks.append(block)
            block = []
        block.append(line)
    blocks.append(block)
    return [b for b in blocks if any(re.search(r"\b(vpdpbusd|vpmaddwd)\b", line) for line in b)]


@pytest.mark.skipif(NATIVE != "avx512vnni", reason="needs AVX512-VNNI")
@pytest.mark.parametrize(
    "spec",
    [s for s, _ in QPANEL_CHOICES["avx512vnni"] + ROWSUM_CHOICES] + [QGemmSpec("avx512vnni", 6, 64, 4, x_signed=True)],
)
def test_vnni_inner_loops_have_no_spills(spec: QGemmSpec) -> None:
    asm = jit.assembly(emit_module(spec))
    loops = inner_loop_blocks(asm)
    assert loops, "no vpdpbusd found"
    for block in loops:
        stack = [line for line in block if "(%rsp)" in line and "zmm" in line]
        assert not stack, f"{spec.name}: vector spills in an inner loop:\n" + "\n".join(stack)


@pytest.mark.parametrize(
    "fields, problem",
    [
        (dict(isa="avx512", mr=6, nr=64), "isa must be"),
        (dict(isa="avx512vnni", mr=7, nr=64), "vector registers"),
        (dict(isa="avx512vnni", mr=6, nr=40), "multiple of the vector width"),
        (dict(isa="avx2", mr=4, nr=16, rowsum=True), "rowsum"),
        (dict(isa="avx2", mr=0, nr=16), "mr must be"),
        (dict(isa="generic", mr=2, nr=8, unroll=3), "unroll"),
        (dict(isa="generic", mr=2, nr=8, output="f32"), "output"),
        (dict(isa="generic", mr=2.0, nr=8), "must be an int"),
    ],
)
def test_invalid_qspecs_are_refused_before_compiling(fields: dict, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        QGemmSpec(**fields)


def test_default_qspecs_are_valid_and_named() -> None:
    for isa, choices in QPANEL_CHOICES.items():
        for spec, _ in choices:
            assert not qspec_problems(spec)
            assert spec.name.startswith(f"q8_gemm_{spec.mr}x{spec.nr}_{isa}_u{spec.unroll}")
    spec = choose_qspec("avx512vnni", 64, x_signed=True, rowsum=True, output="i32")
    assert spec.rowsum and spec.x_signed and spec.output == "i32" and spec.name.endswith("_xs8_rs_i32")


def test_spec_must_match_the_operator() -> None:
    w = np.zeros((16, 4, 1, 1), np.int8)
    with pytest.raises(ValueError, match="x_signed"):
        QConv2d(w, 0.1, np.int8(0), 0.1, np.int8(0), 0.1, np.uint8(0), spec=QGemmSpec("generic", 4, 8))
    with pytest.raises(ValueError, match="output"):
        ConvInteger(w, np.int8(0), np.uint8(0), spec=QGemmSpec("generic", 4, 8))
    if NATIVE == "avx512vnni":
        with pytest.raises(ValueError, match="rowsum"):
            QConv2d(w, 0.1, np.int8(3), 0.1, np.uint8(0), 0.1, np.uint8(0), spec=QGemmSpec("avx512vnni", 6, 64))
