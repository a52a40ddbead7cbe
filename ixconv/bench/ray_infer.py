"""Ray Data batch inference against ixconv alone: ``python -m ixconv.bench.ray_infer --images 1000``.

On a folder of JPEGs (``make_images``: random crops, flips and colour shifts of scikit-image's sample photos
when scikit-image is installed, else synthetic pictures drawn with Pillow), on a local Ray instance of
``--cpus`` CPUs bound to the loopback address (``ixconv.scale.ray_local.start_local``):

* ``alone``: one process, ``Predictor(model, num_threads=cpus)`` called on consecutive batches of
  ``--batch`` paths (the same reading, preprocessing, model and batch size as the actors);
* ``ray AxC``: ``ray.data.from_items`` of ``{id, path}`` rows, ``map_batches(Predictor)`` over a pool of A
  actors of C CPUs (C threads) each, consumed with ``iter_batches``; the ids that come out are checked: every
  row exactly once.

Each run is timed end to end (model loading and, for Ray Data, starting the actors and the pipeline, inside
the time); the variants take turns ``--runs`` times and the medians are printed (images/s) with each Ray
variant's ratio to ``alone``. ``--kill``: one more Ray run in which, once the first results are in, the process
of an actor in the middle of a batch is killed with ``kill -9``; Ray Data restarts it and retries its batches.
Every batch start is logged, so the run reports how many rows were processed more than once (the cost of the
kill) and checks that every row still comes out exactly once.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from ixconv.scale.ray_data import Predictor
from ixconv.scale.ray_local import start_local

PHOTOS = ("astronaut", "coffee", "chelsea", "rocket", "immunohistochemistry", "hubble_deep_field", "retina",
          "colorwheel", "camera")  # fmt: skip


def _photos() -> list[np.ndarray]:
    """scikit-image's bundled sample photos (RGB uint8), or [] when scikit-image is not installed."""
    try:
        import skimage.data
    except ImportError:
        return []
    photos = []
    for name in PHOTOS:
        try:
            image = getattr(skimage.data, name)()
        except Exception:  # a sample that would need a download
            continue
        photos.append(np.stack([image] * 3, axis=-1) if image.ndim == 2 else image[..., :3])
    return photos


def _synthetic(rng: np.random.Generator, height: int, width: int) -> np.ndarray:
    """A picture-like RGB image: smooth colour gradients, a few discs and noise."""
    yy, xx = np.mgrid[0:height, 0:width] / max(height, width)
    c = rng.uniform(0, 1, (3, 3))
    image = np.stack([c[i, 0] + c[i, 1] * xx + c[i, 2] * yy for i in range(3)], axis=-1)
    for _ in range(rng.integers(2, 6)):
        cy, cx, r = rng.uniform(0, 1), rng.uniform(0, 1), rng.uniform(0.05, 0.3)
        image[(yy - cy) ** 2 + (xx - cx) ** 2 < r * r] = rng.uniform(0, 1, 3)
    image += rng.normal(0, 0.03, image.shape)
    return (np.clip(image / image.max(), 0, 1) * 255).astype(np.uint8)


def make_images(folder: str | Path, count: int, seed: int = 0) -> list[Path]:
    """``count`` JPEGs in ``folder`` (``img00000.jpg``, ...), 160-480 pixels a side: crops of real photos
    (flipped, colour-shifted) or synthetic pictures (see the module). Returns their paths, sorted."""
    from PIL import Image

    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise ValueError(f"count must be a positive integer, got {count!r}")
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)
    photos = _photos()
    paths = []
    for i in range(count):
        if photos:
            photo = photos[i % len(photos)]
            h, w = photo.shape[:2]
            ch, cw = (int(v * rng.uniform(0.4, 1.0)) for v in (h, w))
            top, left = rng.integers(0, h - ch + 1), rng.integers(0, w - cw + 1)
            image = photo[top : top + ch, left : left + cw].astype(np.float32)
            if rng.random() < 0.5:
                image = image[:, ::-1]
            image = np.clip(image * rng.uniform(0.8, 1.2, 3), 0, 255).astype(np.uint8)
        else:
            image = _synthetic(rng, int(rng.integers(160, 480)), int(rng.integers(160, 480)))
        picture = Image.fromarray(np.ascontiguousarray(image))
        scale = rng.uniform(160, 480) / max(picture.size)
        picture = picture.resize((max(32, round(picture.size[0] * scale)), max(32, round(picture.size[1] * scale))))
        path = folder / f"img{i:05d}.jpg"
        picture.save(path, quality=int(rng.integers(80, 96)))
        paths.append(path)
    return paths


