#!/usr/bin/env bash
# Installs what is needed, builds with warnings as errors, and runs the whole test suite:
#   1. the full build (core, CLI, desktop UI) and all its tests, GUI tests offscreen;
#   2. an offscreen start of the desktop application under C.UTF-8 and zh_CN.UTF-8;
#   2b. the Debian package: built, checked (lintian, validators) and run from a clean root;
#   3. a build without Qt Widgets/Charts (GPUPLAN_GUI=OFF) of core and the CLI — the layering proof.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
export GPUPLAN_REQUIRE_SHELLCHECK=1 # setup.sh installs it

scripts/setup.sh build -DGPUPLAN_WERROR=ON
(cd build && ctest --output-on-failure -j 2)

for lang in C.UTF-8 zh_CN.UTF-8; do
    shot="$(mktemp -d)/window.png"
    LANG=$lang LC_ALL=$lang timeout 60 build/app/gpu-rental-planner --database "$(dirname "$shot")/smoke.sqlite" \
        --screenshot "$shot"
    test -s "$shot" && echo "desktop application started under $lang and drew its window: $shot"
done

# The Debian package of this build, checked and run from a clean root (tests/packaging/check_package.sh).
deb="$(scripts/package.sh build | tail -1)"
tests/packaging/check_package.sh "$deb"

# core and the CLI configured and built without Qt Widgets/Charts: they compile, link and answer without them.
# (Their tests already ran above on the same sources; building them again would only double the time.)
cmake -S . -B build-core -DGPUPLAN_GUI=OFF -DGPUPLAN_WERROR=ON -DGPUPLAN_BENCH=OFF -DGPUPLAN_TESTS=OFF
cmake --build build-core -j "$(nproc)" --target gpuplan
# The CLI links QtGui for PDF reports (fonts, QPdfWriter), never Widgets.
if ldd build-core/app/gpuplan | grep -q "libQt6Widgets\|libQt6Charts" || [ -e build-core/app/gpu-rental-planner ]; then
    echo "gpuplan links Qt Widgets: the core/UI split is broken" >&2
    exit 1
fi
build-core/app/gpuplan plan --model llama-2-7b --method lora --tokens 100M --json >/dev/null
echo "core and the CLI built and planned without Qt Widgets"
