{{-- Every account e-mail: a greeting, the lines of its kind (lang mail.account.{kind}.*), a button, a closing note. --}}
@extends('mail.layout')
@section('title', __('mail.account.'.$kind.'.subject', ['app' => config('app.name')]))
@section('preheader', __('mail.account.'.$kind.'.intro', ['minutes' => $minutes]))
@section('content')
<p style="margin:0 0 12px;">{{ __('mail.account.greeting', ['name' => $name]) }}</p>
<p style="margin:0 0 12px;">{{ __('mail.account.'.$kind.'.intro', ['minutes' => $minutes]) }}</p>
@include('mail.partials.button', ['url' => $url, 'label' => __('mail.account.'.$kind.'.action')])
<p style="margin:0;color:#525252;font-size:13px;">{{ __('mail.account.'.$kind.'.outro', ['minutes' => $minutes]) }}</p>
@endsection
