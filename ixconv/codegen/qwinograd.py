"""The transforms of an 8-bit Winograd F(m x m, 3 x 3) convolution, generated as LLVM IR, exact in integers.

The fp32 Winograd (``ixconv.codegen.winograd``) rounds; this one computes the same int32 accumulators as the
direct 8-bit kernels, bit for bit, in three steps (``ixconv.ops.qwinograd`` runs them):

1. ``<name>_input``: for every n x n input tile (n = m + 2), ``V = B^T (d - x_zero) B`` in int16 lanes (the
   interpolation points 0, +-1, +-2 make ``B^T`` integer; its rows' absolute sums bound ``|V|`` by 100 x 255 for
   F(4x4): int16 holds it), stored ``V[point][tile][c]`` (rows padded to whole vectors);
2. the GEMM of every transform point over int16 pairs (``qgemm`` with ``s16``: ``vpdpwssd``) against the
   integer weights ``U = (D G) w (D G)^T`` (``D`` the diagonal that clears ``G``'s denominators), int32 sums
   ``M[point][tile][k]``, modulo 2^32 like every int32 accumulation;
3. ``<name>_output``: ``L^2 Y = A'^T M A'`` with ``A' = A diag(L / D)`` (integers, L the denominators' lcm), in
   int32 lanes modulo 2^32; ``L^2 = 2^s * odd`` (F(4x4): 576 = 2^6 * 9), so ``Y`` is the arithmetic shift by s
   times the odd part's inverse modulo 2^32, sign-extended from 32 - s bits: exact whenever ``|Y| < 2^(31 - s)``
   (``y_limit``; the operator checks it from the weights), whatever the GEMM's sums wrapped to. Then the int32
   bias, and the direct kernels' float32 requantization: scale, clamp, round half even, zero point, the table
   (``lookup``), the quantized residual Add (``residual``: ``qepilogue.residual_sum``, the residual's bytes read at
   the output's pixels and channels), stored as bytes into the tile's pixels inside the output (the channel tail
   masked).

Input pixels outside the image (padding, and past the right and bottom edge of the last tiles) read the zero
vector, which holds the input zero point: ``d - x_zero = 0`` there, as a padding tap of the direct kernels.
Arguments (``QWinogradArg``) share the fp32 transforms' first fields; one work item is one row of tiles.
"""

from __future__ import annotations

import enum
import functools
import math
from dataclasses import dataclass
from fractions import Fraction

from llvmlite import ir

from ixconv.codegen.irutil import (
    DRIVER,
    DRIVER_TYPE,
    F32,
    I1,
    I8,
    I32,
    I64,
    PTR,
    SCHEDULE_HEADER,
    SCHEDULE_ITEMS,
    SCHEDULE_PARTS,
    SCHEDULE_STRIDE,
    VOID,
    Emitter,
)
from ixconv.codegen.qepilogue import ADD_FIELDS, clip, look_up, residual_sum
from ixconv.codegen.qgemm import MAGIC, MAGIC_BITS, QARG_COUNT, QArg
from ixconv.codegen.winograd import (
    KERNEL,
    OutputTile,
    WinogradArg,
    channel_vectors,
    input_tiles,
    output_tiles,
    transform_matrices,
)

I16 = ir.IntType(16)
SHORTS = 32  # int16 lanes of the input transform's vectors
LANES = 16  # int32 / float lanes of the output transform's vectors
TILE_SIZES = (2, 4)
ISAS = ("avx512", "avx2")  # the emitter's: what the table lookup may use (the vectors are LANES / SHORTS wide on both)


