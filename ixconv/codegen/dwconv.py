"""The depthwise convolution kernel (one filter per channel), emitted as LLVM IR from a DwSpec; with
``reduction="max"``/``"avg"`` the same loop nest is 2-D max/average pooling (the padding vector then holds
-inf for max pooling, and W holds the per-pixel 1/count of average pooling).

NHWC makes depthwise convolution a vector loop over channels: for an output pixel and a tile of CT
channels, ``acc = bias; for each tap: acc += x[tap pixel, tile] * w[tap, tile]``. The taps are unrolled
at generation time (the spec carries their count), and when they fit in registers the tile's weights
are loaded once per work item and kept there for every pixel of the item; larger kernels (7x7, 9x9,
...) stream weights from L1 instead, so there is no performance cliff at a kernel size, just a
different schedule.

Driver: ``void <name>(const int64_t *args, int64_t *schedule, int64_t part)`` with ``args`` laid out
as ``DwArg``. A work item is (image, output row, channel tile). Two ways to find the input pixels:

* sliding specs (``kernel_width`` set: no horizontal dilation, stride 1 or 2): the kernel computes them from
  the geometry in ``args``. The row goes in blocks of ``pixels`` outputs; per tap row a block loads its
  ``(pixels - 1) * stride + S`` inputs once and each feeds the FMAs of every pixel that reads it. A tap row
  above or below the image reads the zero rows (the ZERO buffer, that many pixels long); a block with inputs
  left or right of the row (the row's ends, and the block of the last ``ow % pixels`` outputs) masks each
  input's load by whether it is inside, so those loads read nothing. No indirection buffer.
* the others: an indirection buffer with one entry per (output pixel, tap): a byte offset from the image base
  to the pixel's first channel, or -1 for padding (then the zero vector, C floats long, is read).

Pooling slides the same way (``pool_spec``): a window's inputs outside the image are skipped or read as the
fill (-inf for max pooling, 0 for average), and an average's divisor comes per output pixel from W.

The output's pixels are ``C_PIXEL`` bytes apart when it is given (a channel slice of a Concat's output, written
in place), else C values apart.

The last channel tile uses masked loads and stores, and runs only the vectors its channels reach, so
nothing outside the arrays is ever touched.

Packed weights, per channel tile: CT bias values, then for each tap CT weights (zeros past C).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from llvmlite import ir

from ixconv.codegen.epilogue import as_program, epilogue_problems, epilogue_tag
from ixconv.codegen.fused import apply_epilogue
from ixconv.codegen.irutil import DRIVER, DRIVER_TYPE, F32, I1, I32, I64, PTR, VOID, Emitter
from ixconv.codegen.spec import VECTOR_FLOATS, VECTOR_REGISTERS


class DwArg(enum.IntEnum):
    A = 0  # input base
    ZERO = 1  # zero vector, >= C floats
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
    MIN = 12
    MAX = 13
    # the geometry a sliding spec computes its input pixels from (it reads no indirection buffer); else unused
    IN_HEIGHT = 14
    IN_WIDTH = 15
    STRIDE_HEIGHT = 16
    DILATION_HEIGHT = 17
    PAD_TOP = 18
    PAD_LEFT = 19
    C_PIXEL = 20  # bytes between output pixels (a channel slice of a wider tensor); 0: C values


DW_ARG_COUNT = len(DwArg)


class SlidingRows:
    """What a depthwise spec with ``pixels``, ``kernel_width`` and ``stride`` fields (fp32 ``DwSpec``, 8-bit
    ``QDwSpec``) knows of sliding along its rows."""

    @property
    def sliding(self) -> bool:
        """Interior blocks of ``pixels`` outputs load each input vector of a tap row once for all of them."""
        return self.kernel_width > 0 and self.pixels > 1

    @property
    def fill_pixels(self) -> int:
        """Pixels (of C values) the ZERO buffer must hold: a sliding block's row of inputs (a tap row above or below
        the image reads it whole), else one pixel (a padding tap)."""
        return sliding_inputs(self.pixels, self.kernel_width, self.stride) if self.sliding else 1


@dataclass(frozen=True)
class DwSpec(SlidingRows):
    """A depthwise kernel: ``vectors`` vectors of channels per tile, ``taps`` = R*S unrolled."""

    isa: str
    vectors: int
    taps: int
    reduction: str = "conv"  # "conv" (weights), "max" or "avg" (pooling: no weights)
    epilogue: tuple = ()  # an element-wise program after the clamp (``ixconv.codegen.fused``)
    pixels: int = 1  # output pixels per loop iteration: independent accumulator chains to hide FMA latency
    kernel_width: int = 0  # S, for undilated layers: interior pixel blocks reuse each input vector
    stride: int = 1  # the layer's horizontal stride, when kernel_width is set (the sliding window's step)
    # store the outputs rounded to bf16 (2 bytes each, C of them per pixel: the converted input of the bf16
    # convolutions that alone read the tensor) instead of fp32; C_BATCH_STRIDE then counts those bytes
    bf16_output: bool = False
    # read the input as bf16 (2 bytes each, C per pixel: a tensor its producer stored as bf16; ZERO and the
    # indirection's byte offsets and A_BATCH_STRIDE then count those bytes), widened to fp32 exactly
    bf16_input: bool = False

    def __post_init__(self) -> None:
        if self.reduction not in ("conv", "max", "avg"):
            raise ValueError(f"DwSpec reduction must be 'conv', 'max' or 'avg', got {self.reduction!r}")
        if self.isa not in VECTOR_FLOATS:
            raise ValueError(f"DwSpec isa must be one of {sorted(VECTOR_FLOATS)}, got {self.isa!r}")
        if not 1 <= self.vectors <= 8:
            raise ValueError(f"DwSpec vectors must be in 1..8, got {self.vectors}")
        if not 1 <= self.taps <= 1024:
            raise ValueError(f"DwSpec taps must be in 1..1024, got {self.taps}")
        if not 1 <= self.pixels <= 8:
            raise ValueError(f"DwSpec pixels must be in 1..8, got {self.pixels}")
        if self.kernel_width < 0 or (self.kernel_width and self.taps % self.kernel_width):
            raise ValueError(f"DwSpec kernel_width {self.kernel_width} must divide taps {self.taps}")
        if not 1 <= self.stride <= 4:
            raise ValueError(f"DwSpec stride must be in 1..4, got {self.stride}")
        if self.bf16_output is not False and (self.bf16_output is not True or self.isa != "avx512"):
            raise ValueError(f"DwSpec bf16_output needs isa avx512, got {self.isa!r} / {self.bf16_output!r}")
        if self.bf16_input is not False and (self.bf16_input is not True or self.isa != "avx512"):
            raise ValueError(f"DwSpec bf16_input needs isa avx512, got {self.isa!r} / {self.bf16_input!r}")
        object.__setattr__(self, "epilogue", as_program(self.epilogue))
        problems = epilogue_problems(self.epilogue)
        if problems:
            raise ValueError("DwSpec " + "; ".join(problems))

    @property
    def channel_tile(self) -> int:
        return self.vectors * VECTOR_FLOATS[self.isa]

    @property
    def weights_in_registers(self) -> bool:
        # weights + accumulators + one input vector must fit, with a little slack (a sliding window needs its
        # registers for the row's inputs: its weights are loaded per tap, once for all the block's pixels)
        needed = (self.taps + 1) * self.vectors + self.vectors + 2
        return self.reduction == "conv" and needed <= VECTOR_REGISTERS[self.isa] and not self.sliding

    @property
    def name(self) -> str:
        kind = "dwconv" if self.reduction == "conv" else f"{self.reduction}pool"
        pixels = f"_{self.pixels}p" if self.pixels > 1 else ""
        pixels += f"_s{self.kernel_width}" if self.sliding else ""
        pixels += f"x{self.stride}" if self.sliding and self.stride > 1 else ""
        out = ("_i16" if self.bf16_input else "") + ("_o16" if self.bf16_output else "")
        return f"f32_{kind}_{self.taps}t_{self.channel_tile}c{pixels}_{self.isa}{out}{epilogue_tag(self.epilogue)}"


MAX_PIXELS = 4  # 4 chains of taps-long FMA sequences keep Zen 4's and Skylake's FMA pipes busy


def fitting_pixels(isa: str, vectors: int, taps: int, weights_in_registers: bool) -> int:
    """Pixels per iteration whose accumulators still fit in the vector registers beside the cached weights."""
    free = VECTOR_REGISTERS[isa] - 2 - ((taps + 1) * vectors if weights_in_registers else vectors)
    return max(1, min(MAX_PIXELS, free // vectors))


def sliding_inputs(pixels: int, kernel_width: int, stride: int) -> int:
    """Input pixels a sliding block of ``pixels`` outputs reads per tap row."""
    return (pixels - 1) * stride + kernel_width


def default_dw_spec(isa: str, taps: int, kernel_width: int = 0, stride: int = 1) -> DwSpec:
    """Two vectors of channels when their weights fit in registers, else one; as many pixels per iteration
    as registers allow. Each accumulator is a chain of ``taps`` dependent FMAs (36 cycles for 3x3 at
    Zen 4's latency of 4): one pixel per iteration left the kernel latency-bound at ~40% of the FMA peak.

    ``kernel_width`` (undilated layers of horizontal stride ``stride``): interior blocks of 4 pixels slide
    along each tap row, loading each input vector once for the taps that read it (3 (stride - 1) + S loads
    for 4 S FMAs instead of 4 S), two vectors of channels whatever the kernel: measured per layer (one thread,
    Zen 4), two beat one from 3x3 to 11x11 at stride 1 (7x7 on 56x56x96: 327 -> 308 us with AVX-512, 573 ->
    351 us with AVX2, although its row of inputs no longer fits in AVX2's registers) and tie at stride 2."""
    if kernel_width and taps % kernel_width == 0:
        return DwSpec(isa, 2, taps, pixels=MAX_PIXELS, kernel_width=kernel_width, stride=stride)
    for vectors in (2, 1):
        spec = DwSpec(isa, vectors, taps)
        if spec.weights_in_registers:
            return DwSpec(isa, vectors, taps, pixels=fitting_pixels(isa, vectors, taps, True))
    return DwSpec(isa, 2, taps, pixels=fitting_pixels(isa, 2, taps, False))


# AVX2 sliding kernels take wider channel tiles where they divide the layer's channels (``wide_tile_vectors``)
AVX2_WIDE_TILES = True


def sliding_pixels(isa: str, vectors: int) -> int:
    """Output pixels per block of a sliding spec of ``vectors`` vectors of channels: ``MAX_PIXELS``, but on AVX2
    (16 registers) about nine accumulators at most (3 vectors x 3 pixels, 4 x 2): four pixels of three or four
    vectors keep 12-16 accumulators beside the row's inputs and spill."""
    if isa != "avx2":
        return MAX_PIXELS
    return max(1, min(MAX_PIXELS, 9 // vectors))


def wide_tile_vectors(isa: str, channels: int, kernel_width: int, stride: int) -> int | None:
    """Vectors of channels per work item for an AVX2 sliding layer when a wider tile than two vectors serves it
    better (None: the default). Measured per layer, one thread, Zen 3, native calls timed in alternating rounds
    (each a median of 9):

    * stride 2, a whole number of 32-channel tiles: four vectors, two pixels. 3x3 400x304x32 1.42-1.58x,
      320x320x32 1.59x, 100x76x128 1.23x, 28x28x256 1.26x, 200x152x64 1.08x, 56x56x96 1.05x; 5x5 56x56x64
      1.26x, 112x112x32 1.16x, 28x28x128 1.11x (at stride 1 it is mixed: 0.93-1.21x, so it stays there);
    * rows of three taps, a whole number of 24-channel tiles: three vectors, three pixels. 3x3 112x112x24
      1.72x, 56x56x24 1.79x, 56x56x72 1.24x, 28x28x72 1.22x, 112x112x48 1.13x (stride 2: 1.17x), 28x28x120
      1.08x, 14x14x240 1.01x, 56x56x144 0.98x. The last tile of two vectors over 24 or 72 channels is a
      work item of one vector: an item's fixed cost for half the work. With five taps a row it loses
      (28x28x120 0.91x, 14x14x672 0.86x), so it stays at two.
    """
    if isa != "avx2" or not AVX2_WIDE_TILES or channels % VECTOR_FLOATS[isa]:
        return None
    n = channels // VECTOR_FLOATS[isa]
    if stride == 2 and n % 4 == 0:
        return 4
    if kernel_width == 3 and n % 3 == 0:
        return 3
    return None


def layer_dw_spec(
    isa: str, kernel: tuple, stride: tuple, dilation: tuple, vectors: int | None = None, channels: int | None = None
) -> DwSpec:
    """The spec of a depthwise layer (``default_dw_spec``, sliding along its rows when it can: no horizontal
    dilation, horizontal stride 1 or 2), with ``vectors`` vectors of channels if given (the tuner's choice),
    else one vector when it holds all the layer's ``channels``: two would compute a masked-off vector of
    nothing (PP-PicoDet's 400x304x16 3x3 on Zen 5, one thread: 509 -> 383 us; 112x112x16: 50 -> 43 us), or,
    sliding on AVX2, a wider tile that divides them (``wide_tile_vectors``)."""
    slides = dilation[1] == 1 and stride[1] <= 2
    taps = kernel[0] * kernel[1]
    spec = default_dw_spec(isa, taps, kernel[1] if slides else 0, stride[1] if slides else 1)
    if vectors is None and channels is not None:
        if channels <= VECTOR_FLOATS[isa]:
            vectors = 1
        elif spec.sliding:
            vectors = wide_tile_vectors(isa, channels, spec.kernel_width, spec.stride)
    if vectors is None or vectors == spec.vectors:
        return spec
    if spec.sliding:
        pixels = sliding_pixels(isa, vectors)
        return DwSpec(isa, vectors, taps, pixels=pixels, kernel_width=spec.kernel_width, stride=spec.stride)
    in_registers = DwSpec(isa, vectors, taps).weights_in_registers
    return DwSpec(isa, vectors, taps, pixels=fitting_pixels(isa, vectors, taps, in_registers))


def pool_spec(isa: str, reduction: str, kernel: tuple, stride: tuple, dilation: tuple, channels: int,
              pixels: int = MAX_PIXELS, vectors: int | None = None) -> DwSpec:  # fmt: skip
    """Max / average pooling: sliding along its rows when it can (no horizontal dilation, horizontal stride <=
    4), ``pixels`` outputs per block, each input vector of a tap row loaded once for all of them; else through
    the indirection buffer, one pixel at a time. Up to ``vectors`` (default 4: no weights compete for the
    registers) vectors of channels per work item, no more than the channels need. Against the indirection form
    (``python -m ixconv.bench.pool_layers``, Zen 5, one thread): 2x2 s1 over 320x320x24 (PP-HGNetV2's stem)
    1.4x, 5x5 s1 over 20x20x128 (YOLO's SPPF) 1.6-2.1x, 3x3 s1 1.2-1.45x, strided 2x2 / 3x3 windows the same."""
    taps = kernel[0] * kernel[1]
    slides = dilation[1] == 1 and stride[1] <= 4 and pixels > 1
    vectors = max(1, min(vectors or 4, -(-channels // VECTOR_FLOATS[isa])))
    if slides:
        return DwSpec(isa, vectors, taps, reduction, pixels=pixels, kernel_width=kernel[1], stride=stride[1])
    return DwSpec(isa, vectors, taps, reduction)


def tap_row_starts(e: Emitter, base: ir.Value, row: ir.Value, tap_rows: int, pixel_bytes: ir.Value,
                   in_width: ir.Value, in_height: ir.Value, stride_h: ir.Value, dilation_h: ir.Value,
                   pad_top: ir.Value) -> list[tuple[ir.Value, ir.Value]]:  # fmt: skip
    """Per tap row of output row ``row``: (whether its input row lies inside the image, the input row's start)."""
    b = e.b
    iy0 = b.sub(b.mul(row, stride_h), pad_top)
    starts = []
    for ky in range(tap_rows):
        iy = b.add(iy0, b.mul(ir.Constant(I64, ky), dilation_h))
        start = e.byte_gep(base, b.mul(b.mul(iy, in_width), pixel_bytes))
        starts.append((b.icmp_unsigned("<", iy, in_height), start))
    return starts


def block_inputs(e: Emitter, ix0: ir.Value, count: int, kernel_width: int, stride: int, in_width: ir.Value,
                 pixel_bytes: ir.Value, zero: ir.Value, edge: bool):  # fmt: skip
    """Where a sliding block of ``count`` outputs, its first input column ``ix0``, reads: a function of (a tap row's
    ``(inside, start)`` from ``tap_row_starts``, input column j) -> (address, whether the input lies inside the
    image). Interior blocks (``edge`` False) read every column of an inside row and the ``zero`` rows (a row of
    inputs long) for a row outside, and answer None; edge blocks point outside inputs at ``zero`` (column 0's offset
    where the column is outside) and answer the i1 the caller masks its load by."""
    b = e.b
    columns = []
    if edge:  # (inside the row, the input's byte offset from the row's start: column 0's when outside)
        for j in range(sliding_inputs(count, kernel_width, stride)):
            ix = b.add(ix0, ir.Constant(I64, j))
            ok = b.icmp_unsigned("<", ix, in_width)
            columns.append((ok, b.mul(b.select(ok, ix, ir.Constant(I64, 0)), pixel_bytes)))

    def at(row: tuple[ir.Value, ir.Value], j: int) -> tuple[ir.Value, ir.Value | None]:
        inside, start = row
        if edge:
            ok, offset = columns[j]
            return b.select(inside, e.byte_gep(start, offset), zero), b.and_(inside, ok)
        first_input = b.select(inside, e.byte_gep(start, b.mul(ix0, pixel_bytes)), zero)
        return e.byte_gep(first_input, b.mul(ir.Constant(I64, j), pixel_bytes)), None

    return at


def slide_blocks(e: Emitter, ow: ir.Value, step: int, kernel_width: int, stride: int, in_width: ir.Value,
                 pad_left: ir.Value, label: str, interior, edge) -> None:  # fmt: skip
    """A row of ``ow`` outputs in blocks of ``step``: ``interior(ox0)`` for a block whose inputs all lie inside the
    row of ``in_width`` pixels ([first, last) of the blocks' first outputs), ``edge(ox0, count)`` for the others
    and for the row's last ``ow % step`` outputs (a switch on their count)."""
    b, fn = e.b, e.fn
    c_stride, kw = ir.Constant(I64, stride), ir.Constant(I64, kernel_width)
    first = b.sdiv(b.add(pad_left, b.sub(c_stride, ir.Constant(I64, 1))), c_stride)  # ceil(pad_left / stride)
    last = b.add(b.sdiv(b.add(b.sub(in_width, kw), pad_left), c_stride), ir.Constant(I64, 1))
    last = b.select(b.icmp_signed("<", b.sub(in_width, kw), b.neg(pad_left)), first, last)

    def block(i: ir.Value) -> None:
        ox0 = b.mul(i, ir.Constant(I64, step))
        end = b.add(ox0, ir.Constant(I64, step))
        inside = b.and_(b.icmp_signed(">=", ox0, first), b.icmp_signed("<=", end, last))
        with b.if_else(inside) as (fast, slow):
            with fast:
                interior(ox0)
            with slow:
                edge(ox0, step)

    blocks = b.sdiv(ow, ir.Constant(I64, step))
    e.counted_loop(blocks, label, block)
    done = b.mul(blocks, ir.Constant(I64, step))
    after = fn.append_basic_block(label + "_rest_done")
    switch = b.switch(b.sub(ow, done), after)
    for count in range(1, step):
        case = fn.append_basic_block(f"{label}_rest{count}")
        switch.add_case(ir.Constant(I64, count), case)
        b.position_at_end(case)
        edge(done, count)
        b.branch(after)
    b.position_at_end(after)


def emit_dw_module(spec: DwSpec) -> str:
    module = ir.Module(name=spec.name)
    fn = ir.Function(module, DRIVER_TYPE, name=spec.name)
    for a, a_name in zip(fn.args, ("args", "schedule", "part")):
        a.name = a_name
    fn.args[0].add_attribute("noalias")
    e = Emitter(module, spec.isa, fn)
    b = e.b
    vl, nv, taps, ct = e.vl, spec.vectors, spec.taps, spec.channel_tile
    _, schedule, own_part = fn.args

    arg = e.arg  # args[field] as an int64

    def arg_ptr(field: DwArg) -> ir.Value:
        return b.inttoptr(arg(field), PTR)

    def arg_float(field: DwArg) -> ir.Value:
        return b.bitcast(b.trunc(arg(field), I32), F32)

    a_ptr, zero, ind, w_ptr, c_ptr = (arg_ptr(f) for f in (DwArg.A, DwArg.ZERO, DwArg.INDIRECTION, DwArg.W, DwArg.C))
    channels, oh, ow, batch = arg(DwArg.CHANNELS), arg(DwArg.OUT_HEIGHT), arg(DwArg.OUT_WIDTH), arg(DwArg.BATCH)
    a_bs, c_bs, w_ts = arg(DwArg.A_BATCH_STRIDE), arg(DwArg.C_BATCH_STRIDE), arg(DwArg.W_TILE_STRIDE)
    vmin, vmax = e.splat(arg_float(DwArg.MIN)), e.splat(arg_float(DwArg.MAX))
    c_ct = ir.Constant(I64, ct)
    head, image, row, tile, c0, cols = e.claim_row_tile(schedule, own_part, batch, oh, channels, ct)
    in_size = 2 if spec.bf16_input else 4  # bytes per input value
    c0_bytes = b.mul(c0, ir.Constant(I64, in_size))
    a_base = e.byte_gep(a_ptr, b.add(b.mul(image, a_bs), c0_bytes), "a_base")
    zero_tile = e.byte_gep(zero, c0_bytes)
    w_tile = e.byte_gep(w_ptr, b.mul(tile, w_ts), "w_tile")
    out_size = 2 if spec.bf16_output else 4  # bytes per output value
    ldc = b.mul(channels, ir.Constant(I64, in_size))  # bytes between pixels of the input
    given_pixel = arg(DwArg.C_PIXEL)  # a channel slice's stride, or 0: the channels' own
    out_pixel = b.select(
        b.icmp_signed("==", given_pixel, ir.Constant(I64, 0)), b.mul(channels, ir.Constant(I64, out_size)), given_pixel
    )
    c0_out = b.mul(c0, ir.Constant(I64, out_size))
    c_row = e.byte_gep(c_ptr, b.add(b.add(b.mul(image, c_bs), b.mul(b.mul(row, ow), out_pixel)), c0_out), "c_row")
    first_pixel = b.mul(row, ow)
    in_width, pad_left = arg(DwArg.IN_WIDTH), arg(DwArg.PAD_LEFT)

    mask_t = ir.VectorType(I1, vl)
    masked_load = e.intrinsic(f"llvm.masked.load.v{vl}f32.p0", e.vec, [PTR, I32, mask_t, e.vec])
    masked_store = e.intrinsic(f"llvm.masked.store.v{vl}f32.p0", VOID, [e.vec, PTR, I32, mask_t])

    def weight(t: int, v: int) -> ir.Value:  # t = -1: bias
        at = e.byte_gep(w_tile, ir.Constant(I64, 4 * ((t + 1) * ct + v * vl)))
        return b.load(at, typ=e.vec, align=4 * vl)

    def pixel_loop(masks: list[ir.Value] | None, nv: int, label: str) -> None:
        """The item's row of output pixels over ``nv`` vectors of channels (a partial tile: only those its
        channels reach, ``masks`` on them)."""
        none = ir.Constant(e.vec, [float("-inf")] * vl if spec.reduction == "max" else None)  # what adds nothing
        cached = None
        if spec.weights_in_registers:
            cached = [[weight(t, v) for v in range(nv)] for t in range(-1, taps)]

        def load(at: ir.Value, v: int, lanes: ir.Value | None = None) -> ir.Value:
            """Input vector ``v`` at ``at`` (the tile's mask, or ``lanes`` when given); a lane masked off is 0, or
            -inf for max pooling (a window's input outside the row then takes no part)."""
            mask = lanes if lanes is not None else None if masks is None else masks[v]
            if spec.bf16_input:
                x = e.load_bf16(at, mask)
                return x if mask is None or spec.reduction != "max" else b.select(mask, x, none)
            if mask is None:
                return b.load(at, typ=e.vec, align=4)
            return b.call(masked_load, [at, ir.Constant(I32, 4), mask, none])

        def sliding_body(ox0: ir.Value, count: int, rows: list, columns: list | None) -> None:
            """``count`` pixels from ``ox0``: per tap row, the block's inputs are loaded once and each feeds every
            pixel's FMA that reads it (no horizontal dilation).

            ``columns`` None: every input is inside the row; ``rows[ky]`` is the tap row's first input (the zero
            rows for a row outside the image), inputs ``ldc`` apart. Else (a block at the row's ends):
            ``rows[ky]`` is (inside the image, the row's start) -- a row outside is skipped -- and
            ``columns[j]`` (inside the row, byte offset of the input, or of column 0 when outside): a load
            outside the row is masked off, and still names an address inside the image (a masked-off lane on an
            unmapped page costs a microcode assist per load on Zen 4)."""
            kw, step = spec.kernel_width, spec.stride
            acc = [[weight(-1, v) if spec.reduction == "conv" else none for v in range(nv)] for _ in range(count)]
            slots = None
            if columns is not None:  # accumulators cross the skipped rows' branches in memory (mem2reg: phis)
                slots = [[e.alloca(e.vec, acc[p][v], f"acc{p}_{v}") for v in range(nv)] for p in range(count)]
            for ky in range(taps // kw):
                inputs = sliding_inputs(count, kw, step)
                if columns is None:
                    row_inputs = []
                    for j in range(inputs):
                        at = e.byte_gep(rows[ky], b.mul(ir.Constant(I64, j), ldc))
                        vectors = [e.byte_gep(at, ir.Constant(I64, in_size * v * vl)) for v in range(nv)]
                        row_inputs.append([load(vector, v) for v, vector in enumerate(vectors)])
                    accumulate(acc, row_inputs, ky, count)
                    continue
                inside, start = rows[ky]
                with b.if_then(inside):
                    acc = [[b.load(slot, typ=e.vec) for slot in pixel] for pixel in slots]
                    row_inputs = []
                    for j in range(inputs):
                        ok, offset = columns[j]
                        at = e.byte_gep(start, offset)
                        lanes = [b.and_(masks[v], ok) if masks else ok for v in range(nv)]
                        row_inputs.append([load(e.byte_gep(at, ir.Constant(I64, in_size * v * vl)), v, lanes[v])
                                           for v in range(nv)])  # fmt: skip
                    accumulate(acc, row_inputs, ky, count)
                    for pixel, values in zip(slots, acc):
                        for slot, value in zip(pixel, values):
                            b.store(value, slot)
            if slots is not None:
                acc = [[b.load(slot, typ=e.vec) for slot in pixel] for pixel in slots]
            store_block(ox0, count, acc, [b.add(first_pixel, b.add(ox0, ir.Constant(I64, p))) for p in range(count)])

        def reduce(acc: ir.Value, x: ir.Value, w: ir.Value | None) -> ir.Value:
            """One tap into an accumulator: x * w added (convolution), the larger kept, or x added (average)."""
            if spec.reduction == "conv":
                return e.fma(x, w, acc)
            if spec.reduction == "max":
                return b.select(b.fcmp_ordered(">", x, acc), x, acc)
            return b.fadd(acc, x)

        def accumulate(acc, row_inputs, ky: int, count: int) -> None:
            kw, step = spec.kernel_width, spec.stride
            for kx in range(kw):
                wv = [weight(ky * kw + kx, v) if spec.reduction == "conv" else None for v in range(nv)]
                for p in range(count):
                    for v in range(nv):
                        acc[p][v] = reduce(acc[p][v], row_inputs[p * step + kx][v], wv[v])

        def store_block(ox0: ir.Value, count: int, acc, pixels) -> None:
            """Scale (average pooling), clamp, epilogue and store the block's accumulators."""
            for p in range(count):
                if spec.reduction == "avg":  # W holds 1 / (taps counted) per output pixel of the image
                    scale = b.load(e.byte_gep(w_ptr, b.mul(pixels[p], ir.Constant(I64, 4))), typ=F32, align=4)
                    acc[p] = [b.fmul(a, e.splat(scale)) for a in acc[p]]
                dst_pixel = e.byte_gep(c_row, b.mul(b.add(ox0, ir.Constant(I64, p)), out_pixel))
                for v in range(nv):
                    y = b.select(b.fcmp_ordered("<", acc[p][v], vmin), vmin, acc[p][v])
                    y = b.select(b.fcmp_ordered(">", y, vmax), vmax, y)
                    if spec.epilogue:
                        y = apply_epilogue(e, spec.epilogue, y)
                    dst = e.byte_gep(dst_pixel, ir.Constant(I64, out_size * v * vl))
                    if spec.bf16_output:  # rounded to nearest even, as the bf16 convolutions' conversion
                        e.store_bf16(y, dst, None if masks is None else masks[v])
                    elif masks is None:
                        b.store(y, dst, align=4)
                    else:
                        b.call(masked_store, [y, dst, ir.Constant(I32, 4), masks[v]])

        def body(ox0: ir.Value, count: int) -> None:
            """``count`` consecutive output pixels from ``ox0``, their taps interleaved, each read through the
            indirection buffer (any stride, dilation and padding)."""
            pixels = [b.add(first_pixel, b.add(ox0, ir.Constant(I64, p))) for p in range(count)]
            entries = [b.mul(pixel, ir.Constant(I64, taps)) for pixel in pixels]
            if spec.reduction == "conv":
                acc = [[cached[0][v] if cached else weight(-1, v) for v in range(nv)] for _ in range(count)]
            else:
                start = float("-inf") if spec.reduction == "max" else 0.0
                acc = [[ir.Constant(e.vec, [start] * vl) for _ in range(nv)] for _ in range(count)]
            for t in range(taps):
                if spec.reduction == "conv":
                    wv = [cached[t + 1][v] if cached else weight(t, v) for v in range(nv)]
                for p in range(count):
                    off = b.load(b.gep(ind, [b.add(entries[p], ir.Constant(I64, t))], source_etype=I64), typ=I64)
                    src = b.select(b.icmp_signed("<", off, ir.Constant(I64, 0)), zero_tile, e.byte_gep(a_base, off))
                    for v in range(nv):
                        x = load(e.byte_gep(src, ir.Constant(I64, in_size * v * vl)), v)
                        acc[p][v] = reduce(acc[p][v], x, wv[v] if spec.reduction == "conv" else None)
            store_block(ox0, count, acc, pixels)

        step = spec.pixels
        if spec.sliding:
            # blocks of ``step`` pixels along the row; those whose taps all fall inside the row ([lo, hi)) read the
            # image, the others (the row's ends, the block of the rest) a copy of their window with the pixels
            # outside the image zeroed (rows above or below the image read the zero rows)
            kw, stride = spec.kernel_width, ir.Constant(I64, spec.stride)
            row_start = tap_row_starts(
                e, a_base, row, taps // kw, ldc, in_width, arg(DwArg.IN_HEIGHT), arg(DwArg.STRIDE_HEIGHT),
                arg(DwArg.DILATION_HEIGHT), arg(DwArg.PAD_TOP),
            )  # fmt: skip

            def image_rows(ox0: ir.Value) -> list[ir.Value]:
                ix0 = b.sub(b.mul(ox0, stride), pad_left)
                return [b.select(inside, e.byte_gep(start, b.mul(ix0, ldc)), zero_tile) for inside, start in row_start]

            def checked(ox0: ir.Value, count: int) -> None:
                """A block with inputs left or right of the row: those loads masked off (at column 0's address)."""
                ix0 = b.sub(b.mul(ox0, stride), pad_left)
                columns = []
                for j in range(sliding_inputs(count, kw, spec.stride)):
                    ix = b.add(ix0, ir.Constant(I64, j))
                    ok = b.icmp_unsigned("<", ix, in_width)
                    columns.append((e.splat_bool(ok), b.mul(b.select(ok, ix, ir.Constant(I64, 0)), ldc)))
                sliding_body(ox0, count, row_start, columns)

            slide_blocks(
                e, ow, step, kw, spec.stride, in_width, pad_left, label,
                lambda ox0: sliding_body(ox0, step, image_rows(ox0), None), checked,
            )  # fmt: skip
        else:
            blocks = b.sdiv(ow, ir.Constant(I64, step))
            e.counted_loop(blocks, label, lambda i: body(b.mul(i, ir.Constant(I64, step)), step))
            if step > 1:  # the row's last ow % pixels pixels, one at a time
                done = b.mul(blocks, ir.Constant(I64, step))
                e.counted_loop(b.sub(ow, done), label + "_rest", lambda i: body(b.add(done, i), 1))
        b.branch(head)

    full = fn.append_basic_block("tile_full")
    partial = fn.append_basic_block("tile_partial")
    b.cbranch(b.icmp_signed("==", cols, c_ct), full, partial)
    b.position_at_end(full)
    pixel_loop(None, spec.vectors, "pixels")
    # a partial tile runs the loop of as many vectors as its channels reach (a 72-channel layer's last tile of 8
    # channels: one masked vector, not two)
    b.position_at_end(partial)
    for nv in range(1, spec.vectors):
        fewer, more = fn.append_basic_block(f"tile_{nv}v"), fn.append_basic_block(f"tile_over_{nv}v")
        b.cbranch(b.icmp_signed("<=", cols, ir.Constant(I64, nv * vl)), fewer, more)
        b.position_at_end(fewer)
        pixel_loop(e.lane_masks(cols, nv), nv, f"pixels_{nv}v")
        b.position_at_end(more)
    pixel_loop(e.lane_masks(cols, spec.vectors), spec.vectors, f"pixels_{spec.vectors}v")
    return f"; ixconv kernel module, spec: {spec!r}\n" + str(module)


class DwKernel:
    """A compiled one-driver module named after its spec (``emit``: the module emitter; default this
    module's fp32 one, ``ixconv.codegen.qdwconv`` passes the 8-bit one)."""

    def __init__(self, spec, emit=None):
        from ixconv.codegen import jit

        self.spec = spec
        self.module = jit.compile_ir(spec.name, jit.deferred(emit or emit_dw_module, spec), [spec.name])
        self.run = DRIVER(self.module.address(spec.name))


_kernels: dict[DwSpec, DwKernel] = {}


def dw_kernel(spec: DwSpec) -> DwKernel:
    kernel = _kernels.get(spec)
    if kernel is None:
        kernel = _kernels[spec] = DwKernel(spec)
    return kernel
