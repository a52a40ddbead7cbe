"""The ONNX backend conformance suite (``onnx.backend.test``) for the operators ixconv supports.

Every node test of an operator in the registry runs through ``ixconv.load(model).run(...)``: the optimizing
passes, the layout pass, the NHWC kernels and the NumPy operators. Exclusions below each carry their
reason. The number that passed is printed at the end of the session.
"""

from __future__ import annotations

import re

import onnx.backend.base as base
import onnx.backend.test
import pytest

import ixconv
from ixconv.graph.ops import REGISTRY


def _test_names(op: str) -> set[str]:
    """The names ONNX's node tests use for an operator: lower case (``test_leakyrelu_*``) or snake case
    (``test_reduce_mean_*``, ``test_layer_normalization_*``), plus the few abbreviations below."""
    return {op.lower(), re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", op).lower(), *ABBREVIATIONS.get(op, ())}


ABBREVIATIONS = {
    "BatchNormalization": ("batchnorm",),
    "InstanceNormalization": ("instancenorm",),
    "MeanVarianceNormalization": ("mvn",),
    "Trilu": ("tril", "triu"),
    "RNN": ("simple_rnn",),
}
# every operator in the registry, and Constant (folded by the importer)
OPS = sorted({"constant"}.union(*(_test_names(op) for op in REGISTRY)))

EXCLUDED = {
    r"test_reduce_max_bool": "bool reductions are not part of a CNN runtime",
    r"test_(abs|relu|neg|add|sub|mul|div|max|min|sum|mean|pow|equal|clip|where)_.*(bfloat16|float16|float8|int4|uint4)": "half, bfloat16, float8 and 4-bit types are not supported",
    r"test_cast(like)?_.*(BFLOAT16|FLOAT16|FLOAT8|STRING|INT4|UINT4|FLOAT4)": "casts to/from half, bfloat16, float8, 4-bit and string types are not supported",
    r"test_(quantize|dequantize)linear_.*(e4m3|e5m2|float8|int4|uint4|float4|blocked|int16|uint16)": "float8, 4-bit, 16-bit and blocked quantization are not supported",
    r"test_dropout_.*(mask|training)|test_training_dropout": "training-mode Dropout is not an inference op",
    r"test_batchnorm_.*training": "training-mode BatchNormalization is not an inference op",
    r"test_maxpool_.*(ceil_output_size_reduce|with_argmax_2d_precomputed_pads)": "see test comment: ambiguous ceil/indices cases refused with a clear error",
    r"test_(averagepool|maxpool)_.*(same_lower|same_upper).*ceil|test_averagepool_2d_ceil_last_window": "ceil_mode with auto_pad, and a last window made of padding, are refused (ONNX Runtime, the reference and the spec disagree)",
    r"test_(averagepool|maxpool)_.*dilations.*(same|ceil)": "dilated pooling with SAME padding is refused",
    r"test_gridsample_volumetric": "GridSample of 3-D volumes is not supported (2-D images only; refused)",
    r"test_split_to_sequence": "sequence types are not supported (SplitToSequence is not a CNN operator)",
    r"test_range_.*expanded": "Range's expanded form uses Loop (control flow)",
    r"test_(einsum|celu)_.*bfloat16": "bfloat16 tensors are not supported",
    r"test_reduce_max_empty_set_bool": "bool reductions are not part of a CNN runtime",
    r"test_(cast|castlike|quantizelinear|dequantizelinear)_.*(INT2|UINT2|int2|uint2)": "2-bit integer types are not supported",
    r"test_identity_(opt|sequence)": "optional and sequence types are not supported",
    r"test_resize_downsample_scales_(linear|cubic)_align_corners": "the output length is the integer floor(in*scale), as the spec and "
    "ONNX Runtime compute it; the reference data uses the fractional in*scale for the align_corners coordinates",
}


class IxconvRep(base.BackendRep):
    def __init__(self, model):
        self.model = ixconv.load(model)

    def run(self, inputs, **kwargs):
        feeds = dict(zip(self.model.input_names, inputs))
        outputs = self.model.run(feeds)
        return tuple(outputs[name] for name in self.model.output_names)


class IxconvBackend(base.Backend):
    @classmethod
    def prepare(cls, model, device: str = "CPU", **kwargs):
        super().prepare(model, device, **kwargs)
        return IxconvRep(model)

    @classmethod
    def supports_device(cls, device: str) -> bool:
        return device == "CPU"


backend_test = onnx.backend.test.BackendTest(IxconvBackend, __name__)
for op in OPS:
    backend_test.include(rf"^test_{op}(_.*)?_cpu$")
# the convolutions PyTorch's exporter wrote at opset 6 (converted to 9 on load): 1-D, 2-D and 3-D, groups, dilation
backend_test.include(r"^test_(Conv|ConvTranspose)(1d|2d|3d)\w*_cpu$")
for pattern in EXCLUDED:
    backend_test.exclude(pattern)
backend_test.exclude(r"^test_.*_(cuda|gpu)$")

globals().update(backend_test.test_cases)
pytestmark = pytest.mark.onnx_backend
