<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * Where a return is; stored in `order_returns.status`. requested → accepted or refused; accepted → received (the
 * goods came back, each line sellable or damaged); received → refunded (a refund was recorded against it).
 */
enum ReturnStatus: string
{
    case Requested = 'requested';
    case Accepted = 'accepted';
    case Refused = 'refused';
    case Received = 'received';
    case Refunded = 'refunded';

    /** The states whose units count as asked for already: everything but a refused return. */
    public const HOLDING = [self::Requested, self::Accepted, self::Received, self::Refunded];

    public function labelKey(): string
    {
        return 'returns.status.'.$this->value;
    }

    /**
     * @return list<string>
     */
    public static function holdingValues(): array
    {
        return array_map(static fn (self $status): string => $status->value, self::HOLDING);
    }
}
