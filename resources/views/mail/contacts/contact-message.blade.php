@extends('mail.layout')
@section('preheader', __('mail.contact.intro', ['name' => $contact->name]))
@section('content')
<p style="margin:0 0 12px;">{{ __('mail.contact.intro', ['name' => $contact->name]) }}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px;">
    <tr><td style="padding:2px 12px 2px 0;color:#525252;">{{ __('office.form.name') }}</td><td>{{ $contact->name }}</td></tr>
    <tr><td style="padding:2px 12px 2px 0;color:#525252;">{{ __('office.form.email') }}</td><td><a href="mailto:{{ $contact->email }}" style="color:#b71c1c;">{{ $contact->email }}</a></td></tr>
    @if ($contact->phone)
    <tr><td style="padding:2px 12px 2px 0;color:#525252;">{{ __('mail.contact.phone') }}</td><td><a href="tel:{{ preg_replace('/[^0-9+]/', '', $contact->phone) }}" style="color:#b71c1c;">{{ \App\Support\Phone::format($contact->phone) }}</a></td></tr>
    @endif
    <tr><td style="padding:2px 12px 2px 0;color:#525252;">{{ __('mail.contact.language') }}</td><td>{{ strtoupper($contact->locale) }}</td></tr>
</table>
<div style="white-space:pre-wrap;border-left:3px solid #e5e5e5;padding-left:12px;">{{ $contact->message }}</div>
<p style="margin:16px 0 0;font-size:13px;color:#525252;">{{ __('mail.contact.reply_hint') }}</p>
@endsection
