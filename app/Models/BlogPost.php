<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;

/**
 * A blog post. `body` is Markdown per language (shown through App\Support\Markdown; older bodies of
 * blank-line paragraphs and "## " subheadings are Markdown too). Without `published_at` the post is a draft; with a future one it is scheduled.
 *
 * @property int $id
 * @property string $slug
 * @property int $blog_category_id
 * @property array<string, string> $title
 * @property array<string, string> $excerpt
 * @property array<string, string> $body
 * @property string|null $cover A path under public/.
 * @property CarbonImmutable|null $published_at
 * @property CarbonImmutable|null $updated_at
 * @property-read BlogCategory $category
 * @property-read \Illuminate\Database\Eloquent\Collection<int, BlogTag> $tags
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Product> $products
 */
final class BlogPost extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** Words a minute an adult reads on screen, for the "N min de citit" label. */
    public const WORDS_PER_MINUTE = 200;

    /** @var array<int, string> */
    protected $fillable = ['slug', 'blog_category_id', 'title', 'excerpt', 'body', 'cover', 'published_at'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'title' => 'array',
            'excerpt' => 'array',
            'body' => 'array',
            'published_at' => 'immutable_datetime',
            'updated_at' => 'immutable_datetime',
        ];
    }

    /**
     * @return BelongsTo<BlogCategory, $this>
     */
    public function category(): BelongsTo
    {
        return $this->belongsTo(BlogCategory::class, 'blog_category_id');
    }

    /**
     * @return BelongsToMany<BlogTag, $this>
     */
    public function tags(): BelongsToMany
    {
        return $this->belongsToMany(BlogTag::class, 'blog_post_tag');
    }

    /**
     * @return BelongsToMany<Product, $this>
     */
    public function products(): BelongsToMany
    {
        $relation = $this->belongsToMany(Product::class, 'blog_post_product')->withPivot('sort')->orderByPivot('sort');
        $relation->getQuery()->where('products.is_active', true);

        return $relation;
    }

    /**
     * Posts shoppers may read: published, and not scheduled for later.
     *
     * @param  Builder<BlogPost>  $query
     * @return Builder<BlogPost>
     */
    public static function scopePublished(Builder $query): Builder
    {
        $query->whereNotNull('published_at')->where('published_at', '<=', now());

        return $query;
    }

    /**
     * Minutes to read the article, at least one: one figure for every language, from its longest translation, so
     * the Romanian and the Russian page of one article never disagree about how long it takes to read.
     */
    public function readingMinutes(): int
    {
        $words = 0;
        foreach ((array) config('app.locales') as $locale) {
            $words = max($words, $this->wordCount((string) $locale));
        }

        return max(1, (int) ceil($words / self::WORDS_PER_MINUTE));
    }

    public function wordCount(?string $locale = null): int
    {
        $words = preg_split('/\s+/u', trim($this->translate('body', $locale)), -1, PREG_SPLIT_NO_EMPTY);

        return $words === false ? 0 : count($words);
    }
}
