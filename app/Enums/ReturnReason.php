<?php

declare(strict_types=1);

namespace App\Enums;

/** Why a customer returns goods (the form's list; `details` adds their own words). */
enum ReturnReason: string
{
    case ChangedMind = 'changed_mind';
    case NotAsDescribed = 'not_as_described';
    case Defective = 'defective';
    case WrongItem = 'wrong_item';
    case Other = 'other';

    public function labelKey(): string
    {
        return 'returns.reason.'.$this->value;
    }
}
