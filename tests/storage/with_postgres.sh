#!/usr/bin/env bash
# Runs a command against a private PostgreSQL server that this script starts and stops: initdb in a temporary
# folder, pg_ctl on a Unix socket in it (no TCP port), a database "gpuplan" and two roles, buyer (may write) and
# viewer (may only read). The command sees GPUPLAN_TEST_POSTGRES (the buyer's address),
# GPUPLAN_TEST_POSTGRES_VIEWER, GPUPLAN_TEST_POSTGRES_COPY (a second, empty database) and
# GPUPLAN_TEST_POSTGRES_ADMIN, and GPUPLAN_TEST_POSTGRES_SECRET (a role that gives a password). Fails, never
# skips, when the server cannot start.
# usage: with_postgres.sh COMMAND [ARGS…]
set -euo pipefail
bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bindir/initdb" ] || { echo "with_postgres: PostgreSQL is not installed (scripts/setup.sh installs postgresql)"; exit 1; }
work="$(mktemp -d /tmp/gpuplan-pg.XXXXXX)"
owner="$(id -un)"
as_owner() { "$@"; }
if [ "$(id -u)" = 0 ]; then
    # initdb refuses to run as root: the server runs as the postgres user the package created.
    owner=postgres
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$work"
    as_owner() { runuser -u postgres -- "$@"; }
fi
chmod 755 "$work"
cleanup() { as_owner "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$work"; }
trap cleanup EXIT
as_owner "$bindir/initdb" -D "$work/data" -A trust -U "$owner" -E UTF8 --locale=C.UTF-8 >"$work/initdb.log" 2>&1 ||
    { cat "$work/initdb.log"; echo "with_postgres: initdb failed"; exit 1; }
# One role must give a password (scram-sha-256): the tests of password files and the keyring use it. It acts as
# buyer (SET ROLE), as team members share one owner role, so that the tables it creates are the team's.
{ echo "local all secret scram-sha-256"; cat "$work/data/pg_hba.conf"; } > "$work/pg_hba.conf"
as_owner cp "$work/pg_hba.conf" "$work/data/pg_hba.conf"
as_owner "$bindir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
    -o "-c listen_addresses='' -k $work -c fsync=off -c max_connections=50" start >/dev/null ||
    { cat "$work/server.log"; echo "with_postgres: the server did not start"; exit 1; }
psql=("$bindir/psql" -h "$work" -U "$owner" -v ON_ERROR_STOP=1 -q)
as_owner "${psql[@]}" -d postgres -c "CREATE ROLE buyer LOGIN" -c "CREATE ROLE viewer LOGIN" \
    -c "SET password_encryption = 'scram-sha-256'" -c "CREATE ROLE secret LOGIN PASSWORD 'geheim-42'" \
    -c "GRANT buyer TO secret" -c "ALTER ROLE secret SET role = 'buyer'" \
    -c "CREATE DATABASE gpuplan OWNER buyer" -c "CREATE DATABASE gpuplan_copy OWNER buyer"
as_owner "${psql[@]}" -d gpuplan -c "ALTER DEFAULT PRIVILEGES FOR ROLE buyer IN SCHEMA public GRANT SELECT ON TABLES TO viewer; GRANT USAGE ON SCHEMA public TO viewer;"
sock="$(printf '%s' "$work" | sed 's|/|%2F|g')"
export GPUPLAN_TEST_POSTGRES="postgresql://buyer@$sock/gpuplan"
export GPUPLAN_TEST_POSTGRES_VIEWER="postgresql://viewer@$sock/gpuplan"
export GPUPLAN_TEST_POSTGRES_COPY="postgresql://buyer@$sock/gpuplan_copy"
export GPUPLAN_TEST_POSTGRES_ADMIN="postgresql://$owner@$sock/gpuplan"
# A role that must give the password geheim-42 (GPUPLAN_TEST_POSTGRES_SECRET_PASSWORD), with a buyer's rights.
export GPUPLAN_TEST_POSTGRES_SECRET="postgresql://secret@$sock/gpuplan"
export GPUPLAN_TEST_POSTGRES_SECRET_PASSWORD="geheim-42"
"$@"
