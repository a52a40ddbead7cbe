"""Quantized models end to end: a zoo model quantized by ONNX Runtime's own tool -- the int8 ONNX files users
actually have -- or by ixconv's (``--quantizer ixconv``: a QDQ model, ``ixconv.quantize_model``), run by ixconv
and by ONNX Runtime side by side at each thread count, next to ixconv's fp32 plan of the same model.

The model: ``quant_pre_process`` (BatchNormalization folded into the convolutions), then ``quantize_static``
in the QOperator format (QLinearConv; Relu folded into the convolutions' output ranges; QuantizeLinear /
DequantizeLinear around the float Add, MaxPool, pooling and Gemm), per-channel int8 weights, uint8
activations, calibrated on a few sample images. Needs the ``[bench]`` extra (onnxruntime).

    python -m ixconv.bench.quantized --model resnet18,mobilenet_v2 [--quantizer onnxruntime|ixconv] [--threads 1,2]
        [--runs 40] [--markdown FILE]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import numpy as np


def float_model(model: str):
    """The float ``onnx.ModelProto`` of a zoo model (``ixconv.zoo``) or of an architecture of the real-model sweep
    (``ixconv.bench.archs``, exported at its input shape with seeded random weights)."""
    import onnx

    from ixconv import zoo
    from ixconv.bench import archs

    if model in zoo.MODELS:
        return zoo.build(model)
    if model not in archs.ARCHS:
        raise ValueError(f"model: {model!r} is neither a zoo model {zoo.MODELS} nor one of {list(archs.ARCHS)}")
    return onnx.load_from_string(archs.export_onnx(model, dynamic=False))


def sample_input(model: str, seed: int = 1) -> np.ndarray:
    """A seeded input of the model's shape: normalized noise for the zoo models, photo-like images for the rest."""
    from ixconv import zoo
    from ixconv.bench import archs, real_models

    if model in zoo.MODELS:
        return zoo.sample_input(seed=seed)
    return real_models.sample_input("photo", list(archs.ARCHS[model].input_shape), seed)


def quantize(model: str, calibration_images: int = 4):
    """The model ``model`` as ONNX Runtime's quantizer writes it (an ``onnx.ModelProto``)."""
    import onnx
    from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static
    from onnxruntime.quantization.shape_inference import quant_pre_process

    from ixconv.cpu import host

    proto = float_model(model)
    name = proto.graph.input[0].name

    class Images(CalibrationDataReader):
        def __init__(self) -> None:
            self.seeds = iter(range(1, calibration_images + 1))

        def get_next(self):
            seed = next(self.seeds, None)
            return None if seed is None else {name: sample_input(model, seed)}

    with tempfile.TemporaryDirectory() as tmp:
        plain, prepared, quantized = (Path(tmp) / f for f in ("m.onnx", "pre.onnx", "q.onnx"))
        onnx.save(proto, plain)
        quant_pre_process(str(plain), str(prepared), skip_symbolic_shape=True)
        # Without VNNI, ONNX Runtime multiplies u8 x s8 with vpmaddubsw, whose int16 pair sums saturate: its own
        # docs advise 7-bit weights (reduce_range) on such CPUs, and so does this benchmark (on an AVX2-only
        # AMD EPYC, SqueezeNet's outputs otherwise moved 0.04 from the exact int32 sums ixconv computes).
        quantize_static(
            str(prepared), str(quantized), Images(), quant_format=QuantFormat.QOperator,
            op_types_to_quantize=["Conv", "Relu"], activation_type=QuantType.QUInt8,
            weight_type=QuantType.QInt8, per_channel=True, reduce_range=not host().has_vnni,
        )  # fmt: skip
        return onnx.load(quantized)


def quantize_with_ixconv(model: str, calibration_images: int = 4):
    """The model ``model`` as ``ixconv.quantize_model`` writes it (QDQ), on the same sample images."""
    from ixconv.graph.quantize import quantize_model

    samples = np.concatenate([sample_input(model, seed) for seed in range(1, calibration_images + 1)])
    return quantize_model(float_model(model), samples)


