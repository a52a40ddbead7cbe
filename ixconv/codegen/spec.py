"""Kernel specs: frozen descriptions of a generated kernel. The canonical name is the identity.

A spec is *schedule*, not algorithm: the emitter reads it, the per-ISA default table and the tuner
produce it. Constraints are declared here so an invalid spec is refused before anything is compiled.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass

from ixconv.codegen.epilogue import as_program, epilogue_problems, epilogue_tag

# Registers per ISA: vector registers, and the vector width in fp32 lanes.
VECTOR_REGISTERS = {"avx512": 32, "avx2": 16, "generic": 32}  # generic: NEON has 32; SSE2 (16) may spill
VECTOR_FLOATS = {"avx512": 16, "avx2": 8, "generic": 4}
MAX_MR = 12  # one general-purpose register per row pointer: ~15 are usable on x86-64
ORDER_TAGS = {"panel_inner": "", "tile_inner": "_ti", "tile_panels": "_tp"}  # each loop order's tag in a spec's name
LOOP_ORDERS = tuple(ORDER_TAGS)
BROADCASTS = ("register", "memory")
K_BLOCKS = (0, 32, 64, 128, 256)  # input channels per reduction block; 0: the whole reduction at once
# fp32 products are summed from zero in registers for at least this many input channels (taps x channels)
# at a time, then added to the tile's running total: the rounding error of a K-term reduction grows with the
# running sum's magnitude, and blocks cut it by about sqrt(K / PARTIAL_SUM_LENGTH) (as MLAS's K stride does)
PARTIAL_SUM_LENGTH = 128
TILE_GROUP = 8  # pixel tiles per work item of a k-blocked driver: they share each block of weights
MEMORY_BROADCAST_ISAS = ("avx512",)  # embedded broadcast operands: AVX-512 (EVEX) only
# How a tile multiplies: ``fma`` fp32 x fp32; ``bf16`` AVX512_BF16's vdpbf16ps, two bf16 products per fp32
# lane (input and weights as bf16 pairs: a "channel" of the kernel is then a pair of channels)
DOTS = ("fma", "bf16")
DOT_ISAS = {"fma": tuple(VECTOR_FLOATS), "bf16": ("avx512",)}


@dataclass(frozen=True)
class GemmSpec:
    """An fp32 (indirect) GEMM micro-kernel of MR output pixels x NR output channels, plus its drivers.

    unroll: input channels per iteration of the inner loop (a remainder loop does the rest).
    order: which index of the (pixel tile, channel panel) work grid varies fastest between work items
      claimed by a thread: ``panel_inner`` reuses one tile's input rows across all channel panels,
      ``tile_inner`` reuses one panel's weights across all pixel tiles. ``tile_panels``: a work item is one tile
      with all its panels, run one after the other (a tile's claim, grid position and row pointers paid once for
      all of them, not per panel), tiles fastest between items.
    broadcast: how each row's input value reaches the FMAs. ``register``: one broadcast load into a vector
      register, shared by the row's NR/VL FMAs. ``memory`` (AVX-512 only): every FMA reads it itself, as
      an embedded-broadcast memory operand (``vfmadd231ps (a){1to16}, w, acc``): more loads, but no
      broadcast register, so one more row of accumulators fits -- 7x64 tiles, which do not fit otherwise.
    k_block: input channels per reduction block (0: none). A work item is then up to ``TILE_GROUP`` pixel
      tiles of one panel; for each block of ``k_block`` channels (of every tap) the item runs all its tiles,
      keeping partial sums in the output, so that block's weights (taps x k_block x NR floats) are reused
      from L2 by every tile instead of streaming the whole panel per tile (a 3x3x512 panel of 64 channels
      is 1.2 MB, more than a core's L2).
    """

    isa: str
    mr: int
    nr: int
    unroll: int = 1
    order: str = "panel_inner"
    broadcast: str = "register"
    k_block: int = 0
    epilogue: tuple = ()  # an element-wise program after the clamp (``ixconv.codegen.fused``): a fused SiLU...
    dot: str = "fma"  # see DOTS
    # store the outputs as bf16 (``Arg.C_BF16``: the converted input of the bf16 convolutions that alone read the
    # tensor) instead of fp32: no fp32 tensor written, no conversion pass over it
    bf16_output: bool = False
    # read the fused residual (``Arg.RESIDUAL``) as bf16, at half the output's byte offsets (a bf16 NHWC tensor
    # laid out like the output): the tensor that a bf16 convolution reads and a later layer adds is stored once
    bf16_residual: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "epilogue", as_program(self.epilogue))
        problems = spec_problems(self)
        if problems:
            raise ValueError(f"invalid GemmSpec {self.isa} {self.mr}x{self.nr}: " + "; ".join(problems))

    @property
    def name(self) -> str:
        order = ORDER_TAGS[self.order]
        broadcast = "" if self.broadcast == "register" else "_mb"
        blocked = f"_kb{self.k_block}" if self.k_block else ""
        tag = epilogue_tag(self.epilogue)
        dot = "" if self.dot == "fma" else f"_{self.dot}"
        out = ("_o16" if self.bf16_output else "") + ("_r16" if self.bf16_residual else "")
        return f"f32_gemm_{self.mr}x{self.nr}_{self.isa}_u{self.unroll}{order}{broadcast}{blocked}{dot}{out}{tag}"

    @property
    def vector_floats(self) -> int:
        return VECTOR_FLOATS[self.isa]

    @property
    def vectors_per_row(self) -> int:
        return self.nr // self.vector_floats

    def work_items(self, pixels: int, out_channels: int) -> int:
        """Work items of one image and group: pixel tiles (grouped by ``TILE_GROUP`` when k-blocked) x panels
        (``tile_panels``: the tiles alone, each with all its panels)."""
        tiles = -(-pixels // self.mr)
        if self.k_block:
            tiles = -(-tiles // TILE_GROUP)
        if self.order == "tile_panels":
            return tiles
        return tiles * -(-out_channels // self.nr)

    def __str__(self) -> str:
        return self.name


def _is_int(value) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def spec_problems(spec: GemmSpec) -> list[str]:
    """Every constraint a spec violates (empty: valid). Checked before compiling anything."""
    problems = []
    if not isinstance(spec.isa, str) or spec.isa not in VECTOR_FLOATS:
        return [f"isa must be one of {sorted(VECTOR_FLOATS)}"]
    not_ints = [f for f in ("mr", "nr", "unroll", "k_block") if not _is_int(getattr(spec, f))]
    if not_ints:  # a float or bool would pass the range checks below and fail late, inside the emitter
        return [f"{f} must be an int, got {getattr(spec, f)!r}" for f in not_ints]
    if spec.epilogue:
        problems += epilogue_problems(spec.epilogue)
    vl = VECTOR_FLOATS[spec.isa]
    if not 1 <= spec.mr <= MAX_MR:
        problems.append(f"mr must be in 1..{MAX_MR}")
    if spec.nr <= 0 or spec.nr % vl:
        problems.append(f"nr must be a positive multiple of the vector width {vl}")
    elif vector_registers_needed(spec.mr, spec.nr // vl, spec.broadcast) > VECTOR_REGISTERS[spec.isa]:
        # With fewer registers LLVM spills accumulators inside the inner loop: on AVX-512 exactly the specs
        # this refuses (e.g. 3x128, 6x80, 7x64 with a broadcast register) reload/store zmm via the stack.
        nv = spec.nr // vl
        extra = " + 1 broadcast" if spec.broadcast == "register" else ""
        problems.append(
            f"{spec.mr}x{nv} accumulators + {nv} weight vectors{extra} exceed the "
            f"{VECTOR_REGISTERS[spec.isa]} vector registers"
        )
    if spec.unroll not in (1, 2, 4, 8):
        problems.append("unroll must be 1, 2, 4 or 8")
    if spec.k_block not in K_BLOCKS:
        problems.append(f"k_block must be one of {K_BLOCKS}")
    if spec.order not in LOOP_ORDERS:
        problems.append(f"order must be one of {LOOP_ORDERS}")
    elif spec.order == "tile_panels" and spec.k_block:
        problems.append("order='tile_panels' takes no k_block (a k-blocked item is a group of tiles of one panel)")
    if spec.dot not in DOTS:
        problems.append(f"dot must be one of {DOTS}")
    elif spec.isa not in DOT_ISAS[spec.dot]:
        problems.append(f"dot={spec.dot!r} needs isa in {DOT_ISAS[spec.dot]}")
    if spec.bf16_output is not False and spec.bf16_output is not True:
        problems.append(f"bf16_output must be a bool, got {spec.bf16_output!r}")
    elif spec.bf16_output and (spec.isa not in DOT_ISAS["bf16"] or spec.k_block):
        problems.append(f"bf16_output needs isa in {DOT_ISAS['bf16']} and no k_block (partial sums are fp32)")
    if spec.bf16_residual is not False and spec.bf16_residual is not True:
        problems.append(f"bf16_residual must be a bool, got {spec.bf16_residual!r}")
    elif spec.bf16_residual and spec.isa not in DOT_ISAS["bf16"]:
        problems.append(f"bf16_residual needs isa in {DOT_ISAS['bf16']}")
    if spec.broadcast not in BROADCASTS:
        problems.append(f"broadcast must be one of {BROADCASTS}")
    elif spec.broadcast == "memory" and spec.isa not in MEMORY_BROADCAST_ISAS:
        problems.append(f"broadcast='memory' needs one of {MEMORY_BROADCAST_ISAS} (embedded broadcast operands)")
    return problems


def host_problems(spec: GemmSpec) -> list[str]:
    """Why this CPU cannot run ``spec`` (empty: it can): an ISA above the host's (AVX-512 code on an AVX2-only CPU
    would stop the process with an illegal instruction), bf16 dot products without AVX512_BF16."""
    from ixconv.cpu import ISAS, host

    cpu = host()
    problems = []
    if ISAS.index(spec.isa) < ISAS.index(cpu.native_isa):
        problems.append(f"isa {spec.isa!r} needs a CPU with {spec.isa}; this one runs {cpu.native_isa} at best")
    if spec.dot == "bf16" and "avx512bf16" not in cpu.features:
        problems.append("dot='bf16' needs a CPU with AVX512_BF16")
    return problems


def check_host(spec: GemmSpec) -> None:
    """ValueError naming ``spec`` if this CPU cannot run it (``host_problems``)."""
    problems = host_problems(spec)
    if problems:
        raise ValueError(f"spec {spec.name}: " + "; ".join(problems))


def vector_registers_needed(mr: int, vectors: int, broadcast: str = "register") -> int:
    """Accumulators + the weight vectors of one channel (loaded once, used by every row) + the broadcast
    register (none when every FMA reads its input value from memory)."""
    return (mr + 1) * vectors + (1 if broadcast == "register" else 0)


# LLVM's scheduler keeps several rows' broadcasts live at once: where code has 16 vector registers (AVX2 on a
# CPU without AVX-512's 32), tiles of more than 8 rows spill accumulators although the budget above admits them
# (AMD EPYC Zen 3: 9x8 to 12x8 spill, 8x8 and the widest tiles of 2-5 vectors do not; tests/test_codegen.py).
ROWS_WITH_16_REGISTERS = 8


def host_max_rows(isa: str) -> int:
    """The tallest tile of ``isa`` that keeps its accumulators in this host's registers."""
    from ixconv.cpu import host

    sixteen = isa == "avx2" and host().isa != "avx512"
    return ROWS_WITH_16_REGISTERS if sixteen else MAX_MR


