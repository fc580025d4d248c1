<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Enums\StaffRole;
use App\Models\User;
use Illuminate\Database\Seeder;
use RuntimeException;

/**
 * One staff account per role with a known password, for trying the back office locally (the README lists them).
 * Without two-factor: at the first sign-in to /admin each is sent to set it up. Known passwords would be a way in on
 * any server, so it runs only where the environment says `local` (or `testing`) explicitly AND APP_URL names this
 * machine (allowedHere()): a server set up from a copy of .env.example with a real address gets none. The first real
 * owner is made with `php artisan shop:staff`.
 */
final class DemoStaffSeeder extends Seeder
{
    /** e-mail, name, role, password */
    public const ACCOUNTS = [
        ['demo-owner@example.md', 'Ana Proprietar', StaffRole::Owner, 'demo-owner-2026'],
        ['demo-manager@example.md', 'Ion Manager', StaffRole::Manager, 'demo-manager-2026'],
        ['demo-editor@example.md', 'Elena Editor', StaffRole::Editor, 'demo-editor-2026'],
        ['demo-warehouse@example.md', 'Victor Depozit', StaffRole::Warehouse, 'demo-warehouse-2026'],
    ];

    /** Environments in which a developer or a test may have demo staff. */
    private const ENVIRONMENTS = ['local', 'testing'];

    public function run(): void
    {
        if (! self::allowedHere()) {
            throw new RuntimeException('The demo staff accounts have known passwords: they are never created in production, only with APP_ENV=local on a local APP_URL. Use php artisan shop:staff.');
        }

        foreach (self::ACCOUNTS as [$email, $name, $role, $password]) {
            $user = User::query()->firstOrNew(['email' => $email]);
            $user->forceFill([
                'name' => $name,
                'password' => $password,
                'locale' => 'ro',
                'role' => $role,
                'disabled_at' => null,
                'email_verified_at' => $user->email_verified_at ?? now(),
            ])->save();
        }
    }

    /** APP_ENV says local (or testing) and APP_URL's host is this machine: a loopback address, localhost or a .test/.localhost name. */
    public static function allowedHere(): bool
    {
        if (! in_array(app()->environment(), self::ENVIRONMENTS, true)) {
            return false;
        }
        $host = strtolower((string) parse_url(config()->string('app.url'), PHP_URL_HOST));
        $host = trim($host, '[]');

        return $host === 'localhost' || $host === '::1' || str_starts_with($host, '127.')
            || str_ends_with($host, '.localhost') || str_ends_with($host, '.test');
    }
}
