#!/usr/bin/env bash
# Set up a fresh machine for Mafia Host: system libraries Qt and the voice need
# (Debian/Ubuntu, when run as root or with sudo), a virtualenv in .venv, the
# project with its test extra. Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  libegl1 libgl1 libopengl0 libfontconfig1 libfreetype6 libxkbcommon0 libglib2.0-0 libdbus-1-3
  libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
  libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libx11-xcb1
  fonts-dejavu-core libespeak-ng1 espeak-ng-data alsa-utils libpulse0 libasound2 xvfb xauth
  postgresql chromium
  binutils   # the bundle's build: strip, and as/ld for ICU's cut data (packaging/linux/icu_data.py)
)

if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    if [ "$(id -u)" != 0 ]; then
      if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
        echo "setup: please install: ${missing[*]}" >&2; SUDO="skip"; fi
    fi
    if [ "$SUDO" != skip ]; then
      echo "setup: installing system packages: ${missing[*]}"
      export DEBIAN_FRONTEND=noninteractive
      $SUDO apt-get update -qq
      $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
  fi
fi

PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.mafia-host-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e '.[test]'
  touch "$stamp"
fi
