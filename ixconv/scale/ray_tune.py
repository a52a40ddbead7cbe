"""Distributed tuning on Ray (``ixconv tune MODEL --ray [ADDRESS]``): each distinct convolution of the model
is one Ray task, tuned whole on a node whose CPU fingerprint is the target's, its records merged into the
local database as the task completes.

* Target: the local records' CPU fingerprint and generator version (``Records.fingerprint``, normally this
  machine's: ``ixconv.cpu.host().fingerprint``). Every alive node is asked for its own (a probe pinned to it);
  nodes of another fingerprint (another ISA, other CPU features, another LLVM) or another ixconv are left out
  and named; if no node matches, ``FingerprintMismatch`` says which fingerprints the cluster has. Records of
  different CPUs are never mixed: the job re-checks on its node, and ``merge_rows`` checks every row again.
* Measuring: the job is ``ixconv.tune.runners.tune_task_rows`` (the tuner's ``tune_task`` with its isolated
  measure and compile workers, into a fresh records file on the node); ``per_node`` jobs at a time per node
  (default 1: as a local run, one candidate timed at a time per machine, so nodes measure undisturbed by each
  other's jobs). Tasks are handed out as nodes free up (``ray.wait``), each pinned to its node
  (``NodeAffinitySchedulingStrategy``, hard). A job whose worker or node dies loses only that task, which
  goes back to the queue (for the other nodes if its node is gone); an error raised by the tuner itself stops
  the run (the tasks already merged stay merged: running again resumes from them).
* Merging: the job's rows (``Records.export_rows``) go through ``Records.import_rows``, the path of
  ``ixconv tune --import``: the database holds what a local run would have written, same keys and columns.

Needs the ``[ray]`` extra (``pip install "ixconv[ray]"``) and the same ixconv installed on every node.
"""

from __future__ import annotations

import collections
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ixconv.tune.conv_space import ConvTask
from ixconv.tune.records import Records
from ixconv.tune.runners import FingerprintMismatch, OnStart, OnTrial, merge_rows, replay_trials, tune_task_rows
from ixconv.tune.tuner import TaskReport


def _ray():
    try:
        import ray
    except ImportError:
        raise ImportError('ixconv tune --ray needs Ray: pip install "ixconv[ray]"') from None
    return ray


@dataclass(frozen=True)
class NodeCPU:
    """A Ray node and the CPU identity ixconv measures it by."""

    node_id: str
    address: str
    cpus: float
    fingerprint: str
    generator: str
    isa: str


def _probe() -> tuple[str, str, str]:
    from ixconv.cpu import host
    from ixconv.tune.records import generator_version

    cpu = host()
    return cpu.fingerprint, generator_version(), cpu.isa


def node_cpus(timeout: float = 120.0) -> list[NodeCPU]:
    """Every alive node with CPUs, with the fingerprint, generator and ISA a probe task pinned to it reports
    (a node whose probe fails or does not answer within ``timeout`` seconds gets a fingerprint saying so)."""
    ray = _ray()
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    nodes = [n for n in ray.nodes() if n.get("Alive") and n.get("Resources", {}).get("CPU", 0) > 0]
    probe = ray.remote(num_cpus=0, max_retries=0)(_probe)
    refs = [probe.options(scheduling_strategy=NodeAffinitySchedulingStrategy(n["NodeID"], soft=False)).remote()
            for n in nodes]  # fmt: skip
    out = []
    for n, ref in zip(nodes, refs):
        try:
            answer = ray.get(ref, timeout=timeout)
        except (ray.exceptions.RayError, TimeoutError) as e:  # e.g. ixconv not installed there: left out, named
            answer = (f"(no answer: {type(e).__name__})", "?", "?")
        out.append(NodeCPU(n["NodeID"], n.get("NodeManagerAddress", "?"), n["Resources"]["CPU"], *answer))
    return out


def partition(nodes: list[NodeCPU], fingerprint: str, generator: str) -> tuple[list[NodeCPU], list[NodeCPU]]:
    """(the nodes that may measure for the target, the others); ``FingerprintMismatch`` when none may."""
    matching = [n for n in nodes if n.fingerprint == fingerprint and n.generator == generator]
    others = [n for n in nodes if n not in matching]
    if not matching:
        seen = collections.Counter(f"{n.fingerprint} ({n.isa}, generator {n.generator})" for n in nodes)
        found = "; ".join(f"{count} node(s) {what}" for what, count in seen.items()) or "no node with CPUs"
        raise FingerprintMismatch(
            f"no Ray node has the target's CPU fingerprint {fingerprint} and generator {generator} (the "
            f"cluster has: {found}); records measured on another CPU would not be used here, so none are mixed: "
            "tune on nodes of the same CPU type, or tune on the target itself"
        )
    return matching, others


