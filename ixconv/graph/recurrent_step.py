"""LSTM as a sequence of native calls: the input projection as one GEMM, then per step and direction a GEMM
of the previous hidden state with the recurrence weights (the step's projection added in the GEMM's
epilogue, as a residual) and one fused element-wise call for the cell (gates, cell state, hidden state).

The calls have fixed addresses, so the whole recurrence joins the model's native program: no Python per
step, and each step's GEMM splits its 4H output columns between the threads. The hidden state of step t is
written straight into Y[t] and read from there by step t + 1. Under ``precision="bf16"`` the GEMMs run as the
other dense layers do (``nhwc_ops.precision_kind``): on AMX tiles where the CPU has them and the shape pays
(``ixconv.ops.amx.amx_pays``), on ``vdpbf16ps`` where it has AVX512_BF16 and no AMX: a step reads the
recurrence weights (4H x H) from L2 or L3, and in bf16 they are half the bytes (ddddocr's CRNN, hidden 512 both
ways: 4 MiB of fp32 recurrence weights per direction, 5.5 -> 4.0 ms at one thread with ``vdpbf16ps``).

Covered: ONNX's default activations (Sigmoid, Tanh, Tanh), no peepholes, no clip, input_forget 0, layout 0,
every sequence full length (no sequence_lens, or all equal to the sequence length), float32. Anything else runs
the NumPy operator (``ixconv.graph.ops.recurrent``).
"""

from __future__ import annotations

import numpy as np

from ixconv.graph.ir import Graph, Node
from ixconv.graph.nhwc_ops import precision_kind
from ixconv.graph.ops import run_node
from ixconv.ops.amx import amx_pays
from ixconv.ops.conv import Conv2d
from ixconv.ops.fused import fused_call
from ixconv.ops.movement import move_call
from ixconv.ops.program import NativeCall

# the cell, values 0-4: the i, o, f, c gate pre-activations and the previous cell state (ONNX's gate order iofc)
CELL = (
    ("sigmoid", (0,), ()),  # 5: i
    ("sigmoid", (2,), ()),  # 6: f
    ("tanh", (3,), ()),  # 7: g
    ("mul", (6, 4), ()),  # 8: f * c
    ("mul", (5, 7), ()),  # 9: i * g
    ("add", (8, 9), ()),  # 10: the new cell state
    ("sigmoid", (1,), ()),  # 11: o
    ("tanh", (10,), ()),  # 12
    ("mul", (11, 12), ()),  # 13: the new hidden state
)
CELL_OUTPUTS = (10, 13)


def _default_activations(node: Node) -> bool:
    names = [n.decode() if isinstance(n, bytes) else str(n) for n in node.attrs.get("activations", [])]
    return all(n.lower() == d for n, d in zip(names, ["sigmoid", "tanh", "tanh"] * 2)) and len(names) in (0, 3, 6)


