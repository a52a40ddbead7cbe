"""Vector float32 math for generated kernels: exp, sigmoid, tanh and erf as LLVM IR on whole vectors.

LLVM's ``llvm.exp`` on a vector becomes one libm call per lane; these are branch-free polynomial forms that
stay in vector registers. Error bounds (measured against float64 over every float32 in [-100, 100] stepped
by 2^-10 and at the special values; ``tests/test_fused.py`` checks them):

* ``exp``: Cody-Waite reduction by ln 2 (a split constant: exact products), Cephes' degree-6 polynomial,
  the power of two applied so that results in the subnormal range come out right (AVX-512: ``vscalefps``,
  one rounding; elsewhere in two halves built in the exponent bits): <= 2 ulp; +inf -> +inf, -inf -> 0,
  NaN -> NaN, overflow -> +inf.
* ``sigmoid``: ``e = exp(-|x|)``, ``1 / (1 + e)`` or ``e / (1 + e)`` by the sign (as the NumPy reference in
  ``ixconv.graph.ops``): <= 3 ulp. The divisor is in [1, 2]: on AVX-512 its reciprocal is ``vrcp14ps``
  refined by one Newton step (relative error about 2^-28) instead of a division, which costs more than the
  rest of the function on Zen 4.
* ``tanh``: Cephes' odd polynomial below 0.625, ``(1 - e) / (1 + e)`` with ``e = exp(-2|x|)`` and the sign
  above (the same divisor in [1, 2]): <= 3 ulp.
* ``erf``: the float32 rational approximation of Eigen / XLA (the NumPy ``erf32`` of ``ixconv.graph.ops``,
  same coefficients, same order of operations): <= 4 ulp for |erf| >= 1e-3.
* ``gelu_pieces`` / ``silu_pieces`` (AVX-512): GELU (SiLU) as a degree-4 (5) polynomial on each of 32 pieces of
  width 1/2 over [-8, 8) (width 1 over [-16, 16)), its coefficients picked from two-register tables by
  ``vpermt2ps``: within 2e-6 * max(1, |x|) (the plans whose products carry 8 bits: ``gelu_coarse``,
  ``silu_coarse``).
"""

from __future__ import annotations

import functools
import math

import numpy as np
from llvmlite import ir

from ixconv.codegen.irutil import I32, Emitter

I16 = ir.IntType(16)
CURRENT_ROUNDING = 4  # _MM_FROUND_CUR_DIRECTION

LOG2E = 1.4426950408889634
LN2_HI, LN2_LO = 0.693359375, -2.12194440e-4  # ln 2 = HI + LO, HI with 9 significant bits: n * HI is exact
EXP_POLY = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1)
TANH_POLY = (-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1, -3.33332819422e-1)
TANH_SMALL = 0.625
# erf(x) ~ x P(x^2) / Q(x^2) on [-4, 4] (Eigen's / XLA's float32 coefficients)
ERF32_P = (-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06, -5.69250639462346e-05,
           -7.34990630326855e-04, -2.95459980854025e-03, -1.60960333262415e-02)  # fmt: skip
ERF32_Q = (-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03, -7.37332916720468e-03,
           -1.42647390514189e-02)  # fmt: skip


def const(e: Emitter, value: float) -> ir.Constant:
    return ir.Constant(e.vec, [float(value)] * e.vl)


def is_nan(e: Emitter, x: ir.Value) -> ir.Value:
    return e.b.fcmp_unordered("uno", x, x)


def fabs(e: Emitter, x: ir.Value) -> ir.Value:
    return e.b.call(e.intrinsic(f"llvm.fabs.v{e.vl}f32", e.vec, [e.vec]), [x])


def clamp(e: Emitter, x: ir.Value, low: float, high: float) -> ir.Value:
    """min(max(x, low), high), NaN kept (ordered compares are false for NaN)."""
    b = e.b
    x = b.select(b.fcmp_ordered("<", x, const(e, low)), const(e, low), x)
    return b.select(b.fcmp_ordered(">", x, const(e, high)), const(e, high), x)


def _horner(e: Emitter, x: ir.Value, coefficients) -> ir.Value:
    acc = const(e, coefficients[0])
    for c in coefficients[1:]:
        acc = e.fma(acc, x, const(e, c))
    return acc


def _pow2(e: Emitter, n: ir.Value) -> ir.Value:
    """2^n for an i32 vector n in [-126, 127], built in the exponent bits."""
    ivec = ir.VectorType(I32, e.vl)
    bits = e.b.shl(e.b.add(n, ir.Constant(ivec, [127] * e.vl)), ir.Constant(ivec, [23] * e.vl))
    return e.b.bitcast(bits, e.vec)


