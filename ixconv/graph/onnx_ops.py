"""NumPy implementations of ONNX operators (default domain, opsets 9 to 21) with exact ONNX semantics.

One function per operator, named after it and registered in ``REGISTRY``; each takes ``(node, inputs,
opset)`` and returns one array per node output (``None`` for an omitted optional output, name "").
``check_node`` validates a node's attributes once, before it runs: an unknown attribute, an attribute
value outside what is implemented, an attribute that the node's opset moved to an input, or an op that is
not here raises ``ValueError`` naming the node, the op and the attribute. Nothing is approximated: ops whose
attributes select semantics (modes, padding schemes, opset forms) re-validate them on every run as well, and
input values that cannot be honoured (a training-mode Dropout, a reflect pad longer than the axis, ...) raise
``ValueError`` naming the node at run time.

Conventions:

* dtypes follow the ONNX type constraints: float32 in gives float32 out (constants are cast to the input's
  dtype, never the other way round); integer Div truncates toward zero as in C.
* Outputs may share memory with inputs (Identity, Reshape, Flatten, Squeeze, Unsqueeze, Transpose, Slice,
  Split, Dropout): treat every output as read-only.
* Where ONNX's reference evaluator and the spec (or ONNX Runtime, where the spec is silent) disagree, the
  spec wins; the cases are noted at the operator and covered by tests against ONNX Runtime.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ixconv.graph.ir import Node

MIN_OPSET = 9
MAX_OPSET = 28  # opsets 22-28 change these ops only by new element types or attributes (refused below)


class OpError(ValueError):
    """An unsupported op, attribute or input value; the message names the node and the op."""


@dataclass(frozen=True)
class OpDef:
    run: Callable[[Node, list[np.ndarray | None], int], list[np.ndarray]]  # (node, inputs, opset) -> outputs
    check: Callable[[Node, int], None] | None = None  # validate attributes once, before any run


REGISTRY: dict[str, OpDef] = {}


def check_node(node: Node, opset: int) -> None:
    """Raise ``ValueError`` if the node's op, opset or attributes are not supported."""
    if node.domain not in ("", "ai.onnx"):
        raise OpError(f"node {node}: operator domain {node.domain!r} is not supported")
    if not MIN_OPSET <= opset <= MAX_OPSET:
        raise OpError(f"node {node}: opset {opset} is not supported (supported: {MIN_OPSET} to {MAX_OPSET})")
    op = REGISTRY.get(node.op)
    if op is None:
        raise OpError(f"node {node}: operator {node.op!r} is not supported")
    if op.check is not None:
        op.check(node, opset)


def run_node(node: Node, inputs: list[np.ndarray | None], opset: int) -> list[np.ndarray]:
    """Run one node (already validated by ``check_node``) on NumPy inputs."""
    op = REGISTRY.get(node.op)
    if op is None:
        raise OpError(f"node {node}: operator {node.op!r} is not supported")
    return op.run(node, inputs, opset)


# -- registration and attribute helpers ---------------------------------------------------------------


def _short(value) -> str:
    if isinstance(value, np.ndarray) and value.size > 8:
        return f"<{value.dtype} tensor of shape {value.shape}>"
    text = repr(value.tolist() if isinstance(value, np.ndarray) else value)
    return text if len(text) <= 80 else text[:77] + "..."


def _bad_attr(node: Node, name: str, why: str = "") -> OpError:
    value = node.attrs.get(name)
    return OpError(f"node {node}: attribute {name!r}={_short(value)} is not supported" + (f" ({why})" if why else ""))


def _fail(node: Node, message: str) -> OpError:
    return OpError(f"node {node}: {message}")


def _op(*attrs: str, check: Callable[[Node, int], None] | None = None, max_outputs: int = 1):
    """Register the decorated function under its name with the attributes it understands."""
    allowed = frozenset(attrs)

    def register(fn):
        name = fn.__name__

        def checker(node: Node, opset: int) -> None:
            for attr in node.attrs:
                if attr not in allowed:
                    raise _bad_attr(node, attr, f"{name} does not implement it")
            extra = [i for i, o in enumerate(node.outputs) if o and i >= max_outputs]
            if extra:
                raise _fail(node, f"output #{extra[0]} ({node.outputs[extra[0]]!r}) is not supported")
            if check is not None:
                check(node, opset)

        def run(node: Node, inputs: list[np.ndarray | None], opset: int) -> list[np.ndarray]:
            if check is not None:  # attributes that select semantics are re-validated (microseconds)
                checker(node, opset)
            try:
                outputs = fn(node, inputs, opset)
            except OpError:
                raise
            except (ValueError, IndexError, TypeError) as e:  # numpy's own complaints, with the node named
                raise OpError(f"node {node}: {e}") from e
            outputs = [o if o is None or type(o) is np.ndarray else np.asarray(o) for o in outputs]
            if len(outputs) < len(node.outputs):
                outputs += [None] * (len(node.outputs) - len(outputs))
            return outputs[: len(node.outputs)]

        run.__name__ = run.__qualname__ = name
        REGISTRY[name] = OpDef(run, checker)
        return fn

    return register


def _choice(node: Node, name: str, default: str, allowed: Sequence[str], why: str = "") -> str:
    value = node.attrs.get(name, default)
    if value not in allowed:
        raise _bad_attr(node, name, why or f"expected one of {', '.join(allowed)}")
    return value


def _flag(node: Node, name: str, default: int = 0) -> bool:
    value = node.attrs.get(name, default)
    if value not in (0, 1):
        raise _bad_attr(node, name, "expected 0 or 1")
    return bool(value)


def _moved_to_input(node: Node, opset: int, names: Sequence[str], since: int) -> None:
    for name in names:
        if name in node.attrs and opset >= since:
            raise _bad_attr(node, name, f"at opset {opset} it is an input of {node.op} (since opset {since})")


def _input(inputs: list[np.ndarray | None], i: int) -> np.ndarray | None:
    """The i-th input, or None when it is omitted (name "") or past the end of the list."""
    return inputs[i] if i < len(inputs) else None


def _ints_of(value: np.ndarray | Sequence[int] | None) -> list[int] | None:
    if value is None:
        return None
    return [int(v) for v in np.asarray(value).ravel()]


def _axis(node: Node, axis: int, rank: int, name: str = "axis") -> int:
    if not -rank <= axis < rank:
        raise _fail(node, f"{name} {axis} is out of range for a tensor of rank {rank}")
    return axis + rank if axis < 0 else axis


def _axes(node: Node, axes: Sequence[int], rank: int) -> list[int]:
    out = [_axis(node, int(a), rank, "axes") for a in axes]
    if len(set(out)) != len(out):
        raise _fail(node, f"axes {list(axes)} repeat an axis")
    return out


def _scalar(x: np.ndarray | None, dtype: np.dtype):
    """A 0-d or one-element tensor as a scalar of `dtype` (the input's dtype, so nothing is upcast)."""
    if x is None:
        return None
    x = np.asarray(x)
    if x.size != 1:
        raise ValueError(f"expected a scalar, got a tensor of shape {x.shape}")
    return x.reshape(()).astype(dtype)


# -- elementwise arithmetic ---------------------------------------------------------------------------


@_op()
def Add(node, inputs, opset):
    return [np.add(inputs[0], inputs[1])]


@_op()
def Sub(node, inputs, opset):
    return [np.subtract(inputs[0], inputs[1])]


@_op()
def Mul(node, inputs, opset):
    return [np.multiply(inputs[0], inputs[1])]


