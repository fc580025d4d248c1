<?php

declare(strict_types=1);

namespace App\Queries\StockAlerts;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\StockAlert;
use App\Services\StockAlerts\ProductState;

/** An account's alerts for its page, newest first, each with its product as the shopper sees it now. */
final class AccountAlerts
{
    /**
     * @return list<array{id: int, kind: string, created_at: string, sent_at: string|null, price_baseline: int|null, product: array{id: int, name: string, url: string, price: int, in_stock: bool}}>
     */
    public function of(int $userId): array
    {
        $alerts = StockAlert::query()->with('product:id,slug,name,price,stock_total,is_active')->where('user_id', $userId)
            ->orderByDesc('id')->get();
        $states = ProductState::of(array_values(array_unique($alerts->pluck('product_id')->map(static fn (mixed $id): int => (int) $id)->all())));

        $rows = [];
        foreach ($alerts as $alert) {
            $state = $states[$alert->product_id] ?? null;
            $rows[] = [
                'id' => $alert->id,
                'kind' => $alert->kind,
                'created_at' => $alert->created_at?->format('Y-m-d') ?? '',
                'sent_at' => $alert->sent_at?->format('Y-m-d'),
                'price_baseline' => $alert->price_baseline,
                'product' => [
                    'id' => $alert->product_id,
                    'name' => $alert->product->translate('name'),
                    'url' => LocalizedRoutes::url('products.show', ['slug' => $alert->product->slug]),
                    'price' => $state->price ?? $alert->product->price,
                    'in_stock' => $state->inStock ?? false,
                ],
            ];
        }

        return $rows;
    }
}
