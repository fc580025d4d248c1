import { usePage } from '@inertiajs/react';
import { ExternalLink } from 'lucide-react';
import { type ReactNode } from 'react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type LegalPageId } from '@/types/legal';

type Props = {
  page: LegalPageId;
  children: ReactNode;
  /**
   * Inside a form being filled the page opens in a new tab, so what the shopper typed stays; screen readers hear
   * that it does.
   */
  newTab?: boolean;
  className?: string;
};

/** A link to one of the shop's legal pages (terms, privacy…) in the page's language. */
export function LegalLink({ page, children, newTab = false, className }: Props) {
  const t = useT();
  const route = useRoute();
  const href = route('pages.show', { slug: usePage().props.shop.legal_pages[page] });

  if (!newTab) {
    return (
      <Link href={href} data-test={`legal-link-${page}`} className={className}>
        {children}
      </Link>
    );
  }

  return (
    <a href={href} target="_blank" rel="noopener" data-test={`legal-link-${page}`} className={className}>
      {children} <ExternalLink className="inline size-3.5 align-[-0.125em]" aria-hidden="true" />
      <span className="sr-only">{t('legal.new_tab')}</span>
    </a>
  );
}
