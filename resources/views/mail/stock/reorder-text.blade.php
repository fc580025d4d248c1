{{-- Plain text: nothing is HTML-escaped here. --}}
@extends('mail.layout-text')
@section('content')
{!! __('mail.reorder.intro', ['date' => $day]) !!}

@foreach ($rows as $product)
- {!! $product['name'] !!} ({!! $product['sku'] !!}): {{ $product['stock'] }} / {{ $product['level'] }}
  {!! $product['url'] !!}
@endforeach
@endsection
