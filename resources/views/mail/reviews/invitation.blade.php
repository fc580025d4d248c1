{{-- An invitation to review what a completed order brought, with a one-click link to stop these mails. --}}
@extends('mail.layout')
@section('title', __('reviews.invite.subject', ['number' => $number]))
@section('preheader', __('reviews.invite.intro'))
@section('content')
<p style="margin:0 0 12px;">{{ __('mail.account.greeting', ['name' => $name]) }}</p>
<p style="margin:0 0 16px;">{{ __('reviews.invite.intro') }}</p>
<ul style="margin:0 0 16px;padding-left:20px;">
@foreach ($products as $product)
    <li style="margin:0 0 8px;"><a href="{{ $product['url'] }}" style="color:#b71c1c;">{{ $product['name'] }}</a> — {{ __('reviews.invite.action') }}</li>
@endforeach
</ul>
<p style="margin:16px 0 0;font-size:12px;color:#525252;">{{ __('reviews.invite.why') }} <a href="{{ $unsubscribe }}" style="color:#525252;">{{ __('reviews.invite.unsubscribe') }}</a></p>
@endsection
