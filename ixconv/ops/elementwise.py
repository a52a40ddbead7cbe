"""Native calls of the element-wise kernels (``ixconv.codegen.elementwise``) over whole arrays."""

from __future__ import annotations

import numpy as np

from ixconv.codegen.elementwise import (
    BLOCK,
    EW_ARG_COUNT,
    QUANTIZED_B,
    QUANTIZING_ADDS,
    TWO_INPUTS,
    EwArg,
    elementwise_kernel,
)
from ixconv.cpu import host
from ixconv.ops.program import NativeCall
from ixconv.ops.threads import default_threads, make_schedule

IN_DTYPES = {
    "add": np.float32, "relu": np.float32, "clip": np.float32, "dequantize_u8": np.uint8, "dequantize_s8": np.int8,
    "quantize_u8": np.float32, "quantize_s8": np.float32, "dequantize_add_u8": np.uint8, "dequantize_add_s8": np.int8,
    **{kind: np.uint8 if kind.startswith("dequantize_add_u8") else np.int8 for kind in QUANTIZING_ADDS + QUANTIZED_B},
}  # fmt: skip
OUT_DTYPES = {"quantize_u8": np.uint8, "quantize_s8": np.int8}


def elementwise_call(
    kind: str,
    a: np.ndarray,
    out: np.ndarray | None,
    b: np.ndarray | None = None,
    scale: float = 1.0,
    zero: int = 0,
    num_threads: int | None = None,
    low: float = -np.inf,
    high: float = np.inf,
    quantized: np.ndarray | None = None,
    quantized_scale: float = 1.0,
    quantized_zero: int = 0,
    b_scale: float = 1.0,
    b_zero: int = 0,
) -> NativeCall:
    """The native call that writes ``kind(a[, b])`` into ``out`` (all C-contiguous, of one shape). The
    quantizing kinds (``dequantize_add_*_q*``) also write ``quantized`` (its scale and zero point given);
    their ``out`` may be None. The ``dequantize_add_*_b*`` kinds dequantize an 8-bit ``b`` with ``b_scale``,
    ``b_zero``."""
    arrays = {"a": (a, IN_DTYPES[kind]), "out": (out, OUT_DTYPES.get(kind, np.float32))}
    if kind in TWO_INPUTS:
        b_code = next((part[1:] for part in kind.split("_") if part in ("bu8", "bs8")), None)
        arrays["b"] = (b, {None: np.float32, "u8": np.uint8, "s8": np.int8}[b_code])
    if kind in QUANTIZING_ADDS:
        arrays["quantized"] = (quantized, np.uint8 if kind.endswith("qu8") else np.int8)
        if out is None:
            del arrays["out"]
    for name, (array, dtype) in arrays.items():
        if not isinstance(array, np.ndarray) or array.dtype != dtype:
            raise TypeError(f"{name} must be a {np.dtype(dtype)} numpy.ndarray")
        if not array.flags.c_contiguous or array.shape != a.shape:
            raise ValueError(f"{name} must be C-contiguous with the shape {a.shape}")
        if name in ("out", "quantized") and not array.flags.writeable:
            raise ValueError(f"{name} must be writeable")
    args = np.zeros(EW_ARG_COUNT, np.int64)
    args[EwArg.A], args[EwArg.COUNT] = a.ctypes.data, a.size
    args[EwArg.C] = 0 if out is None else out.ctypes.data
    if kind in TWO_INPUTS:
        args[EwArg.B] = b.ctypes.data
    args[EwArg.SCALE] = int(np.array(scale, np.float32).view(np.int32))
    args[EwArg.ZERO] = int(zero)
    args[EwArg.LOW] = int(np.array(low, np.float32).view(np.int32))
    args[EwArg.HIGH] = int(np.array(high, np.float32).view(np.int32))
    if kind in QUANTIZING_ADDS:
        args[EwArg.D] = quantized.ctypes.data
        args[EwArg.SCALE2] = int(np.array(quantized_scale, np.float32).view(np.int32))
        args[EwArg.ZERO2] = int(quantized_zero)
    if kind in QUANTIZED_B:
        args[EwArg.SCALE3] = int(np.array(b_scale, np.float32).view(np.int32))
        args[EwArg.ZERO3] = int(b_zero)
    kernel = elementwise_kernel(kind, host().isa)
    schedule = make_schedule(-(-a.size // BLOCK), num_threads or default_threads())
    return NativeCall(kernel.run, args, schedule, keep=(a, b, out, quantized, kernel))
