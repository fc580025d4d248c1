@extends('mail.layout-text')
@section('content')
{{ __('careers.mail.greeting', ['name' => $application->name]) }}

{{ __('careers.mail.received_body', ['title' => $application->vacancy->translate('title')]) }}

{{ __('careers.mail.received_next') }}

{{ __('careers.mail.more_vacancies') }}: {{ url(\App\Infrastructure\Locale\LocalizedRoutes::url('careers.index')) }}
@endsection
