{{-- Plain text: nothing is HTML-escaped here, so names and links read as typed. --}}
@extends('mail.layout-text')
@section('content')
{!! __('mail.account.greeting', ['name' => $name]) !!}

{!! __('mail.account.'.$kind.'.intro', $replace) !!}

{!! __('mail.account.'.$kind.'.action') !!}: {!! $url !!}
@if ($secondaryUrl !== null)

{!! __('mail.account.'.$kind.'.secondary') !!}: {!! str_starts_with($secondaryUrl, 'mailto:') ? substr($secondaryUrl, 7) : $secondaryUrl !!}
@endif

{!! __('mail.account.'.$kind.'.outro', $replace) !!}
@endsection
