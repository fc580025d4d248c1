@extends('documents.layout')

@section('content')
    <h1>{{ __('documents.packing.title', [], $locale) }} · {{ $order->number }}</h1>
    <p>{{ __('documents.order_date', [], $locale) }}: {{ $order->created_at->timezone(config('app.shop_timezone'))->format('d.m.Y H:i') }}</p>
    <p data-test="packing-delivery"><strong>{{ __($delivery['method'] === 'pickup' ? 'documents.delivery_pickup' : 'documents.delivery_courier', [], $locale) }}</strong>
        @if($delivery['method'] === 'pickup' && $delivery['store']) · {{ $delivery['store'] }}@endif
        @if($delivery['address']) · {{ $delivery['address'] }}@endif
        @if($delivery['day']) · {{ $delivery['day'] }}@endif
        @if($delivery['interval']) · {{ $delivery['interval'] }}@endif
    </p>
    <p>{{ __('documents.customer', [], $locale) }}: {{ $order->name }} · {{ $phone }}</p>
    @if($order->comment)<p class="muted">{{ __('documents.comment', [], $locale) }}: {{ $order->comment }}</p>@endif

    @foreach($data['places'] as $place)
        <h2 data-test="packing-place">{{ __('documents.packing.from_place', ['place' => $place['name']], $locale) }}</h2>
        <div class="scroll">
        <table>
            <thead><tr><th>{{ __('documents.sku', [], $locale) }}</th><th>{{ __('documents.product', [], $locale) }}</th><th class="num">{{ __('documents.quantity', [], $locale) }}</th><th>{{ __('documents.packing.picked', [], $locale) }}</th></tr></thead>
            <tbody>
            @foreach($place['items'] as $item)
                <tr data-test="packing-item"><td class="sku"><strong>{{ $item['sku'] }}</strong></td><td>{{ $item['name'] }}</td><td class="num">{{ $item['quantity'] }}</td><td><span class="box"></span></td></tr>
            @endforeach
            </tbody>
        </table>
        </div>
    @endforeach
    @if($data['unreserved'] !== [])
        <h2 data-test="packing-unreserved">{{ __('documents.packing.unreserved', [], $locale) }}</h2>
        <div class="scroll">
        <table>
            <thead><tr><th>{{ __('documents.sku', [], $locale) }}</th><th>{{ __('documents.product', [], $locale) }}</th><th class="num">{{ __('documents.quantity', [], $locale) }}</th><th>{{ __('documents.packing.picked', [], $locale) }}</th></tr></thead>
            <tbody>
            @foreach($data['unreserved'] as $item)
                <tr data-test="packing-item"><td class="sku"><strong>{{ $item['sku'] }}</strong></td><td>{{ $item['name'] }}</td><td class="num">{{ $item['quantity'] }}</td><td><span class="box"></span></td></tr>
            @endforeach
            </tbody>
        </table>
        </div>
    @endif
    <p style="margin-top: 10px"><strong>{{ __('documents.units', [], $locale) }}: <span data-test="packing-units">{{ $data['units'] }}</span></strong></p>
    <table class="signs"><tr><td>{{ __('documents.packing.packed_by', [], $locale) }}: ____________________</td><td>{{ __('documents.signature', [], $locale) }}: ____________________</td></tr></table>
@endsection
