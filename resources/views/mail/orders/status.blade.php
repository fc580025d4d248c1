{{-- The customer's mail about a move of their order (App\Mail\Orders\OrderStatusChanged). --}}
@extends('mail.layout')
@section('title', __('orders.status_mail.'.$move.'.subject', ['number' => $order->number]))
@section('preheader', __('orders.status_mail.'.$move.'.body', ['number' => $order->number]))
@section('content')
<p style="margin:0 0 12px;">{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}</p>
<p style="margin:0 0 12px;font-weight:bold;">{{ __('orders.status_mail.'.$move.'.body', ['number' => $order->number]) }}</p>
@if ($reason !== null && $reason !== '')
<p style="margin:0 0 12px;">{{ __('orders.status_mail.reason') }}: <em>{{ $reason }}</em></p>
@endif
@if ($pickup !== null)
@include('mail.orders.pickup')
@elseif ($move !== 'cancelled' && $order->delivery_method !== null)
<p style="margin:0 0 12px;">@include('mail.orders.delivery')</p>
@endif
<p style="margin:0 0 12px;">{{ __('orders.status_mail.'.$move.'.next') }}</p>
@if (($shipment ?? null) !== null)
<p style="margin:0 0 12px;">@if ($shipment['courier'] !== null){{ __('orders.shipment.courier') }}: <strong>{{ $shipment['courier'] }}</strong><br>@endif
@if ($shipment['number'] !== null){{ __('orders.shipment.number') }}: @if ($shipment['url'] !== null)<a href="{{ $shipment['url'] }}">{{ $shipment['number'] }}</a>@else<strong>{{ $shipment['number'] }}</strong>@endif @endif</p>
@endif
@include('mail.orders.lines')
@include('mail.partials.button', ['url' => $url, 'label' => __('orders.mail.action')])
@endsection
