#!/usr/bin/env bash
# What server-side rendering costs per page type: the server time of one request at a time (p50/p95) for the home
# page, a category, a product, search results, a blog post and the stores page, first with SSR off, then with the
# SSR server (node bootstrap/ssr/ssr.js) on, against the same fresh demo database, printed as one table.
# The application's page cache is off (PAGE_CACHE_ENABLED=false): with it on, a repeated request is a cache hit that
# renders nothing, and this script would time the cache. Every page here is worked out and rendered at each request,
# as for a returning shopper with a cart on a full load.
#
#   bench/ssr.sh
#   BENCH_SAMPLES=100 bench/ssr.sh
#
# Variables: BENCH_PORT (8088) for nginx, BENCH_SSR_PORT (BENCH_PORT + 20) for the SSR server, BENCH_WORKERS (8),
# BENCH_SAMPLES (200), BENCH_WARMUP (20). Needs the front-end build with its SSR bundle (npm run build).
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"
SSR_PORT="${BENCH_SSR_PORT:-$((PORT + 20))}"
export BENCH_DB=bench

source "$BENCH_DIR/lib.sh"

if [[ ! -f "$ROOT/bootstrap/ssr/ssr.js" || ! -f "$ROOT/public/build/manifest.json" ]]; then
    echo "ssr.sh: the build is missing (public/build and bootstrap/ssr/ssr.js); run npm run build" >&2
    exit 1
fi
if ss -Hltn "sport = :$SSR_PORT" 2>/dev/null | grep -q .; then
    echo "ssr.sh: port $SSR_PORT is already in use; set BENCH_SSR_PORT" >&2
    exit 1
fi

ssr_pid=""
stop_all() {
    "$BENCH_DIR/stop.sh"
    if [[ -n "$ssr_pid" ]] && kill -0 "$ssr_pid" 2>/dev/null; then
        kill "$ssr_pid" 2>/dev/null || true
        wait "$ssr_pid" 2>/dev/null || true
    fi
}
trap stop_all EXIT
trap 'exit 130' INT TERM

mkdir -p "$RUN/logs"
INERTIA_SSR_PORT="$SSR_PORT" node "$ROOT/bootstrap/ssr/ssr.js" >"$RUN/logs/ssr.log" 2>&1 &
ssr_pid=$!
for _ in $(seq 1 100); do
    curl -sf -o /dev/null "http://127.0.0.1:$SSR_PORT/health" && break
    sleep 0.1
done

# One pass: serve with SSR on or off (baked into the cached config), measure every page, stop. Rows go to $2.
measure() {
    local enabled=$1 out=$2 db
    PAGE_CACHE_ENABLED=false INERTIA_SSR_ENABLED="$enabled" INERTIA_SSR_URL="http://127.0.0.1:$SSR_PORT" "$BENCH_DIR/serve.sh"
    db="$RUN/database.sqlite"
    local product blog category
    product="$(sqlite_one "$db" "SELECT slug FROM products WHERE is_active = 1 ORDER BY id LIMIT 1 OFFSET 40")"
    blog="$(sqlite_one "$db" "SELECT slug FROM blog_posts WHERE published_at IS NOT NULL ORDER BY published_at DESC LIMIT 1")"
    category="$(sqlite_one "$db" "SELECT '/categorie-produs/' || r.slug || '/' || s.slug || '/' || c.slug FROM categories c
        JOIN categories s ON s.id = c.parent_id JOIN categories r ON r.id = s.parent_id
        ORDER BY (SELECT COUNT(*) FROM products p WHERE p.category_id = c.id) DESC, c.id LIMIT 1")"
    : >"$out"
    local row label path url
    for row in "home"$'\t'"/" "category"$'\t'"$category" "product"$'\t'"/produs/$product" \
        "search results"$'\t'"/cautare?q=televizor" "blog post"$'\t'"/blog/$blog" "stores"$'\t'"/contacte/magazine" \
        "home (ru)"$'\t'"/ru"; do
        label="${row%%$'\t'*}"
        path="${row#*$'\t'}"
        url="http://127.0.0.1:$PORT$path"
        local rendered=no html
        html="$(curl -s "$url")"
        if grep -q 'data-server-rendered="true"' <<<"$html"; then rendered=yes; fi
        # The page data as PHP sends it to the SSR server, to warm that server up before the SSR pass.
        if [[ "$enabled" == false ]]; then
            # The HTML names files for the translations and the category tree (onceFiles); the SSR server gets them inline.
            php -r 'if (preg_match("#<script data-page=\"app\" type=\"application/json\"[^>]*>(.*?)</script>#s", stream_get_contents(STDIN), $m)) {
                    $page = json_decode($m[1]);
                    foreach ($page->onceFiles ?? [] as $prop => $file) { $page->props->$prop = json_decode((string) file_get_contents($argv[1].$file)); }
                    unset($page->onceFiles);
                    echo json_encode($page, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
                }' "http://127.0.0.1:$PORT" \
                <<<"$html" >"$RUN/ssr-page-$label.json"
        fi
        printf '%s\t%s\t%s\t%s\n' "$label" "$path" "$rendered" "$(latency_row "$url" "$label" | awk '{ print $(NF-2), $(NF-1) }')" >>"$out"
    done
    "$BENCH_DIR/stop.sh"
}

sqlite_one() {
    DB="$1" SQL="$2" php -r '$pdo = new PDO("sqlite:".getenv("DB")); echo $pdo->query(getenv("SQL"))->fetchColumn();'
}

measure false "$RUN/ssr-off.tsv"
# A cold Node process compiles each page's code on its first render, which on a loaded machine can exceed the PHP
# side's timeout and pause SSR (the circuit breaker): render every page a few times first, as traffic would.
for page in "$RUN"/ssr-page-*.json; do
    for _ in 1 2 3 4 5; do
        curl -s -o /dev/null -X POST -H 'Content-Type: application/json' --data-binary "@$page" "http://127.0.0.1:$SSR_PORT/render"
    done
done
measure true "$RUN/ssr-on.tsv"

echo
echo "Server time with and without SSR, one request at a time (${BENCH_SAMPLES:-200} samples after ${BENCH_WARMUP:-20}" \
    "warm-up requests each); demo data; $(nproc) CPU cores; ${BENCH_WORKERS:-8} PHP-FPM workers; $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
printf '%-16s %12s %12s %12s %12s %10s %5s\n' page 'p50 no SSR' 'p95 no SSR' 'p50 SSR' 'p95 SSR' 'SSR cost' SSR
paste "$RUN/ssr-off.tsv" "$RUN/ssr-on.tsv" | while IFS=$'\t' read -r label _ _ off _ _ ssr on; do
    read -r off50 off95 <<<"$off"
    read -r on50 on95 <<<"$on"
    cost="$(awk -v a="${off50%ms}" -v b="${on50%ms}" 'BEGIN { if (a == "" || b == "" || a == "-" || b == "-") print "-"; else printf "%+.1fms", b - a }')"
    printf '%-16s %12s %12s %12s %12s %10s %5s\n' "$label" "$off50" "$off95" "$on50" "$on95" "$cost" "$ssr"
done
echo
echo "Paths:"
cut -f1,2 "$RUN/ssr-off.tsv" | while IFS=$'\t' read -r label path; do printf '  %-16s %s\n' "$label" "$path"; done
