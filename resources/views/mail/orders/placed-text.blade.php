@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('orders.mail.body', ['number' => $order->number]) }}

@if ($order->delivery_method !== null)
@include('mail.orders.delivery')

@endif
@if ($pickup !== null)
@include('mail.orders.pickup-text')

@endif
@include('mail.orders.lines-text')

{{ __('orders.mail.action') }}: {!! $url !!}

{{ __('orders.mail.next') }}
@endsection
