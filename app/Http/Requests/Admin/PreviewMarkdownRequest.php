<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin;

use Illuminate\Foundation\Http\FormRequest;

final class PreviewMarkdownRequest extends FormRequest
{
    /** As long as the longest text a form takes (a blog post's body). */
    public const MAX_LENGTH = 100_000;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['markdown' => ['present', 'nullable', 'string', 'max:'.self::MAX_LENGTH]];
    }
}
