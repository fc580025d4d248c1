import { useT } from '@/lib/i18n';

export const MAIN_CONTENT_ID = 'content';

/** First focusable element: jumps over the header to the page's content. */
export function SkipLink() {
  const t = useT();

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      data-test="skip-link"
      className="sr-only z-50 rounded-md bg-accent font-medium text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      {t('layout.skip_to_content')}
    </a>
  );
}
