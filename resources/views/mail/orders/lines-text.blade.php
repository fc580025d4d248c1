@foreach ($order->lines as $line)
- {{ $line->translate('name') }} ({{ $line->sku }}): {{ __('orders.quantity', ['count' => $line->quantity, 'price' => \App\Support\Money\Money::format($line->unit_price, app()->getLocale())]) }} = {{ \App\Support\Money\Money::format($line->line_total, app()->getLocale()) }}@if ($line->discount > 0), {{ __('orders.line_discount', ['amount' => \App\Support\Money\Money::format($line->discount, app()->getLocale())]) }}@endif

@endforeach
@foreach (\App\Queries\Orders\OrderPromotions::of($order) as $promo)
{{ $promo['code'] === null ? $promo['label'] : __('promo.code_named', ['code' => $promo['code']]) }}: {{ $promo['discount'] > 0 ? __('promo.minus', ['amount' => \App\Support\Money\Money::format($promo['discount'], app()->getLocale())]) : __('promo.free_delivery') }}
@endforeach
{{ __('checkout.delivery_fee') }}: {{ $order->delivery_fee === 0 ? __('checkout.free') : \App\Support\Money\Money::format($order->delivery_fee, app()->getLocale()) }}
{{ __('checkout.total') }}: {{ \App\Support\Money\Money::format($order->total, app()->getLocale()) }}
