"""Random quantized-convolution cases and their bit-exact check (shared by tests/test_qconv.py and the
subprocesses that run it under a forced ISA: ``python tests/qcases.py COUNT SEED``)."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

import numpy as np

from ixconv.ops.qconv import ConvInteger, QConv2d
from ixconv.ops.reference import qconv_accumulate, requantize


@dataclass
class QCase:
    """Everything that defines one quantized convolution and its input."""

    x_dtype: type
    w_dtype: type
    y_dtype: type
    batch: int
    height: int
    width: int
    channels: int  # per group
    out_channels: int  # per group
    kernel: tuple[int, int]
    stride: tuple[int, int]
    dilation: tuple[int, int]
    padding: tuple[int, int, int, int]
    groups: int
    x_zero_point: int
    w_zero_point: object  # int or per-channel array
    w_scale: object
    x_scale: float
    y_scale: float
    y_zero_point: int
    bias: bool
    activation: object
    threads: int
    output: str  # "q8" (QLinearConv) or "i32" (ConvInteger)
    algorithm: str = "auto"
    seed: int = 0
    extra: dict = field(default_factory=dict)

    def describe(self) -> str:
        fields = {k: v for k, v in self.__dict__.items() if k != "extra"}
        return ", ".join(f"{k}={v.__name__ if isinstance(v, type) else v!r}" for k, v in fields.items())


def _range(dtype) -> tuple[int, int]:
    info = np.iinfo(dtype)
    return int(info.min), int(info.max)


def zero_point_choice(rng: np.random.Generator, dtype, kind: str, channels: int | None = None):
    lo, hi = _range(dtype)
    if kind == "zero":
        return 0
    if kind == "mid":  # 128 for uint8; for int8 the opposite corner (-128)
        return 128 if dtype == np.uint8 else -128
    if kind == "random":
        return int(rng.integers(lo, hi + 1))
    return rng.integers(lo, hi + 1, channels).astype(np.int64)  # per channel


def random_case(rng: np.random.Generator, small: bool = False) -> QCase:
    x_dtype = [np.uint8, np.int8][rng.integers(2)]
    w_dtype = [np.uint8, np.int8][rng.integers(2)]
    y_dtype = [np.uint8, np.int8][rng.integers(2)]
    groups = int(rng.choice([1, 1, 1, 2, 3]))
    channels = int(rng.choice([1, 2, 3, 4, 5, 7, 8, 9, 13, 16, 17, 31, 64]))
    out_channels = int(rng.choice([1, 3, 8, 15, 16, 17, 33, 48, 64, 65, 100]))
    if small:
        channels, out_channels = min(channels, 17), min(out_channels, 33)
    r, s = int(rng.integers(1, 4)), int(rng.integers(1, 4))
    stride = (int(rng.integers(1, 3)), int(rng.integers(1, 3)))
    dilation = (int(rng.integers(1, 3)), int(rng.integers(1, 3))) if rng.random() < 0.3 else (1, 1)
    padding = tuple(int(p) for p in rng.integers(0, 3, 4)) if rng.random() < 0.7 else (0, 0, 0, 0)
    eff_r, eff_s = (r - 1) * dilation[0] + 1, (s - 1) * dilation[1] + 1
    height = int(rng.integers(max(1, eff_r - padding[0] - padding[2]), 13))
    width = int(rng.integers(max(1, eff_s - padding[1] - padding[3]), 13))
    k = out_channels * groups
    zx_kind = ["zero", "mid", "random"][rng.integers(3)]
    zw_kind = ["zero", "mid", "random", "per_channel"][rng.integers(4)]
    per_channel_scale = rng.random() < 0.5
    reduction = channels * r * s
    # scales chosen so that the outputs span the range, saturate at both ends, or sit in the middle
    x_scale = float(10 ** rng.uniform(-3, 0))
    w_scale = (10 ** rng.uniform(-3, 0, k)).astype(np.float32) if per_channel_scale else float(10 ** rng.uniform(-3, 0))
    typical = x_scale * float(np.mean(w_scale)) * 64 * 64 * np.sqrt(reduction)
    y_scale = float(typical / 10 ** rng.uniform(-0.5, 2.5))
    case = QCase(
        x_dtype=x_dtype,
        w_dtype=w_dtype,
        y_dtype=y_dtype,
        batch=int(rng.integers(1, 3)),
        height=height,
        width=width,
        channels=channels,
        out_channels=out_channels,
        kernel=(r, s),
        stride=stride,
        dilation=dilation,
        padding=padding,
        groups=groups,
        x_zero_point=zero_point_choice(rng, x_dtype, zx_kind),
        w_zero_point=zero_point_choice(rng, w_dtype, zw_kind, k),
        w_scale=w_scale,
        x_scale=x_scale,
        y_scale=y_scale,
        y_zero_point=zero_point_choice(rng, y_dtype, ["zero", "mid", "random"][rng.integers(3)]),
        bias=bool(rng.random() < 0.7),
        activation=[None, None, "relu", "relu6", (-1.5, 2.0)][rng.integers(5)],
        threads=int(rng.choice([1, 2])),
        output="i32" if rng.random() < 0.2 else "q8",
        algorithm="indirect" if rng.random() < 0.2 else "auto",
        seed=int(rng.integers(1 << 31)),
    )
    if case.output == "i32":
        case.activation = None
    return case


def random_depthwise_case(rng: np.random.Generator, channels: int | None = None) -> QCase:
    """A random depthwise case (groups = C = K): channel counts 1..200, kernels 1x1..7x7, stride 1-2,
    dilation, asymmetric padding, every zero-point kind, both 8-bit types, both outputs."""
    case = random_case(rng)
    c = channels if channels is not None else int(rng.choice([1, 2, 3, 8, 15, 16, 17, 31, 32, 33, 48, 63, 64, 65,
                                                             96, 100, 127, 144, 200]))  # fmt: skip
    if rng.random() < 0.8:
        r = s = int(rng.choice([1, 2, 3, 3, 5, 7]))
    else:
        r, s = (int(v) for v in rng.integers(1, 8, 2))
    eff_r, eff_s = (r - 1) * case.dilation[0] + 1, (s - 1) * case.dilation[1] + 1
    pad = case.padding
    height = int(rng.integers(max(1, eff_r - pad[0] - pad[2]), max(2, eff_r - pad[0] - pad[2]) + 9))
    width = int(rng.integers(max(1, eff_s - pad[1] - pad[3]), max(2, eff_s - pad[1] - pad[3]) + 9))
    reduction = r * s
    typical = case.x_scale * float(np.mean(case.w_scale)) * 64 * 64 * np.sqrt(reduction)
    w_scale = case.w_scale
    if isinstance(w_scale, np.ndarray):
        w_scale = (10 ** rng.uniform(-3, 0, c)).astype(np.float32)
    w_zero_point = case.w_zero_point
    if isinstance(w_zero_point, np.ndarray):
        w_zero_point = zero_point_choice(rng, case.w_dtype, "per_channel", c)
    case.__dict__.update(
        groups=c, channels=1, out_channels=1, kernel=(r, s), height=height, width=width, w_scale=w_scale,
        w_zero_point=w_zero_point, y_scale=float(typical / 10 ** rng.uniform(-0.5, 2.5)),
        algorithm="auto" if rng.random() < 0.7 else "depthwise",
    )  # fmt: skip
    return case


def build(case: QCase):
    """(operator, input, expected output) of a case; the expectation is the NumPy integer reference."""
    rng = np.random.default_rng(case.seed)
    k = case.out_channels * case.groups
    xlo, xhi = _range(case.x_dtype)
    wlo, whi = _range(case.w_dtype)
    x = rng.integers(xlo, xhi + 1, (case.batch, case.height, case.width, case.channels * case.groups))
    x = x.astype(case.x_dtype)
    w = rng.integers(wlo, whi + 1, (k, case.channels, *case.kernel)).astype(case.w_dtype)
    bias = rng.integers(-(1 << 16), 1 << 16, k).astype(np.int32) if case.bias else None
    zx = np.array(case.x_zero_point).astype(case.x_dtype)
    zw = np.asarray(case.w_zero_point).astype(case.w_dtype)
    geometry = dict(
        stride=case.stride, padding=case.padding, dilation=case.dilation, groups=case.groups,
        algorithm=case.algorithm, num_threads=case.threads, spec=case.extra.get("spec"),
    )  # fmt: skip
    if case.output == "i32":
        op = ConvInteger(w, zw, zx, bias=bias, **geometry)
        expected = qconv_accumulate(x, w, case.x_zero_point, np.broadcast_to(zw, (k,)), bias, op.params)
        return op, x, expected
    zy = np.array(case.y_zero_point).astype(case.y_dtype)
    op = QConv2d(w, case.w_scale, zw, case.x_scale, zx, case.y_scale, zy, bias, activation=case.activation, **geometry)
    acc = qconv_accumulate(x, w, case.x_zero_point, np.broadcast_to(zw, (k,)), bias, op.params)
    expected = requantize(acc, op.scale, case.y_zero_point, op.qmin, op.qmax, case.y_dtype)
    return op, x, expected


def check(case: QCase) -> np.ndarray:
    """Run a case and assert bit-exactness; the failure message prints the case, the spec and the worst spot."""
    op, x, expected = build(case)
    y = op(x)
    assert y.dtype == expected.dtype and y.shape == expected.shape, (y.dtype, y.shape, expected.shape)
    if not np.array_equal(y, expected):
        bad = np.argwhere(y != expected)
        first = tuple(int(i) for i in bad[0])
        raise AssertionError(
            f"{len(bad)} of {y.size} outputs differ; first at {first}: got {y[first]}, expected {expected[first]}\n"
            f"  spec {op.spec.name}, algorithm {op.algorithm}\n  case: {case.describe()}"
        )
    if case.groups > 1 and case.channels == case.out_channels == 1 and case.algorithm in ("auto", "depthwise"):
        assert op.algorithm == "depthwise", op.algorithm
    return expected


def run_random(count: int, seed: int) -> dict:
    """Check `count` random cases; returns counts of what was covered (saturation, tail channels, ...)."""
    rng = np.random.default_rng(seed)
    seen = {"cases": 0, "low_saturated": 0, "high_saturated": 0}
    for _ in range(count):
        case = random_case(rng)
        expected = check(case)
        seen["cases"] += 1
        if case.output == "q8":
            lo, hi = _range(case.y_dtype)
            seen["low_saturated"] += bool((expected == lo).any())
            seen["high_saturated"] += bool((expected == hi).any())
    return seen


def run_random_depthwise(count: int, seed: int) -> dict:
    """Check `count` random depthwise cases (each must run the depthwise kernel)."""
    rng = np.random.default_rng(seed)
    seen = {"cases": 0, "low_saturated": 0, "high_saturated": 0}
    for _ in range(count):
        case = random_depthwise_case(rng)
        expected = check(case)
        seen["cases"] += 1
        if case.output == "q8":
            lo, hi = _range(case.y_dtype)
            seen["low_saturated"] += bool((expected == lo).any())
            seen["high_saturated"] += bool((expected == hi).any())
    return seen


if __name__ == "__main__":
    print(run_random(int(sys.argv[1]), int(sys.argv[2])))