class RayRunner:
    """Measures a model's distinct convolutions on Ray nodes of the target's CPU fingerprint (see the module).

    ``address``: the cluster (``ray.init(address)``; None: Ray's default: ``RAY_ADDRESS``, a running
    ``ray start`` cluster, else a new local instance); unused when Ray is already initialized in this process.
    ``per_node``: jobs at a time per node; ``num_cpus``: the CPUs each job reserves; ``measurer``: the factory
    of the measurer the jobs use (default ``ixconv.tune.measure.Measurer``); ``log``: where to say which nodes
    measure and which are left out (default: print)."""

    def __init__(
        self,
        address: str | None = None,
        per_node: int = 1,
        num_cpus: float = 1,
        measurer: Callable | None = None,
        log: Callable[[str], None] | None = print,
    ):
        if isinstance(per_node, bool) or not isinstance(per_node, int) or per_node < 1:
            raise ValueError(f"per_node must be a positive integer, got {per_node!r}")
        if not isinstance(num_cpus, (int, float)) or not num_cpus > 0:
            raise ValueError(f"num_cpus must be a positive number, got {num_cpus!r}")
        self.address, self.per_node, self.num_cpus = address, per_node, num_cpus
        self.measurer, self.log = measurer, log or (lambda message: None)
        self.nodes: list[NodeCPU] = []  # the nodes measuring (filled by ``run``)
        self.left_out: list[NodeCPU] = []

    def _connect(self) -> None:
        ray = _ray()
        if not ray.is_initialized():
            ray.init(address=self.address or None)

    def run(
        self, tasks: list[ConvTask], records: Records, options: dict, on_start: OnStart | None = None,
        on_trial: OnTrial | None = None,
    ) -> Iterator[tuple[int, TaskReport]]:  # fmt: skip
        if not tasks:
            return
        ray = _ray()
        from ray.exceptions import RayTaskError
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        self._connect()
        self.nodes, self.left_out = partition(node_cpus(), records.fingerprint, records.generator)
        self.log(f"measuring on {len(self.nodes)} Ray node(s) of CPU fingerprint {records.fingerprint}: "
                 + ", ".join(f"{n.address} ({n.node_id[:8]}, {n.cpus:g} CPUs)" for n in self.nodes))  # fmt: skip
        for n in self.left_out:
            self.log(f"left out: Ray node {n.address} ({n.node_id[:8]}): CPU fingerprint {n.fingerprint} ({n.isa}), "
                     f"generator {n.generator}")  # fmt: skip
        job = ray.remote(num_cpus=self.num_cpus, max_retries=0)(tune_task_rows)
        free = {n.node_id: self.per_node for n in self.nodes}
        queue = collections.deque(range(len(tasks)))
        running: dict = {}  # ObjectRef -> (task index, node id)
        started: set[int] = set()
        try:
            while queue or running:
                for node in free:
                    while free[node] and queue:
                        index = queue.popleft()
                        strategy = NodeAffinitySchedulingStrategy(node, soft=False)
                        ref = job.options(scheduling_strategy=strategy).remote(
                            tasks[index].to_dict(), records.fingerprint, records.generator, options, self.measurer
                        )
                        running[ref] = (index, node)
                        free[node] -= 1
                        if on_start is not None and index not in started:
                            on_start(index)
                        started.add(index)
                if not running:
                    raise RuntimeError(f"no Ray node left to tune {len(queue)} task(s) on (every node died)")
                (ref,), _ = ray.wait(list(running), num_returns=1)
                index, node = running.pop(ref)
                task = tasks[index]
                try:
                    report, rows = ray.get(ref)
                except RayTaskError as e:  # the tuner (or the fingerprint check) raised: a real error
                    raise RuntimeError(f"tuning {task.label} on Ray node {node[:8]} failed: {e}") from e
                except ray.exceptions.RayError as e:  # its worker or its node died: tuned again, maybe elsewhere
                    alive = node in {n["NodeID"] for n in ray.nodes() if n.get("Alive")}
                    then = "tuned again" if alive else "the node is gone, the task goes to another node"
                    self.log(f"Ray node {node[:8]} lost its job tuning {task.label} ({type(e).__name__}): {then}")
                    if alive:
                        free[node] += 1
                    else:
                        free.pop(node, None)
                    queue.appendleft(index)
                    continue
                free[node] += 1
                merge_rows(records, rows, source=f"Ray node {node[:8]} ({task.label})")
                if on_trial is not None:
                    replay_trials(task, rows, on_trial)
                yield index, report
        finally:
            for ref in running:
                ray.cancel(ref, force=True)
