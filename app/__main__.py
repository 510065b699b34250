import multiprocessing
import sys

from app.cli import main

if __name__ == "__main__":  # the voice worker (multiprocessing spawn) re-imports this module
    multiprocessing.freeze_support()   # a frozen bundle: run the worker, not the app
    sys.exit(main())
