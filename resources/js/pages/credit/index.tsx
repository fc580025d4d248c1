import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { CreditCalculator } from '@/components/credit/credit-calculator';
import { CreditConditions } from '@/components/credit/credit-conditions';
import { CreditProgrammeTable } from '@/components/credit/credit-programme-table';
import { CreditQuote } from '@/components/credit/credit-quote';
import { CreditRequestForm } from '@/components/credit/credit-request-form';
import { Container } from '@/layouts/storefront/container';
import { useCreditCalculator } from '@/hooks/use-credit-calculator';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type CreditProduct, type CreditProgramme } from '@/types/content';

type Props = {
  breadcrumbs: Crumb[];
  programmes: CreditProgramme[];
  product: CreditProduct | null;
  /** The amount the calculator opens with, in bani. */
  amount: number;
};

const card = 'rounded-xl border border-border p-4 sm:p-6';

/** Buying in instalments: the calculator, the request form, the programmes compared, conditions and documents. */
export default function CreditPage({ breadcrumbs, programmes, product, amount }: Props) {
  const t = useT();
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const calculator = useCreditCalculator(programmes, product, amount);

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="credit-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('credit.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-text-muted">{t('credit.intro')}</p>
      {programmes.length === 0 ? (
        <p
          data-test="credit-none"
          className="mt-8 rounded-xl border border-dashed border-border-strong p-8 text-center text-text-muted"
        >
          {t('credit.none')}
        </p>
      ) : (
        <>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <section aria-labelledby="credit-calculator-title" className={card} data-test="credit-calculator">
              <h2 id="credit-calculator-title" className="mb-4 text-xl font-bold tracking-tight">
                {t('credit.calculator.title')}
              </h2>
              <div className="grid gap-6 md:grid-cols-2">
                <CreditCalculator calculator={calculator} programmes={programmes} errors={errors} />
                <CreditQuote calculator={calculator} />
              </div>
            </section>
            <section aria-labelledby="credit-request-title" className={card}>
              <h2 id="credit-request-title" className="mb-4 text-xl font-bold tracking-tight">
                {t('credit.form.title')}
              </h2>
              <CreditRequestForm calculator={calculator} />
            </section>
          </div>
          <section aria-labelledby="credit-programmes-title" className="mt-10">
            <h2 id="credit-programmes-title" className="mb-4 text-xl font-bold tracking-tight">
              {t('credit.programmes_title')}
            </h2>
            <CreditProgrammeTable rows={calculator.rows} price={calculator.amount} />
          </section>
        </>
      )}
      <div className="mt-10">
        <CreditConditions />
      </div>
    </Container>
  );
}

CreditPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
