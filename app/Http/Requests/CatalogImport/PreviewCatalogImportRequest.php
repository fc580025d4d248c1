<?php

declare(strict_types=1);

namespace App\Http\Requests\CatalogImport;

use App\Support\Admin\StaffGates;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;

/** The price and stock CSV sent for a dry run: a text file (judged by its bytes) within the size limit. */
final class PreviewCatalogImportRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'file' => ['required', 'file', 'mimes:csv,txt', 'max:'.config()->integer('catalog_import.max_kilobytes')],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'file.required' => Text::get('admin.catalog_import.validation.file_required'),
            'file.file' => Text::get('admin.catalog_import.validation.file_required'),
            'file.uploaded' => Text::get('admin.catalog_import.validation.file_required'),
            'file.mimes' => Text::get('admin.catalog_import.validation.file_type'),
            'file.max' => Text::get('admin.catalog_import.validation.file_size', ['max' => (int) (config()->integer('catalog_import.max_kilobytes') / 1024)]),
        ];
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
