@extends('mail.layout-text')
@section('content')
{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}

{{ $body }}

@if ($note !== null && $note !== '')
{{ __('returns.mail.note') }}: {{ $note }}

@endif
{{ $next }}

{{ __('orders.mail.action') }}: {!! $url !!}
@endsection
