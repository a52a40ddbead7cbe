"""Row-wise kernels over the last axis: Softmax, LayerNormalization, and ReduceMean / ReduceSum / ReduceMax.

A tensor is seen as ``rows`` rows of ``length`` contiguous floats (the trailing axes the operator normalizes
or reduces). Each row is walked in vectors (the last one masked: nothing past the row is read or written):

* ``softmax``: the row's maximum; ``e = exp(x - max)`` stored and summed; the stored values scaled by
  ``1 / sum`` (three passes, the row stays in L1).
* ``layernorm``: the mean, then the mean of squared deviations from it (two-pass: no cancellation), then
  ``(x - mean) * (1 / sqrt(var + eps)) * gamma + beta`` with per-column gamma and beta (ONNX Runtime's order).
* ``mean`` / ``sum`` / ``max``: one float per row.

Sums are kept in a vector of per-lane partial sums and added up at the row's end. Driver:
``void f(args, schedule, part)``, ``args`` laid out as ``RowArg``; a work item is ``ROWS_PER_ITEM`` rows.

Over a middle axis (``(outer, length, inner)`` with inner > 1: a Softmax over YOLOv8's DFL bins, a mean over
NCHW channels) the *columns* kernel vectorizes across ``inner`` instead: every lane is its own row, walked
``length`` steps of ``inner`` floats apart, so no horizontal reduction is needed (``ColumnArg``).
"""

from __future__ import annotations

import enum
import functools

from llvmlite import ir

from ixconv.codegen import vmath
from ixconv.codegen.irutil import DRIVER, F32, I1, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS

KINDS = ("softmax", "layernorm", "mean", "sum", "max")


class RowArg(enum.IntEnum):
    SRC = 0
    DST = 1
    ROWS = 2
    LENGTH = 3  # floats per row
    ROWS_PER_ITEM = 4
    GAMMA = 5  # layernorm: float32 [LENGTH]
    BETA = 6  # layernorm: float32 [LENGTH]
    EPSILON = 7  # layernorm: float32 bit pattern


ROW_ARG_COUNT = len(RowArg)