class QWinogradArg(enum.IntEnum):
    SRC = 0  # input transform: the NHWC 8-bit input; output transform: the GEMM's int32 result M
    DST = 1  # input transform: V (int16); output transform: the NHWC 8-bit output
    ZERO = 2  # CHANNELS rounded up to 64 bytes of the input zero point
    CHANNELS = 3  # input channels C (input transform) / output channels K (output transform)
    HEIGHT = 4  # the input's / the output's height and width
    WIDTH = 5
    PAD_TOP = 6  # input transform only
    PAD_LEFT = 7
    TILES_Y = 8
    TILES_X = 9
    ROWS = 10  # work items: rows of tiles (of the whole batch) this call covers, from FIRST_ROW on
    FIRST_ROW = 11
    IMAGE_STRIDE = 12  # bytes between images of the NHWC array
    PIXEL_STRIDE = 13  # bytes between its pixels (more than its channels: a channel slice)
    POINT_STRIDE = 14  # bytes between transform points of V / M
    TILE_STRIDE = 15  # bytes between tiles of V / M (counted from the call's first row)
    BIAS = 16  # output transform: int32 [K rounded up to 16]
    SCALE = 17  # output transform: float32 [K rounded up to 16], the requantization scales
    MIN = 18  # float32 bit patterns: lowest / highest output minus the output zero point
    MAX = 19
    X_ZERO_POINT = 20  # input transform: the input zero point
    OUT_ZERO_POINT = 21
    TABLE = 22  # lookup: the table (``ixconv.codegen.qepilogue``)
    RESIDUAL = 23  # residual: the 8-bit tensor the quantized Add reads, at the output's pixels and channels
    RESIDUAL_PIXEL_STRIDE = 24  # bytes between its pixels
    RESIDUAL_IMAGE_STRIDE = 25  # bytes between its images
    ADD_SCALE = 26  # as ``ixconv.codegen.qgemm.QArg``'s fields of the same names (``qepilogue.residual_sum``)
    ADD_ZERO = 27
    RESIDUAL_SCALE = 28
    RESIDUAL_ZERO = 29
    SUM_SCALE = 30
    SUM_ZERO = 31
    SUM_MIN = 32
    SUM_MAX = 33


QWINOGRAD_ARG_COUNT = len(QWinogradArg)
# the fields ``input_tiles`` and ``output_tiles`` read are the fp32 transforms' ones
assert all(QWinogradArg[f.name].value == f.value for f in WinogradArg if f <= WinogradArg.TILE_STRIDE)


