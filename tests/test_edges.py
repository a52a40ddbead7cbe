"""Explicit edge cases in the style of XNNPACK's kernel tests, plus the operator's state and memory contracts.

The tile edges (K against NR, output pixels against MR) are expressed relative to the spec's own MR and
NR, and run for the default spec and for smaller ones, so every remainder path of every tile shape runs.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
import textwrap
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
import pytest
from conftest import assert_conv_close, reduction_length

import ixconv
from ixconv import GemmSpec
from ixconv.codegen.spec import VECTOR_FLOATS, host_problems
from ixconv.cpu import host
from ixconv.ops.conv import ALGORITHMS as CONV_ALGORITHMS
from ixconv.ops.reference import conv2d_reference

DEFAULT_SPEC = ixconv.default_spec(host().isa)
SPECS = [DEFAULT_SPEC, GemmSpec("avx512", 3, 32, 1), GemmSpec("avx2", 5, 16, 2), GemmSpec("generic", 4, 16, 2)]
SPECS = list(dict.fromkeys(spec for spec in SPECS if not host_problems(spec)))  # what this CPU runs
SPEC_IDS = [s.name for s in SPECS]


@dataclass(frozen=True)
class Geometry:
    channels: int
    out_channels: int
    height: int
    width: int
    kernel: tuple[int, int] = (3, 3)
    stride: object = 1
    padding: object = 0
    dilation: object = 1
    groups: int = 1
    batch: int = 1
    activation: object = None

    @property
    def pointwise(self) -> bool:
        return self.kernel == (1, 1) and self.stride == 1 and self.padding in (0, "valid")

    @property
    def depthwise(self) -> bool:
        return self.groups == self.channels == self.out_channels


def make_weights(g: Geometry, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    w = rng.uniform(-1, 1, (g.out_channels, g.channels // g.groups, *g.kernel)).astype(np.float32)
    b = rng.uniform(-1, 1, g.out_channels).astype(np.float32)
    return w, b


def make_input(g: Geometry, seed: int = 1, batch: int | None = None) -> np.ndarray:
    rng = np.random.default_rng(seed)
    n = g.batch if batch is None else batch
    return rng.uniform(-1, 1, (n, g.height, g.width, g.channels)).astype(np.float32)


def make_op(g: Geometry, algorithm: str = "auto", spec: GemmSpec | None = None, **kw) -> ixconv.Conv2d:
    w, b = make_weights(g)
    if algorithm == "depthwise":
        spec = None  # a GemmSpec does not describe the depthwise kernel (refused)
    return ixconv.Conv2d(
        w,
        b,
        stride=g.stride,
        padding=g.padding,
        dilation=g.dilation,
        groups=g.groups,
        activation=g.activation,
        algorithm=algorithm,
        spec=spec,
        **kw,
    )


def reference(op: ixconv.Conv2d, x: np.ndarray) -> np.ndarray:
    return conv2d_reference(x, op.weight, op.bias, op.params)


def check(op: ixconv.Conv2d, x: np.ndarray, y: np.ndarray, label: str) -> None:
    assert_conv_close(y, reference(op, x), reduction_length(op), f"{label}: {op!r}")


def algorithms_for(g: Geometry) -> list[str]:
    """Every algorithm that applies to `g` ("auto" resolves to one of the others)."""
    special = (["gemm"] if g.pointwise else []) + (["depthwise"] if g.depthwise else [])
    return ["indirect", "im2col", "auto"] + [a for a in special if a in CONV_ALGORITHMS]


# -- the edge matrix -------------------------------------------------------------------------------------


def edge_geometries(mr: int, nr: int) -> dict[str, Geometry]:
    """Named geometries at the tile edges of a kernel with MR rows and NR columns."""
    return {
        "k<NR": Geometry(7, max(1, nr - 1), 5, 4, padding=1),
        "k=NR": Geometry(7, nr, 5, 4, padding=1),
        "k=NR+1": Geometry(7, nr + 1, 5, 4, padding=1),
        "k=2NR+3": Geometry(5, 2 * nr + 3, 4, 3, padding=1),
        "k=1": Geometry(9, 1, 5, 5, padding=1),
        "m=1<MR": Geometry(6, 9, 3, 3),  # 3x3 kernel, no padding: one output pixel
        "m=MR-1": Geometry(6, 9, 1, mr + 1, kernel=(1, 3)) if mr > 1 else Geometry(6, 9, 1, 3, kernel=(1, 3)),
        "m=MR": Geometry(6, 9, 1, mr + 2, kernel=(1, 3)),
        "m=MR+1": Geometry(6, 9, 1, mr + 3, kernel=(1, 3)),
        "m=2MR+1": Geometry(6, 9, 1, 2 * mr + 1, kernel=(1, 1)),
        "C=1": Geometry(1, 7, 6, 5, padding=1),
        "1x1-s1-gemm": Geometry(13, nr + 3, 5, 3, kernel=(1, 1)),
        "1x1-s2": Geometry(13, 11, 7, 6, kernel=(1, 1), stride=2),
        "7x7-s2-p3-C3": Geometry(3, 2 * nr + 5, 15, 13, kernel=(7, 7), stride=2, padding=3),
        "dilation2": Geometry(5, 9, 9, 8, dilation=2, padding=2),
        "stride(2,3)-dilation(2,1)": Geometry(5, 9, 11, 12, stride=(2, 3), dilation=(2, 1), padding=(1, 2, 0, 1)),
        "padding>kernel": Geometry(3, 5, 2, 3, padding=4, activation="relu"),
        "batch3": Geometry(4, nr + 1, 4, 5, padding=1, batch=3),
        "groups3-k%NR": Geometry(9, 3 * (nr + 1), 4, 4, padding=1, groups=3, batch=2),
        "depthwise": Geometry(17, 17, 6, 7, padding=1, groups=17, batch=2),
        "depthwise-x2": Geometry(5, 10, 6, 5, kernel=(5, 5), padding=2, groups=5),
        "relu6-large-K": Geometry(64, 19, 3, 3, padding=1, activation="relu6"),
        "clamp": Geometry(8, 9, 4, 4, padding=1, activation=(-0.3, 0.4)),
    }


EDGE_NAMES = list(edge_geometries(6, 64))
EDGE_PARAMS = [pytest.param(spec, name, id=f"{name}-{spec.name}") for spec in SPECS for name in EDGE_NAMES]


@pytest.mark.parametrize(("spec", "edge"), EDGE_PARAMS)
def test_edge_matrix(spec: GemmSpec, edge: str) -> None:
    g = edge_geometries(spec.mr, spec.nr)[edge]
    x = make_input(g)
    for algorithm in algorithms_for(g):
        op = make_op(g, algorithm, spec)
        check(op, x, op(x), f"{edge} {algorithm}")


def test_edge_tile_counts_are_what_they_claim() -> None:
    """The m/k edges really sit where their names say (guards the matrix against silent drift)."""
    mr, nr = DEFAULT_SPEC.mr, DEFAULT_SPEC.nr
    edges = edge_geometries(mr, nr)

    def pixels(name: str) -> int:
        op = make_op(edges[name])
        _, oh, ow, _ = op.output_shape((1, edges[name].height, edges[name].width, edges[name].channels))
        return oh * ow

    assert pixels("m=1<MR") == 1
    assert pixels("m=MR") == mr
    assert pixels("m=MR+1") == mr + 1
    assert pixels("m=2MR+1") == 2 * mr + 1
    assert edges["k<NR"].out_channels < nr and edges["k=NR+1"].out_channels == nr + 1


def test_all_padding_outputs_equal_activated_bias() -> None:
    """Padding wider than the kernel: outputs whose window lies entirely in the padding are clamp(bias)."""
    g = Geometry(3, 6, 2, 2, kernel=(3, 3), padding=4)
    w, _ = make_weights(g)
    b = np.array([-2.0, -0.5, 0.0, 0.25, 3.0, 7.5], np.float32)
    x = make_input(g)
    for activation, (lo, hi) in [(None, (-np.inf, np.inf)), ("relu", (0, np.inf)), ("relu6", (0, 6))]:
        for algorithm in ("indirect", "im2col"):
            op = ixconv.Conv2d(w, b, padding=4, activation=activation, algorithm=algorithm)
            y = op(x)
            assert y.shape == (1, 8, 8, 6)
            expected = np.clip(b, lo, hi)
            # output (oy, ox) reads rows oy-4 .. oy-2 of the input: rows 0..1 exist only for oy in 2..5
            for oy, ox in [(0, 0), (0, 7), (7, 0), (7, 7), (1, 4), (6, 3), (4, 1), (3, 6)]:
                np.testing.assert_array_equal(y[0, oy, ox], expected, err_msg=f"{activation} {algorithm} {oy},{ox}")
            check(op, x, y, f"padding>kernel {activation} {algorithm}")


@pytest.mark.parametrize("k_block", [0, 32])
@pytest.mark.parametrize("size", [7, 14, 15])
def test_border_tiles_skip_taps_that_read_only_padding(size: int, k_block: int) -> None:
    """With tiles as wide as a row, the top and bottom rows' tiles read only padding for a whole row of
    taps, which the kernel skips: the results (with a residual and a clamp) still match the reference."""
    spec = GemmSpec(host().isa, 7, VECTOR_FLOATS[host().isa], 1, k_block=k_block)
    rng = np.random.default_rng(size)
    x = rng.standard_normal((2, size, size, 40), dtype=np.float32)
    w = rng.standard_normal((11, 40, 3, 3), dtype=np.float32)
    b = rng.standard_normal(11, dtype=np.float32)
    for padding in (1, (2, 1, 0, 3)):
        op = ixconv.Conv2d(w, b, padding=padding, activation=(-4.0, 4.0), spec=spec)
        residual = rng.standard_normal(op.output_shape(x.shape), dtype=np.float32)
        ref = conv2d_reference(x, w, b, op.params, residual)
        assert_conv_close(op(x, residual=residual), ref, reduction_length(op), f"{spec.name} {size} {padding}")


@pytest.mark.parametrize(
    "padding",
    [(0, 0, 0, 0), (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1), (2, 0, 1, 3), (3, 2, 0, 1)],
    ids=str,
)
def test_four_tuple_padding_is_top_left_bottom_right(padding: tuple[int, int, int, int]) -> None:
    """Checked against np.pad + a 'valid' convolution, not against ixconv's own padding parsing."""
    top, left, bottom, right = padding
    g = Geometry(3, 5, 4, 5, kernel=(2, 3))
    w, b = make_weights(g)
    x = make_input(g)
    padded = np.ascontiguousarray(np.pad(x, ((0, 0), (top, bottom), (left, right), (0, 0))))
    expected = ixconv.Conv2d(w, b, padding="valid", algorithm="reference")(padded)
    for algorithm in ("indirect", "im2col"):
        y = ixconv.Conv2d(w, b, padding=padding, algorithm=algorithm)(x)
        assert y.shape == expected.shape
        assert_conv_close(y, expected, 2 * 3 * 3, f"padding={padding} {algorithm}")


