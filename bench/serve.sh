#!/usr/bin/env bash
# Serves the app with nginx + PHP-FPM on 127.0.0.1 for benchmarks, the way production runs it (OPcache on, cached
# config/routes/views, static workers). Everything it writes (configs, pids, sockets, temp files, logs, Laravel's
# caches) goes under bench/run/, so it never touches bootstrap/cache or the system's nginx/PHP-FPM setup.
#
#   BENCH_PORT     port to listen on (default 8088)
#   BENCH_WORKERS  PHP-FPM workers, pm = static (default 8), in each pool
#   BENCH_POOLS    PHP-FPM pools (default 1): N > 1 starts N PHP-FPM masters of BENCH_WORKERS workers each, as N app
#                  servers, behind an nginx upstream that sends each request to the next (bench/scale-out.sh)
#   BENCH_DB       "bench" (default): a fresh SQLite file bench/run/database.sqlite with the migrations and the demo
#                  seeder, rebuilt at every start so runs compare; "catalog": the demo data plus BENCH_PRODUCTS
#                  generated products in bench/run/catalog-N.sqlite, built once and kept (rebuilt when a migration,
#                  seeder or the generator changed); "app": the database configured in .env, as it is
#   BENCH_PRODUCTS generated products for BENCH_DB=catalog (default 100000)
#   BENCH_FAMILIES, BENCH_VARIANTS  for BENCH_DB=catalog instead: N generated families of K variants (default 3) each,
#                  in bench/run/catalog-families-NxK.sqlite (catalog:generate --families=N --variants=K)
#   BENCH_OPTIMIZE 1 (default): php artisan optimize (cached config, routes, events, views); 0: no caches
#   BENCH_PRELOAD  1 (default): OPcache preloading of the classes warm requests use (bench/preload.php, list written
#                  by bench/preload-classes.php from BENCH_PRELOAD_PATHS, default "/bench/floor /"); 0: none
#   BENCH_JIT      0 (default): no JIT; 1: opcache.jit=tracing with a 64 MB buffer
#   BENCH_HTTPS    0 (default): plain HTTP; 1: the port speaks HTTPS (HTTP/2) with a self-signed certificate made at
#                  start into bench/run/, as production serves: browsers ask for brotli only over HTTPS. The build's
#                  .br files are sent by brotli_static (libnginx-mod-http-brotli-static, installed when missing), its
#                  .gz ones by gzip_static, whichever the browser accepts
#   BENCH_PAGE_CACHE  off (default): PHP answers every request; nginx: nginx keeps the pages the shop marks public and
#                  answers them without PHP, as deploy/nginx/shop.conf does (fastcgi_cache in bench/run/page-cache,
#                  emptied at every start; the key holds the page-cache version the app answers in a subrequest; a
#                  request with a shopper's cookie, a partial reload or a POST goes to PHP). Needs the app's page cache
#                  on (PAGE_CACHE_ENABLED, default true): with it off the shop marks no page public
#   APP_DEBUG      baked into the cached config (default false). APP_ENV is always local: the framework-floor
#                  route exists only in a local or testing app (App\Infrastructure\Routing\TestRoutes)
#
# Stop with bench/stop.sh.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
RUN="$BENCH_DIR/run"
PORT="${BENCH_PORT:-8088}"
WORKERS="${BENCH_WORKERS:-8}"
FPM="php-fpm8.2"

if ! [[ "$PORT" =~ ^[0-9]+$ ]] || ((PORT < 1 || PORT > 65535)); then
    echo "serve.sh: BENCH_PORT must be a port number, got '$PORT'" >&2
    exit 2
fi
if ! [[ "$WORKERS" =~ ^[0-9]+$ ]] || ((WORKERS < 1)); then
    echo "serve.sh: BENCH_WORKERS must be a positive number, got '$WORKERS'" >&2
    exit 2
fi
POOLS="${BENCH_POOLS:-1}"
if ! [[ "$POOLS" =~ ^[0-9]+$ ]] || ((POOLS < 1 || POOLS > 16)); then
    echo "serve.sh: BENCH_POOLS must be a number from 1 to 16, got '$POOLS'" >&2
    exit 2
