#!/usr/bin/env bash
# Shared steps of `composer start` and `composer test`: install what is missing, prepare the app. Safe to re-run.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
        echo "Need root (or sudo) to run: $*" >&2
        return 1
    fi
}

# Debian packages: PHP extensions Laravel and Composer need, plus extras per command (Chromium for browser tests).
ensure_debian_packages() {
    local wanted=(php8.2-sqlite3 php8.2-curl php8.2-zip php8.2-gd php8.2-bcmath php8.2-intl php8.2-mbstring php8.2-xml unzip "$@")
    local missing=()
    local pkg
    for pkg in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        log "Installing Debian packages: ${missing[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
}

ensure_composer_packages() {
    if [ ! -f vendor/autoload.php ] || [ composer.json -nt vendor/autoload.php ] || [ -n "$(find packages -newer vendor/autoload.php -name composer.json -print -quit)" ]; then
        log "Installing Composer packages"
        composer install --no-interaction --no-progress
        touch vendor/autoload.php
    fi
}

ensure_npm_packages() {
    if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
        log "Installing npm packages"
        npm ci --no-audit --no-fund --loglevel=error
    fi
}

ensure_env() {
    if [ ! -f .env ]; then
        log "Creating .env from .env.example"
        cp .env.example .env
    fi
    if ! grep -q '^APP_KEY=base64:' .env; then
        php artisan key:generate --force --no-interaction
    fi
}

# The embedded SQLite database: created, migrated and loaded with the demo catalogue the first time; kept after.
ensure_database() {
    local file=database/database.sqlite fresh=0
    if [ ! -f "$file" ]; then
        touch "$file"
        fresh=1
    fi
    php artisan migrate --force --no-interaction
    if [ "$fresh" -eq 1 ]; then
        log "Loading the demo data"
        php artisan db:seed --force --no-interaction
    fi
}

# Vite build of the browser assets and of the SSR bundle (bootstrap/ssr/ssr.js), skipped when nothing they read
# changed since the last one.
ensure_assets() {
    local output stale=0
    php artisan routes:export >/dev/null
    for output in public/build/manifest.json bootstrap/ssr/ssr.js; do
        if [ ! -f "$output" ] || [ -n "$(find resources lang package-lock.json vite.config.ts tsconfig.json -newer "$output" -type f -print -quit)" ]; then
            stale=1
        fi
    done
    if [ "$stale" -eq 1 ]; then
        log "Building the front end and its server-side rendering bundle"
        npm run build --silent
    fi
}
