"""Benchmarks: layer tables from real models, the measurement protocol, reports."""
