<?php

declare(strict_types=1);

namespace App\Http\Requests\Reviews;

use App\Queries\Reviews\ProductReviews;
use App\Support\Text;
use Illuminate\Contracts\Validation\Validator;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\Exceptions\HttpResponseException;

/** `GET /recenzii/{product}?ordine=…&pagina=…`: a sort the list knows and a page number; anything else is refused. */
final class ReviewListRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'ordine' => ['bail', 'nullable', 'string', 'in:'.implode(',', ProductReviews::SORTS)],
            'pagina' => ['bail', 'nullable', 'integer', 'min:1', 'max:10000'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $sort = Text::get('reviews.list.invalid_sort');
        $page = Text::get('reviews.list.invalid_page');

        return ['ordine.string' => $sort, 'ordine.in' => $sort, 'pagina.integer' => $page, 'pagina.min' => $page, 'pagina.max' => $page];
    }

    protected function failedValidation(Validator $validator): never
    {
        throw new HttpResponseException(response()->json([
            'message' => $validator->errors()->first(),
            'errors' => $validator->errors()->toArray(),
        ], 422));
    }

    public function sort(): string
    {
        $sort = $this->validated('ordine');

        return is_string($sort) ? $sort : ProductReviews::SORTS[0];
    }

    public function page(): int
    {
        $page = $this->validated('pagina');

        return $page === null ? 1 : (int) $page;
    }
}
