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

@section('content')
    <h1 data-test="delivery-list-title">{{ __('documents.delivery_list.title', [], $locale) }} · {{ $dayLabel }} · {{ $interval }}</h1>
    <p>{{ $shop['name'] }} · {{ __('documents.delivery_list.count', ['count' => $data['count']], $locale) }}</p>
    @if($data['orders'] === [])
        <p data-test="delivery-list-empty">{{ __('documents.delivery_list.empty', [], $locale) }}</p>
    @else
        <div class="scroll">
        <table data-test="delivery-list">
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
                    <td>{{ $i + 1 }}</td>
                    <td>{{ $row['number'] }}</td>
                    <td>{{ $row['name'] }}</td>
                    <td style="white-space: nowrap">{{ $row['phone'] }}</td>
                    <td>{{ $row['address'] }}</td>
                    <td class="num" data-test="delivery-list-collect">{{ $row['collect'] }}@if($row['note'])<br><span class="muted">{{ __('documents.delivery_list.note.'.$row['note'], [], $locale) }}</span>@endif</td>
                    <td style="min-width: 22mm"></td>
                </tr>
            @endforeach
            </tbody>
            <tfoot><tr class="totals"><td colspan="5">{{ __('documents.delivery_list.total', [], $locale) }}</td><td class="num" data-test="delivery-list-total">{{ $data['total'] }}</td><td></td></tr></tfoot>
        </table>
        </div>
    @endif
    <table class="signs"><tr><td>{{ __('documents.delivery_list.courier', [], $locale) }}: ____________________</td><td>{{ __('documents.signature', [], $locale) }}: ____________________</td></tr></table>
@endsection
