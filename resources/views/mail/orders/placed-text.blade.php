@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('orders.mail.body', ['number' => $order->number]) }}

@include('mail.orders.lines-text')

{{ __('orders.mail.action') }}: {!! $url !!}

{{ __('orders.mail.next') }}
@endsection
