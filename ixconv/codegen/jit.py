"""From LLVM IR text to callable machine code: optimize, emit an object, cache it on disk, load it.

Objects are cached in ``$IXCONV_CACHE_DIR`` (default ``~/.cache/ixconv``) under a key made of the module's
source, the LLVM version, the host's CPU features and the package version, so a stale object can never
be loaded. The source is the IR text, or a ``Deferred`` emitter and its arguments (a frozen spec): then the
key is the emitter's name, the repr of its arguments and a digest of the code that generates IR
(``code_digest``), and a cached object is loaded without generating the IR at all -- generating it is most
of a start whose objects are cached (~1 s for ResNet-50 or YOLOv8n). ``collect`` records the modules a block
of code compiles or fetches, ``loaded`` lists those of the process (``ixconv.graph.saved`` keeps them with a
saved model) and ``install`` offers verified objects to later compiles. ``IXCONV_DEBUG=4`` prints the
optimized IR of every compiled module, ``5`` also its assembly.
"""

from __future__ import annotations

import hashlib
import os
import sys
import threading
import time
import weakref
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ixconv import __version__, knobs
from ixconv.codegen import elfload
from ixconv.codegen.objects import elf_symbols, group_disjoint
from ixconv.cpu import cache_dir, host, llvm_binding, llvm_version

_lock = threading.Lock()
_target_machine = None
stats = {"compiled": 0, "disk_hits": 0, "saved_hits": 0, "memory_hits": 0, "compile_seconds": 0.0}


@dataclass
class CompiledModule:
    """A loaded object. Keep it alive as long as any of its function addresses is in use."""

    name: str
    engine: object
    addresses: dict[str, int] = field(default_factory=dict)
    source: str = "compiled"  # or "disk" / "saved" (``install``)
    key: str = ""  # the object's cache key (its file is ``{name}-{key}.o``)
    obj: bytes = field(default=b"", repr=False)  # the object code (what ``collect`` hands out)

    def address(self, symbol: str) -> int:
        return self.addresses[symbol]


_loaded: dict[str, CompiledModule] = {}
# every module still alive, forgotten by clear_memory_cache or not: the kernels a model holds (saved models)
_alive: weakref.WeakValueDictionary = weakref.WeakValueDictionary()


def _create_target_machine():
    cpu = host()
    target = llvm_binding().Target.from_triple(cpu.triple)
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


def _cache_key(source: str) -> str:
    cpu = host()
    text = "\n".join([source, llvm_version(), cpu.target_features, cpu.isa, cpu.target_cpu, __version__])
    return hashlib.sha256(text.encode()).hexdigest()[:24]


_code_digest: str | None = None


def code_digest() -> str:
    """sha256 of the code that generates IR (``ixconv/codegen/*.py`` and ``ixconv/cpu.py``): part of the key of
    a ``Deferred`` module, so an object cached by an older emitter is never taken for the current one's."""
    global _code_digest
    if _code_digest is None:
        root = Path(__file__).resolve().parent
        digest = hashlib.sha256(__version__.encode())
        for path in sorted(root.glob("*.py")) + [root.parent / "cpu.py"]:
            digest.update(path.name.encode() + b"\0" + path.read_bytes())
        _code_digest = digest.hexdigest()
    return _code_digest


@dataclass(frozen=True)
class Deferred:
    """A module's IR, not generated yet: ``emit(*args)`` returns it. ``emit`` must be a module-level function
    whose IR depends only on its arguments (frozen specs, ISA names, flags) and the host; their repr is its
    identity. A lambda or local function has none: its IR is generated and keyed as text."""

    emit: Callable[..., str]
    args: tuple = ()

    def text(self) -> str:
        return self.emit(*self.args)

    def identity(self) -> str | None:
        qualname = getattr(self.emit, "__qualname__", "<?>")
        if "<" in qualname:
            return None
        return f"{self.emit.__module__}.{qualname}{self.args!r}\n{code_digest()}"


