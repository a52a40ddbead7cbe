"""From LLVM IR text to callable machine code: optimize, emit an object, cache it on disk, load it.

Objects are cached in ``$IXCONV_CACHE_DIR`` (default ``~/.cache/ixconv``) under a key made of the IR
itself, the LLVM version, the host's CPU features and the package version, so a stale object can never
be loaded. ``IXCONV_DEBUG=4`` prints the optimized IR of every compiled module, ``5`` also its assembly.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import llvmlite.binding as llvm

from ixconv import __version__, knobs
from ixconv.cpu import host, llvm_version

_lock = threading.Lock()
_target_machine = None
stats = {"compiled": 0, "disk_hits": 0, "memory_hits": 0, "compile_seconds": 0.0}


@dataclass
class CompiledModule:
    """A loaded object. Keep it alive as long as any of its function addresses is in use."""

    name: str
    engine: object
    addresses: dict[str, int] = field(default_factory=dict)
    source: str = "compiled"  # or "disk" / "memory"

    def address(self, symbol: str) -> int:
        return self.addresses[symbol]


_loaded: dict[str, CompiledModule] = {}


def _create_target_machine():
    cpu = host()
    target = llvm.Target.from_triple(cpu.triple)
    # The CPU name only tunes scheduling; the instructions allowed come from the feature string.
    return target.create_target_machine(
        cpu=cpu.target_cpu, features=cpu.target_features, opt=3, reloc="pic", codemodel="jitdefault"
    )


def target_machine():
    """The shared target machine for optimizing and emitting (never handed to an execution engine)."""
    global _target_machine
    if _target_machine is None:
        _target_machine = _create_target_machine()
    return _target_machine


def cache_dir() -> Path:
    configured = knobs.CACHE_DIR.get()
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "ixconv"


def _cache_key(ir_text: str) -> str:
    cpu = host()
    text = "\n".join([ir_text, llvm_version(), cpu.target_features, cpu.isa, cpu.target_cpu, __version__])
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _optimize(module: llvm.ModuleRef) -> None:
    tm = target_machine()
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pb = llvm.create_pass_builder(tm, pto)
    pm = pb.getModulePassManager()
    pm.run(module, pb)


# Cached objects end with a digest of themselves: LLVM crashes the process (segfault or abort) on a truncated
# or corrupt object file, so a file that fails the check is treated as a miss (recompiled and rewritten).
_SEAL = b"\nixconv-object-sha256:"
_SEAL_LEN = len(_SEAL) + 32


def _seal(obj: bytes) -> bytes:
    return obj + _SEAL + hashlib.sha256(obj).digest()


def _unseal(data: bytes) -> bytes | None:
    if len(data) <= _SEAL_LEN or data[-_SEAL_LEN:-32] != _SEAL:
        return None
    obj = data[:-_SEAL_LEN]
    return obj if hashlib.sha256(obj).digest() == data[-32:] else None


def _read_cached(path: Path) -> bytes | None:
    if knobs.NO_DISK_CACHE.get() == "1":
        return None
    try:
        return _unseal(path.read_bytes())
    except OSError:
        return None


def _write_cached(path: Path, data: bytes) -> None:
    if knobs.NO_DISK_CACHE.get() == "1":
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(_seal(data))
        os.replace(tmp, path)  # atomic: a concurrent reader sees the old file or the new one
    except OSError:
        pass  # a read-only cache is not an error; we just compile again next time


def _load(name: str, obj: bytes, symbols: list[str], source: str) -> CompiledModule:
    # An MCJIT engine takes ownership of its target machine and destroys it with itself: give each engine its
    # own, or freeing one module (clear_memory_cache) would leave the shared one dangling (segfault on next use).
    engine = llvm.create_mcjit_compiler(llvm.parse_assembly(""), _create_target_machine())
    engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
    engine.finalize_object()
    addresses = {}
    for sym in symbols:
        addr = engine.get_function_address(sym)
        if not addr:
            raise RuntimeError(f"generated module {name} lacks symbol {sym}")
        addresses[sym] = addr
    return CompiledModule(name, engine, addresses, source)


def compile_ir(name: str, ir_text: str, symbols: list[str]) -> CompiledModule:
    """Compile (or fetch from the memory or disk cache) one module and return its function addresses."""
    key = _cache_key(ir_text)
    with _lock:
        hit = _loaded.get(key)
        if hit is not None:
            stats["memory_hits"] += 1
            return hit
        start = time.perf_counter()
        debug = knobs.debug_level()
        path = cache_dir() / f"{name}-{key}.o"
        obj = _read_cached(path)
        source = "disk"
        if obj is None or debug >= 4:
            source = "compiled"
            module = llvm.parse_assembly(ir_text)
            module.name = name
            module.verify()
            _optimize(module)
            if debug >= 4:
                print(f"; ---- ixconv IR: {name} ----\n{module}", file=sys.stderr)
            if debug >= 5:
                print(f"# ---- ixconv asm: {name} ----\n{target_machine().emit_assembly(module)}", file=sys.stderr)
            obj = target_machine().emit_object(module)
            _write_cached(path, obj)
            stats["compiled"] += 1
        else:
            stats["disk_hits"] += 1
        compiled = _load(name, obj, symbols, source)
        elapsed = time.perf_counter() - start
        stats["compile_seconds"] += elapsed
        if debug >= 1:
            print(f"ixconv: {source} {name} in {elapsed * 1e3:.1f} ms", file=sys.stderr)
        _loaded[key] = compiled
        return compiled


def assembly(ir_text: str) -> str:
    """The optimized assembly of a module (for spill checks and IXCONV_DEBUG)."""
    module = llvm.parse_assembly(ir_text)
    module.verify()
    _optimize(module)
    return target_machine().emit_assembly(module)


def clear_memory_cache() -> None:
    """Forget loaded modules (callers must not hold function addresses from them any more)."""
    with _lock:
        _loaded.clear()
