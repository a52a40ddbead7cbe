"""Batch inference over a dataset with Ray Data: one loaded ixconv model per actor.

```python
import ray
from ixconv.scale.ray_data import Predictor

ds = ray.data.from_items([{"id": i, "path": p} for i, p in enumerate(paths)])
out = ds.map_batches(
    Predictor, fn_constructor_kwargs={"model": "model.onnx"}, batch_size=16, batch_format="numpy",
    compute=ray.data.ActorPoolStrategy(size=2), num_cpus=1,
)
for batch in out.iter_batches(batch_format="numpy"): ...   # {"id", "label", "score"}
```

* ``Predictor(model, ...)`` loads the model once per actor (``ixconv.load``: this node's tuned plan, if
  ``ixconv tune`` made one there), with as many threads as the CPUs Ray assigned the actor (``num_cpus``;
  or ``num_threads``).
* Each batch (Ray Data's ``numpy`` format: a dict of columns) holds image paths (``column``, or encoded
  image bytes, e.g. from ``ray.data.read_binary_files``) and row ids (``id_column``): the images are read and
  preprocessed as ``ixconv run --image`` and ``ixconv quantize`` do (``ixconv.graph.preprocess.Preprocess``:
  Pillow, the ImageNet evaluation transform by default; a dict of its fields, a preset name or ``key=value``
  text), stacked into one batch and run; the
  answer is the ids and the ``top`` classes with their scores (the model's output, e.g. logits).
* Fault tolerance is Ray Data's: its actor pools restart a dead actor and retry its batches
  (``max_restarts=-1``, ``max_task_retries=-1`` by default); a batch is either in the output once or retried.
* ``Predictor`` is a plain callable too: ``Predictor(model, num_threads=2)(batch)`` runs one batch here.
"""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np

from ixconv.graph.preprocess import Preprocess
from ixconv.tune.loading import load
from ixconv.tune.plan import resolve_source


def assigned_cpus() -> int | None:
    """The CPUs Ray assigned to the current actor or task (at least 1), or None outside Ray."""
    try:
        import ray
    except ImportError:
        return None
    if not ray.is_initialized():
        return None
    cpus = ray.get_runtime_context().get_assigned_resources().get("CPU")
    return max(1, int(cpus)) if cpus else None


class Predictor:
    """A callable class for ``Dataset.map_batches``: images in, the ``top`` classes out (see the module).

    ``model``: an ONNX path, bytes, ``ModelProto`` or zoo name; ``num_threads``: default the CPUs Ray
    assigned (else all usable cores); ``preprocess``: a ``Preprocess``, a dict of its fields, or its text form
    (``"imagenet"``, ``"none"``, ``"imagenet,size=256x256"``);
    ``column``: the batch column of image paths or encoded bytes; ``id_column``: the row ids, passed through;
    ``top``: classes per row (``label``/``score`` of shape (rows,) for 1, (rows, top) above); ``output``: the
    model output to rank (default its first); ``precision``: as ``ixconv.load``'s."""

    def __init__(
        self,
        model,
        num_threads: int | None = None,
        preprocess=None,
        column: str = "path",
        id_column: str = "id",
        top: int = 1,
        output: str | None = None,
        precision: str = "fast",
    ):
        if isinstance(top, bool) or not isinstance(top, int) or top < 1:
            raise ValueError(f"top must be a positive integer, got {top!r}")
        if num_threads is not None and (isinstance(num_threads, bool) or not isinstance(num_threads, int)
                                        or num_threads < 1):  # fmt: skip
            raise ValueError(f"num_threads must be a positive integer or None, got {num_threads!r}")
        self.num_threads = num_threads or assigned_cpus()
        self.model = load(resolve_source(model), num_threads=self.num_threads, precision=precision)
        self.num_threads = self.model.num_threads
        inputs = self.model.graph.inputs
        if len(inputs) != 1:
            raise ValueError(f"model: Predictor feeds one image input, the model takes {[v.name for v in inputs]}")
        self.input = inputs[0]
        self.preprocess = Preprocess.make(preprocess).for_input(self.input, "preprocess")
        if output is not None and output not in self.model.output_names:
            raise ValueError(f"output: {output!r} is not an output of the model ({self.model.output_names})")
        self.output = output or self.model.output_names[0]
        self.column, self.id_column, self.top = column, id_column, top

    def _image(self, item):
        if isinstance(item, (bytes, bytearray, memoryview)):
            return io.BytesIO(bytes(item))
        if isinstance(item, np.ndarray) and item.dtype == np.uint8 and item.ndim == 1:
            return io.BytesIO(item.tobytes())
        return Path(str(item))

    def images(self, items) -> np.ndarray:
        """The preprocessed batch of images (paths or encoded bytes), as the model takes it."""
        samples = [self.preprocess(self._image(item), self.column) for item in items]
        return np.stack(samples).astype(self.input.dtype, copy=False)

    def __call__(self, batch: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        for name in (self.column, self.id_column):
            if name not in batch:
                which = "column" if name == self.column else "id_column"
                raise ValueError(f"{which}: the batch has no column {name!r} (columns: {sorted(batch)})")
        ids = np.asarray(batch[self.id_column])
        if len(ids) == 0:
            return {self.id_column: ids, "label": np.empty(0, np.int64), "score": np.empty(0, np.float32)}
        y = self.model.run({self.input.name: self.images(batch[self.column])}, [self.output])[self.output]
        scores = y.reshape(len(ids), -1)
        labels = np.argsort(-scores, axis=1, kind="stable")[:, : self.top].astype(np.int64)  # as labels.top_k
        top = np.take_along_axis(scores, labels, axis=1).astype(np.float32)
        if self.top == 1:
            labels, top = labels[:, 0], top[:, 0]
        return {self.id_column: ids, "label": labels, "score": top}


def predict(ds, model, *, actors: int = 1, cpus_per_actor: float = 1, batch_size: int = 16, **options):
    """``ds.map_batches`` with a pool of ``actors`` ``Predictor`` actors of ``cpus_per_actor`` CPUs each
    (threads: as many), ``batch_size`` images per call; ``options``: ``Predictor``'s. Returns the lazy dataset
    of ``{id, label, score}`` rows."""
    import ray

    for name, value in (("actors", actors), ("batch_size", batch_size)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"{name} must be a positive integer, got {value!r}")
    if not isinstance(cpus_per_actor, (int, float)) or not cpus_per_actor > 0:
        raise ValueError(f"cpus_per_actor must be a positive number, got {cpus_per_actor!r}")
    return ds.map_batches(
        Predictor, fn_constructor_kwargs={"model": model, **options}, batch_size=batch_size, batch_format="numpy",
        compute=ray.data.ActorPoolStrategy(size=actors), num_cpus=cpus_per_actor,
    )  # fmt: skip
