@extends('mail.layout')
@section('title', __('credit.mail.shop_subject', ['name' => $creditRequest->name]))
@section('content')
<p style="margin:0 0 12px;">{{ __('credit.mail.shop_body', ['id' => $creditRequest->id]) }}</p>
<p style="margin:0 0 12px;">{{ $creditRequest->name }} · <a href="tel:{{ $creditRequest->phone }}" style="color:#b71c1c;">{{ \App\Support\Phone::format($creditRequest->phone) }}</a>@if ($creditRequest->email !== null) · <a href="mailto:{{ $creditRequest->email }}" style="color:#b71c1c;">{{ $creditRequest->email }}</a>@endif</p>
@include('mail.credit.summary')
@endsection
