"""``ixconv.compile``: a PyTorch module in, a callable that runs it in ixconv out.

``export_module`` runs the module once eagerly on the example inputs (to learn the structure of its
outputs: a tensor, or tuples, lists and dicts of them) and exports it to ONNX in memory
(``frontend.export``), the batch axis dynamic by default. ``CompiledModule`` loads that graph with
``ixconv.load`` (precision, threads, plan: the load options) and is called like the module: torch tensors
(or NumPy arrays) in, torch tensors out, in the module's output structure. Contiguous CPU tensors go in
without a copy (``Tensor.numpy()``) and the outputs come back without one (``torch.from_numpy`` on the arrays
the model returns). Inputs are checked against the example's dtype and shape (any batch size when dynamic)
before they reach the runtime.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ixconv.frontend.export import OPSET, to_onnx
from ixconv.graph.support import UnsupportedModelError


@dataclass(frozen=True)
class TensorSpec:
    """What an input must be: ``shape`` with ``None`` for a dynamic axis; ``dtype`` as torch names it."""

    shape: tuple[int | None, ...]
    dtype: Any  # torch.dtype
    numpy_dtype: np.dtype

    def describe(self) -> str:
        dims = ", ".join("N" if d is None else str(d) for d in self.shape)
        return f"shape ({dims}{',' if len(self.shape) == 1 else ''}) {str(self.dtype).replace('torch.', '')}"


@dataclass(frozen=True)
class Exported:
    """A module as ONNX: the bytes, what its inputs must be, the structure of its outputs."""

    onnx: bytes
    inputs: tuple[TensorSpec, ...]
    outputs: Any  # torch.utils._pytree.TreeSpec of the module's output
    name: str  # the module, in messages


def _example_tuple(example_inputs) -> tuple:
    import torch

    items = (example_inputs,) if isinstance(example_inputs, torch.Tensor) else example_inputs
    if not isinstance(items, (tuple, list)) or not items:
        raise TypeError(
            f"example_inputs must be a tensor or a non-empty tuple of tensors, got {type(example_inputs).__name__}"
        )
    for i, x in enumerate(items):
        if not isinstance(x, torch.Tensor):
            raise TypeError(f"example_inputs[{i}] must be a torch.Tensor, got {type(x).__name__}")
        if x.device.type != "cpu":
            raise ValueError(f"example_inputs[{i}] must be on the CPU, got device {x.device}")
        if x.is_complex() or x.dtype == torch.bfloat16 or x.dtype == torch.float16:
            raise TypeError(f"example_inputs[{i}]: dtype {x.dtype} is not one ixconv takes (float32, integers, bool)")
    return tuple(items)


def export_module(
    module, example_inputs, *, dynamic_dims=None, opset: int = OPSET, name: str | None = None
) -> Exported:
    """``module`` as ONNX for ``example_inputs`` (a tensor or a tuple of tensors, the positional arguments).
    ``dynamic_dims``: for each input, the axes of any size (default: none); ``name``: the module in messages
    (default: "module" and its class)."""
    import torch
    import torch.utils._pytree as pytree

    if not isinstance(module, torch.nn.Module):
        raise TypeError(f"module must be a torch.nn.Module, got {type(module).__name__}")
    args = _example_tuple(example_inputs)
    dynamic_dims = [()] * len(args) if dynamic_dims is None else [tuple(d) for d in dynamic_dims]
    name = name or f"module {type(module).__name__}"
    was_training = module.training
    try:
        module.eval()  # (the exporter traces in eval mode: so does this run)
        with torch.no_grad():
            result = module(*args)
    finally:
        module.train(was_training)
    leaves, tree = pytree.tree_flatten(result)
    for leaf in leaves:
        if not isinstance(leaf, torch.Tensor):
            raise TypeError(
                f"{name} returns a {type(leaf).__name__} among its outputs; ixconv returns tensors "
                "(alone, or in tuples, lists and dicts)"
            )
    input_names = [f"input_{i}" for i in range(len(args))]
    axes = {n: {axis: f"{n}_dim{axis}" for axis in dims} for n, dims in zip(input_names, dynamic_dims) if dims}
    data = to_onnx(module, args, input_names=input_names, output_names=[f"output_{i}" for i in range(len(leaves))],
                   dynamic_axes=axes or None, opset=opset, what=name)  # fmt: skip
    specs = tuple(
        TensorSpec(
            tuple(None if axis in dims else n for axis, n in enumerate(x.shape)),
            x.dtype,
            torch.empty(0, dtype=x.dtype).numpy().dtype,
        )
        for x, dims in zip(args, dynamic_dims)
    )
    return Exported(data, specs, tree, name)


class CompiledModule:
    """A module running in ixconv: ``compiled(*inputs)`` takes torch tensors (or NumPy arrays) shaped like the
    example inputs and returns torch tensors in the module's output structure (tensors of their own, without
    autograd history). ``model``: the ixconv ``Model`` (``set_threads``, ``memory_report``, ...)."""

    def __init__(self, exported: Exported, **load_options):
        from ixconv.tune.loading import load

        try:
            self.model = load(exported.onnx, **load_options)
        except UnsupportedModelError as e:
            raise UnsupportedModelError(f"{exported.name}: the exported {e}", e.problems) from None
        self.inputs = exported.inputs
        self.name = exported.name
        self._tree = exported.outputs
        self._feeds = [f"input_{i}" for i in range(len(exported.inputs))]
        self._used = set(self.model.input_names)  # (the exporter drops inputs the graph does not read)

    def __repr__(self) -> str:
        inputs = ", ".join(s.describe() for s in self.inputs)
        return f"CompiledModule({self.name}, inputs=[{inputs}], precision={self.model.precision!r})"

    def _array(self, index: int, x, spec: TensorSpec) -> np.ndarray:
        import torch

        if isinstance(x, torch.Tensor):
            if x.device.type != "cpu":
                raise ValueError(f"input {index} must be on the CPU, got device {x.device}")
            dtype, shape = x.dtype, tuple(x.shape)
        elif isinstance(x, np.ndarray):
            dtype, shape = x.dtype, x.shape
        else:
            raise TypeError(f"input {index} must be a torch.Tensor or numpy.ndarray, got {type(x).__name__}")
        wanted = spec.numpy_dtype if isinstance(x, np.ndarray) else spec.dtype
        fits = len(shape) == len(spec.shape) and all(w is None or w == n for w, n in zip(spec.shape, shape))
        if dtype != wanted:
            raise TypeError(f"input {index} must have {spec.describe()} (as the example), got dtype {dtype}")
        if not fits:
            hint = " (N: any size)" if None in spec.shape else ""
            raise ValueError(f"input {index} must have {spec.describe()}{hint}, got shape {shape}")
        if isinstance(x, np.ndarray):
            return x
        return x.detach().contiguous().numpy()  # (no copy for a contiguous tensor)

    def __call__(self, *inputs):
        import torch
        import torch.utils._pytree as pytree

        if len(inputs) != len(self.inputs):
            raise TypeError(f"{self.name} takes {len(self.inputs)} input(s) (as the example), got {len(inputs)}")
        feeds = {
            name: self._array(i, x, spec)
            for i, (name, x, spec) in enumerate(zip(self._feeds, inputs, self.inputs))
            if name in self._used
        }
        results = self.model.run(feeds)
        outputs = [torch.from_numpy(results[name]) for name in self.model.output_names]
        return pytree.tree_unflatten(outputs, self._tree)


def compile(module, example_inputs, *, dynamic_batch: bool = True, **load_options) -> CompiledModule:
    """Export ``module`` (a ``torch.nn.Module``) to ONNX with torch's exporter, load it in ixconv and return a
    callable taking and returning torch tensors like the module (in eval mode: for inference).

    ``example_inputs``: a tensor or a tuple of tensors, the module's positional arguments. ``dynamic_batch``:
    axis 0 of every input takes any size (the graph must allow it: ``x.flatten(1)``, not ``x.view(1, -1)``).
    ``load_options``: those of ``ixconv.load`` (``num_threads``, ``precision``, ``plan``, ``max_plans``).
    Raises ``NotImplementedError`` naming the operator and submodule when torch cannot export one, and
    ``UnsupportedModelError`` (a ``ValueError``) naming the operators and nodes ixconv cannot run."""
    args = _example_tuple(example_inputs)
    dims = [(0,) if dynamic_batch and x.dim() else () for x in args]
    return CompiledModule(export_module(module, args, dynamic_dims=dims), **load_options)
