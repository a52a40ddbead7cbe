"""Layout transposes and copies of float32 tensors: transposes on the blocked register transpose
(``codegen.transpose``), RGB-like inputs on the interleave kernel, copies and Concat on the gather kernel
(``codegen.movement``)."""

from __future__ import annotations

import numpy as np

from ixconv.codegen.movement import (
    BLOCK_FLOATS,
    BYTE_ROWS_ARG_COUNT,
    INTERLEAVE_BLOCK,
    INTERLEAVE_MAX_CHANNELS,
    MOVE_ARG_COUNT,
    ByteRowsArg,
    MoveArg,
    byte_rows_kernel,
    interleave_kernel,
    move_kernel,
    move_plan,
)
from ixconv.codegen.transpose import TILES_PER_ITEM, TRANSPOSE_ARG_COUNT, TransposeArg, transpose_kernel
from ixconv.cpu import host
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import default_threads, make_schedule

PERMUTATIONS = {"to_nhwc": (0, 2, 3, 1), "to_nchw": (0, 3, 1, 2)}
ROW_ITEM_FLOATS = 4096  # floats per work item of a row copy, about


def as_words(a):
    """An 8-bit array as float32 words (4 bytes each, the same memory) for the float copy kernels, which move bits
    and never compute on them: when its last axis is contiguous, a multiple of 4 long and every stride and the
    address are multiples of 4; else None. (A NHWC tensor of 16, 32, 64... 8-bit channels, or a slice of one.)"""
    if not isinstance(a, np.ndarray) or a.dtype.itemsize != 1 or a.ndim == 0 or a.shape[-1] % 4:
        return None
    if a.strides[-1] != 1 or any(s % 4 for s in a.strides[:-1]) or a.ctypes.data % 4:
        return None
    return a.view(np.float32)


