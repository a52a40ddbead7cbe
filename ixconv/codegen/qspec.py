"""Specs of the quantized (8-bit) GEMM / Indirect GEMM micro-kernels: frozen, named, checked before compiling.

The quantized ISAs are not the fp32 ones: what matters is the integer dot-product instruction.

* ``avx512vnni`` -- ``vpdpbusd`` (u8 x s8, 4 products summed into each s32 lane). Reduction groups of
  KR=4 channels; weights packed as s8; int8 activations are flipped to u8 (xor 0x80) in the kernel.
* ``avx2``       -- no VNNI: activations and weights widened to s16 and multiplied with ``vpmaddwd``
  (2 products summed into each s32 lane, which cannot overflow for 8-bit inputs; ``vpmaddubsw`` would
  saturate). KR=2; weights packed as s16 with their zero point already subtracted.
* ``generic``    -- plain LLVM vector IR (sext/zext, mul, add) on 4 x i32 vectors: aarch64 and the rest.
  KR=1; weights packed as s16, zero point subtracted.

Variant fields change the algorithm's arithmetic, not just the schedule, but they are compile-time facts
of the generated code, so they belong to the kernel's identity (its name):

* ``x_signed``  int8 activations (flip to u8 on VNNI; sign-extend on the widening paths);
* ``rowsum``    VNNI only: the weights' zero point (after the u8->s8 shift) is not zero for some channel,
  so the kernel also sums each row's activations (``vpdpbusd`` against a vector of ones) and subtracts
  ``zero_point[n] * rowsum`` in the epilogue;
* ``output``    ``q8``: requantize to 8 bits (u8 or s8: the same bytes after the clamp); ``i32``: store
  the int32 accumulators (ConvInteger);
* ``lookup``    q8 only: the requantized value is looked up in a 256-entry table (a DequantizeLinear ->
  SiLU -> QuantizeLinear glue after the convolution, ``ixconv.codegen.qepilogue``);
* ``s16``       avx512vnni and avx2: the operands are already int16 pairs (the Winograd transform points' tiles and
  weights, ``ixconv.ops.qwinograd``), multiplied with ``vpdpwssd`` / ``vpmaddwd`` (2 products summed into each s32
  lane); KR=2, weights packed as s16, the reduction a whole number of pairs, int32 output;
* ``residual``  q8 only, "u8" / "s8": the 8-bit tensor of that type a quantized residual Add reads, added in the
  epilogue (DequantizeLinear of both, Add, clip, QuantizeLinear: ``ixconv.codegen.qepilogue``) to the requantized
  value or, with ``lookup``, to the looked-up one (a SiLU before a YOLO bottleneck's Add); "" for none.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass, fields, replace

from ixconv.cpu import host

QISAS = ("avx512vnni", "avx2", "generic")
LANES = {"avx512vnni": 16, "avx2": 8, "generic": 4}  # int32 lanes of one vector
KR = {"avx512vnni": 4, "avx2": 2, "generic": 1}  # input channels reduced into one int32 lane per instruction
WEIGHT_BYTES = {"avx512vnni": 1, "avx2": 2, "generic": 2}  # bytes of one packed weight
REGISTERS = {"avx512vnni": 32, "avx2": 16, "generic": 32}
BASE_ISA = {"avx512vnni": "avx512", "avx2": "avx2", "generic": "generic"}  # the fp32 ISA with the same vectors
MAX_MR = 12
OUTPUTS = ("q8", "i32")
LOOP_ORDERS = ("panel_inner", "tile_inner")
RESIDUALS = ("", "u8", "s8")


@dataclass(frozen=True)
class QGemmSpec:
    """An 8-bit (indirect) GEMM micro-kernel of MR output pixels x NR output channels, plus its drivers.

    unroll: reduction groups (of KR channels) per iteration of the inner loop.
    """

    isa: str
    mr: int
    nr: int
    unroll: int = 1
    x_signed: bool = False
    rowsum: bool = False
    output: str = "q8"
    order: str = "panel_inner"
    lookup: bool = False
    residual: str = ""
    s16: bool = False

    def __post_init__(self) -> None:
        problems = qspec_problems(self)
        if problems:
            raise ValueError(f"invalid QGemmSpec {self.isa} {self.mr}x{self.nr}: " + "; ".join(problems))

    @property
    def name(self) -> str:
        parts = [f"q8_gemm_{self.mr}x{self.nr}_{self.isa}_u{self.unroll}", "xs8" if self.x_signed else "xu8"]
        if self.rowsum:
            parts.append("rs")
        if self.output != "q8":
            parts.append(self.output)
        if self.order != "panel_inner":
            parts.append("ti")
        if self.lookup:
            parts.append("lut")
        if self.residual:
            parts.append("r" + self.residual)
        if self.s16:
            parts.append("s16")
        return "_".join(parts)

    @property
    def lanes(self) -> int:
        return LANES[self.isa]

    @property
    def kr(self) -> int:
        return 2 if self.s16 else KR[self.isa]

    @property
    def vectors_per_row(self) -> int:
        return self.nr // self.lanes

    @property
    def weight_bytes(self) -> int:
        return 2 if self.s16 else WEIGHT_BYTES[self.isa]

    def __str__(self) -> str:
        return self.name


def _is_int(value) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def registers_needed(isa: str, mr: int, nv: int, x_signed: bool, rowsum: bool) -> int:
    """Vector registers the inner loop keeps live: accumulators, one row's weights, broadcasts, constants."""
    if isa == "avx512vnni":
        return mr * nv + nv + 1 + (mr + 1 if rowsum else 0) + (1 if x_signed else 0)
    if isa == "avx2":
        return mr * nv + nv + 2  # + the broadcast and the vpmaddwd product
    return (mr + 1) * nv + 2


