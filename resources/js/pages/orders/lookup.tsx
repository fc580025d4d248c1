import { useForm, usePage } from '@inertiajs/react';
import { type FormEvent, type ReactNode } from 'react';

import { TextLink } from '@/components/account/text-link';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { OrderLookupAfterSale, type OrderLookupLinkAnswer } from '@/components/orders/order-lookup-after-sale';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type OrderProgress } from '@/types/checkout';

type Props = { breadcrumbs: Crumb[] };

/**
 * Finding an order without its link: its number and the phone it was placed with. A match shows where the order is
 * (status and timeline, as its own page shows them); anything else gets the same message beside the number.
 */
export default function OrderLookupPage({ breadcrumbs }: Props) {
  const t = useT();
  const route = useRoute();
  const page = usePage();
  const { locale, auth } = page.props;
  const flash = page.flash as { orderLookup?: OrderProgress; orderLookupLink?: OrderLookupLinkAnswer } | undefined;
  const found = flash?.orderLookup;
  const form = useForm({ number: found?.number ?? '', phone: '' });
  const field = useFormField(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The phone stays in the form: the return or warranty button sends it again with the number.
    form.post(route('orders.lookup.find'), { preserveScroll: true, preserveState: true });
  };

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      {/* A form of two fields reads best narrow: the Container keeps the page's edges, this keeps the line short. */}
      <div className="max-w-2xl">
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('orders.lookup.title')}</h1>
        <p className="mt-2 text-text-muted">{t('orders.lookup.intro')}</p>
        <form
          method="post"
          onSubmit={submit}
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
          data-test="order-lookup"
        >
          <TextField
            {...field('number')}
            label={t('orders.lookup.number')}
            hint={t('orders.lookup.number_hint')}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
          <TextField
            {...field('phone')}
            label={t('orders.lookup.phone')}
            hint={t('forms.phone_hint')}
            required
            type="tel"
            autoComplete="tel"
            maxLength={40}
          />
          <div className="sm:col-span-2">
            <Button type="submit" loading={form.processing} test="order-lookup-submit">
              {form.processing ? t('orders.lookup.searching') : t('orders.lookup.submit')}
            </Button>
          </div>
        </form>
        {found !== undefined && (
          <section className="mt-8" aria-labelledby="order-lookup-found" data-test="order-lookup-result">
            <h2 id="order-lookup-found" className="text-xl font-semibold">
              {t('orders.title', { number: found.number })}
            </h2>
            <p className="mt-1 text-sm text-text-muted">
              {t('orders.placed_at')}: {formatDateTime(found.placed_at, locale)}
            </p>
            <OrderTimeline order={found} />
            <OrderLookupAfterSale number={found.number} phone={form.data.phone} answer={flash?.orderLookupLink} />
          </section>
        )}
        {auth.user !== null && (
          <p className="mt-8 text-sm text-text-muted">
            <TextLink href={route('orders.index')} data-test="order-lookup-my-orders">
              {t('orders.lookup.account_hint')}
            </TextLink>
          </p>
        )}
      </div>
    </Container>
  );
}

OrderLookupPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
