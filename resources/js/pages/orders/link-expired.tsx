import { useForm, usePage } from '@inertiajs/react';
import { Clock } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';

import { submitClass } from '@/components/forms/field';
import { Container } from '@/components/layout/container';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';

type Props = {
  number: string;
  /** The order's address, masked (i***@gmail.com); null for a one-click order, which has none. */
  email: string | null;
  resend: { url: string; expires: string; signature: string };
};

/** An e-mailed order link whose time ran out: offers a fresh link to the order's address, or the shop's phones. */
export default function OrderLinkExpiredPage({ number, email, resend }: Props) {
  const t = useT();
  const page = usePage();
  const { shop } = page.props;
  const sent = (page.flash as { orderLink?: { message: string } } | undefined)?.orderLink;
  const form = useForm({ expires: resend.expires, signature: resend.signature });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(resend.url, { preserveScroll: true });
  };

  return (
    <Container className="max-w-2xl py-10">
      <div className="flex gap-3">
        <Clock className="mt-1 size-6 shrink-0 text-brand-700 dark:text-brand-400" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight" data-test="link-expired-heading">
            {t('orders.link_expired.title')}
          </h1>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('orders.link_expired.body', { number })}</p>
          {email === null ? (
            <p className="mt-4" data-test="link-expired-call">
              {t('orders.link_expired.call', { phones: shop.phones.map(formatPhone).join(', ') })}
            </p>
          ) : sent !== undefined ? (
            <p role="status" className="mt-4 text-green-700 dark:text-green-400" data-test="link-expired-sent">
              {sent.message}
            </p>
          ) : (
            <form onSubmit={submit} className="mt-4" data-test="link-expired-form">
              <p>{t('orders.link_expired.email', { email })}</p>
              <button
                type="submit"
                disabled={form.processing}
                className={`${submitClass} mt-3`}
                data-test="link-expired-send"
              >
                {form.processing ? t('orders.link_expired.sending') : t('orders.link_expired.send')}
              </button>
            </form>
          )}
        </div>
      </div>
    </Container>
  );
}

OrderLinkExpiredPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
