#!/usr/bin/env bash
# Zero-downtime deploy: builds a new release folder beside the live one, then switches the `current` link to it in
# one atomic rename. Requests keep being served by the previous release until the switch.
#
# Usage: deploy/deploy.sh --ref REF        a git ref (branch, tag, commit) of SHOP_REPO, fetched first
#        deploy/deploy.sh --source DIR     a source folder: a git checkout's tracked and new files (what .gitignore
#                                          leaves out stays out), or any folder as it is
#
# Layout under SHOP_BASE (default /srv/shop):
#   releases/YYYYMMDDHHMMSS/   one folder per deploy; the last SHOP_KEEP_RELEASES (default 5) are kept
#   shared/.env                the settings (made once by hand, from .env.example)
#   shared/storage/            logs, sessions' files, compiled views, and the private files disks' default folders
#                              (CVs, the sitemap, catalogue imports: config/filesystems.php, unless FILES_DISK=s3)
#   shared/database/database.sqlite   the SQLite database (when DB_CONNECTION=sqlite and DB_DATABASE is not set)
#   shared/media/              staff-uploaded images (public/media)
#   current -> releases/…      what nginx, PHP-FPM and the services run
#
# Steps: copy the source, link the shared things, composer install --no-dev, the Node LTS runtime (shared/runtime/,
# deploy/node-runtime.sh), npm ci && npm run build, php artisan
# migrate --force, php artisan optimize, the list of classes to preload, switch `current`, reload PHP-FPM (which
# preloads the new release), restart the workers, drop old releases.
# A failure before the switch removes the half-built release and leaves the live one as it was.
#
# Commands it runs after the switch (set to fit a server without systemd, or a user without sudo rights):
#   SHOP_RELOAD_PHP_FPM      default "sudo -n systemctl reload php8.2-fpm.service"
#   SHOP_RESTART_SERVICES    default "sudo -n systemctl restart shop-scheduler.service shop-ssr.service"
#   (the queue workers are told by `php artisan queue:restart` and come back by themselves under systemd)
# Other settings: SHOP_REPO (git URL or path for --ref; default: the repository this script is in), SHOP_PHP (php),
# SHOP_COMPOSER (composer), SHOP_NPM (npm), SHOP_NODE_RUNTIME / SHOP_NODE_PACKAGE (deploy/node-runtime.sh), SHOP_PRELOAD (on; off or 0: no preload list, so PHP-FPM preloads nothing
# for this release), SHOP_PRELOAD_PATHS (the pages whose classes are preloaded, default "/"; not /up, whose checks
# remember when they were first asked).
set -euo pipefail

base="${SHOP_BASE:-/srv/shop}"
keep="${SHOP_KEEP_RELEASES:-5}"
php="${SHOP_PHP:-php}"
composer="${SHOP_COMPOSER:-composer}"
npm="${SHOP_NPM:-npm}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=deploy/switch.sh
source "$here/switch.sh"
# shellcheck source=deploy/node-runtime.sh
source "$here/node-runtime.sh"

say() { printf 'deploy: [%3ss] %s\n' "$SECONDS" "$*" >&2; }
fail() {
    say "$*"
    exit 1
}

mode="" origin=""
case "${1:-}" in
    --ref) mode=ref origin="${2:-}" ;;
    --source) mode=source origin="${2:-}" ;;
