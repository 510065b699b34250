"""Test setup: Qt runs offscreen; shared scenarios are found beside the repo."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MAFIA_HOST_NO_VOICE", "1")
