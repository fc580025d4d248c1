import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import CreditPage from '@/pages/credit/index';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type CreditProduct, type CreditProgramme } from '@/types/content';

const programmes: CreditProgramme[] = [
  {
    slug: 'easy-credit-18',
    partner: 'Easy Credit',
    name: 'Rate pe 18 luni',
    months: 18,
    monthly_fee_bp: 100,
    annual_rate_bp: 0,
    min_amount: 100_000,
    max_amount: 8_000_000,
    terms: [3, 6, 9, 12, 18],
    valid_until: null,
  },
  {
    slug: 'iute-credit-36',
    partner: 'Iute Credit',
    name: 'Rate până la 36 de luni',
    months: 36,
    monthly_fee_bp: 200,
    annual_rate_bp: 0,
    min_amount: 100_000,
    max_amount: 10_000_000,
    terms: [3, 6, 9, 12, 18, 24, 36],
    valid_until: null,
  },
];

const tv: CreditProduct = {
  slug: 'tv-lg-55',
  name: 'Televizor LG 55"',
  price: 599_900,
  url: '/produs/tv-lg-55',
  image: '/x.svg',
};

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

function render(
  props: {
    product?: CreditProduct | null;
    amount?: number;
    locale?: 'ro' | 'ru';
    flash?: Record<string, unknown>;
    programmes?: CreditProgramme[];
  } = {},
) {
  const locale = props.locale ?? 'ro';

  return renderPage(CreditPage, {
    component: 'credit/index',
    url: locale === 'ro' ? '/credit' : '/ru/credit',
    props: {
      breadcrumbs: [],
      programmes: props.programmes ?? programmes,
      product: props.product ?? null,
      amount: props.amount ?? 1_296_900,
    },
    shared: { translations: locale === 'ro' ? ro : ru, locale, meta: { title: 'Credit' } },
    flash: props.flash,
  });
}

function el(test: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-test="${test}"]`);
  if (found === null) throw new Error(`No [data-test="${test}"]`);

  return found;
}

const text = (test: string) => document.querySelector(`[data-test="${test}"]`)?.textContent;

describe('credit page', () => {
  it('links the consent box to the privacy page of its language, in a new tab', () => {
    render({ locale: 'ru' });
    const link = el('credit-request-form').querySelector('[data-test="legal-link-privacy"]');

    expect(link).toHaveAttribute('href', '/ru/pagina/confidentialitate');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('обработку персональных данных');
  });

  it('computes the market example as the page opens: 12 969 lei over 18 months at 1%', () => {
    render();

    expect(text('credit-monthly')).toBe('851\u00a0lei/lună');
    expect(text('credit-total')).toBe('15\u00a0303\u00a0lei');
    expect(text('credit-effective-rate')).toBe('23,92%');
    expect(document.querySelectorAll('[data-test="credit-programmes"] tbody tr')).toHaveLength(2);
  });

  it('opens on the programme cheapest in total, not the first shown nor the longest', () => {
    // 15 799 lei: 36 months at 2%/month → 27 174,60 lei in all; 18 months at 1%/month → 18 642,84.
    const iuteFirst = [programmes[1]!, programmes[0]!];
    render({ programmes: iuteFirst, amount: 1_579_900 });

    expect(el('field-programme')).toHaveValue('easy-credit-18');
    expect(el('field-months')).toHaveValue('18');
    expect(text('credit-total')).toBe('18\u00a0643\u00a0lei');
  });

  it('opens on the shorter of two programmes equal in total (ru)', () => {
    const zero = (slug: string, months: number, terms: number[]): CreditProgramme => ({
      slug,
      partner: slug,
      name: `0% ${months}`,
      months,
      monthly_fee_bp: 0,
      annual_rate_bp: 0,
      min_amount: 20_000,
      max_amount: 2_000_000,
      terms,
      valid_until: null,
    });
    // 12 000 lei: 1 000 lei × 12 and 4 000 lei × 3 both come to 12 000 lei; the dear 36 months are shown first.
    render({
      locale: 'ru',
      programmes: [programmes[1]!, zero('maib', 12, [3, 6, 9, 12]), zero('virtula', 3, [3])],
      amount: 1_200_000,
    });

    expect(el('field-programme')).toHaveValue('virtula');
    expect(text('credit-monthly')).toBe('4\u00a0000\u00a0лей/мес');
    expect(text('credit-total')).toBe('12\u00a0000\u00a0лей');
  });

  it('recomputes at once when the amount, programme or term changes', async () => {
    const user = userEvent.setup();
    render({ locale: 'ru' });

    await user.selectOptions(el('field-programme'), 'iute-credit-36');
    await user.clear(el('field-amount'));
    await user.type(el('field-amount'), '5999');
    expect(text('credit-monthly')).toBe('287\u00a0лей/мес');

    await user.selectOptions(el('field-months'), '12');
    expect(el('field-months')).toHaveDisplayValue('12 мес.');
    expect(text('credit-monthly')).toBe('620\u00a0лей/мес');

    await user.clear(el('field-amount'));
    await user.type(el('field-amount'), '500');
    expect(text('credit-quote-unavailable')).toContain('от 1\u00a0000\u00a0лей до 100\u00a0000\u00a0лей');
    expect(el('credit-request-submit')).toBeDisabled();
  });

  it('finances a product at its price and sends the request with the product, programme and term', async () => {
    const user = userEvent.setup();
    render({ product: tv, amount: tv.price });

    expect(text('credit-product-price')).toBe('5\u00a0999\u00a0lei');
    await user.type(screen.getByLabelText(/Nume și prenume/), 'Maria Rusu');
    await user.type(screen.getByLabelText(/Telefon/), '069123456');
    await user.click(el('field-consent'));
    await user.click(el('credit-request-submit'));

    expect(visits).toHaveLength(1);
    expect(visits[0]?.url).toBe('/credit');
    expect(visits[0]?.data).toMatchObject({
      programme: 'easy-credit-18',
      months: 18,
      product: 'tv-lg-55',
      amount: '',
      name: 'Maria Rusu',
      phone: '069123456',
      consent: true,
    });
  });

  it('shows the confirmation after the request was sent', () => {
    render({ flash: { creditRequest: { id: 42, email: null } } });

    expect(text('credit-request-sent')).toContain('Cererea nr. 42 a fost trimisă.');
  });
});
