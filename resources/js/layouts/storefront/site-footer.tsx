import { usePage } from '@inertiajs/react';
import { Clock, Mail, Phone } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { LegalLink } from '@/components/legal/legal-link';
import { NewsletterBox } from '@/components/side-menu/newsletter-box';
import { shopYear } from '@/lib/format-date';
import { type Translate, type TranslationKey, useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';
import { availableStoreLinks } from '@/lib/shop';
import { type HoursGroup } from '@/types/content';
import { type LegalPageId } from '@/types/legal';

const headingClass = 'flex items-center gap-2 font-semibold text-text';
const linkClass = 'rounded-sm hover:text-accent-text';

/** The footer's legal and help links, each labelled `legal.{id}`. */
const LEGAL_LINKS: readonly { id: LegalPageId; label: TranslationKey }[] = [
  { id: 'terms', label: 'legal.terms' },
  { id: 'delivery', label: 'legal.delivery' },
  { id: 'payment', label: 'legal.payment' },
  { id: 'warranty', label: 'legal.warranty' },
  { id: 'returns', label: 'legal.returns' },
  { id: 'privacy', label: 'legal.privacy' },
  { id: 'cookies', label: 'legal.cookies' },
];

/** `08:00` as the footer writes it: `8:00`. */
function clock(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** One line per run of days with the same hours: Monday to Friday and the weekend have their own wording. */
function hoursLine(group: HoursGroup, [opens, closes]: [string, string], t: Translate): string {
  const times = { from: clock(opens), to: clock(closes) };
  if (group.from === 1 && group.to === 5) {
    return t('footer.hours.weekdays', times);
  }
  if (group.from === 6 && group.to === 7) {
    return t('footer.hours.weekend', times);
  }

  return group.from === group.to
    ? t('footer.hours.day', { day: t(`days.short.${group.from}`), ...times })
    : t('footer.hours.days', { first: t(`days.short.${group.from}`), last: t(`days.short.${group.to}`), ...times });
}

export function SiteFooter() {
  const t = useT();
  const route = useRoute();
  const { appName, shop } = usePage().props;

  return (
    <footer data-test="site-footer" className="mt-auto border-t border-border bg-surface-muted text-sm text-text-muted">
      <Container className="grid grid-cols-1 gap-8 py-8 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.2fr_1fr_1.4fr] lg:gap-x-6">
        <section aria-labelledby="footer-office-hours">
          <h2 id="footer-office-hours" className={headingClass}>
            <Clock className="size-4 text-accent-text" aria-hidden="true" />
            {t('footer.office_hours')}
          </h2>
          <ul className="mt-2 space-y-1">
            {shop.office_hours.map((group) =>
              group.hours === null ? null : <li key={group.from}>{hoursLine(group, group.hours, t)}</li>,
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={headingClass}>
            <Phone className="size-4 text-accent-text" aria-hidden="true" />
            {t('footer.contacts')}
          </h2>
          <ul className="mt-2 space-y-1">
            {shop.phones.map((phone, index) => (
              <li key={phone}>
                <a href={`tel:${phone}`} data-test={`footer-phone-${index}`} className={linkClass}>
                  {formatPhone(phone)}
                </a>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${shop.email}`}
                data-test="footer-email"
                className={`inline-flex items-center gap-1.5 break-all ${linkClass}`}
              >
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                {shop.email}
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            {t('footer.links')}
          </h2>
          {/* Two columns filled top to bottom: a name that wraps ("Despre companie") leaves no gap beside it. */}
          <ul className="mt-2 columns-2 gap-x-4">
            {availableStoreLinks().map((link) => (
              <li key={link.id} className="mb-1 break-inside-avoid">
                <Link href={route(link.route, link.params)} data-test={`footer-link-${link.id}`} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            {/* For a shopper without the order's link (or its e-mail): the order's number and phone find it. */}
            <li className="mb-1 break-inside-avoid">
              <Link href={route('orders.lookup')} data-test="footer-link-order-lookup" className={linkClass}>
                {t('orders.lookup.link')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" data-test="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            {t('footer.legal')}
          </h2>
          <ul className="mt-2 space-y-1">
            {LEGAL_LINKS.map((link) => (
              <li key={link.id}>
                <LegalLink page={link.id} className={linkClass}>
                  {t(link.label)}
                </LegalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div data-test="footer-newsletter">
          <NewsletterBox />
        </div>
      </Container>
      <Container className="border-t border-border py-4">
        <p>{t('footer.copyright', { year: shopYear(), name: appName })}</p>
      </Container>
    </footer>
  );
}
