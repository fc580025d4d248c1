#!/usr/bin/env bash
# bench/search-engine.php (the suggestions' query alone, 50 queries, p50/p95) on a throwaway database server at one or
# more catalogue sizes, growing one catalogue: migrations and the demo seeder, catalog:generate up to the first size,
# the measurement, then more products up to the next size (another seed, so they differ), and so on. The server is
# stopped and its data removed at the end.
#
#   bench/search-engine.sh                                     PostgreSQL, 100 000 then 1 000 000 products
#   BENCH_DB=mariadb BENCH_SIZES="100000" bench/search-engine.sh
#
# BENCH_DB: pgsql (default) or mariadb; BENCH_SIZES: generated products, ascending (default "100000 1000000");
# BENCH_DB_PORT (25434 / 23308), BENCH_DB_BUFFER as in bench/catalog-db.sh; BENCH_RUNS as for search-engine.php.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
KIND="${BENCH_DB:-pgsql}"
read -r -a sizes <<<"${BENCH_SIZES:-100000 1000000}"
if [[ "$KIND" != pgsql && "$KIND" != mariadb ]]; then
    echo "search-engine.sh: BENCH_DB must be pgsql or mariadb, got '$KIND'" >&2
    exit 2
fi
previous=0
for size in "${sizes[@]}"; do
    if ! [[ "$size" =~ ^[0-9]+$ ]] || ((size <= previous)); then
        echo "search-engine.sh: BENCH_SIZES must be ascending numbers, got '${sizes[*]}'" >&2
        exit 2
    fi
    previous=$size
done

source "$BENCH_DIR/catalog-db.sh"
trap 'catalog_db_stop' EXIT
trap 'exit 130' INT TERM

echo "bench/search-engine.sh: $(catalog_db_name "$KIND"), sizes ${sizes[*]}; $(nproc) CPU cores; $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
catalog_db_start "$KIND" "${BENCH_DB_PORT:-$(catalog_db_default_port "$KIND")}"
catalog_db_fill "${sizes[0]}"
echo "built in $CATALOG_DB_BUILT_IN s (migrations, demo seeder, catalog:generate ${sizes[0]} in $CATALOG_DB_GENERATED_IN s)"
have=${sizes[0]}
seed=${BENCH_SEED:-1}
for size in "${sizes[@]}"; do
    if ((size > have)); then
        seed=$((seed + 1))
        BENCH_SEED=$seed catalog_db_generate $((size - have))
        echo "catalog:generate $((size - have)) more (seed $seed) in $CATALOG_DB_GENERATED_IN s"
        have=$size
    fi
    echo
    echo "$size generated products, $(date -u '+%H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg):"
    (cd "$ROOT" && php "$BENCH_DIR/search-engine.php")
done
