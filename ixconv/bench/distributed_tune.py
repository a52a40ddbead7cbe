"""Tuning on Ray against tuning here: ``python -m ixconv.bench.distributed_tune --model resnet18 --budget 6``.

Starts a Ray cluster of ``--nodes`` nodes of ``--cpus-per-node`` CPUs on this machine (loopback only,
``ixconv.scale.ray_local.local_cluster``), tunes the model's distinct convolutions on it
(``ixconv.scale.ray_tune.RayRunner``) into one fresh records database and here (``LocalRunner``) into
another, with the same strategy, budget and seed (no in-model validation: both would run it here), and
prints the wall time of each and how the two databases compare: the same keys (signature, CPU fingerprint,
generator), the same candidates searched per convolution (a seeded search is replayed exactly; the
confirmation rounds' finalists depend on the timings), and how many convolutions got the same choice.

The nodes share this machine's cores, so their measurements disturb each other more than one local run's
do (preempted calls are discarded, see ``ixconv.tune.measure``); on a real cluster each node is a machine.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from ixconv.scale.ray_local import local_cluster
from ixconv.scale.ray_tune import RayRunner
from ixconv.tune.plan import model_tasks, tune_model
from ixconv.tune.records import Records


def searched(records: Records, signature: str) -> list[str]:
    """The candidates the search measured for a signature (not the confirmation rounds), sorted."""
    return sorted(json.dumps([t["choice"], t["strategy"]], sort_keys=True) for t in records.trials(signature)
                  if t["strategy"] != "confirm")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="resnet18", help="an .onnx file or a zoo model name")
    parser.add_argument("--strategy", default="random")
    parser.add_argument("--budget", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--peers", default="none", help="third-party contenders: none, or torch,onnxruntime,...")
    parser.add_argument("--nodes", type=int, default=2)
    parser.add_argument("--cpus-per-node", type=int, default=1)
    parser.add_argument("--json", default=None, help="write the figures here")
    args = parser.parse_args()
    import ray

    peers = () if args.peers == "none" else tuple(args.peers.split(","))
    options = dict(strategy=args.strategy, budget=args.budget, seed=args.seed, peers=peers, validate=0)
    tasks = model_tasks(args.model)
    cluster = local_cluster(args.nodes, args.cpus_per_node)
    try:
        with tempfile.TemporaryDirectory(prefix="ixconv-dtune-") as tmp:
            with Records(Path(tmp) / "ray.sqlite") as remote, Records(Path(tmp) / "local.sqlite") as local:
                started = time.monotonic()
                tune_model(args.model, remote, tasks=tasks, runner=RayRunner(), **options)
                ray_seconds = time.monotonic() - started
                started = time.monotonic()
                tune_model(args.model, local, tasks=tasks, **options)
                local_seconds = time.monotonic() - started
                signatures = sorted(local.choices())
                same_search = sum(searched(remote, s) == searched(local, s) for s in signatures)
                same_choice = sum(remote.choices().get(s) == local.choices()[s] for s in signatures)
                report = {
                    "model": args.model, "tasks": len(tasks), **{k: v for k, v in options.items() if k != "peers"},
                    "peers": list(peers), "nodes": args.nodes, "cpus_per_node": args.cpus_per_node,
                    "ray_seconds": ray_seconds, "local_seconds": local_seconds,
                    "same_keys": sorted(remote.choices()) == signatures, "same_search": same_search,
                    "same_choice": same_choice, "trials": {"ray": len(remote.trials()), "local": len(local.trials())},
                }  # fmt: skip
    finally:
        ray.shutdown()
        cluster.shutdown()
    print(f"{args.model}: {len(tasks)} distinct convolutions, {args.strategy} budget {args.budget} seed {args.seed}, "
          f"peers {args.peers}")  # fmt: skip
    trials = report["trials"]
    print(f"  Ray, {args.nodes} nodes x {args.cpus_per_node} CPU: {ray_seconds:.1f} s, {trials['ray']} trials")
    print(f"  here:                 {local_seconds:.1f} s, {trials['local']} trials")
    print(f"  same keys: {report['same_keys']}; same candidates searched: {same_search}/{len(signatures)}; "
          f"same choice: {same_choice}/{len(signatures)}")  # fmt: skip
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
