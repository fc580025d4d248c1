<?php

declare(strict_types=1);

namespace App\Http\Requests\Api;

use Illuminate\Foundation\Http\FormRequest;

/**
 * `GET /api/shop/product/?type=discount&page_size=10&page=1`.
 */
final class ProductListRequest extends FormRequest
{
    public const MAX_PAGE_SIZE = 100;

    public const DEFAULT_PAGE_SIZE = 10;

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'type' => ['sometimes', 'string', 'in:discount,new,popular'],
            'page' => ['sometimes', 'integer', 'min:1', 'max:100000'],
            'page_size' => ['sometimes', 'integer', 'min:1', 'max:1000000'],
        ];
    }

    public function type(): string
    {
        return $this->string('type', 'discount')->toString();
    }

    public function page(): int
    {
        return $this->integer('page', 1);
    }

    /** Larger sizes are accepted and capped rather than refused. */
    public function pageSize(): int
    {
        return min(self::MAX_PAGE_SIZE, $this->integer('page_size', self::DEFAULT_PAGE_SIZE));
    }
}