@_op()
def Div(node, inputs, opset):
    a, b = inputs
    if a.dtype.kind in "fc":
        return [np.divide(a, b)]
    with np.errstate(divide="ignore"):
        q = np.floor_divide(a, b)
        if a.dtype.kind == "i":  # C semantics: truncate toward zero
            q = q + ((q < 0) & (q * b != a)).astype(q.dtype)
    return [q]


@_op()
def Pow(node, inputs, opset):
    base, exponent = inputs
    return [np.power(base, exponent).astype(base.dtype, copy=False)]


def _variadic(fn, inputs):
    out = inputs[0]
    for x in inputs[1:]:
        out = fn(out, x)
    return out


@_op()
def Max(node, inputs, opset):
    return [_variadic(np.maximum, inputs)]


@_op()
def Min(node, inputs, opset):
    return [_variadic(np.minimum, inputs)]


@_op()
def Sum(node, inputs, opset):
    return [_variadic(np.add, inputs)]


@_op()
def Mean(node, inputs, opset):
    total = _variadic(np.add, inputs)
    return [total / total.dtype.type(len(inputs))]


@_op()
def Neg(node, inputs, opset):
    return [np.negative(inputs[0])]


@_op()
def Abs(node, inputs, opset):
    return [np.abs(inputs[0])]


@_op()
def Sqrt(node, inputs, opset):
    return [np.sqrt(inputs[0])]


@_op()
def Exp(node, inputs, opset):
    return [np.exp(inputs[0])]


@_op()
def Log(node, inputs, opset):
    return [np.log(inputs[0])]


@_op()
def Reciprocal(node, inputs, opset):
    x = inputs[0]
    return [np.divide(x.dtype.type(1), x)]


@_op()
def Floor(node, inputs, opset):
    return [np.floor(inputs[0])]


@_op()
def Ceil(node, inputs, opset):
    return [np.ceil(inputs[0])]


@_op()
def Equal(node, inputs, opset):
    return [np.equal(inputs[0], inputs[1])]


@_op()
def Where(node, inputs, opset):
    condition, x, y = inputs
    return [np.where(condition.astype(bool, copy=False), x, y)]


# -- activations --------------------------------------------------------------------------------------


@_op()
def Relu(node, inputs, opset):
    x = inputs[0]
    return [np.maximum(x, x.dtype.type(0))]


@_op("alpha")
def LeakyRelu(node, inputs, opset):
    x = inputs[0]
    alpha = x.dtype.type(node.attrs.get("alpha", 0.01))
    return [np.where(x >= 0, x, x * alpha)]


@_op("alpha")
def Elu(node, inputs, opset):
    x = inputs[0]
    alpha = x.dtype.type(node.attrs.get("alpha", 1.0))
    return [np.where(x > 0, x, alpha * np.expm1(np.minimum(x, x.dtype.type(0))))]


@_op()
def Sigmoid(node, inputs, opset):
    x = inputs[0]
    e = np.exp(-np.abs(x))  # never overflows
    one = x.dtype.type(1)
    return [np.where(x >= 0, one / (one + e), e / (one + e))]


@_op("alpha", "beta")
def HardSigmoid(node, inputs, opset):
    x = inputs[0]
    t = x.dtype.type
    alpha, beta = t(node.attrs.get("alpha", 0.2)), t(node.attrs.get("beta", 0.5))
    return [np.clip(x * alpha + beta, t(0), t(1))]


@_op()
def HardSwish(node, inputs, opset):
    x = inputs[0]
    t = x.dtype.type
    return [x * np.clip(x * t(1 / 6) + t(0.5), t(0), t(1))]


@_op()
def Tanh(node, inputs, opset):
    return [np.tanh(inputs[0])]


def _clip_check(node: Node, opset: int) -> None:
    _moved_to_input(node, opset, ("min", "max"), 11)


@_op("min", "max", check=_clip_check)
def Clip(node, inputs, opset):
    x = inputs[0]
    if opset < 11:
        with np.errstate(over="ignore"):  # the float32 defaults are +-inf in float16
            lo = np.asarray(node.attrs.get("min", -3.4028234663852886e38)).astype(x.dtype)
            hi = np.asarray(node.attrs.get("max", 3.4028234663852886e38)).astype(x.dtype)
    else:
        lo, hi = _scalar(_input(inputs, 1), x.dtype), _scalar(_input(inputs, 2), x.dtype)
    if lo is None and hi is None:
        return [x]
    if lo is None:
        return [np.minimum(x, hi)]
    if hi is None:
        return [np.maximum(x, lo)]
    return [np.minimum(np.maximum(x, lo), hi)]  # min > max gives max everywhere, as ONNX specifies


def _softmax_axis_check(node: Node, opset: int) -> None:
    if "axis" in node.attrs and not isinstance(node.attrs["axis"], int):
        raise _bad_attr(node, "axis", "expected an integer")


def _softmax_frame(node: Node, x: np.ndarray, opset: int):
    """(view, axis to normalize): before opset 13 the input is coerced to 2-D at `axis`."""
    if opset < 13:
        axis = _axis(node, node.attrs.get("axis", 1), max(x.ndim, 1))
        rows = math.prod(x.shape[:axis])
        return x.reshape(rows, math.prod(x.shape[axis:])), 1
    return x, _axis(node, node.attrs.get("axis", -1), max(x.ndim, 1))


@_op("axis", check=_softmax_axis_check)
def Softmax(node, inputs, opset):
    # Opset < 13: the reference evaluator normalizes over the single axis (opset-13 semantics) instead of
    # coercing to 2-D; the spec and ONNX Runtime coerce, and so does this.
    x = inputs[0]
    v, axis = _softmax_frame(node, x, opset)
    e = np.exp(v - np.max(v, axis=axis, keepdims=True))
    return [(e / np.sum(e, axis=axis, keepdims=True)).reshape(x.shape)]


@_op("axis", check=_softmax_axis_check)
def LogSoftmax(node, inputs, opset):
    x = inputs[0]
    v, axis = _softmax_frame(node, x, opset)
    shifted = v - np.max(v, axis=axis, keepdims=True)
    return [(shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))).reshape(x.shape)]


# -- identity-like ------------------------------------------------------------------------------------


@_op()
def Identity(node, inputs, opset):
    return [inputs[0]]


def _dropout_check(node: Node, opset: int) -> None:
    _moved_to_input(node, opset, ("ratio",), 12)


@_op("ratio", "seed", check=_dropout_check, max_outputs=2)
def Dropout(node, inputs, opset):
    """Inference: output = input. Training mode (opset >= 12, input 3 true) with a nonzero ratio is refused."""
    x = inputs[0]
    training = _input(inputs, 2)
    if training is not None and bool(np.asarray(training).reshape(())):
        ratio = _input(inputs, 1)
        if ratio is None or float(np.asarray(ratio).reshape(())) != 0.0:
            raise _fail(node, "training_mode=True is not supported (inference only)")
    outputs = [x]
    if len(node.outputs) > 1 and node.outputs[1]:
        outputs.append(np.ones(x.shape, dtype=bool if opset >= 10 else x.dtype))  # the mask is T before opset 10
    return outputs


# -- shape manipulation -------------------------------------------------------------------------------


@_op("axis")
def Flatten(node, inputs, opset):
    x = inputs[0]
    axis = node.attrs.get("axis", 1)
    if not -x.ndim <= axis <= x.ndim:
        raise _fail(node, f"axis {axis} is out of range for a tensor of rank {x.ndim}")
    axis = axis + x.ndim if axis < 0 else axis
    return [x.reshape(math.prod(x.shape[:axis]), math.prod(x.shape[axis:]))]


def _reshape_check(node: Node, opset: int) -> None:
    _flag(node, "allowzero")


