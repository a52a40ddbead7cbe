"""PyTorch in: ``ixconv.compile`` and the ``torch.compile`` backend against eager PyTorch.

The sweep's architectures (``bench.archs``, seeded random weights) match eager PyTorch within 1e-4 of the
largest |output| at batch 1 and batch 2 (small images keep the test fast); outputs keep the module's structure;
inputs go in without a copy; bad inputs and operators that cannot be exported or run are errors naming them;
``import ixconv`` does not load torch. The backend runs dynamo's graphs in ixconv (static, then with a dynamic
batch), follows weights changed in place, and hands a graph it cannot run back to PyTorch with a warning.
"""

from __future__ import annotations

import subprocess
import sys
import warnings

import numpy as np
import pytest

import ixconv

torch = pytest.importorskip("torch", reason="pip install -e '.[test]' brings torch")

from ixconv.bench.archs import build  # noqa: E402
from ixconv.frontend import dynamo  # noqa: E402
from ixconv.graph.support import UnsupportedModelError  # noqa: E402


def _relative(got, expected) -> float:
    return float((got - expected).abs().max() / expected.abs().max())


def _input(*shape: int, seed: int = 0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed))


def test_import_ixconv_does_not_import_torch() -> None:
    code = "import sys, ixconv; ixconv.compile; assert 'torch' not in sys.modules, 'torch imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("name, size", [("resnet50", 64), ("mobilenet_v3_large", 96), ("convnext_tiny", 64)])
def test_sweep_architectures_match_eager_pytorch_at_two_batch_sizes(name: str, size: int) -> None:
    module = build(name)
    compiled = ixconv.compile(module, _input(1, 3, size, size), num_threads=2)
    for batch in (1, 2):
        x = _input(batch, 3, size, size, seed=batch)
        with torch.no_grad():
            expected = module(x)
        got = compiled(x)
        assert isinstance(got, torch.Tensor) and got.shape == expected.shape == (batch, 1000)
        assert _relative(got, expected) <= 1e-4, (name, batch, _relative(got, expected))


