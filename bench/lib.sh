#!/usr/bin/env bash
# Shared by the bench scripts: installing wrk, one wrk row, one latency row. Source it; it does nothing by itself.

# Installs wrk from Debian when it is missing (refreshes the package lists only when apt does not know it).
ensure_wrk() {
    command -v wrk >/dev/null 2>&1 && return 0
    local prefix=()
    if ((EUID != 0)); then prefix=(sudo); fi
    echo "bench: installing wrk" >&2
    if ! apt-cache show wrk >/dev/null 2>&1; then
        "${prefix[@]}" apt-get update -qq
    fi
    DEBIAN_FRONTEND=noninteractive "${prefix[@]}" apt-get install -y -qq --no-install-recommends wrk >&2
}

# Waits until the 1-minute load average is below BENCH_SETTLE_LOAD (default 1.0), BENCH_SETTLE_SECONDS (default 90)
# at most, and says so: on a 2-core machine the wrk run just before (or a build) would otherwise weigh on a table of
# one request at a time. BENCH_SETTLE_SECONDS=0 does not wait.
settle() {
    local limit="${BENCH_SETTLE_SECONDS:-90}" below="${BENCH_SETTLE_LOAD:-1.0}" waited=0
    while ((waited < limit)) && awk -v l="$(cut -d' ' -f1 /proc/loadavg)" -v b="$below" 'BEGIN { exit !(l >= b) }'; do
        sleep 5
        waited=$((waited + 5))
    done
    echo "(load average $(cut -d' ' -f1-3 /proc/loadavg) after waiting ${waited} s for it to fall below $below)"
}

# The status of one plain request, so that a fast error page is not mistaken for a fast page.
status_of() {
    curl -s -o /dev/null -w '%{http_code}' --max-time 30 "$1" || echo '-'
}

# Prints wrk's figure after a label ("Requests/sec:", "50%", "99%"), or "-" when wrk did not report it.
wrk_field() {
    awk -v label="$1" '$1 == label { print $2; found = 1; exit } END { if (!found) print "-" }' "$2"
}

# Requests that failed at the socket level (connect, read, write, timeout) plus non-2xx/3xx answers.
wrk_failures() {
    awk '
        /Socket errors:/ { gsub(/,/, ""); n += $4 + $6 + $8 + $10 }
        /Non-2xx or 3xx responses:/ { n += $NF }
        END { print n + 0 }
    ' "$1"
}

# cache_hits URL HEADER: whether a cache answers a repeated anonymous request for URL (the second of two identical
# requests says HEADER: HIT), so that only a page a cache really answers gets a "cached" figure.
cache_hits() {
    curl -s -o /dev/null --max-time 30 "$1" && curl -s -D - -o /dev/null --max-time 30 "$1" | grep -qi "^$2: *hit"
}

wrk_header() {
    printf '%-64s %6s %12s %10s %10s %9s\n' path status 'requests/s' p50 p99 failures
}

# wrk_row URL LABEL OUTFILE: a short warm-up, then the measured run (wrk -t/-c/-d from BENCH_THREADS,
# BENCH_CONNECTIONS, BENCH_DURATION), printed as one row.
wrk_row() {
    local url=$1 label=$2 out=$3 status
    status="$(status_of "$url")"
    # One short warm-up fills OPcache, the realpath cache and the app's caches in every worker.
    wrk -t"${BENCH_THREADS:-2}" -c"${BENCH_CONNECTIONS:-32}" -d2s "$url" >/dev/null 2>&1 || true
    if ! wrk -t"${BENCH_THREADS:-2}" -c"${BENCH_CONNECTIONS:-32}" -d"${BENCH_DURATION:-10s}" --latency "$url" >"$out" 2>&1; then
        echo "bench: wrk failed for $label (see $out)" >&2
    fi
    printf '%-64s %6s %12s %10s %10s %9s\n' "$label" "$status" \
        "$(wrk_field 'Requests/sec:' "$out")" "$(wrk_field '50%' "$out")" "$(wrk_field '99%' "$out")" "$(wrk_failures "$out")"
}

latency_header() {
    printf '%-64s %6s %9s %9s %9s\n' path status p50 p95 max
}

# latency_row URL LABEL: one client, one request at a time (keep-alive), BENCH_WARMUP requests discarded, then
# BENCH_SAMPLES measured; prints the median, 95th percentile and maximum time to first byte in milliseconds:
# the server's time for the page (plus a loopback round trip), not queueing behind other requests.
latency_row() {
    local url=$1 label=$2 warmup=${BENCH_WARMUP:-20} samples=${BENCH_SAMPLES:-200} status urls=() i
    status="$(status_of "$url")"
    # curl's -o applies to one URL, so every URL gets its own.
    for ((i = 0; i < warmup; i++)); do urls+=(-o /dev/null "$url"); done
    curl -s "${urls[@]}" || true
    urls=()
    for ((i = 0; i < samples; i++)); do urls+=(-o /dev/null "$url"); done
    # Each sample's status too: a sample answered otherwise than the first request (an error page while something
    # else rebuilt the front end, say) makes the status column "N !<status>", so a fast error is not read as a figure.
    curl -s -w '%{time_starttransfer} %{http_code}\n' "${urls[@]}" | sort -g | awk -v label="$label" -v status="$status" '
        { t[NR] = $1 * 1000; if ($2 != status) bad++ }
        END {
            if (NR == 0) { printf "%-64s %6s %9s %9s %9s\n", label, status, "-", "-", "-"; exit }
            p50 = t[int((NR + 1) * 0.50)]; p95 = t[int(NR * 0.95 + 0.5)]; if (p95 == "") p95 = t[NR]
            printf "%-64s %6s %7.1fms %7.1fms %7.1fms\n", label, (bad ? bad " !" status : status), p50, p95, t[NR]
        }'
}

# latency_once_row LABEL URL...: each URL once, one at a time (nothing repeated, so nothing the app keeps for a page
# helps); prints the median, 95th percentile and maximum time to first byte in milliseconds, and how many.
latency_once_row() {
    local label=$1 urls=() url
    shift
    for url in "$@"; do urls+=(-o /dev/null "$url"); done
    curl -s -w '%{time_starttransfer} %{http_code}\n' "${urls[@]}" | sort -g | awk -v label="$label" '
        { t[NR] = $1 * 1000; if ($2 != 200) bad++ }
        END {
            if (NR == 0) { printf "%-64s %6s %9s %9s %9s\n", label, "-", "-", "-", "-"; exit }
            p50 = t[int((NR + 1) * 0.50)]; p95 = t[int(NR * 0.95 + 0.5)]; if (p95 == "") p95 = t[NR]
            printf "%-64s %6s %7.1fms %7.1fms %7.1fms\n", label, (bad ? bad " !200" : NR "×200"), p50, p95, t[NR]
        }'
}
