<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Reports;

use Illuminate\Foundation\Http\FormRequest;

/**
 * A report's CSV download: the page's query string (ReadsReportQuery), but nothing is dropped. A file for another
 * period than the one asked for would be worse than no file, so a value that is no day, a period backwards or too
 * long, one day without the other or an array where a word belongs is answered 422 with the reason in the staff
 * member's language.
 */
final class ReportExportRequest extends FormRequest
{
    use ReadsReportQuery {
        rules as private queryRules;
    }

    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $rules = $this->queryRules();
        $rules['from'][] = 'required_with:to';
        $rules['to'][] = 'required_with:from';

        return $rules;
    }
}
