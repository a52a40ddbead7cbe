"""The quantized (uint8/int8) depthwise convolution kernel, emitted as LLVM IR from a QDwSpec.

Same structure as the fp32 depthwise kernel (``ixconv.codegen.dwconv``): a work item is (image, output
row, channel tile); the indirection buffer has one int64 entry per (output pixel, tap), the byte offset
of the tap's input pixel from the image base or -1 for padding (then the zero vector is read, which
holds the input zero point); the taps are unrolled at generation time; the last channel tile uses masked
loads and stores, so nothing outside the arrays is ever touched.

Arithmetic (exact, modulo 2^32): every zero-point term is folded at prepare time (``pack_qdepthwise``):
with ``w' = w - zw[c]`` and ``bias' = bias - zx * sum_taps w'``,
``acc = bias' + sum_taps x * w'``. int8 inputs are flipped to uint8 (``x ^ 0x80`` = x + 128, and
``bias'`` also subtracts ``128 * sum_taps w'``), so x is always zero-extended to i32 (vpmovzxbd): its high
16-bit half is then 0 and ``x * w'`` (|w'| <= 255) is exactly one ``vpmaddwd`` on x86 (1 uop, where
``vpmulld`` is 2); generic: plain LLVM vector mul/add (NEON elsewhere). A padding tap reads zx and adds
``zx * w'``, which the fold cancels exactly.

Epilogue (``output="q8"``), the arithmetic of ``ixconv.codegen.qgemm``: ``f = float32(acc) * scale[c]``,
clamped to ``[min, max]`` (output range / fused activation minus the output zero point), rounded half
to even with the 1.5 * 2^23 magic number, plus the output zero point, narrowed to bytes.
``output="i32"`` stores ``acc`` (ConvInteger).

Packed weights, per channel tile of CT channels (``W_TILE_STRIDE`` bytes apart): CT int32 bias', CT
float32 scales, then for each tap CT int32 weights w' (zeros past C).

VNNI form (``vnni=True``: AVX512-VNNI hosts, q8 output, every ``w'`` in int8 range -- int8 weights with
zero point 0 always are): the input bytes go to ``vpdpbusd`` (u8 x s8, 4 products summed into each int32
lane) unwidened, CT = 64 channels in a zmm (32 in a ymm). Taps go in pairs: ``vpunpck{l,h}bw`` of the
pair's two input vectors puts, in int32 lane ``4q + i`` of half ``h`` (q: the 128-bit lane), the bytes
(x[c0, t0], x[c0, t1], x[c1, t0], x[c1, t1]) of channels ``c0 = 16q + 8h + 2i`` and ``c1 = c0 + 1``;
accumulator ``a = 2h + j`` takes that vector times weights holding (w'[cj, t0], w'[cj, t1]) in bytes 2j,
2j+1 and zeros elsewhere, so lane ``4q + i`` of accumulator ``2h + j`` is channel ``16q + 8h + 2i + j``
(an odd last tap pairs with itself against zero weights). ``pixels`` adjacent output pixels share each
pair's four weight loads. Epilogue: the same requantization per accumulator, then the two channels j = 0,
1 as the two low bytes of each dword and ``vpackusdw`` of halves 0 and 1 (values < 2^16: no saturation)
give the 64 bytes back in channel order; the output zero point is added there, once per 64 bytes (``vpaddb``:
the low byte of ``bits(f + MAGIC)`` is round(f) mod 256, MAGIC_BITS' low byte being 0). Packing: bias' and
scales in that slot order, row ``2 + p`` holds pair p's byte-placed weights (rows past ceil(taps / 2)
unused). Measured against the widening form with ``python -m ixconv.bench.qdw_layers`` (MobileNet v2's
depthwise shapes, one thread, alternating): 1.25-1.8x (docs/quantize.md). Sliding (``kernel_width`` S,
``pixels`` > 1: no indirection buffer, as the widening form's ``SlidingRows``): the pairs are ``vnni_tap_pairs``
-- tap rows in vertical pairs, so a block's interleaved column of two rows feeds every pixel that reads it --
each input vector loaded once per block, edge blocks masking their loads (a masked-off lane reads the input zero
point).

Driver: ``void <name>(const int64_t *args, int64_t *schedule, int64_t part)``, ``args`` laid out as
``QDwArg``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import numpy as np
from llvmlite import ir

from ixconv.codegen.dwconv import (
    DwKernel,
    SlidingRows,
    block_inputs,
    slide_blocks,
    sliding_inputs,
    tap_row_starts,
)
from ixconv.codegen.irutil import DRIVER_TYPE, F32, I1, I8, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.qepilogue import look_up
from ixconv.codegen.qgemm import I16, MAGIC, MAGIC_BITS
from ixconv.codegen.spec import VECTOR_FLOATS, VECTOR_REGISTERS


class QDwArg(enum.IntEnum):
    A = 0  # input base (uint8 / int8)
    ZERO = 1  # zero vector: >= C bytes of the input zero point
    INDIRECTION = 2  # int64 [pixel][tap] byte offsets, or -1
    W = 3  # packed weights
    C = 4  # output base
    CHANNELS = 5
    OUT_HEIGHT = 6
    OUT_WIDTH = 7
    BATCH = 8
    A_BATCH_STRIDE = 9  # bytes
    C_BATCH_STRIDE = 10  # bytes
    W_TILE_STRIDE = 11  # bytes
    MIN = 12  # float32 bit pattern: lowest output - output zero point
    MAX = 13  # float32 bit pattern: highest output - output zero point
    OUT_ZERO_POINT = 14
    TABLE = 15  # lookup: 256 int32, the requantized value's replacement (``ixconv.codegen.qepilogue``)
    # the geometry a sliding spec computes its input pixels from (it reads no indirection buffer); else unused
    IN_HEIGHT = 16
    IN_WIDTH = 17
    STRIDE_HEIGHT = 18
    DILATION_HEIGHT = 19
    PAD_TOP = 20
    PAD_LEFT = 21


QDW_ARG_COUNT = len(QDwArg)
QDW_TILES = (8, 16, 32, 64)
QDW_OUTPUTS = ("q8", "i32")
VNNI_PIXELS = 4
VNNI_SLIDE_WIDTH = 28  # the VNNI form slides along rows of stride 1 and this many outputs or more (default_qdw_spec)
SLIDING_PIXELS = 4  # outputs per sliding block: (4 - 1) * stride + S loads for 4 S products per tap row


@dataclass(frozen=True)
class QDwSpec(SlidingRows):
    """A quantized depthwise kernel: ``channel_tile`` channels per work item, ``taps`` = R*S unrolled."""

    isa: str  # the vector ISA LLVM targets: "avx512", "avx2" or "generic"
    channel_tile: int
    taps: int
    x_signed: bool = False
    output: str = "q8"
    vnni: bool = False  # vpdpbusd on bytes (see "VNNI form" above); needs |w'| <= 127
    pixels: int = 1  # VNNI form / sliding: adjacent output pixels per iteration (sharing each tap's weights)
    lookup: bool = False  # q8 only: the requantized value looked up in a table (``ixconv.codegen.qepilogue``)
    kernel_width: int = 0  # S, for undilated rows (widening form): blocks of ``pixels`` outputs slide along them
    stride: int = 1  # the layer's horizontal stride, when kernel_width is set
    dpwssd: bool = False  # widening form: x * w' added by one ``vpdpwssd`` (AVX512-VNNI) instead of pmaddwd + add

    def __post_init__(self) -> None:
        if self.lookup and self.output != "q8":
            raise ValueError("QDwSpec lookup needs output='q8' (the table maps 8-bit values)")
        if self.isa not in VECTOR_FLOATS:
            raise ValueError(f"QDwSpec isa must be one of {sorted(VECTOR_FLOATS)}, got {self.isa!r}")
        if self.channel_tile not in QDW_TILES:
            raise ValueError(f"QDwSpec channel_tile must be one of {QDW_TILES}, got {self.channel_tile!r}")
        if self.channel_tile % VECTOR_FLOATS[self.isa]:
            raise ValueError(f"QDwSpec channel_tile must be a multiple of {VECTOR_FLOATS[self.isa]} on {self.isa}")
        if not isinstance(self.taps, int) or not 1 <= self.taps <= 1024:
            raise ValueError(f"QDwSpec taps must be in 1..1024, got {self.taps!r}")
        if self.output not in QDW_OUTPUTS:
            raise ValueError(f"QDwSpec output must be one of {QDW_OUTPUTS}, got {self.output!r}")
        if self.vnni and (self.isa != "avx512" or self.channel_tile not in (32, 64) or self.output != "q8"):
            raise ValueError("QDwSpec vnni needs isa='avx512', channel_tile 32 or 64 and output='q8'")
        if self.pixels not in (1, 2, 3, 4, 5, 6) or (self.pixels > 1 and not (self.vnni or self.kernel_width)):
            raise ValueError(
                f"QDwSpec pixels must be 1..6 (more than 1 only with vnni or kernel_width), got {self.pixels!r}"
            )
        if (
            not isinstance(self.kernel_width, int)
            or self.kernel_width < 0
            or (self.kernel_width and self.taps % self.kernel_width)
        ):
            raise ValueError(f"QDwSpec kernel_width {self.kernel_width!r} must divide taps {self.taps}")
        if self.stride not in (1, 2, 3, 4):
            raise ValueError(f"QDwSpec stride must be in 1..4, got {self.stride!r}")
        if self.dpwssd and (self.isa != "avx512" or self.vnni):
            raise ValueError("QDwSpec dpwssd needs isa='avx512' and the widening form (vnni=False)")

    @property
    def byte_vector(self) -> int:
        """VNNI form: bytes (channels) of one input vector (a ymm for 32-channel tiles, else a zmm)."""
        return min(64, self.channel_tile)

    @property
    def tap_pairs(self) -> list[tuple[int, int | None]]:
        """VNNI form: the taps summed by each pair of bytes (``vnni_tap_pairs``)."""
        return vnni_tap_pairs(self.taps, self.kernel_width if self.sliding else 0)

    @property
    def vectors(self) -> int:
        """Hardware vectors of int32 per tile."""
        return self.channel_tile // VECTOR_FLOATS[self.isa]

    @property
    def weights_in_registers(self) -> bool:
        # weights + bias/accumulators + one widened input vector + a little slack
        return (self.taps + 2) * self.vectors + 2 <= VECTOR_REGISTERS[self.isa] and not self.sliding

    @property
    def name(self) -> str:
        isa = f"{self.isa}vnni" if self.vnni else self.isa
        px = f"{self.pixels}p_" if self.pixels > 1 else ""
        px += f"s{self.kernel_width}" + (f"x{self.stride}" if self.stride > 1 else "") + "_" if self.sliding else ""
        px += "dp_" if self.dpwssd else ""
        kind = f"{'s8' if self.x_signed else 'u8'}_dwconv_{self.taps}t_{self.channel_tile}c_{px}{self.output}_{isa}"
        return kind + ("_lut" if self.lookup else "")


def vnni_tap_pairs(taps: int, kernel_width: int = 0) -> list[tuple[int, int | None]]:
    """The VNNI form's pairs of taps (None: a tap alone, against zero weights). Through the indirection buffer
    (``kernel_width`` 0) consecutive taps; sliding along rows of ``kernel_width`` taps, the tap rows in vertical
    pairs -- (ky, kx) with (ky + 1, kx): at stride 1 a block's interleaved column of two rows serves every pixel
    that reads it -- and an odd last row's taps side by side. Either way ceil(taps / 2) pairs at most."""
    if not kernel_width:
        return [(t, t + 1 if t + 1 < taps else None) for t in range(0, taps, 2)]
    s, rows = kernel_width, taps // kernel_width
    pairs: list[tuple[int, int | None]] = [
        (ky * s + kx, (ky + 1) * s + kx) for ky in range(0, rows - 1, 2) for kx in range(s)
    ]
    if rows % 2:
        last = (rows - 1) * s
        pairs += [(last + kx, last + kx + 1 if kx + 1 < s else None) for kx in range(0, s, 2)]
    return pairs


