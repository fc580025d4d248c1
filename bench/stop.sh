#!/usr/bin/env bash
# Stops the nginx and PHP-FPM started by bench/serve.sh, using the pid files under bench/run/ (nothing else).
set -euo pipefail

RUN="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/run"

# Asks the process in a pid file to quit, waits up to five seconds, then kills it.
stop_pid_file() {
    local file="$1" signal="$2" pid
    [[ -f "$file" ]] || return 0
    pid="$(cat "$file")"
    if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null; then
        kill "-$signal" "$pid" 2>/dev/null || true
        for _ in $(seq 1 100); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.05
        done
        if kill -0 "$pid" 2>/dev/null; then
            kill -KILL "$pid" 2>/dev/null || true
        fi
    fi
    rm -f "$file"
}

# nginx: QUIT finishes open requests; PHP-FPM: QUIT is its graceful stop as well.
stop_pid_file "$RUN/nginx.pid" QUIT
stop_pid_file "$RUN/php-fpm.pid" QUIT
# The other pools of BENCH_POOLS > 1.
for file in "$RUN"/php-fpm-*.pid; do
    stop_pid_file "$file" QUIT
done
rm -f "$RUN"/php-fpm*.sock
