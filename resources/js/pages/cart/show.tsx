import { ShoppingCart } from 'lucide-react';
import { type ReactNode } from 'react';

import { CartLine } from '@/components/cart/cart-line';
import { CartTotalBox } from '@/components/cart/cart-total-box';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/layouts/storefront/container';
import { Button } from '@/components/ui/button';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type CartDeliveryZone, type CartSummary } from '@/types/cart';

type Props = {
  breadcrumbs: Crumb[];
  summary: CartSummary;
  delivery: CartDeliveryZone[];
};

/** The cart: its lines with quantities and prices from the server, the total and what delivery costs for it. */
export default function CartPage({ breadcrumbs, summary, delivery }: Props) {
  const t = useT();
  const route = useRoute();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="cart-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('cart.title')}
      </h1>
      {summary.lines.length === 0 ? (
        <div
          data-test="cart-empty"
          className="mt-8 rounded-xl border border-dashed border-border-strong p-8 text-center"
        >
          <ShoppingCart className="mx-auto size-10 text-text-subtle" aria-hidden="true" />
          <p className="mt-3 font-medium">{t('cart.empty')}</p>
          <p className="mt-1 text-sm text-text-muted">{t('cart.empty_hint')}</p>
          <Button href={route('catalog.index')} className="mt-4" test="cart-continue">
            {t('cart.continue_shopping')}
          </Button>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <ul data-test="cart-lines" className="rounded-xl border border-border px-4">
            {summary.lines.map((line) => (
              <CartLine key={line.product.id} line={line} />
            ))}
          </ul>
          <CartTotalBox summary={summary} delivery={delivery} />
        </div>
      )}
    </Container>
  );
}

CartPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
