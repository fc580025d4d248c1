@extends('documents.layout')

@section('content')
    <h1>{{ __('documents.invoice.page_title', ['order' => $order->number], $locale) }}</h1>
    @if($hasCompany === true)
        <p data-test="invoice-not-issued">{{ __('documents.invoice.not_issued', [], $locale) }}</p>
        <p class="muted">{{ __('documents.invoice.not_issued_hint', [], $locale) }}</p>
        <form method="post" action="{{ $issueUrl }}" style="margin-top: 12px">
            <input type="hidden" name="_token" value="{{ csrf_token() }}">
            <input type="hidden" name="limba" value="{{ $locale }}">
            <button type="submit" data-test="invoice-issue" style="font-size: 14px; padding: 8px 14px; min-height: 40px">{{ __('documents.invoice.issue', [], $locale) }}</button>
        </form>
    @elseif($hasCompany === false)
        <p data-test="invoice-no-company">{{ __('documents.invoice.no_company', [], $locale) }}</p>
    @endif
@endsection
