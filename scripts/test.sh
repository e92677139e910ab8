#!/usr/bin/env bash
# Installs what is needed, builds with warnings as errors, and runs the whole test suite:
#   1. the full build (core, CLI, desktop UI) and all its tests, GUI tests offscreen;
#   2. an offscreen start of the desktop application under C.UTF-8 and zh_CN.UTF-8;
#   2b. the Debian package: built, checked (lintian, validators) and run from a clean root;
#   3. the layering proof: a configuration without Qt Widgets/Charts (GPUPLAN_GUI=OFF), and a CLI that links none.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
export GPUPLAN_REQUIRE_SHELLCHECK=1 # setup.sh installs it

# Optimised as released, with line tables for backtraces (-g1 builds faster than full debug information).
scripts/setup.sh build -DGPUPLAN_WERROR=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
(cd build && ctest --output-on-failure -j 2)

for lang in C.UTF-8 zh_CN.UTF-8; do
    shot="$(mktemp -d)/window.png"
    LANG=$lang LC_ALL=$lang timeout 60 build/app/gpu-rental-planner --database "$(dirname "$shot")/smoke.sqlite" \
        --screenshot "$shot"
    test -s "$shot" && echo "desktop application started under $lang and drew its window: $shot"
done

# The README's package command configures its release build (no tests, no Qt Test) without an error: its
# configuration is run here, as users run it (scripts/package.sh with no argument builds from it).
release_config="$(mktemp -d)"
scripts/package.sh --configure-only "$release_config" >/dev/null
rm -rf "$release_config"
echo "the README's package command configures (scripts/package.sh --configure-only)"

# The Debian package of this build, checked and run from a clean root (tests/packaging/check_package.sh).
deb="$(scripts/package.sh build | tail -1)"
tests/packaging/check_package.sh "$deb"

# The layering proof: core and the CLI configure without Qt Widgets/Charts (GPUPLAN_GUI=OFF), and the CLI built
# above links no Widgets. (Compiling core a second time would prove nothing more: no file of core includes Widgets
# (ctest layers_and_sizes), and core's target has no Widgets to link.)
cmake -S . -B build-core -DGPUPLAN_GUI=OFF -DGPUPLAN_WERROR=ON -DGPUPLAN_BENCH=OFF >/dev/null
# The CLI links QtGui for PDF reports (fonts, QPdfWriter), never Widgets.
if ldd build/app/gpuplan | grep -q "libQt6Widgets\|libQt6Charts" || ldd build/app/gpuplan | grep -q "not found"; then
    echo "gpuplan links Qt Widgets: the core/UI split is broken" >&2
    exit 1
fi
if grep -q "gpu-rental-planner\|gpuplan_ui" build-core/Makefile build-core/app/Makefile 2>/dev/null; then
    echo "the GUI-less configuration still builds the desktop" >&2
    exit 1
fi
echo "core and the CLI configure without Qt Widgets, and gpuplan links none"
