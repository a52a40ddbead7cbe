"""Winograd minimal filtering F(m x m, 3 x 3): the transforms, generated as LLVM IR (the GEMM is ``gemm``'s).

A 3x3 stride-1 convolution computes each m x m block of outputs from an n x n input tile (n = m + 2) as
``Y = A^T [ (G g G^T) . (B^T d B) ] A`` (Lavin & Gray 2016): the element-wise product over the n^2
*transform points* is, summed over input channels, one ordinary GEMM per point -- ``tiles x C`` times
``C x K`` -- with n^2 / m^2 multiplications per output instead of 9 (F(4x4): 2.25, 4x fewer; F(6x6):
1.78, 5.06x fewer). The matrices come from Toom-Cook interpolation at ``POINTS[m]`` plus infinity
(``transform_matrices``, exact rationals): the points 0, +-1, +-2, +-1/2 keep the coefficients small.

Two drivers per spec (``void f(args, schedule, part)``, ``args`` as ``WinogradArg``; a work item is one
row of tiles of one image):

* ``<name>_input``  -- for every tile, ``B^T d B`` over vectors of channels into ``V[point][tile][c]``
  (``V_POINT`` bytes between points, ``V_TILE`` between tiles). Input pixels outside the image (padding,
  and the right and bottom edge of the last tiles) read the zero vector, so nothing outside the input is read.
* ``<name>_output`` -- for every tile, ``A^T M A`` of the GEMM's result ``M[point][tile][k]``, plus the
  bias, plus the residual, clamped, then ``spec.epilogue``; stores only the tile's pixels inside the output
  (the last channel vector masked), so nothing outside the output is written.

The transforms are constant linear maps applied along rows then columns, emitted with the zero
coefficients skipped, +-1 as additions, in a fixed order: results do not depend on the thread count.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from llvmlite import ir

from ixconv.codegen.epilogue import as_program, epilogue_problems, epilogue_tag
from ixconv.codegen.fused import apply_epilogue
from ixconv.codegen.irutil import DRIVER, F32, I1, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS

KERNEL = 3  # the filter size these transforms are for
POINTS = {  # interpolation points (plus infinity) per output tile size m
    2: (0, 1, -1),
    4: (0, 1, -1, 2, -2),
    6: (0, 1, -1, 2, -2, Fraction(1, 2), Fraction(-1, 2)),
}


def _poly_times_root(poly: list[Fraction], root: Fraction) -> list[Fraction]:
    """``poly(x) * (x - root)``, coefficients lowest degree first."""
    out = [Fraction(0)] * (len(poly) + 1)
    for i, c in enumerate(poly):
        out[i] -= c * root
        out[i + 1] += c
    return out


@functools.cache
def transform_matrices(m: int) -> tuple[tuple, tuple, tuple]:
    """(A^T (m x n), G (n x 3), B^T (n x n)) of F(m x m, 3 x 3) as exact Fractions.

    Toom-Cook with the finite points a_j of ``POINTS[m]`` and infinity: ``A^T[i][j] = a_j^i``;
    ``G[j][k] = a_j^k / prod_{l != j} (a_j - a_l)``; row j of ``B^T`` holds the coefficients of
    ``prod_{l != j} (x - a_l)``, the last row those of ``prod_l (x - a_l)``.
    """
    if m not in POINTS:
        raise ValueError(f"Winograd output tile m must be one of {sorted(POINTS)}, got {m!r}")
    points = [Fraction(p) for p in POINTS[m]]
    n = m + KERNEL - 1
    at = tuple(tuple([p**i for p in points] + [Fraction(int(i == m - 1))]) for i in range(m))
    g, bt = [], []
    for j, a in enumerate(points):
        norm, poly = Fraction(1), [Fraction(1)]
        for l, other in enumerate(points):
            if l != j:
                norm *= a - other
                poly = _poly_times_root(poly, other)
        g.append(tuple(a**k / norm for k in range(KERNEL)))
        bt.append(tuple(poly + [Fraction(0)] * (n - len(poly))))
    g.append(tuple(Fraction(int(k == KERNEL - 1)) for k in range(KERNEL)))
    poly = [Fraction(1)]
    for other in points:
        poly = _poly_times_root(poly, other)
    bt.append(tuple(poly))
    return at, tuple(g), tuple(bt)


class WinogradArg(enum.IntEnum):
    SRC = 0  # input transform: the NHWC input; output transform: the GEMM's result M
    DST = 1  # input transform: V; output transform: the NHWC output
    ZERO = 2  # a zero vector of at least CHANNELS (rounded up to the vector) floats
    CHANNELS = 3  # input channels C (input transform) / output channels K (output transform)
    HEIGHT = 4  # the input's (input transform) / the output's (output transform) height and width
    WIDTH = 5
    PAD_TOP = 6  # input transform only
    PAD_LEFT = 7
    TILES_Y = 8  # tiles per column and per row of one image
    TILES_X = 9
    ROWS = 10  # work items: rows of tiles (of the whole batch) this call covers, from FIRST_ROW on
    FIRST_ROW = 11  # global tile row (image * TILES_Y + ty) of the call's first item
    IMAGE_STRIDE = 12  # bytes between images of the NHWC array
    PIXEL_STRIDE = 13  # bytes between pixels of the NHWC array (more than CHANNELS * 4: a channel slice)
    POINT_STRIDE = 14  # bytes between transform points of V / M
    TILE_STRIDE = 15  # bytes between tiles of V / M (tile index counted from the call's first row)
    BIAS = 16  # output transform: float32 [K]
    RESIDUAL = 17  # output transform: 0, or a tensor laid out as the output, added before the clamp
    MIN = 18  # float32 bit patterns of the clamp
    MAX = 19


WINOGRAD_ARG_COUNT = len(WinogradArg)


@dataclass(frozen=True)
class WinogradSpec:
    """The transforms of F(m x m, 3 x 3) for one ISA, with a fused activation after the clamp."""

    isa: str
    m: int = 4
    epilogue: tuple = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "epilogue", as_program(self.epilogue))
        problems = []
        if self.isa not in VECTOR_FLOATS:
            problems.append(f"isa must be one of {sorted(VECTOR_FLOATS)}")
        if self.m not in POINTS:
            problems.append(f"m must be one of {sorted(POINTS)}")
        if self.epilogue:
            problems += epilogue_problems(self.epilogue)
        if problems:
            raise ValueError(f"invalid WinogradSpec {self.isa!r} m={self.m!r}: " + "; ".join(problems))

    @property
    def n(self) -> int:
        return self.m + KERNEL - 1

    @property
    def points(self) -> int:
        return self.n * self.n

    @property
    def name(self) -> str:
        return f"f32_winograd_{self.m}x{self.m}_3x3_{self.isa}{epilogue_tag(self.epilogue)}"


class _Transforms:
    """Constant linear maps over lists of vectors, and the masked memory access of one driver."""

    def __init__(self, e: Emitter):
        self.e, self.b = e, e.b
        mask_t = ir.VectorType(I1, e.vl)
        self.masked_load = e.intrinsic(f"llvm.masked.load.v{e.vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
        self.masked_store = e.intrinsic(f"llvm.masked.store.v{e.vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])

    def apply(self, matrix: tuple, values: list[ir.Value]) -> list[ir.Value]:
        """``matrix @ values``: each output a sum of ``c * value`` over the nonzero coefficients."""
        b, e = self.b, self.e
        out = []
        for row in matrix:
            acc = None
            for c, v in zip(row, values):
                if c == 0:
                    continue
                if acc is None:
                    acc = v if c == 1 else b.fneg(v) if c == -1 else b.fmul(v, self._const(c))
                elif c == 1:
                    acc = b.fadd(acc, v)
                elif c == -1:
                    acc = b.fsub(acc, v)
                else:
                    acc = e.fma(v, self._const(c), acc)
            out.append(acc if acc is not None else ir.Constant(e.vec, [0.0] * e.vl))
        return out

    def _const(self, c: Fraction) -> ir.Value:
        return ir.Constant(self.e.vec, [float(c)] * self.e.vl)

    def load(self, pointer: ir.Value, mask) -> ir.Value:
        if mask is None:
            return self.b.load(pointer, typ=self.e.vec, align=4)
        return self.b.call(self.masked_load, [pointer, ir.Constant(I32, 4), mask, ir.Constant(self.e.vec, None)])

    def store(self, value: ir.Value, pointer: ir.Value, mask) -> None:
        if mask is None:
            self.b.store(value, pointer, align=4)
        else:
            self.b.call(self.masked_store, [value, pointer, ir.Constant(I32, 4), mask])


def channel_vectors(e: Emitter, channels: ir.Value, body, lanes: int | None = None, element_bytes: int = 4) -> None:
    """``body(offset, mask)`` over the channels in vectors of ``lanes`` (default: the fp32 vector): full ones, then the
    masked tail if any; ``offset``: the vector's first channel times ``element_bytes``."""
    b, lanes = e.b, lanes or e.vl
    full = b.sdiv(channels, ir.Constant(I64, lanes))
    tail = b.srem(channels, ir.Constant(I64, lanes))
    e.counted_loop(full, "vectors", lambda v: body(b.mul(v, ir.Constant(I64, element_bytes * lanes)), None))
    with b.if_then(b.icmp_signed(">", tail, ir.Constant(I64, 0))):
        (mask,) = e.lane_masks(tail, 1, lanes)
        body(b.mul(full, ir.Constant(I64, element_bytes * lanes)), mask)


