#!/usr/bin/env bash
# Our shop beside Vendure 3.7.3 (the peer harness, PEER_DIR, default ../shared/peers/vendure beside the checkout), on
# this machine in one run, with the same number of products (BENCH_PRODUCTS, default 20 000) and the same work: a
# category listing with two facet filters and all facet counts, a product page, a term search ("samsung"), each at
# 10 connections (wrk), full HTML pages on our side. Prints each pair and their ratio, and our framework floor.
#
#   bench/peer.sh prepare   installs the peer (npm, into PEERS_DIR, default ~/.cache/peers), starts its PostgreSQL 15,
#                           generates and loads BENCH_PRODUCTS products (about 20 minutes at 20 000); done once, kept
#                           (a marker in PEERS_DIR records the loaded size). Our catalogue database is built by
#                           serve.sh at the first run (bench/run/catalog-N.sqlite, about a minute at 20 000)
#   bench/peer.sh           prepares what is missing, then measures both (the peer is started for its run and stopped)
#
# The peer listens on its own fixed ports (Shop API 127.0.0.1:3000, PostgreSQL 127.0.0.1:5544); ours on BENCH_PORT.
# Ours three times: uncached (every request rendered); with the application's page cache (what `composer start`
# serves: PHP still answers each request), filled when a repeated anonymous request says X-Page-Cache: HIT; and as
# deployed, nginx's page cache in front of PHP (serve.sh BENCH_PAGE_CACHE=nginx), filled when it says
# X-Cache-Status: HIT. A page no cache answers gets "n/a".
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"
PEER="${PEER_DIR:-$(cd "$ROOT/.." && pwd)/shared/peers/vendure}"
export PEERS_DIR="${PEERS_DIR:-$HOME/.cache/peers}"
export BENCH_PRODUCTS="${BENCH_PRODUCTS:-20000}"
export BENCH_DB=catalog
DURATION="${BENCH_DURATION:-15s}"
CONNECTIONS="${BENCH_CONNECTIONS:-10}"

source "$BENCH_DIR/lib.sh"
ensure_wrk
mkdir -p "$RUN/logs"

if [[ ! -x "$PEER/vendure.sh" ]]; then
    echo "peer.sh: no peer harness at $PEER (set PEER_DIR)" >&2
    exit 1
fi

prepare_peer() {
    local marker="$PEERS_DIR/loaded-products"
    command -v psql >/dev/null 2>&1 || {
        echo "peer.sh: installing postgresql-15" >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >&2
    }
    echo "peer.sh: peer setup (npm install into $PEERS_DIR once, compile)" >&2
    "$PEER/setup.sh" >"$RUN/logs/peer-setup.log" 2>&1 || { tail -20 "$RUN/logs/peer-setup.log" >&2; return 1; }
    "$PEER/pg.sh" start >"$RUN/logs/peer-pg.log" 2>&1 || { tail -20 "$RUN/logs/peer-pg.log" >&2; return 1; }
    if [[ "$(cat "$marker" 2>/dev/null)" != "$BENCH_PRODUCTS" ]]; then
        echo "peer.sh: loading $BENCH_PRODUCTS products into the peer (minutes: about 1 per 1 000 products)" >&2
        "$PEER/vendure.sh" stop >/dev/null 2>&1 || true
        rm -f "$marker"
        nice -n 5 "$PEER/vendure.sh" generate "$BENCH_PRODUCTS" >"$RUN/logs/peer-load.log" 2>&1
        nice -n 5 "$PEER/vendure.sh" load >>"$RUN/logs/peer-load.log" 2>&1 || { tail -20 "$RUN/logs/peer-load.log" >&2; return 1; }
        echo "$BENCH_PRODUCTS" >"$marker"
    fi
}

if [[ "${1:-}" == prepare ]]; then
    prepare_peer
    "$PEER/pg.sh" stop >/dev/null 2>&1 || true
    echo "peer.sh: the peer is prepared ($BENCH_PRODUCTS products); ours is built by serve.sh at the first run" >&2
    exit 0
fi

