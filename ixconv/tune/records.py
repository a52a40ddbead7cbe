"""Tuning records: every trial, and each operator's chosen implementation, in SQLite (stdlib).

* Where: ``$IXCONV_TUNE_DB``, else ``<ixconv cache dir>/tune.sqlite`` (or the ``path`` argument).
* Keys: the operator signature (``ixconv.ops.signature``), the CPU fingerprint (``ixconv.cpu``) and the
  generator version (package version + a digest of the kernel generators' source, so records of kernels
  that have since changed are not trusted). Queries only ever return rows of *this* CPU and generator:
  imported records of another machine are kept but never used.
* Durability: WAL journal, ``synchronous=FULL``, autocommit -- each trial is its own transaction, so a
  trial written before a crash (even ``kill -9`` of the tuner) is never lost; concurrent writers (two
  tuners) wait on SQLite's lock (``busy_timeout``) instead of failing.
* Nothing is unpickled: choices and reasons are JSON text. ``export_jsonl`` / ``import_jsonl`` move records
  between machines as JSON lines (imports skip rows already present); ``export_rows`` / ``import_rows`` are the
  same rows as dicts (how ``ixconv tune --ray`` merges what its workers measured, one transaction per task).
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import sqlite3
import time
from pathlib import Path

from ixconv import __version__, knobs

SCHEMA = """
CREATE TABLE IF NOT EXISTS trials (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uid TEXT UNIQUE NOT NULL,
    signature TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    generator TEXT NOT NULL,
    impl TEXT NOT NULL,
    choice TEXT NOT NULL,
    status TEXT NOT NULL,
    seconds REAL,
    detail TEXT NOT NULL,
    strategy TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS trials_key ON trials (signature, fingerprint, generator);
CREATE TABLE IF NOT EXISTS choices (
    signature TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    generator TEXT NOT NULL,
    choice TEXT NOT NULL,
    seconds REAL,
    default_seconds REAL,
    reason TEXT NOT NULL,
    created REAL NOT NULL,
    PRIMARY KEY (signature, fingerprint, generator)
);
"""

GENERATOR_SOURCES = ("spec.py", "gemm.py", "dwconv.py", "irutil.py", "jit.py")
CODEGEN = Path(__file__).resolve().parents[1] / "codegen"  # (read as files: importlib.resources costs a start 6 ms)


@functools.cache
def generator_version() -> str:
    """The package version and a digest of the kernel generators' source."""
    digest = hashlib.sha256()
    for name in GENERATOR_SOURCES:
        digest.update((CODEGEN / name).read_bytes())
    return f"{__version__}+{digest.hexdigest()[:12]}"


def default_path() -> Path:
    configured = knobs.TUNE_DB.get()
    if configured:
        return Path(configured)
    from ixconv.codegen.jit import cache_dir

    return cache_dir() / "tune.sqlite"


def _retry(fn, seconds: float = 60.0):
    """Run ``fn``, retrying while SQLite says the database is locked: switching a new file to WAL and creating
    the schema can meet another process doing the same, and that lock is not always waited for."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            return fn()
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) and "busy" not in str(e) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def _finite(x):
    return None if x is None or not math.isfinite(x) else float(x)


class Records:
    def __init__(self, path: str | Path | None = None, fingerprint: str | None = None, generator: str | None = None):
        if fingerprint is None:
            from ixconv.cpu import host

            fingerprint = host().fingerprint
        self.path = Path(path) if path is not None else default_path()
        self.fingerprint = fingerprint
        self.generator = generator or generator_version()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path), timeout=60, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA busy_timeout = 60000")

        def setup():
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = FULL")
            self.db.executescript(SCHEMA)

        _retry(setup)

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Records:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- trials ---------------------------------------------------------------------------------------
    def add_trial(self, signature: str, choice: dict, result, strategy: str = "") -> int:
        """Store one measured candidate (committed before returning). ``result``: a ``measure.Result`` or dict."""
        detail = result.to_dict() if hasattr(result, "to_dict") else dict(result)
        status, seconds = detail.get("status", "ok"), _finite(detail.get("seconds"))
        created = time.time()
        row = (
            signature,
            self.fingerprint,
            self.generator,
            json.dumps(choice, sort_keys=True),
            status,
            seconds,
            created,
        )
        uid = hashlib.sha256(json.dumps([*row, strategy]).encode()).hexdigest()[:32]
        cur = _retry(lambda: self.db.execute(
            "INSERT OR IGNORE INTO trials (uid, signature, fingerprint, generator, impl, choice, status, seconds, "
            "detail, strategy, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (uid, signature, self.fingerprint, self.generator, choice.get("impl", ""), row[3], status, seconds,
             json.dumps(detail, sort_keys=True), strategy, created),
        ))  # fmt: skip
        return cur.lastrowid

    def trials(self, signature: str | None = None) -> list[dict]:
        """This CPU's and generator's trials (of one signature, or all), oldest first."""
        query = "SELECT id, signature, impl, choice, status, seconds, detail, strategy, created FROM trials "
        query += "WHERE fingerprint = ? AND generator = ?"
        args: list = [self.fingerprint, self.generator]
        if signature is not None:
            query += " AND signature = ?"
            args.append(signature)
        rows = self.db.execute(query + " ORDER BY id", args).fetchall()
        keys = ("id", "signature", "impl", "choice", "status", "seconds", "detail", "strategy", "created")
        out = []
        for row in rows:
            d = dict(zip(keys, row))
            d["choice"], d["detail"] = json.loads(d["choice"]), json.loads(d["detail"])
            d["seconds"] = math.inf if d["seconds"] is None else d["seconds"]
            out.append(d)
        return out

    def count(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM trials").fetchone()[0]

    # -- choices --------------------------------------------------------------------------------------
    def set_choice(self, signature: str, choice: dict, seconds: float, default_seconds: float, reason: dict) -> None:
        row = (signature, self.fingerprint, self.generator, json.dumps(choice, sort_keys=True), _finite(seconds),
               _finite(default_seconds), json.dumps(reason, sort_keys=True, default=str), time.time())  # fmt: skip
        _retry(lambda: self.db.execute("INSERT OR REPLACE INTO choices VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row))

    def choice(self, signature: str) -> dict | None:
        """{choice, seconds, default_seconds, reason} chosen for a signature on this CPU, or None."""
        row = self.db.execute(
            "SELECT choice, seconds, default_seconds, reason FROM choices "
            "WHERE signature = ? AND fingerprint = ? AND generator = ?",
            (signature, self.fingerprint, self.generator),
        ).fetchone()
        if row is None:
            return None
        return {
            "choice": json.loads(row[0]),
            "seconds": row[1],
            "default_seconds": row[2],
            "reason": json.loads(row[3]),
        }

    def choices(self) -> dict[str, dict]:
        """signature -> chosen implementation (plain JSON), for this CPU and generator: what the runtime takes."""
        rows = self.db.execute(
            "SELECT signature, choice FROM choices WHERE fingerprint = ? AND generator = ?",
            (self.fingerprint, self.generator),
        ).fetchall()
        return {sig: json.loads(choice) for sig, choice in rows}

    # -- moving records between machines ----------------------------------------------------------------
    def export_rows(self) -> list[dict]:
        """Every row (all CPUs) as plain dicts: ``{"table": "trials" | "choices", ...columns}`` (what
        ``export_jsonl`` writes one per line, and ``import_rows`` takes)."""
        rows = []
        for table in ("trials", "choices"):
            cur = self.db.execute(f"SELECT * FROM {table} ORDER BY rowid")
            names = [d[0] for d in cur.description]
            for row in cur:
                record = dict(zip(names, row))
                record.pop("id", None)
                rows.append({"table": table, **record})
        return rows

    def export_jsonl(self, path: str | Path) -> int:
        """Every row (all CPUs) as JSON lines: ``{"table": "trials" | "choices", ...columns}``."""
        rows = self.export_rows()
        with open(path, "w") as f:
            for record in rows:
                f.write(json.dumps(record, sort_keys=True) + "\n")
        return len(rows)

    def import_jsonl(self, path: str | Path) -> int:
        """Add the rows of an export (trials already present are skipped; a choice replaces an older one)."""
        with open(path) as f:
            return self.import_rows((json.loads(line) for line in f if line.strip()), source=str(path))

    def import_rows(self, rows, source: str = "rows") -> int:
        """Add exported rows (``export_rows``' dicts): trials already present are skipped, a choice replaces an
        older one; returns the number of rows added. ``source`` names them in errors."""
        columns = {
            "trials": ("uid", "signature", "fingerprint", "generator", "impl", "choice", "status", "seconds",
                       "detail", "strategy", "created"),
            "choices": ("signature", "fingerprint", "generator", "choice", "seconds", "default_seconds", "reason",
                        "created"),
        }  # fmt: skip
        rows = list(rows)
        for record in rows:
            if record.get("table") not in columns:
                raise ValueError(f"{source}: unknown table {record.get('table')!r}")
        added = 0
        _retry(lambda: self.db.execute("BEGIN IMMEDIATE"))  # one transaction: all the rows or none
        try:
            for record in rows:
                names = columns[record["table"]]
                verb = "INSERT OR IGNORE" if record["table"] == "trials" else "INSERT OR REPLACE"
                sql = f"{verb} INTO {record['table']} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
                added += self.db.execute(sql, tuple(record.get(n) for n in names)).rowcount
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")
        return added
