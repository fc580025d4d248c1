<?php

declare(strict_types=1);

namespace Inertia;

/**
 * Marks props left out of full page loads; they are sent only when a partial reload asks for them (§3).
 */
interface IgnoreFirstLoad
{
}
