/**
 * The credit calculator in the browser, for instant feedback while the shopper types: the same arithmetic as
 * App\Services\Credit\CreditTerms (money in bani, fee and rate in basis points), step for step, so both give the
 * same numbers. tests/fixtures/credit-cases.json holds the cases both test suites check.
 */

export type CreditQuote = {
  /** Rounded up to whole lei, as shown. */
  monthly_payment: number;
  /** To the ban, as the contract computes it. */
  monthly_payment_exact: number;
  total: number;
  overpayment: number;
  /** The effective annual cost (DAE) in basis points. */
  effective_annual_rate_bp: number;
};

export type CreditTerms = { months: number; monthlyFeeBp: number; annualRateBp: number };

function ceilBani(bani: number): number {
  // Float noise (720.5000000001) must not add a ban; PHP rounds to 6 decimals the same way.
  return Math.ceil(Number(bani.toFixed(6)));
}

export function monthlyPayment(amount: number, { months, monthlyFeeBp, annualRateBp }: CreditTerms): number {
  const fee = (amount * monthlyFeeBp) / 10_000;
  if (annualRateBp === 0) {
    return ceilBani(amount / months + fee);
  }
  const rate = annualRateBp / 10_000 / 12;
  const annuity = (amount * rate) / (1 - (1 + rate) ** -months);

  return ceilBani(annuity + fee);
}

export function roundUpToLeu(bani: number): number {
  return Math.floor((bani + 99) / 100) * 100;
}

function presentValue(payment: number, monthlyRate: number, months: number): number {
  let value = 0;
  let discount = 1;
  for (let month = 0; month < months; month++) {
    discount /= 1 + monthlyRate;
    value += payment * discount;
  }

  return value;
}

export function effectiveAnnualRateBp(amount: number, terms: CreditTerms): number {
  const payment = monthlyPayment(amount, terms);
  if (amount <= 0 || payment * terms.months <= amount) return 0;

  let low = 0;
  let high = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    // Neighbouring doubles: every further step leaves the midpoint where it is (CreditTerms stops here too).
    if (mid === low || mid === high) break;
    if (presentValue(payment, mid, terms.months) > amount) low = mid;
    else high = mid;
  }
  const monthly = (low + high) / 2;
  let growth = 1;
  for (let month = 0; month < 12; month++) growth *= 1 + monthly;

  return Math.floor((growth - 1) * 10_000 + 0.5);
}

export function quote(amount: number, terms: CreditTerms): CreditQuote {
  const exact = monthlyPayment(amount, terms);
  const total = exact * terms.months;

  return {
    monthly_payment: roundUpToLeu(exact),
    monthly_payment_exact: exact,
    total,
    overpayment: total - amount,
    effective_annual_rate_bp: effectiveAnnualRateBp(amount, terms),
  };
}

/**
 * The plan that costs least in all, which the calculator and the checkout open on (not the first shown, nor the
 * longest, which is dearest): the lowest total to the ban, then the shortest term, then the first shown.
 */
export function cheapestInTotal<Plan extends { total: number; months: number }>(plans: readonly Plan[]): Plan | null {
  let cheapest: Plan | null = null;
  for (const plan of plans) {
    if (
      cheapest === null ||
      plan.total < cheapest.total ||
      (plan.total === cheapest.total && plan.months < cheapest.months)
    ) {
      cheapest = plan;
    }
  }

  return cheapest;
}
