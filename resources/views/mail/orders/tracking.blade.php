@extends('mail.layout')
@section('title', __('orders.tracking_mail.subject', ['number' => $order->number]))
@section('preheader', __('orders.tracking_mail.preheader'))
@section('content')
<p style="margin:0 0 12px;">{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}</p>
<p style="margin:0 0 12px;">{{ __('orders.tracking_mail.body', ['number' => $order->number]) }}</p>
@if ($shipment !== null)
<p style="margin:0 0 12px;">@if ($shipment['courier'] !== null){{ $shipment['courier'] }}: @endif<strong>{{ $shipment['number'] }}</strong></p>
@if ($shipment['url'] !== null)
@include('mail.partials.button', ['url' => $shipment['url'], 'label' => __('orders.tracking_mail.track')])
@endif
@endif
<p style="margin:12px 0 0;"><a href="{{ $url }}">{{ __('orders.mail.action') }}</a></p>
@endsection
