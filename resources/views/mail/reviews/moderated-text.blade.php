{{-- Plain text: nothing is HTML-escaped here, so the reason and the reply read as typed. --}}
@extends('mail.layout-text')
@section('content')
{!! __('mail.account.greeting', ['name' => $name]) !!}

{!! __('reviews.mail.'.$kind.'.intro', ['product' => $product]) !!}
@if ($kind === 'rejected' && $reason !== null)

{!! __('reviews.mail.reason') !!}
> {!! str_replace("\n", "\n> ", $reason) !!}
@endif
@if ($kind === 'replied' && $reply !== null)

{!! __('reviews.mail.reply', ['app' => config('app.name')]) !!}
> {!! str_replace("\n", "\n> ", $reply) !!}
@endif

{!! __('reviews.mail.'.$kind.'.action') !!}: {!! $url !!}
@endsection
