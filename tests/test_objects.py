"""ELF symbol tables (``ixconv.codegen.objects``) and objects sharing one engine (``jit.install``): objects go
together only when no symbol would bind differently than it does alone, and the kernels they hold run."""

from __future__ import annotations

import ctypes

import llvmlite.binding as llvm
import pytest

from ixconv.codegen import jit
from ixconv.codegen.objects import Symbols, elf_symbols, group_disjoint
from ixconv.cpu import host


def _object(ir: str) -> bytes:
    module = llvm.parse_assembly(ir)
    module.verify()
    return jit.target_machine().emit_object(module)


def _function(name: str, value: int, calls: str = "") -> str:
    body = f"%r = call i64 @{calls}()\n  %s = add i64 %r, {value}\n  ret i64 %s" if calls else f"ret i64 {value}"
    declare = f"declare i64 @{calls}()\n" if calls else ""
    return f"{declare}define i64 @{name}() {{\n  {body}\n}}\n"


needs_elf = pytest.mark.skipif(not host().triple.startswith(("x86_64", "aarch64")) or "linux" not in host().triple,
                               reason="ELF objects on Linux")  # fmt: skip


@needs_elf
def test_symbols_read_from_the_table() -> None:
    found = elf_symbols(_object(_function("ixtest_answer", 42) + _function("ixtest_other", 1, calls="ixtest_ext")))
    assert found is not None
    assert {"ixtest_answer", "ixtest_other"} <= found.defined
    assert "ixtest_ext" in found.undefined and "ixtest_answer" not in found.undefined


def test_unknown_or_damaged_objects_have_no_table() -> None:
    assert elf_symbols(b"not an object") is None
    assert elf_symbols(b"\x7fELF\x02\x01" + b"\0" * 10) is None  # truncated header


def test_groups_keep_every_reference_binding_as_alone() -> None:
    a = Symbols(frozenset({"f"}), frozenset())
    b = Symbols(frozenset({"g"}), frozenset())
    clash = Symbols(frozenset({"f"}), frozenset())  # defines what a defines
    user = Symbols(frozenset({"h"}), frozenset({"g"}))  # imports a symbol: not plain, alone
    data = Symbols(frozenset({"k"}), frozenset({"_GLOBAL_OFFSET_TABLE_"}), writes_data=True)  # writable data
    got = Symbols(frozenset({"m"}), frozenset({"_GLOBAL_OFFSET_TABLE_"}))  # only the GOT's address: plain
    assert group_disjoint([a, b, clash, user, None, data, got]) == [[0, 1, 6], [2], [3], [4], [5]]


@needs_elf
def test_installed_objects_share_an_engine_and_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("IXCONV_OWN_LOADER", "0")  # (else x86-64 Linux loads them without an engine)
    objects = {f"ixtest-share-{i}": _object(_function(f"ixtest_share_{i}", 100 + i)) for i in range(3)}
    objects["ixtest-share-clash"] = _object(_function("ixtest_share_0", 7))  # the same symbol: its own engine
    jit.install(objects)
    engines = {key: jit._preloaded[key][0] for key in objects}
    assert engines["ixtest-share-0"] is engines["ixtest-share-1"] is engines["ixtest-share-2"]
    assert engines["ixtest-share-clash"] is not engines["ixtest-share-0"]
    for key, (symbol, want) in {"ixtest-share-1": ("ixtest_share_1", 101),
                                "ixtest-share-clash": ("ixtest_share_0", 7)}.items():  # fmt: skip
        module = jit._load(key, objects[key], [symbol], "saved", engines[key])
        assert ctypes.CFUNCTYPE(ctypes.c_int64)(module.address(symbol))() == want