esac
if [[ -z "$mode" || -z "$origin" || $# -ne 2 ]]; then
    echo "usage: deploy/deploy.sh --ref REF | --source DIR" >&2
    exit 2
fi
if ! [[ "$keep" =~ ^[0-9]+$ ]] || ((keep < 2)); then
    fail "SHOP_KEEP_RELEASES must be a number of at least 2 (the live release and one to roll back to)"
fi

mkdir -p "$base/releases" "$base/shared"
base="$(cd "$base" && pwd -P)"
shared="$base/shared"
[[ -f "$shared/.env" ]] || fail "$shared/.env is missing: copy .env.example there and fill it in (docs/operations.md, Deploying to a server)"

# One deploy at a time.
exec 9>"$base/.deploy.lock"
flock -n 9 || fail "another deploy or rollback is running"

# The shared things every release links to, made on the first deploy.
mkdir -p "$shared/storage/app/private" "$shared/storage/app/public" "$shared/storage/framework/cache/data" \
    "$shared/storage/framework/sessions" "$shared/storage/framework/views" "$shared/storage/logs" \
    "$shared/database" "$shared/media"
[[ -e "$shared/database/database.sqlite" ]] || touch "$shared/database/database.sqlite"
# The database, its backups, the logs and the sessions (storage/) and the settings (.env) are the app user's alone:
# nginx reads only public/ and shared/media. Set on every deploy, so a server set up with a looser umask is mended.
chmod 700 "$shared/storage" "$shared/database"
chmod 600 "$shared/.env" "$shared/database/database.sqlite"

name="$(date -u +%Y%m%d%H%M%S)"
while [[ -e "$base/releases/$name" ]]; do
    sleep 1
    name="$(date -u +%Y%m%d%H%M%S)"
done
release="$base/releases/$name"
switched=0
cleanup() {
    if ((switched == 0)) && [[ -d "$release" ]]; then
        say "failed before the switch; removing $release (the live release is unchanged)"
        rm -rf "$release"
    fi
}
trap cleanup EXIT
mkdir -p "$release"

# 1. The source.
if [[ "$mode" == ref ]]; then
    repo="${SHOP_REPO:-$(git -C "$here" rev-parse --show-toplevel)}"
    if [[ -d "$repo" ]] && git -C "$repo" remote get-url origin >/dev/null 2>&1; then
        git -C "$repo" fetch --quiet --tags origin
    elif [[ ! -d "$repo" ]]; then
        mirror="$base/repo.git"
        if [[ -d "$mirror" ]]; then
            git --git-dir="$mirror" remote update --prune >/dev/null
        else
            git clone --quiet --mirror "$repo" "$mirror"
        fi
        repo="$mirror"
    fi
    revision="$(git --git-dir="$(git -C "$repo" rev-parse --absolute-git-dir)" rev-parse --verify "$origin^{commit}")" ||
        fail "unknown ref $origin"
    say "release $name from $origin ($revision)"
    git --git-dir="$(git -C "$repo" rev-parse --absolute-git-dir)" archive "$revision" | tar -x -C "$release"
else
    [[ -d "$origin" ]] || fail "no such folder: $origin"
    if git -C "$origin" rev-parse --show-toplevel >/dev/null 2>&1; then
        revision="$(git -C "$origin" rev-parse HEAD)"
        if [[ -n "$(git -C "$origin" status --porcelain)" ]]; then revision="$revision+changes"; fi
        say "release $name from $origin ($revision)"
        (cd "$origin" && git ls-files -z --cached --others --exclude-standard |
            tar --null --ignore-failed-read -T - -cf - 2>/dev/null) | tar -x -C "$release"
    else
        revision="folder"
        say "release $name from $origin"
        tar -C "$origin" --exclude=./vendor --exclude=./node_modules --exclude=./.env --exclude=./storage \
            --exclude=./public/build --exclude=./public/build-e2e --exclude=./public/media --exclude=./bootstrap/ssr \
            --exclude=./bootstrap/ssr-e2e -cf - . | tar -x -C "$release"
    fi
fi
printf '%s\n' "$revision" >"$release/REVISION"

# 2. The shared things.
ln -sfn "$shared/.env" "$release/.env"
rm -rf "$release/storage"
ln -sfn "$shared/storage" "$release/storage"
mkdir -p "$release/database" "$release/public" "$release/bootstrap/cache"
ln -sfn "$shared/database/database.sqlite" "$release/database/database.sqlite"
rm -rf "$release/public/media"
ln -sfn "$shared/media" "$release/public/media"

cd "$release"

# 3. Dependencies and the build.
say "composer install --no-dev"
"$composer" install --no-dev --optimize-autoloader --no-interaction --no-progress --quiet
say "npm ci && npm run build"
"$npm" ci --no-audit --no-fund --loglevel=error >/dev/null
# The build runs on the Node LTS the SSR server runs on (deploy/node-runtime.sh), first on PATH for vite.
node_bin="$(ensure_node_runtime "$base" "$npm")" || fail "the Node.js runtime could not be installed"
if [[ -n "$node_bin" ]]; then
    say "Node.js $("$node_bin/node" --version) from $(readlink -f "$node_bin/..")"
    export PATH="$node_bin:$PATH"
fi
# A production build whatever the deploying shell says (NODE_ENV=development or test would build React's development
# build into the browser's script and the SSR bundle, several times slower); npm ci above needs the dev dependencies.
NODE_ENV=production "$npm" run build --silent >/dev/null
[[ -f public/build/manifest.json ]] || fail "the build wrote no public/build/manifest.json"
[[ -f bootstrap/ssr/ssr.js ]] || fail "the build wrote no bootstrap/ssr/ssr.js"
# The build wrote a .gz and a .br beside each script and stylesheet (vite.config.ts), served by nginx's gzip_static.
compgen -G "public/build/assets/*.js.gz" >/dev/null || fail "the build wrote no precompressed scripts (public/build/assets/*.js.gz)"

# Pages loaded before the switch still ask for the previous build's scripts (an open tab, a slow phone): keep its
# hashed files beside the new ones. Only the previous release's own manifest is copied from, so nothing piles up.
previous="$(readlink -f "$base/current" 2>/dev/null || true)"
if [[ -n "$previous" && -f "$previous/public/build/manifest.json" ]]; then
    "$php" -r '
        $manifest = json_decode((string) file_get_contents($argv[1]."/public/build/manifest.json"), true) ?: [];
        foreach ($manifest as $chunk) {
            foreach (array_merge([$chunk["file"] ?? null], $chunk["css"] ?? [], $chunk["assets"] ?? []) as $file) {
                if (! is_string($file) || str_contains($file, "..")) { continue; }
                foreach ([$file, $file.".gz", $file.".br"] as $path) {
                    $from = $argv[1]."/public/build/".$path;
                    $to = $argv[2]."/public/build/".$path;
                    if (is_file($from) && ! file_exists($to)) {
                        @mkdir(dirname($to), 0755, true);
                        copy($from, $to);
                    }
                }
            }
        }' "$previous" "$release"
fi

# 4. The database and Laravel's caches.
say "php artisan migrate --force"
"$php" artisan migrate --force --no-interaction
# Uploaded originals an older release kept on the public media disk move to the private one (none after the first time).
say "php artisan media:hide-originals"
"$php" artisan media:hide-originals --no-interaction --quiet
say "php artisan optimize"
"$php" artisan optimize --no-interaction --quiet
# The cached configuration holds APP_KEY and every password of .env: the app user's alone, in every kept release.
chmod -R go-rwx bootstrap/cache

# OPcache preloading: the classes the app declares for the pages of SHOP_PRELOAD_PATHS, listed in the release
# (bootstrap/cache/preload-classes.txt) for scripts/preload.php, which PHP-FPM's master runs when it (re)starts. The
# list is tried in a PHP of its own first: one that would not preload is dropped, so PHP-FPM never fails to start.
preload_list="bootstrap/cache/preload-classes.txt"
rm -f "$preload_list"
case "${SHOP_PRELOAD:-on}" in
    0 | off) say "no OPcache preloading (SHOP_PRELOAD=${SHOP_PRELOAD})" ;;
    *)
        say "the classes to preload (scripts/preload-classes.php)"
        # shellcheck disable=SC2086
        if listed="$("$php" scripts/preload-classes.php --no-ssr ${SHOP_PRELOAD_PATHS:-/} 2>&1)" &&
            "$php" -d opcache.enable_cli=1 -d opcache.preload="$release/scripts/preload.php" \
                -d opcache.preload_user="$(id -un)" \
                -r 'exit(count(opcache_get_status(false)["preload_statistics"]["classes"] ?? []) > 0 ? 0 : 1);'; then
            say "${listed##*$'\n'}"
        else
            say "preloading failed in a trial run, so this release runs without it: ${listed##*$'\n'}"
            rm -f "$preload_list"
        fi
        ;;
esac

# 5. The switch: atomic, nothing ever sees `current` missing.
switch_current "$name"
switched=1
say "current -> releases/$name"

# 6. PHP-FPM reloads (its master starts again and preloads the new release), the workers finish their job and start
# again in the new release.
restart_after_switch

# 7. The last releases are kept for a rollback; the live one and the one before it never go.
mapfile -t releases < <(find "$base/releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
live="$(basename "$(readlink -f "$base/current")")"
count=${#releases[@]}
for old in "${releases[@]}"; do
    ((count > keep)) || break
    if [[ "$old" != "$live" ]]; then
        rm -rf "${base:?}/releases/$old"
        count=$((count - 1))
    fi
done
say "done: releases/$name is live"
