@extends('mail.layout-text')
@section('content')
{{ __('credit.mail.greeting', ['name' => $creditRequest->name]) }}

{{ __('credit.mail.received_body') }}

@include('mail.credit.summary-text')

{{ __('credit.mail.received_next') }}
@endsection
