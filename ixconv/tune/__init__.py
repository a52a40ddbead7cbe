"""Autotuning by measurement (issue 6).

Modules in the order data flows through them:

* ``space``       parameters and constraints as data; valid points sampled directly (Lift, section 5)
* ``conv_space``  the spaces of ixconv's kernels: f32 (indirect) GEMM conv, depthwise; point -> operator
* ``strategy``    the ask/tell interface, random and exhaustive search
* ``genetic``     genetic search as in Woodpecker-DL (section 2.3)
* ``rl``          PPO search as in Woodpecker-DL (section 2.4); needs the ``[tune]`` extra
* ``model``       a gradient-boosted cost model that picks what to measure next (AutoTVM-like)
* ``measure``     compile, warm up, time and verify candidates in isolated worker processes
* ``records``     every trial in SQLite (WAL), keyed by signature + CPU fingerprint + generator version
* ``tuner``       one operator: space + strategy + measurement + records
* ``runners``     where a model's distinct convolutions are tuned: here, or whole on remote workers (Ray:
                  ``ixconv.scale.ray_tune``), their records merged as ``--import`` merges them
* ``plan``        per-operator choice among tuned, default and third-party implementations; tuned loading
* ``pareto``      time x memory: a layer's non-dominated options, the exact multiple-choice knapsack
* ``budget``      whole-model plans from the records' per-layer fronts: fastest, leanest, within a budget
* ``experiments`` WPK Figs. 2b, 3a and 3b, and genetic-vs-exhaustive on ResNet-18's layers
"""
