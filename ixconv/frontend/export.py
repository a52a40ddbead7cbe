"""A PyTorch module and example inputs -> ONNX bytes, by torch's own exporter, in memory.

torch 2.13's default exporter (``dynamo=True``) needs the onnxscript package; the TorchScript one
(``dynamo=False``) needs only torch and onnx, works offline and writes the graphs the real-model sweep
measures, so ixconv uses it: it traces the module on the example inputs (in eval mode) and folds constants.

When torch cannot write an operator as ONNX, the error names the operator, the submodule that called it and
the source line. Torch 2.13 prints its whole TorchScript graph to stdout on such a failure (its ONNX log is on
during every export, and after it: ``setup_onnx_logging`` tests the function ``_jit_is_onnx_log_enabled``
instead of calling it). So the export runs with that log sent to stderr and file descriptor 2 captured; the
graph dump is read for the submodule's name, anything else torch wrote is passed on to stderr afterwards, and
the log goes back to its state before (off, to stdout: torch's defaults).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
import tempfile
import warnings
from collections.abc import Iterator, Sequence

OPSET = 17  # LayerNormalization is an ONNX operator from 17 on (ConvNeXt's norms export as one node)


@contextlib.contextmanager
def _stderr_captured() -> Iterator[list[str]]:
    """File descriptor 2 into a temporary file for the duration; the list receives what was written."""
    written: list[str] = []
    try:
        saved = os.dup(2)
    except OSError:  # no stderr to capture (a closed descriptor)
        yield written
        return
    with tempfile.TemporaryFile() as sink:
        sys.stderr.flush()
        os.dup2(sink.fileno(), 2)
        try:
            yield written
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            written.append(sink.read().decode(errors="replace"))


def _caller(dump: str, op: str) -> str:
    """' in submodule 'a.b' (pkg.Class) at file.py:12' for the first node ``op`` of torch's graph dump."""
    for line in dump.splitlines():
        if f"= {op}(" not in line:
            continue
        found = ""
        scope = re.search(r"scope: (\S+)", line)
        if scope:
            kind, _, path = scope.group(1).rsplit("/", 1)[-1].partition("::")
            found = f" in submodule {path!r} ({kind})" if path else f" in the top module ({kind})"
        source = re.search(r" # (\S+?):(\d+):\d+$", line)
        if source:
            found += f" at {os.path.basename(source.group(1))}:{source.group(2)}"
        return found
    return ""


def _export_error(error: Exception, dump: str, opset: int, what: str) -> Exception:
    from torch.onnx.errors import SymbolicValueError, UnsupportedOperatorError

    if isinstance(error, UnsupportedOperatorError):
        named = re.search(r"operator '([^']+)'", str(error))
        op = named.group(1) if named else "?"
        return NotImplementedError(
            f"{what}: torch.onnx.export cannot write the operator {op!r}{_caller(dump, op)} as ONNX (opset "
            f"{opset}), so ixconv cannot run it. What to do: compute that part with operators ONNX has, or run it "
            f"in PyTorch and compile the rest"
        )
    if isinstance(error, SymbolicValueError):  # an operator exported only for some arguments: torch names it
        return NotImplementedError(f"{what}: torch.onnx.export refused an operator: {str(error).splitlines()[0]}")
    return RuntimeError(f"{what}: torch.onnx.export failed: {type(error).__name__}: {error}")


def to_onnx(
    module,
    args: Sequence,
    *,
    input_names: Sequence[str],
    output_names: Sequence[str] | None = None,
    dynamic_axes: dict[str, dict[int, str]] | None = None,
    opset: int = OPSET,
    what: str = "module",
) -> bytes:
    """``module(*args)`` as ONNX bytes (TorchScript exporter, eval mode, constants folded). ``dynamic_axes``:
    input or output name -> {axis: symbolic name}. Raises ``NotImplementedError`` naming the operator (and the
    submodule calling it) when torch cannot export one, ``RuntimeError`` when the export fails otherwise;
    ``what`` names the model in those messages."""
    import torch

    buffer = io.BytesIO()
    log_was_on = torch._C._jit_is_onnx_log_enabled()
    torch._C._jit_set_onnx_log_output_stream("stderr")
    with _stderr_captured() as written, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (the TorchScript exporter's deprecation notice, tracer warnings)
        try:
            torch.onnx.export(module, tuple(args), buffer, opset_version=opset, input_names=list(input_names),
                              output_names=None if output_names is None else list(output_names),
                              dynamic_axes=dynamic_axes, dynamo=False)  # fmt: skip
            error = None
        except Exception as e:  # torch's exporter raises a variety of errors: each is translated below
            error = e
        finally:
            torch._C._jit_set_onnx_log_enabled(log_was_on)
            torch._C._jit_set_onnx_log_output_stream("stdout")
    if error is not None:
        raise _export_error(error, "".join(written), opset, what) from error
    if any(written):
        sys.stderr.write("".join(written))
    return buffer.getvalue()
