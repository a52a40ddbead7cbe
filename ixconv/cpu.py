"""Host CPU features, the instruction set we generate for, and a fingerprint for cache keys.

The ISA is chosen from LLVM's host *feature* string, never from the CPU name: on the VMs we run on,
the reported name is often wrong (a Sapphire Rapids reported as "rocketlake", a Zen 4 as "znver4").
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import json
import os
import platform
import sys
from dataclasses import dataclass
from pathlib import Path

import llvmlite

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
    def has_vnni(self) -> bool:
        """Whether the CPU has 8-bit dot products (AVX512-VNNI or AVX-VNNI): ONNX Runtime's u8 x s8 kernels then
        no longer saturate their int16 pair sums (and its quantizer needs no ``reduce_range``)."""
        return bool({"avx512vnni", "avxvnni"} & self.features)

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
    return _llvm_host()["version"]


@functools.cache
def llvm_binding():
    """``llvmlite.binding``, its native target initialized (imported when first needed: a saved model's start
    may never need it)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()  # inline assembly in generated kernels
    return llvm


def cache_dir() -> Path:
    """Where compiled kernels (and LLVM's description of this host) are cached."""
    configured = knobs.CACHE_DIR.get()
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "ixconv"


def _cpu_identity() -> str | None:
    """What the kernel says about the first CPU (vendor, family, model, stepping, feature flags), the machine
    and llvmlite's version; None where /proc/cpuinfo is not readable."""
    if not sys.platform.startswith("linux"):
        return None
    keys = ("vendor_id", "cpu family", "model", "model name", "stepping", "flags", "CPU implementer",
            "CPU architecture", "CPU variant", "CPU part", "CPU revision", "Features", "isa", "uarch")  # fmt: skip
    found = {}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if not line.strip():
                    if found:
                        break
                    continue
                key, _, value = line.partition(":")
                if key.strip() in keys:
                    found[key.strip()] = " ".join(value.split())
    except OSError:
        return None
    if not found:
        return None
    text = json.dumps([sorted(found.items()), platform.machine(), llvmlite.__version__, sys.version])
    return hashlib.sha256(text.encode()).hexdigest()[:24]


@functools.cache
def _llvm_host() -> dict[str, str]:
    """LLVM's description of this host (triple, CPU name, feature string, LLVM version), kept in the kernel
    cache under the CPU's identity as the kernel reports it, so that a process that finds it there does not
    load LLVM (a saved model's start loads its kernels without it: ``ixconv.codegen.elfload``)."""
    identity = None if knobs.NO_DISK_CACHE.get() == "1" else _cpu_identity()
    path = cache_dir() / f"host-{identity}.json" if identity else None
    if path is not None:
        try:
            found = json.loads(path.read_text())
            if isinstance(found, dict) and {"triple", "name", "features", "version"} <= set(found):
                return found
        except (OSError, ValueError):
            pass
    llvm = llvm_binding()
    found = {
        "triple": llvm.get_process_triple(),
        "name": llvm.get_host_cpu_name(),
        "features": llvm.get_host_cpu_features().flatten(),
        "version": "llvm-" + ".".join(map(str, llvm.llvm_version_info)) + "-llvmlite-" + llvmlite.__version__,
    }
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps(found))
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only cache: LLVM is asked again next time
    return found


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
    described = _llvm_host()
    feature_string = described["features"]
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
        triple=described["triple"],
        name=described["name"],
        features=features,
        feature_string=feature_string,
        isa=isa,
        native_isa=native,
        logical_cores=cores,
    )


def host() -> HostCPU:
    """The (cached) description of this machine."""
    return _detect()


_ARCH_REQ_XCOMP_PERM, _XFEATURE_XTILEDATA, _SYS_ARCH_PRCTL = 0x1023, 18, 158


@functools.cache
def tile_state_granted() -> bool:
    """Linux grants this process AMX's tile state (it must ask once, before the first tile instruction: without
    it one raises SIGILL). Asked for on the first call; every path that runs AMX code -- a kernel compiled now or a
    saved program replayed -- calls this first."""
    if platform.system() != "Linux" or platform.machine().lower() not in ("x86_64", "amd64"):
        return False
    if "amx-tile" not in host().features:
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.syscall(_SYS_ARCH_PRCTL, _ARCH_REQ_XCOMP_PERM, _XFEATURE_XTILEDATA) == 0
    except (OSError, AttributeError):
        return False


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
