#!/usr/bin/env bash
# `composer test`: install what is missing, then run every check. Exits non-zero when any fails and ends with
# one line "N passed, N failed" (tests from PHPUnit, Vitest and the browser suite, plus one per static check).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# `composer test -- --db=pgsql` (or TEST_DB=pgsql) runs the PHP tests on a throwaway PostgreSQL 15 instead of the
# rest; `--db=mariadb` on MariaDB 10.11. The default, SQLite, runs everything.
# `composer test -- --fast`: the checks to run while working, in about three minutes: the static checks, PHPUnit on
# SQLite but its `slow` group (in the background) and Vitest; no build, browser, database-server or deployment suite. CI and
# a change that is done run the whole thing.
db=${TEST_DB:-sqlite}
fast=0
for arg in "$@"; do
    case "$arg" in
        --db=*) db=${arg#--db=} ;;
        --fast) fast=1 ;;
        *)
            echo "Unknown option: $arg (known: --fast, --db=sqlite|pgsql|mariadb)" >&2
            exit 2
            ;;
    esac
done
if [ "$fast" -eq 1 ] && [ "$db" != sqlite ]; then
    echo "--fast runs on SQLite only" >&2
    exit 2
fi
case "$db" in
    sqlite) ;;
    pgsql) ensure_debian_packages postgresql postgresql-contrib php8.2-pgsql redis-server php8.2-redis chromium fonts-dejavu-core ;;
    mariadb) ensure_debian_packages mariadb-server php8.2-mysql redis-server php8.2-redis chromium fonts-dejavu-core ;;
    *)
        echo "Unknown database: $db (sqlite, pgsql or mariadb)" >&2
        exit 2
        ;;
esac
[ "$db" = sqlite ] && ensure_debian_packages chromium fonts-dejavu-core nginx php8.2-fpm php8.2-apcu libnginx-mod-http-cache-purge libnginx-mod-http-brotli-static redis-server php8.2-redis
# PostgreSQL for the PHP tests on PostgreSQL (phpunit_on_postgres below), the read-replica and the two-server tests.
[ "$db" = sqlite ] && ensure_debian_packages postgresql postgresql-contrib php8.2-pgsql
ensure_composer_packages
ensure_npm_packages
ensure_env

reports=test-results
rm -rf "$reports"
mkdir -p "$reports"

passed=0
failed=0
failures=()

# A static check counts as one test.
check() {
    local name=$1
    shift
    log "$name"
    if "$@"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        failures+=("$name")
    fi
}

# The checks that read the code without running it, each counted as one test.
static_checks() {
    check "Pint (code style)" vendor/bin/pint --test
    check "PHPStan (static analysis)" vendor/bin/phpstan analyse --no-progress --memory-limit=1G
    check "ESLint" npm run --silent lint
    check "Prettier" npm run --silent format:check
    check "TypeScript" npm run --silent typecheck
    check "Route export is up to date" php artisan routes:export --check
}