def emit_rows_module(kind: str, isa: str) -> str:
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    name = f"f32_rows_{kind}_{isa}"
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b, vl = e.b, e.vl
    arg = e.arg
    src, dst = b.inttoptr(arg(RowArg.SRC), PTR), b.inttoptr(arg(RowArg.DST), PTR)
    gamma, beta = b.inttoptr(arg(RowArg.GAMMA), PTR), b.inttoptr(arg(RowArg.BETA), PTR)
    rows, length, per_item = arg(RowArg.ROWS), arg(RowArg.LENGTH), arg(RowArg.ROWS_PER_ITEM)
    eps = b.bitcast(b.trunc(arg(RowArg.EPSILON), I32), F32)
    total = b.sdiv(b.add(rows, b.sub(per_item, ir.Constant(I64, 1))), per_item, name="items")
    mask_t = ir.VectorType(I1, vl)
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    full = b.sdiv(length, ir.Constant(I64, vl), name="full")
    tail = b.srem(length, ir.Constant(I64, vl), name="tail")
    (tail_mask,) = e.lane_masks(tail, 1)
    has_tail = b.icmp_signed(">", tail, ir.Constant(I64, 0))
    row_bytes = b.mul(length, ir.Constant(I64, 4))

    item, head = e.claim_loop(schedule, own_part, total)
    first = b.mul(item, per_item)
    count = e.smin(per_item, b.sub(rows, first))

    def each_vector(body) -> None:
        """body(byte offset in the row, mask or None) over the row's vectors, the masked tail last."""
        e.counted_loop(full, "vectors", lambda v: body(b.mul(v, ir.Constant(I64, 4 * vl)), None))
        with b.if_then(has_tail):
            body(b.mul(full, ir.Constant(I64, 4 * vl)), tail_mask)

    def load(base: ir.Value, at: ir.Value, mask, fill: ir.Value) -> ir.Value:
        p = e.byte_gep(base, at)
        if mask is None:
            return b.load(p, typ=e.vec, align=4)
        return b.call(masked_load, [p, ir.Constant(I32, 4), mask, fill])

    def store(value: ir.Value, base: ir.Value, at: ir.Value, mask) -> None:
        p = e.byte_gep(base, at)
        if mask is None:
            b.store(value, p, align=4)
        else:
            b.call(masked_store, [value, p, ir.Constant(I32, 4), mask])

    def fold(start: ir.Value, src_row: ir.Value, step, fill: ir.Value) -> ir.Value:
        """A vector accumulator folded over the row: ``acc = step(acc, x)``."""
        acc = e.alloca(e.vec, start, "acc")

        def body(at, mask):
            b.store(step(b.load(acc, typ=e.vec), load(src_row, at, mask, fill)), acc)

        each_vector(body)
        return b.load(acc, typ=e.vec)

    def lanes_sum(v: ir.Value) -> ir.Value:
        s = b.extract_element(v, ir.Constant(I32, 0))
        for j in range(1, vl):
            s = b.fadd(s, b.extract_element(v, ir.Constant(I32, j)))
        return s

    def lanes_max(v: ir.Value) -> ir.Value:
        m = b.extract_element(v, ir.Constant(I32, 0))
        for j in range(1, vl):
            x = b.extract_element(v, ir.Constant(I32, j))
            m = b.select(b.fcmp_ordered(">", x, m), x, m)
        return m

    def vmax(acc, x):
        return b.select(b.fcmp_ordered(">", x, acc), x, acc)

    zero, minus_inf = vmath.const(e, 0.0), vmath.const(e, float("-inf"))

    def row_body(i: ir.Value) -> None:
        r = b.add(first, i)
        src_row = e.byte_gep(src, b.mul(r, row_bytes))
        if kind in ("mean", "sum", "max"):
            if kind == "max":
                value = lanes_max(fold(minus_inf, src_row, vmax, minus_inf))
            else:
                value = lanes_sum(fold(zero, src_row, b.fadd, zero))
                if kind == "mean":
                    value = b.fdiv(value, b.sitofp(length, F32))
            b.store(value, b.gep(dst, [r], source_etype=F32), align=4)
            return
        dst_row = e.byte_gep(dst, b.mul(r, row_bytes))
        if kind == "softmax":
            peak = e.splat(lanes_max(fold(minus_inf, src_row, vmax, minus_inf)))
            sums = e.alloca(e.vec, zero, "sums")

            def exponentials(at, mask):
                y = vmath.exp(e, b.fsub(load(src_row, at, mask, minus_inf), peak))
                store(y, dst_row, at, mask)
                b.store(b.fadd(b.load(sums, typ=e.vec), y if mask is None else b.select(mask, y, zero)), sums)

            each_vector(exponentials)
            scale = e.splat(b.fdiv(ir.Constant(F32, 1.0), lanes_sum(b.load(sums, typ=e.vec))))
            each_vector(lambda at, mask: store(b.fmul(load(dst_row, at, mask, zero), scale), dst_row, at, mask))
            return
        # layernorm
        n = b.sitofp(length, F32)
        mean = b.fdiv(lanes_sum(fold(zero, src_row, b.fadd, zero)), n)
        m = e.splat(mean)

        def squares(acc, x):
            d = b.fsub(x, m)
            return e.fma(d, d, acc)

        var = b.fdiv(lanes_sum(fold(zero, src_row, squares, m)), n)
        sqrt = e.intrinsic("llvm.sqrt.f32", F32, [F32])
        rstd = e.splat(b.fdiv(ir.Constant(F32, 1.0), b.call(sqrt, [b.fadd(var, eps)])))

        def normalize(at, mask):
            x = load(src_row, at, mask, zero)
            y = b.fmul(b.fmul(b.fsub(x, m), rstd), load(gamma, at, mask, zero))
            store(b.fadd(y, load(beta, at, mask, zero)), dst_row, at, mask)

        each_vector(normalize)

    e.counted_loop(count, "rows", row_body)
    b.branch(head)
    return f"; ixconv kernel module: f32 row-wise {kind}, {isa}\n" + str(module)


COLUMN_KINDS = ("softmax", "mean", "sum", "max")
COLUMN_VECTORS = 4  # vectors of lanes per work item


class ColumnArg(enum.IntEnum):
    SRC = 0
    DST = 1
    OUTER = 2
    LENGTH = 3  # the reduced axis
    INNER = 4  # floats after it (the lanes)


COLUMN_ARG_COUNT = len(ColumnArg)


