#!/usr/bin/env bash
# The team database against a real PostgreSQL server (run under with_postgres.sh): the CLI's storage commands
# on it, a viewer refused by every write, four writers at once (on a quote, and on its checklist items) without
# a lost update, a client killed mid-import leaving nothing half-written, and the address's errors. Fails on any difference.
# usage: with_postgres.sh team_database.sh GPUPLAN FIXTURES [DESKTOP]
set -u
gpuplan="$1"; fixtures="$2"; desktop="${3:-}"
db="$GPUPLAN_TEST_POSTGRES"; viewer="$GPUPLAN_TEST_POSTGRES_VIEWER"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" LANG=C.UTF-8 LC_ALL=C.UTF-8
fail() { echo "FAIL: $*"; exit 1; }
g() { timeout 60 "$gpuplan" "$@"; }

# 1. The schema and the shipped data on an empty server database, once; the same catalog as on a file, and no
# demo quotes (a file of one's own has them; a team's members would each see them and have to delete them).
g quotes list --json --database "$db" > "$work/server.json" || fail "cannot open the team database"
python3 -c 'import json,sys; q=json.load(open(sys.argv[1]))["quotes"]; assert q == [], q' "$work/server.json" ||
    fail "a team database was seeded with demo quotes"
g quotes list --database "$work/local.sqlite" | grep -q "Demo" || fail "a file of one's own lost its demo quotes"
[ "$(g gpus --json --database "$db")" = "$(g gpus --json --database "$work/local.sqlite")" ] ||
    fail "the team database lists the catalog differently"
g db check --database "$db" | grep -q "schema version \([0-9]*\) of \1$" || fail "db check: $(g db check --database "$db")"

# 2. Import, edit, checklists and acceptance, as on a file.
g quotes export "$work/q.csv" --database "$work/local.sqlite" >/dev/null || fail "export"
sed -e '1!s/^示例 Demo · /Team /' -e '1!s/,GC-5521,/,T-1,/' "$work/q.csv" > "$work/team.csv"
g quotes import "$work/team.csv" --database "$db" | grep -q "Imported 5 quote" || fail "import into the team database"
id="$(g quotes list --no-demo --json --database "$db" | python3 -c 'import json,sys; print(json.load(sys.stdin)["quotes"][0]["id"])')"
g quotes edit "$id" --set notes=server --database "$db" >/dev/null || fail "edit"
g quotes list --json --database "$db" | grep -q '"notes": "server"' || fail "the edit did not land"
g checklist create "$id" --database "$db" >/dev/null || fail "checklist create"
g acceptance check --quote "$id" "$fixtures/h100-8x-sxm.txt" --database "$db" >/dev/null
g checklist show "$id" --json --database "$db" | grep -q '"status": "confirmed"' || fail "no finding recorded"

# 3. A viewer reads, and every write is refused with the reason; nothing changes.
sed -e '1!s/^Team /Viewer /' "$work/team.csv" > "$work/viewer.csv"
before="$(g quotes list --json --database "$db")"
g quotes list --database "$viewer" >/dev/null || fail "a viewer cannot read"
history_before="$(g db history --quote "$id" --json --database "$db")"
for cmd in "quotes edit $id --set notes=viewer" "quotes delete $id" "quotes delete --demo" \
           "quotes import $work/viewer.csv" "quotes import $work/viewer.csv --valid-only" "checklist create 1" \
           "checklist set 1 --status confirmed" "checklist set 1 --status na --evidence seen" \
           "checklist template-set --template acceptance --zh 新项 --en new-item" \
           "acceptance check --quote $id $fixtures/h100-8x-sxm.txt"; do
    # Exit 2: the role, not the program, stands in the way — and the refusal says so.
    # shellcheck disable=SC2086
    out="$(g $cmd --database "$viewer" 2>&1)"; rc=$?
    [ "$rc" = 2 ] || fail "a viewer's '$cmd' exited $rc, not 2: $out"
    echo "$out" | grep -q "viewer" || fail "$cmd: the refusal does not say why: $out"
