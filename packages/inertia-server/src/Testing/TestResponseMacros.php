<?php

declare(strict_types=1);

namespace Inertia\Testing;

use Closure;
use Illuminate\Support\Arr;
use Illuminate\Testing\TestResponse;
use Inertia\Support\SessionKey;
use PHPUnit\Framework\Assert as PHPUnit;
use Symfony\Component\HttpFoundation\Response;

/**
 * TestResponse macros (§9): assertInertia, inertiaPage, inertiaProps, assertInertiaFlash, assertInertiaFlashMissing.
 */
final class TestResponseMacros
{
    public static function register(): void
    {
        TestResponse::macro('assertInertia', function (?Closure $callback = null): TestResponse {
            /** @var TestResponse<Response> $this */
            $assert = AssertableInertia::fromTestResponse($this);
            if ($callback !== null) {
                $callback($assert);
            }

            return $this;
        });

        TestResponse::macro('inertiaPage', function (): array {
            /** @var TestResponse<Response> $this */
            return InertiaPage::from($this);
        });

        TestResponse::macro('inertiaProps', function (?string $key = null): mixed {
            /** @var TestResponse<Response> $this */
            return Arr::get(InertiaPage::from($this)['props'], $key);
        });

        TestResponse::macro('assertInertiaFlash', function (string $key, mixed $expected = null): TestResponse {
            /** @var TestResponse<Response> $this */
            $flash = TestResponseMacros::flashData($this);
            PHPUnit::assertTrue(Arr::has($flash, $key), "Inertia flash data is missing [{$key}].");
            if (func_num_args() > 1) {
                PHPUnit::assertEquals($expected, Arr::get($flash, $key), "Unexpected Inertia flash data [{$key}].");
            }

            return $this;
        });

        TestResponse::macro('assertInertiaFlashMissing', function (string $key): TestResponse {
            /** @var TestResponse<Response> $this */
            PHPUnit::assertFalse(Arr::has(TestResponseMacros::flashData($this), $key), "Unexpected Inertia flash data [{$key}].");

            return $this;
        });
    }

    /**
     * The flash data of the response: the page's `flash` when it is a page, else what waits in the session
     * (a redirect after Inertia::flash()).
     *
     * @param  TestResponse<Response>  $response
     * @return array<array-key, mixed>
     */
    public static function flashData(TestResponse $response): array
    {
        $isPage = $response->baseResponse->headers->get('X-Inertia') === 'true'
            || (isset($response->original) && $response->original instanceof \Illuminate\View\View && array_key_exists('page', $response->original->getData()));

        if ($isPage) {
            $flash = InertiaPage::from($response)['flash'] ?? [];
        } else {
            $flash = session(SessionKey::FLASH_DATA, []);
        }

        return is_array($flash) ? $flash : [];
    }
}
