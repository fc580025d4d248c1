<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Models\User;
use App\Support\Appearance\Appearance;

final class UpdateAppearance
{
    public function handle(User $user, Appearance $appearance): void
    {
        $user->forceFill(['appearance' => $appearance->value])->save();
    }
}
