#!/usr/bin/env bash
# Packs a Linux build of Riffle as a .deb for the venue's PCs (Debian 12, Ubuntu 22.04 and
# later): the program in /usr/bin and a menu entry. The libraries the window loads when it
# opens (OpenGL, X11 or Wayland's keyboard) are its dependencies; a sound player and a file
# dialog are recommended, as the app works without them (alerts on screen, paths typed).
#
#   scripts/linux/deb.sh path/to/riffle VERSION OUT_FOLDER
set -euo pipefail
[ $# -eq 3 ] || { sed -n '2,7p' "$0"; exit 2; }
binary="$1" version="$2" out="$3"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT
chmod 755 "$root"
install -Dm755 "$binary" "$root/usr/bin/riffle"
install -Dm644 "$here/riffle.desktop" "$root/usr/share/applications/riffle.desktop"
mkdir -p "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<CONTROL
Package: riffle
Version: $version
Architecture: amd64
Maintainer: Riffle
Section: games
Priority: optional
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Depends: libc6 (>= 2.31), libgcc-s1, libgl1, libegl1, libx11-6, libx11-xcb1, libxcursor1, libxi6, libxrandr2, libxkbcommon-x11-0
Recommends: pipewire-bin | pulseaudio-utils | alsa-utils, xdg-desktop-portal-gtk | zenity
Description: Tournament director for live poker tournaments
 Clock, floor, hands and rulings for the TD, the players' screen for the
 room's TV, and the venue pages for dealers and floor staff on the local network.
CONTROL
mkdir -p "$out"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out/riffle_${version}_amd64.deb" >/dev/null
echo "$out/riffle_${version}_amd64.deb"
