"""Whole-model plans by time and memory: from the records' per-layer fronts to a plan file ``ixconv.load`` runs.

The tuner keeps each convolution's time x memory front in its records (``reason["front"]``: explicit
choices, their confirmed median time and the bytes they hold beyond input and output). A model's plan
picks one front point per distinct convolution; every node using it pays its time and holds its bytes.
``plan_model`` solves the multiple-choice knapsack exactly (``tune.pareto``) for an objective:

* ``"time"``: the fastest plan; ``"memory"``: the leanest; a ``budget`` in bytes: the fastest plan whose
  *whole model* fits it -- the tuned convolutions' bytes, plus what the rest of the model holds (other
  operators' weights, the graph's constants) and the arena of intermediate tensors, both measured on the
  model loaded once.

A layer whose choice is not a plain ixconv convolution (Winograd) keeps its default kernel too (the
source of its weights for other input sizes): its bytes count both (``base_bytes``). A plan is plain JSON:
``{"choices": {signature: choice}, "predicted": {...}, "layers": [...]}``; ``ixconv.load(model, plan=...)``
runs exactly its choices.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ixconv.tune.pareto import Option, Plan, pareto_plans
from ixconv.tune.records import Records

OBJECTIVES = ("time", "memory")
_UNITS = {"": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "kib": 2**10, "mib": 2**20, "gib": 2**30}


def parse_bytes(text: str | int) -> int:
    """``"50MB"`` -> 50_000_000 (kB/MB/GB decimal, KiB/MiB/GiB binary, a bare number is bytes)."""
    if isinstance(text, int) and not isinstance(text, bool):
        return text
    match = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*([a-zA-Z]*)\s*", str(text))
    unit = match.group(2).lower() if match else ""
    if not match or unit not in _UNITS:
        raise ValueError(f"memory budget: expected a size such as 50MB, 1.5GiB or 20000000, got {text!r}")
    return int(float(match.group(1)) * _UNITS[unit])


@dataclass
class ModelPlan:
    """One whole-model plan and what it predicts."""

    choices: dict[str, dict]  # signature -> the choice every node of that signature runs
    conv_seconds: float  # the tuned convolutions' time, summed over their nodes (1 thread, as tuned)
    conv_bytes: int  # what they hold
    rest_bytes: int  # what the rest of the model holds
    arena_bytes: int  # intermediate tensors
    objective: str = "time"
    budget: int | None = None
    layers: list[dict] = field(default_factory=list)

    @property
    def predicted_bytes(self) -> int:
        return self.conv_bytes + self.rest_bytes + self.arena_bytes

    def to_dict(self) -> dict:
        out = asdict(self)
        out["predicted"] = {"conv_seconds": self.conv_seconds, "bytes": self.predicted_bytes,
                            "conv_bytes": self.conv_bytes, "rest_bytes": self.rest_bytes,
                            "arena_bytes": self.arena_bytes}  # fmt: skip
        return out

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=1, sort_keys=True))

    @classmethod
    def from_dict(cls, d: dict) -> ModelPlan:
        names = ("choices", "conv_seconds", "conv_bytes", "rest_bytes", "arena_bytes", "objective", "budget", "layers")
        return cls(**{k: d[k] for k in names if k in d})


def load_plan_choices(plan) -> dict[str, dict]:
    """The choices of a plan given as a ``ModelPlan``, its dict, or the path of its JSON file."""
    if isinstance(plan, ModelPlan):
        return plan.choices
    if isinstance(plan, (str, Path)):
        try:
            plan = json.loads(Path(plan).read_text())
        except (OSError, json.JSONDecodeError) as e:
            raise ValueError(f"plan: cannot read {plan}: {e}") from None
    if not isinstance(plan, dict) or not isinstance(plan.get("choices"), dict):
        raise ValueError("plan: expected a plan file written by `ixconv tune --objective/--memory-budget`")
    return plan["choices"]


def _base_bytes(records: Records, signature: str, front: list[dict]) -> int:
    """Bytes of the layer's default kernel (kept next to a chosen Winograd kernel): the largest plain
    (non-Winograd) point of the front, an upper bound of the default's packing."""
    plain = [f["bytes"] for f in front if f["choice"].get("algorithm") != "winograd"]
    if plain:
        return max(plain)
    trials = [t for t in records.trials(signature) if t["detail"].get("extra_bytes") is not None]
    plain = [t["detail"]["extra_bytes"] for t in trials if t["choice"].get("algorithm") != "winograd"]
    return max(plain, default=0)


