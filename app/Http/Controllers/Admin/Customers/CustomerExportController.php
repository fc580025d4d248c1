<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Customers;

use App\Actions\Customers\ExportCustomerData;
use App\Http\Controllers\Controller;
use App\Infrastructure\Security\StaffActor;
use App\Models\Customer;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\BinaryFileResponse;

/** A customer's data as a zip of JSON and CSV, on the person's request (audited as `customer.export`). */
final class CustomerExportController extends Controller
{
    public function __invoke(Request $request, Customer $customer, ExportCustomerData $export): BinaryFileResponse
    {
        abort_if($customer->isErased(), 409);
        $path = $export->handle($customer, StaffActor::of($request));

        return response()->download($path, 'client-'.$customer->id.'-'.now()->format('Ymd-His').'.zip', [
            'Content-Type' => 'application/zip',
            'Cache-Control' => 'no-store, private',
        ])->deleteFileAfterSend();
    }
}
