<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Reports;

use App\Queries\Admin\Reports\SlowMovers;
use App\Services\Reports\ReportPeriod;
use App\Support\Dates;
use App\Support\Text;
use Closure;
use Illuminate\Contracts\Validation\Validator;
use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Validation\Rule;

/**
 * What the reports page and a report's CSV read from the query string: which report, the period (a preset or two
 * days, at most ReportPeriod::MAX_DAYS long) and the slow movers' days, with the reasons of a refusal in the staff
 * member's language. ReportRequest (the page) drops what the rules refuse; ReportExportRequest (the CSV) refuses it.
 *
 * @phpstan-require-extends \Illuminate\Foundation\Http\FormRequest
 */
trait ReadsReportQuery
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'report' => ['nullable', 'string', Rule::in(ReportRequest::REPORTS)],
            'preset' => ['nullable', 'string', Rule::in(ReportPeriod::PRESETS)],
            'from' => ['bail', 'nullable', 'string', 'date_format:Y-m-d'],
            'to' => ['bail', 'nullable', 'string', 'date_format:Y-m-d', 'after_or_equal:from', $this->notTooLong(...)],
            'days' => ['nullable', 'integer', Rule::in(SlowMovers::DAYS)],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        $day = Text::get('admin.reports.errors.day');

        return [
            'report.*' => Text::get('admin.reports.errors.report'),
            'preset.*' => Text::get('admin.reports.errors.preset'),
            'from.*' => $day,
            'to.string' => $day,
            'to.date_format' => $day,
            'to.required_with' => $day,
            'to.after_or_equal' => Text::get('admin.reports.errors.order'),
            'days.*' => Text::get('admin.reports.errors.days'),
        ];
    }

    public function report(): string
    {
        $report = $this->validated('report');

        return is_string($report) ? $report : 'days';
    }

    public function isSales(): bool
    {
        return in_array($this->report(), ReportRequest::SALES, true);
    }

    /** The period asked for: two days, else a preset, else this month (one day alone is not a period). */
    public function period(): ReportPeriod
    {
        $from = $this->validated('from');
        $to = $this->validated('to');
        if (is_string($from) && is_string($to)) {
            return new ReportPeriod($from, $to);
        }

        return ReportPeriod::preset($this->preset() ?? 'this_month', Dates::today());
    }

    public function preset(): ?string
    {
        $preset = $this->validated('preset');
        if (is_string($preset)) {
            return $preset;
        }

        return is_string($this->validated('from')) && is_string($this->validated('to')) ? null : 'this_month';
    }

    public function days(): int
    {
        $days = $this->validated('days');

        return is_numeric($days) ? (int) $days : SlowMovers::DAYS[1];
    }

    protected function failedValidation(Validator $validator): never
    {
        $message = $validator->errors()->first();
        throw new HttpResponseException($this->expectsJson()
            ? response()->json(['message' => $message, 'errors' => $validator->errors()->toArray()], 422)
            : response($message, 422, ['Content-Type' => 'text/plain; charset=UTF-8']));
    }

    private function notTooLong(string $attribute, mixed $value, Closure $fail): void
    {
        $from = $this->input('from');
        if (! is_string($from) || ! is_string($value) || preg_match('/^\d{4}-\d{2}-\d{2}$/', $from) !== 1 || $from > $value) {
            return;
        }
        if ((new ReportPeriod($from, $value))->days() > ReportPeriod::MAX_DAYS) {
            $fail(Text::get('admin.reports.errors.too_long', ['days' => (string) ReportPeriod::MAX_DAYS]));
        }
    }
}
