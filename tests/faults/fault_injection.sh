#!/usr/bin/env bash
# Fault injection through the gpuplan program: exports onto a full filesystem and a database on a read-only
# filesystem. Nothing may be lost or half-written, and the message must say what went wrong.
# Needs root to mount a small tmpfs (CI runs as root); elsewhere it reports itself skipped (exit 77).
set -u
gpuplan="$1"

# 0. File names that are not UTF-8 (GB18030 bytes) are refused, not mapped onto another file.
names="$(mktemp -d)"
out="$("$gpuplan" quotes list --database "$names/"$'\xc4\xe3\xba\xc3'".sqlite" 2>&1)"; rc=$?
[ $rc -eq 2 ] || { echo "FAIL: a non-UTF-8 database name was accepted: $out"; exit 1; }
out="$("$gpuplan" quotes export "$names/"$'\xca\xc0\xbd\xe7'".csv" --database "$names/ok.sqlite" 2>&1)"; rc=$?
[ $rc -ne 0 ] || { echo "FAIL: a non-UTF-8 export name was accepted: $out"; exit 1; }
[ "$(ls "$names")" = "ok.sqlite" ] || { echo "FAIL: unexpected files: $(ls "$names")"; exit 1; }
rm -rf "$names"

if [ "$(id -u)" -ne 0 ]; then echo "skipped: needs root to mount a tmpfs"; exit 77; fi
work="$(mktemp -d)"
full="$work/full"
mkdir -p "$full"
if ! mount -t tmpfs -o size=256k tmpfs "$full" 2>/dev/null; then echo "skipped: cannot mount a tmpfs"; exit 77; fi
trap 'umount "$full" 2>/dev/null; rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"

db="$work/planner.sqlite"
"$gpuplan" quotes list --database "$db" >/dev/null || fail "cannot create the database"

# 1. An export onto a full disk fails, says so, and leaves the existing file as it was.
printf 'OLD CONTENT\n' > "$full/quotes.csv"
dd if=/dev/zero of="$full/filler" bs=4k 2>/dev/null          # fills the filesystem …
dd if=/dev/zero of="$full/filler2" bs=1 2>/dev/null            # … to the last byte
[ "$(df --output=avail "$full" | tail -1 | tr -d " ")" = "0" ] || fail "could not fill the tmpfs"
out="$("$gpuplan" quotes export "$full/quotes.csv" --database "$db" 2>&1)"; rc=$?
[ $rc -ne 0 ] || fail "export onto a full disk reported success: $out"
echo "$out" | grep -q "cannot write" || fail "no clear message: $out"
[ "$(cat "$full/quotes.csv")" = "OLD CONTENT" ] || fail "the existing file was changed"
ls "$full" | grep -v -e '^quotes.csv$' -e '^filler' && fail "a temporary file was left behind"
rm -f "$full/filler" "$full/filler2"

# 1b. A database copied onto a disk too small for it: a failure (exit 1, the disk named), and the file the copy
# began is removed again (reliability-4 F26).
out="$("$gpuplan" db copy --from "$db" --to "$full/copy.sqlite" 2>&1)"; rc=$?
[ $rc = 1 ] || fail "a copy onto a full disk exited $rc, not 1: $out"
echo "$out" | grep -q "disk is full" || fail "the full disk is not named: $out"
ls "$full" | grep -q copy.sqlite && fail "the copy's partial file was left behind"

# 2. An export onto the database's own file is refused; the database is intact.
out="$("$gpuplan" quotes export "$db" --database "$db" 2>&1)"; rc=$?
[ $rc -ne 0 ] || fail "export over the database succeeded"
echo "$out" | grep -q "own database" || fail "no clear message: $out"
"$gpuplan" db check --database "$db" >/dev/null || fail "the database was damaged"

# 3. A database on a read-only filesystem can be listed and exported elsewhere; changes are refused. (The tmpfs,
# small for 1b, is grown first: checking the copy writes its WAL and shared-memory files before it is read-only.)
mount -o remount,size=2m "$full" || fail "cannot grow the tmpfs"
cp "$db" "$full/ro.sqlite"
"$gpuplan" db check --database "$full/ro.sqlite" >/dev/null || fail "copy unusable"
rm -f "$full/ro.sqlite-wal" "$full/ro.sqlite-shm"
mount -o remount,ro "$full" || fail "cannot remount read-only"
count="$("$gpuplan" quotes list --json --database "$full/ro.sqlite" | grep -o '"count": *[0-9]*' | tr -d ' ')" \
    || fail "a read-only database cannot be listed"
