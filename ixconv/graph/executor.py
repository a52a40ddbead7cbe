"""Run a graph: prepare every node once, plan the memory of intermediate tensors, execute.

* **Prepare** (``Model.__init__``): passes, then one step per node (weights packed, kernels compiled,
  every attribute validated: an unsupported one is an error naming the node, never a fallback).
* **Plan** (first run for a set of input shapes): the steps run once allocating freely; that fixes every
  tensor's shape. Liveness intervals then give each intermediate tensor an offset in one aligned arena,
  first-fit by decreasing size, so tensors whose lifetimes do not overlap share memory. A channel Concat
  whose inputs are convolution outputs read by nothing else costs nothing: each input's view is its
  channel slice of the Concat's output (``concat_aliases``), which the convolution writes directly
  (SqueezeNet's fire modules, Inception blocks). Every tensor
  keeps its address from then on, so indirection buffers are built once. When a later run finds a step's
  output in another shape (it depends on input *values*: a Slice whose start is an input, say), those
  input shapes run unplanned, allocating freely, from then on (``ShapesChanged``).
* **Run**: each step writes into its arena views. Outputs are copied out (the arena is reused).
* **Native segments** (second run for a set of shapes): a step whose inputs and outputs all live at
  fixed arena addresses becomes a ``NativeCall``; consecutive ones run as one ``NativeProgram`` -- one
  hand-off to the worker pool and no Python between the operators, a native barrier instead.

``Model.run`` is serialized by a lock: calls from several Python threads are safe and run one at a
time (each call already uses ``num_threads`` cores).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ixconv import knobs
from ixconv.graph import saved_program
from ixconv.graph.footprint import held_arrays, held_bytes
from ixconv.graph.ir import Graph, Node
from ixconv.graph.lru import LRU
from ixconv.ops.packing import mapped_empty
from ixconv.ops.program import NativeCall, NativeProgram
from ixconv.ops.threads import blas_single_threaded, check_threads, default_threads, usable_cores
from ixconv.ops.workspace import Workspace

ALIGN = 64
MAX_PLANS = 8  # default: input shapes whose arena (and native programs) a Model keeps; the least recently used goes
# What a model may trade for speed (``Model(precision=...)``), OpenVINO's inference precision hint in spirit:
PRECISIONS = {
    "exact": "every convolution direct: one fp32 multiply-add per tap, as ONNX Runtime and PyTorch compute",
    "fast": "fp32, with Winograd F(4x4, 3x3) on 3x3 stride-1 layers of 16+ input channels (2-3x faster there)",
    "bf16": "dense convolutions with bf16 products and fp32 sums (AMX tiles, else AVX512_BF16; else as fast); ~3e-3",
}
DEFAULT_PRECISION = "fast"


def return_free_memory() -> None:
    """Hand the C heap's free pages back to the system (glibc's malloc_trim) after a plan is dropped: the
    NumPy steps of a plan allocate temporaries sized by its input shape, and a heap that served many
    shapes otherwise keeps their high-water mark resident. A no-op where the C library has no malloc_trim."""
    global _MALLOC_TRIM
    if _MALLOC_TRIM is None:
        import ctypes
        import ctypes.util

        try:
            _MALLOC_TRIM = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
        except (OSError, AttributeError):
            _MALLOC_TRIM = False
    if _MALLOC_TRIM:
        _MALLOC_TRIM(0)


_MALLOC_TRIM = None


class ShapesChanged(Exception):
    """A step's output does not have its planned shape: it depends on input values, not only on shapes."""


def _feed_slots(calls: list[NativeCall], feed: np.ndarray) -> list[tuple[NativeCall, int, int]]:
    """Every argument of ``calls`` that points into the graph input ``feed`` (its start, or a view's offset into
    it: a Slice's strided copy), as (call, slot, byte offset): pointed at each run's input array."""
    start, end = feed.ctypes.data, feed.ctypes.data + max(feed.nbytes, 1)
    return [(call, slot, int(a) - start) for call in calls for slot, a in enumerate(call.args) if start <= int(a) < end]


class LazySteps(Sequence):
    """A saved model's steps, each prepared when first used: the first run of a shape whose native programs
    were saved prepares only the steps the programs leave to Python (``ixconv.graph.saved_program``)."""

    def __init__(self, make: Callable[[int], object], count: int):
        self._make = make
        self._steps: list = [None] * count

    def __len__(self) -> int:
        return len(self._steps)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(len(self))[index]]
        step = self._steps[index]
        if step is None:
            step = self._steps[index] = self._make(range(len(self))[index])
        return step

    def prepared(self) -> int:
        """How many steps are prepared so far."""
        return sum(step is not None for step in self._steps)


@dataclass
class Plan:
    """Where every intermediate tensor lives for one set of input shapes."""

    views: dict[str, np.ndarray]
    arena: np.ndarray
    naive_bytes: int  # what the tensors would take without sharing

    @property
    def arena_bytes(self) -> int:
        return self.arena.nbytes


