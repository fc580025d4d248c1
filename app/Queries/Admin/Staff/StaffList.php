<?php

declare(strict_types=1);

namespace App\Queries\Admin\Staff;

use App\Enums\StaffRole;
use App\Models\User;
use App\Support\Dates;

/** Every staff account for the staff page: owners first, then by name. */
final class StaffList
{
    /**
     * @return list<array{id: int, name: string, email: string, role: string, two_factor: bool, disabled: bool, changed_at: string|null, self: bool}>
     */
    public function get(User $viewer): array
    {
        $rank = array_flip(array_map(static fn (StaffRole $role): string => $role->value, StaffRole::cases()));

        /** @var \Illuminate\Database\Eloquent\Collection<int, User> $staff */
        $staff = User::query()->whereNotNull('role')
            ->get(['id', 'name', 'email', 'role', 'two_factor_secret', 'two_factor_confirmed_at', 'disabled_at', 'updated_at']);

        return array_values($staff->sortBy(static fn (User $user): string => sprintf('%d %s', $rank[$user->role->value ?? ''] ?? 9, mb_strtolower($user->name)))
            ->values()
            ->map(static fn (User $user): array => [
                'id' => $user->id,
                'name' => $user->name,
                'email' => $user->email,
                'role' => $user->role->value ?? '',
                'two_factor' => $user->hasTwoFactorEnabled(),
                'disabled' => $user->disabled_at !== null,
                'changed_at' => $user->updated_at === null ? null : Dates::dateTime($user->updated_at),
                'self' => $user->is($viewer),
            ])
            ->all());
    }
}
