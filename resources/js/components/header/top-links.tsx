import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { availableStoreLinks } from '@/lib/shop';

/** The strip of storefront links above the header bar; on small screens the side menu carries them. */
export function TopLinks() {
  const t = useT();
  const route = useRoute();
  const links = availableStoreLinks();

  return (
    <nav
      aria-label={t('nav.label')}
      data-test="top-links"
      className="hidden border-b border-border bg-surface-muted text-xs md:block dark:bg-surface"
    >
      <Container>
        <ul className="flex gap-4 overflow-x-auto py-1.5 whitespace-nowrap">
          {links.map((link) => (
            <li key={link.id}>
              <Link
                href={route(link.route, link.params)}
                prefetch="hover"
                data-test={`top-link-${link.id}`}
                className="rounded-sm text-text-muted hover:text-accent-text"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
