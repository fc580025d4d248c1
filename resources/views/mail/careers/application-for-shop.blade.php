@extends('mail.layout')
@section('title', __('careers.mail.shop_subject', ['title' => $application->vacancy->translate('title'), 'name' => $application->name]))
@section('content')
<p style="margin:0 0 12px;">{{ __('careers.mail.shop_body', ['title' => $application->vacancy->translate('title')]) }}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;">
    <tr><td style="color:#525252;">{{ __('careers.form.name') }}</td><td>{{ $application->name }}</td></tr>
    <tr><td style="color:#525252;">{{ __('careers.form.phone') }}</td><td><a href="tel:{{ $application->phone }}" style="color:#b71c1c;">{{ \App\Support\Phone::format($application->phone) }}</a></td></tr>
    <tr><td style="color:#525252;">{{ __('careers.form.email') }}</td><td><a href="mailto:{{ $application->email }}" style="color:#b71c1c;">{{ $application->email }}</a></td></tr>
    <tr><td style="color:#525252;">{{ __('careers.form.cv') }}</td><td>{{ $application->cv_original_name }} ({{ strtoupper($application->cv_type) }}, {{ __('careers.mail.application_number', ['id' => $application->id]) }})</td></tr>
</table>
@if ($application->message !== null)
<p style="margin:12px 0 0;white-space:pre-line;">{{ $application->message }}</p>
@endif
@endsection
