import { usePage } from '@inertiajs/react';
import { Building2, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';

import { HoursTable, OpeningStatusLine } from '@/components/stores/opening-hours';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';
import { type OfficeDetails as Office } from '@/types/content';

const headingClass = 'flex items-center gap-2 font-semibold text-text';
const linkClass =
  'rounded-sm text-accent-text underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none';

/** The head office: address, the shop's two phones and support e-mail, hours and the company's legal details. */
export function OfficeDetails({ office }: { office: Office }) {
  const t = useT();
  const route = useRoute();
  const { shop } = usePage().props;

  return (
    <div className="space-y-6">
      <section aria-labelledby="office-address">
        <h2 id="office-address" className={headingClass}>
          <MapPin className="size-4 text-accent-text" aria-hidden="true" />
          {t('office.address')}
        </h2>
        <p data-test="office-address" className="mt-1 text-text-soft">
          {office.address}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            href={office.map_url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-1 ${linkClass}`}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('stores.directions')}
          </a>
          <Link href={route('stores.index')} data-test="office-stores-link" className={linkClass}>
            {t('office.stores_link')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="office-phones">
        <h2 id="office-phones" className={headingClass}>
          <Phone className="size-4 text-accent-text" aria-hidden="true" />
          {t('office.phones')}
        </h2>
        <ul className="mt-1 space-y-1">
          {shop.phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone}`} data-test="office-phone" className={`text-lg font-medium ${linkClass}`}>
                {formatPhone(phone)}
              </a>
            </li>
          ))}
        </ul>
        <h2 className={`${headingClass} mt-4`}>
          <Mail className="size-4 text-accent-text" aria-hidden="true" />
          {t('office.email')}
        </h2>
        <a
          href={`mailto:${shop.email}`}
          data-test="office-email"
          className={`mt-1 inline-block break-all ${linkClass}`}
        >
          {shop.email}
        </a>
      </section>
      {/* Not a landmark of its own: the footer's office hours already are one by this name; the table is labelled. */}
      <div className="space-y-2">
        <HoursTable groups={office.hours} label={t('office.hours')} large />
        <OpeningStatusLine status={office.status} testId="office-status" />
      </div>
      <section aria-labelledby="office-company">
        <h2 id="office-company" className={headingClass}>
          <Building2 className="size-4 text-accent-text" aria-hidden="true" />
          {t('office.company')}
        </h2>
        <dl
          data-test="office-company"
          className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-text-soft"
        >
          <dt className="text-text-subtle">{t('office.legal_name')}</dt>
          <dd>{office.legal_name}</dd>
          <dt className="text-text-subtle">{t('office.idno')}</dt>
          <dd className="tabular-nums">{office.idno}</dd>
          <dt className="text-text-subtle">{t('office.vat_code')}</dt>
          <dd className="tabular-nums">{office.vat_code}</dd>
        </dl>
      </section>
    </div>
  );
}
