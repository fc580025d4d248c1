#!/usr/bin/env bash
# Switches `current` back to the release before the live one (or to the one named), then reloads PHP-FPM and
# restarts the workers, exactly as deploy/deploy.sh does after its switch.
#
# Usage: deploy/rollback.sh [RELEASE]      RELEASE: a folder name under SHOP_BASE/releases
#
# Migrations are not undone: a release's migrations must keep the previous release working (add columns and tables;
# drop them a release later). To undo one anyway: `php artisan migrate:rollback` in the newer release, before this.
# Settings: SHOP_BASE, SHOP_PHP, SHOP_RELOAD_PHP_FPM, SHOP_RESTART_SERVICES, as for deploy/deploy.sh.
set -euo pipefail

base="${SHOP_BASE:-/srv/shop}"
php="${SHOP_PHP:-php}"
# shellcheck source=deploy/switch.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/switch.sh"

say() { printf 'rollback: %s\n' "$*" >&2; }
fail() {
    say "$*"
    exit 1
}

[[ -L "$base/current" ]] || fail "$base/current is not a link: nothing deployed yet"
base="$(cd "$base" && pwd -P)"
exec 9>"$base/.deploy.lock"
flock -n 9 || fail "a deploy or another rollback is running"

live="$(basename "$(readlink -f "$base/current")")"
mapfile -t releases < <(find "$base/releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)

target="${1:-}"
if [[ -z "$target" ]]; then
    for name in "${releases[@]}"; do
        [[ "$name" < "$live" ]] && target="$name"
    done
    [[ -n "$target" ]] || fail "no release older than the live one ($live)"
fi
if [[ "$target" == */* || ! -d "$base/releases/$target" ]]; then
    fail "no such release: $target"
fi
[[ "$target" != "$live" ]] || fail "releases/$target is already live"
[[ -f "$base/releases/$target/bootstrap/cache/config.php" ]] || fail "releases/$target was never completed"

switch_current "$target"
say "current -> releases/$target (was $live)"
restart_after_switch
say "done: releases/$target is live"
