#!/usr/bin/env bash
# Builds everything a release ships, from Linux, into dist/ (or the folder given), and prints
# their sizes:
#   riffle-VERSION-setup.exe           the Windows installer (Start menu entry, uninstaller)
#   riffle-VERSION-windows-x86_64.zip  the portable Windows build: riffle.exe alone
#   riffle_VERSION_amd64.deb           for Linux venue PCs
# All are built with the `dist` profile (the release build, stripped). What is missing to
# build them (mingw-w64, NSIS, Rust's Windows target) is installed first, as root on Debian.
#
#   scripts/dist.sh [OUT_FOLDER]
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(realpath -m "${1:-dist}")"
target="$(realpath -m "${CARGO_TARGET_DIR:-target}")"
version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
bash scripts/windows/tools.sh >/dev/null

cargo build --profile dist --target x86_64-pc-windows-gnu --bin riffle
cargo build --profile dist --bin riffle
exe="$target/x86_64-pc-windows-gnu/dist/riffle.exe"
mkdir -p "$out"

zip="$out/riffle-$version-windows-x86_64.zip"
rm -f "$zip"
zip -j -X -9 "$zip" "$exe" >/dev/null
bash scripts/windows/installer.sh "$exe" "$version" "$out/riffle-$version-setup.exe"
bash scripts/linux/deb.sh "$target/dist/riffle" "$version" "$out" >/dev/null

ls -l "$exe" "$target/dist/riffle" "$out"/riffle*"$version"* | awk '{printf "%6.1f MB  %s\n", $5 / 1e6, $NF}'
