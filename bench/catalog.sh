#!/usr/bin/env bash
# The catalogue benchmark: a large generated catalogue (BENCH_PRODUCTS, default 100 000) served by nginx + PHP-FPM,
# then for each page (a category with two filters and its facet counts, a product page, search suggestions, search
# results) the server time of one request at a time (p50/p95) and the throughput under load with wrk, beside the
# framework floor (/bench/floor, a constant answer) measured in the same run.
#
#   bench/catalog.sh                     100 000 products, SQLite
#   BENCH_PRODUCTS=1000000 bench/catalog.sh
#   BENCH_DB=pgsql bench/catalog.sh      PostgreSQL 15 (BENCH_DB=mariadb: MariaDB 10.11)
#   BENCH_FAMILIES=100000 BENCH_VARIANTS=3 bench/catalog.sh   100 000 families of 3 variants (docs/variants.md)
#
# BENCH_DB: sqlite (default; "catalog" is the same) keeps its database in bench/run/catalog-N.sqlite, built once and
# reused. pgsql or mariadb start a throwaway server on 127.0.0.1:BENCH_DB_PORT (default 25434 / 23308; the test
# command's start_test_database, scripts/lib.sh), migrate it, seed the demo shop, run catalog:generate N, serve the app
# on it with the same pages, and stop the server and remove its data at the end. BENCH_DB_READY=1 uses the server the
# exported DB_* variables name as it is (started and filled beforehand, e.g. with bench/catalog-db.sh's functions)
# and leaves it running.
#
# Other variables: BENCH_SAMPLES (200), BENCH_WARMUP (20) for the latency table; BENCH_THREADS, BENCH_CONNECTIONS,
# BENCH_DURATION for wrk, BENCH_ROUNDS (1) rounds of it (then the median round of each page printed last);
# BENCH_PORT, BENCH_WORKERS for the servers; BENCH_PARTS_OFF=0 skips the latency table with the page parts off;
# BENCH_ONLY (label prefixes, comma-separated) measures only those pages (and the floor); BENCH_LATENCY_ONLY=1 skips
# the wrk table; BENCH_QUERIES=N adds each page's N slowest queries, timed in process. Before each table of one
# request at a time it waits for the load average to settle (BENCH_SETTLE_LOAD, BENCH_SETTLE_SECONDS; bench/lib.sh's
# settle).
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"
export BENCH_PRODUCTS="${BENCH_PRODUCTS:-100000}"
KIND="${BENCH_DB:-sqlite}"
if [[ "$KIND" == catalog ]]; then KIND=sqlite; fi
if [[ "$KIND" != sqlite && "$KIND" != pgsql && "$KIND" != mariadb ]]; then
    echo "catalog.sh: BENCH_DB must be sqlite, pgsql or mariadb, got '$KIND'" >&2
    exit 2
fi
if ! [[ "$BENCH_PRODUCTS" =~ ^[0-9]+$ ]]; then
    echo "catalog.sh: BENCH_PRODUCTS must be a number, got '$BENCH_PRODUCTS'" >&2
    exit 2
fi

source "$BENCH_DIR/lib.sh"
source "$BENCH_DIR/catalog-db.sh"
ensure_wrk

trap '"$BENCH_DIR/stop.sh"' EXIT
trap 'exit 130' INT TERM

# BENCH_FAMILIES=N (BENCH_VARIANTS=K, default 3): N generated families of K variants each instead of single products.
catalogue="$BENCH_PRODUCTS generated products"
database="$RUN/catalog-$BENCH_PRODUCTS.sqlite"
generate=("$BENCH_PRODUCTS")
if [[ -n "${BENCH_FAMILIES:-}" ]]; then
    export BENCH_FAMILIES BENCH_VARIANTS="${BENCH_VARIANTS:-3}"
    if ! [[ "$BENCH_FAMILIES" =~ ^[0-9]+$ && "$BENCH_VARIANTS" =~ ^[0-9]+$ ]]; then
        echo "catalog.sh: BENCH_FAMILIES and BENCH_VARIANTS must be numbers, got '$BENCH_FAMILIES' and '$BENCH_VARIANTS'" >&2
        exit 2
    fi
    catalogue="$BENCH_FAMILIES generated families × $BENCH_VARIANTS variants"
    database="$RUN/catalog-families-${BENCH_FAMILIES}x$BENCH_VARIANTS.sqlite"
    generate=(--families="$BENCH_FAMILIES" --variants="$BENCH_VARIANTS")
