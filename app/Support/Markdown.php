<?php

declare(strict_types=1);

namespace App\Support;

use Parsedown;

/**
 * Staff-written Markdown (product descriptions, blog posts, pages) as HTML for shoppers. Parsedown in safe mode:
 * raw HTML is escaped and links or images with unsafe schemes (javascript:, data:…) lose them, so what staff type
 * can never run in a shopper's browser. Links leaving the shop open with rel="noopener nofollow".
 */
final class Markdown
{
    public static function toHtml(string $markdown): string
    {
        $parser = new Parsedown;
        $parser->setSafeMode(true);
        $parser->setBreaksEnabled(true);
        $html = $parser->text(str_replace("\r\n", "\n", $markdown));

        return (string) preg_replace_callback(
            '/<a href="(https?:\/\/[^"]*)"/',
            static fn (array $match): string => '<a href="'.$match[1].'" rel="noopener nofollow"',
            $html,
        );
    }
}
