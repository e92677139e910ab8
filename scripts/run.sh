#!/usr/bin/env bash
# Installs what is needed, builds, and starts the desktop application.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
exec build/app/gpu-rental-planner "$@"