def vnni_weights_fit(weight: np.ndarray, weight_zero_point: np.ndarray) -> bool:
    """Whether every folded weight ``w - zw[c]`` of a (C, 1, R, S) kernel fits int8 (the VNNI form)."""
    c = weight.shape[0]
    w = weight.reshape(c, -1).astype(np.int64) - np.asarray(weight_zero_point, np.int64).reshape(-1, 1)
    return bool(w.size == 0 or (w.min() >= -128 and w.max() <= 127))


def default_qdw_spec(
    isa: str,
    taps: int,
    x_signed: bool,
    output: str = "q8",
    vnni: bool = False,
    channels: int | None = None,
    lookup: bool = False,
    kernel_width: int = 0,
    stride: int = 1,
    dpwssd: bool = False,
    out_width: int | None = None,
) -> QDwSpec:
    """Measured (MobileNet v2 depthwise layers, 1 thread): see ``ixconv.bench.qconv_layers``. ``vnni``:
    the host has AVX512-VNNI and the folded weights fit int8. Up to 16 channels the widening form in one zmm
    (16 int32 lanes) beats the VNNI form, whose smallest tile (32 channels, a ymm of bytes) would be half
    masked: MobileNet v3's 16-channel 3x3 at 112x112, 62.7 -> 37.0 us at one thread
    (``python -m ixconv.bench.qdw_layers``: 2.1x the 32-channel widening tile). The VNNI form slides along rows
    (``kernel_width``) at horizontal stride 1 on rows of ``out_width`` >= 28 outputs: one thread, Intel Xeon
    (Ice Lake), 1.11-1.30x its indirection-buffer form from 28x28 to 112x112 (3x3 and 5x5), 0.78-1.03x at 14 and
    7 outputs a row (blocks at the row's ends mask their loads) and 0.69-1.08x at stride 2."""
    if isa == "avx512" and channels is not None and channels <= 16:
        if kernel_width:
            return QDwSpec(isa, 16, taps, x_signed, output, lookup=lookup, pixels=SLIDING_PIXELS,
                           kernel_width=kernel_width, stride=stride, dpwssd=dpwssd)  # fmt: skip
        return QDwSpec(isa, 16, taps, x_signed, output, lookup=lookup)
    if vnni and isa == "avx512" and output == "q8":
        tile = 32 if channels is not None and channels <= 32 else 64
        slides = bool(kernel_width) and stride == 1 and out_width is not None and out_width >= VNNI_SLIDE_WIDTH
        return QDwSpec(isa, tile, taps, x_signed, output, vnni=True, pixels=VNNI_PIXELS, lookup=lookup,
                       kernel_width=kernel_width if slides else 0)  # fmt: skip
    tile = 32 if isa == "avx512" else 16
    return QDwSpec(isa, tile, taps, x_signed, output, lookup=lookup)


