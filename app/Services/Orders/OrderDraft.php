<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Enums\OrderKind;

/**
 * Everything an order form says, in plain values, before anything is written: who orders, what kind of order, the
 * lines, the contact / delivery / payment columns, the form's idempotency key and the shopper's language. Money is
 * not part of it: PlaceOrder prices the lines from the database.
 *
 * @phpstan-type OrderDetails array{name: ?string, phone: string, email?: ?string, delivery_method?: ?string, delivery_zone?: ?string, city?: ?string, address?: ?string, delivery_date?: ?string, delivery_interval?: ?string, store_id?: ?int, payment_method?: ?string, credit_programme?: ?string, company_name?: ?string, company_idno?: ?string, comment?: ?string}
 */
final readonly class OrderDraft
{
    /**
     * @param  list<DraftLine>  $lines
     * @param  OrderDetails  $details
     */
    public function __construct(
        public OrderKind $kind,
        public OrderOwner $owner,
        public array $lines,
        public array $details,
        public string $key,
        public string $locale,
        // The code the shopper entered on the cart (checked again, with the automatic rules, when the order is placed).
        public ?string $promoCode = null,
    ) {
    }

    /** The store whose shelf the units come from, for a pickup order. */
    public function pickupStoreId(): ?int
    {
        return ($this->details['delivery_method'] ?? null) === 'pickup' ? ($this->details['store_id'] ?? null) : null;
    }
}
