@extends('mail.layout-text')
@section('content')
{{ __('mail.stock_alerts.confirm_heading') }}

{{ $what }}

{{ __('mail.stock_alerts.confirm') }}: {{ $confirmUrl }}

{{ __('mail.stock_alerts.ignore') }}

{{ __('mail.stock_alerts.unsubscribe') }}: {{ $unsubscribeUrl }}
@endsection
