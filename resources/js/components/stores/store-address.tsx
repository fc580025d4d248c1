import { MapPin } from 'lucide-react';
import { type ReactNode } from 'react';

type Props = { store: { name: string; city: string; address: string }; children?: ReactNode };

/** A shop's name and address beside a pin, with what else the place needs said under them (a pickup's date). */
export function StoreAddress({ store, children }: Props) {
  return (
    <div className="flex min-w-0 gap-2">
      <MapPin className="mt-0.5 size-4 shrink-0 text-text-muted" aria-hidden="true" />
      <div className="min-w-0 break-words">
        <p className="font-medium text-text">{store.name}</p>
        <p className="text-text-muted">
          {store.city}, {store.address}
        </p>
        {children}
      </div>
    </div>
  );
}
