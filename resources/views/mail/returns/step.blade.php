{{-- The customer's mail about a return, a refund or a warranty claim (App\Mail\Returns\AfterSaleMail). --}}
@extends('mail.layout')
@section('title', $body)
@section('preheader', $body)
@section('content')
<p style="margin:0 0 12px;">{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}</p>
<p style="margin:0 0 12px;font-weight:bold;">{{ $body }}</p>
@if ($note !== null && $note !== '')
<p style="margin:0 0 12px;">{{ __('returns.mail.note') }}: <em>{{ $note }}</em></p>
@endif
<p style="margin:0 0 12px;">{{ $next }}</p>
@include('mail.partials.button', ['url' => $url, 'label' => __('orders.mail.action')])
@endsection
