"""Tuning records: durability under kill -9, concurrent writers, fingerprints, JSON-lines export/import."""

from __future__ import annotations

import math
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ixconv.tune.records import Records, generator_version

ROOT = str(Path(__file__).resolve().parents[1])

WRITER = textwrap.dedent(
    """
    import sys, time
    from ixconv.tune.records import Records
    path, tag, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    records = Records(path, fingerprint="cpu-a", generator="gen-1")
    for i in range(n):
        rowid = records.add_trial(f"sig-{tag}", {"impl": "ixconv", "i": i}, {"status": "ok", "seconds": 1e-3 * (i + 1)},
                                  strategy=tag)
        print(rowid, flush=True)  # reported only after the commit
        time.sleep(float(sys.argv[4]) if len(sys.argv) > 4 else 0)
    """
)


def writer(path, tag, n, pause=0.0) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), tag, str(n), str(pause)],
        stdout=subprocess.PIPE, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": ROOT},
    )  # fmt: skip


def test_kill_9_mid_tuning_loses_no_committed_trial(tmp_path):
    path = tmp_path / "tune.sqlite"
    proc = writer(path, "k", 10_000, pause=0.002)
    committed = []
    for line in proc.stdout:
        committed.append(int(line))
        if len(committed) == 40:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    with Records(path, fingerprint="cpu-a", generator="gen-1") as records:
        ids = {t["id"] for t in records.trials("sig-k")}
    assert set(committed) <= ids
    assert len(ids) < 10_000  # it really was killed mid-way


def test_two_concurrent_writers(tmp_path):
    path = tmp_path / "tune.sqlite"
    procs = [writer(path, tag, 150) for tag in ("a", "b")]
    outs = [p.communicate(timeout=120)[0] for p in procs]
    assert all(p.returncode == 0 for p in procs)
    assert all(len(out.split()) == 150 for out in outs)
    with Records(path, fingerprint="cpu-a", generator="gen-1") as records:
        assert len(records.trials("sig-a")) == 150 and len(records.trials("sig-b")) == 150
        assert records.count() == 300
        assert records.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_other_cpu_records_are_never_used(tmp_path):
    path = tmp_path / "tune.sqlite"
    choice = {"impl": "ixconv", "algorithm": "indirect", "spec": {"kind": "gemm", "mr": 6}}
    with Records(path, fingerprint="cpu-other", generator="gen-1") as other:
        other.add_trial("sig", choice, {"status": "ok", "seconds": 1e-3})
        other.set_choice("sig", choice, 1e-3, 2e-3, {"why": "faster"})
    with Records(path, fingerprint="cpu-mine", generator="gen-1") as mine:
        assert mine.trials("sig") == [] and mine.choice("sig") is None and mine.choices() == {}
    with Records(path, fingerprint="cpu-other", generator="gen-2") as newer_generator:
        assert newer_generator.choices() == {} and newer_generator.trials() == []
    with Records(path, fingerprint="cpu-other", generator="gen-1") as same:
        assert same.choices() == {"sig": choice}
        assert same.choice("sig")["reason"] == {"why": "faster"}


def test_export_import_round_trip(tmp_path):
    a = Records(tmp_path / "a.sqlite", fingerprint="cpu-a", generator="gen-1")
    a.add_trial("sig", {"impl": "ixconv-default"}, {"status": "ok", "seconds": 2e-3})
    a.add_trial("sig", {"impl": "torch"}, {"status": "unavailable", "seconds": math.inf, "error": "no torch"})
    a.set_choice("sig", {"impl": "ixconv-default"}, 2e-3, 2e-3, {"rule": "default"})
    assert a.export_jsonl(tmp_path / "r.jsonl") == 3
    b = Records(tmp_path / "b.sqlite", fingerprint="cpu-a", generator="gen-1")
    assert b.import_jsonl(tmp_path / "r.jsonl") == 3
    assert b.import_jsonl(tmp_path / "r.jsonl") == 1  # trials already there are skipped; the choice is replaced
    trials = b.trials("sig")
    assert [t["impl"] for t in trials] == ["ixconv-default", "torch"]
    assert trials[1]["seconds"] == math.inf and trials[1]["detail"]["error"] == "no torch"
    assert b.choices() == {"sig": {"impl": "ixconv-default"}}
    with pytest.raises(ValueError, match="unknown table"):
        (tmp_path / "bad.jsonl").write_text('{"table": "x"}\n')
        b.import_jsonl(tmp_path / "bad.jsonl")


def test_generator_version_and_default_path(monkeypatch, tmp_path):
    assert generator_version().count("+") == 1
    monkeypatch.setenv("IXCONV_TUNE_DB", str(tmp_path / "x.sqlite"))
    with Records(fingerprint="f") as r:
        assert r.path == tmp_path / "x.sqlite"
