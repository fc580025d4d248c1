<?php

declare(strict_types=1);

namespace App\Http\Resources\Account;

use App\Models\User;
use App\Support\Dates;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * The signed-in person's own details (resources/js/types/account.ts `Account`).
 *
 * @property User $resource
 */
final class AccountResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        $user = $this->resource;

        return [
            'id' => $user->id,
            'name' => $user->name,
            'email' => $user->email,
            'phone' => $user->phone,
            'locale' => $user->locale,
            'email_verified' => $user->hasVerifiedEmail(),
            // A new address typed on the profile, waiting for its link to be opened.
            'pending_email' => $user->pending_email,
            'two_factor_enabled' => $user->hasTwoFactorEnabled(),
            'appearance' => $user->appearance,
            'created_at' => Dates::day($user->created_at),
        ];
    }
}
