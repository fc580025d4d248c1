@php($locale = app()->getLocale())
@if ($creditRequest->product !== null)
{{ __('credit.form.product') }}: {{ $creditRequest->product->translate('name') }}
@endif
{{ __('credit.form.programme') }}: {{ $creditRequest->programme->partner }} · {{ $creditRequest->programme->translate('name') }}
{{ __('credit.calculator.amount') }}: {{ \App\Support\Money\Money::format($creditRequest->amount, $locale) }}
{{ __('credit.calculator.term') }}: {{ __($creditRequest->months % 100 >= 20 ? 'credit.months_many' : 'credit.months', ['count' => $creditRequest->months]) }}
{{ __('credit.calculator.monthly') }}: {{ \App\Support\Money\Money::format(\App\Services\Credit\CreditProgrammeTable::roundUpToLeu($creditRequest->monthly_payment), $locale) }}
{{ __('credit.calculator.total') }}: {{ \App\Support\Money\Money::format($creditRequest->total, $locale) }}
