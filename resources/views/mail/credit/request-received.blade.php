@extends('mail.layout')
@section('title', __('credit.mail.received_subject'))
@section('preheader', __('credit.mail.received_preheader'))
@section('content')
<p style="margin:0 0 12px;">{{ __('credit.mail.greeting', ['name' => $creditRequest->name]) }}</p>
<p style="margin:0 0 12px;">{{ __('credit.mail.received_body') }}</p>
@include('mail.credit.summary')
<p style="margin:12px 0 0;">{{ __('credit.mail.received_next') }}</p>
@endsection
