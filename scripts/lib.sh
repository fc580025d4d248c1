#!/usr/bin/env bash
# Shared steps of `composer start` and `composer test`: install what is missing, prepare the app. Safe to re-run.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
        echo "Need root (or sudo) to run: $*" >&2
        return 1
    fi
}

# Debian packages: PHP extensions Laravel and Composer need, plus extras per command (Chromium for browser tests).
ensure_debian_packages() {
    local wanted=(php8.2-sqlite3 php8.2-curl php8.2-zip php8.2-gd php8.2-bcmath php8.2-intl php8.2-mbstring php8.2-xml unzip "$@")
    local missing=()
    local pkg
    for pkg in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        log "Installing Debian packages: ${missing[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
}

ensure_composer_packages() {
    if [ ! -f vendor/autoload.php ] || [ composer.json -nt vendor/autoload.php ] || [ -n "$(find packages -newer vendor/autoload.php -name composer.json -print -quit)" ]; then
        log "Installing Composer packages"
        composer install --no-interaction --no-progress
        touch vendor/autoload.php
    fi
}

ensure_npm_packages() {
    if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
        log "Installing npm packages"
        npm ci --no-audit --no-fund --loglevel=error
    fi
}

ensure_env() {
    if [ ! -f .env ]; then
        log "Creating .env from .env.example"
        cp .env.example .env
    fi
    if ! grep -q '^APP_KEY=base64:' .env; then
        php artisan key:generate --force --no-interaction
    fi
}

# The embedded SQLite database: created, migrated and loaded with the demo catalogue the first time; kept after.
ensure_database() {
    local file=database/database.sqlite fresh=0
    if [ ! -f "$file" ]; then
        touch "$file"
        fresh=1
    fi
    php artisan migrate --force --no-interaction
    if [ "$fresh" -eq 1 ]; then
        log "Loading the demo data"
        php artisan db:seed --force --no-interaction
    fi
}

# Vite build of the browser assets and of the SSR bundle (bootstrap/ssr/ssr.js), skipped when nothing they read
# changed since the last one.
ensure_assets() {
    local output stale=0
    php artisan routes:export >/dev/null
    for output in public/build/manifest.json bootstrap/ssr/ssr.js; do
        if [ ! -f "$output" ] || [ -n "$(find resources lang package-lock.json vite.config.ts tsconfig.json -newer "$output" -type f -print -quit)" ]; then
            stale=1
        fi
    done
    if [ "$stale" -eq 1 ]; then
        log "Building the front end and its server-side rendering bundle"
        npm run build --silent
    fi
}

# A throwaway database server for the PHP tests (`composer test -- --db=pgsql`): Debian's PostgreSQL 15 or MariaDB
# 10.11 on 127.0.0.1:$2, its data in a temporary directory (no fsync: nothing is meant to survive; no JIT, whose
# compiling costs more than it saves on test queries), an empty database `shop_test` owned by `shop` with no
# password. Exports DB_* for what runs next; stop_test_database removes it all.
TEST_DB_DIR=""
TEST_DB_KIND=""

# Runs a server's own tools as an unprivileged account: PostgreSQL and MariaDB refuse to run as root.
as_db_user() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u "$1" -- "${@:2}"; else "${@:2}"; fi
}

