"""Shared pieces of the IR emitters: types, an IRBuilder helper, the work-claiming loop."""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from typing import NamedTuple

from llvmlite import ir

from ixconv.codegen.spec import VECTOR_FLOATS

# schedule: int64 [parts, done, items, pad..., then per part at SCHEDULE_HEADER + part * SCHEDULE_STRIDE: next, end]
# ``done`` counts finished items (each thread adds its count when it leaves the claim loop): a native
# program waits for ``done == items`` before it starts the next operator (``ixconv.codegen.program``).
SCHEDULE_PARTS, SCHEDULE_DONE, SCHEDULE_ITEMS = 0, 1, 2
SCHEDULE_HEADER = 8
SCHEDULE_STRIDE = 8  # one 64-byte cache line per part: no false sharing between the counters
# a thread claims up to this many consecutive items with one atomic add (see ``Emitter.claim_loop``). A 40x38
# 1x1 64->64 layer, one thread, Intel Xeon: 73-76 -> 68-70 us (one claim per 6-pixel tile before)
CLAIM_BATCH = 16

F32 = ir.FloatType()


class _BFloat(ir.Type):
    """LLVM's ``bfloat`` (llvmlite's IR builder has no such type): AVX512_BF16's element."""

    def _to_string(self) -> str:
        return "bfloat"

    def __eq__(self, other) -> bool:
        return isinstance(other, _BFloat)

    def __hash__(self) -> int:
        return hash("bfloat")


BF16 = _BFloat()
I1 = ir.IntType(1)
I8 = ir.IntType(8)
I16 = ir.IntType(16)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
PTR = ir.PointerType()
VOID = ir.VoidType()

# Every driver is ``void f(const int64_t *args, int64_t *schedule, int64_t part)``; ctypes releases the
# GIL for the whole native call, so Python threads run drivers in parallel.
DRIVER = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)
DRIVER_TYPE = ir.FunctionType(VOID, [PTR, PTR, I64])


class RowTile(NamedTuple):
    """A claimed (image, output row, channel tile) work item (``Emitter.claim_row_tile``)."""

    head: ir.Block  # where to branch when the item is done
    image: ir.Value
    row: ir.Value
    tile: ir.Value
    c0: ir.Value  # the tile's first channel
    cols: ir.Value  # its channels


