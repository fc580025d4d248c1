import { usePage } from '@inertiajs/react';
import { Globe } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { headerActions, useHeaderState } from '@/state/header-state';
import { type Locale } from '@/types/shared';

const LANGUAGE_NAME = { ro: 'locale.ro', ru: 'locale.ru' } as const satisfies Record<Locale, string>;

/** Links to the same page in the other language (the server gives its URL). */
export function LocaleSwitch() {
  const t = useT();
  const { locale, locales, route: current } = usePage().props;
  const pending = useHeaderState((state) => state.pendingLocaleChange);
  const other = locales.find((candidate) => candidate !== locale);

  if (other === undefined) {
    return null;
  }

  return (
    <Link
      href={current.alternates[other]}
      hrefLang={other}
      lang={other}
      prefetch="hover"
      aria-busy={pending === other}
      onStart={() => headerActions.setPendingLocaleChange(other)}
      onFinish={() => headerActions.setPendingLocaleChange(null)}
      data-test="locale-switch"
      className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-text-soft hover:bg-surface-strong hover:text-text"
    >
      <Globe className="hidden size-4 sm:block" aria-hidden="true" />
      {t(LANGUAGE_NAME[other])}
    </Link>
  );
}
