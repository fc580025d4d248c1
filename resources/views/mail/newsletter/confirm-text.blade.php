@extends('mail.layout-text')
@section('content')
{{ __('mail.newsletter.heading') }}

{{ __('mail.newsletter.intro') }}

{{ __('mail.newsletter.confirm') }}: {{ $confirmUrl }}

{{ __('mail.newsletter.ignore') }}

{{ __('mail.newsletter.unsubscribe_hint') }} {{ $unsubscribeUrl }}
@endsection
