"""PyTorch in: ``nn.Module``s and ``torch.compile`` graphs exported to ONNX by torch and run by ixconv.

Modules in the order data flows through them (torch is imported lazily: ``import ixconv`` does not load it):

* ``export``    a module and example inputs -> ONNX bytes (torch's TorchScript exporter, in memory), with an
                error that names the operator and the module when torch cannot export one
* ``compiled``  ``ixconv.compile``: export, ``ixconv.load``, and a callable taking and returning torch tensors
* ``dynamo``    the ``torch.compile(model, backend="ixconv")`` backend
"""
