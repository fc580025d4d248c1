{{-- The customer's mail that the shop changed their order (App\Mail\Orders\OrderEdited). --}}
@extends('mail.layout')
@section('title', __('orders.edited_mail.subject', ['number' => $order->number]))
@section('preheader', __('orders.edited_mail.body', ['number' => $order->number]))
@section('content')
<p style="margin:0 0 12px;">{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}</p>
<p style="margin:0 0 12px;">{{ __('orders.edited_mail.body', ['number' => $order->number]) }}</p>
<p style="margin:0 0 12px;">{{ __('orders.edited_mail.contact', ['name' => $order->name ?? '', 'phone' => \App\Support\Phone::format($order->phone), 'email' => $order->email ?? '—']) }}</p>
@if ($order->delivery_method !== null)
<p style="margin:0 0 12px;">@include('mail.orders.delivery')</p>
@endif
@if ($payment !== null)
<p style="margin:0 0 12px;">{{ __('orders.edited_mail.payment', ['method' => $payment]) }}</p>
@endif
@include('mail.orders.lines')
@include('mail.partials.button', ['url' => $url, 'label' => __('orders.mail.action')])
<p style="margin:12px 0 0;">{{ __('orders.edited_mail.questions') }}</p>
@endsection
