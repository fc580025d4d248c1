<?php

declare(strict_types=1);

namespace App\Queries\Auth;

use App\Models\User;

/** The account a verification link names, when the link's hash is of the address the account has now. */
final class VerificationLinkUser
{
    public function find(string $id, string $hash): ?User
    {
        /** @var User|null $user */
        $user = User::query()->find($id);

        return $user !== null && hash_equals(sha1($user->email), $hash) ? $user : null;
    }
}
