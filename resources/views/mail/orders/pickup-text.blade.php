{{ $pickup['store']['name'] }}
{{ $pickup['store']['city'] }}, {{ $pickup['store']['address'] }}
{{ __('orders.status_mail.hours') }}:
@foreach ($pickup['store']['hours'] as $line)
{{ $line }}
@endforeach
@if ($pickup['ready_at'] !== null)

@include('mail.orders.pickup-ready')
@endif
