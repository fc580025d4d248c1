{{ __('mail.footer.questions') }} {{ implode(', ', array_map(fn (string $phone): string => \App\Support\Phone::format($phone), config('shop.phones'))) }} · {{ config('shop.email') }}
{{ __('footer.copyright', ['year' => now()->year, 'name' => config('app.name')]) }}
