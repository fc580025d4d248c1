import { useForm, usePage } from '@inertiajs/react';
import { Clock } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';

import { Container } from '@/layouts/storefront/container';
import { TextLink } from '@/components/account/text-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { useRoute } from '@/lib/route';

type Props = {
  number: string;
  /** The order's address, masked (i***@gmail.com); null for a one-click order, which has none. */
  email: string | null;
  resend: { url: string; expires: string; signature: string };
};

/** An e-mailed order link whose time ran out: offers a fresh link to the order's address, or the shop's phones. */
export default function OrderLinkExpiredPage({ number, email, resend }: Props) {
  const t = useT();
  const route = useRoute();
  const page = usePage();
  const { shop } = page.props;
  const sent = (page.flash as { orderLink?: { message: string } } | undefined)?.orderLink;
  const form = useForm({ expires: resend.expires, signature: resend.signature });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(resend.url, { preserveScroll: true });
  };

  return (
    <Container className="py-10">
      {/* The Container keeps the page's edges (its own width wins over a max-w here); this keeps the line short. */}
      <div className="flex max-w-2xl gap-3">
        <Clock className="mt-1 size-6 shrink-0 text-accent-text" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight" data-test="link-expired-heading">
            {t('orders.link_expired.title')}
          </h1>
          <p className="mt-2 text-text-muted">{t('orders.link_expired.body', { number })}</p>
          {email === null ? (
            <p className="mt-4" data-test="link-expired-call">
              {t('orders.link_expired.call', { phones: shop.phones.map(formatPhone).join(', ') })}
            </p>
          ) : sent !== undefined ? (
            <div className="mt-4">
              <Alert tone="success" test="link-expired-sent" arrival>
                {sent.message}
              </Alert>
            </div>
          ) : (
            <form method="post" onSubmit={submit} className="mt-4" data-test="link-expired-form">
              <p>{t('orders.link_expired.email', { email })}</p>
              <Button type="submit" loading={form.processing} className="mt-3" test="link-expired-send">
                {form.processing ? t('orders.link_expired.sending') : t('orders.link_expired.send')}
              </Button>
            </form>
          )}
          <p className="mt-6 text-sm">
            <TextLink href={route('orders.lookup')} data-test="link-expired-lookup">
              {t('orders.lookup.link')}
            </TextLink>
          </p>
        </div>
      </div>
    </Container>
  );
}

OrderLinkExpiredPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
