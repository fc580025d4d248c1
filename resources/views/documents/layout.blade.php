{{-- A printed document (docs/documents.md): the page shown in the back office and, without its toolbar, the PDF's HTML. --}}
<!DOCTYPE html>
<html lang="{{ $locale }}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>{{ $title }}</title>
    @unless($pdf)<link rel="icon" href="/favicon.svg" type="image/svg+xml">@endunless
    <style>
        @page { size: A4; margin: 14mm 12mm; }
        * { box-sizing: border-box; }
        body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; color: #111; margin: 0; line-height: 1.35; }
        .sheet { max-width: 190mm; margin: 0 auto; padding: 12px; }
        h1 { font-size: 15pt; margin: 0 0 6px; }
        h2 { font-size: 11pt; margin: 14px 0 6px; }
        p { margin: 2px 0; }
        table { width: 100%; border-collapse: collapse; }
        th, td { border: 1px solid #777; padding: 4px 5px; text-align: left; vertical-align: top; }
        th { background: #eee; font-size: 9pt; }
        td.num, th.num { text-align: right; white-space: nowrap; }
        td.sku { white-space: nowrap; }
        .muted { color: #555; font-size: 9pt; }
        .parties { width: 100%; margin: 10px 0; }
        .parties td { border: 0; padding: 0 8px 0 0; width: 50%; }
        .totals td { font-weight: bold; }
        .words { margin-top: 8px; }
        .signs { margin-top: 26px; width: 100%; }
        .signs td { border: 0; width: 50%; padding-top: 18px; }
        .stamp { display: inline-block; width: 38mm; height: 24mm; border: 1px dashed #777; text-align: center; line-height: 24mm; color: #777; font-size: 9pt; }
        .box { display: inline-block; width: 12px; height: 12px; border: 1px solid #333; }
        .card { border: 1px solid #333; padding: 10px; margin-bottom: 12px; page-break-inside: avoid; }
        .break { page-break-after: always; }
        .toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 10px 12px; background: #f3f4f6; border-bottom: 1px solid #ddd; font-family: system-ui, sans-serif; }
        .toolbar a, .toolbar button { font: inherit; font-size: 14px; padding: 8px 12px; min-height: 40px; border: 1px solid #bbb; border-radius: 6px; background: #fff; color: #111; text-decoration: none; cursor: pointer; display: inline-flex; align-items: center; }
        .toolbar a[aria-current="true"] { background: #111; color: #fff; border-color: #111; }
        .toolbar form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
        .toolbar input, .toolbar select { font: inherit; font-size: 14px; min-height: 40px; padding: 4px 8px; }
        .error { color: #b91c1c; font-weight: bold; margin: 10px 12px; }
        .scroll { overflow-x: auto; }
        @media screen and (max-width: 600px) {
            body { font-size: 11pt; }
            .sheet { padding: 8px; }
            .parties td { display: block; width: 100%; padding-bottom: 8px; }
        }
        @media print {
            .toolbar, .error { display: none; }
            .sheet { padding: 0; max-width: none; }
        }
    </style>
    @stack('styles')
</head>
<body>
@unless($pdf)
    <nav class="toolbar" aria-label="{{ __('documents.language', [], $locale) }}" data-test="document-toolbar">
        @isset($backUrl)<a href="{{ $backUrl }}" data-test="document-back">{{ __('documents.back', [], $locale) }}</a>@endisset
        @foreach(['ro' => 'Română', 'ru' => 'Русский'] as $code => $label)
            <a href="{{ $languageUrl($code) }}" lang="{{ $code }}" @if($code === $locale) aria-current="true" @endif data-test="document-language-{{ $code }}">{{ $label }}</a>
        @endforeach
        @isset($pdfUrl)<a href="{{ $pdfUrl }}" data-test="document-pdf">{{ __('documents.pdf', [], $locale) }}</a>@endisset
        <button type="button" id="document-print" data-test="document-print">{{ __('documents.print', [], $locale) }}</button>
        @yield('toolbar')
    </nav>
    <script nonce="{{ \Illuminate\Support\Facades\Vite::cspNonce() }}">
        document.getElementById('document-print').addEventListener('click', function () { window.print(); });
    </script>
@endunless
@isset($error)<p class="error" role="alert" data-test="document-error">{{ $error }}</p>@endisset
<main class="sheet">
    @yield('content')
</main>
</body>
</html>
