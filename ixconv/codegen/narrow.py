"""A GEMM with very few output columns (N <= 4: a 1-channel probability map, a 2x2 upsampling to 1 channel), its
pixels in the vector lanes, as a generated kernel.

The panel GEMM puts output channels in the lanes: with one or two channels a 16-lane FMA computes one or two
useful products (the narrow specs fall back to 4-lane vectors: PP-OCR's DB head, a 24 -> 1 transposed
convolution to 640x640, took 1.9 ms at one thread). Here a block of ``VL`` pixels is computed at once for each
column: every pixel's row is multiplied by the column's weights a vector of K at a time into its own
accumulator (``VL`` accumulators), and the accumulators are summed across their lanes together, by a tree of
shuffles that halves the lanes per pixel at each level (``log2 VL`` levels, VL - 1 vector adds in all): the
result is one vector whose lane ``p`` is pixel ``p``'s output. Bias, clamp and the fused epilogue program run
on that vector, which is stored to the pixels' outputs (contiguous: one or two vector stores; else scattered).

Rows: pixel ``m``'s input is ``LDA`` bytes after pixel ``m - 1``'s (a 1x1 convolution's NHWC image, or the
input of a transposed convolution whose kernel equals its stride). Outputs: pixel ``m`` of image ``i`` is
written at ``C + i * C_BATCH_STRIDE + (m / R) * OUT_ROW_STRIDE + (m % R) * LDC`` for ``R = OUT_ROW_PIXELS`` (a
grid of rows: every s-th output row of an upsampling), column ``n`` 4 bytes after column ``n - 1``. A work item
is one block of up to VL pixels inside one such row; the last block of a row reads its last pixel again for
the missing lanes (nothing past the row is read) and stores only its own pixels. Packed weights: rows of
``W_COLUMN_STRIDE`` bytes (whole vectors): the N biases, then each column's K weights, padded with zeros.

Driver: ``void <name>(const int64_t *args, int64_t *schedule, int64_t part)``, ``args`` laid out as
``NarrowArg``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from llvmlite import ir

from ixconv.codegen.dwconv import DwKernel
from ixconv.codegen.epilogue import as_program, epilogue_problems, epilogue_tag
from ixconv.codegen.fused import apply_epilogue
from ixconv.codegen.irutil import DRIVER_TYPE, F32, I1, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS

MAX_COLUMNS = 4


class NarrowArg(enum.IntEnum):
    A = 0  # the first pixel's input row
    W = 1  # packed bias and weights
    C = 2  # the first pixel's output
    PIXELS = 3  # pixels per image (M)
    K = 4  # input values per pixel
    LDA = 5  # bytes between consecutive pixels' inputs
    LDC = 6  # bytes between consecutive pixels' outputs within an output row
    A_BATCH_STRIDE = 7
    C_BATCH_STRIDE = 8
    OUT_ROW_PIXELS = 9  # pixels per output row (0: all M pixels are one row)
    OUT_ROW_STRIDE = 10  # bytes between output rows
    BATCH = 11
    MIN = 12  # float32 bits: the clamp
    MAX = 13
    W_COLUMN_STRIDE = 14  # bytes per row of packed weights (the biases, then one row per column)


NARROW_ARG_COUNT = len(NarrowArg)


@dataclass(frozen=True)
class NarrowSpec:
    """``columns`` output columns (1..4) of pixels in ``isa``'s fp32 lanes, then ``epilogue``."""

    isa: str
    columns: int
    epilogue: tuple = ()

    def __post_init__(self) -> None:
        if self.isa not in VECTOR_FLOATS:
            raise ValueError(f"NarrowSpec isa must be one of {sorted(VECTOR_FLOATS)}, got {self.isa!r}")
        if not (isinstance(self.columns, int) and 1 <= self.columns <= MAX_COLUMNS):
            raise ValueError(f"NarrowSpec columns must be in 1..{MAX_COLUMNS}, got {self.columns!r}")
        object.__setattr__(self, "epilogue", as_program(self.epilogue))
        problems = epilogue_problems(self.epilogue)
        if problems:
            raise ValueError("NarrowSpec " + "; ".join(problems))

    @property
    def lanes(self) -> int:
        return VECTOR_FLOATS[self.isa]

    @property
    def name(self) -> str:
        return f"f32_narrow_{self.columns}c_{self.isa}{epilogue_tag(self.epilogue)}"


