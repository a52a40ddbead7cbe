"""Whole ONNX models: import, graph passes, a memory plan, and an executor built from ixconv's operators."""
