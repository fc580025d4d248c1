@extends('documents.layout')

@section('content')
    @forelse($cards as $i => $card)
        <section class="card" data-test="warranty-card">
            <h1>{{ __('documents.warranty.title', [], $locale) }}</h1>
            <p class="muted">{{ __('documents.warranty.unit', ['unit' => $card['unit'], 'of' => $card['of']], $locale) }}</p>
            <table>
                <tr><th>{{ __('documents.product', [], $locale) }}</th><td>{{ $card['name'] }}</td></tr>
                <tr><th>{{ __('documents.sku', [], $locale) }}</th><td>{{ $card['sku'] }}</td></tr>
                <tr><th>{{ __('documents.warranty.months', [], $locale) }}</th><td data-test="warranty-months">{{ __('documents.warranty.months_value', ['months' => $card['months']], $locale) }}</td></tr>
                <tr><th>{{ __('documents.order', [], $locale) }}</th><td>{{ $order->number }} · {{ $order->created_at->timezone(config('app.shop_timezone'))->format('d.m.Y') }}</td></tr>
                <tr><th>{{ __('documents.warranty.serial', [], $locale) }}</th><td style="height: 8mm"></td></tr>
                <tr><th>{{ __('documents.warranty.seller', [], $locale) }}</th><td>{{ $shop['name'] }}, {{ $shop['address'] }} · {{ $shop['phone'] }}</td></tr>
            </table>
            <p class="muted" style="margin-top: 6px">{{ __('documents.warranty.terms', [], $locale) }}</p>
            <table class="signs"><tr><td>{{ __('documents.signature', [], $locale) }}: ____________________</td><td style="text-align: right"><span class="stamp">{{ __('documents.stamp', [], $locale) }}</span></td></tr></table>
        </section>
    @empty
        <p>{{ __('documents.warranty.none', [], $locale) }}</p>
    @endforelse
@endsection
