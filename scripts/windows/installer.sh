#!/usr/bin/env bash
# Makes the Windows installer (scripts/windows/riffle.nsi) around a built riffle.exe.
#
#   scripts/windows/installer.sh path/to/riffle.exe VERSION path/to/riffle-setup.exe
set -euo pipefail
[ $# -eq 3 ] || { sed -n '2,4p' "$0"; exit 2; }
exe="$(realpath "$1")" version="$2" out="$(realpath -m "$3")"
mkdir -p "$(dirname "$out")"
makensis -V2 -DVERSION="$version" -DEXE="$exe" -DOUT="$out" "$(dirname "$0")/riffle.nsi"