fi
PAGE_CACHE="${BENCH_PAGE_CACHE:-off}"
if [[ "$PAGE_CACHE" != off && "$PAGE_CACHE" != nginx ]]; then
    echo "serve.sh: BENCH_PAGE_CACHE must be 'off' or 'nginx', got '$PAGE_CACHE'" >&2
    exit 2
fi

# Installs the Debian packages that are missing; refreshes the package lists only when apt does not know them.
install_packages() {
    local missing=("$@")
    ((${#missing[@]} > 0)) || return 0
    local prefix=()
    if ((EUID != 0)); then prefix=(sudo); fi
    echo "serve.sh: installing ${missing[*]}" >&2
    if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then
        "${prefix[@]}" apt-get update -qq
    fi
    DEBIAN_FRONTEND=noninteractive "${prefix[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

missing=()
command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || missing+=(nginx)
command -v "$FPM" >/dev/null 2>&1 || [[ -x "/usr/sbin/$FPM" ]] || missing+=(php8.2-fpm)
# The app server's own copy of versioned cache entries (App\Infrastructure\Cache\ServerMemory), as production has it.
dpkg-query -W -f='${Status}' php8.2-apcu 2>/dev/null | grep -q "install ok installed" || missing+=(php8.2-apcu)
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
[[ -f "$BROTLI_MODULE" ]] || missing+=(libnginx-mod-http-brotli-static)
install_packages "${missing[@]}"
export PATH="$PATH:/usr/sbin:/sbin"

# A previous run that was not stopped would hold the port and the socket.
if [[ -f "$RUN/nginx.pid" || -f "$RUN/php-fpm.pid" ]]; then
    "$BENCH_DIR/stop.sh"
fi
if ss -Hltn "sport = :$PORT" 2>/dev/null | grep -q .; then
    echo "serve.sh: port $PORT is already in use; set BENCH_PORT" >&2
    exit 1
fi

mkdir -p "$RUN/logs" "$RUN/cache" "$RUN/views" \
    "$RUN/tmp/client_body" "$RUN/tmp/proxy" "$RUN/tmp/fastcgi" "$RUN/tmp/uwsgi" "$RUN/tmp/scgi"

# Laravel's caches live under bench/run too (Application::normalizeCachePath reads these variables), so the
# bench's production-mode caches never leak into other people's test runs.
export APP_CONFIG_CACHE="$RUN/cache/config.php"
export APP_ROUTES_CACHE="$RUN/cache/routes.php"
export APP_EVENTS_CACHE="$RUN/cache/events.php"
export APP_TRANSLATIONS_CACHE="$RUN/cache/translations.php"
export APP_VITE_MANIFEST_CACHE="$RUN/cache/vite-manifest.php"
export APP_MODEL_BOOT_CACHE="$RUN/cache/model-boot.php"
export VIEW_COMPILED_PATH="$RUN/views"
# local, not production: the framework-floor route /bench/floor (routes/bench.php) is registered only in a local or
# testing app. Debug stays off, so error pages and timings are production's.
export APP_ENV=local
export APP_DEBUG="${APP_DEBUG:-false}"
export BENCH_ROUTES=true
# The one host the app serves and builds its links from (App\Http\Middleware\PinHost).
HTTPS="${BENCH_HTTPS:-0}"
if [[ "$HTTPS" != 0 && "$HTTPS" != 1 ]]; then
    echo "serve.sh: BENCH_HTTPS must be 0 or 1, got '$HTTPS'" >&2
    exit 2
fi
SCHEME=http
if ((HTTPS == 1)); then SCHEME=https; fi
export APP_URL="$SCHEME://127.0.0.1:$PORT"
# wrk sends every request from 127.0.0.1: the per-address limits would answer 429 after a few dozen. They stay
# counted (the counter write is part of a real request's cost), only their ceilings are lifted.
for limit in API SEARCH SEARCH_SUGGEST CART FAVOURITES COMPARE CHECKOUT; do
    export "RATE_LIMIT_$limit=100000000"
done

# A cached config left by an earlier run (another BENCH_DB, another port) would point the migrations below at its
# database: the commands read this run's environment only.
rm -f "$APP_CONFIG_CACHE" "$APP_ROUTES_CACHE" "$APP_EVENTS_CACHE" "$APP_TRANSLATIONS_CACHE" "$APP_VITE_MANIFEST_CACHE" "$APP_MODEL_BOOT_CACHE"

case "${BENCH_DB:-bench}" in
    bench)
        export DB_CONNECTION=sqlite
        export DB_DATABASE="$RUN/database.sqlite"
        rm -f "$DB_DATABASE" "$DB_DATABASE-wal" "$DB_DATABASE-shm"
        touch "$DB_DATABASE"
        echo "serve.sh: fresh database $DB_DATABASE (migrations + demo seeder)" >&2
        if ! (cd "$ROOT" && php artisan migrate --force --seed --no-interaction >"$RUN/logs/migrate.log" 2>&1); then
            cat "$RUN/logs/migrate.log" >&2
            echo "serve.sh: migrating the bench database failed" >&2
            exit 1
        fi
        ;;
    catalog)
        products="${BENCH_PRODUCTS:-100000}"
        if ! [[ "$products" =~ ^[0-9]+$ ]]; then
            echo "serve.sh: BENCH_PRODUCTS must be a number, got '$products'" >&2
            exit 2
        fi
        # BENCH_FAMILIES=N (BENCH_VARIANTS=K, default 3): N generated families of K variants instead of single products.
        generate=("$products")
        what="$products generated products"
        export DB_CONNECTION=sqlite
        export DB_DATABASE="$RUN/catalog-$products.sqlite"
        if [[ -n "${BENCH_FAMILIES:-}" ]]; then
            variants="${BENCH_VARIANTS:-3}"
            if ! [[ "$BENCH_FAMILIES" =~ ^[0-9]+$ && "$variants" =~ ^[0-9]+$ ]]; then
                echo "serve.sh: BENCH_FAMILIES and BENCH_VARIANTS must be numbers, got '$BENCH_FAMILIES' and '$variants'" >&2
                exit 2
            fi
            generate=(--families="$BENCH_FAMILIES" --variants="$variants")
            what="$BENCH_FAMILIES generated families of $variants variants"
            export DB_DATABASE="$RUN/catalog-families-${BENCH_FAMILIES}x$variants.sqlite"
        fi
        # A local database file under database/ is data, not code: it does not make the catalogue stale.
        if [[ ! -f "$DB_DATABASE" ]] || [[ -n "$(cd "$ROOT" && find database app/Console app/Search -newer "$DB_DATABASE" -type f ! -name '*.sqlite*' -print -quit 2>/dev/null)" ]]; then
            rm -f "$DB_DATABASE" "$DB_DATABASE-wal" "$DB_DATABASE-shm"
            touch "$DB_DATABASE"
            echo "serve.sh: building $DB_DATABASE (demo data + $what; kept for later runs)" >&2
            if ! (cd "$ROOT" && php artisan migrate --force --seed --no-interaction >"$RUN/logs/migrate.log" 2>&1 \
                && php -d memory_limit=2G artisan catalog:generate "${generate[@]}" --no-interaction >>"$RUN/logs/migrate.log" 2>&1); then
                cat "$RUN/logs/migrate.log" >&2
                rm -f "$DB_DATABASE"
                echo "serve.sh: building the catalogue database failed" >&2
                exit 1
            fi
        fi
        ;;
    app) ;;
    *)
        echo "serve.sh: BENCH_DB must be 'bench', 'catalog' or 'app', got '${BENCH_DB}'" >&2
        exit 2
        ;;
