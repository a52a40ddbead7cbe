"""A dictionary that keeps only its ``limit`` most recently used entries.

Everything the runtime prepares per input shape (memory plans, native programs, convolution operators for
SAME padding, pooling plans) lives in one: a service fed ever new image sizes keeps a bounded working set
instead of growing without limit.
"""

from __future__ import annotations

from collections import OrderedDict

SIZES_PER_STEP = 16  # input sizes whose prepared operators a step keeps


class LRU(OrderedDict):
    def __init__(self, limit: int = SIZES_PER_STEP):
        super().__init__()
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
            raise ValueError(f"limit must be a positive integer, got {limit!r}")
        self.limit = limit

    def __getitem__(self, key):
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __setitem__(self, key, value) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)