# Every step checks its own outcome: a caller in an `&&` list or an `if` runs without errexit (bash turns it off for
# the whole function there), where a server that failed to start would otherwise be reported as started.
# With a third argument, a process id (the test runner), the server is also stopped once that process has ended,
# however it ended (stop_test_database_after).
start_test_database() {
    local kind=$1 port=$2 watch=${3:-} owner
    TEST_DB_KIND=$kind
    TEST_DB_DIR=$(mktemp -d /tmp/shop-test-db.XXXXXX)
    case "$kind" in
        pgsql)
            local bin=/usr/lib/postgresql/15/bin
            owner=$([ "$(id -u)" -eq 0 ] && echo postgres || id -un)
            chown "$owner" "$TEST_DB_DIR"
            as_db_user "$owner" "$bin/initdb" -D "$TEST_DB_DIR/data" --auth=trust -U shop --encoding=UTF8 --locale=C.UTF-8 >/dev/null ||
                { test_database_failed "initdb failed"; return 1; }
            as_db_user "$owner" "$bin/pg_ctl" -D "$TEST_DB_DIR/data" -l "$TEST_DB_DIR/server.log" -w -s start \
                -o "-c listen_addresses=127.0.0.1 -p $port -k $TEST_DB_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c jit=off -c max_connections=50" ||
                { test_database_failed "PostgreSQL did not start on 127.0.0.1:$port"; return 1; }
            psql -q -h 127.0.0.1 -p "$port" -U shop -d postgres -c 'CREATE DATABASE shop_test' ||
                { test_database_failed "no database shop_test on 127.0.0.1:$port"; return 1; }
            ;;
        mariadb)
            owner=$([ "$(id -u)" -eq 0 ] && echo mysql || id -un)
            chown "$owner" "$TEST_DB_DIR"
            as_db_user "$owner" mariadb-install-db --no-defaults --datadir="$TEST_DB_DIR/data" --auth-root-authentication-method=normal --skip-test-db >/dev/null ||
                { test_database_failed "mariadb-install-db failed"; return 1; }
            as_db_user "$owner" mariadbd --no-defaults --datadir="$TEST_DB_DIR/data" --socket="$TEST_DB_DIR/mysqld.sock" \
                --pid-file="$TEST_DB_DIR/mysqld.pid" --bind-address=127.0.0.1 --port="$port" --skip-log-bin \
                --innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 --character-set-server=utf8mb4 \
                --collation-server=utf8mb4_unicode_ci >"$TEST_DB_DIR/server.log" 2>&1 &
            local tries=0
            until mariadb --no-defaults -h 127.0.0.1 -P "$port" -u root -e 'SELECT 1' >/dev/null 2>&1; do
                tries=$((tries + 1))
                if [ "$tries" -gt 100 ]; then
                    test_database_failed "MariaDB did not start on 127.0.0.1:$port"
                    return 1
                fi
                sleep 0.1
            done
            mariadb --no-defaults -h 127.0.0.1 -P "$port" -u root -e \
                "CREATE DATABASE shop_test; CREATE USER 'shop'@'127.0.0.1' IDENTIFIED BY ''; GRANT ALL ON *.* TO 'shop'@'127.0.0.1';" ||
                { test_database_failed "no database shop_test on 127.0.0.1:$port"; return 1; }
            ;;
        *)
            test_database_failed "unknown test database: $kind (sqlite, pgsql or mariadb)"
            return 1
            ;;
    esac
    export DB_CONNECTION=$kind DB_HOST=127.0.0.1 DB_PORT=$port DB_DATABASE=shop_test DB_USERNAME=shop DB_PASSWORD=
    if [ -n "$watch" ]; then stop_test_database_after "$watch"; fi
}

# Stops (and removes) the database start_test_database made once process $1 has ended. A runner that is killed or
# times out never runs its own clean-up, and a server left behind holds its port for the next run. The watcher runs in
# a session of its own, so killing the runner's process group does not take it along; it ends by itself when the
# database is stopped the usual way (its directory gone).
stop_test_database_after() {
    setsid bash -c 'source "$1"; set +e; TEST_DB_DIR=$2; TEST_DB_KIND=$3
        while kill -0 "$4" 2>/dev/null && [ -d "$TEST_DB_DIR" ]; do sleep 1; done
        if [ -d "$TEST_DB_DIR" ]; then stop_test_database; fi' \
        bash "$PWD/scripts/lib.sh" "$TEST_DB_DIR" "$TEST_DB_KIND" "$1" </dev/null >/dev/null 2>&1 &
}

