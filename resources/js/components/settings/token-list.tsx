import { router, usePage } from '@inertiajs/react';
import { KeyRound } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type ApiToken } from '@/types/account';

export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const date = (value: string) => formatDate(value, locale);

  if (tokens.length === 0) {
    return <p className="text-sm text-text-muted">{t('account.settings.tokens.empty')}</p>;
  }

  return (
    <ul data-test="token-list" className="divide-y divide-border">
      {tokens.map((token) => (
        <li
          key={token.id}
          data-test={`token-${token.id}`}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 items-start gap-3">
            <KeyRound className="mt-0.5 size-4 shrink-0 text-text-muted" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-medium break-words">{token.name}</p>
              <p className="text-xs text-text-muted">
                {token.created_at && t('account.settings.tokens.created', { date: date(token.created_at) })}
                {token.expires_at && (
                  <span className={token.expired ? 'text-danger' : ''}>
                    {' · '}
                    {t(token.expired ? 'account.settings.tokens.expired' : 'account.settings.tokens.expires', {
                      date: date(token.expires_at),
                    })}
                  </span>
                )}
                {' · '}
                {token.last_used_at
                  ? t('account.settings.tokens.last_used', { date: date(token.last_used_at) })
                  : t('account.settings.tokens.never_used')}
              </p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              router.delete(route('settings.api-tokens.destroy', { token: token.id }), { preserveScroll: true })
            }
            aria-label={t('account.settings.tokens.revoke_named', { name: token.name })}
            test={`token-revoke-${token.id}`}
            className="self-start sm:self-auto"
          >
            {t('account.settings.tokens.revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
