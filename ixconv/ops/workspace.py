"""Scratch memory shared by operators that never run at the same time.

A model runs one step at a time (its runs are serialized), so the scratch of its Winograd convolutions --
the transformed tiles V and M, up to a few MiB per layer -- can be one buffer per role for the whole model
instead of one per layer: YOLOv8n's 38 Winograd layers held 94 MB of scratch, the largest layer needs 4 MB.
A buffer grows to the largest request; ``generation`` changes whenever one is replaced, so an operator whose
plans hold views of the old buffer plans again (calls already built keep the old buffer alive: still valid).
New buffers are anonymous mappings: zero-filled by the system page by page as they are first touched, not
written in advance. ``zeroed`` buffers are shared by key instead: the AMX layers' zero-padded bf16 copies of
their inputs, one per input geometry rather than one per layer (YOLOv8n: 63 layers, 33 geometries).
"""

from __future__ import annotations

import threading

import numpy as np

from ixconv.ops.packing import mapped_empty


class Workspace:
    """One growable scratch buffer per name. Operators sharing a workspace must never run concurrently."""

    def __init__(self) -> None:
        self._buffers: dict = {}  # name or ("zeroed", key, ...) -> its buffer
        self.generation = 0
        self._lock = threading.Lock()

    def take(self, name: str, shape: tuple, dtype=np.float32) -> np.ndarray:
        """A C-contiguous ``shape`` view at the start of buffer ``name`` (page-aligned), which grows to hold it.
        Its contents are whatever the last user left (zeros at first): finite data, never to be relied on."""
        dtype = np.dtype(dtype)
        count = int(np.prod(shape, dtype=np.int64))
        nbytes = count * dtype.itemsize
        with self._lock:
            buffer = self._buffers.get(name)
            if buffer is None or buffer.nbytes < nbytes:
                buffer = self._buffers[name] = mapped_empty(nbytes)
                self.generation += 1
        return buffer[:nbytes].view(dtype).reshape(shape)

    def zeroed(self, key: tuple, shape: tuple, dtype) -> np.ndarray:
        """A zero-filled buffer of ``shape`` shared by every caller of the same ``key`` (which must hold the
        shape): for data whose zeros stay zeros because every user writes exactly the same elements -- the
        interiors of padded copies of one geometry, read with their borders. Never replaced."""
        key = ("zeroed", key, tuple(shape), np.dtype(dtype).str)
        with self._lock:
            buffer = self._buffers.get(key)
            if buffer is None:
                count = int(np.prod(shape, dtype=np.int64))
                buffer = self._buffers[key] = mapped_empty(count * np.dtype(dtype).itemsize)
        return buffer.view(dtype).reshape(shape)

    def nbytes(self) -> int:
        return int(sum(b.nbytes for b in self._buffers.values()))
