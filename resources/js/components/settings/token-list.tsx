import { router, usePage } from '@inertiajs/react';
import { KeyRound } from 'lucide-react';

import { buttonClass } from '@/components/account/buttons';
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
    return <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('account.settings.tokens.empty')}</p>;
  }

  return (
    <ul data-test="token-list" className="divide-y divide-neutral-200 dark:divide-neutral-800">
      {tokens.map((token) => (
        <li
          key={token.id}
          data-test={`token-${token.id}`}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 items-start gap-3">
            <KeyRound className="mt-0.5 size-4 shrink-0 text-neutral-400" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-medium break-words">{token.name}</p>
              <p className="text-xs text-neutral-500 dark:text-neutral-400">
                {token.created_at && t('account.settings.tokens.created', { date: date(token.created_at) })}
                {token.expires_at && (
                  <span className={token.expired ? 'text-brand-700 dark:text-brand-400' : ''}>
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
          <button
            type="button"
            onClick={() =>
              router.delete(route('settings.api-tokens.destroy', { token: token.id }), { preserveScroll: true })
            }
            aria-label={t('account.settings.tokens.revoke_named', { name: token.name })}
            data-test={`token-revoke-${token.id}`}
            className={`${buttonClass('secondary')} self-start sm:self-auto`}
          >
            {t('account.settings.tokens.revoke')}
          </button>
        </li>
      ))}
    </ul>
  );
}
