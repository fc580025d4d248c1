<?php

declare(strict_types=1);

namespace App\Queries\Admin\Banners;

use App\Infrastructure\Images\ImageStore;
use App\Models\Banner;
use App\Support\PeriodState;

/** The home banners for the back office, in the carousel's order, shaped for the list and the form. */
final class BannerList
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    /**
     * @return list<array<string, mixed>>
     */
    public function rows(): array
    {
        /** @var \Illuminate\Database\Eloquent\Collection<int, Banner> $banners */
        $banners = Banner::query()->orderBy('sort')->orderBy('id')->get();

        return array_values(array_map($this->row(...), $banners->all()));
    }

    /**
     * @return array<string, mixed>
     */
    public function row(Banner $banner): array
    {
        return [
            'id' => $banner->id,
            'title' => ['ro' => $banner->title['ro'] ?? '', 'ru' => $banner->title['ru'] ?? ''],
            'text' => ['ro' => $banner->text['ro'] ?? '', 'ru' => $banner->text['ru'] ?? ''],
            'link' => $banner->link,
            'image_url' => $this->images->url($banner->image, 'narrow'),
            'starts_at' => PeriodState::local($banner->starts_at),
            'ends_at' => PeriodState::local($banner->ends_at),
            'is_active' => $banner->is_active,
            'sort' => $banner->sort,
            'state' => PeriodState::of($banner->is_active, $banner->starts_at, $banner->ends_at),
        ];
    }
}
