#!/usr/bin/env bash
# Installs what the Windows build, its run under Wine and the packages need, when missing (on
# Debian or Ubuntu, as root): the mingw-w64 linker and Rust's target for it, Wine, NSIS, a
# virtual screen and ImageMagick (for the window's first launch), curl and zip.
set -euo pipefail
missing=()
need() { command -v "$1" >/dev/null || missing+=("$2"); }
need x86_64-w64-mingw32-gcc gcc-mingw-w64-x86-64
need wine wine
need makensis nsis
need xvfb-run xvfb
need import imagemagick
need curl curl
need zip zip
need dpkg-deb dpkg
if [ ${#missing[@]} -gt 0 ]; then
    apt-get update
    apt-get install -y "${missing[@]}"
fi
rustup target list --installed | grep -qx x86_64-pc-windows-gnu \
    || rustup target add x86_64-pc-windows-gnu
