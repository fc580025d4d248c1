# Sourced by deploy/deploy.sh and deploy/rollback.sh: the switch to a release and what follows it, written once so a
# rollback does exactly what a deploy does. Expects $base, $php and say() from the sourcing script.
#   SHOP_RELOAD_PHP_FPM      default "sudo -n systemctl reload php8.2-fpm.service"
#   SHOP_RESTART_SERVICES    default "sudo -n systemctl restart shop-scheduler.service shop-ssr.service"
reload_fpm="${SHOP_RELOAD_PHP_FPM-sudo -n systemctl reload php8.2-fpm.service}"
restart_services="${SHOP_RESTART_SERVICES-sudo -n systemctl restart shop-scheduler.service shop-ssr.service}"

# A new link renamed over the old one is atomic: nothing ever sees `current` missing.
switch_current() {
    ln -sfn "releases/$1" "$base/current.next"
    mv -Tf "$base/current.next" "$base/current"
}

# PHP-FPM reloads (its OPcache empties), the queue workers finish their job and start again in the new release (under
# systemd), and the scheduler and the SSR server restart there.
restart_after_switch() {
    if [[ -n "$reload_fpm" ]]; then
        say "reloading PHP-FPM: $reload_fpm"
        bash -c "$reload_fpm"
    fi
    (cd "$base/current" && "$php" artisan queue:restart --no-interaction --quiet)
    if [[ -n "$restart_services" ]]; then
        say "restarting the services: $restart_services"
        bash -c "$restart_services"
    fi
}
