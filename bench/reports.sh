#!/usr/bin/env bash
# The reports at a million orders: builds bench/run/reports.sqlite and prints p50/p95 of each report over a month and
# a year (bench/README.md, "The reports benchmark"). BENCH_ORDERS, BENCH_DAYS and BENCH_RUNS change the sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
exec php -d memory_limit=2G bench/reports.php "$@"
