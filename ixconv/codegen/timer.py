"""A native stopwatch around one driver call, for benchmarks: the kernel's own time, without Python's.

``void timed_call(driver, args, schedule, clock_gettime, int64_t *ns)`` reads ``CLOCK_MONOTONIC``, runs
``driver(args, schedule, 0)`` (one thread: part 0 drains every part of the schedule), reads the clock
again and stores the nanoseconds between the two readings in ``ns[0]``.

Why: after the inference cache state is set up (64 MiB written), the first Python call pays ~100 us
of cold interpreter state and TLB misses before the kernel starts, whatever the kernel (measured on a
2x2-pixel convolution: 11 us warm, 110 us cold). A model's native program has no Python between its
operators, so the kernel's time is what an operator costs inside a network.
"""

from __future__ import annotations

import ctypes
import sys

from llvmlite import ir

from ixconv.codegen import jit
from ixconv.codegen.irutil import DRIVER_TYPE, I32, I64, PTR, VOID

CLOCK_MONOTONIC = 1  # Linux's value on every architecture
_TIMED = ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64, ctypes.c_void_p)


def emit_timed_call() -> str:
    module = ir.Module(name="timed_call")
    fn = ir.Function(module, ir.FunctionType(VOID, [I64, I64, I64, I64, PTR]), name="timed_call")
    driver_int, args_int, schedule_int, clock_int, out = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    driver = b.inttoptr(driver_int, ir.PointerType(DRIVER_TYPE))
    clock = b.inttoptr(clock_int, ir.PointerType(ir.FunctionType(I32, [I32, PTR])))
    timespec = ir.LiteralStructType([I64, I64])
    before, after = b.alloca(timespec), b.alloca(timespec)

    def nanoseconds(ts: ir.Value) -> ir.Value:
        sec = b.load(b.gep(ts, [ir.Constant(I32, 0), ir.Constant(I32, 0)], source_etype=timespec), typ=I64)
        nsec = b.load(b.gep(ts, [ir.Constant(I32, 0), ir.Constant(I32, 1)], source_etype=timespec), typ=I64)
        return b.add(b.mul(sec, ir.Constant(I64, 1_000_000_000)), nsec)

    b.call(clock, [ir.Constant(I32, CLOCK_MONOTONIC), before])  # cannot fail for CLOCK_MONOTONIC
    b.call(driver, [b.inttoptr(args_int, PTR), b.inttoptr(schedule_int, PTR), ir.Constant(I64, 0)])
    b.call(clock, [ir.Constant(I32, CLOCK_MONOTONIC), after])
    b.store(b.sub(nanoseconds(after), nanoseconds(before)), out)
    b.ret_void()
    return str(module)


_compiled = None


def timed_call():
    """(module, ``timed_call(driver, args, schedule, clock_gettime, ns)``, the address of clock_gettime),
    compiled once per process. Every argument but ``ns`` (an int64 array) is an address."""
    global _compiled
    if _compiled is None:
        if not sys.platform.startswith("linux"):
            raise OSError("the native stopwatch needs Linux's clock_gettime")
        module = jit.compile_ir("timed_call", jit.deferred(emit_timed_call), ["timed_call"])
        clock = ctypes.cast(ctypes.CDLL(None).clock_gettime, ctypes.c_void_p).value
        _compiled = (module, _TIMED(module.address("timed_call")), clock)
    return _compiled