@_op("allowzero", check=_reshape_check)
def Reshape(node, inputs, opset):
    x, shape = inputs[0], _ints_of(inputs[1])
    allowzero = _flag(node, "allowzero")
    if not allowzero:
        for i, d in enumerate(shape):
            if d == 0:
                if i >= x.ndim:
                    raise _fail(node, f"shape {shape}: dimension {i} copies an input dimension that does not exist")
                shape[i] = x.shape[i]
    if shape.count(-1) > 1 or any(d < -1 for d in shape):
        raise _fail(node, f"shape {shape} is invalid")
    if -1 in shape:
        known = math.prod(d for d in shape if d != -1)
        if known == 0 or x.size % known:
            raise _fail(node, f"cannot infer the -1 in shape {shape} from an input of shape {x.shape}")
        shape[shape.index(-1)] = x.size // known
    if math.prod(shape) != x.size:
        raise _fail(node, f"cannot reshape an input of shape {x.shape} to {shape}")
    return [x.reshape(shape)]


@_op("perm")
def Transpose(node, inputs, opset):
    x = inputs[0]
    perm = node.attrs.get("perm")
    if perm is None:
        return [x.transpose()]
    if sorted(perm) != list(range(x.ndim)):
        raise _fail(node, f"perm {perm} is not a permutation of the {x.ndim} axes")
    return [x.transpose(perm)]


def _squeeze_check(node: Node, opset: int) -> None:
    _moved_to_input(node, opset, ("axes",), 13)
    if node.op == "Unsqueeze" and opset < 13 and "axes" not in node.attrs:
        raise _fail(node, "attribute 'axes' is required before opset 13")


def _axes_attr_or_input(node: Node, inputs, opset: int, since: int) -> list[int] | None:
    if opset >= since:
        return _ints_of(_input(inputs, 1))
    axes = node.attrs.get("axes")
    return None if axes is None else list(axes)


@_op("axes", check=_squeeze_check)
def Squeeze(node, inputs, opset):
    x = inputs[0]
    axes = _axes_attr_or_input(node, inputs, opset, 13)
    if axes is None:
        return [x.reshape([d for d in x.shape if d != 1])]
    axes = _axes(node, axes, x.ndim)
    for a in axes:
        if x.shape[a] != 1:
            raise _fail(node, f"cannot squeeze axis {a} of size {x.shape[a]} (input shape {x.shape})")
    return [x.reshape([d for i, d in enumerate(x.shape) if i not in axes])]


@_op("axes", check=_squeeze_check)
def Unsqueeze(node, inputs, opset):
    x = inputs[0]
    axes = _axes_attr_or_input(node, inputs, opset, 13)
    if axes is None:
        raise _fail(node, "the axes input is required")
    rank = x.ndim + len(axes)
    axes = set(_axes(node, axes, rank))
    dims = iter(x.shape)
    return [x.reshape([1 if i in axes else next(dims) for i in range(rank)])]


@_op("axis")
def Concat(node, inputs, opset):
    if "axis" not in node.attrs:
        raise _fail(node, "attribute 'axis' is required")
    axis = _axis(node, node.attrs["axis"], inputs[0].ndim)
    return [np.concatenate(inputs, axis=axis)]


def _split_check(node: Node, opset: int) -> None:
    _moved_to_input(node, opset, ("split",), 13)
    if "num_outputs" in node.attrs:
        if opset < 18:
            raise _bad_attr(node, "num_outputs", f"it exists from opset 18 (this is {opset})")
        if node.attrs["num_outputs"] != len(node.outputs):
            raise _bad_attr(node, "num_outputs", f"the node has {len(node.outputs)} outputs")


