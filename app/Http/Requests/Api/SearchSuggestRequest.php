<?php

declare(strict_types=1);

namespace App\Http\Requests\Api;

use App\Infrastructure\Locale\Locales;
use App\Search\SearchSuggestions;
use Illuminate\Contracts\Validation\Validator;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Validation\Rule;

/**
 * `GET /api/search/suggest?q=…&lang=ro|ru`.
 */
final class SearchSuggestRequest extends FormRequest
{
    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return [
            'q' => ['nullable', 'string', 'max:'.SearchSuggestions::MAX_LENGTH],
            'lang' => ['sometimes', 'string', Rule::in(Locales::all())],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $unknownLanguage = trans()->get('search.unknown_language');

        return [
            'q.string' => trans()->get('search.invalid_query'),
            'q.max' => trans()->get('search.query_too_long', ['max' => SearchSuggestions::MAX_LENGTH]),
            'lang.string' => $unknownLanguage,
            'lang.in' => $unknownLanguage,
        ];
    }

    /** The API answers JSON whatever the client's Accept header says. */
    protected function failedValidation(Validator $validator): never
    {
        throw new HttpResponseException(response()->json([
            'message' => $validator->errors()->first(),
            'errors' => $validator->errors()->toArray(),
        ], 422));
    }

    public function searchQuery(): string
    {
        return $this->string('q')->trim()->toString();
    }

    public function language(): string
    {
        return $this->string('lang', Locales::default())->toString();
    }
}
