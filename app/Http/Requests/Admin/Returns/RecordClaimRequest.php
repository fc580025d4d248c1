<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Returns;

use App\Http\Requests\Returns\ClaimFields;
use Illuminate\Foundation\Http\FormRequest;

/**
 * A warranty claim staff record for a customer at the counter or on the phone, with the same fields as the order
 * page's (ClaimFields). The route's `can:decide-returns` decides who may; the action (App\Actions\Returns\FileWarrantyClaim), when.
 */
final class RecordClaimRequest extends FormRequest
{
    use ClaimFields;

    public function authorize(): bool
    {
        return true;
    }
}