done
[ "$(g quotes list --json --database "$db")" = "$before" ] || fail "a viewer changed the quotes"
[ "$(g db history --quote "$id" --json --database "$db")" = "$history_before" ] || fail "a viewer's refusal is on record"

# The desktop opens the team database as a viewer (the quotes read, the status bar says read-only).
if [ -n "$desktop" ]; then
    QT_QPA_PLATFORM=offscreen timeout 60 "$desktop" --database "$viewer" --tab 1 --screenshot "$work/viewer.png" \
        >/dev/null 2>&1 || fail "the desktop cannot open the team database as a viewer"
    [ -s "$work/viewer.png" ] || fail "no screenshot of the desktop on the team database"
fi

# 4. Four writers editing different columns of one quote at once: every last value lands.
rounds=5
for c in notes region contact quote_number; do
    ( for k in $(seq 1 $rounds); do g quotes edit "$id" --set "$c=$c-$k" --database "$db" >/dev/null 2>&1 ||
          echo "$c $k" >> "$work/failures"; done ) &
done
wait
[ ! -s "$work/failures" ] || fail "edits failed: $(cat "$work/failures")"
json="$(g quotes list --json --database "$db")"
for c in notes region contact quote_number; do
    echo "$json" | grep -q "\"$c\": \"$c-$rounds\"" || fail "a concurrent edit of $c was lost"
done

# Every one of those edits on record, by the buyer's role, in the order they landed.
g db history --quote "$id" --json --database "$db" | python3 -c '
import json, sys
changes = json.load(sys.stdin)["changes"]
# The quote'"'"'s arrival and its acceptance reports are events on record too (reliability-4 F14).
assert changes[0]["field"] == "created", changes[0]
changes = [c for c in changes if c["field"] not in ("created", "acceptance_report")]
assert len(changes) == 21, len(changes)
assert {c["changed_by"] for c in changes} == {"buyer"}, changes[0]
for c in ("notes", "region", "contact", "quote_number"):
    values = [x["new"] for x in changes if x["field"] == c][-5:]
    assert values == ["%s-%d" % (c, k) for k in range(1, 6)], (c, values)
' || fail "the audit trail of the concurrent edits"

# 4b. Four writers on the same quote's checklist items at once: three on items of their own (two of them also on a
# shared item), the fourth on the shared item only. No change is lost: every write is on record with its value,
# each own item ends at its writer's last value, the shared item at one of the three last values.
items="$(g checklist show "$id" --json --database "$db" | python3 -c '
import json, sys
print(" ".join([str(i["id"]) for c in json.load(sys.stdin)["checklists"] for i in c["items"]][:4]))')"
read -r own1 own2 own3 shared <<< "$items"
: > "$work/failures"
for w in 1 2 3 4; do
    ( var="own$w"; mine="${!var:-$shared}"
      for k in $(seq 1 $rounds); do
          g checklist set "$mine" --status confirmed --evidence "w$w-$k" --database "$db" >/dev/null 2>&1 ||
              echo "item $w $k" >> "$work/failures"
          if [ "$w" -le 2 ]; then
              g checklist set "$shared" --status failed --evidence "shared-w$w-$k" --database "$db" >/dev/null 2>>"$work/errors" ||
                  echo "shared $w $k" >> "$work/failures"
          fi
      done ) &
done
wait
[ ! -s "$work/failures" ] || fail "checklist edits failed: $(cat "$work/failures") $(cat "$work/errors" 2>/dev/null)"
g checklist show "$id" --json --database "$db" > "$work/items.json"
g db history --checklist "$id" --json --database "$db" > "$work/items-history.json"
python3 - "$work/items.json" "$work/items-history.json" "$own1" "$own2" "$own3" "$shared" <<'PY' || fail "concurrent checklist edits were lost"
import json, sys
items = {i["id"]: i for c in json.load(open(sys.argv[1]))["checklists"] for i in c["items"]}
changes = json.load(open(sys.argv[2]))["changes"]
own, shared = [int(x) for x in sys.argv[3:6]], int(sys.argv[6])
for w, item in enumerate(own, 1):
    assert items[item]["evidence"] == "w%d-5" % w, (item, items[item]["evidence"])
