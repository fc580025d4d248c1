import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { buttonClass } from '@/components/account/buttons';
import { useT } from '@/lib/i18n';

/** A token just created: the only time its plain text is shown. */
export function NewToken({ token }: { token: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  return (
    <div
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="text-sm font-medium">{t('account.settings.tokens.new')}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-test="new-token"
          className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 font-mono text-sm break-all dark:bg-neutral-900"
        >
          {token}
        </code>
        <button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(token).then(() => setCopied(true))}
          className={buttonClass('secondary')}
        >
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          <span aria-live="polite">
            {t(copied ? 'account.settings.two_factor.copied' : 'account.settings.two_factor.copy')}
          </span>
        </button>
      </div>
    </div>
  );
}
