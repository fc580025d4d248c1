<?php

declare(strict_types=1);

namespace App\Infrastructure\Security;

use App\Models\User;
use Illuminate\Http\Request;

/**
 * Who makes a back-office change, as the audit log records it: the staff member and the address they came from.
 * Built by the controller from the request (or by an artisan command), so the actions know nothing of HTTP.
 */
final readonly class StaffActor
{
    private function __construct(public ?int $userId, public ?string $email, public ?string $ip)
    {
    }

    public static function of(Request $request): self
    {
        $user = $request->user();

        return $user instanceof User ? new self($user->id, $user->email, $request->ip()) : new self(null, null, $request->ip());
    }

    /** A change made from the command line (`php artisan shop:staff`), by whoever runs the server. */
    public static function console(): self
    {
        return new self(null, 'console', null);
    }

    /** A change the shop made on a payment provider's word (a callback, the reconciliation): `payments:maib`. */
    public static function provider(string $name): self
    {
        return new self(null, 'payments:'.$name, null);
    }

    public static function user(User $user, ?string $ip = null): self
    {
        return new self($user->id, $user->email, $ip);
    }
}
