<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Returns;

use App\Http\Requests\Admin\AdminListQuery;
use App\Queries\Admin\Returns\ReturnList;
use Illuminate\Foundation\Http\FormRequest;

/** The returns list's tab (a return status, or the warranty claims) and page; a value it does not take is dropped. */
final class ListReturnsRequest extends FormRequest
{
    use AdminListQuery;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'status' => ['nullable', 'string', 'in:'.implode(',', ReturnList::TABS)],
            'page' => ['nullable', 'integer', 'min:1', 'max:100000'],
        ];
    }

    public function tab(): string
    {
        return $this->string('status', ReturnList::TABS[0])->toString();
    }
}
