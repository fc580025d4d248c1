<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Enums\StaffRole;
use App\Models\User;
use Illuminate\Database\Seeder;
use RuntimeException;

/**
 * One staff account per role with a known password, for trying the back office locally (the README lists them).
 * Without two-factor: at the first sign-in to /admin each is sent to set it up. Refuses to run in production, where
 * known passwords would be a way in; the first real owner is made with `php artisan shop:staff`.
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

    public function run(): void
    {
        if (app()->isProduction()) {
            throw new RuntimeException('The demo staff accounts have known passwords: they are never created in production. Use php artisan shop:staff.');
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
}
