@extends('mail.layout')
@section('title', __('orders.lookup.link_mail.subject', ['number' => $order->number]))
@section('preheader', __('orders.lookup.link_mail.preheader'))
@section('content')
<p style="margin:0 0 12px;">{{ __('orders.mail.greeting', ['name' => $order->name ?? '']) }}</p>
<p style="margin:0 0 12px;">{{ __('orders.lookup.link_mail.body', ['number' => $order->number]) }}</p>
@include('mail.partials.button', ['url' => $url, 'label' => __('orders.mail.action')])
<p style="margin:12px 0 0;">{{ __('orders.link_mail.ignore') }}</p>
@endsection
