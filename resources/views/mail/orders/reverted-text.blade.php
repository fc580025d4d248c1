@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('orders.revert_mail.body', ['number' => $order->number, 'from' => $from, 'to' => $to]) }}

@if ($reason !== null && $reason !== '')
{{ __('orders.status_mail.reason') }}: {{ $reason }}

@endif
{{ __('orders.revert_mail.next') }}

@include('mail.orders.lines-text')

{{ __('orders.mail.action') }}: {!! $url !!}
@endsection
