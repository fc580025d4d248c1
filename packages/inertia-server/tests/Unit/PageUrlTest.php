<?php

declare(strict_types=1);

namespace Inertia\Tests\Unit;

use Illuminate\Http\Request;
use Inertia\Support\PageUrl;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;

final class PageUrlTest extends TestCase
{
    /**
     * @return iterable<string, array{string, array<string, string>, string}>
     */
    public static function urls(): iterable
    {
        yield 'root' => ['http://shop.test/', [], '/'];
        yield 'path' => ['http://shop.test/catalog', [], '/catalog'];
        yield 'no host in the result' => ['https://shop.test:8443/catalog?page=2', [], '/catalog?page=2'];
        yield 'trailing slash kept' => ['http://shop.test/catalog/', [], '/catalog/'];
        yield 'trailing slash before the query' => ['http://shop.test/catalog/?page=2', [], '/catalog/?page=2'];
        yield 'query normalised like fullUrl()' => ['http://shop.test/search?q=tv&a[]=1', [], '/search?a%5B0%5D=1&q=tv'];
        yield 'encoded path kept' => ['http://shop.test/ru/%D0%BA', [], '/ru/%D0%BA'];
        yield 'base path of an app in a subfolder' => [
            'http://shop.test/shop/catalog?page=2',
            ['SCRIPT_NAME' => '/shop/index.php', 'SCRIPT_FILENAME' => '/var/www/shop/index.php'],
            '/shop/catalog?page=2',
        ];
    }

    /**
     * @param  array<string, string>  $server
     */
    #[DataProvider('urls')]
    public function test_the_page_url_is_path_and_query_without_the_host(string $uri, array $server, string $expected): void
    {
        $this->assertSame($expected, PageUrl::fromRequest(Request::create($uri, 'GET', server: $server)));
    }
}
