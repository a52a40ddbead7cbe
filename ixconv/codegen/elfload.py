"""Load a compiled kernel's ELF object without LLVM: a saved model's second start then never imports
llvmlite's binding (~25 ms) nor builds an execution engine per group of objects (~7 ms for YOLOv8n's).

The objects ``jit`` emits for x86-64 are relocatable ELF64 of the large code model, position independent:
their code reaches its constants through GOT-relative offsets (``R_X86_64_GOTPC64`` puts the GOT's distance in
a register, ``R_X86_64_GOTOFF64`` each constant's distance from it) and needs no GOT entry and no symbol
from outside. ``load`` maps the allocated sections, applies those relocations (and ``R_X86_64_64``,
``R_X86_64_PC64``, ``R_X86_64_PC32``/``PLT32`` within the object), then makes the code read-only and
executable. Anything else -- another machine, another relocation, a symbol from outside the object, a
thread-local or common symbol -- is not guessed at: ``load`` returns None and ``jit`` hands the object to an
LLVM engine as before.
"""

from __future__ import annotations

import ctypes
import functools
import mmap
import os
import struct
import sys
from dataclasses import dataclass

_EM_X86_64, _ET_REL = 62, 1
_SHT_SYMTAB, _SHT_RELA, _SHT_NOBITS, _SHT_REL = 2, 4, 8, 9
_SHF_WRITE, _SHF_ALLOC, _SHF_EXECINSTR = 1, 2, 4
_SHN_UNDEF, _SHN_ABS, _SHN_COMMON, _SHN_LORESERVE = 0, 0xFFF1, 0xFFF2, 0xFF00
_STB_GLOBAL, _STB_WEAK, _STT_TLS = 1, 2, 6
_R_64, _R_PC32, _R_PLT32, _R_PC64, _R_GOTOFF64, _R_GOTPC64 = 1, 2, 4, 24, 25, 29
PAGE = mmap.PAGESIZE


@functools.cache
def libc():
    """The C library with ``mmap``, ``mprotect`` and ``munmap`` typed (POSIX; also ``ixconv.graph.saved``'s
    mappings of array files)."""
    lib = ctypes.CDLL(None, use_errno=True)
    lib.mmap.restype = ctypes.c_void_p
    lib.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
    lib.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    lib.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    return lib


def mapped_failed(address) -> bool:
    """Whether ``libc().mmap`` returned MAP_FAILED."""
    return address in (None, ctypes.c_void_p(-1).value)


@dataclass
class LoadedObject:
    """An object's sections in memory; its global symbols' addresses. Unmapped when collected: keep it as
    long as any address from it is in use (``jit.CompiledModule.engine`` holds it)."""

    address: int
    size: int
    symbols: dict[str, int]

    def get_function_address(self, name: str) -> int:
        return self.symbols.get(name, 0)

    def __del__(self):
        if self.size:
            libc().munmap(self.address, self.size)
            self.size = 0