def deferred(emit: Callable[..., str], *args) -> Deferred:
    """``compile_ir(name, deferred(emit_module, spec), symbols)``: generate the IR only on a cache miss."""
    return Deferred(emit, args)


_collectors: list[dict[str, CompiledModule]] = []


@contextmanager
def collect(into: dict[str, CompiledModule]):
    """Within the block (any thread), every module compiled or fetched is added to ``into`` (key -> module)."""
    with _lock:
        _collectors.append(into)
    try:
        yield into
    finally:
        with _lock:
            _collectors.remove(into)


def install(objects: dict[str, bytes]) -> None:
    """Offer verified objects (``ixconv.graph.saved``: those sealed in a saved model), key -> object, to
    ``compile_ir`` for this process: a module whose key is among them uses it instead of generating, compiling
    or reading the disk cache. They are loaded now, into as few engines as their symbols allow
    (``ixconv.codegen.objects``): one engine per object would cost ten times as much."""
    with _lock:
        keys = [k for k in objects if k not in _preloaded and k not in _loaded]  # (a model loaded again)
    if elfload.supported() and knobs.OWN_LOADER.get() != "0":
        for key in list(keys):
            loaded = elfload.load(objects[key])
            if loaded is not None:
                with _lock:
                    _preloaded[key] = (loaded, objects[key])
                keys.remove(key)
    groups = group_disjoint([elf_symbols(objects[k]) for k in keys])
    with _lock:
        for members in groups:
            engine = _engine([objects[keys[i]] for i in members])
            for i in members:
                _preloaded[keys[i]] = (engine, objects[keys[i]])


_preloaded: dict[str, tuple[object, bytes]] = {}  # key -> (the engine holding the object, the object)


def saved_function(key: str, name: str, symbol: str) -> tuple[CompiledModule, int]:
    """(the module, the address of ``symbol``) of the module of cache key ``key``, loaded already or among the
    objects ``install`` was given -- never compiled (a saved model's native programs name their drivers so).
    KeyError when it is neither, or lacks the symbol."""
    with _lock:
        module = _loaded.get(key) or _alive.get(key)
        if module is None:
            engine, obj = _preloaded[key]
            found = elf_symbols(obj)
            module = _load(name, obj, sorted(found.defined) if found else [symbol], "saved", engine)
            module.key, module.obj = key, obj
            _loaded[key] = _alive[key] = module
            stats["saved_hits"] += 1
            _found(module)
        if symbol not in module.addresses:
            raise KeyError(f"module {name}-{key} has no symbol {symbol!r}")
        return module, module.addresses[symbol]


def _optimize(module) -> None:
    llvm = llvm_binding()
    tm = target_machine()
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pb = llvm.create_pass_builder(tm, pto)
    pm = pb.getModulePassManager()
    pm.run(module, pb)


# Cached objects end with a digest of themselves: LLVM crashes the process (segfault or abort) on a truncated
# or corrupt object file, so a file that fails the check is treated as a miss (recompiled and rewritten).
_SEAL = b"\nixconv-object-sha256:"
_SEAL_LEN = len(_SEAL) + 32


def seal(obj: bytes) -> bytes:
    """The object followed by its sha256 (how cached and saved objects are written)."""
    return obj + _SEAL + hashlib.sha256(obj).digest()


def unseal(data: bytes) -> bytes | None:
    """The object inside ``seal``'s output, or None when the data is truncated or damaged."""
    if len(data) <= _SEAL_LEN or data[-_SEAL_LEN:-32] != _SEAL:
        return None
    obj = data[:-_SEAL_LEN]
    return obj if hashlib.sha256(obj).digest() == data[-32:] else None


def _read_cached(path: Path) -> bytes | None:
    if knobs.NO_DISK_CACHE.get() == "1":
        return None
    try:
        return unseal(path.read_bytes())
    except OSError:
        return None


