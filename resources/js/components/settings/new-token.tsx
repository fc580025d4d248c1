import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** A token just created: the only time its plain text is shown. */
export function NewToken({ token }: { token: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  return (
    <Alert tone="warning" title={t('account.settings.tokens.new')} test="new-token-notice" arrival>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-test="new-token"
          className="min-w-0 flex-1 rounded bg-surface px-2 py-1.5 font-mono text-sm break-all text-text"
        >
          {token}
        </code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(token).then(() => setCopied(true))}
          test="copy-token"
        >
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          <span aria-live="polite">
            {t(copied ? 'account.settings.two_factor.copied' : 'account.settings.two_factor.copy')}
          </span>
        </Button>
      </div>
    </Alert>
  );
}
