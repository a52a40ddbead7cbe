"""Time to get every default kernel a model needs: cold (empty object cache) and warm (from the cache).

Each measurement runs in a fresh interpreter so nothing is already loaded in memory.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

_PROBE = r"""
import json, sys, time
from ixconv.bench.layers import load_layers
from ixconv.codegen import jit
from ixconv.codegen.dwconv import default_dw_spec, dw_kernel
from ixconv.codegen.gemm import gemm_kernel
from ixconv.codegen.spec import choose_rows
from ixconv.cpu import host
from ixconv.ops.conv import default_conv_spec
isa = host().isa
specs = set()
for layer in load_layers(sys.argv[1]):  # the kernels Conv2d picks for these layers by default
    taps = layer.kernel[0] * layer.kernel[1]
    if layer.tag == "depthwise":
        specs.add(default_dw_spec(isa, taps))
    else:
        weight_bytes = 4 * layer.out_channels * layer.in_channels // layer.groups * taps
        spec = default_conv_spec(isa, layer.out_channels // layer.groups, taps, weight_bytes)  # as Conv2d
        oh, ow = layer.out_size
        specs.add(choose_rows(spec, oh * ow))  # as Conv2d._reshape
jit.target_machine()  # LLVM initialisation is not kernel compilation
t0 = time.perf_counter()
for spec in specs:
    (dw_kernel if hasattr(spec, "taps") else gemm_kernel)(spec)
print(json.dumps({"seconds": time.perf_counter() - t0, "kernels": sorted(s.name for s in specs), **jit.stats}))
"""


def measure(model: str = "resnet18") -> dict:
    """{"cold": seconds, "warm": seconds, "kernels": [...]} from two fresh interpreters."""
    with tempfile.TemporaryDirectory(prefix="ixconv-cache-") as cache:
        env = dict(os.environ, IXCONV_CACHE_DIR=cache, IXCONV_NO_DISK_CACHE="0", IXCONV_DEBUG="0")
        runs = []
        for _ in range(2):
            done = subprocess.run(
                [sys.executable, "-c", _PROBE, model], env=env, capture_output=True, text=True, check=True
            )
            runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    cold, warm = runs
    if cold["compiled"] < 1 or warm["disk_hits"] < 1:
        raise RuntimeError(f"object cache did not behave: cold={cold} warm={warm}")
    return {"cold": cold["seconds"], "warm": warm["seconds"], "kernels": cold["kernels"]}
