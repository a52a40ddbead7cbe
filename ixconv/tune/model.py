"""Model-based search: a gradient-boosted regression-tree cost model picks what to measure (as AutoTVM's
XGBoost tuner does).

The regressor (``REGRESSORS``) is LightGBM's when the ``[tune]`` extra is installed, else scikit-learn's
``HistGradientBoostingRegressor`` if that is, else a small NumPy implementation of the same method
(least-squares boosting of depth-3 trees). ``python -m ixconv.tune.experiments costmodel`` measures how well
each ranks a layer's measured space and what it costs: on three ResNet-18 layers (316-864 points) the three
rank alike (Spearman 0.56-0.96 from 16-128 training points; replayed search: LightGBM and NumPy as close to
the optimum as each other, scikit-learn up to 5% farther); LightGBM fits and predicts in 4-7 ms,
scikit-learn in 22-49 ms, the NumPy one in 43-118 ms (``docs/tuning.md``).

After ``initial`` random measurements, every ``ask`` fits the model to log(runtime) of the points
measured so far (failures count as twice the slowest runtime seen), predicts every unmeasured valid
point (the whole space when it can be enumerated, else ``pool`` direct samples) and proposes the
predicted-fastest ones; a fraction ``explore`` of each batch is random, so a wrong model is corrected.
"""

from __future__ import annotations

import math

import numpy as np

from ixconv.tune.space import Point, Space
from ixconv.tune.strategy import ENUMERABLE, Strategy


class _Tree:
    """A depth-limited regression tree (least squares), exact greedy splits."""

    def __init__(self, depth: int, min_leaf: int):
        self.depth, self.min_leaf = depth, min_leaf
        self.nodes: list = []  # (feature, threshold, left, right) or (None, value, -1, -1)

    def fit(self, x: np.ndarray, y: np.ndarray) -> _Tree:
        self.nodes = []
        self._grow(x, y, np.arange(len(y)), self.depth)
        return self

    def _grow(self, x, y, rows, depth) -> int:
        index = len(self.nodes)
        self.nodes.append((None, float(y[rows].mean()), -1, -1))
        if depth == 0 or len(rows) < 2 * self.min_leaf:
            return index
        best = None  # (gain, feature, threshold)
        ys = y[rows]
        total, count = ys.sum(), len(rows)
        for f in range(x.shape[1]):
            order = np.argsort(x[rows, f], kind="stable")
            xs, sorted_y = x[rows, f][order], ys[order]
            left_sum = np.cumsum(sorted_y)[:-1]
            left_n = np.arange(1, count)
            gain = left_sum**2 / left_n + (total - left_sum) ** 2 / (count - left_n)
            ok = (xs[1:] > xs[:-1]) & (left_n >= self.min_leaf) & (count - left_n >= self.min_leaf)
            if not ok.any():
                continue
            gain = np.where(ok, gain, -np.inf)
            i = int(np.argmax(gain))
            if best is None or gain[i] > best[0]:
                best = (gain[i], f, (xs[i] + xs[i + 1]) / 2)
        if best is None or best[0] <= total**2 / count + 1e-12:
            return index
        _, f, threshold = best
        mask = x[rows, f] <= threshold
        left = self._grow(x, y, rows[mask], depth - 1)
        right = self._grow(x, y, rows[~mask], depth - 1)
        self.nodes[index] = (f, threshold, left, right)
        return index

    def predict(self, x: np.ndarray) -> np.ndarray:
        out = np.empty(len(x))
        for i, row in enumerate(x):
            node = self.nodes[0]
            while node[0] is not None:
                node = self.nodes[node[2] if row[node[0]] <= node[1] else node[3]]
            out[i] = node[1]
        return out


class GradientBoosting:
    """Least-squares gradient boosting of small trees."""

    def __init__(self, trees: int = 60, depth: int = 3, rate: float = 0.15, min_leaf: int = 2):
        self.trees, self.depth, self.rate, self.min_leaf = trees, depth, rate, min_leaf
        self._base = 0.0
        self._fitted: list[_Tree] = []

    def fit(self, x: np.ndarray, y: np.ndarray) -> GradientBoosting:
        self._base = float(y.mean())
        residual = y - self._base
        self._fitted = []
        for _ in range(self.trees):
            tree = _Tree(self.depth, self.min_leaf).fit(x, residual)
            residual = residual - self.rate * tree.predict(x)
            self._fitted.append(tree)
        return self

    def predict(self, x: np.ndarray) -> np.ndarray:
        out = np.full(len(x), self._base)
        for tree in self._fitted:
            out += self.rate * tree.predict(x)
        return out


REGRESSORS = ("lightgbm", "sklearn", "numpy")


