"""Modern CNN architectures as small PyTorch modules that follow the published designs (torchvision's layer
layouts: the same blocks, widths, strides, activations, squeeze-excitation and LayerNorm placements), given
seeded random weights and exported by PyTorch's own exporter, so ixconv is measured on the graphs users get.

PyPI's torchvision links CUDA libraries and does not import beside the CPU torch, and timm imports
torchvision: these modules stand in for both. Weights are He-initialized and the batch-norm statistics random
but sane, so activations stay of order one and numerical comparisons mean something (PyTorch's default
initialization shrinks deep activations toward constants, which hides errors and ties detector scores).

``export_onnx(name)`` returns the ONNX bytes (batch, height and width dynamic where the design allows),
cached on disk by name, seed, opset and torch version. Torch is imported lazily.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Arch:
    name: str
    input_shape: tuple[int, int, int, int]  # N, C, H, W at batch 1
    build: Callable  # () -> torch.nn.Module in eval mode, weights not yet randomized
    description: str
    other_shape: tuple[int, int, int, int] | None = None  # a second input shape the sweep also checks


def _nn():
    import torch
    from torch import nn

    return torch, nn


def _divisible(v: float, divisor: int = 8) -> int:
    """torchvision's _make_divisible: round to a multiple of divisor, never below 90% of v."""
    new = max(divisor, int(v + divisor / 2) // divisor * divisor)
    return new + divisor if new < 0.9 * v else new


def _cba(c_in: int, c_out: int, k: int = 1, s: int = 1, groups: int = 1, act="relu", dilation: int = 1, eps=1e-5):
    """Conv (no bias) + BatchNorm + activation, padding that keeps the size at stride 1."""
    torch, nn = _nn()
    pad = (k - 1) // 2 * dilation
    layers = [nn.Conv2d(c_in, c_out, k, s, pad, dilation=dilation, groups=groups, bias=False),
              nn.BatchNorm2d(c_out, eps=eps)]  # fmt: skip
    acts = {"relu": nn.ReLU, "hswish": nn.Hardswish, "silu": nn.SiLU, "relu6": nn.ReLU6}
    if act is not None:
        layers.append(acts[act]())
    return nn.Sequential(*layers)


def _se(channels: int, squeeze: int, act="relu", gate="sigmoid"):
    torch, nn = _nn()

    class SqueezeExcite(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1, self.fc2 = nn.Conv2d(channels, squeeze, 1), nn.Conv2d(squeeze, channels, 1)
            self.act = {"relu": nn.ReLU, "silu": nn.SiLU}[act]()
            self.gate = {"sigmoid": nn.Sigmoid, "hsigmoid": nn.Hardsigmoid}[gate]()

        def forward(self, x):
            s = x.mean((2, 3), keepdim=True)
            return x * self.gate(self.fc2(self.act(self.fc1(s))))

    return SqueezeExcite()


# -- ResNet-50 ----------------------------------------------------------------------------------------------


def resnet50():
    torch, nn = _nn()

    class Bottleneck(nn.Module):
        def __init__(self, c_in: int, width: int, stride: int):
            super().__init__()
            self.body = nn.Sequential(
                _cba(c_in, width), _cba(width, width, 3, stride), _cba(width, 4 * width, act=None)
            )
            self.down = _cba(c_in, 4 * width, 1, stride, act=None) if stride != 1 or c_in != 4 * width else None
            self.relu = nn.ReLU()

        def forward(self, x):
            return self.relu(self.body(x) + (x if self.down is None else self.down(x)))

    layers, c = [], 64
    for width, blocks, stride in ((64, 3, 1), (128, 4, 2), (256, 6, 2), (512, 3, 2)):
        for i in range(blocks):
            layers.append(Bottleneck(c, width, stride if i == 0 else 1))
            c = 4 * width
    return nn.Sequential(_cba(3, 64, 7, 2), nn.MaxPool2d(3, 2, 1), *layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                         nn.Linear(2048, 1000))  # fmt: skip


def resnet18():
    """ResNet-18: basic blocks of two 3x3 layers (the Winograd and bf16 acceptance's model)."""
    torch, nn = _nn()

    class Basic(nn.Module):
        def __init__(self, c_in: int, c_out: int, stride: int):
            super().__init__()
            self.body = nn.Sequential(_cba(c_in, c_out, 3, stride), _cba(c_out, c_out, 3, act=None))
            self.down = _cba(c_in, c_out, 1, stride, act=None) if stride != 1 or c_in != c_out else None
            self.relu = nn.ReLU()

        def forward(self, x):
            return self.relu(self.body(x) + (x if self.down is None else self.down(x)))

    layers, c = [], 64
    for width, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
        layers += [Basic(c, width, stride), Basic(width, width, 1)]
        c = width
    return nn.Sequential(_cba(3, 64, 7, 2), nn.MaxPool2d(3, 2, 1), *layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                         nn.Linear(512, 1000))  # fmt: skip


# -- MobileNet v3 large (and the DeepLabv3 backbone) ----------------------------------------------------------

# in, kernel, expanded, out, squeeze-excite, activation, stride
_MBV3_LARGE = [
    (16, 3, 16, 16, False, "relu", 1), (16, 3, 64, 24, False, "relu", 2), (24, 3, 72, 24, False, "relu", 1),
    (24, 5, 72, 40, True, "relu", 2), (40, 5, 120, 40, True, "relu", 1), (40, 5, 120, 40, True, "relu", 1),
    (40, 3, 240, 80, False, "hswish", 2), (80, 3, 200, 80, False, "hswish", 1), (80, 3, 184, 80, False, "hswish", 1),
    (80, 3, 184, 80, False, "hswish", 1), (80, 3, 480, 112, True, "hswish", 1), (112, 3, 672, 112, True, "hswish", 1),
    (112, 5, 672, 160, True, "hswish", 2), (160, 5, 960, 160, True, "hswish", 1), (160, 5, 960, 160, True, "hswish", 1),
]  # fmt: skip


def _mbv3_features(dilated: bool = False):
    """The feature extractor; ``dilated``: the last stage keeps stride 16 with dilation 2 (DeepLabv3)."""
    torch, nn = _nn()

    class InvertedResidual(nn.Module):
        def __init__(self, c_in, k, c_exp, c_out, se, act, stride, dilation):
            super().__init__()
            layers = [] if c_exp == c_in else [_cba(c_in, c_exp, act=act)]
            layers.append(
                _cba(c_exp, c_exp, k, 1 if dilation > 1 else stride, groups=c_exp, act=act, dilation=dilation)
            )
            if se:
                layers.append(_se(c_exp, _divisible(c_exp // 4), gate="hsigmoid"))
            layers.append(_cba(c_exp, c_out, act=None))
            self.body = nn.Sequential(*layers)
            self.residual = stride == 1 and c_in == c_out

        def forward(self, x):
            y = self.body(x)
            return x + y if self.residual else y

    blocks = [_cba(3, 16, 3, 2, act="hswish")]
    for i, config in enumerate(_MBV3_LARGE):
        dilation = 2 if dilated and i >= len(_MBV3_LARGE) - 3 else 1
        blocks.append(InvertedResidual(*config, dilation))
    blocks.append(_cba(160, 960, act="hswish"))
    return nn.Sequential(*blocks)


def mobilenet_v3_large():
    torch, nn = _nn()
    return nn.Sequential(_mbv3_features(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(960, 1280), nn.Hardswish(),
                         nn.Dropout(0.2), nn.Linear(1280, 1000))  # fmt: skip


def deeplabv3_mobilenet_v3_large():
    """DeepLabv3 with a dilated MobileNet v3 large backbone: ASPP (rates 12, 24, 36 and image pooling), a 3x3
    head, bilinear upsampling of the 21-class logits to the input size."""
    torch, nn = _nn()
    import torch.nn.functional as F

    class ASPPPooling(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = _cba(960, 256)

        def forward(self, x):
            y = self.conv(F.adaptive_avg_pool2d(x, 1))
            return F.interpolate(y, size=x.shape[-2:], mode="bilinear", align_corners=False)

    class DeepLabV3(nn.Module):
        def __init__(self):
            super().__init__()
            self.backbone = _mbv3_features(dilated=True)
            self.branches = nn.ModuleList(
                [_cba(960, 256)] + [_cba(960, 256, 3, dilation=r) for r in (12, 24, 36)] + [ASPPPooling()]
            )
            self.project = nn.Sequential(_cba(5 * 256, 256), nn.Dropout(0.5))
            self.head = nn.Sequential(_cba(256, 256, 3), nn.Conv2d(256, 21, 1))

        def forward(self, x):
            features = self.backbone(x)
            y = self.project(torch.cat([b(features) for b in self.branches], 1))
            return F.interpolate(self.head(y), size=x.shape[-2:], mode="bilinear", align_corners=False)

    return DeepLabV3()


# -- EfficientNet-B0 ---------------------------------------------------------------------------------------


def efficientnet_b0():
    return _efficientnet("silu", squeeze_excite=True)


def efficientnet_lite0():
    """EfficientNet-Lite0 (TensorFlow's mobile/quantization-friendly variant): B0's blocks with ReLU6 and no
    squeeze-excitation."""
    return _efficientnet("relu6", squeeze_excite=False)


def _efficientnet(act: str, squeeze_excite: bool):
    torch, nn = _nn()

    class MBConv(nn.Module):
        def __init__(self, c_in, c_out, k, stride, expand):
            super().__init__()
            c_exp = c_in * expand
            layers = [] if expand == 1 else [_cba(c_in, c_exp, act=act)]
            layers.append(_cba(c_exp, c_exp, k, stride, groups=c_exp, act=act))
            if squeeze_excite:
                layers.append(_se(c_exp, max(1, c_in // 4), act))
            layers.append(_cba(c_exp, c_out, act=None))
            self.body = nn.Sequential(*layers)
            self.residual = stride == 1 and c_in == c_out

        def forward(self, x):
            y = self.body(x)
            return x + y if self.residual else y

    blocks = [_cba(3, 32, 3, 2, act=act)]
    for expand, k, stride, c_in, c_out, repeats in ((1, 3, 1, 32, 16, 1), (6, 3, 2, 16, 24, 2), (6, 5, 2, 24, 40, 2),
                                                   (6, 3, 2, 40, 80, 3), (6, 5, 1, 80, 112, 3), (6, 5, 2, 112, 192, 4),
                                                   (6, 3, 1, 192, 320, 1)):  # fmt: skip
        for i in range(repeats):
            blocks.append(MBConv(c_in if i == 0 else c_out, c_out, k, stride if i == 0 else 1, expand))
    blocks += [
        _cba(320, 1280, act=act),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Dropout(0.2),
        nn.Linear(1280, 1000),
    ]
    return nn.Sequential(*blocks)


# -- ConvNeXt-Tiny ---------------------------------------------------------------------------------------


def convnext_tiny():
    torch, nn = _nn()

    class LayerNorm2d(nn.LayerNorm):
        def forward(self, x):
            return super().forward(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)

    class Block(nn.Module):
        def __init__(self, dim):
            super().__init__()
            self.dw = nn.Conv2d(dim, dim, 7, padding=3, groups=dim)
            self.norm = nn.LayerNorm(dim, eps=1e-6)
            self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))
            self.scale = nn.Parameter(torch.full((dim, 1, 1), 1e-6))

        def forward(self, x):
            y = self.mlp(self.norm(self.dw(x).permute(0, 2, 3, 1))).permute(0, 3, 1, 2)
            return x + self.scale * y

    dims, depths = (96, 192, 384, 768), (3, 3, 9, 3)
    layers = [nn.Conv2d(3, 96, 4, 4), LayerNorm2d(96, eps=1e-6)]
    for i, (dim, depth) in enumerate(zip(dims, depths)):
        if i:
            layers += [LayerNorm2d(dims[i - 1], eps=1e-6), nn.Conv2d(dims[i - 1], dim, 2, 2)]
        layers += [Block(dim) for _ in range(depth)]
    layers += [nn.AdaptiveAvgPool2d(1), LayerNorm2d(768, eps=1e-6), nn.Flatten(), nn.Linear(768, 1000)]
    return nn.Sequential(*layers)


# -- RegNetY-800MF --------------------------------------------------------------------------------------------


def regnet_y_800mf():
    """Stage widths 64/144/320/784, depths 1/3/8/2, group width 16, squeeze-excitation 0.25 of the input."""
    torch, nn = _nn()

    class YBlock(nn.Module):
        def __init__(self, c_in, c_out, stride):
            super().__init__()
            self.body = nn.Sequential(
                _cba(c_in, c_out), _cba(c_out, c_out, 3, stride, groups=c_out // 16),
                _se(c_out, int(round(0.25 * c_in))), _cba(c_out, c_out, act=None),
            )  # fmt: skip
            self.down = _cba(c_in, c_out, 1, stride, act=None) if stride != 1 or c_in != c_out else None
            self.relu = nn.ReLU()

        def forward(self, x):
            return self.relu(self.body(x) + (x if self.down is None else self.down(x)))

    layers, c = [_cba(3, 32, 3, 2)], 32
    for width, depth in ((64, 1), (144, 3), (320, 8), (784, 2)):
        for i in range(depth):
            layers.append(YBlock(c, width, 2 if i == 0 else 1))
            c = width
    return nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(784, 1000))


# -- DenseNet-121 ------------------------------------------------------------------------------------------


def densenet121():
    torch, nn = _nn()

    def bn_relu_conv(c_in, c_out, k):
        return nn.Sequential(nn.BatchNorm2d(c_in), nn.ReLU(), nn.Conv2d(c_in, c_out, k, padding=k // 2, bias=False))

    class DenseBlock(nn.Module):
        def __init__(self, c_in, layers, growth=32):
            super().__init__()
            self.layers = nn.ModuleList(
                nn.Sequential(bn_relu_conv(c_in + i * growth, 4 * growth, 1), bn_relu_conv(4 * growth, growth, 3))
                for i in range(layers)
            )

        def forward(self, x):
            features = [x]
            for layer in self.layers:
                features.append(layer(torch.cat(features, 1)))
            return torch.cat(features, 1)

    layers, c = [nn.Conv2d(3, 64, 7, 2, 3, bias=False), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(3, 2, 1)], 64
    for i, n in enumerate((6, 12, 24, 16)):
        layers.append(DenseBlock(c, n))
        c += 32 * n
        if i < 3:
            layers += [bn_relu_conv(c, c // 2, 1), nn.AvgPool2d(2, 2)]
            c //= 2
    layers += [nn.BatchNorm2d(c), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(c, 1000)]
    return nn.Sequential(*layers)


# -- GoogLeNet and Inception v3 -----------------------------------------------------------------------------


def _basic(c_in, c_out, k=1, s=1, p=0):
    """Inception's BasicConv2d: conv (no bias), BatchNorm (eps 1e-3), ReLU; ``k``/``p`` may be pairs."""
    torch, nn = _nn()
    return nn.Sequential(nn.Conv2d(c_in, c_out, k, s, p, bias=False), nn.BatchNorm2d(c_out, eps=1e-3), nn.ReLU())


def _concat(*branches):
    torch, nn = _nn()

    class Concat(nn.Module):
        def __init__(self):
            super().__init__()
            self.branches = nn.ModuleList(branches)

        def forward(self, x):
            return torch.cat([b(x) for b in self.branches], 1)

    return Concat()


def googlenet():
    torch, nn = _nn()

    def inception(c_in, c1, c3r, c3, c5r, c5, pool):
        return _concat(
            _basic(c_in, c1), nn.Sequential(_basic(c_in, c3r), _basic(c3r, c3, 3, p=1)),
            nn.Sequential(_basic(c_in, c5r), _basic(c5r, c5, 3, p=1)),  # torchvision's 3x3 in the "5x5" branch
            nn.Sequential(nn.MaxPool2d(3, 1, 1, ceil_mode=True), _basic(c_in, pool)),
        )  # fmt: skip

    def pool():
        return nn.MaxPool2d(3, 2, ceil_mode=True)

    return nn.Sequential(
        _basic(3, 64, 7, 2, 3), pool(), _basic(64, 64), _basic(64, 192, 3, p=1), pool(),
        inception(192, 64, 96, 128, 16, 32, 32), inception(256, 128, 128, 192, 32, 96, 64), pool(),
        inception(480, 192, 96, 208, 16, 48, 64), inception(512, 160, 112, 224, 24, 64, 64),
        inception(512, 128, 128, 256, 24, 64, 64), inception(512, 112, 144, 288, 32, 64, 64),
        inception(528, 256, 160, 320, 32, 128, 128), nn.MaxPool2d(2, 2, ceil_mode=True),
        inception(832, 256, 160, 320, 32, 128, 128), inception(832, 384, 192, 384, 48, 128, 128),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.2), nn.Linear(1024, 1000),
    )  # fmt: skip


def inception_v3():
    torch, nn = _nn()

    def avg_pool_then(c_in, c_out):
        return nn.Sequential(nn.AvgPool2d(3, 1, 1), _basic(c_in, c_out))

    def a(c_in, pool):
        return _concat(
            _basic(c_in, 64), nn.Sequential(_basic(c_in, 48), _basic(48, 64, 5, p=2)),
            nn.Sequential(_basic(c_in, 64), _basic(64, 96, 3, p=1), _basic(96, 96, 3, p=1)), avg_pool_then(c_in, pool),
        )  # fmt: skip

    def b(c_in):
        return _concat(_basic(c_in, 384, 3, 2),
                       nn.Sequential(_basic(c_in, 64), _basic(64, 96, 3, p=1), _basic(96, 96, 3, 2)),
                       nn.MaxPool2d(3, 2))  # fmt: skip

    def c(c_in, c7):
        return _concat(
            _basic(c_in, 192),
            nn.Sequential(_basic(c_in, c7), _basic(c7, c7, (1, 7), p=(0, 3)), _basic(c7, 192, (7, 1), p=(3, 0))),
            nn.Sequential(_basic(c_in, c7), _basic(c7, c7, (7, 1), p=(3, 0)), _basic(c7, c7, (1, 7), p=(0, 3)),
                          _basic(c7, c7, (7, 1), p=(3, 0)), _basic(c7, 192, (1, 7), p=(0, 3))),
            avg_pool_then(c_in, 192),
        )  # fmt: skip

    def d(c_in):
        return _concat(
            nn.Sequential(_basic(c_in, 192), _basic(192, 320, 3, 2)),
            nn.Sequential(_basic(c_in, 192), _basic(192, 192, (1, 7), p=(0, 3)), _basic(192, 192, (7, 1), p=(3, 0)),
                          _basic(192, 192, 3, 2)),
            nn.MaxPool2d(3, 2),
        )  # fmt: skip

    def e(c_in):
        def split(c_mid):
            return _concat(_basic(c_mid, 384, (1, 3), p=(0, 1)), _basic(c_mid, 384, (3, 1), p=(1, 0)))

        return _concat(
            _basic(c_in, 320), nn.Sequential(_basic(c_in, 384), split(384)),
            nn.Sequential(_basic(c_in, 448), _basic(448, 384, 3, p=1), split(384)), avg_pool_then(c_in, 192),
        )  # fmt: skip

    return nn.Sequential(
        _basic(3, 32, 3, 2), _basic(32, 32, 3), _basic(32, 64, 3, p=1), nn.MaxPool2d(3, 2), _basic(64, 80),
        _basic(80, 192, 3), nn.MaxPool2d(3, 2), a(192, 32), a(256, 64), a(288, 64), b(288), c(768, 128), c(768, 160),
        c(768, 160), c(768, 192), d(768), e(1280), e(2048), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.5),
        nn.Linear(2048, 1000),
    )  # fmt: skip


# -- ShuffleNet v2 and MNASNet ---------------------------------------------------------------------------------


def shufflenet_v2_x1_0():
    torch, nn = _nn()

    class ShuffleUnit(nn.Module):
        def __init__(self, c_in, c_out, stride):
            super().__init__()
            half = c_out // 2
            self.stride = stride
            if stride > 1:
                self.left = nn.Sequential(_cba(c_in, c_in, 3, stride, groups=c_in, act=None), _cba(c_in, half))
            self.right = nn.Sequential(
                _cba(c_in if stride > 1 else half, half), _cba(half, half, 3, stride, groups=half, act=None),
                _cba(half, half),
            )  # fmt: skip

        def forward(self, x):
            if self.stride == 1:
                a, b = x.chunk(2, dim=1)
                out = torch.cat((a, self.right(b)), 1)
            else:
                out = torch.cat((self.left(x), self.right(x)), 1)
            n, c, h, w = out.shape
            return out.view(n, 2, c // 2, h, w).transpose(1, 2).reshape(n, c, h, w)  # channel shuffle

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            layers, c = [_cba(3, 24, 3, 2), nn.MaxPool2d(3, 2, 1)], 24
            for c_out, repeats in ((116, 4), (232, 8), (464, 4)):
                layers += [ShuffleUnit(c if i == 0 else c_out, c_out, 2 if i == 0 else 1) for i in range(repeats)]
                c = c_out
            self.features = nn.Sequential(*layers, _cba(464, 1024))
            self.fc = nn.Linear(1024, 1000)

        def forward(self, x):
            return self.fc(self.features(x).mean((2, 3)))

    return Net()


def mnasnet1_0():
    torch, nn = _nn()

    class Inverted(nn.Module):
        def __init__(self, c_in, c_out, k, stride, expand):
            super().__init__()
            mid = c_in * expand
            self.body = nn.Sequential(
                _cba(c_in, mid), _cba(mid, mid, k, stride, groups=mid), _cba(mid, c_out, act=None)
            )
            self.residual = c_in == c_out and stride == 1

        def forward(self, x):
            y = self.body(x)
            return x + y if self.residual else y

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            layers = [_cba(3, 32, 3, 2), _cba(32, 32, 3, groups=32), _cba(32, 16, act=None)]
            stacks = ((16, 24, 3, 2, 3, 3), (24, 40, 5, 2, 3, 3), (40, 80, 5, 2, 6, 3), (80, 96, 3, 1, 6, 2),
                      (96, 192, 5, 2, 6, 4), (192, 320, 3, 1, 6, 1))  # fmt: skip
            for c_in, c_out, k, s, e, n in stacks:
                layers += [Inverted(c_in if i == 0 else c_out, c_out, k, s if i == 0 else 1, e) for i in range(n)]
            self.features = nn.Sequential(*layers, _cba(320, 1280))
            self.classifier = nn.Sequential(nn.Dropout(0.2), nn.Linear(1280, 1000))

        def forward(self, x):
            return self.classifier(self.features(x).mean((2, 3)))

    return Net()


def _yolo():
    from ixconv.bench.yolo import build_yolov8n

    return build_yolov8n()


def _yolo_nms_free():
    from ixconv.bench.yolo import build_yolov8n

    return build_yolov8n(nms_free=True)


ARCHS: dict[str, Arch] = {
    a.name: a
    for a in (
        Arch("resnet18", (1, 3, 224, 224), resnet18, "ResNet-18: basic residual blocks", (2, 3, 160, 192)),
        Arch("resnet50", (1, 3, 224, 224), resnet50, "ResNet-50: bottleneck residual blocks", (2, 3, 160, 192)),
        Arch("mobilenet_v3_large", (1, 3, 224, 224), mobilenet_v3_large, "MobileNet v3 large: HardSwish, SE",
             (3, 3, 256, 192)),
        Arch("efficientnet_b0", (1, 3, 224, 224), efficientnet_b0, "EfficientNet-B0: MBConv, SiLU, SE",
             (2, 3, 256, 256)),
        Arch("efficientnet_lite0", (1, 3, 224, 224), efficientnet_lite0,
             "EfficientNet-Lite0: MBConv with ReLU6, no squeeze-excitation", (2, 3, 256, 256)),
        Arch("convnext_tiny", (1, 3, 224, 224), convnext_tiny, "ConvNeXt-Tiny: 7x7 depthwise, LayerNorm, GELU",
             (2, 3, 192, 160)),
        Arch("regnet_y_800mf", (1, 3, 224, 224), regnet_y_800mf, "RegNetY-800MF: grouped 3x3, SE", (2, 3, 192, 192)),
        Arch("densenet121", (1, 3, 224, 224), densenet121, "DenseNet-121: dense concatenation", (2, 3, 160, 160)),
        Arch("googlenet", (1, 3, 224, 224), googlenet, "GoogLeNet: inception blocks, ceil-mode pooling",
             (2, 3, 192, 256)),
        Arch("inception_v3", (1, 3, 299, 299), inception_v3, "Inception v3: factorized 1x7/7x1 convolutions",
             (2, 3, 331, 299)),
        Arch("shufflenet_v2_x1_0", (1, 3, 224, 224), shufflenet_v2_x1_0, "ShuffleNet v2: split, channel shuffle",
             (4, 3, 224, 224)),
        Arch("mnasnet1_0", (1, 3, 224, 224), mnasnet1_0, "MNASNet 1.0: inverted residuals", (2, 3, 256, 224)),
        Arch("deeplabv3_mobilenet_v3_large", (1, 3, 512, 512), deeplabv3_mobilenet_v3_large,
             "DeepLabv3 segmentation: dilated MobileNet v3, ASPP, bilinear upsampling", (1, 3, 384, 512)),
        Arch("yolov8n", (1, 3, 640, 640), _yolo, "YOLOv8n-style detector: C2f, SPPF, DFL head, anchors from shapes",
             (1, 3, 320, 416)),
        Arch("yolov8n_nms_free", (1, 3, 640, 640), _yolo_nms_free,
             "YOLOv8n-style detector with NMS-free TopK/GatherElements selection", (2, 3, 480, 480)),
    )
}  # fmt: skip


def randomize(module, seed: int = 0) -> None:
    """He-initialized convolution and linear weights, small biases, random but sane normalization statistics
    and affine parameters, ConvNeXt's layer scales of order 0.1-1; a fixed 1x1 layer (the DFL) is kept."""
    torch, nn = _nn()
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for m in module.modules():
            if isinstance(m, (nn.Conv2d, nn.Linear)) and m.weight.requires_grad:
                fan_in = m.weight[0].numel()
                m.weight.normal_(0.0, (2.0 / fan_in) ** 0.5, generator=generator)
                if m.bias is not None:
                    m.bias.normal_(0.0, 0.05, generator=generator)
            elif isinstance(m, (nn.BatchNorm2d, nn.LayerNorm)):
                c = m.weight.shape
                m.weight.uniform_(0.6, 1.2, generator=generator)
                m.bias.normal_(0.0, 0.1, generator=generator)
                if isinstance(m, nn.BatchNorm2d):
                    m.running_mean.normal_(0.0, 0.1, generator=generator)
                    m.running_var.uniform_(0.6, 1.4, generator=generator)
                del c
        for name, p in module.named_parameters():
            if name.endswith("scale") and p.dim() == 3:  # ConvNeXt's layer scale
                p.uniform_(0.1, 1.0, generator=generator)


def build(name: str, seed: int = 0):
    """The architecture ``name`` in eval mode with seeded random weights."""
    torch, _ = _nn()
    if name not in ARCHS:
        raise ValueError(f"name: unknown architecture {name!r}; known: {', '.join(ARCHS)}")
    torch.manual_seed(seed)
    module = ARCHS[name].build()
    randomize(module, seed)
    return module.eval()


def _cache_dir() -> Path:
    from ixconv.codegen.jit import cache_dir

    return cache_dir() / "archs"


def export_onnx(name: str, *, seed: int = 0, opset: int = 17, dynamic: bool = True) -> bytes:
    """The ONNX model of ``name`` as ``torch.onnx.export`` writes it (TorchScript exporter, which needs no
    extra package: ``frontend.export``), input ``input``, output(s) ``output``; batch, height and width dynamic
    when ``dynamic``. Cached on disk by name, seed, opset, dynamic and torch version."""
    from ixconv.frontend.export import to_onnx

    torch, _ = _nn()
    key = hashlib.sha256(f"{name}|{seed}|{opset}|{dynamic}|{torch.__version__}|2".encode()).hexdigest()[:16]
    path = _cache_dir() / f"{name}-{key}.onnx"
    if path.is_file():
        return path.read_bytes()
    module = build(name, seed)
    x = torch.randn(*ARCHS[name].input_shape, generator=torch.Generator().manual_seed(seed))
    axes = {"input": {0: "N", 2: "H", 3: "W"}} if dynamic else None
    data = to_onnx(module, (x,), input_names=["input"], output_names=["output"], dynamic_axes=axes, opset=opset,
                   what=name)  # fmt: skip
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return data
