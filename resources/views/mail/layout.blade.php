{{-- The branded frame of every HTML e-mail. A mail view extends it and fills `content` (and optionally `preheader`,
     the line mail clients show beside the subject). Inline styles only: mail clients ignore <style> blocks. --}}
<!DOCTYPE html>
<html lang="{{ app()->getLocale() }}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <title>@yield('title', config('app.name'))</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#171717;">
<div style="display:none;max-height:0;overflow:hidden;">@yield('preheader')</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5;">
    <tr>
        <td align="center" style="padding:24px 12px;">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
                <tr>
                    <td style="padding:20px 24px;border-bottom:3px solid #d32f2f;">
                        <a href="{{ url(\App\Infrastructure\Locale\LocalizedRoutes::url('home')) }}" style="font-size:20px;font-weight:bold;color:#171717;text-decoration:none;">
                            <span style="display:inline-block;background:#d32f2f;color:#ffffff;border-radius:4px;padding:2px 8px;margin-right:6px;">&#9889;</span>{{ config('app.name') }}
                        </a>
                    </td>
                </tr>
                <tr>
                    <td style="padding:24px;font-size:15px;line-height:1.6;">
                        @yield('content')
                    </td>
                </tr>
                <tr>
                    <td style="padding:16px 24px;background:#fafafa;border-top:1px solid #e5e5e5;border-radius:0 0 8px 8px;font-size:12px;line-height:1.5;color:#525252;">
                        @include('mail.partials.contacts')
                    </td>
                </tr>
            </table>
        </td>
    </tr>
</table>
</body>
</html>
