#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for SECONDS (default 60) on a copy of its seed corpus.
# Usage: scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
missing=()
for p in clang libclang-rt-14-dev; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGPUPLAN_FUZZ=ON \
    -DGPUPLAN_GUI=OFF -DGPUPLAN_TESTS=OFF -DGPUPLAN_BENCH=OFF
cmake --build build-fuzz -j "$(nproc)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
artifacts="$PWD/build-fuzz/artifacts"
mkdir -p "$artifacts"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen
for t in csv quotes gpus numbers settings acceptance plan; do
    cp -r "fuzz/corpus/$t" "$work/$t"
    echo "== fuzz_$t for ${seconds}s"
    # A crash, hang or leak fails the run; its input is kept in build-fuzz/artifacts/ (add it to the corpus once
    # fixed).
    build-fuzz/fuzz/fuzz_$t "$work/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts/${t}-" -print_final_stats=1 2>&1 | tail -40
done
echo "fuzzing: 7 targets ran ${seconds}s each without a crash, hang, leak or sanitizer report"
