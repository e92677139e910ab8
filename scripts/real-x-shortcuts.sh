#!/bin/bash
# Ctrl+E (Export PDF) on a real X server with a window manager, as a user presses it: the focus in a text
# field of the plan form, then in the model's editable list. Under xvfb-run without a window manager the
# window never takes the keyboard focus, so this starts Xvfb and openbox itself.
# Needs: apt-get install xvfb openbox xdotool imagemagick. Not part of .ci/run (a manual check, issue 36).
# Usage: scripts/real-x-shortcuts.sh [build-dir]   (screenshots in $OUT or /tmp/real-x)
set -u
BUILD=${1:-build}
OUT=${OUT:-/tmp/real-x}
mkdir -p "$OUT"
export DISPLAY=:97 LANG=${LANG:-zh_CN.UTF-8} LC_ALL=${LC_ALL:-zh_CN.UTF-8}
export XDG_DATA_HOME="$OUT/data" XDG_CONFIG_HOME="$OUT/config"
Xvfb :97 -screen 0 1280x800x24 >/dev/null 2>&1 &
XVFB=$!
trap 'kill $APP $WM $XVFB 2>/dev/null' EXIT
sleep 1
openbox >/dev/null 2>&1 &
WM=$!
sleep 1
"$BUILD/app/gpu-rental-planner" >"$OUT/app.log" 2>&1 &
APP=$!
for _ in $(seq 20); do
    W=$(xdotool search --onlyvisible --class gpu-rental-planner 2>/dev/null | head -1)
    [ -n "$W" ] && break
    sleep 0.5
done
[ -n "${W:-}" ] || { echo "FAIL: no window"; exit 1; }
sleep 2
xdotool windowactivate --sync "$W"
fail=0
press() { # $1: where to click (x y), $2: what to type first, $3: what it is
    xdotool mousemove $1 click 1
    sleep 0.3
    [ -n "$2" ] && xdotool type --delay 40 "$2"
    xdotool key ctrl+e
    sleep 2
    local active
    active=$(xdotool getactivewindow getwindowname)
    import -window root "$OUT/ctrl-e-$4.png"
    case "$active" in
        *PDF*) echo "ok: Ctrl+E in $3 opened \"$active\"" ;;
        *) echo "FAIL: Ctrl+E in $3 left \"$active\" active"; fail=1 ;;
    esac
    xdotool key Escape
    sleep 1
}
# At 1280 × 800 the plan form's "Token 数" field and the model's list (screenshot read 2026-12-04).
press "258 476" "200M" "the tokens field" tokens
press "230 240" "" "the model list" model
exit $fail
