"""Where a model's distinct convolutions get tuned: here, one after the other (``LocalRunner``), or on other
machines (``ixconv.scale.ray_tune.RayRunner``: Ray workers), each distinct convolution one whole job.

A runner takes the tasks that need tuning and yields ``(index, TaskReport)`` as each task completes, the
task's records already in the caller's ``Records``. A remote runner runs ``tune_task_rows`` on a machine
whose CPU fingerprint is the target's: the tuner's own ``tune_task`` (nothing of it is re-implemented),
into a fresh records file there whose rows come back as plain dicts and are merged with ``merge_rows``
(``Records.import_rows``: the rows ``ixconv tune --export`` / ``--import`` move, one transaction per task).
So the merged database holds the rows a local run on that machine would have written, with the same keys
(signature, CPU fingerprint, generator version) and columns.
"""

from __future__ import annotations

import math
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Protocol

from ixconv.tune.conv_space import ConvTask
from ixconv.tune.measure import Measurer, Result
from ixconv.tune.records import Records, generator_version
from ixconv.tune.tuner import TaskReport, tune_task

OnStart = Callable[[int], None]  # the index (into the runner's task list) of a task whose tuning starts
OnTrial = Callable[[ConvTask, dict, Result], None]  # a measured candidate (remote runners: when its task is merged)


class FingerprintMismatch(ValueError):
    """Records measured on a CPU other than the target's: never merged."""


class TaskRunner(Protocol):
    def run(
        self, tasks: list[ConvTask], records: Records, options: dict, on_start: OnStart | None = None,
        on_trial: OnTrial | None = None,
    ) -> Iterator[tuple[int, TaskReport]]: ...  # fmt: skip


class LocalRunner:
    """Tunes the tasks one after the other on this machine, measuring in ``measurer`` (default: a fresh
    ``Measurer``, closed at the end)."""

    def __init__(self, measurer: Measurer | None = None):
        self.measurer = measurer

    def run(
        self, tasks: list[ConvTask], records: Records, options: dict, on_start: OnStart | None = None,
        on_trial: OnTrial | None = None,
    ) -> Iterator[tuple[int, TaskReport]]:  # fmt: skip
        measurer = self.measurer or Measurer()
        try:
            for index, task in enumerate(tasks):
                if on_start is not None:
                    on_start(index)
                yield index, tune_task(task, records, measurer, retune=True, on_trial=on_trial, **options)
        finally:
            if self.measurer is None:
                measurer.close()


def tune_task_rows(
    task: dict, fingerprint: str, generator: str, options: dict, measurer: Callable[[], Measurer] | None = None
) -> tuple[TaskReport, list[dict]]:
    """A remote job: tune one task (``ConvTask.to_dict()``) on this machine with ``tune_task`` and ``options``
    (its keyword arguments), into a fresh records file; returns the report and the records' rows
    (``Records.export_rows``). Refuses (``FingerprintMismatch``) to measure on a CPU whose fingerprint is not
    ``fingerprint`` and (``ValueError``) with kernel generators other than ``generator``: records that the
    target would not use. ``measurer``: a factory of the measurer (default ``Measurer``)."""
    from ixconv.cpu import host

    here = host().fingerprint
    if here != fingerprint:
        raise FingerprintMismatch(f"this worker's CPU fingerprint is {here}, the target's {fingerprint}")
    if generator_version() != generator:
        raise ValueError(
            f"this worker's ixconv kernel generators are {generator_version()}, the target's {generator}: "
            "install the same ixconv on every node"
        )
    with tempfile.TemporaryDirectory(prefix="ixconv-tune-") as folder:
        with Records(Path(folder) / "tune.sqlite", fingerprint, generator) as records:
            with (measurer or Measurer)() as m:
                report = tune_task(ConvTask.from_dict(task), records, m, retune=True, **options)
            return report, records.export_rows()


def merge_rows(records: Records, rows: list[dict], source: str) -> int:
    """Add a remote job's rows to ``records`` (one transaction), after checking that every row is of the
    records' CPU fingerprint and generator (``FingerprintMismatch`` otherwise, nothing added)."""
    for row in rows:
        if row.get("fingerprint") != records.fingerprint:
            raise FingerprintMismatch(
                f"{source}: a record of CPU fingerprint {row.get('fingerprint')}, the target's is "
                f"{records.fingerprint}: not merged (records of different CPUs are never mixed)"
            )
        if row.get("generator") != records.generator:
            raise ValueError(f"{source}: a record of generator {row.get('generator')}, the target's is "
                             f"{records.generator}: not merged")  # fmt: skip
    return records.import_rows(rows, source=source)


def replay_trials(task: ConvTask, rows: list[dict], on_trial: OnTrial) -> None:
    """Call ``on_trial`` for each trial among a remote job's rows, in the order they were measured."""
    import json

    for row in rows:
        if row.get("table") == "trials" and row.get("signature") == task.signature:
            detail = json.loads(row["detail"])
            fields = {k: v for k, v in detail.items() if k in Result.__dataclass_fields__}
            for k in ("seconds", "q20", "q80", "ratio", "ref_seconds"):
                if fields.get(k) is None:
                    fields[k] = math.inf
            on_trial(task, json.loads(row["choice"]), Result(**fields))
