"""Operators: parameter validation, weight packing, the indirection buffer, algorithms, threads."""
