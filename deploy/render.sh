#!/usr/bin/env bash
# Writes the server's configuration files from the templates of this folder, with this server's values, into OUT:
#   OUT/nginx/shop.conf            -> /etc/nginx/sites-available/shop.conf (linked from sites-enabled/)
#   OUT/php-fpm/shop.conf          -> /etc/php/8.2/fpm/pool.d/shop.conf
#   OUT/php/90-shop.ini            -> /etc/php/8.2/fpm/conf.d/90-shop.ini
#   OUT/php/shop-preload.php       -> SHOP_PRELOAD_SCRIPT (/etc/php/8.2/fpm/shop-preload.php)
#   OUT/systemd/shop-*.service     -> /etc/systemd/system/
#
# Usage: deploy/render.sh OUT
# Values (environment, with their defaults):
#   SHOP_BASE=/srv/shop                   releases/, shared/ and the `current` link
#   SHOP_USER=shop SHOP_GROUP=shop        who runs PHP-FPM, the workers and the SSR server, and owns SHOP_BASE
#   SHOP_WEB_USER=www-data                nginx's user (owns the PHP-FPM socket)
#   SHOP_SERVER_NAME=electroshop.md       nginx's server_name (several names: space-separated)
#   SHOP_PUBLIC_URL=https://SERVER_NAME   the HTTPS address port 80 redirects to (APP_URL in .env)
#   SHOP_HTTP_LISTEN=80 SHOP_HTTPS_LISTEN=443   nginx's listen addresses ("127.0.0.1:8080" works too)
#   SHOP_TLS_CERTIFICATE, SHOP_TLS_CERTIFICATE_KEY   default: Let's Encrypt's files for SERVER_NAME
#   SHOP_ACME_ROOT=/var/www/letsencrypt   certbot's webroot
#   SHOP_FPM_SOCKET=/run/php/shop-fpm.sock
#   SHOP_SSR_PORT=13714                   the SSR server's port on 127.0.0.1
#   SHOP_PHP=/usr/bin/php SHOP_NODE=/usr/bin/node
#   SHOP_NGINX_BROTLI=on                  the build's .br files go to browsers that take brotli (brotli_static;
#                                         needs Debian's libnginx-mod-http-brotli-static), .gz to the others; "off":
#                                         only the .gz files (nginx without that module)
#   SHOP_PURGE_LISTEN=127.0.0.1:8080      the purge server (nginx's page cache, for the app's PAGE_CACHE_PURGE_URLS);
#                                         needs libnginx-mod-http-cache-purge. Never a public address.
#   SHOP_PURGE_ALLOW="127.0.0.1"          addresses or networks (space-separated) that may purge: the app servers
#   SHOP_PRELOAD=on                       OPcache preloading of the live release's classes (its list is written by
#                                         deploy.sh); "off": none
#   SHOP_PRELOAD_SCRIPT=/etc/php/8.2/fpm/shop-preload.php   where the preload script (OUT/php/shop-preload.php) goes
#   SHOP_PAGE_CACHE=/var/cache/nginx/shop-pages   nginx's page cache (fastcgi_cache_path; nginx makes it)
#   SHOP_STATE_COOKIES="electro_shop_session remember_* guest_id XSRF-TOKEN"
#                                         cookies that mean "this shopper has state": such a request is never answered
#                                         from the page cache nor stored in it (see below)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-}"
if [[ -z "$out" ]]; then
    echo "usage: deploy/render.sh OUT" >&2
    exit 2
fi

server_name="${SHOP_SERVER_NAME:-electroshop.md}"
first_name="${server_name%% *}"
declare -A values=(
    [SHOP_BASE]="${SHOP_BASE:-/srv/shop}"
    [SHOP_USER]="${SHOP_USER:-shop}"
    [SHOP_GROUP]="${SHOP_GROUP:-${SHOP_USER:-shop}}"
    [WEB_USER]="${SHOP_WEB_USER:-www-data}"
    [SERVER_NAME]="$server_name"
    [PUBLIC_URL]="${SHOP_PUBLIC_URL:-https://$first_name}"
    [HTTP_LISTEN]="${SHOP_HTTP_LISTEN:-80}"
    [HTTPS_LISTEN]="${SHOP_HTTPS_LISTEN:-443}"
    [TLS_CERTIFICATE]="${SHOP_TLS_CERTIFICATE:-/etc/letsencrypt/live/$first_name/fullchain.pem}"
    [TLS_CERTIFICATE_KEY]="${SHOP_TLS_CERTIFICATE_KEY:-/etc/letsencrypt/live/$first_name/privkey.pem}"
    [ACME_ROOT]="${SHOP_ACME_ROOT:-/var/www/letsencrypt}"
    [FPM_SOCKET]="${SHOP_FPM_SOCKET:-/run/php/shop-fpm.sock}"
    [SSR_PORT]="${SHOP_SSR_PORT:-13714}"
    [PHP]="${SHOP_PHP:-/usr/bin/php}"
    [NODE]="${SHOP_NODE:-/usr/bin/node}"
    [PAGE_CACHE]="${SHOP_PAGE_CACHE:-/var/cache/nginx/shop-pages}"
    [PURGE_LISTEN]="${SHOP_PURGE_LISTEN:-127.0.0.1:8080}"
    [PRELOAD_SCRIPT]="${SHOP_PRELOAD_SCRIPT:-/etc/php/8.2/fpm/shop-preload.php}"
)
case "${SHOP_NGINX_BROTLI:-on}" in
    on) values[BROTLI_STATIC]="brotli_static on;" ;;
    off) values[BROTLI_STATIC]="# brotli_static on; (SHOP_NGINX_BROTLI=on, with libnginx-mod-http-brotli-static)" ;;
    *)
        echo "render.sh: SHOP_NGINX_BROTLI must be on or off, got '${SHOP_NGINX_BROTLI}'" >&2
        exit 2
        ;;
