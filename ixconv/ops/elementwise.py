"""Native calls of the element-wise kernels (``ixconv.codegen.elementwise``) over whole arrays."""

from __future__ import annotations

import numpy as np

from ixconv.codegen.elementwise import BLOCK, EW_ARG_COUNT, TWO_INPUTS, EwArg, elementwise_kernel
from ixconv.cpu import host
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import default_threads, make_schedule

IN_DTYPES = {
    "add": np.float32, "relu": np.float32, "clip": np.float32, "dequantize_u8": np.uint8, "dequantize_s8": np.int8,
    "quantize_u8": np.float32, "quantize_s8": np.float32, "dequantize_add_u8": np.uint8, "dequantize_add_s8": np.int8,
}  # fmt: skip
OUT_DTYPES = {"quantize_u8": np.uint8, "quantize_s8": np.int8}


def elementwise_call(
    kind: str,
    a: np.ndarray,
    out: np.ndarray,
    b: np.ndarray | None = None,
    scale: float = 1.0,
    zero: int = 0,
    num_threads: int | None = None,
    low: float = -np.inf,
    high: float = np.inf,
) -> NativeCall:
    """The native call that writes ``kind(a[, b])`` into ``out`` (all C-contiguous, of one shape)."""
    arrays = {"a": (a, IN_DTYPES[kind]), "out": (out, OUT_DTYPES.get(kind, np.float32))}
    if kind in TWO_INPUTS:
        arrays["b"] = (b, np.float32)
    for name, (array, dtype) in arrays.items():
        if not isinstance(array, np.ndarray) or array.dtype != dtype:
            raise TypeError(f"{name} must be a {np.dtype(dtype)} numpy.ndarray")
        if not array.flags.c_contiguous or array.shape != a.shape:
            raise ValueError(f"{name} must be C-contiguous with the shape {a.shape}")
    if not out.flags.writeable:
        raise ValueError("out must be writeable")
    args = np.zeros(EW_ARG_COUNT, np.int64)
    args[EwArg.A], args[EwArg.C], args[EwArg.COUNT] = a.ctypes.data, out.ctypes.data, a.size
    if kind in TWO_INPUTS:
        args[EwArg.B] = b.ctypes.data
    args[EwArg.SCALE] = int(np.array(scale, np.float32).view(np.int32))
    args[EwArg.ZERO] = int(zero)
    args[EwArg.LOW] = int(np.array(low, np.float32).view(np.int32))
    args[EwArg.HIGH] = int(np.array(high, np.float32).view(np.int32))
    kernel = elementwise_kernel(kind, host().isa)
    schedule = make_schedule(-(-a.size // BLOCK), num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(a, b, out, kernel), source_slot=EwArg.A)
