#!/usr/bin/env bash
# dist/mafia-host-VERSION-linux-ARCH.tar.gz: the bundle, the menu entry, the icon, install.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
version="${1:?version}"
name="mafia-host-$version-linux-$(uname -m)"
stage="dist/$name"
rm -rf "$stage"
mkdir -p "$stage"
cp -a dist/mafia-host "$stage/mafia-host"
cp packaging/linux/mafia-host.desktop packaging/linux/install.sh resources/icons/mafia-host.png "$stage/"
chmod +x "$stage/install.sh"
cat > "$stage/README.txt" <<TXT
Mafia Host $version for Linux (x86_64, glibc 2.36 or newer).
Install for this user:  ./install.sh        then start it from the menu or with: mafia-host
Or run it in place:     ./mafia-host/mafia-host
Portable (USB stick):   touch mafia-host/portable  -> games and settings stay in mafia-host/data/
Voice: sudo apt install espeak-ng (without it the app works silently).
TXT
tar -C dist -czf "dist/$name.tar.gz" "$name"
rm -rf "$stage"
echo "dist/$name.tar.gz"
