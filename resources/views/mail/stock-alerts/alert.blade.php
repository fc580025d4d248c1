@extends('mail.layout')
@section('preheader', $intro)
@section('content')
<p style="margin:0 0 12px;font-size:18px;font-weight:bold;">{{ $heading }}</p>
<p style="margin:0;">{{ $intro }}</p>
@include('mail.partials.button', ['url' => $productUrl, 'label' => __('mail.stock_alerts.view')])
@if ($once)
<p style="margin:0 0 8px;font-size:13px;color:#525252;">{{ __('mail.stock_alerts.once') }}</p>
@endif
<p style="margin:0;font-size:12px;color:#525252;"><a href="{{ $unsubscribeUrl }}" style="color:#b71c1c;">{{ __('mail.stock_alerts.unsubscribe') }}</a></p>
@endsection
