import { useForm } from '@inertiajs/react';
import { BellOff, BellRing, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AlertKind } from '@/types/stock-alerts';

type State = 'confirmed' | 'invalid' | 'unsubscribe' | 'unsubscribed';

type Props = {
  state: State;
  kind: AlertKind | null;
  product: { name: string; url: string } | null;
  unsubscribe_url: string | null;
};

/** Where the alert mails' links land: the guest's confirmation, the unsubscribe (asked, then done), or a dead link. */
export default function StockAlertPage({ state, kind, product, unsubscribe_url }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm({});
  const Icon = state === 'confirmed' ? BellRing : state === 'invalid' ? TriangleAlert : BellOff;
  const name = product?.name ?? '';
  const text =
    state === 'confirmed'
      ? t(kind === 'price' ? 'stock_alerts.page.confirmed.price' : 'stock_alerts.page.confirmed.stock', {
          product: name,
        })
      : state === 'unsubscribe'
        ? t('stock_alerts.page.unsubscribe.text', { product: name })
        : t(`stock_alerts.page.${state}.text`);

  const unsubscribe = (event: FormEvent) => {
    event.preventDefault();
    if (unsubscribe_url !== null) form.post(unsubscribe_url);
  };

  return (
    <Container className="py-10 sm:py-16">
      <div data-test="stock-alert-page" data-state={state} className="mx-auto max-w-xl text-center">
        <Icon className="mx-auto size-12 text-accent-text" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t(`stock_alerts.page.${state}.title`)}</h1>
        <p className="mt-3 text-text-muted">{text}</p>
        {state === 'unsubscribe' && (
          <form method="post" onSubmit={unsubscribe} className="mt-6">
            <Button type="submit" size="lg" loading={form.processing} test="stock-alert-unsubscribe">
              {t('stock_alerts.page.unsubscribe.submit')}
            </Button>
          </form>
        )}
        <p className="mt-8 flex flex-wrap justify-center gap-4">
          {product !== null && (
            <Button href={product.url} variant="link" size="lg" test="stock-alert-product">
              {t('stock_alerts.page.product')}
            </Button>
          )}
          <Button href={route('home')} variant="link" size="lg">
            {t('stock_alerts.page.home')}
          </Button>
        </p>
      </div>
    </Container>
  );
}

StockAlertPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