def pack_qdepthwise(
    weight_oihw: np.ndarray,
    bias: np.ndarray,
    weight_zero_point: np.ndarray,
    input_zero_point: int,
    scale: np.ndarray,
    channel_tile: int,
    x_signed: bool,
    vnni: bool = False,
    pairs: list[tuple[int, int | None]] | None = None,
) -> np.ndarray:
    """Depthwise 8-bit weights (C, 1, R, S) packed as (tiles, 2 + taps, channel_tile) int32 (see above;
    ``vnni``: the VNNI form's channel order and byte-placed weights, pair p of ``pairs`` -- the spec's
    ``tap_pairs``, default consecutive taps -- in row 2 + p)."""
    from ixconv.ops.packing import aligned_zeros, wrap_int32

    c, _, r, s = weight_oihw.shape
    taps = r * s
    tiles = -(-c // channel_tile)
    w = weight_oihw.reshape(c, taps).astype(np.int64) - np.asarray(weight_zero_point, np.int64).reshape(c, 1)
    folded = np.asarray(bias, np.int64) - (int(input_zero_point) + (128 if x_signed else 0)) * w.sum(axis=1)
    flat = np.zeros((tiles * channel_tile, 2 + taps), np.int32)
    flat[:c, 0] = wrap_int32(folded)
    flat[:c, 1] = np.asarray(scale, np.float32).reshape(c).view(np.int32)
    flat[:c, 2:] = w  # |w'| <= 255
    packed = aligned_zeros((tiles, 2 + taps, channel_tile), np.int32)
    packed[...] = flat.reshape(tiles, channel_tile, 2 + taps).transpose(0, 2, 1)
    if vnni:
        if not vnni_weights_fit(weight_oihw, weight_zero_point):
            raise ValueError("pack_qdepthwise vnni: the folded weights w - zw must fit int8")
        lanes = min(64, channel_tile) // 4
        a, lane = np.divmod(np.arange(channel_tile), lanes)  # slot k = accumulator a, lane 4q + i
        h, j = np.divmod(a, 2)
        q, i = np.divmod(lane, 4)
        order = 16 * q + 8 * h + 2 * i + j  # the channel of slot k (see "VNNI form")
        packed[...] = packed[:, :, order]
        w8 = packed[:, 2:, :].astype(np.int64) & 0xFF
        placed = np.zeros_like(w8)
        for p, (t0, t1) in enumerate(vnni_tap_pairs(taps) if pairs is None else pairs):
            pair = w8[:, t0] | (w8[:, t1] << 8 if t1 is not None else 0)
            placed[:, p] = pair << (16 * j)
        packed[:, 2:, :] = wrap_int32(placed)
    return packed


def emit_qdw_module(spec: QDwSpec) -> str:
    module = ir.Module(name=spec.name)
    fn = ir.Function(module, DRIVER_TYPE, name=spec.name)
    for a, a_name in zip(fn.args, ("args", "schedule", "part")):
        a.name = a_name
    fn.args[0].add_attribute("noalias")
    e = Emitter(module, spec.isa, fn)
    b = e.b
    ct, taps, nv = spec.channel_tile, spec.taps, spec.vectors
    vl = ct // nv  # int32 lanes of one hardware vector
    _, schedule, own_part = fn.args
    vi8, vi32, vf32 = ir.VectorType(I8, vl), ir.VectorType(I32, vl), ir.VectorType(F32, vl)
    out_elem = I8 if spec.output == "q8" else I32
    out_bytes = out_elem.width // 8
    vout = ir.VectorType(out_elem, vl)

    def c64(v: int) -> ir.Constant:
        return ir.Constant(I64, v)

    arg = e.arg  # args[field] as an int64

    def arg_ptr(field: QDwArg) -> ir.Value:
        return b.inttoptr(arg(field), PTR)

    def splat(scalar: ir.Value, vtype: ir.VectorType) -> ir.Value:
        undef = ir.Constant(vtype, ir.Undefined)
        one = b.insert_element(undef, scalar, ir.Constant(I32, 0))
        return b.shuffle_vector(one, undef, ir.Constant(ir.VectorType(I32, vtype.count), [0] * vtype.count))

    pointers = (QDwArg.A, QDwArg.ZERO, QDwArg.INDIRECTION, QDwArg.W, QDwArg.C)
    a_ptr, zero, ind, w_ptr, c_ptr = (arg_ptr(f) for f in pointers)
    channels, oh, ow, batch = arg(QDwArg.CHANNELS), arg(QDwArg.OUT_HEIGHT), arg(QDwArg.OUT_WIDTH), arg(QDwArg.BATCH)
    a_bs, c_bs, w_ts = arg(QDwArg.A_BATCH_STRIDE), arg(QDwArg.C_BATCH_STRIDE), arg(QDwArg.W_TILE_STRIDE)
    lo = splat(b.bitcast(b.trunc(arg(QDwArg.MIN), I32), F32), vf32)
    hi = splat(b.bitcast(b.trunc(arg(QDwArg.MAX), I32), F32), vf32)
    zp = b.trunc(arg(QDwArg.OUT_ZERO_POINT), I32)
    unmagic = splat(b.sub(ir.Constant(I32, MAGIC_BITS), zp), vi32)
    table = arg_ptr(QDwArg.TABLE) if spec.lookup else None

    c_ct = c64(ct)
    head, image, row, tile, c0, cols = e.claim_row_tile(schedule, own_part, batch, oh, channels, ct)
    a_base = e.byte_gep(a_ptr, b.add(b.mul(image, a_bs), c0), "a_base")
    zero_tile = e.byte_gep(zero, c0)
    w_tile = e.byte_gep(w_ptr, b.mul(tile, w_ts), "w_tile")
    ldc = b.mul(channels, c64(out_bytes))
    c_row = e.byte_gep(
        c_ptr, b.add(b.add(b.mul(image, c_bs), b.mul(b.mul(row, ow), ldc)), b.mul(c0, c64(out_bytes))), "c_row"
    )
    first_pixel = b.mul(row, ow)

    mask_t = ir.VectorType(I1, vl)
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}i8.p0", vi8, [PTR, I32, mask_t, vi8])
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}i{out_elem.width}.p0", VOID, [vout, PTR, I32, mask_t])
    flip = ir.Constant(vi8, [0x80] * vl) if spec.x_signed else None
    madd = None
    if spec.isa == "avx512":
        madd = e.intrinsic("llvm.x86.avx512.pmaddw.d.512", vi32, [ir.VectorType(I16, 32)] * 2)
    elif spec.isa == "avx2":
        madd = e.intrinsic("llvm.x86.avx2.pmadd.wd", vi32, [ir.VectorType(I16, 16)] * 2)
    vi16 = ir.VectorType(I16, 2 * vl)

    def multiply(x: ir.Value, w: ir.Value) -> ir.Value:
        """x * w for x in [0, 255] and w in [-32768, 32767]: x's high i16 half is 0, so pmaddwd is exact."""
        if madd is None:
            return b.mul(x, w)
        return b.call(madd, [b.bitcast(x, vi16), b.bitcast(w, vi16)])

    def packed(row_index: int, v: int, typ: ir.Type) -> ir.Value:  # row 0: bias, 1: scale, 2 + t: tap t
        at = e.byte_gep(w_tile, c64(4 * (ct * row_index + vl * v)))
        return b.load(at, typ=typ, align=min(64, 4 * vl))

    def requantize(acc: ir.Value, sc: ir.Value, lo: ir.Value, hi: ir.Value, unmagic: ir.Value | None) -> ir.Value:
        """The q8 epilogue on one int32 vector (any lane count): the int32 result before narrowing (``unmagic``
        None: its low byte minus the output zero point)."""
        vf = ir.VectorType(F32, acc.type.count)
        f = b.fmul(b.sitofp(acc, vf), sc)
        f = b.select(b.fcmp_ordered("<", f, lo), lo, f)
        f = b.select(b.fcmp_ordered(">", f, hi), hi, f)
        bits = b.bitcast(b.fadd(f, ir.Constant(vf, [MAGIC] * vf.count)), acc.type)
        if table is not None:  # the 8-bit value, zero point included, replaced by its table entry
            full = b.sub(bits, splat(b.sub(ir.Constant(I32, MAGIC_BITS), zp), acc.type))
            return look_up(e, table, full)
        return bits if unmagic is None else b.sub(bits, unmagic)

    def vnni_pixel_loop(masks: list[ir.Value] | None, label: str) -> None:
        vb = spec.byte_vector
        lanes = vb // 4  # one byte vector per tile (channel_tile <= 64)
        vbyte, vword = ir.VectorType(I8, vb), ir.VectorType(I32, lanes)
        dpbusd = e.intrinsic(f"llvm.x86.avx512.vpdpbusd.{vb * 8}", vword, [vword] * 3)
        masked_bytes = e.intrinsic(f"llvm.masked.load.v{vb}i8.p0", vbyte, [PTR, I32, ir.VectorType(I1, vb), vbyte])
        store_bytes = e.intrinsic(f"llvm.masked.store.v{vb}i8.p0", VOID, [vbyte, PTR, I32, ir.VectorType(I1, vb)])
        flip_b = ir.Constant(vbyte, [0x80] * vb) if spec.x_signed else None
        low_byte = ir.Constant(vword, [0xFF] * lanes)
        vf = ir.VectorType(F32, lanes)
        bounds = (
            splat(b.bitcast(b.trunc(arg(QDwArg.MIN), I32), F32), vf),
            splat(b.bitcast(b.trunc(arg(QDwArg.MAX), I32), F32), vf),
        )
        # MAGIC_BITS' low byte is 0: the low byte of bits(f + MAGIC) is round(f) mod 256, so the output zero
        # point is added once per 64 bytes (vpaddb) instead of subtracting MAGIC_BITS - zp from each dword
        zp_bytes = splat(b.trunc(zp, I8), vbyte) if table is None else ir.Constant(vbyte, [0] * vb)  # (in the table)

        def slots(index: int, a: int, typ: ir.Type) -> ir.Value:  # accumulator a's slots of a packed row
            at = e.byte_gep(w_tile, c64(4 * (ct * index + lanes * a)))
            return b.load(at, typ=typ, align=min(64, 4 * lanes))

        # vpunpck{l,h}bw of taps 2p, 2p+1: per 128-bit lane q, channels 16q + 8h + (0..7), both taps' bytes
        interleave = [
            ir.Constant(ir.VectorType(I32, vb), [k + half * 8 + q * 16 + (vb if odd else 0)
                                                 for q in range(vb // 16) for k in range(8) for odd in (0, 1)])
            for half in (0, 1)
        ]  # fmt: skip
        vi16 = ir.VectorType(I16, 2 * lanes)
        pack = e.intrinsic(
            "llvm.x86.avx512.packusdw.512" if vb == 64 else "llvm.x86.avx2.packusdw", vi16, [vword, vword]
        )

        pairs = spec.tap_pairs

        def store(ox: ir.Value, acc: list[ir.Value], scales: list[ir.Value]) -> None:
            """Requantize output pixel ``ox``'s four accumulators and store its bytes in channel order."""
            halves = []
            for h in range(2):  # channels 16q + 8h + 2i + j: two bytes of each dword, then packusdw
                y0 = b.and_(requantize(acc[2 * h], scales[2 * h], *bounds, None), low_byte)
                y1 = b.and_(requantize(acc[2 * h + 1], scales[2 * h + 1], *bounds, None), low_byte)
                halves.append(b.or_(y0, b.shl(y1, ir.Constant(vword, [8] * lanes))))
            y = b.add(b.bitcast(b.call(pack, halves), vbyte), zp_bytes)
            dst = e.byte_gep(c_row, b.mul(ox, ldc))
            if masks is None:
                b.store(y, dst, align=1)
            else:
                b.call(store_bytes, [y, dst, ir.Constant(I32, 1), masks[0]])

        def accumulate(oxs: list[ir.Value], mixed) -> None:
            """The pixels ``oxs`` (adjacent), each pair's four weight vectors loaded once for all of them, then
            requantized and stored (the scales loaded once too); ``mixed(pair, p)``: pixel p's two interleaved
            halves of the pair's inputs."""
            bias = [slots(0, a, vword) for a in range(4)]
            acc = [list(bias) for _ in oxs]
            for pair in range(len(pairs)):
                for a in range(4):  # accumulator a = 2h + j: bytes 2j, 2j + 1 of half h's lanes
                    wt = slots(2 + pair, a, vword)
                    for p in range(len(oxs)):
                        acc[p][a] = b.call(dpbusd, [acc[p][a], mixed(pair, p)[a // 2], wt])
            scales = [slots(1, a, vf) for a in range(4)]
            for ox, pixel_acc in zip(oxs, acc):
                store(ox, pixel_acc, scales)

        def interleaved(x0: ir.Value, x1: ir.Value) -> list[ir.Value]:
            return [b.bitcast(b.shuffle_vector(x0, x1, mix), vword) for mix in interleave]

        def load(src: ir.Value, mask: ir.Value | None) -> ir.Value:
            if mask is None:
                x = b.load(src, typ=vbyte, align=1)
            else:
                x = b.call(masked_bytes, [src, ir.Constant(I32, 1), mask, zero_bytes])
            if flip_b is not None:  # int8 -> uint8 (x + 128); the packed bias subtracts 128 * sum w'
                x = b.xor(x, flip_b)
            return x

        def body(ox0: ir.Value, count: int) -> None:
            """``count`` adjacent output pixels from ``ox0``, their taps' inputs through the indirection buffer."""
            oxs = [b.add(ox0, c64(p)) for p in range(count)]
            entries = [b.mul(b.add(first_pixel, ox), c64(taps)) for ox in oxs]

            def tap_input(p: int, t: int) -> ir.Value:
                off = b.load(b.gep(ind, [b.add(entries[p], c64(t))], source_etype=I64), typ=I64)
                src = b.select(b.icmp_signed("<", off, c64(0)), zero_tile, e.byte_gep(a_base, off))
                return load(src, None if masks is None else masks[0])

            mixes = {}

            def mixed(pair: int, p: int) -> list[ir.Value]:
                if (pair, p) not in mixes:
                    t0, t1 = pairs[pair]
                    x0 = tap_input(p, t0)
                    mixes[pair, p] = interleaved(x0, tap_input(p, t1) if t1 is not None else x0)  # weight 0 there
                return mixes[pair, p]

            accumulate(oxs, mixed)

        def sliding_body(ox0: ir.Value, count: int, edge: bool) -> None:
            """``count`` adjacent output pixels from ``ox0`` of a row (``spec.sliding``): each tap row's input
            vectors loaded once for the block (masked by whether they lie inside the image on ``edge`` blocks, a
            masked-off lane reading the input zero point as a padding tap does), each pair's interleaved inputs
            built once for every pixel that reads them."""
            kw, stride = spec.kernel_width, spec.stride
            ix0 = b.sub(b.mul(ox0, c64(stride)), pad_left)
            input_at = block_inputs(e, ix0, count, kw, stride, in_width, channels, zero_tile, edge)
            inputs: dict[tuple[int, int], ir.Value] = {}

            def tap_input(ky: int, j: int) -> ir.Value:  # input column j of the block's tap row ky
                if (ky, j) not in inputs:
                    at, inside = input_at(row_start[ky], j)
                    mask = None if masks is None else masks[0]
                    if inside is not None:
                        lanes = e.splat_to(inside, vb)
                        mask = lanes if mask is None else b.and_(mask, lanes)
                    inputs[ky, j] = load(at, mask)
                return inputs[ky, j]

            mixes: dict[tuple, list[ir.Value]] = {}

            def mixed(pair: int, p: int) -> list[ir.Value]:
                t0, t1 = pairs[pair]
                (ky0, kx0), (ky1, kx1) = divmod(t0, kw), divmod(t0 if t1 is None else t1, kw)
                key = (ky0, p * stride + kx0, ky1, p * stride + kx1)
                if key not in mixes:
                    mixes[key] = interleaved(tap_input(ky0, key[1]), tap_input(ky1, key[3]))
                return mixes[key]

            accumulate([b.add(ox0, c64(p)) for p in range(count)], mixed)

        zero_bytes = b.load(zero_tile, typ=vbyte, align=1)  # (the zero buffer holds >= C + 64 bytes)
        if spec.sliding:
            in_width, pad_left = arg(QDwArg.IN_WIDTH), arg(QDwArg.PAD_LEFT)
            row_start = tap_row_starts(
                e, a_base, row, taps // spec.kernel_width, channels, in_width, arg(QDwArg.IN_HEIGHT),
                arg(QDwArg.STRIDE_HEIGHT), arg(QDwArg.DILATION_HEIGHT), arg(QDwArg.PAD_TOP),
            )  # fmt: skip
            slide_blocks(e, ow, spec.pixels, spec.kernel_width, spec.stride, in_width, pad_left, label,
                         lambda ox0: sliding_body(ox0, spec.pixels, False),
                         lambda ox0, count: sliding_body(ox0, count, True))  # fmt: skip
        else:
            group = spec.pixels
            groups = b.sdiv(ow, c64(group))
            e.counted_loop(groups, label, lambda g: body(b.mul(g, c64(group)), group))
            if group > 1:
                done = b.mul(groups, c64(group))
                e.counted_loop(b.sub(ow, done), label + "_rest", lambda i: body(b.add(done, i), 1))
        b.branch(head)

    dpwssd = e.intrinsic("llvm.x86.avx512.vpdpwssd.512", vi32, [vi32] * 3) if spec.dpwssd else None

    def multiply_add(acc: ir.Value, x: ir.Value, w: ir.Value) -> ir.Value:
        """acc + x * w, x the zero-extended input bytes (its high i16 half 0): one vpdpwssd, or multiply then add."""
        if dpwssd is not None:
            return b.call(dpwssd, [acc, x, w])
        return b.add(acc, multiply(x, w))

    def store_pixel(ox: ir.Value, acc: list, masks: list[ir.Value] | None, scale: list | None) -> None:
        """The widening form's epilogue for output pixel ``ox`` of the item's row: requantize (q8) and store."""
        dst_pixel = e.byte_gep(c_row, b.mul(ox, ldc))
        for v in range(len(acc)):
            if spec.output == "q8":
                sc = scale[v] if scale is not None else packed(1, v, vf32)
                y = b.trunc(requantize(acc[v], sc, lo, hi, unmagic), vout)
            else:
                y = acc[v]
            dst = e.byte_gep(dst_pixel, c64(v * vl * out_bytes))
            if masks is None:
                b.store(y, dst, align=1)
            else:
                b.call(masked_store, [y, dst, ir.Constant(I32, 1), masks[v]])

    def sliding_pixel_loop(masks: list[ir.Value] | None, label: str) -> None:
        """The widening form without an indirection buffer (``spec.sliding``): the row in blocks of ``pixels``
        outputs; per tap row a block loads its ``(pixels - 1) * stride + S`` input vectors once, each feeding every
        pixel that reads it. Blocks whose inputs all lie inside the row read the image (a tap row above or below
        it: the zero rows, ``fill_pixels`` pixels of the zero point); the others (the row's ends, the rest of the
        row) mask each input's load by whether it is inside, a masked-off lane reading the input zero point --
        what a padding tap reads, which the packed bias' fold cancels -- at an address inside the arrays."""
        kw, step, stride = spec.kernel_width, spec.pixels, spec.stride
        in_pixel = channels  # bytes between input pixels
        in_width, pad_left = arg(QDwArg.IN_WIDTH), arg(QDwArg.PAD_LEFT)
        zeros = [b.load(e.byte_gep(zero_tile, c64(v * vl)), typ=vi8, align=1) for v in range(nv)]  # (>= C + 64 bytes)
        scale = [packed(1, v, vf32) for v in range(nv)] if spec.output == "q8" else None
        row_start = tap_row_starts(
            e, a_base, row, taps // kw, in_pixel, in_width, arg(QDwArg.IN_HEIGHT), arg(QDwArg.STRIDE_HEIGHT),
            arg(QDwArg.DILATION_HEIGHT), arg(QDwArg.PAD_TOP),
        )  # fmt: skip
        c_stride = c64(stride)

        def load_x(at: ir.Value, v: int, lanes: ir.Value | None) -> ir.Value:
            mask = masks[v] if masks is not None else None
            if lanes is not None:
                mask = lanes if mask is None else b.and_(mask, lanes)
            if mask is None:
                x = b.load(at, typ=vi8, align=1)
            else:
                x = b.call(masked_load, [at, ir.Constant(I32, 1), mask, zeros[v]])
            if flip is not None:  # int8 -> uint8 (x + 128); the packed bias subtracts 128 * sum w'
                x = b.xor(x, flip)
            return b.zext(x, vi32)

        def body(ox0: ir.Value, count: int, edge: bool) -> None:
            ix0 = b.sub(b.mul(ox0, c_stride), pad_left)
            acc = [[packed(0, v, vi32) for v in range(nv)] for _ in range(count)]
            input_at = block_inputs(e, ix0, count, kw, stride, in_width, in_pixel, zero_tile, edge)
            for ky, tap_row in enumerate(row_start):
                row_inputs = []
                for j in range(sliding_inputs(count, kw, stride)):
                    at, inside = input_at(tap_row, j)
                    lanes = None if inside is None else e.splat_to(inside, vl)
                    row_inputs.append([load_x(e.byte_gep(at, c64(v * vl)), v, lanes) for v in range(nv)])
                for kx in range(kw):
                    w = [packed(2 + ky * kw + kx, v, vi32) for v in range(nv)]
                    for p in range(count):
                        for v in range(nv):
                            acc[p][v] = multiply_add(acc[p][v], row_inputs[p * stride + kx][v], w[v])
            for p in range(count):
                store_pixel(b.add(ox0, c64(p)), acc[p], masks, scale)

        slide_blocks(e, ow, step, kw, stride, in_width, pad_left, label, lambda ox0: body(ox0, step, False),
                     lambda ox0, count: body(ox0, count, True))  # fmt: skip
        b.branch(head)

    def pixel_loop(masks: list[ir.Value] | None, label: str) -> None:
        if spec.sliding:
            return sliding_pixel_loop(masks, label)
        keep = spec.weights_in_registers
        cached = [[packed(2 + t, v, vi32) for v in range(nv)] for t in range(taps)] if keep else None
        bias = [packed(0, v, vi32) for v in range(nv)] if keep else None
        scale = [packed(1, v, vf32) for v in range(nv)] if keep and spec.output == "q8" else None

        def body(ox: ir.Value) -> None:
            entries = b.mul(b.add(first_pixel, ox), c64(taps))
            acc = list(bias) if bias is not None else [packed(0, v, vi32) for v in range(nv)]
            for t in range(taps):
                off = b.load(b.gep(ind, [b.add(entries, c64(t))], source_etype=I64), typ=I64)
                src = b.select(b.icmp_signed("<", off, c64(0)), zero_tile, e.byte_gep(a_base, off))
                for v in range(nv):
                    at = e.byte_gep(src, c64(v * vl))
                    if masks is None:
                        x = b.load(at, typ=vi8, align=1)
                    else:
                        x = b.call(masked_load, [at, ir.Constant(I32, 1), masks[v], ir.Constant(vi8, None)])
                    if flip is not None:  # int8 -> uint8 (x + 128); the packed bias subtracts 128 * sum w'
                        x = b.xor(x, flip)
                    wt = cached[t][v] if cached is not None else packed(2 + t, v, vi32)
                    acc[v] = multiply_add(acc[v], b.zext(x, vi32), wt)
            store_pixel(ox, acc, masks, scale)

        e.counted_loop(ow, label, body)
        b.branch(head)

    full = fn.append_basic_block("tile_full")
    partial = fn.append_basic_block("tile_partial")
    b.cbranch(b.icmp_signed("==", cols, c_ct), full, partial)
    b.position_at_end(full)
    if spec.vnni:
        vnni_pixel_loop(None, "pixels")
        b.position_at_end(partial)
        vnni_pixel_loop(e.lane_masks(cols, 1, spec.byte_vector), "pixels_tail")
    else:
        pixel_loop(None, "pixels")
        b.position_at_end(partial)
        pixel_loop(e.lane_masks(cols, nv, vl), "pixels_tail")
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


_kernels: dict[QDwSpec, DwKernel] = {}


def qdw_kernel(spec: QDwSpec) -> DwKernel:
    kernel = _kernels.get(spec)
    if kernel is None:
        kernel = _kernels[spec] = DwKernel(spec, emit_qdw_module)
    return kernel