def run(
    model: str, thread_counts: list[int], runs: int = 40, quantizer: str = "onnxruntime", calibration_images: int = 4
) -> dict:
    from ixconv.bench.e2e import _ort_runner, interleaved
    from ixconv.graph.executor import load

    make = quantize if quantizer == "onnxruntime" else quantize_with_ixconv
    proto = make(model, calibration_images)
    x = sample_input(model, seed=0)
    ours, fp32 = load(proto), load(float_model(model))
    feeds = {ours.input_names[0]: x}
    mine = ours.run(feeds)[ours.output_names[0]]
    result = {"model": model, "quantizer": quantizer, "ops": sorted({n.op_type for n in proto.graph.node}),
              "threads": {}}  # fmt: skip
    for threads in thread_counts:
        ours.set_threads(threads)
        fp32.set_threads(threads)
        ort_call, _ = _ort_runner(proto, x, threads)
        theirs = ort_call()
        calls = {"ixconv": lambda: ours.run(feeds), "onnxruntime": ort_call, "ixconv fp32": lambda: fp32.run(feeds)}
        timings = interleaved(calls, runs)
        result["threads"][threads] = {
            "ms": {k: t.median * 1e3 for k, t in timings.items()},
            "q20_q80_ms": {k: (t.q20 * 1e3, t.q80 * 1e3) for k, t in timings.items()},
            "max_abs_diff": float(np.max(np.abs(mine - theirs))),
            "same_top1": bool(np.argmax(mine) == np.argmax(theirs)),
        }
    return result


def markdown(result: dict) -> str:
    by = "ONNX Runtime (QOperator" if result.get("quantizer", "onnxruntime") == "onnxruntime" else "ixconv (QDQ"
    lines = [
        f"{result['model']} quantized by {by}; ops: {', '.join(result['ops'])}), batch 1:",
        "",
        "| threads | ixconv ms (20-80%) | ONNX Runtime ms (20-80%) | ixconv speedup | ixconv fp32 ms | int8 / fp32 "
        "| max abs diff | same top-1 |",
        "|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for threads, r in result["threads"].items():
        (a, b), (c, d) = r["q20_q80_ms"]["ixconv"], r["q20_q80_ms"]["onnxruntime"]
        lines.append(
            f"| {threads} | {r['ms']['ixconv']:.2f} ({a:.2f}-{b:.2f}) | {r['ms']['onnxruntime']:.2f} ({c:.2f}-{d:.2f}) "
            f"| {r['ms']['onnxruntime'] / r['ms']['ixconv']:.2f}x | {r['ms']['ixconv fp32']:.2f} "
            f"| {r['ms']['ixconv fp32'] / r['ms']['ixconv']:.2f}x | {r['max_abs_diff']:.1e} | {r['same_top1']} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="resnet18",
                        help="comma-separated zoo models (resnet18, mobilenet_v2, ...) or ixconv.bench.archs names "
                        "(resnet50, mobilenet_v3_large, efficientnet_lite0, yolov8n, ...)")  # fmt: skip
    parser.add_argument("--calibration-images", type=int, default=4, help="samples to calibrate on")
    parser.add_argument("--quantizer", default="onnxruntime", choices=["onnxruntime", "ixconv"],
                        help="ONNX Runtime's quantize_static (QOperator) or ixconv.quantize_model (QDQ)")  # fmt: skip
    parser.add_argument("--threads", default="1,2", help="comma-separated thread counts")
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--markdown", default=None, metavar="FILE", help="also write the table to FILE")
    args = parser.parse_args(argv)
    threads = [int(t) for t in args.threads.split(",")]
    text = "\n".join(markdown(run(model, threads, args.runs, args.quantizer, args.calibration_images))
                     for model in args.model.split(","))  # fmt: skip
    print(text, end="")
    if args.markdown:
        from ixconv.bench.harness import environment

        env = environment()
        command = " ".join(["python -m ixconv.bench.quantized", *(sys.argv[1:] if argv is None else argv)])
        header = (
            f"# Quantized models end to end\n\nProduced by `{command}` on {env['date']} ({env['cpu_model']}, "
            f"{env['logical_cores']} logical cores, ISA {env['isa']}); medians of interleaved runs.\n\n"
        )
        Path(args.markdown).write_text(header + text)


if __name__ == "__main__":
    main()
