{{-- The plain-text twin of mail.layout: a text mail view extends it and fills `content`. --}}
{{ config('app.name') }}
==========================

@yield('content')

--
@include('mail.partials.contacts-text')