def _align(value: int, alignment: int) -> int:
    return -(-value // max(alignment, 1)) * max(alignment, 1)


def supported() -> bool:
    """Whether this platform's objects are the kind ``load`` handles (x86-64 Linux)."""
    import platform

    return sys.platform.startswith("linux") and platform.machine().lower() in ("x86_64", "amd64")


def load(obj: bytes) -> LoadedObject | None:
    """``obj`` loaded and relocated, or None when it holds anything this loader does not handle."""
    try:
        return _load(obj)
    except (struct.error, IndexError, ValueError, OverflowError):
        return None


def _load(obj: bytes) -> LoadedObject | None:
    if not supported() or obj[:4] != b"\x7fELF" or obj[4] != 2 or obj[5] != 1:
        return None
    e_type, e_machine = struct.unpack_from("<HH", obj, 0x10)
    if e_type != _ET_REL or e_machine != _EM_X86_64:
        return None
    (shoff,) = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    # (name, type, flags, addr, offset, size, link, info, addralign, entsize)
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize) for i in range(shnum)]
    if any(s[1] == _SHT_REL for s in sections):
        return None
    # layout: the code first, then the rest, each group from a page boundary (its own protection)
    placed: dict[int, int] = {}
    size = 0
    for group in (lambda f: f & _SHF_EXECINSTR, lambda f: not f & _SHF_EXECINSTR and not f & _SHF_WRITE,
                  lambda f: f & _SHF_WRITE and not f & _SHF_EXECINSTR):  # fmt: skip
        size = _align(size, PAGE)
        for index, s in enumerate(sections):
            if s[2] & _SHF_ALLOC and group(s[2]) and index not in placed:
                size = _align(size, s[8])
                placed[index] = size
                size += s[5]
    size = _align(max(size, 1), PAGE)
    address = libc().mmap(None, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, -1, 0)
    if mapped_failed(address):
        raise OSError(ctypes.get_errno(), f"mmap: {os.strerror(ctypes.get_errno())}")
    loaded = LoadedObject(address, size, {})  # (unmaps on any failure below, when collected)
    for index, at in placed.items():
        s = sections[index]
        if s[1] != _SHT_NOBITS and s[5]:
            ctypes.memmove(address + at, obj[s[4] : s[4] + s[5]], s[5])
    # symbols
    symtab = next((s for s in sections if s[1] == _SHT_SYMTAB), None)
    if symtab is None:
        return None
    strings = sections[symtab[6]]
    got = address  # any base works: only the GOT's distances are used, never an entry

    def name_at(offset: int) -> str:
        start = strings[4] + offset
        return obj[start : obj.index(b"\0", start)].decode()

    values: list[int | None] = []
    for at in range(symtab[4], symtab[4] + symtab[5], symtab[9]):
        name_offset, info, _, shndx, value, _ = struct.unpack_from("<IBBHQQ", obj, at)
        bind, kind = info >> 4, info & 0xF
        if kind == _STT_TLS or shndx == _SHN_COMMON:
            return None
        if shndx == _SHN_UNDEF:
            name = name_at(name_offset) if name_offset else ""
            values.append(got if name == "_GLOBAL_OFFSET_TABLE_" else None)
            continue
        if shndx == _SHN_ABS:
            resolved = value
        elif shndx >= _SHN_LORESERVE or shndx not in placed:
            values.append(None)
            continue
        else:
            resolved = address + placed[shndx] + value
        values.append(resolved)
        if bind in (_STB_GLOBAL, _STB_WEAK) and name_offset:
            loaded.symbols[name_at(name_offset)] = resolved
    # relocations
    for s in sections:
        if s[1] != _SHT_RELA or s[7] not in placed:
            continue
        base = address + placed[s[7]]
        limit = sections[s[7]][5]
        for at in range(s[4], s[4] + s[5], s[9] or 24):
            offset, info, addend = struct.unpack_from("<QQq", obj, at)
            kind, symbol = info & 0xFFFFFFFF, info >> 32
            target = values[symbol] if symbol < len(values) else None
            if target is None or offset + (4 if kind in (_R_PC32, _R_PLT32) else 8) > limit:
                return None
            where = base + offset
            if kind == _R_64:
                ctypes.c_uint64.from_address(where).value = (target + addend) % (1 << 64)
            elif kind == _R_PC64:
                ctypes.c_int64.from_address(where).value = target + addend - where
            elif kind == _R_GOTOFF64:
                ctypes.c_int64.from_address(where).value = target + addend - got
            elif kind == _R_GOTPC64:
                ctypes.c_int64.from_address(where).value = got + addend - where
            elif kind in (_R_PC32, _R_PLT32):
                distance = target + addend - where
                if not -(1 << 31) <= distance < (1 << 31):
                    return None
                ctypes.c_int32.from_address(where).value = distance
            else:
                return None
    # protections: code read + execute, constants read-only, data read-write
    for index, at in placed.items():
        flags = sections[index][2]
        start, end = address + at - (address + at) % PAGE, _align(address + at + sections[index][5], PAGE)
        if flags & _SHF_EXECINSTR:
            protection = mmap.PROT_READ | mmap.PROT_EXEC
        elif flags & _SHF_WRITE:
            continue
        else:
            protection = mmap.PROT_READ
        if end > start and libc().mprotect(start, end - start, protection) != 0:
            return None
    return loaded
