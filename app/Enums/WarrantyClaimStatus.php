<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * Where a warranty claim is; stored in `warranty_claims.status`. received → at_service → repaired, replaced or
 * refused; a claim may also be refused straight away (with a note).
 */
enum WarrantyClaimStatus: string
{
    case Received = 'received';
    case AtService = 'at_service';
    case Repaired = 'repaired';
    case Replaced = 'replaced';
    case Refused = 'refused';

    /**
     * @return list<self>
     */
    public function next(): array
    {
        return match ($this) {
            self::Received => [self::AtService, self::Refused],
            self::AtService => [self::Repaired, self::Replaced, self::Refused],
            self::Repaired, self::Replaced, self::Refused => [],
        };
    }

    public function canMoveTo(self $to): bool
    {
        return in_array($to, $this->next(), true);
    }

    public function labelKey(): string
    {
        return 'claims.status.'.$this->value;
    }
}