# The last lines of every run: what failed, then "N passed, N failed" (with an optional note); exits 1 on a failure.
finish() {
    echo
    if [ ${#failures[@]} -gt 0 ]; then
        printf 'Failed: %s\n' "${failures[@]}"
    fi
    echo "${passed} passed, ${failed} failed${1:+ ($1)}"
    exit $((failed > 0))
}

# A test suite counts its test cases, read from its JUnit report; a suite that crashes without a report counts as one failure.
suite() {
    local name=$1 report=$2
    shift 2
    log "$name"
    local status=0
    "$@" || status=$?
    local counts
    counts=$(php scripts/junit-counts.php "$report" 2>/dev/null || echo "")
    if [ -z "$counts" ]; then
        failed=$((failed + 1))
        failures+=("$name (no report)")
        return
    fi
    local p f
    read -r p f <<<"$counts"
    passed=$((passed + p))
    failed=$((failed + f))
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
        failed=$((failed + 1))
        failures+=("$name (exit $status)")
    elif [ "$f" -gt 0 ]; then
        failures+=("$name ($f failed)")
    fi
}

# Read replicas: a throwaway PostgreSQL primary and streaming replica on 127.0.0.1 behind the shop with several PHP workers
# (ports the system hands out when the suite starts) (tests/replica, about a minute). Runs with SQLite's checks and with --db=pgsql.
replica_suite() {
    suite "Read replicas (PostgreSQL)" "$reports/replica.xml" npx vitest run --config vitest.replica.config.ts --reporter=default --reporter=junit --outputFile.junit="$reports/replica.xml"
}

# The concurrency guarantees on a database server (SQLite takes one writer at a time; PostgreSQL and MariaDB do not):
# the browser suite's tests that send requests at the same moment to several PHP workers — 50 checkouts for 5 units,
# 10 buyers of 2 for 13 units spread over three places, 10 guests of one phone for its 3 waiting orders, one order per
# idempotency key, one-click orders, cancels racing, stock counts, one-time codes, the compare limit, the rate limits
# (sign-in guesses per account and per address).
# E2E_DB makes the runner serve the app on that database (playwright.config.ts, tests/e2e/support/server.ts): the
# server DB_* names, or else a throwaway one. Their tests that are not about concurrency (Chromium, tampered bodies) run
# on SQLite only, so no test-only page is needed: the build in place is served (E2E_BUILD=keep; one is made if there is none).
concurrency_tests() {
    local db=$1 report=$2
    E2E_DB=$db E2E_BUILD=keep E2E_JUNIT=$report npx playwright test --output "test-results/e2e-concurrency-$db" --grep-invert '(in Chromium|tampered)' \
        tests/e2e/shopping-reliability.spec.ts tests/e2e/one-click-reliability.spec.ts tests/e2e/order-cancel-reliability.spec.ts \
        tests/e2e/stock.spec.ts tests/e2e/two-factor-reliability.spec.ts tests/e2e/compare-reliability.spec.ts \
        tests/e2e/rate-limits.spec.ts tests/e2e/promo-codes-reliability.spec.ts tests/e2e/payments-reliability.spec.ts \
        tests/e2e/order-edit-reliability.spec.ts tests/e2e/returns-reliability.spec.ts
}

if [ "$db" != sqlite ]; then
    # Only the PHP tests depend on the database; the other checks are the same whatever it is.
    name=$([ "$db" = pgsql ] && echo PostgreSQL || echo MariaDB)
    port=${TEST_DB_PORT:-$([ "$db" = pgsql ] && echo 25432 || echo 23306)}
    log "Starting a throwaway $name on 127.0.0.1:$port"
    trap stop_test_database EXIT
    start_test_database "$db" "$port" $$
    suite "PHPUnit on $name" "$reports/phpunit-$db.xml" vendor/bin/phpunit --log-junit "$reports/phpunit-$db.xml"
    suite "Concurrency on $name (browser tests)" "$reports/e2e-concurrency-$db.xml" concurrency_tests "$db" "$reports/e2e-concurrency-$db.xml"
    if [ "$db" = pgsql ]; then
        replica_suite
    fi
    finish
fi

# A storage directory of its own for a PHPUnit run beside the browser suite's app and the other PHPUnit run (its faked
# disks, logs, backups and media, MEDIA_ROOT), sharing the demo pictures already drawn (each is renamed into place
# whole). Prints its path.
separate_storage() {
    local storage
    storage=$(mktemp -d /tmp/shop-test-storage.XXXXXX)
    mkdir -p "$storage"/app/private "$storage"/framework/{cache/data,sessions,testing,views} "$storage"/logs "$storage"/media storage/app/demo-pictures
    ln -s "$PWD/storage/app/demo-pictures" "$storage/app/demo-pictures"
    echo "$storage"
}

# PHPUnit on SQLite in a storage of its own (arguments: PHPUnit's).
phpunit_on_sqlite() {
    local storage status=0
    storage=$(separate_storage)
    LARAVEL_STORAGE_PATH=$storage MEDIA_ROOT=$storage/media vendor/bin/phpunit --do-not-cache-result "$@" || status=$?
    rm -rf "$storage"
    return "$status"
}

# PHPUnit on PostgreSQL as well, on a throwaway server on 127.0.0.1:25432 (TEST_DB_PORT), with its own JUnit report
# and storage.
phpunit_on_postgres() {
    local storage
    storage=$(separate_storage)
    (
        trap 'stop_test_database; rm -rf "$storage"' EXIT
        start_test_database pgsql "${TEST_DB_PORT:-25432}" "$BASHPID" || exit 1
        LARAVEL_STORAGE_PATH=$storage MEDIA_ROOT=$storage/media vendor/bin/phpunit --do-not-cache-result --log-junit "$reports/phpunit-pgsql.xml"
    )
}

# Steps run in the background while the foreground goes on: `later NAME command…` runs the command with its output in
# $reports/NAME.log and its exit status in $reports/NAME.status; `result_of NAME` waits for that status, prints the
# output and returns the status, so `check` and `suite` count it where the run reports it.
later() {
    local name=$1 status=0
    shift
    "$@" >"$reports/$name.log" 2>&1 || status=$?
    echo "$status" >"$reports/$name.status"
}
result_of() {
    local name=$1
    while [ ! -f "$reports/$name.status" ] && kill -0 "$background_pid" 2>/dev/null; do
        sleep 2
    done
    cat "$reports/$name.log" 2>/dev/null
    [ -f "$reports/$name.status" ] || { echo "$name: the background steps ended before it did" >&2; return 1; }
    return "$(cat "$reports/$name.status")"
}

if [ "$fast" -eq 1 ]; then
    set +e
    # PHPUnit is single-threaded: it runs in the background while the static checks and Vitest (two threads) take
    # the other core and the idle moments of this one. The tests grouped `slow` (over five seconds each: the sweep of
    # malformed requests over every route, the demo pictures, starting database servers) wait for the whole run.
    (later phpunit vendor/bin/phpunit --exclude-group slow --log-junit "$reports/phpunit.xml") &
    background_pid=$!
    static_checks
    suite "Vitest" "$reports/vitest.xml" npx vitest run --reporter=default --reporter=junit --outputFile.junit="$reports/vitest.xml"
    suite "PHPUnit" "$reports/phpunit.xml" result_of phpunit
    finish "fast: no build, browser, database-server or deployment suite"
fi

# Two lanes, one per core. The production build comes first: the PHP tests read its manifest, and nothing rewrites it
# afterwards (the browser tests build into public/build-e2e and bootstrap/ssr-e2e, tests/e2e/support/server.ts).
check "Vite build" npm run --silent build
check "No test page in the production build" node scripts/check-production-build.mjs
check "Storefront first views: nothing on demand, script within budget" node scripts/check-page-weight.mjs

# The background lane, one step after another: the static checks, PHPUnit on SQLite and on PostgreSQL (each in a
# storage of its own, so beside the browser suite's app), then Vitest. Their output is printed when the foreground is
# done, in this order.
(
    set +e
    later pint vendor/bin/pint --test
    later phpstan vendor/bin/phpstan analyse --no-progress --memory-limit=1G
    later eslint npm run --silent lint
    later prettier npm run --silent format:check
    later typescript npm run --silent typecheck
    later routes php artisan routes:export --check
    later phpunit phpunit_on_sqlite --log-junit "$reports/phpunit.xml"
    later phpunit-pgsql phpunit_on_postgres
    later vitest npx vitest run --reporter=default --reporter=junit --outputFile.junit="$reports/vitest.xml"
) &
background_pid=$!

# The foreground lane: the browser suite (its longest part), then the suites that bring up servers of their own.
suite "Browser tests (Chromium)" "$reports/e2e.xml" env E2E_JUNIT="$reports/e2e.xml" npx playwright test
suite "Concurrency on PostgreSQL (browser tests)" "$reports/e2e-concurrency-pgsql.xml" concurrency_tests pgsql "$reports/e2e-concurrency-pgsql.xml"
# deploy/ brought up with nginx, PHP-FPM, the queue worker, the scheduler and the SSR server on 127.0.0.1:8790-8794.
suite "Deployment (nginx + PHP-FPM)" "$reports/deploy.xml" npx vitest run --config vitest.deploy.config.ts --reporter=default --reporter=junit --outputFile.junit="$reports/deploy.xml"
# deploy/render.sh --servers=2: two PHP-FPM pools behind nginx's upstream, PostgreSQL and Redis, on 127.0.0.1:8950-8969.
suite "Two app servers (nginx upstream, PostgreSQL, Redis)" "$reports/two-servers.xml" npx vitest run --config vitest.twoservers.config.ts --reporter=default --reporter=junit --outputFile.junit="$reports/two-servers.xml"
replica_suite

check "Pint (code style)" result_of pint
check "PHPStan (static analysis)" result_of phpstan
check "ESLint" result_of eslint
check "Prettier" result_of prettier
check "TypeScript" result_of typescript
check "Route export is up to date" result_of routes
suite "PHPUnit" "$reports/phpunit.xml" result_of phpunit
suite "PHPUnit on PostgreSQL" "$reports/phpunit-pgsql.xml" result_of phpunit-pgsql
suite "Vitest" "$reports/vitest.xml" result_of vitest
wait "$background_pid" || true

finish
