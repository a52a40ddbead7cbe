"""The operator registry: one record per ONNX operator (``registry.OpDef``), one module per family.

Importing this package registers every family. ``REGISTRY[op]`` holds the operator's attribute check, its
NumPy reference (exact ONNX semantics: the oracle), its layout rule (``keeps_layout``: an element-wise op
runs on NHWC tensors unchanged, its constant operands permuted once) and, when it has one, its lowering to a
generated native kernel (``lower``). Adding an operator touches one family module; the tests iterate the
registry.
"""

from ixconv.graph.ops import (  # noqa: F401 (importing a family registers its operators)
    activations,
    elementwise,
    indexing,
    nn,
    normalization,
    quant,
    recurrent,
    reduce,
    resize,
    shape,
)
from ixconv.graph.ops.registry import (
    MAX_OPSET,
    MIN_OPSET,
    REGISTRY,
    OpDef,
    OpError,
    check_node,
    keeps_layout,
    run_node,
)

__all__ = ["MAX_OPSET", "MIN_OPSET", "REGISTRY", "OpDef", "OpError", "check_node", "keeps_layout", "run_node"]
