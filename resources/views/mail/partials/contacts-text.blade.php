{{ __('mail.footer.questions') }} {{ implode(', ', config('shop.phones')) }} · {{ config('shop.email') }}
{{ __('footer.copyright', ['year' => now()->year, 'name' => config('app.name')]) }}
