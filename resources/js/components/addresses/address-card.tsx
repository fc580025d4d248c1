import { router } from '@inertiajs/react';
import { MapPin } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/on-demand';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type SavedAddress } from '@/types/account';

/** One line of an address as the shop writes it: `str. Albișoara 4, Chișinău`. */
export function addressLine(address: Pick<SavedAddress, 'city' | 'address'>): string {
  return `${address.address}, ${address.city}`;
}

type Props = { address: SavedAddress; onEdit: () => void };

/**
 * A saved address with its zone and default mark, and its actions: change, make default, delete (asked first). Each
 * button's name ends with its address for screen readers, after the words shown, so a list of buttons tells them apart.
 */
export function AddressCard({ address, onEdit }: Props) {
  const t = useT();
  const route = useRoute();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const line = addressLine(address);
  const visit = { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) };

  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-4 text-text sm:flex-row sm:items-start"
      data-test={`address-${address.id}`}
    >
      <MapPin className="hidden size-5 shrink-0 text-accent-text sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {address.label !== null && <span className="font-semibold">{address.label}</span>}
          {address.is_default && (
            <Badge tone="success" test="address-default">
              {t('addresses.default')}
            </Badge>
          )}
        </div>
        <p className="mt-1 break-words">{line}</p>
        <p className="text-sm text-text-muted">{address.zone_label}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!address.is_default && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => router.post(route('account.addresses.default', { address: address.id }), {}, visit)}
            test="address-make-default"
          >
            {t('addresses.make_default')}
            <span className="sr-only">: {line}</span>
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onEdit} test="address-edit">
          {t('addresses.edit')}
          <span className="sr-only">: {line}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} test="address-delete">
          {t('addresses.delete')}
          <span className="sr-only">: {line}</span>
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('addresses.delete_title')}
        description={t('addresses.delete_description', { address: line })}
        test="address-delete-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} test="address-delete-keep">
              {t('addresses.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={() =>
                router.delete(route('account.addresses.destroy', { address: address.id }), {
                  ...visit,
                  onSuccess: () => setConfirming(false),
                })
              }
              test="address-delete-confirm"
            >
              {t('addresses.delete_confirm')}
            </Button>
          </>
        }
      />
    </li>
  );
}
