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

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from ixconv.graph.ir import Node

MIN_OPSET = 9
MAX_OPSET = 28  # opsets 22-28 change these ops only by new element types or attributes (refused below)


class OpError(ValueError):
    """An unsupported op, attribute or input value; the message names the node and the op."""


# (node, inputs, output view, which inputs are graph constants, threads) -> a native call, or None
Lowering = Callable[[Node, list, np.ndarray, tuple, "int | None", int], object]  # (..., threads, opset)


@dataclass(frozen=True)
class OpDef:
    """Everything ixconv knows about one ONNX operator."""

    run: Callable[[Node, list[np.ndarray | None], int], list[np.ndarray]]  # (node, inputs, opset) -> outputs
    check: Callable[[Node, int], None] | None = None  # validate attributes once, before any run
    keeps_layout: bool = False  # element-wise: runs on NHWC tensors as on NCHW (constant operands permuted)
    lower: Lowering | None = None  # a generated kernel for the node's common case (``set_lowering``)


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


def short_repr(value) -> str:
    if isinstance(value, np.ndarray) and value.size > 8:
        return f"<{value.dtype} tensor of shape {value.shape}>"
    text = repr(value.tolist() if isinstance(value, np.ndarray) else value)
    return text if len(text) <= 80 else text[:77] + "..."


def bad_attr(node: Node, name: str, why: str = "") -> OpError:
    value = node.attrs.get(name)
    return OpError(
        f"node {node}: attribute {name!r}={short_repr(value)} is not supported" + (f" ({why})" if why else "")
    )


def fail(node: Node, message: str) -> OpError:
    return OpError(f"node {node}: {message}")


def register(
    *attrs: str, check: Callable[[Node, int], None] | None = None, max_outputs: int = 1, keeps_layout: bool = False
):
    """Register the decorated function under its name with the attributes it understands. ``keeps_layout``:
    the op is element-wise (each output element depends on the inputs' elements at the same position, with
    NumPy broadcasting), so the layout pass may run it on NHWC tensors."""
    allowed = frozenset(attrs)

    def add(fn):
        name = fn.__name__

        def checker(node: Node, opset: int) -> None:
            for attr in node.attrs:
                if attr not in allowed:
                    raise bad_attr(node, attr, f"{name} does not implement it")
            extra = [i for i, o in enumerate(node.outputs) if o and i >= max_outputs]
            if extra:
                raise fail(node, f"output #{extra[0]} ({node.outputs[extra[0]]!r}) is not supported")
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
        REGISTRY[name] = OpDef(run, checker, keeps_layout)
        return fn

    return add


def set_lowering(*ops: str):
    """Register the decorated function as the native lowering of ``ops`` (already registered): it returns a
    generated kernel's call writing the output view, or None when the node's case is not one it handles."""

    def add(fn: Lowering) -> Lowering:
        for op in ops:
            REGISTRY[op] = replace(REGISTRY[op], lower=fn)
        return fn

    return add


def keeps_layout(op: str) -> bool:
    """Whether the layout pass may run ``op`` on NHWC tensors (see ``register``)."""
    record = REGISTRY.get(op)
    return record is not None and record.keeps_layout


def choose(node: Node, name: str, default: str, allowed: Sequence[str], why: str = "") -> str:
    value = node.attrs.get(name, default)
    if value not in allowed:
        raise bad_attr(node, name, why or f"expected one of {', '.join(allowed)}")
    return value


def flag(node: Node, name: str, default: int = 0) -> bool:
    value = node.attrs.get(name, default)
    if value not in (0, 1):
        raise bad_attr(node, name, "expected 0 or 1")
    return bool(value)


def moved_to_input(node: Node, opset: int, names: Sequence[str], since: int) -> None:
    for name in names:
        if name in node.attrs and opset >= since:
            raise bad_attr(node, name, f"at opset {opset} it is an input of {node.op} (since opset {since})")


def optional_input(inputs: list[np.ndarray | None], i: int) -> np.ndarray | None:
    """The i-th input, or None when it is omitted (name "") or past the end of the list."""
    return inputs[i] if i < len(inputs) else None


def ints_of(value: np.ndarray | Sequence[int] | None) -> list[int] | None:
    if value is None:
        return None
    return [int(v) for v in np.asarray(value).ravel()]


def axis_index(node: Node, axis: int, rank: int, name: str = "axis") -> int:
    if not -rank <= axis < rank:
        raise fail(node, f"{name} {axis} is out of range for a tensor of rank {rank}")
    return axis + rank if axis < 0 else axis


def axes_indices(node: Node, axes: Sequence[int], rank: int) -> list[int]:
    out = [axis_index(node, int(a), rank, "axes") for a in axes]
    if len(set(out)) != len(out):
        raise fail(node, f"axes {list(axes)} repeat an axis")
    return out


def scalar_of(x: np.ndarray | None, dtype: np.dtype):
    """A 0-d or one-element tensor as a scalar of `dtype` (the input's dtype, so nothing is upcast)."""
    if x is None:
        return None
    x = np.asarray(x)
    if x.size != 1:
        raise ValueError(f"expected a scalar, got a tensor of shape {x.shape}")
    return x.reshape(()).astype(dtype)


def axes_attr_or_input(node: Node, inputs, opset: int, since: int) -> list[int] | None:
    if opset >= since:
        return ints_of(optional_input(inputs, 1))
    axes = node.attrs.get("axes")
    return None if axes is None else list(axes)