def _avx512(e: Emitter) -> bool:
    return e.isa == "avx512" and e.vl == 16


def reciprocal(e: Emitter, d: ir.Value) -> ir.Value:
    """1 / d to about 2^-28 for a normal d whose reciprocal is normal too (no zero, infinity or subnormal to
    guard against: sigmoid's and tanh's divisors in [1, 2], erf's denominator)."""
    b = e.b
    if not _avx512(e):
        return b.fdiv(const(e, 1.0), d)
    rcp14 = e.intrinsic("llvm.x86.avx512.rcp14.ps.512", e.vec, [e.vec, e.vec, I16])
    r = b.call(rcp14, [d, const(e, 0.0), ir.Constant(I16, -1)])  # |relative error| < 2^-14
    residual = e.fma(b.fneg(d), r, const(e, 1.0))  # 1 - d r
    return e.fma(r, residual, r)  # one Newton step: r (2 - d r)


def divide_by_constant(e: Emitter, x: ir.Value, c: float, r: float) -> ir.Value:
    """x / c, correctly rounded, without a division: q = RN(x r) with r = RN(1/c) is within one ulp of x / c, the
    remainder x - c q is then exact in one fused multiply-add, and q + remainder * r rounds to the correctly
    rounded quotient (Markstein's theorem; Muller et al., Handbook of Floating-Point Arithmetic, 2nd ed., 4.9).
    Where q is zero, infinite or NaN (x is, or the quotient under/overflows) q itself is the answer; the theorem
    holds while nothing underflows: a quotient below the normal range may differ from the division's by one
    subnormal step. A power of two c: q itself, exact. Needs a true fused multiply-add: the generic ISA divides."""
    b = e.b
    if abs(math.frexp(c)[0]) == 0.5:
        return b.fmul(x, const(e, r))
    if e.isa == "generic":
        return b.fdiv(x, const(e, c))
    q = b.fmul(x, const(e, r))
    remainder = e.fma(b.fneg(q), const(e, c), x)
    corrected = e.fma(remainder, const(e, r), q)
    finite = b.fcmp_ordered("one", fabs(e, q), const(e, math.inf))  # false for NaN too
    return b.select(b.and_(finite, b.fcmp_ordered("one", q, const(e, 0.0))), corrected, q)


def _exp_reduce(e: Emitter, xc: ir.Value) -> tuple[ir.Value, ir.Value]:
    """e^xc = p * 2^n: n = rint(xc / ln 2), p = 1 + r + r^2 P(r) for r = xc - n ln 2 (two-part ln 2)."""
    b = e.b
    rint = e.intrinsic(f"llvm.rint.v{e.vl}f32", e.vec, [e.vec])
    n = b.call(rint, [b.fmul(xc, const(e, LOG2E))])
    r = e.fma(n, const(e, -LN2_HI), xc)
    r = e.fma(n, const(e, -LN2_LO), r)
    p = _horner(e, r, EXP_POLY)
    return n, e.fma(p, b.fmul(r, r), b.fadd(r, const(e, 1.0)))


def exp(e: Emitter, x: ir.Value, nonpositive: bool = False) -> ir.Value:
    """e^x. ``nonpositive`` (AVX-512 only): x is known to be <= 0 or NaN (a sigmoid's e^-|x|): no upper clamp,
    and a NaN comes out of the arithmetic as a NaN rather than as x itself -- the same bits for every number."""
    b = e.b
    if nonpositive and _avx512(e):
        xc = b.select(b.fcmp_ordered("<", x, const(e, -104.0)), const(e, -104.0), x)  # NaN stays NaN
        n, p = _exp_reduce(e, xc)
        scalef = e.intrinsic("llvm.x86.avx512.mask.scalef.ps.512", e.vec, [e.vec, e.vec, e.vec, I16, I32])
        return b.call(scalef, [p, n, p, ir.Constant(I16, -1), ir.Constant(I32, CURRENT_ROUNDING)])
    nan = is_nan(e, x)
    # beyond the clamp: 0 and +inf after scaling; vscalefps carries NaN through, the bit path needs a number
    xc = clamp(e, x if _avx512(e) else b.select(nan, const(e, 0.0), x), -104.0, 89.0)
    n, p = _exp_reduce(e, xc)
    if _avx512(e):  # p * 2^n in one instruction, rounded once (subnormal results included)
        scalef = e.intrinsic("llvm.x86.avx512.mask.scalef.ps.512", e.vec, [e.vec, e.vec, e.vec, I16, I32])
        y = b.call(scalef, [p, n, p, ir.Constant(I16, -1), ir.Constant(I32, CURRENT_ROUNDING)])
        return b.select(nan, x, y)
    ivec = ir.VectorType(I32, e.vl)
    ni = b.fptosi(n, ivec)  # in [-150, 129]
    half = b.ashr(ni, ir.Constant(ivec, [1] * e.vl))
    y = b.fmul(b.fmul(p, _pow2(e, half)), _pow2(e, b.sub(ni, half)))
    return b.select(nan, x, y)


