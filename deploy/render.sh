#!/usr/bin/env bash
# Writes the server's configuration files from the templates of this folder, with this server's values, into OUT:
#   OUT/nginx/shop.conf            -> /etc/nginx/sites-available/shop.conf (linked from sites-enabled/)
#   OUT/php-fpm/shop.conf          -> /etc/php/8.2/fpm/pool.d/shop.conf
#   OUT/php/90-shop.ini            -> /etc/php/8.2/fpm/conf.d/90-shop.ini
#   OUT/php/shop-preload.php       -> SHOP_PRELOAD_SCRIPT (/etc/php/8.2/fpm/shop-preload.php)
#   OUT/systemd/shop-*.service     -> /etc/systemd/system/
#
# Usage: deploy/render.sh [--servers=N] OUT
#
# --servers=N (N >= 2): several app servers behind one nginx (docs/operations.md, "Several app servers"). nginx's `upstream`
# lists N PHP-FPM pools and OUT/php-fpm/shop.conf is replaced by one pool per app server, OUT/php-fpm/shop-1.conf ..
# shop-N.conf (pool [shop-I], its own listen address and log files); each app server installs its own as
# /etc/php/8.2/fpm/pool.d/shop.conf. The systemd units are the same: the queue worker and the scheduler run on one
# server only (the scheduler's tasks are onOneServer() anyway), the SSR server on every app server. N = 1 (the
# default) writes exactly the single-server files.
#   SHOP_FPM_SERVERS="/run/php/shop-fpm-1.sock … /run/php/shop-fpm-N.sock"   the pools' listen addresses, N of them:
#                                         an absolute socket path (a pool on nginx's machine) or HOST:PORT (a pool on
#                                         another machine, listening on TCP; its host is added to SHOP_PURGE_ALLOW)
#   SHOP_FPM_ALLOWED_CLIENTS=127.0.0.1    for HOST:PORT pools: nginx's address (PHP-FPM's listen.allowed_clients)
#
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
#   SHOP_PHP=/usr/bin/php
#   SHOP_NODE=SHOP_BASE/shared/runtime/node/bin/node   the Node LTS deploy.sh installs (deploy/node-runtime.sh);
#                                         /usr/bin/node with SHOP_NODE_RUNTIME=system
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
servers=1
if [[ "${1:-}" == --servers=* ]]; then
    servers="${1#--servers=}"
    shift
