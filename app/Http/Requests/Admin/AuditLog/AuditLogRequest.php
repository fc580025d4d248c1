<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\AuditLog;

use App\Http\Requests\Admin\AdminListQuery;
use Illuminate\Foundation\Http\FormRequest;

/** The audit log's filters (all optional, read from the query string). */
final class AuditLogRequest extends FormRequest
{
    use AdminListQuery;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'user' => ['nullable', 'integer', 'min:1'],
            'action' => ['nullable', 'string', 'max:64'],
            'subject' => ['nullable', 'string', 'max:100'],
            'from' => ['nullable', 'date_format:Y-m-d'],
            'to' => ['nullable', 'date_format:Y-m-d', 'after_or_equal:from'],
            'page' => ['nullable', 'integer', 'min:1'],
        ];
    }

    /**
     * @return array{user: int|null, action: string|null, subject: string|null, from: string|null, to: string|null}
     */
    public function filters(): array
    {
        $text = fn (string $key): ?string => ($value = trim($this->string($key)->toString())) === '' ? null : $value;

        return [
            'user' => $this->filled('user') ? $this->integer('user') : null,
            'action' => $text('action'),
            'subject' => $text('subject'),
            'from' => $text('from'),
            'to' => $text('to'),
        ];
    }
}
