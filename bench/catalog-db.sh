#!/usr/bin/env bash
# The catalogue on a database server, for bench/catalog.sh, bench/catalog-databases.sh and bench/search-engine.sh:
# a throwaway PostgreSQL 15 or MariaDB 10.11 on 127.0.0.1 (the test command's start_test_database, scripts/lib.sh:
# a temporary data directory, no fsync, database shop_test, user shop), given BENCH_DB_BUFFER MB (default 1024) of
# buffer cache instead of the packages' 128 MB, as a server that holds a catalogue would be, then migrated, seeded
# with the demo shop and filled by catalog:generate. Source it; it does nothing by itself. catalog_db_start exports
# the DB_* variables the app and bench/catalog-paths.php read; catalog_db_stop stops the server and removes its data.

CATALOG_DB_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CATALOG_DB_LOG="$CATALOG_DB_ROOT/bench/run/logs"
# shellcheck source=../scripts/lib.sh
source "$CATALOG_DB_ROOT/scripts/lib.sh"

catalog_db_default_port() {
    case "$1" in
        pgsql) echo 25434 ;;
        mariadb) echo 23308 ;;
        *) echo "" ;;
    esac
}

catalog_db_name() {
    case "$1" in
        pgsql) echo "PostgreSQL 15" ;;
        mariadb) echo "MariaDB 10.11" ;;
        *) echo "SQLite" ;;
    esac
}

# catalog_db_start pgsql|mariadb PORT
catalog_db_start() {
    local kind=$1 port=$2 buffer=${BENCH_DB_BUFFER:-1024}
    if ! [[ "$port" =~ ^[0-9]+$ ]] || ! [[ "$buffer" =~ ^[0-9]+$ ]]; then
        echo "catalog-db.sh: BENCH_DB_PORT and BENCH_DB_BUFFER must be numbers, got '$port' and '$buffer'" >&2
        return 2
    fi
    if ss -Hltn "sport = :$port" 2>/dev/null | grep -q .; then
        echo "catalog-db.sh: port $port is already in use; set BENCH_DB_PORT" >&2
        return 1
    fi
    mkdir -p "$CATALOG_DB_LOG"
    start_test_database "$kind" "$port" $$
    case "$kind" in
        pgsql)
            psql -q -h 127.0.0.1 -p "$port" -U shop -d shop_test -c "ALTER SYSTEM SET shared_buffers = '${buffer}MB'"
            # restart keeps the options of the start (postmaster.opts); the log stays in the server's directory.
            as_db_user "$(stat -c %U "$TEST_DB_DIR")" /usr/lib/postgresql/15/bin/pg_ctl -D "$TEST_DB_DIR/data" \
                -l "$TEST_DB_DIR/server.log" -w -s -m fast restart
            ;;
        mariadb)
            mariadb --no-defaults -h 127.0.0.1 -P "$port" -u root \
                -e "SET GLOBAL innodb_buffer_pool_size = $((buffer * 1024 * 1024))"
            ;;
    esac
    echo "catalog-db.sh: $(catalog_db_name "$kind") on 127.0.0.1:$port, ${buffer} MB of buffers, data in $TEST_DB_DIR" >&2
}

# catalog_db_generate N: adds N generated products (catalog:generate, which also rebuilds the search index and, on
# SQLite and PostgreSQL, runs ANALYZE); `--seed` from BENCH_SEED (1). Prints how long it took.
# The arguments are catalog:generate's: N products, or --families=N --variants=K.
catalog_db_generate() {
    local products="$*" started=$SECONDS
    if ! (cd "$CATALOG_DB_ROOT" && php -d memory_limit=2G artisan catalog:generate "$@" --seed="${BENCH_SEED:-1}" \
        --no-interaction >>"$CATALOG_DB_LOG/catalog-db.log" 2>&1); then
        tail -n 40 "$CATALOG_DB_LOG/catalog-db.log" >&2
        echo "catalog-db.sh: catalog:generate $products failed" >&2
        return 1
    fi
    CATALOG_DB_GENERATED_IN=$((SECONDS - started))
    echo "catalog-db.sh: catalog:generate $products took $CATALOG_DB_GENERATED_IN s" >&2
}

# catalog_db_fill N (or --families=N --variants=K): migrations, the demo seeder, then the generated catalogue.
# CATALOG_DB_BUILT_IN: seconds in all.
catalog_db_fill() {
    local started=$SECONDS
    : >"$CATALOG_DB_LOG/catalog-db.log"
    if ! (cd "$CATALOG_DB_ROOT" && php artisan migrate --force --seed --no-interaction >>"$CATALOG_DB_LOG/catalog-db.log" 2>&1); then
        tail -n 40 "$CATALOG_DB_LOG/catalog-db.log" >&2
        echo "catalog-db.sh: migrating and seeding failed" >&2
        return 1
    fi
    echo "catalog-db.sh: migrations and the demo seeder took $((SECONDS - started)) s" >&2
    catalog_db_generate "$@"
    CATALOG_DB_BUILT_IN=$((SECONDS - started))
}

catalog_db_stop() {
    stop_test_database
}
