#!/usr/bin/env bash
# Install Mafia Host for this user (no root): the app in ~/.local/share/mafia-host,
# a menu entry, an icon and ~/.local/bin/mafia-host. Run it from the unpacked folder.
#   ./install.sh            install (or update)
#   ./install.sh --remove   uninstall (your games database stays)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
share="${XDG_DATA_HOME:-$HOME/.local/share}"
target="$share/mafia-host"
bin="$HOME/.local/bin"
if [ "${1:-}" = --remove ]; then
  rm -rf "$target" "$share/applications/mafia-host.desktop" "$bin/mafia-host" \
         "$share/icons/hicolor/256x256/apps/mafia-host.png"
  echo "Mafia Host removed. Your games stay in ${XDG_DATA_HOME:-$HOME/.local/share}/mafia-host.sqlite's folder."
  exit 0
fi
[ -x "$here/mafia-host/mafia-host" ] || { echo "install.sh: run it from the unpacked Mafia Host folder" >&2; exit 2; }
mkdir -p "$share/applications" "$share/icons/hicolor/256x256/apps" "$bin"
rm -rf "$target.new"
cp -a "$here/mafia-host" "$target.new"
rm -rf "$target"
mv "$target.new" "$target"
install -m 644 "$here/mafia-host.png" "$share/icons/hicolor/256x256/apps/mafia-host.png"
sed "s#@EXEC@#$target/mafia-host#" "$here/mafia-host.desktop" > "$share/applications/mafia-host.desktop"
ln -sf "$target/mafia-host" "$bin/mafia-host"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$share/applications" || true
echo "Mafia Host is installed: find it in the menu, or run: $bin/mafia-host"
if ! ldconfig -p 2>/dev/null | grep -q libespeak-ng; then
  echo "For the voice, install espeak-ng: sudo apt install espeak-ng   (Fedora: sudo dnf install espeak-ng)"
  echo "Without it the app works silently."
fi
