import { useEffect, useState } from 'react';

/**
 * An MIA payment's QR, drawn in the browser as SVG. `qrcode` is imported on demand, so only an order page showing a
 * QR loads it.
 */
export function PaymentQr({ value, label }: { value: string; label: string }) {
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
      data-test="payment-qr"
      data-ready={svg !== null ? 'true' : undefined}
      className="size-56 shrink-0 rounded-lg bg-white p-2 ring-1 ring-border [&_svg]:size-full"
      // The markup comes from the qrcode library's SVG writer, from the provider's QR text: no user HTML.
      dangerouslySetInnerHTML={svg === null ? undefined : { __html: svg }}
    />
  );
}
