<?php

declare(strict_types=1);

namespace Tests\Feature\Staff;

use App\Enums\StaffRole;
use App\Models\User;
use Database\Seeders\DemoStaffSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Hash;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Tests\TestCase;

/** The demo staff: one account per role with the password the README gives, never in production. */
final class DemoStaffSeederTest extends TestCase
{
    use RefreshDatabase;

    #[Test]
    public function it_creates_one_account_per_role_with_the_readme_passwords(): void
    {
        $this->seed(DemoStaffSeeder::class);
        $this->seed(DemoStaffSeeder::class);

        $this->assertSame(4, User::query()->whereNotNull('role')->count());
        $readme = (string) file_get_contents(base_path('README.md'));
        foreach (DemoStaffSeeder::ACCOUNTS as [$email, , $role, $password]) {
            $user = User::query()->where('email', $email)->firstOrFail();
            $this->assertSame($role, $user->role);
            $this->assertTrue(Hash::check($password, $user->password));
            $this->assertFalse($user->hasTwoFactorEnabled());
            $this->assertStringContainsString("`{$email}`", $readme);
            $this->assertStringContainsString("`{$password}`", $readme);
        }
        $this->assertSame(StaffRole::Owner, User::query()->where('email', 'demo-owner@example.md')->firstOrFail()->role);

        // No two-factor yet: the first visit to the back office sends them to set it up.
        $this->post('/autentificare', ['email' => 'demo-manager@example.md', 'password' => 'demo-manager-2026']);
        $this->assertAuthenticated();
        $this->get('/admin')->assertRedirect('/admin/doi-factori');
    }

    #[Test]
    public function it_refuses_to_run_in_production(): void
    {
        $this->app->detectEnvironment(static fn (): string => 'production');

        try {
            app(DemoStaffSeeder::class)->run();
            $this->fail('The demo staff were created in production.');
        } catch (RuntimeException $exception) {
            $this->assertStringContainsString('never created in production', $exception->getMessage());
        } finally {
            $this->app->detectEnvironment(static fn (): string => 'testing');
        }
        $this->assertSame(0, User::query()->count());
    }

    /** A server set up from a copy of .env.example keeps APP_ENV=local: its real address is what gives it away. */
    #[Test]
    #[DataProvider('serverAddresses')]
    public function it_refuses_a_local_environment_on_a_server_address(string $environment, string $url, bool $allowed): void
    {
        $this->app->detectEnvironment(static fn (): string => $environment);
        config(['app.url' => $url]);

        try {
            // DatabaseSeeder asks the same question before it calls this seeder.
            $this->assertSame($allowed, DemoStaffSeeder::allowedHere());
            app(DemoStaffSeeder::class)->run();
        } catch (RuntimeException $exception) {
            $this->assertFalse($allowed, $exception->getMessage());
        } finally {
            $this->app->detectEnvironment(static fn (): string => 'testing');
        }
        $this->assertSame($allowed, User::query()->where('email', 'demo-owner@example.md')->exists());
    }

    /** @return array<string, array{string, string, bool}> */
    public static function serverAddresses(): array
    {
        return [
            'local on 127.0.0.1' => ['local', 'http://127.0.0.1:8000', true],
            'local on localhost' => ['local', 'http://localhost', true],
            'local on a .test name' => ['local', 'http://shop.test', true],
            'local on a real domain' => ['local', 'https://electroshop.md', false],
            'local on a public address' => ['local', 'http://203.0.113.7', false],
            'local on a name that only starts like localhost' => ['local', 'http://localhost.example.md', false],
            'staging on 127.0.0.1' => ['staging', 'http://127.0.0.1:8000', false],
            'production on 127.0.0.1' => ['production', 'http://127.0.0.1:8000', false],
        ];
    }
}
