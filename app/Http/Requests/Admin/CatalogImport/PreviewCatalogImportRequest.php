<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\CatalogImport;

use App\Policies\StaffGates;
use App\Support\Text;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;
use Illuminate\Translation\PotentiallyTranslatedString;

/**
 * The catalogue CSV sent for a dry run: a text file (judged by its bytes) within the size limit, and optionally a zip of
 * the pictures its images column names (judged by its bytes too; only for staff who may change the catalogue).
 */
final class PreviewCatalogImportRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'file' => ['required', 'file', 'max:'.config()->integer('catalog_import.max_kilobytes'), $this->text(...)],
            'pictures' => ['nullable', 'file', 'max:'.config()->integer('catalog_import.max_zip_kilobytes'), $this->zip(...)],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'file.required' => Text::get('admin.catalog_import.validation.file_required'),
            'file.file' => Text::get('admin.catalog_import.validation.file_required'),
            'file.uploaded' => Text::get('admin.catalog_import.validation.file_required'),
            'file.max' => Text::get('admin.catalog_import.validation.file_size', ['max' => (int) (config()->integer('catalog_import.max_kilobytes') / 1024)]),
            'pictures.file' => Text::get('admin.catalog_import.validation.zip_type'),
            'pictures.uploaded' => Text::get('admin.catalog_import.validation.zip_type'),
            'pictures.max' => Text::get('admin.catalog_import.validation.zip_size', ['max' => (int) (config()->integer('catalog_import.max_zip_kilobytes') / 1024)]),
        ];
    }

    /**
     * A CSV is judged by its bytes, whatever its name: its start must be UTF-8 text (no NUL byte, as every binary
     * format has one early), read up to its last whole line.
     *
     * @param  Closure(string): PotentiallyTranslatedString  $fail
     */
    private function text(string $attribute, mixed $value, Closure $fail): void
    {
        $head = $value instanceof UploadedFile ? (string) @file_get_contents($value->getRealPath(), false, null, 0, 8192) : '';
        $lastLine = strrpos($head, "\n");
        $whole = strlen($head) === 8192 && $lastLine !== false ? substr($head, 0, $lastLine) : $head;
        if (str_contains($head, "\0") || ! mb_check_encoding($whole, 'UTF-8')) {
            $fail(Text::get('admin.catalog_import.validation.file_type'));
        }
    }

    /**
     * A zip is judged by its first bytes (a local file header), and only staff who may change the catalogue send one.
     *
     * @param  Closure(string): PotentiallyTranslatedString  $fail
     */
    private function zip(string $attribute, mixed $value, Closure $fail): void
    {
        if (! $this->mayChangePrices()) {
            $fail(Text::get('admin.catalog_import.validation.zip_not_allowed'));

            return;
        }
        $head = $value instanceof UploadedFile ? (string) @file_get_contents($value->getRealPath(), false, null, 0, 4) : '';
        if ($head !== "PK\x03\x04") {
            $fail(Text::get('admin.catalog_import.validation.zip_type'));
        }
    }

    /** The zip of pictures sent with the file, if any. */
    public function picturesZip(): ?UploadedFile
    {
        $file = $this->file('pictures');

        return $file instanceof UploadedFile ? $file : null;
    }

    public function csv(): UploadedFile
    {
        $file = $this->file('file');
        assert($file instanceof UploadedFile);

        return $file;
    }

    /** Whether this staff member may change prices (else price columns are refused as header errors). */
    public function mayChangePrices(): bool
    {
        return (bool) $this->user()?->can(StaffGates::MANAGE_CATALOG);
    }
}
