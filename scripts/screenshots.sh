#!/usr/bin/env bash
# Pictures of the desktop application in English and Chinese (tools/screenshots): every area, the plan's
# result tabs and the wizard's pages, on a fresh demo database with settings of its own. On a real X server
# (xvfb-run) when it is installed, offscreen otherwise.
# Usage: scripts/screenshots.sh [OUTPUT_FOLDER] [WIDTHxHEIGHT]   (build/screenshots, 1280x800 by default)
# The README and AppStream use screenshots/{plan,quotes}-{en,zh_CN}.png: copy those four from the output
# after looking at them.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-build/screenshots}"
size="${2:-1280x800}"
[ -x build/tools/gpuplan_screenshots ] || scripts/setup.sh build
cmake --build build --target gpuplan_screenshots -j "$(nproc)" >/dev/null
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
if command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 2560x1600x24" build/tools/gpuplan_screenshots "$out" "$size"
else
    QT_QPA_PLATFORM=offscreen build/tools/gpuplan_screenshots "$out" "$size"
fi
