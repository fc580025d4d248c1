#!/usr/bin/env bash
# Load-tests URL paths of the app behind nginx + PHP-FPM (bench/serve.sh) with wrk and prints one line per path.
#
#   bench/http.sh [PATH ...]      default: / /ru
#
#   BENCH_PORT, BENCH_WORKERS     passed on to serve.sh (defaults 8088, 8)
#   BENCH_THREADS, BENCH_CONNECTIONS, BENCH_DURATION   wrk's -t, -c, -d (defaults 2, 32, 10s)
#
# wrk's full output for each path is kept in bench/run/wrk-N.txt. The figures are one run on whatever machine this
# is: compare them with runs on the same machine, never assert on them.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"

if (($# > 0)); then paths=("$@"); else paths=(/ /ru); fi

source "$BENCH_DIR/lib.sh"
ensure_wrk

trap '"$BENCH_DIR/stop.sh"' EXIT
trap 'exit 130' INT TERM
"$BENCH_DIR/serve.sh"

wrk_header
i=0
for path in "${paths[@]}"; do
    [[ "$path" == /* ]] || path="/$path"
    i=$((i + 1))
    wrk_row "http://127.0.0.1:$PORT$path" "$path" "$RUN/wrk-$i.txt"
done
