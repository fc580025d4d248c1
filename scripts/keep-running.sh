#!/usr/bin/env bash
# Usage: scripts/keep-running.sh LOG COMMAND [ARGUMENT...]
# Runs COMMAND with its output appended to LOG and starts it again one second after it exits, whatever the reason
# (a crash, a kill), as systemd's Restart=always does in production. TERM or INT stops the command and this loop.
# `composer start` keeps the SSR server running with it; the browser tests kill that server under load through it.
set -u
log=$1
shift
child=""
trap '[ -n "$child" ] && kill "$child" 2>/dev/null; exit 0' TERM INT
while true; do
    "$@" >>"$log" 2>&1 &
    child=$!
    wait "$child"
    status=$?
    echo "$(date -u +%FT%TZ) $1 exited ($status); starting it again in 1 s" >>"$log"
    sleep 1
done
