<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\CatalogImport;

use App\Policies\StaffGates;
use Illuminate\Foundation\Http\FormRequest;

/** The import page, optionally showing the report of a pending file (`?token=`); a malformed token shows none. */
final class ShowCatalogImportRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [];
    }

    public function token(): ?string
    {
        $token = $this->query('token');

        return is_string($token) && preg_match('/^[A-Za-z0-9]{40}$/', $token) === 1 ? $token : null;
    }

    public function mayChangePrices(): bool
    {
        return (bool) $this->user()?->can(StaffGates::MANAGE_CATALOG);
    }
}
