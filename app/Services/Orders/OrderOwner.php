<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Models\Order;

/** Who places an order: an account, or a guest cookie when nobody is signed in. */
final readonly class OrderOwner
{
    public function __construct(public ?int $userId, public ?string $guestId)
    {
    }

    public static function account(int $userId): self
    {
        return new self($userId, null);
    }

    public static function guest(string $guestId): self
    {
        return new self(null, $guestId);
    }

    /**
     * @return array{user_id: int|null, guest_id: string|null}
     */
    public function columns(): array
    {
        return ['user_id' => $this->userId, 'guest_id' => $this->guestId];
    }

    /** The same account; or, for a guest, the same cookie on an order no account placed. */
    public function owns(Order $order): bool
    {
        if ($this->userId !== null) {
            return $order->user_id === $this->userId;
        }

        return $this->guestId !== null && $order->user_id === null && $order->guest_id === $this->guestId;
    }
}
