<?php

declare(strict_types=1);

namespace App\Http\Requests\RecentlyViewed;

use App\Support\Text;
use Illuminate\Contracts\Validation\Validator;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\Exceptions\HttpResponseException;

/**
 * `GET /vazute-recent?produs={id}`: the product page names the product it shows, to be recorded; the home page names
 * none. A list, text or a number past 64 bits is refused (422, in the shopper's language); an id of no product on
 * sale is not recorded and the list is answered as usual.
 */
final class ShowRecentlyViewedRequest extends FormRequest
{
    /** PHP's largest integer: a bigger id is no product's. */
    private const MAX_ID = PHP_INT_MAX;

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'produs' => ['bail', 'nullable', 'integer', 'min:1', 'max:'.self::MAX_ID],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $invalid = Text::get('recently_viewed.invalid_product');

        return ['produs.integer' => $invalid, 'produs.min' => $invalid, 'produs.max' => $invalid];
    }

    /** The strip is read by the shop's own script: JSON whatever the Accept header says, never a redirect. */
    protected function failedValidation(Validator $validator): never
    {
        throw new HttpResponseException(response()->json([
            'message' => $validator->errors()->first(),
            'errors' => $validator->errors()->toArray(),
        ], 422)->header('Cache-Control', 'no-store, private'));
    }

    public function viewedProduct(): ?int
    {
        $id = $this->validated('produs');

        return $id === null ? null : (int) $id;
    }
}
