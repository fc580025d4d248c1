<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use App\Enums\ShopperList;
use App\Models\SavedProduct;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;

/**
 * Whose lists a request reads and writes: the signed-in account, else the guest cookie's id. Every query on
 * saved_products goes through scope(), so nobody reaches another shopper's rows by naming a product id.
 */
final readonly class ShopperKey
{
    private function __construct(public ?int $userId, public ?string $guestId)
    {
    }

    public static function forUser(int $userId): self
    {
        return new self($userId, null);
    }

    public static function forGuest(string $guestId): self
    {
        return new self(null, $guestId);
    }

    /** The request's shopper for reading; null for a guest who has stored nothing yet. */
    public static function of(Request $request): ?self
    {
        $user = $request->user();
        if ($user !== null) {
            return self::forUser((int) $user->getAuthIdentifier());
        }
        $guestId = GuestId::of($request);

        return $guestId === null ? null : self::forGuest($guestId);
    }

    /** The request's shopper for writing: a guest gets a lasting id now. */
    public static function ensure(Request $request): self
    {
        return self::of($request) ?? self::forGuest(GuestId::ensure($request));
    }

    /**
     * @return Builder<SavedProduct>
     */
    public function scope(ShopperList $list): Builder
    {
        $query = SavedProduct::query()->where('list', $list->value);

        return $this->userId !== null ? $query->where('user_id', $this->userId) : $query->where('guest_id', $this->guestId);
    }

    /**
     * @return array{user_id: int|null, guest_id: string|null}
     */
    public function columns(): array
    {
        return ['user_id' => $this->userId, 'guest_id' => $this->guestId];
    }
}
