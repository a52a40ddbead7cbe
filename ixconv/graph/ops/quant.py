"""Quantization: QuantizeLinear, DequantizeLinear, and the quantized convolutions through ixconv's QConv2d and
ConvInteger."""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Node
from ixconv.graph.ops.nn import check_conv
from ixconv.graph.ops.registry import axis_index, bad_attr, fail, flag, optional_input, register, set_lowering
from ixconv.graph.ops.window import spatial_pads

_QUANT_TYPES = {2: np.uint8, 3: np.int8, 4: np.uint16, 5: np.int16}


def _quant_check(node: Node, opset: int) -> None:
    if node.attrs.get("block_size", 0) != 0:
        raise bad_attr(node, "block_size", "blocked quantization is not implemented")
    if "output_dtype" in node.attrs and node.attrs["output_dtype"] not in (0, *_QUANT_TYPES):
        raise bad_attr(node, "output_dtype", "only uint8, int8, uint16 and int16 are implemented")
    flag(node, "saturate", 1)  # only affects float8


def _per_axis(node: Node, value: np.ndarray, x: np.ndarray, opset: int) -> np.ndarray:
    """A per-tensor (scalar or 1-element) or per-axis (1-D) parameter, shaped to broadcast against x."""
    if value.ndim == 0 or value.size == 1:
        return value.reshape(())
    if value.ndim != 1 or opset < 13:
        raise fail(node, f"a parameter of shape {value.shape} is not per-tensor or per-axis")
    axis = axis_index(node, node.attrs.get("axis", 1), x.ndim)
    if value.shape[0] != x.shape[axis]:
        raise fail(node, f"{value.shape[0]} per-axis parameters for axis {axis} of size {x.shape[axis]}")
    shape = [1] * x.ndim
    shape[axis] = -1
    return value.reshape(shape)


@register("axis", "saturate", "block_size", "output_dtype", check=_quant_check)
def QuantizeLinear(node, inputs, opset):
    x, scale, zero_point = inputs[0], inputs[1], optional_input(inputs, 2)
    if zero_point is not None:
        dtype = zero_point.dtype
    else:
        dtype = np.dtype(_QUANT_TYPES.get(node.attrs.get("output_dtype", 2) or 2))
    if dtype not in [np.dtype(t) for t in _QUANT_TYPES.values()]:
        raise fail(node, f"quantizing to {dtype} is not supported (uint8, int8, uint16, int16)")
    scale = _per_axis(node, scale, x, opset)
    q = x / scale.astype(x.dtype) if x.dtype.kind == "f" else x.astype(scale.dtype) / scale  # a new array
    np.rint(q, out=q)  # half to even
    if zero_point is not None:
        q += _per_axis(node, zero_point, x, opset).astype(q.dtype)
    info = np.iinfo(dtype)
    return [np.clip(q, info.min, info.max, out=q).astype(dtype)]


@register("axis", "block_size", check=_quant_check)
def DequantizeLinear(node, inputs, opset):
    x, scale, zero_point = inputs[0], inputs[1], optional_input(inputs, 2)
    if x.dtype.kind not in "iu" or x.dtype.itemsize > 4:
        raise fail(node, f"dequantizing {x.dtype} is not supported")
    scale = _per_axis(node, scale, x, opset)
    zero = None if zero_point is None else _per_axis(node, zero_point, x, opset)
    if x.dtype.itemsize == 1 and scale.ndim == 0 and (zero is None or zero.ndim == 0):
        # 8 bits, one scale: look the 256 possible values up, computed exactly as below (one pass over x)
        codes = np.arange(256, dtype=np.uint8).view(x.dtype).astype(np.int64)
        table = (codes - (0 if zero is None else int(zero))).astype(scale.dtype) * scale
        return [table[x.view(np.uint8)]]
    shifted = x.astype(np.int64)
    if zero is not None:
        shifted = shifted - zero.astype(np.int64)
    return [shifted.astype(scale.dtype) * scale]


#    2-D one with constant weights the NHWC step, ``ixconv.graph.nhwc_ops.QConvStep``, with weights packed once)


def _quant_conv(node: Node, x: np.ndarray, w: np.ndarray, build):
    """Run a 2-D quantized convolution given as NCHW/OIHW through the operator ``build(geometry)`` makes."""
    if x.ndim != 4 or w.ndim != 4:
        raise fail(node, f"only 2-D quantized convolutions are supported, got input {x.shape} and weights {w.shape}")
    kernel = tuple(node.attrs.get("kernel_shape", w.shape[2:]))
    if kernel != tuple(w.shape[2:]):
        raise bad_attr(node, "kernel_shape", f"does not match the weights {w.shape}")
    strides = tuple(node.attrs.get("strides", [1, 1]))
    dilations = tuple(node.attrs.get("dilations", [1, 1]))
    pads = spatial_pads(node, node.attrs.get("auto_pad", "NOTSET"), x.shape[2:], kernel, strides, dilations)
    geometry = dict(stride=strides, padding=tuple(pads), dilation=dilations, groups=int(node.attrs.get("group", 1)))
    op = build(geometry)
    y = op(np.ascontiguousarray(x.transpose(0, 2, 3, 1)))
    return y.transpose(0, 3, 1, 2)


def _zero_point_or_default(value: np.ndarray | None, like: np.ndarray) -> np.ndarray:
    return np.zeros((), like.dtype) if value is None else value


