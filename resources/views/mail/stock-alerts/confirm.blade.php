@extends('mail.layout')
@section('preheader', $what)
@section('content')
<p style="margin:0 0 12px;font-size:18px;font-weight:bold;">{{ __('mail.stock_alerts.confirm_heading') }}</p>
<p style="margin:0;">{{ $what }}</p>
@include('mail.partials.button', ['url' => $confirmUrl, 'label' => __('mail.stock_alerts.confirm')])
<p style="margin:0 0 8px;font-size:13px;color:#525252;">{{ __('mail.stock_alerts.ignore') }}</p>
<p style="margin:0;font-size:12px;color:#525252;"><a href="{{ $unsubscribeUrl }}" style="color:#b71c1c;">{{ __('mail.stock_alerts.unsubscribe') }}</a></p>
@endsection
