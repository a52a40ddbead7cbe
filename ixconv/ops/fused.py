"""Native calls of fused element-wise programs (``ixconv.codegen.fused``) over NumPy arrays.

``fused_call`` finds the loop that covers the output: the output's shape with its unit dimensions dropped and
neighbouring dimensions merged wherever every operand is contiguous across them (NHWC plus a per-channel
operand: rows of C; plus an [N,1,1,C] squeeze-excitation scale: N x HW x C), the innermost of them read
as vectors or broadcast values, the rest (at most ``OUTER_MAX``) as outer rows.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ixconv.codegen.fused import ARRAY_STRIDE, OUTER_MAX, FusedArg, FusedSpec, arg_count, fused_kernel
from ixconv.cpu import host
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import default_threads, make_schedule

CHUNK = 2048  # inner elements per unit of work at most
DTYPES = {np.dtype(np.float32): "f32", np.dtype(np.uint8): "u8", np.dtype(np.int8): "s8"}
BF16 = np.dtype(np.uint16)  # an array of this dtype holds bf16 values (their bit patterns): an output receives the
# values rounded to bf16, an input (read along its inner dimension) is widened to float32


@dataclass(frozen=True)
class FusedRecipe:
    """What a fused call computes, kept with it: another call of the same program can be made from it (the
    bf16 plan stores a tensor that only bf16 convolutions read as bf16: ``graph.executor.store_bf16_tensors``)."""

    program: tuple
    outputs_of: tuple[int, ...]
    inputs: int
    num_threads: int | None


ITEM_ELEMENTS = 16384  # elements per work item, about (a unit of short rows is grouped with its neighbours)


def loop_of(
    shape: tuple[int, ...], strides: list[tuple[int, ...]], inputs: int = 0, itemsizes: list[int] | None = None
) -> tuple[list[int], list[list[int]]] | None:
    """(sizes, per-array byte strides) of the merged loop over ``shape``, outermost first, or None when it
    does not fit the kernel (too many outer dimensions; an inner stride other than one element (``itemsizes``,
    default 4: float32) or zero, except for the first ``inputs`` arrays, which the kernel gathers)."""
    keep = [d for d, n in enumerate(shape) if n != 1]
    sizes = [shape[d] for d in keep] or [1]
    steps = [[s[d] for d in keep] or [0] for s in strides]
    d = len(sizes) - 1
    while d > 0:  # merge dimension d - 1 into d where every array steps over d - 1 as over d's whole extent
        if all(st[d - 1] == st[d] * sizes[d] for st in steps):
            sizes[d] *= sizes[d - 1]
            del sizes[d - 1]
            for st in steps:
                del st[d - 1]
        d -= 1
    items = itemsizes or [4] * len(steps)
    if len(sizes) - 1 > OUTER_MAX or any(st[-1] not in (0, n) for st, n in zip(steps[inputs:], items[inputs:])):
        return None
    return sizes, steps


def fused_call(
    program: tuple,
    outputs_of: tuple[int, ...],
    inputs: list[np.ndarray],
    outputs: list[np.ndarray],
    num_threads: int | None = None,
) -> NativeCall | None:
    """The native call computing ``program`` (see ``FusedSpec``) of ``inputs`` into ``outputs``, or None when
    the arrays do not fit the kernel: every array float32 (or 8-bit: read as its integer values, written from
    integral values in range; or ``BF16``: bf16 values, not gathered), the outputs
    C-contiguous, writeable and of one non-empty shape, every input broadcasting to it (an 8-bit one read along
    its inner dimension or broadcast, not gathered)."""
    if not outputs or not all(isinstance(a, np.ndarray) and (a.dtype in DTYPES or a.dtype == BF16)
                              for a in [*inputs, *outputs]):  # fmt: skip
        return None
    shape = outputs[0].shape
    if any(o.shape != shape or not o.flags.c_contiguous or not o.flags.writeable for o in outputs):
        return None
    if outputs[0].size == 0:
        return None
    try:
        views = [np.broadcast_to(x, shape) for x in inputs]
    except ValueError:
        return None
    if any(v.shape != shape for v in views):
        return None
    arrays = [*inputs, *outputs]
    loop = loop_of(shape, [v.strides for v in views] + [o.strides for o in outputs], len(inputs),
                   [a.itemsize for a in arrays])  # fmt: skip
    if loop is None:
        return None
    sizes, steps = loop
    inner, outer = sizes[-1], sizes[:-1]
    inner_steps = [st[-1] for st in steps[: len(inputs)]]
    strided = tuple(step not in (0, x.itemsize) for step, x in zip(inner_steps, inputs))
    dtypes = tuple(DTYPES.get(a.dtype, "bf16") for a in arrays)
    if any(s and x.dtype != np.float32 for s, x in zip(strided, inputs)):
        return None  # (8-bit and bf16 values are not gathered)
    spec = FusedSpec(
        program, len(inputs), tuple(outputs_of), tuple(step != 0 for step in inner_steps), host().isa,
        strided if any(strided) else (), dtypes if set(dtypes) != {"f32"} else (),
    )  # fmt: skip
    chunk = min(inner, CHUNK)
    chunks_per_row = -(-inner // chunk)
    units = int(np.prod(outer, dtype=np.int64)) * chunks_per_row
    per_item = max(1, ITEM_ELEMENTS // chunk)
    args = np.zeros(arg_count(len(inputs) + len(outputs)), np.int64)
    args[FusedArg.UNITS], args[FusedArg.UNITS_PER_ITEM] = units, per_item
    args[FusedArg.CHUNK], args[FusedArg.CHUNKS_PER_ROW], args[FusedArg.INNER] = chunk, chunks_per_row, inner
    padded = [1] * (OUTER_MAX - len(outer)) + outer
    args[FusedArg.OUTER0 : FusedArg.OUTER0 + OUTER_MAX] = padded
    for a, (array, st) in enumerate(zip([*inputs, *outputs], steps)):
        at = FusedArg.ARRAYS + ARRAY_STRIDE * a
        args[at] = array.ctypes.data
        args[at + 1 + OUTER_MAX - len(outer) : at + 1 + OUTER_MAX] = st[:-1]
        args[FusedArg.ARRAYS + ARRAY_STRIDE * (len(inputs) + len(outputs)) + a] = st[-1]
    module, driver = fused_kernel(spec)
    schedule = make_schedule(-(-units // per_item), num_threads or default_threads())
    recipe = FusedRecipe(program, tuple(outputs_of), len(inputs), num_threads)
    return NativeCall(driver, args, schedule, keep=(*inputs, *outputs, module, recipe))
