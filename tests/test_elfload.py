"""ixconv's own loader of compiled kernels (``ixconv.codegen.elfload``): the code it maps computes what LLVM's
engine loads; it refuses what it does not handle (then LLVM loads it); a saved model's start with it never
imports llvmlite's binding, and gives the same bits as with LLVM's loader. Also the cached LLVM description
of the host (``ixconv.cpu``)."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from test_saved import ROOT, SHAPE, sample, small_model

import ixconv
from ixconv.codegen import elfload, jit
from ixconv.cpu import _llvm_host, host, llvm_binding

pytestmark = pytest.mark.skipif(not elfload.supported(), reason="the loader handles x86-64 Linux objects")

# constants in .rodata (reached through GOTOFF64), a loop, a call within the object, a global table
_IR = r"""
@table = internal constant [8 x float] [float 1.5, float -2.0, float 3.25, float 0.5, float 7.0, float -1.0,
                                         float 2.0, float 0.25], align 64
@counter = internal global i64 0

define internal float @scale(float %x) noinline {
  %y = fmul float %x, 0.125
  ret float %y
}

define float @dot(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%next, %loop]
  %acc = phi float [0.0, %entry], [%sum, %loop]
  %k = and i64 %i, 7
  %pt = getelementptr [8 x float], ptr @table, i64 0, i64 %k
  %t = load float, ptr %pt
  %px = getelementptr float, ptr %x, i64 %i
  %v = load float, ptr %px
  %p = fmul float %t, %v
  %sum = fadd float %acc, %p
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %out, label %loop
out:
  %c = load i64, ptr @counter
  %c1 = add i64 %c, 1
  store i64 %c1, ptr @counter
  %r = call float @scale(float %sum)
  ret float %r
}
"""


def _object(ir: str, name: str) -> bytes:
    """The object of ``ir``, compiled here (not registered with the JIT: a model saved later in this process
    would keep every registered module)."""
    module = llvm_binding().parse_assembly(ir)
    module.name = name
    return jit.target_machine().emit_object(module)


def test_loaded_code_computes_what_llvms_engine_does() -> None:
    obj = _object(_IR, "elfload_dot")
    loaded = elfload.load(obj)
    assert loaded is not None and "dot" in loaded.symbols and "scale" not in loaded.symbols  # (internal)
    fn = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_void_p, ctypes.c_int64)
    engine = jit._engine([obj])  # (kept: its code lives as long as it does)
    ours, llvms = fn(loaded.get_function_address("dot")), fn(engine.get_function_address("dot"))
    x = np.random.default_rng(0).standard_normal(37).astype(np.float32)
    assert ours(x.ctypes.data, 37) == llvms(x.ctypes.data, 37)
    table = np.resize(np.array([1.5, -2.0, 3.25, 0.5, 7.0, -1.0, 2.0, 0.25], np.float32), 37)
    assert ours(x.ctypes.data, 37) == pytest.approx(float(np.dot(table, x)) * 0.125, rel=1e-5)
    ours(x.ctypes.data, 5)  # the writable global lives in its own pages: no fault


def test_what_it_does_not_handle_is_left_to_llvm() -> None:
    assert elfload.load(b"not an object") is None
    assert elfload.load(b"\x7fELF" + bytes(60)) is None
    external = """
declare float @expf(float)
define float @f(float %x) {
  %y = call float @expf(float %x)
  ret float %y
}
"""
    obj = _object(external, "elfload_external")
    assert elfload.load(obj) is None  # a symbol from outside the object
    truncated = _object(_IR, "elfload_dot")[:-200]
    assert elfload.load(truncated) is None


def test_install_loads_plain_objects_itself_and_the_rest_with_llvm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("IXCONV_OWN_LOADER", "1")
    plain = _object(_IR.replace("@dot", "@elfload_install_dot"), "elfload_install_plain")
    external = _object(
        "declare float @expf(float)\ndefine float @elfload_install_f(float %x) {\n"
        "  %y = call float @expf(float %x)\n  ret float %y\n}\n",
        "elfload_install_external",
    )
    jit.install({"elfload-install-plain": plain, "elfload-install-external": external})
    assert isinstance(jit._preloaded["elfload-install-plain"][0], elfload.LoadedObject)
    assert not isinstance(jit._preloaded["elfload-install-external"][0], elfload.LoadedObject)
    module, address = jit.saved_function("elfload-install-plain", "elfload_install_plain", "elfload_install_dot")
    x = np.ones(8, np.float32)
    fn = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_void_p, ctypes.c_int64)(address)
    assert fn(x.ctypes.data, 8) == pytest.approx(11.5 * 0.125)
    for key in ("elfload-install-plain", "elfload-install-external"):  # (out of this process's saved models)
        jit._preloaded.pop(key)
        jit._loaded.pop(key, None)


_CHILD = r"""
import os, sys, numpy as np
import ixconv
y = ixconv.load(sys.argv[1], num_threads=1)(np.load(sys.argv[2]))
np.save(sys.argv[3], y)
print("binding" if "llvmlite.binding" in sys.modules else "no binding")
"""


def test_a_saved_start_loads_its_kernels_without_llvm(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("IXCONV_CACHE_DIR", str(tmp_path / "kernels"))
    source = tmp_path / "small.onnx"
    source.write_bytes(small_model())
    ixconv.load(str(source), num_threads=1, cache=tmp_path / "saved", shapes=SHAPE)
    np.save(tmp_path / "x.npy", sample())
    outputs = {}
    for own in ("0", "1"):  # (the first child also leaves LLVM's description of the host in the kernel cache)
        env = dict(os.environ, PYTHONPATH=ROOT, IXCONV_OWN_LOADER=own, IXCONV_CACHE_DIR=str(tmp_path / "kernels"))
        done = subprocess.run([sys.executable, "-W", "error::UserWarning", "-c", _CHILD, str(tmp_path / "saved"),
                               str(tmp_path / "x.npy"), str(tmp_path / f"y{own}.npy")], env=env,
                              capture_output=True, text=True, timeout=120)  # fmt: skip
        assert done.returncode == 0, done.stderr[-2000:]
        assert done.stdout.strip() == ("no binding" if own == "1" else "binding")
        outputs[own] = np.load(tmp_path / f"y{own}.npy")
    assert np.array_equal(outputs["1"], outputs["0"])


def test_the_cached_host_description_is_llvms() -> None:
    llvm = llvm_binding()
    described = _llvm_host()
    assert described["triple"] == llvm.get_process_triple()
    assert described["features"] == llvm.get_host_cpu_features().flatten()
    assert described["name"] == llvm.get_host_cpu_name()
    assert host().feature_string == described["features"]