def _bytes(spec: tuple) -> int:
    """Arena bytes of a tensor (shape, dtype): rounded up to the alignment."""
    shape, dtype = spec
    return -(-int(np.prod(shape, dtype=np.int64)) * dtype.itemsize // ALIGN) * ALIGN


def concat_aliases(nodes: list[Node], steps: list, specs: dict[str, tuple], keep: set[str]) -> dict[str, tuple]:
    """{input: (concat output, first channel)} for the inputs of channel Concats that can be written in place:
    float32 (or 8-bit) NHWC tensors produced by a step that can write a channel slice (``ConvStep`` without a
    residual input, ``ResizeStep``, a float ``PoolStep``, a ``QConvStep`` whose kernels store pixels at any
    stride), read by nothing but this Concat, not a model output, not repeated. The Concat copies its other
    inputs."""
    from ixconv.graph.nhwc_ops import ConcatStep, QConvStep, ResizeStep

    readers: dict[str, int] = {}
    for node in nodes:
        for name in node.inputs:
            readers[name] = readers.get(name, 0) + 1
    producer = {name: step for node, step in zip(nodes, steps) for name in node.outputs if name}
    aliases, chained = prefix_concat_aliases(nodes, steps, specs, keep)
    for node, step in zip(nodes, steps):
        if node.outputs and node.outputs[0] in chained:
            continue  # placed with its chain
        if not isinstance(step, ConcatStep) or step.axis % 4 != 3 or node.outputs[0] not in specs:
            continue
        out_shape, out_dtype = specs[node.outputs[0]]
        words = out_dtype == np.float32 or (np.dtype(out_dtype).itemsize == 1 and out_shape[-1] % 4 == 0)
        if not words or len(out_shape) != 4 or len(set(node.inputs)) != len(node.inputs):
            continue
        placed, channel = {}, 0
        for name in node.inputs:
            shape, dtype = specs.get(name, ((), None))
            if dtype != out_dtype or len(shape) != 4 or tuple(shape[:3]) != tuple(out_shape[:3]):
                break
            source = producer.get(name)
            if out_dtype == np.float32:
                writer = _slice_writer(source)
            else:  # 8-bit: the resampling kernel moves words (4-channel multiples); the 8-bit convolutions
                aligned = channel % 4 == 0 and shape[3] % 4 == 0
                writer = (isinstance(source, ResizeStep) and aligned) or (
                    isinstance(source, QConvStep) and source.writes_channel_slices
                )
            if writer and name not in keep and readers.get(name) == 1:
                placed[name] = (node.outputs[0], channel)  # written in place; the Concat copies the others
            channel += shape[3]
        else:
            aliases.update(placed)
    return aliases


def _slice_writer(step) -> bool:
    """Whether a step writes its float32 output into a channel slice of a wider tensor (a Concat's, in place)."""
    from ixconv.graph.nhwc_ops import ConvStep, PoolStep, ResizeStep

    return isinstance(step, (ResizeStep, PoolStep)) or (isinstance(step, ConvStep) and not step.residual)


def prefix_concat_aliases(nodes: list[Node], steps: list, specs: dict[str, tuple], keep: set[str]) -> tuple:
    """(aliases, the Concat outputs placed) for chains of channel Concats of float32 NHWC tensors each of which
    concatenates a prefix of the next one's inputs, as DenseNet's blocks do (layer i reads cat(x0, y1 .. y(i-1))):
    every tensor of the chain's last Concat (its root) is written once, in place, into its slice of the root,
    and each earlier Concat's output is the root's first channels (a view with the root's pixel stride, read
    in place by element-wise programs, which gather any stride) -- no copy at all where each layer copied
    every earlier feature map. Only when every input of the root is written by a step that can write a channel
    slice and read by nothing but the chain's Concats and element-wise programs, the earlier Concats' outputs by
    element-wise programs alone, and no tensor of the chain is a model output."""
    from ixconv.graph.fusion import FusedStep
    from ixconv.graph.nhwc_ops import ConcatStep

    step_of = {node.outputs[0]: step for node, step in zip(nodes, steps) if node.outputs}
    readers: dict[str, list] = {}
    for node, step in zip(nodes, steps):
        for name in node.inputs:
            readers.setdefault(name, []).append(step)
    concats = [node for node, step in zip(nodes, steps) if isinstance(step, ConcatStep) and step.axis % 4 == 3
               and node.outputs[0] in specs and specs[node.outputs[0]][1] == np.float32
               and len(set(node.inputs)) == len(node.inputs)]  # fmt: skip
    by_inputs = {tuple(node.inputs): node for node in concats}
    shorter_of: dict[str, str] = {}  # a Concat's output -> the output of the Concat of its inputs but the last
    for node in concats:
        shorter = by_inputs.get(tuple(node.inputs[:-1])) if len(node.inputs) > 1 else None
        if shorter is not None:
            shorter_of[node.outputs[0]] = shorter.outputs[0]
    extended = set(shorter_of.values())
    aliases: dict[str, tuple] = {}
    chained: set[str] = set()
    for root in (node for node in concats if node.outputs[0] in shorter_of and node.outputs[0] not in extended):
        chain = [root.outputs[0]]
        while chain[-1] in shorter_of:  # the earlier Concats: each one input shorter
            chain.append(shorter_of[chain[-1]])
        earlier = chain[1:]
        shape, _ = specs[root.outputs[0]]
        views_ok = all(
            name not in keep and all(isinstance(r, FusedStep) for r in readers.get(name, ()))
            and tuple(specs[name][0][:3]) == tuple(shape[:3]) for name in earlier
        )  # fmt: skip
        offsets, channel, inputs_ok = {}, 0, True
        chain_inputs = [set(n.inputs) for n in concats if n.outputs[0] in chain]
        for name in root.inputs:
            in_shape, dtype = specs.get(name, ((), None))
            uses = readers.get(name, ())
            in_chain = sum(name in members for members in chain_inputs)
            inputs_ok &= (
                dtype == np.float32 and len(in_shape) == 4 and tuple(in_shape[:3]) == tuple(shape[:3])
                and _slice_writer(step_of.get(name)) and name not in keep
                and sum(isinstance(r, ConcatStep) for r in uses) == in_chain
                and all(isinstance(r, (ConcatStep, FusedStep)) for r in uses)
            )  # fmt: skip
            offsets[name] = channel
            channel += in_shape[3] if len(in_shape) == 4 else 0
        if not (views_ok and inputs_ok) or root.outputs[0] in keep:
            continue
        for name, first in offsets.items():
            aliases[name] = (root.outputs[0], first)
        for name in earlier:
            aliases[name] = (root.outputs[0], 0)
        chained.update(chain)
    return aliases, chained


def reshape_aliases(nodes: list[Node], steps: list, specs: dict[str, tuple], keep: set[str], placed: dict) -> dict:
    """{output: (host, None)} for the reshapes (Identity, Reshape, Flatten, Squeeze, Unsqueeze, Dropout) whose
    output is its input's bytes as they are: the input a whole arena tensor (produced by the model, not a
    channel slice in ``placed``, not a model output, nor is the output), the same dtype and element count. The
    output is then a view of the input's buffer (of the first tensor of a chain of reshapes) and the step moves
    nothing: the layout pass's Identities (ConvNeXt's permutes around LayerNorm, 46 copies) cost no time."""
    from ixconv.graph.steps import GenericStep

    made = {name for node in nodes for name in node.outputs if name}
    aliases: dict[str, tuple] = {}
    for node, step in zip(nodes, steps):
        if not isinstance(step, GenericStep) or node.op not in GenericStep.RESHAPES or len(node.outputs) != 1:
            continue
        source, target = node.inputs[0], node.outputs[0]
        if source not in made or source in placed or source in keep or target in keep:
            continue
        if source not in specs or target not in specs:
            continue
        (shape, dtype), (target_shape, target_dtype) = specs[source], specs[target]
        if dtype != target_dtype or np.prod(shape, dtype=np.int64) != np.prod(target_shape, dtype=np.int64):
            continue
        aliases[target] = (aliases.get(source, (source,))[0], None)
    return aliases


def tensor_aliases(nodes: list[Node], steps: list, specs: dict[str, tuple], keep: set[str]) -> dict[str, tuple]:
    """Tensors that live inside another one: channel slices of a Concat's output (``concat_aliases``) and
    reshapes of their input (``reshape_aliases``)."""
    placed = concat_aliases(nodes, steps, specs, keep)
    return {**placed, **reshape_aliases(nodes, steps, specs, keep, placed)}


def store_bf16_tensors(
    calls: list,
    labels: list,
    spans: list,
    feeds_of: list,
    reads: dict[str, int],
    keep: set[str],
    bf16_activations: bool = False,
) -> tuple[list, list]:
    """A native program's calls with the tensors that only bf16 convolutions and depthwise layers read stored as
    bf16 by the call that computes them (``ops.bf16.store_as_bf16``): no fp32 tensor written, no conversion pass
    (a tensor that stays fp32 and several bf16 convolutions read is converted once: ``ops.bf16.share_conversion``);
    every reader of such a tensor is a bf16 convolution, a depthwise convolution / average pooling or a
    convolution's fused residual Add of this program (``reads``: node inputs reading each tensor in the whole
    graph), and it is no model output (``keep``). ``spans``: (node, first call, call count) per node;
    ``feeds_of`` follows the calls replaced. The bf16 convolutions' results are the same (the producer rounds as
    the conversion did); depthwise and residual readers only with ``bf16_activations`` (the ``"bf16"``
    precision: they then read values rounded to bf16, as OpenVINO's bf16 keeps its activations)."""
    from ixconv.ops.amx_store import (
        reads_widening,
        repeated_conversions,
        store_as_bf16_in_place,
        store_concat_as_bf16_in_place,
        store_into_amx_input,
    )
    from ixconv.ops.bf16 import (
        bf16_converter,
        bf16_supported,
        depthwise_kernel_of,
        share_conversion,
        store_as_bf16,
        store_concat_as_bf16,
    )

    if not bf16_supported():
        return calls, labels
    convert = bf16_converter("avx512").run
    writer = {node.outputs[0]: first + count - 1 for node, first, count in spans if len(node.outputs) == 1 and count}
    # Concats whose inputs were all written in place: their output has no call of its own
    concats = {node.outputs[0]: node for node, _, count in spans if node.op == "Concat" and not count}
    # Concats that copy some inputs into their slices: (node, their copies' call indices)
    copying = {node.outputs[0]: (node, range(first, first + count)) for node, first, count in spans
               if node.op == "Concat" and count}  # fmt: skip
    made = set(writer) | set(concats)
    depthwise: dict[str, list[int]] = {}
    converting: dict[str, list[int]] = {}  # every bf16 convolution's conversion, by the tensor it converts
    phased: dict[str, list[list[int]]] = {}  # the conversions of those that convert in several passes (phases)
    for node, first, count in spans:  # a bf16 convolution: (conversion of its input, GEMM); a depthwise layer
        source = node.inputs[0] if node.inputs else None
        if not source or node.inputs.count(source) != 1:
            continue
        if count == 2 and calls[first].driver is convert:
            converting.setdefault(source, []).append(first)
        elif count > 2 and all(call.driver is convert for call in calls[first : first + count - 1]):
            phased.setdefault(source, []).append(list(range(first, first + count - 1)))  # (the kernel follows)
        elif count == 1 and source in made and bf16_activations and depthwise_kernel_of(calls[first]) is not None:
            depthwise.setdefault(source, []).append(first)
    elementwise: dict[str, list[int]] = {}  # element-wise programs and global poolings, by the tensor they read
    for node, first, count in spans:  # (once per input read)
        if count == 1 and bf16_activations and reads_widening(calls[first]):
            for name in node.inputs:
                if name in made:
                    elementwise.setdefault(name, []).append(first)
    adding: dict[str, list[int]] = {}  # the fused residual Adds a layer's GEMM computes, by the tensor it adds
    for node, first, count in spans:
        residual = node.inputs[3] if node.op == "FusedConv" and len(node.inputs) > 3 else ""
        if residual and residual in made and bf16_activations and count and node.inputs.count(residual) == 1:
            adding.setdefault(residual, []).append(first + count - 1)
    readers = {source: firsts for source, firsts in converting.items() if source in made}
    calls, dropped = list(calls), set()

    def swap(replacements: dict[int, object]) -> None:
        """Calls replaced by index; ``feeds_of`` follows them."""
        replaced = {id(calls[i]): call for i, call in replacements.items()}
        for i, call in replacements.items():
            calls[i] = call
        feeds_of[:] = [(replaced.get(id(c), c), *rest) for c, *rest in feeds_of]

    for tensor in dict.fromkeys([*readers, *depthwise, *adding, *(t for t in phased if t in made), *elementwise]):
        firsts, dw, adds = readers.get(tensor, []), depthwise.get(tensor, []), adding.get(tensor, [])
        passes, ew_reads = phased.get(tensor, []), elementwise.get(tensor, [])
        if tensor in keep or reads.get(tensor) != len(firsts) + len(dw) + len(adds) + len(passes) + len(ew_reads):
            continue  # read by something else too: it stays fp32
        ew = list(dict.fromkeys(ew_reads))  # (a program reading it twice reads it as bf16 twice)
        ew_calls = [calls[i] for i in ew]
        if adds and (tensor in concats or {i + 1 for i in firsts} & set(adds)):
            continue  # (a Concat's slices, or a layer adding the tensor it reads: the residual stays fp32)
        pairs, dw_calls = [(calls[i], calls[i + 1]) for i in firsts], [calls[i] for i in dw]
        copies: dict[int, object] = {}  # conversions that copy a bf16 tensor's bytes instead: they stay
        if tensor in concats or tensor in copying:  # stored as bf16 slice by slice, by the calls writing the slices
            if tensor in concats:
                inputs = concats[tensor].inputs
                if not all(name in writer for name in inputs):
                    continue
                at = [writer[name] for name in inputs]
                early = bool(firsts and dw and min(dw) < firsts[0])  # a depthwise reader before the first conversion
                stored = None if ew else store_concat_as_bf16([calls[i] for i in at], pairs, dw_calls, early)
            else:  # (the producers of the inputs it copies write elsewhere: its copies convert them instead)
                node, copies_at = copying[tensor]
                at, stored = [*(writer[name] for name in node.inputs if name in writer), *copies_at], None
            if stored is None:  # in its own memory, for AMX layers (and large depthwise layers)
                several = [i for indices in passes for i in indices]
                placed = store_concat_as_bf16_in_place([calls[i] for i in at], pairs, [calls[i] for i in several],
                                                       dw_calls, calls, ew_calls)  # fmt: skip
                if placed is None:
                    continue
                copies = {i: copy for i, copy in zip(firsts, placed[2]) if copy is not None}
                copies.update(zip(several, placed[3]))
                copies.update(zip(ew, placed[5]))  # (the element-wise programs reading it as bf16)
                stored = (placed[0], placed[1], placed[4], None)
            writes = {i: call for i, call in zip(at, stored[0]) if call is not None}
            converted = stored[3]
            if converted is not None:  # the first conversion stays, for the channels still written in fp32
                writes[firsts[0]] = converted
            writes.update(copies)
        else:
            at, stored, converted = writer[tensor], None, None
            if not passes and not ew:
                stored = store_as_bf16(calls[at], pairs, dw_calls, [calls[i] for i in adds])
            alone = len(pairs) == 1 and not dw_calls and not adds and not ew
            if stored is None and alone and firsts[0] == at + 1:
                stored = store_into_amx_input(calls[at], *pairs[0])  # (one AMX layer reads it, right after)
            if stored is None:  # in its own memory, for AMX layers, AMX residual Adds, (large) depthwise layers and
                several = [i for indices in passes for i in indices]  # element-wise programs
                stored = store_as_bf16_in_place(calls[at], pairs, [calls[i] for i in adds], [calls[i] for i in several],
                                                dw_calls, ew_calls)  # fmt: skip
                if stored is not None:  # (the conversions that copy the bf16 bytes instead stay)
                    copies = {i: copy for i, copy in zip(firsts, stored[2]) if copy is not None}
                    copies.update(zip(several, stored[4]))
                    copies.update(zip(ew, stored[6]))  # (the element-wise programs reading it as bf16)
                    stored = (stored[0], stored[1], stored[5], stored[3])
            if stored is None:
                continue
            writes = {at: stored[0], **dict(zip(adds, stored[3] if adds else ())), **copies}  # (AMX store: no adds)
        swap({**writes, **{i + 1: gemm for i, gemm in zip(firsts, stored[1])}, **dict(zip(dw, stored[2]))})
        dropped.update(i for i in (firsts if converted is None else firsts[1:]) if i not in copies)
    for firsts in converting.values():  # a tensor left in fp32 that several bf16 convolutions read: converted once
        firsts = [i for i in firsts if i not in dropped]
        shared = share_conversion([(calls[i], calls[i + 1]) for i in firsts]) if len(firsts) > 1 else None
        if shared is not None:
            swap({i + 1: gemm for i, gemm in zip(firsts[1:], shared)})
            dropped.update(firsts[1:])
        elif len(firsts) > 1:  # AMX layers of one geometry: the later of two identical conversions left out
            dropped.update(repeated_conversions(calls, firsts) or ())
    kept = [i for i in range(len(calls)) if i not in dropped]
    return [calls[i] for i in kept], [labels[i] for i in kept]


def plan_memory(
    order: list[list[str]],
    uses: list[list[str]],
    specs: dict[str, tuple],
    keep: set[str],
    aliases: dict[str, tuple] | None = None,
) -> Plan:
    """First-fit offsets by decreasing size over liveness intervals [defined at, last used at].

    ``aliases``: tensors that live inside another one (``tensor_aliases``: name -> (host, first channel), or
    (host, None) for the host's bytes reshaped); they take no space of their own, and their host is live from
    the first of them to the last use of any of them."""
    aliases = aliases or {}
    first: dict[str, int] = {}
    last: dict[str, int] = {}
    for step, names in enumerate(order):
        for name in names:
            host = aliases.get(name, (name,))[0]
            first.setdefault(host, step)
            last[host] = max(last.get(host, step), step)
    for step, names in enumerate(uses):
        for name in names:
            name = aliases.get(name, (name,))[0]
            if name in first:
                last[name] = max(last[name], step)
    end = len(order)
    for name in keep:
        if name in last:
            last[name] = end
    sizes = {name: _bytes(specs[name]) for name in first}
    placed: list[tuple[int, int, int, int]] = []  # (offset, size, first, last)
    offsets: dict[str, int] = {}
    for name in sorted(first, key=lambda n: (-sizes[n], first[n])):
        size, lo, hi = sizes[name], first[name], last[name]
        busy = sorted((o, o + s) for o, s, f, l in placed if not (l < lo or f > hi))
        offset = 0
        for start, stop in busy:
            if offset + size <= start:
                break
            offset = max(offset, stop)
        offsets[name] = offset
        placed.append((offset, size, lo, hi))
    total = max((o + s for o, s, _, _ in placed), default=0)
    arena = mapped_empty(max(total, ALIGN))  # page-aligned; unmapped when the plan is dropped
    views = {}
    for name, offset in offsets.items():
        shape, dtype = specs[name]
        count = int(np.prod(shape, dtype=np.int64))
        views[name] = arena[offset : offset + count * dtype.itemsize].view(dtype).reshape(shape)
    for name, (host, channel) in aliases.items():
        shape = specs[name][0]
        views[name] = views[host].reshape(shape) if channel is None else views[host][..., channel : channel + shape[3]]
    return Plan(views, arena, sum(sizes.values()) + sum(_bytes(specs[name]) for name in aliases))


class Model:
    """A loaded, optimized and prepared ONNX model. ``model.run({"input": x})`` or ``model(x)``."""

    def __init__(
        self,
        source,
        num_threads: int | None = None,
        optimize_graph: bool = True,
        choices=None,
        native_programs: bool = True,
        max_plans: int = MAX_PLANS,
        precision: str = DEFAULT_PRECISION,
        artifacts=None,
    ):
        """``source``: a path, bytes, an ``onnx.ModelProto`` or an ixconv ``Graph``. With
        ``optimize_graph=False`` only the layout pass runs (for testing the other passes); ``"done"``: ``source``
        is a ``Graph`` that ``optimize`` already returned (a saved model's), run as it is.
        ``choices``: tuning records as plain data, convolution signature -> implementation choice (see
        ``ixconv.ops.impls``; ``ixconv.load`` reads them from the tuning database).
        ``native_programs=False`` runs every step from Python (for comparing, and for debugging).
        ``max_plans``: input shapes whose memory plan and native programs are kept (least recently used first
        out), so a model fed ever new sizes keeps a bounded working set.
        ``precision``: ``"exact"`` computes every convolution directly (one fp32 multiply per tap, as ONNX
        Runtime does); ``"fast"`` (the default) also lets 3x3 stride-1 layers run by Winograd F(4x4, 3x3),
        2-3x faster, within 4e-5 of the layer's largest output instead of ~3e-7; ``"bf16"`` multiplies in bf16
        where the CPU can (OpenVINO's default on such CPUs), ~2e-3 (see ``PRECISIONS``).
        ``artifacts``: a context manager entered while the model prepares its steps and plans a set of input
        shapes (``ixconv.graph.saved``: the packed weights and compiled objects of a saved model)."""
        if precision not in PRECISIONS:
            raise ValueError(f"precision must be one of {tuple(PRECISIONS)}, got {precision!r}")
        self.precision = precision
        if not isinstance(max_plans, int) or isinstance(max_plans, bool) or max_plans < 1:
            raise ValueError(f"max_plans must be a positive integer, got {max_plans!r}")
        self.max_plans = max_plans
        self.native_programs = native_programs
        self.num_threads = check_threads(num_threads)
        self.source = source if isinstance(source, (str, os.PathLike)) else None  # what ``save`` rebuilds from
        self._artifacts = artifacts
        if not isinstance(source, Graph):
            from ixconv.graph.onnx_import import load_model_proto, to_graph  # (a saved model's load needs neither)

        graph = source if isinstance(source, Graph) else to_graph(load_model_proto(source))
        if optimize_graph == "done":
            self.graph = graph
        else:
            from ixconv.graph import layout
            from ixconv.graph.pipeline import optimize  # (the passes: not imported for a saved model's graph)
            from ixconv.graph.support import check_model

            check_model(graph, f"model {graph.name!r}")  # every unsupported operator of the model, in one error

            self.graph = optimize(graph) if optimize_graph else layout.to_nhwc(graph)
        del graph
        self.choices = dict(choices or {})
        self._constants = frozenset(self.graph.initializers)  # including those released below
        self._shape_only = frozenset(self.graph.shape_only_tensors())
        self._workspace = Workspace()  # scratch shared by the steps: they run one at a time
        if getattr(artifacts, "programs", None):  # a saved model with native programs: steps when first needed
            self.steps = LazySteps(self._make_step, len(self.graph.nodes))
        else:
            self.steps = self._prepare_steps()
            self._release_packed_initializers()
        self.input_names = [v.name for v in self.graph.inputs]
        self.output_names = self.graph.output_names
        self._plans: dict[tuple, Plan] = {}
        self._segments: dict[tuple, list] = {}
        self._unplanned = LRU(1024)  # input shapes whose intermediate shapes depend on input values
        self._feed_calls: dict[tuple, list] = {}
        self._folded: dict[tuple, dict] = {}  # input shapes -> the values of their shape subgraphs
        self._kept: dict[tuple, list] = {}  # input shapes -> what rebuilt saved programs point into
        self._lock = threading.Lock()
        self.last_run_seconds: float | None = None

    def _make_step(self, index: int):
        """The step of node ``index``."""
        from ixconv.graph.steps import GenericStep, make_step  # (a saved model's programs may need no step)

        node = self.graph.nodes[index]
        with self._building():
            step = make_step(node, self.graph, self.num_threads, self.choices, self.precision, self._workspace)
        if isinstance(step, GenericStep):  # inputs fixed for a plan: constants, or computed from shapes only
            step.fixed = tuple(not i or i in self._constants or i in self._shape_only for i in node.inputs)
        return step

    def _prepare_steps(self) -> list:
        """One step per node; a node refused here (an attribute the kernel cannot honour) is reported together
        with every other refused node."""
        from ixconv.graph.support import Problem, UnsupportedModelError

        steps, problems = [], []
        for index, n in enumerate(self.graph.nodes):
            try:
                steps.append(self._make_step(index))
            except ValueError as e:
                problems.append(Problem(n.name or "?", n.op, str(e), False))
        if problems:
            shown = "; ".join(p.message for p in problems[:5])
            raise UnsupportedModelError(
                f"model {self.graph.name!r} (opset {self.graph.opset}) cannot run in ixconv: {len(problems)} "
                f"unsupported node(s): {shown}{'; ...' if len(problems) > 5 else ''}",
                problems,
            )
        return steps

    def _release_packed_initializers(self) -> None:
        """Weights that only kernels read now live packed inside the steps: drop the graph's copy."""
        from ixconv.graph.nhwc_ops import ConvStep, GemmStep

        needed = set(self.graph.output_names)
        for step, node in zip(self.steps, self.graph.nodes):
            if isinstance(step, (ConvStep, GemmStep)):
                needed.add(node.inputs[0])
                needed.update(node.inputs[3:])
            else:
                needed.update(node.inputs)
        self.graph.initializers = {k: v for k, v in self.graph.initializers.items() if k in needed}

    def save(self, directory, source=None) -> None:
        """Keep the optimized graph, the packed weights and the compiled kernels of this model in ``directory``
        (``ixconv.graph.saved``): ``ixconv.load(directory)`` then starts without passes, packing or compiling.
        ``source``: the ONNX model (path, bytes or ``ModelProto``) when the model was not loaded from a file."""
        from ixconv.graph import saved

        saved.save(self, directory, source)

    def __repr__(self) -> str:
        steps = len(self.steps)
        return f"Model({self.graph.name!r}, inputs={self.input_names}, outputs={self.output_names}, {steps} steps)"

    def set_threads(self, num_threads: int | None) -> None:
        num_threads = check_threads(num_threads)
        with self._lock:  # not in the middle of a run (another Python thread's): it would keep stale segments
            self.num_threads = num_threads
            self._segments.clear()  # their schedules are split for the old thread count
            for step in self.steps:
                if hasattr(step, "set_threads"):
                    step.set_threads(self.num_threads)

    # -- inputs --------------------------------------------------------------------------------------
    def _check_feeds(self, feeds) -> dict[str, np.ndarray]:
        if not isinstance(feeds, dict):
            raise TypeError(f"inputs must be a dict of name -> numpy array, got {type(feeds).__name__}")
        unknown = set(feeds) - set(self.input_names)
        if unknown:
            raise ValueError(f"inputs: unknown input(s) {sorted(unknown)}; the model takes {self.input_names}")
        checked = {}
        for info in self.graph.inputs:
            if info.name not in feeds:
                raise ValueError(f"inputs: missing input {info.name!r} (the model takes {self.input_names})")
            x = feeds[info.name]
            if isinstance(x, np.generic):  # a NumPy scalar is a 0-d tensor
                x = np.asarray(x)
            if not isinstance(x, np.ndarray):
                raise TypeError(f"input {info.name!r} must be a numpy.ndarray, got {type(x).__name__}")
            if x.dtype != info.dtype:
                raise TypeError(f"input {info.name!r} must be {info.dtype}, got {x.dtype}")
            if info.shape and len(info.shape) != x.ndim:
                raise ValueError(f"input {info.name!r} must have rank {len(info.shape)} {info.shape}, got {x.shape}")
            for axis, (want, got) in enumerate(zip(info.shape, x.shape)):
                if isinstance(want, int) and want != got:
                    raise ValueError(f"input {info.name!r}: dimension {axis} must be {want}, got shape {x.shape}")
            checked[info.name] = x if x.flags.c_contiguous else x.copy(order="C")  # (ascontiguousarray makes 0-d 1-d)
        return checked

    # -- execution -----------------------------------------------------------------------------------
    def _arguments(self, node: Node, values: dict[str, np.ndarray]) -> list:
        args = []
        for name in node.inputs:
            if not name:
                args.append(None)
            elif name in values:
                args.append(values[name])
            else:
                args.append(self.graph.initializers.get(name))  # None: released, packed in the step
        return args

    def _execute(
        self, values: dict[str, np.ndarray], plan: Plan | None, keep: tuple[set, dict] | None = None
    ) -> dict[str, np.ndarray]:
        """Run every step. ``keep``: (names, copies) -- a copy of each named tensor as it is produced (a later
        step may reuse its arena memory)."""
        for step, node in zip(self.steps, self.graph.nodes):
            outs = None if plan is None else [plan.views.get(o) if o else None for o in node.outputs]
            results = step(self._arguments(node, values), outs)
            if plan is not None:
                self._check_planned(node, results, plan)
            for name, value in zip(node.outputs, results):
                if name:
                    values[name] = value
                    if keep is not None and name in keep[0] and value is not None:
                        keep[1][name] = np.array(value, copy=True)
        return values

    @staticmethod
    def _check_planned(node: Node, results, plan: Plan) -> None:
        for name, value in zip(node.outputs, results):
            view = plan.views.get(name) if name else None
            if view is not None and isinstance(value, np.ndarray) and value.shape != view.shape:
                raise ShapesChanged(f"node {node}: output {name!r} has shape {value.shape}, planned {view.shape}")

    def _plan(self, feeds: dict[str, np.ndarray]) -> tuple[Plan, dict[str, np.ndarray]]:
        """Run once allocating freely, then plan the arena from the shapes seen. When the model's ``artifacts``
        know every tensor's shape for these input shapes (a saved model's), plan first and run into the arena
        (a shape that differs raises ``ShapesChanged``, as on any planned run)."""
        produced = [[o for o in n.outputs if o and o not in feeds] for n in self.graph.nodes]
        uses = [[i for i in n.inputs if i] for n in self.graph.nodes]
        keep = set(self.output_names)
        key = tuple((name, x.shape) for name, x in sorted(feeds.items()))
        specs = getattr(self._artifacts, "tensor_specs", lambda _key: None)(key)
        if specs is not None and all(name in specs for names in produced for name in names):
            plan = plan_memory(produced, uses, specs, keep, tensor_aliases(self.graph.nodes, self.steps, specs, keep))
            return plan, self._execute(dict(feeds), plan)
        values = self._execute(dict(feeds), None)
        specs = {name: (values[name].shape, values[name].dtype) for names in produced for name in names}
        plan = plan_memory(produced, uses, specs, keep, tensor_aliases(self.graph.nodes, self.steps, specs, keep))
        return plan, values

    def _programs_apply(self) -> bool:
        """Native programs need a core per thread: their barrier spins. With more threads than cores (an
        oversubscribed machine) a spinning thread can hold the core its peer needs to finish (MobileNet v2,
        6 threads on 2 cores: 100 ms as a program, 32 ms step by step), so then the steps run one by one."""
        return self.native_programs and self._threads() <= usable_cores()

    def _segment(self, feeds: dict[str, np.ndarray], plan: Plan) -> tuple[list, dict[str, np.ndarray]]:
        """Run once on the plan, then group the steps: runs of native calls, and Python steps.

        A tensor is *anchored* when its producer wrote it into its arena view (same address, same
        shape): only steps whose inputs are all anchored (or constants) and whose outputs are arena
        views can be replayed as native calls. Graph inputs are never anchored (the caller's arrays).
        """
        from ixconv.graph.steps import GenericStep

        shape_only = self._shape_only
        folded: dict[str, np.ndarray] = {}  # the values of the shape subgraphs, copied as they are produced
        values = self._execute(dict(feeds), plan, keep=(shape_only, folded))
        anchored = {}
        for name, view in plan.views.items():
            value = values.get(name)
            if isinstance(value, np.ndarray) and value.shape == view.shape and value.ctypes.data == view.ctypes.data:
                anchored[name] = view
        segments: list = []
        calls: list[NativeCall] = []
        labels: list[tuple[str, str]] = []  # (node name, op) of each call: what a profile reports
        feeds_of: list[tuple] = []  # (call, input name, argument slot, byte offset): arguments into a graph input
        spans: list[tuple] = []  # (node, its first call, its call count) in the program being built
        reads: dict[str, int] = {}  # tensor -> how many node inputs read it, in the whole graph
        bf16_activations = self.precision == "bf16"  # depthwise layers may read bf16 tensors
        for n in self.graph.nodes:
            for name in n.inputs:
                reads[name] = reads.get(name, 0) + 1
        keep = set(self.output_names)
        for step, node in zip(self.steps, self.graph.nodes):
            # Shape subgraphs (Shape -> Gather -> Concat -> a Reshape's target, anchors from Range, ...) are
            # constants of this plan: their values were kept aside, and the nodes never run again
            if node.outputs and all(not name or name in folded for name in node.outputs):
                continue
            native, slots = None, []
            fed = [name for name in node.inputs if name in feeds]
            fixed = [not name or name in anchored or name in folded or name in self._constants for name in node.inputs]
            reshape = isinstance(step, GenericStep) and node.op in GenericStep.RESHAPES
            if reshape and not all(
                not name or name in shape_only or name in self._constants for name in node.inputs[1:]
            ):
                fixed[1:] = [False] * (len(fixed) - 1)  # a reshape to a shape computed from input values
            inputs_fixed = all(ok or name in feeds for name, ok in zip(node.inputs, fixed))
            outputs_fixed = all(name in anchored for name in node.outputs if name)
            if hasattr(step, "native") and inputs_fixed and outputs_fixed:
                known = {**anchored, **folded, **feeds}
                args = [known.get(name, self.graph.initializers.get(name)) if name else None for name in node.inputs]
                native = step.native(args, [anchored[name] if name else None for name in node.outputs])
                slots = [(c, name, slot, at) for name in fed for c, slot, at in _feed_slots(native or [], feeds[name])]
                if native and not all(any(entry[1] == name for entry in slots) for name in fed):
                    native = None  # an input read some other way (a copy taken now): cannot follow the next run's
                if native is not None and not native:  # nothing left to do: a Concat whose inputs were written in place
                    spans.append((node, len(calls), 0))
                    continue
            if native:
                spans.append((node, len(calls), len(native)))
                calls.extend(native)
                labels.extend([(node.name or node.outputs[0], node.op)] * len(native))
                feeds_of.extend(slots)  # pointed at each run's input
                continue
            if calls:
                stored = store_bf16_tensors(calls, labels, spans, feeds_of, reads, keep, bf16_activations)
                segments.append(NativeProgram(*stored))
                calls, labels, spans = [], [], []
            segments.append((step, node))
        if calls:
            segments.append(
                NativeProgram(*store_bf16_tensors(calls, labels, spans, feeds_of, reads, keep, bf16_activations))
            )
        key = tuple((name, x.shape) for name, x in sorted(feeds.items()))
        self._feed_calls[key] = feeds_of
        self._folded[key] = folded
        return segments, values

    def _run_segments(
        self, key, feeds: dict[str, np.ndarray], plan: Plan, segments: list, timings: dict | None = None
    ) -> dict[str, np.ndarray]:
        """Run a plan's segments. ``timings``: also add each node's seconds to it, under (node name, op) (native
        programs timed by ``NativeProgram.profile``; where it has no time stamps, the program as one entry)."""
        return self._replay(feeds, plan, segments, self._feed_calls[key], self._folded[key], timings)

    def _replay(self, feeds, plan: Plan, segments: list, feed_calls: list, folded: dict, timings=None) -> dict:
        for call, name, slot, offset in feed_calls:
            call.args[slot] = feeds[name].ctypes.data + offset  # same shape, dtype and layout: only the address
        values = dict(plan.views)
        values.update(feeds)
        values.update(folded)
        for segment in segments:
            start = time.perf_counter() if timings is not None else 0.0
            if isinstance(segment, NativeProgram):
                if timings is None:
                    segment.run()
                    continue
                seconds, labels = segment.profile(), segment.labels
                if seconds is None:
                    seconds, labels = [time.perf_counter() - start], [("(native program)", "program")]
                for label, t in zip(labels, seconds):
                    timings[label] = timings.get(label, 0.0) + t
                continue
            step, node = segment
            outs = [plan.views.get(o) if o else None for o in node.outputs]
            results = step(self._arguments(node, values), outs)
            self._check_planned(node, results, plan)
            for name, value in zip(node.outputs, results):
                if name:
                    values[name] = value
            if timings is not None:
                label = (node.name or node.outputs[0], node.op)
                timings[label] = timings.get(label, 0.0) + time.perf_counter() - start
        return values

    # -- saved native programs (``ixconv.graph.saved_program``) -----------------------------------------
    def _threads(self) -> int:
        return self.num_threads or default_threads()

    def _program_state(self, key, prepared: dict, functions: dict) -> saved_program.State:
        plan, segments = self._plans[key], self._segments[key]
        index = {id(node): i for i, node in enumerate(self.graph.nodes)}
        programs = [s.calls for s in segments if isinstance(s, NativeProgram)]
        arenas = [p.arena for p in self._plans.values()]
        held = held_arrays([self.steps, self.graph, self._folded, programs], exclude=arenas).values()
        return saved_program.State(
            plan.views, plan.arena, plan.naive_bytes,
            [s if isinstance(s, NativeProgram) else index[id(s[1])] for s in segments],
            self._feed_calls[key], self._folded[key], self._threads(), list(held), prepared, functions,
        )  # fmt: skip

    def saveable_programs(self, prepared: dict, functions: dict, keys: list | None = None) -> dict:
        """{input shapes: ``saved_program.Record``} of every planned shape whose native programs can be saved:
        recorded, then rebuilt here from copies and run on a random input with the arena and the copied
        buffers' originals poisoned, and kept when its outputs are bit for bit the model's own program's.
        ``prepared``: key -> prepared array; ``functions``: entry address -> (module key, name, symbol);
        ``keys``: only these input shapes."""
        records = {}
        entries = {(module, symbol): address for address, (module, _, symbol) in functions.items()}
        for key in list(self._segments) if keys is None else [k for k in keys if k in self._segments]:
            if key not in self._plans or not self._programs_apply():
                continue
            try:
                record = saved_program.record(self._program_state(key, prepared, functions))
            except saved_program.Unsaveable as e:
                if knobs.debug_level() >= 1:
                    print(f"ixconv: native programs of {key} not saved: {e}", file=sys.stderr)
                continue
            if self._replays_alike(key, record, prepared, entries):
                records[key] = record
            elif knobs.debug_level() >= 1:
                print(f"ixconv: native programs of {key} not saved: rebuilt, they computed otherwise", file=sys.stderr)
        return records

    def _replays_alike(self, key, record, prepared: dict, entries: dict) -> bool:
        rng = np.random.default_rng(0)
        info = {v.name: v for v in self.graph.inputs}
        feeds = {}
        for name, shape in key:
            dtype = np.dtype(info[name].dtype)
            x = rng.standard_normal(shape) if dtype.kind == "f" else rng.integers(0, 2, shape)
            feeds[name] = np.ascontiguousarray(x.astype(dtype))
        expected = self.run(feeds)
        plan = self._plans[key]
        rebuilt = saved_program.rebuild(
            record.data, record.blob, prepared.get,
            lambda module, _name, symbol: (None, entries[(module, symbol)]), mapped_empty(plan.arena.nbytes),
        )  # fmt: skip
        segments = self._steps_of(rebuilt.segments)
        originals = [a for a in [*record.originals, plan.arena] if a.flags.writeable and a.flags.c_contiguous]
        copies = [a.copy() for a in originals]
        with self._lock:
            try:
                for a in originals:
                    a.reshape(-1).view(np.uint8)[...] = 0xFF  # a missed address reads NaN, not the right values
                values = self._replay(
                    feeds, Plan(rebuilt.views, rebuilt.arena, rebuilt.naive_bytes), segments,
                    rebuilt.feed_calls, rebuilt.folded,
                )  # fmt: skip
                got = {name: np.array(values[name], copy=True) for name in self.output_names if name in values}
            except ShapesChanged:
                return False
            finally:
                for a, copy in zip(originals, copies):
                    np.copyto(a, copy)
        return all(
            name in got and got[name].dtype == want.dtype and got[name].shape == want.shape
            and got[name].tobytes() == want.tobytes()
            for name, want in expected.items()
        )  # fmt: skip

    def _steps_of(self, segments: list) -> list:
        """Native programs as they are, node indices as (step, node)."""
        return [s if isinstance(s, NativeProgram) else (self.steps[s], self.graph.nodes[s]) for s in segments]

    def _saved_program(self, key) -> Plan | None:
        """The plan of ``key`` with its saved native programs, rebuilt and installed (None: none saved for
        this thread count, or damaged: then planned and built as usual)."""
        found = getattr(self._artifacts, "program", lambda _key, _threads: None)(key, self._threads())
        if found is None:
            return None
        data, blob = found
        from ixconv.codegen import jit

        try:
            arena = mapped_empty(int(data["buffers"][0]["nbytes"]))
            with self._building():  # (the saved store's checks: a damaged array warns and is recomputed)
                rebuilt = saved_program.rebuild(data, blob(), self._artifacts.lookup, jit.saved_function, arena)
        except saved_program.Unavailable:
            return None  # (warned about where found: the steps prepare it again, and the next start has it)
        except (ValueError, KeyError, TypeError, IndexError, OSError, RuntimeError) as e:
            self._artifacts.drop_program(key, f"its native programs for {key} cannot be rebuilt ({e})")
            return None
        plan = Plan(rebuilt.views, rebuilt.arena, rebuilt.naive_bytes)
        segments = self._steps_of(rebuilt.segments)
        self._plans[key] = plan
        self._segments[key] = segments
        self._feed_calls[key] = rebuilt.feed_calls
        self._folded[key] = rebuilt.folded
        self._kept[key] = rebuilt.keep
        self._forget_oldest_plans()
        return plan

    def _building(self):
        """The context of a run that may prepare operators (a new input shape): the model's ``artifacts``."""
        return self._artifacts if self._artifacts is not None else contextlib.nullcontext()

    def _forget_oldest_plans(self) -> None:
        """Keep the arenas of the ``max_plans`` input shapes used last: a model fed ever new sizes (an image
        service) would otherwise hold one arena per size forever."""
        evicted = False
        while len(self._plans) > self.max_plans:
            oldest = next(iter(self._plans))
            for table in (self._plans, self._segments, self._feed_calls, self._folded, self._kept):
                table.pop(oldest, None)
            evicted = True
        if evicted:
            return_free_memory()

    def profile(self, inputs: dict[str, np.ndarray], runs: int = 10) -> list[tuple[str, str, float]]:
        """Where a run's time goes: (node, op, median seconds) per node, slowest first, over ``runs`` runs after
        two that plan and build the native programs. Nodes inside a native program are timed by the time stamp
        counter as the program's barriers open (x86; elsewhere the program is one entry), NumPy steps by the
        wall clock."""
        self.run(inputs)
        self.run(inputs)
        feeds = self._check_feeds(inputs)
        key = tuple((name, x.shape) for name, x in sorted(feeds.items()))
        samples: dict[tuple[str, str], list[float]] = {}
        for _ in range(max(1, runs)):
            segments, plan = self._segments.get(key), self._plans.get(key)
            if segments is None or plan is None:
                start = time.perf_counter()
                self.run(inputs)
                samples.setdefault(("(model)", "run"), []).append(time.perf_counter() - start)
                continue
            per_run: dict[tuple[str, str], float] = {}
            with self._lock:
                self._run_segments(key, feeds, plan, segments, timings=per_run)
            for label, t in per_run.items():
                samples.setdefault(label, []).append(t)
        rows = [(name, op, float(np.median(ts))) for (name, op), ts in samples.items()]
        return sorted(rows, key=lambda row: -row[2])

    def _first_native_run(self, key, feeds: dict[str, np.ndarray], plan: Plan) -> tuple[list, dict]:
        """The native programs of ``plan`` built, and run: (segments, values). Under ``"bf16"`` the programs store
        tensors as bf16 where steps run alone keep fp32 (``store_bf16_tensors``: the depthwise layers and residual
        Adds then read values rounded to bf16), so a run's outputs are the programs' from the first run on: the
        same run after run."""
        with blas_single_threaded(), self._building():
            segments, _ = self._segment(feeds, plan)
        self._segments[key] = segments
        return segments, self._run_programs(key, feeds, plan, segments)

    def _run_programs(self, key, feeds: dict[str, np.ndarray], plan: Plan, segments: list) -> dict:
        """``_run_segments``; with NumPy steps among the segments, BLAS's threads kept off the pool's cores."""
        native_only = all(isinstance(s, NativeProgram) for s in segments)
        with contextlib.nullcontext() if native_only else blas_single_threaded():
            return self._run_segments(key, feeds, plan, segments)

    def run(self, inputs: dict[str, np.ndarray], output_names: list[str] | None = None) -> dict[str, np.ndarray]:
        """Run the model: a dict of input name -> array in, a dict of output name -> array out."""
        feeds = self._check_feeds(inputs)
        wanted = self.output_names if output_names is None else list(output_names)
        for name in wanted:
            if name not in self.output_names:
                raise ValueError(f"output_names: {name!r} is not an output of the model ({self.output_names})")
        key = tuple((name, x.shape) for name, x in sorted(feeds.items()))
        with self._lock:
            start = time.perf_counter()
            plan = self._plans.pop(key, None)
            if plan is not None:
                self._plans[key] = plan  # most recently used last: _forget_oldest_plans keeps the recent ones
            if plan is None and key not in self._unplanned and self._programs_apply():
                plan = self._saved_program(key)
            segments = self._segments.get(key)
            try:
                if key in self._unplanned:
                    with blas_single_threaded(), self._building():
                        values = self._execute(dict(feeds), None)
                elif plan is None:
                    with blas_single_threaded(), self._building():
                        plan, values = self._plan(feeds)
                    self._plans[key] = plan
                    self._forget_oldest_plans()
                    if self.precision == "bf16" and self._programs_apply():
                        segments, values = self._first_native_run(key, feeds, plan)
                elif not self._programs_apply():
                    with blas_single_threaded():
                        values = self._execute(dict(feeds), plan)
                elif segments is None:
                    if self.precision == "bf16":
                        segments, values = self._first_native_run(key, feeds, plan)
                    else:
                        with blas_single_threaded(), self._building():
                            segments, values = self._segment(feeds, plan)
                        self._segments[key] = segments
                else:
                    values = self._run_programs(key, feeds, plan, segments)
            except ShapesChanged:  # the plan only holds for the first run's values: allocate freely from now on
                self._unplanned[key] = True
                self._plans.pop(key, None)
                self._segments.pop(key, None)
                self._feed_calls.pop(key, None)
                self._folded.pop(key, None)
                self._kept.pop(key, None)
                with self._building():
                    values = self._execute(dict(feeds), None)
            result = {}
            for name in wanted:
                value = values[name] if name in values else self.graph.initializers[name]
                result[name] = np.array(value, copy=True)
            self.last_run_seconds = time.perf_counter() - start
        if getattr(self._artifacts, "repairs", None) and key in self._segments:
            self._artifacts.repair_program(key, self)  # (its saved programs were damaged: written again)
        return result

    def __call__(self, x: np.ndarray) -> np.ndarray:
        """Shortcut for single-input, single-output models."""
        if len(self.input_names) != 1 or len(self.output_names) != 1:
            raise ValueError(
                f"model(x) needs exactly one input and one output; this model has inputs {self.input_names} "
                f"and outputs {self.output_names}: use model.run({{...}})"
            )
        return self.run({self.input_names[0]: x})[self.output_names[0]]

    def memory_report(self) -> dict:
        """Arena bytes per planned input shape, and what the same tensors would take unshared."""
        return {
            str(key): {"arena_bytes": p.arena_bytes, "unshared_bytes": p.naive_bytes} for key, p in self._plans.items()
        }

    def held_bytes(self) -> int:
        """Bytes of every array the model keeps outside its arenas: packed or transformed weights, indirection
        buffers, scratch, the graph's remaining constants (``graph.footprint``: each buffer counted once)."""
        return held_bytes([self.steps, self.graph], exclude=[p.arena for p in self._plans.values()])

    def step_held_bytes(self) -> list[int]:
        """``held_bytes`` of each step alone (a buffer shared by two steps counts in both)."""
        arenas = [p.arena for p in self._plans.values()]
        return [held_bytes([step], exclude=arenas) for step in self.steps]

    @property
    def peak_activation_bytes(self) -> int:
        return max((p.arena_bytes for p in self._plans.values()), default=0)


def load(source, num_threads: int | None = None, precision: str = DEFAULT_PRECISION) -> Model:
    """Load an ONNX model (path, bytes or onnx.ModelProto), optimize it and prepare it to run."""
    return Model(source, num_threads=num_threads, precision=precision)
