"""The tunable operators and their spaces: which schedules of ixconv's kernels exist for one convolution.

``ConvTask`` is one convolution problem (shapes, stride, padding ...; batch 1; float32 or an 8-bit
variant), identified by its signature. ``conv_space(task)`` is the space of the f32 kernels (the
``GemmSpec`` fields plus the algorithm and the thread count), ``depthwise_space(task)`` the space of
``DwSpec`` for depthwise layers, ``qconv_space(task)`` the space of the 8-bit ``QGemmSpec`` kernels
(QLinearConv, ConvInteger) and ``qdw_space(task)`` that of the 8-bit depthwise ``QDwSpec`` forms.
Every constraint is a record in the space (checked before anything compiles); the ones that mirror
``spec_problems`` are cross-checked against it by the tests. A point becomes a *choice* (plain JSON, see
``ixconv.ops.impls``) with ``to_choice``; that is what is measured, stored and run.

Adding a parameter is one ``Param`` line (plus a constraint line if it has one) here and the field in the
choice.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

from ixconv.codegen.qdwconv import QDW_TILES, QDwSpec
from ixconv.codegen.qspec import KR as QKR
from ixconv.codegen.qspec import LANES as QLANES
from ixconv.codegen.qspec import LOOP_ORDERS as QLOOP_ORDERS
from ixconv.codegen.qspec import MAX_MR as QMAX_MR
from ixconv.codegen.qspec import REGISTERS as QREGISTERS
from ixconv.codegen.qspec import registers_needed as q_registers_needed
from ixconv.codegen.spec import (
    BROADCASTS,
    K_BLOCKS,
    LOOP_ORDERS,
    MEMORY_BROADCAST_ISAS,
    VECTOR_FLOATS,
    VECTOR_REGISTERS,
    host_max_rows,
    vector_registers_needed,
)
from ixconv.ops.conv import rows_apply, values_per_tap
from ixconv.ops.params import ConvParams, Padding
from ixconv.ops.qconv import quant_isa
from ixconv.ops.signature import conv_signature, parse_quant_variant
from ixconv.ops.winograd import TILE_SIZES as WINOGRAD_TILES
from ixconv.ops.winograd import winograd_applies
from ixconv.tune.space import Constraint, Param, Space

# a Winograd point's GEMM fields other than its panel width: one canonical value each (see to_choice)
WINOGRAD_FIXED = (1, 1, "panel_inner", "register", 0)  # mr, unroll, order, broadcast, k_block

UNROLLS = (1, 2, 4, 8)
MAX_PANEL_VECTORS = 8  # NR up to 8 vectors (the register budget cuts it further)
DW_VECTORS = tuple(range(1, 9))


@dataclass(frozen=True)
class ConvTask:
    """One convolution to tune (batch 1, NHWC): float32, or 8-bit when ``quant`` names the variant
    (``ixconv.ops.signature.quant_variant``: e.g. "u8s8", "s8s8_rs", "u8u8_rs_i32")."""

    height: int
    width: int
    in_channels: int
    out_channels: int
    kernel: tuple[int, int]
    stride: tuple[int, int] = (1, 1)
    padding: tuple[int, int, int, int] = (0, 0, 0, 0)  # top, left, bottom, right
    dilation: tuple[int, int] = (1, 1)
    groups: int = 1
    name: str = ""
    quant: str = ""

    def params(self) -> ConvParams:
        return ConvParams(
            self.out_channels, self.in_channels, tuple(self.kernel), tuple(self.stride), tuple(self.dilation),
            Padding(*self.padding), self.groups, -math.inf, math.inf,
        )  # fmt: skip

    @classmethod
    def from_params(cls, params: ConvParams, height: int, width: int, name: str = "", quant: str = "") -> ConvTask:
        pad = params.resolve_padding(height, width)
        return cls(
            height, width, params.in_channels, params.out_channels, tuple(params.kernel), tuple(params.stride),
            (pad.top, pad.left, pad.bottom, pad.right), tuple(params.dilation), params.groups, name, quant,
        )  # fmt: skip

    @classmethod
    def from_layer(cls, layer) -> ConvTask:
        """From a ``bench.layers.ConvLayer`` (duck-typed: the tuner does not import the benchmarks)."""
        p, s = layer.padding, layer.stride
        return cls(
            layer.height, layer.width, layer.in_channels, layer.out_channels, tuple(layer.kernel), (s, s),
            (p, p, p, p), (1, 1), layer.groups, layer.name,
        )  # fmt: skip

    @property
    def signature(self) -> str:
        return conv_signature(self.params(), self.height, self.width, self.quant)

    @property
    def variant(self) -> dict:
        """The 8-bit variant's fields (x_signed, w_signed, rowsum, output); empty for float32."""
        return parse_quant_variant(self.quant) if self.quant else {}

    @property
    def out_size(self) -> tuple[int, int]:
        return self.params().output_size(self.height, self.width)

    @property
    def flops(self) -> int:
        return self.params().flops(1, self.height, self.width)

    @property
    def is_depthwise(self) -> bool:
        return self.params().is_depthwise

    @property
    def label(self) -> str:
        (r, s), (st, _) = self.kernel, self.stride
        return f"{r}x{s}/{st} {self.in_channels}->{self.out_channels} @{self.height}x{self.width}"

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> ConvTask:
        fields = dict(d)
        for k in ("kernel", "stride", "padding", "dilation"):
            fields[k] = tuple(fields[k])
        return cls(**fields)