def emit_columns_module(kind: str, isa: str) -> str:
    if kind not in COLUMN_KINDS:
        raise ValueError(f"kind must be one of {COLUMN_KINDS}, got {kind!r}")
    name = f"f32_columns_{kind}_{isa}"
    module = ir.Module(name=name)
    e = Emitter.driver(module, isa, name)
    _, schedule, own_part = e.fn.args
    b, vl = e.b, e.vl
    arg = e.arg
    src, dst = b.inttoptr(arg(ColumnArg.SRC), PTR), b.inttoptr(arg(ColumnArg.DST), PTR)
    outer, length, inner = arg(ColumnArg.OUTER), arg(ColumnArg.LENGTH), arg(ColumnArg.INNER)
    span = ir.Constant(I64, vl * COLUMN_VECTORS)
    blocks = b.sdiv(b.add(inner, ir.Constant(I64, vl * COLUMN_VECTORS - 1)), span, name="blocks")
    item, head = e.claim_loop(schedule, own_part, b.mul(outer, blocks))
    block, o = b.srem(item, blocks), b.sdiv(item, blocks)
    mask_t = ir.VectorType(I1, vl)
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    step = b.mul(inner, ir.Constant(I64, 4))  # bytes between the elements of one row
    reduced = kind != "softmax"
    src_outer = e.byte_gep(src, b.mul(b.mul(o, length), step))
    dst_outer = e.byte_gep(dst, b.mul(o, step) if reduced else b.mul(b.mul(o, length), step))
    zero, minus_inf = vmath.const(e, 0.0), vmath.const(e, float("-inf"))

    def lanes(v: ir.Value) -> None:
        j0 = b.add(b.mul(block, span), b.mul(v, ir.Constant(I64, vl)))
        (mask,) = e.lane_masks(b.sub(inner, j0), 1)
        first = b.mul(j0, ir.Constant(I64, 4))

        def load(base, l_index, fill):
            p = e.byte_gep(base, b.add(first, b.mul(l_index, step)))
            return b.call(masked_load, [p, ir.Constant(I32, 4), mask, fill])

        def store(value, base, l_index):
            p = e.byte_gep(base, b.add(first, b.mul(l_index, step)))
            b.call(masked_store, [value, p, ir.Constant(I32, 4), mask])

        def fold(start, step_fn, fill):
            acc = e.alloca(e.vec, start, "acc")
            e.counted_loop(
                length, "along", lambda i: b.store(step_fn(b.load(acc, typ=e.vec), load(src_outer, i, fill)), acc)
            )
            return b.load(acc, typ=e.vec)

        def vmax(acc, x):
            return b.select(b.fcmp_ordered(">", x, acc), x, acc)

        if kind == "max":
            store(fold(minus_inf, vmax, minus_inf), dst_outer, ir.Constant(I64, 0))
            return
        if kind in ("mean", "sum"):
            total = fold(zero, b.fadd, zero)
            if kind == "mean":
                total = b.fdiv(total, e.splat(b.sitofp(length, F32)))
            store(total, dst_outer, ir.Constant(I64, 0))
            return
        peak = fold(minus_inf, vmax, minus_inf)
        sums = e.alloca(e.vec, zero, "sums")

        def exponentials(i):
            y = vmath.exp(e, b.fsub(load(src_outer, i, minus_inf), peak))
            store(y, dst_outer, i)
            b.store(b.fadd(b.load(sums, typ=e.vec), y), sums)

        e.counted_loop(length, "exp", exponentials)
        scale = b.fdiv(vmath.const(e, 1.0), b.load(sums, typ=e.vec))
        e.counted_loop(length, "scale", lambda i: store(b.fmul(load(dst_outer, i, zero), scale), dst_outer, i))

    left = b.sub(inner, b.mul(block, span))
    count = e.smin(
        ir.Constant(I64, COLUMN_VECTORS), b.sdiv(b.add(left, ir.Constant(I64, vl - 1)), ir.Constant(I64, vl))
    )
    e.counted_loop(count, "lanes", lanes)
    b.branch(head)
    return f"; ixconv kernel module: f32 column-wise {kind}, {isa}\n" + str(module)


class ColumnsKernel:
    def __init__(self, kind: str, isa: str):
        from ixconv.codegen import jit

        self.kind, self.isa = kind, isa
        name = f"f32_columns_{kind}_{isa}"
        self.module = jit.compile_ir(name, jit.deferred(emit_columns_module, kind, isa), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def columns_kernel(kind: str, isa: str) -> ColumnsKernel:
    return ColumnsKernel(kind, isa)


class RowsKernel:
    def __init__(self, kind: str, isa: str):
        from ixconv.codegen import jit

        self.kind, self.isa, self.vl = kind, isa, VECTOR_FLOATS[isa]
        name = f"f32_rows_{kind}_{isa}"
        self.module = jit.compile_ir(name, jit.deferred(emit_rows_module, kind, isa), [name])
        self.run = DRIVER(self.module.address(name))


@functools.cache
def rows_kernel(kind: str, isa: str) -> RowsKernel:
    return RowsKernel(kind, isa)
