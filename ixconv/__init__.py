"""ixconv: fast convolutions on CPUs, from Python, generated at run time with LLVM."""

__version__ = "0.1.0"

from ixconv.codegen.spec import GemmSpec, default_spec, enumerate_specs  # noqa: E402
from ixconv.frontend.compiled import compile  # noqa: E402  (PyTorch modules in; torch imported lazily)
from ixconv.graph.executor import Model  # noqa: E402
from ixconv.graph.quantize import quantize_model  # noqa: E402
from ixconv.ops.amx import AmxConv2d  # noqa: E402
from ixconv.ops.bf16 import Bf16Conv2d  # noqa: E402
from ixconv.ops.conv import Conv2d, conv2d  # noqa: E402
from ixconv.ops.qconv import ConvInteger, QConv2d  # noqa: E402
from ixconv.ops.quant import QuantParams, calibrate, choose_qparams, dequantize, quantize  # noqa: E402
from ixconv.ops.winograd import WinogradConv2d  # noqa: E402
from ixconv.tune.plan import load  # noqa: E402  (the graph runtime with this CPU's tuned plan)

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
