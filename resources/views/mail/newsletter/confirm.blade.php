@extends('mail.layout')
@section('preheader', __('mail.newsletter.intro'))
@section('content')
<p style="margin:0 0 12px;font-size:18px;font-weight:bold;">{{ __('mail.newsletter.heading') }}</p>
<p style="margin:0;">{{ __('mail.newsletter.intro') }}</p>
@include('mail.partials.button', ['url' => $confirmUrl, 'label' => __('mail.newsletter.confirm')])
<p style="margin:0 0 8px;font-size:13px;color:#525252;">{{ __('mail.newsletter.ignore') }}</p>
<p style="margin:0;font-size:12px;color:#525252;">{{ __('mail.newsletter.unsubscribe_hint') }} <a href="{{ $unsubscribeUrl }}" style="color:#b71c1c;">{{ __('mail.newsletter.unsubscribe') }}</a></p>
@endsection