def _write_cached(path: Path, data: bytes) -> None:
    if knobs.NO_DISK_CACHE.get() == "1":
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        import tempfile  # (a saved model's start writes no kernel: not imported then)

        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(seal(data))
        os.replace(tmp, path)  # atomic: a concurrent reader sees the old file or the new one
    except OSError:
        pass  # a read-only cache is not an error; we just compile again next time


def _engine(objects: list[bytes]):
    """An MCJIT engine with ``objects`` loaded and finalized."""
    # An MCJIT engine takes ownership of its target machine and destroys it with itself: give each engine its
    # own, or freeing one module (clear_memory_cache) would leave the shared one dangling (segfault on next use).
    llvm = llvm_binding()
    engine = llvm.create_mcjit_compiler(llvm.parse_assembly(""), _create_target_machine())
    for obj in objects:
        engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
    engine.finalize_object()
    return engine


def _load(name: str, obj: bytes, symbols: list[str], source: str, engine=None) -> CompiledModule:
    """The module of ``obj``: loaded in an engine of its own, or found in ``engine`` (``install``'s)."""
    engine = engine if engine is not None else _engine([obj])
    addresses = {}
    for sym in symbols:
        addr = engine.get_function_address(sym)
        if not addr:
            raise RuntimeError(f"generated module {name} lacks symbol {sym}")
        addresses[sym] = addr
    return CompiledModule(name, engine, addresses, source)


def _found(compiled: CompiledModule) -> CompiledModule:
    for into in _collectors:
        into[compiled.key] = compiled
    return compiled


def compile_ir(name: str, ir: str | Deferred, symbols: list[str]) -> CompiledModule:
    """Compile (or fetch from the memory or disk cache) one module and return its function addresses. ``ir``:
    the IR text, or a ``Deferred`` emitter (``deferred(emit, spec)``), run only when the object is not cached."""
    identity = ir.identity() if isinstance(ir, Deferred) else None
    if isinstance(ir, Deferred) and identity is None:
        ir = ir.text()
    key = _cache_key(ir if identity is None else f"{identity}\n{symbols}")
    with _lock:
        hit = _loaded.get(key)
        if hit is not None:
            stats["memory_hits"] += 1
            return _found(hit)
        start = time.perf_counter()
        debug = knobs.debug_level()
        path = cache_dir() / f"{name}-{key}.o"
        engine, obj = _preloaded.get(key, (None, None))
        source = "saved"  # (installed from a saved model)
        if obj is None:
            obj, source = _read_cached(path), "disk"
        if obj is None or debug >= 4:
            engine, source = None, "compiled"
            ir_text = ir.text() if isinstance(ir, Deferred) else ir
            module = llvm_binding().parse_assembly(ir_text)
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
            stats[f"{source}_hits"] += 1
        compiled = _load(name, obj, symbols, source, engine)
        compiled.key, compiled.obj = key, obj
        elapsed = time.perf_counter() - start
        stats["compile_seconds"] += elapsed
        if debug >= 1:
            print(f"ixconv: {source} {name} in {elapsed * 1e3:.1f} ms", file=sys.stderr)
        _loaded[key] = _alive[key] = compiled
        return _found(compiled)


def assembly(ir_text: str) -> str:
    """The optimized assembly of a module (for spill checks and IXCONV_DEBUG)."""
    module = llvm_binding().parse_assembly(ir_text)
    module.verify()
    _optimize(module)
    return target_machine().emit_assembly(module)


def loaded() -> dict[str, CompiledModule]:
    """Every module loaded in this process and still held (key -> module): also those ``clear_memory_cache``
    forgot that a kernel cache above this one (``gemm_kernel``'s...) still hands out."""
    with _lock:
        return {**dict(_alive), **_loaded}


def clear_memory_cache() -> None:
    """Forget loaded modules (callers must not hold function addresses from them any more)."""
    with _lock:
        _loaded.clear()