def _tile_rows(e: Emitter):
    """The claim loop over rows of tiles; returns (image, tile row, local row index, head block)."""
    b, arg = e.b, e.arg
    _, schedule, own_part = e.fn.args
    item, head = e.claim_loop(schedule, own_part, arg(WinogradArg.ROWS))
    row = b.add(item, arg(WinogradArg.FIRST_ROW), name="global_row")
    tiles_y = arg(WinogradArg.TILES_Y)
    return b.sdiv(row, tiles_y, name="image"), b.srem(row, tiles_y, name="ty"), item, head


def input_tiles(e: Emitter, m: int, body) -> None:
    """The input transform's loop over the claimed rows of tiles: ``body(pointers, v_tile)`` per tile, with
    ``pointers[i][j]`` its n x n input pixels (the zero vector outside the image) and ``v_tile`` where its
    transformed values go (DST + its tile index x TILE_STRIDE). Reads ``WinogradArg``'s geometry fields, which the
    8-bit transforms' arguments share."""
    b, arg = e.b, e.arg
    n = m + KERNEL - 1
    src, dst = b.inttoptr(arg(WinogradArg.SRC), PTR), b.inttoptr(arg(WinogradArg.DST), PTR)
    zero = b.inttoptr(arg(WinogradArg.ZERO), PTR)
    height, width = arg(WinogradArg.HEIGHT), arg(WinogradArg.WIDTH)
    pad_top, pad_left = arg(WinogradArg.PAD_TOP), arg(WinogradArg.PAD_LEFT)
    tiles_x, pixel, tile_stride = arg(WinogradArg.TILES_X), arg(WinogradArg.PIXEL_STRIDE), arg(WinogradArg.TILE_STRIDE)
    image, ty, local_row, head = _tile_rows(e)
    image_base = e.byte_gep(src, b.mul(image, arg(WinogradArg.IMAGE_STRIDE)), "image_base")
    y0 = b.sub(b.mul(ty, ir.Constant(I64, m)), pad_top, name="y0")
    zero_i64 = ir.Constant(I64, 0)

    def inside(coord: ir.Value, extent: ir.Value) -> ir.Value:
        return b.and_(b.icmp_signed(">=", coord, zero_i64), b.icmp_signed("<", coord, extent))

    row_ok, row_at = [], []
    for i in range(n):
        y = b.add(y0, ir.Constant(I64, i))
        row_ok.append(inside(y, height))
        row_at.append(b.mul(y, width))

    def tile(tx: ir.Value) -> None:
        x0 = b.sub(b.mul(tx, ir.Constant(I64, m)), pad_left, name="x0")
        pointers = [[None] * n for _ in range(n)]
        for j in range(n):
            x = b.add(x0, ir.Constant(I64, j))
            col_ok = inside(x, width)
            for i in range(n):
                here = e.byte_gep(image_base, b.mul(b.add(row_at[i], x), pixel))
                pointers[i][j] = b.select(b.and_(row_ok[i], col_ok), here, zero)
        tile_index = b.add(b.mul(local_row, tiles_x), tx)
        body(pointers, e.byte_gep(dst, b.mul(tile_index, tile_stride), "v_tile"))

    e.counted_loop(tiles_x, "tiles", tile)
    b.branch(head)


