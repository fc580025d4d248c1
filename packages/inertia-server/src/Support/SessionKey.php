<?php

declare(strict_types=1);

namespace Inertia\Support;

/**
 * Session keys the adapter uses to carry one-shot state to the next page.
 */
final class SessionKey
{
    public const FLASH_DATA = 'inertia.flash_data';

    public const CLEAR_HISTORY = 'inertia.clear_history';

    public const PRESERVE_FRAGMENT = 'inertia.preserve_fragment';
}
