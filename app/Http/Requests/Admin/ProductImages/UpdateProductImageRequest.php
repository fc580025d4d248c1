<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\ProductImages;

use App\Infrastructure\Locale\Locales;
use App\Rules\ImageUpload;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;

/**
 * A picture's alt text per language (each may stay empty: the product's name stands in), or a new file for it, or
 * both. A request with neither is refused.
 */
final class UpdateProductImageRequest extends FormRequest
{
    public const ALT_MAX = 255;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $rules = [
            'alt' => ['required_without:file', 'array:'.implode(',', Locales::all())],
            'file' => ['nullable', 'file', new ImageUpload()],
        ];
        foreach (Locales::all() as $locale) {
            $rules["alt.$locale"] = ['nullable', 'string', 'max:'.self::ALT_MAX];
        }

        return $rules;
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        $messages = [
            'alt.required_without' => Text::get('admin.product_images.error.nothing'),
            'alt.array' => Text::get('admin.product_images.error.nothing'),
            'file.file' => Text::get('admin.product_images.error.none'),
        ];
        foreach (Locales::all() as $locale) {
            $messages["alt.$locale.string"] = Text::get('admin.product_images.error.alt_max', ['max' => self::ALT_MAX]);
            $messages["alt.$locale.max"] = Text::get('admin.product_images.error.alt_max', ['max' => self::ALT_MAX]);
        }

        return $messages;
    }

    /**
     * The alt text per language, trimmed; null when the request carries none.
     *
     * @return array<string, string>|null
     */
    public function alt(): ?array
    {
        if (! is_array($this->input('alt'))) {
            return null;
        }

        $alt = [];
        foreach (Locales::all() as $locale) {
            $alt[$locale] = trim($this->string("alt.$locale")->toString());
        }

        return $alt;
    }

    public function newFile(): ?UploadedFile
    {
        $file = $this->file('file');

        return $file instanceof UploadedFile ? $file : null;
    }
}
