import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { buttonClass } from '@/components/account/buttons';
import { useT } from '@/lib/i18n';

/** The recovery codes, shown once after they are made, with a copy button. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
  };

  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950">
      <h3 className="font-semibold">{t('account.settings.two_factor.codes_title')}</h3>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        {t('account.settings.two_factor.codes_intro')}
      </p>
      <ul data-test="recovery-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center dark:bg-neutral-900">
            {code}
          </li>
        ))}
      </ul>
      <button type="button" onClick={copy} className={`${buttonClass('secondary')} mt-3`} data-test="copy-codes">
        {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
        <span aria-live="polite">
          {t(copied ? 'account.settings.two_factor.copied' : 'account.settings.two_factor.copy')}
        </span>
      </button>
    </div>
  );
}
