{{-- The customer's mail that a move of their order was taken back (App\Mail\Orders\OrderStatusReverted). --}}
@extends('mail.layout')
@section('title', __('orders.revert_mail.subject', ['number' => $order->number]))
@section('preheader', __('orders.revert_mail.body', ['number' => $order->number, 'from' => $from, 'to' => $to]))
@section('content')
<p style="margin:0 0 12px;">{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}</p>
<p style="margin:0 0 12px;font-weight:bold;">{{ __('orders.revert_mail.body', ['number' => $order->number, 'from' => $from, 'to' => $to]) }}</p>
@if ($reason !== null && $reason !== '')
<p style="margin:0 0 12px;">{{ __('orders.status_mail.reason') }}: <em>{{ $reason }}</em></p>
@endif
<p style="margin:0 0 12px;">{{ __('orders.revert_mail.next') }}</p>
@include('mail.orders.lines')
@include('mail.partials.button', ['url' => $url, 'label' => __('orders.mail.action')])
@endsection