def enumerate_specs(isa: str) -> list[GemmSpec]:
    """Every valid spec of an ISA that keeps its accumulators in this host's registers (``host_max_rows``)."""
    vl = VECTOR_FLOATS[isa]
    out = []
    for nr in range(vl, 8 * vl + 1, vl):
        for mr in range(1, host_max_rows(isa) + 1):
            for unroll in (1, 2, 4, 8):
                for order in LOOP_ORDERS:
                    for broadcast in BROADCASTS:
                        for k_block in K_BLOCKS:
                            candidate = dict(
                                isa=isa, mr=mr, nr=nr, unroll=unroll, order=order, broadcast=broadcast, k_block=k_block
                            )
                            if not fields_problems(candidate):
                                out.append(GemmSpec(**candidate))
    return out


def spec_fields(spec: GemmSpec) -> dict:
    return {f: getattr(spec, f) for f in GemmSpec.__dataclass_fields__}


def fields_problems(fields: dict) -> list[str]:
    probe = object.__new__(GemmSpec)
    for key, value in fields.items():
        object.__setattr__(probe, key, value)
    return spec_problems(probe)


# Defaults per ISA, chosen by measurement (`python -m ixconv.bench.specs` re-measures them).
DEFAULT_SPECS = {
    "avx512": GemmSpec("avx512", 6, 64, unroll=1),
    "avx2": GemmSpec("avx2", 5, 16, unroll=2),
    "generic": GemmSpec("generic", 4, 8, unroll=2),  # 8 accumulators: no spills with 16 (SSE) or 32 (NEON) registers
}


