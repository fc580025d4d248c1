/** A credit programme for one price (App\Services\Credit\CreditProgrammeTable). Money in bani, fee and rate in basis points. */
export type CreditProgrammeRow = {
  slug: string;
  partner: string;
  name: string;
  months: number;
  monthly_fee_bp: number;
  annual_rate_bp: number;
  /** Rounded up to whole lei, as shown. */
  monthly_payment: number;
  /** To the ban, as the contract computes it. */
  monthly_payment_exact: number;
  total: number;
};
