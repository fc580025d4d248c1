@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('orders.edited_mail.body', ['number' => $order->number]) }}

{{ __('orders.edited_mail.contact', ['name' => $order->name ?? '', 'phone' => \App\Support\Phone::format($order->phone), 'email' => $order->email ?? '—']) }}

@if ($order->delivery_method !== null)
@include('mail.orders.delivery')

@endif
@if ($payment !== null)
{{ __('orders.edited_mail.payment', ['method' => $payment]) }}

@endif
@include('mail.orders.lines-text')

{{ __('orders.mail.action') }}: {!! $url !!}

{{ __('orders.edited_mail.questions') }}
@endsection
