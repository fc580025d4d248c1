import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import CheckoutPage from '@/pages/checkout/show';
import { answerVisits } from '@/test/answer-visits';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { sharedProps } from '@/test/shared-props';
import { type SavedAddress } from '@/types/account';
import { type CartSummary } from '@/types/cart';
import { type CheckoutOptions } from '@/types/checkout';
import { type Locale } from '@/types/shared';

const summary: CartSummary = {
  lines: [
    {
      product: {
        id: 1,
        name: 'Televizor Samsung',
        slug: 'tv',
        url: '/produs/tv',
        sku: 'TV-1',
        image: '/images/products/tv.svg',
        price: 80_000,
        old_price: null,
        discount_percent: null,
        brand: { name: 'Samsung', slug: 'samsung' },
        is_stock: true,
        credit: null,
      },
      quantity: 1,
      max_quantity: 5,
      line_total: 80_000,
      discount: 0,
      warning: null,
      available: 5,
    },
  ],
  count: 1,
  subtotal: 80_000,
  discount: 0,
  total: 80_000,
  free_delivery: false,
  promo: { code: null, refusal: null, applied: [] },
  credit: null,
};

const options: CheckoutOptions = {
  zones: [
    {
      code: 'chisinau',
      fee: 5_000,
      free_from: 100_000,
      price: 5_000,
      dates: ['2026-11-25', '2026-11-26', '2026-11-27'],
    },
    {
      code: 'country',
      fee: 15_000,
      free_from: 500_000,
      price: 15_000,
      dates: ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
    },
  ],
  intervals: ['09-13', '13-18'],
  stores: [
    {
      id: 1,
      name: 'Magazin Centru',
      city: 'Chișinău',
      address: 'bd. Ștefan cel Mare 1',
      missing: ['Televizor Samsung'],
    },
    { id: 2, name: 'Magazin Botanica', city: 'Chișinău', address: 'bd. Dacia 2', missing: [] },
  ],
  // Shown first, dearest in all: the form must not open on it.
  credit: [
    { slug: 'iute', name: 'Iute Credit · Rate până la 36 de luni', months: 36, monthly: 3_600, total: 129_600 },
    { slug: 'maib', name: 'maib Liber Card · 0% până la 12 luni', months: 12, monthly: 7_000, total: 84_000 },
    { slug: 'virtula', name: 'Virtula · 3 luni', months: 3, monthly: 28_000, total: 84_000 },
  ],
};

const pageProps = {
  breadcrumbs: [],
  summary,
  options,
  contact: { name: 'Ana', email: 'ana@example.md', phone: '' },
  addresses: [] as SavedAddress[],
  idempotency_key: 'key-0123456789abcdef',
};

