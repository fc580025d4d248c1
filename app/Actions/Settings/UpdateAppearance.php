<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Enums\Appearance;
use App\Models\User;

final class UpdateAppearance
{
    public function handle(User $user, Appearance $appearance): void
    {
        $user->forceFill(['appearance' => $appearance->value])->save();
    }
}
