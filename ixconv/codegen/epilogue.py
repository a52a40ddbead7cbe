"""The vocabulary of fused element-wise programs, and the checks of a convolution's epilogue program.

Plain Python (no IR): the kernel specs validate and name their epilogue with it, and ``ixconv.codegen.fused``
emits it. An instruction is ``(op, operands, params)``; ``UNARY`` and ``BINARY`` list the ops, ``const``
splats ``params[0]``.
"""

from __future__ import annotations

import hashlib

UNARY = (
    "relu", "neg", "abs", "sqrt", "reciprocal", "exp", "sigmoid", "tanh", "erf", "hardsigmoid", "hardswish",
    "leakyrelu", "gelu", "gelu_tanh", "gelu_coarse", "floor", "ceil", "softsign", "silu", "silu_coarse", "identity",
    "round",
)  # fmt: skip
BINARY = ("add", "sub", "mul", "div", "max", "min", "prelu")


def as_program(value) -> tuple:
    """An epilogue as nested tuples (hashable), however it arrived: a record read back from JSON has lists."""
    if isinstance(value, (list, tuple)):
        return tuple(as_program(v) for v in value)
    return value


def program_problems(program: tuple, inputs: int, what: str = "program") -> list[str]:
    """What is wrong with a program over ``inputs`` input values: an unknown op, or operands other than the
    op's arity in earlier values (value ``inputs + j`` is instruction ``j``'s result)."""
    if not isinstance(program, tuple):
        return [f"{what} must be a tuple of instructions, got {type(program).__name__}"]
    problems = []
    for j, item in enumerate(program):
        if not (isinstance(item, tuple) and len(item) == 3):
            return [f"{what}[{j}] must be (op, operands, params)"]
        op, operands, _params = item
        arity = 1 if op in UNARY else 2 if op in BINARY else 0 if op == "const" else None
        if arity is None:
            problems.append(f"{what}[{j}]: unknown op {op!r}")
        elif len(operands) != arity or not all(isinstance(v, int) and 0 <= v < inputs + j for v in operands):
            problems.append(f"{what}[{j}] {op}: operands {operands} must be {arity} earlier values")
    return problems


def epilogue_problems(program: tuple) -> list[str]:
    """What is wrong with a convolution epilogue: a program over one value (0, the clamped output) whose last
    instruction's result is stored; other operands come as ``const``."""
    return program_problems(program, 1, "epilogue")


def epilogue_tag(program: tuple) -> str:
    """A short stable name for an epilogue program (kernel names, caches)."""
    return "" if not program else "_ep" + hashlib.sha1(repr(program).encode()).hexdigest()[:10]