fi
out="${1:-}"
if [[ -z "$out" || $# -ne 1 ]]; then
    echo "usage: deploy/render.sh [--servers=N] OUT" >&2
    exit 2
fi
if ! [[ "$servers" =~ ^[1-9][0-9]?$ ]]; then
    echo "render.sh: --servers must be a number of app servers from 1 to 99, got '$servers'" >&2
    exit 2
fi

# The PHP-FPM pools nginx's upstream sends requests to, one per app server (--servers=N, N >= 2).
fpm_servers=()
fpm_hosts=()
if ((servers > 1)); then
    if [[ -n "${SHOP_FPM_SERVERS:-}" ]]; then
        read -r -a fpm_servers <<<"$SHOP_FPM_SERVERS"
    else
        for ((i = 1; i <= servers; i++)); do fpm_servers+=("/run/php/shop-fpm-$i.sock"); done
    fi
    if ((${#fpm_servers[@]} != servers)); then
        echo "render.sh: SHOP_FPM_SERVERS lists ${#fpm_servers[@]} addresses for --servers=$servers" >&2
        exit 2
    fi
    for address in "${fpm_servers[@]}"; do
        if [[ "$address" =~ ^/[A-Za-z0-9._/-]+$ ]]; then
            continue
        elif [[ "$address" =~ ^([0-9]{1,3}(\.[0-9]{1,3}){3}):[0-9]{1,5}$ ]]; then
            fpm_hosts+=("${BASH_REMATCH[1]}")
        else
            echo "render.sh: SHOP_FPM_SERVERS holds something that is neither a socket path nor an IPv4 HOST:PORT: $address" >&2
            exit 2
        fi
    done
    if [[ "$(printf '%s\n' "${fpm_servers[@]}" | sort | uniq -d)" != "" ]]; then
        echo "render.sh: SHOP_FPM_SERVERS lists one address twice: ${fpm_servers[*]}" >&2
        exit 2
    fi
    fpm_allowed="${SHOP_FPM_ALLOWED_CLIENTS:-127.0.0.1}"
    if ! [[ "$fpm_allowed" =~ ^[0-9A-Fa-f.:,]+$ ]]; then
        echo "render.sh: SHOP_FPM_ALLOWED_CLIENTS must be addresses separated by commas, got '$fpm_allowed'" >&2
        exit 2
    fi
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
    [NODE]="${SHOP_NODE:-$([[ "${SHOP_NODE_RUNTIME:-on}" == system ]] && echo /usr/bin/node || echo "${SHOP_BASE:-/srv/shop}/shared/runtime/node/bin/node")}"
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
# The app servers on other machines send their purges from their own address: they are allowed too.
for host in "${fpm_hosts[@]}"; do
    [[ " ${allowed[*]} " == *" $host "* ]] || allowed+=("$host")
done
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
for host in "${fpm_hosts[@]}"; do
    if [[ "$host" != 127.* && "${values[PURGE_LISTEN]}" == 127.* ]]; then
        echo "render.sh: the app server $host purges nginx's page cache over the network, but SHOP_PURGE_LISTEN is a loopback address (${values[PURGE_LISTEN]}); set it to nginx's private address" >&2
        exit 2
    fi
done

# The cookies that carry a shopper's state, written here once for the nginx site. They are the app's:
#   electro_shop_session  config('session.cookie'): SESSION_COOKIE, else APP_NAME "Electro Shop" made a slug + _session
#   remember_*            Laravel's "remember me" cookies, one per guard (remember_web_ + a hash)
#   guest_id              App\Infrastructure\Shopper\GuestId::COOKIE: a guest's cart, favourites and compare list
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

# Several app servers: nginx's upstream lists every pool (instead of the one socket), and shares its state between
# nginx's workers (zone): which pool is next, and which one failed. A pool that refuses or fails a connection is left
# out for fail_timeout after max_fails failures, and a request that could not be sent to it goes to the next one
# (fastcgi_next_upstream's default, error and timeout; a request already sent is never sent twice).
if ((servers > 1)); then
    upstream="    # $servers app servers (render.sh --servers=$servers): a request goes to the next pool in turn."
    upstream+=$'\n'"    zone shop_php 64k;"
    for address in "${fpm_servers[@]}"; do
        [[ "$address" == /* ]] && address="unix:$address"
        upstream+=$'\n'"    server $address max_fails=3 fail_timeout=10s;"
    done
    upstream="${upstream//$'\n'/\\$'\n'}"
    # First in the script: the line is matched before its placeholder is filled in.
    script=(-e "/^    server unix:@FPM_SOCKET@;\$/c\\"$'\n'"$upstream" "${script[@]}")
fi

files=(nginx/shop.conf php-fpm/shop.conf php/90-shop.ini php/shop-preload.php systemd/shop-queue.service
    systemd/shop-scheduler.service systemd/shop-ssr.service)
for file in "${files[@]}"; do
    mkdir -p "$out/$(dirname "$file")"
    sed "${script[@]}" "$here/$file" >"$out/$file"
    if left=$(grep -o '@[A-Z_]*@' "$out/$file"); then
        echo "render.sh: $file still holds ${left//$'\n'/ }" >&2
        exit 1
    fi
done

if ((servers > 1)); then
    # One pool per app server, from the single server's: its own name, listen address and log files.
    pool="$out/php-fpm/shop.conf"
    for ((i = 1; i <= servers; i++)); do
        address="${fpm_servers[$((i - 1))]}"
        extra=()
        if [[ "$address" != /* ]]; then
            # On TCP: only nginx may connect (PHP-FPM runs whatever script a client names).
            extra=(-e "/^listen = /a\\"$'\n'"listen.allowed_clients = $fpm_allowed")
        fi
        sed -e "s|^\[shop\]\$|[shop-$i]|" -e "s|^listen = .*|listen = $address|" \
            -e "s|/php-fpm-slow\.log\$|/php-fpm-$i-slow.log|" -e "s|/php-fpm\.log\$|/php-fpm-$i.log|" \
            -e "1a\\"$'\n'"; App server $i of $servers (render.sh --servers=$servers): install as pool.d/shop.conf on that server." \
            "${extra[@]}" "$pool" >"$out/php-fpm/shop-$i.conf"
        for expected in "^\[shop-$i\]\$" "^listen = $address\$" "/php-fpm-$i-slow\.log\$" "/php-fpm-$i\.log\$"; do
            if ! grep -q "$expected" "$out/php-fpm/shop-$i.conf"; then
                echo "render.sh: php-fpm/shop.conf changed; the pool of app server $i lacks $expected" >&2
                exit 1
            fi
        done
    done
    rm "$pool"
    if [[ "$(grep -c '^    server .* max_fails=3 fail_timeout=10s;$' "$out/nginx/shop.conf")" != "$servers" ]]; then
        echo "render.sh: nginx/shop.conf changed; its upstream does not list the $servers pools" >&2
        exit 1
    fi
    echo "render.sh: wrote the nginx site (an upstream of $servers PHP-FPM pools), a pool for each app server (php-fpm/shop-1.conf .. shop-$servers.conf), its php.ini part, the preload script and the systemd units into $out" >&2
else
    echo "render.sh: wrote the nginx site, the PHP-FPM pool, its php.ini part, the preload script and the systemd units into $out" >&2
fi
