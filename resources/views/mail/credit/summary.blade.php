{{-- The request's figures, shared by the shopper's and the shop's e-mails. --}}
@php($locale = app()->getLocale())
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;">
    @if ($creditRequest->product !== null)
    <tr><td style="color:#525252;">{{ __('credit.form.product') }}</td><td><a href="{{ url(\App\Infrastructure\Locale\LocalizedRoutes::url('products.show', ['slug' => $creditRequest->product->slug])) }}" style="color:#b71c1c;">{{ $creditRequest->product->translate('name') }}</a></td></tr>
    @endif
    <tr><td style="color:#525252;">{{ __('credit.form.programme') }}</td><td>{{ $creditRequest->programme->partner }} · {{ $creditRequest->programme->translate('name') }}</td></tr>
    <tr><td style="color:#525252;">{{ __('credit.calculator.amount') }}</td><td>{{ \App\Support\Money\Money::format($creditRequest->amount, $locale) }}</td></tr>
    <tr><td style="color:#525252;">{{ __('credit.calculator.term') }}</td><td>{{ __($creditRequest->months % 100 >= 20 ? 'credit.months_many' : 'credit.months', ['count' => $creditRequest->months]) }}</td></tr>
    <tr><td style="color:#525252;">{{ __('credit.calculator.monthly') }}</td><td><strong>{{ \App\Support\Money\Money::format(\App\Services\Credit\CreditProgrammeTable::roundUpToLeu($creditRequest->monthly_payment), $locale) }}</strong></td></tr>
    <tr><td style="color:#525252;">{{ __('credit.calculator.total') }}</td><td>{{ \App\Support\Money\Money::format($creditRequest->total, $locale) }}</td></tr>
</table>
