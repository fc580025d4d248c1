<?php

declare(strict_types=1);

namespace Inertia\Ssr;

/**
 * A server-rendered page: tags for `<head>` and the HTML that replaces the root element (§7).
 */
final class Response
{
    public function __construct(
        public readonly string $head,
        public readonly string $body,
    ) {
    }
}
