<?php

declare(strict_types=1);

namespace Inertia;

use Inertia\Ssr\Response as SsrResponse;
use Inertia\Support\PageJson;

/**
 * The `@inertia` and `@inertiaHead` Blade directives (§1, §7). The root view receives `$page` and, when SSR
 * succeeded, `$inertiaSsr`.
 */
final class Directive
{
    public static function compileInertia(string $expression = ''): string
    {
        $id = trim($expression) === '' ? "'app'" : $expression;

        return '<?php echo \\'.self::class.'::root($page, '.$id.', $inertiaSsr ?? null, \\Illuminate\\Support\\Facades\\Vite::cspNonce()); ?>';
    }

    public static function compileInertiaHead(string $expression = ''): string
    {
        return '<?php echo \\'.self::class.'::head($inertiaSsr ?? null); ?>';
    }

    /**
     * The 3.x root element: the page JSON in a script element, then the mount point; or the SSR body, which
     * already contains both. The page element carries the Content-Security-Policy nonce when the app uses one.
     *
     * @param  array<string, mixed>  $page
     */
    public static function root(array $page, string $id = 'app', ?SsrResponse $ssr = null, ?string $nonce = null): string
    {
        if ($ssr !== null) {
            return $ssr->body;
        }

        $id = e($id);

        $nonceAttribute = $nonce === null ? '' : ' nonce="'.e($nonce).'"';

        return '<script data-page="'.$id.'" type="application/json"'.$nonceAttribute.'>'.PageJson::encode($page).'</script>'
            .'<div id="'.$id.'"></div>';
    }

    public static function head(?SsrResponse $ssr = null): string
    {
        return $ssr === null ? '' : $ssr->head;
    }
}
