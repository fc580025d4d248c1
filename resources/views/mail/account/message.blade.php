{{-- Every account e-mail: a greeting, the lines of its kind (lang mail.account.{kind}.*), a button, a second link when the kind has one, a closing note. --}}
@extends('mail.layout')
@section('title', __('mail.account.'.$kind.'.subject', ['app' => config('app.name')]))
@section('preheader', __('mail.account.'.$kind.'.intro', $replace))
@section('content')
<p style="margin:0 0 12px;">{{ __('mail.account.greeting', ['name' => $name]) }}</p>
<p style="margin:0 0 12px;">{{ __('mail.account.'.$kind.'.intro', $replace) }}</p>
@include('mail.partials.button', ['url' => $url, 'label' => __('mail.account.'.$kind.'.action')])
@if ($secondaryUrl !== null)
<p style="margin:0 0 12px;">{{ __('mail.account.'.$kind.'.secondary') }}: <a href="{{ $secondaryUrl }}" style="color:#b71c1c;">{{ str_starts_with($secondaryUrl, 'mailto:') ? substr($secondaryUrl, 7) : $secondaryUrl }}</a></p>
@endif
<p style="margin:0;color:#525252;font-size:13px;">{{ __('mail.account.'.$kind.'.outro', $replace) }}</p>
@endsection