# -- input and output arrays that are views --------------------------------------------------------------


def offset_array(shape: tuple[int, ...], byte_offset: int, fill: float = np.nan) -> tuple[np.ndarray, np.ndarray]:
    """A C-contiguous float32 array whose data starts `byte_offset` bytes past a 64-byte boundary.

    Returns (array, backing buffer)."""
    count = math.prod(shape)
    raw = np.full(count + 64, fill, np.float32)
    start = ((-raw.ctypes.data) % 64 + byte_offset) // 4
    arr = raw[start : start + count].reshape(shape)
    assert arr.ctypes.data % 64 == byte_offset and arr.flags.c_contiguous
    return arr, raw


VIEW_GEOMETRIES = {
    "3x3-p1": Geometry(5, 19, 6, 7, padding=1, batch=2),
    "1x1": Geometry(5, 19, 6, 7, kernel=(1, 1), batch=2),
    "depthwise": Geometry(8, 8, 5, 5, padding=1, groups=8, batch=2),
}


@pytest.mark.parametrize("name", list(VIEW_GEOMETRIES))
@pytest.mark.parametrize("byte_offset", [4, 12, 36])
def test_misaligned_input_and_output(name: str, byte_offset: int) -> None:
    g = VIEW_GEOMETRIES[name]
    x_dense = make_input(g)
    for algorithm in algorithms_for(g):
        op = make_op(g, algorithm)
        x, _ = offset_array(x_dense.shape, byte_offset)
        x[...] = x_dense
        out, _ = offset_array(op.output_shape(x.shape), byte_offset)
        y = op(x, out=out)
        assert y is out
        check(op, x_dense, y, f"{name} {algorithm} offset {byte_offset}")


