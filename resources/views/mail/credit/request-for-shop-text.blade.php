@extends('mail.layout-text')
@section('content')
{{ __('credit.mail.shop_body', ['id' => $creditRequest->id]) }}

{{ $creditRequest->name }} · {{ \App\Support\Phone::format($creditRequest->phone) }}@if ($creditRequest->email !== null) · {{ $creditRequest->email }}@endif


@include('mail.credit.summary-text')
@endsection