class Emitter:
    """Helpers around an IRBuilder for one function."""

    def __init__(self, module: ir.Module, isa: str, fn: ir.Function):
        self.module = module
        self.isa = isa
        self.fn = fn
        self.vl = VECTOR_FLOATS[isa]
        self.vec = ir.VectorType(F32, self.vl)
        self.entry = fn.append_basic_block("entry")
        self.b = ir.IRBuilder(self.entry)

    @classmethod
    def driver(cls, module: ir.Module, isa: str, name: str) -> Emitter:
        """A new driver function ``void name(args, schedule, part)`` in ``module`` and its emitter."""
        return cls(module, isa, ir.Function(module, DRIVER_TYPE, name=name))

    def arg(self, field: int, name: str | None = None) -> ir.Value:
        """A driver's int64 argument ``args[field]``, named ``name`` (default: an enum field's own name)."""
        if name is None:
            name = field.name.lower() if hasattr(field, "name") else ""
        args = self.fn.args[0]
        return self.b.load(self.b.gep(args, [ir.Constant(I64, int(field))], source_etype=I64), typ=I64, name=name)

    # -- small utilities -------------------------------------------------------------------------
    def intrinsic(self, name: str, ret: ir.Type, args: list[ir.Type]) -> ir.Function:
        existing = self.module.globals.get(name)
        if existing is not None:
            return existing
        return ir.Function(self.module, ir.FunctionType(ret, args), name=name)

    def store_bf16(self, value: ir.Value, at: ir.Value, mask: ir.Value | None = None) -> None:
        """A float32 vector rounded to bf16 (to nearest even: ``vcvtneps2bf16`` with AVX512_BF16) and stored as
        2-byte values at ``at``; only the lanes of ``mask`` when given."""
        b, vl = self.b, self.vl
        half = b.fptrunc(value, ir.VectorType(BF16, vl))
        if mask is None:
            b.store(half, at, align=2)
            return
        shorts, lanes = ir.VectorType(I16, vl), ir.VectorType(I1, vl)
        store = self.intrinsic(f"llvm.masked.store.v{vl}i16.p0", VOID, [shorts, PTR, I32, lanes])
        b.call(store, [b.bitcast(half, shorts), at, ir.Constant(I32, 2), mask])

    def load_bf16(self, at: ir.Value, mask: ir.Value | None = None) -> ir.Value:
        """``vl`` bf16 values at ``at`` as a float32 vector (exact: a bf16 is a float32's upper half); only the
        lanes of ``mask`` read when given (the others 0)."""
        b, vl = self.b, self.vl
        shorts = ir.VectorType(I16, vl)
        if mask is None:
            raw = b.load(at, typ=shorts, align=2)
        else:
            load = self.intrinsic(f"llvm.masked.load.v{vl}i16.p0", shorts, [PTR, I32, ir.VectorType(I1, vl), shorts])
            raw = b.call(load, [at, ir.Constant(I32, 2), mask, ir.Constant(shorts, None)])
        wide = b.shl(b.zext(raw, ir.VectorType(I32, vl)), ir.Constant(ir.VectorType(I32, vl), [16] * vl))
        return b.bitcast(wide, self.vec)

    def alloca(self, typ: ir.Type, init: ir.Value, name: str, on_entry: bool = False) -> ir.Value:
        """A stack slot (in the entry block) set to ``init`` here, or -- ``on_entry``, ``init`` a constant -- once on
        entry, before any loop."""
        with self.b.goto_block(self.entry):
            self.b.position_at_start(self.entry)
            slot = self.b.alloca(typ, name=name)
            if on_entry:
                self.b.store(init, slot)
        if not on_entry:
            self.b.store(init, slot)
        return slot

    def digits(self, item: ir.Value, radices: list[ir.Value], name: str) -> list[ir.Value]:
        """``item`` in mixed radix, ``radices[0]`` fastest: ``len(radices) + 1`` digits, the last unbounded (a work
        item's coordinates). The item right after the previous one (consecutive items of a claimed batch) steps
        the previous digits with a compare and a select each; only a batch's first item divides (integer
        divisions, tens of cycles each, were a quarter of a short 8-bit GEMM item: 16 -> 96 1x1 at 112x112)."""
        b, n = self.b, len(radices)
        last = self.alloca(I64, ir.Constant(I64, -2), f"{name}.last", on_entry=True)
        slots = [self.alloca(I64, ir.Constant(I64, 0), f"{name}.d{k}", on_entry=True) for k in range(n + 1)]
        follows = b.icmp_signed("==", item, b.add(b.load(last, typ=I64), ir.Constant(I64, 1)))
        with b.if_else(follows) as (step, divide):
            with step:
                carry = ir.Constant(I64, 1)
                for k in range(n):
                    digit = b.add(b.load(slots[k], typ=I64), carry)
                    wraps = b.icmp_signed("==", digit, radices[k])
                    b.store(b.select(wraps, ir.Constant(I64, 0), digit), slots[k])
                    carry = b.zext(wraps, I64)
                b.store(b.add(b.load(slots[n], typ=I64), carry), slots[n])
            with divide:
                rest = item
                for k in range(n):
                    b.store(b.srem(rest, radices[k]), slots[k])
                    rest = b.sdiv(rest, radices[k])
                b.store(rest, slots[n])
        b.store(item, last)
        return [b.load(slot, typ=I64, name=f"{name}{k}") for k, slot in enumerate(slots)]

    def byte_gep(self, base: ir.Value, offset: ir.Value, name: str = "") -> ir.Value:
        return self.b.gep(base, [offset], source_etype=I8, name=name)

    def splat_to(self, scalar: ir.Value, lanes: int) -> ir.Value:
        """``scalar`` in every lane of a vector of ``lanes`` of its type."""
        undef = ir.Constant(ir.VectorType(scalar.type, lanes), ir.Undefined)
        one = self.b.insert_element(undef, scalar, ir.Constant(I32, 0))
        return self.b.shuffle_vector(one, undef, ir.Constant(ir.VectorType(I32, lanes), [0] * lanes))

    def splat(self, scalar: ir.Value) -> ir.Value:
        """A float32 scalar in every lane of the fp32 vector."""
        return self.splat_to(scalar, self.vl)

    def splat_bool(self, flag: ir.Value) -> ir.Value:
        """An i1 in every lane of a mask as long as the fp32 vector."""
        lanes = ir.VectorType(I1, self.vl)
        undef = ir.Constant(lanes, ir.Undefined)
        one = self.b.insert_element(undef, flag, ir.Constant(I32, 0))
        return self.b.shuffle_vector(one, undef, ir.Constant(ir.VectorType(I32, self.vl), [0] * self.vl))

    def splat64(self, scalar: ir.Value) -> ir.Value:
        """An i64 scalar in every lane of a vector as long as the fp32 vector (addresses, indices)."""
        return self.splat_to(scalar, self.vl)

    def fma(self, a: ir.Value, b: ir.Value, c: ir.Value) -> ir.Value:
        kind = "fma" if self.isa != "generic" else "fmuladd"
        fn = self.intrinsic(f"llvm.{kind}.v{self.vl}f32", self.vec, [self.vec, self.vec, self.vec])
        return self.b.call(fn, [a, b, c])

    def counted_loop(self, count: ir.Value, name: str, body) -> None:
        """for (i = 0; i < count; ++i) body(i)  -- count may be zero."""
        index = self.alloca(I64, ir.Constant(I64, 0), f"{name}.i")
        head = self.fn.append_basic_block(f"{name}.head")
        loop = self.fn.append_basic_block(f"{name}.body")
        done = self.fn.append_basic_block(f"{name}.done")
        self.b.branch(head)
        self.b.position_at_end(head)
        i = self.b.load(index, typ=I64)
        self.b.cbranch(self.b.icmp_signed("<", i, count), loop, done)
        self.b.position_at_end(loop)
        body(i)
        self.b.store(self.b.add(self.b.load(index, typ=I64), ir.Constant(I64, 1)), index)
        self.b.branch(head)
        self.b.position_at_end(done)

    def indirect_rows(self, indirection, zero, a_base, tile, ks, tap, mr: int) -> tuple[list[ir.Value], ir.Value]:
        """The MR input rows of pixel tile ``tile`` for tap ``tap`` of an Indirect GEMM: ``a_base`` plus the
        indirection buffer's byte offset, or the zero vector where the offset is -1 (padding); and whether
        every row is padding (the tap then contributes nothing but zero points)."""
        b, c_mr = self.b, ir.Constant(I64, mr)
        first = b.add(b.mul(tile, b.mul(ks, c_mr)), b.mul(tap, c_mr))
        pointers, all_pad = [], None
        for i in range(mr):
            offset = b.load(
                b.gep(indirection, [b.add(first, ir.Constant(I64, i))], source_etype=I64), typ=I64, name=f"off{i}"
            )
            is_pad = b.icmp_signed("<", offset, ir.Constant(I64, 0))
            all_pad = is_pad if all_pad is None else b.and_(all_pad, is_pad)
            pointers.append(b.select(is_pad, zero, self.byte_gep(a_base, offset), name=f"a{i}"))
        return pointers, all_pad

    def strided_rows(self, a_base, m0, last_row, lda, mr: int) -> list[ir.Value]:
        """The MR rows of a plain GEMM tile: ``a_base + (m0 + i) * lda``; rows past the last repeat it."""
        b = self.b
        return [
            self.byte_gep(a_base, b.mul(b.add(m0, self.smin(ir.Constant(I64, i), last_row)), lda), name=f"a{i}")
            for i in range(mr)
        ]

    def lane_masks(self, count: ir.Value, vectors: int, lanes: int | None = None) -> list[ir.Value]:
        """For each of ``vectors`` consecutive vectors of ``lanes`` lanes (default: the fp32 vector), the
        mask of its lanes below ``count`` (an i64) counted from the first vector's first lane: a partial
        tile's masked loads and stores."""
        lanes = lanes or self.vl
        lanes_t = ir.VectorType(I64, lanes)
        undef = ir.Constant(lanes_t, ir.Undefined)
        one = self.b.insert_element(undef, count, ir.Constant(I32, 0))
        splat = self.b.shuffle_vector(one, undef, ir.Constant(ir.VectorType(I32, lanes), [0] * lanes))
        ids = [ir.Constant(lanes_t, [v * lanes + j for j in range(lanes)]) for v in range(vectors)]
        return [self.b.icmp_signed("<", lane_ids, splat) for lane_ids in ids]

    def smin(self, x: ir.Value, y: ir.Value) -> ir.Value:
        return self.b.select(self.b.icmp_signed("<", x, y), x, y)

    def smax(self, x: ir.Value, y: ir.Value) -> ir.Value:
        return self.b.select(self.b.icmp_signed(">", x, y), x, y)

    def grid_item(
        self, item: ir.Value, panels: ir.Value, tiles: ir.Value, groups: ir.Value, order: str, groups_share_pixels
    ) -> tuple[ir.Value, ir.Value, ir.Value, ir.Value]:
        """(panel, tile, group, image) of a GEMM driver's work item. ``panel_inner``: panels fastest, then tiles,
        groups, images -- or, where ``groups_share_pixels`` (an i1: a grouped convolution's channels of a pixel
        sit together), groups between panels and tiles, so a tile's input lines are read once for every group.
        ``tile_inner``: tiles fastest, then panels, groups, images (each group's panels reused by its tiles)."""
        b = self.b
        if order != "panel_inner":
            tile, panel, group, image = self.digits(item, [tiles, panels, groups], "grid")
            return panel, tile, group, image
        middle = b.select(groups_share_pixels, groups, tiles)
        outer = b.select(groups_share_pixels, tiles, groups)
        panel, second, third, image = self.digits(item, [panels, middle, outer], "grid")
        tile = b.select(groups_share_pixels, third, second, name="tile")
        group = b.select(groups_share_pixels, second, third, name="group")
        return panel, tile, group, image

    def claim_row_tile(
        self, schedule: ir.Value, own_part: ir.Value, batch: ir.Value, rows: ir.Value, channels: ir.Value, tile: int
    ) -> RowTile:
        """``claim_loop`` over the work items of the channel-vector kernels (depthwise, pooling): (image, output
        row, tile of ``tile`` channels), tiles fastest; the item's coordinates, its first channel and its
        channel count (``tile``, less in the last tile)."""
        b, c_ct = self.b, ir.Constant(I64, tile)
        tiles = b.sdiv(b.add(channels, ir.Constant(I64, tile - 1)), c_ct, name="tiles")
        item, head = self.claim_loop(schedule, own_part, b.mul(b.mul(batch, rows), tiles, name="total"))
        index, row, image = self.digits(item, [tiles, rows], "grid")
        c0 = b.mul(index, c_ct, name="c0")
        return RowTile(head, image, row, index, c0, self.smin(b.sub(channels, c0), c_ct))

    def claim_loop(
        self, schedule: ir.Value, own_part: ir.Value, total: ir.Value, on_exit: Callable[[], None] | None = None
    ) -> tuple[ir.Value, ir.Block]:
        """Emit the work-claiming loop; leaves the builder in the body of one item. ``on_exit`` emits what a
        thread does once it has no item left, before it counts its items done and returns (AMX: release the
        tiles).

        Returns (item index, the block to branch back to when the item is done). Parts are visited from
        ``own_part`` on, each until its counter passes its end (see ``ixconv.ops.threads``), in batches of
        consecutive items (up to ``CLAIM_BATCH``) run one after the other. Every item claimed counts as done
        once the thread leaves (an item at or past ``total`` is skipped, but still counted, so ``done`` always
        reaches the schedule's ``items``).
        """
        b, fn = self.b, self.fn
        parts = b.load(schedule, typ=I64, name="parts")
        visited = self.alloca(I64, ir.Constant(I64, 0), "visited")
        claimed = self.alloca(I64, ir.Constant(I64, 0), "claimed")
        cur = self.alloca(I64, ir.Constant(I64, 0), "batch_next")
        cur_end = self.alloca(I64, ir.Constant(I64, 0), "batch_end")
        head = fn.append_basic_block("claim")
        claim_batch = fn.append_basic_block("claim_batch")
        try_part = fn.append_basic_block("claim_part")
        got_batch = fn.append_basic_block("got_batch")
        got_item = fn.append_basic_block("got_item")
        next_part = fn.append_basic_block("next_part")
        work = fn.append_basic_block("work")
        exit_ = fn.append_basic_block("exit")
        b.branch(head)
        b.position_at_end(head)
        k_cur = b.load(cur, typ=I64)
        b.cbranch(b.icmp_signed("<", k_cur, b.load(cur_end, typ=I64)), got_item, claim_batch)
        b.position_at_end(claim_batch)
        k_visited = b.load(visited, typ=I64)
        b.cbranch(b.icmp_signed("<", k_visited, parts), try_part, exit_)
        b.position_at_end(try_part)
        part = b.srem(b.add(own_part, k_visited), parts, name="part")
        slot = b.add(ir.Constant(I64, SCHEDULE_HEADER), b.mul(part, ir.Constant(I64, SCHEDULE_STRIDE)))
        next_slot = b.gep(schedule, [slot], source_etype=I64)
        end_slot = b.gep(schedule, [b.add(slot, ir.Constant(I64, 1))], source_etype=I64)
        end = b.load(end_slot, typ=I64, name="end")
        # guided: a batch of an eighth of what the part has left (1 to CLAIM_BATCH items), so the locked
        # add (which drains the store buffer, a tile's output stores with it) runs once per batch, and
        # batches shrink to single items as the part runs out (a thief takes little)
        peek = b.load_atomic(next_slot, "monotonic", 8, typ=I64)
        left = b.ashr(b.sub(end, peek), ir.Constant(I64, 3))
        grain = self.smax(self.smin(left, ir.Constant(I64, CLAIM_BATCH)), ir.Constant(I64, 1))
        first = b.atomic_rmw("add", next_slot, grain, "monotonic", name="first")
        b.cbranch(b.icmp_signed("<", first, end), got_batch, next_part)
        b.position_at_end(got_batch)
        b.store(first, cur)
        b.store(self.smin(b.add(first, grain), end), cur_end)
        b.branch(head)
        b.position_at_end(got_item)
        item = k_cur
        b.store(b.add(item, ir.Constant(I64, 1)), cur)
        # the count stays in memory (atomic accesses are not promoted to a register): no register is
        # taken from the kernel for it; only this thread touches the slot
        count = b.load_atomic(claimed, "monotonic", 8, typ=I64)
        b.store_atomic(b.add(count, ir.Constant(I64, 1)), claimed, "monotonic", 8)
        b.cbranch(b.icmp_signed("<", item, total), work, head)
        b.position_at_end(next_part)
        b.store(b.add(k_visited, ir.Constant(I64, 1)), visited)
        b.branch(head)
        b.position_at_end(exit_)
        if on_exit is not None:
            on_exit()
        done_slot = b.gep(schedule, [ir.Constant(I64, SCHEDULE_DONE)], source_etype=I64)
        # release: publishes this thread's stores to whoever sees the new count
        b.atomic_rmw("add", done_slot, b.load_atomic(claimed, "monotonic", 8, typ=I64), "release")
        b.ret_void()
        b.position_at_end(work)
        return item, head
