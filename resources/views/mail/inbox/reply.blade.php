{{-- A staff member's answer to a contact message, with the shopper's message quoted under it. --}}
@extends('mail.layout')
@section('title', $subject)
@section('preheader', \Illuminate\Support\Str::limit($body, 90))
@section('content')
<p style="margin:0 0 12px;">{{ __('mail.account.greeting', ['name' => $name]) }}</p>
<div style="white-space:pre-wrap;margin:0 0 16px;">{{ $body }}</div>
<p style="margin:0 0 20px;">{{ __('admin.messages.mail.signature', ['name' => $staff, 'app' => config('app.name')]) }}</p>
<p style="margin:0 0 4px;font-size:13px;color:#525252;">{{ __('admin.messages.mail.original') }}</p>
<div style="white-space:pre-wrap;border-left:3px solid #e5e5e5;padding-left:12px;font-size:13px;color:#525252;">{{ $original }}</div>
@endsection
