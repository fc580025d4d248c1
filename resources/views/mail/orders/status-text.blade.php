@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('orders.status_mail.'.$move.'.body', ['number' => $order->number]) }}

@if ($reason !== null && $reason !== '')
{{ __('orders.status_mail.reason') }}: {{ $reason }}

@endif
@if ($pickup !== null)
@include('mail.orders.pickup-text')

@elseif ($move !== 'cancelled' && $order->delivery_method !== null)
@include('mail.orders.delivery')

@endif
{{ __('orders.status_mail.'.$move.'.next') }}

@include('mail.orders.lines-text')

{{ __('orders.mail.action') }}: {!! $url !!}
@endsection
