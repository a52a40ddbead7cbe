"""Convolution layer tables of real models, stored as text in ``ixconv/bench/models/<model>.txt``."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources


@dataclass(frozen=True)
class ConvLayer:
    model: str
    name: str
    count: int  # how many times the model uses this exact shape
    height: int
    width: int
    in_channels: int
    out_channels: int
    kernel: tuple[int, int]
    stride: int
    padding: int
    groups: int = 1

    @property
    def tag(self) -> str:
        """The paper's categories (Dukhan 2019, Tables 3-4), plus depthwise."""
        if self.groups > 1 and self.groups == self.in_channels:
            return "depthwise"
        if self.kernel != (1, 1):
            return "non-1x1"
        return "1x1 stride-1" if self.stride == 1 else "1x1 stride-2"

    @property
    def out_size(self) -> tuple[int, int]:
        oh = (self.height + 2 * self.padding - self.kernel[0]) // self.stride + 1
        ow = (self.width + 2 * self.padding - self.kernel[1]) // self.stride + 1
        return oh, ow

    @property
    def flops(self) -> int:
        oh, ow = self.out_size
        r, s = self.kernel
        return 2 * oh * ow * self.out_channels * (self.in_channels // self.groups) * r * s

    @property
    def label(self) -> str:
        r, s = self.kernel
        return f"{r}x{s}/{self.stride} {self.in_channels}->{self.out_channels} @{self.height}"


def available_models() -> list[str]:
    files = resources.files("ixconv.bench").joinpath("models").iterdir()
    return sorted(f.name[:-4] for f in files if f.name.endswith(".txt"))


def load_layers(model: str) -> list[ConvLayer]:
    if model not in available_models():
        raise ValueError(f"model must be one of {available_models()}, got {model!r}")
    text = resources.files("ixconv.bench").joinpath("models", f"{model}.txt").read_text()
    layers = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, *fields = line.split()
        count, h, w, c, k, r, s, stride, pad, groups = (int(f) for f in fields)
        layers.append(ConvLayer(model, name, count, h, w, c, k, (r, s), stride, pad, groups))
    return layers


def select_layers(model: str, names: list[str] | None = None) -> list[ConvLayer]:
    """The model's layers, or only those named (in the model's order): a quick run on one or two layers."""
    layers = load_layers(model)
    if names is None:
        return layers
    unknown = sorted(set(names) - {layer.name for layer in layers})
    if unknown:
        raise ValueError(f"layers {unknown} are not in {model}; it has {[layer.name for layer in layers]}")
    return [layer for layer in layers if layer.name in names]
