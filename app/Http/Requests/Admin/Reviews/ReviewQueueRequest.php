<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Reviews;

use App\Http\Requests\Admin\AdminListQuery;
use App\Queries\Admin\Reviews\ReviewQueue;
use Illuminate\Foundation\Http\FormRequest;

/** The moderation queue's tab, search and page (all optional; a value it does not take is dropped). */
final class ReviewQueueRequest extends FormRequest
{
    use AdminListQuery;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'status' => ['nullable', 'string', 'in:'.implode(',', ReviewQueue::TABS)],
            'q' => ['nullable', 'string', 'max:100'],
            'page' => ['nullable', 'integer', 'min:1'],
        ];
    }

    /**
     * @return array{status: string, q: string|null}
     */
    public function filters(): array
    {
        $q = trim($this->string('q')->toString());

        return ['status' => $this->string('status', ReviewQueue::TABS[0])->toString(), 'q' => $q === '' ? null : $q];
    }
}
