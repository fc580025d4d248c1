<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A shopper's cart: an account's (user_id) or a guest's (guest_id, from the GuestId cookie). Only quantities are
 * stored; prices always come from the products table when the cart is shown or ordered.
 *
 * @property int $id
 * @property int|null $user_id
 * @property string|null $guest_id
 * @property string|null $promo_code the code the shopper entered, as typed after trimming (docs/promo-codes.md)
 * @property-read \Illuminate\Database\Eloquent\Collection<int, CartItem> $items
 */
final class Cart extends Model
{
    use BootsFromCompiledPlan;

    /** @var array<int, string> */
    protected $fillable = ['user_id', 'guest_id', 'promo_code'];

    /**
     * @return HasMany<CartItem, $this>
     */
    public function items(): HasMany
    {
        return $this->hasMany(CartItem::class);
    }
}
