"""Two tiny native helpers for the thread pool: spin-wait on a word, and atomic add.

Waiting in native code (ctypes releases the GIL) lets a worker notice the next job within a
microsecond instead of the ~60 us a sleeping thread takes to be woken, which matters when a model
runs dozens of short convolutions back to back.

* ``int64 wait_while_equal(int64 *word, int64 value, int64 spins)``: spin (with ``pause`` on x86) until
  ``*word != value`` or ``spins`` rounds passed; returns the last value read.
* ``int64 atomic_add(int64 *word, int64 delta)``: returns the new value.
"""

from __future__ import annotations

import ctypes
import functools
import platform

from llvmlite import ir

from ixconv.codegen import jit
from ixconv.codegen.irutil import I64, PTR, VOID


def emit_sync_module(x86: bool) -> str:
    module = ir.Module(name="ixconv_sync")
    wait = ir.Function(module, ir.FunctionType(I64, [PTR, I64, I64]), name="wait_while_equal")
    word, value, spins = wait.args
    entry, loop, done = (wait.append_basic_block(n) for n in ("entry", "loop", "done"))
    b = ir.IRBuilder(entry)
    b.branch(loop)
    b.position_at_end(loop)
    i = b.phi(I64)
    current = b.load_atomic(word, "acquire", 8, typ=I64)
    if x86:
        pause = ir.Function(module, ir.FunctionType(VOID, []), name="llvm.x86.sse2.pause")
        b.call(pause, [])
    i_next = b.add(i, ir.Constant(I64, 1))
    keep = b.and_(b.icmp_signed("==", current, value), b.icmp_signed("<", i_next, spins))
    b.cbranch(keep, loop, done)
    i.add_incoming(ir.Constant(I64, 0), entry)
    i.add_incoming(i_next, loop)
    b.position_at_end(done)
    b.ret(current)

    add = ir.Function(module, ir.FunctionType(I64, [PTR, I64]), name="atomic_add")
    b = ir.IRBuilder(add.append_basic_block("entry"))
    old = b.atomic_rmw("add", add.args[0], add.args[1], "seq_cst")
    b.ret(b.add(old, add.args[1]))
    return str(module)


@functools.cache
def sync_functions():
    """(module, wait_while_equal, atomic_add) as ctypes functions (the module must stay referenced)."""
    x86 = platform.machine().lower() in ("x86_64", "amd64", "i686", "x86")
    module = jit.compile_ir("ixconv_sync", jit.deferred(emit_sync_module, x86), ["wait_while_equal", "atomic_add"])
    wait = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)(
        module.address("wait_while_equal")
    )
    add = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64)(module.address("atomic_add"))
    return module, wait, add


# Words of the pool's shared state (int64 indices; each on its own cache line where it is contended).
W_GEN, W_OPEN, W_ACTIVE, W_FN, W_ARGS, W_SCHED, W_WANTED = 0, 8, 16, 24, 25, 26, 27
WORDS = 32


def emit_worker_module(x86: bool) -> str:
    """``int64 worker_loop(int64 *words, int64 index, int64 seen, int64 spins)``: the helper threads' loop.

    Spins on ``words[W_GEN]``; for each new job that wants this helper it joins (``ACTIVE += 1``, then checks
    ``OPEN`` -- the caller closes with an atomic before waiting for ``ACTIVE == 0``, so a late helper
    backs off without touching the job), runs ``fn(args, schedule, index + 1)`` and leaves. Returns the
    last generation seen after ``spins`` idle rounds, so the thread can go to sleep in Python.
    """
    module = ir.Module(name="ixconv_worker")
    fn_type = ir.FunctionType(VOID, [PTR, PTR, I64])
    loop_fn = ir.Function(module, ir.FunctionType(I64, [PTR, I64, I64, I64]), name="worker_loop")
    words, index, seen0, spins = loop_fn.args
    pause = ir.Function(module, ir.FunctionType(VOID, []), name="llvm.x86.sse2.pause") if x86 else None
    blocks = {n: loop_fn.append_basic_block(n) for n in ("entry", "wait", "idle", "got", "join", "back_off", "run")}
    b = ir.IRBuilder(blocks["entry"])

    def word(i: int):
        return b.gep(words, [ir.Constant(I64, i)], source_etype=I64)

    seen_slot = b.alloca(I64)
    idle_slot = b.alloca(I64)
    b.store(seen0, seen_slot)
    b.store(ir.Constant(I64, 0), idle_slot)
    b.branch(blocks["wait"])

    b.position_at_end(blocks["wait"])
    seen = b.load(seen_slot, typ=I64)
    gen = b.load_atomic(word(W_GEN), "acquire", 8, typ=I64)
    b.cbranch(b.icmp_signed("!=", gen, seen), blocks["got"], blocks["idle"])

    b.position_at_end(blocks["idle"])
    if pause is not None:
        b.call(pause, [])
    idle = b.add(b.load(idle_slot, typ=I64), ir.Constant(I64, 1))
    b.store(idle, idle_slot)
    done = loop_fn.append_basic_block("done")
    b.cbranch(b.icmp_signed("<", idle, spins), blocks["wait"], done)
    b.position_at_end(done)
    b.ret(b.load(seen_slot, typ=I64))

    b.position_at_end(blocks["got"])
    b.store(gen, seen_slot)
    wanted = b.load_atomic(word(W_WANTED), "acquire", 8, typ=I64)
    b.cbranch(b.icmp_signed("<", index, wanted), blocks["join"], blocks["wait"])

    b.position_at_end(blocks["join"])
    b.atomic_rmw("add", word(W_ACTIVE), ir.Constant(I64, 1), "seq_cst")
    is_open = b.load_atomic(word(W_OPEN), "seq_cst", 8, typ=I64)
    b.cbranch(b.icmp_signed(">", is_open, ir.Constant(I64, 0)), blocks["run"], blocks["back_off"])

    b.position_at_end(blocks["back_off"])
    b.atomic_rmw("sub", word(W_ACTIVE), ir.Constant(I64, 1), "seq_cst")
    b.branch(blocks["wait"])

    b.position_at_end(blocks["run"])
    target = b.inttoptr(b.load_atomic(word(W_FN), "acquire", 8, typ=I64), ir.PointerType(fn_type))
    args = b.inttoptr(b.load_atomic(word(W_ARGS), "acquire", 8, typ=I64), PTR)
    schedule = b.inttoptr(b.load_atomic(word(W_SCHED), "acquire", 8, typ=I64), PTR)
    b.call(target, [args, schedule, b.add(index, ir.Constant(I64, 1))])
    b.atomic_rmw("sub", word(W_ACTIVE), ir.Constant(I64, 1), "seq_cst")
    b.store(ir.Constant(I64, 0), idle_slot)
    b.branch(blocks["wait"])
    return str(module)


@functools.cache
def worker_loop():
    x86 = platform.machine().lower() in ("x86_64", "amd64", "i686", "x86")
    module = jit.compile_ir("ixconv_worker", jit.deferred(emit_worker_module, x86), ["worker_loop"])
    fn = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64)(
        module.address("worker_loop")
    )
    return module, fn
