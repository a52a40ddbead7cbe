"""RL search with PPO, as Woodpecker-DL describes it (Liu et al. 2020, section 2.4), on stable-baselines3.

Needs the ``[tune]`` extra (``pip install -e '.[tune]'``: stable-baselines3, gymnasium, the CPU torch).

* Observation (WPK's ``O_conv``): the operator's shape ``(N, C_in, C_out, K_h, K_w, H, W, stride,
  padding)`` as log2 values, the current configuration (each parameter's value index scaled to [0, 1];
  WPK's thread-block and tile sizes become ixconv's schedule parameters) and ``alpha_t``, the runtime
  moving average (scaled by the first runtime measured).
* Action: one discrete choice among all ``(parameter, value)`` pairs: an action updates one parameter at a
  time; if the new value breaks a constraint the other parameters are repaired around it (the proposed
  configuration is always valid). An episode is ``episode`` updates, starting from the best
  configuration found so far.
* Reward (eq. 4): ``r_t = alpha_{t-1} - min(beta_t, 2 alpha_{t-1})`` with ``beta_t`` the measured runtime
  (a failure counts as ``2 alpha_{t-1}``). Eq. 3 as printed, ``alpha_t = (0.8 alpha_{t-1} + beta_t) / t``,
  decays to 0 as t grows (``alpha_t ~ beta / t``), after which every reward would be ``-alpha``; we use the
  exponential moving average it evidently means, ``alpha_t = 0.8 alpha_{t-1} + 0.2 beta_t`` (``alpha_1 =
  beta_1``). Rewards are divided by the first runtime, which leaves the optimal policy unchanged.
* PPO: WPK's network (4 fully connected layers of 512, 1024, 1024, 512, tanh) for the policy and the value
  function, value-loss coefficient ``c1 = 0.15``. WPK's entropy coefficient ``c2 = 20`` is not usable at
  this reward scale (the policy would stay uniform, i.e. random search); we use 0.01. No dropout layer
  (stable-baselines3's MLP policy has none).

stable-baselines3 drives the environment (``learn`` calls ``env.step``), while the tuner drives the
strategy (``ask``/``tell``): learning runs in a helper thread whose ``env.step`` hands the configuration
to ``ask`` and waits for ``tell``. The handshake is strictly sequential, so a seed makes it deterministic.
Configurations met before are answered from memory without a measurement.
"""

from __future__ import annotations

import math
import queue
import threading

import numpy as np

from ixconv.tune.space import Point, Space
from ixconv.tune.strategy import Strategy

WPK_NET = [512, 1024, 1024, 512]
FREE_STEPS = 64  # consecutive steps on known configurations before one unmeasured one is forced


class _Stop(Exception):
    pass


def available() -> str | None:
    """None when the RL strategy can run here, else why not."""
    try:
        import gymnasium  # noqa: F401
        import stable_baselines3  # noqa: F401
    except ImportError as e:
        return f"RL search needs the [tune] extra (stable-baselines3, gymnasium): {e}"
    return None


def task_observation(shape: tuple) -> np.ndarray:
    """log2(1 + x) / 10 of WPK's operator features (N, C_in, C_out, K_h, K_w, H, W, stride, padding)."""
    return np.log2(1.0 + np.asarray(shape, dtype=np.float64)) / 10.0


