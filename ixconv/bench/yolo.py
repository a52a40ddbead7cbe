"""A YOLOv8n-style detector as a PyTorch module (seeded random weights), laid out as Ultralytics lays it out:
Conv-BN-SiLU blocks, C2f (Split, Bottlenecks, Concat), SPPF (three chained 5x5 max pools), a nearest-upsampling
FPN/PAN neck and the anchor-free Detect head exported the way users export it -- the DFL (a softmax over 16
distance bins and a fixed 1x1 convolution), anchors and strides computed from the feature maps' shapes (a shape
subgraph when H and W are dynamic), dist2bbox, sigmoid class scores: output (N, 4 + classes, anchors).

``nms_free=True`` adds the end-to-end selection YOLOv10-style models export instead of NMS: the best class
score per anchor, TopK of the anchors, GatherElements of their boxes, scores and labels -> (N, top_k, 6).

Torch is imported lazily: nothing in ixconv's core depends on it.
"""

from __future__ import annotations

WIDTH, DEPTH, MAX_CHANNELS = 0.25, 0.33, 1024  # the "n" scale of yolov8.yaml
REG_MAX = 16


def _channels(c: int) -> int:
    return int(min(c, MAX_CHANNELS) * WIDTH)


def _depth(n: int) -> int:
    return max(round(n * DEPTH), 1)


