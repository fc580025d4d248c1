<?php

declare(strict_types=1);

namespace Inertia;

use JsonSerializable;

/**
 * A prop value worked out only when the page is encoded (the JSON of a visit, the page sent to the SSR server, the
 * page element of the HTML), not when the props are resolved: a root view that leaves the prop out of the HTML never
 * pays for it. The props resolver keeps such a value as it is.
 */
interface EncodedLazily extends JsonSerializable
{
}
