import axios from 'axios';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type FoundCustomer } from '@/types/order-entry';

const SEARCH_DELAY_MS = 250;

/**
 * Finds a returning customer by phone, e-mail or name (three characters at least): accounts first, then past
 * orders' customers by phone, each with their orders and last address; choosing one fills the form. Only the answer
 * to the text still typed is shown.
 */
export function CustomerSearch({ onChoose }: { onChoose: (customer: FoundCustomer) => void }) {
  const t = useT();
  const route = useRoute();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ text: string; customers: FoundCustomer[] } | null>(null);
  const text = query.trim();
  const searched = text.length >= 3 && answer?.text === text;
  const found = searched ? answer.customers : [];
  const url = route('admin.orders.customers');

  useEffect(() => {
    if (text.length < 3) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      axios
        .get<{ customers: FoundCustomer[] }>(url, {
          params: { q: text },
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        .then((response) => setAnswer({ text, customers: response.data.customers }))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);

    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, url]);

  return (
    <div className="space-y-3" data-test="customer-search">
      <TextField
        name="customer_search"
        type="search"
        label={t('admin.order_entry.customer.search')}
        hint={t('admin.order_entry.customer.search_hint')}
        value={query}
        onChange={setQuery}
        autoComplete="off"
      />
      {searched && found.length === 0 && (
        <p className="text-sm text-text-muted">{t('admin.order_entry.customer.none_found')}</p>
      )}
      {found.length > 0 && (
        <ul className="divide-y divide-border rounded-control border border-border" data-test="found-customers">
          {found.map((customer) => (
            <li key={customer.key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2">
              <div className="min-w-0 flex-1 basis-48 text-sm">
                <p className="font-medium break-words">
                  {customer.name}
                  {customer.account_id !== null && (
                    <span className="ml-2 text-xs text-text-muted">{t('admin.order_entry.customer.account')}</span>
                  )}
                </p>
                <p className="break-words text-text-muted">
                  {[
                    customer.phone_display,
                    customer.email,
                    t('admin.order_entry.customer.orders', { count: customer.orders }),
                  ]
                    .filter((part) => part !== null && part !== '')
                    .join(' · ')}
                </p>
                {customer.address !== null && (
                  <p className="break-words text-text-muted">
                    {customer.city}, {customer.address}
                  </p>
                )}
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  onChoose(customer);
                  setQuery('');
                }}
                test={`customer-choose-${customer.key}`}
              >
                {t('admin.order_entry.customer.choose')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
