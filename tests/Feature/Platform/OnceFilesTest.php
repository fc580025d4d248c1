<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Infrastructure\Inertia\OnceFileValue;
use App\Models\Category;
use ArrayObject;
use Illuminate\Testing\TestResponse;
use Inertia\Ssr\Gateway;
use Inertia\Ssr\Response as SsrResponse;
use Inertia\Support\PageJson;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The translations and the category tree travel once: an Inertia visit leaves them out when the client says it holds
 * them (X-Inertia-Except-Once-Props), and a full page load names a file for each instead of carrying them in the HTML
 * (App\Infrastructure\Inertia\OnceFiles), a file addressed by its content and cached a year.
 */
final class OnceFilesTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Category::query()->create(['depth' => 0, 'slug' => 'televizoare', 'name' => ['ro' => 'Televizoare', 'ru' => 'Телевизоры'], 'sort' => 1]);
    }

    #[Test]
    public function an_inertia_visit_leaves_out_the_once_props_the_client_holds_and_still_names_them(): void
    {
        $full = $this->inertia('/', []);
        $this->assertArrayHasKey('translations', $full['props']);
        $this->assertSame('Televizoare', $full['props']['catalog'][0]['name']);
        $this->assertSame(['prop' => 'translations', 'expiresAt' => null], $full['onceProps']['translations.ro']);
        $this->assertSame(['prop' => 'catalog', 'expiresAt' => null], $full['onceProps']['catalog.ro']);

        $held = $this->inertia('/', ['X-Inertia-Except-Once-Props' => 'translations.ro,catalog.ro']);
        $this->assertArrayNotHasKey('translations', $held['props']);
        $this->assertArrayNotHasKey('catalog', $held['props']);
        // Still listed, so the client keeps its copies for the new page.
        $this->assertSame(['translations.ro', 'catalog.ro'], array_keys($held['onceProps']));
        $this->assertLessThan(strlen((string) json_encode($full)) - 10_000, strlen((string) json_encode($held)));

        // Another language's are not the ones the client holds.
        $russian = $this->inertia('/ru', ['X-Inertia-Except-Once-Props' => 'translations.ro,catalog.ro']);
        $this->assertSame('Телевизоры', $russian['props']['catalog'][0]['name']);
        $this->assertArrayHasKey('translations', $russian['props']);
    }

    #[Test]
    public function a_full_page_names_a_file_for_each_instead_of_carrying_them(): void
    {
        $response = $this->get('/')->assertOk();
        $page = $this->embeddedPage($response);

        $this->assertArrayNotHasKey('translations', $page['props']);
        $this->assertArrayNotHasKey('catalog', $page['props']);
        $this->assertArrayHasKey('onceProps', $page);
        $this->assertMatchesRegularExpression('~^/page-data/translations\.ro\.[0-9a-f]{16}\.json$~', $page['onceFiles']['translations']);
        $this->assertMatchesRegularExpression('~^/page-data/catalog\.ro\.[0-9a-f]{16}\.json$~', $page['onceFiles']['catalog']);
        $html = (string) $response->getContent();
        foreach ($page['onceFiles'] as $file) {
            $this->assertStringContainsString('<link rel="preload" href="'.$file.'" as="fetch" type="application/json" crossorigin="anonymous">', $html);
        }
        // Without a server-side renderer nothing needs their values on a first visit: they are not even worked out.
        foreach (['translations', 'catalog'] as $prop) {
            $value = $response->viewData('page')['props'][$prop];
            $this->assertInstanceOf(OnceFileValue::class, $value);
            $this->assertFalse($value->isResolved(), $prop);
        }

        // The files hold exactly what an Inertia visit carries, for everybody, kept a year, without a cookie.
        $visit = $this->inertia('/', []);
        $this->flushSession();
        $translations = $this->call('GET', $page['onceFiles']['translations'], [], [], [], ['HTTP_ACCEPT' => 'application/json']);
        $translations->assertOk();
        $translations->assertHeader('Cache-Control', 'immutable, max-age=31536000, public');
        $this->assertStringStartsWith('application/json', (string) $translations->headers->get('Content-Type'));
        $this->assertSame([], $translations->headers->getCookies());
        $this->assertSame($visit['props']['translations'], $translations->json());
        $catalog = $this->get($page['onceFiles']['catalog'])->assertOk();
        $this->assertSame($visit['props']['catalog'], $catalog->json());

        $russian = $this->embeddedPage($this->get('/ru')->assertOk());
        $this->assertStringStartsWith('/page-data/translations.ru.', $russian['onceFiles']['translations']);
        $this->assertSame('Телевизоры', $this->get($russian['onceFiles']['catalog'])->json('0.name'));
    }

    #[Test]
    public function the_server_side_renderer_gets_the_whole_page_and_the_html_the_same_addresses(): void
    {
        $linked = $this->embeddedPage($this->get('/')->assertOk())['onceFiles'];
        /** @var ArrayObject<int, array<string, mixed>> $rendered */
        $rendered = new ArrayObject;
        $this->app->instance(Gateway::class, new class($rendered) implements Gateway
        {
            /** @param  ArrayObject<int, array<string, mixed>>  $pages */
            public function __construct(private readonly ArrayObject $pages)
            {
            }

            public function dispatch(array $page): ?SsrResponse
            {
                // What the real gateway sends to the Node server: the page as JSON.
                $this->pages->append(json_decode(PageJson::encodeAscii($page), true, flags: JSON_THROW_ON_ERROR));

                // As the Node server answers: its own copy of the page, which the root view replaces by the embedded one.
                return new SsrResponse('', '<script data-page="app" type="application/json">{}</script><div id="app" data-server-rendered="true"></div>');
            }
        });
        config(['inertia.ssr.enabled' => true]);

        $response = $this->get('/')->assertOk();

        $this->assertCount(1, $rendered);
        $this->assertSame('Televizoare', $rendered[0]['props']['catalog'][0]['name']);
        $this->assertSame($this->inertia('/', [])['props']['translations'], $rendered[0]['props']['translations']);
        $this->assertSame($linked, $this->embeddedPage($response)['onceFiles']);
    }

    #[Test]
    public function a_change_gets_a_new_address_and_the_old_one_is_gone(): void
    {
        $before = $this->embeddedPage($this->get('/'))['onceFiles']['catalog'];
        Category::query()->firstOrFail()->update(['name' => ['ro' => 'Televizoare noi', 'ru' => 'Телевизоры']]);
        $after = $this->embeddedPage($this->get('/'))['onceFiles']['catalog'];

        $this->assertNotSame($before, $after);
        $this->assertSame('Televizoare noi', $this->get($after)->assertOk()->json('0.name'));
        $gone = $this->get($before)->assertNotFound();
        $gone->assertHeader('Cache-Control', 'no-store, private');
    }

    #[Test]
    public function other_keys_and_malformed_addresses_are_refused(): void
    {
        $hash = str_repeat('a', 16);
        $this->get("/page-data/admin-translations.ro.{$hash}.json")->assertNotFound();
        $this->get("/page-data/translations.de.{$hash}.json")->assertNotFound();
        $this->get('/page-data/translations.ro.XYZ.json')->assertNotFound();
        $this->get('/page-data/translations.ro.'.str_repeat('0', 16).'.json')->assertNotFound();
    }

    #[Test]
    public function the_files_are_rate_limited_per_address(): void
    {
        config(['rate_limits.page-data.attempts' => 2]);
        $file = $this->embeddedPage($this->get('/'))['onceFiles']['translations'];

        $this->get($file)->assertOk();
        $this->get($file)->assertOk();
        $this->get($file)->assertStatus(429)->assertHeader('Retry-After');
    }

    /**
     * @param  array<string, string>  $headers
     * @return array<string, mixed>
     */
    private function inertia(string $uri, array $headers): array
    {
        $manifest = public_path('build/manifest.json');
        $version = is_file($manifest) ? (string) hash_file('xxh128', $manifest) : '';
        $response = $this->get($uri, ['X-Inertia' => 'true', 'X-Inertia-Version' => $version, 'X-Requested-With' => 'XMLHttpRequest', ...$headers]);
        $response->assertOk()->assertHeader('X-Inertia', 'true');

        /** @var array<string, mixed> */
        return $response->json();
    }

    /**
     * @return array<string, mixed>
     */
    private function embeddedPage(TestResponse $response): array
    {
        $this->assertSame(1, preg_match('~<script data-page="app" type="application/json"[^>]*>(.*?)</script>~s', (string) $response->getContent(), $match));

        /** @var array<string, mixed> */
        return json_decode($match[1], true, flags: JSON_THROW_ON_ERROR);
    }
}
