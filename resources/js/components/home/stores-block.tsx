import { MapPin, Phone } from 'lucide-react';

import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { type StoreSummary } from '@/types/catalog';

/** The shops, in their `sorted` order, with address and phones. */
export function StoresBlock({ stores }: { stores: StoreSummary[] }) {
  const t = useT();
  if (stores.length === 0) return null;

  return (
    <section aria-labelledby="stores-title" className="mt-12" data-test="home-stores">
      <h2 id="stores-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {t('home.stores')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {stores.map((store) => (
          <li key={store.id} className="rounded-xl border border-border p-4">
            <p className="font-semibold">{store.name}</p>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-text-muted">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {store.city}, {store.address}
            </p>
            {store.phones.map((phone) => (
              <a
                key={phone}
                href={`tel:${phone}`}
                className="mt-1 flex items-center gap-1.5 text-sm text-accent-text hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" />
                {formatPhone(phone)}
              </a>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
