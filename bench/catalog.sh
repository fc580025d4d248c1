#!/usr/bin/env bash
# The catalogue benchmark: a large generated catalogue (BENCH_PRODUCTS, default 100 000) served by nginx + PHP-FPM,
# then for each page (a category with two filters and its facet counts, a product page, search suggestions, search
# results) the server time of one request at a time (p50/p95) and the throughput under load with wrk, beside the
# framework floor (/bench/floor, a constant answer) measured in the same run.
#
#   bench/catalog.sh                     100 000 products
#   BENCH_PRODUCTS=1000000 bench/catalog.sh
#
# Other variables: BENCH_SAMPLES (200), BENCH_WARMUP (20) for the latency table; BENCH_THREADS, BENCH_CONNECTIONS,
# BENCH_DURATION for wrk; BENCH_PORT, BENCH_WORKERS for the servers; BENCH_ONLY (label prefixes, comma-separated)
# measures only those pages (and the floor); BENCH_LATENCY_ONLY=1 skips the wrk table. The database is built once
# under bench/run/ (minutes at a million products) and kept for later runs.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"
export BENCH_DB=catalog
export BENCH_PRODUCTS="${BENCH_PRODUCTS:-100000}"

source "$BENCH_DIR/lib.sh"
ensure_wrk

trap '"$BENCH_DIR/stop.sh"' EXIT
trap 'exit 130' INT TERM

# The first start builds the database (serve.sh); the paths are chosen from it, then preloaded from warm requests.
if [[ ! -f "$RUN/catalog-$BENCH_PRODUCTS.sqlite" ]]; then
    BENCH_PRELOAD=0 "$BENCH_DIR/serve.sh"
    "$BENCH_DIR/stop.sh"
fi
# "label<TAB>path" lines, chosen from the benchmark database (bench/catalog-paths.php); BENCH_ONLY keeps some.
mapfile -t rows < <(DB_DATABASE="$RUN/catalog-$BENCH_PRODUCTS.sqlite" php "$BENCH_DIR/catalog-paths.php")
rows+=($'framework floor (constant answer)\t/bench/floor')
BENCH_PRELOAD_PATHS="$(printf '%s\n' "${rows[@]}" | cut -f2 | tr '\n' ' ')"
export BENCH_PRELOAD_PATHS
# Uncached: every request is rendered (the application's page cache off; nothing else caches whole pages here).
PAGE_CACHE_ENABLED=false "$BENCH_DIR/serve.sh"

echo
echo "$BENCH_PRODUCTS generated products + the demo catalogue, page cache off; $(nproc) CPU cores; $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "Server time, one request at a time (${BENCH_SAMPLES:-200} samples after ${BENCH_WARMUP:-20} warm-up requests):"
latency_header
for row in "${rows[@]}"; do
    latency_row "http://127.0.0.1:$PORT${row#*$'\t'}" "${row%%$'\t'*}"
done

# Searches asked for the first time: their results, matches and counts are page parts the app keeps under the page
# version, so the repeated search above is mostly answered from them; these are not (a new page version first).
mapfile -t searches < <(DB_DATABASE="$RUN/catalog-$BENCH_PRODUCTS.sqlite" php "$BENCH_DIR/catalog-paths.php" --searches "${BENCH_SEARCHES:-100}")
(cd "$ROOT" && APP_CONFIG_CACHE="$RUN/cache/config.php" php artisan page-cache:clear >/dev/null)
echo
echo "First requests (a new page version, then ${#searches[@]} different searches, each asked once):"
latency_header
latency_once_row "search results, different words each time" "${searches[@]/#/http://127.0.0.1:$PORT}"

if [[ "${BENCH_LATENCY_ONLY:-0}" == 1 ]]; then
    exit 0
fi

echo
echo "Throughput, wrk -t${BENCH_THREADS:-2} -c${BENCH_CONNECTIONS:-32} -d${BENCH_DURATION:-10s} (${BENCH_WORKERS:-8} PHP-FPM workers):"
wrk_header
i=0
for row in "${rows[@]}"; do
    i=$((i + 1))
    wrk_row "http://127.0.0.1:$PORT${row#*$'\t'}" "${row%%$'\t'*}" "$RUN/catalog-wrk-$i.txt"
done
echo
echo "Paths measured:"
for row in "${rows[@]}"; do
    printf '  %-40s %s\n' "${row%%$'\t'*}" "${row#*$'\t'}"
done