fi

if [[ "$KIND" == sqlite ]]; then
    # serve.sh's catalogue mode: the SQLite file, built by the first start (then kept), served.
    export BENCH_DB=catalog DB_CONNECTION=sqlite DB_DATABASE="$database"
    # The first start builds the database (serve.sh); the paths are chosen from it, then preloaded from warm requests.
    # Stale (a migration, the generator or the search index changed since it was built): serve.sh rebuilds it, and
    # the paths must be chosen from the rebuilt file, so it is built here first as when it is missing.
    built="the database file kept from an earlier run"
    if [[ ! -f "$DB_DATABASE" ]] || [[ -n "$(cd "$ROOT" && find database app/Console app/Search -newer "$DB_DATABASE" -type f ! -name '*.sqlite*' -print -quit 2>/dev/null)" ]]; then
        started=$SECONDS
        BENCH_PRELOAD=0 "$BENCH_DIR/serve.sh"
        "$BENCH_DIR/stop.sh"
        built="built in $((SECONDS - started)) s (migrations, demo seeder, catalog:generate)"
    fi
else
    # serve.sh's "app" mode serves the database of the exported DB_* variables (they win over .env's).
    export BENCH_DB=app
    if [[ "${BENCH_DB_READY:-0}" != 1 ]]; then
        trap '"$BENCH_DIR/stop.sh"; catalog_db_stop' EXIT
        catalog_db_start "$KIND" "${BENCH_DB_PORT:-$(catalog_db_default_port "$KIND")}"
        catalog_db_fill "${generate[@]}"
        built="built in $CATALOG_DB_BUILT_IN s (migrations, demo seeder, catalog:generate ${generate[*]} in $CATALOG_DB_GENERATED_IN s)"
    else
        built="the server at $DB_HOST:$DB_PORT as it was"
    fi
fi
# "label<TAB>path" lines, chosen from the benchmark database (bench/catalog-paths.php); BENCH_ONLY keeps some.
mapfile -t rows < <(php "$BENCH_DIR/catalog-paths.php")
rows+=($'framework floor (constant answer)\t/bench/floor')
BENCH_PRELOAD_PATHS="$(printf '%s\n' "${rows[@]}" | cut -f2 | tr '\n' ' ')"
export BENCH_PRELOAD_PATHS
# Uncached: every request is rendered (the application's page cache off; nothing else caches whole pages here).
PAGE_CACHE_ENABLED=false "$BENCH_DIR/serve.sh"

echo
echo "$catalogue + the demo catalogue on $(catalog_db_name "$KIND"), page cache off; $(nproc) CPU cores; $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "Catalogue: $built"
if [[ "$KIND" == sqlite ]]; then
    # A database file the system has to read from disk (after other work pushed it out of memory) makes the first
    # requests of a run wait for the disk, not for the shop: a million products is a 2 GB file, 2 345 ms against
    # 70-97 ms for the same searches once it was in memory. Reading it once first makes runs compare.
    started=$SECONDS
    cat "$DB_DATABASE" "$DB_DATABASE-wal" >/dev/null 2>&1 || true
    echo "Database file read once into the system's page cache first ($(du -h "$DB_DATABASE" | cut -f1), $((SECONDS - started)) s)"
fi
echo
settle
echo "Server time, one request at a time (${BENCH_SAMPLES:-200} samples after ${BENCH_WARMUP:-20} warm-up requests):"
latency_header
for row in "${rows[@]}"; do
    latency_row "http://127.0.0.1:$PORT${row#*$'\t'}" "${row%%$'\t'*}"
done

# Searches asked for the first time: their results, matches and counts are page parts the app keeps under the page
# version, so the repeated search above is mostly answered from them; these are not (a new page version first).
mapfile -t searches < <(php "$BENCH_DIR/catalog-paths.php" --searches "${BENCH_SEARCHES:-100}")
(cd "$ROOT" && APP_CONFIG_CACHE="$RUN/cache/config.php" php artisan page-cache:clear >/dev/null)
echo
settle
echo "First requests (a new page version, then ${#searches[@]} different searches, each asked once):"
latency_header
latency_once_row "search results, different words each time" "${searches[@]/#/http://127.0.0.1:$PORT}"

