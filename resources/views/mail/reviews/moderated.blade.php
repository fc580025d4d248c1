{{-- What the shop did with a shopper's review: published, rejected with a reason, or answered. --}}
@extends('mail.layout')
@section('title', __('reviews.mail.'.$kind.'.subject', ['product' => $product]))
@section('preheader', __('reviews.mail.'.$kind.'.intro', ['product' => $product]))
@section('content')
<p style="margin:0 0 12px;">{{ __('mail.account.greeting', ['name' => $name]) }}</p>
<p style="margin:0 0 16px;">{{ __('reviews.mail.'.$kind.'.intro', ['product' => $product]) }}</p>
@if ($kind === 'rejected' && $reason !== null)
<p style="margin:0 0 4px;font-size:13px;color:#525252;">{{ __('reviews.mail.reason') }}</p>
<div style="white-space:pre-wrap;border-left:3px solid #e5e5e5;padding-left:12px;margin:0 0 16px;">{{ $reason }}</div>
@endif
@if ($kind === 'replied' && $reply !== null)
<p style="margin:0 0 4px;font-size:13px;color:#525252;">{{ __('reviews.mail.reply', ['app' => config('app.name')]) }}</p>
<div style="white-space:pre-wrap;border-left:3px solid #e5e5e5;padding-left:12px;margin:0 0 16px;">{{ $reply }}</div>
@endif
@include('mail.partials.button', ['url' => $url, 'label' => __('reviews.mail.'.$kind.'.action')])
@endsection
