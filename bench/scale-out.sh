#!/usr/bin/env bash
# One app server against two on this machine: the same pages under the same load, served by one PHP-FPM pool and
# then by two (each its own PHP-FPM master, as two app servers, behind nginx's upstream; bench/serve.sh with
# BENCH_POOLS), printed in one table with the gain of two over one. On a machine with few cores both pools share
# them, so expect little gain; the point is that the second server adds capacity where there are cores to use.
#
#   bench/scale-out.sh [PATH ...]   default: /bench/floor / /ru /cos
#
#   BENCH_WORKERS      PHP-FPM workers in each pool (default 5: one pool has fewer workers than connections)
#   BENCH_CONNECTIONS  wrk's connections (default 10), BENCH_THREADS (2), BENCH_DURATION (10s)
#   BENCH_PORT, BENCH_DB, BENCH_PRELOAD, …   passed on to serve.sh (docs/testing.md, "Benchmarks"); BENCH_DB=app serves the
#                      database, cache and sessions of .env (PostgreSQL and Redis, as several servers share them)
#
# Both pools share what serve.sh's app uses (the same database file or server, cache and sessions), as app servers
# share their database and Redis. wrk's output is kept in bench/run/scale-out-POOLS-N.txt. One run on whatever
# machine this is: compare the two rows of one run, never figures across runs or machines.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"
export BENCH_WORKERS="${BENCH_WORKERS:-5}"
export BENCH_CONNECTIONS="${BENCH_CONNECTIONS:-10}"

if (($# > 0)); then paths=("$@"); else paths=(/bench/floor / /ru /cos); fi

source "$BENCH_DIR/lib.sh"
ensure_wrk

trap '"$BENCH_DIR/stop.sh"' EXIT
trap 'exit 130' INT TERM

declare -A rate
rows=()
for pools in 1 2; do
    BENCH_POOLS=$pools "$BENCH_DIR/serve.sh"
    echo "scale-out.sh: $pools pool(s) of $BENCH_WORKERS workers, $BENCH_CONNECTIONS connections" >&2
    i=0
    for path in "${paths[@]}"; do
        [[ "$path" == /* ]] || path="/$path"
        i=$((i + 1))
        out="$RUN/scale-out-$pools-$i.txt"
        rows+=("$(wrk_row "http://127.0.0.1:$PORT$path" "$path ($pools pool$([[ $pools == 1 ]] || echo s), $((pools * BENCH_WORKERS)) workers)" "$out")")
        rate[$pools,$i]="$(wrk_field 'Requests/sec:' "$out")"
    done
    "$BENCH_DIR/stop.sh"
done

echo
wrk_header
printf '%s\n' "${rows[@]}"
echo
printf '%-64s %12s %12s %8s\n' path 'one pool' 'two pools' 'two/one'
i=0
for path in "${paths[@]}"; do
    i=$((i + 1))
    one="${rate[1,$i]}" two="${rate[2,$i]}"
    ratio="$(awk -v a="$one" -v b="$two" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", b / a; else print "-" }')"
    printf '%-64s %12s %12s %8s\n' "$path" "$one" "$two" "$ratio"
done
