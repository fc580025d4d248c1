<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Customers;

use App\Enums\CustomerFlag;
use App\Http\Requests\Admin\AdminListQuery;
use App\Queries\Admin\Customers\CustomerList;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The customer list's search, flag, sort and page: a value refused is dropped (AdminListQuery). */
final class ListCustomersRequest extends FormRequest
{
    use AdminListQuery;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'q' => ['nullable', 'string', 'max:100'],
            'flag' => ['nullable', Rule::enum(CustomerFlag::class)],
            'sort' => ['nullable', Rule::in(CustomerList::SORTS)],
            'page' => ['nullable', 'integer', 'min:1', 'max:100000'],
        ];
    }

    /**
     * @return array{q: string|null, flag: string|null, sort: string|null}
     */
    public function filters(): array
    {
        /** @var array{q?: string|null, flag?: string|null, sort?: string|null} $valid */
        $valid = $this->validated();

        return ['q' => $valid['q'] ?? null, 'flag' => $valid['flag'] ?? null, 'sort' => $valid['sort'] ?? null];
    }
}
