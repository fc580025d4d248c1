{{-- Plain text: nothing is HTML-escaped here, so the reply reads as typed. --}}
@extends('mail.layout-text')
@section('content')
{!! __('mail.account.greeting', ['name' => $name]) !!}

{!! $body !!}

{!! __('admin.messages.mail.signature', ['name' => $staff, 'app' => config('app.name')]) !!}

{!! __('admin.messages.mail.original') !!}
> {!! str_replace("\n", "\n> ", $original) !!}
@endsection
