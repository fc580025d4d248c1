<?php

declare(strict_types=1);

namespace App\Queries\Home;

use App\Infrastructure\Images\ImageStore;
use App\Models\Banner;

/** The home banners running now, in the carousel's order, in the page's language, with both image variants. */
final class RunningBanners
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    /**
     * @return list<array{id: int, title: string, text: string, link: string|null, external: bool, image_wide: string, image_narrow: string}>
     */
    public function get(): array
    {
        /** @var \Illuminate\Database\Eloquent\Collection<int, Banner> $banners */
        $banners = Banner::scopeRunning(Banner::query())->get();

        return array_values(array_map(fn (Banner $banner): array => [
            'id' => $banner->id,
            'title' => $banner->translate('title'),
            'text' => $banner->translate('text'),
            'link' => self::link($banner->link),
            'external' => $banner->link !== null && ! str_starts_with($banner->link, '/'),
            'image_wide' => $this->images->url($banner->image, 'wide'),
            'image_narrow' => $this->images->url($banner->image, 'narrow'),
        ], $banners->all()));
    }

    /** A path in the shop leads to the page's language (`/promotii/x` → `/ru/promotii/x` on Russian pages). */
    private static function link(?string $link): ?string
    {
        if ($link === null || ! str_starts_with($link, '/') || app()->getLocale() !== 'ru' || $link === '/ru' || str_starts_with($link, '/ru/')) {
            return $link;
        }

        return $link === '/' ? '/ru' : '/ru'.$link;
    }
}
