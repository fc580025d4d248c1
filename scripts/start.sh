#!/usr/bin/env bash
# `composer start`: install what is missing, prepare the database and assets, serve the shop with several workers.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_debian_packages
ensure_composer_packages
ensure_npm_packages
ensure_env
ensure_database
ensure_assets

port="${SERVER_PORT:-$(grep -E '^SERVER_PORT=' .env | cut -d= -f2 || true)}"
port="${port:-8000}"
workers="${PHP_CLI_SERVER_WORKERS:-4}"

# Links, redirects and the served host come from APP_URL (App\Http\Middleware\PinHost): a local APP_URL follows the
# port served here; one naming a real host is left as it is.
app_url="$(grep -E '^APP_URL=' .env | cut -d= -f2- | tr -d '"' || true)"
case "$app_url" in
    "" | http://127.0.0.1 | http://127.0.0.1:* | http://localhost | http://localhost:*)
        app_host="${app_url#http://}"
        app_host="${app_host%%[:/]*}"
        export APP_URL="http://${app_host:-127.0.0.1}:${port}"
        ;;
esac

# Debug pages show code and configuration: off unless the developer turns them on in .env.
if ! grep -qE '^APP_DEBUG=' .env; then
    export APP_DEBUG=false
fi

# PHP's built-in server keeps PHP's 2 MB upload limit unless told otherwise; the leading ':' keeps the default
# scan directory (the Debian packages' extensions) in the list.
export PHP_INI_SCAN_DIR=":$PWD/scripts/php-ini"

standin_pids=()
# Online payments: with no maib credentials in .env (MAIB_PROJECT_ID empty), the shop runs them in TEST MODE against
# the local stand-in (payment-standin/server.php, on STANDIN_PORT): its card page and "bank app" QR page have Pay and
# Decline buttons and say that no real money moves. Real credentials in .env use maib's own endpoints (README).
maib_project="$(grep -E '^MAIB_PROJECT_ID=' .env | cut -d= -f2- | tr -d '"' || true)"
if [ -z "$maib_project" ]; then
    standin_port="${STANDIN_PORT:-$((port + 90))}"
    STANDIN_DB="$PWD/storage/app/payment-standin.sqlite" STANDIN_PROJECT_ID=standin-project STANDIN_PROJECT_SECRET=standin-secret \
        STANDIN_SIGNATURE_KEY=standin-signature-key php -S "127.0.0.1:${standin_port}" payment-standin/server.php \
        >storage/logs/payment-standin.log 2>&1 &
    standin_pids=("$!")
    export PAYMENTS_TEST_MODE=true
    export MAIB_BASE_URL="http://127.0.0.1:${standin_port}" MAIB_PROJECT_ID=standin-project MAIB_PROJECT_SECRET=standin-secret \
        MAIB_SIGNATURE_KEY=standin-signature-key
    export MAIB_MIA_BASE_URL="http://127.0.0.1:${standin_port}" MAIB_MIA_CLIENT_ID=standin-project \
        MAIB_MIA_CLIENT_SECRET=standin-secret MAIB_MIA_SIGNATURE_KEY=standin-signature-key
    log "Online payments in TEST MODE: the local payment stand-in on 127.0.0.1:${standin_port}, no real money moves"
fi

# Beside the web workers: the queue worker (mails) and the scheduler (order mail sweep, one-click holds released
# after ONE_CLICK_HOLD_HOURS, the daily prune), as cron and a process supervisor run them in production.
php artisan queue:work --sleep=1 --tries=3 --quiet &
queue_pid=$!
php artisan schedule:work --quiet >/dev/null &
schedule_pid=$!
pids=("$queue_pid" "$schedule_pid" "${standin_pids[@]}")

# Server-side rendering: the Node server renders first visits on 127.0.0.1:INERTIA_SSR_PORT (as the deployment's
# service does), one worker per core (INERTIA_SSR_WORKERS), started again whenever it exits; INERTIA_SSR_ENABLED=false
# in the environment (not .env) serves without it. While it is down, pages are rendered in the browser and the page
# cache keeps serving the last server-rendered copies.
if [ "${INERTIA_SSR_ENABLED:-true}" != "false" ]; then
    ssr_port="${INERTIA_SSR_PORT:-$(grep -E '^INERTIA_SSR_PORT=' .env | cut -d= -f2 || true)}"
    ssr_port="${ssr_port:-13714}"
    # Supervised as systemd does in production (Restart=always): if the server exits, it is started again.
    INERTIA_SSR_PORT="$ssr_port" scripts/keep-running.sh storage/logs/ssr.log node bootstrap/ssr/ssr.js &
    pids+=("$!")
    export INERTIA_SSR_ENABLED=true
    export INERTIA_SSR_URL="http://127.0.0.1:${ssr_port}"
    log "Server-side rendering on 127.0.0.1:${ssr_port} (its log: storage/logs/ssr.log)"
else
    export INERTIA_SSR_ENABLED=false
fi
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM

log "Serving the shop at http://127.0.0.1:${port} with ${workers} PHP workers (Ctrl+C stops)"
PHP_CLI_SERVER_WORKERS="$workers" php artisan serve --host=127.0.0.1 --port="$port" --no-reload
