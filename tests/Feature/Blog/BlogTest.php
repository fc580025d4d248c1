<?php

declare(strict_types=1);

namespace Tests\Feature\Blog;

use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\BlogTag;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class BlogTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /** @param  array<string, mixed>  $overrides */
    private function makePost(string $slug, ?string $publishedAt, array $overrides = []): BlogPost
    {
        return BlogPost::query()->create([
            'slug' => $slug,
            'blog_category_id' => BlogCategory::query()->where('slug', 'sfaturi')->value('id'),
            'title' => ['ro' => "Titlu $slug", 'ru' => "Заголовок $slug"],
            'excerpt' => ['ro' => 'Rezumat.', 'ru' => 'Кратко.'],
            'body' => ['ro' => 'Text.', 'ru' => 'Текст.'],
            'cover' => null,
            'published_at' => $publishedAt,
            ...$overrides,
        ]);
    }

    #[Test]
    public function the_romanian_blog_lists_published_posts_newest_first_with_real_page_links(): void
    {
        $this->get('/blog')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('blog/index')
            ->where('meta.title', 'Blog')
            ->where('heading', 'Blog')
            ->has('posts', 6)
            ->where('posts.0.slug', 'cum-alegi-televizorul-potrivit')
            ->where('posts.0.title', 'Cum alegeți televizorul potrivit: diagonală, rezoluție și panou')
            ->where('posts.0.url', '/blog/cum-alegi-televizorul-potrivit')
            ->where('posts.0.cover', '/images/blog/tv-guide.svg')
            ->where('posts.0.category.name', 'Ghiduri de cumpărare')
            ->where('posts.0.reading_minutes', fn (int $minutes) => $minutes >= 1)
            ->where('pagination.page', 1)
            ->where('pagination.pages', 2)
            ->where('pagination.links.prev', null)
            ->where('pagination.links.next', '/blog?page=2')
            ->etc());

        $this->get('/blog?page=2')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->has('posts', 2)
            ->where('meta.title', 'Blog, pagina 2')
            ->where('pagination.links.prev', '/blog?page=1')
            ->where('pagination.links.next', null)
            ->etc());
        $this->get('/blog?page=3')->assertRedirect('/blog?page=2');
    }

    #[Test]
    public function the_russian_blog_shows_russian_texts_and_links(): void
    {
        $this->get('/ru/blog?categorie=sfaturi')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('blog/index')
            ->where('meta.title', 'Блог: Полезные советы')
            ->where('active.category', 'sfaturi')
            ->where('posts', fn ($posts) => collect($posts)->pluck('category.slug')->unique()->all() === ['sfaturi'])
            ->where('posts.0.url', '/ru/blog/cum-economisesti-curent-acasa')
            ->where('posts.0.title', '7 способов платить меньше за электричество')
            ->where('categories.0.url', '/ru/blog?categorie=ghiduri-de-cumparare')
            ->where('route.alternates.ro', '/blog?categorie=sfaturi')
            ->etc());
    }

    #[Test]
    public function a_tag_shows_its_posts_and_unknown_filters_are_404(): void
    {
        $this->get('/blog?eticheta=gaming')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('active.tag', ['slug' => 'gaming', 'name' => 'gaming'])
            ->where('posts', fn ($posts) => collect($posts)->pluck('slug')->all() === ['console-de-jocuri-ce-alegi'])
            ->etc());
        $this->get('/blog?eticheta=nu-exista')->assertNotFound();
        $this->get('/blog?categorie=nu-exista')->assertNotFound();
        $this->get('/blog?categorie[]=x')->assertNotFound();
    }

    #[Test]
    public function drafts_and_future_posts_are_hidden_everywhere(): void
    {
        $this->travelTo(now());
        $this->makePost('programat-peste-un-minut', now()->addMinute()->toDateTimeString());
        $this->makePost('publicat-acum', now()->toDateTimeString());
        $slugs = fn (): array => collect($this->get('/blog')->inertiaProps('posts'))->pluck('slug')->all();

        $this->assertContains('publicat-acum', $slugs());
        foreach (['programat-peste-un-minut', 'reduceri-de-iarna-in-pregatire', 'ciorna-ghid-frigidere'] as $hidden) {
            $this->assertNotContains($hidden, $slugs());
            $this->get("/blog/$hidden")->assertNotFound();
            $this->get("/ru/blog/$hidden")->assertNotFound();
        }

        $this->travel(2)->minutes();
        $this->get('/blog/programat-peste-un-minut')->assertOk();
        // Category counts only count what shoppers can read.
        $this->get('/blog')->assertInertia(fn (Assert $page) => $page
            ->where('categories', fn ($categories) => collect($categories)->firstWhere('slug', 'noutati')['count'] === 1)
            ->etc());
    }

    #[Test]
    public function a_post_page_has_body_tags_related_posts_and_products_with_article_data(): void
    {
        $post = BlogPost::query()->where('slug', 'cum-alegi-televizorul-potrivit')->firstOrFail();
        $productIds = DB::table('blog_post_product')->where('blog_post_id', $post->id)->orderBy('sort')->pluck('product_id')->all();
        $this->assertNotEmpty($productIds);

        $response = $this->get('/blog/cum-alegi-televizorul-potrivit')->assertOk();
        $response->assertInertia(fn (Assert $page) => $page
            ->component('blog/show')
            ->where('meta.title', $post->title['ro'])
            // The older bodies (blank-line paragraphs, "## " subheadings) are Markdown: headings and paragraphs.
            ->where('post.body_html', \App\Support\Markdown::toHtml($post->body['ro']))
            ->where('post.body_html', fn (string $html): bool => str_contains($html, '<h2>') && str_contains($html, '<p>'))
            ->where('post.tags', fn ($tags) => collect($tags)->pluck('url')->all() === ['/blog?eticheta=economie-de-energie', '/blog?eticheta=televizoare'])
            ->where('post.reading_minutes', $post->readingMinutes())
            ->where('products', fn ($products) => collect($products)->pluck('id')->all() === $productIds)
            ->where('related', fn ($related) => count($related) === 3 && ! in_array($post->slug, collect($related)->pluck('slug')->all(), true))
            ->where('related.0.slug', 'ghid-masina-de-spalat-rufe')
            ->where('breadcrumbs.0', ['name' => 'Blog', 'url' => '/blog'])
            ->where('meta.json_ld.0.@type', 'Article')
            ->where('meta.json_ld.0.headline', $post->title['ro'])
            ->where('meta.json_ld.0.image.0', url('/images/blog/tv-guide.svg'))
            ->where('meta.json_ld.0.datePublished', $post->published_at?->toIso8601String())
            ->where('meta.json_ld.0.mainEntityOfPage.@id', url('/blog/cum-alegi-televizorul-potrivit'))
            ->where('meta.json_ld.0.inLanguage', 'ro')
            ->where('meta.json_ld.1.@type', 'BreadcrumbList')
            ->where('meta.open_graph.0', ['property' => 'og:type', 'content' => 'article'])
            ->etc());
        // The server-rendered head carries the structured data for crawlers.
        $this->assertStringContainsString('"@type":"Article"', (string) $response->getContent());
        $this->assertStringContainsString('>Cum alegeți televizorul potrivit: diagonală, rezoluție și panou - '.config('app.name').'</title>', (string) $response->getContent());

        $this->get('/ru/blog/cum-alegi-televizorul-potrivit')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('post.title', 'Как выбрать телевизор: диагональ, разрешение и тип матрицы')
            ->where('post.category.url', '/ru/blog?categorie=ghiduri-de-cumparare')
            ->where('products.0.url', fn (string $url) => str_starts_with($url, '/ru/produs/'))
            ->where('meta.json_ld.0.inLanguage', 'ru')
            ->etc());
    }

    #[Test]
    public function reading_time_follows_the_longest_translation_and_is_one_figure_in_both_languages(): void
    {
        $long = $this->makePost('lung', now()->subDay()->toDateTimeString(), ['body' => ['ro' => str_repeat('cuvânt ', 401), 'ru' => 'слово']]);
        $russianLonger = $this->makePost('rusa', now()->subDay()->toDateTimeString(), ['body' => ['ro' => 'cuvânt', 'ru' => str_repeat('слово ', 201)]]);

        $this->assertSame(3, $long->readingMinutes());
        $this->assertSame(2, $russianLonger->readingMinutes());

        foreach (['/blog', '/ru/blog'] as $url) {
            $this->get($url)->assertOk()->assertInertia(fn (Assert $page) => $page
                ->where('posts', fn ($posts) => collect($posts)->firstWhere('slug', 'lung')['reading_minutes'] === 3
                    && collect($posts)->firstWhere('slug', 'rusa')['reading_minutes'] === 2)
                ->etc());
        }
    }

    #[Test]
    public function the_number_of_queries_does_not_grow_with_posts_tags_or_products(): void
    {
        $count = function (string $url): int {
            $this->get($url)->assertOk();
            DB::flushQueryLog();
            DB::enableQueryLog();
            $this->get($url)->assertOk();
            $queries = count(DB::getQueryLog());
            DB::disableQueryLog();

            return $queries;
        };
        $indexBefore = $count('/blog');
        $postBefore = $count('/blog/cum-alegi-televizorul-potrivit');

        $tag = BlogTag::query()->create(['slug' => 'extra', 'name' => ['ro' => 'extra', 'ru' => 'экстра']]);
        $post = BlogPost::query()->where('slug', 'cum-alegi-televizorul-potrivit')->firstOrFail();
        $post->tags()->attach($tag);
        $post->products()->attach(Product::query()->whereNotIn('id', $post->products()->pluck('products.id'))->limit(5)->pluck('id')->all());
        foreach (range(1, 5) as $i) {
            $this->makePost("nou-$i", now()->subMinutes($i)->toDateTimeString())->tags()->attach($tag);
        }

        $this->assertSame($indexBefore, $count('/blog'));
        $this->assertSame($postBefore, $count('/blog/cum-alegi-televizorul-potrivit'));
        $this->assertLessThanOrEqual(10, $postBefore);
    }
}
