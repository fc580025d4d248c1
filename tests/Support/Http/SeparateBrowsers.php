<?php

declare(strict_types=1);

namespace Tests\Support\Http;

use Illuminate\Testing\TestResponse;

/**
 * Requests from several browsers in one test: each keeps its own cookies, and nothing of the previous request stays
 * in memory (the test runs every request in one application, where a real server starts afresh).
 */
trait SeparateBrowsers
{
    /**
     * One request from the browser whose cookies these are; the cookies it sets are kept in them.
     *
     * @param  array<string, string>  $cookies
     * @param  array<string, mixed>  $data
     */
    protected function visit(array &$cookies, string $method, string $uri, array $data = []): TestResponse
    {
        $this->app['auth']->forgetGuards();
        $this->app['session']->forgetDrivers();
        $this->app->forgetInstance('session.store');
        $this->defaultCookies = $cookies;

        $response = $this->call($method, $uri, $data, $cookies);
        foreach ($response->headers->getCookies() as $cookie) {
            $cookies[$cookie->getName()] = (string) $response->getCookie($cookie->getName(), false)?->getValue();
        }

        return $response;
    }
}
