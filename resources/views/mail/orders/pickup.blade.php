{{-- A pickup order's store, when it is ready and how long it is kept (App\Services\Orders\PickupPromise), in the HTML mails. --}}
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 12px;background:#fafafa;border:1px solid #e5e5e5;border-radius:6px;">
    <tr>
        <td style="padding:12px 16px;">
            <strong>{{ $pickup['store']['name'] }}</strong><br>
            {{ $pickup['store']['city'] }}, {{ $pickup['store']['address'] }}<br>
            <span style="color:#525252;">{{ __('orders.status_mail.hours') }}:</span>
            @foreach ($pickup['store']['hours'] as $line)
                <br>{{ $line }}
            @endforeach
            @if ($pickup['ready_at'] !== null)
            <br><br>@include('mail.orders.pickup-ready')
            @endif
        </td>
    </tr>
</table>