prepare_peer
cleanup() {
    "$BENCH_DIR/stop.sh" || true
    "$PEER/vendure.sh" stop >/dev/null 2>&1 || true
    "$PEER/pg.sh" stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Ours first, with the peer's processes stopped (PostgreSQL idle), then the peer's, with ours stopped: uncached (the
# page cache off, every request rendered), with the application's page cache, then behind nginx's page cache.
db="$RUN/catalog-$BENCH_PRODUCTS.sqlite"
PAGE_CACHE_ENABLED=false "$BENCH_DIR/serve.sh" >"$RUN/logs/peer-serve.log" 2>&1 || { cat "$RUN/logs/peer-serve.log" >&2; exit 1; }
mapfile -t rows < <(DB_DATABASE="$db" BENCH_SEARCH_TERM=samsung php "$BENCH_DIR/catalog-paths.php")
path_of() {
    local label=$1 row
    for row in "${rows[@]}"; do
        if [[ "${row%%$'\t'*}" == "$label" ]]; then echo "${row#*$'\t'}"; return; fi
    done
}
declare -A ours=([a2]="$(path_of 'category, 2 filters + facets')" [b]="$(path_of 'product page')" [c]="$(path_of 'search results "samsung"')")
ours[floor]=/bench/floor

declare -A rps=() cached=() nginx_cached=()
for key in a2 b c floor; do
    BENCH_CONNECTIONS="$CONNECTIONS" BENCH_DURATION="$DURATION" wrk_row "http://127.0.0.1:$PORT${ours[$key]}" "$key" "$RUN/peer-ours-$key.txt" >/dev/null
    rps[$key]="$(wrk_field 'Requests/sec:' "$RUN/peer-ours-$key.txt")"
done
"$BENCH_DIR/stop.sh"
# Each page's requests/s with a cache on, into the associative array named $3, for the pages it really answers (the
# second of two identical anonymous requests says $1: HIT); "n/a" for the others. $2 names wrk's output files.
cached_rps() {
    local header=$1 suffix=$2 key url
    local -n into=$3
    for key in a2 b c; do
        url="http://127.0.0.1:$PORT${ours[$key]}"
        if cache_hits "$url" "$header"; then
            BENCH_CONNECTIONS="$CONNECTIONS" BENCH_DURATION="$DURATION" wrk_row "$url" "$key" "$RUN/peer-ours-$key-$suffix.txt" >/dev/null
            into[$key]="$(wrk_field 'Requests/sec:' "$RUN/peer-ours-$key-$suffix.txt")"
        else
            into[$key]=n/a
        fi
    done
}
PAGE_CACHE_ENABLED=true "$BENCH_DIR/serve.sh" >>"$RUN/logs/peer-serve.log" 2>&1 || { cat "$RUN/logs/peer-serve.log" >&2; exit 1; }
cached_rps X-Page-Cache cached cached
"$BENCH_DIR/stop.sh"
# Then as deployed: nginx's page cache in front of PHP (deploy/nginx/shop.conf; serve.sh BENCH_PAGE_CACHE=nginx).
PAGE_CACHE_ENABLED=true BENCH_PAGE_CACHE=nginx "$BENCH_DIR/serve.sh" >>"$RUN/logs/peer-serve.log" 2>&1 || { cat "$RUN/logs/peer-serve.log" >&2; exit 1; }
cached_rps X-Cache-Status nginx nginx_cached
"$BENCH_DIR/stop.sh"

"$PEER/vendure.sh" start >"$RUN/logs/peer-start.log" 2>&1 || { cat "$RUN/logs/peer-start.log" >&2; exit 1; }
seconds="${DURATION%s}"
(cd "$PEERS_DIR/vendure-app" && node "$PEER/bench.mjs" --connections "$CONNECTIONS" --duration "$seconds" --warmup 5 --timeout 30 --only a2,b,c) \
    >"$RUN/peer-vendure.txt" 2>"$RUN/logs/peer-bench.log" || { tail -20 "$RUN/logs/peer-bench.log" >&2; exit 1; }
"$PEER/vendure.sh" stop >/dev/null 2>&1 || true
declare -A peer=()
for key in a2 b c; do
    peer[$key]="$(awk -v k="$key" 'index($0, "[bench] " k ": ") == 1 { sub(/^[^{]*/, ""); if (match($0, /"rps":[0-9.]+/)) print substr($0, RSTART + 6, RLENGTH - 6) }' "$RUN/logs/peer-bench.log" | tail -n 1)"
done

echo
echo "Our shop and Vendure 3.7.3, $BENCH_PRODUCTS products each, wrk -c$CONNECTIONS -d$DURATION, $(nproc) CPU cores," \
    "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
printf '%-40s %12s %12s %12s %10s %8s %8s %8s\n' 'work' 'ours' 'ours, app' 'ours, nginx' 'Vendure' 'ratio' 'app' 'nginx'
declare -A labels=([a2]='category, 2 filters + all facet counts' [b]='product page' [c]='search "samsung"')
for key in a2 b c; do
    awk -v l="${labels[$key]}" -v o="${rps[$key]}" -v c="${cached[$key]}" -v n="${nginx_cached[$key]}" -v p="${peer[$key]:-}" '
        function ratio(x) { return (p + 0 > 0 && x + 0 > 0) ? sprintf("%.1fx", x / p) : "-" }
        BEGIN { printf "%-40s %12s %12s %12s %10s %8s %8s %8s\n", l, o, c, n, (p == "" ? "-" : p), ratio(o), ratio(c), ratio(n) }'
done
printf '%-40s %12s\n' 'framework floor (ours)' "${rps[floor]}"
echo "ours: every request rendered by PHP; app: the application's page cache (what composer start serves, PHP still"
echo "answers); nginx: nginx's page cache in front of PHP, as the deployment serves; each ratio is ours ÷ Vendure"
echo
echo "Our paths:"
for key in a2 b c; do printf '  %-10s %s\n' "$key" "${ours[$key]}"; done
echo "The peer's full table: $RUN/peer-vendure.txt"
