<?php

// Electro Shop: OPcache preloading (opcache.preload in 90-shop.ini). Rendered by deploy/render.sh; lives outside the
// releases, so PHP-FPM starts whichever release is live, even one without the preload script (a rollback to an older
// one) or before the first deploy. The release's own script preloads the classes of its list, resolved to the
// release's real path (`current` is read once, at PHP-FPM's start or reload).
$shopPreload = '@SHOP_BASE@/current/scripts/preload.php';
if (is_file($shopPreload)) {
    require $shopPreload;
}
