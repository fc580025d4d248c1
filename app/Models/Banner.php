<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;

/**
 * A slide of the home page's banner carousel. The period is stored in UTC like `now()`; either end may be open.
 *
 * @property int $id
 * @property array<string, string> $title
 * @property array<string, string> $text
 * @property string|null $link A path in the shop or an https:// address.
 * @property string $image An ImageStore key (collection `banners`) or a path under public/.
 * @property CarbonImmutable|null $starts_at
 * @property CarbonImmutable|null $ends_at
 * @property bool $is_active
 * @property int $sort
 */
final class Banner extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['title', 'text', 'link', 'image', 'starts_at', 'ends_at', 'is_active', 'sort'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'title' => 'array',
            'text' => 'array',
            'starts_at' => 'immutable_datetime',
            'ends_at' => 'immutable_datetime',
            'is_active' => 'boolean',
            'sort' => 'integer',
        ];
    }

    /**
     * Active banners whose period holds now, in the shop's order.
     *
     * @param  Builder<Banner>  $query
     * @return Builder<Banner>
     */
    public static function scopeRunning(Builder $query): Builder
    {
        $now = now();

        $query->where('is_active', true)
            ->where(static fn (Builder $starts) => $starts->whereNull('starts_at')->orWhere('starts_at', '<=', $now))
            ->where(static fn (Builder $ends) => $ends->whereNull('ends_at')->orWhere('ends_at', '>=', $now))
            ->orderBy('sort')->orderBy('id');

        return $query;
    }
}