class TracedPredictor(Predictor):
    """``Predictor`` that appends ``start|done pid first_id rows unix_time`` lines to the file ``trace`` around
    each batch (a batch retried after a kill starts twice) and adds a ``pid`` column. ``delay``: seconds slept
    after a batch's start line (a test's window to kill the actor mid-batch)."""

    def __init__(self, model, trace: str, delay: float = 0.0, **options):
        super().__init__(model, **options)
        self.trace, self.delay = trace, delay

    def _log(self, what: str, ids) -> None:
        with open(self.trace, "a") as f:
            f.write(f"{what} {os.getpid()} {int(ids[0]) if len(ids) else -1} {len(ids)} {time.time():.6f}\n")

    def __call__(self, batch: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        ids = batch[self.id_column]
        self._log("start", ids)
        time.sleep(self.delay)
        out = super().__call__(batch)
        out["pid"] = np.full(len(ids), os.getpid(), np.int64)
        self._log("done", ids)
        return out


def trace_lines(trace: str) -> list[tuple[str, int, int, int, float]]:
    """The lines of a ``TracedPredictor`` trace: (start|done, pid, first id, rows, unix time)."""
    lines = []
    for line in Path(trace).read_text().splitlines():
        what, pid, first, rows, when = line.split()
        lines.append((what, int(pid), int(first), int(rows), float(when)))
    return lines


def busy_actor(trace: str, started_within: float | None = None) -> int | None:
    """The pid of an actor in the middle of a batch (its last line in ``trace`` a start, at most
    ``started_within`` seconds ago if given), if any."""
    last: dict[int, tuple[str, float]] = {}
    for what, pid, _, _, when in trace_lines(trace) if Path(trace).exists() else []:
        last[pid] = (what, when)
    now = time.time()
    busy = [pid for pid, (what, when) in last.items()
            if what == "start" and (started_within is None or now - when <= started_within)]  # fmt: skip
    return busy[-1] if busy else None


def alone(paths: list[Path], model, batch_size: int, threads: int) -> dict:
    """ixconv alone, one pass over ``paths`` in this process: seconds (model loading included), the seconds to
    the first batch's answer, and the ids that came out."""
    started = time.perf_counter()
    predictor = Predictor(model, num_threads=threads)
    ids, names = np.arange(len(paths)), np.array([str(p) for p in paths])
    seen, first = [], None
    for start in range(0, len(paths), batch_size):
        seen.append(predictor({"id": ids[start : start + batch_size], "path": names[start : start + batch_size]})["id"])
        first = first or (time.perf_counter() - started, len(seen[0]))
    return {"seconds": time.perf_counter() - started, "first": first, "ids": np.concatenate(seen)}


def ray_pass(paths: list[Path], model, batch_size: int, actors: int, cpus_per_actor: int, trace: str | None = None,
             kill_after: int | None = None) -> dict:  # fmt: skip
    """One Ray Data pass: seconds (starting the actors included), the seconds to the first batch's answer, the
    ids that came out, and (``kill_after`` rows) the pid killed."""
    import ray

    started = time.perf_counter()
    rows = [{"id": i, "path": str(p)} for i, p in enumerate(paths)]
    ds = ray.data.from_items(rows, override_num_blocks=max(1, -(-len(rows) // batch_size)))  # a batch a block
    kwargs = {"model": model} if trace is None else {"model": model, "trace": trace}
    cls = Predictor if trace is None else TracedPredictor
    out = ds.map_batches(
        cls, fn_constructor_kwargs=kwargs, batch_size=batch_size, batch_format="numpy",
        compute=ray.data.ActorPoolStrategy(size=actors), num_cpus=cpus_per_actor,
    )  # fmt: skip
    seen, killed, killed_at, first = [], None, None, None
    for batch in out.iter_batches(batch_format="numpy", batch_size=None):
        seen.append(batch["id"])
        first = first or (time.perf_counter() - started, len(batch["id"]))
        if kill_after is not None and killed is None and sum(map(len, seen)) >= kill_after:
            killed = busy_actor(trace)  # mid-batch: its batch is lost and retried
            if killed is not None:
                killed_at = time.perf_counter() - started
                os.kill(killed, signal.SIGKILL)
    ids = np.concatenate(seen) if seen else np.empty(0, np.int64)
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "first": first, "ids": ids, "killed": killed, "killed_at": killed_at}


def exactly_once(ids: np.ndarray, count: int) -> dict:
    """Rows lost and duplicated among ``ids`` (expected: each of 0..count-1 once)."""
    counts = np.bincount(np.asarray(ids, np.int64), minlength=count)[:count]
    return {"rows": int(len(ids)), "lost": int((counts == 0).sum()), "duplicated": int((counts > 1).sum())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--images", type=int, default=1000, help="images in the generated folder")
    parser.add_argument("--folder", default=None, help="use (or fill) this folder instead of a temporary one")
    parser.add_argument("--model", default="resnet18", help="an .onnx file or a zoo model name")
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--cpus", type=int, default=None, help="CPUs of the local Ray instance (default: all)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--kill", action="store_true", help="one more Ray run with an actor killed (kill -9)")
    parser.add_argument("--json", default=None, help="write the figures here")
    args = parser.parse_args()
    cpus = args.cpus or (len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
    with tempfile.TemporaryDirectory(prefix="ixconv-ray-") as tmp:
        folder = Path(args.folder or Path(tmp) / "images")
        paths = sorted(folder.glob("*.jpg"))[: args.images] if folder.is_dir() else []
        if len(paths) < args.images:
            paths = make_images(folder, args.images)
        start_local(cpus)
        logging.getLogger("ray.data").setLevel(logging.WARNING)  # its progress lines
        variants = {"alone": None, f"ray {cpus}x1": (cpus, 1)}
        if cpus > 1:
            variants[f"ray 1x{cpus}"] = (1, cpus)
        seconds: dict[str, list[float]] = {k: [] for k in variants}
        first: dict[str, list[float]] = {k: [] for k in variants}  # seconds to the first answer
        checks: dict[str, list[dict]] = {k: [] for k in variants}
        for run in range(args.runs):
            for name, shape in variants.items():
                result = alone(paths, args.model, args.batch, cpus) if shape is None else ray_pass(
                    paths, args.model, args.batch, *shape)  # fmt: skip
                seconds[name].append(result["seconds"])
                first[name].append(result["first"][0])
                checks[name].append(exactly_once(result["ids"], len(paths)))
                print(f"run {run + 1} {name:10} {len(paths) / result['seconds']:7.1f} images/s (first answer after "
                      f"{first[name][-1]:.1f} s)  {checks[name][-1]}", flush=True)  # fmt: skip
        rates = {k: len(paths) / statistics.median(v) for k, v in seconds.items()}
        print(f"\n{len(paths)} images, {args.model}, batch {args.batch}, {cpus} CPUs, median of {args.runs} runs, "
              "end to end:")  # fmt: skip
        for name, rate in rates.items():
            ratio = "" if name == "alone" else f"  {rate / rates['alone']:.2f}x alone"
            print(f"  {name:10} {rate:7.1f} images/s (first answer after {statistics.median(first[name]):.1f} s)"
                  f"{ratio}")  # fmt: skip
        report = {"images": len(paths), "model": args.model, "batch": args.batch, "cpus": cpus, "runs": args.runs,
                  "seconds": seconds, "first_answer_seconds": first, "images_per_second": rates,
                  "checks": checks}  # fmt: skip
        if args.kill:
            trace = str(Path(tmp) / "trace.txt")
            result = ray_pass(paths, args.model, args.batch, cpus, 1, trace=trace, kill_after=4 * args.batch)
            started = [line for line in trace_lines(trace) if line[0] == "start"]
            processed = sum(rows for _, _, _, rows, _ in started)
            pids = {pid for _, pid, _, _, _ in started}
            check = exactly_once(result["ids"], len(paths))
            kill = {"killed_pid": result["killed"], "killed_at_seconds": result["killed_at"],
                    "seconds": result["seconds"], "batches_started": len(started), "rows_processed": processed,
                    "rows_processed_twice": processed - len(paths), "actor_processes": len(pids), **check}  # fmt: skip
            report["kill"] = kill
            print(f"  kill -9 of actor process {kill['killed_pid']} at {kill['killed_at_seconds'] or 0:.1f} s: "
                  f"{len(paths) / kill['seconds']:.1f} images/s, {kill['batches_started']} batches started, "
                  f"{kill['rows_processed_twice']} rows processed twice, {len(pids)} actor processes; "
                  f"rows out {check['rows']}, lost {check['lost']}, duplicated {check['duplicated']}")  # fmt: skip
        if args.json:
            Path(args.json).write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
