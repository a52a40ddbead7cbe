"""LLVM IR generation and JIT compilation of ixconv's kernels."""
