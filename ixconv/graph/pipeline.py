"""The standard pass pipeline: an imported ONNX graph in, the graph the executor prepares out (NHWC, folded,
fused). Its own module so that saved models (``ixconv.graph.saved``, below the executor) run the same passes."""

from __future__ import annotations

from ixconv.graph import fusion, layout, passes, qdq
from ixconv.graph.ir import Graph, Node
from ixconv.graph.ops import run_node


def optimize(graph: Graph) -> Graph:
    """The standard pass pipeline (see ``ixconv.graph.passes``)."""

    def evaluate(node: Node, inputs):
        return run_node(node, inputs, graph.opset)

    g = passes.remove_identities(graph)
    g = qdq.fuse_qdq_convolutions(qdq.gemms_as_convolutions(g))  # before folding makes the weights float
    g = qdq.fuse_quantized_movement(g)
    g = passes.fold_constants(g, evaluate)
    g = passes.fold_bias_add(g)
    g = passes.fold_batchnorm(g)
    g = passes.fold_pad(g)
    g = passes.flush_denormal_constants(g)
    g = passes.fuse_conv_epilogues(g)
    g = passes.cancel_unsqueeze_squeeze(g)
    g = fusion.fuse_into_quantized_convolutions(layout.to_nhwc(g))
    g = qdq.fuse_residual_adds(passes.fuse_dequantize_add(qdq.quantize_in_layout(g)))
    g = fusion.fuse_into_convolutions(fusion.fuse_elementwise(g))
    return passes.split_convolutions(fusion.fuse_quantized_glue(g))
