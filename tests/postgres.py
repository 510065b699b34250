"""A throwaway PostgreSQL server for the storage tests: initdb + pg_ctl in a
temporary folder, on a free loopback port, stopped at the end. Where the
server's programs are missing the tests that need it are skipped, loudly."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def _bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    hits = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return hits[-1] if hits else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``Server.start()`` → a running cluster; ``url(db)``; ``createdb(name)``; ``stop()``."""

    def __init__(self) -> None:
        self.initdb, self.pg_ctl = _bin("initdb"), _bin("pg_ctl")
        self.folder = Path(tempfile.mkdtemp(prefix="mafia-pg-"))
        self.port = _free_port()
        self.user = None
        if os.geteuid() == 0:   # the server refuses to run as root: run it as postgres
            self.user = "postgres"
            shutil.chown(self.folder, self.user)

    @property
    def available(self) -> bool:
        if not (self.initdb and self.pg_ctl):
            return False
        if self.user:
            try:
                import pwd
                pwd.getpwnam(self.user)
            except KeyError:
                return False
        return True

    def _run(self, *args: str) -> None:
        cmd = list(args)
        if self.user:
            cmd = ["runuser", "-u", self.user, "--", *cmd]
        subprocess.run(cmd, check=True, capture_output=True, timeout=120)

    def start(self, fsync: bool = False) -> "Server":
        """Start the cluster; ``fsync`` off (tests) or on (benchmarks: real commits)."""
        data = self.folder / "data"
        self._run(self.initdb, "-D", str(data), "-A", "trust", "-U", "mafia", "-E", "UTF8", "--no-sync")
        self._run(self.pg_ctl, "-D", str(data), "-l", str(self.folder / "log"), "-w", "-o",
                  f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
                  f"-c fsync={'on' if fsync else 'off'}", "start")
        return self

    def createdb(self, name: str) -> str:
        import psycopg

        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=mafia dbname=postgres",
                             autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def url(self, name: str) -> str:
        return f"postgresql://mafia@127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        try:
            self._run(self.pg_ctl, "-D", str(self.folder / "data"), "-m", "immediate", "stop")
        except Exception:
            pass
        shutil.rmtree(self.folder, ignore_errors=True)
