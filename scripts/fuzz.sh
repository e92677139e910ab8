#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each on a copy of its corpus (fuzz/README.md).
#
# Usage: scripts/fuzz.sh [SECONDS]   explore: each target for SECONDS (default 60) from a new random seed —
#                                    for the developer before a submission and for long runs; what it finds is
#                                    fixed and its input added to fuzz/corpus/<target>/.
#        scripts/fuzz.sh --ci        the gate .ci/run uses: a fixed seed and a fixed number of runs per target,
#                                    so that one commit always gets the same verdict (the corpus itself is
#                                    replayed by ctest, fuzz_replay_*, in every build).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=explore
seconds=60
case "${1:-}" in
    --ci) mode=ci ;;
    "") ;;
    *[!0-9]*)
        echo "usage: scripts/fuzz.sh [SECONDS | --ci]: '$1' is neither a number of seconds nor --ci" >&2
        exit 2
        ;;
    *) seconds="$1" ;;
esac
# The fixed seed and the runs per target of the CI gate: about 20 s each on one core of a 2-core CI machine
# (measured 2026-12-02 with -O1). With a fixed seed the first N runs are the same whatever N is, so a count can be
# lowered without changing what they find.
ci_seed=20261202
declare -A ci_runs=([csv]=150000 [quotes]=5000 [gpus]=150000 [numbers]=200000 [settings]=20000 [acceptance]=3000
    [plan]=30000 [serving]=50000 [service]=20000 [hfconfig]=100000 [bill]=30000)

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
# -O1 with line tables, as libFuzzer's documentation builds targets: quicker to build, crashes still located.
cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" -DGPUPLAN_FUZZ=ON \
    -DGPUPLAN_GUI=OFF -DGPUPLAN_TESTS=OFF -DGPUPLAN_BENCH=OFF
cmake --build build-fuzz -j "$(nproc)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
artifacts="$PWD/build-fuzz/artifacts"
mkdir -p "$artifacts"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen
if [ "$mode" = ci ]; then
    export QT_HASH_SEED=0 # Qt's hashes in the same order on every run: the same inputs reach the same code
fi
# One target: its corpus copied, then its runs (ci) or its time (explore). A crash, hang or leak fails it; its
# input is kept in build-fuzz/artifacts/ (add it to the corpus once fixed: fuzz/README.md).
fuzz_one() {
    local t="$1"
    cp -r "fuzz/corpus/$t" "$work/$t"
    local limits
    if [ "$mode" = ci ]; then
        echo "== fuzz_$t: seed $ci_seed, ${ci_runs[$t]} runs"
        limits=(-seed="$ci_seed" -runs="${ci_runs[$t]}")
    else
        echo "== fuzz_$t for ${seconds}s (random seed)"
        limits=(-max_total_time="$seconds")
    fi
    build-fuzz/fuzz/fuzz_$t "$work/$t" "${limits[@]}" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts/${t}-" -print_final_stats=1 2>&1 | tail -40
    return "${PIPESTATUS[0]}"
}
# The targets run side by side, one per core (each its own seed and runs, so the verdict is the same); each
# one's output is printed whole, in order, once all have ended.
targets=(csv quotes gpus numbers settings acceptance plan serving service hfconfig bill)
pids=()
for t in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do
        wait -n || true
    done
    fuzz_one "$t" >"$work/$t.log" 2>&1 &
    pids+=($!)
done
failed=()
for i in "${!targets[@]}"; do
    if ! wait "${pids[$i]}"; then
        failed+=("${targets[$i]}")
    fi
    cat "$work/${targets[$i]}.log"
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing: ${failed[*]} failed (inputs in $artifacts)" >&2
    exit 1
fi
if [ "$mode" = ci ]; then
    echo "fuzzing: ${#targets[@]} targets ran their fixed runs (seed $ci_seed) without a crash, hang, leak or sanitizer report"
else
    echo "fuzzing: ${#targets[@]} targets ran ${seconds}s each without a crash, hang, leak or sanitizer report"
fi
