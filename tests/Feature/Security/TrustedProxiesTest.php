<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class TrustedProxiesTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        config()->set('rate_limits.api.attempts', 1);
    }

    private function fromProxy(string $forwardedFor, string $proxy = '10.0.0.5'): int
    {
        return $this->withServerVariables(['REMOTE_ADDR' => $proxy])
            ->withHeader('X-Forwarded-For', $forwardedFor)
            ->getJson('/api/shop/get-stores')
            ->getStatusCode();
    }

    #[Test]
    public function without_the_setting_x_forwarded_for_is_ignored_and_limits_count_per_connecting_address(): void
    {
        $this->assertNull(config('trustedproxy.proxies'));

        $this->assertSame(200, $this->fromProxy('203.0.113.1'));
        // A new made-up address does not buy a new count.
        $this->assertSame(429, $this->fromProxy('203.0.113.2'));
    }

    #[Test]
    public function behind_a_trusted_proxy_each_real_client_has_its_own_count(): void
    {
        config()->set('trustedproxy.proxies', ['10.0.0.0/24']);

        $this->assertSame(200, $this->fromProxy('203.0.113.1'));
        $this->assertSame(200, $this->fromProxy('203.0.113.2'));
        $this->assertSame(429, $this->fromProxy('203.0.113.1', '10.0.0.6'));
        // Only the proxy's word counts: the same header from elsewhere is ignored.
        $this->assertSame(200, $this->fromProxy('203.0.113.9', '198.51.100.7'));
        $this->assertSame(429, $this->fromProxy('203.0.113.8', '198.51.100.7'));
    }

    #[Test]
    public function a_star_trusts_whichever_proxy_connects(): void
    {
        config()->set('trustedproxy.proxies', '*');

        $this->assertSame(200, $this->fromProxy('203.0.113.1', '192.0.2.1'));
        $this->assertSame(200, $this->fromProxy('203.0.113.2', '192.0.2.1'));
        $this->assertSame(429, $this->fromProxy('203.0.113.2', '192.0.2.2'));
    }

    /**
     * @return array<string, array{string|null, list<string>|string|null}>
     */
    public static function settings(): array
    {
        return [
            'unset' => [null, null],
            'empty' => ['', null],
            'star' => ['*', '*'],
            'list' => [' 10.0.0.1, 192.168.0.0/16 ,', ['10.0.0.1', '192.168.0.0/16']],
        ];
    }

    /**
     * @param  list<string>|string|null  $expected
     */
    #[Test]
    #[DataProvider('settings')]
    public function the_setting_is_read_from_trusted_proxies(?string $value, array|string|null $expected): void
    {
        $before = $_SERVER['TRUSTED_PROXIES'] ?? null;
        if ($value === null) {
            unset($_SERVER['TRUSTED_PROXIES']);
        } else {
            $_SERVER['TRUSTED_PROXIES'] = $value;
        }

        try {
            $config = require base_path('config/trustedproxy.php');
        } finally {
            if ($before === null) {
                unset($_SERVER['TRUSTED_PROXIES']);
            } else {
                $_SERVER['TRUSTED_PROXIES'] = $before;
            }
        }

        $this->assertSame(['proxies' => $expected], $config);
    }
}
