<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * nginx's page cache must not lock: nginx cannot know before PHP answers that the answer will not be kept, so with
 * `fastcgi_cache_lock on` every anonymous request for an address whose answer never is (the sign-in page, the search
 * suggestions, /stare) waits for the one before it, polled every 500 ms. Measured with bench/serve.sh behind nginx's
 * cache, 32 connections: the sign-in page 98.6 → 258.3 requests/s and the suggestions 121.7 → 344.7 without it, and
 * no more requests stuck past wrk's 2-second timeout.
 */
final class NginxCacheLockTest extends TestCase
{
    /**
     * @return array<string, array{string}>
     */
    public static function configurations(): array
    {
        return [
            'the deployment' => ['deploy/nginx/shop.conf'],
            'the bench, which serves the deployment\'s page cache' => ['bench/serve.sh'],
        ];
    }

    #[Test]
    #[DataProvider('configurations')]
    public function no_location_locks_the_page_cache(string $file): void
    {
        $text = (string) file_get_contents(base_path($file));
        $this->assertStringContainsString('fastcgi_cache shop_pages;', $text, "$file no longer has the page cache this test is about");

        $directives = array_filter(
            array_map(static fn (string $line): string => trim(explode('#', $line, 2)[0]), explode("\n", $text)),
            static fn (string $line): bool => str_starts_with($line, 'fastcgi_cache_lock'),
        );
        $this->assertSame([], array_values($directives), "$file locks nginx's page cache");
    }
}
