{{-- Plain text: nothing is HTML-escaped here, so names and links read as typed. --}}
@extends('mail.layout-text')
@section('content')
{!! __('mail.account.greeting', ['name' => $name]) !!}

{!! __('admin.staff.mail.intro', $replace) !!}

{!! __('admin.staff.mail.action') !!}: {!! $url !!}

{!! __('admin.staff.mail.next', $replace) !!}

{!! __('admin.staff.mail.outro', $replace) !!}
@endsection