def _round_up(n: int, m: int) -> int:
    return -(-n // m) * m


def _tile_constraints(p: ConvParams, lanes: int, pixels: int) -> list[Constraint]:
    """What every GEMM-tile space refuses: gemm where it does not apply; then, by usefulness (the same
    computation with only more wasted work, so no measurement is spent on them), oversized tiles."""
    return [
        Constraint(("algorithm",), lambda a: a != "gemm" or p.is_pointwise, "gemm needs 1x1, stride 1, no padding"),
        Constraint(
            ("nr",),
            lambda nr: nr <= _round_up(p.group_out, lanes),
            f"a panel wider than the {p.group_out} output channels (rounded to {lanes}) only computes padding",
        ),
        Constraint(("mr",), lambda mr: mr <= pixels, f"a tile taller than the {pixels} output pixels"),
    ]


def conv_space(task: ConvTask, isa: str, threads: tuple[int, ...] = (1,)) -> Space:
    """The f32 kernel space of a (non-depthwise) convolution on ``isa``."""
    p = task.params()
    vl, registers = VECTOR_FLOATS[isa], VECTOR_REGISTERS[isa]
    pixels = math.prod(task.out_size)
    winograd = tuple(f"winograd{m}" for m in WINOGRAD_TILES) if winograd_applies(p) else ()
    rows = ("rows",) if rows_apply(p) else ()
    params = [
        Param("algorithm", ("indirect", "direct", *rows, "im2col", "gemm", *winograd)),
        Param("nr", tuple(range(vl, MAX_PANEL_VECTORS * vl + 1, vl))),
        Param("mr", tuple(range(1, host_max_rows(isa) + 1))),
        Param("unroll", UNROLLS),
        Param("order", LOOP_ORDERS),
        Param("broadcast", BROADCASTS if isa in MEMORY_BROADCAST_ISAS else ("register",)),
        Param("k_block", K_BLOCKS),
        Param("threads", tuple(threads)),
    ]
    constraints = [
        # validity (mirrors spec_problems; a violation would be refused by GemmSpec)
        Constraint(
            ("nr", "mr", "broadcast"),
            lambda nr, mr, broadcast: vector_registers_needed(mr, nr // vl, broadcast) <= registers,
            f"MR x NR/VL accumulators + NR/VL weight vectors (+ 1 broadcast register) must fit {registers} "
            "vector registers",
        ),
        *_tile_constraints(p, vl, pixels),
        Constraint(
            ("algorithm", "unroll"),
            lambda a, u: u <= values_per_tap(p, a) or u == 1,
            "unrolling past the reduction length (input channels per group; x taps for im2col, x S for rows)",
        ),
        Constraint(
            ("algorithm", "k_block"),
            lambda a, kb: kb < values_per_tap(p, a),
            "a channel block as long as the reduction is no blocking (k_block 0)",
        ),
        Constraint(
            ("order", "k_block"),
            lambda order, kb: order != "tile_panels" or kb == 0,
            "a k-blocked item is a group of tiles of one panel: no tile with all its panels (tile_panels)",
        ),
        Constraint(
            ("algorithm", "mr", "unroll", "order", "broadcast", "k_block"),
            lambda a, *fields: not a.startswith("winograd") or fields == WINOGRAD_FIXED,
            "Winograd's GEMM takes only its panel width from the point (its rows follow the tiles)",
        ),
    ]
    return Space(f"f32-conv {isa} {task.label}", params, constraints)


def depthwise_space(task: ConvTask, isa: str, threads: tuple[int, ...] = (1,)) -> Space:
    vl = VECTOR_FLOATS[isa]
    channels = task.in_channels
    params = [Param("vectors", DW_VECTORS), Param("threads", tuple(threads))]
    constraints = [
        Constraint(
            ("vectors",),
            lambda v: v == 1 or (v - 1) * vl < channels,
            f"a channel tile past the {channels} channels only computes padding",
        )
    ]
    return Space(f"f32-depthwise {isa} {task.label}", params, constraints)


def qconv_space(task: ConvTask, isa: str, threads: tuple[int, ...] = (1,)) -> Space:
    """The 8-bit kernel space (``QGemmSpec`` fields plus the algorithm and the thread count) of a
    quantized convolution on the fp32 ISA ``isa`` (its 8-bit family: ``quant_isa``)."""
    qisa = quant_isa(isa)
    p, variant = task.params(), task.variant
    lanes, kr = QLANES[qisa], QKR[qisa]
    pixels = math.prod(task.out_size)
    rowsum = variant["rowsum"] and qisa == "avx512vnni"
    rows = ("rows",) if rows_apply(p) else ()
    params = [
        Param("algorithm", ("indirect", *rows, "gemm")),
        Param("nr", tuple(range(lanes, MAX_PANEL_VECTORS * lanes + 1, lanes))),
        Param("mr", tuple(range(1, QMAX_MR + 1))),
        Param("unroll", UNROLLS),
        Param("order", QLOOP_ORDERS),
        Param("threads", tuple(threads)),
    ]
    constraints = [
        Constraint(
            ("nr", "mr"),
            lambda nr, mr: q_registers_needed(qisa, mr, nr // lanes, variant["x_signed"], rowsum) <= QREGISTERS[qisa],
            f"the tile's accumulators, weights, broadcast (and row sums) must fit {QREGISTERS[qisa]} vector registers",
        ),
        *_tile_constraints(p, lanes, pixels),
        Constraint(
            ("algorithm", "unroll"),
            lambda a, u: u == 1 or u <= -(-values_per_tap(p, a) // kr),
            f"unrolling past the reduction steps of {kr} channels per tap (a kernel row's S*C bytes for rows)",
        ),
    ]
    return Space(f"q8-conv {qisa} {task.label}", params, constraints)


QDW_FORMS = ("widening", "widening_sliding", "vnni", "vnni_sliding")


def _qdw_vnni(task: ConvTask, isa: str) -> bool:
    """Whether the VNNI byte form can run the 8-bit depthwise task: AVX512-VNNI, a requantized output and int8
    weights of zero point 0 (the folded weights then fit int8)."""
    v = task.variant
    return quant_isa(isa) == "avx512vnni" and v["output"] == "q8" and v["w_signed"] and not v["rowsum"]


def qdw_space(task: ConvTask, isa: str, threads: tuple[int, ...] = (1,)) -> Space:
    """The 8-bit depthwise kernel space (``QDwSpec``): the form -- widening to int32 or the VNNI byte form, each
    through the indirection buffer or sliding along rows (no horizontal dilation, horizontal stride <= 4) -- the
    channel tile, the output pixels per iteration and the thread count, on the fp32 ISA ``isa``."""
    p = task.params()
    vl = VECTOR_FLOATS[isa]
    vnni = _qdw_vnni(task, isa)
    slides = p.dilation[1] == 1 and p.stride[1] <= 4
    forms = tuple(f for f in QDW_FORMS if (vnni or not f.startswith("vnni")) and (slides or not f.endswith("sliding")))
    params = [
        Param("form", forms),
        Param("tile", tuple(t for t in QDW_TILES if t % vl == 0)),
        Param("pixels", tuple(range(1, 7))),
        Param("threads", tuple(threads)),
    ]
    constraints = [
        Constraint(("form", "tile"), lambda f, t: not f.startswith("vnni") or t in (32, 64),
                   "the VNNI form's tile is a ymm (32) or a zmm (64) of bytes"),
        Constraint(("form", "pixels"), lambda f, n: n > 1 if f.endswith("sliding") else f == "vnni" or n == 1,
                   "blocks of pixels: the sliding forms slide 2+, the VNNI form takes 1+, the widening form 1"),
        Constraint(("form", "tile"),
                   lambda f, t: t - (32 if f.startswith("vnni") else vl) < p.in_channels or t == min(QDW_TILES),
                   f"a channel tile whose last vector (VNNI: last 32 bytes) lies past the {p.in_channels} channels "
                   "only computes padding"),
    ]  # fmt: skip
    return Space(f"q8-depthwise {quant_isa(isa)} {task.label}", params, constraints)


def qdw_spec_of(task: ConvTask, point: dict, isa: str) -> QDwSpec:
    """The ``QDwSpec`` of a point of ``qdw_space(task, isa)``."""
    p, v, form = task.params(), task.variant, point["form"]
    sliding = form.endswith("sliding")
    return QDwSpec(
        isa, int(point["tile"]), p.taps, v["x_signed"], v["output"], vnni=form.startswith("vnni"),
        pixels=int(point["pixels"]), kernel_width=p.kernel[1] if sliding else 0, stride=p.stride[1] if sliding else 1,
        dpwssd=sliding and not form.startswith("vnni") and quant_isa(isa) == "avx512vnni",
    )  # fmt: skip


def qdw_point_of(spec: QDwSpec, threads: int) -> dict:
    """The point of ``qdw_space`` a ``QDwSpec`` is (``qdw_spec_of``'s inverse)."""
    form = ("vnni" if spec.vnni else "widening") + ("_sliding" if spec.sliding else "")
    return {"form": form, "tile": spec.channel_tile, "pixels": spec.pixels, "threads": threads}


def space_for(task: ConvTask, isa: str, threads: tuple[int, ...] = (1,)) -> Space:
    if task.quant:
        return qdw_space(task, isa, threads) if task.is_depthwise else qconv_space(task, isa, threads)
    return depthwise_space(task, isa, threads) if task.is_depthwise else conv_space(task, isa, threads)


def default_point(task: ConvTask, isa: str, threads: int = 1) -> dict | None:
    """The point of ``space_for(task, isa)`` that ``Conv2d``'s default choice corresponds to (None if outside)."""
    from ixconv.codegen.dwconv import layer_dw_spec
    from ixconv.codegen.spec import choose_rows, fit_unroll
    from ixconv.ops.conv import choose_order, default_algorithm, default_conv_spec, tile_panels_order

    p = task.params()
    if task.quant and task.is_depthwise:  # as QConv2d's default
        from ixconv.ops.qconv import default_depthwise_spec

        v = task.variant
        spec = default_depthwise_spec(isa, p, v["x_signed"], v["output"], _qdw_vnni(task, isa), task.out_size[1])
        point = qdw_point_of(spec, threads)
    elif task.quant:
        from ixconv.ops.qconv import default_qgemm_spec, gemm_algorithm

        v = task.variant
        spec = default_qgemm_spec(
            quant_isa(isa), p, math.prod(task.out_size), v["x_signed"], v["rowsum"], v["output"],
            weight_bytes=p.out_channels * p.group_in * p.taps,
        )  # fmt: skip
        algorithm = gemm_algorithm(p)  # as QConv2d's "auto"
        point = {"algorithm": algorithm, "nr": spec.nr, "mr": spec.mr, "unroll": spec.unroll, "order": spec.order,
                 "threads": threads}  # fmt: skip
    elif task.is_depthwise:
        point = {"vectors": layer_dw_spec(isa, p.kernel, p.stride, p.dilation, channels=p.in_channels).vectors,
                 "threads": threads}  # fmt: skip
    else:
        weight_bytes = p.out_channels * p.group_in * p.taps * 4
        image_bytes = task.height * task.width * p.in_channels * 4
        spec = default_conv_spec(isa, p.group_out, p.taps, weight_bytes, image_bytes)  # as Conv2d, then _reshape:
        packed_bytes = p.groups * -(-p.group_out // spec.nr) * (1 + p.taps * p.group_in) * spec.nr * 4
        spec = choose_order(spec, packed_bytes, image_bytes)
        algorithm = default_algorithm(p)
        spec = fit_unroll(choose_rows(spec, math.prod(task.out_size)), values_per_tap(p, algorithm))
        spec = tile_panels_order(spec, algorithm, math.prod(task.out_size))
        point = {"algorithm": algorithm, "nr": spec.nr, "mr": spec.mr, "unroll": spec.unroll, "order": spec.order,
                 "broadcast": spec.broadcast, "k_block": spec.k_block, "threads": threads}  # fmt: skip
    return point if space_for(task, isa, (threads,)).is_valid(point) else None


def algorithm_points(task: ConvTask, isa: str, start: dict | None = None, seed: int = 0) -> list[dict]:
    """One point per algorithm the space offers (``start`` with its algorithm swapped, the other fields kept
    where they stay valid): the representatives that make a layer's time x memory front complete whatever
    the search visited. Empty for spaces without an algorithm choice (depthwise)."""
    import numpy as np

    space = space_for(task, isa, (int(start.get("threads", 1)),) if start else (1,))
    if "algorithm" not in space.params:
        return []
    rng = np.random.default_rng(seed)
    base = start or space.sample(rng)
    points = []
    for algorithm in space.params["algorithm"].values:
        point = space.repair({**base, "algorithm": algorithm}, rng, keep=("algorithm",))
        if point["algorithm"] == algorithm:  # repair drops a kept value no valid point has (gemm on a 3x3)
            points.append(point)
    return points


def to_choice(task: ConvTask, point: dict, isa: str) -> dict:
    """The implementation choice (plain JSON, see ``ixconv.ops.impls``) of a point of ``space_for(task)``."""
    threads = int(point.get("threads", 1))
    if task.quant and task.is_depthwise:
        spec = {"kind": "qdw", **asdict(qdw_spec_of(task, point, isa))}
        return {"impl": "ixconv", "algorithm": "depthwise", "spec": spec, "threads": threads}
    if task.quant:
        v = task.variant
        spec = {
            "kind": "qgemm", "isa": quant_isa(isa), "mr": int(point["mr"]), "nr": int(point["nr"]),
            "unroll": int(point["unroll"]), "order": point["order"], "x_signed": v["x_signed"],
            "rowsum": v["rowsum"] and quant_isa(isa) == "avx512vnni", "output": v["output"],
        }  # fmt: skip
        return {"impl": "ixconv", "algorithm": point["algorithm"], "spec": spec, "threads": threads}
    if "vectors" in point:
        from ixconv.codegen.dwconv import layer_dw_spec

        p = task.params()
        dw = layer_dw_spec(isa, p.kernel, p.stride, p.dilation, int(point["vectors"]))
        spec = {
            "kind": "dw",
            **{k: v for k, v in asdict(dw).items() if k not in ("epilogue", "bf16_output", "bf16_input")},
        }
        return {"impl": "ixconv", "algorithm": "depthwise", "spec": spec, "threads": threads}
    if point["algorithm"].startswith("winograd"):
        nr, vl = int(point["nr"]), VECTOR_FLOATS[isa]
        mr = max(m for m in range(1, 7) if vector_registers_needed(m, nr // vl) <= VECTOR_REGISTERS[isa])
        spec = {"kind": "gemm", "isa": isa, "mr": mr, "nr": nr, "unroll": 1, "order": "panel_inner",
                "broadcast": "register", "k_block": 0}  # fmt: skip
        return {"impl": "ixconv", "algorithm": "winograd", "m": int(point["algorithm"][len("winograd"):]), "spec": spec,
                "threads": threads}  # fmt: skip
    spec = {
        "kind": "gemm", "isa": isa, "mr": int(point["mr"]), "nr": int(point["nr"]),
        "unroll": int(point["unroll"]), "order": point["order"], "broadcast": point.get("broadcast", "register"),
        "k_block": int(point.get("k_block", 0)),
    }  # fmt: skip
    return {"impl": "ixconv", "algorithm": point["algorithm"], "spec": spec, "threads": threads}
