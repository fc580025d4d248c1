<?php

declare(strict_types=1);

namespace App\Actions\Marketing;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Security\StaffActor;
use App\Models\Promotion;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ChangedFields;
use App\Services\StockAlerts\AlertTriggers;
use Illuminate\Support\Facades\DB;

/**
 * Creates or changes a promotion with its products. A new banner (already kept by the ImageStore) replaces the old
 * one, whose files go once the change is kept (an older banner under public/ is left alone).
 */
final class SavePromotion
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    /**
     * @param  array<string, mixed>  $values
     * @param  list<int>  $productIds
     */
    public function handle(?Promotion $promotion, array $values, array $productIds, ?string $bannerKey, StaffActor $actor): Promotion
    {
        $previous = $promotion?->banner;
        try {
            $saved = DB::transaction(function () use ($promotion, $values, $productIds, $bannerKey, $actor): Promotion {
                $promotion ??= new Promotion;
                $creating = ! $promotion->exists;
                $before = $creating ? [] : [...self::snapshot($promotion), 'products' => $promotion->products()->orderBy('products.id')->pluck('products.id')->all()];
                $promotion->fill($values);
                if ($bannerKey !== null) {
                    $promotion->banner = $bannerKey;
                }
                $promotion->save();
                $sorted = $productIds;
                sort($sorted);
                $promotion->products()->sync($sorted);
                [$old, $new] = ChangedFields::between($before, [...self::snapshot($promotion), 'products' => $sorted]);
                if ($creating || $new !== []) {
                    AuditLog::record($actor, $creating ? 'promotion.create' : 'promotion.update', $promotion, $old, $new, $promotion->translate('title', 'ro'));
                }

                return $promotion;
            });
        } catch (\Throwable $exception) {
            if ($bannerKey !== null) {
                $this->images->delete($bannerKey);
            }

            throw $exception;
        }
        if ($bannerKey !== null && $previous !== null && $previous !== $bannerKey) {
            $this->images->delete($previous);
        }
        // A promotion running once saved may lower its products' prices now (one starting later: CheckPromotionAlerts).
        if ($saved->is_published && $saved->starts_at->isPast() && ($saved->ends_at === null || $saved->ends_at->isFuture())) {
            AlertTriggers::productsChanged($productIds);
        }

        return $saved;
    }

    /**
     * @return array<string, mixed>
     */
    public static function snapshot(Promotion $promotion): array
    {
        return [
            'slug' => $promotion->slug,
            'title' => $promotion->title,
            'summary' => $promotion->summary,
            'description' => $promotion->description,
            'terms' => $promotion->terms,
            'banner' => $promotion->banner,
            'starts_at' => $promotion->starts_at->toDateTimeString(),
            'ends_at' => $promotion->ends_at?->toDateTimeString(),
            'is_published' => $promotion->is_published,
            'sort' => $promotion->sort,
            'discount_type' => $promotion->discount_type?->value,
            'discount_value' => $promotion->discount_value,
        ];
    }
}
