<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property int $user_id
 * @property string $code_hash
 */
final class TwoFactorRecoveryCode extends Model
{
    use BootsFromCompiledPlan;

    public $timestamps = false;

    /** @var array<int, string> */
    protected $fillable = ['user_id', 'code_hash'];
}
