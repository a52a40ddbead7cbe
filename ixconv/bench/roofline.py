"""The roofline analysis of Dukhan 2019, section 4, measured on this machine.

GEMM and Indirect GEMM do the same K*C*Ho*Wo*R*S multiply-adds; im2col+GEMM also moves
2*C*Ho*Wo*R*S elements (it reads the input patches and writes the buffer). With the machine's balance
lambda = multiply-adds per element moved in balanced code (peak MAC/s over copy elements/s), GEMM-based
convolution costs (K + 2*lambda) * C*Ho*Wo*R*S MAC-equivalents and the predicted speedup of the
indirect algorithm is 1 + 2*lambda / K.

The balance depends on where the im2col buffer lives, so lambda is measured per layer with a copy of
the same size as that layer's im2col buffer (L2-, L3- or DRAM-resident, as it happens).
"""

from __future__ import annotations

import time

import numpy as np

_bandwidth_cache: dict[int, float] = {}


def copy_bandwidth(nbytes: int, repeats: int = 7) -> float:
    """Median bytes/s moved (read + write) by copying a buffer of `nbytes` (one thread, NumPy memcpy)."""
    size = max(4096, nbytes) // 4
    key = size * 4
    if key in _bandwidth_cache:
        return _bandwidth_cache[key]
    src = np.ones(size, np.float32)
    dst = np.empty_like(src)
    inner = max(1, (64 << 20) // (8 * size))  # about 64 MiB moved per sample
    np.copyto(dst, src)
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(inner):
            np.copyto(dst, src)
        samples.append(2 * src.nbytes * inner / (time.perf_counter() - t0))
    _bandwidth_cache[key] = float(np.median(samples))
    return _bandwidth_cache[key]


def balance(peak_gflops: float, bytes_per_second: float) -> float:
    """lambda: multiply-adds per element (4 bytes) moved."""
    return (peak_gflops * 1e9 / 2) / (bytes_per_second / 4)


def predicted_speedup(lam: float, out_channels: int) -> float:
    return 1 + 2 * lam / out_channels


def analyse(result) -> list[dict]:
    """Per layer: lambda, the predicted and the measured speedup of indirect over im2col+GEMM (1 thread)."""
    t = min(result.thread_counts)
    peak = result.peak_gflops[t]
    rows = []
    for lr in result.layers:
        if lr.layer.tag == "depthwise":
            continue
        bw = copy_bandwidth(lr.bytes["im2col"])
        lam = balance(peak, bw)
        rows.append(
            {
                "layer": lr.layer.name,
                "K": lr.layer.out_channels,
                "im2col_bytes": lr.bytes["im2col"],
                "copy_GBps": bw / 1e9,
                "lambda": lam,
                "predicted": predicted_speedup(lam, lr.layer.out_channels),
                "measured": lr.timings["im2col"][t].median / lr.timings["indirect"][t].median,
            }
        )
    return rows