assert items[shared]["evidence"] in ("shared-w1-5", "shared-w2-5", "w4-5"), items[shared]["evidence"]
written = [c["new"] for c in changes if c["field"] == "evidence"]
for w in (1, 2, 3, 4):
    for k in range(1, 6):
        assert "w%d-%d" % (w, k) in written, ("w%d-%d" % (w, k), written)
for w in (1, 2):
    for k in range(1, 6):
        assert "shared-w%d-%d" % (w, k) in written, ("shared", w, k)
PY

# 5. A client killed in the middle of an import: all of it or none of it.
python3 - "$work/big.csv" "$work/q.csv" <<'PY'
import sys
lines = open(sys.argv[2], encoding="utf-8-sig").read().splitlines()
parts = lines[1].split(",")
with open(sys.argv[1], "w", encoding="utf-8") as f:
    f.write(lines[0] + "\n")
    for i in range(20000):
        p = list(parts); p[0] = "Kill %d" % (i % 50); p[3] = "K%d" % i
        f.write(",".join(p) + "\n")
PY
count() { g quotes list --json --database "$db" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["quotes"]))'; }
n0="$(count)"
"$gpuplan" quotes import "$work/big.csv" --database "$db" >/dev/null 2>&1 & pid=$!
sleep 1.5; kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
n1="$(count)"
[ "$n1" = "$n0" ] || [ "$n1" = "$((n0 + 20000))" ] || fail "a killed import left $((n1 - n0)) of 20000 quotes"

# 6. A whole database copied file → server → file: every table verified, the same answers; never into a
# database that holds rows.
g quotes edit 1 --set notes=copied --database "$work/local.sqlite" >/dev/null
g db copy --from "$work/local.sqlite" --to "$GPUPLAN_TEST_POSTGRES_COPY" --json > "$work/up.json" || fail "copy to the server"
g db copy --from "$GPUPLAN_TEST_POSTGRES_COPY" --to "$work/back.sqlite" --json > "$work/down.json" || fail "copy back"
python3 - "$work/up.json" "$work/down.json" <<'PY' || fail "the copies' checksums differ"
import json, sys
up, down = (json.load(open(p))["tables"] for p in sys.argv[1:3])
# Every table the same both ways, but the audit trail: the first copy is on record in its target (F14), so
# the second copies one row more.
rows = lambda tables: {t["table"]: t["rows"] for t in tables}
assert [t for t in up if t["table"] != "audit_log"] == [t for t in down if t["table"] != "audit_log"], (up, down)
assert rows(down)["audit_log"] == rows(up)["audit_log"] + 1 >= 2, (up, down)
PY
g db history --database "$work/back.sqlite" | grep -q "copied from" || fail "the copy is not on record"
for what in "quotes list --json" "checklist show 1 --json" "db history --quote 1 --json"; do
    # shellcheck disable=SC2086
    diff <(g $what --database "$work/local.sqlite") <(g $what --database "$work/back.sqlite") >/dev/null ||
        fail "after the round trip, '$what' differs"
done
out="$(g db copy --from "$work/local.sqlite" --to "$db" 2>&1)"; rc=$?
[ $rc = 2 ] && echo "$out" | grep -q "not empty" || fail "a copy into a database with rows: $rc $out"

# 7. Addresses: a password in it is refused (never stored), a wrong one says how to write it.
out="$(g quotes list --database "postgresql://buyer:secret@localhost/gpuplan" 2>&1)"; rc=$?
[ $rc = 2 ] && echo "$out" | grep -q "pgpass" && ! echo "$out" | grep -q secret || fail "password in the address: $rc $out"
out="$(g quotes list --database "postgresql://buyer@host" 2>&1)"; rc=$?
[ $rc = 2 ] && echo "$out" | grep -q "postgresql://user@host:port/database" || fail "bad address: $rc $out"
echo "team database: ok (server $(g db check --database "$db" | head -1 | sed 's/.*@//'))"
