<?php

declare(strict_types=1);

namespace Inertia\Testing;

use Illuminate\Testing\TestResponse;
use Inertia\Support\Header;
use Inertia\Support\PageJson;
use PHPUnit\Framework\Assert as PHPUnit;
use Symfony\Component\HttpFoundation\Response;

/**
 * Reads the page object from a test response: the JSON of an Inertia visit, or the `page` view data of an
 * HTML response (which is what ReloadRequest gets, §9).
 */
final class InertiaPage
{
    /**
     * @param  TestResponse<Response>  $response
     * @return array{component: string, props: array<array-key, mixed>, url: string, version: string|null, flash?: mixed, deferredProps?: mixed}
     */
    public static function from(TestResponse $response): array
    {
        if ($response->baseResponse->headers->get(Header::INERTIA) === 'true') {
            $page = $response->json();
        } else {
            $response->assertViewHas('page');
            $page = $response->viewData('page');
        }

        PHPUnit::assertIsArray($page, 'Not a valid Inertia response.');

        /** @var array<string, mixed> $page */
        $page = json_decode(PageJson::encode($page), true, 512, JSON_THROW_ON_ERROR);

        foreach (['component', 'props', 'url', 'version'] as $key) {
            PHPUnit::assertArrayHasKey($key, $page, 'Not a valid Inertia response.');
        }
        PHPUnit::assertIsString($page['component'], 'Not a valid Inertia response.');
        PHPUnit::assertIsArray($page['props'], 'Not a valid Inertia response.');
        PHPUnit::assertIsString($page['url'], 'Not a valid Inertia response.');

        $version = $page['version'];
        PHPUnit::assertTrue($version === null || is_string($version), 'Not a valid Inertia response.');

        /** @var array{component: string, props: array<array-key, mixed>, url: string, version: string|null, flash?: mixed, deferredProps?: mixed} $page */
        return $page;
    }
}
