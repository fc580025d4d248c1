<?php

declare(strict_types=1);

namespace App\Http\Resources\Api\Account;

use App\Models\User;
use App\Queries\Account\AccountDetails;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * The token owner's profile in the JSON API (`GET /api/user`): the details the account pages get (AccountDetails).
 *
 * @property User $resource
 *
 * @phpstan-import-type Account from AccountDetails
 */
final class AccountResource extends JsonResource
{
    /**
     * @return Account
     */
    public function toArray(Request $request): array
    {
        return AccountDetails::of($this->resource);
    }
}
