<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * An application for a vacancy. The CV lives on the private `applications` disk under `cv_path`, a random name;
 * nothing serves that disk to the web.
 *
 * @property int $id
 * @property int $vacancy_id
 * @property string $name
 * @property string $phone
 * @property string $email
 * @property string|null $message
 * @property string $cv_path
 * @property string $cv_original_name
 * @property string $cv_type
 * @property int $cv_size
 * @property string $locale
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property-read Vacancy $vacancy
 */
final class JobApplication extends Model
{
    use BootsFromCompiledPlan;

    /** @var array<int, string> */
    protected $fillable = ['vacancy_id', 'name', 'phone', 'email', 'message', 'cv_path', 'cv_original_name', 'cv_type', 'cv_size', 'locale'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['cv_size' => 'integer'];
    }

    /**
     * @return BelongsTo<Vacancy, $this>
     */
    public function vacancy(): BelongsTo
    {
        return $this->belongsTo(Vacancy::class);
    }
}
