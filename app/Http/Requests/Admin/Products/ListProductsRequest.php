<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Products;

use App\Http\Requests\Admin\AdminListQuery;
use App\Queries\Admin\Products\ProductFilters;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The product list's filters: what the query string may hold. */
final class ListProductsRequest extends FormRequest
{
    use AdminListQuery;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'q' => ['nullable', 'string', 'max:100'],
            'category' => ['nullable', 'integer', 'min:1'],
            'brand' => ['nullable', 'integer', 'min:1'],
            'stock' => ['nullable', Rule::in(['0', '1'])],
            'active' => ['nullable', Rule::in(['0', '1'])],
            'discounted' => ['nullable', Rule::in(['0', '1'])],
            'sort' => ['nullable', Rule::in(ProductFilters::SORTS)],
            'page' => ['nullable', 'integer', 'min:1'],
        ];
    }

    public function filters(): ProductFilters
    {
        return ProductFilters::fromArray($this->validated());
    }
}