def lane_sums(e: Emitter, vectors: list[ir.Value]) -> ir.Value:
    """One vector whose lane ``p`` is the sum of the lanes of ``vectors[p]`` (as many vectors as lanes, a power
    of two): each level pairs neighbours and adds the lower halves of every group of lanes to the upper halves,
    so groups halve while the pixels per vector double."""
    b, vl = e.b, e.vl
    size = vl  # lanes per pixel in each vector
    while len(vectors) > 1:
        half, groups = size // 2, vl // size
        low = [g * size + j for g in range(groups) for j in range(half)]
        high = [g * size + half + j for g in range(groups) for j in range(half)]
        lows = ir.Constant(ir.VectorType(I32, vl), low + [vl + i for i in low])
        highs = ir.Constant(ir.VectorType(I32, vl), high + [vl + i for i in high])
        vectors = [
            b.fadd(b.shuffle_vector(u, v, lows), b.shuffle_vector(u, v, highs))
            for u, v in zip(vectors[0::2], vectors[1::2])
        ]
        size = half
    return vectors[0]


def emit_narrow_module(spec: NarrowSpec) -> str:
    module = ir.Module(name=spec.name)
    fn = ir.Function(module, DRIVER_TYPE, name=spec.name)
    for a, a_name in zip(fn.args, ("args", "schedule", "part")):
        a.name = a_name
    fn.args[0].add_attribute("noalias")
    e = Emitter(module, spec.isa, fn)
    b, vl = e.b, e.vl
    _, schedule, own_part = fn.args
    arg = e.arg

    def c64(value: int) -> ir.Constant:
        return ir.Constant(I64, value)

    def arg_float(field: NarrowArg) -> ir.Value:
        return e.splat(b.bitcast(b.trunc(arg(field), I32), F32))

    a_ptr, w_ptr, c_ptr = (b.inttoptr(arg(f), PTR) for f in (NarrowArg.A, NarrowArg.W, NarrowArg.C))
    pixels, k, lda, ldc = arg(NarrowArg.PIXELS), arg(NarrowArg.K), arg(NarrowArg.LDA), arg(NarrowArg.LDC)
    row_pixels = arg(NarrowArg.OUT_ROW_PIXELS)
    row_pixels = b.select(b.icmp_signed("==", row_pixels, c64(0)), pixels, row_pixels)
    vmin, vmax = arg_float(NarrowArg.MIN), arg_float(NarrowArg.MAX)
    w_column = arg(NarrowArg.W_COLUMN_STRIDE)
    blocks_per_row = b.sdiv(b.add(row_pixels, c64(vl - 1)), c64(vl))
    rows = b.sdiv(b.add(pixels, b.sub(row_pixels, c64(1))), row_pixels)
    per_image = b.mul(rows, blocks_per_row)
    total = b.mul(per_image, arg(NarrowArg.BATCH))
    item, head = e.claim_loop(schedule, own_part, total)

    image, within = b.sdiv(item, per_image), b.srem(item, per_image)
    row, block = b.sdiv(within, blocks_per_row), b.srem(within, blocks_per_row)
    first = b.add(b.mul(row, row_pixels), b.mul(block, c64(vl)))  # the block's first pixel in the image
    row_end = e.smin(b.mul(b.add(row, c64(1)), row_pixels), pixels)
    count = e.smin(c64(vl), b.sub(row_end, first))  # pixels of this block
    a_image = e.byte_gep(a_ptr, b.mul(image, arg(NarrowArg.A_BATCH_STRIDE)))
    c_block = e.byte_gep(
        c_ptr,
        b.add(
            b.add(b.mul(image, arg(NarrowArg.C_BATCH_STRIDE)), b.mul(row, arg(NarrowArg.OUT_ROW_STRIDE))),
            b.mul(b.sub(first, b.mul(row, row_pixels)), ldc),
        ),
        "c_block",
    )
    last = b.sub(count, c64(1))
    inputs = [e.byte_gep(a_image, b.mul(b.add(first, e.smin(c64(p), last)), lda)) for p in range(vl)]
    chunks = b.sdiv(k, c64(vl))
    tail = b.sub(k, b.mul(chunks, c64(vl)))
    (tail_mask,) = e.lane_masks(tail, 1)
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, ir.VectorType(I1, vl), e.vec])
    zeros = ir.Constant(e.vec, None)

    def column(n: int) -> ir.Value:
        """Column ``n`` of the block's pixels, one per lane, before the bias."""
        weights = e.byte_gep(w_ptr, b.mul(c64(n + 1), w_column))
        slots = [e.alloca(e.vec, zeros, f"acc{n}_{p}") for p in range(vl)]

        def chunk(c: ir.Value, mask: ir.Value | None) -> None:
            offset = b.mul(c, c64(4 * vl))
            w = b.load(e.byte_gep(weights, offset), typ=e.vec, align=4)
            for p, slot in enumerate(slots):
                at = e.byte_gep(inputs[p], offset)
                x = b.load(at, typ=e.vec, align=4) if mask is None else b.call(
                    masked_load, [at, ir.Constant(I32, 4), mask, zeros]
                )  # fmt: skip
                b.store(e.fma(x, w, b.load(slot, typ=e.vec)), slot)

        e.counted_loop(chunks, f"chunks{n}", lambda c: chunk(c, None))
        with b.if_then(b.icmp_signed(">", tail, c64(0))):
            chunk(chunks, tail_mask)
        return lane_sums(e, [b.load(slot, typ=e.vec) for slot in slots])

    results = []
    for n in range(spec.columns):
        bias = b.load(e.byte_gep(w_ptr, c64(4 * n)), typ=F32, align=4)
        y = b.fadd(column(n), e.splat(bias))
        y = b.select(b.fcmp_ordered("<", y, vmin), vmin, y)
        y = b.select(b.fcmp_ordered(">", y, vmax), vmax, y)
        results.append(apply_epilogue(e, spec.epilogue, y) if spec.epilogue else y)

    lanes_t = ir.VectorType(I1, vl)
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, lanes_t])
    scatter = e.intrinsic(f"llvm.masked.scatter.v{vl}f32.v{vl}p0", VOID, [e.vec, ir.VectorType(PTR, vl), I32, lanes_t])
    contiguous = b.icmp_signed("==", ldc, c64(4 * spec.columns))
    if spec.columns <= 2:
        with b.if_else(contiguous) as (packed, spread):
            with packed:  # the block's outputs are one run of columns x count floats
                if spec.columns == 1:
                    vectors = results
                else:  # interleave: pixel p's two columns at 2p, 2p + 1
                    u, v = results
                    order = [j for p in range(vl) for j in (p, vl + p)]
                    vectors = [
                        b.shuffle_vector(u, v, ir.Constant(ir.VectorType(I32, vl), order[:vl])),
                        b.shuffle_vector(u, v, ir.Constant(ir.VectorType(I32, vl), order[vl:])),
                    ]
                values = b.mul(count, c64(spec.columns))
                for j, vector in enumerate(vectors):
                    (mask,) = e.lane_masks(b.sub(values, c64(j * vl)), 1)
                    at = e.byte_gep(c_block, c64(4 * vl * j))
                    b.call(masked_store, [vector, at, ir.Constant(I32, 4), mask])
            with spread:
                _scatter(e, results, c_block, ldc, count, scatter)
    else:
        _scatter(e, results, c_block, ldc, count, scatter)
    b.branch(head)
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


def _scatter(e: Emitter, results: list, c_block: ir.Value, ldc: ir.Value, count: ir.Value, scatter) -> None:
    """Each column's lanes to their pixels' outputs, ``ldc`` bytes apart (only the block's own pixels)."""
    b, vl = e.b, e.vl
    (mask,) = e.lane_masks(count, 1)
    iota = ir.Constant(ir.VectorType(I64, vl), list(range(vl)))
    base = b.add(e.splat64(b.ptrtoint(c_block, I64)), b.mul(iota, e.splat64(ldc)))
    for n, y in enumerate(results):
        pointers = b.inttoptr(b.add(base, e.splat64(ir.Constant(I64, 4 * n))), ir.VectorType(PTR, vl))
        b.call(scatter, [y, pointers, ir.Constant(I32, 4), mask])


_kernels: dict[NarrowSpec, DwKernel] = {}


def narrow_kernel(spec: NarrowSpec) -> DwKernel:
    """The compiled one-driver module of ``spec`` (``dwconv.DwKernel``, as the 8-bit depthwise kernel's)."""
    kernel = _kernels.get(spec)
    if kernel is None:
        kernel = _kernels[spec] = DwKernel(spec, emit_narrow_module)
    return kernel
