<?php

declare(strict_types=1);

namespace App\Rules;

use App\Services\Careers\CvFile;
use App\Support\Text;
use Closure;
use Illuminate\Contracts\Validation\ValidationRule;
use Illuminate\Http\UploadedFile;

/** A CV that really is a PDF or a DOCX (see CvFile). */
final class CvDocument implements ValidationRule
{
    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        if (! $value instanceof UploadedFile || CvFile::detect($value) === null) {
            $fail(Text::get('careers.form.cv_invalid'));
        }
    }
}
