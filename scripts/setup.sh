#!/usr/bin/env bash
# Installs what GPU Rental Planner needs on Debian 12 (only the packages that are missing) and builds it.
# Usage: scripts/setup.sh [BUILD_DIR] [extra cmake options...]
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    build-essential cmake
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite libqt6svg6-dev
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    fonts-wqy-microhei
    libxlsxwriter-dev  # Excel workbooks
    libminizip-dev libfreexl-dev  # vendors' answers from .xlsx and .xls
    libsqlite3-dev  # SQLite's own interface for importing many quotes at once
    shellcheck poppler-utils unzip  # the tests check the acceptance script, the PDFs and the workbooks
    dpkg-dev lintian desktop-file-utils appstream shared-mime-info groff-base bash-completion zsh file  # the package
    locales  # the tests run under zh_CN.UTF-8 as well as C.UTF-8
    libqt6sql6-psql postgresql  # the team database; its tests start a private PostgreSQL server
    qtkeychain-qt6-dev  # the team database's passwords in the system keyring (QtKeychain)
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# The Chinese locale the users run (the tests start the programs under it).
if ! locale -a 2>/dev/null | grep -qi '^zh_CN\.utf-\?8$'; then
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    echo "Generating the zh_CN.UTF-8 locale"
    $sudo_cmd sed -i 's/^# *zh_CN.UTF-8 UTF-8/zh_CN.UTF-8 UTF-8/' /etc/locale.gen
    grep -q '^zh_CN.UTF-8 UTF-8' /etc/locale.gen || echo 'zh_CN.UTF-8 UTF-8' | $sudo_cmd tee -a /etc/locale.gen >/dev/null
    $sudo_cmd locale-gen >/dev/null
fi

build="${1:-build}"
shift || true
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
cmake --build "$build" -j "$(nproc)"
