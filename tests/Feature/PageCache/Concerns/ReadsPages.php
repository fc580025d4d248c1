<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache\Concerns;

use App\Http\Middleware\HandleInertiaRequests;
use Illuminate\Testing\TestResponse;
use Symfony\Component\HttpFoundation\Response;

/**
 * Reads a page's props from what was sent (the HTML's page data or the Inertia JSON), since a page served from the
 * cache was never a view the test helpers could inspect.
 */
trait ReadsPages
{
    /**
     * @param  TestResponse<Response>  $response
     * @return array<string, mixed>
     */
    protected function props(TestResponse $response): array
    {
        $content = (string) $response->getContent();
        if ($response->headers->get('X-Inertia') === 'true') {
            $page = json_decode($content, true);
        } else {
            $this->assertSame(1, preg_match('~<script data-page="app" type="application/json"[^>]*>(.*?)</script>~s', $content, $match), 'No page data in the HTML.');
            $page = json_decode($match[1], true);
        }
        $this->assertIsArray($page);
        $this->assertIsArray($page['props']);

        return $page['props'];
    }

    /** @return array<string, string> */
    protected function inertiaHeaders(): array
    {
        return ['X-Inertia' => 'true', 'X-Inertia-Version' => (string) app(HandleInertiaRequests::class)->version(request())];
    }

    /** @param  TestResponse<Response>  $response */
    protected function assertPublic(TestResponse $response): void
    {
        $response->assertOk();
        $this->assertSame([], $response->headers->getCookies(), 'A public page sets no cookie.');
        $this->assertSame('max-age=0, public, s-maxage=60, stale-while-revalidate=30', $response->headers->get('Cache-Control'));
        $this->assertMatchesRegularExpression('/^"[0-9a-f]{32}"$/', (string) $response->headers->get('ETag'));
    }

    /** @param  TestResponse<Response>  $response */
    protected function assertPrivate(TestResponse $response): void
    {
        $cacheControl = (string) $response->headers->get('Cache-Control');
        $this->assertStringContainsString('private', $cacheControl);
        $this->assertStringNotContainsString('public', $cacheControl);
        $this->assertStringNotContainsString('s-maxage', $cacheControl);
        $this->assertNotSame('HIT', $response->headers->get('X-Page-Cache'));
    }
}
