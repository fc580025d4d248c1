<?php

declare(strict_types=1);

namespace App\Actions\StockAlerts;

use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Infrastructure\Security\ClientContext;
use App\Mail\StockAlerts\StockAlertConfirmation;
use App\Models\StockAlert;
use App\Models\User;
use App\Services\StockAlerts\AlertLimits;
use App\Services\StockAlerts\ProductState;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * Starts an alert for a product. An account's is active at once. A guest's waits for the link mailed to the address
 * (double opt-in: nothing about the product is sent before), and the answer is the same whether the address was new,
 * waiting for its link or already subscribed; a waiting one gets a fresh link, at most a few an hour per address.
 * One row per product, kind and shopper even when two requests race (unique keys); at most
 * `stock_alerts.max_per_shopper` alerts per account or address.
 */
final class SubscribeToAlert
{
    /** @return 'subscribed'|'pending' */
    public function handle(int $productId, string $kind, ?User $user, ?string $email, string $locale, ClientContext $client): string
    {
        $state = ProductState::one($productId);
        if ($state === null || ! DB::table('products')->where('id', $productId)->where('is_active', true)->exists()) {
            throw ValidationException::withMessages(['product_id' => Text::get('stock_alerts.errors.product')]);
        }
        if ($kind === StockAlert::STOCK && $state->inStock) {
            throw ValidationException::withMessages(['product_id' => Text::get('stock_alerts.errors.in_stock')]);
        }
        $address = mb_strtolower(trim((string) $email));
        $owner = $user !== null ? ['user_id' => $user->id] : ['email' => $address];
        $key = ['product_id' => $productId, 'kind' => $kind, ...$owner];
        $existing = StockAlert::query()->where($key)->first();
        if ($existing === null) {
            $this->refuseOverLimit($owner);
        }
        $now = now();
        DB::table('stock_alerts')->insertOrIgnore([
            ...$key, 'locale' => $locale, 'price_baseline' => $state->price,
            'confirmed_at' => $user !== null ? $now : null, 'created_at' => $now, 'updated_at' => $now,
        ]);

        if ($user !== null) {
            // Asked again: a stock alert already mailed waits for the next restock; a price alert keeps its price.
            StockAlert::query()->where($key)->update(['locale' => $locale, 'sent_at' => $kind === StockAlert::STOCK ? null : DB::raw('sent_at'), 'updated_at' => $now]);

            return 'subscribed';
        }

        $alert = StockAlert::query()->where($key)->firstOrFail();
        $waiting = $alert->confirmed_at !== null && ($kind === StockAlert::PRICE || $alert->sent_at === null);
        if ($waiting || ! $client->allows(RateLimitPolicy::STOCK_ALERT_MAIL)) {
            return 'pending';
        }
        $token = Str::random(40);
        // Conditional on the link read above: of two requests racing, one replaces it and mails.
        $taken = StockAlert::query()->whereKey($alert->id)
            ->where(static fn ($q) => $alert->confirm_token === null ? $q->whereNull('confirm_token') : $q->where('confirm_token', $alert->confirm_token))
            ->update([
                'locale' => $locale, 'confirm_token' => StockAlert::hash($token), 'confirmed_at' => null, 'sent_at' => null,
                'price_baseline' => $state->price, 'updated_at' => $now,
            ]);
        if ($taken === 1) {
            Mail::to($address)->queue(new StockAlertConfirmation($alert->id, $productId, $kind, $token, $locale));
        }

        return 'pending';
    }

    /**
     * @param  array{user_id: int}|array{email: string}  $owner
     */
    private function refuseOverLimit(array $owner): void
    {
        $query = DB::table('stock_alerts')->where($owner);
        if (isset($owner['user_id'])) {
            StockAlert::whereWaiting($query);
        } else {
            // A guest's alerts waiting for their link count too: they take room until confirmed or pruned.
            $query->where(static function ($q): void {
                $q->whereNull('confirmed_at')->orWhere(static fn ($w) => StockAlert::whereWaiting($w));
            });
        }
        if ($query->count() >= AlertLimits::perShopper()) {
            throw ValidationException::withMessages(['product_id' => Text::get('stock_alerts.errors.limit', ['max' => AlertLimits::perShopper()])]);
        }
    }
}
