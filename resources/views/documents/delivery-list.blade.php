@extends('documents.layout')

@section('toolbar')
    <form method="get" action="{{ $formUrl }}" data-test="delivery-list-form">
        <label>{{ __('documents.delivery_list.day', [], $locale) }} <input type="date" name="data" value="{{ $day }}" required></label>
        <label>{{ __('documents.delivery_list.interval', [], $locale) }}
            <select name="interval">
                @foreach($intervals as $option)<option value="{{ $option }}" @selected($option === $interval)>{{ $option }}</option>@endforeach
            </select>
        </label>
        <input type="hidden" name="limba" value="{{ $locale }}">
        <button type="submit">{{ __('documents.delivery_list.show', [], $locale) }}</button>
    </form>
@endsection

@push('styles')
    <style>
        .nowrap, .delivery-list td.number { white-space: nowrap; }
        .delivery-list td.signature { min-width: 22mm; }
        {{-- The amount stays on one line; why it is 0 may wrap instead of widening the column past the page. --}}
        .delivery-list td.collect .muted { white-space: normal; }
    </style>
    {{-- A courier reading the list on a phone gets each order as a block, what to collect large; paper and the PDF keep
         the table (dompdf never sees these rules). --}}
    @unless($pdf)
    <style>
        @media screen and (max-width: 640px) {
            .scroll { overflow-x: visible; }
            .delivery-list thead { display: none; }
            .delivery-list, .delivery-list tbody, .delivery-list tfoot { display: block; }
            .delivery-list tbody tr { display: flex; flex-wrap: wrap; column-gap: 6px; border: 1px solid #777; border-radius: 6px; padding: 8px 10px; margin-bottom: 10px; }
            .delivery-list td { display: block; flex: 1 1 100%; border: 0; padding: 2px 0; text-align: left; }
            .delivery-list td.index, .delivery-list td.number { flex: 0 0 auto; font-size: 12pt; font-weight: bold; }
            .delivery-list td.index::after { content: '.'; }
            .delivery-list td.name { font-weight: bold; }
            .delivery-list td[data-label]::before { content: attr(data-label); display: block; color: #555; font-size: 9pt; font-weight: normal; }
            .delivery-list td.collect { margin-top: 6px; padding: 6px 8px; background: #f3f4f6; border-radius: 4px; font-size: 16pt; font-weight: bold; white-space: normal; }
            .delivery-list td.collect .muted { display: block; font-size: 10pt; font-weight: normal; }
            .delivery-list td.signature { min-height: 44px; margin-top: 4px; border-bottom: 1px dashed #777; }
            .delivery-list tfoot tr { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 4px 12px; border-top: 2px solid #111; padding: 8px 0; }
            .delivery-list tfoot td { border: 0; padding: 0; }
            .delivery-list tfoot td.num { font-size: 16pt; }
            .delivery-list tfoot td.blank { display: none; }
            .signs td { display: block; width: 100%; }
        }
    </style>
    @endunless
@endpush

@section('content')
    <h1 data-test="delivery-list-title">{{ __('documents.delivery_list.title', [], $locale) }} · <span class="nowrap">{{ $dayLabel }}</span> · <span class="nowrap">{{ $interval }}</span></h1>
    <p>{{ $shop['name'] }} · {{ __('documents.delivery_list.count', ['count' => $data['count']], $locale) }}</p>
    @if($data['orders'] === [])
        <p data-test="delivery-list-empty">{{ __('documents.delivery_list.empty', [], $locale) }}</p>
    @else
        <div class="scroll">
        <table class="delivery-list" data-test="delivery-list">
            <thead><tr>
                <th>#</th>
                <th>{{ __('documents.delivery_list.number', [], $locale) }}</th>
                <th>{{ __('documents.delivery_list.name', [], $locale) }}</th>
                <th>{{ __('documents.phone', [], $locale) }}</th>
                <th>{{ __('documents.address', [], $locale) }}</th>
                <th class="num">{{ __('documents.delivery_list.collect', [], $locale) }}</th>
                <th>{{ __('documents.signature', [], $locale) }}</th>
            </tr></thead>
            <tbody>
            @foreach($data['orders'] as $i => $row)
                <tr data-test="delivery-list-row">
                    <td class="index">{{ $i + 1 }}</td>
                    <td class="number">{{ $row['number'] }}</td>
                    <td class="name">{{ $row['name'] }}</td>
                    <td class="nowrap" data-label="{{ __('documents.phone', [], $locale) }}">{{ $row['phone'] }}</td>
                    <td data-label="{{ __('documents.address', [], $locale) }}">{{ $row['address'] }}</td>
                    <td class="num collect" data-label="{{ __('documents.delivery_list.collect', [], $locale) }}" data-test="delivery-list-collect">{{ $row['collect'] }}@if($row['note'])<br><span class="muted">{{ __('documents.delivery_list.note.'.$row['note'], [], $locale) }}</span>@endif</td>
                    <td class="signature" data-label="{{ __('documents.signature', [], $locale) }}"></td>
                </tr>
            @endforeach
            </tbody>
            <tfoot><tr class="totals"><td colspan="5">{{ __('documents.delivery_list.total', [], $locale) }}</td><td class="num" data-test="delivery-list-total">{{ $data['total'] }}</td><td class="blank"></td></tr></tfoot>
        </table>
        </div>
    @endif
    <table class="signs"><tr><td>{{ __('documents.delivery_list.courier', [], $locale) }}: ____________________</td><td>{{ __('documents.signature', [], $locale) }}: ____________________</td></tr></table>
@endsection
