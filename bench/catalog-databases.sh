#!/usr/bin/env bash
# The catalogue benchmark (bench/catalog.sh) on SQLite, PostgreSQL 15 and MariaDB 10.11 one after the other, in one
# run, then one table with the three side by side: for each page its server time one request at a time (p50, p95) and
# wrk's requests/s, each database's own framework floor included.
#
#   bench/catalog-databases.sh                         100 000 products on each
#   BENCH_DATABASES="pgsql mariadb" bench/catalog-databases.sh
#
# SQLite keeps its catalogue in bench/run/catalog-N.sqlite (built the first time); PostgreSQL and MariaDB are built
# in a throwaway server each time (bench/catalog-db.sh: BENCH_PGSQL_PORT, default 25434, BENCH_MARIADB_PORT, default
# 23308; BENCH_DB_BUFFER) and stopped after their run, so only one database is up at a time. Each run's full output is
# kept in bench/run/catalog-databases-<db>.txt. BENCH_PRODUCTS, BENCH_PORT, BENCH_WORKERS, BENCH_SAMPLES,
# BENCH_DURATION, BENCH_QUERIES (3 here), … as for bench/catalog.sh.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUN="$BENCH_DIR/run"
export BENCH_PRODUCTS="${BENCH_PRODUCTS:-100000}"
# Each page's three slowest queries, timed in process after the measurements (bench/catalog.sh).
export BENCH_QUERIES="${BENCH_QUERIES:-3}"
read -r -a kinds <<<"${BENCH_DATABASES:-sqlite pgsql mariadb}"
mkdir -p "$RUN/logs"

echo "bench/catalog-databases.sh: ${kinds[*]} at $BENCH_PRODUCTS products; $(nproc) CPU cores; $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
files=()
for kind in "${kinds[@]}"; do
    case "$kind" in
        sqlite) port="" ;;
        pgsql) port="${BENCH_PGSQL_PORT:-25434}" ;;
        mariadb) port="${BENCH_MARIADB_PORT:-23308}" ;;
        *)
            echo "catalog-databases.sh: BENCH_DATABASES lists sqlite, pgsql and mariadb, got '$kind'" >&2
            exit 2
            ;;
    esac
    echo
    echo "=== $kind ==="
    file="$RUN/catalog-databases-$kind.txt"
    # A subshell per database, so nothing one exports (DB_*) reaches the next.
    (
        unset DB_CONNECTION DB_HOST DB_PORT DB_DATABASE DB_USERNAME DB_PASSWORD BENCH_DB_READY
        BENCH_DB="$kind" BENCH_DB_PORT="$port" "$BENCH_DIR/catalog.sh" 2>"$RUN/logs/catalog-databases-$kind.log"
    ) | tee "$file" || true
    if ! grep -q '^Paths measured:' "$file"; then
        tail -n 30 "$RUN/logs/catalog-databases-$kind.log" >&2
        echo "catalog-databases.sh: the $kind run did not finish (log: bench/run/logs/catalog-databases-$kind.log)" >&2
        exit 1
    fi
    files+=("$file")
done

# Both tables of each run, by the label in their first 64 columns: latency rows end in three "ms" figures, wrk rows
# in requests/s, p50, p99 and failures.
echo
echo "All three (p50 / p95 one request at a time; requests/s under wrk); load average now $(cut -d' ' -f1-3 /proc/loadavg):"
awk -v names="${kinds[*]}" '
    FNR == 1 { n++; part = "" }
    /^Server time/ { part = "latency"; next }
    /^First requests/ { part = "first"; next }
    /^Throughput/ { part = "wrk"; next }
    /^Paths measured/ { part = "" }
    part != "" && NF >= 4 && $1 != "path" {
        label = substr($0, 1, 64); sub(/ +$/, "", label)
        if (part == "latency" || part == "first") {
            p50 = $(NF - 2); p95 = $(NF - 1); sub(/ms$/, "", p50); sub(/ms$/, "", p95)
            if (part == "first") label = label " (once each)"
            if (!(label in seen)) { seen[label] = 1; order[++rows] = label }
            lat[label, n] = p50 " / " p95
        } else {
            rps[label, n] = $(NF - 3)
        }
    }
    END {
        split(names, name, " ")
        printf "%-56s", "path"
        for (i = 1; i <= n; i++) printf " %24s", name[i] " ms, req/s"
        printf "\n"
        for (r = 1; r <= rows; r++) {
            label = order[r]
            printf "%-56s", substr(label, 1, 56)
            for (i = 1; i <= n; i++) {
                cell = ((label, i) in lat ? lat[label, i] : "-") ", " ((label, i) in rps ? rps[label, i] : "-")
                printf " %24s", cell
            }
            printf "\n"
        }
    }
' "${files[@]}"
