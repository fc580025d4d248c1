<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\CatalogImport;

use App\Policies\StaffGates;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** "Apply": the token of the file the staff member ran the dry run on. */
final class ApplyCatalogImportRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['token' => ['required', 'string', 'size:40', 'alpha_num:ascii']];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        $expired = Text::get('admin.catalog_import.validation.token');

        return ['token.required' => $expired, 'token.string' => $expired, 'token.size' => $expired, 'token.alpha_num' => $expired];
    }

    public function token(): string
    {
        return $this->string('token')->toString();
    }

    public function mayChangePrices(): bool
    {
        return (bool) $this->user()?->can(StaffGates::MANAGE_CATALOG);
    }
}
