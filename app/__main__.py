import sys

from app.cli import main

if __name__ == "__main__":  # the voice worker (multiprocessing spawn) re-imports this module
    if getattr(sys, "frozen", False):  # a frozen bundle: run the worker, not the app
        import multiprocessing          # (from source it is a no-op: a command need not load it, #38)

        multiprocessing.freeze_support()
    sys.exit(main())
