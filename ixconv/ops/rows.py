"""Native calls of the row-wise kernels (``ixconv.codegen.rows``): Softmax, LayerNormalization and reductions
over the trailing axes of a C-contiguous float32 tensor."""

from __future__ import annotations

import math

import numpy as np

from ixconv.codegen.rows import (
    COLUMN_ARG_COUNT,
    COLUMN_KINDS,
    COLUMN_VECTORS,
    KINDS,
    ROW_ARG_COUNT,
    ColumnArg,
    RowArg,
    columns_kernel,
    rows_kernel,
)
from ixconv.codegen.spec import VECTOR_FLOATS
from ixconv.cpu import host
from ixconv.ops.conv import _float_bits
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import default_threads, make_schedule

ITEM_FLOATS = 8192  # floats per work item, about (whole rows)


def rows_call(
    kind: str,
    x: np.ndarray,
    y: np.ndarray,
    length: int,
    gamma: np.ndarray | None = None,
    beta: np.ndarray | None = None,
    epsilon: float = 0.0,
    num_threads: int | None = None,
) -> NativeCall | None:
    """``kind`` over the rows of ``length`` trailing floats of ``x`` into ``y`` (the same shape; one float per row
    for the reductions), or None when the arrays do not fit the kernel."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    arrays = [x, y] + [a for a in (gamma, beta) if a is not None]
    if not all(isinstance(a, np.ndarray) and a.dtype == np.float32 and a.flags.c_contiguous for a in arrays):
        return None
    if not y.flags.writeable or length < 1 or x.size == 0 or x.size % length or np.shares_memory(x, y) and x is not y:
        return None
    rows = x.size // length
    if y.size != (rows if kind in ("mean", "sum", "max") else x.size):
        return None
    if kind == "layernorm":
        gamma = np.ones(length, np.float32) if gamma is None else gamma
        beta = np.zeros(length, np.float32) if beta is None else beta
        if gamma.size != length or beta.size != length:
            return None
    kernel = rows_kernel(kind, host().isa)
    per_item = max(1, ITEM_FLOATS // length)
    args = np.zeros(ROW_ARG_COUNT, np.int64)
    args[RowArg.SRC], args[RowArg.DST] = x.ctypes.data, y.ctypes.data
    args[RowArg.ROWS], args[RowArg.LENGTH], args[RowArg.ROWS_PER_ITEM] = rows, length, per_item
    if kind == "layernorm":
        args[RowArg.GAMMA], args[RowArg.BETA] = gamma.ctypes.data, beta.ctypes.data
        args[RowArg.EPSILON] = _float_bits(epsilon)
    schedule = make_schedule(-(-rows // per_item), num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(x, y, gamma, beta, kernel))


def axis_call(kind: str, x: np.ndarray, y: np.ndarray, first: int, end: int, num_threads: int | None = None):
    """``kind`` over the axes ``first .. end - 1`` of ``x`` (a contiguous group): the rows kernel when they are the
    trailing axes, the columns kernel otherwise (Softmax and the reductions), or None."""
    length = math.prod(x.shape[first:end])
    inner = math.prod(x.shape[end:])
    if inner == 1:
        return rows_call(kind, x, y, length, num_threads=num_threads)
    if kind not in COLUMN_KINDS or length < 1 or x.size == 0:
        return None
    if not all(isinstance(a, np.ndarray) and a.dtype == np.float32 and a.flags.c_contiguous for a in (x, y)):
        return None
    if not y.flags.writeable or (np.shares_memory(x, y) and x is not y):
        return None
    outer = x.size // (length * inner)
    if y.size != (outer * inner if kind != "softmax" else x.size):
        return None
    kernel = columns_kernel(kind, host().isa)
    args = np.zeros(COLUMN_ARG_COUNT, np.int64)
    args[ColumnArg.SRC], args[ColumnArg.DST] = x.ctypes.data, y.ctypes.data
    args[ColumnArg.OUTER], args[ColumnArg.LENGTH], args[ColumnArg.INNER] = outer, length, inner
    span = COLUMN_VECTORS * VECTOR_FLOATS[host().isa]
    schedule = make_schedule(outer * -(-inner // span), num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(x, y, kernel))
