"""Search spaces whose constraints are data, and direct sampling of valid points (Mogers 2020, section 5).

A ``Space`` is a list of ``Param`` (a name and its finite values) and a list of ``Constraint`` records:
the condition that must hold and the parameters it is imposed upon, plus the reason shown when it fails.
As in Lift's constraint solver (section 5.3), the constraints form a dependency graph -- a constraint
restricts its last-listed parameter (``on``) given the others -- which is sorted topologically (ties keep
the declaration order, so everything is deterministic). A point is then built parameter by parameter,
each drawn from the values still valid given the ones before it; values that would leave a later
parameter without any valid value are excluded as well (forward checking), so sampling never dead-ends
and never rejects: every point proposed is valid by construction. Exhaustive enumeration walks the same
tree. Points are plain dicts ``{name: value}``; ``key(point)`` is their canonical JSON text.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

import numpy as np

Point = dict


@dataclass(frozen=True)
class Param:
    name: str
    values: tuple

    def __post_init__(self) -> None:
        if not self.values:
            raise ValueError(f"parameter {self.name!r} has no values")
        if len(set(self.values)) != len(self.values):
            raise ValueError(f"parameter {self.name!r} has duplicate values {self.values}")


@dataclass(frozen=True)
class Constraint:
    """``test(*values of params)`` must be true. It restricts ``params[-1]`` given the others."""

    params: tuple[str, ...]
    test: Callable[..., bool]
    why: str

    @property
    def on(self) -> str:
        return self.params[-1]

    def holds(self, point: Mapping) -> bool:
        return bool(self.test(*(point[p] for p in self.params)))


class Space:
    def __init__(self, name: str, params: list[Param], constraints: list[Constraint] = ()):
        self.name = name
        declared = {p.name: p for p in params}
        if len(declared) != len(params):
            raise ValueError(f"space {name}: duplicate parameter names")
        for c in constraints:
            unknown = set(c.params) - set(declared)
            if unknown:
                raise ValueError(f"space {name}: constraint {c.why!r} names unknown parameters {sorted(unknown)}")
        self.constraints = list(constraints)
        self.order = self._topological([p.name for p in params])
        self.params = {n: declared[n] for n in self.order}
        position = {n: i for i, n in enumerate(self.order)}
        # the constraints to check when a parameter is assigned: those whose parameters are then all known
        self._checks: dict[str, list[Constraint]] = {n: [] for n in self.order}
        for c in self.constraints:
            self._checks[max(c.params, key=position.__getitem__)].append(c)
        self._feasible_memo: dict[tuple, bool] = {}

    def _topological(self, declared: list[str]) -> list[str]:
        after: dict[str, set[str]] = {n: set() for n in declared}
        for c in self.constraints:
            after[c.on].update(p for p in c.params if p != c.on)
        order: list[str] = []
        while len(order) < len(declared):
            ready = [n for n in declared if n not in order and after[n] <= set(order)]
            if not ready:
                cycle = sorted(n for n in declared if n not in order)
                raise ValueError(f"space {self.name}: constraints form a cycle among {cycle}")
            order.append(ready[0])
        return order

    def fixed(self, values: Mapping) -> Space:
        """The subspace with some parameters held at one value each (e.g. an earlier, smaller space)."""
        for name, value in values.items():
            if name not in self.params or value not in self.params[name].values:
                raise ValueError(f"space {self.name}: cannot fix {name}={value!r}")
        params = [Param(n, (values[n],)) if n in values else p for n, p in self.params.items()]
        held = ", ".join(f"{n}={v}" for n, v in values.items())
        return Space(f"{self.name} [{held}]" if values else self.name, params, self.constraints)

    # -- validity -------------------------------------------------------------------------------------
    def problems(self, point: Mapping) -> list[str]:
        """Every reason the point is invalid (empty: valid)."""
        out = []
        for name, param in self.params.items():
            if name not in point:
                out.append(f"{name} is missing")
            elif point[name] not in param.values:
                out.append(f"{name}={point[name]!r} is not one of {param.values}")
        extra = set(point) - set(self.params)
        if extra:
            out.append(f"unknown parameters {sorted(extra)}")
        if out:
            return out
        return [c.why for c in self.constraints if not c.holds(point)]

    def is_valid(self, point: Mapping) -> bool:
        return not self.problems(point)

    def _allowed(self, name: str, value, prefix: Mapping) -> bool:
        trial = {**prefix, name: value}
        return all(c.holds(trial) for c in self._checks[name])

    def _feasible(self, index: int, prefix: dict, require: Mapping) -> bool:
        """Whether the assigned ``prefix`` (the first ``index`` parameters) has a valid completion."""
        if index == len(self.order):
            return True
        memo_key = (tuple(prefix[n] for n in self.order[:index]), tuple(sorted(require.items())))
        hit = self._feasible_memo.get(memo_key)
        if hit is None:
            hit = any(
                self._feasible(index + 1, {**prefix, self.order[index]: v}, require)
                for v in self._candidates(index, prefix, require)
            )
            self._feasible_memo[memo_key] = hit
        return hit

    def _candidates(self, index: int, prefix: Mapping, require: Mapping) -> list:
        name = self.order[index]
        values = (require[name],) if name in require else self.params[name].values
        return [v for v in values if self._allowed(name, v, prefix)]

    def options(self, index: int, prefix: dict, require: Mapping = {}) -> list:  # noqa: B006 (never mutated)
        """Values of parameter ``order[index]`` valid after ``prefix`` with a valid completion."""
        return [
            v
            for v in self._candidates(index, prefix, require)
            if self._feasible(index + 1, {**prefix, self.order[index]: v}, require)
        ]

    # -- proposing points -----------------------------------------------------------------------------
    def sample(self, rng: np.random.Generator, require: Mapping = {}) -> Point:  # noqa: B006
        """One valid point, each parameter drawn uniformly from its values still valid (never rejected)."""
        point: dict = {}
        for index, name in enumerate(self.order):
            values = self.options(index, point, require)
            if not values:
                raise ValueError(f"space {self.name}: no valid point with {dict(require)}")
            point[name] = values[int(rng.integers(len(values)))]
        return point

    def repair(self, point: Mapping, rng: np.random.Generator, keep: tuple[str, ...] = ()) -> Point:
        """The nearest valid point in parameter order: each value is kept while it stays valid, else redrawn.

        ``keep``: parameters whose values must survive (if any valid point has them; else they are redrawn too).
        """
        require = {k: point[k] for k in keep if k in point}
        if require and not self._feasible(0, {}, require):
            require = {}
        out: dict = {}
        for index, name in enumerate(self.order):
            values = self.options(index, out, require)
            if not values:  # cannot happen: the prefix was feasible
                raise AssertionError(f"space {self.name}: dead end at {name} after {out}")
            out[name] = point[name] if point.get(name) in values else values[int(rng.integers(len(values)))]
        return out

    def enumerate(self) -> Iterator[Point]:
        """Every valid point, in parameter order (depth first)."""

        def walk(index: int, prefix: dict) -> Iterator[Point]:
            if index == len(self.order):
                yield dict(prefix)
                return
            for v in self.options(index, prefix):
                yield from walk(index + 1, {**prefix, self.order[index]: v})

        yield from walk(0, {})

    def size(self) -> int:
        return sum(1 for _ in self.enumerate())

    def neighbours(self, point: Mapping) -> Iterator[Point]:
        """Valid points that differ from ``point`` in exactly one parameter."""
        for name, param in self.params.items():
            for v in param.values:
                if v != point[name]:
                    other = {**point, name: v}
                    if self.is_valid(other):
                        yield other

    # -- encodings ------------------------------------------------------------------------------------
    @staticmethod
    def key(point: Mapping) -> str:
        return json.dumps(dict(point), sort_keys=True)

    @staticmethod
    def from_key(key: str) -> Point:
        return json.loads(key)

    def indices(self, point: Mapping) -> list[int]:
        """The gene vector: the index of each parameter's value, in parameter order."""
        return [self.params[n].values.index(point[n]) for n in self.order]

    def from_indices(self, genes) -> Point:
        return {n: self.params[n].values[int(g)] for n, g in zip(self.order, genes)}

    def features(self, point: Mapping) -> np.ndarray:
        """Numeric features for cost models: the value itself when numeric, else its index."""
        out = []
        for n in self.order:
            v = point[n]
            numeric = isinstance(v, (int, float)) and not isinstance(v, bool)
            out.append(float(v) if numeric else float(self.params[n].values.index(v)))
        return np.array(out)

    def explain(self, samples: int = 1000, seed: int = 0) -> dict:
        """What the space is made of, for people: the parameters in the order points are built (topological:
        each after those its constraints depend on) with their values, each parameter's values that some
        valid point uses, the constraint records (condition, the parameters it binds, the one it restricts),
        the number of valid points, and the time to draw ``samples`` valid points directly."""
        import time

        used: dict[str, set] = {n: set() for n in self.order}
        count = 0
        for point in self.enumerate():
            count += 1
            for n, v in point.items():
                used[n].add(v)
        rng = np.random.default_rng(seed)
        start = time.perf_counter()
        drawn = [self.sample(rng) for _ in range(samples)]
        seconds = time.perf_counter() - start
        return {
            "space": self.name,
            "order": list(self.order),
            "params": [
                {"name": n, "values": list(p.values), "valid": [v for v in p.values if v in used[n]]}
                for n, p in self.params.items()
            ],
            "constraints": [
                {"restricts": c.on, "given": [q for q in c.params if q != c.on], "condition": c.why}
                for c in self.constraints
            ],
            "valid_points": count,
            "samples": samples,
            "sample_seconds": seconds,
            "samples_valid": all(self.is_valid(point) for point in drawn),
        }

    def __repr__(self) -> str:
        params = ", ".join(f"{n}{list(p.values)}" for n, p in self.params.items())
        return f"Space({self.name}: {params}; {len(self.constraints)} constraints)"
