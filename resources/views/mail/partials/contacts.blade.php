<p style="margin:0 0 4px;">{{ __('mail.footer.questions') }}
    @foreach (config('shop.phones') as $phone)
        <a href="tel:{{ $phone }}" style="color:#525252;">{{ \App\Support\Phone::format($phone) }}</a>@if (! $loop->last), @endif
    @endforeach
    · <a href="mailto:{{ config('shop.email') }}" style="color:#525252;">{{ config('shop.email') }}</a>
</p>
<p style="margin:0;">{{ __('footer.copyright', ['year' => now()->year, 'name' => config('app.name')]) }}</p>
