{{-- Plain text: nothing is HTML-escaped here, so names and links read as typed. --}}
@extends('mail.layout-text')
@section('content')
{!! __('mail.account.greeting', ['name' => $name]) !!}

{!! __('mail.account.'.$kind.'.intro', ['minutes' => $minutes]) !!}

{!! __('mail.account.'.$kind.'.action') !!}: {!! $url !!}

{!! __('mail.account.'.$kind.'.outro', ['minutes' => $minutes]) !!}
@endsection
