"""Calibration samples for the quantizer: arrays, ``.npy`` files, or a folder of images with the model's
preprocessing, checked against the model's inputs and fed one batch at a time.

``CalibrationData(source, inputs, samples, preprocess)`` is re-iterable (the quantizer reads the samples twice:
to calibrate, then to measure the quantized model's agreement); images are decoded on each pass, never held.

* an array (or a dict input name -> array for several inputs): samples along axis 0;
* an iterable of arrays or dicts: each one batch, as the model takes it;
* a path to a ``.npy`` file, a list of them, or a folder: its images (``IMAGE_SUFFIXES``, read with Pillow,
  sorted by name) if it holds any, else its ``.npy`` files.

A model whose batch dimension is symbolic gets one sample per run; a fixed batch N gets N samples per run.
Errors name the parameter (``calibration``, ``samples``, ``preprocess``) and the file.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path

import numpy as np

from ixconv.graph.ir import ValueInfo
from ixconv.graph.preprocess import IMAGE_SUFFIXES, Preprocess, open_image


def _batch_size(info: ValueInfo) -> int | None:
    """The fixed batch of an input, or None when it is symbolic (one sample per run then)."""
    return info.shape[0] if info.shape and isinstance(info.shape[0], int) else None


class CalibrationData:
    """Batches (dicts input name -> array) for the model whose inputs are ``inputs``."""

    def __init__(self, source, inputs: list[ValueInfo], samples: int | None = None, preprocess=None):
        if samples is not None and (isinstance(samples, bool) or not isinstance(samples, int) or samples < 1):
            raise ValueError(f"samples must be a positive integer, got {samples!r}")
        if not inputs:
            raise ValueError("model: it has no input to calibrate")
        self.inputs, self.samples = inputs, samples
        self.images: list[Path] = []
        self.arrays: dict[str, np.ndarray] | None = None
        self.batches: list[dict[str, np.ndarray]] | None = None
        if isinstance(source, (str, os.PathLike)) or (
            isinstance(source, (list, tuple)) and source and all(isinstance(s, (str, os.PathLike)) for s in source)
        ):
            self._from_paths([Path(s) for s in ([source] if isinstance(source, (str, os.PathLike)) else source)],
                             preprocess)  # fmt: skip
        elif isinstance(source, (np.ndarray, dict)):
            self.arrays = self._checked_arrays(source if isinstance(source, dict) else {self._single(): source})
        elif isinstance(source, Iterable) and not isinstance(source, (str, bytes)):
            self.batches = []
            count = 0
            for item in source:
                batch = self._checked_arrays(item if isinstance(item, dict) else {self._single(): item})
                self.batches.append(batch)
                count += len(next(iter(batch.values())))
                if samples is not None and count >= samples:
                    break
            if not self.batches:
                raise ValueError("calibration: the iterable gave no batch")
        else:
            raise TypeError(
                "calibration must be an array, a dict of arrays, an iterable of batches, or a path to .npy file(s) "
                f"or a folder of images, got {type(source).__name__}"
            )

    def _single(self) -> str:
        if len(self.inputs) != 1:
            names = [v.name for v in self.inputs]
            raise ValueError(f"calibration: the model takes several inputs {names}: give dicts input name -> array")
        return self.inputs[0].name

    def _from_paths(self, paths: list[Path], preprocess) -> None:
        files: list[Path] = []
        for path in paths:
            if path.is_dir():
                entries = sorted(p for p in path.iterdir() if p.is_file())
                images = [p for p in entries if p.suffix.lower() in IMAGE_SUFFIXES]
                found = images or [p for p in entries if p.suffix.lower() == ".npy"]
                if not found:
                    raise ValueError(
                        f"calibration: the folder {str(path)!r} holds no image ({', '.join(IMAGE_SUFFIXES)}) "
                        "and no .npy file"
                    )
                files += found
            elif path.is_file():
                files.append(path)
            else:
                raise FileNotFoundError(f"calibration: no such file or folder {str(path)!r}")
        images = [p for p in files if p.suffix.lower() in IMAGE_SUFFIXES]
        arrays = [p for p in files if p.suffix.lower() == ".npy"]
        others = [p for p in files if p not in images and p not in arrays]
        if others or (images and arrays):
            what = f"{str(others[0])!r} is neither" if others else "a mix of"
            raise ValueError(f"calibration: {what} images ({', '.join(IMAGE_SUFFIXES)}) and .npy files")
        if images:
            self._single()
            self.preprocess = Preprocess.make(preprocess).for_input(self.inputs[0], "calibration")
            self.images = images[: self.samples] if self.samples else images
            for image in self.images:  # the headers now (cheap), so a stray file fails before any model runs
                open_image(image, "calibration").close()
            return
        loaded = []
        for path in arrays:
            try:
                loaded.append(np.load(path, allow_pickle=False))
            except (OSError, ValueError) as e:
                raise ValueError(f"calibration: cannot read {str(path)!r} as a .npy array ({e})") from None
        single = self._single()
        self.arrays = self._checked_arrays({single: np.concatenate(loaded) if len(loaded) > 1 else loaded[0]})

    def _checked_arrays(self, arrays: dict) -> dict[str, np.ndarray]:
        """Arrays of samples along axis 0, one per model input, of the input's dtype and shape."""
        names = [v.name for v in self.inputs]
        if set(arrays) != set(names):
            raise ValueError(f"calibration: batches must give exactly the model's inputs {names}, got {list(arrays)}")
        checked, counts = {}, set()
        for info in self.inputs:
            x = arrays[info.name]
            if not isinstance(x, np.ndarray):
                raise TypeError(f"calibration: input {info.name!r} must be a numpy array, got {type(x).__name__}")
            if x.dtype != info.dtype:
                if not (x.dtype.kind == "f" and np.dtype(info.dtype).kind == "f"):
                    raise TypeError(f"calibration: input {info.name!r} must be {info.dtype}, got {x.dtype}")
                x = x.astype(info.dtype)
            if info.shape and x.ndim != len(info.shape):
                raise ValueError(
                    f"calibration: samples of input {info.name!r} must have shape {info.shape} (samples along "
                    f"axis 0), got {x.shape}"
                )
            for axis, (want, got) in enumerate(zip(info.shape[1:], x.shape[1:]), 1):
                if isinstance(want, int) and want != got:
                    raise ValueError(
                        f"calibration: samples of input {info.name!r} have shape {x.shape}, the model takes "
                        f"{info.shape} (dimension {axis} must be {want})"
                    )
            if x.shape[0] == 0:
                raise ValueError(f"calibration: no sample for input {info.name!r}")
            checked[info.name] = np.ascontiguousarray(x)
            counts.add(x.shape[0])
        if len(counts) != 1:
            raise ValueError(f"calibration: the inputs have different sample counts {sorted(counts)}")
        return checked

    def __len__(self) -> int:
        """The number of samples."""
        if self.images:
            return len(self.images)
        if self.batches is not None:
            return sum(len(next(iter(b.values()))) for b in self.batches)
        count = len(next(iter(self.arrays.values())))
        return min(count, self.samples) if self.samples else count

    def __iter__(self) -> Iterator[dict[str, np.ndarray]]:
        if self.batches is not None:
            yield from self.batches
            return
        batch = _batch_size(self.inputs[0]) or 1
        total = len(self)
        if total < batch:
            raise ValueError(f"calibration: {total} sample(s), fewer than the model's fixed batch of {batch}")
        for start in range(0, total - batch + 1, batch):
            if self.images:
                sample = np.stack([self.preprocess(p, "calibration") for p in self.images[start : start + batch]])
                yield {self.inputs[0].name: sample.astype(self.inputs[0].dtype, copy=False)}
            else:
                yield {name: x[start : start + batch] for name, x in self.arrays.items()}