class OutputTile(NamedTuple):
    """One tile of the output transform: its image, first output row and column, its transformed values (``M``:
    SRC + its tile index x TILE_STRIDE), the byte offset of its first pixel in DST (the image's included), and
    ``keep(i, j)``: whether its pixel (i, j) lies inside the output."""

    image: ir.Value
    y0: ir.Value
    x0: ir.Value
    source: ir.Value
    first: ir.Value
    keep: Callable[[int, int], ir.Value]


def output_tiles(e: Emitter, m: int, body) -> None:
    """The output transform's loop over the claimed rows of tiles: ``body(OutputTile)`` per tile. Reads
    ``WinogradArg``'s geometry fields, which the 8-bit transforms' arguments share."""
    b, arg = e.b, e.arg
    src = b.inttoptr(arg(WinogradArg.SRC), PTR)
    height, width = arg(WinogradArg.HEIGHT), arg(WinogradArg.WIDTH)
    tiles_x, pixel, tile_stride = arg(WinogradArg.TILES_X), arg(WinogradArg.PIXEL_STRIDE), arg(WinogradArg.TILE_STRIDE)
    image, ty, local_row, head = _tile_rows(e)
    image_offset = b.mul(image, arg(WinogradArg.IMAGE_STRIDE), name="image_offset")
    y0 = b.mul(ty, ir.Constant(I64, m), name="y0")
    rows_left = b.sub(height, y0, name="rows_left")

    def tile(tx: ir.Value) -> None:
        x0 = b.mul(tx, ir.Constant(I64, m), name="x0")
        cols_left = b.sub(width, x0, name="cols_left")
        tile_index = b.add(b.mul(local_row, tiles_x), tx)
        source = e.byte_gep(src, b.mul(tile_index, tile_stride), "m_tile")
        first = b.add(image_offset, b.mul(b.add(b.mul(y0, width), x0), pixel))

        def keep(i: int, j: int) -> ir.Value:
            return b.and_(
                b.icmp_signed(">", rows_left, ir.Constant(I64, i)), b.icmp_signed(">", cols_left, ir.Constant(I64, j))
            )

        body(OutputTile(image, y0, x0, source, first, keep))

    e.counted_loop(tiles_x, "tiles", tile)
    b.branch(head)


