<?php

declare(strict_types=1);

namespace Tests\Feature\Seo;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Seo\SitemapFiles;
use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\Page;
use App\Models\Product;
use App\Models\Promotion;
use App\Queries\About\AboutPage;
use Database\Seeders\DatabaseSeeder;
use DOMDocument;
use DOMElement;
use DOMXPath;
use Illuminate\Console\Scheduling\Event;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Console\Output\BufferedOutput;
use Symfony\Component\Console\Output\OutputInterface;
use Tests\TestCase;

final class SitemapTest extends TestCase
{
    private const BASE = 'https://www.electroshop.md';

    private string $directory;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->directory = sys_get_temp_dir().'/sitemap-test-'.bin2hex(random_bytes(6));
        config()->set('filesystems.disks.sitemap.root', $this->directory);
        Storage::forgetDisk('sitemap');
        config()->set('seo.sitemap.chunk_size', 50);
        config()->set('app.url', self::BASE);
    }

    protected function tearDown(): void
    {
        File::deleteDirectory($this->directory);
        parent::tearDown();
    }

    #[Test]
    public function the_index_lists_files_of_at_most_the_chunk_size_and_every_page_is_listed_once_per_language(): void
    {
        $this->artisan('sitemap:generate')->assertSuccessful();

        $index = $this->xml('sitemap.xml');
        $this->assertSame('sitemapindex', $index->documentElement?->localName);
        $locs = $this->texts($index, '//s:sitemap/s:loc');
        $activeProducts = Product::query()->where('is_active', true)->count();
        // Two URLs (ro, ru) per product, 50 per file: 25 products per file.
        $this->assertCount((int) ceil($activeProducts / 25), array_filter($locs, static fn (string $loc): bool => str_contains($loc, '/sitemaps/products-')));
        foreach (['pages', 'categories', 'brands', 'promotions', 'blog', 'products'] as $section) {
            $this->assertContains(self::BASE."/sitemaps/$section-1.xml", $locs);
        }
        foreach ($this->texts($index, '//s:sitemap/s:lastmod') as $lastmod) {
            $this->assertMatchesRegularExpression('/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/', $lastmod);
        }

        $productUrls = [];
        foreach ($locs as $loc) {
            $file = basename($loc);
            $chunk = $this->xml($file);
            $urls = self::xpath($chunk)->query('//s:url') ?: [];
            $this->assertLessThanOrEqual(50, count($urls), $file);
            $this->assertGreaterThan(0, count($urls), $file);
            if (str_starts_with($file, 'products-')) {
                $productUrls = [...$productUrls, ...$this->texts($chunk, '//s:url/s:loc')];
            }
        }
        $this->assertCount($activeProducts * 2, $productUrls);
        $this->assertCount($activeProducts * 2, array_unique($productUrls));
    }

    #[Test]
    public function each_url_carries_its_alternates_in_both_languages_and_its_last_change(): void
    {
        /** @var Product $product */
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        DB::table('products')->where('id', $product->id)->update(['updated_at' => '2026-10-05 08:09:10']);

        $this->artisan('sitemap:generate')->assertSuccessful();

        $ro = self::BASE.'/produs/'.$product->slug;
        $ru = self::BASE.'/ru/produs/'.$product->slug;
        [$file, $chunk] = $this->fileWith('products-', $ro);
        $xpath = self::xpath($chunk);
        foreach ([$ro, $ru] as $loc) {
            $url = $xpath->query("//s:url[s:loc = '$loc']")?->item(0);
            $this->assertInstanceOf(DOMElement::class, $url, "$loc in $file");
            $this->assertSame('2026-10-05T08:09:10+00:00', $xpath->evaluate('string(s:lastmod)', $url));
            $alternates = [];
            foreach ($xpath->query('x:link', $url) ?: [] as $link) {
                $this->assertInstanceOf(DOMElement::class, $link);
                $this->assertSame('alternate', $link->getAttribute('rel'));
                $alternates[$link->getAttribute('hreflang')] = $link->getAttribute('href');
            }
            $this->assertSame(['ro' => $ro, 'ru' => $ru, 'x-default' => $ro], $alternates);
        }
    }

    #[Test]
    public function hidden_products_unpublished_posts_and_promotions_not_running_are_left_out(): void
    {
        /** @var Product $hidden */
        $hidden = Product::query()->orderBy('id')->firstOrFail();
        $hidden->forceFill(['is_active' => false])->save();
        $category = BlogCategory::query()->value('id');
        $post = static fn (string $slug, ?string $published): BlogPost => BlogPost::query()->create([
            'slug' => $slug, 'blog_category_id' => $category, 'title' => ['ro' => 'T', 'ru' => 'Т'],
            'excerpt' => ['ro' => 'R', 'ru' => 'К'], 'body' => ['ro' => 'B', 'ru' => 'Б'], 'cover' => null, 'published_at' => $published,
        ]);
        $post('ciorna-nepublicata', null);
        $post('programat-pe-maine', now()->addDay()->toDateTimeString());
        $post('publicat-ieri', now()->subDay()->toDateTimeString());
        $promotion = static fn (string $slug, array $fields): Promotion => Promotion::query()->create([
            'slug' => $slug, 'title' => ['ro' => 'P', 'ru' => 'П'], 'summary' => ['ro' => '', 'ru' => ''],
            'description' => ['ro' => '', 'ru' => ''], 'terms' => ['ro' => '', 'ru' => ''], 'banner' => null, 'sort' => 0,
            'starts_at' => now()->subWeek(), 'ends_at' => null, 'is_published' => true, ...$fields,
        ]);
        $promotion('promotie-activa', []);
        $promotion('promotie-incheiata', ['ends_at' => now()->subDay()]);
        $promotion('promotie-viitoare', ['starts_at' => now()->addDay()]);
        $promotion('promotie-nepublicata', ['is_published' => false]);
        Page::query()->create(['slug' => 'program-de-fidelitate', 'title' => ['ro' => 'Fidelitate', 'ru' => 'Лояльность'], 'intro' => ['ro' => '', 'ru' => ''], 'sections' => [], 'figures' => [], 'body' => ['ro' => 'Text', 'ru' => 'Текст']]);

        $this->artisan('sitemap:generate')->assertSuccessful();
        $all = $this->allLocs();

        $this->assertNotContains(self::BASE.'/produs/'.$hidden->slug, $all);
        $this->assertContains(self::BASE.'/blog/publicat-ieri', $all);
        $this->assertNotContains(self::BASE.'/blog/ciorna-nepublicata', $all);
        $this->assertNotContains(self::BASE.'/blog/programat-pe-maine', $all);
        $this->assertContains(self::BASE.'/promotii/promotie-activa', $all);
        $this->assertContains(self::BASE.'/ru/promotii/promotie-activa', $all);
        foreach (['promotie-incheiata', 'promotie-viitoare', 'promotie-nepublicata'] as $slug) {
            $this->assertNotContains(self::BASE."/promotii/$slug", $all);
        }
        $this->assertContains(self::BASE.'/pagina/program-de-fidelitate', $all);
        // The legal pages come with the migrations, so every shop's sitemap lists them.
        $this->assertContains(self::BASE.'/pagina/confidentialitate', $all);
        $this->assertContains(self::BASE.'/ru/pagina/confidentialitate', $all);
        $open = DB::table('vacancies')->where('is_open', true)->value('slug');
        $closed = DB::table('vacancies')->where('is_open', false)->value('slug');
        $this->assertIsString($open);
        $this->assertIsString($closed);
        $this->assertContains(self::BASE."/cariera/$open", $all);
        $this->assertNotContains(self::BASE."/cariera/$closed", $all);
        // The about page has its own address; /pagina/despre-companie only redirects there.
        $this->assertNotContains(self::BASE.'/pagina/despre-companie', $all);
        $this->assertContains(self::BASE.'/despre-companie', $all);
        foreach (['/', '/ru', '/catalog', '/contacte/magazine', '/blog', '/credit', '/cariera', '/branduri', '/promotii'] as $path) {
            $this->assertContains(self::BASE.$path, $all);
        }
    }

    #[Test]
    public function categories_of_every_level_are_listed_under_their_parents(): void
    {
        $this->artisan('sitemap:generate')->assertSuccessful();
        $all = $this->allLocs();

        $leaf = DB::table('categories as c')->join('categories as p', 'p.id', '=', 'c.parent_id')->join('categories as r', 'r.id', '=', 'p.parent_id')
            ->where('c.depth', 2)->select(['r.slug as root', 'p.slug as sub', 'c.slug as leaf'])->first();
        $this->assertNotNull($leaf);
        $this->assertContains(self::BASE."/categorie-produs/{$leaf->root}", $all);
        $this->assertContains(self::BASE."/categorie-produs/{$leaf->root}/{$leaf->sub}", $all);
        $this->assertContains(self::BASE."/ru/categorie-produs/{$leaf->root}/{$leaf->sub}/{$leaf->leaf}", $all);
        $categoryPages = array_filter($all, static fn (string $loc): bool => str_contains($loc, '/categorie-produs/') && ! str_ends_with($loc, '/reduceri'));
        $this->assertCount(DB::table('categories')->count() * 2, $categoryPages);
        // A listed category page answers (on the test client's host).
        config()->set('app.url', 'http://localhost');
        $this->get("/categorie-produs/{$leaf->root}/{$leaf->sub}/{$leaf->leaf}")->assertOk();
    }

    #[Test]
    public function a_change_marks_the_sitemap_stale_and_only_then_does_the_scheduled_run_rebuild_it(): void
    {
        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('Sitemap:')->assertSuccessful();
        $first = 'releases/'.SitemapFiles::current();

        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('up to date')->assertSuccessful();
        $this->assertSame($first, 'releases/'.SitemapFiles::current());

        // A catalogue write (every one ends with CatalogCache::flush()) brings the product back in.
        /** @var Product $product */
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        DB::table('products')->where('id', $product->id)->update(['is_active' => false]);
        CatalogCache::flush();
        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('Sitemap:')->assertSuccessful();
        $second = 'releases/'.SitemapFiles::current();
        $this->assertNotSame($first, $second);
        $this->assertNotContains(self::BASE.'/produs/'.$product->slug, $this->allLocs());
        // The previous files stay for readers in the middle of a download; older ones are removed.
        $this->assertDirectoryExists($this->directory.'/'.$first);

        // Content writes count too, however they are made.
        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('up to date');
        // A published post (a draft is in no sitemap); by id, as a database server returns rows in no set order.
        BlogPost::scopePublished(BlogPost::query())->orderBy('id')->firstOrFail()->forceFill(['slug' => 'adresa-noua-a-articolului'])->save();
        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('Sitemap:')->assertSuccessful();
        $this->assertContains(self::BASE.'/blog/adresa-noua-a-articolului', $this->allLocs());
        $this->assertDirectoryDoesNotExist($this->directory.'/'.$first);
        $this->assertCount(2, File::directories($this->directory.'/releases'));
    }

    #[Test]
    public function a_bulk_content_write_marks_it_stale_and_a_rolled_back_one_does_not(): void
    {
        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('Sitemap:')->assertSuccessful();
        $vacancy = DB::table('vacancies')->where('is_open', true)->orderBy('id')->value('slug');
        $this->assertIsString($vacancy);
        $this->assertContains(self::BASE.'/cariera/'.$vacancy, $this->allLocs());

        try {
            DB::transaction(static function (): void {
                DB::table('vacancies')->update(['is_open' => false]);
                throw new \RuntimeException('abandoned');
            });
        } catch (\RuntimeException) {
        }
        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('up to date')->assertSuccessful();

        // No model, no action: a console session closing a vacancy, a page's address changed by a script.
        DB::table('vacancies')->where('slug', $vacancy)->update(['is_open' => false]);
        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('Sitemap:')->assertSuccessful();
        $this->assertNotContains(self::BASE.'/cariera/'.$vacancy, $this->allLocs());
        $this->assertNotContains(self::BASE.'/ru/cariere/'.$vacancy, $this->allLocs());

        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('up to date');
        $page = (string) DB::table('pages')->where('slug', '!=', AboutPage::SLUG)->orderBy('id')->value('slug');
        DB::table('pages')->where('slug', $page)->update(['slug' => 'adresa-noua-a-paginii']);
        $this->artisan('sitemap:generate --if-stale')->expectsOutputToContain('Sitemap:')->assertSuccessful();
        $this->assertNotContains(self::BASE.'/pagina/'.$page, $this->allLocs());
        $this->assertContains(self::BASE.'/pagina/adresa-noua-a-paginii', $this->allLocs());
    }

    #[Test]
    public function the_files_are_served_with_their_type_and_validators_and_without_a_session(): void
    {
        // The shop answers only on its own host: the test client's.
        config()->set('app.url', 'http://localhost');
        $this->get('/sitemap.xml')->assertNotFound();
        $this->get('/sitemaps/products-1.xml')->assertNotFound();

        $this->artisan('sitemap:generate')->assertSuccessful();

        $index = $this->get('/sitemap.xml')->assertOk()
            ->assertHeader('Content-Type', 'application/xml; charset=UTF-8')
            ->assertHeader('Last-Modified')
            ->assertHeader('ETag')
            ->assertHeaderMissing('Set-Cookie');
        $this->assertSame(File::get($this->directory.'/releases/'.SitemapFiles::current().'/sitemap.xml'), $index->streamedContent());
        $this->assertStringContainsString('<sitemapindex', $index->streamedContent());

        $this->get('/sitemap.xml', ['If-None-Match' => (string) $index->headers->get('ETag')])->assertStatus(304);
        $this->get('/sitemaps/products-1.xml')->assertOk()->assertHeader('Content-Type', 'application/xml; charset=UTF-8')
            ->assertHeaderMissing('Set-Cookie');
        $this->get('/ru/sitemap.xml')->assertNotFound();
        $this->get('/sitemaps/products-999.xml')->assertNotFound();
        $this->get('/sitemaps/Products-1.xml')->assertNotFound();
        $this->get('/sitemaps/..%2Fcurrent%2Fsitemap.xml')->assertNotFound();
    }

    #[Test]
    public function a_run_that_fails_leaves_the_published_sitemap_and_nothing_of_its_own_behind(): void
    {
        $this->artisan('sitemap:generate')->assertSuccessful();
        $published = SitemapFiles::current();
        $this->assertDirectoryDoesNotExist(sys_get_temp_dir().'/sitemap-'.$published, 'the scratch folder is removed');
        $scratch = glob(sys_get_temp_dir().'/sitemap-*') ?: [];

        // The disk refuses the run's third file: the files already copied are removed with their release.
        $disk = Storage::disk('sitemap');
        assert($disk instanceof FilesystemAdapter);
        Storage::set('sitemap', new class($disk->getDriver(), $disk->getAdapter(), $disk->getConfig()) extends FilesystemAdapter
        {
            private int $writes = 0;

            public function writeStream($path, $resource, array $options = [])
            {
                if (++$this->writes === 3) {
                    throw new \RuntimeException('The disk is full.');
                }

                return parent::writeStream($path, $resource, $options);
            }
        });
        $this->travel(2)->seconds();
        $this->expectException(\RuntimeException::class);
        try {
            $this->artisan('sitemap:generate');
        } finally {
            $this->assertSame($published, SitemapFiles::current());
            $this->assertSame(['releases/'.$published], Storage::disk('sitemap')->directories('releases'));
            $this->assertSame($scratch, glob(sys_get_temp_dir().'/sitemap-*') ?: []);
            config()->set('app.url', 'http://localhost');
            $this->get('/sitemap.xml')->assertOk();
        }
    }

    #[Test]
    public function the_progress_bar_shows_on_a_terminal_only(): void
    {
        $plain = new BufferedOutput(OutputInterface::VERBOSITY_NORMAL, decorated: false);
        $this->assertSame(0, Artisan::call('sitemap:generate', [], $plain));
        $text = $plain->fetch();
        $this->assertStringContainsString('Sitemap:', $text);
        $this->assertStringNotContainsString('%', $text);
        $this->assertStringNotContainsString('[', $text);

        $terminal = new BufferedOutput(OutputInterface::VERBOSITY_NORMAL, decorated: true);
        $this->assertSame(0, Artisan::call('sitemap:generate', [], $terminal));
        $this->assertStringContainsString('100%', $terminal->fetch());
    }

    #[Test]
    public function the_scheduler_rebuilds_after_changes_within_minutes_and_in_full_daily(): void
    {
        $events = collect(app(Schedule::class)->events())->filter(fn (Event $event): bool => str_contains((string) $event->command, 'sitemap:generate'));

        $this->assertSame(['*/5 * * * *'], $events->filter(fn (Event $event): bool => str_contains((string) $event->command, '--if-stale'))->pluck('expression')->values()->all());
        $daily = $events->reject(fn (Event $event): bool => str_contains((string) $event->command, '--if-stale'));
        $this->assertCount(1, $daily);
        $this->assertMatchesRegularExpression('/^\d+ \d+ \* \* \*$/', (string) $daily->first()?->expression);
    }

    private static function xpath(DOMDocument $document): DOMXPath
    {
        $xpath = new DOMXPath($document);
        $xpath->registerNamespace('s', 'http://www.sitemaps.org/schemas/sitemap/0.9');
        $xpath->registerNamespace('x', 'http://www.w3.org/1999/xhtml');

        return $xpath;
    }

    private function xml(string $file): DOMDocument
    {
        $path = $this->directory.'/releases/'.SitemapFiles::current().'/'.$file;
        $this->assertFileExists($path);
        $document = new DOMDocument;
        $this->assertTrue($document->load($path, LIBXML_NONET), "$file is well-formed XML");
        $this->assertSame('http://www.sitemaps.org/schemas/sitemap/0.9', $document->documentElement?->namespaceURI);

        return $document;
    }

    /**
     * @return list<string>
     */
    private function texts(DOMDocument $document, string $query): array
    {
        $xpath = self::xpath($document);
        $texts = [];
        foreach ($xpath->query($query) ?: [] as $node) {
            $texts[] = (string) $node->textContent;
        }

        return $texts;
    }

    /**
     * @return list<string>
     */
    private function allLocs(): array
    {
        $all = [];
        foreach ($this->texts($this->xml('sitemap.xml'), '//s:sitemap/s:loc') as $loc) {
            $all = [...$all, ...$this->texts($this->xml(basename($loc)), '//s:url/s:loc')];
        }

        return $all;
    }

    /**
     * @return array{0: string, 1: DOMDocument}
     */
    private function fileWith(string $prefix, string $loc): array
    {
        foreach ($this->texts($this->xml('sitemap.xml'), '//s:sitemap/s:loc') as $file) {
            $name = basename($file);
            if (str_starts_with($name, $prefix) && in_array($loc, $this->texts($this->xml($name), '//s:url/s:loc'), true)) {
                return [$name, $this->xml($name)];
            }
        }
        $this->fail("$loc is in no $prefix file");
    }
}