@register("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides", check=check_conv)
def QLinearConv(node, inputs, opset):
    from ixconv.ops.qconv import QConv2d

    x, x_scale, x_zp, w, w_scale, w_zp, y_scale, y_zp = (optional_input(inputs, i) for i in range(8))
    bias = optional_input(inputs, 8)
    x_zp, w_zp = _zero_point_or_default(x_zp, x), _zero_point_or_default(w_zp, w)
    y_dtype = y_zp.dtype if y_zp is not None else x.dtype
    y_zp = _zero_point_or_default(y_zp, np.zeros((), y_dtype))

    def build(geometry):
        return QConv2d(
            w, w_scale.reshape(-1) if w_scale.size > 1 else w_scale, w_zp.reshape(-1) if w_zp.size > 1 else w_zp,
            x_scale, x_zp, y_scale, y_zp, bias, x_dtype=x.dtype, y_dtype=y_dtype, **geometry,
        )  # fmt: skip

    return [_quant_conv(node, x, w, build)]


@register("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides", check=check_conv)
def ConvInteger(node, inputs, opset):
    from ixconv.ops.qconv import ConvInteger as ConvIntegerOp

    x, w = inputs[0], inputs[1]
    x_zp = _zero_point_or_default(optional_input(inputs, 2), x)
    w_zp = _zero_point_or_default(optional_input(inputs, 3), w)

    def build(geometry):
        return ConvIntegerOp(w, w_zp.reshape(-1) if w_zp.size > 1 else w_zp, x_zp, x_dtype=x.dtype, **geometry)

    return [_quant_conv(node, x, w, build)]


@set_lowering("QuantizeLinear", "DequantizeLinear")
def lower_quantize(node: Node, inputs: list, y: np.ndarray, constant: tuple, threads: int | None, opset: int):
    """Per-tensor QuantizeLinear / DequantizeLinear of 8-bit tensors with constant scalar parameters: the
    generated ``quantize_{u8,s8}`` / ``dequantize_{u8,s8}`` kernels (the glue of a quantized model)."""
    from ixconv.ops.elementwise import elementwise_call

    x = inputs[0]
    if set(node.attrs) - {"axis"} or x.shape != y.shape:
        return None
    params = [v for v in inputs[1:3] if v is not None]
    if len(constant) < len(inputs) or not all(constant[1 : 1 + len(params)]):
        return None  # parameters computed at run time: their values may change between runs
    if any(v.size != 1 for v in params) or params[0].dtype != np.float32:
        return None
    scale = float(params[0].reshape(()))
    zero = params[1] if len(params) > 1 else None
    if node.op == "DequantizeLinear":
        if x.dtype not in (np.uint8, np.int8) or (zero is not None and zero.dtype != x.dtype) or y.dtype != np.float32:
            return None
        kind = "dequantize_u8" if x.dtype == np.uint8 else "dequantize_s8"
    else:
        if x.dtype != np.float32 or y.dtype not in (np.uint8, np.int8) or (zero is not None and zero.dtype != y.dtype):
            return None
        kind = "quantize_u8" if y.dtype == np.uint8 else "quantize_s8"
    zero_value = 0 if zero is None else int(zero.reshape(()))
    return elementwise_call(kind, x, y, scale=scale, zero=zero_value, num_threads=threads)


@register(max_outputs=3)
def DynamicQuantizeLinear(node, inputs, opset):
    """uint8 quantization with a scale and zero point computed from the data's range (which includes 0)."""
    x = inputs[0].astype(np.float32)
    low, high = min(float(x.min(initial=0.0)), 0.0), max(float(x.max(initial=0.0)), 0.0)
    scale = np.float32((high - low) / 255.0)
    zero = np.uint8(np.clip(np.rint(-low / scale), 0, 255)) if scale else np.uint8(0)
    q = np.clip(np.rint(x / scale) + zero, 0, 255) if scale else np.full(x.shape, zero, np.float32)
    return [q.astype(np.uint8), np.array(scale, np.float32), np.array(zero, np.uint8)]


@register()
def MatMulInteger(node, inputs, opset):
    a, b = inputs[0], inputs[1]
    a_zero, b_zero = optional_input(inputs, 2), optional_input(inputs, 3)
    a64 = a.astype(np.int64) - (0 if a_zero is None else np.asarray(a_zero, np.int64).reshape(-1, 1)
                                if np.asarray(a_zero).size > 1 else int(np.asarray(a_zero).reshape(())))  # fmt: skip
    b64 = b.astype(np.int64) - (0 if b_zero is None else np.asarray(b_zero, np.int64).reshape(-1)
                                if np.asarray(b_zero).size > 1 else int(np.asarray(b_zero).reshape(())))  # fmt: skip
    return [np.matmul(a64, b64).astype(np.int32)]


@register()
def QLinearMatMul(node, inputs, opset):
    """(a - a_zero) a_scale @ (b - b_zero) b_scale, requantized to y_scale / y_zero (round half to even,
    saturated): the integer product is exact, the rescale in float32 as ONNX Runtime does it."""
    a, a_scale, a_zero, b, b_scale, b_zero, y_scale, y_zero = inputs[:8]
    acc = np.matmul(a.astype(np.int64) - a_zero.astype(np.int64), b.astype(np.int64) - b_zero.astype(np.int64))
    scale = (a_scale.astype(np.float32) * b_scale.astype(np.float32)) / y_scale.astype(np.float32)
    y = np.rint(acc.astype(np.float32) * scale) + y_zero.astype(np.float32)
    info = np.iinfo(y_zero.dtype)
    return [np.clip(y, info.min, info.max).astype(y_zero.dtype)]
