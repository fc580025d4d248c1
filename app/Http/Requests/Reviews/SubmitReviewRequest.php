<?php

declare(strict_types=1);

namespace App\Http\Requests\Reviews;

use App\Rules\NoLinks;
use App\Support\Text;
use Illuminate\Contracts\Validation\Validator;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\Exceptions\HttpResponseException;

/**
 * A shopper's review: a rating from 1 to 5, a text of BODY_MIN to BODY_MAX characters, pros and cons of at most
 * NOTE_MAX each, none of them with a link (NoLinks). A list for a text, a number past the scale or words for a number
 * are refused beside the field, in the page's language (422 JSON: the form is the product page's script).
 */
final class SubmitReviewRequest extends FormRequest
{
    public const BODY_MIN = 20;

    public const BODY_MAX = 2000;

    public const NOTE_MAX = 500;

    protected function prepareForValidation(): void
    {
        foreach (['body', 'pros', 'cons'] as $key) {
            if (is_string($this->input($key))) {
                $text = trim(preg_replace('/\R{3,}/u', "\n\n", $this->string($key)->toString()) ?? '');
                $this->merge([$key => $text === '' && $key !== 'body' ? null : $text]);
            }
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'rating' => ['bail', 'required', 'integer', 'between:1,5'],
            'body' => ['bail', 'required', 'string', 'min:'.self::BODY_MIN, 'max:'.self::BODY_MAX, new NoLinks],
            'pros' => ['bail', 'nullable', 'string', 'max:'.self::NOTE_MAX, new NoLinks],
            'cons' => ['bail', 'nullable', 'string', 'max:'.self::NOTE_MAX, new NoLinks],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $rating = Text::get('reviews.form.rating_required');
        $body = Text::get('reviews.form.body_required', ['min' => self::BODY_MIN]);
        $note = Text::get('reviews.form.note_invalid', ['max' => self::NOTE_MAX]);

        return [
            'rating.required' => $rating, 'rating.integer' => $rating, 'rating.between' => $rating,
            'body.required' => $body, 'body.string' => $body,
            'body.min' => Text::get('reviews.form.body_too_short', ['min' => self::BODY_MIN]),
            'body.max' => Text::get('reviews.form.body_too_long', ['max' => self::BODY_MAX]),
            'pros.string' => $note, 'pros.max' => $note, 'cons.string' => $note, 'cons.max' => $note,
        ];
    }

    /** The form is the page's script: JSON whatever the Accept header says, never a redirect. */
    protected function failedValidation(Validator $validator): never
    {
        throw new HttpResponseException(response()->json([
            'message' => $validator->errors()->first(),
            'errors' => $validator->errors()->toArray(),
        ], 422)->header('Cache-Control', 'no-store, private'));
    }

    /**
     * @return array{rating: int, body: string, pros: string|null, cons: string|null}
     */
    public function review(): array
    {
        $pros = $this->validated('pros');
        $cons = $this->validated('cons');

        return [
            'rating' => (int) $this->validated('rating'),
            'body' => (string) $this->validated('body'),
            'pros' => is_string($pros) ? $pros : null,
            'cons' => is_string($cons) ? $cons : null,
        ];
    }
}
