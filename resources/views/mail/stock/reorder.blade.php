{{-- The warehouse's daily list of products at or below their reorder level. --}}
@extends('mail.layout')
@section('title', __('mail.reorder.subject', ['count' => count($products)]))
@section('preheader', __('mail.reorder.intro', ['date' => $day]))
@section('content')
<p style="margin:0 0 16px;">{{ __('mail.reorder.intro', ['date' => $day]) }}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr>
<th align="left" style="padding:6px 4px;border-bottom:1px solid #e5e5e5;">{{ __('mail.reorder.product') }}</th>
<th align="right" style="padding:6px 4px;border-bottom:1px solid #e5e5e5;">{{ __('mail.reorder.stock') }}</th>
<th align="right" style="padding:6px 4px;border-bottom:1px solid #e5e5e5;">{{ __('mail.reorder.level') }}</th>
</tr>
@foreach ($rows as $product)
<tr>
<td style="padding:6px 4px;border-bottom:1px solid #f0f0f0;"><a href="{{ $product['url'] }}">{{ $product['name'] }}</a><br><span style="color:#525252;font-size:12px;">{{ $product['sku'] }}</span></td>
<td align="right" style="padding:6px 4px;border-bottom:1px solid #f0f0f0;">{{ $product['stock'] }}</td>
<td align="right" style="padding:6px 4px;border-bottom:1px solid #f0f0f0;">{{ $product['level'] }}</td>
</tr>
@endforeach
</table>
@endsection
