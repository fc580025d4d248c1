@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ __('orders.lookup.link_mail.body', ['number' => $order->number]) }}

{{ __('orders.mail.action') }}: {!! $url !!}

{{ __('orders.link_mail.ignore') }}
@endsection