class _Several(torch.nn.Module):
    """Three inputs (one unused: the exporter drops it), outputs nested in a tuple, a dict and a list."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 4, 3, padding=1)
        self.linear = torch.nn.Linear(5, 2)

    def forward(self, image, features, unused):
        y = self.conv(image)
        return y.relu(), {"linear": self.linear(features), "pooled": [y.mean((2, 3)), features.sum(1)]}


def test_structured_outputs_several_inputs_and_numpy_inputs() -> None:
    module = _Several().eval()
    compiled = ixconv.compile(module, (_input(1, 3, 8, 8), _input(1, 5), _input(1, 2)))
    args = (_input(3, 3, 8, 8, seed=1), _input(3, 5, seed=2), _input(3, 2, seed=3))
    with torch.no_grad():
        expected = module(*args)
    for got in (compiled(*args), compiled(args[0].numpy(), args[1].numpy(), args[2])):
        assert isinstance(got, tuple) and isinstance(got[1], dict) and isinstance(got[1]["pooled"], list)
        assert list(got[1]) == ["linear", "pooled"]
        pairs = [(got[0], expected[0]), (got[1]["linear"], expected[1]["linear"])]
        pairs += list(zip(got[1]["pooled"], expected[1]["pooled"]))
        for g, e in pairs:
            assert g.shape == e.shape and _relative(g, e) <= 1e-5


def test_inputs_go_in_without_a_copy_and_outputs_are_plain_tensors(monkeypatch) -> None:
    module = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.ReLU()).eval()
    compiled = ixconv.compile(module, _input(1, 3, 10, 10), num_threads=1)
    assert compiled.model.num_threads == 1  # (the load options reach ixconv.load)
    seen = {}
    run = compiled.model.run

    def spy(feeds, *rest):
        seen.update({name: x.ctypes.data for name, x in feeds.items()})
        return run(feeds, *rest)

    monkeypatch.setattr(compiled.model, "run", spy)
    x = _input(2, 3, 10, 10).requires_grad_()
    out = compiled(x)
    assert seen == {"input_0": x.data_ptr()}
    assert not out.requires_grad and out.is_contiguous()
    with torch.no_grad():
        assert _relative(out, module(x)) <= 1e-5
    channels_last = x.detach().to(memory_format=torch.channels_last)  # not contiguous: copied, same answer
    assert torch.equal(compiled(channels_last), out)


def test_bad_inputs_are_errors_naming_the_input() -> None:
    module = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.Flatten()).eval()
    compiled = ixconv.compile(module, _input(1, 3, 8, 8))
    cases = [
        ((_input(1, 3, 8),), ValueError, r"input 0 must have shape \(N, 3, 8, 8\) float32 .*got shape \(1, 3, 8\)"),
        ((_input(2, 3, 9, 8),), ValueError, r"input 0 .*got shape \(2, 3, 9, 8\)"),
        ((_input(1, 3, 8, 8).double(),), TypeError, r"input 0 must have .* got dtype torch.float64"),
        ((np.zeros((1, 3, 8, 8), np.float64),), TypeError, "input 0 .* got dtype float64"),
        (([[1.0]],), TypeError, "input 0 must be a torch.Tensor or numpy.ndarray, got list"),
        ((_input(1, 3, 8, 8), _input(1, 3, 8, 8)), TypeError, r"takes 1 input\(s\) .* got 2"),
    ]
    for args, error, message in cases:
        with pytest.raises(error, match=message):
            compiled(*args)
    static = ixconv.compile(module, _input(1, 3, 8, 8), dynamic_batch=False)
    with pytest.raises(ValueError, match=r"shape \(1, 3, 8, 8\) float32"):
        static(_input(2, 3, 8, 8))
    with pytest.raises(TypeError, match="example_inputs\\[0\\] must be a torch.Tensor"):
        ixconv.compile(module, (np.zeros((1, 3, 8, 8), np.float32),))
    with pytest.raises(TypeError, match="module must be a torch.nn.Module"):
        ixconv.compile(lambda x: x, _input(1, 3, 8, 8))


class _Determinant(torch.nn.Module):  # ONNX Det: exported by torch, not run by ixconv
    def forward(self, x):
        return torch.linalg.det(x)


class _Spectrum(torch.nn.Module):  # aten::fft_rfft: torch cannot export it
    def forward(self, x):
        return torch.fft.rfft(x).abs()


def test_an_operator_ixconv_cannot_run_is_named_with_its_node() -> None:
    module = torch.nn.Sequential(torch.nn.ReLU(), _Determinant())
    with pytest.raises(UnsupportedModelError, match=r"module Sequential: .*Det \(x1: '/1/Det'\)") as caught:
        ixconv.compile(module, _input(2, 3, 3))
    assert isinstance(caught.value, ValueError) and [p.op for p in caught.value.problems] == ["Det"]


def test_an_operator_torch_cannot_export_is_named_with_its_submodule(capfd) -> None:
    module = torch.nn.Sequential(torch.nn.ReLU(), _Spectrum())
    with pytest.raises(NotImplementedError, match=r"'aten::fft_rfft' in submodule '1' \(.*_Spectrum\)"):
        ixconv.compile(module, _input(2, 8))
    out, err = capfd.readouterr()
    assert "Torch IR graph" not in out + err  # torch's graph dump is read, not printed
    assert not torch._C._jit_is_onnx_log_enabled()  # and torch's ONNX log is off again


# -- torch.compile(model, backend="ixconv") ---------------------------------------------------------------------


def _convnet():
    torch.manual_seed(0)
    net = torch.nn.Sequential(
        torch.nn.Conv2d(3, 16, 3, padding=1), torch.nn.BatchNorm2d(16), torch.nn.ReLU(),
        torch.nn.Conv2d(16, 16, 3, stride=2, groups=16), torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(),
        torch.nn.Linear(16, 10),
    )  # fmt: skip
    with torch.no_grad():
        net[1].running_mean.normal_()
        net[1].running_var.uniform_(0.5, 1.5)
    return net.eval()


def test_torch_compile_backend_runs_graphs_in_ixconv(monkeypatch) -> None:
    calls = []
    original = dynamo.CompiledModule.__call__
    monkeypatch.setattr(dynamo.CompiledModule, "__call__", lambda self, *a: calls.append(1) or original(self, *a))
    dynamo.register()
    torch._dynamo.reset()
    net = _convnet()
    compiled = torch.compile(net, backend="ixconv", options={"num_threads": 1})
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no fallback to PyTorch
        with torch.no_grad():
            for batch in (1, 2, 3):  # batch 2: dynamo compiles again with the batch size dynamic
                x = _input(batch, 3, 12, 12, seed=batch)
                assert _relative(compiled(x), net(x)) <= 1e-5, batch
            net[0].weight.mul_(-1.0)  # changed in place: the frozen copy is stale, the graph is exported again
            x = _input(2, 3, 12, 12, seed=7)
            assert _relative(compiled(x), net(x)) <= 1e-5
    assert len(calls) == 4
    torch._dynamo.reset()


_ENTRY_POINT_PROBE = r"""
import warnings, torch
warnings.simplefilter("error")  # no fallback to PyTorch, no duplicate registration
net = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.ReLU(), torch.nn.Flatten()).eval()
x = torch.randn(2, 3, 9, 9)
with torch.no_grad():
    got, expected = torch.compile(net, backend="ixconv")(x), net(x)
