@extends('mail.layout')
@section('title', __('orders.mail.subject', ['number' => $order->number]))
@section('preheader', __('orders.mail.preheader'))
@section('content')
<p style="margin:0 0 12px;">{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}</p>
<p style="margin:0 0 12px;">{{ __('orders.mail.body', ['number' => $order->number]) }}</p>
@if ($order->delivery_method !== null)
<p style="margin:0 0 12px;">@include('mail.orders.delivery')</p>
@endif
@if ($pickup !== null)
@include('mail.orders.pickup')
@endif
@include('mail.orders.lines')
@include('mail.partials.button', ['url' => $url, 'label' => __('orders.mail.action')])
<p style="margin:12px 0 0;">{{ __('orders.mail.next') }}</p>
@endsection
