<?php

declare(strict_types=1);

namespace App\Http\Requests\Returns;

use Illuminate\Foundation\Http\FormRequest;

/**
 * A customer's warranty claim on one line of their order, from the order page (fields: ClaimFields). Who may file it
 * is the controller's rule; when, the action's (App\Actions\Returns\FileWarrantyClaim).
 */
final class FileClaimRequest extends FormRequest
{
    use ClaimFields;

    public function authorize(): bool
    {
        return true;
    }
}
