{{-- A call-to-action link that looks like a button in every mail client: @include('mail.partials.button', ['url' => …, 'label' => …]) --}}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0;">
    <tr>
        <td style="background:#d32f2f;border-radius:6px;">
            <a href="{{ $url }}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none;">{{ $label }}</a>
        </td>
    </tr>
</table>
<p style="font-size:12px;color:#525252;word-break:break-all;">{{ __('mail.button_fallback') }} <a href="{{ $url }}" style="color:#b71c1c;">{{ $url }}</a></p>
