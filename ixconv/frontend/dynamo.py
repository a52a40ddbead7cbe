"""The ``torch.compile(model, backend="ixconv")`` backend.

Dynamo hands a backend each graph it captured (an FX ``GraphModule``) with the graph's example inputs. With
torch 2.13's defaults the module's parameters and buffers are among those inputs (dynamo marks them static),
and each size dynamo made dynamic (after a second input shape, by default) is an input too: a ``SymInt``.
``backend``

1. sorts the inputs into weights (frozen into the exported graph as constants), sizes (each one an axis of a
   data input: read from that input while the graph is traced, and exported as a dynamic axis) and data;
2. exports a small module that calls the graph with them (``compiled.export_module``) and loads it in ixconv;
3. returns the function dynamo calls with all the inputs: it hands the data to the ixconv model, and exports
   again when a weight was replaced or changed in place since (its version counter moved).

When the export or the load fails (an operator torch cannot export or ixconv cannot run, a sizes input that is
not an axis of a data input, an output that is not a tensor), that graph runs in PyTorch (the
``GraphModule``'s own forward) with a warning saying why. For inference: outputs carry no autograd history.

An installed ixconv declares the backend through torch's ``torch_dynamo_backends`` entry point (pyproject);
from a source tree, ``register()`` makes the name known, or pass ``backend=ixconv.frontend.dynamo.backend``.
``torch.compile(..., options={...})`` passes ``ixconv.load``'s options (``num_threads``, ``precision``, ...).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

from ixconv.frontend.compiled import CompiledModule, export_module

NAME = "ixconv"


def register() -> None:
    """Make ``backend="ixconv"`` known to ``torch.compile`` in this process (when no entry point declared it)."""
    import torch

    if NAME not in torch.compiler.list_backends(exclude_tags=()):
        torch._dynamo.register_backend(backend, name=NAME)


def _checked(options: dict[str, Any] | None) -> dict[str, Any]:
    """The load options, refused here when wrong (a mistake of the caller is an error, not a fallback)."""
    import inspect

    from ixconv.graph.executor import PRECISIONS
    from ixconv.ops.threads import check_threads
    from ixconv.tune.loading import load

    options = dict(options or {})
    known = [p for p in inspect.signature(load).parameters if p != "source"]
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise TypeError(f"options: unknown option(s) {unknown}; ixconv.load takes {known}")
    if "precision" in options and options["precision"] not in PRECISIONS:
        raise ValueError(f"options: precision must be one of {tuple(PRECISIONS)}, got {options['precision']!r}")
    check_threads(options.get("num_threads"))
    return options


def backend(gm, example_inputs: list, options: dict[str, Any] | None = None) -> Callable:
    """Dynamo's compiler function: the graph running in ixconv, or its own forward (with a warning) when it
    cannot. ``options``: keyword arguments of ``ixconv.load``."""
    options = _checked(options)
    try:
        return _Runner(gm, example_inputs, options)
    except Exception as e:  # any failure to export or load: the graph still runs, in PyTorch
        warnings.warn(f"ixconv backend: this graph runs in PyTorch: {type(e).__name__}: {e}", stacklevel=2)
        return gm.forward


def _is_weight(tensor) -> bool:
    import torch

    return isinstance(tensor, torch.nn.Parameter) or getattr(tensor, "_dynamo_static_input_type", None) is not None


def _layout(gm, example_inputs: list) -> tuple[list[tuple], list[int], list[set[int]]]:
    """For each graph input: ("weight", position) | ("data", index among the data) | ("size", data index, axis);
    the positions of the data inputs; each data input's dynamic axes."""
    import torch

    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(placeholders) != len(example_inputs):
        raise ValueError(f"the graph has {len(placeholders)} inputs, dynamo gave {len(example_inputs)} examples")
    layout: list[tuple] = []
    data: list[int] = []
    symbolic: dict[str, tuple[int, int]] = {}  # a size's expression -> (data index, axis)
    dynamic: list[set[int]] = []
    for position, (node, value) in enumerate(zip(placeholders, example_inputs)):
        if isinstance(value, torch.Tensor) and _is_weight(value):
            layout.append(("weight", position))
        elif isinstance(value, torch.Tensor):
            axes = set()
            fake = node.meta.get("example_value")
            for axis, size in enumerate(fake.shape if isinstance(fake, torch.Tensor) else ()):
                if isinstance(size, torch.SymInt):
                    axes.add(axis)
                    symbolic.setdefault(str(size.node.expr), (len(data), axis))
            layout.append(("data", len(data)))
            data.append(position)
            dynamic.append(axes)
        elif isinstance(value, (torch.SymInt, int)):
            layout.append(("size", node))
        else:
            raise TypeError(f"graph input {node.name!r} is a {type(value).__name__}")
    for i, entry in enumerate(layout):
        if entry[0] == "size":
            node = entry[1]
            value = node.meta.get("example_value")
            expr = str(value.node.expr) if isinstance(value, torch.SymInt) else None
            if expr not in symbolic:
                raise ValueError(f"graph input {node.name!r} is a size that is no axis of a tensor input")
            layout[i] = ("size", *symbolic[expr])
    return layout, data, dynamic


def _graph_module(gm, layout: list[tuple], weights: dict[int, Any]):
    """A module taking the data inputs only: it calls ``gm`` with the weights as buffers and the sizes read
    from the data."""
    import torch

    class Graph(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.gm = gm
            for position, tensor in weights.items():
                self.register_buffer(f"weight_{position}", tensor.detach(), persistent=False)

        def forward(self, *data):
            args = []
            for entry in layout:
                if entry[0] == "weight":
                    args.append(getattr(self, f"weight_{entry[1]}"))
                elif entry[0] == "data":
                    args.append(data[entry[1]])
                else:
                    args.append(data[entry[1]].shape[entry[2]])
            return tuple(self.gm(*args))

    return Graph()


class _Runner:
    """What dynamo calls with the graph's inputs: the data go to ixconv; changed weights trigger a new export."""

    def __init__(self, gm, example_inputs: list, load_options: dict):
        self.gm, self.load_options = gm, load_options
        self.layout, self.data, self.dynamic = _layout(gm, example_inputs)
        self._build(example_inputs)

    def _build(self, inputs) -> None:
        weights = {entry[1]: inputs[entry[1]] for entry in self.layout if entry[0] == "weight"}
        self.weights = [(position, tensor, tensor._version) for position, tensor in weights.items()]
        module = _graph_module(self.gm, self.layout, weights)
        examples = tuple(inputs[p] for p in self.data)
        exported = export_module(
            module, examples, dynamic_dims=[sorted(a) for a in self.dynamic], name="torch.compile graph"
        )
        self.compiled = CompiledModule(exported, **self.load_options)

    def __call__(self, *inputs):
        for position, tensor, version in self.weights:
            if inputs[position] is not tensor or tensor._version != version:  # the frozen values are stale
                try:
                    self._build(inputs)
                except Exception as e:  # as in ``backend``: from now on the graph runs in PyTorch
                    warnings.warn(f"ixconv backend: this graph runs in PyTorch: {type(e).__name__}: {e}", stacklevel=2)
                    self.weights, self.compiled = [], None
                break
        if self.compiled is None:
            return self.gm.forward(*inputs)
        return self.compiled(*(inputs[p] for p in self.data))
