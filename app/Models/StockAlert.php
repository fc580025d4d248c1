<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A shopper waiting for a product: to come back in stock (`stock`) or to sell below the price it had when the alert
 * was made or last mailed (`price`). An account's alert is active at once; a guest's once the link mailed to its
 * address is opened (the token is kept as a SHA-256 hash). docs/shop.md, "Stock and price alerts".
 *
 * @property int $id
 * @property string $kind
 * @property int $product_id
 * @property int|null $user_id
 * @property string|null $email
 * @property string $locale
 * @property int|null $price_baseline
 * @property string|null $confirm_token
 * @property \Illuminate\Support\Carbon|null $confirmed_at
 * @property \Illuminate\Support\Carbon|null $sent_at
 * @property string|null $claim
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property-read Product $product
 * @property-read User|null $user
 */
final class StockAlert extends Model
{
    use BootsFromCompiledPlan;

    public const STOCK = 'stock';

    public const PRICE = 'price';

    public const KINDS = [self::STOCK, self::PRICE];

    /** @var array<int, string> */
    protected $fillable = ['kind', 'product_id', 'user_id', 'email', 'locale', 'price_baseline', 'confirm_token', 'confirmed_at', 'sent_at'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['confirmed_at' => 'datetime', 'sent_at' => 'datetime', 'price_baseline' => 'integer'];
    }

    /** @return BelongsTo<Product, $this> */
    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }

    /** @return BelongsTo<User, $this> */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public static function hash(string $token): string
    {
        return hash('sha256', $token);
    }

    /**
     * Alerts still waiting: confirmed, and for a stock alert not mailed yet (a price alert keeps waiting for the next
     * fall). The condition every count, limit and send uses.
     *
     * @param  \Illuminate\Database\Query\Builder|\Illuminate\Database\Eloquent\Builder<self>  $query
     */
    public static function whereWaiting(mixed $query): void
    {
        $query->whereNotNull('confirmed_at')
            ->where(static fn ($q) => $q->where('kind', self::PRICE)->orWhereNull('sent_at'));
    }
}
