#!/usr/bin/env bash
# Runs the Windows build of Riffle under Wine, from a clean Wine prefix, as a new user would:
# a tournament created by script in a folder whose path has a drive letter, spaces and accents,
# reopened, a second writer refused with the sentence Linux gives, the journal repaired while
# another program reads it, results and a PDF exported, the venue server answering on
# 127.0.0.1, and the window's first launch (a screenshot is left in the work folder). With
# --installer, the installer is also installed and uninstalled silently, and the tournaments
# must still be there afterwards.
#
#   scripts/windows/smoke.sh [--installer riffle-setup.exe] [--keep] path/to/riffle.exe
#
# Needs wine, mingw-w64 (to build the test helpers), curl, xvfb-run and ImageMagick's import.
# Prints each step with its time; the first step that fails stops the script with exit 1.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

installer=""
keep=0
while [ $# -gt 1 ]; do
    case "$1" in
        --installer) installer="$(realpath "$2")"; shift 2 ;;
        --keep) keep=1; shift ;;
        *) break ;;
    esac
done
[ $# -eq 1 ] || { sed -n '2,13p' "$0"; exit 2; }
exe="$(realpath "$1")"

work="$(mktemp -d -t riffle-wine.XXXXXX)"
export WINEPREFIX="$work/prefix" WINEDEBUG=-all WINEARCH=win64 HOME="$work/home"
export LC_ALL=C.UTF-8 WINEDLLOVERRIDES="mscoree,mshtml=" DISPLAY=""
mkdir -p "$HOME"
# Whatever a broken build writes where it should not stays in the work folder.
cd "$work"
started=$SECONDS
step_started=$SECONDS
serve_pid=""

cleanup() {
    [ -n "$serve_pid" ] && kill "$serve_pid" 2>/dev/null || true
    wineserver -k 2>/dev/null || true
    if [ "$keep" = 1 ]; then echo "work folder kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

step() {
    echo "ok   $1 ($((SECONDS - step_started)) s)"
    step_started=$SECONDS
}
fail() {
    echo "FAIL $1" >&2
    [ -f "$work/out" ] && sed 's/^/     | /' "$work/out" >&2
    [ -f "$work/err" ] && sed 's/^/     | /' "$work/err" >&2
    exit 1
}

# The Windows path C:\<rest> as the Linux path of the prefix's drive.
unix() { printf '%s/drive_c/%s' "$WINEPREFIX" "$(printf '%s' "${1#C:\\}" | tr '\\' '/')"; }

# wineboot's status also counts the 32-bit half, which a 64-bit Wine may lack: the prefix's
# registry, written once Wine's server has ended, tells whether it was made.
wine wineboot -i >/dev/null 2>&1 || true
wineserver -w
[ -f "$WINEPREFIX/system.reg" ] || fail "wineboot could not make a Wine prefix"
step "a clean Wine prefix"

# Riffle as a user unpacks it: the .exe in a folder of its own. Wine 8 lacks ProcessPrng, which
# Rust's standard library asks Windows for: the stand-in goes beside the .exe for these runs
# only. The reader that holds the journal open is a Windows program of its own.
bin='C:\Program Files\Riffle test'
mkdir -p "$(unix "$bin")"
cp "$exe" "$(unix "$bin")/riffle.exe"
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$(unix "$bin")/bcryptprimitives.dll" \
    "$here/bcryptprimitives.c" -lbcrypt
x86_64-w64-mingw32-gcc -O2 -s -municode -o "$(unix "$bin")/hold.exe" "$here/hold.c"
riffle() { wine "$bin\\riffle.exe" "$@"; }
step "riffle.exe and the Wine stand-in in place"

event='C:\Tournois d'\''été\Vendredi soir à Noël'
scripts='C:\Scripts à moi'
mkdir -p "$(unix "$scripts")"
cp "$repo/tests/scripts/02_eliminations.ron" "$(unix "$scripts")/éliminations.ron"
printf '[]\n' >"$(unix "$scripts")/rien.ron"
riffle script --tournament "$event" --seed 7 --now 2026-11-21T20:00:00Z \
    "$scripts\\éliminations.ron" >"$work/out" 2>"$work/err" \
    || fail "a tournament created by script at $event"
[ -f "$(unix "$event")/journal.jsonl" ] || fail "no journal at $event"
step "a tournament created by script at $event"

riffle script --json --tournament "$event" "$scripts\\rien.ron" >"$work/out" 2>"$work/err" \
    || fail "the tournament reopened"
grep -q '"Eliminations"' "$work/out" || fail "the reopened tournament is not the one created"
step "the tournament reopened, its commands replayed"

# Exports go beside the tournament, never into its folder, which is named as the TD wrote it.
if riffle export results --tournament "$event" -o "$event\\résultats.csv" >"$work/out" 2>"$work/err"
then
    fail "an export into the tournament's folder was let in"
fi
grep -qF 'inside the tournament folder C:\Tournois' "$work/err" \
    || fail "the refusal names the folder otherwise than it is written"
prints='C:\Impressions du vendredi'
mkdir -p "$(unix "$prints")"
riffle export results --tournament "$event" -o "$prints\\résultats.csv" >"$work/out" 2>"$work/err" \
    || fail "results exported"
grep -q 'Ann' "$(unix "$prints")/résultats.csv" || fail "the results name no player"
riffle export payouts --lang fr --tournament "$event" -o "$prints\\Feuille de paiement.pdf" \
    >"$work/out" 2>"$work/err" || fail "the payout sheet exported as a PDF"
head -c 5 "$(unix "$prints")/Feuille de paiement.pdf" | grep -q '%PDF-' || fail "the PDF is no PDF"
step "results (CSV) and the payout sheet (PDF) exported, not into the tournament's folder"

# The venue server holds the tournament: it answers on 127.0.0.1, and a second writer is
# refused with the sentence Linux gives, naming the program, the computer and the process.
port=$((20000 + RANDOM % 20000))
wine "$bin\\riffle.exe" serve --addr "127.0.0.1:$port" --dealer-pin 1234 --floor-pin 2345 \
    --director-pin 3456 "$event" >"$work/serve.out" 2>"$work/serve.err" &
serve_pid=$!
answered=0
for _ in $(seq 1 60); do
    if curl -sf "http://127.0.0.1:$port/api/state" >"$work/state.json"; then
        answered=1
        break
    fi
    kill -0 "$serve_pid" 2>/dev/null || break
    sleep 1
done
[ "$answered" = 1 ] || { cp "$work/serve.err" "$work/err"; fail "riffle serve answering /api/state"; }
grep -q '"Eliminations"' "$work/state.json" || fail "/api/state is not the tournament's"
step "riffle serve answering /api/state on 127.0.0.1:$port"

if riffle script --tournament "$event" "$scripts\\rien.ron" >"$work/out" 2>"$work/err"; then
    fail "a second writer was let in"
fi
sentence='is already open for writing in riffle\.exe on .+ \(process [0-9]+\) since .+; close it there first'
grep -Eq "$sentence" "$work/err" || fail "the second writer's refusal is not Linux's sentence"
step "a second writer refused: $(grep -Eo 'already open for writing in [^;]*' "$work/err" | head -1)"

# Stopped as Ctrl+C stops it, or ended as a crash would end it: either way the system lets
# the lock go with the process.
kill -INT "$serve_pid"
for _ in $(seq 1 10); do kill -0 "$serve_pid" 2>/dev/null || break; sleep 1; done
kill -TERM "$serve_pid" 2>/dev/null || true
wait "$serve_pid" 2>/dev/null || true
serve_pid=""
# The server's process is gone once its lock can be taken again.
free=0
for _ in $(seq 1 30); do
    if riffle script --tournament "$event" "$scripts\\rien.ron" >"$work/out" 2>"$work/err"; then
        free=1
        break
    fi
    sleep 1
done
[ "$free" = 1 ] || fail "the folder let go when the server stopped"
step "the folder let go when the server stopped"

# A journal damaged in the middle is repaired (its copy saved, the good part renamed over it)
# while another program reads it, as a backup or an antivirus would for a moment: the rename
# waits it out. A reader that keeps it open gets the repair refused, the journal untouched.
journal="$(unix "$event")/journal.jsonl"
sed -i '3s/Ann/Axn/' "$journal"
cp "$journal" "$work/journal.damaged"
hold() {
    wine "$bin\\hold.exe" "$event\\journal.jsonl" "$@" >"$work/hold.out" 2>&1 &
    hold_pid=$!
    for _ in $(seq 1 40); do grep -q holding "$work/hold.out" && return; sleep 0.25; done
    fail "the reader could not open the journal: $(cat "$work/hold.out")"
}
hold 30 exclusive-delete
if riffle repair "$event" >"$work/out" 2>"$work/err"; then
    fail "the journal replaced under a reader that keeps it open"
fi
kill "$hold_pid" 2>/dev/null || true
wait "$hold_pid" 2>/dev/null || true
cmp -s "$journal" "$work/journal.damaged" || fail "a refused repair changed the journal"
step "a repair refused while a reader keeps the journal open: $(head -c 120 "$work/err")"
hold 2
riffle repair "$event" >"$work/out" 2>"$work/err" \
    || fail "the journal repaired once a brief reader let it go"
wait "$hold_pid" 2>/dev/null || true
ls "$(unix "$event")" | grep -q 'journal.jsonl.damaged-' || fail "no copy of the damaged journal"
riffle script --tournament "$event" "$scripts\\rien.ron" >"$work/out" 2>"$work/err" \
    || fail "the repaired journal reopened"
step "the journal repaired while a reader held it for a moment, and reopened"

# The window's first launch: the welcome screen, its settings under %APPDATA%. It runs under a
# virtual screen until something is drawn (a screenshot of more than a few colours, within 90
# s), is looked at, and must still be running then.
screenshot="${RIFFLE_SMOKE_SCREENSHOT:-$work/first-launch.png}"
# Wine's desktop process, started by the runs above without a screen, would keep the window off
# the virtual one: this prefix's Wine is ended first.
wineserver -k 2>/dev/null || true
wineserver -w
cat >"$work/window.sh" <<EOF
wine '$bin\\riffle.exe' >"$work/window.out" 2>"$work/window.err" &
pid=\$!
sleep 20
for _ in \$(seq 1 14); do
    sleep 5
    import -window root "$screenshot" 2>/dev/null || continue
    [ "\$(identify -format %k "$screenshot")" -gt 16 ] && echo drawn >"$work/window.drawn" && break
done
kill -0 \$pid && echo alive >"$work/window.alive"
kill \$pid
EOF
xvfb-run -a -s "-screen 0 1280x800x24" bash "$work/window.sh" >/dev/null 2>&1 || true
[ -f "$work/window.alive" ] || { cp "$work/window.err" "$work/err"; fail "the window's first launch"; }
[ -f "$work/window.drawn" ] || fail "the window drew nothing within 90 s (screenshot: $screenshot)"
step "the window's first launch drawn and running (screenshot: $screenshot)"

if [ -n "$installer" ]; then
    cp "$installer" "$work/setup.exe"
    wine "$work/setup.exe" /S >"$work/out" 2>"$work/err" || fail "the installer in silent mode"
    installed='C:\Program Files\Riffle\riffle.exe'
    [ -f "$(unix "$installed")" ] || fail "nothing installed at $installed"
    menu="$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Riffle"
    ls "$menu"/*.lnk >/dev/null 2>&1 || fail "no Start menu entry"
    cp "$(unix "$bin")/bcryptprimitives.dll" "$(unix 'C:\Program Files\Riffle')/"
    wine "$installed" --version >"$work/out" 2>"$work/err" || fail "the installed riffle.exe"
    rm "$(unix 'C:\Program Files\Riffle')/bcryptprimitives.dll"
    step "installed silently, with its Start menu entry"
    wine "$(unix 'C:\Program Files\Riffle')/uninstall.exe" /S >"$work/out" 2>"$work/err" \
        || fail "the uninstaller in silent mode"
    # The uninstaller copies itself to the temporary folder and runs from there.
    for _ in $(seq 1 30); do [ -e "$(unix "$installed")" ] || break; sleep 1; done
    [ ! -e "$(unix "$installed")" ] || fail "riffle.exe still there after the uninstaller"
    [ ! -e "$menu" ] || fail "the Start menu entry still there after the uninstaller"
    [ -f "$(unix "$event")/journal.jsonl" ] || fail "the uninstaller took a tournament"
    step "uninstalled silently, the tournaments left in place"
fi

echo "Windows smoke test passed in $((SECONDS - started)) s"