[ "$count" = '"count":5' ] || fail "unexpected listing: $count"
out="$("$gpuplan" quotes delete --demo --database "$full/ro.sqlite" 2>&1)"; rc=$?
[ $rc -eq 2 ] || fail "a change to a read-only database exited $rc, not 2 (refused, as every write to it): $out"
echo "$out" | grep -q "read-only" || fail "no clear message: $out"
# Every write to the stored quotes goes through one rule (issue 36, QuoteService): an import, an edit and a
# delete are refused before they start, in one sentence; nothing is changed.
"$gpuplan" quotes export "$work/demo.csv" --database "$db" >/dev/null || fail "cannot export the demo quotes"
head -2 "$work/demo.csv" | sed 's/GC-5521/GC-9999/' >"$work/new.csv"
for command in "quotes import $work/new.csv" "quotes edit 1 --set notes=x" "quotes delete 1"; do
    # shellcheck disable=SC2086 # the command's words
    out="$("$gpuplan" $command --database "$full/ro.sqlite" 2>&1)"; rc=$?
    [ $rc -eq 2 ] || fail "$command on a read-only database exited $rc, not 2: $out"
    echo "$out" | grep -q "cannot be written (read-only)" || fail "$command: not the one sentence: $out"
done
count="$("$gpuplan" quotes list --json --database "$full/ro.sqlite" | grep -o '"count": *[0-9]*' | tr -d ' ')"
[ "$count" = '"count":5' ] || fail "a refused write changed the quotes: $count"
# A delivery report checked against a read-only database is not "recorded" in silence: refused, unless
# --dry-run asks only to see the findings.
report="$(dirname "$0")/../fixtures/acceptance/h100-8x-sxm.txt"
out="$("$gpuplan" acceptance check --quote 1 "$report" --database "$full/ro.sqlite" 2>&1)"; rc=$?
[ $rc -eq 2 ] || fail "acceptance check on a read-only database exited $rc, not 2: $out"
echo "$out" | grep -q "read-only" || fail "no clear message: $out"
out="$("$gpuplan" acceptance check --quote 1 "$report" --dry-run --database "$full/ro.sqlite" 2>&1)" \
    || fail "a dry run on a read-only database failed: $out"
echo "$out" | grep -q "0 failed" || fail "no findings shown on a dry run: $out"
mount -o remount,rw "$full"

# 4. An import that fills the disk midway (15,000 quotes, bound straight through SQLite's interface): a failure
# (exit 1) naming the full disk, and nothing of it kept: the database still holds its five quotes, intact.
rm -rf "${full:?}"/*
mount -o remount,size=1m "$full" || fail "cannot size the tmpfs"
"$gpuplan" quotes export "$work/demo.csv" --database "$db" >/dev/null || fail "cannot export the demo quotes"
awk -F, 'BEGIN { OFS = "," } NR == 1 { print; next } { for (i = 0; i < 3000; i++) { $1 = "Vendor " i; $4 = "Q-" NR "-" i; print } }' \
    "$work/demo.csv" >"$work/many.csv"
"$gpuplan" quotes list --database "$full/small.sqlite" >/dev/null || fail "cannot create the small database"
out="$("$gpuplan" quotes import "$work/many.csv" --database "$full/small.sqlite" 2>&1)"; rc=$?
[ $rc = 1 ] || fail "an import onto a full disk exited $rc, not 1: $out"
echo "$out" | grep -q "disk is full" || fail "the full disk is not named: $out"
count="$("$gpuplan" quotes list --json --database "$full/small.sqlite" | grep -o '"count": *[0-9]*' | tr -d ' ')"
[ "$count" = '"count":5' ] || fail "part of the import was kept: $count"
"$gpuplan" db check --database "$full/small.sqlite" >/dev/null || fail "the database was damaged"
echo "fault injection: 7 passed, 0 failed"
