"""8-bit convolutions on AMX tiles (``QConv2d(algorithm="amx")``, ixconv.ops.qamx): bit-exact against the NumPy
integer reference over random geometries (odd channel counts, kernels, dilation, asymmetric padding, stride 2,
batch, threads, merged first-layer rows), both input types and both weight encodings, per-channel scales, zero
points, clamps; nothing written outside the output; the weight layout; where ``auto`` chooses it and where it
refuses."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ixconv.ops.amx import amx_int8_supported
from ixconv.ops.params import make_params
from ixconv.ops.qamx import pack_amx_qweights, qamx_pays
from ixconv.ops.qconv import QConv2d
from tests.test_qconv import GUARD, assert_runs_guarded

needs_amx_int8 = pytest.mark.skipif(not amx_int8_supported(), reason="this CPU (or OS) has no AMX-INT8")


def _operands(rng, n, h, w, c, k, r, s, x_signed, w_unsigned, per_channel):
    x_dtype = np.int8 if x_signed else np.uint8
    info = np.iinfo(x_dtype)
    x = rng.integers(info.min, info.max + 1, (n, h, w, c)).astype(x_dtype)
    if w_unsigned:
        weight, w_zp = rng.integers(0, 256, (k, c, r, s)).astype(np.uint8), np.uint8(128)
    else:
        weight, w_zp = rng.integers(-128, 128, (k, c, r, s)).astype(np.int8), np.int8(0)
    w_scale = (rng.random(k) * 0.01 + 1e-3).astype(np.float32) if per_channel else np.float32(4e-3)
    bias = rng.integers(-20000, 20000, k).astype(np.int32)
    x_zp = x_dtype(rng.integers(info.min, info.max + 1))
    y_zp = np.uint8(rng.integers(0, 256))
    y_scale = float(rng.uniform(0.05, 0.5)) * np.sqrt(c * r * s) / 8
    return x, (weight, w_scale, w_zp, 0.02, x_zp, y_scale, y_zp, bias)


@needs_amx_int8
@settings(deadline=None, max_examples=80)
@given(
    n=st.integers(1, 2), h=st.integers(1, 13), w=st.integers(1, 13), c=st.integers(1, 140), k=st.integers(1, 70),
    kernel=st.sampled_from([(1, 1), (3, 3), (1, 3), (3, 1), (5, 5), (7, 7)]), stride=st.integers(1, 2),
    dilation=st.integers(1, 2), pads=st.tuples(*[st.integers(0, 3)] * 4), threads=st.sampled_from([1, 2, 3]),
    x_signed=st.booleans(), w_unsigned=st.booleans(), per_channel=st.booleans(),
    activation=st.sampled_from([None, "relu", "relu6"]),
)  # fmt: skip
def test_matches_the_integer_reference_exactly(n, h, w, c, k, kernel, stride, dilation, pads, threads, x_signed,
                                               w_unsigned, per_channel, activation):  # fmt: skip
    r, s = kernel
    if h + pads[0] + pads[2] < (r - 1) * dilation + 1 or w + pads[1] + pads[3] < (s - 1) * dilation + 1:
        return
    rng = np.random.default_rng(h * 1000 + w * 100 + c * 7 + k)
    x, args = _operands(rng, n, h, w, c, k, r, s, x_signed, w_unsigned, per_channel)
    geometry = dict(stride=stride, padding=pads, dilation=dilation, activation=activation)
    reference = QConv2d(*args, algorithm="reference", **geometry)(x)
    op = QConv2d(*args, algorithm="amx", num_threads=threads, **geometry)
    np.testing.assert_array_equal(op(x), reference, err_msg=f"{x.shape} {args[0].shape} s{stride} d{dilation} {pads}")
    np.testing.assert_array_equal(op(x), reference)  # the reused calls


@needs_amx_int8
def test_nothing_is_written_outside_the_output_and_calls_are_reused_per_batch() -> None:
    rng = np.random.default_rng(1)
    x, args = _operands(rng, 3, 9, 11, 70, 45, 3, 3, False, False, True)
    op = QConv2d(*args, padding=1, algorithm="amx", num_threads=2)
    reference = QConv2d(*args, padding=1, algorithm="reference")(x)
    size = reference.size
    arena = np.full(size + 256, 0xA5, np.uint8)
    out = arena[128 : 128 + size].reshape(reference.shape)
    for batch in (3, 1, 3):
        op(np.ascontiguousarray(x[:batch]), out=out[:batch])
        np.testing.assert_array_equal(out[:batch], reference[:batch])
    assert (arena[:128] == 0xA5).all() and (arena[128 + size :] == 0xA5).all()
    assert op.indirection_builds == 1
    calls = op.native_calls(x, out)
    assert len(calls) == 4  # a copy per image, then the kernel


def test_weight_layout_is_amx_quads() -> None:
    rng = np.random.default_rng(2)
    w = rng.integers(-128, 128, (45, 70, 3, 2)).astype(np.int8)
    packed = pack_amx_qweights(w)
    assert packed.shape == (2, 6, 2, 2, 16, 64) and packed.dtype == np.int8
    # block 0, tap (1, 1) = 3, chunk 1, second tile, quad 2, column 5, element 3: output channel 16 + 5, input
    # channel 64 + 2 * 4 + 3 = 75 (past C: zero); element 1: input channel 73 (zero too); chunk 0, quad 2, e 1: 9
    assert packed[0, 3, 1, 1, 2, 5 * 4 + 3] == 0
    assert packed[0, 3, 0, 1, 2, 5 * 4 + 1] == w[16 + 5, 9, 1, 1]
    assert (packed[1, :, :, 1] == 0).all()  # output channels 48-63: past K


@needs_amx_int8
def test_auto_chooses_amx_where_it_pays_and_vnni_elsewhere() -> None:
    rng = np.random.default_rng(3)
    _, wide = _operands(rng, 1, 8, 8, 64, 64, 3, 3, False, False, True)
    assert QConv2d(*wide, padding=1).algorithm == "amx"
    _, thin = _operands(rng, 1, 8, 8, 32, 32, 1, 1, False, False, True)
    assert QConv2d(*thin).algorithm == "gemm"  # 1x1 with 32 channels: VNNI measured faster
    w, w_scale, _, *rest = wide
    shifted = (w, w_scale, np.int8(3), *rest)  # a weight zero point the tiles cannot subtract
    assert QConv2d(*shifted, padding=1).algorithm == "indirect"
    with pytest.raises(ValueError, match="zero point"):
        QConv2d(*shifted, padding=1, algorithm="amx")
    with pytest.raises(ValueError, match="groups"):
        _, grouped = _operands(rng, 1, 8, 8, 32, 64, 3, 3, False, False, True)
        QConv2d(*grouped, padding=1, groups=2, algorithm="amx")


def test_amx_is_refused_cleanly_where_the_cpu_lacks_it(monkeypatch) -> None:
    monkeypatch.setenv("IXCONV_AMX", "0")
    rng = np.random.default_rng(4)
    x, args = _operands(rng, 1, 6, 6, 64, 64, 3, 3, False, False, True)
    assert QConv2d(*args, padding=1).algorithm == "indirect"
    with pytest.raises(ValueError, match="AMX-INT8"):
        QConv2d(*args, padding=1, algorithm="amx")


def test_the_pays_rule() -> None:
    def params(c, k, kernel, stride=1):
        return make_params(np.zeros((k, c, *kernel), np.float32), stride, 0, 1, 1, None)

    assert qamx_pays(params(64, 64, (3, 3)))
    assert qamx_pays(params(3, 64, (7, 7), 2))  # merged rows: 21 bytes of a kernel row in one tile row
    assert qamx_pays(params(8, 64, (3, 3)))  # merged too
    assert not qamx_pays(params(3, 16, (3, 3), 2))  # merged, but half of each 32-channel item would be padding
    assert not qamx_pays(params(10, 64, (7, 7)))  # 70 bytes: not one tile row, and few channels per tap
    assert not qamx_pays(params(64, 8, (3, 3)))
    assert qamx_pays(params(64, 64, (1, 1))) and not qamx_pays(params(32, 64, (1, 1)))
    # fewer output pixels than a tile's 16 rows (squeeze-excitation layers, classifiers): the VNNI kernels
    assert not qamx_pays(params(960, 240, (1, 1)), pixels=1) and not qamx_pays(params(64, 64, (3, 3)), pixels=15)
    assert qamx_pays(params(960, 240, (1, 1)), pixels=16) and qamx_pays(params(64, 64, (3, 3)), pixels=None)


@needs_amx_int8
def test_auto_leaves_maps_of_few_pixels_to_the_vnni_kernels() -> None:
    rng = np.random.default_rng(5)
    _, layer = _operands(rng, 1, 1, 1, 128, 64, 1, 1, False, False, True)
    assert QConv2d(*layer, input_size=(1, 1)).algorithm == "gemm"
    assert QConv2d(*layer, input_size=(7, 7)).algorithm == "amx"
    assert QConv2d(*layer).algorithm == "amx"  # (no size given: the shape's rule alone)


AMX_GUARD_CASES = """
KEEP = []
rng = np.random.default_rng(1)
from ixconv.ops.quant import ActivationTable
table = ActivationTable(np.clip(np.arange(256) // 2 + 3, 0, 255), np.uint8)
for n, h, w, c, k, kernel, stride, pad in [(2, 5, 7, 64, 40, 1, 1, 0), (1, 7, 7, 128, 33, 1, 1, 0),
                                           (1, 4, 4, 64, 32, 1, 1, 0), (2, 6, 5, 70, 17, 3, 1, 1),
                                           (1, 11, 9, 3, 32, 7, 2, 3), (1, 9, 8, 64, 48, 1, 2, 0),
                                           (2, 9, 7, 64, 40, 3, 2, 1), (1, 8, 8, 80, 32, 5, 2, 2)]:
    x = before_guard((n, h, w, c), np.uint8)
    x[...] = rng.integers(0, 256, x.shape)
    wq = rng.integers(-128, 128, (k, c, kernel, kernel)).astype(np.int8)
    for requantized in (None, table):
        args = (wq, 0.01, np.int8(0), 0.1, np.uint8(9), 0.3, np.uint8(3))
        geometry = dict(stride=stride, padding=pad, requantized=requantized)
        op = QConv2d(*args, algorithm="amx", **geometry)
        out = before_guard(op.output_shape(x.shape), np.uint8)
        for threads in (1, 2):
            op.num_threads = threads
            op(x, out=out)
            ref = QConv2d(*args, algorithm="reference", **geometry)(np.array(x))
            assert np.array_equal(out, ref), (n, h, w, c, k, kernel)
print("GUARD-OK")
"""


@needs_amx_int8
def test_amx_never_reads_or_writes_past_the_arrays() -> None:
    """Inputs and outputs ending right before an unmapped page, 1x1 layers read in place (their last work item
    moved back to end at the last pixel: 35 and 49 pixels), copies, merged stems, strided layers over phases, the
    table epilogue: an access past an array would kill the subprocess."""

    assert_runs_guarded(GUARD.split("KEEP = []")[0] + AMX_GUARD_CASES, "native")


@needs_amx_int8
def test_pointwise_layers_read_their_input_in_place() -> None:
    rng = np.random.default_rng(5)
    for (h, w), in_place in (((5, 7), True), ((4, 4), False)):
        x, args = _operands(rng, 2, h, w, 128, 40, 1, 1, False, False, True)
        op = QConv2d(*args, algorithm="amx")
        out = np.empty(op.output_shape(x.shape), np.uint8)
        calls = op.native_calls(x, out)
        assert len(calls) == (1 if in_place else 3)  # the kernel alone, or a copy per image before it
        np.testing.assert_array_equal(op(x), QConv2d(*args, algorithm="reference")(x))


@needs_amx_int8
@pytest.mark.parametrize("stride", [2, 3])
def test_strided_pointwise_layers_run_dense_over_the_pixels_they_read(stride: int) -> None:
    """A strided 1x1 layer without padding copies every stride-th pixel and runs as a stride-1 layer over them
    (its tiles dense), odd sizes and batches included; exact."""
    rng = np.random.default_rng(8)
    x, args = _operands(rng, 2, 9, 7, 64, 40, 1, 1, False, False, True)
    op = QConv2d(*args, stride=stride, algorithm="amx")
    np.testing.assert_array_equal(op(x), QConv2d(*args, stride=stride, algorithm="reference")(x))
    assert op._geometry.subsample == stride and op._geometry.padded[:2] == op.output_shape(x.shape)[1:3]
