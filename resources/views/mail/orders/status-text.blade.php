@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('orders.status_mail.'.$move.'.body', ['number' => $order->number]) }}

@if ($reason !== null && $reason !== '')
{{ __('orders.status_mail.reason') }}: {{ $reason }}

@endif
@if ($pickup !== null)
@include('mail.orders.pickup-text')

@elseif ($move !== 'cancelled' && $order->delivery_method !== null)
@include('mail.orders.delivery')

@endif
{{ __('orders.status_mail.'.$move.'.next') }}
@if (($shipment ?? null) !== null)
@if ($shipment['courier'] !== null)
{{ __('orders.shipment.courier') }}: {{ $shipment['courier'] }}
@endif
@if ($shipment['number'] !== null)
{{ __('orders.shipment.number') }}: {{ $shipment['number'] }}@if ($shipment['url'] !== null) ({!! $shipment['url'] !!})@endif

@endif
@endif

@include('mail.orders.lines-text')

{{ __('orders.mail.action') }}: {!! $url !!}
@endsection
