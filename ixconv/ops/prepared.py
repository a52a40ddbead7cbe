"""Prepared weights kept between processes: packing and transforms memoized by content, in a store.

Packing weights for a kernel and transforming them (Winograd's ``G g G^T`` in float64) is a pure function
of the weights and a few parameters, and the costliest part of preparing a model whose kernels are cached
(ResNet-50: ~0.6 s of its first run). A function decorated with ``@memoized`` looks its result up in the
active ``Store`` (``using(store)``; none is active by default: then it only computes) under a key made of
its name, its other arguments and the sha256 of every array argument's bytes, so a result is only ever
found for the very same inputs. ``ixconv.graph.saved`` provides the store of a saved model; ``digest``
lets it announce arrays whose digest it already checked (a verified weight file), which are then not
hashed again. A memoized function must return a new array that nobody writes to afterwards.
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import hashlib
import weakref
from collections.abc import Callable
from contextlib import contextmanager
from typing import Protocol

import numpy as np


class Store(Protocol):
    def lookup(self, key: str) -> np.ndarray | None:
        """The stored result for ``key`` (verified), or None."""

    def record(self, key: str, value: np.ndarray) -> None:
        """A result just computed for ``key``."""


_active: contextvars.ContextVar[Store | None] = contextvars.ContextVar("ixconv_prepared_store", default=None)
_known: dict[int, tuple[weakref.ref, str]] = {}  # id(array) -> (its weak reference, the sha256 of its bytes)


def active() -> Store | None:
    """The store memoized functions use here (None: they compute)."""
    return _active.get()


@contextmanager
def using(store: Store | None):
    """Within the block, memoized functions look results up in ``store`` and record what they compute."""
    token = _active.set(store)
    try:
        yield store
    finally:
        _active.reset(token)


def remember(array: np.ndarray, sha256: str) -> None:
    """Declare the sha256 of ``array``'s bytes (already checked by the caller), so it is not hashed again."""
    key = id(array)
    _known[key] = (weakref.ref(array, lambda _ref, key=key: _known.pop(key, None)), sha256)


def known(array: np.ndarray) -> str | None:
    """The sha256 declared for ``array`` with ``remember``, or None (nothing is hashed)."""
    found = _known.get(id(array))
    return found[1] if found is not None and found[0]() is array else None


def digest(array: np.ndarray) -> str:
    """sha256 of the array's bytes in C order (remembered for arrays declared with ``remember``)."""
    known = _known.get(id(array))
    if known is not None and known[0]() is array:
        return known[1]
    contiguous = array if array.flags.c_contiguous else array.copy(order="C")  # (ascontiguousarray makes 0-d 1-d)
    return hashlib.sha256(memoryview(contiguous).cast("B")).hexdigest()


def _describe(value) -> str:
    if isinstance(value, np.ndarray):
        return f"array({value.dtype.str},{value.shape},{digest(value)})"
    if isinstance(value, (tuple, list)):
        return "(" + ",".join(_describe(v) for v in value) + ")"
    if value is None or isinstance(value, (bool, int, float, str, np.generic)):
        return repr(value)
    if dataclasses.is_dataclass(value) and value.__dataclass_params__.frozen:  # a kernel spec
        return repr(value)
    raise TypeError(f"memoized arguments must be arrays or plain values, got {type(value).__name__}")


def key(name: str, args: tuple, kwargs: dict) -> str:
    """The store key of ``name(*args, **kwargs)``."""
    text = name + _describe(args) + _describe(tuple(sorted(kwargs.items())))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def memoized(fn: Callable[..., np.ndarray]) -> Callable[..., np.ndarray]:
    """``fn``'s result is taken from the active store when it holds one for the same arguments, and recorded
    in it otherwise. Without a store, ``fn`` runs as it is (one context-variable read more)."""
    name = f"{fn.__module__}.{fn.__qualname__}"

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        store = _active.get()
        if store is None:
            return fn(*args, **kwargs)
        k = key(name, args, kwargs)
        found = store.lookup(k)
        if found is not None:
            return found
        value = fn(*args, **kwargs)
        store.record(k, value)
        return value

    return wrapper
