import { useMemo, useState } from 'react';

import { type CreditProgrammeRow } from '@/components/credit/types';
import { cheapestInTotal, type CreditQuote, quote } from '@/lib/credit';
import { type CreditProduct, type CreditProgramme } from '@/types/content';

export type CreditCalculator = {
  product: CreditProduct | null;
  dropProduct: () => void;
  amountLei: string;
  setAmountLei: (value: string) => void;
  /** The amount being financed in bani: the product's price, or what was typed (0 when nothing usable is). */
  amount: number;
  programme: CreditProgramme | null;
  selectProgramme: (slug: string) => void;
  months: number;
  setMonths: (months: number) => void;
  /** Whether the chosen programme finances this amount. */
  accepted: boolean;
  result: CreditQuote | null;
  /** Every programme that accepts the amount, at its full length, for the comparison table. */
  rows: CreditProgrammeRow[];
};

function accepts(programme: CreditProgramme, amount: number): boolean {
  return amount >= programme.min_amount && (programme.max_amount === null || amount <= programme.max_amount);
}

const termsOf = (programme: CreditProgramme) => ({
  monthlyFeeBp: programme.monthly_fee_bp,
  annualRateBp: programme.annual_rate_bp,
});

/**
 * The programme the calculator opens on: of those that take the amount, at their full length as the comparison
 * table shows them, the cheapest in total (ties: the shorter term); the first one when none takes it.
 */
function openingProgramme(programmes: CreditProgramme[], amount: number): CreditProgramme | null {
  const plans = programmes
    .filter((p) => accepts(p, amount))
    .map((p) => ({ programme: p, months: p.months, total: quote(amount, { months: p.months, ...termsOf(p) }).total }));

  return cheapestInTotal(plans)?.programme ?? programmes[0] ?? null;
}

/** The credit page's calculator state: amount or product, programme and term, and the numbers they give. */
export function useCreditCalculator(
  programmes: CreditProgramme[],
  initialProduct: CreditProduct | null,
  initialAmount: number,
): CreditCalculator {
  const [product, setProduct] = useState(initialProduct);
  const [amountLei, setAmountLei] = useState(String(Math.round(initialAmount / 100)));
  const [first] = useState(() => openingProgramme(programmes, initialAmount));
  const [slug, setSlug] = useState(first?.slug ?? '');
  const [months, setMonths] = useState(first?.months ?? 0);

  const typed = /^\d{1,7}$/.test(amountLei.trim()) ? Number(amountLei.trim()) * 100 : 0;
  const amount = product !== null ? product.price : typed;
  const programme = programmes.find((p) => p.slug === slug) ?? null;
  const accepted = programme !== null && amount > 0 && accepts(programme, amount);

  const result = useMemo(
    () => (programme !== null && accepted ? quote(amount, { months, ...termsOf(programme) }) : null),
    [programme, accepted, amount, months],
  );
  const rows = useMemo(
    () =>
      programmes
        .filter((p) => amount > 0 && accepts(p, amount))
        .map((p) => {
          const q = quote(amount, { months: p.months, ...termsOf(p) });

          return {
            ...p,
            monthly_payment: q.monthly_payment,
            monthly_payment_exact: q.monthly_payment_exact,
            total: q.total,
          };
        }),
    [programmes, amount],
  );

  return {
    product,
    dropProduct: () => {
      if (product !== null) setAmountLei(String(Math.round(product.price / 100)));
      setProduct(null);
    },
    amountLei,
    setAmountLei,
    amount,
    programme,
    selectProgramme: (next) => {
      const chosen = programmes.find((p) => p.slug === next);
      setSlug(next);
      if (chosen !== undefined) setMonths(chosen.months);
    },
    months,
    setMonths,
    accepted,
    result,
    rows,
  };
}
