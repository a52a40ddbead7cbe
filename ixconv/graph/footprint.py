"""What a loaded model holds in memory: the bytes of every array its steps keep, by owner.

The runtime's memory is the packed (or transformed) weights, indirection buffers and scratch inside the
steps' operators, the constants left in the graph, and the arena of intermediate tensors (planned per
input shape, counted by the executor). ``held_arrays`` walks a step's objects (ixconv's own classes,
containers, NumPy arrays) and counts each distinct buffer once, wherever it is referenced from: two
steps sharing one packed array, or a native call keeping an operator's buffer alive, do not double it.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

MAX_DEPTH = 8  # steps -> operators -> geometries -> buffers is 4 deep; compiled kernels hold no arrays


def _buffer(a: np.ndarray) -> tuple[int, int]:
    """(start address, bytes) of the memory behind ``a`` (its base array's, for a view)."""
    base = a
    while isinstance(base.base, np.ndarray):
        base = base.base
    return base.__array_interface__["data"][0], base.nbytes


def held_arrays(roots: Iterable, exclude: Iterable[np.ndarray] = ()) -> dict[tuple[int, int], np.ndarray]:
    """Every distinct buffer reachable from ``roots`` through ixconv objects, containers and arrays, minus
    the buffers of ``exclude`` (the arenas: their views are counted once, by the executor)."""
    skip = {_buffer(a) for a in exclude}
    seen: set[int] = set()
    found: dict[tuple[int, int], np.ndarray] = {}

    def visit(obj, depth: int) -> None:
        if id(obj) in seen or depth > MAX_DEPTH:
            return
        seen.add(id(obj))
        if isinstance(obj, np.ndarray):
            key = _buffer(obj)
            if key not in skip and key[1]:
                found.setdefault(key, obj)
            return
        if isinstance(obj, dict):
            children = list(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            children = list(obj)
        elif type(obj).__module__.startswith("ixconv.") and hasattr(obj, "__dict__"):
            children = list(vars(obj).values())
        else:
            return
        for child in children:
            visit(child, depth + 1)

    for root in roots:
        visit(root, 0)
    return found


def held_bytes(roots: Iterable, exclude: Iterable[np.ndarray] = ()) -> int:
    return int(sum(nbytes for _, nbytes in held_arrays(roots, exclude)))