def default_spec(isa: str) -> GemmSpec:
    return DEFAULT_SPECS[isa]


# Per ISA, the specs a layer may get by default, each with its relative speed on full panels (measured
# with `python -m ixconv.bench.specs`): narrower panels cost a little on wide layers, but waste nothing
# on layers with few output channels (K=16 on a 64-wide panel computes 4x the useful work).
PANEL_CHOICES = {
    # Relative speeds of full panels, measured on 1x1 layers at one thread with every panel full (MNASNet's
    # 14x14 96->576, 480 = 10x48 = 7.5x64) on two cores: Intel Xeon (two 512-bit FMA pipes) 6x64 1.0, 8x48
    # 0.96, 6x32u4 0.92, 4x96 memory-broadcast 0.77, 12x16 0.72; Zen 4 (one) 6x64 1.0, 4x96mb 0.96, 6x32u4
    # 0.95, 8x48 0.9, 12x16 0.8. The figures below hold on both within a few percent. No memory-broadcast
    # panel: on Intel every FMA carrying a load is load-bound (MNASNet's K=80/96 layers 1.24-1.33x slower
    # than 8x48), the ~10% it gained on three Zen 4 layers is not worth that; the tuner still tries it.
    # Zen 4, 3x3 layers, 6x64u1 over 6x32u4: C=64..512 1.04-1.08x; C=3..8 (first layers): 1.14-1.49x.
    # 5x80 (five vectors: 30 accumulators and weight registers + the broadcast) fills K = 80 / 160 / 240 / 400
    # exactly: Intel Xeon, one thread, 1x1 layers, against the former choice: 28x28 240->80 (8x48) 225 -> 190 us,
    # 56x56 72->80 291 -> 250, 14x14 480->80 145 -> 126, 480->160 (6x32u4) 200 -> 194; full panels both
    # ways, 14x14 480->320: 5x80 429 us, 6x64 436.
    "avx512": [
        (GemmSpec("avx512", 6, 64, unroll=1), 1.0),
        (GemmSpec("avx512", 8, 48, unroll=2), 0.94),
        (GemmSpec("avx512", 6, 32, unroll=4), 0.93),
        (GemmSpec("avx512", 5, 80, unroll=2), 0.97),
        (GemmSpec("avx512", 12, 16, unroll=2), 0.75),
    ],
    # AVX2 (AMD EPYC Zen 3, one thread): 4x24 (12 accumulators, 3 weight vectors, the broadcast: all 16
    # registers) against 5x16 on full panels: 3x3 at 14x14 256->256 0.97x, 1x1 at 28x28 128->512 1.0x; it fills
    # K = 24 / 72 / 120 exactly: MNASNet's 1x1 layers at 56x56 24->72 1.31x, 72->24 1.53x, 28x28 40->120 1.16x.
    "avx2": [
        (GemmSpec("avx2", 5, 16, unroll=2), 1.0),
        (GemmSpec("avx2", 4, 24, unroll=2), 0.97),
        (GemmSpec("avx2", 6, 8, unroll=2), 0.8),
    ],
    "generic": [
        (GemmSpec("generic", 4, 8, unroll=2), 1.0),
        (GemmSpec("generic", 6, 4, unroll=2), 0.8),
    ],
}


