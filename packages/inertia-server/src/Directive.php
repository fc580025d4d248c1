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
     * With SSR, the page element of the body is this server's encoding of `$page`, not the SSR server's copy: the
     * page embedded in the HTML may leave out props the SSR server rendered with (props the client loads from
     * elsewhere before it hydrates), and the nonce is added the same way as without SSR. A body without the element
     * (ours leaves it out) gets it in front.
     *
     * @param  array<string, mixed>  $page
     */
    public static function root(array $page, string $id = 'app', ?SsrResponse $ssr = null, ?string $nonce = null): string
    {
        $id = e($id);

        $nonceAttribute = $nonce === null ? '' : ' nonce="'.e($nonce).'"';
        $element = '<script data-page="'.$id.'" type="application/json"'.$nonceAttribute.'>'.PageJson::encode($page).'</script>';

        if ($ssr !== null) {
            // Found with strpos, not a regular expression: the page JSON may be a few hundred kilobytes. Our SSR server
            // sends the body without it (resources/js/ssr/render-server.ts), so the element goes in front.
            $start = strpos($ssr->body, '<script data-page="'.$id.'" type="application/json"');
            $end = $start === false ? false : strpos($ssr->body, '</script>', $start);

            return $start === false || $end === false
                ? $element.$ssr->body
                : substr($ssr->body, 0, $start).$element.substr($ssr->body, $end + strlen('</script>'));
        }

        return $element.'<div id="'.$id.'"></div>';
    }

    public static function head(?SsrResponse $ssr = null): string
    {
        return $ssr === null ? '' : $ssr->head;
    }
}