# The same pages with the page parts off (PAGE_FRAGMENTS_ENABLED=false): a listing's cards and facet counts, a
# search's results and a product's similar products worked out at every request, as on each page's first view after a
# change to the catalogue. The tables above and below keep them under the page version, as the shop does.
if [[ "${BENCH_PARTS_OFF:-1}" == 1 ]]; then
    PAGE_CACHE_ENABLED=false PAGE_FRAGMENTS_ENABLED=false "$BENCH_DIR/serve.sh"
    echo
    settle
    echo "Page parts off (PAGE_FRAGMENTS_ENABLED=false), one request at a time (${BENCH_SAMPLES:-200} samples after ${BENCH_WARMUP:-20} warm-up requests):"
    latency_header
    for row in "${rows[@]}"; do
        latency_row "http://127.0.0.1:$PORT${row#*$'\t'}" "${row%%$'\t'*}"
    done
    if [[ "${BENCH_LATENCY_ONLY:-0}" != 1 ]]; then
        PAGE_CACHE_ENABLED=false "$BENCH_DIR/serve.sh"
    fi
fi

if [[ "${BENCH_LATENCY_ONLY:-0}" == 1 ]]; then
    exit 0
fi

# BENCH_ROUNDS rounds, each page once per round and the floor last: on a shared machine one page's 10 s can land in
# a busy moment, so with several rounds the round of each page with the median requests/s is printed at the end (the
# last row of a label is the one bench/all.sh reads).
rounds="${BENCH_ROUNDS:-1}"
if ! [[ "$rounds" =~ ^[1-9][0-9]*$ ]]; then
    echo "catalog.sh: BENCH_ROUNDS must be a positive number, got '$rounds'" >&2
    exit 2
fi
declare -A measured=()
for ((round = 1; round <= rounds; round++)); do
    echo
    echo "Throughput, wrk -t${BENCH_THREADS:-2} -c${BENCH_CONNECTIONS:-32} -d${BENCH_DURATION:-10s} (${BENCH_WORKERS:-8} PHP-FPM workers)$( ((rounds > 1)) && echo ", round $round of $rounds"):"
    wrk_header
    i=0
    for row in "${rows[@]}"; do
        i=$((i + 1))
        line="$(wrk_row "http://127.0.0.1:$PORT${row#*$'\t'}" "${row%%$'\t'*}" "$RUN/catalog-wrk-$i-$round.txt")"
        echo "$line"
        measured[$i]+="$line"$'\n'
    done
done
if ((rounds > 1)); then
    echo
    echo "Throughput, the median round of each page ($rounds rounds):"
    wrk_header
    for ((i = 1; i <= ${#rows[@]}; i++)); do
        printf '%s' "${measured[$i]}" | awk '{ print $(NF-3) "\t" $0 }' | sort -g | awk -v n="$rounds" 'NR == int((n + 1) / 2)' | cut -f2-
    done
fi
echo
echo "Paths measured:"
for row in "${rows[@]}"; do
    printf '  %-40s %s\n' "${row%%$'\t'*}" "${row#*$'\t'}"
done

# BENCH_QUERIES=N: each page once more in process (bench/profile.php, on the served database and cached config), its
# time, its number of queries and the N slowest, to see which statement a database spends a page's time on.
if [[ "${BENCH_QUERIES:-0}" =~ ^[1-9][0-9]*$ ]]; then
    echo
    echo "In process, the ${BENCH_QUERIES} slowest queries of each page (the last of 3 requests, bench/profile.php):"
    for row in "${rows[@]}"; do
        (cd "$ROOT" && APP_URL="http://127.0.0.1:$PORT" APP_CONFIG_CACHE="$RUN/cache/config.php" APP_ROUTES_CACHE="$RUN/cache/routes.php" \
            APP_EVENTS_CACHE="$RUN/cache/events.php" PROFILE_TOP="$BENCH_QUERIES" \
            php "$BENCH_DIR/profile.php" "${row#*$'\t'}" 3 2>&1 | sed 's/^/  /') || true
    done
fi