def build_yolov8n(num_classes: int = 80, nms_free: bool = False, top_k: int = 100):
    """The detector as an ``nn.Module`` in eval mode (weights still at PyTorch's default initialization)."""
    import torch
    from torch import nn

    class Conv(nn.Module):
        def __init__(self, c1: int, c2: int, k: int = 1, s: int = 1):
            super().__init__()
            self.conv = nn.Conv2d(c1, c2, k, s, k // 2, bias=False)
            self.bn = nn.BatchNorm2d(c2, eps=1e-3, momentum=0.03)
            self.act = nn.SiLU()

        def forward(self, x):
            return self.act(self.bn(self.conv(x)))

    class Bottleneck(nn.Module):
        def __init__(self, c1: int, c2: int, shortcut: bool):
            super().__init__()
            self.cv1, self.cv2 = Conv(c1, c2, 3), Conv(c2, c2, 3)
            self.add = shortcut and c1 == c2

        def forward(self, x):
            y = self.cv2(self.cv1(x))
            return x + y if self.add else y

    class C2f(nn.Module):
        def __init__(self, c1: int, c2: int, n: int, shortcut: bool):
            super().__init__()
            self.c = c2 // 2
            self.cv1 = Conv(c1, 2 * self.c, 1)
            self.cv2 = Conv((2 + n) * self.c, c2, 1)
            self.m = nn.ModuleList(Bottleneck(self.c, self.c, shortcut) for _ in range(n))

        def forward(self, x):
            y = list(self.cv1(x).split((self.c, self.c), 1))
            y.extend(m(y[-1]) for m in self.m)
            return self.cv2(torch.cat(y, 1))

    class SPPF(nn.Module):
        def __init__(self, c1: int, c2: int, k: int = 5):
            super().__init__()
            c = c1 // 2
            self.cv1, self.cv2 = Conv(c1, c, 1), Conv(4 * c, c2, 1)
            self.m = nn.MaxPool2d(k, 1, k // 2)

        def forward(self, x):
            y = [self.cv1(x)]
            y.extend(self.m(y[-1]) for _ in range(3))
            return self.cv2(torch.cat(y, 1))

    class DFL(nn.Module):
        """The expectation of a distance over REG_MAX bins: softmax, then a fixed 1x1 convolution."""

        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(REG_MAX, 1, 1, bias=False).requires_grad_(False)
            self.conv.weight.data[:] = torch.arange(REG_MAX, dtype=torch.float).view(1, REG_MAX, 1, 1)

        def forward(self, x):
            b, _, a = x.shape
            return self.conv(x.view(b, 4, REG_MAX, a).transpose(2, 1).softmax(1)).view(b, 4, a)

    class Detect(nn.Module):
        def __init__(self, nc: int, ch: tuple[int, ...], strides: tuple[int, ...]):
            super().__init__()
            self.nc, self.no, self.stride = nc, nc + 4 * REG_MAX, strides
            c2, c3 = max(16, ch[0] // 4, 4 * REG_MAX), max(ch[0], min(nc, 100))
            self.cv2 = nn.ModuleList(
                nn.Sequential(Conv(x, c2, 3), Conv(c2, c2, 3), nn.Conv2d(c2, 4 * REG_MAX, 1)) for x in ch
            )
            self.cv3 = nn.ModuleList(nn.Sequential(Conv(x, c3, 3), Conv(c3, c3, 3), nn.Conv2d(c3, nc, 1)) for x in ch)
            self.dfl = DFL()

        def anchors(self, feats):
            points, strides = [], []
            for f, stride in zip(feats, self.stride):
                h, w = f.shape[2:]
                sx = torch.arange(w, dtype=f.dtype) + 0.5
                sy = torch.arange(h, dtype=f.dtype) + 0.5
                sy, sx = torch.meshgrid(sy, sx, indexing="ij")
                points.append(torch.stack((sx, sy), -1).view(-1, 2))
                strides.append(torch.full((h * w, 1), stride, dtype=f.dtype))
            return torch.cat(points).transpose(0, 1), torch.cat(strides).transpose(0, 1)

        def forward(self, feats):
            feats = [torch.cat((self.cv2[i](f), self.cv3[i](f)), 1) for i, f in enumerate(feats)]
            anchors, strides = self.anchors(feats)
            b = feats[0].shape[0]
            x = torch.cat([f.view(b, self.no, -1) for f in feats], 2)
            box, cls = x.split((4 * REG_MAX, self.nc), 1)
            lt, rb = self.dfl(box).chunk(2, 1)
            x1y1, x2y2 = anchors.unsqueeze(0) - lt, anchors.unsqueeze(0) + rb
            boxes = torch.cat(((x1y1 + x2y2) / 2, x2y2 - x1y1), 1) * strides
            return torch.cat((boxes, cls.sigmoid()), 1)

    class YOLOv8n(nn.Module):
        def __init__(self):
            super().__init__()
            c = [_channels(v) for v in (64, 128, 256, 512, 1024)]
            self.backbone = nn.ModuleList([
                Conv(3, c[0], 3, 2), Conv(c[0], c[1], 3, 2), C2f(c[1], c[1], _depth(3), True),
                Conv(c[1], c[2], 3, 2), C2f(c[2], c[2], _depth(6), True),
                Conv(c[2], c[3], 3, 2), C2f(c[3], c[3], _depth(6), True),
                Conv(c[3], c[4], 3, 2), C2f(c[4], c[4], _depth(3), True), SPPF(c[4], c[4]),
            ])  # fmt: skip
            self.up = nn.Upsample(scale_factor=2, mode="nearest")
            self.top_down = nn.ModuleList(
                [C2f(c[4] + c[3], c[3], _depth(3), False), C2f(c[3] + c[2], c[2], _depth(3), False)]
            )
            self.down = nn.ModuleList([Conv(c[2], c[2], 3, 2), Conv(c[3], c[3], 3, 2)])
            self.bottom_up = nn.ModuleList(
                [C2f(c[2] + c[3], c[3], _depth(3), False), C2f(c[3] + c[4], c[4], _depth(3), False)]
            )
            self.detect = Detect(num_classes, (c[2], c[3], c[4]), (8, 16, 32))

        def forward(self, x):
            saved = []
            for i, layer in enumerate(self.backbone):
                x = layer(x)
                if i in (4, 6):
                    saved.append(x)
            p5 = x
            p4 = self.top_down[0](torch.cat((self.up(p5), saved[1]), 1))
            p3 = self.top_down[1](torch.cat((self.up(p4), saved[0]), 1))
            n4 = self.bottom_up[0](torch.cat((self.down[0](p3), p4), 1))
            n5 = self.bottom_up[1](torch.cat((self.down[1](n4), p5), 1))
            y = self.detect([p3, n4, n5])
            return select_top(y, top_k) if nms_free else y

    def select_top(y, k: int):
        """(N, 4 + nc, A) -> (N, k, 6): box, best score, label of the k best anchors (no NMS)."""
        boxes, scores = y[:, :4].transpose(1, 2), y[:, 4:].transpose(1, 2)  # (N, A, 4), (N, A, nc)
        best, labels = scores.max(-1)  # (N, A)
        top, index = best.topk(min(k, best.shape[1]), dim=-1)
        chosen = boxes.gather(1, index.unsqueeze(-1).expand(-1, -1, 4))
        label = labels.gather(1, index).to(boxes.dtype)
        return torch.cat((chosen, top.unsqueeze(-1), label.unsqueeze(-1)), -1)

    return YOLOv8n().eval()