# A streaming replica of the PostgreSQL start_test_database made (docs/operations.md, "Read replicas"): copied with pg_basebackup -R
# from 127.0.0.1:$1 into $TEST_DB_DIR/replica and started on 127.0.0.1:$2 as a hot standby. $3 (optional, e.g. 2s)
# is its recovery_min_apply_delay: it applies each commit that long after the primary, so tests can see the lag.
# Exports DB_READ_HOST and DB_READ_PORT; stop_test_database stops it too. restart_test_replica starts it again.
# The primary needs nothing more: PostgreSQL 15's defaults are wal_level=replica and max_wal_senders=10, and initdb's
# trust pg_hba.conf lets the superuser `shop` connect for replication from 127.0.0.1.
TEST_REPLICA_PORT=""
TEST_REPLICA_DELAY=""

start_test_replica() {
    local primary=$1 port=$2 delay=${3:-0}
    local bin=/usr/lib/postgresql/15/bin owner
    owner=$(stat -c %U "$TEST_DB_DIR")
    as_db_user "$owner" "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary" -U shop -D "$TEST_DB_DIR/replica" -R -X stream -c fast ||
        return 1
    TEST_REPLICA_PORT=$port
    TEST_REPLICA_DELAY=$delay
    restart_test_replica || return 1
    export DB_READ_HOST=127.0.0.1 DB_READ_PORT=$port
}

# Starts the replica start_test_replica made (after stop_test_replica): restart_test_replica [PORT [DELAY]].
restart_test_replica() {
    local port=${1:-$TEST_REPLICA_PORT} delay=${2:-${TEST_REPLICA_DELAY:-0}}
    as_db_user "$(stat -c %U "$TEST_DB_DIR")" /usr/lib/postgresql/15/bin/pg_ctl -D "$TEST_DB_DIR/replica" \
        -l "$TEST_DB_DIR/replica.log" -w -s start -o "-c listen_addresses=127.0.0.1 -p $port -k $TEST_DB_DIR \
        -c hot_standby=on -c recovery_min_apply_delay=$delay -c fsync=off -c max_connections=50"
}

# Stops the replica, leaving its data for restart_test_replica.
stop_test_replica() {
    as_db_user "$(stat -c %U "$TEST_DB_DIR")" /usr/lib/postgresql/15/bin/pg_ctl -D "$TEST_DB_DIR/replica" -m fast -s stop
}

# Why start_test_database gave up, with the server's log (e.g. "could not bind ... Address already in use": a port
# in the system's ephemeral range can be held by an outgoing connection, even one closed within the last minute);
# then what it made is stopped and removed.
test_database_failed() {
    echo "start_test_database: $1" >&2
    if [ -s "$TEST_DB_DIR/server.log" ]; then tail -n 20 "$TEST_DB_DIR/server.log" >&2; fi
    stop_test_database 2>/dev/null
}

stop_test_database() {
    [ -n "$TEST_DB_DIR" ] || return 0
    if [ -f "$TEST_DB_DIR/replica/postmaster.pid" ]; then
        as_db_user "$(stat -c %U "$TEST_DB_DIR")" /usr/lib/postgresql/15/bin/pg_ctl -D "$TEST_DB_DIR/replica" -m immediate -s stop || true
    fi
    case "$TEST_DB_KIND" in
        pgsql) as_db_user "$(stat -c %U "$TEST_DB_DIR")" /usr/lib/postgresql/15/bin/pg_ctl -D "$TEST_DB_DIR/data" -m immediate -s stop || true ;;
        mariadb)
            local pid tries=0
            pid=$(cat "$TEST_DB_DIR/mysqld.pid" 2>/dev/null || true)
            if [ -n "$pid" ] && kill "$pid" 2>/dev/null; then
                while kill -0 "$pid" 2>/dev/null && [ "$tries" -lt 100 ]; do
                    tries=$((tries + 1))
                    sleep 0.1
                done
            fi
            ;;
    esac
    rm -rf "$TEST_DB_DIR"
    TEST_DB_DIR=""
}
