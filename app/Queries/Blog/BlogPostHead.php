<?php

declare(strict_types=1);

namespace App\Queries\Blog;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Seo\BreadcrumbList;
use App\Models\BlogPost;
use App\Models\BlogTag;
use Illuminate\Support\Str;

/**
 * What search engines and link previews read about a post: JSON-LD `Article` and `BreadcrumbList`, Open Graph tags
 * of an article. URLs absolute. Load `category` and `tags`.
 *
 * @phpstan-type Crumb array{name: string, url: string}
 */
final class BlogPostHead
{
    private const OG_LOCALES = ['ro' => 'ro_MD', 'ru' => 'ru_MD'];

    public static function description(BlogPost $post): string
    {
        return Str::limit(Str::squish($post->translate('excerpt')), 160, '…', preserveWords: true);
    }

    /**
     * @param  list<Crumb>  $breadcrumbs  relative URLs, the post last
     * @return array{json_ld: list<array<string, mixed>>, open_graph: list<array{property: string, content: string}>}
     */
    public static function for(BlogPost $post, array $breadcrumbs): array
    {
        $url = url(LocalizedRoutes::url('blog.show', ['slug' => $post->slug]));
        $image = url(BlogPostCards::cover($post));
        $published = $post->published_at?->toIso8601String();
        $modified = ($post->updated_at ?? $post->published_at)?->toIso8601String();
        $organization = ['@type' => 'Organization', 'name' => config()->string('app.name'), 'url' => url(LocalizedRoutes::url('home'))];
        $tags = $post->tags->map(static fn (BlogTag $tag): string => $tag->translate('name'))->all();
        $locale = app()->getLocale();

        $article = [
            '@context' => 'https://schema.org',
            '@type' => 'Article',
            'headline' => $post->translate('title'),
            'description' => self::description($post),
            'image' => [$image],
            'datePublished' => $published,
            'dateModified' => $modified,
            'author' => $organization,
            'publisher' => $organization,
            'mainEntityOfPage' => ['@type' => 'WebPage', '@id' => $url],
            'url' => $url,
            'inLanguage' => $locale,
            'articleSection' => $post->category->translate('name'),
            'keywords' => implode(', ', $tags),
            'wordCount' => $post->wordCount(),
        ];

        $og = [
            ['property' => 'og:type', 'content' => 'article'],
            ['property' => 'og:site_name', 'content' => config()->string('app.name')],
            ['property' => 'og:title', 'content' => $post->translate('title')],
            ['property' => 'og:description', 'content' => self::description($post)],
            ['property' => 'og:url', 'content' => $url],
            ['property' => 'og:image', 'content' => $image],
            ['property' => 'og:locale', 'content' => self::OG_LOCALES[$locale] ?? $locale],
            ['property' => 'article:published_time', 'content' => (string) $published],
            ['property' => 'article:section', 'content' => $post->category->translate('name')],
        ];
        foreach ($tags as $tag) {
            $og[] = ['property' => 'article:tag', 'content' => $tag];
        }

        return ['json_ld' => [$article, BreadcrumbList::of($breadcrumbs)], 'open_graph' => $og];
    }
}
