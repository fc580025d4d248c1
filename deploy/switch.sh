# Sourced by deploy/deploy.sh and deploy/rollback.sh: the switch to a release and what follows it, written once so a
# rollback does exactly what a deploy does. Expects $base, $php and say() from the sourcing script.
#   SHOP_RELOAD_PHP_FPM      default "sudo -n systemctl reload php8.2-fpm.service"
#   SHOP_RESTART_SERVICES    default "sudo -n systemctl restart shop-scheduler.service shop-ssr.service"
#   SHOP_PAGE_CACHE          default /var/cache/nginx/shop-pages (render.sh's): nginx's page cache, emptied after a
#                            switch when this user may (its key holds the release's path anyway, so no page of the
#                            previous release is served after a switch; emptying frees the disk and covers a rollback)
reload_fpm="${SHOP_RELOAD_PHP_FPM-sudo -n systemctl reload php8.2-fpm.service}"
page_cache="${SHOP_PAGE_CACHE:-/var/cache/nginx/shop-pages}"
restart_services="${SHOP_RESTART_SERVICES-sudo -n systemctl restart shop-scheduler.service shop-ssr.service}"

# A new link renamed over the old one is atomic: nothing ever sees `current` missing.
switch_current() {
    ln -sfn "releases/$1" "$base/current.next"
    mv -Tf "$base/current.next" "$base/current"
    empty_page_cache
}

# nginx's copies of the pages of the release that was live: a rollback to it must not find them again.
empty_page_cache() {
    if [[ -d "$page_cache" && -w "$page_cache" ]]; then
        find "$page_cache" -mindepth 1 -type f -delete 2>/dev/null \
            || say "the page cache $page_cache could not be emptied completely; its key holds the release, so it only costs disk"
    fi
}

# PHP-FPM reloads: Debian's `systemctl reload` sends USR2, on which the master lets running requests end
# (process_control_timeout), then executes itself again: php.ini is read anew, OPcache starts empty and the live
# release's classes are preloaded (90-shop.ini's opcache.preload), while the listening socket stays open, so requests
# arriving meanwhile wait instead of being refused. No restart is needed for preloading. Then the queue workers finish
# their job and start again in the new release (under systemd), and the scheduler and the SSR server restart there.
restart_after_switch() {
    if [[ -n "$reload_fpm" ]]; then
        say "reloading PHP-FPM: $reload_fpm"
        bash -c "$reload_fpm"
    fi
    (cd "$base/current" && "$php" artisan queue:restart --no-interaction --quiet)
    # The application's own page cache: a release may change texts or settings without a write to the database.
    (cd "$base/current" && "$php" artisan page-cache:clear --no-interaction --quiet)
    if [[ -n "$restart_services" ]]; then
        say "restarting the services: $restart_services"
        bash -c "$restart_services"
    fi
}
