{{-- The invitation to the back office: the role, the one-time link to set a password, what comes next (two-factor). --}}
@extends('mail.layout')
@section('title', __('admin.staff.mail.subject', $replace))
@section('preheader', __('admin.staff.mail.intro', $replace))
@section('content')
<p style="margin:0 0 12px;">{{ __('mail.account.greeting', ['name' => $name]) }}</p>
<p style="margin:0 0 12px;">{{ __('admin.staff.mail.intro', $replace) }}</p>
@include('mail.partials.button', ['url' => $url, 'label' => __('admin.staff.mail.action')])
<p style="margin:0 0 12px;">{{ __('admin.staff.mail.next', $replace) }}</p>
<p style="margin:0;color:#525252;font-size:13px;">{{ __('admin.staff.mail.outro', $replace) }}</p>
@endsection
