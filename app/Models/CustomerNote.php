<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;

/**
 * A staff note on a customer: appended, never edited or removed (except with the customer's data on request).
 *
 * @property int $id
 * @property int $customer_id
 * @property int|null $user_id
 * @property string $author the staff member's name when the note was written
 * @property string $body
 * @property \Illuminate\Support\Carbon $created_at
 */
final class CustomerNote extends Model
{
    use BootsFromCompiledPlan;

    public const UPDATED_AT = null;

    /** @var array<int, string> */
    protected $fillable = ['customer_id', 'user_id', 'author', 'body'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['customer_id' => 'integer', 'user_id' => 'integer'];
    }
}
