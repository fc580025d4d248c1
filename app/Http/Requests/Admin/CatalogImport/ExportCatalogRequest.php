<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\CatalogImport;

use App\Policies\StaffGates;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * The export's optional filters: a category (any level) and a brand, by id; `columns=stock` leaves the prices out
 * (they are always left out for staff who may not change them, so the file imports back for them too); `columns=full`
 * adds the names and descriptions per language, the brand and every spec value.
 */
final class ExportCatalogRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'category' => ['nullable', 'integer', 'exists:categories,id'],
            'brand' => ['nullable', 'integer', 'exists:brands,id'],
            'columns' => ['nullable', 'string', 'in:all,stock,full'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        $filter = Text::get('admin.catalog_import.validation.filter');

        return [
            'category.integer' => $filter, 'category.exists' => $filter, 'brand.integer' => $filter, 'brand.exists' => $filter,
            'columns.string' => $filter, 'columns.in' => $filter,
        ];
    }

    public function withPrices(): bool
    {
        return $this->input('columns') !== 'stock' && (bool) $this->user()?->can(StaffGates::MANAGE_CATALOG);
    }

    /** The full product file: names, descriptions, brand and specs too (only with the prices). */
    public function full(): bool
    {
        return $this->input('columns') === 'full' && $this->withPrices();
    }

    public function categoryId(): ?int
    {
        return $this->filled('category') ? $this->integer('category') : null;
    }

    public function brandId(): ?int
    {
        return $this->filled('brand') ? $this->integer('brand') : null;
    }
}
