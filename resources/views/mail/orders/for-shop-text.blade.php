@extends('mail.layout-text')
@section('content')
{{ __($order->kind === 'one_click' ? 'orders.mail.shop_intro_one_click' : 'orders.mail.shop_intro', ['number' => $order->number]) }}

{{ $order->name }} · {{ __('checkout.phone') }}: {{ \App\Support\Phone::format($order->phone) }}@if ($order->email) · {{ $order->email }}@endif

@if ($order->delivery_method !== null)
@include('mail.orders.delivery')

{{ __('orders.payment') }}: {{ __('checkout.payment.'.$order->payment_method) }}@if ($order->company_name) — {{ $order->company_name }}, IDNO {{ $order->company_idno }}@endif

@endif
@if ($order->comment)
{{ __('orders.comment') }}: {{ $order->comment }}

@endif
@include('mail.orders.lines-text')

{{ __('orders.mail.action') }}: {!! $url !!}
@endsection