# Per ISA, the panel choices of a weight-heavy layer whose weights outweigh its input image (pixel tiles innermost,
# each panel read from memory once and then from L2 by every tile of rows): there the weight bytes loaded per
# FMA decide, so tall tiles of fewer vectors win. Intel Xeon, one thread, weights cold (8 MiB written between
# calls), against the 6x64 choice before (5x64 on 49 pixels, choose_rows), us: 1x1 at 7x7 784->784 677 -> 584,
# 1152->320 398 -> 355, 320->1280 457 -> 397, 2048->512 1068 -> 979, 960->160 177 -> 177; at 14x14 320->784 847 -> 793,
# 1024->256 798 -> 798; 3x3 at 7x7 512->512 2209 -> 1884, 14x14 256->256 1709 -> 1607, s2 14x14 512->512 2514 ->
# 2038. (With the image the larger operand, panels innermost, 6x64 stays ahead: 56x56 128->256 3x3 12.1 vs 12.9 ms.)
HEAVY_PANEL_CHOICES = {
    "avx512": [
        (GemmSpec("avx512", 7, 32, unroll=2, order="tile_inner"), 1.0),
        (GemmSpec("avx512", 7, 48, unroll=2, order="tile_inner"), 0.99),
        (GemmSpec("avx512", 6, 64, unroll=1, order="tile_inner"), 0.92),
        (GemmSpec("avx512", 12, 16, unroll=2, order="tile_inner"), 0.75),
    ],
}


