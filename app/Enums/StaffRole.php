<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * A staff member's role; stored in `users.role` (null for shoppers). What each may do is written in the gates and
 * policies (App\Policies\StaffGates, app/Policies), listed in docs/back-office.md.
 */
enum StaffRole: string
{
    /** Everything, and manages staff. */
    case Owner = 'owner';
    /** Orders, customers and the inbox. */
    case Manager = 'manager';
    /** The catalogue and the content. */
    case Editor = 'editor';
    /** Stock and packing orders. */
    case Warehouse = 'warehouse';

    public function labelKey(): string
    {
        return 'admin.roles.'.$this->value;
    }

    /** True when this role is one of the given ones. */
    public function in(self ...$roles): bool
    {
        return in_array($this, $roles, true);
    }
}