function renderCheckout(locale: Locale = 'ro') {
  return renderPage(CheckoutPage, {
    component: 'checkout/show',
    url: locale === 'ro' ? '/checkout' : '/ru/checkout',
    shared: { locale, translations: locale === 'ro' ? ro : ru },
    props: pageProps,
  });
}

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-test="${id}"]`);

beforeEach(() => mockDarkModeMedia(false));

describe('checkout page', () => {
  const visits = captureVisits();

  it('links the consent box to the terms of sale and the privacy page, in a new tab', () => {
    renderCheckout('ru');
    const consent = byTest('field-consent')?.closest('div.flex');

    expect(consent?.querySelector('[data-test="legal-link-terms"]')).toHaveAttribute(
      'href',
      '/ru/pagina/termeni-si-conditii',
    );
    expect(consent?.querySelector('[data-test="legal-link-privacy"]')).toHaveAttribute(
      'href',
      '/ru/pagina/confidentialitate',
    );
    expect(consent?.querySelector('[data-test="legal-link-privacy"]')).toHaveAttribute('target', '_blank');
  });

  it('follows the chosen zone in the delivery fee and the total', async () => {
    renderCheckout();
    const user = userEvent.setup();

    expect(byTest('checkout-delivery-fee')).toHaveTextContent('50 lei');
    expect(byTest('checkout-total')).toHaveTextContent('850 lei');
    await user.selectOptions(screen.getByLabelText(/Zona de livrare/), 'country');
    expect(byTest('checkout-total')).toHaveTextContent('950 lei');
    await user.click(screen.getByRole('radio', { name: 'Ridicare din magazin' }));
    expect(byTest('checkout-delivery-fee')).toHaveTextContent('Gratuit');
  });

  it.each([
    ['ro', /Zona de livrare/, /Localitatea/, 'Chișinău'],
    ['ru', /Зона доставки/, /Населённый пункт/, 'Кишинёв'],
  ] as const)(
    'fills an empty town when the Chișinău zone is chosen, never a typed one (%s)',
    async (locale, zone, town, name) => {
      renderCheckout(locale);
      const user = userEvent.setup();
      const townField = screen.getByLabelText(town);

      // Chișinău is the first zone: the town starts filled.
      expect(townField).toHaveValue(name);
      await user.clear(townField);
      await user.selectOptions(screen.getByLabelText(zone), 'country');
      expect(townField).toHaveValue('');
      await user.selectOptions(screen.getByLabelText(zone), 'chisinau');
      expect(townField).toHaveValue(name);

      await user.clear(townField);
      await user.type(townField, 'Codru');
      await user.selectOptions(screen.getByLabelText(zone), 'country');
      await user.selectOptions(screen.getByLabelText(zone), 'chisinau');
      expect(townField).toHaveValue('Codru');
    },
  );

  it.each([
    [
      'ro',
      /^Zona de livrare/,
      /^Ziua livrării/,
      ['miercuri, 25 noiembrie', 'joi, 26 noiembrie', 'vineri, 27 noiembrie'],
    ],
    ['ru', /^Зона доставки/, /^День доставки/, ['среда, 25 ноября', 'четверг, 26 ноября', 'пятница, 27 ноября']],
  ] as const)('offers the days of the chosen zone and sends the chosen one (%s)', async (locale, zone, day, labels) => {
    renderCheckout(locale);
    const user = userEvent.setup();
    const dayField = screen.getByLabelText(day);

    expect([...dayField.querySelectorAll('option')].map((option) => option.textContent)).toEqual(labels);
    expect(dayField).toHaveValue('2026-11-25');
    await user.selectOptions(dayField, '2026-11-27');
    // The country has the 27th too: the day stays; it has no 25th: a day it lacks becomes its first.
    await user.selectOptions(screen.getByLabelText(zone), 'country');
    expect(dayField).toHaveValue('2026-11-27');
    expect(dayField.querySelectorAll('option')).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText(zone), 'chisinau');
    await user.selectOptions(dayField, '2026-11-25');
    await user.selectOptions(screen.getByLabelText(zone), 'country');
    expect(dayField).toHaveValue('2026-11-26');

    await user.type(byTest('field-city')!, 'Orhei');
    await user.type(byTest('field-address')!, 'str. Mare 1');
    await user.type(byTest('field-phone')!, '060123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(
      screen.getByRole('button', { name: locale === 'ro' ? ro['checkout.place'] : ru['checkout.place'] }),
    );
    expect(visits[0]!.data).toMatchObject({ delivery_zone: 'country', delivery_date: '2026-11-26' });
  });

  it('offers pickup only from stores that have every item, saying what the others lack', async () => {
    renderCheckout('ru');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Самовывоз из магазина' }));

    // Each store's card is its radio's label, so the stock line is read with the store's name.
    expect(screen.getByRole('radio', { name: /Magazin Centru.*Нет в наличии: Televizor Samsung/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Magazin Botanica/ })).toBeChecked();
  });

  it('opens the credit choice on the programme cheapest in total, the shorter term of two equal', async () => {
    renderCheckout();
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Credit prin programul partenerului' }));
    expect(byTest('field-credit_programme')).toHaveValue('virtula');
    await user.type(screen.getByLabelText(/Telefon/), '060123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));

    expect(visits[0]!.data).toMatchObject({ payment_method: 'credit', credit_programme: 'virtula' });
  });

  it.each([
    ['ro', /^Card online \(maib\)/, 'online_card', 'Plătiți pe pagina securizată a maib imediat după comandă.'],
    [
      'ru',
      /^Мгновенный платёж MIA \(QR-код\)/,
      'mia',
      'Отсканируйте QR-код в приложении вашего банка сразу после заказа.',
    ],
  ] as const)('offers paying online by card or by MIA QR, saying when (%s)', async (locale, name, method, hint) => {
    renderCheckout(locale);
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name }));
    expect(byTest(`choice-payment_method-${method}`)).toHaveTextContent(hint);
    await user.type(byTest('field-phone')!, '060123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(
      screen.getByRole('button', { name: locale === 'ro' ? ro['checkout.place'] : ru['checkout.place'] }),
    );

    expect(visits[0]!.data).toMatchObject({ payment_method: method });
  });

  it('asks companies for their name and IDNO and sends the form with its key, never a price', async () => {
    renderCheckout();
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Transfer bancar (persoane juridice)' }));
    await user.type(screen.getByLabelText(/Denumirea companiei/), 'Tehno SRL');
    await user.type(screen.getByLabelText(/IDNO/), '1003600123456');
    await user.type(screen.getByLabelText(/Telefon/), '060123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));

    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ method: 'post', url: '/checkout' });
    expect(visits[0]!.data).toMatchObject({
      idempotency_key: 'key-0123456789abcdef',
      name: 'Ana',
      email: 'ana@example.md',
      phone: '060123456',
      payment_method: 'transfer',
      company_name: 'Tehno SRL',
      company_idno: '1003600123456',
      consent: true,
    });
    expect(Object.keys(visits[0]!.data)).not.toContain('total');
  });
});

describe('checkout page after the server refused it', () => {
  let answer: { locale: Locale; errors: Record<string, string> } = { locale: 'ro', errors: {} };
  answerVisits(() => ({
    component: 'checkout/show',
    url: answer.locale === 'ro' ? '/checkout' : '/ru/checkout',
    props: {
      ...sharedProps({ locale: answer.locale, translations: answer.locale === 'ro' ? ro : ru, errors: answer.errors }),
      ...pageProps,
    },
  }));

  async function submit(locale: Locale, errors: Record<string, string>) {
    answer = { locale, errors };
    renderCheckout(locale);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: locale === 'ro' ? 'Plasează comanda' : ru['checkout.place'] }));
  }

  it.each([
    ['ro', /^Localitatea/],
    ['ru', /^Населённый пункт/],
  ] as const)(
    'focuses the first field in page order that has an error (%s)',
    async (locale, town) => {
      // Listed out of page order: the town comes before the address and the consent on the page.
      await submit(locale, { consent: 'consent', address: 'address', city: 'city' });

      await waitFor(() => expect(screen.getByLabelText(town)).toHaveFocus());
    },
    20_000,
  );

  it('focuses the chosen card of a refused choice group', async () => {
    await submit('ro', { payment_method: 'payment' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Numerar/ })).toHaveFocus());
  }, 20_000);

  it('focuses the message when the refusal belongs to no field (ru)', async () => {
    await submit('ru', { cart: 'Корзина изменилась.' });
    await waitFor(() => expect(byTest('checkout-errors')?.parentElement).toHaveFocus());
    expect(byTest('checkout-errors')).toHaveTextContent('Корзина изменилась.');
  }, 20_000);
});

describe('checkout with saved addresses', () => {
  const visits = captureVisits();
  const saved: SavedAddress[] = [
    {
      id: 3,
      label: 'Bunica',
      zone: 'country',
      zone_label: 'Alte localități din Moldova',
      city: 'Cahul',
      address: 'str. Republicii 5',
      is_default: true,
    },
    {
      id: 4,
      label: null,
      zone: 'chisinau',
      zone_label: 'Chișinău',
      city: 'Chișinău',
      address: 'str. Albișoara 4',
      is_default: false,
    },
    // A zone the checkout no longer offers is left out.
    {
      id: 5,
      label: null,
      zone: 'suburbs',
      zone_label: 'Suburbiile Chișinăului',
      city: 'Ialoveni',
      address: 'str. Alexandru cel Bun 3',
      is_default: false,
    },
  ];

  function renderWithAddresses(locale: Locale = 'ro') {
    return renderPage(CheckoutPage, {
      component: 'checkout/show',
      url: locale === 'ro' ? '/checkout' : '/ru/checkout',
      shared: { locale, translations: locale === 'ro' ? ro : ru },
      props: { ...pageProps, addresses: saved },
    });
  }

  it('starts from the default address, its zone and a day that zone delivers on', () => {
    renderWithAddresses();

    expect(screen.getByLabelText(/Adresă salvată/)).toHaveValue('3');
    expect(screen.getByLabelText(/Zona de livrare/)).toHaveValue('country');
    expect(screen.getByLabelText(/Localitatea/)).toHaveValue('Cahul');
    expect(screen.getByLabelText(/^Adresa \(stradă/)).toHaveValue('str. Republicii 5');
    expect(screen.getByLabelText(/Data livrării|Ziua/)).toHaveValue('2026-11-26');
    expect(byTest('checkout-total')).toHaveTextContent('950 lei');
    const choices = Array.from(screen.getByLabelText(/Adresă salvată/).querySelectorAll('option')).map(
      (o) => o.textContent,
    );
    expect(choices).toEqual(['Bunica: str. Republicii 5, Cahul', 'str. Albișoara 4, Chișinău', 'Altă adresă']);
  });

  it('fills the courier fields from another saved address, and empties the street for a new one (ru)', async () => {
    renderWithAddresses('ru');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText(/Сохранённый адрес/), '4');
    expect(screen.getByLabelText(/Зона доставки/)).toHaveValue('chisinau');
    expect(screen.getByLabelText(/Населённый пункт/)).toHaveValue('Chișinău');
    expect(screen.getByLabelText(/^Адрес \(улица/)).toHaveValue('str. Albișoara 4');
    expect(byTest('checkout-total')).toHaveTextContent('850 лей');

    await user.selectOptions(screen.getByLabelText(/Сохранённый адрес/), '');
    expect(screen.getByLabelText(/^Адрес \(улица/)).toHaveValue('');
    // Typing changes the choice to "another address" by itself.
    await user.selectOptions(screen.getByLabelText(/Сохранённый адрес/), '3');
    await user.type(screen.getByLabelText(/^Адрес \(улица/), ', ap. 2');
    expect(screen.getByLabelText(/Сохранённый адрес/)).toHaveValue('');
    expect(byTest('checkout-manage-addresses')).toHaveAttribute('href', '/ru/cont/adrese');
  });

  it("sends the chosen address as the order's courier fields", async () => {
    renderWithAddresses();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText(/Adresă salvată/), '4');
    await user.type(screen.getByLabelText(/Telefon/), '060123456');
    await user.click(byTest('field-consent')!);
    await user.click(byTest('checkout-submit')!);

    expect(visits.at(-1)).toMatchObject({
      method: 'post',
      url: '/checkout',
      data: { delivery_zone: 'chisinau', city: 'Chișinău', address: 'str. Albișoara 4', delivery_date: '2026-11-26' },
    });
  });

  it('shows no picker to a shopper without saved addresses', () => {
    renderCheckout();
    expect(byTest('checkout-saved-addresses')).toBeNull();
  });
});
