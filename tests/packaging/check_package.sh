#!/usr/bin/env bash
# Checks the Debian package as a user would get it: its control fields, lintian (no error), the desktop entry
# and AppStream file (validators), the MIME types (update-mime-database), the man pages (groff, no warning), the
# completions (bash runs them, zsh parses them); then unpacks it into a clean root (dpkg -x) and runs from there
# `gpuplan --version`, `gpuplan plan …` and an offscreen start of the desktop program under LANG=zh_CN.UTF-8 and
# C.UTF-8, and removes it.  Usage: tests/packaging/check_package.sh PACKAGE.deb
set -euo pipefail
deb="$(realpath "$1")"
fail() { echo "check_package: $*" >&2; exit 1; }
# grep that reads all its input: `grep -q` stops early, and under pipefail the writer's SIGPIPE fails the pipe.
has() { grep "$@" >/dev/null; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"
mkdir -p "$root"

echo "== control fields"
version="$(dpkg-deb -f "$deb" Version)"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Version: $version"
echo "Depends: $depends"
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+-[0-9]+$ ]] || fail "version '$version' is not UPSTREAM-REVISION"
for d in libqt6core6 libqt6widgets6 libqt6charts6 libqt6sql6 libxlsxwriter4 fonts-wqy-microhei libqt6sql6-sqlite; do
    grep -q "\b$d\b" <<<"$depends" || fail "Depends lacks $d"
done

echo "== lintian"
lintian_out="$work/lintian.txt"
# Exit status 2 on an error tag; warnings are listed (README: "Debian package").
if ! lintian --tag-display-limit 0 --fail-on error "$deb" >"$lintian_out" 2>&1; then
    cat "$lintian_out"
    fail "lintian reports an error"
fi
grep -v "root privileges" "$lintian_out" || true

dpkg -x "$deb" "$root"
share="$root/usr/share"
app_id=net.gpurentalplanner.GpuRentalPlanner

echo "== files"
for f in usr/bin/gpuplan usr/bin/gpu-rental-planner \
    usr/share/applications/$app_id.desktop usr/share/metainfo/$app_id.metainfo.xml \
    usr/share/mime/packages/gpu-rental-planner.xml usr/share/icons/hicolor/scalable/apps/$app_id.svg \
    usr/share/icons/hicolor/48x48/apps/$app_id.png usr/share/icons/hicolor/256x256/apps/$app_id.png \
    usr/share/man/man1/gpuplan.1.gz usr/share/man/man1/gpu-rental-planner.1.gz \
    usr/share/man/zh_CN/man1/gpuplan.1.gz usr/share/man/zh_CN/man1/gpu-rental-planner.1.gz \
    usr/share/bash-completion/completions/gpuplan usr/share/bash-completion/completions/gpu-rental-planner \
    usr/share/zsh/vendor-completions/_gpuplan usr/share/doc/gpu-rental-planner/copyright \
    usr/share/doc/gpu-rental-planner/changelog.gz usr/share/doc/gpu-rental-planner/changelog.Debian.gz \
    usr/share/gpu-rental-planner/translations/gpuplan_zh_CN.qm; do
    [ -s "$root/$f" ] || fail "$f is missing from the package"
done
for s in 16 24 32 48 64 128 256 512; do
    size="$(file -b "$share/icons/hicolor/${s}x$s/apps/$app_id.png" | grep -o '[0-9]* x [0-9]*')"
    [ "$size" = "$s x $s" ] || fail "the ${s}x$s icon is $size"
done

echo "== desktop entry and AppStream"
desktop-file-validate "$share/applications/$app_id.desktop"
grep -q '^Name\[zh_CN\]=' "$share/applications/$app_id.desktop" || fail "no Chinese name in the desktop entry"
grep -q '^Exec=gpu-rental-planner %F$' "$share/applications/$app_id.desktop" || fail "Exec has no field code"
appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml"
grep -q "<release version=\"${version%-*}\"" "$share/metainfo/$app_id.metainfo.xml" ||
    fail "AppStream has no release ${version%-*}"

