"""Convolutions on Intel AMX tiles, as LLVM IR: bf16 (``tdpbf16ps``, fp32 accumulation and epilogue) and 8-bit
(``tdpbusd`` / ``tdpbssd``, int32 accumulation, QLinearConv's requantizing epilogue).

AMX multiplies 16x32 bf16 tiles into 16x16 fp32 tiles, 16x the work of an AVX-512 FMA per cycle, and 16x64 byte
tiles into 16x16 int32 ones (four products per lane and row, 4x that again). Its operand
rows must sit a constant stride apart, which a convolution's input rows do on a zero-padded copy of the
image (``ixconv.ops.amx``): for stride 1, output pixel ``(y, x)`` reads padded pixel ``(y + r*dh, x + s*dw)``
for tap ``(r, s)``, so the *virtual* output pixels ``v = y * Wp + x`` over the padded width ``Wp`` read the
padded image at ``v + r*dh*Wp + s*dw``: one stride (a padded pixel) for every row of a tile, every tap a
constant offset. Columns ``x >= OW`` of the virtual grid are computed and dropped (``Wp - OW`` of ``Wp``:
2 of 58 for a 3x3 layer on 56x56). With stride ``t`` the virtual rows are ``OW`` rounded up to 16 pixels,
each tile within one output row (its input rows ``t`` pixels apart): virtual pixel ``(y, x)`` reads padded
pixel ``(t*y, t*x)`` plus the tap's offset. ``VIRTUAL_WIDTH``, ``ROW_STEP`` and ``A_STRIDE`` describe both.

A work item is 32 virtual pixels x 32 output channels: four accumulator tiles (0-3), two input tiles (4, 5:
pixels 0-15 and 16-31, 32 bf16 channels each), two weight tiles (6, 7: channels 0-15 and 16-31, 16 channel
pairs each, AMX's pair layout). Per tap and 32-channel chunk: four tile loads, four ``tdpbf16ps``. The
accumulators then go through a 32x32 fp32 scratch on the stack, and the epilogue (bias, residual, clamp,
fused activation) stores the real pixels' real channels with AVX-512 (masked past the last channel).

The 8-bit kernel (``AmxSpec(dot="u8s8" | "s8s8")``) is the same loop over tiles of 64 one-byte channels (a
weight tile: 16 quads of channels x 16 output channels x 4, AMX's quad layout) into int32 accumulators; its
epilogue is the VNNI kernel's (``ixconv.codegen.qgemm``): ``acc + bias`` (the packed bias, every zero-point term
folded in), times the channel's float32 scale, clamped, rounded half-even, plus the output zero point, stored as
bytes. Padding is the input zero point in the padded copy, so it contributes exactly what ONNX says (nothing).

``void f(args, schedule, part)`` with ``args`` as ``AmxArg``. Rows past the virtual grid read past the image
(into the next image, or the slack the caller allocates after the last one); they only feed dropped rows.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass

from llvmlite import ir

from ixconv import knobs
from ixconv.codegen.epilogue import as_program, epilogue_problems, epilogue_tag
from ixconv.codegen.fused import apply_epilogue
from ixconv.codegen.irutil import DRIVER, F32, I1, I8, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.qepilogue import look_up
from ixconv.codegen.qgemm import MAGIC, MAGIC_BITS
from ixconv.cpu import host, tile_state_granted

TILE_ROWS = 16  # pixels (rows) of an input or accumulator tile
TILE_BYTES = 64  # bytes per tile row: 32 bf16 input channels, 16 fp32 outputs, or 16 bf16 channel pairs
PIXELS_PER_ITEM = 2 * TILE_ROWS
CHANNELS_PER_ITEM = 32  # output channels of a work item (two accumulator tiles wide)
CHUNK = 32  # input channels (bf16) per tile load
WEIGHT_TILE = TILE_ROWS * TILE_BYTES  # bytes of one weight tile (16 pairs x 16 output channels)
GROUP_WIDTH = 16  # grouped: input and output channels per group, half a chunk and one accumulator tile wide
ROWS_PER_BLOCK = 8  # 8-bit epilogue: rows requantized in one straight run


class AmxArg(enum.IntEnum):
    A = 0  # the zero-padded bf16 input, NHWC with CHUNK-multiple channels
    A_IMAGE = 1  # bytes between padded images
    ROW = 2  # bytes per padded pixel
    W = 3  # packed weights: [n block][tap][chunk][2 tiles][16 pairs][16 channels][2]
    W_BLOCK = 4  # bytes per block of CHANNELS_PER_ITEM output channels
    BIAS = 5  # fp32, padded to a multiple of CHANNELS_PER_ITEM
    TAPS = 6  # int64 byte offset of each tap in the padded image
    NTAPS = 7
    CHUNKS = 8  # input channel chunks of CHUNK
    C = 9  # fp32 output
    LDC = 10  # bytes between output pixels
    C_IMAGE = 11  # bytes between output images
    RESIDUAL = 12  # fp32, laid out as C; 0: none
    OUT_HEIGHT = 13
    OUT_WIDTH = 14
    VIRTUAL_WIDTH = 15  # Wp: virtual output pixels per row
    CHANNELS = 16  # output channels
    N_BLOCKS = 17
    M_BLOCKS = 18  # work items of virtual pixels per image
    BATCH = 19
    MIN = 20  # float32 bits of the clamp
    MAX = 21
    A_STRIDE = 22  # bytes between the input rows of consecutive virtual pixels: the stride x ROW
    ROW_STEP = 23  # bytes between the input rows of consecutive virtual rows (VIRTUAL_WIDTH x A_STRIDE: one grid)
    PIXELS_FASTEST = 24  # 1: work items walk the pixel blocks first (weights larger than the image), 0: channels
    SCALE = 25  # 8-bit: float32 requantization scale per output channel, padded as BIAS (int32 there)
    OUT_ZERO_POINT = 26  # 8-bit: the output zero point (MIN / MAX are then the clamp minus it)
    TABLE = 27  # 8-bit with lookup: 256 int32, the requantized value's replacement (``ixconv.codegen.qepilogue``)
    LAST_BLOCK = 28  # > 0: no work item starts past this virtual pixel (the last one overlaps the one before it,
    # its rows computed twice, the same values): an input read in place ends at the last pixel, no slack after it
    BLOCK_TAPS = 29  # int32 (first, count) per pixel block (M_BLOCKS of them): its taps in TAP_LIST
    TAP_LIST = 30  # int32 tap indices: a block runs only the taps that read its pixels' inputs (not padding alone)
    # ``AmxSpec.bf16_output`` kernels store output (y, x) of image n, channel c as bf16 at C_BF16 + n * C_BF16_IMAGE +
    # y * C_BF16_ROW + x * C_BF16_PIXEL + 2 * c (into the next layer's bf16 input, padded or not), nothing at C
    C_BF16 = 31
    C_BF16_PIXEL = 32
    C_BF16_ROW = 33
    C_BF16_IMAGE = 34


AMX_ARG_COUNT = len(AmxArg)


@dataclass(frozen=True)
class AmxSpec:
    """The compile-time part of an AMX convolution: its fused activation (the rest are arguments)."""

    epilogue: tuple = ()
    grouped: bool = False  # groups of GROUP_WIDTH channels in and out (RegNet's 3x3): a work item is two groups
    dot: str = "bf16"  # one of DOTS: bf16 products, or 8-bit ones (input unsigned or signed, weights signed)
    lookup: bool = False  # 8-bit: the requantized value looked up in a table (``ixconv.codegen.qepilogue``)
    bf16_output: bool = False  # bf16: outputs rounded to bf16 into the next layer's input (AmxArg.C_BF16), no fp32
    bf16_residual: bool = False  # bf16: the residual is 2-byte values laid out as the output, at half its offsets

    def __post_init__(self) -> None:
        object.__setattr__(self, "epilogue", as_program(self.epilogue))
        problems = epilogue_problems(self.epilogue)
        if self.dot not in DOTS:
            problems.append(f"dot must be one of {tuple(DOTS)}, got {self.dot!r}")
        elif self.dot != "bf16" and (self.grouped or self.epilogue):
            problems.append("the 8-bit kernel takes no groups and no float epilogue (a table: lookup)")
        if self.lookup and self.dot == "bf16":
            problems.append("lookup is for the 8-bit kernel")
        if self.bf16_output and self.dot != "bf16":
            problems.append("bf16_output is for the bf16 kernel")
        if self.bf16_residual and self.dot != "bf16":
            problems.append("bf16_residual is for the bf16 kernel")
        if problems:
            raise ValueError("AmxSpec " + "; ".join(problems))

    @property
    def quantized(self) -> bool:
        return self.dot != "bf16"

    @property
    def name(self) -> str:
        if self.quantized:
            return f"{NAME_PREFIX['u8s8']}{self.dot}" + ("_lut" if self.lookup else "")
        tags = ("_g16" if self.grouped else "") + ("_b16o" if self.bf16_output else "")
        tags += "_r16" if self.bf16_residual else ""
        return NAME_PREFIX["bf16"] + tags + epilogue_tag(self.epilogue)


DOTS = {"bf16": "llvm.x86.tdpbf16ps", "u8s8": "llvm.x86.tdpbusd", "s8s8": "llvm.x86.tdpbssd"}
# the CPU features a kernel of each dot product needs besides the tile state (its epilogue: AVX-512 BF16 / VNNI)
DOT_FEATURES = {
    "bf16": frozenset({"amx-tile", "amx-bf16", "avx512bf16"}),
    "u8s8": frozenset({"amx-tile", "amx-int8", "avx512vnni"}),
    "s8s8": frozenset({"amx-tile", "amx-int8", "avx512vnni"}),
}
NAME_PREFIX = {"bf16": "bf16_amx_conv", "u8s8": "q8_amx_conv_", "s8s8": "q8_amx_conv_"}


def amx_usable(features: frozenset[str]) -> bool:
    """AMX kernels needing ``features`` can run in this process: the CPU has them, the AVX-512 ISA is chosen,
    ``IXCONV_AMX`` is not 0, and Linux granted the tile state (``cpu.tile_state_granted``: asked for here)."""
    cpu = host()
    if knobs.AMX.get() == "0" or cpu.isa != "avx512" or not features <= cpu.features:
        return False
    return tile_state_granted()


def kernel_runnable(name: str) -> bool:
    """Whether the compiled kernel called ``name`` can run in this process: an AMX kernel's name (``AmxSpec.name``)
    only where ``amx_usable`` holds for its dot product (an AMX instruction without the tile state is SIGILL);
    any other kernel: True. A saved model's native programs ask this before calling what they name."""
    if name.startswith(NAME_PREFIX["bf16"]):
        return amx_usable(DOT_FEATURES["bf16"])
    if name.startswith(NAME_PREFIX["u8s8"]):
        return amx_usable(DOT_FEATURES["u8s8"])
    return True


