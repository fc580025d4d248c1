@extends('mail.layout')
@section('title', __('careers.mail.received_subject', ['title' => $application->vacancy->translate('title')]))
@section('preheader', __('careers.mail.received_preheader'))
@section('content')
<p style="margin:0 0 12px;">{{ __('careers.mail.greeting', ['name' => $application->name]) }}</p>
<p style="margin:0 0 12px;">{{ __('careers.mail.received_body', ['title' => $application->vacancy->translate('title')]) }}</p>
<p style="margin:0 0 12px;">{{ __('careers.mail.received_next') }}</p>
@include('mail.partials.button', ['url' => url(\App\Infrastructure\Locale\LocalizedRoutes::url('careers.index')), 'label' => __('careers.mail.more_vacancies')])
@endsection
