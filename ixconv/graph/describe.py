"""What a loaded model does with each node, after a run (``ixconv info MODEL``): the implementation that ran,
its work (FLOPs of convolutions and matrix products), the bytes it holds, and where it runs -- inside the
native program, from Python, or not at all (folded: a shape computation fixed for the input shape)."""

from __future__ import annotations

from ixconv.graph.footprint import held_bytes
from ixconv.graph.fusion import FusedStep
from ixconv.graph.nhwc_ops import ConvStep, GemmStep, QConvStep


def _kernel(op) -> str:
    """``Conv2d indirect f32_gemm_6x64_avx512_u1`` and the like: the class, the algorithm, the spec's name."""
    parts = [type(op).__name__, getattr(op, "algorithm", "")]
    spec = getattr(op, "spec", None)
    parts.append(getattr(spec, "name", "") if spec is not None else "")
    return " ".join(p for p in parts if p)


def _implementation(step, shapes: list) -> tuple[str, int, str]:
    """(what ran, FLOPs, choice) for one step whose inputs had ``shapes`` (None where unknown); choice:
    "tuned" (a tuning record or plan chose the kernel), "default" (a convolution on ixconv's default), or ""."""
    x = shapes[0] if shapes else None
    if isinstance(step, ConvStep) and x is not None and len(x) == 4:
        size = tuple(x[1:3])
        step = step.step_for(size)  # (a layer narrowed to the taps that read its input at this size)
        tuned = step._chosen.get(size)
        op = tuned or step._default_op(x)
        return _kernel(op), op.params.flops(x[0], *size), "tuned" if tuned is not None else "default"
    if isinstance(step, QConvStep) and step._ops and x is not None and len(x) == 4:
        key, op = next(reversed(step._ops.items()))
        return _kernel(op), op.params.flops(x[0], *x[1:3]), "tuned" if key in step.tuned else "default"
    if isinstance(step, GemmStep) and x is not None:
        p = step.op.params  # a 1x1 convolution over the rows: K inputs, N outputs
        rows = 1
        for d in x[:-1]:
            rows *= d
        return "GEMM " + _kernel(step.op), 2 * rows * p.in_channels * p.out_channels, ""
    if isinstance(step, FusedStep):
        return f"fused element-wise ({len(step.members)} ops)", 0, ""
    name = type(step).__name__
    return (name[: -len("Step")] if name.endswith("Step") else name), 0, ""


def describe(model) -> list[dict]:
    """One row per node of the model's last run: ``node``, ``op``, ``implementation``, ``flops``, ``held_bytes``,
    ``where`` ("native", "python" or "folded") and ``choice`` ("tuned" or "default" for a convolution, else "").
    ``ValueError`` if the model has not run yet."""
    if not model._plans:
        raise ValueError("model: run it once before describing it (the plan depends on the input shape)")
    key = next(reversed(model._plans))
    plan, segments = model._plans[key], model._segments.get(key)
    arenas = [p.arena for p in model._plans.values()]
    in_python = {id(seg[0]) for seg in segments or [] if isinstance(seg, tuple)}
    run_natively = {id(step) for step in model.steps} - in_python if segments is not None else set()
    folded = model._folded.get(key, {}) if hasattr(model, "_folded") else {}
    rows = []
    for step, node in zip(model.steps, model.graph.nodes):
        shapes = [tuple(plan.views[n].shape) if n in plan.views else None for n in node.inputs]
        implementation, flops, choice = _implementation(step, shapes)
        if node.outputs and all(not n or n in folded for n in node.outputs):
            where = "folded"
        elif segments is None:
            where = "python"  # native programs are off (or not built)
        else:
            where = "native" if id(step) in run_natively else "python"
        op = f"{node.domain}.{node.op}" if node.domain else node.op
        rows.append({"node": node.name, "op": op, "implementation": implementation, "flops": int(flops),
                     "held_bytes": held_bytes([step], exclude=arenas), "where": where, "choice": choice})  # fmt: skip
    return rows
