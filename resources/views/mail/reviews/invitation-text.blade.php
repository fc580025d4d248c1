{{-- Plain text: nothing is HTML-escaped here. --}}
@extends('mail.layout-text')
@section('content')
{!! __('mail.account.greeting', ['name' => $name]) !!}

{!! __('reviews.invite.intro') !!}

@foreach ($products as $product)
- {!! $product['name'] !!}: {!! $product['url'] !!}
@endforeach

{!! __('reviews.invite.why') !!} {!! __('reviews.invite.unsubscribe') !!}: {!! $unsubscribe !!}
@endsection