def sigmoid(e: Emitter, x: ir.Value) -> ir.Value:
    b = e.b
    t = exp(e, b.fneg(fabs(e, x)), nonpositive=True)
    one_plus = b.fadd(const(e, 1.0), t)
    positive = b.fcmp_ordered(">=", x, const(e, 0.0))
    y = b.fmul(b.select(positive, const(e, 1.0), t), reciprocal(e, one_plus))
    if _avx512(e):  # a NaN has come through the arithmetic (rcp14 of NaN is NaN): no select needed
        return y
    return b.select(is_nan(e, x), x, y)


def tanh(e: Emitter, x: ir.Value) -> ir.Value:
    b = e.b
    a = fabs(e, x)
    z = b.fmul(a, a)
    small = e.fma(b.fmul(_horner(e, z, TANH_POLY), z), a, a)  # a + a^3 P(a^2)
    t = exp(e, b.fneg(b.fadd(a, a)))  # in [0, 0.29]: (1 - t) / (1 + t) has no cancellation
    big = b.fmul(b.fsub(const(e, 1.0), t), reciprocal(e, b.fadd(const(e, 1.0), t)))
    y = b.select(b.fcmp_ordered("<", a, const(e, TANH_SMALL)), small, big)
    y = b.call(e.intrinsic(f"llvm.copysign.v{e.vl}f32", e.vec, [e.vec, e.vec]), [y, x])  # odd, -0 kept
    return b.select(is_nan(e, x), x, y)


def erf(e: Emitter, x: ir.Value) -> ir.Value:
    """``erf32``'s rational form, rounded as it rounds (products and sums, no fused multiply-add, a division):
    its results are the float32 reference's (``ixconv.ops.reference``) bit for bit, so a program that amplifies
    them (x / GELU(x) where 1 + erf cancels) still matches the reference. (Fused multiply-adds and rcp14 for the
    quotient measured 124 -> 47 us on an erf GELU epilogue, and moved such results by ~1e-4 relative.)"""
    b = e.b
    xc = clamp(e, x, -4.0, 4.0)
    x2 = b.fmul(xc, xc)
    p = const(e, ERF32_P[0])
    for c in ERF32_P[1:]:
        p = b.fadd(b.fmul(p, x2), const(e, c))
    q = const(e, ERF32_Q[0])
    for c in ERF32_Q[1:]:
        q = b.fadd(b.fmul(q, x2), const(e, c))
    return b.fdiv(b.fmul(p, xc), q)


def erf_fused(e: Emitter, x: ir.Value) -> ir.Value:
    """erf with the same rational form as ``erf`` evaluated by fused multiply-adds, the quotient from
    ``vrcp14ps``, one Newton step and one correction by the exact remainder (AVX-512; elsewhere ``erf``):
    within a few ulp of ``erf`` but not its bits, so only operators that own their error bound use it (GELU:
    ``tests/test_fused.py``'s bound against float64), never a program's ``erf`` instruction."""
    if not _avx512(e):
        return erf(e, x)
    b = e.b
    xc = clamp(e, x, -4.0, 4.0)
    x2 = b.fmul(xc, xc)
    p = _horner(e, x2, ERF32_P)
    q = _horner(e, x2, ERF32_Q)
    y = reciprocal(e, q)
    a = b.fmul(p, xc)
    q0 = b.fmul(a, y)
    return e.fma(e.fma(b.fneg(q), q0, a), y, q0)  # q0 + (a - q q0) / q


SQRT_HALF = 1 / math.sqrt(2)
GELU_TANH_SCALE = math.sqrt(2 / math.pi)


PIECES = 32  # per piecewise table: two 16-lane registers, one vpermt2ps per coefficient
REDUCE_FLOOR = 9  # vreduceps's immediate: x - floor(x), precision exception suppressed
GELU_LOW, GELU_STEP, GELU_DEGREE = -8.0, 0.5, 4
SILU_LOW, SILU_STEP, SILU_DEGREE = -16.0, 1.0, 5


