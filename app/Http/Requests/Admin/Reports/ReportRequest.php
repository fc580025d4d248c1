<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Reports;

use App\Http\Requests\Admin\AdminListQuery;
use Illuminate\Foundation\Http\FormRequest;

/**
 * The reports page's query string (ReadsReportQuery). Like every back-office list (AdminListQuery), a value its rules
 * refuse — no day, a period backwards or too long, an array where a word belongs, an old bookmark — is dropped, and
 * the page shows this month's report instead of an error (the page's form never sends them; a typed address may).
 */
final class ReportRequest extends FormRequest
{
    use AdminListQuery;
    use ReadsReportQuery;

    public const REPORTS = [...self::SALES, 'stock', 'slow'];

    public const SALES = ['days', 'products', 'categories', 'brands', 'stores', 'payments', 'kinds'];
}
