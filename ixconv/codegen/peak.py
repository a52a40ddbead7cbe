"""A generated FMA loop that measures the machine's fp32 peak (the denominator of every "% of peak").

``void fma_loop(int64_t iterations, float *sink)``: a loop of independent vector FMAs on as many
accumulators as the ISA can keep in registers (enough to hide the FMA latency), summed into ``sink``
at the end so nothing can be optimized away. FLOPs = iterations * accumulators * lanes * 2.
"""

from __future__ import annotations

import ctypes
import time

import numpy as np
from llvmlite import ir

from ixconv.codegen import jit
from ixconv.codegen.spec import VECTOR_FLOATS
from ixconv.cpu import host

ACCUMULATORS = {"avx512": 24, "avx2": 12, "generic": 16}
_FN = ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.c_void_p)


def emit_fma_loop(isa: str) -> str:
    vl, count = VECTOR_FLOATS[isa], ACCUMULATORS[isa]
    f32, i64 = ir.FloatType(), ir.IntType(64)
    vec = ir.VectorType(f32, vl)
    module = ir.Module(name=f"fma_loop_{isa}")
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [i64, ir.PointerType()]), name="fma_loop")
    iterations, sink = fn.args
    kind = "fma" if isa != "generic" else "fmuladd"
    fma = ir.Function(module, ir.FunctionType(vec, [vec, vec, vec]), name=f"llvm.{kind}.v{vl}f32")
    entry, loop, done = (fn.append_basic_block(n) for n in ("entry", "loop", "done"))
    b = ir.IRBuilder(entry)
    seed = b.load(sink, typ=f32)
    splat = b.shuffle_vector(
        b.insert_element(ir.Constant(vec, ir.Undefined), seed, ir.Constant(ir.IntType(32), 0)),
        ir.Constant(vec, ir.Undefined),
        ir.Constant(ir.VectorType(ir.IntType(32), vl), [0] * vl),
    )
    mul = b.fadd(splat, ir.Constant(vec, [0.999999] * vl))
    add = b.fadd(splat, ir.Constant(vec, [1e-7] * vl))
    b.branch(loop)
    b.position_at_end(loop)
    i = b.phi(i64)
    accs = [b.phi(vec) for _ in range(count)]
    new = [b.call(fma, [acc, mul, add]) for acc in accs]
    i_next = b.add(i, ir.Constant(i64, 1))
    b.cbranch(b.icmp_signed("<", i_next, iterations), loop, done)
    i.add_incoming(ir.Constant(i64, 0), entry)
    i.add_incoming(i_next, loop)
    for k, (acc, nxt) in enumerate(zip(accs, new)):
        acc.add_incoming(ir.Constant(vec, [float(k)] * vl), entry)
        acc.add_incoming(nxt, loop)
    b.position_at_end(done)
    total = new[0]
    for v in new[1:]:
        total = b.fadd(total, v)
    b.store(b.extract_element(total, ir.Constant(ir.IntType(32), 0)), sink)
    b.ret_void()
    return str(module)


def fma_loop():
    isa = host().isa
    module = jit.compile_ir(f"fma_loop_{isa}", jit.deferred(emit_fma_loop, isa), ["fma_loop"])
    return module, _FN(module.address("fma_loop")), ACCUMULATORS[isa] * VECTOR_FLOATS[isa] * 2


def measure_peak_gflops(seconds: float = 0.2, repeats: int = 5) -> float:
    """Median fp32 GFLOP/s of one core running the FMA loop (about `seconds` per repeat)."""
    return _measure(fma_loop(), np.ones(1, np.float32), seconds, repeats)


# -- the int8 peak: vpdpbusd ----------------------------------------------------------------------------------

VNNI_ACCUMULATORS = 24
VNNI_LANES = 16