assert float((got - expected).abs().max() / expected.abs().max()) <= 1e-5
import ixconv.frontend.dynamo as d
d.register()  # a no-op once torch knows the name from the entry point
print("ok", torch._dynamo.lookup_backend("ixconv") is d.backend)
"""


def test_backend_name_comes_from_the_declared_entry_point(tmp_path) -> None:
    """torch finds backend="ixconv" through the entry point pyproject declares, as in an installed copy (here
    a dist-info folder on the path declares it), without ixconv registering it first."""
    import os
    import re
    from pathlib import Path

    root = Path(ixconv.__file__).parent.parent
    pyproject = (root / "pyproject.toml").read_text()
    declared = re.search(r"\[project\.entry-points\.torch_dynamo_backends\]\n(ixconv = .+)\n", pyproject)
    assert declared, "pyproject.toml declares no torch_dynamo_backends entry point"
    info = tmp_path / "ixconv_backend_probe-0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ixconv-backend-probe\nVersion: 0\n")
    (info / "entry_points.txt").write_text(f"[torch_dynamo_backends]\n{declared.group(1).replace(chr(34), '')}\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(root), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", _ENTRY_POINT_PROBE], env=env, capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.split() == ["ok", "True"], done.stderr[-2000:]


def test_torch_compile_backend_falls_back_to_pytorch_with_a_warning() -> None:
    torch._dynamo.reset()
    module = torch.nn.Sequential(torch.nn.ReLU(), _Determinant())
    compiled = torch.compile(module, backend=dynamo.backend)
    x = _input(2, 3, 3)
    with pytest.warns(UserWarning, match="ixconv backend: this graph runs in PyTorch: .*Det"):
        got = compiled(x)
    assert torch.allclose(got, module(x))
    torch._dynamo.reset()


def test_torch_compile_backend_refuses_wrong_options() -> None:
    torch._dynamo.reset()
    net = _convnet()
    for options, message in (
        ({"threads": 2}, r"unknown option\(s\) \['threads'\]"),
        ({"precision": "half"}, "precision"),
    ):
        with pytest.raises(Exception, match=message):
            torch.compile(net, backend=dynamo.backend, options=options)(_input(1, 3, 12, 12))
        torch._dynamo.reset()
