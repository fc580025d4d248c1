import { router, usePage } from '@inertiajs/react';

import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/**
 * The back office's language, saved on the staff member's account (the URL has no language): two toggle buttons, the
 * current one pressed.
 */
export function AdminLocaleSwitch() {
  const t = useT();
  const { locale, locales } = usePage().props;

  return (
    <div
      role="group"
      aria-label={t('admin.topbar.language')}
      className="flex rounded-control border border-border p-0.5"
    >
      {locales.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === locale}
          title={t(`locale.${code}`)}
          data-test={`admin-locale-${code}`}
          onClick={() =>
            code !== locale && router.put(route('admin.locale.update'), { locale: code }, { preserveScroll: true })
          }
          className="rounded-[calc(var(--radius-control)-2px)] px-2 py-1 text-xs font-semibold uppercase text-text-muted transition-colors hover:text-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none aria-pressed:bg-accent-soft aria-pressed:text-accent-text"
        >
          {code}
        </button>
      ))}
    </div>
  );
}
