import { useEffect, useState } from 'react';

/**
 * A text as an SVG QR code, drawn in the browser: the two-factor setup's otpauth URI, an MIA payment's QR text.
 * `qrcode` is imported on demand, so only a page showing a QR loads it. The markup comes from the qrcode library's SVG
 * writer: no user HTML.
 */
export function QrCode({
  value,
  label,
  test,
  size = 'size-48',
}: {
  value: string;
  label: string;
  test: string;
  /** The code's box, a Tailwind size class. */
  size?: 'size-48' | 'size-56';
}) {
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
      data-test={test}
      data-ready={svg !== null ? 'true' : undefined}
      className={`${size} shrink-0 rounded-lg bg-white p-2 ring-1 ring-border [&_svg]:size-full`}
      dangerouslySetInnerHTML={svg === null ? undefined : { __html: svg }}
    />
  );
}