class _LightGBM:
    """LightGBM through its own API (its scikit-learn wrapper would need scikit-learn): the same boosting as
    the others, on one thread (``num_threads=1``: the tuner's measurements run on the other cores)."""

    def __init__(self, seed: int = 0):
        import lightgbm  # noqa: F401 (fail at construction when it cannot load)

        self.params = {
            "objective": "regression", "learning_rate": 0.15, "max_depth": 3, "num_leaves": 8,
            "min_data_in_leaf": 2, "min_data_in_bin": 1, "num_threads": 1, "seed": seed, "verbose": -1,
        }  # fmt: skip
        self.booster = None

    def fit(self, x: np.ndarray, y: np.ndarray) -> _LightGBM:
        import lightgbm

        data = lightgbm.Dataset(np.asarray(x, float), np.asarray(y, float), params=self.params)
        self.booster = lightgbm.train(self.params, data, num_boost_round=60)
        return self

    def predict(self, x: np.ndarray) -> np.ndarray:
        return self.booster.predict(np.asarray(x, float))


class _OneThread:
    """scikit-learn's regressor fitted and queried on one OpenMP thread (``threadpoolctl``, a dependency of
    scikit-learn): its spinning workers would otherwise hold the cores the tuner's measurements run on."""

    def __init__(self, model):
        self.model = model

    def fit(self, x: np.ndarray, y: np.ndarray) -> _OneThread:
        from threadpoolctl import threadpool_limits

        with threadpool_limits(limits=1, user_api="openmp"):
            self.model.fit(x, y)
        return self

    def predict(self, x: np.ndarray) -> np.ndarray:
        from threadpoolctl import threadpool_limits

        with threadpool_limits(limits=1, user_api="openmp"):
            return self.model.predict(x)


def default_regressor() -> str:
    """LightGBM when it loads (the ``[tune]`` extra; its library needs the system's libgomp), else scikit-learn
    when installed, else the NumPy boosting."""
    try:
        import lightgbm  # noqa: F401

        return "lightgbm"
    except (ImportError, OSError):
        pass
    try:
        import sklearn  # noqa: F401

        return "sklearn"
    except ImportError:
        return "numpy"


def available_regressors() -> list[str]:
    """The regressors that load here, the default first."""
    out = []
    for kind in REGRESSORS:
        try:
            make_regressor(kind)
        except (ImportError, OSError):
            continue
        out.append(kind)
    return sorted(out, key=lambda k: k != default_regressor())


def make_regressor(kind: str, seed: int = 0):
    """A fresh regressor with ``fit(x, y)`` / ``predict(x)``: boosting of shallow trees, tuned alike for the few
    (8-200) samples a search has (leaves of 2 samples, 60 rounds at rate 0.15, depth 3)."""
    if kind == "sklearn":
        from sklearn.ensemble import HistGradientBoostingRegressor

        return _OneThread(HistGradientBoostingRegressor(
            max_iter=60, learning_rate=0.15, max_depth=3, min_samples_leaf=2, early_stopping=False, random_state=seed
        ))  # fmt: skip
    if kind == "lightgbm":
        return _LightGBM(seed)
    if kind == "numpy":
        return GradientBoosting()
    raise ValueError(f"regressor must be one of {REGRESSORS}, got {kind!r}")


class ModelSearch(Strategy):
    name = "model"

    def __init__(
        self, space: Space, seed: int = 0, initial: int = 8, explore: float = 0.2, pool: int = 2000,
        regressor: str | None = None,
    ):  # fmt: skip
        super().__init__(space, seed)
        self.initial, self.explore, self.pool = initial, explore, pool
        self.seed = seed
        self.regressor = regressor or default_regressor()
        make_regressor(self.regressor)  # fail now on an unknown name or a missing package
        points = []
        for point in space.enumerate():
            points.append(point)
            if len(points) > ENUMERABLE:
                points = None
                break
        self._all = points
        self._proposed: set[str] = set()

    def _candidates(self) -> list[Point]:
        if self._all is not None:
            pool = self._all
        else:
            pool = [self.space.sample(self.rng) for _ in range(self.pool)]
        out, seen = [], set()
        for p in pool:
            key = self.space.key(p)
            if key not in self._proposed and key not in seen:
                seen.add(key)
                out.append(p)
        return out

    def ask(self, n: int) -> list[Point]:
        candidates = self._candidates()
        if not candidates:
            return []
        measured = [(self.space.features(self.space.from_key(k)), c) for k, c in self.costs.items()]
        finite = [c for _, c in measured if math.isfinite(c)]
        if len(finite) < self.initial:
            picks = self.rng.choice(len(candidates), size=min(n, len(candidates)), replace=False)
            chosen = [candidates[int(i)] for i in picks]
        else:
            worst = 2 * max(finite)
            x = np.array([f for f, _ in measured])
            y = np.log([c if math.isfinite(c) else worst for _, c in measured])
            model = make_regressor(self.regressor, self.seed).fit(x, y)
            predicted = model.predict(np.array([self.space.features(p) for p in candidates]))
            ranked = [candidates[int(i)] for i in np.argsort(predicted, kind="stable")]
            chosen = []
            for _ in range(min(n, len(ranked))):
                if self.rng.random() < self.explore:
                    chosen.append(ranked.pop(int(self.rng.integers(len(ranked)))))
                else:
                    chosen.append(ranked.pop(0))
        for p in chosen:
            self._proposed.add(self.space.key(p))
        return chosen
