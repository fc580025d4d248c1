@extends('mail.layout-text')
@section('content')
{{ __('mail.contact.intro', ['name' => $contact->name]) }}

{{ __('office.form.name') }}: {{ $contact->name }}
{{ __('office.form.email') }}: {{ $contact->email }}
@if ($contact->phone)
{{ __('mail.contact.phone') }}: {{ \App\Support\Phone::format($contact->phone) }}
@endif
{{ __('mail.contact.language') }}: {{ strtoupper($contact->locale) }}

{{ $contact->message }}

{{ __('mail.contact.reply_hint') }}
@endsection
