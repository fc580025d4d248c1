#!/usr/bin/env bash
# The app under test as the browser suite's runner starts it (playwright.config.ts, webServer): on a throwaway
# PostgreSQL or MariaDB when E2E_DB_START names one (kind:port), a database migrated and seeded once, then the
# scheduler beside `php artisan serve` with PHP_CLI_SERVER_WORKERS workers. The environment is serverEnv()'s
# (tests/e2e/support/server.ts). The runner ends the run with SIGTERM to this process group: the trap stops the
# workers and the scheduler and removes the database server; should this shell be killed outright, the database
# server still goes once it has gone (start_test_database's watcher).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
source scripts/lib.sh

dir=storage/framework/testing/e2e
mkdir -p "$dir"
rm -rf "$dir"/database.sqlite* "$dir"/backups

cleanup() {
    trap - EXIT TERM INT
    kill $(jobs -p) 2>/dev/null || true
    wait 2>/dev/null || true
    stop_test_database
}
trap cleanup EXIT
trap 'exit 143' TERM INT

if [ -n "${E2E_DB_START:-}" ]; then
    start_test_database "${E2E_DB_START%%:*}" "${E2E_DB_START##*:}" $$ >>"$dir/database-server.log" 2>&1 ||
        { cat "$dir/database-server.log" >&2; exit 1; }
fi
php artisan migrate:fresh --seed --force --no-interaction >"$dir/migrate.log" 2>&1 ||
    { echo "Preparing the e2e database failed:" >&2; cat "$dir/migrate.log" >&2; exit 1; }
php artisan schedule:work --quiet >/dev/null 2>&1 &
php artisan serve --host=127.0.0.1 --port="$E2E_PORT" --no-reload >/dev/null 2>&1 &
wait
