import sys

from app.cli import main

if __name__ == "__main__":  # the voice worker (multiprocessing spawn) re-imports this module
    sys.exit(main())
