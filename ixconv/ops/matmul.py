"""MatMul of two activations (attention's Q K^T and softmax(..) V) on the generated GEMM.

The GEMM reads B as packed panels (``ops.packing.pack_weights``: per group and panel of NR columns, a bias row,
then K rows of NR floats). For a B computed at run time the panels are packed at run time too, by the copy
kernel: per panel one strided copy of K rows of up to NR floats into a zeroed scratch buffer (its bias row and
the columns past N stay zero). Then one GEMM call over every batch entry as a group: ``A[g]`` (M x K) times
``B[g]`` (K x N) into ``Y[g]``. Both calls keep fixed addresses, so they join a model's native program.
"""

from __future__ import annotations

import numpy as np

from ixconv.codegen.gemm import ARG_COUNT, Arg, gemm_kernel
from ixconv.codegen.movement import BLOCK_FLOATS, MOVE_ARG_COUNT, MoveArg, move_kernel
from ixconv.cpu import host
from ixconv.ops.conv import _float_bits, choose_order, default_conv_spec
from ixconv.ops.packing import aligned_zeros
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import default_threads, make_schedule


def matmul_calls(a: np.ndarray, b: np.ndarray, y: np.ndarray, num_threads: int | None = None):
    """Native calls computing ``y = a @ b`` for C-contiguous float32 arrays of rank >= 2 whose batch axes are
    equal (``b``'s may also be all 1: one B for every batch entry); None for anything else."""
    arrays = (a, b, y)
    if not all(isinstance(v, np.ndarray) and v.dtype == np.float32 and v.flags.c_contiguous for v in arrays):
        return None
    if a.ndim < 2 or b.ndim < 2 or y.ndim != max(a.ndim, b.ndim) or a.size == 0 or b.size == 0:
        return None
    m, k = a.shape[-2:]
    k2, n = b.shape[-2:]
    batch = a.shape[:-2]
    if k != k2 or y.shape != (*batch, m, n) or a.ndim != y.ndim:
        return None
    groups = int(np.prod(batch, dtype=np.int64))
    shared_b = b.ndim == 2 or all(d == 1 for d in b.shape[:-2])
    if not shared_b and b.shape[:-2] != batch:
        return None
    if np.shares_memory(y, a) or np.shares_memory(y, b):
        return None
    threads = num_threads or default_threads()
    spec = choose_order(default_conv_spec(host().isa, n, 1, k * n * 4, m * k * 4), k * n * 4, m * k * 4)
    nr = spec.nr
    panels = -(-n // nr)
    b_groups = 1 if shared_b else groups
    packed = aligned_zeros((b_groups, panels, 1 + k, nr))
    mover = move_kernel(host().isa)
    pattern = np.arange(mover.vl * max(1, BLOCK_FLOATS // mover.vl), dtype=np.int32)
    calls = []
    for p in range(panels):
        width = min(nr, n - p * nr)
        args = np.zeros(MOVE_ARG_COUNT, np.int64)
        args[MoveArg.SRC], args[MoveArg.DST] = b.ctypes.data + 4 * p * nr, packed[0, p, 1].ctypes.data
        args[MoveArg.PATTERN], args[MoveArg.PERIOD] = pattern.ctypes.data, pattern.size // mover.vl
        args[MoveArg.ROWS], args[MoveArg.LENGTH], args[MoveArg.ROW_STEP] = k, width, n
        args[MoveArg.BLOCK_STEP], args[MoveArg.BATCH], args[MoveArg.CONTIGUOUS] = pattern.size, b_groups, 1
        args[MoveArg.SRC_IMAGE], args[MoveArg.DST_IMAGE] = k * n * 4, packed.strides[0]
        args[MoveArg.DST_ROW] = nr * 4
        schedule = make_schedule(b_groups * k, threads)
        calls.append(NativeCall(mover.run, args, schedule, keep=(b, packed, pattern, mover)))
    kernel = gemm_kernel(spec)
    args = np.zeros(ARG_COUNT, np.int64)
    args[Arg.A], args[Arg.W], args[Arg.C] = a.ctypes.data, packed.ctypes.data, y.ctypes.data
    args[Arg.M], args[Arg.K], args[Arg.KC], args[Arg.KS] = m, n, k, 1
    args[Arg.LDA], args[Arg.LDC] = k * 4, n * 4
    args[Arg.BATCH], args[Arg.GROUPS] = 1, groups
    args[Arg.A_BATCH_STRIDE], args[Arg.A_GROUP_STRIDE] = groups * m * k * 4, m * k * 4
    args[Arg.C_BATCH_STRIDE], args[Arg.C_GROUP_STRIDE] = groups * m * n * 4, m * n * 4
    args[Arg.W_GROUP_STRIDE] = 0 if shared_b else packed.strides[0]
    args[Arg.W_PANEL_STRIDE] = packed.strides[1]
    args[Arg.MIN], args[Arg.MAX] = _float_bits(-np.inf), _float_bits(np.inf)
    schedule = make_schedule(groups * spec.work_items(m, n), threads)
    calls.append(NativeCall(kernel.gemm, args, schedule, keep=(a, y, packed, kernel)))
    return calls
