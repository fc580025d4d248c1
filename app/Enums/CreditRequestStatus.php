<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * Where a credit request is on its way through the partner; stored in `credit_requests.status`.
 *
 * new → sent_to_partner → approved or refused; refused also straight from new (the shop can turn a request down
 * before passing it on). approved and refused are final.
 */
enum CreditRequestStatus: string
{
    case New = 'new';
    case SentToPartner = 'sent_to_partner';
    case Approved = 'approved';
    case Refused = 'refused';

    /**
     * The moves allowed from this state.
     *
     * @return list<self>
     */
    public function next(): array
    {
        return match ($this) {
            self::New => [self::SentToPartner, self::Refused],
            self::SentToPartner => [self::Approved, self::Refused],
            self::Approved, self::Refused => [],
        };
    }

    public function canMoveTo(self $to): bool
    {
        return in_array($to, $this->next(), true);
    }

    /** The translation key of the status's name. */
    public function labelKey(): string
    {
        return 'admin.credit_requests.status.'.$this->value;
    }
}
