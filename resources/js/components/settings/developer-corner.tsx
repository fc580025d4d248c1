import { usePage } from '@inertiajs/react';
import { SquareTerminal } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { routeExists, useRoute } from '@/lib/route';

/**
 * The small "for developers" corner at the foot of the settings pages (not on the account's own page): API tokens
 * are for people who build on the shop's API, so they stay reachable without sitting among a shopper's settings.
 */
export function DeveloperCorner() {
  const t = useT();
  const route = useRoute();
  const current = usePage().props.route.name;

  if (!routeExists('settings.api-tokens.index')) {
    return null;
  }
  const here = current === 'settings.api-tokens.index';

  return (
    <p data-test="developer-corner" className="mt-10 border-t border-border pt-4 text-xs text-text-muted">
      {t('account.settings.developers')}{' '}
      <Link
        href={route('settings.api-tokens.index')}
        aria-current={here ? 'page' : undefined}
        data-test="developer-corner-tokens"
        className="inline-flex items-center gap-1 font-medium text-accent-text underline-offset-2 hover:underline"
      >
        <SquareTerminal className="size-3.5" aria-hidden="true" />
        {t('account.settings.tokens.title')}
      </Link>
    </p>
  );
}