@_op("axis", "split", "num_outputs", check=_split_check, max_outputs=1 << 30)
def Split(node, inputs, opset):
    x = inputs[0]
    axis = _axis(node, node.attrs.get("axis", 0), x.ndim)
    n, dim = len(node.outputs), x.shape[axis]
    sizes = _ints_of(_input(inputs, 1)) if opset >= 13 else node.attrs.get("split")
    if sizes is None:
        if "num_outputs" in node.attrs or dim % n == 0:  # opset 18: the last chunk may be smaller
            chunk = -(-dim // n)
            sizes = [min(chunk, max(dim - i * chunk, 0)) for i in range(n)]
        else:
            raise _fail(node, f"axis {axis} of size {dim} does not split evenly into {n} outputs")
    if len(sizes) != n or sum(sizes) != dim or min(sizes) < 0:
        raise _fail(node, f"split {sizes} does not divide axis {axis} of size {dim} into {n} outputs")
    return np.split(x, np.cumsum(sizes)[:-1].tolist(), axis=axis)


def _slice_check(node: Node, opset: int) -> None:
    _moved_to_input(node, opset, ("starts", "ends", "axes"), 10)
    if opset < 10 and ("starts" not in node.attrs or "ends" not in node.attrs):
        raise _fail(node, "attributes 'starts' and 'ends' are required before opset 10")


@_op("starts", "ends", "axes", check=_slice_check)
def Slice(node, inputs, opset):
    # Python's slice clamping is ONNX's: start/end += dim if negative, then clamp to [0, dim] (step > 0)
    # or [-1, dim - 1] (step < 0).
    x = inputs[0]
    if opset < 10:
        starts, ends, axes, steps = node.attrs["starts"], node.attrs["ends"], node.attrs.get("axes"), None
    else:
        starts, ends = _ints_of(inputs[1]), _ints_of(inputs[2])
        axes, steps = _ints_of(_input(inputs, 3)), _ints_of(_input(inputs, 4))
    axes = list(range(len(starts))) if axes is None else _axes(node, axes, x.ndim)
    steps = [1] * len(starts) if steps is None else steps
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise _fail(node, "starts, ends, axes and steps differ in length")
    index = [slice(None)] * x.ndim
    for start, end, axis, step in zip(starts, ends, axes, steps):
        if step == 0:
            raise _fail(node, "a step of 0 is invalid")
        index[axis] = slice(int(start), int(end), int(step))
    return [x[tuple(index)]]


@_op("axis")
def Gather(node, inputs, opset):
    data, indices = inputs
    axis = _axis(node, node.attrs.get("axis", 0), data.ndim)
    dim = data.shape[axis]
    if indices.size and (indices.min() < -dim or indices.max() >= dim):
        raise _fail(node, f"indices out of range [{-dim}, {dim - 1}] for axis {axis}")
    return [np.take(data, indices.astype(np.intp, copy=False), axis=axis)]


@_op("start", "end")
def Shape(node, inputs, opset):
    shape = inputs[0].shape
    start, end = node.attrs.get("start", 0), node.attrs.get("end")
    return [np.array(shape[start:end], dtype=np.int64)]


@_op()
def Size(node, inputs, opset):
    return [np.array(inputs[0].size, dtype=np.int64)]


# TensorProto.DataType -> NumPy: the numeric types. STRING, complex, bfloat16, float8/4 are refused.
_CAST_TYPES = {
    1: np.float32,
    2: np.uint8,
    3: np.int8,
    4: np.uint16,
    5: np.int16,
    6: np.int32,
    7: np.int64,
    9: np.bool_,
    10: np.float16,
    11: np.float64,
    12: np.uint32,
    13: np.uint64,
}


def _cast_check(node: Node, opset: int) -> None:
    if "to" not in node.attrs:
        raise _fail(node, "attribute 'to' is required")
    if node.attrs["to"] not in _CAST_TYPES:
        raise _bad_attr(node, "to", "only numeric and bool types are implemented (no string, bfloat16, float8)")
    _flag(node, "saturate", 1)  # only affects float8 targets


@_op("to", "saturate", check=_cast_check)
def Cast(node, inputs, opset):
    x = inputs[0]
    if x.dtype.kind not in "biuf":
        raise _fail(node, f"casting from {x.dtype} is not supported")
    with np.errstate(invalid="ignore", over="ignore"):  # out-of-range float -> int is undefined in ONNX too
        return [x.astype(_CAST_TYPES[node.attrs["to"]])]


@_op("value")
def ConstantOfShape(node, inputs, opset):
    value = node.attrs.get("value")
    value = np.zeros(1, np.float32) if value is None else np.asarray(value)
    if value.size != 1:
        raise _bad_attr(node, "value", "expected a one-element tensor")
    shape = _ints_of(inputs[0])
    if min(shape, default=0) < 0:
        raise _fail(node, f"shape {shape} has a negative dimension")
    return [np.full(shape, value.reshape(()), dtype=value.dtype)]


@_op()
def Expand(node, inputs, opset):
    x, shape = inputs[0], _ints_of(inputs[1])
    out = np.broadcast_shapes(x.shape, tuple(shape))
    return [np.broadcast_to(x, out).copy()]


@_op()
def Range(node, inputs, opset):
    start, limit, delta = (np.asarray(v).reshape(()) for v in inputs)
    dtype = start.dtype
    if dtype.kind in "iu":
        s, lim, d = int(start), int(limit), int(delta)
        if d == 0:
            raise _fail(node, "delta is 0")
        n = max(-((s - lim) // d), 0)  # ceil((limit - start) / delta)
        return [(s + np.arange(n, dtype=np.int64) * d).astype(dtype)]
    s, lim, d = float(start), float(limit), float(delta)
    if d == 0:
        raise _fail(node, "delta is 0")
    n = max(math.ceil((lim - s) / d), 0)
    return [(s + np.arange(n, dtype=np.float64) * d).astype(dtype)]


# -- reductions ---------------------------------------------------------------------------------------


def _reduce_check(since: int):
    def check(node: Node, opset: int) -> None:
        _moved_to_input(node, opset, ("axes",), since)
        _flag(node, "keepdims", 1)
        _flag(node, "noop_with_empty_axes", 0)

    return check


def _reduce(node: Node, inputs, opset: int, since: int, fn) -> list[np.ndarray]:
    x = inputs[0]
    keepdims = bool(node.attrs.get("keepdims", 1))
    axes = _axes_attr_or_input(node, inputs, opset, since)
    if not axes:  # omitted or empty: all axes, unless noop_with_empty_axes
        if node.attrs.get("noop_with_empty_axes", 0):
            return [x]
        axes = list(range(x.ndim))
    axes = tuple(_axes(node, axes, x.ndim))
    return [np.asarray(fn(x, axis=axes, keepdims=keepdims)).astype(x.dtype, copy=False)]


@_op("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(13))
def ReduceSum(node, inputs, opset):
    return _reduce(node, inputs, opset, 13, np.sum)


@_op("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceMean(node, inputs, opset):
    return _reduce(node, inputs, opset, 18, np.mean)


@_op("axes", "keepdims", "noop_with_empty_axes", check=_reduce_check(18))
def ReduceMax(node, inputs, opset):
    x = inputs[0]
    # the maximum of an empty set is the identity of max: -inf (the lowest value for integers)
    lowest = -np.inf if x.dtype.kind == "f" else (np.iinfo(x.dtype).min if x.dtype.kind in "iu" else False)
    return _reduce(
        node, inputs, opset, 18, lambda a, axis, keepdims: np.max(a, axis=axis, keepdims=keepdims, initial=lowest)
    )


@_op()
def GlobalAveragePool(node, inputs, opset):
    x = inputs[0]
    return [np.mean(x, axis=tuple(range(2, x.ndim)), keepdims=True)]


@_op()
def GlobalMaxPool(node, inputs, opset):
    x = inputs[0]
    return [np.max(x, axis=tuple(range(2, x.ndim)), keepdims=True)]


# -- sliding windows: pooling and convolution geometry -----------------------------------------------

_AUTO_PADS = ("NOTSET", "VALID", "SAME_UPPER", "SAME_LOWER")


@dataclass(frozen=True)
class _Window:
    kernel: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    begin: tuple[int, ...]  # padding before each spatial axis
    end: tuple[int, ...]  # padding after (explicit or auto; not the ceil_mode overhang)
    out: tuple[int, ...]

    def taps(self):
        return itertools.product(*(range(k) for k in self.kernel))

    def tap_slices(self, tap: Sequence[int]) -> tuple[slice, ...]:
        """Slices of the padded input that the windows' `tap` element visits, one per spatial axis."""
        return tuple(
            slice(t * d, t * d + (o - 1) * s + 1, s) for t, d, o, s in zip(tap, self.dilations, self.out, self.strides)
        )

    def padded_extent(self, spatial: Sequence[int]) -> list[tuple[int, int]]:
        """(before, after) padding that makes every window fit (after covers the ceil_mode overhang)."""
        return [
            (b, max(0, (o - 1) * s + (k - 1) * d + 1 - n - b))
            for n, k, s, d, b, o in zip(spatial, self.kernel, self.strides, self.dilations, self.begin, self.out)
        ]


def _ints_attr(node: Node, name: str, n: int, default: int, minimum: int) -> tuple[int, ...]:
    value = node.attrs.get(name)
    if value is None:
        return (default,) * n
    if len(value) != n or any(v < minimum for v in value):
        raise _bad_attr(node, name, f"expected {n} integers >= {minimum}")
    return tuple(int(v) for v in value)


def _window_attrs_check(node: Node, n: int | None = None) -> None:
    """Validate the window attributes that do not depend on the input shape."""
    auto_pad = _choice(node, "auto_pad", "NOTSET", _AUTO_PADS)
    kernel = node.attrs.get("kernel_shape")
    if kernel is not None:
        n = len(kernel)
        _ints_attr(node, "kernel_shape", n, 1, 1)
    if n is None:
        return
    _ints_attr(node, "strides", n, 1, 1)
    _ints_attr(node, "dilations", n, 1, 1)
    _ints_attr(node, "pads", 2 * n, 0, 0)
    if _flag(node, "ceil_mode") and auto_pad != "NOTSET":
        # The spec's formula makes ceil_mode a no-op with auto_pad, ONNX Runtime ceils the VALID case and the
        # reference evaluator asserts: ambiguous, so refused.
        raise _bad_attr(node, "ceil_mode", f"ceil_mode=1 with auto_pad={auto_pad!r} is ambiguous")


def _window(node: Node, spatial: Sequence[int], kernel: Sequence[int], ceil_mode: bool = False) -> _Window:
    n = len(spatial)
    kernel = tuple(int(k) for k in kernel)
    strides = _ints_attr(node, "strides", n, 1, 1)
    dilations = _ints_attr(node, "dilations", n, 1, 1)
    auto_pad = node.attrs.get("auto_pad", "NOTSET")
    span = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    if auto_pad == "NOTSET":
        pads = _ints_attr(node, "pads", 2 * n, 0, 0)
        begin, end = pads[:n], pads[n:]
        out = []
        for i in range(n):
            room = spatial[i] + begin[i] + end[i] - span[i]
            o = (-(-room // strides[i]) if ceil_mode else room // strides[i]) + 1
            if ceil_mode and (o - 1) * strides[i] >= spatial[i] + begin[i]:
                o -= 1  # the last window must start inside the input or its leading padding
            out.append(o)
    elif auto_pad == "VALID":
        begin = end = (0,) * n
        out = [(spatial[i] - span[i]) // strides[i] + 1 for i in range(n)]
    else:
        out = [-(-spatial[i] // strides[i]) for i in range(n)]
        total = [max(0, (out[i] - 1) * strides[i] + span[i] - spatial[i]) for i in range(n)]
        half = [t // 2 if auto_pad == "SAME_UPPER" else t - t // 2 for t in total]
        begin, end = tuple(half), tuple(t - h for t, h in zip(total, half))
    if min(out, default=1) < 1:
        raise _fail(node, f"input spatial shape {tuple(spatial)} is smaller than the window {tuple(span)}")
    return _Window(kernel, strides, dilations, tuple(begin), tuple(end), tuple(out))


def _pad_spatial(x: np.ndarray, extent: list[tuple[int, int]], value) -> np.ndarray:
    if not any(b or a for b, a in extent):
        return x
    return np.pad(x, [(0, 0)] * (x.ndim - len(extent)) + extent, mode="constant", constant_values=value)


# -- pooling ------------------------------------------------------------------------------------------


def _pool_check(node: Node, opset: int) -> None:
    if "kernel_shape" not in node.attrs:
        raise _fail(node, "attribute 'kernel_shape' is required")
    _window_attrs_check(node)
    _flag(node, "count_include_pad")
    _flag(node, "storage_order")
    kernel, n = node.attrs["kernel_shape"], len(node.attrs["kernel_shape"])
    pads = node.attrs.get("pads", [0] * 2 * n)
    dilations = node.attrs.get("dilations", [1] * n)
    if node.attrs.get("auto_pad", "NOTSET").startswith("SAME") and max(dilations, default=1) > 1:
        # The spec says out = ceil(in / stride); ONNX Runtime pools to a smaller output and the reference
        # evaluator ignores the dilations: ambiguous, so refused.
        raise _bad_attr(node, "dilations", "dilated pooling with auto_pad SAME_UPPER/SAME_LOWER is ambiguous")
    if any(p >= (k - 1) * d + 1 for p, k, d in zip(pads, kernel * 2, dilations * 2)):
        # A window made only of padding has no defined value (ONNX Runtime refuses such pads too).
        raise _bad_attr(node, "pads", "each pad must be smaller than the (dilated) kernel")


def _pool_window(node: Node, x: np.ndarray) -> _Window:
    kernel = node.attrs["kernel_shape"]
    if x.ndim != len(kernel) + 2:
        raise _fail(node, f"input of shape {x.shape} does not match kernel_shape {list(kernel)}")
    return _window(node, x.shape[2:], kernel, bool(node.attrs.get("ceil_mode", 0)))


def _lowest(dtype: np.dtype):
    return -np.inf if dtype.kind == "f" else np.iinfo(dtype).min


@_op(
    "auto_pad",
    "ceil_mode",
    "dilations",
    "kernel_shape",
    "pads",
    "storage_order",
    "strides",
    check=_pool_check,
    max_outputs=2,
)
def MaxPool(node, inputs, opset):
    x = inputs[0]
    w = _pool_window(node, x)
    xp = _pad_spatial(x, w.padded_extent(x.shape[2:]), _lowest(x.dtype))
    want_indices = len(node.outputs) > 1 and bool(node.outputs[1])
    if not want_indices:
        y = None
        for tap in w.taps():
            view = xp[(..., *w.tap_slices(tap))]
            y = view.copy() if y is None else np.maximum(y, view, out=y)
        return [y]
    return list(_max_pool_with_indices(node, x, xp, w))


def _max_pool_with_indices(node: Node, x: np.ndarray, xp: np.ndarray, w: _Window):
    """Values and flat indices into x (row-major over N, C, spatial; storage_order=1: spatial column-major)."""
    spatial = x.shape[2:]
    if node.attrs.get("storage_order", 0):
        strides = [math.prod(spatial[:i]) for i in range(len(spatial))]
    else:
        strides = [math.prod(spatial[i + 1 :]) for i in range(len(spatial))]
    best = np.full(x.shape[:2] + w.out, _lowest(x.dtype), dtype=x.dtype)
    index = np.full(best.shape, -1, dtype=np.int64)
    for tap in w.taps():
        valid, flat = np.ones((), bool), np.zeros((), np.int64)
        for i, (t, o) in enumerate(zip(tap, w.out)):
            pos = np.arange(o) * w.strides[i] - w.begin[i] + t * w.dilations[i]
            shape = [1] * len(spatial)
            shape[i] = o
            valid = valid & ((pos >= 0) & (pos < spatial[i])).reshape(shape)
            flat = flat + (pos * strides[i]).reshape(shape)
        view = xp[(..., *w.tap_slices(tap))]
        better = valid & ((view > best) | (index < 0))  # strict: the first maximum wins
        np.copyto(best, view, where=better)
        np.copyto(index, np.broadcast_to(flat, best.shape), where=better)
    plane = math.prod(spatial)
    index += (np.arange(x.shape[0] * x.shape[1], dtype=np.int64) * plane).reshape(x.shape[:2] + (1,) * len(spatial))
    return best, index


def _window_counts(w: _Window, spatial: Sequence[int], include_pad: bool) -> np.ndarray:
    """Per output position, how many window elements the average divides by."""
    counts = np.ones((), np.int64)
    for i, n in enumerate(spatial):
        pos = np.arange(w.out[i])[:, None] * w.strides[i] - w.begin[i] + np.arange(w.kernel[i]) * w.dilations[i]
        lo, hi = (-w.begin[i], n + w.end[i]) if include_pad else (0, n)
        counts = np.multiply.outer(counts, ((pos >= lo) & (pos < hi)).sum(axis=1))
    return counts


@_op("auto_pad", "ceil_mode", "count_include_pad", "dilations", "kernel_shape", "pads", "strides", check=_pool_check)
def AveragePool(node, inputs, opset):
    # With ceil_mode the reference evaluator shifts windows by half the overhang (e.g. length 7, kernel 3,
    # stride 3 gives [0.5, 3, 5] instead of [1, 4, 6]); this follows the spec and ONNX Runtime: windows start
    # at i * stride - pad_begin, and the overhang past the end padding is never counted.
    x = inputs[0]
    if x.dtype.kind != "f":
        raise _fail(node, f"input dtype {x.dtype} is not a float type")
    w = _pool_window(node, x)
    xp = _pad_spatial(x, w.padded_extent(x.shape[2:]), 0)
    total = None
    for tap in w.taps():
        view = xp[(..., *w.tap_slices(tap))]
        total = view.copy() if total is None else np.add(total, view, out=total)
    counts = _window_counts(w, x.shape[2:], bool(node.attrs.get("count_include_pad", 0)))
    return [total / counts.astype(x.dtype)]


# -- normalization and dense --------------------------------------------------------------------------


def _batchnorm_check(node: Node, opset: int) -> None:
    if _flag(node, "training_mode"):
        raise _bad_attr(node, "training_mode", "inference only")
    if "spatial" in node.attrs and node.attrs["spatial"] != 1:
        raise _bad_attr(node, "spatial", "only spatial=1 is implemented")


@_op("epsilon", "momentum", "training_mode", "spatial", check=_batchnorm_check)
def BatchNormalization(node, inputs, opset):
    x, scale, bias, mean, var = inputs[:5]
    t = x.dtype.type
    shape = (1, -1) + (1,) * (x.ndim - 2)
    factor = scale.astype(x.dtype) / np.sqrt(var.astype(x.dtype) + t(node.attrs.get("epsilon", 1e-5)))
    shift = bias.astype(x.dtype) - mean.astype(x.dtype) * factor
    return [x * factor.reshape(shape) + shift.reshape(shape)]


def _gemm_check(node: Node, opset: int) -> None:
    _flag(node, "transA")
    _flag(node, "transB")


@_op("alpha", "beta", "transA", "transB", check=_gemm_check)
def Gemm(node, inputs, opset):
    a, b, c = inputs[0], inputs[1], _input(inputs, 2)
    if node.attrs.get("transA", 0):
        a = a.T
    if node.attrs.get("transB", 0):
        b = b.T
    y = _times(np.matmul(a, b), node.attrs.get("alpha", 1.0))
    beta = node.attrs.get("beta", 1.0)
    if c is not None and beta != 0.0:
        y = y + np.broadcast_to(_times(c, beta), y.shape)  # C broadcasts to (M, N), not the other way
    return [y]


def _times(v: np.ndarray, factor: float) -> np.ndarray:
    """v * factor in v's dtype (a float32 tensor stays float32)."""
    if factor == 1.0:
        return v
    if v.dtype.kind == "f":
        return v * np.asarray(factor, v.dtype)
    return (v * factor).astype(v.dtype)


@_op()
def MatMul(node, inputs, opset):
    return [np.matmul(inputs[0], inputs[1])]


# -- padding and resampling ---------------------------------------------------------------------------


def _pad_check(node: Node, opset: int) -> None:
    _moved_to_input(node, opset, ("pads", "value"), 11)
    _choice(node, "mode", "constant", ("constant", "reflect", "edge"))
    if opset < 11 and "pads" not in node.attrs:
        raise _fail(node, "attribute 'pads' is required before opset 11")


@_op("mode", "pads", "value", check=_pad_check)
def Pad(node, inputs, opset):
    """Negative pads crop first, then the rest pads (as ONNX Runtime; the reference evaluator cannot crop)."""
    x = inputs[0]
    mode = _choice(node, "mode", "constant", ("constant", "reflect", "edge"))
    if opset < 11:
        pads, value, axes = list(node.attrs["pads"]), node.attrs.get("value", 0.0), None
    else:
        pads, value, axes = _ints_of(inputs[1]), _input(inputs, 2), _ints_of(_input(inputs, 3))
    axes = list(range(x.ndim)) if axes is None else _axes(node, axes, x.ndim)
    if len(pads) != 2 * len(axes):
        raise _fail(node, f"pads {pads} does not hold a begin and an end for each of {len(axes)} axes")
    width = [[0, 0] for _ in range(x.ndim)]
    for i, a in enumerate(axes):
        width[a] = [pads[i], pads[i + len(axes)]]
    crop = tuple(slice(max(0, -b), max(0, x.shape[a] - max(0, -e))) for a, (b, e) in enumerate(width))
    x = x[crop]
    width = [(max(0, b), max(0, e)) for b, e in width]
    if not any(b or e for b, e in width):
        return [x]
    for a, (b, e) in enumerate(width):
        if (b or e) and mode == "reflect" and max(b, e) >= x.shape[a]:
            raise _fail(node, f"reflect padding {max(b, e)} needs an axis longer than {x.shape[a]} (axis {a})")
        if (b or e) and mode == "edge" and x.shape[a] == 0:
            raise _fail(node, f"edge padding of the empty axis {a}")
    if mode == "constant":
        fill = 0 if value is None else _scalar(value, x.dtype)
        return [np.pad(x, width, mode="constant", constant_values=np.asarray(fill, x.dtype))]
    return [np.pad(x, width, mode=mode)]


_COORDINATE_MODES = (
    "half_pixel",
    "half_pixel_symmetric",
    "pytorch_half_pixel",
    "align_corners",
    "asymmetric",
    "tf_half_pixel_for_nn",
)
_NEAREST_MODES = ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil")


def _resize_check(node: Node, opset: int) -> None:
    _choice(node, "mode", "nearest", ("nearest", "linear"), "cubic is not implemented")
    if node.op == "Upsample":
        return
    if opset < 11:
        for name in node.attrs:
            if name != "mode":
                raise _bad_attr(node, name, f"Resize has it from opset 11 (this is {opset})")
        return
    coord = _choice(
        node, "coordinate_transformation_mode", "half_pixel", _COORDINATE_MODES, "tf_crop_and_resize is not implemented"
    )
    if coord == "half_pixel_symmetric" and opset < 19:
        raise _bad_attr(node, "coordinate_transformation_mode", f"it exists from opset 19 (this is {opset})")
    _choice(node, "nearest_mode", "round_prefer_floor", _NEAREST_MODES)
    if _flag(node, "antialias"):
        raise _bad_attr(node, "antialias", "antialiasing is not implemented")
    if _flag(node, "exclude_outside"):
        raise _bad_attr(node, "exclude_outside", "it is defined for cubic interpolation only")
    _choice(node, "keep_aspect_ratio_policy", "stretch", ("stretch",), "only 'stretch' is implemented")


def _source_coordinates(coord: str, n_out: int, n_in: int, scale: float) -> np.ndarray:
    """Where each output index samples the input along one axis (float64)."""
    y = np.arange(n_out, dtype=np.float64)
    if coord == "half_pixel":
        return (y + 0.5) / scale - 0.5
    if coord == "half_pixel_symmetric":
        offset = n_in / 2 * (1 - n_out / (scale * n_in))
        return offset + (y + 0.5) / scale - 0.5
    if coord == "pytorch_half_pixel":
        return (y + 0.5) / scale - 0.5 if n_out > 1 else np.zeros(n_out)
    if coord == "align_corners":
        return y * (n_in - 1) / (n_out - 1) if n_out > 1 else np.zeros(n_out)
    if coord == "asymmetric":
        return y / scale
    if coord == "tf_half_pixel_for_nn":
        return (y + 0.5) / scale
    raise AssertionError(coord)


def _resample_axis(x: np.ndarray, axis: int, n_out: int, scale: float, mode: str, coord: str, rounding: str):
    n_in = x.shape[axis]
    src = _source_coordinates(coord, n_out, n_in, scale)
    if mode == "nearest":
        if rounding == "round_prefer_floor":
            idx = np.ceil(src - 0.5)
        elif rounding == "round_prefer_ceil":
            idx = np.floor(src + 0.5)
        elif rounding == "floor" or (rounding == "simple" and scale >= 1):
            idx = np.floor(src)
        else:  # "ceil", or opset-10 "simple" downsampling
            idx = np.ceil(src)
        return np.take(x, np.clip(idx, 0, n_in - 1).astype(np.intp), axis=axis)
    src = np.clip(src, 0, n_in - 1)
    lo = np.floor(src).astype(np.intp)
    hi = np.minimum(lo + 1, n_in - 1)
    shape = [1] * x.ndim
    shape[axis] = n_out
    frac = (src - lo).astype(x.dtype).reshape(shape)
    a, b = np.take(x, lo, axis=axis), np.take(x, hi, axis=axis)
    return a + (b - a) * frac


def _resample(node: Node, x: np.ndarray, sizes, scales, opset: int) -> np.ndarray:
    """Resize/Upsample on every axis whose size or scale changes (separable: one axis at a time)."""
    mode = node.attrs.get("mode", "nearest")
    if mode == "linear" and x.dtype.kind != "f":
        raise _fail(node, f"linear interpolation of {x.dtype} data is not supported")
    if node.op == "Upsample" or opset < 11:  # ONNX Runtime's opset-10 semantics (the reference has none)
        coord, rounding = "asymmetric", "simple"
    else:
        coord = node.attrs.get("coordinate_transformation_mode", "half_pixel")
        rounding = node.attrs.get("nearest_mode", "round_prefer_floor")
    for axis in range(x.ndim):
        n_in = x.shape[axis]
        if sizes is not None:
            n_out = sizes[axis]
            scale = n_out / n_in if n_in else 1.0
        else:
            scale = scales[axis]
            n_out = math.floor(n_in * scale)
        if scale == 1.0 and n_out == n_in:
            continue  # no coordinate transformation on unscaled axes (ONNX Runtime, reference)
        if n_in == 0:
            raise _fail(node, f"cannot resize the empty axis {axis}")
        x = _resample_axis(x, axis, n_out, scale, mode, coord, rounding)
    return x


@_op(
    "mode",
    "antialias",
    "axes",
    "coordinate_transformation_mode",
    "cubic_coeff_a",
    "exclude_outside",
    "extrapolation_value",
    "keep_aspect_ratio_policy",
    "nearest_mode",
    check=_resize_check,
)
def Resize(node, inputs, opset):
    # Sizes from scales are floor(in * scale) in float64 (spec, shape inference, reference; ONNX Runtime
    # multiplies in float32, e.g. 10 * 0.7f -> 7 instead of 6). align_corners and pytorch_half_pixel use the
    # integer output length as the spec says (the reference uses in * scale).
    x = inputs[0]
    if opset < 11:
        scales, sizes = inputs[1], None
    else:
        scales, sizes = _input(inputs, 2), _input(inputs, 3)
    scales = None if scales is None or scales.size == 0 else [float(s) for s in scales.ravel()]
    sizes = _ints_of(None if sizes is None or sizes.size == 0 else sizes)
    if (scales is None) == (sizes is None):
        raise _fail(node, "exactly one of scales and sizes must be given")
    what, given = ("scales", scales) if sizes is None else ("sizes", sizes)
    axes = node.attrs.get("axes")
    if axes is not None:
        axes = _axes(node, axes, x.ndim)
        if len(given) != len(axes):
            raise _fail(node, f"{what} {given} does not match axes {axes}")
        full = [1.0] * x.ndim if sizes is None else list(x.shape)
        for a, v in zip(axes, given):
            full[a] = v
        given = full
    if len(given) != x.ndim:
        raise _fail(node, f"{what} {given} does not match the input rank {x.ndim}")
    if min(given, default=1) <= (0 if sizes is None else -1):
        raise _fail(node, f"invalid {what} {given}")
    if sizes is None:
        return [_resample(node, x, None, given, opset)]
    return [_resample(node, x, given, None, opset)]


@_op("mode", "scales", check=_resize_check)
def Upsample(node, inputs, opset):
    x = inputs[0]
    scales = node.attrs.get("scales") if len(inputs) < 2 else [float(s) for s in inputs[1].ravel()]
    if scales is None or len(scales) != x.ndim or min(scales) < 1:
        raise _fail(node, f"scales {scales} must hold one value >= 1 per input axis")
    return [_resample(node, x, None, list(scales), opset)]


# -- convolution --------------------------------------------------------------------------------------


def _conv_check(node: Node, opset: int) -> None:
    _window_attrs_check(node)
    group = node.attrs.get("group", 1)
    if not isinstance(group, int) or group < 1:
        raise _bad_attr(node, "group", "expected a positive integer")
    if node.op == "ConvTranspose":
        kernel = node.attrs.get("kernel_shape")
        n = None if kernel is None else len(kernel)
        for name in ("output_padding", "output_shape"):
            value = node.attrs.get(name)
            if value is not None and (min(value, default=0) < 0 or n is not None and len(value) not in (n, n + 2)):
                raise _bad_attr(node, name, "expected one non-negative integer per spatial axis")


def _conv_operands(node: Node, x: np.ndarray, w: np.ndarray, transposed: bool):
    group = node.attrs.get("group", 1)
    n = x.ndim - 2
    if n < 1 or w.ndim != x.ndim:
        raise _fail(node, f"input {x.shape} and weights {w.shape} do not make an N-D convolution")
    kernel = w.shape[2:]
    if tuple(node.attrs.get("kernel_shape", kernel)) != kernel:
        raise _bad_attr(node, "kernel_shape", f"the weights have kernel {kernel}")
    channels = w.shape[0] if transposed else w.shape[1] * group
    if x.shape[1] != channels or w.shape[0] % group:
        raise _fail(node, f"input {x.shape}, weights {w.shape} and group={group} do not agree")
    return group, kernel


def _tap_product(weights: np.ndarray, cols: np.ndarray, out: np.ndarray) -> np.ndarray:
    """out (N, G, Mg, P) = weights (G, Mg, Cg) @ cols (N, G, Cg, P); a broadcast product when Cg == 1."""
    if weights.shape[2] == 1:  # depthwise: no tiny matmuls
        return np.multiply(weights[None], cols, out=out)
    return np.matmul(weights, cols, out=out)


@_op("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides", check=_conv_check)
def Conv(node, inputs, opset):
    x, w, bias = inputs[0], inputs[1], _input(inputs, 2)
    group, kernel = _conv_operands(node, x, w, transposed=False)
    win = _window(node, x.shape[2:], kernel)
    xp = _pad_spatial(x, win.padded_extent(x.shape[2:]), 0)
    n, cg, m = x.shape[0], w.shape[1], w.shape[0]
    xg = xp.reshape((n, group, cg) + xp.shape[2:])
    wg = w.reshape((group, m // group, cg) + kernel)
    pixels = math.prod(win.out)
    y = np.zeros((n, group, m // group, pixels), dtype=np.result_type(x, w))
    product = np.empty_like(y)
    for tap in win.taps():
        cols = xg[(..., *win.tap_slices(tap))].reshape(n, group, cg, pixels)
        y += _tap_product(wg[(..., *tap)], cols, product)
    y = y.reshape((n, m) + win.out)
    if bias is not None:
        y += bias.reshape((1, m) + (1,) * len(kernel))
    return [y]


def _transposed_geometry(node: Node, spatial, kernel):
    """(pads before, output size, strides, dilations) per spatial axis of a ConvTranspose.

    output_shape (or SAME_*: in * stride) sets the output; the padding it implies is split as the spec says,
    the odd element at the end for SAME_UPPER and at the start otherwise (ONNX Runtime agrees).
    """
    n = len(spatial)
    strides = _ints_attr(node, "strides", n, 1, 1)
    dilations = _ints_attr(node, "dilations", n, 1, 1)
    output_padding = _ints_attr(node, "output_padding", n, 0, 0)
    natural = [(spatial[i] - 1) * strides[i] + output_padding[i] + (kernel[i] - 1) * dilations[i] + 1 for i in range(n)]
    auto_pad = node.attrs.get("auto_pad", "NOTSET")
    output_shape = node.attrs.get("output_shape")
    if output_shape is not None or auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        if output_shape is not None:
            out = [int(v) for v in output_shape[-n:]]
        else:
            out = [spatial[i] * strides[i] for i in range(n)]
        for i in range(n):
            if out[i] - natural[i] >= strides[i]:  # more than output_padding could add (ONNX Runtime refuses too)
                raise _bad_attr(node, "output_shape", f"axis {i}: {out[i]} is more than {natural[i]} + stride - 1")
        total = [max(0, natural[i] - out[i]) for i in range(n)]  # a slightly larger output extends the tail
        begin = [t // 2 if auto_pad == "SAME_UPPER" else t - t // 2 for t in total]
        return begin, out, strides, dilations
    if auto_pad == "VALID":
        return [0] * n, natural, strides, dilations
    pads = _ints_attr(node, "pads", 2 * n, 0, 0)
    out = [natural[i] - pads[i] - pads[n + i] for i in range(n)]
    return list(pads[:n]), out, strides, dilations


@_op(
    "auto_pad",
    "dilations",
    "group",
    "kernel_shape",
    "output_padding",
    "output_shape",
    "pads",
    "strides",
    check=_conv_check,
)
def ConvTranspose(node, inputs, opset):
    """One matmul per kernel tap, scattered into a strided view of the (uncropped) output, then cropped."""
    # With group > 1 the reference evaluator slices the weights by output channel and writes one channel per
    # group; this follows the spec (and ONNX Runtime). The reference also cannot take output_shape without pads.
    x, w, bias = inputs[0], inputs[1], _input(inputs, 2)
    group, kernel = _conv_operands(node, x, w, transposed=True)
    spatial = x.shape[2:]
    begin, out, strides, dilations = _transposed_geometry(node, spatial, kernel)
    if min(out) < 1:
        raise _fail(node, f"the output spatial shape {out} is empty")
    n, c, mg = x.shape[0], x.shape[1], w.shape[1]
    cg = c // group
    extent = [
        max((spatial[i] - 1) * strides[i] + (kernel[i] - 1) * dilations[i] + 1, begin[i] + out[i])
        for i in range(len(spatial))
    ]
    buf = np.zeros((n, group, mg) + tuple(extent), dtype=np.result_type(x, w))
    cols = x.reshape(n, group, cg, math.prod(spatial))
    wg = np.moveaxis(w.reshape((group, cg, mg) + kernel), 1, 2)  # (G, Mg, Cg, *kernel)
    contribution = np.empty((n, group, mg, math.prod(spatial)), dtype=buf.dtype)
    for tap in itertools.product(*(range(k) for k in kernel)):
        _tap_product(wg[(..., *tap)], cols, contribution)
        view = tuple(slice(t * d, t * d + (i - 1) * s + 1, s) for t, d, i, s in zip(tap, dilations, spatial, strides))
        buf[(..., *view)] += contribution.reshape((n, group, mg) + spatial)
    crop = tuple(slice(b, b + o) for b, o in zip(begin, out))
    y = buf[(..., *crop)].reshape((n, group * mg) + tuple(out))
    if bias is not None:
        y += bias.reshape((1, -1) + (1,) * len(kernel))
    return [y]


# -- quantization -------------------------------------------------------------------------------------

_QUANT_TYPES = {2: np.uint8, 3: np.int8, 4: np.uint16, 5: np.int16}


def _quant_check(node: Node, opset: int) -> None:
    if node.attrs.get("block_size", 0) != 0:
        raise _bad_attr(node, "block_size", "blocked quantization is not implemented")
    if "output_dtype" in node.attrs and node.attrs["output_dtype"] not in (0, *_QUANT_TYPES):
        raise _bad_attr(node, "output_dtype", "only uint8, int8, uint16 and int16 are implemented")
    _flag(node, "saturate", 1)  # only affects float8


def _per_axis(node: Node, value: np.ndarray, x: np.ndarray, opset: int) -> np.ndarray:
    """A per-tensor (scalar or 1-element) or per-axis (1-D) parameter, shaped to broadcast against x."""
    if value.ndim == 0 or value.size == 1:
        return value.reshape(())
    if value.ndim != 1 or opset < 13:
        raise _fail(node, f"a parameter of shape {value.shape} is not per-tensor or per-axis")
    axis = _axis(node, node.attrs.get("axis", 1), x.ndim)
    if value.shape[0] != x.shape[axis]:
        raise _fail(node, f"{value.shape[0]} per-axis parameters for axis {axis} of size {x.shape[axis]}")
    shape = [1] * x.ndim
    shape[axis] = -1
    return value.reshape(shape)


@_op("axis", "saturate", "block_size", "output_dtype", check=_quant_check)
def QuantizeLinear(node, inputs, opset):
    x, scale, zero_point = inputs[0], inputs[1], _input(inputs, 2)
    if zero_point is not None:
        dtype = zero_point.dtype
    else:
        dtype = np.dtype(_QUANT_TYPES.get(node.attrs.get("output_dtype", 2) or 2))
    if dtype not in [np.dtype(t) for t in _QUANT_TYPES.values()]:
        raise _fail(node, f"quantizing to {dtype} is not supported (uint8, int8, uint16, int16)")
    scale = _per_axis(node, scale, x, opset)
    q = x / scale.astype(x.dtype) if x.dtype.kind == "f" else x.astype(scale.dtype) / scale  # a new array
    np.rint(q, out=q)  # half to even
    if zero_point is not None:
        q += _per_axis(node, zero_point, x, opset).astype(q.dtype)
    info = np.iinfo(dtype)
    return [np.clip(q, info.min, info.max, out=q).astype(dtype)]


@_op("axis", "block_size", check=_quant_check)
def DequantizeLinear(node, inputs, opset):
    x, scale, zero_point = inputs[0], inputs[1], _input(inputs, 2)
    if x.dtype.kind not in "iu" or x.dtype.itemsize > 4:
        raise _fail(node, f"dequantizing {x.dtype} is not supported")
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


# -- quantized convolutions: through ixconv's QConv2d / ConvInteger (NCHW here; the layout pass gives a
#    2-D one with constant weights the NHWC step, ``ixconv.graph.nhwc_ops.QConvStep``, with weights packed once)


def _quant_conv(node: Node, x: np.ndarray, w: np.ndarray, build):
    """Run a 2-D quantized convolution given as NCHW/OIHW through the operator ``build(geometry)`` makes."""
    from ixconv.graph.nhwc_ops import _spatial_pads

    if x.ndim != 4 or w.ndim != 4:
        raise _fail(node, f"only 2-D quantized convolutions are supported, got input {x.shape} and weights {w.shape}")
    kernel = tuple(node.attrs.get("kernel_shape", w.shape[2:]))
    if kernel != tuple(w.shape[2:]):
        raise _bad_attr(node, "kernel_shape", f"does not match the weights {w.shape}")
    strides = tuple(node.attrs.get("strides", [1, 1]))
    dilations = tuple(node.attrs.get("dilations", [1, 1]))
    pads = _spatial_pads(node, node.attrs.get("auto_pad", "NOTSET"), x.shape[2:], kernel, strides, dilations)
    geometry = dict(stride=strides, padding=tuple(pads), dilation=dilations, groups=int(node.attrs.get("group", 1)))
    op = build(geometry)
    y = op(np.ascontiguousarray(x.transpose(0, 2, 3, 1)))
    return y.transpose(0, 3, 1, 2)


def _zero_point_or_default(value: np.ndarray | None, like: np.ndarray) -> np.ndarray:
    return np.zeros((), like.dtype) if value is None else value


@_op("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides", check=_conv_check)
def QLinearConv(node, inputs, opset):
    from ixconv.ops.qconv import QConv2d

    x, x_scale, x_zp, w, w_scale, w_zp, y_scale, y_zp = (_input(inputs, i) for i in range(8))
    bias = _input(inputs, 8)
    x_zp, w_zp = _zero_point_or_default(x_zp, x), _zero_point_or_default(w_zp, w)
    y_dtype = y_zp.dtype if y_zp is not None else x.dtype
    y_zp = _zero_point_or_default(y_zp, np.zeros((), y_dtype))

    def build(geometry):
        return QConv2d(
            w, w_scale.reshape(-1) if w_scale.size > 1 else w_scale, w_zp.reshape(-1) if w_zp.size > 1 else w_zp,
            x_scale, x_zp, y_scale, y_zp, bias, x_dtype=x.dtype, y_dtype=y_dtype, **geometry,
        )  # fmt: skip

    return [_quant_conv(node, x, w, build)]


@_op("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides", check=_conv_check)
def ConvInteger(node, inputs, opset):
    from ixconv.ops.qconv import ConvInteger as ConvIntegerOp

    x, w = inputs[0], inputs[1]
    x_zp = _zero_point_or_default(_input(inputs, 2), x)
    w_zp = _zero_point_or_default(_input(inputs, 3), w)

    def build(geometry):
        return ConvIntegerOp(w, w_zp.reshape(-1) if w_zp.size > 1 else w_zp, x_zp, x_dtype=x.dtype, **geometry)

    return [_quant_conv(node, x, w, build)]