CHANNELS_PER_CHUNK = {"bf16": CHUNK, "u8s8": 2 * CHUNK, "s8s8": 2 * CHUNK}  # input channels in a tile row


def _tile_config() -> ir.Constant:
    """ldtilecfg's 64 bytes: palette 1, all eight tiles 16 rows x 64 bytes."""
    config = [0] * 64
    config[0] = 1
    for t in range(8):
        config[16 + 2 * t] = TILE_BYTES  # colsb, little-endian u16
        config[48 + t] = TILE_ROWS
    return ir.Constant(ir.ArrayType(I8, 64), bytearray(config))


def emit_amx_module(spec: AmxSpec) -> str:
    name = spec.name
    module = ir.Module(name=name)
    e = Emitter.driver(module, "avx512", name)
    b, fn, vl = e.b, e.fn, e.vl
    _, schedule, own_part = fn.args
    arg = e.arg

    cfg = ir.GlobalVariable(module, ir.ArrayType(I8, 64), name="amx_tile_config")
    cfg.global_constant, cfg.initializer, cfg.align, cfg.linkage = True, _tile_config(), 64, "internal"
    i8 = lambda v: ir.Constant(I8, v)  # noqa: E731
    i64 = lambda v: ir.Constant(I64, v)  # noqa: E731
    ldtilecfg = e.intrinsic("llvm.x86.ldtilecfg", VOID, [PTR])
    tilezero = e.intrinsic("llvm.x86.tilezero", VOID, [I8])
    tileload = e.intrinsic("llvm.x86.tileloadd64", VOID, [I8, PTR, I64])
    tilestore = e.intrinsic("llvm.x86.tilestored64", VOID, [I8, PTR, I64])
    dot = e.intrinsic(DOTS[spec.dot], VOID, [I8, I8, I8])
    release = e.intrinsic("llvm.x86.tilerelease", VOID, [])
    mask_t = ir.VectorType(I1, vl)
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])

    a_ptr, w_ptr = b.inttoptr(arg(AmxArg.A), PTR), b.inttoptr(arg(AmxArg.W), PTR)
    bias_ptr, taps_ptr = b.inttoptr(arg(AmxArg.BIAS), PTR), b.inttoptr(arg(AmxArg.TAPS), PTR)
    c_ptr, r_ptr = b.inttoptr(arg(AmxArg.C), PTR), b.inttoptr(arg(AmxArg.RESIDUAL), PTR)
    a_image, w_block = arg(AmxArg.A_IMAGE), arg(AmxArg.W_BLOCK)
    chunks = arg(AmxArg.CHUNKS)  # (NTAPS: the taps of a block come from BLOCK_TAPS)
    ldc, c_image = arg(AmxArg.LDC), arg(AmxArg.C_IMAGE)
    out_h, out_w, wp = arg(AmxArg.OUT_HEIGHT), arg(AmxArg.OUT_WIDTH), arg(AmxArg.VIRTUAL_WIDTH)
    channels, n_blocks, m_blocks = arg(AmxArg.CHANNELS), arg(AmxArg.N_BLOCKS), arg(AmxArg.M_BLOCKS)
    has_residual = b.icmp_signed("!=", arg(AmxArg.RESIDUAL), i64(0))

    def as_float(field: AmxArg) -> ir.Value:
        return b.bitcast(b.trunc(arg(field), I32), F32)

    vmin, vmax = e.splat(as_float(AmxArg.MIN)), e.splat(as_float(AmxArg.MAX))
    scratch = b.alloca(ir.ArrayType(F32, PIXELS_PER_ITEM * CHANNELS_PER_ITEM), name="accumulators")
    scratch.align = 64
    b.call(ldtilecfg, [b.bitcast(cfg, PTR)])

    total = b.mul(b.mul(arg(AmxArg.BATCH), m_blocks), n_blocks, name="total")
    item, head = e.claim_loop(schedule, own_part, total, on_exit=lambda: b.call(release, []))  # hand tiles back
    pixels_fastest = b.icmp_signed("!=", arg(AmxArg.PIXELS_FASTEST), i64(0))
    per_image = b.mul(m_blocks, n_blocks)
    image, within = b.sdiv(item, per_image), b.srem(item, per_image)
    m_block = b.select(pixels_fastest, b.srem(within, m_blocks), b.sdiv(within, n_blocks), name="m_block")
    n_block = b.select(pixels_fastest, b.sdiv(within, m_blocks), b.srem(within, n_blocks), name="n_block")
    v0 = b.mul(m_block, i64(PIXELS_PER_ITEM))
    last_block = arg(AmxArg.LAST_BLOCK)
    overlap = b.and_(b.icmp_signed(">", last_block, i64(0)), b.icmp_signed(">", v0, last_block))
    v0 = b.select(overlap, last_block, v0, name="v0")
    a_stride, row_step = arg(AmxArg.A_STRIDE), arg(AmxArg.ROW_STEP)
    a_image_base = e.byte_gep(a_ptr, b.mul(image, a_image))

    def tile_rows(v: ir.Value, name: str) -> ir.Value:  # where virtual pixel v's input rows start
        return e.byte_gep(a_image_base, b.add(b.mul(b.sdiv(v, wp), row_step), b.mul(b.srem(v, wp), a_stride)), name)

    a0, a1 = tile_rows(v0, "a0"), tile_rows(b.add(v0, i64(TILE_ROWS)), "a1")
    w_item = e.byte_gep(w_ptr, b.mul(n_block, w_block), "w_item")
    for t in range(4):
        b.call(tilezero, [i8(t)])

    # grouped: a work item's 32 output channels (two groups) read the 32 input channels of the same block, one
    # chunk, through block-diagonal weights (``ops.amx.pack_amx_grouped``): four accumulators as a dense item
    group_shift = b.mul(n_block, i64(TILE_BYTES)) if spec.grouped else None

    def tap_body(tap: ir.Value) -> None:
        offset = b.load(b.gep(taps_ptr, [tap], source_etype=I64), typ=I64, name="tap_offset")
        if group_shift is not None:
            offset = b.add(offset, group_shift, name="group_tap_offset")
        w_tap = e.byte_gep(w_item, b.mul(b.mul(tap, chunks), i64(2 * WEIGHT_TILE)))

        def chunk_body(chunk: ir.Value) -> None:
            at = b.add(offset, b.mul(chunk, i64(TILE_BYTES)))
            b.call(tileload, [i8(4), e.byte_gep(a0, at), a_stride])
            b.call(tileload, [i8(5), e.byte_gep(a1, at), a_stride])
            w_at = e.byte_gep(w_tap, b.mul(chunk, i64(2 * WEIGHT_TILE)))
            b.call(tileload, [i8(6), w_at, i64(TILE_BYTES)])
            b.call(tileload, [i8(7), e.byte_gep(w_at, i64(WEIGHT_TILE)), i64(TILE_BYTES)])
            b.call(dot, [i8(0), i8(4), i8(6)])
            b.call(dot, [i8(1), i8(4), i8(7)])
            b.call(dot, [i8(2), i8(5), i8(6)])
            b.call(dot, [i8(3), i8(5), i8(7)])

        e.counted_loop(chunks, "chunks", chunk_body)

    # the block's taps: those that read the image for some real pixel of it (``ops.amx.block_tap_lists``); the
    # others read zeros alone (DeepLab's ASPP at dilation 24 over 32x32: half the taps of a block, on average)
    block_taps, tap_list = b.inttoptr(arg(AmxArg.BLOCK_TAPS), PTR), b.inttoptr(arg(AmxArg.TAP_LIST), PTR)
    entry = b.gep(block_taps, [b.mul(m_block, i64(2))], source_etype=I32)
    first_tap = b.sext(b.load(entry, typ=I32), I64)
    tap_count = b.sext(b.load(b.gep(entry, [ir.Constant(I32, 1)], source_etype=I32), typ=I32), I64)

    def listed_tap(j: ir.Value) -> None:
        tap_body(b.sext(b.load(b.gep(tap_list, [b.add(first_tap, j)], source_etype=I32), typ=I32), I64))

    e.counted_loop(tap_count, "taps", listed_tap)
    stride = i64(CHANNELS_PER_ITEM * 4)  # scratch: 32 rows of 32 floats
    base = b.bitcast(scratch, PTR)
    for t, (r0, c0) in enumerate(((0, 0), (0, 16), (16, 0), (16, 16))):
        b.call(tilestore, [i8(t), e.byte_gep(base, i64(4 * (r0 * CHANNELS_PER_ITEM + c0))), stride])

    # epilogue: each of the 32 virtual pixels that is a real one (row < OH, column < OW)
    width = CHANNELS_PER_ITEM
    vectors = width // vl
    out_bytes = 1 if spec.quantized else 4
    n0 = b.mul(n_block, i64(width), name="n0")
    c_item = e.byte_gep(c_ptr, b.add(b.mul(image, c_image), b.mul(n0, i64(out_bytes))))

    def residual_offset(output_offset: ir.Value) -> ir.Value:  # bf16: 2-byte values at half the output's offsets
        return b.sdiv(output_offset, i64(2)) if spec.bf16_residual else output_offset

    r_item = e.byte_gep(r_ptr, residual_offset(b.sub(b.ptrtoint(c_item, I64), b.ptrtoint(c_ptr, I64))))
    left = b.sub(channels, n0)
    masks = e.lane_masks(left, vectors)
    full = b.icmp_signed(">=", left, i64(width))
    y0, x0 = b.sdiv(v0, wp), b.srem(v0, wp)
    y_slot, x_slot = e.alloca(I64, y0, "y"), e.alloca(I64, x0, "x")
    vi32 = ir.VectorType(I32, vl)
    bias = [b.load(e.byte_gep(bias_ptr, b.mul(b.add(n0, i64(j * vl)), i64(4))), typ=vi32 if spec.quantized else e.vec,
                   align=4) for j in range(vectors)]  # fmt: skip

    def each_real_pixel(store_pixel) -> None:
        """``store_pixel(i, offset, y, x)`` for each of the item's 32 rows ``i`` that is a real output pixel
        ``(y, x)``, with its byte offset from the item's first output channel (in ``c_item`` and ``r_item``)."""
        b.store(y0, y_slot)
        b.store(x0, x_slot)

        def pixel_row(i: ir.Value) -> None:
            y, x = b.load(y_slot, typ=I64), b.load(x_slot, typ=I64)
            real = b.and_(b.icmp_signed("<", y, out_h), b.icmp_signed("<", x, out_w))
            with b.if_then(real):
                store_pixel(i, b.mul(b.add(b.mul(y, out_w), x), ldc), y, x)
            x1 = b.add(x, i64(1))  # the next virtual pixel
            wrap = b.icmp_signed(">=", x1, wp)
            b.store(b.select(wrap, i64(0), x1), x_slot)
            b.store(b.select(wrap, b.add(y, i64(1)), y), y_slot)

        e.counted_loop(i64(PIXELS_PER_ITEM), "rows", pixel_row)

    if spec.bf16_output:
        c_bf16_item = e.byte_gep(b.inttoptr(arg(AmxArg.C_BF16), PTR),
                                 b.add(b.mul(image, arg(AmxArg.C_BF16_IMAGE)), b.mul(n0, i64(2))))  # fmt: skip
        bf16_row, bf16_pixel = arg(AmxArg.C_BF16_ROW), arg(AmxArg.C_BF16_PIXEL)

    def float_rows(whole: bool, residual: bool, count: int = vectors) -> None:
        """The bf16 kernel's epilogue, specialized: all 32 channels real or masked, with or without a residual;
        ``count`` vectors of channels (1: the item's channels end in the first 16, its second vector would compute
        an activation for padding alone -- a layer of 4 outputs paid a SiLU on 32 lanes)."""

        def store_pixel(i: ir.Value, offset: ir.Value, y: ir.Value, x: ir.Value) -> None:
            src = e.byte_gep(base, b.mul(i, i64(CHANNELS_PER_ITEM * 4)))
            dst, res = e.byte_gep(c_item, offset), e.byte_gep(r_item, residual_offset(offset))
            values = []
            for j in range(count):  # every load before any store: the residual may be the output itself
                value = b.fadd(b.load(e.byte_gep(src, i64(4 * j * vl)), typ=e.vec, align=64), bias[j])
                if residual and spec.bf16_residual:
                    value = b.fadd(value, e.load_bf16(e.byte_gep(res, i64(2 * j * vl)), None if whole else masks[j]))
                elif residual:
                    res_at = e.byte_gep(res, i64(4 * j * vl))
                    if whole:
                        value = b.fadd(value, b.load(res_at, typ=e.vec, align=4))
                    else:
                        zero = ir.Constant(e.vec, None)
                        value = b.fadd(value, b.call(masked_load, [res_at, ir.Constant(I32, 4), masks[j], zero]))
                value = b.select(b.fcmp_ordered("<", value, vmin), vmin, value)
                value = b.select(b.fcmp_ordered(">", value, vmax), vmax, value)
                values.append(apply_epilogue(e, spec.epilogue, value) if spec.epilogue else value)
            if spec.bf16_output:  # rounded to nearest even, at the pixel's place in the bf16 tensor
                pixel = e.byte_gep(c_bf16_item, b.add(b.mul(y, bf16_row), b.mul(x, bf16_pixel)))
                for j, value in enumerate(values):
                    e.store_bf16(value, e.byte_gep(pixel, i64(2 * j * vl)), None if whole else masks[j])
                return
            for j, value in enumerate(values):
                at = e.byte_gep(dst, i64(4 * j * vl))
                if whole:
                    b.store(value, at, align=4)
                else:  # (a mask of no lane writes nothing)
                    b.call(masked_store, [value, at, ir.Constant(I32, 4), masks[j]])

        each_real_pixel(store_pixel)

    def byte_rows(whole: bool) -> None:
        """The 8-bit kernel's epilogue (QLinearConv's requantization, as ``codegen.qgemm``'s), all 32 channels
        real or masked."""
        scale_ptr = b.inttoptr(arg(AmxArg.SCALE), PTR)
        scales = [b.load(e.byte_gep(scale_ptr, b.mul(b.add(n0, i64(j * vl)), i64(4))), typ=e.vec, align=4)
                  for j in range(vectors)]  # fmt: skip
        zp = b.trunc(arg(AmxArg.OUT_ZERO_POINT), I32)
        unmagic = b.bitcast(e.splat(b.bitcast(b.sub(ir.Constant(I32, MAGIC_BITS), zp), F32)), vi32)
        magic = ir.Constant(e.vec, [MAGIC] * vl)
        bytes_t = ir.VectorType(I8, vl)
        store_bytes = e.intrinsic(f"llvm.masked.store.v{vl}i8.p0", VOID, [bytes_t, PTR, I32, mask_t])
        table = b.inttoptr(arg(AmxArg.TABLE), PTR) if spec.lookup else None

        with b.goto_block(e.entry):  # the item's bytes, computed for all 32 rows before the real ones are stored
            b.position_at_start(e.entry)
            staged = b.alloca(ir.ArrayType(I8, PIXELS_PER_ITEM * CHANNELS_PER_ITEM), name="bytes")
            staged.align = 64
        staged = b.inttoptr(b.ptrtoint(staged, I64), PTR)  # (an opaque pointer: stores of any vector type)

        def requantize_rows(count: int) -> None:
            """Blocks of ROWS_PER_BLOCK rows, their ``count`` vectors each in one straight run: the float epilogue
            (a SiLU is a long dependent chain) overlaps across a block's independent vectors."""

            def block(k: ir.Value) -> None:
                first = b.mul(k, i64(ROWS_PER_BLOCK))
                for r in range(ROWS_PER_BLOCK):
                    row = b.add(first, i64(r))
                    src = e.byte_gep(base, b.mul(row, i64(CHANNELS_PER_ITEM * 4)))
                    dst = e.byte_gep(staged, b.mul(row, i64(CHANNELS_PER_ITEM)))
                    for j in range(count):
                        acc = b.add(b.load(e.byte_gep(src, i64(4 * j * vl)), typ=vi32, align=64), bias[j])
                        f = b.fmul(b.sitofp(acc, e.vec), scales[j])
                        f = b.select(b.fcmp_ordered("<", f, vmin), vmin, f)
                        f = b.select(b.fcmp_ordered(">", f, vmax), vmax, f)
                        q = b.sub(b.bitcast(b.fadd(f, magic), vi32), unmagic)
                        q = b.trunc(q if table is None else look_up(e, table, q), bytes_t)
                        b.store(q, e.byte_gep(dst, i64(j * vl)), align=16)

            e.counted_loop(i64(PIXELS_PER_ITEM // ROWS_PER_BLOCK), "blocks", block)

        if vectors == 2:  # (an item whose second half of channels is past K computes only the first)
            with b.if_else(b.icmp_signed(">", left, i64(vl))) as (both, first_only):
                with both:
                    requantize_rows(2)
                with first_only:
                    requantize_rows(1)
        else:
            requantize_rows(vectors)

        def store_pixel(i: ir.Value, offset: ir.Value, y: ir.Value, x: ir.Value) -> None:
            dst, src = e.byte_gep(c_item, offset), e.byte_gep(staged, b.mul(i, i64(CHANNELS_PER_ITEM)))
            for j in range(vectors):
                q = b.load(e.byte_gep(src, i64(j * vl)), typ=bytes_t, align=16)
                at = e.byte_gep(dst, i64(j * vl))
                if whole:
                    b.store(q, at, align=1)
                else:
                    b.call(store_bytes, [q, at, ir.Constant(I32, 1), masks[j]])

        each_real_pixel(store_pixel)

    with b.if_else(full) as (all_channels, some_channels):
        for variant, whole in ((all_channels, True), (some_channels, False)):
            with variant:
                if spec.quantized:
                    byte_rows(whole)
                    continue
                with b.if_else(has_residual) as (with_residual, without):
                    for branch, residual in ((with_residual, True), (without, False)):
                        with branch:
                            if whole or vectors == 1:
                                float_rows(whole, residual)
                                continue
                            with b.if_else(b.icmp_signed(">", left, i64(vl))) as (both, first_only):
                                with both:
                                    float_rows(whole, residual)
                                with first_only:
                                    float_rows(whole, residual, 1)
    b.branch(head)
    kind = "8-bit" if spec.quantized else "bf16"
    return f"; ixconv kernel module: {kind} AMX convolution {spec!r}\n" + str(module)


class AmxKernel:
    def __init__(self, spec: AmxSpec):
        from ixconv.codegen import jit

        self.spec = spec
        self.module = jit.compile_ir(spec.name, jit.deferred(emit_amx_module, spec), [spec.name])
        self.run = DRIVER(self.module.address(spec.name))


@functools.cache
def amx_kernel(spec: AmxSpec) -> AmxKernel:
    return AmxKernel(spec)