def _emit_input(module: ir.Module, spec: WinogradSpec) -> None:
    e = Emitter.driver(module, spec.isa, f"{spec.name}_input")
    b, arg, t = e.b, e.arg, _Transforms(e)
    m, n = spec.m, spec.n
    _, _, bt = transform_matrices(m)
    channels, point_stride = arg(WinogradArg.CHANNELS), arg(WinogradArg.POINT_STRIDE)

    def tile(pointers: list[list[ir.Value]], out: ir.Value) -> None:
        def vector(at: ir.Value, mask) -> None:
            d = [[t.load(e.byte_gep(pointers[i][j], at), mask) for j in range(n)] for i in range(n)]
            rows = [t.apply(bt, d[i]) for i in range(n)]  # rows[i][l] = (d B)[i][l]
            for col in range(n):
                values = t.apply(bt, [rows[i][col] for i in range(n)])  # (B^T d B)[k][col]
                for k, value in enumerate(values):
                    point = e.byte_gep(out, b.add(b.mul(ir.Constant(I64, k * n + col), point_stride), at))
                    b.store(value, point, align=4)  # V's rows are padded to whole vectors: no mask

        channel_vectors(e, channels, vector)

    input_tiles(e, m, tile)


def _emit_output(module: ir.Module, spec: WinogradSpec) -> None:
    e = Emitter.driver(module, spec.isa, f"{spec.name}_output")
    b, arg, t = e.b, e.arg, _Transforms(e)
    m, n = spec.m, spec.n
    at_matrix, _, _ = transform_matrices(m)
    dst = b.inttoptr(arg(WinogradArg.DST), PTR)
    bias, residual = b.inttoptr(arg(WinogradArg.BIAS), PTR), b.inttoptr(arg(WinogradArg.RESIDUAL), PTR)
    has_residual = b.icmp_signed("!=", arg(WinogradArg.RESIDUAL), ir.Constant(I64, 0), name="has_residual")
    channels, width = arg(WinogradArg.CHANNELS), arg(WinogradArg.WIDTH)
    pixel, point_stride = arg(WinogradArg.PIXEL_STRIDE), arg(WinogradArg.POINT_STRIDE)

    def as_float(field: WinogradArg) -> ir.Value:
        return e.splat(b.bitcast(b.trunc(arg(field), I32), F32))

    vmin, vmax = as_float(WinogradArg.MIN), as_float(WinogradArg.MAX)

    def transform_tile(tile: OutputTile) -> None:
        def vector(at: ir.Value, mask) -> None:
            v = [
                [b.load(e.byte_gep(tile.source, b.add(b.mul(ir.Constant(I64, k * n + c), point_stride), at)),
                        typ=e.vec, align=4) for c in range(n)]
                for k in range(n)
            ]  # fmt: skip
            rows = [t.apply(at_matrix, v[k]) for k in range(n)]  # rows[k][j] = (M A)[k][j]
            bias_v = t.load(e.byte_gep(bias, at), mask)
            columns = [t.apply(at_matrix, [rows[k][j] for k in range(n)]) for j in range(m)]  # [j][i] = Y[i][j]

            def store_pixels(with_residual: bool) -> None:
                for i in range(m):
                    for j in range(m):
                        with b.if_then(tile.keep(i, j)):
                            pixel_index = b.add(b.mul(ir.Constant(I64, i), width), ir.Constant(I64, j))
                            offset = b.add(tile.first, b.add(b.mul(pixel_index, pixel), at))
                            y = b.fadd(columns[j][i], bias_v)
                            if with_residual:
                                y = b.fadd(y, t.load(e.byte_gep(residual, offset), mask))
                            y = b.select(b.fcmp_ordered("<", y, vmin), vmin, y)
                            y = b.select(b.fcmp_ordered(">", y, vmax), vmax, y)
                            if spec.epilogue:
                                y = apply_epilogue(e, spec.epilogue, y)
                            t.store(y, e.byte_gep(dst, offset), mask)

            with b.if_else(has_residual) as (with_residual, plain):
                with with_residual:
                    store_pixels(True)
                with plain:
                    store_pixels(False)

        channel_vectors(e, channels, vector)

    output_tiles(e, m, transform_tile)


def emit_winograd_module(spec: WinogradSpec) -> str:
    module = ir.Module(name=spec.name)
    _emit_input(module, spec)
    _emit_output(module, spec)
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


def entry_points(spec: WinogradSpec) -> list[str]:
    return [f"{spec.name}_input", f"{spec.name}_output"]


class WinogradKernel:
    """The compiled transforms of one spec: ``input`` and ``output`` drivers."""

    def __init__(self, spec: WinogradSpec):
        from ixconv.codegen import jit

        self.spec = spec
        self.module = jit.compile_ir(spec.name, jit.deferred(emit_winograd_module, spec), entry_points(spec))
        self.input = DRIVER(self.module.address(f"{spec.name}_input"))
        self.output = DRIVER(self.module.address(f"{spec.name}_output"))


@functools.cache
def winograd_kernel(spec: WinogradSpec) -> WinogradKernel:
    return WinogradKernel(spec)
