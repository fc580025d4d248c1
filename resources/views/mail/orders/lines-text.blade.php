@foreach ($order->lines as $line)
- {{ $line->translate('name') }} ({{ $line->sku }}): {{ __('orders.quantity', ['count' => $line->quantity, 'price' => \App\Support\Money\Money::format($line->unit_price, app()->getLocale())]) }} = {{ \App\Support\Money\Money::format($line->line_total, app()->getLocale()) }}
@endforeach
{{ __('checkout.delivery_fee') }}: {{ $order->delivery_fee === 0 ? __('checkout.free') : \App\Support\Money\Money::format($order->delivery_fee, app()->getLocale()) }}
{{ __('checkout.total') }}: {{ \App\Support\Money\Money::format($order->total, app()->getLocale()) }}
