import { usePage } from '@inertiajs/react';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { AddressCard } from '@/components/addresses/address-card';
import { AddressForm } from '@/components/addresses/address-form';
import { AddressOffer } from '@/components/addresses/address-offer';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type AddressOffer as Offer, type SavedAddress } from '@/types/account';

type Props = {
  breadcrumbs: Crumb[];
  addresses: SavedAddress[];
  /** The courier zones' codes (config checkout.delivery.zones). */
  zones: string[];
  /** The most addresses an account keeps. */
  max: number;
  offer: Offer | null;
};

/** The account's saved delivery addresses: add, change, delete, make default; one form open at a time. */
export default function AddressesPage({ breadcrumbs, addresses, zones, max, offer }: Props) {
  const t = useT();
  const page = usePage();
  const flash = page.flash as { addresses?: { message: string } } | undefined;
  // Where the form is: closed, a new address, or the id of the one being changed.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const limitError = (page.props.errors as Record<string, string | undefined>).address;
  // A closed form hands the keyboard back to the button that opened it (or to "add" when that address is gone).
  const close = (opener: string) => {
    setEditing(null);
    window.setTimeout(() =>
      (
        document.querySelector<HTMLElement>(opener) ?? document.querySelector<HTMLElement>('[data-test="address-add"]')
      )?.focus(),
    );
  };
  const full = addresses.length >= max;

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('addresses.title')}</h1>
      <p className="mt-2 max-w-2xl text-text-muted">{t('addresses.intro')}</p>
      <div className="mt-4 max-w-3xl space-y-4">
        {flash?.addresses !== undefined && (
          <Alert tone="success" test="addresses-status" arrival>
            {flash.addresses.message}
          </Alert>
        )}
        {editing === null && limitError !== undefined && (
          <Alert tone="error" test="addresses-error">
            {limitError}
          </Alert>
        )}
        {offer !== null && !full && <AddressOffer offer={offer} />}
        <section aria-labelledby="addresses-list" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="addresses-list" className="text-lg font-semibold">
              {t('addresses.list')}
            </h2>
            <span className="text-sm text-text-muted" data-test="addresses-count">
              {t('addresses.count', { count: addresses.length, max })}
            </span>
          </div>
          {addresses.length === 0 ? (
            <p className="text-text-muted" data-test="addresses-empty">
              {t('addresses.none')}
            </p>
          ) : (
            <ul className="space-y-3" data-test="addresses">
              {addresses.map((address) =>
                editing === address.id ? (
                  <li key={address.id}>
                    <Card header={t('addresses.edit_title')} test="address-edit-card">
                      <AddressForm
                        zones={zones}
                        address={address}
                        onDone={() => close(`[data-test="address-${address.id}"] [data-test="address-edit"]`)}
                        test="address-edit-form"
                      />
                    </Card>
                  </li>
                ) : (
                  <AddressCard key={address.id} address={address} onEdit={() => setEditing(address.id)} />
                ),
              )}
            </ul>
          )}
        </section>
        {editing === 'new' ? (
          <Card header={t('addresses.add_title')} test="address-add-card">
            <AddressForm zones={zones} onDone={() => close('[data-test="address-add"]')} test="address-add-form" />
          </Card>
        ) : (
          !full && (
            <Button variant="secondary" onClick={() => setEditing('new')} test="address-add">
              <Plus className="size-4" aria-hidden="true" />
              {t('addresses.add')}
            </Button>
          )
        )}
      </div>
    </Container>
  );
}

AddressesPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