def qspec_problems(spec: QGemmSpec) -> list[str]:
    """Every constraint a spec violates (empty: valid). Checked before compiling anything."""
    if not isinstance(spec.isa, str) or spec.isa not in QISAS:
        return [f"isa must be one of {list(QISAS)}"]
    not_ints = [f for f in ("mr", "nr", "unroll") if not _is_int(getattr(spec, f))]
    if not_ints:
        return [f"{f} must be an int, got {getattr(spec, f)!r}" for f in not_ints]
    problems = []
    for flag in ("x_signed", "rowsum"):
        if not isinstance(getattr(spec, flag), bool):
            problems.append(f"{flag} must be a bool")
    lanes = LANES[spec.isa]
    if not 1 <= spec.mr <= MAX_MR:
        problems.append(f"mr must be in 1..{MAX_MR}")
    if spec.nr <= 0 or spec.nr % lanes:
        problems.append(f"nr must be a positive multiple of the vector width {lanes}")
    elif not problems:
        need = registers_needed(spec.isa, spec.mr, spec.nr // lanes, spec.x_signed, spec.rowsum)
        if need > REGISTERS[spec.isa]:
            problems.append(f"needs {need} vector registers, {spec.isa} has {REGISTERS[spec.isa]}")
    if spec.rowsum is True and spec.isa != "avx512vnni":
        problems.append("rowsum is only used by avx512vnni (the widening paths subtract the weights' zero point)")
    if spec.unroll not in (1, 2, 4, 8):
        problems.append("unroll must be 1, 2, 4 or 8")
    if spec.output not in OUTPUTS:
        problems.append(f"output must be one of {OUTPUTS}")
    if spec.order not in LOOP_ORDERS:
        problems.append(f"order must be one of {LOOP_ORDERS}")
    if not isinstance(spec.lookup, bool):
        problems.append("lookup must be a bool")
    elif spec.lookup and spec.output != "q8":
        problems.append("lookup needs output='q8' (the table maps 8-bit values)")
    if spec.residual not in RESIDUALS:
        problems.append(f"residual must be one of {RESIDUALS}")
    elif spec.residual and spec.output != "q8":
        problems.append("residual needs output='q8' (the Add reads the requantized output)")
    if not isinstance(spec.s16, bool):
        problems.append("s16 must be a bool")
    elif spec.s16 and (spec.isa == "generic" or spec.output != "i32" or spec.x_signed or spec.rowsum):
        problems.append("s16 needs isa 'avx512vnni' or 'avx2', output='i32', x_signed=False and rowsum=False")
    return problems


def qfields_problems(values: dict) -> list[str]:
    probe = object.__new__(QGemmSpec)
    for f in fields(QGemmSpec):
        object.__setattr__(probe, f.name, values.get(f.name, f.default))
    return qspec_problems(probe)


# Per ISA, the tiles a layer may get, with their relative speed on full tiles. Zen 4, 1 thread: 6x64u4 runs
# ResNet-18's 3x3 layers at 91-95% of the VNNI peak with warm caches; 7x48u4 measured 0.97 of it (and wins on
# 7x7 maps: 7 rows fill them exactly, +7-10% on layer4). Zen 5, 1 thread, per layer (full tiles): 8x32 and 7x48
# 0.97-1.0 of 6x64, 5x80 0.96-0.99 (an 80-channel 3x3 layer at 80x80: 718 us against 856 for 7x48, whose second
# panel is a third empty; 72 channels: 28 against 35 us), 12x16 0.78. Re-measure with
# `python -m ixconv.bench.qconv_layers --specs` (on a quiet machine).
QPANEL_CHOICES = {
    "avx512vnni": [
        (QGemmSpec("avx512vnni", 6, 64, unroll=4), 1.0),
        (QGemmSpec("avx512vnni", 7, 48, unroll=4), 0.97),
        (QGemmSpec("avx512vnni", 8, 32, unroll=4), 0.97),
        (QGemmSpec("avx512vnni", 5, 80, unroll=4), 0.97),
        (QGemmSpec("avx512vnni", 12, 16, unroll=4), 0.78),
    ],
    "avx2": [
        (QGemmSpec("avx2", 4, 16, unroll=2), 1.0),
        (QGemmSpec("avx2", 6, 8, unroll=2), 0.85),
    ],
    "generic": [
        (QGemmSpec("generic", 4, 8, unroll=2), 1.0),
        (QGemmSpec("generic", 6, 4, unroll=2), 0.8),
    ],
}
# With the row sums, each row needs one more register: narrower tiles.
ROWSUM_CHOICES = [
    (QGemmSpec("avx512vnni", 5, 64, unroll=2, rowsum=True), 1.0),
    (QGemmSpec("avx512vnni", 8, 32, unroll=2, rowsum=True), 0.95),
    (QGemmSpec("avx512vnni", 8, 16, unroll=2, rowsum=True), 0.7),
]


def quant_isa(isa: str | None = None) -> str:
    """The quantized kernel family for this host (from its features; IXCONV_ISA forces lesser ones), or
    for the fp32 ISA ``isa`` on this host (the tuner's spaces are built per fp32 ISA)."""
    cpu = host()
    isa = cpu.isa if isa is None else isa
    if isa == "avx512":
        return "avx512vnni" if "avx512vnni" in cpu.features else "avx2"
    return isa


def choose_qspec(
    isa: str,
    out_channels: int,
    pixels: int | None = None,
    x_signed: bool = False,
    rowsum: bool = False,
    output: str = "q8",
) -> QGemmSpec:
    """The default tile for a layer: best measured speed times the useful fraction of the tiles."""
    choices = ROWSUM_CHOICES if (rowsum and isa == "avx512vnni") else QPANEL_CHOICES[isa]
    rowsum = rowsum and isa == "avx512vnni"

    def score(choice: tuple[QGemmSpec, float]) -> float:
        spec, speed = choice
        useful = out_channels / (-(-out_channels // spec.nr) * spec.nr)
        if pixels:
            useful *= pixels / (-(-pixels // spec.mr) * spec.mr)
        return speed * useful

    candidates = []
    for spec, speed in choices:
        values = dict(isa=isa, mr=spec.mr, nr=spec.nr, unroll=spec.unroll, x_signed=x_signed, rowsum=rowsum)
        if not qfields_problems(values | {"output": output}):
            candidates.append((replace(spec, x_signed=x_signed, rowsum=rowsum, output=output), speed))
    return max(candidates, key=score)[0]
