#!/usr/bin/env bash
# Every figure of issue 19's "faster without the cache" in one run, each beside the framework floor measured in the
# same run: the floor's steps (bench/floor.sh), the catalogue pages at 100 000 products (bench/catalog.sh: one request
# at a time and wrk), search results at 1 000 000 products one request at a time (when bench/run/catalog-1000000.sqlite
# exists or BENCH_BUILD_MILLION=1; building it takes about 20 minutes), the same pages at cache speed behind nginx's
# page cache beside a static file (bench/page-cache.sh), what server rendering adds (bench/ssr.sh), then the targets
# tables: issue 19's against the floor, issue 47's against the lightest page, and the two SSR targets.
#
#   bench/all.sh
#   bench/all.sh table     only the targets table again, from the last run's bench/run/all-*.txt
#
# Everything goes to bench/run/all-*.txt too. BENCH_PORT, BENCH_WORKERS, BENCH_DURATION, BENCH_SAMPLES as for the
# scripts it runs; BENCH_CATALOG_ROUNDS (3) rounds of the catalogue's throughput table, the median round of each page
# used for the targets.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUN="$BENCH_DIR/run"
mkdir -p "$RUN"

million=""
if [[ "${1:-}" != table ]]; then
    echo "bench/all.sh: $(nproc) CPU cores, $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
    echo
    BENCH_ROUNDS="${BENCH_ROUNDS:-1}" "$BENCH_DIR/floor.sh" | tee "$RUN/all-floor.txt"
    echo
    # Three rounds of the throughput table, each page once per round: the median round of each is what counts.
    BENCH_PRODUCTS=100000 BENCH_ROUNDS="${BENCH_CATALOG_ROUNDS:-3}" "$BENCH_DIR/catalog.sh" 2>"$RUN/logs/all-catalog.log" | tee "$RUN/all-100000.txt"
    if [[ -f "$RUN/catalog-1000000.sqlite" || "${BENCH_BUILD_MILLION:-0}" == 1 ]]; then
        echo
        BENCH_PRODUCTS=1000000 BENCH_ONLY='search results,category, 2 filters' BENCH_LATENCY_ONLY=1 BENCH_PARTS_OFF=0 \
            "$BENCH_DIR/catalog.sh" 2>"$RUN/logs/all-million.log" | tee "$RUN/all-1000000.txt"
        million="$RUN/all-1000000.txt"
    fi
    echo
    # Anonymous pages at cache speed: the same catalogue behind nginx's page cache, beside a static file and the floor.
    BENCH_PRODUCTS=100000 "$BENCH_DIR/page-cache.sh" 2>"$RUN/logs/all-page-cache.log" | tee "$RUN/all-page-cache.txt"
    echo
    # What server rendering adds to each page type, the page cache off, and the SSR server's own pace (issue 47).
    "$BENCH_DIR/ssr.sh" 2>"$RUN/logs/all-ssr.log" | tee "$RUN/all-ssr.txt"
elif [[ -f "$RUN/all-1000000.txt" ]]; then
    million="$RUN/all-1000000.txt"
fi

# A row of the latency table: p50 and p95 in ms; of the wrk table: requests/s. Labels are the first 64 columns.
# The label goes in through the environment: awk -v would read its backslashes as escapes (gawk drops them).
latency() { L="$1" awk 'substr($0, 1, 64) ~ "^"ENVIRON["L"]" *$" && $(NF) ~ /ms$/ && NF >= 4 { p50 = $(NF-2); p95 = $(NF-1); sub(/ms/, "", p50); sub(/ms/, "", p95); print p50, p95; exit }' "$2"; }
throughput() { L="$1" awk 'substr($0, 1, 64) ~ "^"ENVIRON["L"]" *$" && NF >= 5 && $(NF-3) ~ /^[0-9.]+$/ { print $(NF-3) }' "$2" | tail -n 1; }