class RLSearch(Strategy):
    name = "rl"

    def __init__(
        self,
        space: Space,
        seed: int = 0,
        shape: tuple = (1, 1, 1, 1, 1, 1, 1, 1, 0),
        episode: int = 8,
        n_steps: int = 16,
        net_arch: list[int] | None = None,
        ent_coef: float = 0.01,
        vf_coef: float = 0.15,
    ):
        why = available()
        if why:
            raise ImportError(why)
        super().__init__(space, seed)
        import gymnasium as gym
        import torch
        from stable_baselines3 import PPO

        torch.set_num_threads(1)  # the tuner measures on the other core
        self.episode = episode
        self._shape = task_observation(shape)
        self._actions = [(name, v) for name in space.order for v in space.params[name].values]
        self._requests: queue.Queue = queue.Queue()
        self._answers: queue.Queue = queue.Queue()
        self._pending: Point | None = None
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None
        self._closed = False
        self.alpha = 0.0
        self.t = 0
        self.reference: float | None = None
        strategy = self
        obs_size = len(self._shape) + len(space.order) + 1

        class Env(gym.Env):
            observation_space = gym.spaces.Box(-10.0, 10.0, (obs_size,), np.float32)
            action_space = gym.spaces.Discrete(len(strategy._actions))

            def reset(self, seed=None, options=None):
                super().reset(seed=seed)
                self.steps = 0
                self.point = strategy._start_point()
                return strategy._observe_point(self.point), {}

            def step(self, action):
                self.steps += 1
                self.point = strategy._apply(self.point, int(action))
                reward = strategy._reward(strategy._measure(self.point))
                return strategy._observe_point(self.point), reward, False, self.steps >= strategy.episode, {}

        self.env = Env()
        arch = WPK_NET if net_arch is None else net_arch
        self.model = PPO(
            "MlpPolicy", self.env, n_steps=n_steps, batch_size=n_steps, n_epochs=4, learning_rate=3e-4,
            gamma=0.9, gae_lambda=0.95, ent_coef=ent_coef, vf_coef=vf_coef, seed=seed, device="cpu", verbose=0,
            policy_kwargs=dict(net_arch=dict(pi=arch, vf=arch), activation_fn=torch.nn.Tanh),
        )  # fmt: skip
        self.env.action_space.seed(seed)

    # -- environment side (runs in the learning thread) ------------------------------------------------
    def _start_point(self) -> Point:
        return dict(self.best_point) if self.best_point is not None else self.space.sample(self.rng)

    def _apply(self, point: Point, action: int) -> Point:
        name, value = self._actions[action]
        return self.space.repair({**point, name: value}, self.rng, keep=(name,))

    def _observe_point(self, point: Point) -> np.ndarray:
        genes = [
            i / max(1, len(self.space.params[n].values) - 1)
            for n, i in zip(self.space.order, self.space.indices(point))
        ]
        alpha = self.alpha / self.reference if self.reference else 0.0
        return np.concatenate([self._shape, genes, [alpha]]).astype(np.float32)

    def _measure(self, point: Point) -> float:
        key = self.space.key(point)
        if key in self.costs:
            self._free += 1
            if self._free <= FREE_STEPS:
                return self.costs[key]
            unknown = None  # stuck on known configurations: measure a random new one instead
            for _ in range(200):
                candidate = self.space.sample(self.rng)
                if not self.known(candidate):
                    unknown = candidate
                    break
            if unknown is None:
                return self.costs[key]
            point.clear()
            point.update(unknown)
        self._free = 0
        self._requests.put(dict(point))
        answer = self._answers.get()
        if answer is None:
            raise _Stop
        return answer

    def _reward(self, beta: float) -> float:
        self.t += 1
        if self.reference is None and math.isfinite(beta):
            self.reference = beta
        if self.t == 1 or self.alpha == 0.0:
            previous, self.alpha = 0.0, (beta if math.isfinite(beta) else 0.0)
            return 0.0
        previous = self.alpha
        clamped = min(beta, 2 * previous)
        self.alpha = 0.8 * previous + 0.2 * clamped
        return float((previous - clamped) / (self.reference or 1.0))

    def _learn(self) -> None:
        try:
            self.model.learn(total_timesteps=10**9)
        except _Stop:
            pass
        except BaseException as e:  # surfaced by the next ask
            self._error = e
        finally:
            self._requests.put(None)

    # -- tuner side -------------------------------------------------------------------------------------
    def ask(self, n: int) -> list[Point]:
        if self._closed:
            return []
        if self._pending is not None:
            return [self._pending]
        if self._thread is None:
            self._free = 0
            self._thread = threading.Thread(target=self._learn, name="ixconv-ppo", daemon=True)
            self._thread.start()
        point = self._requests.get()
        if point is None:
            self._closed = True
            if self._error is not None:
                raise RuntimeError(f"PPO search failed: {self._error}") from self._error
            return []
        self._pending = point
        return [point]

    def _observe(self, results) -> None:
        if self._pending is None:
            return
        key = self.space.key(self._pending)
        if key in self.costs:
            self._pending = None
            self._answers.put(self.costs[key])

    def close(self) -> None:
        """Stop the learning thread (it is a daemon: forgetting this only leaks a sleeping thread)."""
        if self._thread is not None and not self._closed:
            self._closed = True
            self._answers.put(None)
            self._thread.join(timeout=10)

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass
