<?php

declare(strict_types=1);

namespace App\Queries\Admin\Staff;

use App\Enums\StaffRole;
use App\Models\User;
use App\Services\Staff\StaffPasswordLink;
use App\Support\Dates;

/**
 * Every staff account for the staff page: owners first, then by name; for each, whether the invitation is still
 * waiting for a password (and whether its link has expired), and the last sign-in on the shop's clock.
 */
final class StaffList
{
    /**
     * @return list<array{id: int, name: string, email: string, role: string, two_factor: bool, disabled: bool, changed_at: string|null, invitation: array{sent_at: string, expired: bool}|null, last_login_at: string|null, self: bool}>
     */
    public function get(User $viewer): array
    {
        $rank = array_flip(array_map(static fn (StaffRole $role): string => $role->value, StaffRole::cases()));

        /** @var \Illuminate\Database\Eloquent\Collection<int, User> $staff */
        $staff = User::query()->whereNotNull('role')
            ->get(['id', 'name', 'email', 'role', 'two_factor_secret', 'two_factor_confirmed_at', 'disabled_at', 'updated_at', 'invited_at', 'last_login_at']);
        $linkHours = StaffPasswordLink::hours();

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
                // The link is issued with the invitation, so it expires STAFF_LINK_HOURS after it was sent.
                'invitation' => $user->invited_at === null ? null : [
                    'sent_at' => Dates::dateTime($user->invited_at),
                    'expired' => $user->invited_at->copy()->addHours($linkHours)->isPast(),
                ],
                'last_login_at' => $user->last_login_at === null ? null : Dates::dateTime($user->last_login_at),
                'self' => $user->is($viewer),
            ])
            ->all());
    }
}