esac

if [[ "${BENCH_OPTIMIZE:-1}" == 1 ]]; then
    echo "serve.sh: php artisan optimize (APP_ENV=$APP_ENV, APP_DEBUG=$APP_DEBUG, APP_URL=$APP_URL)" >&2
    if ! (cd "$ROOT" && php artisan optimize --no-interaction >"$RUN/logs/optimize.log" 2>&1); then
        cat "$RUN/logs/optimize.log" >&2
        echo "serve.sh: php artisan optimize failed; the app does not boot" >&2
        exit 1
    fi
else
    # Only to measure what the caches give (bench/floor.sh): config, routes and events read from their files at every
    # request. The environment the workers need is then passed to them below.
    echo "serve.sh: no config/route/event/view caches (BENCH_OPTIMIZE=0)" >&2
    rm -f "$APP_CONFIG_CACHE" "$APP_ROUTES_CACHE" "$APP_EVENTS_CACHE" "$APP_TRANSLATIONS_CACHE" "$APP_VITE_MANIFEST_CACHE" "$APP_MODEL_BOOT_CACHE" "$RUN"/views/*.php
fi

rm -f "$RUN/preload-classes.txt"
if [[ "${BENCH_PRELOAD:-1}" == 1 ]]; then
    # The classes of warm requests, in this environment (database, cached config and routes), for bench/preload.php.
    # shellcheck disable=SC2086
    if ! (cd "$ROOT" && php "$BENCH_DIR/preload-classes.php" ${BENCH_PRELOAD_PATHS:-/bench/floor /} 2>"$RUN/logs/preload.log"); then
        cat "$RUN/logs/preload.log" >&2
        echo "serve.sh: listing the classes to preload failed; serving without preloading" >&2
        rm -f "$RUN/preload-classes.txt"
    else
        tail -n 1 "$RUN/logs/preload.log" >&2
    fi
fi

if [[ ! -f "$ROOT/public/build/manifest.json" ]]; then
    echo "serve.sh: warning: public/build/manifest.json is missing, so pages answer 500; run npm run build" >&2
fi

listen="listen 127.0.0.1:$PORT;"
if ((HTTPS == 1)); then
    # A throw-away certificate for 127.0.0.1, made at every start; the browser is told to accept it.
    if ! openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" \
        -addext "subjectAltName=IP:127.0.0.1" -keyout "$RUN/tls.key" -out "$RUN/tls.crt" >"$RUN/logs/openssl.log" 2>&1; then
        cat "$RUN/logs/openssl.log" >&2
        echo "serve.sh: making the self-signed certificate failed" >&2
        exit 1
    fi
    listen="listen 127.0.0.1:$PORT ssl http2;
        ssl_certificate $RUN/tls.crt;
        ssl_certificate_key $RUN/tls.key;"
fi
load_brotli=""
brotli_static=""
if [[ -f "$BROTLI_MODULE" ]]; then
    load_brotli="load_module $BROTLI_MODULE;"
    brotli_static="brotli_static on;"
fi

run_as=""
if ((EUID == 0)); then
    # Both run as root only here, on a loopback port, so they can read the checkout and write storage/ as is.
    run_as="root"
fi

cat >"$RUN/php-fpm.conf" <<EOF
[global]
pid = $RUN/php-fpm.pid
error_log = $RUN/logs/php-fpm.log
daemonize = yes

[bench]
${run_as:+user = $run_as}
${run_as:+group = $run_as}
listen = $RUN/php-fpm.sock
listen.mode = 0660
${run_as:+listen.owner = $run_as}
${run_as:+listen.group = $run_as}
pm = static
pm.max_children = $WORKERS
pm.max_requests = 0
catch_workers_output = yes
decorate_workers_output = no
clear_env = yes
env[PATH] = /usr/local/bin:/usr/bin:/bin
env[APP_CONFIG_CACHE] = $APP_CONFIG_CACHE
env[APP_ROUTES_CACHE] = $APP_ROUTES_CACHE
env[APP_EVENTS_CACHE] = $APP_EVENTS_CACHE
env[APP_TRANSLATIONS_CACHE] = $APP_TRANSLATIONS_CACHE
env[APP_VITE_MANIFEST_CACHE] = $APP_VITE_MANIFEST_CACHE
env[APP_MODEL_BOOT_CACHE] = $APP_MODEL_BOOT_CACHE
php_admin_value[error_log] = $RUN/logs/php-error.log
php_admin_flag[log_errors] = on
php_admin_value[memory_limit] = 256M
EOF
if [[ "${BENCH_OPTIMIZE:-1}" != 1 ]]; then
    # Without a cached config the workers read .env and these from their environment.
    {
        for name in APP_ENV APP_DEBUG APP_URL BENCH_ROUTES DB_CONNECTION DB_DATABASE; do
            if [[ -n "${!name:-}" ]]; then echo "env[$name] = \"${!name}\""; fi
        done
        for limit in API SEARCH SEARCH_SUGGEST CART FAVOURITES COMPARE CHECKOUT; do
            echo "env[RATE_LIMIT_$limit] = 100000000"
        done
    } >>"$RUN/php-fpm.conf"
fi

# Several pools: pool 1 is the one above; pool I has its own master (pid, log, socket), as app server I would.
fpm_pass="unix:$RUN/php-fpm.sock"
upstream=""
if ((POOLS > 1)); then
    fpm_pass="bench_php"
    upstream="upstream bench_php {
        zone bench_php 64k;
        server unix:$RUN/php-fpm.sock;"
    for ((i = 2; i <= POOLS; i++)); do
        sed -e "s|^pid = .*|pid = $RUN/php-fpm-$i.pid|" -e "s|^error_log = .*|error_log = $RUN/logs/php-fpm-$i.log|" \
            -e "s|^listen = .*|listen = $RUN/php-fpm-$i.sock|" -e "s|^\[bench\]\$|[bench-$i]|" \
            "$RUN/php-fpm.conf" >"$RUN/php-fpm-$i.conf"
        upstream+="
        server unix:$RUN/php-fpm-$i.sock;"
    done
    upstream+="
    }"
fi

# BENCH_PAGE_CACHE=nginx: the deployment's page cache (deploy/nginx/shop.conf, whose comments say why each line is
# there), with the cookie names render.sh uses by default. Off: nothing is added and PHP answers every request.
page_cache_http=""
page_cache_server=""
page_cache_php=""
rm -rf "$RUN/page-cache"
if [[ "$PAGE_CACHE" == nginx ]]; then
    page_cache_http="fastcgi_cache_path $RUN/page-cache levels=1:2 keys_zone=shop_pages:32m max_size=2g inactive=30m use_temp_path=off;
    map \$http_cookie \$shop_state_cookie {
        default 0;
        \"~(?:^|;) *(?:electro_shop_session|remember_[^=]*|guest_id|XSRF-TOKEN)=\" 1;
    }
    map \$request_method \$shop_unsafe_method {
        GET 0;
        HEAD 0;
        default 1;
    }"
    page_cache_server="location = /_shop/page-version {
            internal;
            fastcgi_pass $fpm_pass;
            include /etc/nginx/fastcgi_params;
            fastcgi_param SCRIPT_FILENAME \$realpath_root/index.php;
            fastcgi_param DOCUMENT_ROOT \$realpath_root;
            fastcgi_param SHOP_PAGE_VERSION_PROBE 1;
            fastcgi_param HTTP_COOKIE \"\";
            fastcgi_pass_request_body off;
            fastcgi_param CONTENT_LENGTH \"\";
            fastcgi_cache shop_pages;
            fastcgi_cache_key \"page-version|\$realpath_root\";
            fastcgi_cache_use_stale updating error timeout http_500 http_503;
        }"
    page_cache_php="auth_request /_shop/page-version;
            auth_request_set \$shop_page_version \$upstream_http_x_page_version;
            fastcgi_cache shop_pages;
            fastcgi_cache_key \"\$scheme|\$request_method|\$host|\$request_uri|\$http_x_inertia|\$http_x_inertia_version|\$http_x_inertia_except_once_props|\$shop_page_version|\$realpath_root\";
            fastcgi_cache_bypass \$shop_state_cookie \$shop_unsafe_method \$http_x_inertia_partial_data \$http_x_inertia_partial_except \$http_purpose;
            fastcgi_no_cache \$shop_state_cookie \$shop_unsafe_method \$http_x_inertia_partial_data \$http_x_inertia_partial_except \$http_purpose;
            fastcgi_cache_revalidate on;
            fastcgi_cache_background_update on;
            fastcgi_cache_use_stale updating error timeout http_500 http_503;
            add_header X-Cache-Status \$upstream_cache_status always;"
fi

cat >"$RUN/nginx.conf" <<EOF
$load_brotli
${run_as:+user $run_as;}
worker_processes auto;
pid $RUN/nginx.pid;
error_log $RUN/logs/nginx-error.log warn;

events {
    worker_connections 1024;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    keepalive_requests 100000;
    server_tokens off;

    client_body_temp_path $RUN/tmp/client_body;
    proxy_temp_path $RUN/tmp/proxy;
    fastcgi_temp_path $RUN/tmp/fastcgi;
    uwsgi_temp_path $RUN/tmp/uwsgi;
    scgi_temp_path $RUN/tmp/scgi;

    $upstream
    $page_cache_http

    server {
        $listen
        server_name _;
        # Above PHP's post_max_size (8M, scripts/php-ini/uploads.ini), so a too-big body reaches the app and gets the
        # shop's 413 page instead of nginx's; a 5 MB CV fits.
        client_max_body_size 10m;
        root $ROOT/public;
        index index.php;
        charset utf-8;

        # As deploy/nginx/shop.conf: pages compressed on the fly, Vite's hashed build sent as the .br or .gz the build
        # wrote beside each file (brotli when the browser accepts it and the module is there), and kept a year.
        gzip on;
        gzip_vary on;
        gzip_comp_level 5;
        gzip_min_length 1024;
        gzip_types text/plain text/css text/xml text/javascript application/javascript application/json
            application/xml application/rss+xml application/manifest+json image/svg+xml;

        location ^~ /build/ {
            gzip_static on;
            $brotli_static
            add_header Cache-Control "public, max-age=31536000, immutable" always;
            try_files \$uri =404;
        }

        location ^~ /media/ {
            add_header Cache-Control "public, max-age=31536000, immutable" always;
            try_files \$uri =404;
        }

        location / {
            try_files \$uri \$uri/ /index.php?\$query_string;
        }

        $page_cache_server

        location ~ ^/index\.php(/|\$) {
            $page_cache_php
            fastcgi_pass $fpm_pass;
            fastcgi_split_path_info ^(.+\.php)(/.*)\$;
            include /etc/nginx/fastcgi_params;
            fastcgi_param SCRIPT_FILENAME \$realpath_root\$fastcgi_script_name;
            fastcgi_param DOCUMENT_ROOT \$realpath_root;
            fastcgi_hide_header X-Powered-By;
        }

        location ~ /\.(?!well-known).* {
            deny all;
        }
    }
}
EOF

rm -f "$RUN"/php-fpm*.sock
fpm_flags=(
    -d opcache.enable=1
    -d opcache.validate_timestamps=0
    -d opcache.memory_consumption=192
    -d opcache.interned_strings_buffer=16
    -d opcache.max_accelerated_files=20000
    -d realpath_cache_size=4096K
    -d realpath_cache_ttl=600
)
if [[ -f "$RUN/preload-classes.txt" ]]; then
    fpm_flags+=(-d "opcache.preload=$BENCH_DIR/preload.php")
    # PHP refuses to preload as root unless told which user to preload as.
    if ((EUID == 0)); then fpm_flags+=(-d opcache.preload_user=root); fi
fi
if [[ "${BENCH_JIT:-0}" == 1 ]]; then
    fpm_flags+=(-d opcache.jit=tracing -d opcache.jit_buffer_size=64M)
fi
if ((EUID == 0)); then fpm_flags+=(--allow-to-run-as-root); fi
# The upload limits of every server of this repository (a 5 MB CV fits); the leading ':' keeps PHP-FPM's own conf.d.
for ((i = 1; i <= POOLS; i++)); do
    suffix=""
    if ((i > 1)); then suffix="-$i"; fi
    PHP_INI_SCAN_DIR=":$ROOT/scripts/php-ini" "$FPM" --fpm-config "$RUN/php-fpm$suffix.conf" "${fpm_flags[@]}"
    for _ in $(seq 1 100); do
        [[ -S "$RUN/php-fpm$suffix.sock" ]] && break
        sleep 0.05
    done
    if [[ ! -S "$RUN/php-fpm$suffix.sock" ]]; then
        cat "$RUN/logs/php-fpm$suffix.log" >&2 || true
        echo "serve.sh: PHP-FPM (pool $i) did not start" >&2
        exit 1
    fi
done

nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/logs/nginx-error.log"

for _ in $(seq 1 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
        echo "serve.sh: $APP_URL (nginx + $POOLS PHP-FPM pool(s) of $WORKERS workers, OPcache on${brotli_static:+, brotli_static}${page_cache_php:+, nginx page cache}); stop with bench/stop.sh" >&2
        exit 0
    fi
    sleep 0.05
done

cat "$RUN/logs/nginx-error.log" >&2 || true
echo "serve.sh: nginx did not start listening on 127.0.0.1:$PORT" >&2
exit 1
