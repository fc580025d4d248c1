@extends('mail.layout-text')
@section('content')
{{ __('careers.mail.shop_body', ['title' => $application->vacancy->translate('title')]) }}

{{ __('careers.form.name') }}: {{ $application->name }}
{{ __('careers.form.phone') }}: {{ \App\Support\Phone::format($application->phone) }}
{{ __('careers.form.email') }}: {{ $application->email }}
{{ __('careers.form.cv') }}: {{ $application->cv_original_name }} ({{ strtoupper($application->cv_type) }}, {{ __('careers.mail.application_number', ['id' => $application->id]) }})
@if ($application->message !== null)

{{ $application->message }}
@endif
@endsection
