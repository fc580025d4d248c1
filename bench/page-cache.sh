#!/usr/bin/env bash
# Anonymous pages at cache speed: the catalogue (BENCH_PRODUCTS generated products, default 100 000, plus the demo
# catalogue) served as the deployment serves it, nginx's page cache in front of PHP (serve.sh BENCH_PAGE_CACHE=nginx,
# the lines of deploy/nginx/shop.conf), each page beside a static file of the same nginx and the framework floor
# (PHP) measured in the same run. A page gets a figure only when nginx answers it from its cache (X-Cache-Status: HIT
# on the second of two identical anonymous requests); one that is never kept whole says so.
#
#   bench/page-cache.sh
#   BENCH_PRODUCTS=20000 bench/page-cache.sh
#
# BENCH_PORT, BENCH_WORKERS, BENCH_THREADS, BENCH_CONNECTIONS, BENCH_DURATION as for serve.sh and catalog.sh. wrk asks
# without Accept-Encoding, as every figure of bench/ does, so the pages go out whole and uncompressed.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"
export BENCH_DB=catalog
export BENCH_PRODUCTS="${BENCH_PRODUCTS:-100000}"

source "$BENCH_DIR/lib.sh"
ensure_wrk
mkdir -p "$RUN/logs"

trap '"$BENCH_DIR/stop.sh"' EXIT
PAGE_CACHE_ENABLED=true BENCH_PAGE_CACHE=nginx "$BENCH_DIR/serve.sh" >"$RUN/logs/page-cache-serve.log" 2>&1 \
    || { cat "$RUN/logs/page-cache-serve.log" >&2; exit 1; }

# The pages of bench/catalog.sh that a shopper browses, then the two references.
mapfile -t catalogue < <(DB_DATABASE="$RUN/catalog-$BENCH_PRODUCTS.sqlite" BENCH_ONLY='category,product page,search results,listing page 2' \
    php "$BENCH_DIR/catalog-paths.php")
rows=($'home\t/' "${catalogue[@]}" $'static file (favicon.svg)\t/favicon.svg' $'framework floor (PHP, constant answer)\t/bench/floor')

echo
echo "$BENCH_PRODUCTS generated products + the demo catalogue, nginx's page cache in front of PHP (as deployed);" \
    "$(nproc) CPU cores; $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "Throughput, wrk -t${BENCH_THREADS:-2} -c${BENCH_CONNECTIONS:-32} -d${BENCH_DURATION:-10s}:"
wrk_header
declare -A rps=()
i=0
for row in "${rows[@]}"; do
    i=$((i + 1))
    label="${row%%$'\t'*}"
    url="http://127.0.0.1:$PORT${row#*$'\t'}"
    if [[ "$label" != static* && "$label" != framework* ]] && ! cache_hits "$url" X-Cache-Status; then
        printf '%-64s %6s %12s\n' "$label" "$(status_of "$url")" 'not kept'
        continue
    fi
    wrk_row "$url" "$label" "$RUN/page-cache-wrk-$i.txt"
    rps[$label]="$(wrk_field 'Requests/sec:' "$RUN/page-cache-wrk-$i.txt")"
done

static="${rps['static file (favicon.svg)']:-0}"
floor="${rps['framework floor (PHP, constant answer)']:-0}"
echo
echo "Each cached page against the static file and the floor of this run:"
printf '%-64s %12s %10s\n' page '÷ static' '÷ floor'
for row in "${rows[@]}"; do
    label="${row%%$'\t'*}"
    [[ -n "${rps[$label]:-}" && "$label" != static* && "$label" != framework* ]] || continue
    awk -v l="$label" -v r="${rps[$label]}" -v s="$static" -v f="$floor" \
        'BEGIN { printf "%-64s %12s %10s\n", l, (s > 0 ? sprintf("%.2f", r / s) : "-"), (f > 0 ? sprintf("%.1f", r / f) : "-") }'
done