def emit_vnni_loop() -> str:
    """``void vnni_loop(int64_t iterations, int32_t *sink)``: independent ``vpdpbusd`` on 24 zmm accumulators.

    One instruction is 64 multiply-adds (16 lanes x 4 bytes): OPs = iterations * 24 * 64 * 2.
    """
    i32, i64 = ir.IntType(32), ir.IntType(64)
    vec = ir.VectorType(i32, VNNI_LANES)
    module = ir.Module(name="vnni_loop")
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [i64, ir.PointerType()]), name="vnni_loop")
    iterations, sink = fn.args
    dpbusd = ir.Function(module, ir.FunctionType(vec, [vec, vec, vec]), name="llvm.x86.avx512.vpdpbusd.512")
    entry, loop, done = (fn.append_basic_block(n) for n in ("entry", "loop", "done"))
    b = ir.IRBuilder(entry)
    seed = b.load(sink, typ=i32)
    splat = b.shuffle_vector(
        b.insert_element(ir.Constant(vec, ir.Undefined), seed, ir.Constant(i32, 0)),
        ir.Constant(vec, ir.Undefined),
        ir.Constant(ir.VectorType(i32, VNNI_LANES), [0] * VNNI_LANES),
    )
    a = b.add(splat, ir.Constant(vec, [0x01020304] * VNNI_LANES))
    w = b.xor(splat, ir.Constant(vec, [0x05060708] * VNNI_LANES))
    b.branch(loop)
    b.position_at_end(loop)
    i = b.phi(i64)
    accs = [b.phi(vec) for _ in range(VNNI_ACCUMULATORS)]
    new = [b.call(dpbusd, [acc, a, w]) for acc in accs]
    i_next = b.add(i, ir.Constant(i64, 1))
    b.cbranch(b.icmp_signed("<", i_next, iterations), loop, done)
    i.add_incoming(ir.Constant(i64, 0), entry)
    i.add_incoming(i_next, loop)
    for k, (acc, nxt) in enumerate(zip(accs, new)):
        acc.add_incoming(ir.Constant(vec, [k] * VNNI_LANES), entry)
        acc.add_incoming(nxt, loop)
    b.position_at_end(done)
    total = new[0]
    for v in new[1:]:
        total = b.add(total, v)
    b.store(b.extract_element(total, ir.Constant(i32, 0)), sink)
    b.ret_void()
    return str(module)


def has_vnni() -> bool:
    cpu = host()
    return cpu.isa == "avx512" and "avx512vnni" in cpu.features


def vnni_loop():
    """(module, function, OPs per iteration) of the VNNI peak loop; needs AVX512-VNNI."""
    if not has_vnni():
        raise RuntimeError("the VNNI peak loop needs AVX512-VNNI (and IXCONV_ISA not forcing a lesser ISA)")
    module = jit.compile_ir("vnni_loop", jit.deferred(emit_vnni_loop), ["vnni_loop"])
    return module, _FN(module.address("vnni_loop")), VNNI_ACCUMULATORS * VNNI_LANES * 4 * 2


def measure_vnni_peak_gops(seconds: float = 0.2, repeats: int = 5) -> float:
    """Median int8 GOP/s (1 multiply-add = 2 OPs) of one core running the vpdpbusd loop."""
    return _measure(vnni_loop(), np.ones(1, np.int32), seconds, repeats)


def _measure(loop, sink: np.ndarray, seconds: float, repeats: int) -> float:
    """Median rate (G operations per second) of a peak loop, calibrated to about `seconds` per repeat."""
    _, fn, ops_per_iter = loop
    iterations = 1 << 16
    while True:
        start = time.perf_counter()
        fn(iterations, sink.ctypes.data)
        elapsed = time.perf_counter() - start
        if elapsed > seconds / 4 or iterations > 1 << 34:
            break
        iterations *= 4
    iterations = max(1, int(iterations * seconds / max(elapsed, 1e-9)))
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn(iterations, sink.ctypes.data)
        rates.append(iterations * ops_per_iter / (time.perf_counter() - start) / 1e9)
    return float(np.median(rates))
