<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:12px 0;">
@foreach ($order->lines as $line)
    <tr>
        <td style="padding:6px 0;border-bottom:1px solid #e5e5e5;">{{ $line->translate('name') }} <span style="color:#525252;">({{ $line->sku }})</span><br><span style="color:#525252;">{{ __('orders.quantity', ['count' => $line->quantity, 'price' => \App\Support\Money\Money::format($line->unit_price, app()->getLocale())]) }}</span>@if ($line->discount > 0)<br><span style="color:#166534;">{{ __('orders.line_discount', ['amount' => \App\Support\Money\Money::format($line->discount, app()->getLocale())]) }}</span>@endif</td>
        <td style="padding:6px 0;border-bottom:1px solid #e5e5e5;text-align:right;white-space:nowrap;">{{ \App\Support\Money\Money::format($line->line_total, app()->getLocale()) }}</td>
    </tr>
@endforeach
@foreach (\App\Queries\Orders\OrderPromotions::of($order) as $promo)
    <tr>
        <td style="padding:6px 0;color:#166534;">{{ $promo['code'] === null ? $promo['label'] : __('promo.code_named', ['code' => $promo['code']]) }}</td>
        <td style="padding:6px 0;text-align:right;color:#166534;white-space:nowrap;">{{ $promo['discount'] > 0 ? __('promo.minus', ['amount' => \App\Support\Money\Money::format($promo['discount'], app()->getLocale())]) : __('promo.free_delivery') }}</td>
    </tr>
@endforeach
    <tr>
        <td style="padding:6px 0;">{{ __('checkout.delivery_fee') }}</td>
        <td style="padding:6px 0;text-align:right;">{{ $order->delivery_fee === 0 ? __('checkout.free') : \App\Support\Money\Money::format($order->delivery_fee, app()->getLocale()) }}</td>
    </tr>
    <tr>
        <td style="padding:6px 0;font-weight:bold;">{{ __('checkout.total') }}</td>
        <td style="padding:6px 0;text-align:right;font-weight:bold;">{{ \App\Support\Money\Money::format($order->total, app()->getLocale()) }}</td>
    </tr>
</table>