@functools.cache
def integer_transforms(m: int) -> tuple[tuple, tuple, tuple, int]:
    """(A'^T (m x n), D G (n x 3), B^T (n x n), L): ``D`` the diagonal of each ``G`` row's denominators' lcm,
    ``L`` their lcm, ``A'^T = A^T diag(L / D)``, all integers, so that
    ``L^2 Y = A'^T [(D G g G^T D) . (B^T d B)] A'``."""
    at, g, bt = transform_matrices(m)
    d = [math.lcm(*(Fraction(c).denominator for c in row)) for row in g]
    big = math.lcm(*d)
    dg = tuple(tuple(int(c * di) for c in row) for row, di in zip(g, d))
    at_scaled = tuple(tuple(int(c * (big // dj)) for c, dj in zip(row, d)) for row in at)
    return at_scaled, dg, tuple(tuple(int(c) for c in row) for row in bt), big


def recovery(big: int) -> tuple[int, int]:
    """``L^2 = 2^twos * odd``: the output transform recovers ``Y`` from ``L^2 Y`` modulo 2^32 exactly while
    ``|Y| < 2^(31 - twos)`` (``y_limit``)."""
    square = big * big
    twos = (square & -square).bit_length() - 1
    return twos, square >> twos


def y_limit(m: int) -> int:
    """The largest ``|Y|`` (a convolution's sum without its bias) the output transform recovers exactly."""
    return (1 << (31 - recovery(integer_transforms(m)[3])[0])) - 1


def _wrap32(value: int) -> int:
    return value - (1 << 32) if value >= 1 << 31 else value


@dataclass(frozen=True)
class QWinogradSpec:
    """The transforms of an 8-bit F(m x m, 3 x 3): input type, table lookup and residual Add in the epilogue, the ISA
    of the GEMM beside them (AVX512-VNNI's ``vpdpwssd`` or AVX2's ``vpmaddwd``)."""

    m: int = 4
    x_signed: bool = False
    lookup: bool = False
    residual: str = ""
    isa: str = "avx512"

    def __post_init__(self) -> None:
        problems = []
        if self.m not in TILE_SIZES:
            problems.append(f"m must be one of {TILE_SIZES}")
        for flag in ("x_signed", "lookup"):
            if not isinstance(getattr(self, flag), bool):
                problems.append(f"{flag} must be a bool")
        if self.isa not in ISAS:
            problems.append(f"isa must be one of {ISAS}")
        if self.residual not in ("", "u8", "s8"):
            problems.append("residual must be '', 'u8' or 's8'")
        if problems:
            raise ValueError(f"invalid QWinogradSpec m={self.m!r}: " + "; ".join(problems))

    @property
    def n(self) -> int:
        return self.m + KERNEL - 1

    @property
    def points(self) -> int:
        return self.n * self.n

    @property
    def name(self) -> str:
        tail = ("_lut" if self.lookup else "") + (f"_r{self.residual}" if self.residual else "")
        return f"q8_winograd_{self.m}x{self.m}_3x3_{self.isa}_{'xs8' if self.x_signed else 'xu8'}{tail}"


def _apply(b: ir.IRBuilder, matrix: tuple, values: list[ir.Value]) -> list[ir.Value]:
    """``matrix @ values`` with integer coefficients over integer vectors, wrapping (zeros skipped, +-1 added)."""
    out = []
    for row in matrix:
        acc = None
        for c, v in zip(row, values):
            if c == 0:
                continue
            term = v if c in (1, -1) else b.mul(v, ir.Constant(v.type, [abs(c)] * v.type.count))
            if acc is None:
                acc = term if c > 0 else b.neg(term)
            else:
                acc = b.add(acc, term) if c > 0 else b.sub(acc, term)
        out.append(acc)
    return out


def _emit_input(module: ir.Module, spec: QWinogradSpec) -> None:
    e = Emitter.driver(module, spec.isa, f"{spec.name}_input")
    b, arg = e.b, e.arg
    m, n = spec.m, spec.n
    _, _, bt, _ = integer_transforms(m)
    vbytes, vshorts = ir.VectorType(I8, SHORTS), ir.VectorType(I16, SHORTS)
    mask_t = ir.VectorType(I1, SHORTS)
    masked_load = e.intrinsic(f"llvm.masked.load.v{SHORTS}i8.p0", vbytes, [PTR, I32, mask_t, vbytes])
    channels, point_stride = arg(QWinogradArg.CHANNELS), arg(QWinogradArg.POINT_STRIDE)
    x_zero = e.splat_to(b.trunc(arg(QWinogradArg.X_ZERO_POINT), I16), SHORTS)

    def tile(pointers: list[list[ir.Value]], out: ir.Value) -> None:
        def vector(c0: ir.Value, mask) -> None:
            def load(pointer: ir.Value) -> ir.Value:
                at = e.byte_gep(pointer, c0)
                if mask is None:
                    raw = b.load(at, typ=vbytes, align=1)
                else:  # the lanes past the channels read the zero point: 0 after the subtraction
                    raw = b.call(masked_load, [at, ir.Constant(I32, 1), mask, b.trunc(x_zero, vbytes)])
                wide = b.sext(raw, vshorts) if spec.x_signed else b.zext(raw, vshorts)
                return b.sub(wide, x_zero)

            d = [[load(pointers[i][j]) for j in range(n)] for i in range(n)]
            columns = [_apply(b, bt, [d[i][j] for i in range(n)]) for j in range(n)]  # [j][k] = (B^T d)[k][j]
            for k in range(n):
                for col, value in enumerate(_apply(b, bt, [columns[j][k] for j in range(n)])):  # (B^T d B)[k][col]
                    point = e.byte_gep(out, b.add(b.mul(ir.Constant(I64, k * n + col), point_stride), b.add(c0, c0)))
                    b.store(value, point, align=2)  # V's rows are padded to whole vectors: no mask

        channel_vectors(e, channels, vector, SHORTS, element_bytes=1)  # (c0: the first channel, its byte offset)

    input_tiles(e, m, tile)


def _emit_output(module: ir.Module, spec: QWinogradSpec) -> None:
    e = Emitter.driver(module, spec.isa, f"{spec.name}_output")
    b, arg = e.b, e.arg
    m, n = spec.m, spec.n
    at_scaled, _, _, big = integer_transforms(m)
    vi32, vf32, vi8 = ir.VectorType(I32, LANES), ir.VectorType(F32, LANES), ir.VectorType(I8, LANES)
    mask_t = ir.VectorType(I1, LANES)
    masked_store = e.intrinsic(f"llvm.masked.store.v{LANES}i8.p0", VOID, [vi8, PTR, I32, mask_t])
    masked_load_i32 = e.intrinsic(f"llvm.masked.load.v{LANES}i32.p0", vi32, [PTR, I32, mask_t, vi32])
    masked_load_f32 = e.intrinsic(f"llvm.masked.load.v{LANES}f32.p0", vf32, [PTR, I32, mask_t, vf32])
    dst = b.inttoptr(arg(QWinogradArg.DST), PTR)
    bias, scale = b.inttoptr(arg(QWinogradArg.BIAS), PTR), b.inttoptr(arg(QWinogradArg.SCALE), PTR)
    channels, width = arg(QWinogradArg.CHANNELS), arg(QWinogradArg.WIDTH)
    pixel, point_stride = arg(QWinogradArg.PIXEL_STRIDE), arg(QWinogradArg.POINT_STRIDE)

    def float_splat(field: QWinogradArg) -> ir.Value:
        return e.splat_to(b.bitcast(b.trunc(arg(field), I32), F32), LANES)

    lo, hi = float_splat(QWinogradArg.MIN), float_splat(QWinogradArg.MAX)
    unmagic = e.splat_to(b.sub(ir.Constant(I32, MAGIC_BITS), b.trunc(arg(QWinogradArg.OUT_ZERO_POINT), I32)), LANES)
    magic = ir.Constant(vf32, [MAGIC] * LANES)
    twos, odd = recovery(big)
    shift = ir.Constant(vi32, [twos] * LANES)
    inverse = ir.Constant(vi32, [_wrap32(pow(odd, -1, 1 << 32))] * LANES)
    table = b.inttoptr(arg(QWinogradArg.TABLE), PTR, name="table") if spec.lookup else None
    total = residual_base = residual_pixel = residual_image = None
    if spec.residual:
        fields = {f: arg(QWinogradArg[f]) for f in ADD_FIELDS}
        total = residual_sum(e, LANES, spec.residual == "s8", fields)
        residual_base = b.inttoptr(arg(QWinogradArg.RESIDUAL), PTR)
        residual_pixel = arg(QWinogradArg.RESIDUAL_PIXEL_STRIDE)
        residual_image = arg(QWinogradArg.RESIDUAL_IMAGE_STRIDE)
        masked_load_i8 = e.intrinsic(f"llvm.masked.load.v{LANES}i8.p0", vi8, [PTR, I32, mask_t, vi8])

    def transform_tile(tile: OutputTile) -> None:
        residual = None
        if residual_base is not None:
            residual = e.byte_gep(residual_base, b.mul(tile.image, residual_image))

        def vector(k0: ir.Value, mask) -> None:
            k_bytes = b.mul(k0, ir.Constant(I64, 4))

            def point(k: int, c: int) -> ir.Value:
                at = e.byte_gep(tile.source, b.add(b.mul(ir.Constant(I64, k * n + c), point_stride), k_bytes))
                return b.load(at, typ=vi32, align=4)

            v = [[point(k, c) for c in range(n)] for k in range(n)]
            rows = [_apply(b, at_scaled, v[k]) for k in range(n)]  # rows[k][j] = (M A')[k][j], modulo 2^32
            columns = [_apply(b, at_scaled, [rows[k][j] for k in range(n)]) for j in range(m)]  # [j][i]
            bias_at, scale_at = e.byte_gep(bias, k_bytes), e.byte_gep(scale, k_bytes)
            if mask is None:
                bias_v, scale_v = b.load(bias_at, typ=vi32, align=4), b.load(scale_at, typ=vf32, align=4)
            else:
                bias_v = b.call(masked_load_i32, [bias_at, ir.Constant(I32, 4), mask, ir.Constant(vi32, None)])
                scale_v = b.call(masked_load_f32, [scale_at, ir.Constant(I32, 4), mask, ir.Constant(vf32, None)])
            for i in range(m):
                for j in range(m):
                    with b.if_then(tile.keep(i, j)):
                        # L^2 Y modulo 2^32 -> Y: drop the power of two, times the odd part's inverse, sign-extend
                        y = b.mul(b.ashr(columns[j][i], shift), inverse)
                        y = b.ashr(b.shl(y, shift), shift)
                        acc = b.add(y, bias_v)  # wraps as the direct kernels' sums
                        f = clip(e, b.fmul(b.sitofp(acc, vf32), scale_v), lo, hi)
                        r = None
                        if residual is not None:
                            pixel_index = b.add(
                                b.mul(b.add(tile.y0, ir.Constant(I64, i)), width), b.add(tile.x0, ir.Constant(I64, j))
                            )
                            r_at = e.byte_gep(residual, b.add(b.mul(pixel_index, residual_pixel), k0))
                            if mask is None:
                                r = b.load(r_at, typ=vi8, align=1)
                            else:
                                r = b.call(masked_load_i8, [r_at, ir.Constant(I32, 1), mask, ir.Constant(vi8, None)])
                        if r is not None and table is None:
                            q = total(b.fadd(f, magic), r)
                        else:
                            q = b.sub(b.bitcast(b.fadd(f, magic), vi32), unmagic)
                            if table is not None:
                                q = look_up(e, table, q)
                            if r is not None:  # the Add reads the looked-up value (its table holds unsigned bytes)
                                q = total(q, r, looked_up=True)
                        offset = b.add(b.mul(b.add(b.mul(ir.Constant(I64, i), width), ir.Constant(I64, j)), pixel), k0)
                        at = e.byte_gep(dst, b.add(tile.first, offset))
                        if mask is None:
                            b.store(b.trunc(q, vi8), at, align=1)
                        else:
                            b.call(masked_store, [b.trunc(q, vi8), at, ir.Constant(I32, 1), mask])

        channel_vectors(e, channels, vector, LANES, element_bytes=1)  # (k0: the first channel, its byte offset)

    output_tiles(e, m, transform_tile)


class BlockArg(enum.IntEnum):
    """The arguments of ``<name>_blocks``: one call a layer, each work item a block of tile rows run through the
    three steps by one thread, in that thread's scratch (no barrier between the steps, no tile crossing cores)."""

    INPUT_ARGS = 0  # the input transform's arguments (``QWinogradArg``; FIRST_ROW, ROWS and DST set per block)
    OUTPUT_ARGS = 1  # the output transform's (FIRST_ROW, ROWS and SRC set per block)
    GEMM_ARGS = 2  # the GEMM's (``qgemm.QArg``; A, C, M set per block, BATCH 1)
    GEMM = 3  # the address of the GEMM's ``_gemm`` driver
    GEMM_MR = 4  # its tile height
    GEMM_PANELS = 5  # its panels: K / NR rounded up
    POINTS = 6  # transform points (the GEMM's groups)
    SCRATCH = 7  # per thread (the part it runs as): its V, then its M
    SCRATCH_STRIDE = 8  # bytes from one thread's scratch to the next
    M_OFFSET = 9  # bytes from a thread's V to its M
    TILES_X = 10
    ROWS = 11  # tile rows of the whole batch
    BLOCK_ROWS = 12  # tile rows per work item


BLOCK_ARG_COUNT = len(BlockArg)


def _emit_blocks(module: ir.Module, spec: QWinogradSpec) -> None:
    e = Emitter.driver(module, spec.isa, f"{spec.name}_blocks")
    b, arg = e.b, e.arg
    _, schedule, own_part = e.fn.args
    c64 = lambda v: ir.Constant(I64, v)  # noqa: E731
    rows_total, block_rows, tiles_x = arg(BlockArg.ROWS), arg(BlockArg.BLOCK_ROWS), arg(BlockArg.TILES_X)
    blocks = b.sdiv(b.add(rows_total, b.sub(block_rows, c64(1))), block_rows, name="blocks")
    words = SCHEDULE_HEADER + SCHEDULE_STRIDE
    with b.goto_block(e.entry):  # (allocas in the entry block: one stack slot each, whatever the loop)
        private = b.alloca(I64, size=c64(words), name="schedule")
        copies = {n: b.alloca(I64, size=c64(count), name=n)
                  for n, count in (("in_args", QWINOGRAD_ARG_COUNT), ("out_args", QWINOGRAD_ARG_COUNT),
                                   ("gemm_args", QARG_COUNT))}  # fmt: skip
    item, head = e.claim_loop(schedule, own_part, blocks)
    first = b.mul(item, block_rows, name="first_row")
    rows = e.smin(block_rows, b.sub(rows_total, first))
    scratch = e.byte_gep(b.inttoptr(arg(BlockArg.SCRATCH), PTR), b.mul(own_part, arg(BlockArg.SCRATCH_STRIDE)))
    v = b.ptrtoint(scratch, I64)
    m = b.add(v, arg(BlockArg.M_OFFSET))

    def slot(array: ir.Value, index: int) -> ir.Value:
        return b.gep(array, [c64(index)], source_etype=I64)

    def copy(name: str, source: BlockArg, count: int, changes: dict) -> ir.Value:
        target, template = copies[name], b.inttoptr(arg(source), PTR)
        for i in range(count):
            value = changes.get(i)
            b.store(value if value is not None else b.load(slot(template, i), typ=I64), slot(target, i))
        return target

    def run(driver: ir.Value, arguments: ir.Value, items: ir.Value) -> None:
        """``driver`` over ``items`` as one part of a private schedule, by this thread alone."""
        for i in range(words):
            b.store(c64(0), slot(private, i))
        b.store(c64(1), slot(private, SCHEDULE_PARTS))
        b.store(items, slot(private, SCHEDULE_ITEMS))
        b.store(items, slot(private, SCHEDULE_HEADER + 1))  # the part's end (its next item: 0)
        b.call(driver, [arguments, private, c64(0)])

    transforms = {n: module.get_global(f"{spec.name}_{n}") for n in ("input", "output")}
    rows_field, first_field = int(QWinogradArg.ROWS), int(QWinogradArg.FIRST_ROW)
    in_args = copy("in_args", BlockArg.INPUT_ARGS, QWINOGRAD_ARG_COUNT,
                   {first_field: first, rows_field: rows, int(QWinogradArg.DST): v})  # fmt: skip
    run(transforms["input"], in_args, rows)
    tiles = b.mul(rows, tiles_x)
    gemm_args = copy("gemm_args", BlockArg.GEMM_ARGS, QARG_COUNT,
                     {int(QArg.A): v, int(QArg.C): m, int(QArg.M): tiles, int(QArg.BATCH): c64(1)})  # fmt: skip
    mr = arg(BlockArg.GEMM_MR)
    gemm_items = b.mul(b.mul(arg(BlockArg.POINTS), b.sdiv(b.add(tiles, b.sub(mr, c64(1))), mr)),
                       arg(BlockArg.GEMM_PANELS))  # fmt: skip
    run(b.inttoptr(arg(BlockArg.GEMM), ir.PointerType(DRIVER_TYPE)), gemm_args, gemm_items)
    out_args = copy("out_args", BlockArg.OUTPUT_ARGS, QWINOGRAD_ARG_COUNT,
                    {first_field: first, rows_field: rows, int(QWinogradArg.SRC): m})  # fmt: skip
    run(transforms["output"], out_args, rows)
    b.branch(head)


def emit_module(spec: QWinogradSpec) -> str:
    module = ir.Module(name=spec.name)
    _emit_input(module, spec)
    _emit_output(module, spec)
    _emit_blocks(module, spec)
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


def entry_points(spec: QWinogradSpec) -> list[str]:
    return [f"{spec.name}_input", f"{spec.name}_output", f"{spec.name}_blocks"]


class QWinogradKernel:
    """The compiled transforms of one spec: ``input`` and ``output`` drivers."""

    def __init__(self, spec: QWinogradSpec):
        from ixconv.codegen import jit

        self.spec = spec
        self.module = jit.compile_ir(spec.name, jit.deferred(emit_module, spec), entry_points(spec))
        self.input = DRIVER(self.module.address(f"{spec.name}_input"))
        self.output = DRIVER(self.module.address(f"{spec.name}_output"))
        self.blocks = DRIVER(self.module.address(f"{spec.name}_blocks"))


@functools.cache
def qwinograd_kernel(spec: QWinogradSpec) -> QWinogradKernel:
    return QWinogradKernel(spec)
