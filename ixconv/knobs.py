"""Every environment switch of ixconv, declared once, typed, with its meaning."""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Knob:
    name: str
    default: str
    doc: str

    def get(self) -> str:
        return os.environ.get(self.name, self.default)

    def get_int(self) -> int:
        raw = self.get()
        try:
            return int(raw) if raw != "" else 0
        except ValueError:
            raise ValueError(f"{self.name} must be an integer, got {raw!r}") from None


DEBUG = Knob("IXCONV_DEBUG", "0", "1: kernel compiles and cache hits; 2: + operator plans; 4: + LLVM IR; 5: + assembly")
NUM_THREADS = Knob("IXCONV_NUM_THREADS", "", "default thread count of operators (default: usable cores)")
CACHE_DIR = Knob("IXCONV_CACHE_DIR", "", "where compiled kernels are cached (default: ~/.cache/ixconv)")
NO_DISK_CACHE = Knob("IXCONV_NO_DISK_CACHE", "0", "1: never read or write compiled objects on disk")
ISA = Knob("IXCONV_ISA", "", "force a lesser ISA than the host's: avx2 or generic (for testing other paths)")
TUNE_DB = Knob("IXCONV_TUNE_DB", "", "the tuning-records database (default: <cache dir>/tune.sqlite)")
AMX = Knob("IXCONV_AMX", "1", "0: never use AMX tiles (the bf16 plan then runs vdpbf16ps kernels)")
TUNED = Knob("IXCONV_TUNED", "1", "0: ixconv.load / ixconv run ignore tuning records (default kernels only)")
OWN_LOADER = Knob("IXCONV_OWN_LOADER", "1", "0: saved kernels are loaded by LLVM, never by ixconv's ELF loader")

ALL = (DEBUG, NUM_THREADS, CACHE_DIR, NO_DISK_CACHE, ISA, TUNE_DB, TUNED, AMX, OWN_LOADER)


def debug_level() -> int:
    return DEBUG.get_int()
