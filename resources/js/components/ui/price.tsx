import { usePage } from '@inertiajs/react';

import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

const sizes = { sm: 'text-sm', md: 'text-lg', lg: 'text-2xl' } as const;

type Props = {
  /** The price in bani. */
  amount: number;
  /** The price before a discount, in bani: struck through beside it, with the percentage saved. */
  old?: number | null;
  size?: keyof typeof sizes;
  /** The `data-test` mark of the current price. */
  test?: string;
};

/** A price in lei (`12 999 lei` / `12 999 лей`), with the old price and the discount when there is one. */
export function Price({ amount, old = null, size = 'md', test }: Props) {
  const t = useT();
  const { locale } = usePage().props;
  const discounted = old !== null && old > amount;
  const percent = discounted ? Math.round(((old - amount) / old) * 100) : 0;

  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span
        data-test={test}
        className={`font-bold whitespace-nowrap ${sizes[size]} ${discounted ? 'text-accent-text' : 'text-text'}`}
      >
        {formatPrice(amount, locale)}
      </span>
      {discounted && (
        <>
          <s className="text-sm whitespace-nowrap text-text-muted">
            <span className="sr-only">{t('ui.price.old')} </span>
            {formatPrice(old, locale)}
          </s>
          {percent > 0 && (
            <span className="rounded bg-accent px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-on-accent">
              {t('ui.price.discount', { percent })}
            </span>
          )}
        </>
      )}
    </span>
  );
}
