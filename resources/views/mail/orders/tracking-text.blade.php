@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('orders.tracking_mail.body', ['number' => $order->number]) }}
@if ($shipment !== null)

@if ($shipment['courier'] !== null){{ $shipment['courier'] }}: @endif{{ $shipment['number'] }}
@if ($shipment['url'] !== null)
{{ __('orders.tracking_mail.track') }}: {!! $shipment['url'] !!}
@endif
@endif

{{ __('orders.mail.action') }}: {!! $url !!}
@endsection
