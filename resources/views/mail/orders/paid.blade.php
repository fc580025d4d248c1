{{-- The customer's receipt for an order paid online (App\Mail\Orders\OrderPaid). --}}
@extends('mail.layout')
@section('title', __('payments.mail.subject', ['number' => $order->number]))
@section('preheader', __('payments.mail.body', ['number' => $order->number, 'amount' => $amount]))
@section('content')
<p style="margin:0 0 12px;">{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}</p>
<p style="margin:0 0 12px;font-weight:bold;">{{ __('payments.mail.body', ['number' => $order->number, 'amount' => $amount]) }}</p>
@include('mail.orders.lines')
@include('mail.partials.button', ['url' => $url, 'label' => __('orders.mail.action')])
@endsection
