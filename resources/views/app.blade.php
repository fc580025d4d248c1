@php
    /** @var array{props: array<string, mixed>} $page */
    $shared = $page['props'];
    $appearance = \App\Enums\Appearance::fromRequest(request());
    $title = ($shared['meta']['title'] ?? '') !== '' ? $shared['meta']['title'].' - '.config('app.name') : config('app.name');
    // The request's Content-Security-Policy nonce (App\Http\Middleware\SecurityHeaders): every script element carries it.
    $nonce = \Illuminate\Support\Facades\Vite::cspNonce();
    // The page as the HTML carries it: the translations and the category tree are files the browser keeps a year
    // (App\Infrastructure\Inertia\OnceFiles); the server-side renderer had the whole page.
    $embedded = \App\Infrastructure\Inertia\OnceFiles::embed($page);
@endphp
<!DOCTYPE html>
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}"@if ($appearance->forcesDark()) class="dark"@endif>
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    {{-- Sets the colour scheme before the first paint, so a dark page never flashes white. --}}
    <script nonce="{{ $nonce }}">
        (function () {
            var stored = null;
            try { stored = window.localStorage.getItem('appearance'); } catch (e) {}
            if (!stored) {
                var match = document.cookie.match(/(?:^|;\s*)appearance=(light|dark|system)/);
                stored = match ? match[1] : 'system';
            }
            var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
            document.documentElement.classList.toggle('dark', dark);
        })();
    </script>
    <title data-inertia="">{{ $title }}</title>
    @isset($shared['meta']['description'])
        <meta name="description" content="{{ $shared['meta']['description'] }}" data-inertia="description">
    @endisset
    {{-- Link previews and structured data of pages that have them (App\Infrastructure\Inertia\Page::render's $head argument). --}}
    @foreach ($shared['meta']['open_graph'] ?? [] as $index => $tag)
        <meta property="{{ $tag['property'] }}" content="{{ $tag['content'] }}" data-inertia="og-{{ $index }}">
    @endforeach
    @foreach ($shared['meta']['json_ld'] ?? [] as $index => $block)
        <script type="application/ld+json" nonce="{{ $nonce }}" data-inertia="json-ld-{{ $index }}">{!! \App\Infrastructure\Inertia\Page::jsonLd($block) !!}</script>
    @endforeach
    @isset($shared['route'])
        <link rel="canonical" href="{{ $shared['meta']['canonical'] ?? $shared['route']['canonical'] }}" data-inertia="canonical">
        @foreach ($shared['route']['alternates'] as $locale => $path)
            <link rel="alternate" hreflang="{{ $locale }}" href="{{ url($path) }}" data-inertia="alternate-{{ $locale }}">
        @endforeach
        <link rel="alternate" hreflang="x-default" href="{{ url($shared['route']['alternates'][\App\Infrastructure\Locale\Locales::default()]) }}" data-inertia="alternate-x-default">
    @endisset
    {{-- Cart, checkout, account, orders, search results, listings with several filters, the back office. --}}
    @if (($robots = \App\Infrastructure\Seo\Robots::directive(request())) !== null)
        <meta name="robots" content="{{ $robots }}" data-inertia="robots">
    @endif
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    {{-- Asked for beside the scripts: app.tsx reads them before it shows the page. --}}
    @foreach ($embedded['onceFiles'] ?? [] as $file)
        <link rel="preload" href="{{ $file }}" as="fetch" type="application/json" crossorigin="anonymous">
    @endforeach
    {{-- Only while `npm run dev` runs: React Fast Refresh's preamble (an inline module script with the nonce). --}}
    @viteReactRefresh
    {{-- The page's own chunk loads beside the entry instead of after it. --}}
    @vite(['resources/css/app.css', 'resources/js/app.tsx', \App\Infrastructure\Inertia\Page::sourceFile($page['component'])])
    {{-- No @inertiaHead: this view prints every head tag of the page itself (above, from the shared `meta`, with the
         same data-inertia keys as components/layout/page-head.tsx), so the copy a server-rendered page brings would
         only repeat them (two canonicals, two titles). --}}
</head>
<body class="min-h-screen bg-surface text-text antialiased">
    {!! \Inertia\Directive::root($embedded, 'app', $inertiaSsr ?? null, $nonce) !!}
</body>
</html>
