"""The global symbols an ELF object defines and needs, read from its symbol table (no LLVM call).

Loading many cached objects into one MCJIT engine costs a tenth of one engine each (YOLOv8n's 33 kernels: 3
against 27 ms), but one engine is one symbol namespace: ``jit.install`` only puts plain objects together
(code and constants, nothing imported: ``Symbols.plain``) whose global definitions are disjoint. Anything that
is not a 64-bit little-endian ELF relocatable (a Mach-O object) reports None: it gets an engine of its own.
(On x86-64 Linux, ``ixconv.codegen.elfload`` loads plain objects without any engine.)
"""

from __future__ import annotations

import struct
from typing import NamedTuple

_SHT_SYMTAB, _SHN_UNDEF, _STB_GLOBAL, _STB_WEAK = 2, 0, 1, 2
_SHF_WRITE, _SHF_ALLOC = 1, 2


class Symbols(NamedTuple):
    defined: frozenset[str]
    undefined: frozenset[str]
    writes_data: bool = False  # it has writable sections (.data, .bss)

    @property
    def plain(self) -> bool:
        """Code and constants only, needing nothing from outside but the GOT's address: what ixconv's kernels
        are. Only plain objects share an engine: an engine loading a kernel together with an object that has
        writable data or imports a symbol was seen to run the kernel into a segfault (LLVM 15's RuntimeDyld,
        large code model)."""
        return not self.writes_data and self.undefined <= {"_GLOBAL_OFFSET_TABLE_"}


def elf_symbols(obj: bytes) -> Symbols | None:
    """The global and weak symbols ``obj`` defines and those it references undefined; None when it is not a
    well-formed ELF64 little-endian object."""
    try:
        if obj[:4] != b"\x7fELF" or obj[4] != 2 or obj[5] != 1:
            return None
        (shoff,) = struct.unpack_from("<Q", obj, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
        sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize) for i in range(shnum)]
        defined, undefined = set(), set()
        writes = any(flags & _SHF_ALLOC and flags & _SHF_WRITE for _, _, flags, *_ in sections)
        for _, kind, _, _, offset, size, link, _, _, entsize in sections:
            if kind != _SHT_SYMTAB or not entsize:
                continue
            strings_at, strings_size = sections[link][4], sections[link][5]
            for at in range(offset, offset + size, entsize):
                name_at, info, _, index, _, _ = struct.unpack_from("<IBBHQQ", obj, at)
                if info >> 4 not in (_STB_GLOBAL, _STB_WEAK) or name_at >= strings_size:
                    continue
                end = obj.index(b"\0", strings_at + name_at)
                name = obj[strings_at + name_at : end].decode("utf-8", "replace")
                (undefined if index == _SHN_UNDEF else defined).add(name)
        return Symbols(frozenset(defined), frozenset(undefined), writes)
    except (struct.error, IndexError, ValueError):
        return None


def group_disjoint(symbols: list[Symbols | None]) -> list[list[int]]:
    """Indices of ``symbols`` in groups that may share one engine: plain objects only (``Symbols.plain``), no
    symbol defined twice within a group. An unknown table (None) or an object that is not plain stays alone."""
    groups: list[tuple[list[int], set[str], set[str]]] = []
    for index, found in enumerate(symbols):
        if found is None or not found.plain:
            groups.append(([index], set(), set()))
            continue
        for members, defined, undefined in groups:
            if (
                members
                and symbols[members[0]] is not None
                and not (found.defined & (defined | undefined) or found.undefined & defined)
            ):
                members.append(index)
                defined |= found.defined
                undefined |= found.undefined
                break
        else:
            groups.append(([index], set(found.defined), set(found.undefined)))
    return [members for members, _, _ in groups]
