<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

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
 */
final class ContactMessage extends Model
{
    public const UPDATED_AT = null;

    /** @var array<int, string> */
    protected $fillable = ['name', 'email', 'phone', 'message', 'locale', 'ip'];
}
