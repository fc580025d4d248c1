<?php

declare(strict_types=1);

namespace Tests\Feature\Staff;

use App\Enums\StaffRole;
use App\Models\User;
use Database\Seeders\DemoStaffSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Hash;
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
        $this->get('/admin')->assertRedirect('/cont/setari/doi-factori');
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
}
