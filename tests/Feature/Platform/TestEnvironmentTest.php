<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The PHP tests run on the configuration the repository pins, not on a developer's .env: with a rate limit tuned
 * there (`RATE_LIMIT_REGISTER=1000`), the registration limit's test used to fail.
 */
final class TestEnvironmentTest extends TestCase
{
    #[Test]
    public function the_tests_read_the_committed_testing_file_and_never_the_developers_env(): void
    {
        $this->assertSame('.env.testing', $this->app->environmentFile());
        $this->assertFileExists($this->app->environmentFilePath());
        $this->assertStringNotContainsString('RATE_LIMIT', (string) file_get_contents($this->app->environmentFilePath()));
        // Whatever .env says, the tests see the default the limits' tests are written against.
        $this->assertSame(10, config('rate_limits.register.attempts'));
    }
}