# Layers with very few output channels (a segmentation or text-detection head's 1-8 maps, a deconvolution's
# phases): a 16-lane panel computes mostly padding, and narrower vectors run more FMAs per cycle on Zen 4
# (two 256-bit or 128-bit FMAs issue where one 512-bit one does). One thread, against the 12x16 default,
# 1x1 C=24 at 160x160 and 3x3 C=64 at 80x80: K = 1-4 with 4 lanes 1.20-1.35x faster, K = 6-8 with 8 lanes
# 1.15-1.25x; K = 12 slower with either. Largest K first: (at most K, spec).
NARROW_CHOICES = {
    "avx512": [(8, GemmSpec("avx2", 12, 8, unroll=4)), (4, GemmSpec("generic", 12, 4, unroll=2))],
}


def choose_spec(isa: str, out_channels: int, pixels: int | None = None, choices=None) -> GemmSpec:
    """The default spec for a layer with `out_channels` per group (and `pixels` output pixels, if known):
    the best measured speed times the useful fraction of the tiles (K / padded K, M / padded M); very few
    output channels take a narrower vector (``NARROW_CHOICES``).
    ``choices``: a subset of ``PANEL_CHOICES[isa]`` to choose from (then no narrow vector)."""
    if choices is None:
        narrow = [spec for limit, spec in NARROW_CHOICES.get(isa, []) if out_channels <= limit]
        if narrow:
            return narrow[-1]

    def score(choice: tuple[GemmSpec, float]) -> float:
        spec, speed = choice
        panels = -(-out_channels // spec.nr)
        useful = out_channels / (panels * spec.nr)
        if pixels:
            useful *= pixels / (-(-pixels // spec.mr) * spec.mr)
        return speed * useful

    return max(choices or PANEL_CHOICES[isa], key=score)[0]


# tile heights tried when the default's leaves many rows of the last tile empty, tallest first: a shorter tile
# must fill 3% more than a taller one (8x8 maps, 64 pixels: 8x32 against 5x32 tiles, weights cold, 1x1
# 1280->384 755 vs 814 us, 3x3 448->384 1835 vs 2139)
ROW_CHOICES = (8, 7, 5)
ROW_GAIN = 0.03  # take another height only if it fills at least 3% more of the tiles


def choose_rows(spec: GemmSpec, pixels: int) -> GemmSpec:
    """The spec with the tile height (MR) that wastes the fewest rows on `pixels` output pixels.

    ImageNet CNNs have 7x7, 14x14, 28x28 ... maps: 49 pixels fill 9 tiles of 6 rows to 91%, 7 tiles of 7
    rows to 100% (ResNet-18's layer4 gained ~10%). Only a clear gain changes the default height. Fewer pixels
    than one tile get a tile of exactly their height.
    """

    def fill(mr: int) -> float:
        return pixels / (-(-pixels // mr) * mr)

    if 0 < pixels < spec.mr:  # fewer pixels than one tile (a classifier's or an LSTM step's one row): no
        fields = {**spec_fields(spec), "mr": pixels}  # empty rows, which cost as much as full ones (M = 1 with
        if not fields_problems(fields):  # 5x64 tiles: 92 us, with 1x64: 45 us, for a 512 x 2048 product)
            return GemmSpec(**fields)
    best, best_fill = spec, fill(spec.mr)
    for mr in ROW_CHOICES:
        fields = {**spec_fields(spec), "mr": mr}
        if mr == spec.mr or fields_problems(fields):
            continue
        if fill(mr) > best_fill + ROW_GAIN:
            best, best_fill = GemmSpec(**fields), fill(mr)
    return best


def fit_unroll(spec: GemmSpec, reduction: int) -> GemmSpec:
    """The spec with its unroll cut to the reduction length per tap (input channels per group): with 3
    channels an unroll of 4 never runs its unrolled loop, only the one-channel remainder loop
    (SqueezeNet 1.0's and MobileNet v2's first layers: +2% with unroll 1 instead of 4)."""
    unroll = spec.unroll
    while unroll > 1 and unroll > reduction:
        unroll //= 2
    return spec if unroll == spec.unroll else GemmSpec(**{**spec_fields(spec), "unroll": unroll})