class LSTMStep:
    """An LSTM node with constant weights: native calls when its case is covered, else the NumPy operator."""

    def __init__(self, node: Node, graph: Graph, num_threads: int | None, precision: str = "exact"):
        self.node, self.opset, self.num_threads = node, graph.opset, num_threads
        self.precision = precision
        inputs = list(node.inputs) + [""] * (8 - len(node.inputs))
        self.w, self.r = graph.initializers[inputs[1]], graph.initializers[inputs[2]]
        self.b = graph.initializers[inputs[3]] if inputs[3] else None
        self.directions = 2 if node.attrs.get("direction", "forward") == "bidirectional" else 1
        self.reverse = node.attrs.get("direction", "forward") == "reverse"
        self.hidden = int(node.attrs["hidden_size"])
        plain = not any(
            node.attrs.get(a) for a in ("clip", "input_forget", "layout", "activation_alpha", "activation_beta")
        )
        self.covered = (
            plain and self.w.dtype == np.float32 and self.r.dtype == np.float32 and not inputs[7]
            and _default_activations(node)
        )  # fmt: skip
        self._ops: dict = {}

    def set_threads(self, num_threads: int | None) -> None:
        self.num_threads = num_threads
        for op in self._ops.values():
            op.num_threads = num_threads

    def _gemms(self) -> tuple[list[Conv2d], list[Conv2d]]:
        """Per direction: the input projection (bias W_b + R_b) and the recurrence (no bias)."""
        if not self._ops:
            h4 = 4 * self.hidden
            bias = np.zeros((self.directions, 2 * h4), np.float32) if self.b is None else self.b.astype(np.float32)

            def gemm(weight: np.ndarray, b) -> Conv2d:
                k, c = weight.shape
                kind = precision_kind(self.precision, lambda: amx_pays(c, k, (1, 1), (1, 1)), bf16_takes=True)
                return kind(weight[:, :, None, None], b, num_threads=self.num_threads)

            for d in range(self.directions):
                self._ops[("x", d)] = gemm(self.w[d], bias[d, :h4] + bias[d, h4:])
                self._ops[("h", d)] = gemm(self.r[d], None)
        return ([self._ops[("x", d)] for d in range(self.directions)],
                [self._ops[("h", d)] for d in range(self.directions)])  # fmt: skip

    def _applies(self, inputs) -> bool:
        if not self.covered:
            return False
        x = inputs[0]
        if not (isinstance(x, np.ndarray) and x.dtype == np.float32 and x.ndim == 3 and x.flags.c_contiguous):
            return False
        steps, batch, _ = x.shape
        if steps == 0 or batch == 0:
            return False
        lens = inputs[4] if len(inputs) > 4 else None
        if lens is not None and not np.all(np.asarray(lens) == steps):
            return False
        for state in inputs[5:7]:
            if state is not None and (state.dtype != np.float32 or not state.flags.c_contiguous):
                return False
        return True

    def _calls(self, inputs, outs: list[np.ndarray | None]) -> tuple[list[NativeCall], tuple]:
        """The calls writing Y / Y_h / Y_c into ``outs`` (None entries: not wanted), and the scratch they use."""
        x = inputs[0]
        steps, batch, width = x.shape
        hidden, h4, dirs = self.hidden, 4 * self.hidden, self.directions
        y, y_h, y_c = (list(outs) + [None, None, None])[:3]
        if y is None:
            y = np.empty((steps, dirs, batch, hidden), np.float32)
        h0 = inputs[5] if len(inputs) > 5 and inputs[5] is not None else np.zeros((dirs, batch, hidden), np.float32)
        c0 = inputs[6] if len(inputs) > 6 and inputs[6] is not None else np.zeros((dirs, batch, hidden), np.float32)
        projected = np.empty((dirs, steps * batch, h4), np.float32)
        gates = np.empty((dirs, batch, h4), np.float32)
        cells = np.empty((dirs, 2, batch, hidden), np.float32)  # ping-pong
        project, recur = self._gemms()
        calls: list[NativeCall] = []
        for d in range(dirs):
            calls += project[d].native_calls(x.reshape(1, 1, steps * batch, width),
                                             projected[d].reshape(1, 1, steps * batch, h4))  # fmt: skip
        order = [list(range(steps))[:: -1 if (self.reverse or d == 1) else 1] for d in range(dirs)]
        # one direction after the other (they are independent): each core then streams the same part of one
        # direction's recurrence weights at every step, 4H*H*4/threads bytes, which its L2 may hold, instead
        # of its part of both directions' weights
        for d in range(dirs):
            for s in range(steps):
                t = order[d][s]
                previous = h0[d] if s == 0 else y[order[d][s - 1], d]
                step_in = projected[d, t * batch : (t + 1) * batch]
                calls += recur[d].native_calls(previous.reshape(1, 1, batch, hidden), gates[d].reshape(1, 1, batch, h4),
                                               step_in.reshape(1, 1, batch, h4))  # fmt: skip
                c_prev = c0[d] if s == 0 else cells[d, (s - 1) % 2]
                gate = [gates[d][:, k * hidden : (k + 1) * hidden] for k in range(4)]
                cell = fused_call(CELL, CELL_OUTPUTS, [*gate, c_prev], [cells[d, s % 2], y[t, d]], self.num_threads)
                if cell is None:
                    raise RuntimeError(f"node {self.node}: the LSTM cell does not fit the fused kernel")
                calls.append(cell)
        last = (steps - 1) % 2
        for d in range(dirs):
            if y_h is not None:
                calls.append(move_call("copy", y[order[d][-1], d], y_h[d], self.num_threads))
            if y_c is not None:
                calls.append(move_call("copy", cells[d, last], y_c[d], self.num_threads))
        return calls, (y, projected, gates, cells, h0, c0)

    def __call__(self, inputs, out=None):
        if not self._applies(inputs):
            results = run_node(self.node, inputs, self.opset)
            return [r if o is None else (np.copyto(o, r) or o) for r, o in zip(results, list(out or []) + [None] * 3)]
        steps, batch, _ = inputs[0].shape
        shapes = [(steps, self.directions, batch, self.hidden)] + [(self.directions, batch, self.hidden)] * 2
        wanted = [bool(name) for name in self.node.outputs] + [False] * (3 - len(self.node.outputs))
        targets = []
        for k, shape in enumerate(shapes[: len(self.node.outputs)]):
            given = out[k] if out and k < len(out) else None
            ok = given is not None and given.shape == shape and given.dtype == np.float32 and given.flags.c_contiguous
            targets.append(given if ok else (np.empty(shape, np.float32) if wanted[k] else None))
        calls, _ = self._calls(inputs, targets)
        for call in calls:
            call.run()
        return targets

    def native(self, inputs, out) -> list[NativeCall] | None:
        if not self._applies(inputs) or not out:
            return None
        steps, batch, _ = inputs[0].shape
        shapes = [(steps, self.directions, batch, self.hidden)] + [(self.directions, batch, self.hidden)] * 2
        for o, shape in zip(out, shapes):
            if o is not None and (o.shape != shape or o.dtype != np.float32 or not o.flags.c_contiguous):
                return None
        calls, scratch = self._calls(inputs, list(out))
        calls[0].keep = (*calls[0].keep, scratch)  # the scratch lives as long as the calls
        return calls
