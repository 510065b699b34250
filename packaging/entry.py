"""Entry point of the frozen app (PyInstaller)."""

import multiprocessing
import sys

from app.cli import main

if __name__ == "__main__":
    # The voice worker is a spawned process: in a bundle it re-runs this
    # executable, and freeze_support() turns that run into the worker.
    multiprocessing.freeze_support()
    sys.exit(main())