def _fit_pieces(function, low: float, step: float, degree: int) -> np.ndarray:
    """(degree + 1, PIECES) float32: piece i's polynomial in f in [0, 1) for function(low + (i + f) step), fitted in
    float64 at 64 Chebyshev nodes of the piece (near-minimax); the piece from 0 without a constant term (exactly 0
    at 0 for a function that is)."""
    f = 0.5 + 0.5 * np.cos(np.pi * (np.arange(64) + 0.5) / 64)
    table = np.zeros((degree + 1, PIECES), np.float64)
    for i in range(PIECES):
        y = np.array([function(v) for v in low + step * (i + f)])
        if low + step * i == 0 and function(0.0) == 0:
            basis = np.stack([f**k for k in range(1, degree + 1)], axis=1)
            table[1:, i] = np.linalg.lstsq(basis, y, rcond=None)[0]
        else:
            table[:, i] = np.polynomial.polynomial.polyfit(f, y, degree)
    return table.astype(np.float32)


@functools.cache
def gelu_table() -> np.ndarray:
    return _fit_pieces(lambda v: v / 2 * (1 + math.erf(v / math.sqrt(2))), GELU_LOW, GELU_STEP, GELU_DEGREE)


@functools.cache
def silu_table() -> np.ndarray:
    return _fit_pieces(lambda v: v / (1 + math.exp(-v)), SILU_LOW, SILU_STEP, SILU_DEGREE)


def _pieces(e: Emitter, x: ir.Value, table: np.ndarray, low: float, step: float) -> ir.Value:
    """The piecewise polynomial of ``table`` at x in [low, low + 32 step): u = (x - low) / step, the piece the
    integer part of u (``vcvttps2dq``), f its fraction (``vreduceps``), each coefficient one ``vpermt2ps`` from a
    pair of 16-entry constant vectors, Horner in f. Outside the range: any piece's value (the caller replaces it);
    NaN stays NaN (its f is NaN)."""
    if not _avx512(e):
        raise ValueError("piecewise polynomials need AVX-512 vectors of 16 lanes")
    b = e.b
    ivec = ir.VectorType(I32, e.vl)
    u = e.fma(x, const(e, 1 / step), const(e, -low / step))
    index = b.fptosi(u, ivec)  # out of range: any piece (the low 5 bits)
    reduce = e.intrinsic("llvm.x86.avx512.mask.reduce.ps.512", e.vec, [e.vec, I32, e.vec, I16, I32])
    f = b.call(reduce, [u, ir.Constant(I32, REDUCE_FLOOR), u, ir.Constant(I16, -1), ir.Constant(I32, CURRENT_ROUNDING)])
    permute = e.intrinsic("llvm.x86.avx512.vpermi2var.ps.512", e.vec, [e.vec, ivec, e.vec])
    halves = [(ir.Constant(e.vec, [float(v) for v in row[:16]]), ir.Constant(e.vec, [float(v) for v in row[16:]]))
              for row in table]  # fmt: skip
    coefficients = [b.call(permute, [lo, index, hi]) for lo, hi in halves]
    y = coefficients[-1]
    for coefficient in reversed(coefficients[:-1]):
        y = e.fma(y, f, coefficient)
    return y


def _beyond(e: Emitter, x: ir.Value, y: ir.Value, low: float) -> ir.Value:
    """y, with 0 below ``low`` and x itself at or above -``low`` (GELU's and SiLU's tails)."""
    b = e.b
    y = b.select(b.fcmp_ordered("<", x, const(e, low)), const(e, 0.0), y)
    return b.select(b.fcmp_ordered(">=", x, const(e, -low)), x, y)


def gelu_pieces(e: Emitter, x: ir.Value) -> ir.Value:
    """GELU on AVX-512 vectors as a degree-4 polynomial on each of 32 pieces of width 1/2 over [-8, 8)
    (``_pieces``); x itself at or above 8, 0 below -8 (GELU is under 5e-15 there). Within 2e-6 * max(1, |x|) of
    GELU, GELU(0) = 0; about 16 vector instructions, 5 of them permutes, against ~28 for the erf form."""
    return _beyond(e, x, _pieces(e, x, gelu_table(), GELU_LOW, GELU_STEP), GELU_LOW)


def silu_pieces(e: Emitter, x: ir.Value) -> ir.Value:
    """SiLU, x sigmoid(x), on AVX-512 vectors as a degree-5 polynomial on each of 32 unit pieces over [-16, 16)
    (``_pieces``); x itself at or above 16, 0 below -16 (|SiLU| under 2e-6 there). Within 2e-6 * max(1, |x|) of
    SiLU, SiLU(0) = 0; about 18 vector instructions against ~23 for exp and a reciprocal."""
    return _beyond(e, x, _pieces(e, x, silu_table(), SILU_LOW, SILU_STEP), SILU_LOW)
