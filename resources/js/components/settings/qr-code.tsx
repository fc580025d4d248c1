import { useEffect, useState } from 'react';

/**
 * The otpauth URI as an SVG QR code, drawn in the browser. `qrcode` is imported on demand, so only the two-factor
 * page loads it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toString }) =>
      toString(value, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#000000', light: '#ffffff' },
      }).then((markup) => {
        if (current) setSvg(markup);
      }),
    );

    return () => {
      current = false;
    };
  }, [value]);

  return (
    <div
      role="img"
      aria-label={label}
      data-test="two-factor-qr"
      data-ready={svg !== null ? 'true' : undefined}
      className="size-48 shrink-0 rounded-lg bg-white p-2 ring-1 ring-border [&_svg]:size-full"
      // The markup comes from the qrcode library's SVG writer, from our own URI: no user HTML.
      dangerouslySetInnerHTML={svg === null ? undefined : { __html: svg }}
    />
  );
}
