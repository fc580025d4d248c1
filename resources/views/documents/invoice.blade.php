@extends('documents.layout')

@section('content')
    <h1 data-test="invoice-title">{{ __('documents.invoice.title', ['number' => $invoice->label()], $locale) }}</h1>
    <p>{{ __('documents.invoice.issued', [], $locale) }}: <span data-test="invoice-issued">{{ $invoice->issued_at->timezone(config('app.shop_timezone'))->format('d.m.Y') }}</span>
        · {{ __('documents.order', [], $locale) }} {{ $order->number }}</p>

    <table class="parties"><tr>
        <td data-test="invoice-supplier">
            <h2>{{ __('documents.invoice.supplier', [], $locale) }}</h2>
            <p><strong>{{ $data['seller']['name'] }}</strong></p>
            <p>{{ __('documents.invoice.idno', [], $locale) }}: {{ $data['seller']['idno'] }}</p>
            <p>{{ __('documents.invoice.vat_code', [], $locale) }}: {{ $data['seller']['vat_code'] }}</p>
            <p>{{ __('documents.address', [], $locale) }}: {{ $data['seller']['address'] }}</p>
            <p>{{ __('documents.invoice.iban', [], $locale) }}: {{ $data['seller']['iban'] }}</p>
            <p>{{ __('documents.invoice.bank', [], $locale) }}: {{ $data['seller']['bank'] }}</p>
        </td>
        <td data-test="invoice-buyer">
            <h2>{{ __('documents.invoice.buyer', [], $locale) }}</h2>
            <p><strong>{{ $data['buyer']['name'] }}</strong></p>
            <p>{{ __('documents.invoice.idno', [], $locale) }}: {{ $data['buyer']['idno'] }}</p>
            @if($data['buyer']['address'])<p>{{ __('documents.address', [], $locale) }}: {{ $data['buyer']['address'] }}</p>@endif
            <p>{{ __('documents.phone', [], $locale) }}: {{ $data['buyer']['phone'] }}</p>
        </td>
    </tr></table>

    <div class="scroll">
    <table data-test="invoice-lines">
        <thead><tr>
            <th>#</th>
            <th>{{ __('documents.product', [], $locale) }}</th>
            <th>{{ __('documents.sku', [], $locale) }}</th>
            <th class="num">{{ __('documents.quantity', [], $locale) }}</th>
            <th class="num">{{ __('documents.invoice.unit_net', [], $locale) }}</th>
            <th class="num">{{ __('documents.invoice.net', [], $locale) }}</th>
            <th class="num">{{ __('documents.invoice.vat', ['percent' => $data['vat_percent']], $locale) }}</th>
            <th class="num">{{ __('documents.invoice.total', [], $locale) }}</th>
        </tr></thead>
        <tbody>
        @foreach($data['lines'] as $i => $line)
            <tr data-test="invoice-line">
                <td>{{ $i + 1 }}</td>
                <td>{{ $line['name'] }}</td>
                <td class="sku">{{ $line['sku'] }}</td>
                <td class="num">{{ $line['quantity'] }}</td>
                <td class="num">{{ $line['unit_net'] }}</td>
                <td class="num">{{ $line['net'] }}</td>
                <td class="num">{{ $line['vat'] }}</td>
                <td class="num">{{ $line['total'] }}</td>
            </tr>
        @endforeach
        </tbody>
        <tfoot><tr class="totals">
            <td colspan="5">{{ __('documents.invoice.sum', [], $locale) }}, {{ \App\Support\Money\Money::currency($locale) }}</td>
            <td class="num" data-test="invoice-net">{{ $data['net'] }}</td>
            <td class="num" data-test="invoice-vat">{{ $data['vat'] }}</td>
            <td class="num" data-test="invoice-total">{{ $data['total'] }}</td>
        </tr></tfoot>
    </table>
    </div>
    <p class="words">{{ __('documents.invoice.in_words', [], $locale) }}: <strong data-test="invoice-words">{{ $data['words'] }}</strong></p>

    <table class="signs"><tr>
        <td>{{ __('documents.invoice.issued_by', [], $locale) }}: ____________________<br><br><span class="stamp">{{ __('documents.stamp', [], $locale) }}</span></td>
        <td>{{ __('documents.invoice.received_by', [], $locale) }}: ____________________<br><br><span class="stamp">{{ __('documents.stamp', [], $locale) }}</span></td>
    </tr></table>
@endsection
