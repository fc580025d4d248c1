<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A message sent through the office page's contact form.
 *
 * @property int $id
 * @property string $name
 * @property string $email
 * @property string|null $phone
 * @property string $message
 * @property string $locale
 * @property string|null $ip
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $handled_at when staff marked it handled (null: new)
 * @property int|null $handled_by
 * @property-read \Illuminate\Database\Eloquent\Collection<int, ContactMessageReply> $replies
 */
final class ContactMessage extends Model
{
    use BootsFromCompiledPlan;

    public const UPDATED_AT = null;

    /** @var array<int, string> */
    protected $fillable = ['name', 'email', 'phone', 'message', 'locale', 'ip'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['handled_at' => 'datetime'];
    }

    /**
     * The replies staff sent from the back office, oldest first.
     *
     * @return HasMany<ContactMessageReply, $this>
     */
    public function replies(): HasMany
    {
        $relation = $this->hasMany(ContactMessageReply::class);
        $relation->getQuery()->orderBy('id');

        return $relation;
    }
}
