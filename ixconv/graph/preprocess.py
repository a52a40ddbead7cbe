"""How an image file becomes a model input: one spec (``Preprocess``) for ``ixconv run --image`` and for the
calibration images of ``ixconv quantize``, with the same presets, the same ``key=value`` text form and the same
command-line flags.

* ``Preprocess``: size, resize (shorter side then center crop, ``exact`` or ``none``), mean, std, mode (RGB, BGR,
  L), layout (NCHW, NHWC); the defaults are torchvision's ImageNet evaluation transform.
* ``PRESETS``: ``imagenet`` (the defaults: shorter side to size / 0.875 -- 256 for 224 -- center crop, ImageNet
  mean and std, RGB, NCHW) and ``none`` (pixels as float32 in [0, 1], scaled to the model's size).
* ``parse_spec("imagenet,size=256x256,mean=0.5,0.5,0.5")``: a preset and/or ``key=value`` items separated by
  commas (a value's own commas are fine: an item without ``=`` continues the previous value).

Images are read with Pillow (``pip install pillow``): EXIF rotation applied, transparency composited over white,
palette, gray, 16-bit and CMYK images converted to the spec's mode. A file that cannot be read raises
``ValueError`` naming the parameter and the file.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from pathlib import Path

import numpy as np

from ixconv.graph.ir import ValueInfo

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp", ".tif", ".tiff", ".gif")
IMAGENET_MEAN = (0.485, 0.456, 0.406)
IMAGENET_STD = (0.229, 0.224, 0.225)
MODES = {"RGB": 3, "BGR": 3, "L": 1}
PRESETS: dict[str, dict] = {
    "imagenet": {},
    "none": {"resize": "exact", "mean": (0.0,), "std": (1.0,)},
}


@dataclass(frozen=True)
class Preprocess:
    """How an image becomes a model input (the defaults: torchvision's ImageNet evaluation transform).

    ``size``: (height, width) fed to the model (default: the model input's); ``resize``: the shorter side is
    scaled to this many pixels, then the center ``size`` is cropped (default: size / 0.875, 256 for 224), or
    ``"exact"`` (scaled to ``size``, aspect ratio not kept) or ``"none"`` (images must already be ``size``);
    pixels are divided by 255, then ``(x - mean) / std`` per channel; ``mode`` RGB, BGR or L (gray);
    ``layout`` NCHW or NHWC."""

    size: tuple[int, int] | None = None
    resize: int | str | None = None
    mean: tuple[float, ...] = IMAGENET_MEAN
    std: tuple[float, ...] = IMAGENET_STD
    mode: str = "RGB"
    layout: str = "NCHW"

    @classmethod
    def make(cls, spec) -> Preprocess:
        """A ``Preprocess`` from None (the defaults), a ``Preprocess``, a dict of its fields, or a preset name or
        ``key=value`` text (``parse_spec``)."""
        if spec is None:
            return cls()
        if isinstance(spec, Preprocess):
            return spec
        if isinstance(spec, str):
            spec = parse_spec(spec)
        if not isinstance(spec, dict):
            raise TypeError(f"preprocess must be a dict, a Preprocess or a preset name, got {type(spec).__name__}")
        unknown = set(spec) - set(cls.__dataclass_fields__)
        if unknown:
            raise ValueError(f"preprocess: unknown key(s) {sorted(unknown)}; known: {list(cls.__dataclass_fields__)}")
        return replace(cls(), **spec)

    def checked(self, channels: int, height, width) -> Preprocess:
        """This spec with its size filled in from the model input's (channels, height, width), validated."""
        if self.mode not in MODES:
            raise ValueError(f"preprocess: mode must be one of {tuple(MODES)}, got {self.mode!r}")
        if self.layout not in ("NCHW", "NHWC"):
            raise ValueError(f"preprocess: layout must be NCHW or NHWC, got {self.layout!r}")
        if MODES[self.mode] != channels:
            raise ValueError(
                f"preprocess: mode {self.mode} gives {MODES[self.mode]} channel(s), the model input takes {channels}"
            )
        size = self.size
        if size is None:
            if not (isinstance(height, int) and isinstance(width, int)):
                raise ValueError(
                    f"preprocess: the model input's height and width are not fixed ({height}, {width}): give the size"
                )
            size = (height, width)
        if len(size) != 2 or not all(isinstance(v, (int, np.integer)) and v > 0 for v in size):
            raise ValueError(f"preprocess: size must be (height, width) in pixels, got {size!r}")
        for name in ("mean", "std"):
            values = getattr(self, name)
            if len(values) not in (1, channels):
                raise ValueError(f"preprocess: {name} needs 1 or {channels} values, got {values!r}")
        if any(v == 0 for v in self.std):
            raise ValueError(f"preprocess: std must not be 0, got {self.std!r}")
        resize = self.resize
        if resize is None:
            resize = int(round(min(size) / 0.875))
        if not (resize in ("exact", "none") or (isinstance(resize, (int, np.integer)) and resize >= min(size))):
            raise ValueError(
                f"preprocess: resize must be 'exact', 'none' or a shorter side of at least {min(size)} pixels, "
                f"got {resize!r}"
            )
        return replace(self, size=(int(size[0]), int(size[1])), resize=resize)

    def for_input(self, info: ValueInfo, param: str = "image") -> Preprocess:
        """This spec checked against the model input ``info`` (4-D; its channels, and its size unless given)."""
        if len(info.shape) != 4:
            raise ValueError(f"{param}: images need a 4-D model input, {info.name!r} has shape {info.shape}")
        channels, height, width = (info.shape[1:] if self.layout == "NCHW" else
                                   (info.shape[3], info.shape[1], info.shape[2]))  # fmt: skip
        if not isinstance(channels, int):
            raise ValueError(f"{param}: the model input {info.name!r} has no fixed channel count")
        return self.checked(channels, height, width)

    def __str__(self) -> str:
        size = "model's" if self.size is None else f"{self.size[0]}x{self.size[1]}"
        if self.resize == "exact":
            geometry = f"scaled to {size}"
        elif self.resize == "none":
            geometry = f"taken as is ({size})"
        else:
            geometry = f"shorter side {self.resize or 'size/0.875'}, center {size}"
        return (f"{geometry}, mean {','.join(f'{v:g}' for v in self.mean)}, std {','.join(f'{v:g}' for v in self.std)}"
                f", {self.mode}, {self.layout}")  # fmt: skip

    def __call__(self, path, param: str = "image") -> np.ndarray:
        """The image at ``path`` as one float32 sample (C, H, W) or (H, W, C); needs a ``checked`` spec."""
        from PIL import Image

        opened = open_image(path, param)
        try:
            with opened:
                image = _converted(opened, "RGB" if self.mode == "BGR" else self.mode)  # decodes: truncated fails
        except (OSError, ValueError) as e:
            raise ValueError(f"{param}: cannot read the image {str(path)!r} ({e})") from None
        height, width = self.size
        if self.resize == "none":
            if image.size != (width, height):
                raise ValueError(
                    f"{param}: image {str(path)!r} is {image.size[0]}x{image.size[1]} (WxH), the model takes "
                    f"{width}x{height} and preprocess resize is 'none'"
                )
        elif self.resize == "exact":
            image = image.resize((width, height), Image.BILINEAR)
        else:
            scale = self.resize / min(image.size)
            image = image.resize((max(width, round(image.size[0] * scale)), max(height, round(image.size[1] * scale))),
                                 Image.BILINEAR)  # fmt: skip
            left, top = (image.size[0] - width) // 2, (image.size[1] - height) // 2
            image = image.crop((left, top, left + width, top + height))
        x = np.asarray(image, np.float32).reshape(height, width, -1) / 255.0
        if self.mode == "BGR":
            x = x[..., ::-1]
        x = (x - np.asarray(self.mean, np.float32)) / np.asarray(self.std, np.float32)
        return np.ascontiguousarray(x.transpose(2, 0, 1) if self.layout == "NCHW" else x)


def open_image(path, param: str = "image"):
    """``PIL.Image.open`` (the header only; pixels are decoded on first use), with errors naming the file."""
    try:
        from PIL import Image, UnidentifiedImageError
    except ImportError:
        raise ImportError("images are read with Pillow: pip install pillow") from None
    try:
        return Image.open(path)
    except (UnidentifiedImageError, OSError, ValueError) as e:
        raise ValueError(f"{param}: cannot read the image {str(path)!r} ({e})") from None


def _converted(image, mode: str):
    """``image`` upright (EXIF orientation) in ``mode`` (RGB or L): transparency over white, 16-bit scaled."""
    from PIL import Image, ImageOps

    image = ImageOps.exif_transpose(image)
    if image.mode in ("I;16", "I;16B", "I;16L", "I"):  # 16-bit gray: scaled to 8 bits (convert() would clip)
        wide = np.asarray(image, np.float64)
        image = Image.fromarray(np.clip(wide * (255 / 65535), 0, 255).round().astype(np.uint8), "L")
    if image.mode == "P" and "transparency" in image.info:
        image = image.convert("RGBA")
    if image.mode in ("RGBA", "LA", "PA", "RGBa", "La"):
        rgba = image.convert("RGBA")
        image = Image.alpha_composite(Image.new("RGBA", rgba.size, (255, 255, 255, 255)), rgba)
    return image.convert(mode)


def parse_value(key: str, text: str, param: str = "preprocess"):
    """One field of ``Preprocess`` from its text: size ``HxW`` (or one number), resize a number, ``exact`` or
    ``none``, mean and std comma-separated numbers, mode and layout as they are (upper-cased)."""
    text = text.strip()
    try:
        if key == "size":
            parts = [int(v) for v in text.lower().split("x")]
            if len(parts) == 1:
                parts *= 2
            if len(parts) != 2 or min(parts) < 1:
                raise ValueError(f"expected HxW, got {text!r}")
            return tuple(parts)
        if key == "resize":
            return text.lower() if text.lower() in ("exact", "none") else int(text)
        if key in ("mean", "std"):
            return tuple(float(v) for v in text.split(",") if v.strip())
    except ValueError as e:
        raise ValueError(f"{param}: bad {key} {text!r} ({e})") from None
    if key in ("mode", "layout"):
        return text.upper()
    known = [f.name for f in fields(Preprocess)]
    raise ValueError(f"{param}: unknown key {key!r}; known: {', '.join(known)}")


def parse_spec(text: str, param: str = "preprocess") -> dict:
    """A preset name (``PRESETS``) and/or ``key=value`` items as a dict of ``Preprocess`` fields:
    ``"none"``, ``"size=224x224,resize=exact,mean=0.5,0.5,0.5,std=0.5"``, ``"imagenet,layout=NHWC"``."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"{param}: expected a preset ({', '.join(PRESETS)}) or key=value items, got {text!r}")
    spec: dict = {}
    raw: dict[str, str] = {}
    key = None
    for item in text.replace(";", ",").split(","):
        item = item.strip()
        if "=" in item:
            key, value = (s.strip() for s in item.split("=", 1))
            raw[key.lower()] = value
            key = key.lower()
        elif key is not None and item:
            raw[key] += "," + item
        elif item in PRESETS and not raw:
            spec.update(PRESETS[item])
        elif item:
            raise ValueError(
                f"{param}: {item!r} is neither a preset ({', '.join(PRESETS)}) nor a key=value item (in {text!r})"
            )
    for key, value in raw.items():
        spec[key] = parse_value(key, value, param)
    return spec


def sample(paths: list, spec: Preprocess, info: ValueInfo, param: str = "image") -> np.ndarray:
    """The images at ``paths`` as one batch for the model input ``info``, in its dtype."""
    checked = spec.for_input(info, param)
    for path in paths:  # every header first: a stray file fails before any is decoded
        if not Path(path).is_file():
            raise FileNotFoundError(f"{param}: no such file {str(path)!r}")
        open_image(path, param).close()
    return np.stack([checked(p, param) for p in paths]).astype(info.dtype, copy=False)
