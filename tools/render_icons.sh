#!/usr/bin/env bash
# Renders packaging/icons/*.svg to the PNG sizes of the hicolor theme (apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../packaging/icons"
for s in 16 24 32 48 64 128 256 512; do
    mkdir -p "$s"
    rsvg-convert -w "$s" -h "$s" net.gpurentalplanner.GpuRentalPlanner.svg -o "$s/net.gpurentalplanner.GpuRentalPlanner.png"
done