esac

case "${SHOP_PRELOAD:-on}" in
    on | 1) values[PRELOAD]="opcache.preload = ${values[PRELOAD_SCRIPT]}"$'\n'"opcache.preload_user = ${values[SHOP_USER]}" ;;
    off | 0) values[PRELOAD]="; opcache.preload: off (SHOP_PRELOAD=off)" ;;
    *)
        echo "render.sh: SHOP_PRELOAD must be on or off, got '${SHOP_PRELOAD}'" >&2
        exit 2
        ;;
esac

# Who may purge nginx's page cache: one `allow` line per address or network (checked: digits, dots, colons, hex, /).
purge_allow=""
read -r -a allowed <<<"${SHOP_PURGE_ALLOW:-127.0.0.1}"
for address in "${allowed[@]}"; do
    if ! [[ "$address" =~ ^[0-9A-Fa-f.:]+(/[0-9]{1,3})?$ ]]; then
        echo "render.sh: SHOP_PURGE_ALLOW holds something that is not an address or a network: $address" >&2
        exit 2
    fi
    purge_allow+="        allow $address;"$'\n'
done
if [[ -z "$purge_allow" ]]; then
    echo "render.sh: SHOP_PURGE_ALLOW is empty; list the app servers' addresses (127.0.0.1 on one server)" >&2
    exit 2
fi
if [[ "${values[PURGE_LISTEN]}" =~ ^(0\.0\.0\.0:|\[::\]:|[0-9]+$) ]]; then
    echo "render.sh: SHOP_PURGE_LISTEN must name an address of the server (127.0.0.1:8080, a private address), not every address: ${values[PURGE_LISTEN]}" >&2
    exit 2
fi

# The cookies that carry a shopper's state, written here once for the nginx site. They are the app's:
#   electro_shop_session  config('session.cookie'): SESSION_COOKIE, else APP_NAME "Electro Shop" made a slug + _session
#   remember_*            Laravel's "remember me" cookies, one per guard (remember_web_ + a hash)
#   guest_id              App\Support\Shopper\GuestId::COOKIE: a guest's cart, favourites and compare list
#   XSRF-TOKEN            Laravel's CSRF cookie, set with a session
# If .env sets SESSION_COOKIE or APP_NAME differently, set SHOP_STATE_COOKIES to match.
state_cookies="${SHOP_STATE_COOKIES:-electro_shop_session remember_* guest_id XSRF-TOKEN}"
state_pattern=""
read -r -a cookies <<<"$state_cookies"
for cookie in "${cookies[@]}"; do
    if ! [[ "$cookie" =~ ^[A-Za-z0-9_-]+\*?$ ]]; then
        echo "render.sh: SHOP_STATE_COOKIES holds a name that is not a cookie name (letters, digits, _ and -, an optional * at the end): $cookie" >&2
        exit 2
    fi
    [[ -n "$state_pattern" ]] && state_pattern+="|"
    # remember_* -> remember_[^=]* (any suffix up to the cookie's =)
    state_pattern+="${cookie/%\*/[^=]*}"
done
if [[ -z "$state_pattern" ]]; then
    echo "render.sh: SHOP_STATE_COOKIES is empty; the page cache would serve one shopper's page to another" >&2
    exit 2
fi

if [[ "${values[PUBLIC_URL]}" == */ ]]; then
    echo "render.sh: SHOP_PUBLIC_URL must not end with a slash" >&2
    exit 2
fi
for name in "${!values[@]}"; do
    [[ "$name" == PRELOAD ]] && continue
    if [[ "${values[$name]}" == *[$'\n|\\&']* ]]; then
        echo "render.sh: $name holds a character a configuration line cannot: ${values[$name]}" >&2
        exit 2
    fi
done

script=()
for name in "${!values[@]}"; do
    [[ "$name" == PRELOAD ]] && continue
    script+=(-e "s|@${name}@|${values[$name]}|g")
done
# Lines of their own (made of checked values only): sed's `c` replaces the placeholder's line with them.
preload_lines="${values[PRELOAD]//$'\n'/\\$'\n'}"
purge_lines="${purge_allow%$'\n'}"
purge_lines="${purge_lines//$'\n'/\\$'\n'}"
script+=(-e "/^@PRELOAD@\$/c\\"$'\n'"$preload_lines")
script+=(-e "/^@PURGE_ALLOW@\$/c\\"$'\n'"$purge_lines")
# Holds | (the pattern's alternatives), so it takes another delimiter; it is made of checked names only.
script+=(-e "s#@STATE_COOKIE_PATTERN@#${state_pattern}#g")

for file in nginx/shop.conf php-fpm/shop.conf php/90-shop.ini php/shop-preload.php systemd/shop-queue.service \
    systemd/shop-scheduler.service systemd/shop-ssr.service; do
    mkdir -p "$out/$(dirname "$file")"
    sed "${script[@]}" "$here/$file" >"$out/$file"
    if left=$(grep -o '@[A-Z_]*@' "$out/$file"); then
        echo "render.sh: $file still holds ${left//$'\n'/ }" >&2
        exit 1
    fi
done
echo "render.sh: wrote the nginx site, the PHP-FPM pool, its php.ini part, the preload script and the systemd units into $out" >&2