echo "== MIME types"
mkdir -p "$work/mime/packages"
cp "$share/mime/packages/gpu-rental-planner.xml" "$work/mime/packages/"
update-mime-database "$work/mime" >/dev/null 2>&1 || fail "update-mime-database refuses the MIME types"
[ -s "$work/mime/application/x-gpuplan.xml" ] || fail "application/x-gpuplan is not registered"
[ -s "$work/mime/application/x-gpuplan-acceptance-report.xml" ] || fail "the report type is not registered"
for t in application/x-gpuplan application/x-gpuplan-acceptance-report text/csv; do
    grep -q "MimeType=.*$t;" "$share/applications/$app_id.desktop" || fail "the desktop entry does not open $t"
done

echo "== man pages"
for m in "$share"/man/man1/*.1.gz "$share"/man/zh_CN/man1/*.1.gz; do
    warnings="$(gzip -dc "$m" | preconv -e UTF-8 | groff -man -Tutf8 -ww -z 2>&1 || true)"
    [ -z "$warnings" ] || fail "$m: $warnings"
done
gzip -dc "$share/man/zh_CN/man1/gpuplan.1.gz" | sed 's/\\://g' | has '命令' || fail "the Chinese man page is not Chinese"

echo "== completion"
[ -f /usr/share/bash-completion/bash_completion ] || fail "bash-completion is not installed (scripts/setup.sh)"
complete_words() {
    # complete_words WORD...: what bash completes for the last word
    bash -c 'source /usr/share/bash-completion/bash_completion
             source "$0"
             COMP_WORDS=("${@}"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
             COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
             _gpuplan gpuplan "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
             printf "%s\n" "${COMPREPLY[@]}"' "$share/bash-completion/completions/gpuplan" "$@"
}
[ "$(complete_words gpuplan pl)" = plan ] || fail "'gpuplan pl<Tab>' does not complete to plan"
complete_words gpuplan estimate --me | has -x -- --method || fail "'estimate --me<Tab>' lacks --method"
[ "$(complete_words gpuplan plan --sort fe)" = fewest ] || fail "'plan --sort fe<Tab>' does not give fewest"
complete_words gpuplan quotes rank --d | has -x -- --deadline || fail "'quotes rank --d<Tab>' lacks --deadline"
complete_words gpuplan checklist t | has -x template-set || fail "'checklist t<Tab>' lacks template-set"
zsh -n "$share/zsh/vendor-completions/_gpuplan" || fail "the zsh completion does not parse"

echo "== run from the unpacked package"
bin="$root/usr/bin"
home="$work/home"
mkdir -p "$home"
for lang in zh_CN.UTF-8 C.UTF-8; do
    export LANG=$lang LC_ALL=$lang HOME="$home" XDG_CONFIG_HOME="$home/config-$lang" XDG_DATA_HOME="$home/data-$lang"
    v="$("$bin/gpuplan" --version)"
    [ "$v" = "gpuplan ${version%-*}" ] || fail "gpuplan --version says '$v'"
    "$bin/gpuplan" --version --json | has "\"translations\":\"$(realpath "$share/gpu-rental-planner/translations")\"" ||
        fail "the installed gpuplan does not read the installed translations"
    out="$("$bin/gpuplan" plan --model llama-2-70b --method lora --tokens 500M --deadline 3w --top 3)"
    echo "$out" | head -3
    if [ "$lang" = zh_CN.UTF-8 ]; then
        grep -q '小时' <<<"$out" || fail "gpuplan plan under $lang is not in Chinese"
    else
        grep -q 'layouts considered' <<<"$out" || fail "gpuplan plan under $lang is not in English"
    fi
    shot="$work/window-$lang.png"
    QT_QPA_PLATFORM=offscreen timeout 60 "$bin/gpu-rental-planner" --database "$work/db-$lang.sqlite" \
        --screenshot "$shot" 2>/dev/null
    [ -s "$shot" ] || fail "the installed desktop program drew no window under $lang"
    echo "desktop program started under $lang and drew its window"
done
# Without a display too (QT_QPA_PLATFORM unset, no DISPLAY).
[ "$(env -u QT_QPA_PLATFORM -u DISPLAY -u WAYLAND_DISPLAY "$bin/gpu-rental-planner" --version)" = "gpu-rental-planner ${version%-*}" ] ||
    fail "gpu-rental-planner --version"

rm -rf "$root"
[ ! -e "$root" ] || fail "the unpacked package could not be removed"
echo "package checked: $(basename "$deb")"
