"""Host CPU features, the instruction set we generate for, and a fingerprint for cache keys.

The ISA is chosen from LLVM's host *feature* string, never from the CPU name: on the VMs we run on,
the reported name is often wrong (a Sapphire Rapids reported as "rocketlake", a Zen 4 as "znver4").
"""

from __future__ import annotations

import functools
import hashlib
import os
import platform
from dataclasses import dataclass

import llvmlite
import llvmlite.binding as llvm

from ixconv import knobs

ISAS = ("avx512", "avx2", "generic")


@dataclass(frozen=True)
class HostCPU:
    """What the JIT needs to know about the machine it runs on."""

    triple: str
    name: str  # LLVM's guess at the micro-architecture; used for scheduling only
    features: frozenset[str]  # the enabled features, without the leading "+"
    feature_string: str  # exactly what is handed to the target machine
    isa: str  # one of ISAS: what we generate code for
    native_isa: str  # the best ISA the host supports
    logical_cores: int

    @property
    def vector_floats(self) -> int:
        """fp32 lanes of one vector register of the chosen ISA."""
        return {"avx512": 16, "avx2": 8, "generic": 4}[self.isa]

    @property
    def target_cpu(self) -> str:
        """The CPU name handed to LLVM: the host's, unless a lesser ISA was forced (it would imply more)."""
        return self.name if self.isa == self.native_isa else ""

    @property
    def target_features(self) -> str:
        """The feature string handed to LLVM, restricted to the chosen ISA when a lesser one was forced."""
        if self.isa == self.native_isa:
            return self.feature_string
        if self.isa == "generic":
            return "" if self.native_isa in ("avx512", "avx2") else self.feature_string
        wider = ("+avx512", "+amx", "+avx10", "+evex512")
        return ",".join("-" + f[1:] if f.startswith(wider) else f for f in self.feature_string.split(","))

    @property
    def fingerprint(self) -> str:
        """Stable identity of (ISA-relevant features, triple, LLVM): tuning records and objects key on it."""
        text = "|".join([self.triple, self.isa, llvm_version(), self.target_features])
        return hashlib.sha256(text.encode()).hexdigest()[:16]


def llvm_version() -> str:
    return "llvm-" + ".".join(map(str, llvm.llvm_version_info)) + "-llvmlite-" + llvmlite.__version__


def isa_from_features(features: frozenset[str], machine: str) -> str:
    """Pick the kernel family for a feature set; a pure function so it is testable for any CPU."""
    if machine.lower() in ("x86_64", "amd64", "x86-64", "i686", "x86"):
        if {"avx512f", "avx512vl", "avx512bw", "avx512dq"} <= features:
            return "avx512"
        if {"avx2", "fma"} <= features:
            return "avx2"
    return "generic"


def _parse_features(feature_string: str) -> frozenset[str]:
    return frozenset(f[1:] for f in feature_string.split(",") if f.startswith("+"))


@functools.cache
def _detect() -> HostCPU:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()  # inline assembly in generated kernels
    feature_string = llvm.get_host_cpu_features().flatten()
    features = _parse_features(feature_string)
    machine = platform.machine()
    native = isa = isa_from_features(features, machine)
    forced = knobs.ISA.get()
    if forced:
        if forced not in ISAS:
            raise ValueError(f"IXCONV_ISA must be one of {ISAS}, got {forced!r}")
        if ISAS.index(forced) < ISAS.index(isa):
            raise ValueError(f"IXCONV_ISA={forced} is not supported by this CPU (best: {isa})")
        isa = forced
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return HostCPU(
        triple=llvm.get_process_triple(),
        name=llvm.get_host_cpu_name(),
        features=features,
        feature_string=feature_string,
        isa=isa,
        native_isa=native,
        logical_cores=cores,
    )


def host() -> HostCPU:
    """The (cached) description of this machine."""
    return _detect()


def cpu_model_name() -> str:
    """The marketing name from /proc/cpuinfo, for reports only."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()
