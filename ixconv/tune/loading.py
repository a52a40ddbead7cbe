"""``ixconv.load``: a model with this CPU's tuned plan (the tuning records as plain data, signature -> choice,
unless ``IXCONV_TUNED=0``), or a saved model. Apart from the tuner (``ixconv.tune.plan``) so that loading a
model imports neither the search nor its measurements."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ixconv import knobs

if TYPE_CHECKING:
    from ixconv.tune.records import Records


def tuned_choices(records: Records | None = None) -> dict[str, dict]:
    """This CPU's chosen implementations from the records (empty when tuning is off or nothing is stored)."""
    if knobs.TUNED.get() == "0":
        return {}
    from ixconv.tune.records import Records, default_path  # (sqlite3: imported when records are read)

    if records is not None:
        return records.choices()
    if not default_path().exists():
        return {}
    with Records() as r:
        return r.choices()


def load(
    source,
    num_threads: int | None = None,
    records: Records | None = None,
    max_plans: int = 8,
    precision: str | None = None,
    plan=None,
    cache=None,
    shapes: dict[str, tuple] | tuple | None = None,
):
    """Load an ONNX model (path, bytes, ModelProto) with the tuned plan of this CPU, if any, or a model saved by
    ``Model.save`` (``source`` a directory; ``ixconv.graph.saved``). ``max_plans``: input shapes whose prepared
    plans are kept; ``precision``: ``"exact"``, ``"fast"`` (the default) or ``"bf16"`` (see ``Model``; a saved
    model keeps its own unless told); ``plan``: a whole-model plan (``ixconv.tune.budget``: a file written by
    ``ixconv tune --objective/--memory-budget``, or its dict) whose choices replace the records'. ``cache``: a
    directory where the model is saved on its first load and loaded from afterwards (``shapes``: input name ->
    shape to prepare there, or the shape of a single input, for inputs whose shape is not static)."""
    from ixconv.graph import saved
    from ixconv.graph.executor import DEFAULT_PRECISION, PRECISIONS, Model

    if precision is not None and precision not in PRECISIONS:
        raise ValueError(f"precision must be one of {tuple(PRECISIONS)}, got {precision!r}")
    if plan is None:
        choices = tuned_choices(records)
    else:
        from ixconv.tune.budget import load_plan_choices

        choices = load_plan_choices(plan)
    options = dict(model_class=Model, num_threads=num_threads, choices=choices, max_plans=max_plans)
    if saved.is_saved(source):
        return saved.load(source, precision=precision, **options)
    precision = precision or DEFAULT_PRECISION
    if cache is not None:
        return saved.cached(source, cache, shapes=shapes, precision=precision, **options)
    return Model(source, num_threads=num_threads, choices=choices, max_plans=max_plans, precision=precision)
