@extends('mail.layout-text')
@section('content')
{{ $heading }}

{{ $intro }}

{{ __('mail.stock_alerts.view') }}: {{ $productUrl }}
@if ($once)

{{ __('mail.stock_alerts.once') }}
@endif

{{ __('mail.stock_alerts.unsubscribe') }}: {{ $unsubscribeUrl }}
@endsection
