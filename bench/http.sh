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
THREADS="${BENCH_THREADS:-2}"
CONNECTIONS="${BENCH_CONNECTIONS:-32}"
DURATION="${BENCH_DURATION:-10s}"

if (($# > 0)); then paths=("$@"); else paths=(/ /ru); fi

if ! command -v wrk >/dev/null 2>&1; then
    prefix=()
    if ((EUID != 0)); then prefix=(sudo); fi
    echo "http.sh: installing wrk" >&2
    if ! apt-cache show wrk >/dev/null 2>&1; then
        "${prefix[@]}" apt-get update -qq
    fi
    DEBIAN_FRONTEND=noninteractive "${prefix[@]}" apt-get install -y -qq --no-install-recommends wrk >&2
fi

trap '"$BENCH_DIR/stop.sh"' EXIT
trap 'exit 130' INT TERM
"$BENCH_DIR/serve.sh"

# The status of one plain request, so that a fast error page is not mistaken for a fast page.
status_of() {
    if command -v curl >/dev/null 2>&1; then
        curl -s -o /dev/null -w '%{http_code}' --max-time 30 "$1" || echo '-'
    else
        echo '-'
    fi
}

# Prints wrk's figure after a label ("Requests/sec:", "50%", "99%"), or "-" when wrk did not report it.
field() {
    awk -v label="$1" '$1 == label { print $2; found = 1; exit } END { if (!found) print "-" }' "$2"
}

# Requests that failed at the socket level (connect, read, write, timeout) plus non-2xx/3xx answers.
failures() {
    awk '
        /Socket errors:/ { gsub(/,/, ""); n += $4 + $6 + $8 + $10 }
        /Non-2xx or 3xx responses:/ { n += $NF }
        END { print n + 0 }
    ' "$1"
}

printf '%-32s %6s %12s %10s %10s %9s\n' path status 'requests/s' p50 p99 failures
i=0
for path in "${paths[@]}"; do
    [[ "$path" == /* ]] || path="/$path"
    url="http://127.0.0.1:$PORT$path"
    i=$((i + 1))
    out="$RUN/wrk-$i.txt"

    status="$(status_of "$url")"
    # One short warm-up fills OPcache and the realpath cache in every worker before the measured run.
    wrk -t"$THREADS" -c"$CONNECTIONS" -d2s "$url" >/dev/null 2>&1 || true
    if ! wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$url" >"$out" 2>&1; then
        echo "http.sh: wrk failed for $path (see $out)" >&2
    fi

    printf '%-32s %6s %12s %10s %10s %9s\n' "$path" "$status" \
        "$(field 'Requests/sec:' "$out")" "$(field '50%' "$out")" "$(field '99%' "$out")" "$(failures "$out")"
done
