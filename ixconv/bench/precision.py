"""Do the faster precisions change a classifier's answer? Top-1 agreement with the exact plan over many inputs.

    python -m ixconv.bench.precision                         # the sweep's classifiers + ResNet-18, VGG-16
    python -m ixconv.bench.precision --models resnet50 --inputs 200 --precisions fast,bf16

For each classifier and each input (seeded photo-like images, as the sweep feeds them), the top-1 class under
``precision="fast"`` (Winograd) and ``"bf16"`` against ``"exact"`` (direct fp32), and the largest output
difference relative to the largest logit. The weights are seeded random ones (exported from torchvision
architectures), whose logits sit closer together than a trained model's: a harder test of agreement. Also
reported: how many inputs had a top-2 margin under the largest difference seen (where a flip is possible).
"""

from __future__ import annotations

import argparse
import json

import numpy as np

CLASSIFIERS = (
    "resnet18", "vgg16", "resnet50", "mobilenet_v3_large", "efficientnet_b0", "convnext_tiny", "regnet_y_800mf",
    "densenet121", "googlenet", "inception_v3", "shufflenet_v2_x1_0", "mnasnet1_0",
)  # fmt: skip
ZOO = ("resnet18", "vgg16")


def _model_bytes(name: str) -> tuple[bytes, list[int]]:
    from ixconv import zoo
    from ixconv.bench import real_models as rm

    if name in ZOO:
        return zoo.build(name).SerializeToString(), [1, 3, 224, 224]
    entry = {e["name"]: e for e in rm.load_list()}[name]
    data, _ = rm.find_model(entry)
    return data, rm.shapes_of(entry)[0]


def agreement(name: str, precisions: list[str], inputs: int, threads: int | None = None) -> dict:
    import ixconv
    from ixconv.bench.real_models import sample_input

    data, shape = _model_bytes(name)
    exact = ixconv.load(data, num_threads=threads, precision="exact")
    others = {p: ixconv.load(data, num_threads=threads, precision=p) for p in precisions}
    feed = exact.input_names[0]
    row: dict = {"model": name, "inputs": inputs}
    same = dict.fromkeys(precisions, 0)
    worst = dict.fromkeys(precisions, 0.0)
    margins = []
    outputs: dict[str, list[np.ndarray]] = {p: [] for p in precisions}
    for seed in range(inputs):
        x = sample_input("photo", shape, seed=1000 + seed)
        ref = next(iter(exact.run({feed: x}).values())).reshape(-1)
        top2 = np.sort(ref)[-2:]
        margins.append(float(top2[1] - top2[0]))
        for p, model in others.items():
            y = next(iter(model.run({feed: x}).values())).reshape(-1)
            outputs[p].append(y)
            same[p] += int(np.argmax(y) == np.argmax(ref))
            worst[p] = max(worst[p], float(np.abs(y - ref).max() / np.abs(ref).max()))
    for p in precisions:
        scale_free = worst[p] * max(float(np.abs(o).max()) for o in outputs[p])
        row[p] = {
            "top1_agreement": same[p] / inputs,
            "max_relative_difference": worst[p],
            "inputs_with_margin_below_difference": int(sum(m < scale_free for m in margins)),
        }
    row["median_top2_margin"] = float(np.median(margins))
    return row


def main(argv: list[str] | None = None) -> None:
    from ixconv.ops.bf16 import bf16_supported

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default=",".join(CLASSIFIERS))
    parser.add_argument("--precisions", default="fast,bf16" if bf16_supported() else "fast")
    parser.add_argument("--inputs", type=int, default=100)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args(argv)
    precisions = args.precisions.split(",")
    rows = []
    print(f"top-1 agreement with precision='exact' over {args.inputs} inputs (max |y - exact| / max |exact|)")
    for name in args.models.split(","):
        row = agreement(name, precisions, args.inputs, args.threads)
        rows.append(row)
        cells = [
            f"{p} {row[p]['top1_agreement']:.0%} ({row[p]['max_relative_difference']:.1e}, "
            f"{row[p]['inputs_with_margin_below_difference']} near-ties)"
            for p in precisions
        ]
        print(f"{name:22s} " + "  ".join(cells) + f"  median top-2 margin {row['median_top2_margin']:.3g}", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"inputs": args.inputs, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
