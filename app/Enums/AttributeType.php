<?php

declare(strict_types=1);

namespace App\Enums;

/** How a spec attribute's values are given: one of its options, a number (in its unit), or yes / no. */
enum AttributeType: string
{
    case Select = 'select';
    case Number = 'number';
    case Boolean = 'boolean';
}
