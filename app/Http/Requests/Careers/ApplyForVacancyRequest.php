<?php

declare(strict_types=1);

namespace App\Http\Requests\Careers;

use App\Rules\CvDocument;
use App\Services\Careers\CvFile;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;

/**
 * An application for a vacancy: name, phone (+373), e-mail, an optional message and a CV (PDF or DOCX up to 5 MB,
 * judged by its content).
 */
final class ApplyForVacancyRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'min:2', 'max:120'],
            'phone' => Phone::rules(),
            'email' => ['required', 'string', 'max:190', 'email:rfc'],
            'message' => ['nullable', 'string', 'max:3000'],
            'cv' => ['bail', 'required', 'file', 'max:'.CvFile::MAX_KILOBYTES, new CvDocument],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $tooLarge = Text::get('careers.form.cv_too_large');

        return [
            'cv.max' => $tooLarge,
            'cv.uploaded' => $tooLarge,
            'cv.file' => Text::get('careers.form.cv_invalid'),
        ];
    }

    /**
     * @return array<string, string>
     */
    public function attributes(): array
    {
        return ['cv' => Text::get('careers.form.cv_attribute')];
    }

    protected function prepareForValidation(): void
    {
        Phone::prepare($this);
        foreach (['name', 'email'] as $field) {
            $value = $this->input($field);
            if (is_string($value)) {
                $this->merge([$field => trim($value)]);
            }
        }
    }

    public function cv(): UploadedFile
    {
        $file = $this->file('cv');
        if (! $file instanceof UploadedFile) {
            throw new \LogicException('The CV was validated as a single file.');
        }

        return $file;
    }
}
