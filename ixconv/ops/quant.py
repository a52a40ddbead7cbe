"""Affine 8-bit quantization with ONNX semantics: ``real = scale * (q - zero_point)``.

* ``quantize``   ``q = saturate(round_half_to_even(x / scale) + zero_point)`` (QuantizeLinear), the
  division in float32 like ONNX Runtime;
* ``dequantize`` ``x = (q - zero_point) * scale`` in float32 (DequantizeLinear);
* ``calibrate``  (min, max) -> (scale, zero point), per tensor or per channel, the range widened to hold
  0 so that real 0 is exactly representable (zero padding of a convolution stays exact);
* ``QuantParams`` the validated pair, per tensor (``axis=None``) or per channel along ``axis``.

Every check raises a ValueError or TypeError that names the parameter: scale <= 0, NaN or inf, a zero
point outside the type's range or not an integer, a per-channel array of the wrong length, a dtype that
is neither uint8 nor int8.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass

import numpy as np

QUANT_RANGES = {np.dtype(np.uint8): (0, 255), np.dtype(np.int8): (-128, 127)}


def quant_dtype(dtype, name: str = "dtype") -> np.dtype:
    """uint8 or int8 as a numpy dtype, else a TypeError naming the parameter."""
    try:
        dt = np.dtype(dtype)
    except TypeError:
        raise TypeError(f"{name} must be uint8 or int8, got {dtype!r}") from None
    if dt not in QUANT_RANGES:
        raise TypeError(f"{name} must be uint8 or int8, got {dt}")
    return dt


def check_scale(scale, name: str, length: int | None = None) -> np.ndarray:
    """A float32 scale: a scalar (shape ()) or, when ``length`` is given, also a 1-D array of that length.

    Every value must be finite and > 0 (and stay so in float32).
    """
    if isinstance(scale, bool) or not isinstance(scale, (numbers.Real, np.ndarray, np.generic, list, tuple)):
        raise TypeError(f"{name} must be a positive float or an array of them, got {type(scale).__name__}")
    arr = np.asarray(scale)
    if arr.dtype.kind not in "fiu":
        raise TypeError(f"{name} must be a floating-point value, got dtype {arr.dtype}")
    arr64 = arr.astype(np.float64)
    if arr.ndim > 1 or (arr.ndim == 1 and arr.size == 1):
        arr64 = arr64.reshape(-1)
        if arr64.size == 1 and length is None:
            arr64 = arr64.reshape(())
    if arr64.ndim == 1:
        if length is None:
            raise ValueError(f"{name} must be a scalar (per-tensor), got shape {arr.shape}")
        if arr64.size not in (1, length):
            raise ValueError(f"{name} must be a scalar or have {length} values (one per channel), got {arr64.size}")
    if arr64.size == 0:
        raise ValueError(f"{name} must not be empty")
    if not np.all(np.isfinite(arr64)):
        raise ValueError(f"{name} must be finite, got {arr!r}")
    if not np.all(arr64 > 0):
        raise ValueError(f"{name} must be > 0, got {arr!r}")
    with np.errstate(over="ignore"):
        out = arr64.astype(np.float32)
    if not np.all(np.isfinite(out)) or not np.all(out > 0):
        raise ValueError(f"{name} must be a positive finite float32 value, got {arr!r}")
    return out


def check_zero_point(zero_point, name: str, dtype, length: int | None = None) -> np.ndarray:
    """An int32 zero point (shape () or (length,)) within the range of ``dtype``.

    A numpy array or scalar of an 8-bit type must be of ``dtype`` itself (ONNX: the zero point's type is
    the tensor's type).
    """
    dtype = quant_dtype(dtype)
    lo, hi = QUANT_RANGES[dtype]
    if isinstance(zero_point, bool) or not isinstance(
        zero_point, (numbers.Integral, np.ndarray, np.generic, list, tuple)
    ):
        raise TypeError(f"{name} must be an integer or an array of integers, got {type(zero_point).__name__}")
    arr = np.asarray(zero_point)
    if arr.dtype.kind not in "iu":
        raise TypeError(f"{name} must be integers, got dtype {arr.dtype}")
    if arr.dtype in QUANT_RANGES and arr.dtype != dtype:
        raise TypeError(f"{name} has dtype {arr.dtype} but the tensor it describes is {dtype}")
    flat = arr.astype(np.int64)
    if flat.ndim > 1 or (flat.ndim == 1 and flat.size == 1 and length is None):
        flat = flat.reshape(-1)
        if flat.size == 1:
            flat = flat.reshape(())
    if flat.ndim == 1:
        if length is None:
            raise ValueError(f"{name} must be a scalar (per-tensor), got shape {arr.shape}")
        if flat.size not in (1, length):
            raise ValueError(f"{name} must be a scalar or have {length} values (one per channel), got {flat.size}")
    if flat.size == 0:
        raise ValueError(f"{name} must not be empty")
    if flat.min() < lo or flat.max() > hi:
        raise ValueError(f"{name} must be in [{lo}, {hi}] for {dtype}, got {zero_point!r}")
    return flat.astype(np.int32)


@dataclass(frozen=True, eq=False)
class QuantParams:
    """Validated affine parameters of a uint8/int8 tensor; per channel along ``axis`` when it is not None."""

    scale: np.ndarray  # float32, shape () or (channels,)
    zero_point: np.ndarray  # int32, same shape
    dtype: np.dtype
    axis: int | None = None

    @classmethod
    def make(cls, scale, zero_point=0, dtype=np.uint8, axis: int | None = None, channels: int | None = None):
        dtype = quant_dtype(dtype)
        s = check_scale(scale, "scale", channels if axis is not None else None)
        z = check_zero_point(zero_point, "zero_point", dtype, channels if axis is not None else None)
        if axis is not None and s.ndim == 1 and z.ndim == 1 and s.size != z.size:
            raise ValueError(f"zero_point has {z.size} values but scale has {s.size}")
        return cls(s, z, dtype, axis)

    @property
    def qmin(self) -> int:
        return QUANT_RANGES[self.dtype][0]

    @property
    def qmax(self) -> int:
        return QUANT_RANGES[self.dtype][1]

    def quantize(self, x: np.ndarray) -> np.ndarray:
        return quantize(x, self.scale, self.zero_point, self.dtype, self.axis)

    def dequantize(self, q: np.ndarray) -> np.ndarray:
        return dequantize(q, self.scale, self.zero_point, self.axis)


def _axis(axis, ndim: int, name: str = "axis") -> int | None:
    if axis is None:
        return None
    if isinstance(axis, bool) or not isinstance(axis, numbers.Integral) or not -ndim <= axis < ndim:
        raise ValueError(f"{name} must be an int in [{-ndim}, {ndim}), got {axis!r}")
    return int(axis) % ndim


def _broadcast(values: np.ndarray, axis: int | None, ndim: int) -> np.ndarray:
    if axis is None or values.ndim == 0:
        return values
    shape = [1] * ndim
    shape[axis] = -1
    return values.reshape(shape)


def quantize(x, scale, zero_point=0, dtype=np.uint8, axis: int | None = None) -> np.ndarray:
    """ONNX QuantizeLinear: ``saturate(round_half_even(x / scale) + zero_point)``, x / scale in float32."""
    if not isinstance(x, np.ndarray) or x.dtype.kind != "f":
        raise TypeError(f"x must be a floating-point numpy.ndarray, got {getattr(x, 'dtype', type(x).__name__)}")
    dtype = quant_dtype(dtype)
    axis = _axis(axis, x.ndim)
    channels = x.shape[axis] if axis is not None else None
    s = _broadcast(check_scale(scale, "scale", channels), axis, x.ndim)
    z = _broadcast(check_zero_point(zero_point, "zero_point", dtype, channels), axis, x.ndim)
    lo, hi = QUANT_RANGES[dtype]
    q = np.rint(x.astype(np.float32) / s) + z.astype(np.float32)  # |round(x/s)| beyond 2^24 saturates anyway
    return np.clip(q, lo, hi).astype(dtype)


def dequantize(q, scale, zero_point=0, axis: int | None = None) -> np.ndarray:
    """ONNX DequantizeLinear: ``(q - zero_point) * scale`` in float32."""
    if not isinstance(q, np.ndarray):
        raise TypeError(f"q must be a numpy.ndarray, got {type(q).__name__}")
    dtype = quant_dtype(q.dtype, "q")
    axis = _axis(axis, q.ndim)
    channels = q.shape[axis] if axis is not None else None
    s = _broadcast(check_scale(scale, "scale", channels), axis, q.ndim)
    z = _broadcast(check_zero_point(zero_point, "zero_point", dtype, channels), axis, q.ndim)
    return (q.astype(np.int32) - z).astype(np.float32) * s


def calibrate(rmin, rmax, dtype=np.uint8, symmetric: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """(scale float32, zero point int32) covering [rmin, rmax] (scalars or per-channel arrays).

    The range is first widened to include 0, so real 0 maps exactly to the zero point. Asymmetric:
    ``scale = (max - min) / (qmax - qmin)``, ``zero_point = round(qmin - min / scale)``. Symmetric:
    ``scale = max(|min|, |max|) / 127`` and zero point 0 (int8) or 128 (uint8). An all-zero range gets
    scale 1.
    """
    dtype = quant_dtype(dtype)
    qlo, qhi = QUANT_RANGES[dtype]
    lo = np.asarray(rmin, np.float64)
    hi = np.asarray(rmax, np.float64)
    if lo.shape != hi.shape:
        raise ValueError(f"rmin and rmax must have the same shape, got {lo.shape} and {hi.shape}")
    for name, arr in (("rmin", lo), ("rmax", hi)):
        if not np.all(np.isfinite(arr)):
            raise ValueError(f"{name} must be finite, got {arr!r}")
    if np.any(lo > hi):
        raise ValueError(f"rmin must be <= rmax, got {rmin!r} > {rmax!r}")
    lo, hi = np.minimum(lo, 0.0), np.maximum(hi, 0.0)
    if symmetric:
        amax = np.maximum(-lo, hi)
        scale = np.where(amax > 0, amax / 127.0, 1.0)
    else:
        scale = np.where(hi > lo, (hi - lo) / (qhi - qlo), 1.0)
    # a float32 scale below the smallest normal number (ranges of ~1e-36 and less) loses its precision, and
    # the range would no longer be covered: such scales become the smallest normal float32
    tiny = np.float32(np.finfo(np.float32).tiny)
    scale32 = np.maximum(scale.astype(np.float32), tiny)
    if symmetric:
        zero = np.full(lo.shape, 0 if dtype == np.int8 else 128, np.int64)
    else:  # from the scale actually used
        zero = np.clip(np.rint(qlo - lo / scale32.astype(np.float64)), qlo, qhi).astype(np.int64)
    return scale32, zero.astype(np.int32)


def choose_qparams(x: np.ndarray, dtype=np.uint8, axis: int | None = None, symmetric: bool = False) -> QuantParams:
    """QuantParams from the min/max of ``x`` (over everything, or per index along ``axis``)."""
    if not isinstance(x, np.ndarray) or x.dtype.kind != "f":
        raise TypeError("x must be a floating-point numpy.ndarray")
    if x.size == 0:
        raise ValueError("x must not be empty")
    axis = _axis(axis, x.ndim)
    if axis is None:
        lo, hi = x.min(), x.max()
    else:
        reduce = tuple(i for i in range(x.ndim) if i != axis)
        lo, hi = x.min(axis=reduce), x.max(axis=reduce)
    scale, zero = calibrate(lo, hi, dtype, symmetric)
    return QuantParams(scale, zero, quant_dtype(dtype), axis)


@dataclass(frozen=True, eq=False)
class ActivationTable:
    """What an 8-bit convolution's output becomes, for each of its 256 values: ``entries[byte]`` (int8 values at
    their byte: -1 at 255), of type ``quantize_dtype``. A graph's float glue between two quantizations evaluated
    once on every value (``fusion.fuse_into_quantized_convolutions``), run in the kernel as a lookup."""

    entries: np.ndarray
    quantize_dtype: np.dtype = np.dtype(np.uint8)

    def __post_init__(self) -> None:
        dtype = quant_dtype(self.quantize_dtype, "quantize_dtype")
        entries = np.asarray(self.entries)
        if entries.shape != (256,) or entries.dtype.kind not in "iu":
            raise ValueError(f"entries must be 256 integers (one per byte), got {entries.dtype} {entries.shape}")
        qmin, qmax = QUANT_RANGES[dtype]
        if entries.min() < qmin or entries.max() > qmax:
            raise ValueError(f"entries must be {dtype} values in [{qmin}, {qmax}]")
        object.__setattr__(self, "quantize_dtype", dtype)
        object.__setattr__(self, "entries", entries.astype(np.int32))

    def table(self, dtype) -> np.ndarray:
        """The entries, indexed by the byte of an 8-bit value of ``dtype`` (either type: a byte is a byte)."""
        quant_dtype(dtype, "dtype")
        return self.entries

    def reference(self, q: np.ndarray) -> np.ndarray:
        return self.entries[np.ascontiguousarray(q).view(np.uint8)].astype(self.quantize_dtype)


@dataclass(frozen=True)
class RequantizedActivation:
    """A float activation between two quantizations of an 8-bit convolution's output, run in its kernel as a
    table (``ixconv.codegen.qepilogue``): DequantizeLinear (``dequantize_scale``, ``dequantize_zero_point``) ->
    ``program`` (``ixconv.codegen.fused``'s instructions over value 0) -> QuantizeLinear (``quantize_scale``,
    ``quantize_zero_point`` of ``quantize_dtype``: the convolution's output type then)."""

    program: tuple
    dequantize_scale: float
    dequantize_zero_point: int
    quantize_scale: float
    quantize_zero_point: int
    quantize_dtype: np.dtype = np.dtype(np.uint8)

    def __post_init__(self) -> None:
        from ixconv.codegen.epilogue import as_program, epilogue_problems

        object.__setattr__(self, "program", as_program(self.program))
        object.__setattr__(self, "quantize_dtype", quant_dtype(self.quantize_dtype, "quantize_dtype"))
        problems = epilogue_problems(self.program)
        if not self.program:
            problems.append("an empty program (then no float step is needed)")
        if problems:
            raise ValueError("RequantizedActivation program: " + "; ".join(problems))
        for name in ("dequantize_scale", "quantize_scale"):
            object.__setattr__(self, name, float(check_scale(getattr(self, name), name)))
        qmin, qmax = QUANT_RANGES[self.quantize_dtype]
        if not qmin <= int(self.quantize_zero_point) <= qmax:
            raise ValueError(f"quantize_zero_point must be in [{qmin}, {qmax}], got {self.quantize_zero_point}")
        if not -255 <= int(self.dequantize_zero_point) <= 255:
            raise ValueError(f"dequantize_zero_point must be an 8-bit value, got {self.dequantize_zero_point}")

    def table(self, dtype) -> np.ndarray:
        """The three steps for every value of an 8-bit ``dtype``, as int32 indexed by the value's byte (int8 -1 at
        255): what the kernels look their requantized output up in."""
        values = np.arange(256, dtype=np.uint8).view(quant_dtype(dtype, "dtype"))
        return self.reference(values).astype(np.int32)

    def reference(self, q: np.ndarray) -> np.ndarray:
        """The three steps in NumPy on an 8-bit array (float32 throughout, as ONNX Runtime computes them)."""
        from ixconv.ops.reference import run_program

        x = (q.astype(np.int32) - int(self.dequantize_zero_point)).astype(np.float32)
        x = x * np.float32(self.dequantize_scale)
        with np.errstate(all="ignore"):
            y = run_program(self.program, x) / np.float32(self.quantize_scale)
        qmin, qmax = QUANT_RANGES[self.quantize_dtype]
        y = np.where(np.isnan(y), 0, np.rint(y) + int(self.quantize_zero_point))
        return np.clip(y, qmin, qmax).astype(self.quantize_dtype)


@dataclass(frozen=True)
class QuantizedAdd:
    """A quantized residual Add after an 8-bit convolution, run in its epilogue (``ixconv.codegen.qepilogue``):
    DequantizeLinear of the convolution's 8-bit output (``dequantize_scale``, ``dequantize_zero_point``) plus
    DequantizeLinear of an 8-bit ``residual_dtype`` tensor of the output's shape (``residual_scale``,
    ``residual_zero_point``), clipped to [``low``, ``high``] (a fused Relu: low 0), then QuantizeLinear
    (``quantize_scale``, ``quantize_zero_point`` of ``quantize_dtype``: the convolution's output type then). Float32
    throughout and rounded as those ONNX operators round (``passes.fuse_dequantize_add``'s kernel, bit for bit)."""

    dequantize_scale: float
    dequantize_zero_point: int
    residual_scale: float
    residual_zero_point: int
    quantize_scale: float
    quantize_zero_point: int
    residual_dtype: np.dtype = np.dtype(np.uint8)
    quantize_dtype: np.dtype = np.dtype(np.uint8)
    low: float = -np.inf
    high: float = np.inf

    def __post_init__(self) -> None:
        for name in ("residual_dtype", "quantize_dtype"):
            object.__setattr__(self, name, quant_dtype(getattr(self, name), name))
        for name in ("dequantize_scale", "residual_scale", "quantize_scale"):
            object.__setattr__(self, name, float(check_scale(getattr(self, name), name)))
        for name in ("dequantize_zero_point", "residual_zero_point", "quantize_zero_point"):
            value = getattr(self, name)
            if not isinstance(value, (numbers.Integral, np.integer)) or isinstance(value, bool):
                raise TypeError(f"{name} must be an integer, got {value!r}")
            object.__setattr__(self, name, int(value))
        if not -255 <= self.dequantize_zero_point <= 255:
            raise ValueError(f"dequantize_zero_point must be an 8-bit value, got {self.dequantize_zero_point}")
        for name, dtype in (("residual_zero_point", self.residual_dtype), ("quantize_zero_point", self.quantize_dtype)):
            qmin, qmax = QUANT_RANGES[dtype]
            if not qmin <= getattr(self, name) <= qmax:
                raise ValueError(f"{name} must be in [{qmin}, {qmax}] ({dtype}), got {getattr(self, name)}")
        low, high = np.float32(self.low), np.float32(self.high)
        if np.isnan(low) or np.isnan(high) or low > high:
            raise ValueError(f"low and high must be ordered bounds, got {self.low!r}, {self.high!r}")
        object.__setattr__(self, "low", float(low))
        object.__setattr__(self, "high", float(high))
        with np.errstate(over="ignore"):
            reach = np.float32(510) * (np.float32(self.dequantize_scale) + np.float32(self.residual_scale))
        if not np.isfinite(reach):
            raise ValueError("dequantize_scale and residual_scale: the dequantized sum must stay finite in float32")

    def quotient_bounds(self) -> tuple[float, float]:
        """The bounds of ``round_half_even(sum / quantize_scale)``, the QuantizeLinear's zero point not yet added:
        its type's range, narrowed by the clip (each bound quantized: rounding is monotonic, so clipping the sum and
        then saturating is clamping the rounded quotient)."""
        qmin, qmax = QUANT_RANGES[self.quantize_dtype]
        low, high = float(qmin - self.quantize_zero_point), float(qmax - self.quantize_zero_point)
        scale = np.float32(self.quantize_scale)
        with np.errstate(all="ignore"):
            if self.low > -np.inf:
                low = max(low, float(np.rint(np.float32(self.low) / scale)))
            if self.high < np.inf:
                high = min(high, float(np.rint(np.float32(self.high) / scale)))
        return low, high

    def reference(self, q: np.ndarray, residual: np.ndarray) -> np.ndarray:
        """The four steps in NumPy on the convolution's 8-bit output ``q`` and the 8-bit ``residual``."""
        a = (q.astype(np.int32) - self.dequantize_zero_point).astype(np.float32) * np.float32(self.dequantize_scale)
        b = (residual.astype(np.int32) - self.residual_zero_point).astype(np.float32) * np.float32(self.residual_scale)
        y = a + b
        y = np.where(y < np.float32(self.low), np.float32(self.low), y)
        y = np.where(y > np.float32(self.high), np.float32(self.high), y)
        with np.errstate(all="ignore"):  # (finite operands: no NaN; a tiny scale's quotient saturates)
            return quantize(y, self.quantize_scale, self.quantize_zero_point, self.quantize_dtype)
