@extends('mail.layout')
@section('title', __('orders.mail.shop_subject', ['number' => $order->number]))
@section('content')
<p style="margin:0 0 12px;">{{ __($order->kind === 'one_click' ? 'orders.mail.shop_intro_one_click' : 'orders.mail.shop_intro', ['number' => $order->number]) }}</p>
<p style="margin:0 0 12px;">{{ $order->name }} · {{ __('checkout.phone') }}: <a href="tel:{{ $order->phone }}" style="color:#b71c1c;">{{ \App\Support\Phone::format($order->phone) }}</a>@if ($order->email) · {{ $order->email }}@endif</p>
@if ($order->delivery_method !== null)
<p style="margin:0 0 12px;">@include('mail.orders.delivery')</p>
<p style="margin:0 0 12px;">{{ __('orders.payment') }}: {{ __('checkout.payment.'.$order->payment_method) }}@if ($order->company_name) — {{ $order->company_name }}, IDNO {{ $order->company_idno }}@endif</p>
@endif
@if ($order->comment)
<p style="margin:0 0 12px;">{{ __('orders.comment') }}: {{ $order->comment }}</p>
@endif
@include('mail.orders.lines')
@include('mail.partials.button', ['url' => $url, 'label' => __('orders.mail.action')])
@endsection