def byte_rows_call(src: np.ndarray, dst: np.ndarray, num_threads: int | None = None) -> NativeCall:
    """The native copy of the 2-D byte array ``src`` (rows, length) into ``dst`` of the same shape; each row's bytes
    contiguous, rows any stride apart (an 8-bit input's rows into the columns of its padded copy)."""
    for name, a in (("src", src), ("dst", dst)):
        if not isinstance(a, np.ndarray) or a.ndim != 2 or a.dtype.itemsize != 1 or a.strides[1] != 1:
            raise ValueError(f"{name} must be a 2-D array of bytes, each row contiguous")
    if src.shape != dst.shape or not dst.flags.writeable or np.shares_memory(src, dst):
        raise ValueError("dst must be a writeable array of src's shape, apart from it")
    rows, length = src.shape
    args = np.zeros(BYTE_ROWS_ARG_COUNT, np.int64)
    args[ByteRowsArg.SRC], args[ByteRowsArg.DST] = src.ctypes.data, dst.ctypes.data
    args[ByteRowsArg.ROWS], args[ByteRowsArg.LENGTH] = rows, length
    args[ByteRowsArg.SRC_ROW], args[ByteRowsArg.DST_ROW] = src.strides[0], dst.strides[0]
    per_item = args[ByteRowsArg.ROWS_PER_ITEM] = max(1, 4 * ROW_ITEM_FLOATS // max(length, 1))
    kernel = byte_rows_kernel(host().isa)
    schedule = make_schedule(-(-rows // per_item), num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(src, dst, kernel))


def byte_copy_call(kind: str, src: np.ndarray, dst: np.ndarray, num_threads: int | None = None) -> NativeCall | None:
    """A move of a tensor of any dtype that keeps the elements' order (``copy``, or a layout transpose that
    moves no element: (N, C, 1, 1) <-> (N, 1, 1, C)) as the float32 copy kernel over its bytes, 4 at a time;
    None when it reorders elements or the byte count is not a multiple of 4."""
    for a in (src, dst):
        if not isinstance(a, np.ndarray) or not a.flags.c_contiguous or a.nbytes % 4 or not a.size:
            return None
    if src.nbytes != dst.nbytes or src.dtype != dst.dtype or not dst.flags.writeable:
        return None
    if kind in PERMUTATIONS:
        moved = [axis for axis in PERMUTATIONS[kind] if src.ndim == 4 and src.shape[axis] != 1]
        if src.ndim != 4 or moved != sorted(moved):
            return None
    elif kind != "copy":
        return None
    return move_call("copy", src.reshape(-1).view(np.float32), dst.reshape(-1).view(np.float32), num_threads)


def move_call(kind: str, src: np.ndarray, dst: np.ndarray, num_threads: int | None = None) -> NativeCall:
    """The native call that writes ``src`` moved as ``kind`` (to_nhwc, to_nchw, copy) into ``dst``."""
    for name, a in (("src", src), ("dst", dst)):
        if not isinstance(a, np.ndarray) or a.dtype != np.float32:
            raise TypeError(f"{name} must be a float32 numpy.ndarray")
        if not a.flags.c_contiguous:
            raise ValueError(f"{name} must be C-contiguous")
    if not dst.flags.writeable:
        raise ValueError("dst must be writeable")
    if kind in PERMUTATIONS and src.ndim == 4 and dst.size == src.size:
        moved = [axis for axis in PERMUTATIONS[kind] if src.shape[axis] != 1]
        if moved == sorted(moved):  # e.g. one channel, or one pixel: the transpose moves no element
            kind = "copy"
    if kind == "copy":
        expected = src.size
        if dst.size != expected:
            raise ValueError(f"dst must have {expected} elements, got shape {dst.shape}")
        image = src.reshape(1, -1).shape[1:]
        batch = 1
    else:
        if kind not in PERMUTATIONS:
            raise ValueError(f"kind must be 'to_nhwc', 'to_nchw' or 'copy', got {kind!r}")
        if src.ndim != 4:
            raise ValueError(f"src must be 4-D, got shape {src.shape}")
        expected = tuple(src.shape[i] for i in PERMUTATIONS[kind])
        if dst.shape != expected:
            raise ValueError(f"dst must have shape {expected}, got {dst.shape}")
        image, batch = src.shape[1:], src.shape[0]
    if np.shares_memory(src, dst):
        raise ValueError("dst must not overlap src")
    if kind == "to_nhwc" and src.shape[1] <= INTERLEAVE_MAX_CHANNELS:
        return _interleave_call(src, dst, num_threads)
    if kind in PERMUTATIONS:  # each image a matrix transpose: (C, H*W) -> (H*W, C) or back
        batch, rows, cols = permutation_as_matrix(src.shape, list(PERMUTATIONS[kind]))
        return _matrix_transpose_call(src, dst, batch, rows, cols, num_threads)
    kernel = move_kernel(host().isa)
    pattern, fields = move_plan(kind, image, kernel.vl)
    args = np.zeros(MOVE_ARG_COUNT, np.int64)
    for field, value in fields.items():
        args[field] = value
    args[MoveArg.SRC], args[MoveArg.DST], args[MoveArg.PATTERN] = src.ctypes.data, dst.ctypes.data, pattern.ctypes.data
    args[MoveArg.BATCH] = batch
    per_image = int(np.prod(image, dtype=np.int64)) * 4
    args[MoveArg.SRC_IMAGE] = args[MoveArg.DST_IMAGE] = per_image
    block = pattern.size
    items = batch * fields[MoveArg.ROWS] * -(-fields[MoveArg.LENGTH] // block)
    schedule = make_schedule(items, num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(src, dst, pattern, kernel))


def _matrix_transpose_call(src: np.ndarray, dst: np.ndarray, n: int, rows: int, cols: int, num_threads) -> NativeCall:
    kernel = transpose_kernel(host().isa)
    args = np.zeros(TRANSPOSE_ARG_COUNT, np.int64)
    args[TransposeArg.SRC], args[TransposeArg.DST] = src.ctypes.data, dst.ctypes.data
    args[TransposeArg.ROWS], args[TransposeArg.COLS], args[TransposeArg.BATCH] = rows, cols, n
    args[TransposeArg.SRC_ROW], args[TransposeArg.DST_ROW] = cols * 4, rows * 4
    args[TransposeArg.SRC_IMAGE] = args[TransposeArg.DST_IMAGE] = rows * cols * 4
    vl = kernel.vl
    items = n * -(-rows // vl) * -(-cols // (vl * TILES_PER_ITEM))
    schedule = make_schedule(items, num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(src, dst, kernel))


def _interleave_call(
    src: np.ndarray, dst: np.ndarray, num_threads: int | None, quantize: tuple[np.float32, int] | None = None
) -> NativeCall:
    """NCHW -> NHWC of an image with few channels (``codegen.movement.emit_interleave_module``); ``quantize``
    (scale, zero point): into 8-bit ``dst``."""
    n, c, h, w = src.shape
    code = "" if quantize is None else ("s8" if dst.dtype == np.int8 else "u8")
    kernel = interleave_kernel(host().isa, c, code)
    args = np.zeros(MOVE_ARG_COUNT, np.int64)
    args[MoveArg.SRC], args[MoveArg.DST] = src.ctypes.data, dst.ctypes.data
    args[MoveArg.LENGTH], args[MoveArg.BATCH] = h * w, n
    args[MoveArg.SRC_IMAGE], args[MoveArg.DST_IMAGE] = c * h * w * 4, c * h * w * dst.itemsize
    if quantize is not None:
        args[MoveArg.SCALE] = int(np.array(quantize[0], np.float32).view(np.int32))
        args[MoveArg.ZERO] = int(quantize[1])
    schedule = make_schedule(n * -(-(h * w) // INTERLEAVE_BLOCK), num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(src, dst, kernel))


def quantized_interleave_call(
    src: np.ndarray, dst: np.ndarray, scale: float, zero_point: int, num_threads: int | None = None
) -> NativeCall:
    """NCHW float32 -> NHWC 8-bit, quantized on the way (QuantizeLinear: ``round_half_even(x / scale) +
    zero_point`` saturated to ``dst``'s type, NaN -> 0: ``codegen.qepilogue.quantize``), for an image of at most
    ``INTERLEAVE_MAX_CHANNELS`` channels: a quantized model's input in one pass instead of two."""
    if not isinstance(src, np.ndarray) or src.dtype != np.float32 or src.ndim != 4 or not src.flags.c_contiguous:
        raise TypeError("src must be a C-contiguous 4-D float32 numpy.ndarray (NCHW)")
    n, c, h, w = src.shape
    if not 1 <= c <= INTERLEAVE_MAX_CHANNELS:
        raise ValueError(f"src must have 1..{INTERLEAVE_MAX_CHANNELS} channels, got {c}")
    if not isinstance(dst, np.ndarray) or dst.dtype not in (np.uint8, np.int8) or not dst.flags.c_contiguous:
        raise TypeError("dst must be a C-contiguous uint8 or int8 numpy.ndarray (NHWC)")
    if dst.shape != (n, h, w, c):
        raise ValueError(f"dst must have shape {(n, h, w, c)}, got {dst.shape}")
    scale32 = np.float32(scale)
    if not (np.isfinite(scale32) and scale32 > 0):
        raise ValueError(f"scale must be a positive finite float32, got {scale!r}")
    return _interleave_call(src, dst, num_threads, (scale32, int(zero_point)))


def concat_rows_calls(
    inputs: list[np.ndarray], out: np.ndarray, axis: int, num_threads: int | None = None, skip: list[bool] | None = None
):
    """Native calls that concatenate C-contiguous float32 tensors along any ``axis`` into ``out``: each input
    is ``outer`` rows of ``len * inner`` floats copied into its column range of the output's rows (None when
    the arrays do not fit)."""
    if not isinstance(out, np.ndarray) or out.dtype != np.float32 or not out.flags.c_contiguous or out.size == 0:
        return None
    outer = int(np.prod(out.shape[:axis], dtype=np.int64))
    inner = int(np.prod(out.shape[axis + 1 :], dtype=np.int64))
    width = out.shape[axis] * inner
    kernel = move_kernel(host().isa)
    vl = kernel.vl
    pattern = np.arange(vl * max(1, BLOCK_FLOATS // vl), dtype=np.int32)
    calls, offset = [], 0
    for k, x in enumerate(inputs):
        length = x.shape[axis] * inner if isinstance(x, np.ndarray) else 0
        if skip and skip[k]:  # already in place
            offset += length
            continue
        if not isinstance(x, np.ndarray) or x.dtype != np.float32 or not x.flags.c_contiguous:
            return None
        if x.ndim != out.ndim or np.shares_memory(x, out):
            return None
        if length == 0:
            continue
        args = np.zeros(MOVE_ARG_COUNT, np.int64)
        args[MoveArg.SRC], args[MoveArg.DST] = x.ctypes.data, out.ctypes.data + 4 * offset
        args[MoveArg.PATTERN], args[MoveArg.PERIOD] = pattern.ctypes.data, pattern.size // vl
        args[MoveArg.ROWS], args[MoveArg.LENGTH], args[MoveArg.ROW_STEP] = outer, length, length
        args[MoveArg.BLOCK_STEP], args[MoveArg.BATCH], args[MoveArg.CONTIGUOUS] = pattern.size, 1, 1
        args[MoveArg.SRC_IMAGE], args[MoveArg.DST_IMAGE] = 0, 0
        args[MoveArg.DST_ROW] = width * 4
        per_item = max(1, ROW_ITEM_FLOATS // length)  # short rows (a few channels per pixel) go together
        args[MoveArg.ROWS_PER_ITEM] = per_item
        items = -(-outer // per_item) * -(-length // pattern.size)
        schedule = make_schedule(items, num_threads or default_threads())
        calls.append(NativeCall(kernel.run, args, schedule, keep=(x, out, pattern, kernel)))
        offset += length
    return calls


def permutation_as_matrix(shape: tuple[int, ...], perm: list[int]) -> tuple[int, int, int] | None:
    """(batch, rows, cols) when ``perm`` keeps leading axes and swaps two trailing groups (``[0, 2, 1]``,
    ``[0, 1, 3, 2]``, NCHW <-> NHWC...): per batch entry, a rows x cols matrix transposed; else None."""
    n = len(shape)
    k = 0
    while k < n and perm[k] == k:
        k += 1
    if k == n:
        return None
    j = perm[k]  # the output starts with input axes j..n-1, then k..j-1
    if list(perm[k:]) != list(range(j, n)) + list(range(k, j)):
        return None
    batch = int(np.prod(shape[:k], dtype=np.int64))
    return batch, int(np.prod(shape[k:j], dtype=np.int64)), int(np.prod(shape[j:], dtype=np.int64))


def transpose_call(x: np.ndarray, y: np.ndarray, perm: list[int], num_threads: int | None = None):
    """The native call writing ``x.transpose(perm)`` into ``y`` when the permutation is a batched matrix
    transpose (``permutation_as_matrix``) of C-contiguous float32 arrays; else None."""
    if x.dtype != np.float32 or y.dtype != np.float32 or not x.flags.c_contiguous or not y.flags.c_contiguous:
        return None
    if x.size == 0 or y.shape != tuple(x.shape[p] for p in perm) or np.shares_memory(x, y):
        return None
    found = permutation_as_matrix(x.shape, list(perm))
    if found is None:
        return None
    batch, rows, cols = found
    return _matrix_transpose_call(x, y, batch, rows, cols, num_threads)


def concat_calls(
    inputs: list[np.ndarray], out: np.ndarray, num_threads: int | None = None, skip: list[bool] | None = None
) -> list[NativeCall]:
    """Native calls that concatenate NHWC float32 tensors along channels into ``out``: one copy per input,
    each row (pixel) of its channels into that pixel's slice of ``out``; ``skip``: inputs already in their
    slice (written there by their producer)."""
    if not isinstance(out, np.ndarray) or out.dtype != np.float32 or out.ndim != 4 or not out.flags.c_contiguous:
        raise ValueError("out must be a C-contiguous 4-D float32 array")
    n, h, w, channels = out.shape
    if sum(x.shape[3] for x in inputs) != channels:
        raise ValueError(f"the inputs' channels do not add up to the output's {channels}")
    skip = skip or [False] * len(inputs)
    for x, here in zip(inputs, skip):
        if not isinstance(x, np.ndarray) or x.dtype != np.float32 or not (here or x.flags.c_contiguous):
            raise ValueError("every input must be a C-contiguous float32 array")
        if x.shape[:3] != (n, h, w):
            raise ValueError(f"input of shape {x.shape} does not match the output {out.shape} but for channels")
        if not here and np.shares_memory(x, out):
            raise ValueError("the output must not overlap an input")
    return concat_rows_calls(inputs, out, 3, num_threads, skip)


def channel_permute_call(
    src: np.ndarray, dst: np.ndarray, order: np.ndarray, num_threads: int | None = None
) -> NativeCall:
    """The native call writing ``src[..., order]`` into ``dst``: every pixel's channels permuted (a channel
    shuffle in NHWC), as one gather per vector of output channels with ``order`` as the pattern."""
    for name, a in (("src", src), ("dst", dst)):
        if not isinstance(a, np.ndarray) or a.dtype != np.float32 or not a.flags.c_contiguous:
            raise ValueError(f"{name} must be a C-contiguous float32 numpy.ndarray")
    channels = src.shape[-1] if src.ndim else 0
    order = np.asarray(order, np.int64)
    if dst.shape != src.shape or src.size == 0:
        raise ValueError(f"dst must have the non-empty shape of src {src.shape}, got {dst.shape}")
    if sorted(order.tolist()) != list(range(channels)):
        raise ValueError(f"order must be a permutation of the {channels} channels")
    if not dst.flags.writeable or np.shares_memory(src, dst):
        raise ValueError("dst must be writeable and must not overlap src")
    kernel = move_kernel(host().isa)
    vl = kernel.vl
    period = -(-channels // vl)
    pattern = np.zeros(period * vl, np.int32)  # lanes past the channels are masked off: never read
    pattern[:channels] = order
    rows = src.size // channels
    per_item = max(1, ROW_ITEM_FLOATS // channels)
    args = np.zeros(MOVE_ARG_COUNT, np.int64)
    args[MoveArg.SRC], args[MoveArg.DST], args[MoveArg.PATTERN] = src.ctypes.data, dst.ctypes.data, pattern.ctypes.data
    args[MoveArg.PERIOD], args[MoveArg.ROWS], args[MoveArg.LENGTH] = period, rows, channels
    args[MoveArg.ROW_STEP], args[MoveArg.BLOCK_STEP], args[MoveArg.BATCH] = channels, 0, 1
    args[MoveArg.CONTIGUOUS] = int(np.array_equal(order, np.arange(channels)))
    args[MoveArg.DST_ROW], args[MoveArg.ROWS_PER_ITEM] = channels * 4, per_item
    schedule = make_schedule(-(-rows // per_item), num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(src, dst, pattern, kernel))
