@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('payments.mail.body', ['number' => $order->number, 'amount' => $amount]) }}

@include('mail.orders.lines-text')

{{ __('orders.mail.action') }}: {!! $url !!}
@endsection
