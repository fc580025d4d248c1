<?php

declare(strict_types=1);

namespace App\Services\Staff;

use App\Enums\StaffRole;
use App\Models\User;
use App\Support\Text;
use Illuminate\Validation\ValidationException;

/**
 * The rules every staff change keeps: an owner never demotes or disables themself, and the shop always keeps at
 * least one active owner. Called inside the change's transaction, after locking the active owners' rows, so two
 * owners demoting each other at once cannot both win.
 */
final class StaffRules
{
    /** The error key the refusals are reported under (the staff page shows it above the table). */
    public const KEY = 'staff';

    /** The account, read again with its row locked for the rest of the transaction. */
    public static function locked(int $id): User
    {
        $query = User::query()->whereKey($id);
        $query->getQuery()->lockForUpdate();

        return $query->firstOrFail();
    }

    /**
     * @throws ValidationException
     */
    public static function assertStaff(User $target): void
    {
        if ($target->role === null) {
            throw ValidationException::withMessages([self::KEY => Text::get('admin.staff.error.not_staff')]);
        }
    }

    /**
     * Refuses when the change would take the owner role away from the person making it, or from the last active
     * owner. `$staysOwner` says whether the target is still an active owner after the change.
     *
     * @throws ValidationException
     */
    public static function assertOwnersRemain(User $target, ?User $by, bool $staysOwner, string $selfMessage): void
    {
        if ($staysOwner || $target->role !== StaffRole::Owner) {
            return;
        }
        if ($by !== null && $by->is($target)) {
            throw ValidationException::withMessages([self::KEY => Text::get($selfMessage)]);
        }
        if ($target->disabled_at !== null) {
            return;
        }

        $owners = User::query();
        $owners->getQuery()->where('role', StaffRole::Owner->value)->whereNull('disabled_at')->lockForUpdate();
        if ($owners->pluck('id')->reject(static fn (mixed $id): bool => (int) $id === $target->id)->isEmpty()) {
            throw ValidationException::withMessages([self::KEY => Text::get('admin.staff.error.last_owner')]);
        }
    }
}
