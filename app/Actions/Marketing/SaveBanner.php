<?php

declare(strict_types=1);

namespace App\Actions\Marketing;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Security\StaffActor;
use App\Models\Banner;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ChangedFields;
use Illuminate\Support\Facades\DB;

/**
 * Creates or changes a home banner. A new image (already kept by the ImageStore) replaces the old one, whose files
 * go once the change is kept; when the change fails the new image's files go instead.
 */
final class SaveBanner
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    /**
     * @param  array<string, mixed>  $values
     */
    public function handle(?Banner $banner, array $values, ?string $imageKey, StaffActor $actor): Banner
    {
        $previous = $banner?->image;
        try {
            $saved = DB::transaction(function () use ($banner, $values, $imageKey, $actor): Banner {
                $banner ??= new Banner;
                $creating = ! $banner->exists;
                $before = $creating ? [] : self::snapshot($banner);
                $banner->fill($values);
                if ($imageKey !== null) {
                    $banner->image = $imageKey;
                }
                $banner->save();
                [$old, $new] = ChangedFields::between($before, self::snapshot($banner));
                if ($creating || $new !== []) {
                    AuditLog::record($actor, $creating ? 'banner.create' : 'banner.update', $banner, $old, $new, $banner->translate('title', 'ro'));
                }

                return $banner;
            });
        } catch (\Throwable $exception) {
            if ($imageKey !== null) {
                $this->images->delete($imageKey);
            }

            throw $exception;
        }
        if ($imageKey !== null && $previous !== null && $previous !== $imageKey) {
            $this->images->delete($previous);
        }

        return $saved;
    }

    /**
     * @return array<string, mixed>
     */
    public static function snapshot(Banner $banner): array
    {
        return [
            'title' => $banner->title,
            'text' => $banner->text,
            'link' => $banner->link,
            'image' => $banner->image,
            'starts_at' => $banner->starts_at?->toDateTimeString(),
            'ends_at' => $banner->ends_at?->toDateTimeString(),
            'is_active' => $banner->is_active,
            'sort' => $banner->sort,
        ];
    }
}
