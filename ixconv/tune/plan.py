"""Whole models: find their convolutions, tune each distinct one, and load models with the tuned plan.

``model_tasks`` runs the model once (untuned) on a sample input to learn every convolution's input size,
then groups the convolutions by signature (ResNet-18's 20 convolutions are 11 tuning problems).
``tune_model`` tunes each of them (``tuner.tune_task``); ``load`` is ``ixconv.load`` with the records of
this CPU handed to the runtime as plain data (signature -> choice), unless ``IXCONV_TUNED=0``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ixconv import knobs
from ixconv.tune.conv_space import ConvTask
from ixconv.tune.measure import Measurer
from ixconv.tune.records import Records, default_path
from ixconv.tune.tuner import TaskReport, tune_task


def resolve_source(model):
    """A zoo name (resnet18, ...) becomes its ONNX model; anything else is passed through."""
    from ixconv import zoo

    if isinstance(model, str) and model in zoo.MODELS:
        return zoo.build(model)
    return model


def sample_feeds(model) -> dict[str, np.ndarray]:
    from ixconv import zoo

    feeds = {}
    for info in model.graph.inputs:
        shape = tuple(d if isinstance(d, int) else 1 for d in info.shape)
        if shape == (1, 3, 224, 224):
            x = zoo.sample_input()
        else:
            x = np.random.default_rng(0).standard_normal(shape)
        feeds[info.name] = x.astype(info.dtype)
    return feeds


@dataclass
class ModelTask:
    task: ConvTask
    nodes: list[str]


def model_tasks(source) -> list[ModelTask]:
    """The distinct convolutions of a model (in first-use order), with the nodes that use each."""
    from ixconv.graph.executor import Model
    from ixconv.graph.nhwc_ops import ConvStep

    model = Model(resolve_source(source), num_threads=1)
    sizes: dict[int, tuple[int, int]] = {}
    feeds = sample_feeds(model)
    for index, step in enumerate(model.steps):  # the executor calls steps as step(args, outs)
        if isinstance(step, ConvStep):
            model.steps[index] = _Spy(step, sizes, index)
    model.run(feeds)
    tasks: dict[str, ModelTask] = {}
    for index, size in sizes.items():
        step = model.steps[index].step
        op = step._op(size)
        task = ConvTask.from_params(op.params, *size, name=step.node.name or f"conv{index}")
        entry = tasks.setdefault(task.signature, ModelTask(task, []))
        entry.nodes.append(step.node.name or f"conv{index}")
    return list(tasks.values())


class _Spy:
    def __init__(self, step, sizes: dict, index: int):
        self.step, self.sizes, self.index = step, sizes, index

    def __call__(self, inputs, out=None):
        self.sizes[self.index] = tuple(inputs[0].shape[1:3])
        return self.step(inputs, out)


def tune_model(
    source,
    records: Records,
    strategy: str = "genetic",
    budget: int = 24,
    seconds_per_task: float | None = None,
    seed: int = 0,
    retune: bool = False,
    measurer: Measurer | None = None,
    on_task: Callable[[ModelTask, int, int], None] | None = None,
    on_trial=None,
    on_report: Callable[[TaskReport], None] | None = None,
    tasks: list[ModelTask] | None = None,
    **options,
) -> list[tuple[ModelTask, TaskReport]]:
    tasks = model_tasks(source) if tasks is None else tasks
    own = measurer is None
    measurer = measurer or Measurer()
    out = []
    try:
        for i, mt in enumerate(tasks):
            if on_task is not None:
                on_task(mt, i, len(tasks))
            report = tune_task(
                mt.task, records, measurer, strategy, budget, seconds_per_task, seed, retune=retune,
                on_trial=on_trial, **options,
            )  # fmt: skip
            out.append((mt, report))
            if on_report is not None:
                on_report(report)
    finally:
        if own:
            measurer.close()
    return out


def tuned_choices(records: Records | None = None) -> dict[str, dict]:
    """This CPU's chosen implementations from the records (empty when tuning is off or nothing is stored)."""
    if knobs.TUNED.get() == "0":
        return {}
    if records is not None:
        return records.choices()
    if not default_path().exists():
        return {}
    with Records() as r:
        return r.choices()


def load(source, num_threads: int | None = None, records: Records | None = None):
    """Load an ONNX model (path, bytes, ModelProto) with the tuned plan of this CPU, if any."""
    from ixconv.graph.executor import Model

    return Model(source, num_threads=num_threads, choices=tuned_choices(records))