def layer_options(tasks, records: Records) -> list[list[Option]]:
    """Each distinct convolution's front as knapsack options: time and bytes times the nodes using it."""
    layers = []
    for mt in tasks:
        stored = records.choice(mt.task.signature)
        front = (stored or {}).get("reason", {}).get("front") or []
        if not front:
            raise ValueError(
                f"no time x memory front in the records for {mt.task.label} ({mt.task.signature}): "
                "run `ixconv tune` on this model first (with --retune if its records predate the fronts)"
            )
        base = _base_bytes(records, mt.task.signature, front)
        uses = len(mt.nodes)
        options = []
        for point in front:
            held = point["bytes"] + (base if point["choice"].get("algorithm") == "winograd" else 0)
            options.append(Option(point["seconds"] * uses, held * uses, point["choice"]))
        layers.append(options)
    return layers


def _model_plan(tasks, plan: Plan, rest: int, arena: int, objective: str, budget: int | None) -> ModelPlan:
    layers = []
    for mt, option in zip(tasks, plan.options):
        c = option.choice
        label = c.get("algorithm", c.get("impl", "?")) + (f"{c['m']}" if c.get("algorithm") == "winograd" else "")
        spec = c.get("spec", {})
        if "mr" in spec:
            label += f" {spec['mr']}x{spec['nr']}"
        layers.append({"layer": mt.task.label, "signature": mt.task.signature, "nodes": mt.nodes, "choice": label,
                       "seconds": option.seconds, "bytes": option.bytes})  # fmt: skip
    choices = {mt.task.signature: o.choice for mt, o in zip(tasks, plan.options)}
    return ModelPlan(choices, plan.seconds, plan.bytes, rest, arena, objective, budget, layers)


def model_plans(records: Records, tasks, footprint: tuple[int, ...]) -> list[ModelPlan]:
    """Every non-dominated whole-model plan (fastest first), from the records' fronts. ``tasks``: the model's
    distinct convolutions (``plan.model_tasks``); ``footprint``: (bytes the rest of the model holds, arena
    bytes), ``plan.model_footprint``."""
    rest, arena = footprint[:2]
    return [_model_plan(tasks, p, rest, arena, "pareto", None) for p in pareto_plans(layer_options(tasks, records))]


def plan_model(
    records: Records, tasks, footprint: tuple[int, ...], objective: str = "time", budget: int | str | None = None
) -> ModelPlan:
    """The plan of an objective (``"time"``, ``"memory"``), or the fastest one within ``budget`` bytes for the
    whole model (``ValueError`` naming the leanest possible when none fits)."""
    if objective not in OBJECTIVES:
        raise ValueError(f"objective must be one of {OBJECTIVES}, got {objective!r}")
    plans = model_plans(records, tasks, footprint)
    if budget is not None:
        limit = parse_bytes(budget)
        fitting = [p for p in plans if p.predicted_bytes <= limit]
        if not fitting:
            leanest = plans[-1].predicted_bytes / 1e6
            raise ValueError(f"no plan fits {limit / 1e6:.1f} MB: the leanest needs {leanest:.1f} MB")
        chosen, objective = fitting[0], "time"
    else:
        chosen = plans[0] if objective == "time" else plans[-1]
    chosen.objective, chosen.budget = objective, None if budget is None else parse_bytes(budget)
    return chosen


def spread(plans: list[ModelPlan], count: int) -> list[ModelPlan]:
    """``count`` plans along the front, evenly by predicted bytes: always the fastest and the leanest."""
    distinct = {(round(p.conv_seconds, 5), round(p.predicted_bytes, -4)): p for p in reversed(plans)}
    plans = sorted(distinct.values(), key=lambda p: p.conv_seconds)  # equal-looking plans shown once
    if len(plans) <= count:
        return plans
    low, high = plans[-1].predicted_bytes, plans[0].predicted_bytes
    picked: list[ModelPlan] = []
    for i in range(count):
        target = high - (high - low) * i / (count - 1)
        best = min((p for p in plans if p not in picked), key=lambda p: abs(p.predicted_bytes - target))
        picked.append(best)
    return sorted(picked, key=lambda p: p.conv_seconds)


def mix(plan: ModelPlan) -> str:
    """The plan's algorithms by the number of nodes running each: ``"13 direct, 7 winograd4"``."""
    kinds: dict[str, int] = {}
    for layer in plan.layers:
        kind = layer["choice"].split()[0]
        kinds[kind] = kinds.get(kind, 0) + len(layer["nodes"])
    return ", ".join(f"{n} {k}" for k, n in sorted(kinds.items(), key=lambda kv: -kv[1]))
