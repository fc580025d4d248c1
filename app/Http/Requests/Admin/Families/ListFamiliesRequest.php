<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Families;

use App\Http\Requests\Admin\AdminListQuery;
use Illuminate\Foundation\Http\FormRequest;

/** The family list's search and filters: what the query string may hold. */
final class ListFamiliesRequest extends FormRequest
{
    use AdminListQuery;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'q' => ['nullable', 'string', 'max:100'],
            'brand' => ['nullable', 'integer', 'min:1'],
            'category' => ['nullable', 'integer', 'min:1'],
            'page' => ['nullable', 'integer', 'min:1'],
        ];
    }

    /**
     * The filters as the list applies them and the page echoes them back, empty ones left out.
     *
     * @return array{q?: string, brand?: int, category?: int}
     */
    public function filters(): array
    {
        $validated = $this->validated();
        $filters = [];
        if (is_string($validated['q'] ?? null) && trim($validated['q']) !== '') {
            $filters['q'] = trim($validated['q']);
        }
        foreach (['brand', 'category'] as $key) {
            if (is_numeric($validated[$key] ?? null)) {
                $filters[$key] = (int) $validated[$key];
            }
        }

        return $filters;
    }
}
