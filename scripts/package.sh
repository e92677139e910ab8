#!/usr/bin/env bash
# Builds the Debian package of GPU Rental Planner (CPack; packaging/CMakeLists.txt).
# Usage: scripts/package.sh            a release build in build-package with Debian's hardening flags
#        scripts/package.sh BUILD_DIR  the package of an existing build (the test suite uses its own build)
#        scripts/package.sh --configure-only DIR   only the release configuration of the first form, in DIR
#                                      (the test suite runs it, so that the README's command cannot break unseen)
# Prints the package's path on the last line.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEB_BUILD_MAINT_OPTIONS=hardening=+all # bindnow and PIE too
# dpkg-buildflags: Debian's hardening (fortify, stack protector, relro, now), as lintian expects.
release=(-DCMAKE_BUILD_TYPE=Release -DGPUPLAN_TESTS=OFF -DGPUPLAN_BENCH=OFF
    "-DCMAKE_CXX_FLAGS=$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
    "-DCMAKE_EXE_LINKER_FLAGS=$(dpkg-buildflags --get LDFLAGS)")
if [ "${1:-}" = "--configure-only" ]; then
    cmake -S . -B "${2:?give the folder to configure in}" "${release[@]}"
    exit
fi
if [ $# -eq 0 ]; then
    build="build-package"
    scripts/setup.sh "$build" "${release[@]}" >&2
else
    build="$1"
    cmake --build "$build" -j "$(nproc)" >&2
fi
rm -f "$build"/gpu-rental-planner_*.deb
(cd "$build" && cpack -G DEB >&2)
ls "$build"/gpu-rental-planner_*.deb
