import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** The recovery codes, shown once after they are made, with a copy button. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
  };

  return (
    <section className="rounded-control border border-warning-line bg-warning-soft p-4 text-text">
      <h3 className="font-semibold text-warning">{t('account.settings.two_factor.codes_title')}</h3>
      <p className="mt-1 text-sm">{t('account.settings.two_factor.codes_intro')}</p>
      <ul data-test="recovery-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={copy} className="mt-3" test="copy-codes">
        {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
        <span aria-live="polite">
          {t(copied ? 'account.settings.two_factor.copied' : 'account.settings.two_factor.copy')}
        </span>
      </Button>
    </section>
  );
}
