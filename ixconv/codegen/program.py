"""A native program: several generated drivers run back to back in one call, a barrier between them.

``void program(const int64_t *desc, int64_t *unused, int64_t part)`` with ``desc = [n, timestamps, (fn, args,
schedule) * n]``. Every thread that runs the program calls each driver with its own ``part``, so it
claims work items of operator ``s`` like a one-operator call would, then waits until the schedule's
``done`` counter reaches its ``items`` (``ixconv.codegen.irutil.claim_loop`` publishes ``done``) before
it starts operator ``s + 1``, whose inputs are now complete. A thread that arrives late finds the
earlier operators finished and catches up without work. One hand-off to the pool per model run
replaces one per operator, and the Python overhead of each call (~10 us) disappears.

``timestamps`` (0: none) is an int64 array of n + 1 entries: on x86 the thread of part 0 writes the time stamp
counter there as the program starts and as each operator's barrier opens (``NativeProgram.profile``).
"""

from __future__ import annotations

import functools
import platform

from llvmlite import ir

from ixconv.codegen import jit
from ixconv.codegen.irutil import DRIVER, DRIVER_TYPE, I64, PTR, SCHEDULE_DONE, SCHEDULE_ITEMS, VOID

DESC_HEADER, DESC_STRIDE = 2, 3


def emit_program_module(x86: bool) -> str:
    module = ir.Module(name="ixconv_program")
    driver_type = DRIVER_TYPE
    fn = ir.Function(module, driver_type, name="program")
    desc, _unused, part = fn.args
    pause = ir.Function(module, ir.FunctionType(VOID, []), name="llvm.x86.sse2.pause") if x86 else None
    entry, head, body, wait, done = (fn.append_basic_block(n) for n in ("entry", "head", "body", "wait", "done"))
    b = ir.IRBuilder(entry)
    count = b.load(desc, typ=I64, name="operators")
    stamps = b.load(b.gep(desc, [ir.Constant(I64, 1)], source_etype=I64), typ=I64, name="timestamps")
    zero = ir.Constant(I64, 0)
    stamping = b.and_(b.icmp_signed("!=", stamps, zero), b.icmp_signed("==", part, zero))
    clock = ir.Function(module, ir.FunctionType(I64, []), name="llvm.readcyclecounter") if x86 else None

    def stamp(index: ir.Value) -> None:
        if clock is None:  # (aarch64's cycle counter may trap in user mode: no time stamps there)
            return
        with b.if_then(stamping):
            slot = b.gep(b.inttoptr(stamps, PTR), [index], source_etype=I64)
            b.store(b.call(clock, []), slot)

    stamp(ir.Constant(I64, 0))
    entry_end = b.block
    b.branch(head)

    b.position_at_end(head)
    step = b.phi(I64, name="step")
    step.add_incoming(ir.Constant(I64, 0), entry_end)
    b.cbranch(b.icmp_signed("<", step, count), body, done)

    b.position_at_end(body)
    base = b.add(ir.Constant(I64, DESC_HEADER), b.mul(step, ir.Constant(I64, DESC_STRIDE)))

    def field(offset: int) -> ir.Value:
        return b.load(b.gep(desc, [b.add(base, ir.Constant(I64, offset))], source_etype=I64), typ=I64)

    target = b.inttoptr(field(0), ir.PointerType(driver_type))
    args, schedule = b.inttoptr(field(1), PTR), b.inttoptr(field(2), PTR)
    b.call(target, [args, schedule, part])
    items = b.load(b.gep(schedule, [ir.Constant(I64, SCHEDULE_ITEMS)], source_etype=I64), typ=I64, name="items")
    done_slot = b.gep(schedule, [ir.Constant(I64, SCHEDULE_DONE)], source_etype=I64)
    b.branch(wait)

    b.position_at_end(wait)  # the barrier: every item of this operator finished, by whichever thread
    finished = b.load_atomic(done_slot, "acquire", 8, typ=I64)
    complete = b.icmp_signed(">=", finished, items)
    spin = fn.append_basic_block("spin")
    next_step = fn.append_basic_block("next")
    b.cbranch(complete, next_step, spin)
    b.position_at_end(spin)
    if pause is not None:
        b.call(pause, [])
    b.branch(wait)

    b.position_at_end(next_step)
    following = b.add(step, ir.Constant(I64, 1))
    stamp(following)
    next_block = b.block
    step.add_incoming(following, next_block)
    b.branch(head)

    b.position_at_end(done)
    b.ret_void()
    return str(module)


@functools.cache
def program_function():
    """(module, the program as a ctypes driver); the module must stay referenced."""
    x86 = platform.machine().lower() in ("x86_64", "amd64", "i686", "x86")
    module = jit.compile_ir("ixconv_program", jit.deferred(emit_program_module, x86), ["program"])
    return module, DRIVER(module.address("program"))
