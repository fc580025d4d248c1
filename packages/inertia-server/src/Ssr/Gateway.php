<?php

declare(strict_types=1);

namespace Inertia\Ssr;

/**
 * Renders a page on the server; null means "render on the client instead".
 */
interface Gateway
{
    /**
     * @param  array<string, mixed>  $page
     */
    public function dispatch(array $page): ?Response;
}
