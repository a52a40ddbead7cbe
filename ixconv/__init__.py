"""ixconv: fast convolutions on CPUs, from Python, generated at run time with LLVM."""

__version__ = "0.1.0"

# Public names are imported on first use (PEP 562): ``import ixconv`` costs next to nothing, and a service that
# only loads models never imports the quantizer, the tuner's search or the PyTorch front end.
_EXPORTS = {
    "GemmSpec": "ixconv.codegen.spec",
    "default_spec": "ixconv.codegen.spec",
    "enumerate_specs": "ixconv.codegen.spec",
    "compile": "ixconv.frontend.compiled",  # PyTorch modules in (torch imported when used)
    "Model": "ixconv.graph.executor",
    "quantize_model": "ixconv.graph.quantize",
    "AmxConv2d": "ixconv.ops.amx",
    "Bf16Conv2d": "ixconv.ops.bf16",
    "Conv2d": "ixconv.ops.conv",
    "conv2d": "ixconv.ops.conv",
    "ConvInteger": "ixconv.ops.qconv",
    "QConv2d": "ixconv.ops.qconv",
    "QuantParams": "ixconv.ops.quant",
    "calibrate": "ixconv.ops.quant",
    "choose_qparams": "ixconv.ops.quant",
    "dequantize": "ixconv.ops.quant",
    "quantize": "ixconv.ops.quant",
    "WinogradConv2d": "ixconv.ops.winograd",
    "load": "ixconv.tune.loading",  # the graph runtime with this CPU's tuned plan
}


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'ixconv' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # (found directly from now on)
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])


__all__ = [
    "Conv2d",
    "conv2d",
    "WinogradConv2d",
    "AmxConv2d",
    "Bf16Conv2d",
    "QConv2d",
    "ConvInteger",
    "QuantParams",
    "quantize",
    "dequantize",
    "calibrate",
    "choose_qparams",
    "quantize_model",
    "Model",
    "load",
    "compile",
    "GemmSpec",
    "default_spec",
    "enumerate_specs",
    "__version__",
]
