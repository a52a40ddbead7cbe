"""Ray on this machine only, bound to the loopback address: for the tests, the benchmarks and trying things.

Ray binds a node to the machine's outward address even when told 127.0.0.1 (``ray.init`` resolves
"localhost" to a "remotely reachable" IP) unless clusters are switched off, as Ray does by default on macOS
and Windows (``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0``): then every node, the GCS and the workers listen on
127.0.0.1 and the driver connects there. ``start_local`` (one node) and ``local_cluster`` (several nodes on
this machine, ``ray.cluster_utils.Cluster``) set that switch before starting anything.
"""

from __future__ import annotations

import os


def _loopback_only():
    os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"  # processes started from here
    import ray
    import ray._private.ray_constants as constants

    constants.ENABLE_RAY_CLUSTER = False  # this process, if Ray was imported before the variable was set
    return ray


def start_local(cpus: int) -> None:
    """A new one-node Ray instance of ``cpus`` CPUs on 127.0.0.1, this process its driver (no dashboard)."""
    if isinstance(cpus, bool) or not isinstance(cpus, int) or cpus < 1:
        raise ValueError(f"cpus must be a positive integer, got {cpus!r}")
    ray = _loopback_only()
    ray.init(address="local", num_cpus=cpus, include_dashboard=False, log_to_driver=False)


def local_cluster(nodes: int = 2, cpus_per_node: int = 1):
    """A Ray cluster of ``nodes`` nodes of ``cpus_per_node`` CPUs each, all on 127.0.0.1, this process
    connected as its driver. Returns the ``Cluster``: ``ray.shutdown(); cluster.shutdown()`` ends it."""
    for name, value in (("nodes", nodes), ("cpus_per_node", cpus_per_node)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"{name} must be a positive integer, got {value!r}")
    ray = _loopback_only()
    from ray.cluster_utils import Cluster

    args = {"num_cpus": cpus_per_node, "node_ip_address": "127.0.0.1"}
    cluster = Cluster(initialize_head=True, head_node_args={**args, "include_dashboard": False})
    for _ in range(nodes - 1):
        cluster.add_node(**args)
    ray.init(address=cluster.address, log_to_driver=False)
    return cluster
