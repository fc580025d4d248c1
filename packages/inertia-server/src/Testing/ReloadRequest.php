<?php

declare(strict_types=1);

namespace Inertia\Testing;

use Illuminate\Contracts\Http\Kernel;
use Illuminate\Http\Request;
use Illuminate\Testing\TestResponse;
use Inertia\Support\Header;
use Symfony\Component\HttpFoundation\Response;

/**
 * A partial reload as the test helper makes it: a GET of the page's URL with the partial headers but without
 * `X-Inertia`, so the answer is HTML whose `page` view data holds the filtered page (§9).
 */
final class ReloadRequest
{
    /**
     * @param  list<string>  $only
     * @param  list<string>  $except
     */
    public function __construct(
        private readonly string $url,
        private readonly string $component,
        private readonly ?string $version,
        private readonly array $only = [],
        private readonly array $except = [],
    ) {
    }

    /**
     * @return TestResponse<Response>
     */
    public function send(): TestResponse
    {
        $request = Request::create($this->url, 'GET');
        $request->headers->add($this->headers());

        $kernel = app(Kernel::class);
        $response = $kernel->handle($request);
        $kernel->terminate($request, $response);

        return TestResponse::fromBaseResponse($response, $request);
    }

    /**
     * @return array<string, string>
     */
    private function headers(): array
    {
        $headers = [Header::VERSION => (string) $this->version];

        if ($this->only !== [] || $this->except !== []) {
            $headers[Header::PARTIAL_COMPONENT] = $this->component;
        }
        if ($this->only !== []) {
            $headers[Header::PARTIAL_ONLY] = implode(',', $this->only);
        }
        if ($this->except !== []) {
            $headers[Header::PARTIAL_EXCEPT] = implode(',', $this->except);
        }

        return $headers;
    }
}
