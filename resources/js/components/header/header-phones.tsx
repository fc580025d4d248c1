import { usePage } from '@inertiajs/react';
import { Phone } from 'lucide-react';

import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';

/** The shop's phones as tel: links, shown the local way (`022 78 22 22`). */
export function HeaderPhones({ className = '' }: { className?: string }) {
  const t = useT();
  const { phones } = usePage().props.shop;

  return (
    <ul aria-label={t('header.phones')} className={`flex-col text-sm leading-tight font-semibold ${className}`}>
      {phones.slice(0, 2).map((phone, index) => (
        <li key={phone}>
          <a
            href={`tel:${phone}`}
            data-test={`header-phone-${index}`}
            className="flex items-center gap-1.5 rounded-sm whitespace-nowrap text-text hover:text-accent-text"
          >
            <Phone className="size-3.5 text-accent-text" aria-hidden="true" />
            {formatPhone(phone)}
          </a>
        </li>
      ))}
    </ul>
  );
}