file="$RUN/all-100000.txt"
floor_rps="$(throughput 'framework floor \(constant answer\)' "$file")"
echo
echo "Issue 19 targets, uncached (our page cache off), 100 000 products unless said; requests/s of each page's median"
echo "round, and the median of its ratios to the floor measured in the same round"
echo "(load average now $(cut -d' ' -f1-3 /proc/loadavg)):"
echo
printf '%-52s %12s %10s %10s %8s\n' target requests/s '÷ floor' goal met
# The page's ratio to the floor in each round of the throughput table ("round N of M"; the floor is measured last in
# each), one per line: the ratios of one round compare what ran within the same couple of minutes.
round_ratios() {
    L="$1" F="${3:-framework floor \\(constant answer\\)}" awk '
        /^Throughput, .*round [0-9]+ of [0-9]+:$/ { round++ }
        round && substr($0, 1, 64) ~ "^"ENVIRON["L"]" *$" && NF >= 5 { page[round] = $(NF-3) }
        round && substr($0, 1, 64) ~ "^"ENVIRON["F"]" *$" && NF >= 5 { floor[round] = $(NF-3) }
        /^Throughput, the median round/ { exit }
        END { for (r = 1; r <= round; r++) if (floor[r] > 0 && page[r] != "") printf "%.4f\n", page[r] / floor[r] }
    ' "$2"
}
# The median of a page's per-round ratios (empty with one run).
median_ratio() { round_ratios "$1" "$file" "${2:-}" | sort -g | awk '{ r[NR] = $1 } END { if (NR) print r[int((NR + 1) / 2)] }'; }
row() {
    local label=$1 key=$2 goal=$3 rps ratio
    rps="$(throughput "$key" "$file")"
    # With rounds, the median of the per-round ratios; with one run, the ratio of that run.
    ratio="$(median_ratio "$key")"
    awk -v l="$label" -v r="${rps:-0}" -v f="${floor_rps:-0}" -v g="$goal" -v q="$ratio" 'BEGIN {
        ratio = (q != "") ? q : ((f > 0) ? r / f : 0)
        printf "%-52s %12.1f %10.2f %10s %8s\n", l, r, ratio, "≥ " g, (ratio >= g ? "yes" : "no")
    }'
}
row 'category, 2 filters + all facet counts' 'category, 2 filters \+ facets' 0.50
row 'product page' 'product page' 0.70
row 'search suggestions "televiz"' 'suggestions "televiz"' 0.70
row 'search suggestions "samsnug" (typo)' 'suggestions "samsnug" \(typo\)' 0.70
printf '%-52s %12s\n' 'framework floor' "${floor_rps:-?}"
# No goal of its own: what a storefront page costs before any work of its own (the web middleware, the shared props,
# the HTML shell, one indexed query). The pages above pay it too; the suggestions, an API answer, do not.
lightest_rps="$(throughput 'company page \(the lightest page\)' "$file")"
lightest_ratio="$(median_ratio 'company page \(the lightest page\)')"
awk -v r="${lightest_rps:-0}" -v q="${lightest_ratio:-0}" 'BEGIN {
    printf "%-52s %12.1f %10.2f %10s %8s\n", "company page, the lightest storefront page", r, q, "≥ 0.60", (q >= 0.60 ? "yes" : "no")
}'
# Issue 47: the uncached pages at the lightest page's pace, each page's median per-round ratio to the lightest page.
echo
echo "Issue 47 targets, uncached, 100 000 products: each page's median per-round ratio to the lightest storefront page"
echo "(the company page), measured in the same rounds:"
echo
printf '%-52s %12s %10s %10s %8s\n' target requests/s '÷ lightest' goal met
lightest_key='company page \(the lightest page\)'
for target in 'category, 2 filters + all facet counts|category, 2 filters \+ facets|0.90' 'product page|product page|0.85'; do
    IFS='|' read -r label key goal <<<"$target"
    rps="$(throughput "$key" "$file")"
    ratio="$(median_ratio "$key" "$lightest_key")"
    awk -v l="$label" -v r="${rps:-0}" -v q="${ratio:-0}" -v g="$goal" 'BEGIN {
        printf "%-52s %12.1f %10.2f %10s %8s\n", l, r, q, "≥ " g, (q >= g ? "yes" : "no")
    }'
done
# One request at a time, each page with its parts kept under the page version (as served) and with them off (worked
# out at every request, as on its first view after a change): the second table of bench/catalog.sh.
sed -n '/^Page parts off/,/^$/p' "$file" > "$RUN/all-parts-off.txt"
echo
echo "One request at a time, p50 (p95) in ms: page parts kept under the page version (as served) / off (every part"
echo "worked out, as on a page's first view after a change to the catalogue):"
for key in 'category, 2 filters \+ facets' 'category, no filter' 'product page' 'search results "televizor samsung"' 'listing page 2' 'framework floor \(constant answer\)'; do
    read -r kept_p50 kept_p95 <<<"$(latency "$key" "$file")"
    read -r off_p50 off_p95 <<<"$(latency "$key" "$RUN/all-parts-off.txt")"
    printf '  %-50s %16s / %s\n' "$(sed 's/\\//g' <<<"$key")" "${kept_p50:--} (${kept_p95:--})" "${off_p50:--} (${off_p95:--})"
done
read -r near_p50 near_p95 <<<"$(latency 'listing page 2' "$file")"
read -r far_p50 far_p95 <<<"$(latency 'listing page 3000' "$file")"
echo
echo "Listing page 3 000 against page 2, one request at a time: p50 ${far_p50:-?} ms vs ${near_p50:-?} ms, p95 ${far_p95:-?} ms vs ${near_p95:-?} ms"
if [[ -n "$million" ]]; then
    read -r s_p50 s_p95 <<<"$(latency 'search results "televizor samsung"' "$million")"
    read -r f_p50 f_p95 <<<"$(latency 'framework floor \(constant answer\)' "$million")"
    read -r c_p50 c_p95 <<<"$(latency 'search results, different words each time' "$million")"
    awk -v p50="${s_p50:-0}" -v p95="${s_p95:-0}" -v f="${f_p50:-0}" -v c50="${c_p50:-0}" -v c95="${c_p95:-0}" 'BEGIN {
        printf "Search results at 1 000 000 products, one request at a time: the same search repeated p50 %.1f ms, p95 %.1f ms (goal p95 ≤ 50 ms: %s);\n", p50, p95, (p95 <= 50 ? "met" : "not met")
        printf "  100 different searches, each the first time: p50 %.1f ms, p95 %.1f ms (%s); floor p50 %.1f ms\n", c50, c95, (c95 <= 50 ? "met" : "not met"), f
    }'
else
    echo "Search results at 1 000 000 products: not measured (no bench/run/catalog-1000000.sqlite; BENCH_BUILD_MILLION=1 builds it)"
fi
if [[ -f "$RUN/all-page-cache.txt" ]]; then
    echo
    echo "Anonymous pages at cache speed, nginx's page cache in front of PHP (bench/page-cache.sh, 100 000 products):"
    sed -n '/^Each cached page/,$p' "$RUN/all-page-cache.txt" | tail -n +2
fi
if [[ -f "$RUN/all-ssr.txt" ]]; then
    echo
    echo "Server rendering (bench/ssr.sh, demo data, the page cache off):"
    grep '^Target:' "$RUN/all-ssr.txt" | sed 's/^/  /'
fi