@pytest.mark.parametrize("name", list(VIEW_GEOMETRIES))
def test_input_is_a_slice_of_a_larger_array(name: str) -> None:
    g = VIEW_GEOMETRIES[name]
    big = make_input(g, batch=g.batch + 2)
    x = big[1 : 1 + g.batch]  # contiguous, starts one image into `big`
    assert x.flags.c_contiguous and x.ctypes.data != big.ctypes.data
    for algorithm in algorithms_for(g):
        op = make_op(g, algorithm)
        check(op, np.array(x), op(x), f"{name} {algorithm} slice")
        # the images around the slice must not leak into it: compare with a fresh copy
        np.testing.assert_array_equal(op(x), op(np.array(x)))


def test_read_only_input_is_accepted() -> None:
    g = VIEW_GEOMETRIES["3x3-p1"]
    x = make_input(g)
    x.flags.writeable = False
    op = make_op(g)
    check(op, x, op(x), "read-only x")


# -- guard behaviour: nothing outside the output is written, every output is written -------------------

GUARD_GEOMETRIES = {
    "rem-m-rem-k": lambda mr, nr: Geometry(7, nr + 3, 3, mr + 1, padding=1, batch=2),
    "k<NR": lambda mr, nr: Geometry(7, max(1, nr // 2 + 1), 5, 3, padding=1),
    "m=1": lambda mr, nr: Geometry(7, nr - 1, 3, 3),
    "groups2": lambda mr, nr: Geometry(6, 2 * (nr // 2 + 3), 4, mr + 2, padding=1, groups=2, batch=2),
    "pointwise": lambda mr, nr: Geometry(9, nr + 5, 2, mr + 1, kernel=(1, 1), batch=3),
    "depthwise-C37": lambda mr, nr: Geometry(37, 37, 5, 7, padding=1, groups=37, batch=2),
    "depthwise-5x5-s2": lambda mr, nr: Geometry(19, 19, 9, 8, kernel=(5, 5), stride=2, padding=2, groups=19),
}
GUARD = 4096  # floats of sentinel on each side: wide enough to catch whole extra rows or tiles


@pytest.mark.parametrize("spec", SPECS, ids=SPEC_IDS)
@pytest.mark.parametrize("name", list(GUARD_GEOMETRIES))
def test_no_write_outside_output(spec: GemmSpec, name: str) -> None:
    g = GUARD_GEOMETRIES[name](spec.mr, spec.nr)
    x = make_input(g)
    for algorithm in algorithms_for(g):
        op = make_op(g, algorithm, spec)
        shape = op.output_shape(x.shape)
        size = math.prod(shape)
        buffer = np.full(GUARD + size + GUARD, np.nan, np.float32)
        out = buffer[GUARD : GUARD + size].reshape(shape)
        op(x, out=out)
        label = f"{name} {algorithm} {spec.name}"
        assert np.isnan(buffer[:GUARD]).all(), f"{label}: wrote before the output: {buffer[:GUARD]}"
        assert np.isnan(buffer[GUARD + size :]).all(), f"{label}: wrote past the output: {buffer[GUARD + size :]}"
        assert not np.isnan(out).any(), f"{label}: {int(np.isnan(out).sum())} outputs never written"
        check(op, x, out, label)


_GUARD_PAGE_CHILD = """
import ctypes, mmap, sys
import numpy as np
import ixconv
from ixconv.ops.conv import ALGORITHMS

PAGE = mmap.PAGESIZE
libc = ctypes.CDLL(None, use_errno=True)
libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]

def fenced(shape, at_end):
    # a float32 array that starts or ends exactly at an inaccessible page
    count = int(np.prod(shape))
    data_pages = -(-count * 4 // PAGE)
    region = mmap.mmap(-1, (data_pages + 2) * PAGE)
    base = ctypes.addressof(ctypes.c_char.from_buffer(region))
    for page in (0, data_pages + 1):
        assert libc.mprotect(base + page * PAGE, PAGE, 0) == 0, ctypes.get_errno()
    floats = np.frombuffer(region, np.float32)
    first = (data_pages + 1) * PAGE // 4 - count if at_end else PAGE // 4
    arr = floats[first : first + count].reshape(shape)
    KEEP.append(region)
    return arr

KEEP = []
rng = np.random.default_rng(0)
cases = [
    dict(shape=(2, 5, 7, 3), w=(19, 3, 3, 3), kw=dict(padding=1)),
    dict(shape=(1, 6, 5, 13), w=(70, 13, 1, 1), kw=dict()),
    dict(shape=(1, 9, 9, 6), w=(12, 1, 3, 3), kw=dict(padding=1, groups=6, stride=2)),
    dict(shape=(1, 4, 4, 5), w=(9, 5, 2, 2), kw=dict(padding=(0, 0, 1, 1))),
    dict(shape=(2, 7, 6, 37), w=(37, 1, 3, 3), kw=dict(padding=1, groups=37)),
    dict(shape=(1, 9, 8, 5), w=(5, 1, 5, 5), kw=dict(padding=(2, 1, 0, 2), groups=5, stride=2)),
    dict(shape=(1, 7, 7, 72), w=(72, 1, 5, 5), kw=dict(padding=2, groups=72)),
    dict(shape=(2, 9, 13, 24), w=(24, 1, 3, 3), kw=dict(padding=1, groups=24, stride=2)),
    dict(shape=(1, 5, 6, 17), w=(17, 1, 3, 5), kw=dict(padding=(1, 2, 1, 2), groups=17)),
]
for case in cases:
    for algorithm in ("indirect", "im2col", "gemm", "depthwise"):
        if algorithm not in ALGORITHMS:
            continue
        if algorithm == "gemm" and case["w"][2:] != (1, 1):
            continue
        if algorithm == "depthwise" and not (case["w"][0] == case["shape"][3] == case["kw"].get("groups")):
            continue
        op = ixconv.Conv2d(rng.uniform(-1, 1, case["w"]).astype(np.float32), algorithm=algorithm, **case["kw"])
        data = rng.uniform(-1, 1, case["shape"]).astype(np.float32)
        expected = op(data)
        for at_end in (False, True):
            x = fenced(case["shape"], at_end)
            x[...] = data
            out = fenced(expected.shape, at_end)
            op(x, out=out)
            assert np.array_equal(out, expected), (case, algorithm, at_end)
print("ok")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="mprotect guard pages are set up for Linux only")
def test_no_read_or_write_past_arrays_guard_pages() -> None:
    """Input and output placed flush against PROT_NONE pages: any out-of-bounds access would segfault.

    Runs in a subprocess so a fault is reported as a failure instead of killing the test session."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(ixconv.__file__).parents[1])])}
    proc = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(_GUARD_PAGE_CHILD)], capture_output=True, text=True, env=env, timeout=300
    )
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", (
        f"guard-page child failed with return code {proc.returncode} (negative: killed by that signal)\n"
        f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    )


# -- thread counts, out= reuse, weight layouts, "same" -----------------------------------------------------

THREAD_GEOMETRIES = {
    "3x3-p1": Geometry(16, 40, 13, 11, padding=1, batch=2),
    "1x1": Geometry(24, 70, 9, 10, kernel=(1, 1), batch=2),
    "grouped-s2": Geometry(12, 18, 15, 14, padding=1, stride=2, groups=3),
    "depthwise": Geometry(40, 40, 13, 11, padding=1, groups=40, batch=2),
}


@pytest.mark.parametrize("name", list(THREAD_GEOMETRIES))
def test_thread_count_does_not_change_a_bit(name: str) -> None:
    g = THREAD_GEOMETRIES[name]
    x = make_input(g)
    for algorithm in algorithms_for(g):
        results = {n: make_op(g, algorithm, num_threads=n)(x) for n in (1, 2, 3, 5)}
        check(make_op(g, algorithm), x, results[1], f"{name} {algorithm}")
        for n, y in results.items():
            assert np.array_equal(y, results[1]), f"{name} {algorithm}: num_threads={n} differs from 1 thread"


@pytest.mark.parametrize("algorithm", ["indirect", "im2col", "gemm"])
def test_out_is_reused(algorithm: str) -> None:
    g = Geometry(6, 10, 5, 4, kernel=(1, 1), batch=2)
    op = make_op(g, algorithm)
    out = np.full(op.output_shape((2, 5, 4, 6)), np.nan, np.float32)
    for seed in (1, 2, 3):
        x = make_input(g, seed=seed)
        y = op(x, out=out)
        assert y is out
        check(op, x, out, f"out= call with seed {seed}")


@pytest.mark.parametrize("name", ["3x3-p1", "grouped-s2"])
def test_ohwi_weights_equal_oihw(name: str) -> None:
    g = THREAD_GEOMETRIES[name]
    w, b = make_weights(g)
    x = make_input(g)
    kwargs = dict(stride=g.stride, padding=g.padding, groups=g.groups)
    y_oihw = ixconv.Conv2d(w, b, **kwargs)(x)
    ohwi = np.ascontiguousarray(w.transpose(0, 2, 3, 1))
    y_ohwi = ixconv.Conv2d(ohwi, b, weight_layout="OHWI", **kwargs)(x)
    assert np.array_equal(y_oihw, y_ohwi)
    # a non-contiguous view in OHWI order is fine too
    y_view = ixconv.Conv2d(w.transpose(0, 2, 3, 1), b, weight_layout="OHWI", **kwargs)(x)
    assert np.array_equal(y_oihw, y_view)


@pytest.mark.parametrize("stride", [1, 2, 3, (2, 1), (1, 3)], ids=str)
@pytest.mark.parametrize("kernel", [(1, 1), (3, 3), (2, 5), (4, 1)], ids=str)
@pytest.mark.parametrize("dilation", [1, 2], ids=lambda d: f"d{d}")
def test_same_padding_output_is_ceil_of_input_over_stride(stride, kernel, dilation) -> None:
    sh, sw = (stride, stride) if isinstance(stride, int) else stride
    w, b = make_weights(Geometry(2, 3, 1, 1, kernel=kernel))
    op = ixconv.Conv2d(w, b, stride=stride, padding="same", dilation=dilation)
    for h, wd in [(1, 1), (1, 7), (5, 4), (8, 9), (13, 6)]:
        x = np.random.default_rng(h * 31 + wd).uniform(-1, 1, (1, h, wd, 2)).astype(np.float32)
        y = op(x)
        assert y.shape == (1, math.ceil(h / sh), math.ceil(wd / sw), 3), (h, wd)
        check(op, x, y, f"same {h}x{wd}")


# -- indirection buffer reuse and repeatability --------------------------------------------------------------


def test_indirection_buffer_is_reused_across_inputs_and_batches() -> None:
    g = Geometry(5, 11, 6, 7, padding=1, stride=(1, 2))
    op = make_op(g, "indirect")
    assert op.indirection_builds == 0
    for batch, seed in [(1, 1), (1, 2), (3, 3), (2, 4), (1, 5)]:
        x = make_input(g, seed=seed, batch=batch)
        check(op, x, op(x), f"batch {batch} seed {seed}")
        assert op.indirection_builds == 1, f"rebuilt for batch {batch} at the same H/W"
    # a new array object in a different place, same size: still no rebuild
    x = make_input(g, seed=9)
    shifted = np.empty((x.size + 3,), np.float32)[3:].reshape(x.shape)
    shifted[...] = x
    check(op, x, op(shifted), "moved input")
    assert op.indirection_builds == 1

    x_new = make_input(replace(g, height=9, width=4), seed=6, batch=2)
    check(op, x_new, op(x_new), "new size")
    assert op.indirection_builds == 2
    check(op, x_new, op(x_new), "new size again")
    assert op.indirection_builds == 2


def test_same_padding_rebuilds_for_a_new_size() -> None:
    g = Geometry(3, 4, 6, 6, padding="same", stride=2)
    op = make_op(g, "indirect")
    for h, w in [(6, 6), (7, 6), (7, 7)]:
        x = make_input(replace(g, height=h, width=w))
        check(op, x, op(x), f"same {h}x{w}")
    assert op.indirection_builds == 3


def test_gemm_and_direct_build_no_indirection_buffer_im2col_one_entry_per_tap() -> None:
    g = Geometry(4, 5, 5, 5, kernel=(1, 1))
    for algorithm in ("gemm", "direct"):
        op = make_op(g, algorithm)
        op(make_input(g))
        assert op.indirection_builds == 0 and op.workspace_bytes() < op.packed.nbytes + 4096
    g = Geometry(4, 5, 5, 5, kernel=(3, 3))
    op = make_op(g, "im2col")  # the generated im2row reads each (pixel, tap)'s input pixel from a table
    op(make_input(g))
    pixels = op._geometry.out_height * op._geometry.out_width
    assert op.indirection_builds == 1 and op._geometry.indirection.shape == (pixels, 9, 1)


@pytest.mark.parametrize("algorithm", ["indirect", "im2col", "gemm"])
def test_repeated_calls_are_identical(algorithm: str) -> None:
    g = Geometry(7, 21, 8, 6, kernel=(1, 1) if algorithm == "gemm" else (3, 3), padding=0, batch=2)
    op = make_op(g, algorithm)
    x = make_input(g)
    first = op(x).copy()
    for _ in range(5):
        assert np.array_equal(op(x), first)
    check(op, x, first, algorithm)


def test_im2col_alternating_sizes_stay_correct() -> None:
    """im2col keeps a zero-bordered scratch image per size; switching sizes must not leave stale pixels."""
    g = Geometry(3, 4, 7, 7, padding=2)
    op = make_op(g, "im2col")
    for h, w in [(7, 7), (5, 9), (7, 7), (3, 3)]:
        x = make_input(replace(g, height=h, width=w), seed=h * w)
        check(op, x, op(x), f"im2col {h}x{w}")


def test_functional_form_matches_operator() -> None:
    g = Geometry(5, 7, 6, 6, padding=1, stride=2, activation="relu")
    w, b = make_weights(g)
    x = make_input(g)
    y = ixconv.conv2d(x, w, b, stride=2, padding=1, activation="relu")
    assert np.array_equal(y, ixconv.Conv2d(w, b, stride=2, padding=1, activation="relu")(x))


def test_default_schedule_follows_weights_and_image_sizes() -> None:
    """Weight-heavy layers (> 256 KiB) walk pixel tiles innermost while the weights outweigh the image,
    and panels innermost once the image is the larger operand; the packed weights are shared by both."""
    if host().isa != "avx512":
        pytest.skip("the tile table is per ISA; this checks AVX-512's")
    rng = np.random.default_rng(0)
    op = ixconv.Conv2d(rng.standard_normal((256, 128, 3, 3), dtype=np.float32), padding=1)
    # 1.2 MB of weights: pixel tiles innermost; 6x64 stays 6 rows (a 7th fits only with memory broadcasts,
    # load-bound on a core with two FMA pipes), while a 32-wide tile grows to 7 rows of register broadcasts
    assert (op.spec.order, op.spec.mr, op.spec.nr, op.spec.broadcast) == ("tile_inner", 6, 64, "register")
    narrow = ixconv.Conv2d(rng.standard_normal((32, 1024, 3, 3), dtype=np.float32), padding=1).spec
    assert (narrow.order, narrow.mr, narrow.nr, narrow.broadcast) == ("tile_inner", 7, 32, "register")
    small, large = (rng.standard_normal((1, s, s, 128), dtype=np.float32) for s in (14, 56))
    op(small)
    assert op.spec.order == "tile_inner"  # 100 KB image
    y = op(large)
    assert op.spec.order == "panel_inner"  # 1.6 MB image
    assert_conv_close(y, conv2d_reference(large, op.weight, None, op.params), 128 * 9, "panel-inner after reshape")
    assert ixconv.Conv2d(rng.standard_normal((64, 3, 7, 7), dtype=np.float32)).spec.nr == 64  # light: 6x64


def test_default_unroll_never_exceeds_the_channels() -> None:
    """With 3 input channels an unroll of 4 would only ever run its remainder loop: the default cuts it (to the
    values per tap: a merged kernel row's S*C under ``"rows"``)."""
    for c, k in ((3, 96), (3, 32), (1, 16), (2, 40)):
        for algorithm in ("auto", "indirect"):
            op = ixconv.Conv2d(np.ones((k, c, 3, 3), np.float32), padding=1, algorithm=algorithm)
            op(np.ones((1, 10, 10, c), np.float32))
            assert op.spec.unroll <= c * (3 if op.algorithm == "rows" else 1), (c, k, op.algorithm, op.spec.name)


@pytest.mark.parametrize(
    "algorithm, k, c, kernel, stride, pad",
    [("indirect", 20, 8, 3, 1, 1), ("indirect", 70, 3, 7, 2, 3), ("gemm", 33, 16, 1, 1, 0), ("im2col", 17, 5, 3, 2, 1)],
)
def test_out_may_be_a_channel_slice(algorithm, k, c, kernel, stride, pad) -> None:
    """A Concat's input written in place: only its channels of the wider tensor change, with and without a
    residual laid out like it, as a call and as native calls; a residual laid out otherwise is refused."""
    rng = np.random.default_rng(k)
    w = rng.standard_normal((k, c, kernel, kernel)).astype(np.float32)
    b = rng.standard_normal(k).astype(np.float32)
    x = rng.standard_normal((2, 11, 9, c)).astype(np.float32)
    op = ixconv.Conv2d(w, b, stride=stride, padding=pad, activation="relu", algorithm=algorithm, num_threads=2)
    expected = conv2d_reference(x, w, b, op.params)
    n = reduction_length(op)
    wide = np.full((*expected.shape[:3], k + 13), 7.0, np.float32)
    out = wide[..., 5 : 5 + k]
    assert op(x, out=out) is out
    assert_conv_close(out, expected, n, algorithm)
    assert (wide[..., :5] == 7).all() and (wide[..., 5 + k :] == 7).all()
    assert_conv_close(op(x), expected, n, algorithm)  # a contiguous output after a slice
    residual_wide = rng.standard_normal(wide.shape).astype(np.float32)
    residual = residual_wide[..., 5 : 5 + k]
    op(x, out=out, residual=residual)
    assert_conv_close(out, conv2d_reference(x, w, b, op.params, residual), n, algorithm)
    with pytest.raises(ValueError, match="residual"):
        op(x, out=out, residual=np.ascontiguousarray(residual))
    calls = op.native_calls(x, out) if algorithm != "im2col" else []  # im2col runs partly in NumPy
    out[...] = 0
    for call in calls:
        call.run()
    if calls:
        assert_conv_close(out, expected, n, algorithm)
