#!/usr/bin/env bash
# The framework floor (/bench/floor, a constant answer with no middleware group, session or database) served by nginx +
# PHP-FPM in each configuration the production setup adds, one after the other in one run, so each step's gain is read
# against the others on the same machine at the same moment:
#
#   1. OPcache only (validate_timestamps=0), no Laravel caches
#   2. + cached config, routes, events and views (php artisan optimize)
#   3. + OPcache preloading of the classes warm requests use (bench/preload.php)
#   4. + the tracing JIT (opcache.jit=tracing, 64 MB)
#
#   bench/floor.sh          BENCH_ROUNDS (2) rounds of every step; the best round of each is printed at the end
#
# BENCH_THREADS, BENCH_CONNECTIONS, BENCH_DURATION, BENCH_PORT, BENCH_WORKERS as for bench/http.sh; BENCH_DB defaults
# to "app" (the floor reads no database).
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"
ROUNDS="${BENCH_ROUNDS:-2}"
export BENCH_DB="${BENCH_DB:-app}"
# The classes of the floor's own request: no page, so no database is opened.
export BENCH_PRELOAD_PATHS="${BENCH_PRELOAD_PATHS:-/bench/floor}"

source "$BENCH_DIR/lib.sh"
ensure_wrk

trap '"$BENCH_DIR/stop.sh"' EXIT
trap 'exit 130' INT TERM

steps=(
    'OPcache only, no Laravel caches|BENCH_OPTIMIZE=0 BENCH_PRELOAD=0 BENCH_JIT=0'
    '+ cached config, routes, events, views|BENCH_OPTIMIZE=1 BENCH_PRELOAD=0 BENCH_JIT=0'
    '+ OPcache preloading|BENCH_OPTIMIZE=1 BENCH_PRELOAD=1 BENCH_JIT=0'
    '+ JIT (tracing)|BENCH_OPTIMIZE=1 BENCH_PRELOAD=1 BENCH_JIT=1'
)

declare -A best=()
echo "Framework floor /bench/floor, wrk -t${BENCH_THREADS:-2} -c${BENCH_CONNECTIONS:-32} -d${BENCH_DURATION:-10s}," \
    "${BENCH_WORKERS:-8} PHP-FPM workers, $(nproc) CPU cores, $ROUNDS rounds; $(date -u '+%Y-%m-%d %H:%M UTC')," \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
printf '%-6s ' round
wrk_header
for ((round = 1; round <= ROUNDS; round++)); do
    i=0
    for step in "${steps[@]}"; do
        i=$((i + 1))
        label="${step%%|*}"
        # shellcheck disable=SC2086
        if ! env ${step#*|} "$BENCH_DIR/serve.sh" >"$RUN/logs/floor-serve.log" 2>&1; then
            cat "$RUN/logs/floor-serve.log" >&2
            exit 1
        fi
        printf '%-6s ' "$round"
        wrk_row "http://127.0.0.1:$PORT/bench/floor" "$i. $label" "$RUN/floor-$i-$round.txt"
        rps="$(wrk_field 'Requests/sec:' "$RUN/floor-$i-$round.txt")"
        if [[ -z "${best[$i]:-}" ]] || awk -v a="$rps" -v b="${best[$i]}" 'BEGIN { exit !(a > b) }'; then
            best[$i]="$rps"
        fi
        "$BENCH_DIR/stop.sh"
    done
done

echo
echo "Best round of each step, and its ratio to step 2 (the caches alone):"
i=0
for step in "${steps[@]}"; do
    i=$((i + 1))
    awk -v label="$i. ${step%%|*}" -v rps="${best[$i]}" -v base="${best[2]}" \
        'BEGIN { printf "%-64s %12.1f %8.2f\n", label, rps, (base > 0 ? rps / base : 0) }'
done
